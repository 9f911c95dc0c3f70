"""Semi-clean burracos the tournament's rules do not count (issue 14): one written on the paper sheet can be
typed (its row is there, Tab passes it by, * in the dirty count reaches it), and saving offers to count it
as dirty instead of refusing the sheet. A sheet entered by totals says so."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.quick import quick_deal
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores, tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui import preferences
from tests.services.support import not_played
from tests.ui.test_sheet_entry import field, focused, open_table, page_of, show_sheets
from tests.ui.test_sheet_speed import ENTER, press


def test_semi_clean_burracos_not_counted_are_offered_as_dirty(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    assert tournaments.load_tournament(database, tournament_id).settings.scoring.semi_clean is None
    page = page_of(show_sheets(qtbot, db_path))
    open_table(qtbot, page, 1)
    press(qtbot, [ENTER, ENTER, ENTER])  # from the ending: NS clean, dirty, then
    assert focused().objectName() == "deal1_ns_cards"  # the semi-clean row is passed by
    field(page, "deal1_ns_dirty").setFocus()
    press(qtbot, ["*"])
    assert focused().objectName() == "deal1_ns_semi_clean"
    press(qtbot, ["1", "150+", ENTER, "1", "60", ENTER, "n", ENTER, "n", ENTER])  # the count moves on
    box = page.dialog
    assert isinstance(box, QMessageBox)  # not refused: offered
    assert "semi-clean" in box.text() and "dirty" in box.text()
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == ()
    yes = box.findChild(QWidget, "yes")
    assert yes is not None
    yes.click()  # type: ignore[attr-defined]
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == (
        Deal(DealEnd.CLOSED, DealLine(dirty=1, closed=True, cards=150), DealLine(dirty=1, cards=60)),
        not_played(),
        not_played(),
    )


def test_a_sheet_entered_by_totals_is_flagged(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    rules = tournaments.load_tournament(database, tournament_id).settings.scoring
    totals = [quick_deal(540, 120, rules), quick_deal(300, 300, rules), quick_deal(0, 0, rules)]
    scores.save_table_deals(database, tournament_id, 1, 2, totals, confirm_warnings=True)
    preferences.SHEETS_QUICK.set(False)
    page = page_of(show_sheets(qtbot, db_path))
    assert page.open_table(2)
    assert page.sheet.quick
    assert page.sheet.state.text().endswith("entered as totals")
    assert page.sheet.deals() == totals and not page.sheet.is_modified()
