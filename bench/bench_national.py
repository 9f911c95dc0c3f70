"""National-event benchmark (issue 18): the FIBur scoring-room exam of tests/e2e/national.py, timed.

Run: python bench/bench_national.py [--pairs 100 400] [--seed 18]
For each field size it runs the whole script through the command line (`cli.main` in this process): the
event's file imported, the pairs from Excel, 11 rounds made (6 Mitchell, 2 Danish, 3 Danish in groups), the
seats of two rounds printed, every round's sheets imported, the groups formed after round 8, the standings
overall and per group, the prizes as JSON and printed; and prints the seconds of each kind of step and the
whole. Not a test: no time is asserted anywhere (tests/e2e/test_national_event.py checks what it says).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.e2e.national import national_event

SIZES = {100: (15, 17, 18), 400: (60, 66, 74)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, nargs="+", default=[100, 400], choices=sorted(SIZES))
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args()
    results = []
    for pairs in args.pairs:
        with tempfile.TemporaryDirectory() as folder:
            start = time.perf_counter()
            event = national_event(Path(folder), pairs, seed=args.seed, sizes=SIZES[pairs])
            results.append((pairs, time.perf_counter() - start, event.seconds))
    kinds = list(results[0][2])
    width = max(len(kind) for kind in kinds)
    print(f"{'step':<{width}}  " + "  ".join(f"{pairs:>5} pairs" for pairs, _, _ in results))
    for kind in kinds:
        print(f"{kind:<{width}}  " + "  ".join(f"{seconds[kind]:>9.2f} s" for _, _, seconds in results))
    print(f"{'the whole script':<{width}}  " + "  ".join(f"{whole:>9.2f} s" for _, whole, _ in results))


if __name__ == "__main__":
    main()
