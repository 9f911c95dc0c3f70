"""The window's one door to the services and its pages: a hidden page waits until shown, a shown one repaints
only the rows a change touched, another station's sheet is applied without reloading the event, the clock
reads no database per tick, and an undo never overwrites another station's save."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from sqlalchemy import event

from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import clock, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.context import Changes
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.models.base import FlatTableModel
from burraco_tourney.ui.models.standings import StandingsTableModel
from burraco_tourney.ui.undo import ArtificialResultCommand, Override
from tests.services.support import closed_by_ew, closed_by_ns, sheet
from tests.ui.conftest import make_window


class Signals:
    """How a model told its views about new rows: resets, and the rows each dataChanged covered."""

    def __init__(self, model: FlatTableModel) -> None:
        self.resets = 0
        self.rows: list[int] = []
        model.modelReset.connect(self._reset)
        model.dataChanged.connect(self._changed)

    def _reset(self) -> None:
        self.resets += 1

    def _changed(self, top: Any, bottom: Any, _roles: Any = None) -> None:
        self.rows += range(top.row(), bottom.row() + 1)


def play_round_one(database: Database, tournament_id: int) -> int:
    """Round 1 (Mitchell, 3 tables) with every sheet in: NS wins each 530 to 185."""
    made = make_next_round(database, tournament_id, None)
    for table, _ns, _ew in made.tables:
        scores.save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()))
    return made.round


@pytest.fixture
def played(database: Database, tournament_id: int) -> int:
    return play_round_one(database, tournament_id)


def workspace(window: MainWindow) -> Workspace:
    assert window.workspace is not None and window.context is not None
    return window.workspace


def vp_of(window: MainWindow, pair: int) -> str:
    model = workspace(window).standings.model
    row = next(r for r in range(model.rowCount()) if model.row_at(r).pair == pair)
    return str(model.index(row, StandingsTableModel.VP).data())


def test_a_hidden_page_is_stale_until_shown(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    space = workspace(window)
    standings = space.standings
    assert standings.stale  # never shown yet: nothing computed for it when the window opened
    space.show_page(Workspace.STANDINGS)
    assert not standings.stale and vp_of(window, 1) == "0"
    space.show_page(Workspace.PAIRS)
    play_round_one(database, tournament_id)  # round 1 and its sheets, from another station
    assert window.context is not None and window.context.check_for_changes()
    assert standings.stale  # behind the Pairs page: not computed again yet
    assert vp_of(window, 1) == "0"
    space.show_page(Workspace.STANDINGS)
    assert not standings.stale
    assert vp_of(window, 1) == "13"


def test_a_correction_repaints_only_the_rows_it_changed(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int, played: int
) -> None:
    space, context = workspace(window), window.context
    assert context is not None
    space.show_page(Workspace.ROUNDS)
    context.check_for_changes()
    tables = space.rounds.tables_model
    table = tables.table_at(0).table
    seen = Signals(tables)
    context.run(
        lambda: scores.save_table_deals(
            database, tournament_id, 1, table, sheet(closed_by_ew(330)), reason="wrong line"
        ),
        Changes.table(1, table),
    )
    assert seen.resets == 0
    assert seen.rows == [0]  # the corrected table's row, no other
    assert tables.table_at(0).deals == sheet(closed_by_ew(330))

    space.show_page(Workspace.STANDINGS)
    standings = Signals(space.standings.model)
    second = tables.table_at(1)
    context.run(
        lambda: scores.save_table_deals(
            database, tournament_id, 1, second.table, sheet(closed_by_ns(260)), reason="card points"
        ),
        Changes.table(1, second.table),
    )
    assert standings.resets == 0
    assert standings.rows  # repainted row by row, not reset
    assert vp_of(window, second.ns) == "14" and vp_of(window, second.ew) == "6"  # was 13 to 7


def test_another_stations_sheet_is_applied_without_reloading_the_event(
    qtbot: QtBot,
    window: MainWindow,
    database: Database,
    tournament_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    make_next_round(database, tournament_id, None)
    space, context = workspace(window), window.context
    assert context is not None
    space.show_page(Workspace.ROUNDS)
    context.check_for_changes()
    loads: list[int] = []
    real_load = repositories.load_tournament
    monkeypatch.setattr(
        repositories, "load_tournament", lambda session, tid: loads.append(tid) or real_load(session, tid)
    )
    emitted: list[Changes] = []
    context.changed.connect(emitted.append)
    scores.save_table_deals(database, tournament_id, 1, 2, sheet(closed_by_ns()), who="Station B")
    assert context.check_for_changes()
    assert emitted[-1].tables == {(1, 2)} and emitted[-1].elsewhere
    rows = space.rounds.tables_model
    shown = {rows.table_at(r).table: rows.index(r, rows.SHEET).data() for r in range(rows.rowCount())}
    assert shown == {1: "Waiting", 2: "In", 3: "Waiting"}
    assert window.sheets_label.text() == "Sheets in: 1 of 3"
    assert loads == []  # the one table read and patched in, not the whole event again
    assert not context.check_for_changes()  # and nothing more to apply


class FakeTime:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def statements(database: Database) -> Iterator[list[str]]:
    """Every SQL statement run on the database file, by any connection of this process."""
    seen: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement)

    event.listen(type(database.engine), "before_cursor_execute", count)
    yield seen
    event.remove(type(database.engine), "before_cursor_execute", count)


def test_the_clock_reads_no_database_while_it_ticks(
    qtbot: QtBot, db_path: Any, database: Database, tournament_id: int, statements: list[str]
) -> None:
    make_next_round(database, tournament_id, None)
    fake = FakeTime()
    clock.start_round_clock(database, tournament_id, 1, now=fake.now)
    window = MainWindow(str(db_path), now=fake)
    qtbot.addWidget(window)
    window.show()
    assert window.context is not None
    window.context.watch.stop()  # the window's look for other stations' changes is not the clock's
    ticker = window.clock.ticker
    assert ticker is not None
    readings: list[object] = []
    ticker.updated.connect(readings.append)
    statements.clear()
    fake.now += timedelta(minutes=3)
    qtbot.waitUntil(lambda: len(readings) >= 6, timeout=4000)  # six ticks of the timer
    assert statements == []
    assert window.clock.status_label.text() == "Round 1 clock: 42:00 left"

    window.clock.pause()  # a clock action: read again, once
    assert window.clock.status_label.text().startswith("Round 1 clock: paused")
    statements.clear()
    fake.now += timedelta(minutes=1)
    count = len(readings)
    qtbot.waitUntil(lambda: len(readings) >= count + 4, timeout=4000)
    assert statements == []


def test_undoing_an_artificial_result_never_overwrites_another_stations_save(
    qtbot: QtBot, db_path: Any, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    window = make_window(qtbot, db_path)
    assert window.undo is not None and window.context is not None
    mine = Override(Decimal(12), Decimal(8), "table could not play")
    saved = scores.set_artificial_result(
        window.context.db, tournament_id, 1, 1, mine.ns_vp, mine.ew_vp, reason=mine.reason
    )
    window.undo.push(ArtificialResultCommand(window.undo, 1, 1, None, mine))
    assert saved.version == 1
    # Station B (its own connection to the same file) decides otherwise meanwhile.
    scores.set_artificial_result(
        database, tournament_id, 1, 1, Decimal(10), Decimal(10), reason="director's ruling", who="Station B"
    )
    window.undo_action.trigger()
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert boxes and "cannot be undone" in boxes[0].text()
    assert "saved elsewhere meanwhile" in boxes[0].text().lower()
    stored = scores.get_table(database, tournament_id, 1, 1)
    assert stored.table.vp_override == (Decimal(10), Decimal(10))  # Station B's ruling stands
    assert stored.override_reason == "director's ruling"


def test_a_hidden_pages_actions_follow_the_changes(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    space, context = workspace(window), window.context
    assert context is not None
    space.show_page(Workspace.STANDINGS)
    assert not space.rounds.swap_pairs_action.isEnabled()
    make_next_round(database, tournament_id, None)  # another station makes round 1
    assert context.check_for_changes()
    # The Round and Pairs menus work from this page: their pages, not shown, are right all the same.
    assert space.rounds.stale and space.pairs.stale
    assert space.rounds.swap_pairs_action.isEnabled() and space.rounds.delete_action.isEnabled()
    assert space.rounds.chosen_round_number() == 1
    assert space.pairs.add_action.text() == "&Add late entry…"
    assert space.standings.adjust_action.isEnabled()


def test_a_big_events_next_round_is_made_off_the_gui_thread(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("burraco_tourney.ui.views.rounds_page.LONG_FROM_PAIRS", 2)  # six pairs is "big"
    space, context = workspace(window), window.context
    assert context is not None
    space.show_page(Workspace.ROUNDS)
    rounds = space.rounds
    assert rounds._make_round(None)  # the dialog may close: the round is being made
    task = context.task
    assert task is not None and task.progress.labelText() == "Making round 1…"
    with qtbot.waitSignal(task.finished, timeout=10000):
        pass
    assert rounds.round_choice.currentText() == "Round 1 · Mitchell"
    assert rounds.tables_model.rowCount() == 3
    assert "Round 1 is made: 3 tables" in rounds.banner.text()
    assert window.round_label.text() == "Round 1 of 5 (Mitchell)"
