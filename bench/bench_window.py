"""Benchmark of the window on a big event (issue 15): every figure of the issue, printed as one table.

Run: QT_QPA_PLATFORM=offscreen python bench/bench_window.py [--pairs 800] [--big 1600] [--rounds 10]
     [--changes 1000] [--keep DIR] [--profile open|correction|station|round DIR]

On the demo event of `--pairs` pairs after `--rounds` rounds (and the `--big` one where named) it measures:
- cold start to an empty window (a fresh interpreter, the window on an empty current database shown);
- open the big event to its standings shown (the window's `open_tournament`, on the standings page);
- a saved correction to the visible page (standings) repainted with the new standings;
- another station's change applied (saved through a second connection, applied by the window's look);
- the next round made: the window's GUI-thread gaps while it is computed;
- 1,000 changes from another station: growth of the resident memory;
- the SQL statements and transactions of one sheet save (the service alone, and the window's whole save).
A 5 ms heartbeat timer on the GUI thread records every gap over 100 ms and the phase it happened in: a gap is
the time the window could not repaint or take a key; the full garbage collections of each phase are counted
too (gc.callbacks), a cause of such gaps. Not a test: no time is asserted anywhere.
The databases are built once into `--keep` (default: a temporary folder) and reused when found there.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

# The window's settings (last tournament, page, geometry) go to a folder of this run, not the user's.
_SETTINGS = tempfile.mkdtemp(prefix="bench-window-settings-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = _SETTINGS  # (HOME stays: a new one would make fontconfig rebuild its cache)

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from sqlalchemy import event  # noqa: E402

from burraco_tourney.domain.scoring import Deal  # noqa: E402
from burraco_tourney.domain.tournament import Phase, Table  # noqa: E402
from burraco_tourney.persistence.db import Database, open_database  # noqa: E402
from burraco_tourney.services import scores  # noqa: E402
from burraco_tourney.services.demo import build_demo_tournament  # noqa: E402
from burraco_tourney.services.tournaments import import_tournament  # noqa: E402

GAP = 0.100  # seconds: a longer GUI-thread gap is recorded
BEAT_MS = 5

COLD_START = """
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from burraco_tourney.ui.app import build_main_window
window = build_main_window(sys.argv[1])
window.show()
app.processEvents()
print(time.time() - float(sys.argv[2]))
print("loaded:" + ",".join(m for m in ("alembic", "networkx", "reportlab", "openpyxl") if m in sys.modules))
"""


class Heartbeat(QObject):
    """A 5 ms timer on the GUI thread: every gap between two beats over 100 ms is kept with its phase."""

    def __init__(self) -> None:
        super().__init__()
        self.phase = "start"
        self.gaps: list[tuple[str, float]] = []
        self._last = time.perf_counter()
        self._timer = QTimer(self)
        self._timer.setInterval(BEAT_MS)
        self._timer.timeout.connect(self._beat)
        self._timer.start()
        # Full garbage collections, a cause of gaps: walked over every object of a big event.
        self.full_collections: list[tuple[str, float]] = []
        self._collecting = 0.0
        gc.callbacks.append(self._collected)
        # The stacks of the GUI thread while a beat is late, sampled by another thread: what the gap was.
        self.stacks: list[tuple[str, float, list[str]]] = []  # phase, gap, the sampled stacks' lines
        self._samples: list[tuple[float, str]] = []  # (the late beat's start, a stack)
        self._gui = threading.get_ident()
        self._stopped = threading.Event()
        self._sampler = threading.Thread(target=self._sample, name="bench-sampler", daemon=True)
        self._sampler.start()

    def collections(self, phase: str) -> list[float]:
        """The full (generation 2) garbage collections of `phase`, in seconds."""
        return [took for name, took in self.full_collections if name == phase]

    def _collected(self, stage: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if stage == "start":
            self._collecting = time.perf_counter()
        else:
            self.full_collections.append((self.phase, time.perf_counter() - self._collecting))

    def _beat(self) -> None:
        now = time.perf_counter()
        if now - self._last > GAP:
            self.gaps.append((self.phase, now - self._last))
            started = self._last
            self.stacks.append(
                (self.phase, now - started, [stack for since, stack in self._samples if since == started])
            )
        self._samples = [sample for sample in self._samples if sample[0] > self._last]
        self._last = now

    def stop(self) -> None:
        self._stopped.set()
        self._sampler.join()

    def _sample(self) -> None:
        """Every 20 ms: when the beat is later than half a gap, the GUI thread's stack (its Python frames
        from the window's code on; the last Qt call is the frame that called it)."""
        while not self._stopped.wait(0.020):
            since = self._last
            if time.perf_counter() - since < GAP / 2:
                continue
            frame = sys._current_frames().get(self._gui)
            if frame is None:
                continue
            lines = [
                f"{Path(entry.filename).name}:{entry.lineno} {entry.name}"
                for entry in traceback.extract_stack(frame)
                if "site-packages" not in entry.filename or "burraco_tourney" in entry.filename
            ]
            self._samples.append((since, " < ".join(reversed(lines[-8:]))))

    def causes(self, phase: str) -> list[tuple[float, str]]:
        """Each gap of `phase` with its most sampled stack (the innermost frame first)."""
        found = []
        for name, gap, stacks in self.stacks:
            if name == phase:
                common = max(set(stacks), key=stacks.count) if stacks else "(no sample: the GIL was held)"
                found.append((gap, common))
        return found

    def skip(self) -> None:
        """What ran since the last beat is not the window's (another station's save, run here for the
        benchmark): it counts as no gap."""
        self._last = time.perf_counter()

    def enter(self, phase: str) -> None:
        """A new phase: the beat before it counts in the old one."""
        settle()
        self._beat()
        self.phase = phase
        self._last = time.perf_counter()

    def of(self, phase: str) -> list[float]:
        return [gap for name, gap in self.gaps if name == phase]


