"""Correcting saved sheets: a reason is asked, the audit log keeps who/when/old/new/why, the corrections view
lists it, later Danish pairings are flagged; artificial results with a reason."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.domain.tournament import Movement
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.standings import take_standings
from burraco_tourney.ui.dialogs.sheet_artificial import ArtificialResultDialog
from burraco_tourney.ui.dialogs.sheet_audit import AuditDialog
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.models.sheet_audit import AuditTableModel
from tests.services.support import closed_by_ns, sheet, with_round
from tests.ui.conftest import make_window
from tests.ui.test_sheet_entry import field, focused, give_reason, open_table, page_of


@pytest.fixture
def saved_table_one(database: Database, tournament_id: int) -> tuple[int, int]:
    """Round 1 made, table 1's sheet saved (NS closed: 530 v 185, VP 13–7); (NS pair, EW pair)."""
    made = make_next_round(database, tournament_id, None)
    scores.save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ns()), who="Tavolo 1")
    _table, ns, ew = made.tables[0]
    return ns, ew


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, saved_table_one: tuple[int, int]) -> MainWindow:
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    return window


def _retype(qtbot: QtBot, widget: QLineEdit, text: str) -> None:
    widget.setFocus()
    widget.selectAll()
    qtbot.keyClicks(widget, text)


