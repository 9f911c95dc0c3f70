"""The score sheet never saves what the director did not mean (issue 27): the same keys land in the same boxes
on every sheet, whatever the clock proposes (A); a refused save holds the sheet, so that the next table's keys
never overwrite it (B); a click takes a box's whole value, and a banner coming or going never moves the grid
under the mouse (D). C (letters, the correction's reason) is in test_sheet_corrections.py."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import clock, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.ui.test_sheet_entry import (  # noqa: F401 (sheets_window, round_one: fixtures)
    field,
    focused,
    open_table,
    page_of,
    round_one,
    sheets_window,
    show_sheets,
)

ENTER = "⏎"
MEANT = (
    Deal(DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=230), DealLine(dirty=1, cards=85)),
    Deal(DealEnd.CLOSED, DealLine(dirty=1, cards=90), DealLine(clean=2, closed=True, cards=410)),
    Deal(DealEnd.TIMEOUT, DealLine(clean=1, cards=150), DealLine(dirty=1, cards=60)),
)
# The keys of MEANT, as a director types them in every round: each deal's ending said by its letter.
KEYS = [
    "c", ENTER, "1", ENTER, "230+", ENTER, "1", "85", ENTER,
    "c", ENTER, ENTER, "1", "90", ENTER, "2", ENTER, "410+",
    "t", ENTER, "1", ENTER, "150", ENTER, ENTER, "1", "60", ENTER,
]  # fmt: skip


def press(qtbot: QtBot, keys: list[str]) -> None:
    for token in keys:
        for char in [token] if token == ENTER else list(token):
            if char == ENTER:
                qtbot.keyClick(focused(), Qt.Key.Key_Return)
            else:
                qtbot.keyClick(focused(), char)


def stored(database: Database, tournament_id: int, table: int) -> tuple[Deal, ...]:
    return scores.get_table(database, tournament_id, 1, table).table.deals


def test_the_same_keys_save_the_same_sheet_whatever_the_clock_proposed(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    """Issue 27 A: learned where deals 2–3 were proposed "not played", the keys put every later value one box
    off in a normal round (round 2 tables 4 and 5 saved 6–14 instead of 7–13)."""
    make_next_round(database, tournament_id, None)
    started = datetime.now(UTC) - timedelta(hours=1)
    # A 10-minute round: deal 1 in play at the time-out, deals 2 and 3 proposed "not played"; table 2
    # started late and has its time still (a normal sheet).
    clock.start_round_clock(database, tournament_id, 1, minutes=10, now=started)
    clock.give_table_extra_time(database, tournament_id, 1, 2, 120, now=started + timedelta(minutes=1))
    page = page_of(show_sheets(qtbot, db_path))
    open_table(qtbot, page, 1)
    assert [page.sheet.end_of(deal) for deal in range(3)] == [
        DealEnd.TIMEOUT,
        DealEnd.NOT_PLAYED,
        DealEnd.NOT_PLAYED,
    ]
    # What the clock proposes is marked on the ending's box, which Enter reaches in every deal.
    assert [page.sheet.cells[(deal, "end")].proposed for deal in range(3)] == [True, True, True]
    press(qtbot, KEYS)
    assert stored(database, tournament_id, 1) == MEANT
    assert page.state is not None and page.state.table.table == 2
    assert [page.sheet.end_of(deal) for deal in range(3)] == [DealEnd.CLOSED] * 3
    assert not any(page.sheet.cells[(deal, "end")].proposed for deal in range(3))
    press(qtbot, KEYS)
    assert stored(database, tournament_id, 2) == MEANT


def test_a_refused_save_holds_the_sheet_and_the_next_table_s_keys_change_nothing(
    qtbot: QtBot,
    sheets_window: MainWindow,  # noqa: F811
    database: Database,
    tournament_id: int,
) -> None:
    """Issue 27 B: with the clock running and nobody closing deal 3, Enter on the last box only showed a
    banner; the next table's keys went on into this sheet, and the next Enter saved it with them."""
    page: ScoreSheetsPage = page_of(sheets_window)
    open_table(qtbot, page, 1)
    forgot = [key if key != "t" else "c" for key in KEYS]  # deal 3 left "closed": nobody closed it
    press(qtbot, forgot)
    assert stored(database, tournament_id, 1) == ()
    assert page.sheet.is_held() and focused().objectName() == "deal3_end"
    assert page.banner.text().startswith("Not saved: 1 error is marked on the sheet.")
    typed = page.sheet.deals()
    press(qtbot, KEYS)  # the next table's sheet, typed on
    assert page.sheet.deals() == typed and stored(database, tournament_id, 1) == ()
    assert page.state is not None and page.state.table.table == 1
    assert focused().objectName() == "deal3_end" and "takes no key" in page.banner.text()
    # Going to another table asks first, and Enter keeps this sheet.
    qtbot.keyClick(focused(), Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(page.table_number, "2")
    qtbot.keyClick(page.table_number, Qt.Key.Key_Return)
    asked = page.dialog
    assert isinstance(asked, QMessageBox) and asked.isVisible()
    qtbot.keyClick(asked, Qt.Key.Key_Return)
    assert page.state.table.table == 1 and page.sheet.deals() == typed
    # Esc: the director mends the sheet (deal 3 ended by time-out) and saves it.
    field(page, "deal3_end").setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert not page.sheet.is_held()
    press(qtbot, ["t"])
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert stored(database, tournament_id, 1) == MEANT


def test_a_click_takes_the_whole_value_of_a_box_even_one_with_the_focus(
    qtbot: QtBot,
    sheets_window: MainWindow,  # noqa: F811
) -> None:
    """Issue 27 D: clicking a box put the cursor where the click fell, and "155" typed went into its text."""
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    press(qtbot, ["1", ENTER, "230"])
    cards = field(page, "deal1_ns_cards")
    assert isinstance(cards, QLineEdit) and focused() is cards
    qtbot.mouseClick(cards, Qt.MouseButton.LeftButton, pos=QPoint(4, cards.height() // 2))
    qtbot.keyClicks(cards, "155")
    assert cards.text() == "155"
    clean = field(page, "deal1_ns_clean")
    assert isinstance(clean, QLineEdit)
    qtbot.mouseClick(clean, Qt.MouseButton.LeftButton, pos=QPoint(4, clean.height() // 2))
    assert focused() is clean
    qtbot.keyClicks(clean, "2")
    assert clean.text() == "2"


def test_a_banner_coming_or_going_never_moves_the_sheet_under_the_mouse(
    qtbot: QtBot,
    sheets_window: MainWindow,  # noqa: F811
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    QApplication.processEvents()
    box = field(page, "deal1_ns_pozzetto")

    def where() -> QPoint:
        QApplication.processEvents()
        return box.mapTo(sheets_window, QPoint(0, 0))

    hidden = where()
    page.banner.show_message("Table 1 is saved (VP 13 – 7). Now table 2. " * 4, "warning")
    assert page.banner.isVisible() and where() == hidden
    page.banner.hide()
    assert where() == hidden
