"""services.sheets_import: a round's sheets all or none, in ONE transaction of at most 10 statements a table
(as a sheet saved in the window, tests/services/test_sheet_save_cost.py), each problem at the file's path."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.io.sheets_file import RoundSheets, TableSheet
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, scores
from burraco_tourney.services.errors import WarningsNotConfirmedError
from burraco_tourney.services.sheets_import import SheetsImportRefusedError, import_sheets
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, not_played, sheet, with_round
from tests.services.test_sheet_save_cost import MOST_STATEMENTS, counting

TABLES = 12


@pytest.fixture
def tournament_id(db: Database) -> int:
    created = new_tournament(db, 2 * TABLES)
    with_round(db, created, [(t, 2 * t - 1, 2 * t) for t in range(1, TABLES + 1)])
    return created


def entered(db: Database, tournament_id: int) -> list[int]:
    return [t for t in range(1, TABLES + 1) if scores.get_table(db, tournament_id, 1, t).table.entered]


def test_a_whole_round_is_one_transaction_of_at_most_ten_statements_a_table(
    db: Database, tournament_id: int
) -> None:
    sheets = RoundSheets(1, tuple(TableSheet(t, sheet(closed_by_ns())) for t in range(1, TABLES + 1)))
    with counting(db) as counted:
        done = import_sheets(db, tournament_id, sheets, who="Telefono 3")
    assert counted.transactions == 1
    assert len(counted.statements) <= MOST_STATEMENTS * TABLES
    assert done.saved == tuple(range(1, TABLES + 1)) and done.waiting == ()
    assert entered(db, tournament_id) == list(range(1, TABLES + 1))
    assert {entry.who for entry in audit.audit_log(db, tournament_id) if entry.action == "save deals"} == {
        "Telefono 3"
    }


def test_one_bad_table_saves_none_and_every_problem_is_at_its_path(db: Database, tournament_id: int) -> None:
    bad = sheet(closed_by_ns(ns_cards=233))
    sheets = RoundSheets(
        1,
        (
            TableSheet(5, sheet(closed_by_ns())),
            TableSheet(2, bad),
            TableSheet(3, sheet(closed_by_ew(ew_cards=231))),
            TableSheet(4, (closed_by_ns(),)),
        ),
    )
    with pytest.raises(SheetsImportRefusedError) as refused:
        import_sheets(db, tournament_id, sheets)
    assert [(p.code, p.json_path) for p in refused.value.problems] == [
        ("deal.cards_not_multiple_of_5", "tables[1].deals[0].ns.cards"),
        ("deal.cards_not_multiple_of_5", "tables[2].deals[0].ew.cards"),
        ("sheet.deal_count", "tables[3].deals"),
    ]
    assert entered(db, tournament_id) == []  # table 5 was fine, and is not saved either


def test_warnings_are_all_listed_then_confirmed(db: Database, tournament_id: int) -> None:
    low = sheet(closed_by_ns(ns_cards=50, ns_clean=2))
    sheets = RoundSheets(1, (TableSheet(1, sheet(closed_by_ns())), TableSheet(7, low), TableSheet(8, low)))
    with pytest.raises(WarningsNotConfirmedError) as refused:
        import_sheets(db, tournament_id, sheets)
    assert [p.json_path for p in refused.value.warnings] == [
        "tables[1].deals[0].ns.cards",
        "tables[2].deals[0].ns.cards",
    ]
    assert entered(db, tournament_id) == []
    done = import_sheets(db, tournament_id, sheets, confirm_warnings=True)
    assert [p.json_path for p in done.warnings] == [
        "tables[1].deals[0].ns.cards",
        "tables[2].deals[0].ns.cards",
    ]
    assert entered(db, tournament_id) == [1, 7, 8]


def test_a_replaced_sheet_is_a_correction_with_the_old_sheet_and_the_reason(
    db: Database, tournament_id: int
) -> None:
    scores.save_table_totals(db, tournament_id, 1, 4, 900, 300)
    scores.set_artificial_result(db, tournament_id, 1, 6, Decimal(12), Decimal(8), reason="ritardo")
    sheets = RoundSheets(1, (TableSheet(4, sheet(closed_by_ns())), TableSheet(6, sheet(closed_by_ew()))))
    with pytest.raises(SheetsImportRefusedError) as refused:
        import_sheets(db, tournament_id, sheets)
    assert refused.value.problems == (Problem.of("sheets_import.already_entered", path=("tables", 0)),)
    done = import_sheets(db, tournament_id, sheets, replace=True, reason="seconda battuta")
    assert (done.saved, done.replaced) == ((6,), (4,))
    [correction] = [entry for entry in audit.audit_log(db, tournament_id) if entry.action == "correct deals"]
    assert (correction.table, correction.old, correction.reason) == (
        4,
        {"totals": [900, 300]},
        "seconda battuta",
    )
    # the director's artificial result stays beside the deals now entered
    assert scores.get_table(db, tournament_id, 1, 6).table.vp_override == (Decimal(12), Decimal(8))


def test_totals_are_refused_at_the_file_s_keys(db: Database, tournament_id: int) -> None:
    by_totals = (Deal.of_totals(543, 100), Deal.of_totals(100, 100), Deal.of_totals(0, 0))
    sheets = RoundSheets(
        1,
        (TableSheet(3, totals=(902, 300)), TableSheet(9, totals=(300, 301)), TableSheet(2, by_totals)),
    )
    with pytest.raises(SheetsImportRefusedError) as refused:
        import_sheets(db, tournament_id, sheets)
    assert [(p.code, p.json_path) for p in refused.value.problems] == [
        ("table.totals_not_multiple_of_5", "tables[0].totals[0]"),
        ("table.totals_not_multiple_of_5", "tables[1].totals[1]"),
        ("deal.totals_not_multiple_of_5", "tables[2].deals[0].ns_total"),
    ]


def test_deals_out_of_order_are_refused_at_their_ending_in_the_file(db: Database, tournament_id: int) -> None:
    """Issue 30 item 1: the order of a table's deals, checked as the window checks it."""
    timeout = replace(closed_by_ns(), end=DealEnd.TIMEOUT, ns=DealLine(clean=1, cards=150))
    sheets = RoundSheets(
        1,
        (
            TableSheet(2, (timeout, closed_by_ew(), not_played())),
            TableSheet(6, (closed_by_ns(), timeout, timeout)),
            TableSheet(9, (not_played(), closed_by_ns(), not_played())),
        ),
    )
    with pytest.raises(SheetsImportRefusedError) as refused:
        import_sheets(db, tournament_id, sheets)
    assert [(p.code, p.json_path, dict(p.params)) for p in refused.value.problems] == [
        ("deal.played_after_timeout", "tables[0].deals[1].end", {"timeout": 1}),
        ("deal.second_timeout", "tables[1].deals[2].end", {"timeout": 2}),
        ("deal.played_after_not_played", "tables[2].deals[1].end", {"not_played": 1}),
    ]
    assert entered(db, tournament_id) == []