@dataclass
class Row:
    what: str
    figure: str
    target: str
    phase: str = ""
    notes: list[str] = field(default_factory=list)


def settle() -> None:
    """Let the window do what the change asked for: posted events, layouts, repaints."""
    app = QCoreApplication.instance()
    assert app is not None
    for _ in range(3):
        app.sendPostedEvents()
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def rss_mib() -> float:
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


@contextmanager
def counting(db: Database) -> Iterator[dict[str, int]]:
    """SQL statements (as the driver runs them, BEGIN included) and transactions run meanwhile."""
    counted = {"statements": 0, "transactions": 0}

    def statement(*_args: Any) -> None:
        counted["statements"] += 1

    def begin(*_args: Any) -> None:
        counted["transactions"] += 1

    event.listen(db.engine, "before_cursor_execute", statement)
    event.listen(db.engine, "begin", begin)
    try:
        yield counted
    finally:
        event.remove(db.engine, "before_cursor_execute", statement)
        event.remove(db.engine, "begin", begin)


@contextmanager
def profiled(name: str, wanted: str | None, folder: Path | None) -> Iterator[None]:
    if wanted != name or folder is None:
        yield
        return
    profile = cProfile.Profile()
    profile.enable()
    try:
        yield
    finally:
        profile.disable()
        out = folder / f"bench_window_{name}.pstats"
        profile.dump_stats(out)
        print(f"profile of {name}: {out}", file=sys.stderr)


