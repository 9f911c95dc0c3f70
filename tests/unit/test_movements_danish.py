"""Danish and Swiss: pairing on the standings, repeats, the bye inside the matching, groups."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.movements import (
    DrawOptions,
    DrawRequest,
    History,
    Pairing,
    draw_round,
    pair_ranked,
    pairing_cost,
)
from burraco_tourney.domain.movements.danish import danish_penalty
from burraco_tourney.domain.tournament import Movement, Phase, Round
from tests.unit.test_movements_common import (
    assert_no_avoidable_rematch,
    assert_sound,
    group_members,
    make_pairs,
    matches,
    perfect_matching_exists,
    play,
    played,
)

DANISH = Movement.DANISH
SWISS = Movement.SWISS
PLAIN = DrawOptions(modified_danish=False)

# Standings after round 1 of an 8-pair event: pair 5 leads, pair 4 is last.
STANDINGS = (5, 2, 7, 1, 8, 3, 6, 4)
ROUND_1 = played(1, DANISH, (1, 2), (3, 4), (5, 7), (6, 8))
ROUND_2 = played(2, DANISH, (5, 2), (7, 1), (8, 3), (6, 4))


def danish(round_number: int, earlier: tuple[Round, ...], options: DrawOptions | None = None) -> DrawRequest:
    return DrawRequest(
        round_number,
        make_pairs(8),
        earlier,
        Phase(DANISH, 5),
        round_number - 1,
        ranking=STANDINGS,
        options=options or DrawOptions(),
    )


def test_plain_danish_pairs_neighbours_in_the_standings() -> None:
    draw = draw_round(danish(2, (ROUND_1,), options=PLAIN))
    assert matches(draw) == [(5, 2), (7, 1), (8, 3), (6, 4)]
    assert [s.table for s in draw.tables] == [1, 2, 3, 4]
    assert draw.repeats == ()


def test_plain_danish_repeats_the_previous_round_and_says_so() -> None:
    draw = draw_round(danish(3, (ROUND_1, ROUND_2), options=PLAIN))
    assert matches(draw) == [(5, 2), (7, 1), (8, 3), (6, 4)]
    assert draw.repeats == ((5, 2), (7, 1), (8, 3), (6, 4))


def test_modified_danish_avoids_the_previous_round_and_earlier_repeats() -> None:
    draw = draw_round(danish(3, (ROUND_1, ROUND_2)))
    # 5-2, 7-1, 8-3 and 6-4 met in round 2, 1-2 3-4 5-7 6-8 in round 1: the closest pairing with no
    # repeat at all sends 5 three places down.
    assert matches(draw) == [(5, 1), (2, 7), (8, 4), (3, 6)]
    assert draw.repeats == ()


def test_when_a_repeat_is_unavoidable_it_is_not_the_previous_rounds() -> None:
    pairs = make_pairs(4)
    earlier = (
        played(1, DANISH, (1, 4), (2, 3)),
        played(2, DANISH, (1, 3), (2, 4)),
        played(3, DANISH, (1, 2), (3, 4)),
    )
    for movement in (DANISH, SWISS):
        request = DrawRequest(4, pairs, earlier, Phase(movement, 5), 3, ranking=(1, 2, 3, 4))
        draw = draw_round(request)
        # 1-3 2-4 (round 2) is closer in the standings than 1-4 2-3 (round 1); 1-2 3-4 was last round.
        assert matches(draw) == [(1, 3), (2, 4)]
        assert draw.repeats == ((1, 3), (2, 4))


def test_swiss_avoids_a_rematch_however_far_it_must_look() -> None:
    pairs = make_pairs(6)
    # Pair 1 has met 2, 3, 4 and 5: only 6, the last, is left for it.
    earlier = (
        played(1, SWISS, (1, 2), (3, 4), (5, 6)),
        played(2, SWISS, (1, 3), (2, 5), (4, 6)),
        played(3, SWISS, (1, 4), (2, 6), (3, 5)),
        played(4, SWISS, (1, 5), (2, 4), (3, 6)),
    )
    request = DrawRequest(5, pairs, earlier, Phase(SWISS, 5), 4, ranking=(1, 2, 3, 4, 5, 6))
    draw = draw_round(request)
    assert matches(draw) == [(1, 6), (2, 3), (4, 5)]
    assert draw.repeats == ()
    plain = draw_round(replace(request, movement=DANISH, options=PLAIN))
    assert plain.repeats == ((1, 2), (3, 4), (5, 6))


def test_the_bye_goes_to_the_lowest_ranked_pair_without_one() -> None:
    pairs = make_pairs(5)
    earlier = (played(1, DANISH, (1, 2), (3, 4), byes=(5,)),)
    request = DrawRequest(2, pairs, earlier, Phase(DANISH, 3), 1, ranking=(5, 1, 2, 3, 4))
    draw = draw_round(request)
    assert draw.byes == (4,)
    assert matches(draw) == [(5, 1), (2, 3)]
    # Plain Danish too: the bye first, then 1v2, 3v4.
    plain = draw_round(replace(request, options=PLAIN))
    assert plain.byes == (4,) and matches(plain) == [(5, 1), (2, 3)]


def test_late_entries_go_to_the_bottom_of_the_standings() -> None:
    pairs = (*make_pairs(5), replace(make_pairs(1, first=9)[0], entry_round=2))
    earlier = (played(1, DANISH, (1, 2), (3, 4), byes=(5,)),)
    draw = draw_round(DrawRequest(2, pairs, earlier, Phase(DANISH, 3), 1, ranking=(3, 1, 4, 2, 5)))
    assert matches(draw) == [(3, 1), (4, 2), (5, 9)]
    assert draw.repeats == ()


def test_groups_are_paired_separately() -> None:
    groups = ["A", "B", "A", "B", "A", "B", "A"]
    pairs = make_pairs(7, groups=groups)
    request = DrawRequest(
        1, pairs, phase=Phase(DANISH, 3), ranking=(7, 6, 5, 4, 3, 2, 1), options=DrawOptions(grouped=True)
    )
    draw = draw_round(request)
    # Group A (7 5 3 1) first, then group B (6 4 2) with its bye; tables continue.
    assert matches(draw) == [(7, 5), (3, 1), (6, 4)]
    assert [s.table for s in draw.tables] == [1, 2, 3]
    assert draw.byes == (2,)


@settings(max_examples=40, deadline=None)
@given(
    count=st.integers(2, 60),
    rounds=st.integers(1, 7),
    movement=st.sampled_from([DANISH, SWISS]),
    modified=st.booleans(),
    grouped=st.booleans(),
    seed=st.integers(0, 1000),
)
def test_danish_and_swiss_rounds_are_sound(
    count: int, rounds: int, movement: Movement, modified: bool, grouped: bool, seed: int
) -> None:
    rng = random.Random(seed)
    groups = [rng.choice("AB") for _ in range(count)] if grouped else None
    options = DrawOptions(modified_danish=modified, grouped=grouped)
    plan = (Phase(movement, rounds),)
    for request, draw in play(make_pairs(count, groups=groups), plan, rounds, seed=seed, options=options):
        assert_sound(request, draw)
        if grouped:
            group = {p.number: p.group for p in request.pairs}
            assert all(group[s.ns] == group[s.ew] for s in draw.tables)
        if movement is SWISS:
            assert_no_avoidable_rematch(request, draw, since=1)
        elif modified and request.round_number > 1:
            assert_no_avoidable_rematch(request, draw, since=request.round_number - 1)


def test_sliced_matching_equals_the_complete_graph_on_a_large_field() -> None:
    """With more pairs than one slice holds, the pairing costs what blossom on the complete graph costs."""
    for movement in (DANISH, SWISS):
        steps = list(play(make_pairs(121), (Phase(movement, 6),), 6, seed=3))
        request, draw = steps[-1]
        history = History(request.earlier_rounds, request.round_number)
        penalty = danish_penalty(history, swiss=movement is SWISS)
        ranked = list(request.ranking)
        eligible = history.bye_eligible(ranked)
        ours = Pairing(tuple(matches(draw)), draw.byes[0])
        exact = pair_ranked(
            ranked, penalty, eligible, max_avoided=history.most_meetings, top_first=True, exact=True
        )
        assert pairing_cost(ranked, penalty, ours, eligible, top_first=True) == pairing_cost(
            ranked, penalty, exact, eligible, top_first=True
        )
        assert_sound(request, draw)


def test_matcher_puts_repeats_first_then_the_lowest_bye_then_distance() -> None:
    met = {(1, 2), (3, 4)}

    def penalty(a: int, b: int) -> tuple[int, int]:
        return (1 if (min(a, b), max(a, b)) in met else 0), 0

    ranked = [1, 2, 3, 4, 5]
    pairing = pair_ranked(ranked, penalty, {2, 3}, max_avoided=1)
    # 3 is the lowest pair allowed to rest, even though resting 2 would give closer matches (1-3 4-5).
    assert pairing.bye == 3
    assert pairing.matches == ((1, 4), (2, 5))
    assert pairing_cost(ranked, penalty, pairing, {2, 3}) == (0, 0, 0, 9 + 9)
    assert pairing_cost(ranked, penalty, Pairing(((1, 3), (4, 5)), 2), {2, 3}) == (0, 0, 1, 4 + 1)
    # Once 1 has met 4 and 5 too, resting 3 would force a repeat: the bye moves up to 2.
    met.update({(1, 4), (1, 5)})
    moved = pair_ranked(ranked, penalty, {2, 3}, max_avoided=1)
    assert moved == Pairing(((1, 3), (4, 5)), 2)


def test_the_last_round_may_repeat_the_previous_rounds_match_only() -> None:
    """Issue 30, item 8: where the profile lifts the previous-round rule (FIBur), the last round may repeat
    the previous round's match, and still avoids the earlier ones where it can."""
    pairs = make_pairs(4)
    earlier = (played(1, DANISH, (1, 2), (3, 4)), played(2, DANISH, (1, 3), (2, 4)))
    request = DrawRequest(
        3, pairs, earlier, Phase(DANISH, 3), 2, ranking=(1, 2, 3, 4), last_round_rematch=True
    )
    draw = draw_round(request)
    # 1v2 3v4 would repeat round 1; 1v3 2v4 repeats round 2 only, which the last round may, and the top
    # pair meets the best pair it may meet (1v4 2v3 is no closer a fit for the leaders).
    assert matches(draw) == [(1, 3), (2, 4)]
    assert draw.repeats == ((1, 3), (2, 4))
    # Any other round keeps the rule: no repeat of round 2, and round 1's only where it must.
    assert matches(draw_round(replace(request, last_round_rematch=False))) == [(1, 4), (2, 3)]


