"""Two stations on one tournament (two Database objects on one SQLite file): a sheet saved on a copy that the
other station changed meanwhile is refused and shows their values; the director loads theirs, keeps theirs
as the base of a correction, or goes back to editing. Sheets saved elsewhere show up in the missing tables."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui import preferences
from burraco_tourney.ui.dialogs.sheet_conflict import SheetConflictDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.services.support import closed_by_ew, closed_by_ns, not_played, sheet
from tests.ui.test_sheet_entry import (
    EW_CLOSES,
    NOT_PLAYED,
    NS_CLOSES,
    field,
    open_table,
    page_of,
    show_sheets,
    type_fields,
)

MINE = (
    closed_by_ns(),
    Deal(DealEnd.CLOSED, DealLine(dirty=1, cards=90), DealLine(clean=2, closed=True, cards=410)),
    not_played(),
)
THEIRS = sheet(closed_by_ew(330))


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> MainWindow:
    """Round 1 made (Mitchell, 3 tables); the window shows the Score sheets page."""
    make_next_round(database, tournament_id, None)
    return show_sheets(qtbot, db_path)


@pytest.fixture
def conflict(
    qtbot: QtBot,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
) -> SheetConflictDialog:
    """Table 1 opened here; the other station saves it; this station's save is refused."""
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    opened_at = page.state.version if page.state else None
    scores.save_table_deals(database, tournament_id, 1, 1, THEIRS, who="Station B")
    type_fields(qtbot, NS_CLOSES)
    type_fields(qtbot, EW_CLOSES)
    type_fields(qtbot, NOT_PLAYED, last_key=Qt.Key.Key_Return)  # Enter on the last field saves
    dialog = page.dialog
    assert isinstance(dialog, SheetConflictDialog)
    assert page.state is not None and page.state.version == opened_at  # the copy it was opened at
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == THEIRS  # nothing overwritten
    return dialog


def test_a_stale_save_shows_their_values_next_to_mine(conflict: SheetConflictDialog) -> None:
    assert "Station B" in conflict.message.text()
    # Deal 1: theirs EW closed (NS 100 + 85, EW 200 + 100 + 330); mine NS closed (530 v 185).
    assert [conflict.cell(0, c) for c in range(4)] == ["185", "630", "530", "185"]
    assert conflict.grid.verticalHeaderItem(3).text() == "Total"
    assert [conflict.cell(3, c) for c in range(4)] == ["185", "630", "720", "1095"]
    assert conflict.isVisible()


def test_load_their_sheet_shows_their_values(
    qtbot: QtBot,
    conflict: SheetConflictDialog,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
) -> None:
    page = page_of(sheets_window)
    conflict.load_button.click()
    stored = scores.get_table(database, tournament_id, 1, 1)
    assert page.state is not None and page.state.version == stored.version
    assert page.state.table.deals == THEIRS
    cards = field(page, "deal1_ew_cards")
    assert isinstance(cards, QLineEdit) and cards.text() == "330"
    assert not page.sheet.is_modified()


def test_keep_mine_saves_a_correction_on_their_version(
    qtbot: QtBot,
    conflict: SheetConflictDialog,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
) -> None:
    conflict.keep_button.click()  # no reason yet: not saved
    assert conflict.isVisible()
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == THEIRS
    conflict.reason.setText("the paper sheet says NS closed")
    conflict.keep_button.click()
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == MINE
    entry = audit.audit_log(database, tournament_id)[0]
    assert (entry.action, entry.reason) == ("correct deals", "the paper sheet says NS closed")
    assert entry.old[0]["ew"]["cards"] == 330
    assert "the correction is saved" in page_of(sheets_window).banner.text()


def test_back_to_editing_keeps_my_sheet_and_a_new_save_is_refused_again(
    qtbot: QtBot,
    conflict: SheetConflictDialog,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
) -> None:
    page = page_of(sheets_window)
    conflict.back_button.click()
    assert page.sheet.is_modified() and tuple(page.sheet.deals()) == MINE
    page.save()  # still the old copy: refused again, never a silent overwrite
    assert isinstance(page.dialog, SheetConflictDialog) and page.dialog is not conflict
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == THEIRS


def test_the_station_name_goes_to_the_audit_log(
    qtbot: QtBot,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
) -> None:
    preferences.STATION.set("Anna, desk 2")
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    type_fields(qtbot, NS_CLOSES)
    type_fields(qtbot, EW_CLOSES)
    type_fields(qtbot, NOT_PLAYED, last_key=Qt.Key.Key_Return)
    assert audit.audit_log(database, tournament_id)[0].who == "Anna, desk 2"


def test_sheets_saved_elsewhere_leave_the_missing_tables(
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
) -> None:
    page = page_of(sheets_window)
    assert page.missing_tables() == [1, 2, 3]
    scores.save_table_deals(database, tournament_id, 1, 2, THEIRS, who="Station B")
    # The window's own poll of the tournament's revision (every few seconds) notices it.
    assert sheets_window.context is not None and sheets_window.context.check_for_changes()
    assert page.missing_tables() == [1, 3]
    assert "waiting for table 1, 3" in page.progress.text()
    assert sheets_window.sheets_label.text() == "Sheets in: 1 of 3"


def test_a_stale_artificial_result_is_refused(
    qtbot: QtBot,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    scores.save_table_deals(database, tournament_id, 1, 1, THEIRS, who="Station B")
    assert page.state is not None
    assert not page.results._set_artificial(page.state, Decimal(10), Decimal(10), "table could not play")
    assert scores.get_table(database, tournament_id, 1, 1).table.vp_override is None
    assert page.state.table.deals == THEIRS  # shown as stored now
