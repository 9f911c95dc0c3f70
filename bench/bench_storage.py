"""Storage benchmark: import, open, standings, and a correction on a 400-pair, 8-round, 4-deal tournament.

Run: python bench/bench_storage.py [--runs 5] [--pairs 400 --rounds 8 --deals 4] [--keep DIR]; it prints
the median of the runs for each step.
Not a test: no time is asserted anywhere.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    Player,
    Round,
    Table,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import scores
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.rules import tournament_problems
from burraco_tourney.services.scales import bundled_scale
from burraco_tourney.services.standings import take_standings
from burraco_tourney.services.tournaments import import_tournament, load_tournament

PAIRS = 400
ROUNDS = 8
DEALS = 4

T = TypeVar("T")


def build_tournament(
    pairs_count: int = PAIRS, rounds_count: int = ROUNDS, deals: int = DEALS, seed: int = 1
) -> Tournament:
    """NS pairs 1..n/2 stay at their table, EW pairs n/2+1..n move up a table each round (simple Mitchell)."""
    rng = random.Random(seed)
    scale = bundled_scale("fibur-4-deals" if deals == 4 else "fibur-3-deals")
    settings = TournamentSettings(name="Benchmark", vp_scale=scale, deals_per_round=deals)
    pairs = tuple(
        Pair(n, (Player(f"Giocatore {n}a", "Circolo"), Player(f"Giocatore {n}b", "Circolo")))
        for n in range(1, pairs_count + 1)
    )
    half = pairs_count // 2
    rounds = []
    for number in range(1, rounds_count + 1):
        tables = tuple(
            Table(
                t,
                t,
                half + 1 + (t - 1 + number - 1) % half,
                random_round_deals(rng, settings.scoring, deals),
            )
            for t in range(1, half + 1)
        )
        rounds.append(Round(number, Movement.MITCHELL, tables))
    draws = rng.sample(range(1, 10 * pairs_count), pairs_count)
    lots = dict(zip(range(1, pairs_count + 1), draws, strict=True))
    return Tournament(settings, pairs, tuple(rounds), (), lots)


def timed(action: Callable[[], T]) -> tuple[tuple[float, float], T]:
    """((wall seconds, CPU seconds of this process), result). CPU time is shown beside wall time because
    on a busy machine the wall clock also counts the time other programs had the processor."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = action()
    return (time.perf_counter() - wall, time.process_time() - cpu), result


Timings = dict[str, list[tuple[float, float]]]


def one_run(path: Path, tournament: Tournament, steps: Timings) -> None:
    """Every step once, on a fresh database file."""

    def note(step: str, seconds: tuple[float, float]) -> None:
        steps.setdefault(step, []).append(seconds)

    for stale in path.parent.glob(path.name + "*"):
        stale.unlink()
    seconds, db = timed(lambda: open_database(path))
    note("create a new database file", seconds)
    seconds, summary = timed(lambda: import_tournament(db, tournament))
    note("import the tournament (check every rule + bulk insert)", seconds)
    seconds, _ = timed(lambda: tournament_problems(tournament))
    note("  of which: checking every rule", seconds)
    db.close()
    tournament_id = summary.id

    seconds, db = timed(lambda: open_database(path))
    note("open the file (revision check, no upgrade)", seconds)
    seconds, loaded = timed(lambda: load_tournament(db, tournament_id))
    note("load the whole tournament", seconds)
    seconds, standings = timed(lambda: compute_standings(loaded))
    note("standings (compute on the loaded tournament)", seconds)
    assert standings.checks.mp_diff_total == 0

    # Correct deal 2 of table 17 in round 5: NS gets 50 more card points.
    old = next(t for t in loaded.rounds[4].tables if t.table == 17).deals[1]
    corrected = replace(old, ns=replace(old.ns, cards=old.ns.cards + 50, melded=None, in_hand=None))
    seconds, _ = timed(
        lambda: scores.correct_deal(
            db, tournament_id, 5, 17, 2, corrected, reason="benchmark", confirm_warnings=True
        )
    )
    note("correct one deal (one transaction, audited)", seconds)
    seconds, _ = timed(lambda: take_standings(db, tournament_id))
    note("standings after the correction, reloading the tournament", seconds)

    cache = TournamentCache(db)
    cache.tournament(tournament_id)

    def correct_and_rank() -> object:
        saved = scores.correct_deal(
            db, tournament_id, 5, 17, 2, old, reason="benchmark, back", confirm_warnings=True
        )
        cache.note(tournament_id, saved)
        return take_standings(db, tournament_id, cache=cache)

    seconds, _ = timed(correct_and_rank)
    note("correct one deal + standings, with the TournamentCache", seconds)
    db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pairs", type=int, default=PAIRS, help="an even number")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--deals", type=int, default=DEALS)
    parser.add_argument("--keep", type=Path, help="folder to keep the database files in")
    args = parser.parse_args()
    tournament = build_tournament(args.pairs, args.rounds, args.deals)
    tables = sum(len(r.tables) for r in tournament.rounds)
    deals = sum(len(t.deals) for r in tournament.rounds for t in r.tables)
    print(f"{len(tournament.pairs)} pairs, {len(tournament.rounds)} rounds, {tables} tables, {deals} deals")
    with tempfile.TemporaryDirectory(prefix="burraco-bench-") as scratch:
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        steps: Timings = {}
        for run in range(args.runs):
            one_run(folder / f"bench-{run}.sqlite", tournament, steps)
        size = (folder / "bench-0.sqlite").stat().st_size
    print(f"database file: {size / 1e6:.1f} MB; median of {args.runs} runs, wall clock and CPU time:")
    width = max(len(step) for step in steps)
    for step, values in steps.items():
        wall = statistics.median(value[0] for value in values) * 1000
        cpu = statistics.median(value[1] for value in values) * 1000
        print(f"  {step:<{width}}  {wall:8.1f} ms  {cpu:8.1f} ms CPU")


if __name__ == "__main__":
    main()
