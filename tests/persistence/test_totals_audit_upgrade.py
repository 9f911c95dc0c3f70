"""Migration 0005 (totals and a structured audit log): an upgraded database keeps its data, the sheets the
old quick mode stored as invented deals become totals (same standings, the old deals kept in the audit log),
and the audit entries of earlier versions are read into round, table, deal and pair."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from alembic import command
from sqlalchemy import delete

from burraco_tourney.domain.quick import legacy_quick_deal
from burraco_tourney.domain.scoring import Deal, DealEnd
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database, alembic_config, head_revision, open_database
from burraco_tourney.persistence.orm import DealRow
from burraco_tourney.services import audit, scores, tournaments
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.lookup import round_row, table_row
from burraco_tourney.services.transaction import writing
from tests.persistence.test_upgrade_keeps_data import counts, revision

OLD_TEXTS = (
    ("correct deal", "round 2 table 3 deal 1"),
    ("add adjustment", "pair 4 after round 2"),
    ("swap pairs", "round 1 pairs 3 and 7"),
    ("start clock", "round 2 table 1 clock"),
    ("edit pair", "pair 9"),
    ("create tournament", "tournament Coppa d'Inverno"),
)


def stored_as_before(
    db: Database, tournament_id: int, round_number: int, table: int, deals: Sequence[Deal]
) -> None:
    """A table's deals written as versions before 0005 wrote a summed sheet: invented time-out deals, which
    no save takes any more (at most one deal of a table ends by time-out, issue 30), so into the table."""
    with writing(db) as session:
        row = table_row(session, round_row(session, tournament_id, round_number), table)
        session.execute(delete(DealRow).where(DealRow.table_id == row.id))
        repositories.insert_deals(session, row.id, deals)


def _downgrade(path: Path, to: str = "0004") -> None:
    command.downgrade(alembic_config(f"sqlite:///{path}"), to)
    assert revision(path) == to


def test_an_old_quick_sheet_becomes_totals_and_old_entries_get_their_numbers(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    summary = create_demo(db, pairs=10, rounds=3)
    tournament_id = summary.id
    rules = tournaments.load_tournament(db, tournament_id).settings.scoring
    # Round 1 table 2 as the old quick mode stored a summed sheet: invented time-out deals.
    old_quick = tuple(legacy_quick_deal(ns, ew, rules) for ns, ew in ((600, 300), (1450, 900), (0, 0)))
    stored_as_before(db, tournament_id, 1, 2, old_quick)
    before = tournaments.load_tournament(db, tournament_id)
    db.close()
    _downgrade(path)
    made = counts(path)
    with sqlite3.connect(path) as connection:
        for action, what in OLD_TEXTS:
            connection.execute(
                "INSERT INTO audit_log (tournament_id, at, who, action, what, reason) "
                "VALUES (?, ?, ?, ?, ?, '')",
                (tournament_id, datetime.now(UTC).replace(tzinfo=None), "Łukasz", action, what),
            )

    db = open_database(path)  # upgraded at once
    assert revision(path) == head_revision()
    assert counts(path) == made
    after = tournaments.load_tournament(db, tournament_id)
    table = after.rounds[0].tables[1]
    assert table.deals == (
        Deal.of_totals(600, 300),
        Deal.of_totals(1450, 900),
        legacy_quick_deal(0, 0, rules),
    )
    assert table.deals[2].end is DealEnd.NOT_PLAYED
    # Nothing else changed, and the standings are the same.
    assert [r.tables for r in after.rounds[1:]] == [r.tables for r in before.rounds[1:]]
    assert compute_standings(after).rows == compute_standings(before).rows

    log = audit.audit_log(db, tournament_id)
    converted = log[0]
    assert (converted.action, converted.round, converted.table, converted.deal) == (
        "convert quick sheet",
        1,
        2,
        None,
    )
    assert converted.old[1]["ns"]["clean"] == old_quick[1].ns.clean  # the invented deals, kept
    assert converted.new[0] == {"end": "totals", "ns_total": 600, "ew_total": 300}
    by_action = {entry.action: entry for entry in log[1 : 1 + len(OLD_TEXTS)]}
    numbers = {action: (e.round, e.table, e.deal, e.pair, e.other, e.who) for action, e in by_action.items()}
    assert numbers == {
        "correct deal": (2, 3, 1, None, None, "Łukasz"),
        "add adjustment": (2, None, None, 4, None, "Łukasz"),
        "swap pairs": (1, None, None, 3, 7, "Łukasz"),
        "start clock": (2, 1, None, None, None, "Łukasz"),
        "edit pair": (None, None, None, 9, None, "Łukasz"),
        "create tournament": (None, None, None, None, None, "Łukasz"),
    }
    # The English texts come out the same for logs; a text with no numbers to read stays as it was.
    assert {e.action: e.what for e in by_action.values()} == dict(OLD_TEXTS) | {
        "create tournament": "tournament"
    }
    db.close()


def test_totals_survive_a_downgrade_and_upgrade_with_their_standings(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    tournament_id = create_demo(db, pairs=10, rounds=2).id
    scores.save_table_deals(
        db,
        tournament_id,
        1,
        1,
        (Deal.of_totals(540, 120), Deal.of_totals(-35, 910), Deal.of_totals(400, 400)),
        reason="per totali",
    )
    scores.save_table_totals(db, tournament_id, 2, 3, 1620, 360, reason="solo il totale del tavolo")
    before = tournaments.load_tournament(db, tournament_id)
    assert before.rounds[1].tables[2].totals == (1620, 360)
    assert not before.rounds[1].tables[2].deals
    db.close()

    _downgrade(path)  # an earlier version reads the invented deals it knows, scoring the same
    with sqlite3.connect(path) as connection:
        texts = connection.execute(
            "SELECT what FROM audit_log WHERE action IN ('correct deals', 'save deals') ORDER BY id"
        ).fetchall()
    assert texts[-2:] == [("round 1 table 1",), ("round 2 table 3",)]  # as earlier versions wrote them
    db = open_database(path)
    again = tournaments.load_tournament(db, tournament_id)
    assert compute_standings(again).rows == compute_standings(before).rows
    assert again.rounds[0].tables[0].deals == before.rounds[0].tables[0].deals
    table = again.rounds[1].tables[2]
    assert table.deals[0] == Deal.of_totals(1620, 360)
    assert all(deal.end is DealEnd.NOT_PLAYED for deal in table.deals[1:])
    db.close()
