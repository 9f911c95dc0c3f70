"""The plan: which phase a round belongs to, and requests built from a tournament."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.movements import DrawRequest, draw_round, phase_for_round
from burraco_tourney.domain.tournament import Movement, Phase, Tournament, TournamentSettings
from burraco_tourney.domain.vp import ContinuousScale
from tests.unit.test_movements_common import (
    assert_no_avoidable_rematch,
    assert_sound,
    make_pairs,
    matches,
    play,
    played,
)

MITCHELL = Phase(Movement.MITCHELL, 3, shift=1)
DANISH = Phase(Movement.DANISH, 2)
DRAWN = (Movement.MITCHELL, Movement.DANISH, Movement.SWISS, Movement.ROUND_ROBIN)


def test_rounds_fall_into_the_phases_of_the_plan() -> None:
    plan = (MITCHELL, DANISH)
    assert [phase_for_round(plan, n) for n in range(1, 6)] == [
        (MITCHELL, 0),
        (MITCHELL, 1),
        (MITCHELL, 2),
        (DANISH, 0),
        (DANISH, 1),
    ]


def test_beyond_the_plan_the_last_phase_goes_on() -> None:
    assert phase_for_round((MITCHELL, DANISH), 8) == (DANISH, 4)
    assert phase_for_round((MITCHELL,), 5) == (MITCHELL, 4)


@pytest.mark.parametrize(
    ("plan", "round_number", "message"),
    [
        ((), 1, "the tournament has no plan of movements"),
        ((MITCHELL,), 0, "round 0: rounds are numbered from 1"),
        ((Phase(Movement.SWISS, 0),), 1, "a swiss phase must have at least one round"),
    ],
)
def test_plan_errors(plan: tuple[Phase, ...], round_number: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        phase_for_round(plan, round_number)


def test_request_for_a_tournament_follows_its_plan_and_the_override() -> None:
    settings = TournamentSettings(name="Torneo", vp_scale=ContinuousScale("c", 1505), plan=(MITCHELL, DANISH))
    rounds = (
        played(1, Movement.MITCHELL, (1, 4), (2, 5), (3, 6)),
        played(2, Movement.MITCHELL, (1, 6), (2, 4), (3, 5)),
    )
    tournament = Tournament(settings=settings, pairs=make_pairs(6), rounds=rounds)
    request = DrawRequest.for_tournament(tournament, 3)
    assert (request.phase, request.index_in_phase, request.effective_movement) == (
        MITCHELL,
        2,
        Movement.MITCHELL,
    )
    assert matches(draw_round(request)) == [(1, 5), (2, 6), (3, 4)]
    override = DrawRequest.for_tournament(tournament, 3, movement=Movement.SWISS, ranking=(1, 2, 3, 4, 5, 6))
    assert override.effective_movement is Movement.SWISS
    assert draw_round(override).repeats == ()


def test_a_manual_round_is_not_drawn() -> None:
    request = DrawRequest(1, make_pairs(4), phase=Phase(Movement.MANUAL, 1))
    with pytest.raises(ValueError, match="a manual round is entered by the director"):
        draw_round(request)


def test_request_errors() -> None:
    with pytest.raises(ValueError, match="two pairs have the same number"):
        DrawRequest(1, make_pairs(2) + make_pairs(1))
    with pytest.raises(ValueError, match="pair 9 is not registered"):
        DrawRequest(1, make_pairs(2), playing=frozenset({1, 9}))
    with pytest.raises(ValueError, match="round 2 cannot be round 3 of its phase"):
        DrawRequest(2, make_pairs(2), index_in_phase=2)


@settings(max_examples=40, deadline=None)
@given(
    count=st.integers(2, 40),
    phases=st.lists(
        st.tuples(st.sampled_from(list(DRAWN)), st.integers(1, 4), st.integers(1, 3)), min_size=1, max_size=4
    ),
    seed=st.integers(0, 100),
)
def test_any_plan_of_phases_draws_sound_rounds(
    count: int, phases: list[tuple[Movement, int, int]], seed: int
) -> None:
    """Byes stay fair and rematches stay out across phases of any kind, in any order."""
    plan = tuple(Phase(movement, rounds, shift) for movement, rounds, shift in phases)
    total = sum(p.rounds for p in plan)
    for request, draw in play(make_pairs(count), plan, total, seed=seed):
        assert_sound(request, draw)
        movement = request.effective_movement
        if movement in (Movement.MITCHELL, Movement.ROUND_ROBIN):
            assert_no_avoidable_rematch(request, draw, since=request.phase_start)
        elif movement is Movement.SWISS:
            assert_no_avoidable_rematch(request, draw, since=1)
        elif request.round_number > 1:
            assert_no_avoidable_rematch(request, draw, since=request.round_number - 1)
