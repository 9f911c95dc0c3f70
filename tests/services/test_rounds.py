"""Storing rounds, taking the last one back, swapping pairs and tables by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from burraco_tourney.domain.tournament import Movement, Round, Table
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, pairs, rounds, scores
from burraco_tourney.services.errors import NotFoundError, RuleError
from tests.services.support import closed_by_ns, new_tournament, players, sheet, with_round


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
    message = str(refused.value)
    assert message.startswith("Round 1 was not stored: ")
    for problem in (
        "table 1 has pair 3 on both lines",
        "table 1 is listed 2 times",
        "pair 1 is placed 2 times in round 1",
        "pair 2 is placed 2 times in round 1",
        "pair 9 is not registered",
        "pairs 4, 5, 6 play in round 1 but are neither seated nor on a bye",
    ):
        assert problem in message
    with pytest.raises(NotFoundError, match="Round 1 has not been made yet"):
        rounds.get_round(db, tournament_id, 1)


def test_rounds_are_stored_in_order(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with pytest.raises(RuleError, match="The next round is round 1, not round 2"):
        rounds.store_round(db, tournament_id, 2, Movement.MITCHELL, [(1, 1, 2), (2, 3, 4)])
    with pytest.raises(RuleError, match="Round 1 has no tables"):
        rounds.store_round(db, tournament_id, 1, Movement.MITCHELL, [], [1, 2, 3, 4])


def test_the_last_round_can_be_taken_back_until_it_has_results(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    assert rounds.delete_last_round(db, tournament_id, reason="ripetere sorteggio") == 1
    with pytest.raises(NotFoundError):
        rounds.get_round(db, tournament_id, 1)
    with pytest.raises(NotFoundError, match="No round has been made yet"):
        rounds.delete_last_round(db, tournament_id)
    with_round(db, tournament_id)
    scores.save_table_deals(db, tournament_id, 1, 2, sheet(closed_by_ns()))
    with pytest.raises(RuleError, match="Round 1 already has results, so its seating cannot be deleted"):
        rounds.delete_last_round(db, tournament_id)


def test_swapping_two_pairs_at_different_tables(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)  # 1–2 and 3–4
    with_round(db, tournament_id, ((1, 1, 3), (2, 2, 4)), number=2)
    swapped = rounds.swap_pairs(db, tournament_id, 2, 3, 2, who="TD")
    assert swapped.round.tables == (Table(1, 1, 2), Table(2, 3, 4))
    assert swapped.repeats == ((1, 2), (3, 4))
    assert swapped.notes == (
        "pairs 1 and 2 have already met in an earlier round",
        "pairs 3 and 4 have already met in an earlier round",
        "round 2 no longer follows the mitchell movement",
    )
    assert rounds.get_round(db, tournament_id, 2) == swapped.round
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what) == ("swap pairs", "round 2 pairs 3 and 2")
    assert entry.old["tables"] == [[1, 1, 3], [2, 2, 4]]


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
