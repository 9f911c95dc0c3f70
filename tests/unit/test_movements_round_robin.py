"""Round robin (all'italiana): the circle method, everyone meets everyone."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.movements import check_round
from burraco_tourney.domain.tournament import Movement, Phase
from tests.unit.test_movements_common import (
    assert_no_avoidable_rematch,
    assert_sound,
    make_pairs,
    matches,
    play,
)

ROUND_ROBIN = Movement.ROUND_ROBIN


def test_four_pairs_meet_in_three_rounds() -> None:
    rounds = [draw for _, draw in play(make_pairs(4), (Phase(ROUND_ROBIN, 3),), 3)]
    assert [matches(d) for d in rounds] == [[(4, 1), (2, 3)], [(2, 4), (3, 1)], [(4, 3), (1, 2)]]


@settings(max_examples=15, deadline=None)
@given(count=st.integers(2, 60))
def test_round_robin_completes(count: int) -> None:
    rounds = count - 1 if count % 2 == 0 else count
    met: Counter[frozenset[int]] = Counter()
    byes: Counter[int] = Counter()
    for request, draw in play(make_pairs(count), (Phase(ROUND_ROBIN, rounds),), rounds):
        assert_sound(request, draw)
        assert check_round(request, draw) == ()
        assert [s.table for s in draw.tables] == list(range(1, count // 2 + 1))
        met.update(frozenset(m) for m in matches(draw))
        byes.update(draw.byes)
    everyone = {frozenset(c) for c in combinations(range(1, count + 1), 2)}
    assert set(met) == everyone and set(met.values()) == {1}
    assert byes == (Counter(range(1, count + 1)) if count % 2 else Counter())


def test_round_robin_after_another_phase_continues_from_its_own_first_round() -> None:
    plan = (Phase(Movement.DANISH, 2), Phase(ROUND_ROBIN, 5))
    steps = list(play(make_pairs(6), plan, 7))
    met = Counter(frozenset(m) for _, draw in steps[2:] for m in matches(draw))
    assert len(met) == 15 and set(met.values()) == {1}


@settings(max_examples=25, deadline=None)
@given(
    count=st.integers(2, 30),
    events=st.lists(st.tuples(st.integers(1, 40), st.integers(2, 8), st.booleans()), max_size=6),
)
def test_pairs_joining_and_leaving_a_round_robin(count: int, events: list[tuple[int, int, bool]]) -> None:
    pairs = {p.number: p for p in make_pairs(count)}
    for number, round_number, leaves in events:
        if leaves and number in pairs:
            pairs[number] = replace(pairs[number], withdrawn_after_round=round_number - 1)
        elif not leaves and number not in pairs:
            pairs[number] = replace(make_pairs(1, first=number)[0], entry_round=round_number)
    for request, draw in play(tuple(pairs.values()), (Phase(ROUND_ROBIN, 8),), 8):
        assert_sound(request, draw)
        assert_no_avoidable_rematch(request, draw, since=1)
