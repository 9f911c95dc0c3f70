"""Score entry knows the clock: after a table's time-out, a new sheet's deals end by time-out, and the deals
that could not start before it are not played (DOMAIN.md §5); the closing bonus is refused on them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import DealEnd
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import clock
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import Workspace
from tests.ui.conftest import make_window


def _sheet_ends(qtbot: QtBot, db_path: Path, table: int) -> list[DealEnd]:
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    assert window.workspace is not None
    page = window.workspace.sheets
    assert page.open_table(table)
    return [page.sheet.end_of(deal) for deal in range(3)]


def test_after_time_out_a_new_sheet_defaults_to_time_out_and_not_played(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id)
    # A 25-minute round started an hour ago: deals 1 and 2 started in time, deal 3 (due at 30') did not.
    started = datetime.now(UTC) - timedelta(hours=1)
    clock.start_round_clock(database, tournament_id, 1, minutes=25, now=started)
    assert _sheet_ends(qtbot, db_path, 1) == [DealEnd.TIMEOUT, DealEnd.TIMEOUT, DealEnd.NOT_PLAYED]


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
    assert clock.time_out_defaults(database, tournament_id, 1, 1, at_46) == (DealEnd.TIMEOUT,) * 3
    assert clock.time_out_defaults(database, tournament_id, 1, 2, at_46) == ()
    at_56 = started + timedelta(minutes=56)
    assert clock.time_out_defaults(database, tournament_id, 1, 2, at_56) == (DealEnd.TIMEOUT,) * 3
