"""Checks of hand-edited rounds: swaps of pairs or tables and the rules they break, as coded problems."""

from __future__ import annotations

from dataclasses import replace

import pytest

from burraco_tourney.domain.movements import (
    DrawOptions,
    DrawRequest,
    FirstRoundSeating,
    RoundDraw,
    Seat,
    check_round,
    check_swap,
    draw_round,
    swap_pairs,
    swap_tables,
)
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Movement, PairStatus, Phase
from burraco_tourney.io.problem_texts import describe
from tests.unit.test_movements_common import make_pairs, matches, played, seats

DANISH = Movement.DANISH


def words(problems: tuple[Problem, ...]) -> tuple[str, ...]:
    """The problems as the window words them in English."""
    return tuple(describe(problem, "en") for problem in problems)


# Five pairs after four Danish rounds: everyone but pair 4 has had a bye.
FIVE = make_pairs(5)
FOUR_ROUNDS = (
    played(1, DANISH, (1, 2), (3, 4), byes=(5,)),
    played(2, DANISH, (3, 5), (2, 4), byes=(1,)),
    played(3, DANISH, (1, 4), (3, 5), byes=(2,)),
    played(4, DANISH, (1, 5), (2, 4), byes=(3,)),
)


def round_five() -> DrawRequest:
    return DrawRequest(5, FIVE, FOUR_ROUNDS, Phase(DANISH, 6), 4, ranking=(1, 2, 3, 4, 5))


def test_a_drawn_round_breaks_no_rule() -> None:
    request = round_five()
    draw = draw_round(request)
    assert draw.byes == (4,)
    assert words(check_round(request, draw)) == ()


def test_swapping_the_bye_to_a_pair_that_had_one() -> None:
    request = round_five()
    draw = draw_round(request)
    assert matches(draw) == [(1, 3), (2, 5)]
    edited = swap_pairs(request, draw, 4, 5)
    assert edited.byes == (5,) and matches(edited) == [(1, 3), (2, 4)]
    assert edited.repeats == ((2, 4),)
    assert words(check_swap(request, draw, edited)) == (
        "pair 5 would get bye number 2 while pair 4 has had 0",
        "pairs 2 and 4 already met in round 4, the previous round",
    )


def test_swapping_into_an_earlier_match() -> None:
    request = round_five()
    draw = draw_round(request)
    edited = swap_pairs(request, draw, 1, 2)
    assert matches(edited) == [(2, 3), (1, 5)]
    assert words(check_swap(request, draw, edited)) == (
        "pairs 1 and 5 already met in round 4, the previous round",
    )
    edited = swap_pairs(request, draw, 2, 3)
    assert words(check_swap(request, draw, edited)) == (
        "pairs 1 and 2 already met in round 1",
        "pairs 3 and 5 already met in rounds 2, 3",
    )


def test_rematches_in_several_rounds_are_listed_together() -> None:
    earlier = (
        played(1, DANISH, (1, 2), (3, 4)),
        played(2, DANISH, (1, 3), (2, 4)),
        played(3, DANISH, (1, 2), (3, 4)),
        played(4, DANISH, (1, 4), (2, 3)),
    )
    request = DrawRequest(5, make_pairs(4), earlier, Phase(Movement.SWISS, 5), 4)
    problems = check_round(request, RoundDraw(seats((1, 2), (3, 4))))
    assert words(problems) == (
        "pairs 1 and 2 already met in rounds 1, 3",
        "pairs 3 and 4 already met in rounds 1, 3",
    )


def test_mitchell_rematches_count_within_the_phase_only() -> None:
    earlier = (played(1, DANISH, (1, 3), (2, 4)),)
    request = DrawRequest(2, make_pairs(4), earlier, Phase(Movement.MITCHELL, 2), 0)
    edited = RoundDraw(seats((1, 3), (2, 4)))
    assert words(check_round(request, edited)) == ()
    later = DrawRequest(
        3,
        make_pairs(4),
        (*earlier, played(2, Movement.MITCHELL, (1, 3), (2, 4))),
        Phase(Movement.MITCHELL, 2),
        1,
    )
    assert words(check_round(later, edited)) == (
        "pairs 1 and 3 already met in round 2",
        "pairs 2 and 4 already met in round 2",
    )


def test_same_club_table_with_club_separation_on() -> None:
    pairs = make_pairs(4, clubs=["Circolo X", None, None, "circolo x "])
    options = DrawOptions(seating=FirstRoundSeating.CLUB_SEPARATION)
    request = DrawRequest(1, pairs, phase=Phase(Movement.MITCHELL, 2), options=options)
    draw = draw_round(request)
    assert words(check_round(request, draw)) == ()
    same_club = RoundDraw(seats((1, 4), (2, 3)))
    assert words(check_round(request, same_club)) == (
        "pairs 1 and 4 are both from Circolo X (club separation is on)",
    )
    # Without club separation the same table is fine.
    assert check_round(replace(request, options=DrawOptions()), same_club) == ()


def test_swapping_tables_moves_the_pairs_and_breaks_nothing() -> None:
    request = round_five()
    draw = draw_round(request)
    edited = swap_tables(request, draw, 1, 2)
    assert edited.tables == (Seat(1, 2, 5), Seat(2, 1, 3))
    assert words(check_swap(request, draw, edited)) == ()


def test_a_swap_names_what_is_not_in_the_round() -> None:
    request = round_five()
    draw = draw_round(request)
    with pytest.raises(ValueError, match="pair 9 is not in this round"):
        swap_pairs(request, draw, 1, 9)
    with pytest.raises(ValueError, match="table 7 is not in this round"):
        swap_tables(request, draw, 1, 7)


def test_a_messy_hand_made_round() -> None:
    pairs = list(make_pairs(8))
    pairs[5] = replace(pairs[5], status=PairStatus.WITHDRAWN)  # pair 6
    pairs[6] = replace(pairs[6], entry_round=3)  # pair 7
    pairs[7] = replace(pairs[7], group="B")  # pair 8
    request = DrawRequest(
        2,
        tuple(pairs),
        (played(1, DANISH, (1, 2), (3, 4), byes=(5,)),),
        Phase(DANISH, 3),
        1,
        options=DrawOptions(grouped=True),
    )
    draw = RoundDraw((Seat(1, 1, 1), Seat(1, 6, 7), Seat(2, 3, 8)), byes=(5, 2))
    assert words(check_round(request, draw)) == (
        "table 1 is used 2 times",
        "pair 1 plays against itself at table 1",
        "pair 1 has 2 places in this round",
        "pair 6 has withdrawn",
        "pair 7 joins from round 3",
        "pair 4 has no place in this round",
        "pairs 5, 2 sit out where one is enough",
        "pair 5 would get bye number 2 while pair 1 has had 0",
        "pairs 3 and 8 are in different groups (– and B)",
    )


def test_a_bye_with_an_even_count() -> None:
    request = DrawRequest(1, make_pairs(4), phase=Phase(DANISH, 3))
    assert words(check_round(request, RoundDraw(seats((1, 2)), byes=(3, 4)))) == (
        "pairs 3, 4 sit out although every pair can play",
    )
