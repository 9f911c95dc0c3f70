"""The corrections of saved scores as the printouts list them (services.audit.corrections): only the
corrections, oldest first; a round deleted and made again leaves the corrections of its old sheets out."""

from __future__ import annotations

from decimal import Decimal

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, rounds, scores
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round


def test_the_corrections_oldest_first_and_nothing_else(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()), who="table 1")
    scores.save_table_deals(db, tournament_id, 1, 2, sheet(closed_by_ew()), who="Mario")
    scores.correct_deal(db, tournament_id, 1, 1, 1, closed_by_ns(330), reason="carte ricontate", who="Mario")
    scores.set_artificial_result(
        db, tournament_id, 1, 2, Decimal(10), Decimal(10), reason="tavolo non giocato", who="Mario"
    )
    found = audit.corrections(db, tournament_id)
    assert [(e.action, e.table, e.reason) for e in found] == [
        ("correct deal", 1, "carte ricontate"),
        ("set artificial result", 2, "tavolo non giocato"),
    ]


def test_a_round_made_again_keeps_only_the_corrections_of_its_new_sheets(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()), who="Mario")
    scores.correct_deal(db, tournament_id, 1, 1, 1, closed_by_ns(330), reason="old sheet", who="Mario")
    rounds.delete_last_round(db, tournament_id, sheets=[1], reason="seated wrongly", who="Mario")
    with_round(db, tournament_id, ((1, 1, 3), (2, 2, 4)))
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()), who="Mario")
    scores.correct_deal(db, tournament_id, 1, 1, 1, closed_by_ns(330), reason="new sheet", who="Mario")
    assert [e.reason for e in audit.corrections(db, tournament_id)] == ["new sheet"]
