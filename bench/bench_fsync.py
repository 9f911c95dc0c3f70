"""What a save costs with SQLite's synchronous=FULL (every commit synced to disk, the program's setting)
against NORMAL (synced only at checkpoints: a power cut may lose saves that returned).

Run: python bench/bench_fsync.py [--saves 100] [--folder DIR]; DIR must be on the disk you care about
(a tmpfs makes fsync free). Prints the median and 90th percentile wall time of one score-sheet save.
Not a test: no time is asserted anywhere.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.pool import ConnectionPoolEntry

from burraco_tourney.domain.tournament import Movement, Pair, Round, Table, Tournament
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services.scores import save_table_deals
from burraco_tourney.services.tournaments import import_tournament
from tests.persistence.test_reliability import deals_for
from tests.services.support import players, settings


def save_times(path: Path, saves: int, synchronous: str) -> list[float]:
    pairs = tuple(Pair(n, players(n)) for n in range(1, 2 * saves + 1))
    seating = tuple(Table(t, 2 * t - 1, 2 * t) for t in range(1, saves + 1))
    with open_database(path) as db:
        tournament_id = import_tournament(
            db, Tournament(settings(), pairs, (Round(1, Movement.MITCHELL, seating),))
        ).id
    db = open_database(path)

    @event.listens_for(db.engine, "connect")
    def _override(dbapi_connection: sqlite3.Connection, record: ConnectionPoolEntry) -> None:
        dbapi_connection.execute(f"PRAGMA synchronous = {synchronous}")

    db.engine.dispose()  # new connections, with the override
    times = []
    try:
        for table in range(1, saves + 1):
            start = time.perf_counter()
            save_table_deals(db, tournament_id, 1, table, deals_for(table), who="bench")
            times.append(time.perf_counter() - start)
    finally:
        db.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--saves", type=int, default=100)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="burraco-fsync-", dir=args.folder) as scratch:
        for synchronous in ("NORMAL", "FULL", "NORMAL", "FULL"):
            path = Path(scratch) / f"{synchronous}-{time.monotonic_ns()}.sqlite"
            times = sorted(save_times(path, args.saves, synchronous))
            median = statistics.median(times) * 1000
            p90 = times[int(len(times) * 0.9)] * 1000
            print(f"synchronous={synchronous:<6}  one save: median {median:6.2f} ms, 90% {p90:6.2f} ms")


if __name__ == "__main__":
    main()
