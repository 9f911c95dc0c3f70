"""A score sheet half typed is never closed by a refresh (issue 13): a new round made meanwhile (Ctrl+R here,
or by another station) leaves the round chosen and the sheet with what was typed, says that the new round
exists, and the sheet saves into its own round; choosing the new round asks before leaving the sheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import rounds, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog
from burraco_tourney.ui.dialogs.sheet_conflict import SheetConflictDialog
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.services.support import closed_by_ns, not_played
from tests.ui.conftest import make_window
from tests.ui.test_sheet_entry import EW_CLOSES, NS_CLOSES, field, focused, open_table, page_of, type_fields

EW_CLOSED = Deal(DealEnd.CLOSED, DealLine(dirty=1, cards=90), DealLine(clean=2, closed=True, cards=410))


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> MainWindow:
    """Round 1 made (a Mitchell, which may be followed by round 2 before its sheets are in), the Score sheets
    page shown."""
    make_next_round(database, tournament_id, None)
    window = make_window(qtbot, db_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts reach the active window only
    window.page_actions[Workspace.SHEETS].trigger()
    return window


def half_typed(qtbot: QtBot, page: ScoreSheetsPage) -> None:
    """Table 2 of round 1 opened, its first two deals typed, nothing saved."""
    open_table(qtbot, page, 2)
    type_fields(qtbot, NS_CLOSES)
    type_fields(qtbot, EW_CLOSES)
    assert focused().objectName() == "deal3_end"
    assert page.sheet.is_modified()


def text_of(page: ScoreSheetsPage, name: str) -> str:
    widget = field(page, name)
    assert isinstance(widget, QLineEdit)
    return widget.text()


def still_typed(page: ScoreSheetsPage) -> None:
    """Round 1's table 2 is on screen with the two deals typed."""
    assert page.chosen_round_number() == 1
    assert page.state is not None and (page.state.round, page.state.table.table) == (1, 2)
    assert page.sheet.isVisible()
    assert (text_of(page, "deal1_ns_cards"), text_of(page, "deal1_ew_cards")) == ("230", "85")
    assert (text_of(page, "deal2_ns_cards"), text_of(page, "deal2_ew_cards")) == ("90", "410")
    assert page.sheet.is_modified()


def stored(database: Database, tournament_id: int, round_number: int, table: int) -> tuple[Deal, ...]:
    return scores.get_table(database, tournament_id, round_number, table).table.deals


def finish_and_save(qtbot: QtBot, page: ScoreSheetsPage) -> None:
    """The third deal not played; Enter on it saves."""
    qtbot.keyClicks(field(page, "deal3_end"), "n")
    qtbot.keyClick(field(page, "deal3_end"), Qt.Key.Key_Return)


def test_a_round_made_by_another_station_leaves_the_half_typed_sheet(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    half_typed(qtbot, page)

    make_next_round(database, tournament_id, None)  # another station
    assert sheets_window.context is not None and sheets_window.context.check_for_changes()

    still_typed(page)
    assert page.round_choice.findData(2) >= 0  # round 2 can be chosen
    assert page.banner.text() == "Round 2 is made: finish this sheet, then choose round 2."
    assert focused().objectName() == "deal3_end"  # the typing goes on where it was
    finish_and_save(qtbot, page)

    assert stored(database, tournament_id, 1, 2) == (closed_by_ns(), EW_CLOSED, not_played())
    assert not scores.get_table(database, tournament_id, 2, 2).table.deals
    assert "Table 2 is saved" in page.banner.text()
    assert page.chosen_round_number() == 1  # the director chooses round 2 when done with round 1


def test_ctrl_r_while_a_sheet_is_half_typed_keeps_it(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    half_typed(qtbot, page)

    qtbot.keyClick(focused(), Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    workspace = sheets_window.workspace
    assert workspace is not None
    dialog = workspace.rounds.dialog
    assert isinstance(dialog, NextRoundDialog)
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.movement, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert len(rounds.get_round(database, tournament_id, 2).tables) == 3
    assert workspace.current_page() == Workspace.ROUNDS

    sheets_window.page_actions[Workspace.SHEETS].trigger()
    still_typed(page)
    assert page.banner.text() == "Round 2 is made: finish this sheet, then choose round 2."
    finish_and_save(qtbot, page)
    assert stored(database, tournament_id, 1, 2) == (closed_by_ns(), EW_CLOSED, not_played())


def test_choosing_the_new_round_asks_before_leaving_the_sheet(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    half_typed(qtbot, page)
    make_next_round(database, tournament_id, None)
    assert sheets_window.context is not None and sheets_window.context.check_for_changes()

    page.round_choice.setCurrentIndex(page.round_choice.findData(2))
    question = page.dialog
    assert isinstance(question, QMessageBox)
    assert question.text() == "Table 2's sheet is not saved. Leave it and go to round 2?"
    question.reject()  # Cancel: back to the sheet
    still_typed(page)

    page.round_choice.setCurrentIndex(page.round_choice.findData(2))
    question = page.dialog
    assert isinstance(question, QMessageBox)
    yes = next(button for button in question.buttons() if button.objectName() == "yes")
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    assert page.chosen_round_number() == 2
    assert page.state is None and not page.sheet.isVisible()
    assert not scores.get_table(database, tournament_id, 1, 2).table.deals  # left, as asked


def test_a_sheet_saved_elsewhere_meanwhile_goes_to_the_conflict_on_save(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    half_typed(qtbot, page)
    # Another station saves the same table, then makes round 2.
    scores.save_table_deals(database, tournament_id, 1, 2, (not_played(),) * 3, who="Station Müller")
    make_next_round(database, tournament_id, None)
    assert sheets_window.context is not None and sheets_window.context.check_for_changes()

    still_typed(page)
    finish_and_save(qtbot, page)
    assert isinstance(page.dialog, SheetConflictDialog)  # nothing overwritten, the director chooses
    assert scores.get_table(database, tournament_id, 1, 2).table.deals == (not_played(),) * 3


def test_a_page_without_typing_still_follows_the_new_round(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    make_next_round(database, tournament_id, None)
    assert sheets_window.context is not None and sheets_window.context.check_for_changes()
    assert page.chosen_round_number() == 2
    assert page.state is None
    assert "Round 2 is made" not in page.banner.text()


def test_another_station_s_sheet_marks_its_row_without_reading_the_sheet_shown_again(
    qtbot: QtBot,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 15: a sheet saved elsewhere updates its row of the list and the count of sheets in; the sheet
    on screen (another table) is not read from the database again, nor is the list rebuilt."""
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    first_row = page.tables.item(0)
    scores.save_table_deals(database, tournament_id, 1, 3, (closed_by_ns(), not_played(), not_played()))
    reads: list[int] = []
    original = scores.get_table
    monkeypatch.setattr(
        scores, "get_table", lambda *args, **kw: reads.append(args[3]) or original(*args, **kw)
    )
    assert sheets_window.context is not None and sheets_window.context.check_for_changes()
    assert page.tables.item(2).text().startswith("✓ 3:")
    assert page.tables.item(0) is first_row  # the same rows, patched
    assert page.progress.text().startswith("Sheets in: 1 of 3")
    assert reads == []
    assert page.state is not None and page.state.table.table == 2
    # The sheet shown, saved elsewhere, is read again (nothing was typed in it).
    scores.save_table_deals(database, tournament_id, 1, 2, (not_played(),) * 3, who="Station Müller")
    assert sheets_window.context.check_for_changes()
    assert reads == [2] and page.sheet.deals() == [not_played()] * 3