def test_a_correction_asks_a_reason_and_writes_the_audit_entry(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    assert page.save_action.text() == "S&ave the correction…"
    cards = field(page, "deal1_ns_cards")
    assert isinstance(cards, QLineEdit) and cards.text() == "230"
    _retype(qtbot, cards, "330")
    assert page.sheet.vp_value.text() == "14 – 6"
    qtbot.keyClick(cards, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    give_reason(qtbot, page, "card points misread: 330, not 230")

    entry = audit.audit_log(database, tournament_id)[0]
    assert (entry.action, entry.what, entry.reason) == (
        "correct deals",
        "round 1 table 1",
        "card points misread: 330, not 230",
    )
    assert entry.old[0]["ns"]["cards"] == 230 and entry.new[0]["ns"]["cards"] == 330
    assert entry.who
    assert "the correction is saved (VP 14 – 6)" in page.banner.text()

    # The corrections view lists it, with the old and new value of the field.
    sheets_window.corrections_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, AuditDialog)
    assert dialog.model.rowCount() == 1  # the first save is no correction
    assert dialog.model.index(0, AuditTableModel.ACTION).data() == "Sheet corrected"
    assert dialog.model.index(0, AuditTableModel.CHANGE).data() == "deal 1 NS card points 230 → 330"
    assert dialog.model.index(0, AuditTableModel.REASON).data() == "card points misread: 330, not 230"
    dialog.which.setCurrentIndex(AuditDialog.ALL)
    dialog.search.setText("table 1")
    assert dialog.model.rowCount() == 2
    dialog.view.selectRow(0)
    assert "Why: card points misread" in dialog.details.toPlainText()
    dialog.reject()


def test_a_correction_without_a_reason_or_a_change_is_not_saved(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "Nothing changed" in page.banner.text()
    _retype(qtbot, field(page, "deal1_ew_cards"), "95")  # type: ignore[arg-type]
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    give_reason(qtbot, page, "   ")
    assert audit.audit_log(database, tournament_id)[0].action == "save deals"


def test_a_correction_after_a_danish_pairing_is_flagged(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, saved_table_one: tuple[int, int]
) -> None:
    with_round(database, tournament_id, ((1, 1, 2), (2, 3, 4), (3, 5, 6)), movement=Movement.DANISH, number=2)
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    page = page_of(window)
    assert page.chosen_round_number() == 2  # the newest round comes up
    page.round_choice.setCurrentIndex(page.round_choice.findData(1))
    open_table(qtbot, page, 1)
    _retype(qtbot, field(page, "deal1_ns_cards"), "235")  # type: ignore[arg-type]
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    give_reason(qtbot, page, "typo")
    assert page.banner.kind == "warning"
    assert "Round 2 was already paired on the standings before this change" in page.banner.text()


def test_an_artificial_result_replaces_the_vp_with_a_reason(
    qtbot: QtBot,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
    saved_table_one: tuple[int, int],
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    page.artificial_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, ArtificialResultDialog)
    assert not dialog.set_button.isEnabled()  # no reason yet
    dialog.ns_vp.selectAll()
    qtbot.keyClicks(dialog.ns_vp, "12")  # EW follows: 20 − 12
    assert dialog.values() == (Decimal(12), Decimal(8))
    qtbot.keyClicks(dialog.reason, "table could not play: a player fell ill")
    dialog.set_button.click()
    state = scores.get_table(database, tournament_id, 1, 2)
    assert state.table.vp_override == (Decimal(12), Decimal(8))
    assert state.override_reason == "table could not play: a player fell ill"
    assert "Artificial result: VP 12 – 8" in page.sheet.artificial.text()
    rows = {row.pair: row.vp for row in take_standings(database, tournament_id).rows}
    assert (rows[state.table.ns], rows[state.table.ew]) == (12, 8)
    entry = audit.audit_log(database, tournament_id)[0]
    assert (entry.action, entry.reason) == (
        "set artificial result",
        "table could not play: a player fell ill",
    )

    # Cleared again, with its own reason.
    page.artificial_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, ArtificialResultDialog) and dialog.clear_button.isVisible()
    dialog.reason.setText("the table played after all")
    dialog.clear_button.click()
    assert scores.get_table(database, tournament_id, 1, 2).table.vp_override is None


def test_the_audit_model_passes_the_model_tester(
    qtmodeltester: ModelTester, database: Database, tournament_id: int, saved_table_one: tuple[int, int]
) -> None:
    scores.save_table_deals(
        database, tournament_id, 1, 1, sheet(closed_by_ns(ns_cards=240)), reason="typo", who="Direttore"
    )
    scores.set_artificial_result(database, tournament_id, 1, 2, Decimal(10), Decimal(10), reason="no show")
    model = AuditTableModel()
    model.set_entries(audit.audit_log(database, tournament_id))
    qtmodeltester.check(model)
    actions = [model.index(row, AuditTableModel.ACTION).data() for row in range(model.rowCount())]
    assert actions[:3] == ["Artificial result set", "Sheet corrected", "Sheet saved"]
    assert model.index(0, AuditTableModel.CHANGE).data() == "none → VP 10 – 10"


def test_a_saved_sheet_is_cleared_after_a_restart_with_a_reason(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    # Saved before this window opened (a restart): undo cannot reach it, clearing can.
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    assert not page.clear_action.isEnabled()  # nothing saved to clear
    open_table(qtbot, page, 1)
    assert page.clear_action.isEnabled()
    page.clear_action.trigger()
    asked = page.dialog
    assert isinstance(asked, QInputDialog)
    assert "Clear the saved sheet of table 1" in asked.labelText()
    asked.setTextValue("  ")
    asked.accept()  # no reason: nothing cleared
    assert len(scores.get_table(database, tournament_id, 1, 1).table.deals) == 3
    page.clear_action.trigger()
    asked = page.dialog
    assert isinstance(asked, QInputDialog)
    asked.setTextValue("round made by mistake")
    asked.accept()

    assert scores.get_table(database, tournament_id, 1, 1).table.deals == ()
    entry = audit.audit_log(database, tournament_id)[0]
    assert (entry.action, entry.what, entry.reason) == (
        "clear deals",
        "round 1 table 1",
        "round made by mistake",
    )
    assert all(row.vp == 0 for row in take_standings(database, tournament_id).rows)
    assert "Table 1's sheet is cleared" in page.banner.text()
    assert page.state is not None and page.state.table.deals == ()
    assert page.sheet.state.text() == "Waiting for its sheet"
    assert page.tables.item(0).text().startswith("• 1:")
    assert not page.clear_action.isEnabled()
    # The corrections view lists it.
    sheets_window.corrections_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, AuditDialog)
    assert dialog.model.index(0, AuditTableModel.ACTION).data() == "Sheet cleared"
    dialog.reject()


def test_a_warning_already_confirmed_is_not_asked_again_on_a_correction(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    # NS declared a burraco without taking its pozzetto: a warning the director confirmed at the first save.
    odd = Deal(DealEnd.TIMEOUT, DealLine(clean=1, cards=120, pozzetto=False), DealLine(cards=60))
    scores.save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ns(), odd), confirm_warnings=True)
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    page = page_of(window)
    open_table(qtbot, page, 1)
    _retype(qtbot, field(page, "deal1_ew_cards"), "95")  # type: ignore[arg-type]
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    give_reason(qtbot, page, "EW card points")  # straight to the reason: no question about the pozzetto again
    assert scores.get_table(database, tournament_id, 1, 1).table.deals[0].ew.cards == 95

    # A new warning is asked about, and only it.
    open_table(qtbot, page, 1)
    _retype(qtbot, field(page, "deal1_ns_cards"), "30")  # type: ignore[arg-type]
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    box = page.dialog
    assert isinstance(box, QMessageBox)
    assert "Card points are low" in box.text() and "pozzetto" not in box.text()
    box.reject()


