"""`burraco-tourney self-test`: proves, without a screen, that an installed or frozen program works."""

from __future__ import annotations

import os
import platform
import re
import sys
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from burraco_tourney.domain.tournament import Tournament
    from burraco_tourney.persistence.db import Database

# A demo small enough to take a second or two, big enough for a Mitchell and a Danish round.
DEMO_PAIRS = 8
DEMO_ROUNDS = 3
DEMO_SEED = 7
SHEETS = (
    "Standings",
    "Rounds",
    "Deals",
    "Pairs",
    "Byes",
    "Adjustments",
    "Corrections",
    "VP scale",
    "Tie-breaks",
)  # io/xlsx.py, in order
PDF_FONT = "DejaVuSans"  # the family every PDF embeds (io/pdf/fonts.py), in one face or more
APP_ICON = ("icons", "burraco-tourney-256.png")
TRANSLATED = ("it", "de")  # languages other than the source strings' English


class StepFailed(Exception):
    """A step ran but found something wrong; the message says what."""


@dataclass
class _State:
    """What the steps hand on to each other."""

    folder: Path
    db: Database | None = None
    tournament_id: int | None = None
    tournament: Tournament | None = None
    failed: list[str] = field(default_factory=list)

    def need_db(self) -> Database:
        if self.db is None:
            raise _Skipped("database")
        return self.db

    def need_tournament(self) -> Tournament:
        if self.tournament is None:
            raise _Skipped("demo")
        return self.tournament


class _Skipped(Exception):
    """A step that cannot run because the step it builds on failed."""

    def __init__(self, step: str) -> None:
        super().__init__(step)
        self.step = step


def run_self_test(out: TextIO = sys.stdout) -> int:
    """Run every step, print one line for each ("ok   name: what", "FAIL name: why", "skip name: why"),
    and return 0 only if every step worked. Everything is made in a temporary folder, removed at the end;
    the user's databases and window preferences are not touched."""
    # Before Qt loads: no screen is needed (a platform chosen by the caller is respected).
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="burraco-self-test-", ignore_cleanup_errors=True) as folder:
        state = _State(Path(folder))
        try:
            for name, step in _STEPS:
                _run_step(name, step, state, out)
        finally:
            if state.db is not None:
                state.db.close()
    if state.failed:
        print(f"self-test FAILED: {', '.join(state.failed)}", file=out)
        return 1
    print(f"self-test passed: {len(_STEPS)} steps", file=out)
    return 0


def _run_step(name: str, step: Callable[[_State], str], state: _State, out: TextIO) -> None:
    try:
        detail = step(state)
    except _Skipped as skipped:
        state.failed.append(name)
        print(f"skip {name}: not run, the {skipped.step} step failed", file=out)
    except StepFailed as error:
        state.failed.append(name)
        print(f"FAIL {name}: {error}", file=out)
    except Exception as error:  # any error is a failed step, said on one line with where it happened
        state.failed.append(name)
        print(f"FAIL {name}: {type(error).__name__}: {error}{_where(error)}", file=out)
    else:
        print(f"ok   {name}: {detail}", file=out)
    out.flush()


