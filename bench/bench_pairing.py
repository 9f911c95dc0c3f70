"""Benchmark: a Danish and a Swiss round after 10 rounds, ours against networkx on the complete graph.

Run `python bench/bench_pairing.py [--sizes 100 200 400 800] [--complete-up-to 800] [--seed 1]`.
For each size it plays 3 Mitchell rounds and 7 modified-Danish rounds with random but plausible results
(pairs have a hidden strength; a table's MP difference is noisy around the strength difference and
turned into VP by the 3-deal scale), then times the next round as `draw_round` makes it (history,
ranking and all) and the same pairing problem solved by networkx's blossom on the complete graph, and
says whether both reach the same cost (forbidden repeats, avoided repeats, the top served first).
The complete graph is cubic: about 4 minutes for 800 pairs on a laptop core.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from burraco_tourney.domain.movements import (
    DrawRequest,
    History,
    Pairing,
    RoundDraw,
    draw_round,
    pair_ranked,
    pairing_cost,
)
from burraco_tourney.domain.movements.danish import danish_penalty, ranked_playing
from burraco_tourney.domain.tournament import Movement, Pair, Phase, Player, Round

# Upper bounds of |MP difference| and the winner's VP: the default 3-deal scale (DOMAIN.md §4).
SCALE = [(50, 10), (150, 11), (250, 12), (350, 13), (500, 14), (650, 15), (800, 16), (1000, 17), (1250, 18)]
PLAN = (Phase(Movement.MITCHELL, 3), Phase(Movement.DANISH, 8))
HISTORY_ROUNDS = 10


def vp(diff: int) -> tuple[int, int]:
    for bound, winner in SCALE:
        if abs(diff) <= bound:
            return (winner, 20 - winner) if diff >= 0 else (20 - winner, winner)
    return (20, 0) if diff >= 0 else (0, 20)


def tournament(size: int, seed: int) -> tuple[tuple[Pair, ...], list[Round], list[int]]:
    """Pairs, 10 played rounds and the standings after them (pair numbers, best first)."""
    rng = random.Random(seed)
    pairs = tuple(Pair(n, (Player(f"A{n}"), Player(f"B{n}"))) for n in range(1, size + 1))
    strength = {p.number: rng.gauss(0, 1) for p in pairs}
    points: Counter[int] = Counter()
    rounds: list[Round] = []
    for number in range(1, HISTORY_ROUNDS + 1):
        in_mitchell = number <= PLAN[0].rounds
        phase, index = (PLAN[0], number - 1) if in_mitchell else (PLAN[1], number - 1 - PLAN[0].rounds)
        request = DrawRequest(
            number, pairs, tuple(rounds), phase, index, ranking=tuple(standings(points, rng))
        )
        draw = draw_round(request)
        for seat in draw.tables:
            diff = round(rng.gauss((strength[seat.ns] - strength[seat.ew]) * 300, 450) / 5) * 5
            ns_vp, ew_vp = vp(diff)
            points[seat.ns] += ns_vp
            points[seat.ew] += ew_vp
        for bye in draw.byes:
            points[bye] += 14
        rounds.append(draw.as_round(number, phase.movement))
    return pairs, rounds, standings(points, rng)


def standings(points: Counter[int], rng: random.Random) -> list[int]:
    pairs = sorted(points)
    lots = {n: rng.random() for n in pairs}
    return sorted(pairs, key=lambda n: (-points[n], lots[n]))


def measure(size: int, seed: int, complete: bool) -> list[str]:
    pairs, rounds, ranking = tournament(size, seed)
    lines = []
    for movement in (Movement.DANISH, Movement.SWISS):
        request = DrawRequest(
            HISTORY_ROUNDS + 1,
            pairs,
            tuple(rounds),
            PLAN[1],
            HISTORY_ROUNDS - PLAN[0].rounds,
            movement=movement,
            ranking=tuple(ranking),
        )
        started = time.perf_counter()
        draw = draw_round(request)
        ours = time.perf_counter() - started
        history = History(rounds, HISTORY_ROUNDS + 1)
        penalty = danish_penalty(history, swiss=movement is Movement.SWISS)
        ranked = ranked_playing(request)
        eligible = history.bye_eligible(ranked) if len(ranked) % 2 else None
        our_cost = pairing_cost(ranked, penalty, to_pairing(draw), eligible or (), top_first=True)
        row = f"{size:>6} {movement.value:>7} {ours:>9.3f} s  {len(draw.repeats):>7}"
        if complete:
            started = time.perf_counter()
            exact = pair_ranked(
                ranked, penalty, eligible, max_avoided=history.most_meetings, top_first=True, exact=True
            )
            theirs = time.perf_counter() - started
            exact_cost = pairing_cost(ranked, penalty, exact, eligible or (), top_first=True)
            same = (
                "yes" if exact_cost == our_cost else f"no: ours {tuple(our_cost)}, theirs {tuple(exact_cost)}"
            )
            row += f" {theirs:>11.2f} s  {theirs / ours:>7.0f}x  {same}"
        else:
            row += f" {'skipped':>13}"
        lines.append(row)
        print(row, flush=True)
    return lines


def to_pairing(draw: RoundDraw) -> Pairing:
    return Pairing(tuple((s.ns, s.ew) for s in draw.tables), draw.byes[0] if draw.byes else None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 200, 400, 800])
    parser.add_argument("--complete-up-to", type=int, default=800, help="skip the complete graph above this")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{HISTORY_ROUNDS} earlier rounds (3 Mitchell + 7 modified Danish), seed {args.seed}")
    header = f"{'pairs':>6} {'round':>7} {'ours':>11}  {'repeats':>7} {'complete graph':>13}  {'ratio':>8}"
    print(header + "  same cost")
    for size in args.sizes:
        measure(size, args.seed, size <= args.complete_up_to)


if __name__ == "__main__":
    main()
