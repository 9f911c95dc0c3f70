"""Ctrl+R (Round → Next round) from any page (issue 13): once the round is made, the window shows it on the
Rounds page, as pressing Next round there does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import rounds
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog
from burraco_tourney.ui.main_window import Workspace
from tests.ui.conftest import make_window


@pytest.mark.parametrize("start", [Workspace.PAIRS, Workspace.SHEETS, Workspace.STANDINGS])
def test_ctrl_r_from_another_page_shows_the_new_round_on_the_rounds_page(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, start: int
) -> None:
    window = make_window(qtbot, db_path)
    workspace = window.workspace
    assert workspace is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts reach the active window only
    window.page_actions[start].trigger()
    assert workspace.current_page() == start
    focus = QApplication.focusWidget()
    target: QWidget = focus if focus is not None else workspace.pages.currentWidget()

    qtbot.keyClick(target, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    dialog = workspace.rounds.dialog
    assert isinstance(dialog, NextRoundDialog)
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.movement, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())

    assert len(rounds.get_round(database, tournament_id, 1).tables) == 3
    assert workspace.current_page() == Workspace.ROUNDS
    assert workspace.sidebar.currentRow() == Workspace.ROUNDS
    page = workspace.rounds
    assert page.isVisible()
    assert page.round_choice.currentText().startswith("Round 1")
    assert page.tables_view.isVisible() and page.tables_view.model().rowCount() == 3
    assert page.banner.text().startswith("Round 1 is made: 3 tables")
