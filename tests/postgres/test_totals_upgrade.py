"""Migration 0005 on PostgreSQL: an old quick-mode sheet becomes totals and comes back on a downgrade, with
the same standings, and older audit entries get their numbers."""

from __future__ import annotations

from alembic import command
from sqlalchemy import create_engine, text

from burraco_tourney.domain.quick import legacy_quick_deal
from burraco_tourney.domain.scoring import Deal
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.persistence.db import alembic_config, open_database
from burraco_tourney.services import audit, scores, tournaments
from burraco_tourney.services.demo import create_demo
from tests.persistence.test_totals_audit_upgrade import stored_as_before


def test_an_old_quick_sheet_becomes_totals_on_postgresql(pg_url: str) -> None:
    with open_database(pg_url) as db:
        tournament_id = create_demo(db, pairs=8, rounds=2).id
        rules = tournaments.load_tournament(db, tournament_id).settings.scoring
        old = tuple(legacy_quick_deal(ns, ew, rules) for ns, ew in ((600, 300), (1450, 900), (0, 0)))
        stored_as_before(db, tournament_id, 1, 1, old)
        scores.save_table_totals(db, tournament_id, 2, 2, 1620, 360, reason="solo il totale")
        before = tournaments.load_tournament(db, tournament_id)
    command.downgrade(alembic_config(pg_url), "0004")
    engine = create_engine(pg_url)
    with engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO audit_log (tournament_id, at, who, action, what, reason) "
                "VALUES (:t, now(), 'Łukasz', 'correct deal', 'round 2 table 3 deal 1', '')"
            ),
            {"t": tournament_id},
        )
    engine.dispose()
    with open_database(pg_url) as db:
        after = tournaments.load_tournament(db, tournament_id)
        assert after.rounds[0].tables[0].deals[:2] == (Deal.of_totals(600, 300), Deal.of_totals(1450, 900))
        assert compute_standings(after).rows == compute_standings(before).rows
        log = audit.audit_log(db, tournament_id)
        assert {e.action for e in log[:2]} == {"convert quick sheet"}
        older = next(e for e in log if e.who == "Łukasz")
        assert (older.round, older.table, older.deal) == (2, 3, 1)
