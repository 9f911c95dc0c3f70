"""What the earlier rounds tell a draw: who met whom and when, and who had byes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence

from burraco_tourney.domain.movements.model import Seat
from burraco_tourney.domain.tournament import Round


def participants(round_: Round) -> list[int]:
    """The pairs of a stored round, at a table or with a bye."""
    return [n for table in round_.tables for n in (table.ns, table.ew)] + list(round_.byes)


def _key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


class History:
    """The rounds played before round `before` (all of them when `before` is None)."""

    def __init__(self, rounds: Iterable[Round], before: int | None = None) -> None:
        kept = sorted((r for r in rounds if before is None or r.number < before), key=lambda r: r.number)
        self.rounds: tuple[Round, ...] = tuple(kept)
        self._met: dict[tuple[int, int], list[int]] = {}
        self._byes: Counter[int] = Counter()
        met = self._met
        for round_ in kept:
            number = round_.number
            for table in round_.tables:
                a, b = table.ns, table.ew
                key = (a, b) if a < b else (b, a)
                if key in met:
                    met[key].append(number)
                else:
                    met[key] = [number]
            self._byes.update(round_.byes)
        self.previous_round: int | None = kept[-1].number if kept else None
        self.most_meetings = max((len(v) for v in self._met.values()), default=0)

    def met_in(self, a: int, b: int, since: int = 0) -> tuple[int, ...]:
        """The rounds (numbered `since` or later) in which pairs a and b met."""
        rounds = self._met.get(_key(a, b), ())
        return tuple(r for r in rounds if r >= since)

    def times_met(self, a: int, b: int) -> int:
        return len(self._met.get(_key(a, b), ()))

    def meetings(self) -> Iterator[tuple[int, int, int]]:
        """Every two pairs that met, with how often: (lower number, higher number, times)."""
        for (a, b), rounds in self._met.items():
            yield a, b, len(rounds)

    def bye_count(self, pair: int) -> int:
        return self._byes[pair]

    def bye_eligible(self, pairs: Sequence[int]) -> frozenset[int]:
        """The pairs among `pairs` that may take a bye: those with the fewest byes so far.

        DOMAIN.md §6 says no pair gets a second bye while another has none; giving it to a pair with the
        fewest keeps that true round after round (and spreads third byes the same way).
        """
        if not pairs:
            return frozenset()
        fewest = min(self._byes[p] for p in pairs)
        return frozenset(p for p in pairs if self._byes[p] == fewest)


def find_repeats(tables: Sequence[Seat], history: History) -> tuple[tuple[int, int], ...]:
    """The tables whose pairs met before, as (NS, EW) in table order."""
    ordered = sorted(tables, key=lambda s: s.table)
    return tuple((s.ns, s.ew) for s in ordered if history.times_met(s.ns, s.ew))
