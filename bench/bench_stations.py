"""Benchmark: scoring stations saving sheets at once into one tournament on a private PostgreSQL server.

Run from the repository root: `python bench/bench_stations.py [--stations 1 2 3 5] [--tables 100]
[--rounds 10]`.
Needs the PostgreSQL server programs (as the postgres tests do) and psycopg. The server is durable (fsync on,
as an event's server is). For each number of stations it imports a fresh event of `tables × rounds` tables,
starts that many station processes (tests/postgres/station_child.py), lets them go at once, each saving its
share of the sheets (interleaved tables of the same rounds), and prints sheets per second. Then it times one
LiveWatcher poll and one standings refresh after a change, which is what each station does every few seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPOSITORY))

from burraco_tourney.persistence.db import open_database  # noqa: E402
from burraco_tourney.services import scores, standings, tournaments  # noqa: E402
from burraco_tourney.services.cache import TournamentCache  # noqa: E402
from burraco_tourney.services.live import LiveWatcher  # noqa: E402
from tests.postgres.server import private_server  # noqa: E402
from tests.postgres.stations import big_event, station_sheet  # noqa: E402


def run_stations(url: str, tournament_id: int, count: int, tables: int, rounds: int) -> float:
    every = [(r, t) for r in range(1, rounds + 1) for t in range(1, tables + 1)]
    children = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.postgres.station_child",
                url,
                str(tournament_id),
                str(station),
                f"Stazione {station}",
                *(f"{r}:{t}" for r, t in every if t % count == station - 1),
            ],
            cwd=REPOSITORY,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for station in range(1, count + 1)
    ]
    for child in children:
        assert child.stdout is not None
        child.stdout.readline()
    started = time.perf_counter()
    for child in children:
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    outcomes = []
    for child in children:
        out, _ = child.communicate()
        outcomes += [json.loads(line).get("outcome") for line in out.splitlines()]
    elapsed = time.perf_counter() - started
    saved = outcomes.count("saved")
    assert saved == len(every), f"{saved} of {len(every)} saved"
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stations", type=int, nargs="+", default=[1, 2, 3, 5])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    sheets = args.tables * args.rounds
    with private_server(durable=True, settings=["max_connections = 100"]) as server:
        os.environ["PGPASSFILE"] = str(server.passfile)
        shape = f"{args.tables} tables × {args.rounds} rounds"
        print(f"{sheets} sheets ({shape}), durable server, {os.cpu_count()} CPUs")
        for count in args.stations:
            url = server.url(server.create_database())
            with open_database(url) as db:
                event = tournaments.import_tournament(db, big_event(args.tables, args.rounds))
            elapsed = run_stations(url, event.id, count, args.tables, args.rounds)
            stations = f"{count} station{'s' if count > 1 else ' '}"
            print(
                f"{stations}: {elapsed:6.1f} s, {sheets / elapsed:6.1f} sheets/s, "
                f"{1000 * elapsed * count / sheets:5.1f} ms per sheet per station"
            )
        url = server.url(server.create_database())
        with open_database(url) as here, open_database(url) as there:
            event = tournaments.import_tournament(here, big_event(args.tables, args.rounds))
            watcher, cache = LiveWatcher(here, event.id), TournamentCache(here)
            standings.take_standings(here, event.id, cache=cache)
            polls = 200
            started = time.perf_counter()
            for _ in range(polls):
                watcher.changed()
            poll_ms = 1000 * (time.perf_counter() - started) / polls
            scores.save_table_deals(there, event.id, 1, 1, station_sheet(1, 1))
            started = time.perf_counter()
            assert watcher.changed()
            standings.take_standings(here, event.id, cache=cache)
            refresh_ms = 1000 * (time.perf_counter() - started)
            print(f"live view: one poll {poll_ms:.2f} ms; then reload and standings {refresh_ms:.0f} ms")


if __name__ == "__main__":
    main()