def _where(error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f" (at {Path(last.filename).name}:{last.lineno})"


# ---------------------------------------------------------------------------------------------- steps


def _program(state: _State) -> str:
    from platformdirs import user_data_dir

    from burraco_tourney import __version__

    frozen = getattr(sys, "frozen", False)
    how = f"frozen build in {Path(sys.executable).parent}" if frozen else f"Python at {sys.executable}"
    # Where the user's databases go by default (only named here: the self-test writes nothing there).
    data = user_data_dir("burraco-tourney", appauthor=False)
    return (
        f"Burraco Tourney {__version__}, {how}, Python {platform.python_version()} on {platform.system()}; "
        f"data folder {data}"
    )


def _resources(state: _State) -> str:
    from burraco_tourney.io.pdf.fonts import FONT_FILES, register_fonts
    from burraco_tourney.paths import resource, resources_dir
    from burraco_tourney.services.scales import bundled_scale, bundled_scale_names

    folder = resources_dir()
    names = bundled_scale_names()
    scale = bundled_scale("fibur-3-deals")
    if not scale.total:
        raise StepFailed(f"the VP scale fibur-3-deals in {folder} has no total")
    register_fonts()  # checks every font file and reads it with reportlab
    translations = sorted((folder / "i18n").glob("*.qm"))
    if not translations:
        raise StepFailed(f"no compiled translations (*.qm) in {folder / 'i18n'}")
    icon = resource(*APP_ICON)
    if not icon.is_file():
        raise StepFailed(f"the application icon {icon} is missing")
    return (
        f"{folder} ({len(names)} VP scales, {len(FONT_FILES)} fonts, {len(translations)} translations, icon)"
    )


def _database(state: _State) -> str:
    from burraco_tourney.persistence.db import head_revision, open_database

    path = state.folder / "self-test.sqlite"
    state.db = open_database(path)
    return f"temporary SQLite database created and migrated to revision {head_revision()}"


def _database_lock(state: _State) -> str:
    """What the web server does beside the window (a second Database on the file in this process), then
    another program opening and closing the file: SQLite's lock must still be held and the -wal kept, or
    saves would be lost (burraco_tourney/sqlite_files.py)."""
    import subprocess

    from burraco_tourney.persistence.db import open_database

    db = state.need_db()
    assert db.path is not None
    second = open_database(db.path)
    try:
        with second.read_session_factory() as session:
            session.connection().exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar()
    finally:
        second.close()
    other = (
        "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('SELECT 1').fetchall(); c.close()"
    )
    if not getattr(sys, "frozen", False):  # a frozen program's executable is itself, not Python
        subprocess.run([sys.executable, "-c", other, str(db.path)], check=True, timeout=60)
    held = db.lock_held()
    if held is False:
        raise StepFailed(f"SQLite's lock on {db.path} was lost: saves could vanish (report this fault)")
    if not Path(f"{db.path}-wal").exists():
        raise StepFailed(f"the -wal file of {db.path} was removed while the database was open")
    return "SQLite's lock is held and the -wal kept" + (
        "" if held else " (the lock itself cannot be read here)"
    )


def _demo(state: _State) -> str:
    from burraco_tourney.services.demo import create_demo
    from burraco_tourney.services.tournaments import load_tournament

    db = state.need_db()
    made = create_demo(db, DEMO_PAIRS, DEMO_ROUNDS, DEMO_SEED)
    state.tournament_id = made.id
    tournament = load_tournament(db, made.id)
    if len(tournament.pairs) != DEMO_PAIRS or len(tournament.rounds) != DEMO_ROUNDS:
        raise StepFailed(
            f"the demo stored {len(tournament.pairs)} pairs and {len(tournament.rounds)} rounds, "
            f"not {DEMO_PAIRS} and {DEMO_ROUNDS}"
        )
    state.tournament = tournament
    deals = sum(len(table.deals) for round_ in tournament.rounds for table in round_.tables)
    return f"demo tournament stored and read back ({DEMO_PAIRS} pairs, {DEMO_ROUNDS} rounds, {deals} deals)"


def _standings(state: _State) -> str:
    from burraco_tourney.services.standings import take_standings

    db = state.need_db()
    state.need_tournament()
    assert state.tournament_id is not None
    standings = take_standings(db, state.tournament_id)
    checks = standings.checks
    if not checks.ok:
        raise StepFailed(
            f"the checks do not hold: VP total {checks.vp_total} (expected {checks.vp_expected}), "
            f"MP difference total {checks.mp_diff_total} (expected 0)"
        )
    if len(standings.rows) != DEMO_PAIRS:
        raise StepFailed(f"{len(standings.rows)} rows in the standings, not {DEMO_PAIRS}")
    return (
        f"standings after round {standings.after_round}: checks hold "
        f"(VP total {checks.vp_total} over {checks.tables} tables, MP difference total 0)"
    )


def _window(state: _State) -> str:
    tournament = state.need_tournament()
    db = state.need_db()
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

    from burraco_tourney.ui import preferences
    from burraco_tourney.ui.app import build_main_window

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "burraco-tourney"])
    with preferences.kept_in(state.folder / "preferences", "Burraco Tourney Self-Test"):
        window = build_main_window(str(db.path or db.target))
        try:
            if not isinstance(window, QMainWindow):
                raise StepFailed(f"build_main_window gave a {type(window).__name__}, not a QMainWindow")
            # The window reports errors in message boxes that do not block: one here means it met one.
            messages = [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]
            if messages:
                raise StepFailed(f"the window reported: {' / '.join(messages)}")
            if tournament.settings.name not in window.windowTitle():
                raise StepFailed(
                    f"the window did not open the demo tournament (its title is {window.windowTitle()!r})"
                )
            picture = window.grab()  # lays out and paints every visible widget, offscreen
            size = f"{picture.width()}×{picture.height()}"
            if picture.isNull() or picture.width() < 100 or picture.height() < 100:
                raise StepFailed(f"the window painted an empty picture ({size})")
        finally:
            window.close()  # closes the window's own connection to the database
            window.deleteLater()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    platform_name = app.platformName() if isinstance(app, QApplication) else "?"
    return f"main window built on the demo tournament and painted {size} ({platform_name} platform)"