def test_a_large_last_round_repeats_no_earlier_match_it_can_avoid() -> None:
    """The FIBur exam run of issue 30: 50 tables in two groups, the 11th and last round made 10 rematches,
    7 of them of rounds 3-9, though every group had a pairing without one."""
    count = 100
    groups = ["A" if n <= 50 else "B" for n in range(1, count + 1)]
    options = DrawOptions(grouped=True)
    plan = (Phase(Movement.MITCHELL, 2), Phase(DANISH, 9))
    *_, (request, _) = play(make_pairs(count, groups=groups), plan, 11, seed=11, options=options)
    last = replace(request, last_round_rematch=True)
    draw = draw_round(last)
    assert_sound(last, draw)
    history = History(last.earlier_rounds, last.round_number)
    previous = history.previous_round

    def earlier_match(a: int, b: int) -> bool:
        return any(r != previous for r in history.met_in(a, b))

    for members in group_members(last).values():
        assert perfect_matching_exists(members, lambda a, b: not earlier_match(a, b), set())
    assert [(s.ns, s.ew) for s in draw.tables if earlier_match(s.ns, s.ew)] == []
    # The previous round's matches it may repeat are still reported to the director.
    assert set(draw.repeats) >= {(s.ns, s.ew) for s in draw.tables if history.met_in(s.ns, s.ew)}


