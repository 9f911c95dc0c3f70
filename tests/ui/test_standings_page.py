"""The Standings page: live after every saved sheet, after any round, histories, adjustments."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments
from burraco_tourney.services.pairing import NextRound, make_next_round
from burraco_tourney.services.scores import save_table_deals
from burraco_tourney.ui.dialogs.standings import AdjustmentDialog, HistoryDialog
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.models.standings import StandingsTableModel
from burraco_tourney.ui.views.standings_page import StandingsPage
from tests.services.support import closed_by_ew, closed_by_ns, sheet


def page_of(window: MainWindow) -> StandingsPage:
    """The Standings page, brought forward (a page behind another only catches up when shown)."""
    assert window.workspace is not None
    window.show_page(Workspace.STANDINGS)
    return window.workspace.standings


def value(page: StandingsPage, pair: int, column: int) -> str:
    model = page.model
    row = next(r for r in range(model.rowCount()) if model.row_at(r).pair == pair)
    return model.index(row, column).data()


def play_round(database: Database, tournament_id: int) -> NextRound:
    """Make the next round; NS wins every table 530 to 185 (13–7)."""
    made = make_next_round(database, tournament_id)
    for table, _ns, _ew in made.tables:
        save_table_deals(database, tournament_id, made.round, table, sheet(closed_by_ns()))
    return made


def test_standings_show_the_tie_break_chain(window: MainWindow) -> None:
    page = page_of(window)
    assert page.chain.text() == (
        "Ties broken by: VP → MP difference → head-to-head → MP scored → drawing lots"
    )
    assert page.model.rowCount() == 6


def test_standings_update_after_a_sheet_saved_through_the_services(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    made = make_next_round(database, tournament_id)
    table, ns, ew = made.tables[0]
    assert window.context is not None
    assert window.context.check_for_changes()  # another program made the round: the window notices
    page.live.setChecked(True)  # mid-round the page shows the last complete round unless asked for live
    assert value(page, ns, StandingsTableModel.VP) == "0"
    with qtbot.waitSignal(window.context.changed):
        save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()))
        window.context.watch.setInterval(10)  # instead of waiting for the next look of the timer
    assert value(page, ns, StandingsTableModel.VP) == "13"
    assert value(page, ew, StandingsTableModel.VP) == "7"
    assert value(page, ns, StandingsTableModel.MP_DIFF) == "+345"
    assert value(page, ew, StandingsTableModel.MP) == "185"
    assert page.model.row_at(0).pair == ns
    assert "1 of 3 sheets in" in page.after_round.currentText()
    assert window.sheets_label.text() == "Sheets in: 1 of 3"


def test_standings_after_an_earlier_round(window: MainWindow, database: Database, tournament_id: int) -> None:
    first = play_round(database, tournament_id)
    second = make_next_round(database, tournament_id)
    for table, _ns, _ew in second.tables:
        save_table_deals(database, tournament_id, 2, table, sheet(closed_by_ew()))
    window.refresh_action.trigger()
    page = page_of(window)
    _table, ns, _ew = first.tables[0]
    assert page.chosen_after_round() == 2
    assert value(page, ns, StandingsTableModel.ROUNDS) == "2"
    page.after_round.setCurrentIndex(page.after_round.findData(1))
    assert page.standings is not None and page.standings.after_round == 1
    assert value(page, ns, StandingsTableModel.ROUNDS) == "1"
    assert value(page, ns, StandingsTableModel.VP) == "13"
    # A refresh keeps the round the director chose.
    window.refresh_action.trigger()
    assert page.chosen_after_round() == 1


def test_double_click_shows_the_pair_history(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    made = play_round(database, tournament_id)
    window.refresh_action.trigger()
    page = page_of(window)
    _table, ns, ew = made.tables[0]
    page.select_pair(ns)
    index = page.table.selectionModel().selectedRows()[0]
    page.table.activated.emit(index)  # what a double-click or Enter sends
    dialog = page.dialog
    assert isinstance(dialog, HistoryDialog)
    qtbot.waitExposed(dialog)
    assert dialog.model.rowCount() == 1
    assert dialog.model.index(0, dialog.model.OPPONENT).data().startswith(f"{ew} · ")
    assert dialog.model.index(0, dialog.model.VP).data() == "13"
    totals = dialog.findChild(object, "totals").text()  # type: ignore[union-attr]
    assert re.fullmatch(r"Rank \d: 13 VP, MP difference \+345, 530 MP, rounds played: 1", totals)
    dialog.reject()


def test_an_adjustment_is_added_from_the_standings_and_can_be_removed(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    made = play_round(database, tournament_id)
    window.refresh_action.trigger()
    page = page_of(window)
    _table, ns, _ew = made.tables[0]
    page.select_pair(ns)
    page.adjust_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, AdjustmentDialog)
    assert dialog.pair.currentData() == ns
    dialog.findChild(object, "two_warnings").click()  # type: ignore[union-attr]
    dialog.accept()
    assert not dialog.isVisible()
    assert value(page, ns, StandingsTableModel.VP) == "12"
    assert value(page, ns, StandingsTableModel.ADJUSTMENTS) == "−1 VP"
    assert page.adjustments_table.rowCount() == 1
    assert page.adjustments_table.item(0, 4).text() == "two warnings"

    page.adjustments_table.selectRow(0)
    page.remove_adjustment_action.trigger()
    asked = page.dialog
    assert isinstance(asked, QInputDialog)
    asked.setTextValue("entered by mistake")
    asked.accept()
    assert adjustments.list_adjustments(database, tournament_id) == []
    assert value(page, ns, StandingsTableModel.VP) == "13"
    assert not page.adjustments_box.isVisibleTo(page)


def test_an_adjustment_without_a_reason_is_refused(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    play_round(database, tournament_id)
    window.refresh_action.trigger()
    page = page_of(window)
    page.adjust_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, AdjustmentDialog)
    dialog.vp.setValue(2)
    dialog.accept()
    boxes = lambda: [b for b in window.findChildren(QMessageBox) if b.isVisible()]  # noqa: E731
    qtbot.waitUntil(lambda: bool(boxes()))
    assert "needs a reason" in boxes()[0].text()
    assert dialog.isVisible()


def test_while_round_one_is_played_the_standings_say_before_round_one(
    window: MainWindow, database: Database, tournament_id: int
) -> None:
    # Found under X: mid-round 1 the choice read "After round: 0", a number no director uses.
    make_next_round(database, tournament_id)
    window.refresh_action.trigger()
    page = page_of(window)
    assert page.chosen_after_round() == 0
    assert page.after_round.currentText() == "0 (before round 1)"
