"""The plan of a tournament: which phase, and which round of it, a round belongs to."""

from __future__ import annotations

from collections.abc import Sequence

from burraco_tourney.domain.groups import GroupsRule
from burraco_tourney.domain.tournament import Phase


def phase_for_round(plan: Sequence[Phase], round_number: int) -> tuple[Phase, int]:
    """The phase of round `round_number` and the round's 0-based position in it.

    Rounds beyond the plan continue its last phase (a Mitchell keeps moving, a Danish keeps pairing on
    the standings), so a director can always add a round.
    """
    if round_number < 1:
        raise ValueError(f"round {round_number}: rounds are numbered from 1")  # program fault
    if not plan:
        raise ValueError("the tournament has no plan of movements")  # program fault
    for phase in plan:
        if phase.rounds < 1:
            raise ValueError(f"a {phase.movement} phase must have at least one round")  # program fault
    first = 1
    for phase in plan:
        if round_number < first + phase.rounds:
            return phase, round_number - first
        first += phase.rounds
    last = plan[-1]
    return last, round_number - (first - last.rounds)


def phase_start(plan: Sequence[Phase], round_number: int) -> int:
    """The number of the first round of the phase round `round_number` belongs to."""
    _, index = phase_for_round(plan, round_number)
    return round_number - index


def groups_due(plan: Sequence[Phase], round_number: int) -> GroupsRule | None:
    """The rule of the groups to form before round `round_number`, when it is the first round of a phase
    played in groups (formed after the round before); None otherwise."""
    if not plan:
        return None
    phase, index = phase_for_round(plan, round_number)
    return phase.groups if index == 0 and round_number > 1 else None


def in_groups(plan: Sequence[Phase], round_number: int) -> bool:
    """Whether round `round_number` belongs to a phase played in groups."""
    return bool(plan) and phase_for_round(plan, round_number)[0].groups is not None
