"""Entry at the speed of paper (issue 15): a typical full 3-deal sheet typed with real key events on the short
path (Enter, a count's one digit, + for who closed) takes at most 35 keys; the same sheet by Tab takes 64.
The short path greys nothing: Tab still reaches every box. It is the same on every sheet (issue 27 A): each
deal's ending, then its counts and card points."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores, tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.ui.test_sheet_entry import field, focused, open_table, page_of, show_sheets, type_fields

ENTER = "⏎"
# A typical sheet: three deals played and closed, burracos on both lines.
TYPICAL = (
    Deal(DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=230), DealLine(dirty=1, cards=85)),
    Deal(DealEnd.CLOSED, DealLine(dirty=1, cards=90), DealLine(clean=2, closed=True, cards=410)),
    Deal(DealEnd.CLOSED, DealLine(clean=1, dirty=1, closed=True, cards=150), DealLine(dirty=1, cards=60)),
)
# The short path: each deal's ending, NS clean, dirty, card points, then EW's; a count takes one digit and
# moves on, Enter moves past an empty one, "+" after a line's card points says it closed and moves on like
# Enter. A digit on the ending starts NS's clean burracos.
SHORT_KEYS = [
    "1", ENTER, "230+", ENTER, "1", "85", ENTER,  # deal 1 (the first digit leaves the ending for NS clean)
    ENTER, ENTER, "1", "90", ENTER, "2", ENTER, "410+",  # deal 2: its ending, then NS has no clean burraco
    "1", "1", "150+", ENTER, "1", "60", ENTER,  # deal 3; the last Enter saves
]  # fmt: skip
# The same sheet box by box with Tab, as before the short path (the ending, then each line's 6 boxes).
TAB_DEALS = [
    ["", "1", "", "x", "230", "", "", "", "1", "", "85", "", ""],
    ["", "", "1", "", "90", "", "", "2", "", "x", "410", "", ""],
    ["", "1", "1", "x", "150", "", "", "", "1", "", "60", "", ""],
]


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> MainWindow:
    make_next_round(database, tournament_id, None)
    return show_sheets(qtbot, db_path)


def press(qtbot: QtBot, keys: list[str]) -> int:
    """Each key as a real key event into the box that has the focus; the number of keys pressed."""
    count = 0
    for token in keys:
        for char in [token] if token == ENTER else list(token):
            if char == ENTER:
                qtbot.keyClick(focused(), Qt.Key.Key_Return)
            else:
                qtbot.keyClick(focused(), char)
            count += 1
    return count


def stored(database: Database, tournament_id: int, table: int) -> tuple[Deal, ...]:
    return scores.get_table(database, tournament_id, 1, table).table.deals


def test_a_typical_sheet_takes_at_most_35_keys_on_the_short_path(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    keys = press(qtbot, SHORT_KEYS)
    assert stored(database, tournament_id, 1) == TYPICAL
    assert keys <= 35, keys
    assert keys == 34
    assert "Table 1 is saved" in page.banner.text()


def test_the_same_sheet_by_tab_takes_64_keys(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    for index, deal in enumerate(TAB_DEALS):
        type_fields(qtbot, deal, last_key=Qt.Key.Key_Return if index == 2 else Qt.Key.Key_Tab)
    assert stored(database, tournament_id, 2) == TYPICAL
    assert sum(len(text) + 1 for deal in TAB_DEALS for text in deal) == 64


def test_the_short_path_follows_what_the_keys_say(qtbot: QtBot, sheets_window: MainWindow) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 3)
    press(qtbot, ["1"])
    assert focused().objectName() == "deal1_ns_dirty"  # the count took its digit and moved on
    press(qtbot, [ENTER, "120+"])
    assert field(page, "deal1_ns_closed").isChecked()  # type: ignore[attr-defined]
    assert focused().objectName() == "deal1_ew_clean"
    # A letter in a number box is refused: only the ending's box says how the deal ended (issue 27 C).
    press(qtbot, ["t"])
    assert page.sheet.end_of(0) is DealEnd.CLOSED
    assert field(page, "deal1_ns_closed").isChecked()  # type: ignore[attr-defined]
    assert focused().objectName() == "deal1_ew_clean" and field(page, "deal1_ew_clean").text() == ""  # type: ignore[attr-defined]
    # EW closed after all: "+" typed with Shift, as on a US keyboard (found under X).
    qtbot.keyClick(focused(), Qt.Key.Key_Plus, Qt.KeyboardModifier.ShiftModifier)
    assert page.sheet.end_of(0) is DealEnd.CLOSED and field(page, "deal1_ew_closed").isChecked()  # type: ignore[attr-defined]
    assert not field(page, "deal1_ns_closed").isChecked()  # type: ignore[attr-defined]
    # Enter from deal 1's last box: deal 2's ending, whatever it shows.
    press(qtbot, [ENTER, ENTER])
    assert focused().objectName() == "deal2_end"
    # Reached by Tab, a count is an ordinary box: two digits stay in it.
    cards = field(page, "deal2_ns_cards")
    cards.setFocus()
    qtbot.keyClick(cards, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(focused(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert focused().objectName() == "deal2_ns_dirty"
    qtbot.keyClicks(focused(), "12")
    assert focused().objectName() == "deal2_ns_dirty" and field(page, "deal2_ns_dirty").text() == "12"  # type: ignore[attr-defined]
    # A deal not played: its letter on the ending, and Enter goes past it.
    field(page, "deal2_end").setFocus()
    press(qtbot, ["n", ENTER])
    assert page.sheet.end_of(1) is DealEnd.NOT_PLAYED
    assert focused().objectName() == "deal3_end"
    # A letter picks the same ending whatever the box showed: "s" the stock exhausted, "t" the time-out.
    press(qtbot, ["s"])
    assert page.sheet.end_of(2) is DealEnd.STOCK
    press(qtbot, ["t"])
    assert page.sheet.end_of(2) is DealEnd.TIMEOUT
    press(qtbot, [ENTER])
    assert focused().objectName() == "deal3_ns_clean"  # a deal that was played: Enter goes into it
    # Nothing is greyed out but a penalty's reason waiting for its penalty.
    assert [
        name
        for name, widget in ((w.objectName(), w) for w in page.sheet.fields.values())
        if not widget.isEnabled() and not name.endswith("penalty_reason")
    ] == []


def test_the_sheet_says_its_keys(qtbot: QtBot, sheets_window: MainWindow) -> None:
    page: ScoreSheetsPage = page_of(sheets_window)
    open_table(qtbot, page, 1)
    assert page.sheet.keys_help.isVisible()
    assert "+" in page.sheet.keys_help.text() and "Enter" in page.sheet.keys_help.text()


def test_a_deal_ended_in_stalemate_is_chosen_by_its_letter_and_saved(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    end = field(page, "deal1_end")
    assert "stalemate" in [end.itemText(i) for i in range(end.count())]  # type: ignore[attr-defined]
    press(qtbot, ["s", "s"])  # stock exhausted, then stalemate
    assert page.sheet.end_of(0) is DealEnd("stalemate")
    press(qtbot, [ENTER, "1", ENTER, "120", ENTER, ENTER, "1", "60", ENTER, "n", ENTER, "n", ENTER])
    assert stored(database, tournament_id, 1)[0] == Deal(
        DealEnd("stalemate"), DealLine(clean=1, cards=120), DealLine(dirty=1, cards=60)
    )


def test_with_semi_clean_burracos_counted_the_typical_sheet_takes_as_many_keys(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    """FIBur's rules count semi-clean burracos: the short path still stops only at clean, dirty and card
    points (a sheet without semi-cleans costs no key for them); * reaches a line's semi-clean count."""
    settings = tournaments.load_tournament(database, tournament_id).settings
    tournaments.change_settings(
        database, tournament_id, replace(settings, scoring=ScoringRules(semi_clean=150))
    )
    make_next_round(database, tournament_id, None)
    page = page_of(show_sheets(qtbot, db_path))
    open_table(qtbot, page, 1)
    assert press(qtbot, SHORT_KEYS) == 34
    assert stored(database, tournament_id, 1) == TYPICAL
    # A semi-clean burraco: * from the line's card points, one digit, and on.
    open_table(qtbot, page, 2)
    press(qtbot, ["1", ENTER, "*", "1", "210+", ENTER, "1", "60", ENTER])
    deal = page.sheet.deals()[0]
    assert (deal.ns.clean, deal.ns.semi_clean, deal.ns.cards, deal.ns.closed) == (1, 1, 210, True)
    assert (deal.ew.dirty, deal.ew.cards) == (1, 60)