def event_database(folder: Path, pairs: int, rounds: int) -> tuple[Path, int]:
    """The demo event (pairs, rounds played); its plan one round longer, so that the next can be made."""
    path = folder / f"demo-{pairs}-pairs-{rounds}-rounds.sqlite"
    if not path.exists():
        started = time.perf_counter()
        tournament = build_demo_tournament(pairs=pairs, rounds=rounds, seed=1)
        plan = tournament.settings.plan
        longer = (*plan[:-1], Phase(plan[-1].movement, plan[-1].rounds + 1))
        tournament = replace(tournament, settings=replace(tournament.settings, plan=longer))
        with open_database(path) as db:
            import_tournament(db, tournament, who="bench")
        print(f"built {path.name} in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    with open_database(path) as db, db.engine.connect() as connection:
        tournament_id = int(connection.exec_driver_sql("SELECT min(id) FROM tournaments").scalar_one())
    # The benchmark changes the event (corrections, a round): it works on a copy, the kept file stays.
    work = Path(tempfile.mkdtemp(prefix="bench-window-run-")) / path.name
    shutil.copyfile(path, work)
    return work, tournament_id


def swapped(table: Table) -> tuple[Deal, ...]:
    """The table's deals with the lines exchanged: a different, valid sheet (a correction)."""
    return tuple(replace(deal, ns=deal.ew, ew=deal.ns) for deal in table.deals)


def cold_start(folder: Path, runs: int) -> Row:
    empty = folder / "empty.sqlite"
    if not empty.exists():
        open_database(empty).close()
    times, loaded = [], ""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", COLD_START, str(empty), repr(time.time())],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        lines = done.stdout.strip().splitlines()
        times.append(float(lines[-2]))
        loaded = lines[-1].removeprefix("loaded:")
    row = Row("cold start to an empty window", ms(statistics.median(times)), "< 1000 ms")
    row.notes.append(f"median of {runs}, min {ms(min(times))}; loaded at start: {loaded or 'none of them'}")
    return row


def refusal_printed(error: Exception) -> bool:
    print(f"refused: {error}", file=sys.stderr)
    return True


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def open_window(path: Path) -> Any:
    from burraco_tourney.ui.main_window import MainWindow, Workspace

    QSettings().setValue("page", Workspace.STANDINGS)
    window = MainWindow(str(path))
    window.resize(1400, 800)
    window.show()
    settle()
    return window


def open_event(window: Any, tournament_id: int, pairs: int) -> tuple[float, float]:
    """open_tournament on the standings page, until the standings of every pair are in the table: the
    wall time and the GUI thread's CPU time (which another program's load on the machine does not stretch)."""
    started, cpu = time.perf_counter(), time.thread_time()
    window.open_tournament(tournament_id)
    workspace = window.workspace
    workspace.show_page(workspace.STANDINGS)
    settle()
    shown = workspace.standings.model.rowCount()
    elapsed, cpu = time.perf_counter() - started, time.thread_time() - cpu
    if shown != pairs:
        print(f"warning: the standings show {shown} rows, not {pairs}", file=sys.stderr)
    return elapsed, cpu


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--pairs", type=int, default=800)
    parser.add_argument("--big", type=int, default=1600)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--changes", type=int, default=1000)
    parser.add_argument("--corrections", type=int, default=20)
    parser.add_argument("--cold-runs", type=int, default=5)
    parser.add_argument("--keep", type=Path, default=None)
    parser.add_argument("--profile", nargs=2, metavar=("PHASE", "DIR"), default=None)
    parser.add_argument(
        "--freeze", action="store_true", help="gc.freeze() once the event is open (a trial: fewer walks)"
    )
    args = parser.parse_args()
    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench-window-"))
    folder.mkdir(parents=True, exist_ok=True)
    wanted, profile_dir = (args.profile[0], Path(args.profile[1])) if args.profile else (None, None)

    QCoreApplication.setOrganizationName("Burraco Tourney bench")
    QCoreApplication.setApplicationName("Burraco Tourney bench")
    app = QApplication.instance() or QApplication([])
    rows: list[Row] = []

    rows.append(cold_start(folder, args.cold_runs))

    big_path, big_id = event_database(folder, args.big, args.rounds)
    path, tournament_id = event_database(folder, args.pairs, args.rounds)
    beat = Heartbeat()

    # Open the big event to its standings shown.
    big_window = open_window(big_path)
    beat.enter("open big event")
    with profiled("open", wanted, profile_dir):
        opened, cpu = open_event(big_window, big_id, args.big)
    row = Row(f"open the {args.big}-pair event to standings shown", ms(opened), "< 1500 ms", beat.phase)
    row.notes.append(f"GUI-thread CPU {ms(cpu)}")
    rows.append(row)
    big_window.close()
    big_window.deleteLater()
    beat.enter("closing big event")
    settle()

    window = open_window(path)
    beat.enter("open event")
    opened, cpu = open_event(window, tournament_id, args.pairs)
    row = Row(f"open the {args.pairs}-pair event to standings shown", ms(opened), "", beat.phase)
    row.notes.append(f"GUI-thread CPU {ms(cpu)}")
    rows.append(row)
    context = window.workspace.context
    from burraco_tourney.ui.context import Changes

    if args.freeze:
        gc.freeze()

    last_round = max(r.number for r in context.tournament().rounds)

    def table_state(number: int) -> scores.TableState:
        return scores.get_table(context.db, tournament_id, last_round, number)

    # Saved corrections, through the window's door, the standings page on screen.
    beat.enter("correction")
    times: list[float] = []
    cpus: list[float] = []
    counts: list[dict[str, int]] = []
    with profiled("correction", wanted, profile_dir):
        for k in range(args.corrections):
            state = table_state(1 + k % 5)
            deals = swapped(state.table)
            started, cpu = time.perf_counter(), time.thread_time()
            with counting(context.db) as counted:
                saved = context.run(
                    lambda state=state, deals=deals: scores.save_table_deals(
                        context.db,
                        tournament_id,
                        last_round,
                        state.table.table,
                        deals,
                        reason="bench: lines exchanged",
                        expected_version=state.version,
                        confirm_warnings=True,
                    ),
                    lambda saved: Changes.table(saved.round, saved.table.table),
                    refused=refusal_printed,
                )
                settle()
            times.append(time.perf_counter() - started)
            cpus.append(time.thread_time() - cpu)
            counts.append(counted)
            assert saved is not None, "the correction was refused"
    row = Row(
        "saved correction -> standings page repainted",
        f"median {ms(statistics.median(times))}, max {ms(max(times))}",
        "< 100 ms",
        beat.phase,
    )
    row.notes.append(f"{args.corrections} corrections; GUI-thread CPU median {ms(statistics.median(cpus))}")
    rows.append(row)
    window_statements = counts[len(counts) // 2]

    # The service's own statements for one save.
    state = table_state(7)
    with counting(context.db) as service:
        scores.save_table_deals(
            context.db,
            tournament_id,
            last_round,
            7,
            swapped(state.table),
            reason="bench",
            expected_version=state.version,
            confirm_warnings=True,
        )
    rows.append(
        Row(
            "SQL per sheet save (service)",
            f"{service['statements']} statements, {service['transactions']} transaction(s)",
            "<= 10 in 1",
        )
    )
    rows.append(
        Row(
            "SQL per sheet save (window, save to repainted)",
            f"{window_statements['statements']} statements, "
            f"{window_statements['transactions']} transaction(s)",
            "",
        )
    )
    context.check_for_changes()
    settle()

    # Another station's changes, applied by the window's look for them.
    other = open_database(path)
    beat.enter("another station")

    def other_station_saves(number: int) -> None:
        stored = scores.get_table(other, tournament_id, last_round, number)
        scores.save_table_deals(
            other,
            tournament_id,
            last_round,
            number,
            swapped(stored.table),
            reason="bench: another station",
            expected_version=stored.version,
            confirm_warnings=True,
            who="Stazione 2",
        )

    applied: list[float] = []
    applied_cpu: list[float] = []
    with profiled("station", wanted, profile_dir):
        for k in range(args.corrections):
            other_station_saves(11 + k % 5)
            beat.skip()
            started, cpu = time.perf_counter(), time.thread_time()
            seen = context.check_for_changes()
            settle()
            applied.append(time.perf_counter() - started)
            applied_cpu.append(time.thread_time() - cpu)
            assert seen, "the window did not see the other station's change"
    row = Row(
        "another station's change applied",
        f"median {ms(statistics.median(applied))}, max {ms(max(applied))}",
        "< 100 ms",
        beat.phase,
    )
    row.notes.append(f"GUI-thread CPU median {ms(statistics.median(applied_cpu))}")
    rows.append(row)

    # 1,000 changes from another station: resident memory.
    beat.enter("1000 changes")
    gc.collect()
    before = rss_mib()
    for k in range(args.changes):
        other_station_saves(21 + k % 10)
        beat.skip()
        context.check_for_changes()
        settle()
    gc.collect()
    after = rss_mib()
    row = Row(
        f"{args.changes} changes from another station: RSS growth",
        f"{after - before:+.1f} MiB",
        "< 20 MiB",
        beat.phase,
    )
    row.notes.append(f"{before:.0f} -> {after:.0f} MiB")
    rows.append(row)
    other.close()

    # View -> Refresh (F5) on the standings page: everything read again.
    beat.enter("refresh (F5)")
    refreshed: list[float] = []
    refreshed_cpu: list[float] = []
    for _ in range(3):
        started, cpu = time.perf_counter(), time.thread_time()
        window.refresh()
        settle()
        refreshed.append(time.perf_counter() - started)
        refreshed_cpu.append(time.thread_time() - cpu)
    row = Row(
        "View -> Refresh (F5), standings shown",
        f"median {ms(statistics.median(refreshed))}, max {ms(max(refreshed))}",
        "no gap",
        beat.phase,
    )
    row.notes.append(f"GUI-thread CPU median {ms(statistics.median(refreshed_cpu))}")
    rows.append(row)

    # The rounds page's first showing (its tables of the last round fitted).
    rounds_page = window.workspace.rounds
    beat.enter("rounds page first shown")
    started, cpu = time.perf_counter(), time.thread_time()
    window.workspace.show_page(window.workspace.ROUNDS)
    settle()
    row = Row("rounds page first shown", ms(time.perf_counter() - started), "no gap", beat.phase)
    row.notes.append(f"GUI-thread CPU {ms(time.thread_time() - cpu)}")
    rows.append(row)

    # The next round, made from the rounds page as the director does (its dialog skipped).
    beat.enter("next round")
    started = time.perf_counter()
    with profiled("round", wanted, profile_dir):
        rounds_page._make_round(None)
        task = context.task
        if task is not None:
            loop = QEventLoop()
            task.finished.connect(loop.quit)
            if context.task is not None:
                loop.exec()
        settle()
    made = time.perf_counter() - started
    gaps = beat.of("next round")
    row = Row(
        f"next round made ({args.pairs} pairs): GUI-thread gaps > 100 ms",
        f"{len(gaps)} gap(s)" + (f", worst {ms(max(gaps))}" if gaps else ""),
        "none",
        beat.phase,
    )
    row.notes.append(f"round made and shown in {ms(made)}" + ("" if task else "; ran on the GUI thread"))
    rows.append(row)
    beat.enter("end")
    window.close()
    app.processEvents()
    beat.stop()

    print_table(rows, beat)


def print_table(rows: list[Row], beat: Heartbeat) -> None:
    lines = [("measure", "figure", "target", "GUI gaps > 100 ms in the phase", "full GC in the phase")]
    for row in rows:
        gaps = beat.of(row.phase) if row.phase else []
        shown = f"{len(gaps)}, worst {ms(max(gaps))}" if gaps else ("0" if row.phase else "")
        collected = beat.collections(row.phase) if row.phase else []
        gc_shown = (
            f"{len(collected)}, worst {ms(max(collected))}" if collected else ("0" if row.phase else "")
        )
        lines.append((row.what, row.figure, row.target, shown, gc_shown))
    widths = [max(len(line[i]) for line in lines) for i in range(5)]
    for n, line in enumerate(lines):
        print("  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip())
        if n == 0:
            print("  ".join("-" * width for width in widths))
    for row in rows:
        for note in row.notes:
            print(f"  {row.what}: {note}")
    other = sorted({name for name, _gap in beat.gaps} - {row.phase for row in rows})
    for name in other:
        gaps = beat.of(name)
        print(f"  gaps in '{name}': {len(gaps)}, worst {ms(max(gaps))}")
    phases = list(dict.fromkeys(name for name, _gap, _stacks in beat.stacks))
    if phases:
        print("GUI-thread gaps over 100 ms by the stack sampled in them (the innermost frame first):")
    for name in phases:
        by_stack: dict[str, list[float]] = {}
        for gap, stack in beat.causes(name):
            by_stack.setdefault(stack, []).append(gap)
        for stack, gaps in sorted(by_stack.items(), key=lambda item: -max(item[1])):
            print(f"  [{name}] {len(gaps)} gap(s), worst {ms(max(gaps))}: {stack}")
    print(json.dumps({row.what: row.figure for row in rows}), file=sys.stderr)


if __name__ == "__main__":
    main()
