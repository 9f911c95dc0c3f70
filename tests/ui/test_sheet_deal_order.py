"""The window's score sheet keeps the order of the deals at a table (issue 30 item 1, DOMAIN.md §5): a deal
played after the time-out is not saved; the banner says so and the sheet waits at that deal's ending, with
the refusal's words there."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.test_sheet_entry import (  # noqa: F401 (sheets_window, round_one: fixtures)
    field,
    focused,
    open_table,
    page_of,
    round_one,
    sheets_window,
)
from tests.ui.test_sheet_refused_save import ENTER, press, stored

# Deal 1 ended by time-out (NS a clean burraco and 150, EW a dirty one and 60), deal 2 closed by NS after it,
# deal 3 not played (Enter past it saves).
KEYS = [
    "t", ENTER, "1", ENTER, "150", ENTER, ENTER, "1", "60", ENTER,
    "c", ENTER, "1", ENTER, "230+", ENTER, "1", "85", ENTER,
    "n", ENTER,
]  # fmt: skip


def test_a_deal_closed_after_the_time_out_is_not_saved_and_the_banner_says_so(
    qtbot: QtBot,
    sheets_window: MainWindow,  # noqa: F811
    database: Database,
    tournament_id: int,
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    press(qtbot, KEYS)
    assert stored(database, tournament_id, 1) == ()
    assert page.banner.text().startswith("Not saved: 1 error is marked on the sheet.")
    assert page.sheet.is_held() and focused().objectName() == "deal2_end"
    assert field(page, "deal2_end").toolTip() == (
        "Deal 2, end of the deal: Deal 1 ended by time-out, so this deal was not played: mark it not played, "
        "or correct deal 1."
    )
    assert page.sheet.problem_list.text().startswith("✖ Deal 2: ")