def test_enter_on_a_blank_reason_keeps_the_focus_in_the_reason_box(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    # Found under X: Enter on the empty reason closed the dialog with "A correction needs a reason.", and the
    # director had to press Ctrl+S again. The reason's box stays, with the focus, until it holds one.
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    _retype(qtbot, field(page, "deal1_ew_cards"), "95")  # type: ignore[arg-type]
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert focused() is page.saving.reason
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert focused() is page.saving.reason and "a correction needs a reason" in page.banner.text()
    assert not [box for box in sheets_window.findChildren(QMessageBox) if box.isVisible()]
    assert audit.audit_log(database, tournament_id)[0].action == "save deals"
    qtbot.keyClicks(focused(), "EW card points were 95")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert audit.audit_log(database, tournament_id)[0].reason == "EW card points were 95"
    assert not page.saving.reason.text()  # the next correction asks its own


def test_the_reason_box_is_there_from_the_start_and_letters_never_change_a_deal(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    """Issue 27 C: in a correction with a blocking error no reason dialog came; the reason typed anyway went
    into the sheet, turned deal 1 into "time-out" and took away the closing tick, without a word."""
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    assert not page.saving.reason.isVisible()  # a new sheet: nothing to correct
    open_table(qtbot, page, 1)
    box = page.saving.reason
    assert box.isVisible() and box.text() == ""  # a saved one: the reason's box is there
    before = page.sheet.deals()
    cards = field(page, "deal1_ns_cards")
    assert isinstance(cards, QLineEdit)
    _retype(qtbot, cards, "233")  # a blocking error: not a multiple of 5
    qtbot.keyClick(cards, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert focused() is cards and page.sheet.is_held()
    qtbot.keyClicks(focused(), "punti carte letti male")  # typed as if a reason box had come
    assert cards.text() == "233"
    assert [deal.end for deal in page.sheet.deals()] == [deal.end for deal in before]
    assert page.sheet.deals()[0].ns.closed
    # Mended on purpose (Esc), a letter in a number box is still refused.
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    qtbot.keyClicks(focused(), "t")
    assert page.sheet.end_of(0) is before[0].end and page.sheet.deals()[0].ns.closed
    cards.selectAll()
    qtbot.keyClicks(cards, "330")
    qtbot.keyClick(cards, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    give_reason(qtbot, page, "punti carte letti male")
    entry = audit.audit_log(database, tournament_id)[0]
    assert (entry.action, entry.reason) == ("correct deals", "punti carte letti male")
    assert scores.get_table(database, tournament_id, 1, 1).table.deals[0].ns.cards == 330