def test_equal_costs_serve_the_top_first() -> None:
    """Issue 30, item 9: among pairings as good (the same repeats, the same bye), the first meets the next
    pair he may meet, then the next free pair does, as Italian directors pair a Danish round."""
    pairs = make_pairs(6)
    earlier = (played(1, DANISH, (3, 4), (1, 5), (2, 6)),)
    request = DrawRequest(2, pairs, earlier, Phase(DANISH, 3), 1, ranking=(1, 2, 3, 4, 5, 6))
    draw = draw_round(request)
    # 3 and 4 met last round: 1v2, then 3 meets 5, the next he may meet, and 4 the next free pair, 6 (not
    # 1v3 2v4 5v6, which moves the leaders apart for the sake of the pairs below).
    assert matches(draw) == [(1, 2), (3, 5), (4, 6)]
    assert draw.repeats == ()


def test_equal_costs_serve_the_top_first_further_down() -> None:
    pairs = make_pairs(8)
    earlier = (played(1, DANISH, (5, 6), (1, 3), (2, 7), (4, 8)),)
    request = DrawRequest(2, pairs, earlier, Phase(DANISH, 3), 1, ranking=tuple(range(1, 9)))
    # 5 and 6 met last round: 1v2 3v4 stay, 5 meets 7, 6 meets 8 (not 3v5 4v6 7v8).
    assert matches(draw_round(request)) == [(1, 2), (3, 4), (5, 7), (6, 8)]
    met = {(3, 4), (3, 5)}

    def penalty(a: int, b: int) -> tuple[int, int]:
        return (1 if (min(a, b), max(a, b)) in met else 0), 0

    # 3 may meet neither 4 nor 5: 1v2 still; 3 meets 6, and 4v5 (not 1v3 2v4 5v6, closer by squares).
    pairing = pair_ranked(range(1, 7), penalty, None, max_avoided=1, top_first=True)
    assert pairing.matches == ((1, 2), (3, 6), (4, 5))
    assert pairing_cost(range(1, 7), penalty, pairing, top_first=True) == (0, 0, 0, (1, 5, 4))
    assert pair_ranked(range(1, 7), penalty, None, max_avoided=1).matches == ((1, 3), (2, 4), (5, 6))
