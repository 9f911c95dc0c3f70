"""The Pairs page on a busy night: one dialog per double-click, no stale overwrite, search that forgives
apostrophes, "save and add another", plural counts."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, sheet_undo
from burraco_tourney.ui.dialogs.pairs import PairDialog, WithdrawDialog
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.models.base import PAIR_NUMBER_ROLE
from burraco_tourney.ui.models.pairs import PairsTableModel
from burraco_tourney.ui.views.pairs_page import PairsPage


def page_of(window: MainWindow) -> PairsPage:
    assert window.workspace is not None
    window.workspace.show_page(window.workspace.PAIRS)
    return window.workspace.pairs


def open_dialogs() -> list[QDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]


def visible_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def row_rect_centre(page: PairsPage, number: int) -> QPoint:
    row = page.model.row_of(number)
    assert row is not None
    index = page.proxy.mapFromSource(page.model.index(row, PairsTableModel.PLAYER_1))
    page.table.scrollTo(index)
    return page.table.visualRect(index).center()


def double_click(qtbot: QtBot, widget: QWidget, pos: QPoint) -> None:
    """What a real mouse sends: press, release, double-click, release (Qt 6's mouseDClick alone sends only
    the double-click event)."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=pos)


def test_a_double_click_on_a_pair_opens_one_dialog(window: MainWindow, qtbot: QtBot) -> None:
    page = page_of(window)
    qtbot.waitExposed(page.table)
    before = open_dialogs()
    double_click(qtbot, page.table.viewport(), row_rect_centre(page, 3))
    qtbot.waitUntil(lambda: len(open_dialogs()) > len(before))
    new = [d for d in open_dialogs() if d not in before]
    assert len(new) == 1
    assert isinstance(new[0], PairDialog) and new[0].windowTitle() == "Pair 3"
    new[0].reject()


def test_enter_on_a_pair_opens_one_dialog(window: MainWindow, qtbot: QtBot) -> None:
    page = page_of(window)
    qtbot.waitExposed(page.table)
    page.select_pair(2)
    page.table.setFocus()
    before = open_dialogs()
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(open_dialogs()) > len(before))
    new = [d for d in open_dialogs() if d not in before]
    assert len(new) == 1 and new[0].windowTitle() == "Pair 2"
    new[0].reject()


def test_a_stale_dialog_does_not_overwrite_a_correction(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    page.select_pair(3)
    page.edit_action.trigger()
    stale = page.dialog
    assert isinstance(stale, PairDialog)
    # Meanwhile the name is corrected elsewhere (another dialog or another station).
    first, _second = pairs.list_pairs(database, tournament_id)[2].players
    pairs.edit_pair(database, tournament_id, 3, (first, Player("Dario Verdi-Bruni")), None)
    stale.accept()  # still shows the old name
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    text = visible_boxes(window)[0].text()
    assert "Pair 3 was changed meanwhile" in text
    assert "Dario Verdi-Bruni" in text
    stored = pairs.list_pairs(database, tournament_id)[2]
    assert stored.players[1].name == "Dario Verdi-Bruni"  # the correction stays
    # The dialog stays open and now shows what is stored, ready for a fresh change.
    assert stale.isVisible()
    assert stale.second.name.text() == "Dario Verdi-Bruni"
    visible_boxes(window)[0].accept()
    stale.group.setText("B")
    stale.accept()
    assert not stale.isVisible()
    stored = pairs.list_pairs(database, tournament_id)[2]
    assert stored.players[1].name == "Dario Verdi-Bruni" and stored.group == "B"


def test_search_ignores_apostrophes_hyphens_and_spaces_inside_names(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    pairs.edit_pair(database, tournament_id, 2, (Player("Carla Dell'Orto"), Player("Marco De Luca")), None)
    pairs.edit_pair(database, tournament_id, 4, (Player("Anna Verdi-Bruni"), Player("Jürgen Müller")), None)
    window.refresh_action.trigger()
    page = page_of(window)

    def found(text: str) -> list[int]:
        page.search.clear()
        qtbot.keyClicks(page.search, text)
        return [page.proxy.index(row, 0).data(PAIR_NUMBER_ROLE) for row in range(page.proxy.rowCount())]

    assert found("dalessandro") == [1]  # pair 1 is Anna D'Alessandro
    assert found("d'alessandro") == [1]
    assert found("dellorto") == [2]
    assert found("deluca") == [2]
    assert found("de luca") == [2]
    assert found("verdibruni") == [4]
    assert found("verdi bruni") == [4]
    assert found("mueller") == [] and found("muller") == [4]  # accents ignored, not spelled out


def test_save_and_add_another_registers_pairs_in_a_row(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    page.add_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, PairDialog)
    qtbot.waitExposed(dialog)
    button = dialog.findChild(QPushButton, "save_and_add")
    assert button is not None and button.text() == "Save and add &another"
    for number, (first, second) in enumerate(
        [("Zoë Ørsted", "Hans Schäfer"), ("Renée Lefèvre", "Ola Nordmann")], 7
    ):
        dialog.first.name.setText(first)
        qtbot.keyClicks(dialog.first.club, "Circolo Y")
        dialog.second.name.setText(second)
        button.click()
        assert dialog.isVisible()  # stays open, empty, ready for the next pair
        assert dialog.saved_note.isVisibleTo(dialog)
        assert dialog.saved_note.text() == f"Pair {number} saved ({first} – {second}). Type the next pair."
        assert [dialog.first.name.text(), dialog.first.club.text(), dialog.second.name.text()] == ["", "", ""]
        assert dialog.second.club.text() == ""
        qtbot.waitUntil(lambda: dialog.first.name.hasFocus())
    assert [p.players[0].name for p in pairs.list_pairs(database, tournament_id)][6:] == [
        "Zoë Ørsted",
        "Renée Lefèvre",
    ]
    assert page.count.text() == "8 pairs"
    # A refused pair keeps what was typed.
    dialog.first.name.setText("Solo Uno")
    button.click()
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    assert dialog.first.name.text() == "Solo Uno"
    visible_boxes(window)[0].accept()
    dialog.reject()
    assert len(pairs.list_pairs(database, tournament_id)) == 8


def test_counts_read_right_in_the_singular(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    for number in range(2, 7):
        sheet_undo.remove_pair(database, tournament_id, number, reason="test")
    window.refresh_action.trigger()
    assert page.count.text() == "1 pair"
    page.select_pair(1)
    page.withdraw_action.trigger()
    withdraw = page.dialog
    assert isinstance(withdraw, WithdrawDialog)
    withdraw.accept()
    assert page.count.text() == "1 pair (1 withdrawn)"


def test_undo_of_an_edit_does_not_wipe_out_a_correction_saved_since(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    page.select_pair(3)
    page.edit_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, PairDialog)
    dialog.group.setText("A")
    dialog.accept()
    first, _second = pairs.list_pairs(database, tournament_id)[2].players
    pairs.edit_pair(database, tournament_id, 3, (first, Player("Dario Verdi-Bruni")), "A")  # another station
    window.undo_stack.undo()
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    assert "Pair 3 was changed meanwhile" in visible_boxes(window)[0].text()
    stored = pairs.list_pairs(database, tournament_id)[2]
    assert (stored.players[1].name, stored.group) == ("Dario Verdi-Bruni", "A")
