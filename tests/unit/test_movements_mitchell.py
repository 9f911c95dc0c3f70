"""Mitchell: NS stay, EW move up; the golden fixture, odd counts, seating, and pairs joining or leaving."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.movements import (
    DrawOptions,
    DrawRequest,
    FirstRoundSeating,
    RoundDraw,
    check_round,
    draw_round,
    swap_pairs,
)
from burraco_tourney.domain.tournament import Movement, Pair, Phase
from tests.unit.test_movements_common import (
    assert_no_avoidable_rematch,
    assert_sound,
    make_pairs,
    matches,
    play,
    played,
)

MITCHELL = Movement.MITCHELL


def mitchell(rounds: int, shift: int = 1) -> tuple[Phase, ...]:
    return (Phase(MITCHELL, rounds, shift),)


def draws(pairs: tuple[Pair, ...], rounds: int, shift: int = 1) -> list[RoundDraw]:
    return [draw for _, draw in play(pairs, mitchell(rounds, shift), rounds)]


def test_golden_fixture_six_pairs_three_tables() -> None:
    rounds = draws(make_pairs(6), 3)
    assert [matches(d) for d in rounds] == [
        [(1, 4), (2, 5), (3, 6)],
        [(1, 6), (2, 4), (3, 5)],
        [(1, 5), (2, 6), (3, 4)],
    ]
    assert all(d.byes == () and d.repeats == () for d in rounds)
    assert [[s.table for s in d.tables] for d in rounds] == [[1, 2, 3]] * 3


def test_odd_count_the_pair_facing_the_empty_seat_rests() -> None:
    rounds = draws(make_pairs(5), 3)
    assert [(matches(d), d.byes) for d in rounds] == [
        ([(1, 3), (2, 4)], (5,)),
        ([(1, 5), (2, 3)], (4,)),
        ([(1, 4), (2, 5)], (3,)),
    ]


def test_shift_sharing_a_factor_with_the_tables_still_meets_every_ns() -> None:
    # 4 tables, EW move 2: after two rounds they would be back at their first NS; they move 3 then.
    rounds = draws(make_pairs(8), 4, shift=2)
    assert [[ew for _, ew in matches(d)] for d in rounds] == [
        [5, 6, 7, 8],
        [7, 8, 5, 6],
        [8, 5, 6, 7],
        [6, 7, 8, 5],
    ]


@settings(max_examples=40, deadline=None)
@given(count=st.integers(2, 60), shift=st.integers(1, 7))
def test_every_ew_meets_every_ns_once_in_t_rounds(count: int, shift: int) -> None:
    tables = (count + 1) // 2
    steps = list(play(make_pairs(count), mitchell(tables, shift), tables))
    first = steps[0][1]
    ns_line = {s.table: s.ns for s in first.tables}
    ew_line = set(range(1, count + 1)) - set(ns_line.values())
    met: Counter[tuple[int, int]] = Counter()
    byes: Counter[int] = Counter()
    for request, draw in steps:
        assert_sound(request, draw)
        assert draw.repeats == ()
        assert check_round(request, draw) == ()
        # NS pairs never move.
        assert all(ns_line[s.table] == s.ns for s in draw.tables)
        met.update(matches(draw))
        byes.update(draw.byes)
    assert set(met) == {(ns, ew) for ns in ns_line.values() for ew in ew_line}
    assert set(met.values()) == {1}
    # With an odd count every EW pair rests once, no NS pair ever does.
    assert byes == (Counter(ew_line) if count % 2 else Counter())


@settings(max_examples=20, deadline=None)
@given(tables=st.integers(2, 15), shift=st.integers(1, 6))
def test_ew_move_up_shift_tables_each_round(tables: int, shift: int) -> None:
    if math.gcd(shift, tables) != 1:
        shift = 1
    previous: dict[int, int] = {}
    for _, draw in play(make_pairs(2 * tables), mitchell(tables, shift), tables):
        now = {s.ew: s.table for s in draw.tables}
        for pair, table in previous.items():
            assert now[pair] == (table - 1 + shift) % tables + 1
        previous = now


def test_draw_seating_is_seeded() -> None:
    pairs = make_pairs(12)
    one, again, other = (
        draw_round(DrawRequest(1, pairs, phase=Phase(MITCHELL, 6), options=options))
        for options in (
            DrawOptions(seating=FirstRoundSeating.DRAW, seed=7),
            DrawOptions(seating=FirstRoundSeating.DRAW, seed=7),
            DrawOptions(seating=FirstRoundSeating.DRAW, seed=8),
        )
    )
    registration = draw_round(DrawRequest(1, pairs, phase=Phase(MITCHELL, 6)))
    assert one == again
    assert matches(one) != matches(registration) and matches(one) != matches(other)


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_club_separation_keeps_clubs_apart_when_they_fit_on_one_line(data: st.DataObject) -> None:
    count = data.draw(st.integers(4, 40).filter(lambda n: n % 2 == 0))
    big = data.draw(st.integers(2, count // 2))
    small = data.draw(st.integers(0, min(count // 2, count - big)))
    clubs = ["Circolo X"] * big + ["Circolo Y"] * small + [None] * (count - big - small)
    order = data.draw(st.permutations(clubs))
    options = DrawOptions(seating=FirstRoundSeating.CLUB_SEPARATION)
    pairs = make_pairs(count, clubs=order)
    club = {p.number: p.players[0].club for p in pairs}
    tables = count // 2
    for request, draw in play(pairs, mitchell(tables), tables, options=options):
        assert_sound(request, draw)
        assert all(club[s.ns] is None or club[s.ns] != club[s.ew] for s in draw.tables)


def test_club_separation_reports_a_same_club_table() -> None:
    pairs = make_pairs(4, clubs=["Circolo X", "Circolo X", "Circolo Y", None])
    request = DrawRequest(
        1, pairs, phase=Phase(MITCHELL, 2), options=DrawOptions(seating=FirstRoundSeating.CLUB_SEPARATION)
    )
    draw = draw_round(request)
    assert check_round(request, draw) == ()
    assert {frozenset((s.ns, s.ew)) for s in draw.tables} & {frozenset((1, 2))} == set()
    edited = swap_pairs(request, draw, draw.tables[0].ew, 2 if draw.tables[0].ns == 1 else 1)
    assert "are both from Circolo X (club separation is on)" in " ".join(
        map(str, check_round(request, edited))
    )


def test_late_entry_takes_the_empty_seat_of_an_odd_mitchell() -> None:
    pairs = (*make_pairs(7), replace(make_pairs(1, first=8)[0], entry_round=2))
    rounds = draws(pairs, 4)
    assert rounds[0].byes == (7,)
    # Pair 8 sits NS at table 4, the empty seat, from round 2 on; nobody rests any more.
    for draw in rounds[1:]:
        assert draw.byes == ()
        assert draw.tables[-1].table == 4 and draw.tables[-1].ns == 8
        assert draw.repeats == ()
    assert [s.ew for s in rounds[1].tables] == [7, 4, 5, 6]


def test_withdrawn_pair_leaves_its_seat_empty_and_the_others_keep_moving() -> None:
    pairs = list(make_pairs(8))
    pairs[1] = replace(pairs[1], withdrawn_after_round=1)  # pair 2, NS at table 2
    with_withdrawal = draws(tuple(pairs), 4)
    complete = draws(make_pairs(8), 4)
    for left, full in zip(with_withdrawal[1:], complete[1:], strict=True):
        # The EW pair arriving at table 2 rests; every other table is as planned.
        assert left.byes == tuple(s.ew for s in full.tables if s.table == 2)
        assert matches(left) == [m for m in matches(full) if m[0] != 2]


def test_two_pairs_left_alone_play_each_other_rather_than_both_rest() -> None:
    pairs = list(make_pairs(8))
    pairs[1] = replace(pairs[1], withdrawn_after_round=1)  # NS at table 2
    pairs[7] = replace(pairs[7], withdrawn_after_round=1)  # EW, starts at table 4
    rounds = draws(tuple(pairs), 4)
    for draw in rounds[1:]:
        assert draw.byes == ()
        assert len(draw.tables) == 3
        assert draw.repeats == ()


def test_a_swap_in_the_first_round_becomes_the_layout() -> None:
    pairs = make_pairs(6)
    request = DrawRequest(1, pairs, phase=Phase(MITCHELL, 3))
    first = swap_pairs(request, draw_round(request), 1, 4)
    assert matches(first) == [(4, 1), (2, 5), (3, 6)]
    second = draw_round(DrawRequest(2, pairs, (first.as_round(1, MITCHELL),), Phase(MITCHELL, 3), 1))
    # Pair 4 now stays NS at table 1; pair 1 moves with the EW line.
    assert matches(second) == [(4, 6), (2, 1), (3, 5)]


def test_a_later_mitchell_phase_avoids_the_matches_of_earlier_rounds() -> None:
    pairs = make_pairs(8)
    earlier = (
        played(1, Movement.DANISH, (1, 2), (3, 4), (5, 6), (7, 8)),
        played(2, Movement.DANISH, (1, 5), (2, 6), (3, 7), (4, 8)),
    )
    plan_phase = Phase(MITCHELL, 2)
    first = draw_round(DrawRequest(3, pairs, earlier, plan_phase, 0))
    second = draw_round(DrawRequest(4, pairs, (*earlier, first.as_round(3, MITCHELL)), plan_phase, 1))
    assert first.repeats == () and second.repeats == ()


@settings(max_examples=25, deadline=None)
@given(
    count=st.integers(2, 40),
    shift=st.integers(1, 3),
    events=st.lists(st.tuples(st.integers(1, 60), st.integers(2, 8), st.booleans()), max_size=6),
)
def test_pairs_joining_and_leaving_a_running_mitchell(
    count: int, shift: int, events: list[tuple[int, int, bool]]
) -> None:
    """Each round stays sound: everyone once, one bye at most, the bye to a pair with fewest byes."""
    pairs = {p.number: p for p in make_pairs(count)}
    for number, round_number, leaves in events:
        if leaves and number in pairs:
            pairs[number] = replace(pairs[number], withdrawn_after_round=round_number - 1)
        elif not leaves and number not in pairs:
            pairs[number] = replace(make_pairs(1, first=number)[0], entry_round=round_number)
    field = tuple(pairs.values())
    for request, draw in play(field, mitchell(8, shift), 8):
        assert_sound(request, draw)
        assert_no_avoidable_rematch(request, draw, since=1)
