"""Pairs import benchmark: read, preview and register N pairs from a spreadsheet, for N up to 20,000.

Run: python bench/bench_pairs_import.py [--sizes 1000 5000 10000 20000] [--format csv|xlsx] [--same-names]
Each size runs in a child process of its own, so that its peak memory (the child's max RSS) is its own.
It prints, per size, the seconds of each step, rows per second over the whole import and the peak memory;
the time per row should stay flat as N grows (the import is linear).
`--same-names` gives every row the same two players (every row after the first is then a problem row:
the preview must still be quick and small).
Not a test: no time is asserted anywhere.
"""

from __future__ import annotations

import argparse
import csv
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIZES = (1000, 2000, 5000, 10000, 20000)


def write_file(path: Path, rows: int, same_names: bool) -> None:
    header = ["Coppia", "Giocatore 1", "Circolo 1", "Tessera 1", "Giocatore 2", "Circolo 2", "Tessera 2"]
    lines = [
        [
            "",
            "Anna D'Alessandro" if same_names else f"Giocatore {n}a D'Alessandro",
            "Circolo X",
            "" if same_names else f"RM{n:05}",
            "Jürgen Müller" if same_names else f"Spieler {n}b Müller",
            "Verein Köln",
            "",
        ]
        for n in range(1, rows + 1)
    ]
    if path.suffix == ".xlsx":
        from openpyxl import Workbook

        workbook = Workbook(write_only=True)
        sheet = workbook.create_sheet("Coppie")
        for line in [header, *lines]:
            sheet.append(line)
        workbook.save(path)
    else:
        with path.open("w", encoding="utf-8", newline="") as stream:
            csv.writer(stream, delimiter=";").writerows([header, *lines])


def run_one(rows: int, kind: str, same_names: bool) -> dict[str, float]:
    """In the child: time each step of one import and return the figures."""
    from burraco_tourney.domain.tournament import TournamentSettings
    from burraco_tourney.io.pairs_import import read_pairs_file
    from burraco_tourney.persistence.db import open_database
    from burraco_tourney.services import pairs_import, tournaments
    from burraco_tourney.services.scales import bundled_scale

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"coppie.{kind}"
        write_file(path, rows, same_names)
        with open_database(str(Path(folder) / "bench.sqlite")) as db:
            scale = bundled_scale("fibur-3-deals")
            tid = tournaments.create_tournament(db, TournamentSettings(name="Bench", vp_scale=scale)).id
            start = time.perf_counter()
            found = read_pairs_file(path)
            read = time.perf_counter()
            preview = pairs_import.preview_pairs_import(db, tid, found)
            previewed = time.perf_counter()
            registered = 0
            if preview.ok:
                registered = len(pairs_import.import_pairs(db, tid, found))
            imported = time.perf_counter()
    return {
        "rows": rows,
        "read": read - start,
        "preview": previewed - read,
        "import": imported - previewed,
        "total": imported - start,
        "registered": registered,
        "problem_rows": len(preview.problem_rows),
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=list(SIZES))
    parser.add_argument("--format", choices=("csv", "xlsx"), default="csv")
    parser.add_argument("--same-names", action="store_true")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        print(json.dumps(run_one(args.child, args.format, args.same_names)))
        return
    print(
        f"{'rows':>7} {'read s':>8} {'preview s':>10} {'import s':>9} {'total s':>8} {'rows/s':>8} "
        f"{'µs/row':>7} {'peak MB':>8} {'problems':>9}"
    )
    for size in args.sizes:
        command = [sys.executable, __file__, "--child", str(size), "--format", args.format]
        if args.same_names:
            command.append("--same-names")
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        got = json.loads(done.stdout.strip().splitlines()[-1])
        print(
            f"{got['rows']:>7} {got['read']:>8.2f} {got['preview']:>10.2f} {got['import']:>9.2f} "
            f"{got['total']:>8.2f} {got['rows'] / got['total']:>8.0f} "
            f"{got['total'] / got['rows'] * 1e6:>7.0f} {got['peak_mb']:>8.0f} {got['problem_rows']:>9}",
            flush=True,
        )


if __name__ == "__main__":
    main()
