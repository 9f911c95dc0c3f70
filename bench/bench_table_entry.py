"""40 tables sending their score sheets from the phones at once (issue 20), against 127.0.0.1.

The server runs as the window runs it (web.server.WebServer on a thread of this process, its own reading
and writing Database on the event's file), and — unless `--no-window` — the director's window is open in
this process on the Score sheets page, with a 5 ms heartbeat timer on its GUI thread (as bench_window.py)
recording every gap over 100 ms. The phones are a separate process: asyncio httpx2 clients, at most
`--connections` requests in flight (bounded), all tables starting together. Each table does what its two
phones do: NS loads its page, the page checks the sheet as it is typed (`--checks` POSTs to /check), NS
sends it; EW loads its page and agrees; EW's phone then sends its agreement a second time (a replay: it must
be refused). Then the database is checked: every table's sheet saved once, as "table N", with the deals
sent; every replay refused.

Run: python bench/bench_table_entry.py [--tables 40] [--connections 80] [--checks 3] [--no-window]
Not a test: no time is asserted. Prints the requests' latency by kind (p50/p95/max), each table's time from
its first request to its sheet saved, the whole burst's time, the window's heartbeat gaps, and how long after
the last save the window showed every table in.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

_SETTINGS = tempfile.mkdtemp(prefix="bench-table-entry-settings-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = _SETTINGS  # the window's preferences stay out of the user's

GAP = 0.100  # seconds: a longer GUI-thread gap is recorded
BEAT_MS = 5
CSRF = re.compile(r'name="csrf" value="([^"]+)"')
PROPOSAL = re.compile(r'name="proposal" id="proposal" value="(\d+)"')


# ------------------------------------------------------------------------------------------ the phones


async def _table(
    client: Any,
    gate: asyncio.Semaphore,
    start: asyncio.Event,
    job: dict[str, Any],
    checks: int,
    latencies: dict[str, list[float]],
    errors: list[str],
    done: dict[int, float],
) -> None:
    async def request(kind: str, method: str, path: str, data: dict[str, str] | None = None) -> Any:
        async with gate:
            began = time.perf_counter()
            answer = await client.request(method, path, data=data)
            latencies.setdefault(kind, []).append(time.perf_counter() - began)
        return answer

    table, ns, ew, form = job["table"], job["ns"], job["ew"], job["form"]
    await start.wait()
    began = time.perf_counter()
    try:
        page = await request("page", "GET", f"{ns}?lang=it")
        csrf = CSRF.search(page.text)
        if page.status_code != 200 or csrf is None:
            errors.append(f"table {table} NS page: {page.status_code}")
            return
        sent = {"csrf": csrf.group(1), **form}
        for _ in range(checks):  # the page's checks while the sheet is typed
            checked = await request("check", "POST", f"{ns}/check?lang=it", sent)
            if checked.status_code != 200:
                errors.append(f"table {table} check: {checked.status_code}")
        proposed = await request("propose", "POST", f"{ns}/propose?lang=it", sent)
        if proposed.status_code == 200 and 'id="confirm-warnings"' in proposed.text:
            proposed = await request(
                "propose", "POST", f"{ns}/propose?lang=it", {**sent, "confirm_warnings": "1"}
            )
        if proposed.status_code != 303:
            errors.append(f"table {table} propose: {proposed.status_code}")
            return
        page = await request("page", "GET", f"{ew}?lang=it")
        csrf, proposal = CSRF.search(page.text), PROPOSAL.search(page.text)
        if csrf is None or proposal is None:
            errors.append(f"table {table} EW page: {page.status_code} without a proposal")
            return
        agree = {"csrf": csrf.group(1), "proposal": proposal.group(1)}
        confirmed = await request("confirm", "POST", f"{ew}/confirm?lang=it", agree)
        if confirmed.status_code != 303:
            errors.append(f"table {table} confirm: {confirmed.status_code}")
            return
        done[table] = time.perf_counter() - began
        replayed = await request("replay", "POST", f"{ew}/confirm?lang=it", agree)
        if replayed.status_code != 409:
            errors.append(f"table {table} replayed confirmation: {replayed.status_code} (409 expected)")
        shown = await request("page", "GET", f"{ew}?lang=it")
        if 'data-state="entered"' not in shown.text:
            errors.append(f"table {table}: the page after the save does not say it is entered")
    except Exception as error:  # a benchmark reports every failure, it does not stop
        errors.append(f"table {table}: {type(error).__name__}: {error}")


async def _phones(base: str, jobs: list[dict[str, Any]], connections: int, checks: int) -> dict[str, Any]:
    import httpx2

    latencies: dict[str, list[float]] = {}
    errors: list[str] = []
    done: dict[int, float] = {}
    gate = asyncio.Semaphore(connections)
    start = asyncio.Event()
    limits = httpx2.Limits(max_connections=connections, max_keepalive_connections=connections)
    headers = {"Accept-Language": "it-IT,it"}
    async with httpx2.AsyncClient(base_url=base, limits=limits, timeout=60.0, headers=headers) as client:
        tasks = [
            asyncio.create_task(_table(client, gate, start, job, checks, latencies, errors, done))
            for job in jobs
        ]
        await asyncio.sleep(0.2)  # every table waits at the gate: they start together
        began = time.perf_counter()
        start.set()
        await asyncio.gather(*tasks)
        elapsed = time.perf_counter() - began
    return {"latencies": latencies, "errors": errors, "done": done, "elapsed": elapsed}


def run_phones(base: str, jobs_file: str, connections: int, checks: int) -> None:
    jobs = json.loads(Path(jobs_file).read_text())
    print(json.dumps(asyncio.run(_phones(base, jobs, connections, checks))))


# ------------------------------------------------------------------------------------------ the director


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _ms(value: float) -> str:
    return f"{value * 1000:.0f} ms"


def sheet_form(deals: Any, settings: Any) -> dict[str, str]:
    """The table's page's boxes filled with `deals` (names d0.ns.cards ...), as a player types them."""
    from burraco_tourney.domain.sheet_draft import SheetDraft

    draft = SheetDraft.of_sheet(deals, settings.scoring, settings.vp_scale, settings.deals_per_round)
    form: dict[str, str] = {}
    for key in draft.boxes():
        name = f"d{key[0]}.{key[1]}"
        if key[1] == "end":
            form[name] = draft.end(key[0]).value
            continue
        value = draft.value(key)
        if isinstance(value, bool):
            if value:
                form[name] = "1"
        else:
            form[name] = draft.text(key)
    return form


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--connections", type=int, default=80, help="requests in flight at most")
    parser.add_argument("--checks", type=int, default=3, help="live checks per sheet while it is typed")
    parser.add_argument("--no-window", action="store_true", help="the server alone, no window")
    parser.add_argument("--phones", help=argparse.SUPPRESS)  # the phones' process: the base URL
    parser.add_argument("--jobs", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phones:
        run_phones(args.phones, args.jobs, args.connections, args.checks)
        return

    from burraco_tourney.persistence.db import open_database
    from burraco_tourney.services import audit, scores
    from burraco_tourney.services import table_entry as te
    from burraco_tourney.services.demo import build_demo_tournament
    from burraco_tourney.services.tournaments import import_tournament
    from burraco_tourney.web.server import WebServer

    # The demo evening of 2 × tables pairs, its first round seated and no sheet of it entered yet.
    folder = Path(tempfile.mkdtemp(prefix="bench-table-entry-"))
    path = folder / "event.sqlite"
    demo = build_demo_tournament(2 * args.tables, 1, seed=3)
    played = {table.table: table.deals for table in demo.rounds[0].tables}
    empty = replace(demo.rounds[0], tables=tuple(replace(t, deals=()) for t in demo.rounds[0].tables))
    db = open_database(path)
    tournament_id = import_tournament(db, replace(demo, rounds=(empty,)), who="bench").id
    links = {(link.table, link.line): link for link in te.table_links(db, tournament_id, 1)}
    jobs = [
        {
            "table": table,
            "ns": links[(table, "ns")].path,
            "ew": links[(table, "ew")].path,
            "form": sheet_form(deals, demo.settings),
        }
        for table, deals in sorted(played.items())
    ]
    jobs_file = folder / "jobs.json"
    jobs_file.write_text(json.dumps(jobs))

    server = WebServer(str(path), host="127.0.0.1", port=0)
    server.start()
    base = f"http://127.0.0.1:{server.port}"
    print(
        f"{len(jobs)} tables ({2 * args.tables} pairs), {args.connections} requests in flight at most, "
        f"{args.checks} live checks per sheet; server at {base}; window: {'no' if args.no_window else 'yes'}"
    )

    window = heartbeat = None
    app = None
    if not args.no_window:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from burraco_tourney.ui.main_window import MainWindow, Workspace

        app = QApplication.instance() or QApplication([])
        window = MainWindow(str(path))
        window.resize(1366, 768)
        window.show()
        window.page_actions[Workspace.SHEETS].trigger()
        app.processEvents()
        gaps: list[float] = []
        beats = {"last": time.perf_counter(), "longest": 0.0}

        def beat() -> None:
            now = time.perf_counter()
            gap = now - beats["last"]
            beats["longest"] = max(beats["longest"], gap)
            if gap > GAP:
                gaps.append(gap)
            beats["last"] = now

        heartbeat = QTimer()
        heartbeat.setInterval(BEAT_MS)
        heartbeat.timeout.connect(beat)
        heartbeat.start()

    command = [sys.executable, __file__, "--phones", base, "--jobs", str(jobs_file)]
    command += ["--connections", str(args.connections), "--checks", str(args.checks)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    output: list[str] = []
    reader = threading.Thread(target=lambda: output.append(process.communicate()[0]), daemon=True)
    reader.start()
    all_in_at: float | None = None
    if window is not None and app is not None:
        from PySide6.QtCore import QEventLoop, QTimer

        page = window.workspace.sheets if window.workspace is not None else None
        loop = QEventLoop()
        finished: dict[str, float] = {}

        def look() -> None:
            nonlocal all_in_at
            if "phones" not in finished and process.poll() is not None:
                finished["phones"] = time.perf_counter()
            if page is not None and all_in_at is None and not page.missing_tables():
                all_in_at = time.time()  # wall time, to compare with the last save's audit time
            if "phones" in finished and (
                all_in_at is not None or time.perf_counter() - finished["phones"] > 10
            ):
                loop.quit()

        watch = QTimer()
        watch.setInterval(20)
        watch.timeout.connect(look)
        watch.start()
        loop.exec()
        watch.stop()
        heartbeat.stop() if heartbeat is not None else None
    process.wait()
    reader.join()
    server.stop()
    phones = json.loads(output[0])

    # --- the database: every sheet saved once, as its table's, with the deals sent
    saves = [e for e in audit.audit_log(db, tournament_id) if e.action in ("save deals", "correct deals")]
    by_table: dict[int, list[str]] = {}
    for entry in saves:
        by_table.setdefault(entry.table or 0, []).append(entry.who)
    wrong = [t for t in played if by_table.get(t) != [f"table {t}"]]
    differing = [
        t for t, deals in played.items() if scores.get_table(db, tournament_id, 1, t).table.deals != deals
    ]
    states = te.table_entry_states(db, tournament_id, 1)
    not_saved = [t for t in played if t not in states or states[t].status != "saved"]

    print()
    print(
        f"Burst: {len(jobs)} tables at once, all saved in {phones['elapsed']:.2f} s "
        f"(wall time of the phones' process)"
    )
    for kind in ("page", "check", "propose", "confirm", "replay"):
        values = phones["latencies"].get(kind, [])
        if values:
            print(
                f"  {kind:8} {len(values):4} requests: p50 {_ms(statistics.median(values))}, "
                f"p95 {_ms(_percentile(values, 0.95))}, max {_ms(max(values))}"
            )
    done = list(phones["done"].values())
    if done:
        print(
            f"  a table from its first request to its sheet saved: p50 {_ms(statistics.median(done))}, "
            f"p95 {_ms(_percentile(done, 0.95))}, max {_ms(max(done))}"
        )
    print(f"  errors: {len(phones['errors'])}" + "".join(f"\n    {e}" for e in phones["errors"][:20]))
    print(
        f"Database: {len(saves)} sheet saves for {len(played)} tables; tables not saved exactly once as "
        f"their own: {wrong or 'none'}; deals differing from those sent: {differing or 'none'}; "
        f"proposals not 'saved': {not_saved or 'none'}"
    )
    if window is not None:
        shown = (
            f"{all_in_at - max(e.at for e in saves).timestamp():.2f} s after the last sheet was saved"
            if all_in_at is not None and saves
            else "not within 10 s of the phones' end"
        )
        print(
            f"Window (5 ms heartbeat on its GUI thread, the server's thread beside it in this process): "
            f"longest gap {_ms(beats['longest'])}, gaps over {_ms(GAP)}: {len(gaps)}"
            + (f" ({', '.join(_ms(g) for g in sorted(gaps, reverse=True)[:8])})" if gaps else "")
        )
        print(
            f"  every table shown in on the Score sheets page {shown} (the window's watcher looks every "
            f"{window.context.watch.interval() / 1000:.0f} s)"
            if window.context is not None
            else ""
        )
    ok = not phones["errors"] and not wrong and not differing and not not_saved
    db.close()
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
