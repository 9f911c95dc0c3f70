"""Builds and runs the desktop window (INTERFACES.md §4)."""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QApplication, QMainWindow

from burraco_tourney.ui.main_window import MainWindow


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


def run(db: str) -> int:
    """Open the window and run the event loop until it is closed."""
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Burraco Tourney")
    app.setOrganizationName("Burraco Tourney")
    window = build_main_window(db)
    window.show()
    return app.exec()
