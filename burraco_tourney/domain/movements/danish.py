"""Danish and Swiss rounds: pairs ranked by the standings meet their neighbours (DOMAIN.md §6)."""

from __future__ import annotations

from collections.abc import Sequence

from burraco_tourney.domain.movements.history import History
from burraco_tourney.domain.movements.matching import Pairing, Penalty, pair_ranked
from burraco_tourney.domain.movements.model import DrawRequest, Seat


def ranked_playing(request: DrawRequest) -> list[int]:
    """The playing pairs in standings order; pairs the ranking does not name (late entries) go last,
    by number."""
    playing = [p.number for p in request.playing_pairs()]
    members = set(playing)
    ranked: list[int] = []
    for number in request.ranking:
        if number in members and number not in ranked:
            ranked.append(number)
    placed = set(ranked)
    return ranked + [n for n in playing if n not in placed]


def groups_of(request: DrawRequest, ranked: list[int]) -> list[tuple[str | None, list[int]]]:
    """The ranked list split by group when the options ask for it, groups by name (no group last)."""
    if not request.options.grouped:
        return [(None, ranked)]
    group = {p.number: p.group for p in request.pairs}
    names = sorted({group[n] for n in ranked}, key=lambda g: (g is None, g or ""))
    return [(name, [n for n in ranked if group[n] == name]) for name in names]


def danish_penalty(history: History, *, swiss: bool, previous_allowed: bool = False) -> Penalty:
    """(forbidden, avoided) repeats for a Swiss or a modified Danish match.

    `previous_allowed`: the last round under a profile that lifts the previous-round rule (FIBur, DOMAIN.md
    §6): a repeat of the previous round's match costs nothing, the earlier rounds' are still avoided.
    """
    previous = history.previous_round

    def penalty(a: int, b: int) -> tuple[int, int]:
        rounds = history.met_in(a, b)
        last = 1 if previous is not None and previous in rounds else 0
        if swiss:
            # Every rematch counts first; among as many rematches, not the previous round's.
            return len(rounds), last
        if previous_allowed:
            return 0, len(rounds) - last
        return last, len(rounds) - last

    return penalty


def _in_order(ranked: Sequence[int], eligible: frozenset[int] | None) -> Pairing:
    """Plain Danish: the lowest-ranked eligible pair sits out, the rest meet 1v2, 3v4, ..."""
    bye = None
    if eligible is not None:
        bye = next(n for n in reversed(ranked) if n in eligible)
    rest = [n for n in ranked if n != bye]
    return Pairing(tuple((rest[i], rest[i + 1]) for i in range(0, len(rest) - 1, 2)), bye)


def draw_danish(request: DrawRequest, history: History, *, swiss: bool) -> tuple[list[Seat], list[int]]:
    """Tables in ranking order (table 1 = the top), the better-ranked pair NS; byes by group."""
    penalty = danish_penalty(history, swiss=swiss, previous_allowed=request.last_round_rematch)
    tables: list[Seat] = []
    byes: list[int] = []
    for _, ranked in groups_of(request, ranked_playing(request)):
        eligible = history.bye_eligible(ranked) if len(ranked) % 2 else None
        if swiss or request.options.modified_danish:
            pairing = pair_ranked(
                ranked, penalty, eligible, max_avoided=history.most_meetings, top_first=True
            )
        else:
            pairing = _in_order(ranked, eligible)
        for better, worse in pairing.matches:
            tables.append(Seat(len(tables) + 1, better, worse))
        if pairing.bye is not None:
            byes.append(pairing.bye)
    return tables, byes
