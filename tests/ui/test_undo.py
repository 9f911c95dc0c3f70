"""Undo and redo (Ctrl+Z, Ctrl+Shift+Z): a saved sheet, a correction, an artificial result, an adjustment and
a registration come back exactly as they were; every undo is saved at once and audited; an undo that is no
longer possible says why."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import PairStatus, Tournament
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, audit, pairs, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.standings import take_standings
from burraco_tourney.services.tournaments import load_tournament
from burraco_tourney.ui.dialogs.pairs import PairDialog, WithdrawDialog
from burraco_tourney.ui.dialogs.sheet_artificial import ArtificialResultDialog
from burraco_tourney.ui.dialogs.standings import AdjustmentDialog
from burraco_tourney.ui.main_window import MainWindow, Workspace
from tests.services.support import closed_by_ns, sheet
from tests.ui.conftest import make_window
from tests.ui.test_sheet_entry import (
    NS_CLOSES,
    field,
    focused,
    give_reason,
    open_table,
    page_of,
    show_sheets,
    type_fields,
    type_not_played,
)


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> MainWindow:
    make_next_round(database, tournament_id, None)
    return show_sheets(qtbot, db_path)


def snapshot(database: Database, tournament_id: int) -> tuple[Tournament, tuple[object, ...]]:
    """Everything a result depends on: the stored tournament, and the standings taken from it."""
    return load_tournament(database, tournament_id), take_standings(database, tournament_id).rows


def undo(qtbot: QtBot) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def redo(qtbot: QtBot) -> None:
    qtbot.keyClick(
        focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )


def test_undo_and_redo_of_a_saved_sheet_and_its_correction_restore_exactly(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    window = sheets_window
    page = page_of(window)
    empty = snapshot(database, tournament_id)
    open_table(qtbot, page, 1)
    type_fields(qtbot, NS_CLOSES)
    type_not_played(qtbot, 2)
    saved = snapshot(database, tournament_id)
    assert saved != empty
    assert window.undo_action.text() == "&Undo Save the sheet of round 1 table 1"

    undo(qtbot)  # the cursor is on table 2's first field: Ctrl+Z reaches the window
    assert snapshot(database, tournament_id) == empty
    assert window.sheets_label.text() == "Sheets in: 0 of 3"
    entry = audit.audit_log(database, tournament_id)[0]
    assert (entry.action, entry.reason) == ("delete deals", "undo")
    redo(qtbot)
    assert snapshot(database, tournament_id) == saved
    assert audit.audit_log(database, tournament_id)[0].action == "save deals"

    # A correction, undone and redone; the sheet on screen follows.
    open_table(qtbot, page, 1)
    cards = field(page, "deal1_ns_cards")
    assert isinstance(cards, QLineEdit)
    cards.selectAll()
    qtbot.keyClicks(cards, "330")
    qtbot.keyClick(cards, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    give_reason(qtbot, page, "misread")
    corrected = snapshot(database, tournament_id)
    page.open_table(1)
    assert isinstance(field(page, "deal1_ns_cards"), QLineEdit)
    window.undo_action.trigger()
    assert snapshot(database, tournament_id) == saved
    assert field(page, "deal1_ns_cards").text() == "230"  # type: ignore[attr-defined]
    entry = audit.audit_log(database, tournament_id)[0]
    assert (entry.action, entry.reason) == ("correct deals", "undo: misread")
    window.redo_action.trigger()
    assert snapshot(database, tournament_id) == corrected
    assert field(page, "deal1_ns_cards").text() == "330"  # type: ignore[attr-defined]
    assert window.undo_stack.count() == 2


def test_undo_of_an_artificial_result(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    window = sheets_window
    page = page_of(window)
    before = snapshot(database, tournament_id)
    open_table(qtbot, page, 3)
    page.artificial_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, ArtificialResultDialog)
    dialog.reason.setText("could not play")
    dialog.set_button.click()
    after = snapshot(database, tournament_id)
    assert scores.get_table(database, tournament_id, 1, 3).table.vp_override == (Decimal(10), Decimal(10))
    window.undo_action.trigger()
    assert snapshot(database, tournament_id) == before
    assert page.sheet.artificial.isHidden()
    window.redo_action.trigger()
    assert snapshot(database, tournament_id) == after
    assert not page.sheet.artificial.isHidden()


def test_an_undo_no_longer_possible_is_refused_with_the_reason(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    window = sheets_window
    page = page_of(window)
    open_table(qtbot, page, 1)
    type_fields(qtbot, NS_CLOSES)
    type_not_played(qtbot, 2)
    # Another station corrects the table meanwhile: undoing the first save would lose that correction.
    scores.save_table_deals(
        database, tournament_id, 1, 1, sheet(closed_by_ns(ns_cards=240)), reason="station 2", who="Tavolo"
    )
    stored = snapshot(database, tournament_id)
    window.undo_action.trigger()
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert boxes and "saved elsewhere meanwhile" in boxes[0].text().lower()
    assert snapshot(database, tournament_id) == stored
    assert window.undo_stack.count() == 0
    assert not window.undo_action.isEnabled()


def test_undo_of_an_adjustment_and_of_a_registration(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)
    assert window.workspace is not None
    # A registration: undone, the pair is gone; redone, it is back with the same number and lots draw.
    before = load_tournament(database, tournament_id)
    window.workspace.pairs.add_action.trigger()
    dialog = window.workspace.pairs.dialog
    assert isinstance(dialog, PairDialog)
    dialog.first.name.setText("Sara Monti")
    dialog.second.name.setText("Ugo Riva")
    dialog.accept()
    registered = load_tournament(database, tournament_id)
    assert len(registered.pairs) == 7
    window.undo_action.trigger()
    assert load_tournament(database, tournament_id) == before
    window.redo_action.trigger()
    assert load_tournament(database, tournament_id) == registered

    # An edit of a pair's names, undone and redone.
    page = window.workspace.pairs
    page.select_pair(1)
    page.edit_action.trigger()
    edit = page.dialog
    assert isinstance(edit, PairDialog)
    edit.first.name.setText("Anna Dalessandro")
    edit.accept()
    edited = pairs.list_pairs(database, tournament_id)[0]
    assert edited.players[0].name == "Anna Dalessandro"
    window.undo_action.trigger()
    assert pairs.list_pairs(database, tournament_id) == registered.pairs
    window.redo_action.trigger()
    assert pairs.list_pairs(database, tournament_id)[0] == edited

    # A withdrawal and a reinstatement, each undone.
    page.select_pair(2)
    page.withdraw_action.trigger()
    withdraw = page.dialog
    assert isinstance(withdraw, WithdrawDialog)
    withdraw.reason.setText("a player fell ill")
    withdraw.accept()
    assert pairs.list_pairs(database, tournament_id)[1].status is PairStatus.WITHDRAWN
    window.undo_action.trigger()
    assert pairs.list_pairs(database, tournament_id)[1] == registered.pairs[1]
    window.redo_action.trigger()
    withdrawn = pairs.list_pairs(database, tournament_id)[1]
    assert withdrawn.status is PairStatus.WITHDRAWN and withdrawn.withdrawn_after_round == 0
    page.select_pair(2)
    page.reinstate_action.trigger()
    box = page.dialog
    assert isinstance(box, QMessageBox)
    box.findChild(object, "yes").click()  # type: ignore[union-attr]
    assert pairs.list_pairs(database, tournament_id)[1].status is PairStatus.ACTIVE
    window.undo_action.trigger()
    assert pairs.list_pairs(database, tournament_id)[1] == withdrawn

    # An adjustment, undone and redone (with round 1 made, it counts after round 1).
    make_next_round(database, tournament_id, None)
    window.refresh_action.trigger()
    window.page_actions[Workspace.STANDINGS].trigger()
    standings = window.workspace.standings
    standings.select_pair(1)
    standings.adjust_action.trigger()
    adjustment = standings.dialog
    assert isinstance(adjustment, AdjustmentDialog)
    adjustment.findChild(object, "two_warnings").click()  # type: ignore[union-attr]
    adjustment.accept()
    added = adjustments.list_adjustments(database, tournament_id)
    assert len(added) == 1
    window.undo_action.trigger()
    assert adjustments.list_adjustments(database, tournament_id) == []
    window.redo_action.trigger()
    assert [a.adjustment for a in adjustments.list_adjustments(database, tournament_id)] == [
        added[0].adjustment
    ]
    # The registration, the edit, the withdrawal and the adjustment (the undone reinstatement was dropped
    # when the adjustment came).
    assert window.undo_stack.count() == 4


def test_undo_and_redo_of_clearing_a_saved_sheet(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    window = sheets_window
    page = page_of(window)
    scores.save_table_deals(database, tournament_id, 1, 2, sheet(closed_by_ns()))
    saved = snapshot(database, tournament_id)
    open_table(qtbot, page, 2)
    page.clear_action.trigger()
    reason = page.dialog
    assert isinstance(reason, QInputDialog)
    reason.setTextValue("wrong table")
    reason.accept()
    cleared = snapshot(database, tournament_id)
    assert scores.get_table(database, tournament_id, 1, 2).table.deals == ()
    assert window.undo_action.text() == "&Undo Clear the sheet of round 1 table 2"
    window.undo_action.trigger()
    assert snapshot(database, tournament_id) == saved
    assert audit.audit_log(database, tournament_id)[0].reason == "undo: wrong table"
    window.redo_action.trigger()
    assert snapshot(database, tournament_id) == cleared
    assert audit.audit_log(database, tournament_id)[0].action == "clear deals"


def test_a_cleared_sheet_comes_back_with_undo_and_goes_again_with_redo(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    window = sheets_window
    page = page_of(window)
    open_table(qtbot, page, 1)
    type_fields(qtbot, NS_CLOSES)
    type_not_played(qtbot, 2)
    saved = snapshot(database, tournament_id)
    assert page.open_table(1)
    page.results.clear_sheet()
    reason = page.dialog
    assert isinstance(reason, QInputDialog)
    reason.setTextValue("sheet of table 2")
    reason.accept()
    assert window.sheets_label.text() == "Sheets in: 0 of 3"
    assert window.undo_action.text() == "&Undo Clear the sheet of round 1 table 1"
    entry = audit.audit_log(database, tournament_id)[0]
    assert (entry.action, entry.reason) == ("clear deals", "sheet of table 2")
    cleared = snapshot(database, tournament_id)

    window.undo_action.trigger()
    assert snapshot(database, tournament_id) == saved
    assert audit.audit_log(database, tournament_id)[0].reason == "undo: sheet of table 2"
    window.redo_action.trigger()
    assert snapshot(database, tournament_id) == cleared
    assert audit.audit_log(database, tournament_id)[0].reason == "redo: sheet of table 2"


def test_after_an_undo_the_banner_no_longer_speaks_of_the_undone_correction(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    """The user test: after Ctrl+Z the banner still said 'Table 1: the correction is saved (VP 13 – 7)'
    while the sheet showed the old result again."""
    window = sheets_window
    page = page_of(window)
    for table in (1, 2, 3):
        scores.save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()))
    open_table(qtbot, page, 1)
    cards = field(page, "deal1_ns_cards")
    assert isinstance(cards, QLineEdit)
    cards.selectAll()
    qtbot.keyClicks(cards, "330")
    qtbot.keyClick(cards, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    give_reason(qtbot, page, "misread")
    assert page.state is not None and page.state.table.table == 1
    assert "Table 1: the correction is saved" in page.banner.text()
    assert page.banner.isVisible()

    window.undo_action.trigger()
    assert field(page, "deal1_ns_cards").text() == "230"  # type: ignore[attr-defined]
    assert not page.banner.isVisible(), page.banner.text()
