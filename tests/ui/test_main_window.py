"""The main window opens on a database without a screen."""

from pathlib import Path

from pytestqt.qtbot import QtBot

from burraco_tourney.ui.app import build_main_window


def test_main_window_shows_the_database_it_works_on(qtbot: QtBot, tmp_path: Path) -> None:
    db = str(tmp_path / "club.sqlite")
    window = build_main_window(db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert db in window.windowTitle()
    assert "Burraco Tourney" in window.windowTitle()
    assert window.menuBar().actions()[0].text() == "&File"
