"""Benchmark: Danish/Swiss rounds whose history forces repeats, every round timed (issue 15).

Run `python bench/bench_forced_repeats.py [--case small groups big all] [--seed 1]`.

When a ranking neighbourhood (or the whole field) leaves a repeat that cannot be avoided, the matcher once
widened its window until it fell back to the complete graph: cubic, about 40 s at 800 pairs. Cases:
- small: a small field after many rounds (44 and 60 pairs, Swiss past the point where all have met);
- groups: 800 pairs in groups of 20, each group paired on its own, 22 Swiss rounds (forced after 19);
- big: 800 pairs whose top 60 or 100 have met each other (a neighbourhood of the ranking forces repeats that
  the whole field does not).
Each round's time, its forbidden repeats, and the largest graph blossom was given are printed; the slowest
round of each case comes last. Not a test: no time is asserted anywhere.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from burraco_tourney.domain.movements import DrawRequest, draw_round, matching
from burraco_tourney.domain.movements.model import DrawOptions
from burraco_tourney.domain.tournament import Movement, Pair, Phase, Player, Round, Table

SWISS = Phase(Movement.SWISS, 200)


@dataclass
class Played:
    pairs: tuple[Pair, ...]
    rounds: list[Round]
    points: Counter[int]
    strength: dict[int, float]


@contextmanager
def largest_graph() -> Iterator[list[int]]:
    """The node count of the largest graph blossom is given while inside."""
    seen = [0]
    original = matching._min_cost_matching

    def counted(nodes, edges):  # type: ignore[no-untyped-def]
        seen[0] = max(seen[0], len(nodes))
        return original(nodes, edges)

    matching._min_cost_matching = counted  # type: ignore[assignment]
    try:
        yield seen
    finally:
        matching._min_cost_matching = original  # type: ignore[assignment]


def field(size: int, seed: int, group_size: int | None = None) -> Played:
    rng = random.Random(seed)
    pairs = tuple(
        Pair(
            n,
            (Player(f"A{n}"), Player(f"B{n}")),
            group=None if group_size is None else f"G{(n - 1) // group_size:03d}",
        )
        for n in range(1, size + 1)
    )
    return Played(
        pairs, [], Counter({p.number: 0 for p in pairs}), {p.number: rng.gauss(0, 1) for p in pairs}
    )


def play(played: Played, rng: random.Random, grouped: bool) -> tuple[float, int, int]:
    """Draw and play the next Swiss round; returns (seconds, forbidden repeats, largest graph)."""
    number = len(played.rounds) + 1
    lots = {n: rng.random() for n in played.points}
    ranking = tuple(sorted(played.points, key=lambda n: (-played.points[n], lots[n])))
    request = DrawRequest(
        number,
        played.pairs,
        tuple(played.rounds),
        SWISS,
        number - 1,
        ranking=ranking,
        options=DrawOptions(grouped=grouped),
    )
    with largest_graph() as seen:
        started = time.perf_counter()
        draw = draw_round(request)
        elapsed = time.perf_counter() - started
    for seat in draw.tables:
        diff = rng.gauss((played.strength[seat.ns] - played.strength[seat.ew]) * 300, 450)
        winner = seat.ns if diff >= 0 else seat.ew
        played.points[winner] += 2
    for bye in draw.byes:
        played.points[bye] += 1
    played.rounds.append(draw.as_round(number, Movement.SWISS))
    return elapsed, len(draw.repeats), seen[0]


def run(title: str, played: Played, rounds: int, seed: int, *, grouped: bool = False) -> None:
    """Play `rounds` more rounds; print the rounds that forced repeats or took over 0.5 s, and the slowest."""
    rng = random.Random(seed)
    print(f"{title}")
    slowest = (0.0, 0, 0, 0)
    forced = 0
    for _ in range(rounds):
        elapsed, repeats, graph = play(played, rng, grouped)
        number = len(played.rounds)
        slowest = max(slowest, (elapsed, number, repeats, graph))
        forced += bool(repeats)
        if elapsed > 0.5:
            print(
                f"  round {number:>3}: {elapsed:7.3f} s  repeats {repeats:>3}  largest graph {graph:>4} nodes"
            )
    elapsed, number, repeats, graph = slowest
    print(
        f"  {rounds} rounds, {forced} with repeats; slowest: round {number} in {elapsed:.3f} s "
        f"(repeats {repeats}, largest graph {graph} nodes)\n",
        flush=True,
    )


def met_out(played: Played, top: int) -> None:
    """Add a round robin of the `top` best pairs among themselves (a first stage played in one girone, say):
    after it the top of the ranking has met itself out, and each of them must find its opponent further
    down than a neighbourhood of the ranking reaches."""
    ranked = sorted(played.points, key=lambda n: -played.points[n])
    best = ranked[:top]
    circle = best[1:]
    for _ in range(top - 1):
        number = len(played.rounds) + 1
        seats = [(best[0], circle[0])] + [(circle[i], circle[-i]) for i in range(1, top // 2)]
        tables = tuple(Table(k + 1, a, b) for k, (a, b) in enumerate(seats))
        played.rounds.append(Round(number, Movement.SWISS, tables))
        for a in best:
            played.points[a] += 3
        circle = circle[-1:] + circle[:-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--case", nargs="+", default=["all"], choices=["small", "groups", "big", "all"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cases = {"small", "groups", "big"} if "all" in args.case else set(args.case)
    if "small" in cases:
        for size in (44, 60):
            title = f"small field: {size} pairs, {size + 8} Swiss rounds (repeats forced after {size - 1})"
            run(title, field(size, args.seed), size + 8, args.seed)
    if "groups" in cases:
        run(
            "groups of 20: 800 pairs, 22 Swiss rounds (repeats forced after 19)",
            field(800, args.seed, 20),
            22,
            args.seed,
            grouped=True,
        )
    if "big" in cases:
        for top in (60, 100):
            played = field(800, args.seed)
            rng = random.Random(args.seed)
            for _ in range(5):
                play(played, rng, False)
            met_out(played, top)
            run(
                f"800 pairs after 5 Swiss rounds, the top {top} met out among themselves",
                played,
                3,
                args.seed,
            )


if __name__ == "__main__":
    main()
