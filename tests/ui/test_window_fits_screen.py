"""The main window opens within the screen it lands on, status bar included (issue 13: on a 1366×768 laptop
the window kept from a bigger screen put the status bar below the bottom edge)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window


def opened(qtbot: QtBot, db_path: Path) -> MainWindow:
    """The window as the program opens it: no size of its own, shown."""
    window = MainWindow(str(db_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def assert_fits_in_height(window: MainWindow, available: QRect) -> None:
    frame = window.frameGeometry()
    assert available.top() <= frame.top() and frame.bottom() <= available.bottom()
    bar = window.statusBar()
    assert bar.isVisible()
    bottom = bar.mapToGlobal(bar.rect().bottomLeft())
    assert available.top() <= bottom.y() <= available.bottom()


def test_a_window_kept_taller_than_the_screen_opens_within_it(
    qtbot: QtBot, db_path: Path, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)
    available = window.screen().availableGeometry()
    window.setGeometry(available.x() + 10, available.y() + 40, 1100, available.height() + 300)
    window.close()  # kept for the next run, as on a bigger screen

    again = opened(qtbot, db_path)

    assert again.screen().availableGeometry() == available
    assert_fits_in_height(again, available)
