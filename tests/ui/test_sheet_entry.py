"""Score sheets typed by keyboard alone: a legal sheet saves and the standings change, each blocking error is
shown at its field and nothing is saved, warnings are asked about once, quick mode, the order of fields."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, deal_totals
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.standings import take_standings
from burraco_tourney.services.tournaments import load_tournament
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.services.support import closed_by_ns, not_played
from tests.ui.conftest import make_window


@pytest.fixture
def round_one(database: Database, tournament_id: int) -> dict[int, tuple[int, int]]:
    """Round 1 of the plan (Mitchell, 3 tables): table → (NS pair, EW pair)."""
    made = make_next_round(database, tournament_id, None)
    return {table: (ns, ew) for table, ns, ew in made.tables}


def show_sheets(qtbot: QtBot, db_path: Path) -> MainWindow:
    """A window on the tournament, showing the Score sheets page."""
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    return window


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, round_one: dict[int, tuple[int, int]]) -> MainWindow:
    return show_sheets(qtbot, db_path)


def page_of(window: MainWindow) -> ScoreSheetsPage:
    assert window.workspace is not None
    return window.workspace.sheets


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def open_table(qtbot: QtBot, page: ScoreSheetsPage, number: int) -> None:
    """Ctrl+G, the table's number, Enter: the sheet opens with the cursor on its first field."""
    qtbot.keyClick(page, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: focused() is page.table_number)
    qtbot.keyClicks(page.table_number, str(number))
    qtbot.keyClick(page.table_number, Qt.Key.Key_Return)
    assert page.state is not None and page.state.table.table == number
    assert focused().objectName() == "deal1_end"


def type_fields(qtbot: QtBot, entries: Sequence[str], last_key: Qt.Key = Qt.Key.Key_Tab) -> None:
    """Type each entry into the field that has the focus, then Tab (after the last one, `last_key`)."""
    for index, text in enumerate(entries):
        widget = focused()
        if text:
            qtbot.keyClicks(widget, text)
        qtbot.keyClick(focused(), last_key if index == len(entries) - 1 else Qt.Key.Key_Tab)


def type_not_played(qtbot: QtBot, count: int) -> None:
    """N on the ending of `count` deals in turn, each followed by Enter, which goes past a deal not played
    (Tab would go through its fields: the order is the same whatever the ending); Enter after the last deal
    saves."""
    for _ in range(count):
        qtbot.keyClicks(focused(), "n")
        qtbot.keyClick(focused(), Qt.Key.Key_Return)


def give_reason(qtbot: QtBot, page: ScoreSheetsPage, reason: str) -> None:
    """A correction's save asked for its reason: the box below the sheet has the focus; the reason, then
    Enter saves."""
    said = page.banner.text()
    assert page.saving.reason.isVisible() and "a correction needs a reason" in said, said
    if page.isActiveWindow():
        assert focused() is page.saving.reason
    qtbot.keyClicks(page.saving.reason, reason)
    qtbot.keyClick(page.saving.reason, Qt.Key.Key_Return)


# One deal in the order of the paper: how it ended; NS clean, dirty, closed, card points, pozzetto, penalty;
# then the same for EW. "" leaves the field as it is (0, or the pozzetto taken); "x" ticks a mark.
NS_CLOSES = ["", "1", "", "x", "230", "", "", "", "1", "", "85", "", ""]
EW_CLOSES = ["", "", "1", "", "90", "", "", "2", "", "x", "410", "", ""]
NOT_PLAYED = ["n"]


def field(page: ScoreSheetsPage, name: str) -> QWidget:
    widget = page.sheet.findChild(QWidget, name)
    assert widget is not None, name
    return widget


def problem_at(page: ScoreSheetsPage, name: str) -> str:
    """The marker on a field's box: "blocking", "warning" or ""."""
    parent = field(page, name).parentWidget()
    assert parent is not None
    return str(parent.problem)  # type: ignore[attr-defined]


