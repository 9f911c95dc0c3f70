"""A score sheet nobody has typed on shows no error (issue 13): leaving an empty sheet (a click on the
sidebar, a menu opened) marks nothing; a deal typed in shows its errors once its field is left; a save shows
them all and saves nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.ui.test_sheet_entry import field, focused, open_table, page_of, problem_at, show_sheets

DEAL_FIELDS = ("end", "ns_clean", "ns_closed", "ns_cards", "ew_closed", "ew_cards")


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> MainWindow:
    make_next_round(database, tournament_id, None)
    return show_sheets(qtbot, db_path)


def click_sidebar(qtbot: QtBot, window: MainWindow) -> None:
    """A click on the sidebar's own page (Score sheets): the focus leaves the sheet, the page stays."""
    assert window.workspace is not None
    sidebar = window.workspace.sidebar
    item = sidebar.item(Workspace.SHEETS)
    qtbot.mouseClick(sidebar.viewport(), Qt.MouseButton.LeftButton, pos=sidebar.visualItemRect(item).center())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is sidebar)
    assert window.workspace.current_page() == Workspace.SHEETS


def shown_errors(page: ScoreSheetsPage) -> list[str]:
    """The lines of the list of errors under the sheet, as the director reads them (none if it is hidden)."""
    label = page.sheet.problem_list
    return label.text().splitlines() if label.isVisible() else []


def marked_deals(page: ScoreSheetsPage) -> set[int]:
    """The deals (from 1) with a marker of a failed check on one of their boxes."""
    return {
        deal for deal in (1, 2, 3) for name in DEAL_FIELDS if problem_at(page, f"deal{deal}_{name}") != ""
    }


def test_an_empty_sheet_left_for_the_sidebar_shows_no_error(qtbot: QtBot, sheets_window: MainWindow) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    click_sidebar(qtbot, sheets_window)
    assert shown_errors(page) == []
    assert marked_deals(page) == set()


# Offscreen, a menu cannot grab the keyboard (it says so); under a screen it does.
@pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")
def test_an_empty_sheet_left_for_a_menu_shows_no_error(qtbot: QtBot, sheets_window: MainWindow) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    menu = sheets_window.round_menu
    menu.popup(sheets_window.mapToGlobal(QPoint(40, 40)))
    qtbot.waitUntil(menu.isVisible)
    assert shown_errors(page) == []
    menu.close()
    qtbot.waitUntil(lambda: not menu.isVisible())
    # Tab through the whole first deal without typing: nothing typed, nothing marked.
    for _ in range(13):
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused().objectName() == "deal2_end"
    click_sidebar(qtbot, sheets_window)
    assert shown_errors(page) == []
    assert marked_deals(page) == set()


def test_a_deal_typed_in_shows_its_errors_and_a_save_shows_them_all(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    cards = field(page, "deal1_ns_cards")
    cards.setFocus()
    qtbot.keyClicks(cards, "120")
    click_sidebar(qtbot, sheets_window)
    # Deal 1 ended closed (the default) and no line is marked as closing: its error shows, the others' not.
    assert shown_errors(page) == ["✖ Deal 1: The deal ended closed: mark the line that closed"]
    assert marked_deals(page) == {1}
    assert problem_at(page, "deal1_end") == "blocking"

    qtbot.keyClick(sheets_window.workspace.sidebar, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert page.banner.text().startswith("Not saved")
    assert {line.split(":")[0] for line in shown_errors(page)} == {"✖ Deal 1", "✖ Deal 2", "✖ Deal 3"}
    assert marked_deals(page) == {1, 2, 3}
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == ()
    assert not sheets_window.findChildren(QMessageBox)
