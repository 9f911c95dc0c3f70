"""Builds and runs the desktop window (INTERFACES.md §4), in the language the director chose."""

from __future__ import annotations

import os
import signal
import sys
import traceback
from datetime import datetime
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QMainWindow

from burraco_tourney.paths import resources_dir, user_log_path
from burraco_tourney.persistence.db import mask_passwords
from burraco_tourney.ui import preferences
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.widgets.messages import show_error

ORGANIZATION = "Burraco Tourney"
APPLICATION = "Burraco Tourney"


def build_main_window(db: str) -> QMainWindow:
    """The main window on a database (path or URL), not shown; a QApplication must exist."""
    return MainWindow(db)


def display_available() -> bool:
    """Whether Qt can open a window here (a desktop session, or a platform such as offscreen set by hand)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load the program's translation for `language` and Qt's own (standard buttons, dialogs). English is
    loaded first, under any language: the source strings are English, but counts ("%n pair(s)") need its
    plural forms, and a language without a translation falls back to it."""
    installed: list[QTranslator] = []
    for name in dict.fromkeys(("en", language)):
        own = QTranslator(app)
        if own.load(f"burraco_tourney_{name}", str(resources_dir() / "i18n")):
            app.installTranslator(own)
            installed.append(own)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def _report_unexpected(window: QMainWindow) -> None:
    """A program fault inside the event loop: the full story goes to the log file, the director sees one
    message (and the window goes on: every change already made is in the database)."""

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        try:
            log = user_log_path()
            entry = "".join(traceback.format_exception(kind, error, trace))
            with os.fdopen(
                os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600), "a", encoding="utf-8"
            ) as file:
                os.chmod(log, 0o600)
                file.write(f"--- {datetime.now().isoformat(timespec='seconds')}\n{mask_passwords(entry)}")
            where = str(log)
        except OSError:
            where = "standard error"
            traceback.print_exception(kind, error, trace)
        show_error(
            window,
            QCoreApplication.translate(
                "App",
                "Something went wrong inside Burraco Tourney ({error}). Everything saved so far is safe in "
                "the database. The details are in {log}; please send them to whoever supports you.",
            ).format(error=kind.__name__, log=where),
        )

    sys.excepthook = hook


def run(db: str, language: str | None = None) -> int:
    """Open the window (in `language` when given, else the chosen one) and run the event loop until it is
    closed."""
    preferences.ask_language(language)
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    install_translators(app, preferences.chosen_language())
    window = build_main_window(db)
    _report_unexpected(window)
    _quit_on_terminate(app)
    window.show()
    return app.exec()


def _quit_on_terminate(app: QCoreApplication) -> None:
    """SIGTERM (a logout, a shutdown, `kill`) closes the windows and ends the program, as File → Quit does;
    every saved change is already in the database. Python runs a signal handler only when it gets control,
    which it never does while Qt waits for events: a timer lets it in twice a second."""

    def quit_now() -> None:
        QApplication.closeAllWindows()
        app.quit()

    def terminate(signum: int, frame: object) -> None:
        # Queued, so that a signal that comes before the event loop runs (quit() would be lost) still counts.
        QTimer.singleShot(0, quit_now)

    signal.signal(signal.SIGTERM, terminate)
    wake = QTimer(app)
    wake.timeout.connect(lambda: None)
    wake.start(500)