def test_a_whole_sheet_typed_by_keyboard_saves_and_the_next_table_comes_up(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int, round_one: dict
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    type_fields(qtbot, NS_CLOSES)
    assert page.sheet.vp_value.text() == "13 – 7"  # 530 v 185: +345
    type_fields(qtbot, EW_CLOSES)
    assert page.sheet.mp_value.text() == "720 – 1095"
    assert page.sheet.diff_value.text() == "−375"
    assert page.sheet.vp_value.text() == "6 – 14"
    type_fields(qtbot, NOT_PLAYED, last_key=Qt.Key.Key_Return)  # the last deal: Enter saves

    stored = scores.get_table(database, tournament_id, 1, 1).table.deals
    ew_closes = Deal(DealEnd.CLOSED, DealLine(dirty=1, cards=90), DealLine(clean=2, closed=True, cards=410))
    assert stored == (closed_by_ns(), ew_closes, not_played())
    ns, ew = round_one[1]
    vp = {row.pair: row.vp for row in take_standings(database, tournament_id).rows}
    assert (vp[ns], vp[ew]) == (6, 14)
    assert sheets_window.sheets_label.text() == "Sheets in: 1 of 3"
    # The next table still missing is up, ready for typing.
    assert page.state is not None and page.state.table.table == 2
    assert focused().objectName() == "deal1_end"
    assert "Table 1 is saved (VP 6 – 14). Now table 2." in page.banner.text()
    assert page.tables.item(0).text().startswith("✓ 1:")


def test_the_fields_follow_the_paper_and_the_closed_mark_moves(
    qtbot: QtBot, sheets_window: MainWindow
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    order = []
    for _ in range(14):
        order.append(focused().objectName())
        # Tab goes through every box (Enter takes the short path: tests/ui/test_sheet_speed.py).
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert order == [
        "deal1_end",
        "deal1_ns_clean",
        "deal1_ns_dirty",
        "deal1_ns_closed",
        "deal1_ns_cards",
        "deal1_ns_pozzetto",
        "deal1_ns_penalty",  # the penalty's reason only opens with a penalty
        "deal1_ew_clean",
        "deal1_ew_dirty",
        "deal1_ew_closed",
        "deal1_ew_cards",
        "deal1_ew_pozzetto",
        "deal1_ew_penalty",
        "deal2_end",
    ]
    ns_closed, ew_closed = field(page, "deal1_ns_closed"), field(page, "deal1_ew_closed")
    assert isinstance(ns_closed, QCheckBox) and isinstance(ew_closed, QCheckBox)
    qtbot.keyClick(ns_closed, Qt.Key.Key_Space)
    qtbot.keyClick(ew_closed, Qt.Key.Key_X)
    assert ew_closed.isChecked() and not ns_closed.isChecked()
    # A deal ended by time-out has no closed mark: choosing it clears the mark. The fields stay open whatever
    # the ending (the keys must land in the same fields); a value that does not fit is a failed check.
    end = field(page, "deal1_end")
    assert isinstance(end, QComboBox)
    qtbot.keyClicks(end, "t")
    assert not ew_closed.isChecked() and ew_closed.isEnabled()
    qtbot.keyClicks(end, "n")
    cards = field(page, "deal1_ns_cards")
    assert cards.isEnabled()
    qtbot.keyClicks(cards, "120")
    assert page.sheet.blocking()[0].code == "deal.not_played_with_values"
    penalty = field(page, "deal2_ns_penalty")
    assert not field(page, "deal2_ns_penalty_reason").isEnabled()
    qtbot.keyClicks(penalty, "50")
    assert field(page, "deal2_ns_penalty_reason").isEnabled()


BLOCKING_CASES = {
    # name: (fields typed into deal 1 by name, the field that shows the error)
    "card points not a multiple of 5": (
        {"ns_clean": "1", "ns_closed": "x", "ns_cards": "233"},
        "deal1_ns_cards",
    ),
    "closed without a burraco": ({"ns_closed": "x", "ns_cards": "120"}, "deal1_ns_closed"),
    "closed without the pozzetto": (
        {"ns_clean": "1", "ns_closed": "x", "ns_cards": "120", "ns_pozzetto": "-"},
        "deal1_ns_pozzetto",
    ),
    "nobody closed a closed deal": ({"ns_clean": "1", "ns_cards": "120"}, "deal1_end"),
    "more burracos than the cards allow": (
        {"ns_clean": "9", "ns_closed": "x", "ns_cards": "700", "ew_clean": "7", "ew_cards": "300"},
        "deal1_ns_clean",
    ),
    "a penalty not a multiple of 5": (
        {
            "ns_clean": "1",
            "ns_closed": "x",
            "ns_cards": "120",
            "ns_penalty": "12",
            "ns_penalty_reason": "late",
        },
        "deal1_ns_penalty",
    ),
    "card points beyond the deck": (
        {"ns_clean": "1", "ns_closed": "x", "ns_cards": "900", "ew_cards": "300"},
        "deal1_ew_cards",
    ),
}


@pytest.mark.parametrize("case", sorted(BLOCKING_CASES))
def test_a_blocking_error_is_shown_at_its_field_and_nothing_is_saved(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int, case: str
) -> None:
    typed, expected = BLOCKING_CASES[case]
    page = page_of(sheets_window)
    open_table(qtbot, page, 3)
    for name, text in typed.items():
        widget = field(page, f"deal1_{name}")
        widget.setFocus()
        qtbot.keyClicks(widget, text)
    for deal in (2, 3):
        qtbot.keyClicks(field(page, f"deal{deal}_end"), "n")
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)

    assert problem_at(page, expected) == "blocking"
    assert field(page, expected).toolTip()
    assert page.sheet.problem_list.text().startswith("✖ Deal 1")
    assert page.banner.text().startswith("Not saved")
    assert scores.get_table(database, tournament_id, 1, 3).table.deals == ()
    assert not sheets_window.findChildren(QMessageBox)
    assert focused() is field(page, expected) or expected == "deal1_end"


def test_split_card_points_over_the_deck_are_refused(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    page.split_action.trigger()
    open_table(qtbot, page, 3)
    #          end clean dirty closed melded in-hand pozzetto penalty
    type_fields(qtbot, ["", "1", "", "x", "700", "20", "", ""])
    type_fields(qtbot, ["", "1", "", "450", "30", "", ""])
    type_not_played(qtbot, 2)
    assert problem_at(page, "deal1_ew_melded") == "blocking"
    assert scores.get_table(database, tournament_id, 1, 3).table.deals == ()
    # Within the deck it saves, and the melded and in-hand points are kept. The refused save holds the
    # sheet at the box at fault: Esc says the director mends it.
    melded = field(page, "deal1_ew_melded")
    assert isinstance(melded, QLineEdit) and focused() is melded and page.sheet.is_held()
    qtbot.keyClick(melded, Qt.Key.Key_Escape)
    melded.selectAll()
    qtbot.keyClicks(melded, "250")
    qtbot.keyClick(melded, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    deal = scores.get_table(database, tournament_id, 1, 3).table.deals[0]
    assert (deal.ns.melded, deal.ns.in_hand, deal.ns.cards) == (700, 20, 680)
    assert (deal.ew.melded, deal.ew.in_hand, deal.ew.cards) == (250, 30, 220)


def test_a_warning_asks_once_and_saves_when_confirmed(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    # NS declares two clean burracos with only 40 card points: unlikely (at least 70), but possible.
    type_fields(qtbot, ["", "2", "", "x", "40", "", "", "", "1", "", "85", "", ""])
    assert problem_at(page, "deal1_ns_cards") == "warning"
    type_not_played(qtbot, 2)
    box = page.dialog
    assert isinstance(box, QMessageBox)
    assert "Card points are low for the burracos declared" in box.text()
    box.reject()  # Cancel: nothing saved, the sheet stays as typed
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == ()
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    box = page.dialog
    assert isinstance(box, QMessageBox)
    yes = box.findChild(QWidget, "yes")
    assert yes is not None
    yes.click()  # type: ignore[attr-defined]
    assert len(scores.get_table(database, tournament_id, 1, 1).table.deals) == 3
    assert not [b for b in sheets_window.findChildren(QMessageBox) if b.isVisible()]


def test_quick_mode_takes_the_totals_only_and_checks_them(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    qtbot.keyClick(page, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert page.quick_action.isChecked()
    qtbot.keyClick(page, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(page.table_number, "2")
    qtbot.keyClick(page.table_number, Qt.Key.Key_Return)
    assert focused().objectName() == "deal1_ns_total"
    type_fields(qtbot, ["1230", "452", "-35", "720"])
    assert problem_at(page, "deal1_ew_total") == "blocking"  # 452 is no multiple of 5
    total = field(page, "deal1_ew_total")
    assert isinstance(total, QLineEdit)
    total.setFocus()
    total.selectAll()
    qtbot.keyClicks(total, "450")
    assert problem_at(page, "deal1_ew_total") == ""
    assert page.sheet.mp_value.text() == "1195 – 1170"
    assert page.sheet.vp_value.text() == "10 – 10"
    field(page, "deal3_ns_total").setFocus()
    type_fields(qtbot, ["", ""], last_key=Qt.Key.Key_Return)  # deal 3 left empty: not played

    tournament = load_tournament(database, tournament_id)
    deals = scores.get_table(database, tournament_id, 1, 2).table.deals
    assert [deal_totals(d, tournament.settings.scoring) for d in deals] == [(1230, 450), (-35, 720), (0, 0)]
    assert take_standings(database, tournament_id).checks.ok
    # Opened again, the sheet shows its totals in quick mode even when the mode is off.
    page.quick_action.trigger()
    assert not page.quick_action.isChecked()
    page.open_table(2)
    assert page.sheet.quick and page.quick_action.isChecked()
    ns_total = field(page, "deal1_ns_total")
    assert isinstance(ns_total, QLineEdit) and ns_total.text() == "1230"
