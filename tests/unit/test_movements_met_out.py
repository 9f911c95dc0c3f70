"""Pairing when a stretch of the ranking has met itself out (issue 15: the pairing's slow path).

The top of the ranking has played a round robin among itself, more pairs than a slice of the matcher holds:
their new opponents are all below them, further than a neighbourhood of the ranking reaches. The matcher
once widened its window until it solved the complete graph (cubic: about 100 s at 800 pairs); now a slice
that keeps nothing grows and the repeats in it stay open.
"""

from __future__ import annotations

import pytest

from burraco_tourney.domain.movements import matching
from burraco_tourney.domain.movements.danish import danish_penalty
from burraco_tourney.domain.movements.history import History
from burraco_tourney.domain.movements.matching import pair_ranked
from burraco_tourney.domain.tournament import Movement, Round, Table


def _round_robin(players: list[int]) -> list[Round]:
    """Every two of `players` meet once (the circle method), as rounds of a tournament."""
    fixed, circle = players[0], players[1:]
    rounds = []
    for number in range(1, len(players)):
        seats = [(fixed, circle[0])] + [(circle[i], circle[-i]) for i in range(1, len(players) // 2)]
        rounds.append(
            Round(number, Movement.SWISS, tuple(Table(k + 1, a, b) for k, (a, b) in enumerate(seats)))
        )
        circle = circle[-1:] + circle[:-1]
    return rounds


@pytest.mark.parametrize(("pairs", "met_out"), [(400, 90), (401, 100)])
def test_a_top_that_met_itself_out_finds_its_opponents_below(
    pairs: int, met_out: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    ranked = list(range(1, pairs + 1))
    history = History(_round_robin(ranked[:met_out]))
    assert all(history.times_met(a, b) == 1 for a in ranked[:met_out] for b in ranked[:met_out] if a < b)
    penalty = danish_penalty(history, swiss=True)
    eligible = frozenset(ranked) if pairs % 2 else None

    longer_slices = []
    kept = matching._Problem._kept

    def spy(self, found, keep, *, longer):  # type: ignore[no-untyped-def]
        longer_slices.append(longer)
        return kept(self, found, keep, longer=longer)

    monkeypatch.setattr(matching._Problem, "_kept", spy)
    ours = pair_ranked(ranked, penalty, eligible, max_avoided=history.most_meetings, top_first=True)
    monkeypatch.undo()
    assert any(longer_slices), "the met-out top did not make a slice grow"

    # No rematch: the least there can be, as on the complete graph (which no longer has to be solved).
    met = {(a, b) for a, b in ours.matches if history.times_met(a, b)}
    assert met == set()
    seated = [n for match in ours.matches for n in match] + ([ours.bye] if ours.bye else [])
    assert sorted(seated) == ranked
