"""The rotating room display: the clock, then the seats of the round, then the standings, each for the
seconds the director chose; the clock holds the wall in the last minutes and at time-out."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import clock, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.tournaments import load_tournament
from burraco_tourney.ui.clock.dialogs import RotationDialog
from burraco_tourney.ui.clock.display import RoundClockWindow
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.preferences import CLOCK_ROTATING, CLOCK_ROTATION
from tests.ui.test_clock_window import T0, FakeTime


def rotating_window(qtbot: QtBot, database: Database, tournament_id: int) -> RoundClockWindow:
    window = RoundClockWindow(None, "Torneo di Natale")
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.set_tournament(load_tournament(database, tournament_id))
    window.show()
    return window


def test_the_views_follow_each_other_for_their_seconds_and_start_again(
    qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    window = rotating_window(qtbot, database, tournament_id)
    assert window.current_view == "clock"
    assert not window.rotation_timer.isActive()  # no rotation chosen: the clock alone
    window.set_rotation((20, 15, 10))
    seen = []
    for _ in range(4):
        seen.append((window.current_view, window.rotation_timer.interval()))
        window.advance()
    assert seen == [("clock", 20000), ("seats", 15000), ("standings", 10000), ("clock", 20000)]
    assert window.rotation_timer.isActive()


def test_a_view_with_no_seconds_is_left_out_and_the_timer_really_turns(
    qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    window = rotating_window(qtbot, database, tournament_id)
    window.set_rotation((1, 0, 1))
    qtbot.waitUntil(lambda: window.current_view == "standings", timeout=3000)
    qtbot.waitUntil(lambda: window.current_view == "clock", timeout=3000)
    window.set_rotation((0, 0, 0))
    assert window.current_view == "clock" and not window.rotation_timer.isActive()


def test_the_seats_view_says_each_table_and_the_standings_view_the_ranking(
    qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    window = rotating_window(qtbot, database, tournament_id)
    assert window.seats.empty_text == "No round is made yet"
    assert window.standings.empty_text == "No round has all its results yet"
    make_next_round(database, tournament_id, None)
    tournament = load_tournament(database, tournament_id)
    round_one = next(r for r in tournament.rounds if r.number == 1)
    for table in round_one.tables:
        scores.set_artificial_result(
            database, tournament_id, 1, table.table, Decimal(12), Decimal(8), reason="test"
        )
    window.set_tournament(load_tournament(database, tournament_id))
    assert window.seats.title == "Round 1: seats"
    assert len(window.seats.rows) == len(round_one.tables)
    first = min(round_one.tables, key=lambda t: t.table)
    assert window.seats.rows[0][:2] == (f"Table {first.table}", f"NS {first.ns}")
    # Surnames, as people scan the wall for them, with the apostrophe and the letters kept.
    everyone = " ".join(" ".join(row) for row in window.seats.rows)
    assert "D'Alessandro – Bianchi" in everyone and "Müller – Wiśniewski" in everyone
    assert window.standings.title == "Standings after round 1"
    assert [row[0] for row in window.standings.rows][:1] == ["1."]
    assert {row[3] for row in window.standings.rows} == {"12 VP", "8 VP"}
    window.set_rotation((5, 5, 5))
    window.advance()
    assert window.current_view == "seats"


def test_the_clock_holds_the_wall_in_the_last_minutes(
    qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    from burraco_tourney.ui.clock.ticker import ClockTicker

    make_next_round(database, tournament_id, None)
    fake = FakeTime()
    clock.start_round_clock(database, tournament_id, 1, minutes=45, warning_minutes=5, now=T0)
    ticker = ClockTicker(database, tournament_id, fake)
    window = RoundClockWindow(ticker, "Torneo di Natale")
    qtbot.addWidget(window)
    ticker.set_round(1)
    window.set_rotation((10, 10, 10))
    fake.at(minutes=41)  # four minutes left: the warning
    ticker.refresh()
    window.advance()
    assert window.current_view == "clock"
    fake.at(minutes=10)
    ticker.refresh()
    window.advance()
    assert window.current_view == "seats"
    ticker.stop()


def test_the_director_turns_the_rotation_on_from_the_clock_menu(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    controls = window.clock
    controls.follow_round()
    next(a for a in controls.menu.actions() if a.text() == "Rotatin&g room display…").trigger()
    dialog = controls.dialog
    assert isinstance(dialog, RotationDialog)
    assert not dialog.rotating.isChecked() and not dialog.seats_seconds.isEnabled()
    dialog.rotating.setChecked(True)
    dialog.seats_seconds.setValue(30)
    dialog.accept()
    assert QSettings().value(CLOCK_ROTATING.key) == "true"
    assert QSettings().value(CLOCK_ROTATION.key) == "20,30,15"
    display = controls.show_display(None, windowed=True)
    assert display is not None
    qtbot.waitUntil(display.isVisible)
    assert display.rotation == (20, 30, 15)
    display.advance()
    assert display.current_view == "seats" and display.seats.title == "Round 1: seats"
    controls.set_rotation(False, (20, 30, 15))  # off again: back to the clock, and it stays
    assert display.current_view == "clock" and not display.rotation_timer.isActive()
