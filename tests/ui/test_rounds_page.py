"""The Rounds page: next round from the plan or a chosen movement, by table and by name, swaps, sheets in."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Movement
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import rounds
from burraco_tourney.services.scores import save_table_deals
from burraco_tourney.services.tournaments import load_tournament
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog, SwapDialog
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.models.rounds import RoundTablesTableModel, SeatsByNameTableModel
from burraco_tourney.ui.views.rounds_page import RoundsPage
from tests.services.support import closed_by_ns, sheet
from tests.ui.test_sheet_entry import NS_CLOSES, open_table, type_fields, type_not_played
from tests.ui.test_sheet_entry import page_of as sheets_page_of


def page_of(window: MainWindow) -> RoundsPage:
    """The Rounds page, brought forward (a page behind another only catches up when shown)."""
    assert window.workspace is not None
    window.show_page(Workspace.ROUNDS)
    return window.workspace.rounds


def make_round(page: RoundsPage, movement: Movement | None = None) -> None:
    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    if movement is not None:
        dialog.movement.setCurrentIndex(dialog.movement.findData(movement))
    dialog.accept()
    assert not dialog.isVisible()


def cell(model: RoundTablesTableModel | SeatsByNameTableModel, row: int, column: int) -> str:
    return model.index(row, column).data()


def seat_names(page: RoundsPage) -> list[str]:
    """The player column as the seats view shows it (through its sorting proxy)."""
    view = page.seats_view.model()
    return [view.index(row, SeatsByNameTableModel.PLAYER).data() for row in range(view.rowCount())]


def test_before_round_one_the_page_says_what_to_do(window: MainWindow) -> None:
    page = page_of(window)
    assert "make round 1 (Mitchell, as planned)" in page.empty_hint.text()
    assert not page.swap_pairs_action.isEnabled()
    assert not page.delete_action.isEnabled()


def test_the_next_round_from_the_plan_shows_its_tables(
    window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    assert dialog.movement.currentText().startswith("As planned: Mitchell (round 1 of 3")
    assert dialog.sizes.text() == "6 pairs play: 3 tables."
    dialog.accept()
    assert page.tables_model.rowCount() == 3
    assert page.round_choice.currentText() == "Round 1 · Mitchell"
    assert page.sheets.text() == "Score sheets in: 0 of 3"
    assert "Round 1 is made: 3 tables" in page.banner.text()
    stored = rounds.get_round(database, tournament_id, 1)
    first = min(stored.tables, key=lambda t: t.table)
    assert cell(page.tables_model, 0, RoundTablesTableModel.NS) == str(first.ns)
    assert cell(page.tables_model, 0, RoundTablesTableModel.SHEET) == "Waiting"
    # By player name: twelve players, surname first and in the surnames' order, each with table and line.
    page.tabs.setCurrentWidget(page.seats_view)  # made when its tab is looked at
    assert page.seats_model.rowCount() == 12
    assert seat_names(page)[:3] == ["Bianchi Bruno", "Costa Giulia", "D'Alessandro Anna"]
    assert window.round_label.text() == "Round 1 of 5 (Mitchell)"


def test_a_round_can_use_another_movement(window: MainWindow, database: Database, tournament_id: int) -> None:
    page = page_of(window)
    make_round(page, Movement.ROUND_ROBIN)
    assert rounds.get_round(database, tournament_id, 1).movement is Movement.ROUND_ROBIN
    assert page.round_choice.currentText() == "Round 1 · Round robin"


def test_a_refused_round_shows_the_reason(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    make_round(page)
    # Danish pairs on the standings, so it needs every result of round 1 first.
    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    dialog.movement.setCurrentIndex(dialog.movement.findData(Movement.DANISH))
    dialog.accept()
    boxes = lambda: [b for b in window.findChildren(QMessageBox) if b.isVisible()]  # noqa: E731
    qtbot.waitUntil(lambda: bool(boxes()))
    assert "without a result" in boxes()[0].text()
    assert dialog.isVisible()


def test_swapping_pairs_shows_the_rule_it_breaks(
    window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    make_round(page)
    before = rounds.get_round(database, tournament_id, 1)
    first, second = before.tables[0], before.tables[1]
    page.swap_pairs_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, SwapDialog)
    dialog.choose(first.ns, second.ns)
    dialog.accept()
    after = rounds.get_round(database, tournament_id, 1)
    assert {t.table: t.ns for t in after.tables}[first.table] == second.ns
    assert page.banner.kind == "warning"
    assert "no longer follows the mitchell movement" in page.banner.text().lower()
    assert cell(page.tables_model, 0, RoundTablesTableModel.NS) == str(second.ns)


def test_swapping_tables(window: MainWindow, database: Database, tournament_id: int) -> None:
    page = page_of(window)
    make_round(page)
    before = {t.table: (t.ns, t.ew) for t in rounds.get_round(database, tournament_id, 1).tables}
    page.swap_tables_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, SwapDialog)
    dialog.choose(1, 3)
    dialog.accept()
    after = {t.table: (t.ns, t.ew) for t in rounds.get_round(database, tournament_id, 1).tables}
    assert after[1] == before[3] and after[3] == before[1]
    assert "Tables 1 and 3 of round 1 were swapped." in page.banner.text()


def test_sheets_handed_in_are_shown_and_stop_swaps(
    window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    make_round(page)
    save_table_deals(database, tournament_id, 1, 2, sheet(closed_by_ns()))
    window.refresh_action.trigger()
    assert page.sheets.text() == "Score sheets in: 1 of 3"
    assert cell(page.tables_model, 1, RoundTablesTableModel.SHEET) == "In"
    assert not page.swap_pairs_action.isEnabled()


def test_the_last_round_can_be_deleted_after_confirming(
    window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    make_round(page)
    page.delete_action.trigger()
    box = page.dialog
    assert isinstance(box, QMessageBox)
    box.findChild(object, "yes").click()  # type: ignore[union-attr]
    assert page.round_choice.count() == 0
    assert "Round 1 was deleted." in page.banner.text()
    assert window.round_label.text() == "No round yet"


def test_the_seats_by_name_are_by_surname_ignoring_accents_and_apostrophes(window: MainWindow) -> None:
    page = page_of(window)
    make_round(page)
    page.tabs.setCurrentIndex(1)
    # Ø is read as O, the apostrophe of D'Alessandro is ignored, and the surname is what players look for.
    surnames_order = [
        "Bianchi Bruno", "Costa Giulia", "D'Alessandro Anna", "Fontana Ilaria", "Gallo Fabio",
        "Müller Jürgen", "Neri Elena", "Ørsted Zoë", "Rossi Chiara", "Schäfer Hans",
        "Verdi Dario", "Wiśniewski Łukasz",
    ]  # fmt: skip
    assert seat_names(page) == surnames_order
    # Sorting by the column, either way, keeps to the surnames.
    page.seats_view.sortByColumn(SeatsByNameTableModel.PLAYER, Qt.SortOrder.DescendingOrder)
    assert seat_names(page) == surnames_order[::-1]
    page.seats_view.sortByColumn(SeatsByNameTableModel.PLAYER, Qt.SortOrder.AscendingOrder)
    assert seat_names(page) == surnames_order


def test_a_round_with_saved_sheets_is_deleted_after_the_director_sees_what_is_lost(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    make_round(page)
    # One sheet typed in the window (so that it can be undone), two saved elsewhere.
    window.page_actions[Workspace.SHEETS].trigger()
    sheets_page = sheets_page_of(window)
    open_table(qtbot, sheets_page, 1)
    type_fields(qtbot, NS_CLOSES)
    type_not_played(qtbot, 2)
    save_table_deals(database, tournament_id, 1, 2, sheet(closed_by_ns()))
    save_table_deals(database, tournament_id, 1, 3, sheet(closed_by_ns()))
    assert window.undo_stack.count() == 1
    window.page_actions[Workspace.ROUNDS].trigger()
    window.refresh_action.trigger()
    assert page.delete_action.isEnabled()
    page.delete_action.trigger()
    box = page.dialog
    assert isinstance(box, QMessageBox)
    assert box.text().startswith("Round 1 and its 3 saved score sheets (tables 1, 2, 3) will be deleted.")
    yes = box.findChild(QPushButton, "yes")
    assert yes is not None and yes.text() == "Delete round 1 and its sheets"
    assert box.defaultButton() is not yes  # Enter does not delete results
    yes.click()
    assert page.round_choice.count() == 0
    assert page.banner.text() == "Round 1 was deleted, with its 3 score sheets."
    assert load_tournament(database, tournament_id).rounds == ()
    # The sheet's undo would act on a round that is gone (or on a new round 1): it leaves the stack.
    assert window.undo_stack.count() == 0


def test_a_sheet_saved_meanwhile_elsewhere_stops_the_deletion(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    make_round(page)
    page.delete_action.trigger()
    box = page.dialog
    assert isinstance(box, QMessageBox)
    assert box.text().startswith("Delete round 1?")
    save_table_deals(database, tournament_id, 1, 2, sheet(closed_by_ns()))  # another station, meanwhile
    box.findChild(QPushButton, "yes").click()  # type: ignore[union-attr]
    boxes = lambda: [b for b in window.findChildren(QMessageBox) if b.isVisible() and b is not box]  # noqa: E731
    qtbot.waitUntil(lambda: bool(boxes()))
    assert "meanwhile a score sheet was saved at table 2" in boxes()[0].text()
    assert rounds.get_round(database, tournament_id, 1).tables[1].deals
