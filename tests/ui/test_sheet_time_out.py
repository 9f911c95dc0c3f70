"""Score entry knows the clock: after a table's time-out, a new sheet proposes the shape of the rule
(DOMAIN.md §5): the deals before the one in play ended normally (closed), the one in play by time-out,
those that could not start before it were not played. The director can change any deal's ending, and the
keys are the same whatever the endings: no field greyed out, the same Tab order."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import clock, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import Workspace
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.services.support import closed_by_ns
from tests.ui.conftest import make_window
from tests.ui.test_sheet_entry import (
    EW_CLOSES,
    NS_CLOSES,
    field,
    focused,
    open_table,
    page_of,
    show_sheets,
    type_fields,
)


def _sheet_ends(qtbot: QtBot, db_path: Path, table: int) -> list[DealEnd]:
    page = page_of(show_sheets(qtbot, db_path))
    assert page.open_table(table)
    return [page.sheet.end_of(deal) for deal in range(3)]


def test_after_time_out_a_new_sheet_proposes_one_deal_ended_by_time_out(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id)
    # A 25-minute round started an hour ago: deal 1 was over, deal 2 in play at time-out, deal 3 (due at 30')
    # did not start.
    started = datetime.now(UTC) - timedelta(hours=1)
    clock.start_round_clock(database, tournament_id, 1, minutes=25, now=started)
    assert _sheet_ends(qtbot, db_path, 1) == [DealEnd.CLOSED, DealEnd.TIMEOUT, DealEnd.NOT_PLAYED]


def test_before_time_out_the_sheet_defaults_to_closed_deals(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id)
    clock.start_round_clock(database, tournament_id, 1, now=datetime.now(UTC))
    assert _sheet_ends(qtbot, db_path, 2) == [DealEnd.CLOSED] * 3


def test_time_out_defaults_follow_a_table_s_extra_minutes(database: Database, tournament_id: int) -> None:
    make_next_round(database, tournament_id)
    started = datetime(2026, 12, 20, 20, 0, tzinfo=UTC)
    clock.start_round_clock(database, tournament_id, 1, minutes=45, now=started)
    clock.give_table_extra_time(database, tournament_id, 1, 2, 10, now=started + timedelta(minutes=1))
    at_46 = started + timedelta(minutes=46)
    # Every deal of a 45' round started in time: only the last one was in play at time-out.
    in_play = (DealEnd.CLOSED, DealEnd.CLOSED, DealEnd.TIMEOUT)
    assert clock.time_out_defaults(database, tournament_id, 1, 1, at_46) == in_play
    assert clock.time_out_defaults(database, tournament_id, 1, 2, at_46) == ()
    at_56 = started + timedelta(minutes=56)
    assert clock.time_out_defaults(database, tournament_id, 1, 2, at_56) == in_play


@pytest.fixture
def after_time_out(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> ScoreSheetsPage:
    """A normal 45' round whose time ran out five minutes ago; the Score sheets page."""
    make_next_round(database, tournament_id)
    started = datetime.now(UTC) - timedelta(minutes=50)
    clock.start_round_clock(database, tournament_id, 1, minutes=45, now=started)
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    return page_of(window)


def test_a_sheet_typed_with_the_usual_keys_after_time_out_keeps_every_closing_bonus(
    qtbot: QtBot, after_time_out: ScoreSheetsPage, database: Database, tournament_id: int
) -> None:
    page = after_time_out
    open_table(qtbot, page, 1)
    assert [page.sheet.end_of(deal) for deal in range(3)] == [DealEnd.CLOSED, DealEnd.CLOSED, DealEnd.TIMEOUT]
    type_fields(qtbot, NS_CLOSES)
    type_fields(qtbot, EW_CLOSES)
    #            end NS: clean dirty closed cards pozzetto penalty  EW: the same
    type_fields(
        qtbot, ["", "1", "", "", "120", "", "", "", "1", "", "60", "", ""], last_key=Qt.Key.Key_Return
    )

    stored = scores.get_table(database, tournament_id, 1, 1).table.deals
    assert stored == (
        closed_by_ns(),
        Deal(DealEnd.CLOSED, DealLine(dirty=1, cards=90), DealLine(clean=2, closed=True, cards=410)),
        Deal(DealEnd.TIMEOUT, DealLine(clean=1, cards=120), DealLine(dirty=1, cards=60)),
    )


def _tab_order(qtbot: QtBot, page: ScoreSheetsPage, count: int) -> list[str]:
    order = []
    for _ in range(count):
        order.append(focused().objectName())
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    return order


@pytest.mark.parametrize("end", ["c", "t", "s", "n"])
def test_tab_goes_through_the_same_fields_whatever_the_deal_s_ending(
    qtbot: QtBot, after_time_out: ScoreSheetsPage, end: str
) -> None:
    page = after_time_out
    open_table(qtbot, page, 2)
    first = field(page, "deal1_end")
    assert isinstance(first, QComboBox)
    qtbot.keyClicks(first, end)
    assert _tab_order(qtbot, page, 14) == [
        "deal1_end",
        "deal1_ns_clean",
        "deal1_ns_dirty",
        "deal1_ns_closed",
        "deal1_ns_cards",
        "deal1_ns_pozzetto",
        "deal1_ns_penalty",
        "deal1_ew_clean",
        "deal1_ew_dirty",
        "deal1_ew_closed",
        "deal1_ew_cards",
        "deal1_ew_pozzetto",
        "deal1_ew_penalty",
        "deal2_end",
    ]
    # Nothing the director may still need is greyed out.
    disabled = [
        name
        for name, widget in ((w.objectName(), w) for w in page.sheet.fields.values())
        if not widget.isEnabled() and not name.endswith("penalty_reason")
    ]
    assert disabled == []


def test_marking_who_closed_a_deal_proposed_as_time_out_makes_it_closed(
    qtbot: QtBot, after_time_out: ScoreSheetsPage, database: Database, tournament_id: int
) -> None:
    page = after_time_out
    open_table(qtbot, page, 3)
    ew_closed = field(page, "deal3_ew_closed")
    assert isinstance(ew_closed, QCheckBox) and ew_closed.isEnabled()
    qtbot.mouseClick(ew_closed, Qt.MouseButton.LeftButton, pos=ew_closed.rect().center())
    assert ew_closed.isChecked()
    assert page.sheet.end_of(2) is DealEnd.CLOSED
    # Choosing time-out again says nobody closed.
    end = field(page, "deal3_end")
    qtbot.keyClicks(end, "t")
    assert page.sheet.end_of(2) is DealEnd.TIMEOUT and not ew_closed.isChecked()
