"""Migration 0011 (team events): an upgraded database keeps its data; a team event is saved and read back."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from alembic import command

from burraco_tourney.domain.teams import TEAMS_KIND, Team, doubled_scale
from burraco_tourney.persistence.db import alembic_config, head_revision, open_database
from burraco_tourney.persistence.repositories import load_tournament, save_tournament
from burraco_tourney.services import tournaments
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.transaction import reading, writing
from tests.databases import new_database
from tests.persistence.test_upgrade_keeps_data import counts, revision


def test_a_0010_database_keeps_every_row_and_its_tournaments_are_pair_events(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    tid = create_demo(db, pairs=6, rounds=2).id
    before = tournaments.load_tournament(db, tid)
    db.close()
    made = counts(path)
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0010")
    assert revision(path) == "0010"
    db = open_database(path)
    assert revision(path) == head_revision()
    after = tournaments.load_tournament(db, tid)
    assert after == before
    assert after.kind == "pairs" and after.teams == () and after.team_vp_scale is None
    db.close()
    assert {k: v for k, v in counts(path).items() if k != "teams"} == made


def test_a_team_event_is_saved_and_read_back(tmp_path: Path) -> None:
    db = new_database(tmp_path / "teams.sqlite")
    tid = create_demo(db, pairs=8, rounds=1).id
    base = tournaments.load_tournament(db, tid)
    teams = (
        Team(1, "Squadra D'Alessandro", base.pairs[0].players[0].name, (1, 2)),
        Team(2, "Mannschaft Müller", base.pairs[3].players[1].name, (4, 3), group="A"),
        Team(3, "Łukasz i przyjaciele", "", (5, 6)),
    )
    event = replace(
        base, rounds=(), kind=TEAMS_KIND, teams=teams, team_vp_scale=doubled_scale(base.settings.vp_scale)
    )
    with writing(db) as session:
        new_id = save_tournament(session, event, now=datetime.now(UTC))
    with reading(db) as session:
        loaded = load_tournament(session, new_id)
    assert loaded is not None
    assert (loaded.kind, loaded.teams, loaded.team_vp_scale) == (TEAMS_KIND, teams, event.team_vp_scale)
    db.close()
