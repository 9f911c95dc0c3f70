"""A sheet entered by totals (quick mode) is shown by its totals whatever the quick-mode switch says: opened
with the switch off, or with the switch turned off while it is shown, it never shows invented deals (three
deals "time-out", the totals as card points)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.quick import quick_deal
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.tournaments import load_tournament
from burraco_tourney.ui import preferences
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.services.support import closed_by_ew, closed_by_ns
from tests.ui.conftest import make_window
from tests.ui.test_sheet_entry import give_reason

TOTALS = ((1230, 450), (-35, 720), (600, 300))


@pytest.fixture
def quick_sheet(database: Database, tournament_id: int) -> None:
    """Round 1; table 2's sheet entered by its deals' totals only."""
    make_next_round(database, tournament_id, None)
    rules = load_tournament(database, tournament_id).settings.scoring
    scores.save_table_deals(
        database, tournament_id, 1, 2, [quick_deal(ns, ew, rules) for ns, ew in TOTALS], confirm_warnings=True
    )


def sheets_page(qtbot: QtBot, db_path: Path) -> ScoreSheetsPage:
    window: MainWindow = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    assert window.workspace is not None
    return window.workspace.sheets


def shows_its_totals(page: ScoreSheetsPage) -> None:
    """The sheet shows the totals as totals, and no deal's ending (none was entered)."""
    for index, (ns, ew) in enumerate(TOTALS, start=1):
        for line, total in (("ns", ns), ("ew", ew)):
            edit = page.sheet.findChild(QLineEdit, f"deal{index}_{line}_total")
            assert edit is not None and edit.isVisible() and edit.text() == str(total)
        assert page.sheet.findChild(QWidget, f"deal{index}_ns_cards") is None
    shown_ends = [c.currentText() for c in page.sheet.findChildren(QComboBox) if c.isVisible()]
    assert not any("time-out" in text for text in shown_ends), shown_ends
    assert page.quick_action.isChecked()  # the button says what the sheet is in


def test_a_sheet_entered_by_totals_opens_by_its_totals_with_quick_mode_off(
    qtbot: QtBot, db_path: Path, quick_sheet: None
) -> None:
    preferences.SHEETS_QUICK.set(False)
    page = sheets_page(qtbot, db_path)
    page.show()
    assert not page.quick_action.isChecked()
    page.open_table(2)
    shows_its_totals(page)


def test_turning_quick_mode_off_on_a_sheet_entered_by_totals_keeps_its_totals(
    qtbot: QtBot, db_path: Path, quick_sheet: None
) -> None:
    preferences.SHEETS_QUICK.set(True)
    page = sheets_page(qtbot, db_path)
    page.show()
    page.open_table(2)
    shows_its_totals(page)
    page.quick_action.trigger()  # quick mode off (Ctrl+K)
    shows_its_totals(page)
    assert "totals" in page.banner.text()
    # The switch still holds for the next sheet: a table not yet entered opens deal by deal.
    page.open_table(1)
    assert not page.sheet.quick and not page.quick_action.isChecked()
    assert page.sheet.findChild(QWidget, "deal1_ns_cards") is not None


FULL = (closed_by_ns(), closed_by_ew(), closed_by_ns(180, 40, ns_clean=2, ew_dirty=0))


@pytest.fixture
def full_sheet(database: Database, tournament_id: int) -> None:
    """Round 1; table 2's sheet entered deal by deal: burracos, who closed, card points."""
    make_next_round(database, tournament_id, None)
    scores.save_table_deals(database, tournament_id, 1, 2, list(FULL), confirm_warnings=True)


def test_turning_quick_mode_on_on_a_sheet_entered_deal_by_deal_keeps_its_deals(
    qtbot: QtBot, db_path: Path, full_sheet: None
) -> None:
    """Totals would lose the burracos and who closed, and a correction saved then would store them lost."""
    preferences.SHEETS_QUICK.set(False)
    page = sheets_page(qtbot, db_path)
    page.show()
    page.open_table(2)
    page.quick_action.trigger()  # quick mode on (Ctrl+K)
    assert not page.sheet.quick and not page.quick_action.isChecked()
    assert page.sheet.findChild(QLineEdit, "deal1_ns_total") is None
    for index, deal in enumerate(FULL, start=1):
        for line in ("ns", "ew"):
            side = getattr(deal, line)
            cards = page.sheet.findChild(QLineEdit, f"deal{index}_{line}_cards")
            assert cards is not None and cards.isVisible() and cards.text() == str(side.cards)
            clean = page.sheet.findChild(QLineEdit, f"deal{index}_{line}_clean")
            assert clean is not None and clean.text() == (str(side.clean) if side.clean else "")
    assert page.sheet.deals() == list(FULL) and not page.sheet.is_modified()
    assert "deal by deal" in page.banner.text() and page.banner.isVisible()
    # The switch holds for the next sheet: a table not yet entered opens by totals.
    page.open_table(1)
    assert page.sheet.quick and page.quick_action.isChecked()
    assert page.sheet.findChild(QLineEdit, "deal1_ns_total") is not None


def test_a_sheet_saved_as_the_table_s_totals_shows_them_and_is_corrected_as_totals(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    """A table entered by its totals over the round (a file may bring one) is shown by those totals, says
    so, and a correction stores the table's totals again (no deals invented)."""
    make_next_round(database, tournament_id, None)
    scores.save_table_totals(database, tournament_id, 1, 3, 1250, 640)
    page = sheets_page(qtbot, db_path)
    page.show()
    page.open_table(3)
    assert page.sheet.quick and page.sheet.state.text().endswith("entered as the table's totals")
    ns_total = page.sheet.findChild(QLineEdit, "deal1_ns_total")
    assert ns_total is not None and ns_total.text() == "1250"
    assert page.sheet.mp_value.text() == "1250 – 640" and not page.sheet.is_modified()
    ns_total.setFocus()
    ns_total.selectAll()
    qtbot.keyClicks(ns_total, "1150")
    page.save()
    give_reason(qtbot, page, "NS total misread")
    table = scores.get_table(database, tournament_id, 1, 3).table
    assert (table.totals, table.deals) == ((1150, 640), ())
