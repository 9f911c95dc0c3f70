"""Migration 0009 on PostgreSQL: an existing database's players come into the member register, none lost,
and the tournaments load as before."""

from __future__ import annotations

from alembic import command
from sqlalchemy import create_engine, text

from burraco_tourney.persistence.db import alembic_config, open_database
from burraco_tourney.services import members, tournaments
from burraco_tourney.services.demo import create_demo


def test_players_come_into_the_register_on_postgresql(pg_url: str) -> None:
    with open_database(pg_url) as db:
        tid = create_demo(db, pairs=8, rounds=2).id
        before = tournaments.load_tournament(db, tid)
    command.downgrade(alembic_config(pg_url), "0008")
    engine = create_engine(pg_url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE players SET member_id = 'RM0001' WHERE seat = 1"))
    engine.dispose()
    with open_database(pg_url) as db:
        after = tournaments.load_tournament(db, tid)
        assert [p.players[1] for p in after.pairs] == [p.players[1] for p in before.pairs]
        assert all(player.register_id is not None for pair in after.pairs for player in pair.players)
        register = members.list_members(db)
        # One member for the shared number, one record for each of the eight players without one.
        assert len(register) == 9
        shared = next(m for m in register if m.member_id == "RM0001")
        assert shared.id == after.pairs[-1].players[0].register_id
