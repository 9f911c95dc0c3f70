"""The draw of one round, whatever the movement."""

from __future__ import annotations

from burraco_tourney.domain.movements.danish import draw_danish
from burraco_tourney.domain.movements.history import History, find_repeats
from burraco_tourney.domain.movements.model import DrawRequest, RoundDraw
from burraco_tourney.domain.movements.scheduled import draw_scheduled
from burraco_tourney.domain.tournament import Movement


def draw_round(request: DrawRequest) -> RoundDraw:
    """Who meets whom at which table in the requested round, the byes, and the repeats it could not avoid.

    Raises ValueError for a manual round: the director enters it and `check_round` checks it.
    """
    history = History(request.earlier_rounds, request.round_number)
    movement = request.effective_movement
    if movement in (Movement.MITCHELL, Movement.ROUND_ROBIN):
        tables, byes = draw_scheduled(request, history)
    elif movement in (Movement.DANISH, Movement.SWISS):
        tables, byes = draw_danish(request, history, swiss=movement is Movement.SWISS)
    else:
        raise ValueError("a manual round is entered by the director, not drawn")  # program fault
    return RoundDraw(tuple(tables), tuple(byes), find_repeats(tables, history))
