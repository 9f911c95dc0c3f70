"""Storing rounds, taking the last one back, swapping pairs and tables by hand."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from burraco_tourney.domain.tournament import Movement, Round, Table
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import ClockEventRow, DealRow, TableRow
from burraco_tourney.services import adjustments, audit, clock, pairs, rounds, scores
from burraco_tourney.services.errors import NotFoundError, RuleError
from burraco_tourney.services.transaction import reading
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, players, sheet, with_round


def test_a_round_is_stored_with_its_tables_byes_and_movement(db: Database) -> None:
    tournament_id = new_tournament(db, 5)
    stored = rounds.store_round(
        db, tournament_id, 1, Movement.MITCHELL, [(1, 1, 2), (2, 3, 4)], [5], who="TD"
    )
    assert stored == Round(1, Movement.MITCHELL, (Table(1, 1, 2), Table(2, 3, 4)), (5,))
    assert rounds.get_round(db, tournament_id, 1) == stored
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.who) == ("store round", "round 1", "TD")
    assert entry.new == {"movement": "mitchell", "tables": [[1, 1, 2], [2, 3, 4]], "byes": [5]}


def test_a_seating_that_breaks_rules_is_refused_with_every_problem(db: Database) -> None:
    tournament_id = new_tournament(db, 6)
    with pytest.raises(RuleError) as refused:
        rounds.store_round(db, tournament_id, 1, Movement.MANUAL, [(1, 1, 2), (1, 3, 3), (2, 2, 9)], [1])
    assert [str(problem) for problem in refused.value.problems] == [
        "Round 1, table 2, table number: Table 1 appears twice in this round.",
        "Round 1, table 2, EW: Pair 3 cannot play against itself (NS and EW are the same pair).",
        "Round 1, table 3, NS: Pair 2 is placed more than once in round 1.",
        "Round 1, table 3, EW: There is no pair 9.",
        "Round 1, bye 1: Pair 1 is placed more than once in round 1.",
        "Round 1: Playing in round 1 but neither seated nor on a bye: pairs 4, 5, 6.",
    ]
    message = str(refused.value)
    for problem in ("Pair 3 cannot play against itself", "There is no pair 9"):
        assert problem in message
    with pytest.raises(NotFoundError, match="Round 1 has not been made yet"):
        rounds.get_round(db, tournament_id, 1)


def test_rounds_are_stored_in_order(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with pytest.raises(RuleError, match="The next round is round 1, not round 2"):
        rounds.store_round(db, tournament_id, 2, Movement.MITCHELL, [(1, 1, 2), (2, 3, 4)])
    with pytest.raises(RuleError, match="Round 1 has no tables"):
        rounds.store_round(db, tournament_id, 1, Movement.MITCHELL, [], [1, 2, 3, 4])


def test_the_last_round_can_be_taken_back(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    assert rounds.delete_last_round(db, tournament_id, reason="ripetere sorteggio") == 1
    with pytest.raises(NotFoundError):
        rounds.get_round(db, tournament_id, 1)
    with pytest.raises(NotFoundError, match="No round has been made yet"):
        rounds.delete_last_round(db, tournament_id)


def _count(db: Database, row: type) -> int:
    with reading(db) as session:
        return session.scalar(select(func.count()).select_from(row)) or 0


def _two_rounds_with_sheets(db: Database) -> int:
    """Round 1 complete; round 2 (made by mistake) with a sheet at table 1, an artificial result at table 3
    and its clock started."""
    tournament_id = new_tournament(db, 6)
    with_round(db, tournament_id, ((1, 1, 2), (2, 3, 4), (3, 5, 6)))
    for table in (1, 2, 3):
        scores.save_table_deals(db, tournament_id, 1, table, sheet(closed_by_ns()))
    with_round(db, tournament_id, ((1, 1, 3), (2, 2, 5), (3, 4, 6)), number=2)
    scores.save_table_deals(db, tournament_id, 2, 1, sheet(closed_by_ns(), closed_by_ew()))
    scores.set_artificial_result(db, tournament_id, 2, 3, Decimal(12), Decimal(8), reason="late table")
    clock.start_round_clock(db, tournament_id, 2, now=datetime(2026, 12, 20, 21, 0, tzinfo=UTC))
    return tournament_id


def test_the_last_round_is_deleted_with_its_sheets_once_the_director_has_seen_them(db: Database) -> None:
    tournament_id = _two_rounds_with_sheets(db)
    deals_of_round_1 = 3 * 3
    # Not told which sheets go with it: refused, and the refusal names them.
    with pytest.raises(RuleError) as refused:
        rounds.delete_last_round(db, tournament_id)
    assert str(refused.value) == (
        "Round 2 has saved score sheets (tables 1, 3): they would be deleted with the round, so it was not "
        "deleted."
    )
    # Told other sheets than those saved (another station saved one meanwhile): refused too.
    with pytest.raises(
        RuleError, match=r"meanwhile a score sheet was saved at table 3 \(perhaps at another station\)"
    ):
        rounds.delete_last_round(db, tournament_id, number=2, sheets=[1])
    assert rounds.get_round(db, tournament_id, 2).tables[0].deals
    assert _count(db, ClockEventRow) == 1

    assert rounds.delete_last_round(db, tournament_id, number=2, sheets=[3, 1], reason="made too early") == 2
    with pytest.raises(NotFoundError):
        rounds.get_round(db, tournament_id, 2)
    # Its tables, deals, artificial result and clock went with it; round 1 is untouched.
    assert _count(db, DealRow) == deals_of_round_1
    assert _count(db, TableRow) == 3
    assert _count(db, ClockEventRow) == 0
    assert all(table.deals for table in rounds.get_round(db, tournament_id, 1).tables)
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.reason) == ("delete round", "round 2", "made too early")
    assert entry.old is not None
    assert entry.old["tables"] == [[1, 1, 3], [2, 2, 5], [3, 4, 6]]
    # What was deleted stays readable in the log: both sheets, deal by deal.
    assert [sheet_["table"] for sheet_ in entry.old["sheets"]] == [1, 3]
    assert len(entry.old["sheets"][0]["deals"]) == 3
    assert entry.old["sheets"][1]["artificial"] == {"vp": ["12", "8"], "reason": "late table"}
    # The round can be made again.
    with_round(db, tournament_id, ((1, 1, 4), (2, 2, 6), (3, 3, 5)), number=2)
    assert not any(table.deals for table in rounds.get_round(db, tournament_id, 2).tables)


def test_only_the_last_round_can_be_deleted(db: Database) -> None:
    tournament_id = _two_rounds_with_sheets(db)
    with pytest.raises(RuleError) as refused:
        rounds.delete_last_round(db, tournament_id, number=1, sheets=[1, 2, 3])
    assert str(refused.value) == (
        "Round 1 cannot be deleted: only the last round (round 2) can be. Delete the rounds after it first."
    )
    assert rounds.get_round(db, tournament_id, 1).tables[0].deals
    with pytest.raises(NotFoundError, match="Round 3 has not been made yet"):
        rounds.delete_last_round(db, tournament_id, number=3)


def test_a_round_with_an_adjustment_after_it_is_not_deleted(db: Database) -> None:
    tournament_id = _two_rounds_with_sheets(db)
    adjustments.add_adjustment(db, tournament_id, 4, 2, vp=-1, reason="slow play")
    with pytest.raises(RuleError) as refused:
        rounds.delete_last_round(db, tournament_id, number=2, sheets=[1, 3])
    assert str(refused.value) == (
        "Round 2 cannot be deleted: pair 4 has an adjustment counting from round 2 (slow play). "
        "Remove it first."
    )
    assert rounds.get_round(db, tournament_id, 2).tables[0].deals


def test_swapping_two_pairs_at_different_tables(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)  # 1–2 and 3–4
    with_round(db, tournament_id, ((1, 1, 3), (2, 2, 4)), number=2)
    swapped = rounds.swap_pairs(db, tournament_id, 2, 3, 2, who="TD")
    assert swapped.round.tables == (Table(1, 1, 2), Table(2, 3, 4))
    assert swapped.repeats == ((1, 2), (3, 4))
    assert tuple(map(str, swapped.notes)) == (
        "Pairs 1 and 2 have already met in an earlier round.",
        "Pairs 3 and 4 have already met in an earlier round.",
        "Round 2 no longer follows the Mitchell movement.",
    )
    assert all(not note.blocking for note in swapped.notes)
    assert rounds.get_round(db, tournament_id, 2) == swapped.round
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what) == ("swap pairs", "round 2 pairs 3 and 2")
    assert entry.old["tables"] == [[1, 1, 3], [2, 2, 4]]


def test_a_swap_names_the_movement_it_breaks_as_the_game_writes_it(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id, movement=Movement.ROUND_ROBIN)
    swapped = rounds.swap_tables(db, tournament_id, 1, 1, 2)
    assert tuple(map(str, swapped.notes)) == ("Round 1 no longer follows the round robin movement.",)


def test_swapping_the_two_pairs_of_a_table_exchanges_their_lines(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id, movement=Movement.DANISH)
    swapped = rounds.swap_pairs(db, tournament_id, 1, 1, 2)
    assert swapped.round.tables[0] == Table(1, 2, 1)
    assert swapped.notes == ()


def test_swapping_a_pair_with_the_bye(db: Database) -> None:
    tournament_id = new_tournament(db, 5)
    with_round(db, tournament_id, byes=(5,), movement=Movement.MANUAL)
    swapped = rounds.swap_pairs(db, tournament_id, 1, 5, 3)
    assert swapped.round.tables == (Table(1, 1, 2), Table(2, 5, 4))
    assert swapped.round.byes == (3,)


def test_swaps_are_refused_once_the_round_has_results(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    scores.set_artificial_result(db, tournament_id, 1, 1, Decimal(10), Decimal(10), reason="assenti")
    with pytest.raises(RuleError, match="Round 1 already has results, so its seating cannot be changed"):
        rounds.swap_pairs(db, tournament_id, 1, 1, 3)
    with pytest.raises(RuleError, match="already has results"):
        rounds.swap_tables(db, tournament_id, 1, 1, 2)


def test_swapping_a_pair_not_in_the_round_or_with_itself_is_refused(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    pairs.late_entry(db, tournament_id, players(5))
    with pytest.raises(RuleError, match="Pair 5 is not placed in round 1"):
        rounds.swap_pairs(db, tournament_id, 1, 1, 5)
    with pytest.raises(RuleError, match="two different pairs"):
        rounds.swap_pairs(db, tournament_id, 1, 2, 2)


def test_swapping_two_tables(db: Database) -> None:
    tournament_id = new_tournament(db, 6)
    with_round(db, tournament_id, ((1, 1, 2), (2, 3, 4), (3, 5, 6)), movement=Movement.SWISS)
    swapped = rounds.swap_tables(db, tournament_id, 1, 1, 3)
    assert swapped.round.tables == (Table(1, 5, 6), Table(2, 3, 4), Table(3, 1, 2))
    with pytest.raises(NotFoundError, match="Round 1 has no table 4"):
        rounds.swap_tables(db, tournament_id, 1, 1, 4)
    assert rounds.get_round(db, tournament_id, 1) == swapped.round