def _translations(state: _State) -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from burraco_tourney.paths import resource

    own_folder = str(resource("i18n"))
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for language in TRANSLATED:
        if not QTranslator().load(f"burraco_tourney_{language}", own_folder):
            raise StepFailed(f"the program's {language} translation does not load from {own_folder}")
        # Qt's own: the standard buttons and dialogs (OK, Cancel, the file dialog) in the same language.
        if not QTranslator().load(f"qtbase_{language}", qt_folder):
            raise StepFailed(f"Qt's {language} translation qtbase_{language} does not load from {qt_folder}")
    return f"the program's and Qt's translations load ({', '.join(TRANSLATED)})"


def _score_sheets_pdf(state: _State) -> str:
    from burraco_tourney.io.pdf import write_score_sheets

    tournament = state.need_tournament()
    last = tournament.rounds[-1]
    path = state.folder / "score-sheets.pdf"
    write_score_sheets(tournament, last.number, path)
    pages = _check_pdf(path)
    if pages != len(last.tables):
        raise StepFailed(f"{path.name} has {pages} pages, not one for each of the {len(last.tables)} tables")
    return f"score sheets of round {last.number} printed and read back ({pages} pages, fonts embedded)"


def _standings_pdf(state: _State) -> str:
    from burraco_tourney.io.pdf import write_standings

    tournament = state.need_tournament()
    path = state.folder / "standings.pdf"
    write_standings(tournament, None, path)
    pages = _check_pdf(path)
    return f"standings printed and read back ({pages} page{'s' * (pages != 1)}, fonts embedded)"


def _check_pdf(path: Path) -> int:
    """The number of pages of a PDF written by reportlab, after checking that it is whole and embeds the
    program's fonts. A plain reading of the file rather than a PDF library: pypdf is a test dependency
    only, and is absent from the frozen build. reportlab writes no object streams, so every page
    dictionary and font name is there to be read as it is."""
    data = path.read_bytes()
    if not data.startswith(b"%PDF-"):
        raise StepFailed(f"{path.name} is not a PDF (it starts with {data[:8]!r})")
    if not data.rstrip().endswith(b"%%EOF"):
        raise StepFailed(f"{path.name} is cut short (no %%EOF at its end)")
    pages = len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", data))
    counts = {int(count) for count in re.findall(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)", data)}
    counts |= {int(count) for count in re.findall(rb"/Count\s+(\d+)[^>]*?/Type\s*/Pages\b", data)}
    if pages < 1 or counts != {pages}:
        raise StepFailed(f"{path.name}: {pages} page objects, but the page tree counts {sorted(counts)}")
    # An embedded subset is named with a six-letter tag: /BaseFont /AAAAAA+DejaVuSans-Bold.
    embedded = {name.decode() for name in re.findall(rb"/BaseFont\s*/[A-Z]{6}\+([A-Za-z-]+)", data)}
    if not any(name.startswith(PDF_FONT) for name in embedded):
        raise StepFailed(f"{path.name} does not embed the {PDF_FONT} fonts (it embeds {sorted(embedded)})")
    return pages


def _workbook(state: _State) -> str:
    from openpyxl import load_workbook

    from burraco_tourney.io.xlsx import write_workbook

    tournament = state.need_tournament()
    path = state.folder / "tournament.xlsx"
    write_workbook(tournament, path)
    workbook = load_workbook(path, read_only=True)
    try:
        names = list(workbook.sheetnames)
        if names != list(SHEETS):
            raise StepFailed(f"{path.name} has the sheets {names}, not {list(SHEETS)}")
        player = tournament.pairs[0].players[0].name
        cells = {str(cell) for row in workbook["Pairs"].iter_rows(values_only=True) for cell in row}
        if not any(player in cell for cell in cells):
            raise StepFailed(f"the Pairs sheet of {path.name} does not name {player!r}")
    finally:
        workbook.close()  # read-only workbooks keep the file open until closed
    return f"workbook written and read back (sheets {', '.join(names)}; names {player!r})"


_STEPS: tuple[tuple[str, Callable[[_State], str]], ...] = (
    ("program", _program),
    ("resources", _resources),
    ("database", _database),
    ("database lock", _database_lock),
    ("demo", _demo),
    ("standings", _standings),
    ("window", _window),
    ("translations", _translations),
    ("score sheets PDF", _score_sheets_pdf),
    ("standings PDF", _standings_pdf),
    ("workbook", _workbook),
)
