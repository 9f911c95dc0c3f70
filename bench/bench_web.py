"""200 phones on the web pages at once, against 127.0.0.1, with the server inside the "window's" process.

The server runs as the window runs it (web.server.WebServer on a thread of this process). The phones are a
separate process (so that their work does not count against the server): asyncio clients with keep-alive
connections, each doing what a page's script does — load a page, poll /revision every 1.5 s, and load the
page again when the revision moved. Meanwhile this process plays the director: it saves a score sheet every
`--save-every` seconds through the services (every save makes all phones reload at once: the real burst),
and a 10 ms timer measures how late it fires — what the window's event loop would feel.

Then a flood: every client asks for the standings as fast as it can, for the most requests per second.

Run: python bench/bench_web.py [--clients 200] [--seconds 20] [--pairs 40]
Not a test: no time is asserted anywhere. Prints requests/s, p50/p95/max latency, errors, the timer's
lateness and the saves' times.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

POLL_SECONDS = 1.5


# ------------------------------------------------------------------------------------------ the phones


async def _get(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, path: str) -> tuple[int, bytes]:
    writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\nAccept-Language: it\r\n\r\n".encode())
    await writer.drain()
    status_line = await reader.readline()
    length = 0
    while True:
        line = await reader.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode("latin-1").partition(":")
        if name.lower() == "content-length":
            length = int(value)
    body = await reader.readexactly(length)
    return int(status_line.split()[1]), body


async def _phone(port: int, until: float, flood: bool, latencies: list[float], errors: list[str]) -> None:
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
    except OSError as error:
        errors.append(f"connect: {error}")
        return
    page = "/standings"
    revision = None
    try:
        while time.monotonic() < until:
            path = page if flood or revision is None else "/revision"
            start = time.perf_counter()
            status, body = await _get(reader, writer, path)
            latencies.append(time.perf_counter() - start)
            if status != 200:
                errors.append(f"{path}: {status}")
            if flood:
                continue
            if path == "/revision":
                now = json.loads(body)["revision"]
                if now != revision:
                    start = time.perf_counter()
                    status, _ = await _get(reader, writer, page)
                    latencies.append(time.perf_counter() - start)
                    if status != 200:
                        errors.append(f"{page}: {status}")
                revision = now
            else:
                revision = -1  # the first load: the next poll tells the revision
            await asyncio.sleep(POLL_SECONDS)
    except (OSError, asyncio.IncompleteReadError, ValueError) as error:
        errors.append(f"{type(error).__name__}: {error}")
    finally:
        writer.close()


async def _phones(port: int, clients: int, seconds: float, flood: bool) -> dict[str, object]:
    latencies: list[float] = []
    errors: list[str] = []
    until = time.monotonic() + seconds
    started = time.perf_counter()

    async def staggered(i: int) -> None:
        await asyncio.sleep((i % 50) * POLL_SECONDS / 50)  # phones do not poll in step
        await _phone(port, until, flood, latencies, errors)

    await asyncio.gather(*(staggered(i) for i in range(clients)))
    elapsed = time.perf_counter() - started
    return {"latencies": latencies, "errors": errors, "elapsed": elapsed}


def run_phones(port: int, clients: int, seconds: float, flood: bool) -> None:
    print(json.dumps(asyncio.run(_phones(port, clients, seconds, flood))))


# ------------------------------------------------------------------------------------------ the window


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _ms(value: float) -> str:
    return f"{value * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--flood-seconds", type=float, default=10)
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--save-every", type=float, default=2.0)
    parser.add_argument("--phones-port", type=int, help=argparse.SUPPRESS)  # the phones' process
    parser.add_argument("--flood", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phones_port:
        run_phones(args.phones_port, args.clients, args.seconds, args.flood)
        return

    from burraco_tourney.domain.tournament import Movement
    from burraco_tourney.persistence.db import open_database
    from burraco_tourney.services import pairs, rounds, scores, tournaments
    from burraco_tourney.web.server import WebServer
    from tests.services.support import closed_by_ns, players, settings, sheet

    folder = Path(tempfile.mkdtemp(prefix="bench-web-"))
    path = folder / "event.sqlite"
    db = open_database(path)
    created = tournaments.create_tournament(db, settings())
    for number in range(1, args.pairs + 1):
        pairs.register_pair(db, created.id, players(number), group="A" if number % 2 else "B")
    tables = args.pairs // 2
    seating = [(t, 2 * t - 1, 2 * t) for t in range(1, tables + 1)]
    rounds.store_round(db, created.id, 1, Movement.MITCHELL, seating, (), who="bench")

    server = WebServer(str(path), host="127.0.0.1", port=0)
    server.start()
    print(f"{args.pairs} pairs, {tables} tables; server at {server.urls[0]}; {args.clients} phones")

    def phones(seconds: float, flood: bool) -> tuple[subprocess.Popen[str], list[str]]:
        """The phones' process, and the list its output lands in once it ends (read on a thread of its
        own: the window's loop below does not read, and a full pipe would stop the phones)."""
        command = [sys.executable, __file__, "--phones-port", str(server.port)]
        command += ["--clients", str(args.clients), "--seconds", str(seconds)]
        process = subprocess.Popen(
            [*command, *(["--flood"] if flood else [])], stdout=subprocess.PIPE, text=True
        )
        output: list[str] = []
        threading.Thread(target=lambda: output.append(process.communicate()[0]), daemon=True).start()
        return process, output

    # --- polling, with the director saving sheets
    lateness: list[float] = []
    saves: list[float] = []
    process, output = phones(args.seconds, flood=False)
    next_save = time.monotonic() + args.save_every
    table = 1
    while process.poll() is None:
        before = time.perf_counter()
        time.sleep(0.010)
        lateness.append(time.perf_counter() - before - 0.010)
        if time.monotonic() >= next_save and table <= tables:
            start = time.perf_counter()
            scores.save_table_deals(db, created.id, 1, table, sheet(closed_by_ns()))
            saves.append(time.perf_counter() - start)
            table += 1
            next_save += args.save_every
    process.wait()
    while not output:
        time.sleep(0.05)
    polled = json.loads(output[0])
    report(f"Polling like the pages (1.5 s), a sheet saved every {args.save_every:.0f} s", polled)
    late = f"p95 {_ms(_percentile(lateness, 0.95))}, max {_ms(max(lateness))}"
    print(f"  the window's 10 ms timer (this process, beside the server's thread): late by {late}")
    if saves:
        print(f"  a sheet save under load: median {_ms(statistics.median(saves))}, max {_ms(max(saves))}")

    # --- flood
    process, output = phones(args.flood_seconds, flood=True)
    process.wait()
    while not output:
        time.sleep(0.05)
    flooded = json.loads(output[0])
    report("Flood: every phone asks for the standings without pause", flooded)
    server.stop()
    db.close()


def report(title: str, result: dict[str, object]) -> None:
    latencies = result["latencies"]
    errors = result["errors"]
    elapsed = result["elapsed"]
    assert isinstance(latencies, list) and isinstance(errors, list) and isinstance(elapsed, float)
    print(title)
    print(
        f"  {len(latencies)} requests in {elapsed:.1f} s = {len(latencies) / elapsed:.0f}/s; "
        f"latency p50 {_ms(_percentile(latencies, 0.5))}, p95 {_ms(_percentile(latencies, 0.95))}, "
        f"max {_ms(max(latencies) if latencies else float('nan'))}; errors {len(errors)}"
        + (f" (first: {errors[0]})" if errors else "")
    )


if __name__ == "__main__":
    main()
