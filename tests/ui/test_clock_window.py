"""The round clock in the window: the room display at each state, the controls, restart and refusals.

The clock is read at a fake time that each test moves by hand, so what the room sees is exact to the second.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.clock import FINAL_CIRCUIT_TEXTS, ClockState, FinalCircuitRule
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import clock
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.clock.controls import ClockControls
from burraco_tourney.ui.clock.dialogs import ExtendClockDialog, StartClockDialog, TableExtraTimeDialog
from burraco_tourney.ui.clock.display import SCHEMES, RoundClockWindow
from burraco_tourney.ui.clock.texts import final_circuit_rule_text
from burraco_tourney.ui.clock.ticker import ClockTicker, mm_ss
from burraco_tourney.ui.main_window import MainWindow

T0 = datetime(2026, 12, 20, 15, 0, tzinfo=UTC)


class FakeTime:
    """The wall time as the window sees it, moved by the test."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def at(self, minutes: float = 0, seconds: float = 0) -> datetime:
        self.now = T0 + timedelta(minutes=minutes, seconds=seconds)
        return self.now


@pytest.fixture
def fake_time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def round_one(database: Database, tournament_id: int) -> int:
    """Round 1 made: three tables; 3 deals of 15 minutes, so a 45-minute round."""
    make_next_round(database, tournament_id, None)
    return 1


@pytest.fixture
def room(
    qtbot: QtBot, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> Iterator[RoundClockWindow]:
    """The room display following round 1's clock (its own reader, as a second program would have)."""
    ticker = ClockTicker(database, tournament_id, fake_time)
    window = RoundClockWindow(ticker, "Torneo di Natale")
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    ticker.set_round(round_one)
    yield window
    ticker.stop()


def read(window: RoundClockWindow, fake_time: FakeTime, minutes: float = 0, seconds: float = 0) -> None:
    fake_time.at(minutes, seconds)
    assert window.ticker is not None
    window.ticker.refresh()


def shown(window: RoundClockWindow) -> tuple[str, str, str]:
    display = window.display
    return (
        display.round_label.text(),
        display.time_label.text(),
        display.state_label.text() if display.state_label.isVisibleTo(display) else "",
    )


def message_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def make_window(qtbot: QtBot, db_path: Path, fake_time: FakeTime) -> MainWindow:
    window = MainWindow(str(db_path), now=fake_time)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def controls_of(window: MainWindow) -> ClockControls:
    return window.clock


# ------------------------------------------------------------------------------------------ the room display


def test_the_clock_display_before_the_start_shows_the_rounds_minutes(room: RoundClockWindow) -> None:
    assert shown(room) == ("Round 1", "45:00", "Not started yet")
    assert room.display.title_label.text() == "Torneo di Natale"
    assert room.display.scheme == "idle"


def test_the_running_clock_shows_the_time_left_as_mm_ss(
    room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    read(room, fake_time, 1, 30)
    assert shown(room) == ("Round 1", "43:30", "")
    assert room.display.time_colour == SCHEMES["running"][1]
    read(room, fake_time, 39, 59.2)  # whole seconds rounded up: 5:00.8 left reads 05:01
    assert shown(room) == ("Round 1", "05:01", "")


def test_the_clock_warning_colour_in_the_last_minutes(
    room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    read(room, fake_time, 40)
    assert shown(room) == ("Round 1", "05:00", "Last minutes")
    assert room.display.scheme == "warning"
    assert room.display.time_colour == SCHEMES["warning"][1] != SCHEMES["running"][1]


def test_a_paused_clock_shows_paused_and_stands_still(
    room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    clock.pause_clock(database, tournament_id, 1, now=fake_time.at(10))
    read(room, fake_time, 25)
    assert shown(room) == ("Round 1", "35:00", "PAUSED")
    assert room.display.scheme == "paused"


def test_the_time_out_banner_shows_the_final_circuit_text(
    room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    rule = FinalCircuitRule.DRAWER_PARTNER
    clock.start_round_clock(database, tournament_id, 1, final_circuit_text=rule.text, now=fake_time.at(0))
    read(room, fake_time, 45)
    assert shown(room) == ("Round 1", "TIME-OUT", "")
    assert room.display.note_label.text() == rule.text
    assert room.display.scheme == "time_out"
    read(room, fake_time, 46, 30)  # after the one-minute announcement: the final circuit
    assert shown(room) == ("Round 1", "TIME-OUT", "Final circuit")
    assert room.display.note_label.text() == rule.text


def test_a_time_out_text_of_the_directors_own_is_shown_as_typed(
    room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    words = "Ultimo giro: inizia chi deve scartare. Nessuna chiusura dopo il giro."
    clock.start_round_clock(database, tournament_id, 1, minutes=25, final_circuit_text=words, now=T0)
    read(room, fake_time, 25)
    assert room.display.note_label.text() == words


def test_a_finished_clock_shows_finished(
    room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    clock.finish_clock(database, tournament_id, 1, now=fake_time.at(47))
    read(room, fake_time, 50)
    assert shown(room) == ("Round 1", "FINISHED", "Round 1 is over")
    assert room.display.note_label.text() == ""
    assert room.display.scheme == "finished"


def test_the_clock_shows_the_tables_with_extra_time(
    room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    clock.give_table_extra_time(database, tournament_id, 1, 2, 4, now=fake_time.at(3))
    read(room, fake_time, 45, 30)
    assert room.display.time_label.text() == "TIME-OUT"
    assert room.display.tables_label.text() == "Extra time   Table 2: 03:30"


def test_the_clock_figures_grow_with_the_window(
    qtbot: QtBot, room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    read(room, fake_time, 2)
    big = room.display.time_label.font().pixelSize()
    room.resize(480, 300)
    qtbot.waitUntil(lambda: room.display.time_label.font().pixelSize() < big / 2)
    # Readable from the back of a room: on a 720-line screen the figures are over a third of its height.
    assert big > 720 / 3


def test_the_clock_window_goes_full_screen_on_the_chosen_screen(qtbot: QtBot, room: RoundClockWindow) -> None:
    screen = QGuiApplication.screens()[-1]
    room.show_on(screen)
    qtbot.waitUntil(room.isFullScreen)
    assert room.screen() is screen
    qtbot.keyClick(room, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not room.isFullScreen())


def test_the_clock_time_out_text_is_translated_when_it_is_a_standard_rule(
    qapp: QApplication, room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    installed = install_translators(qapp, "it")
    try:
        read(room, fake_time, 45)
        note = room.display.note_label.text()
        time_out = room.display.time_label.text()
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)
    assert note != FinalCircuitRule.DISCARDER.text
    assert "scartare" in note
    assert time_out == "TEMPO SCADUTO"


FORMER_FIBUR_WORDS = (
    "The last circuit starts with the player who must discard; if time-out is called before the player on "
    "turn has drawn, a full circuit is played."
)


def test_the_fibur_time_out_words_start_from_the_partner_of_the_player_who_must_draw(
    qapp: QApplication, room: RoundClockWindow, database: Database, tournament_id: int, fake_time: FakeTime
) -> None:
    # Codice di Gara, Art. 15; a clock started with the former (wrong) FIBur sentence reads the right one.
    clock.start_round_clock(
        database, tournament_id, 1, final_circuit_text=FORMER_FIBUR_WORDS, now=fake_time.at(0)
    )
    installed = install_translators(qapp, "it")
    try:
        read(room, fake_time, 45)
        note = room.display.note_label.text()
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)
    assert note == (
        "L'ultimo giro inizia dal compagno del giocatore che deve pescare; se il tempo scade prima che il "
        "giocatore di turno abbia pescato, si gioca un giro completo."
    )


def test_the_clock_translates_the_domains_own_final_circuit_texts() -> None:
    # The window's translatable copies must stay word for word those of the domain.
    for rule in FinalCircuitRule:
        assert final_circuit_rule_text(rule) == FINAL_CIRCUIT_TEXTS[rule]


def test_mm_ss_of_the_clock() -> None:
    assert [mm_ss(s) for s in (0, 59, 60, 2700, 6000, -3)] == [
        "00:00",
        "00:59",
        "01:00",
        "45:00",
        "100:00",
        "00:00",
    ]


# ------------------------------------------------------------------------------------------ the controls


def test_the_clock_start_dialog_offers_deals_times_minutes_and_the_presets(
    qtbot: QtBot, db_path: Path, round_one: int, fake_time: FakeTime
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    controls = controls_of(window)
    controls.start_action.trigger()
    dialog = controls.dialog
    assert isinstance(dialog, StartClockDialog)
    assert dialog.minutes.value() == 45
    assert sorted(dialog.preset_buttons) == [25, 35, 45]
    dialog.preset_buttons[25].click()
    assert dialog.minutes.value() == 25
    assert dialog.warning.value() == 5
    assert dialog.final_circuit.currentText() == FinalCircuitRule.DISCARDER.text
    dialog.reject()


def open_start_dialog(qtbot: QtBot, window: MainWindow) -> StartClockDialog:
    window.clock.start_action.trigger()
    dialog = window.clock.dialog
    assert isinstance(dialog, StartClockDialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def press_enter(qtbot: QtBot) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_Return)


def test_enter_in_the_clock_start_dialog_starts_the_clock(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    dialog = open_start_dialog(qtbot, make_window(qtbot, db_path, fake_time))
    assert QApplication.focusWidget() is dialog.minutes
    dialog.minutes.selectAll()
    qtbot.keyClicks(dialog.minutes, "40")
    press_enter(qtbot)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    view = clock.clock_state(database, tournament_id, 1, fake_time.at(1))
    assert (view.state, view.round_minutes) == (ClockState.RUNNING, 40)


def test_enter_right_after_a_preset_starts_the_clock(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    dialog = open_start_dialog(qtbot, make_window(qtbot, db_path, fake_time))
    preset = dialog.preset_buttons[35]
    qtbot.mouseClick(preset, Qt.MouseButton.LeftButton)  # the click leaves the focus on the preset
    assert QApplication.focusWidget() is preset
    assert dialog.minutes.value() == 35
    press_enter(qtbot)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    view = clock.clock_state(database, tournament_id, 1, fake_time.at(1))
    assert (view.state, view.round_minutes) == (ClockState.RUNNING, 35)


@pytest.mark.parametrize("action", ["extend_action", "table_extra_action"])
def test_enter_in_the_other_clock_dialogs_presses_their_main_button(
    qtbot: QtBot,
    db_path: Path,
    database: Database,
    tournament_id: int,
    round_one: int,
    fake_time: FakeTime,
    action: str,
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    window.clock.refresh()
    getattr(window.clock, action).trigger()
    dialog = window.clock.dialog
    assert isinstance(dialog, ExtendClockDialog | TableExtraTimeDialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    press_enter(qtbot)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    view = clock.clock_state(database, tournament_id, 1, fake_time.now)
    assert view.round_minutes == 50 or view.table(1).extra_minutes == 5


def test_clock_controls_start_pause_resume_extend_and_finish(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    controls = controls_of(window)
    assert window.clock.status_label.text() == "Round 1 clock: not started (45′)"
    assert not controls.pause_action.isEnabled()

    fake_time.at(0)
    controls.start_action.trigger()
    dialog = controls.dialog
    assert isinstance(dialog, StartClockDialog)
    dialog.preset_buttons[35].click()
    dialog.final_circuit.setCurrentIndex(1)
    dialog.accept()
    assert not dialog.isVisible()
    view = clock.clock_state(database, tournament_id, 1, fake_time.at(5))
    assert (view.state, view.round_minutes, view.time_left) == (ClockState.RUNNING, 35, 30 * 60)
    assert view.settings.final_circuit_text == FinalCircuitRule.DRAWER_PARTNER.text
    qtbot.waitUntil(lambda: window.clock.status_label.text() == "Round 1 clock: 30:00 left")
    assert not controls.start_action.isEnabled()

    controls.pause_action.trigger()
    fake_time.at(12)
    assert clock.clock_state(database, tournament_id, 1, fake_time.now).state is ClockState.PAUSED
    qtbot.waitUntil(lambda: window.clock.status_label.text() == "Round 1 clock: paused, 30:00 left")
    assert controls.resume_action.isEnabled() and not controls.pause_action.isEnabled()
    controls.resume_action.trigger()
    view = clock.clock_state(database, tournament_id, 1, fake_time.at(13))
    assert (view.state, view.time_left) == (ClockState.RUNNING, 29 * 60)

    controls.extend_action.trigger()
    extend = controls.dialog
    assert isinstance(extend, ExtendClockDialog)
    extend.minutes.setValue(10)
    extend.reason.setText("a long ruling at table 3")
    extend.accept()
    view = clock.clock_state(database, tournament_id, 1, fake_time.now)
    assert (view.round_minutes, view.time_left) == (45, 39 * 60)

    controls.table_extra_action.trigger()
    extra = controls.dialog
    assert isinstance(extra, TableExtraTimeDialog)
    assert [extra.table.itemData(i) for i in range(extra.table.count())] == [1, 2, 3]
    extra.choose_table(2)
    extra.minutes.setValue(3)
    extra.accept()
    view = clock.clock_state(database, tournament_id, 1, fake_time.now)
    assert view.table(2).extra_minutes == 3
    assert view.table(2).time_left == 42 * 60

    controls.finish_action.trigger()
    box = controls.dialog
    assert isinstance(box, QMessageBox)
    assert "Finish the clock of round 1?" in box.text()
    next(button for button in box.buttons() if button.objectName() == "yes").click()
    assert clock.clock_state(database, tournament_id, 1, fake_time.at(14)).state is ClockState.FINISHED
    qtbot.waitUntil(lambda: window.clock.status_label.text() == "Round 1 clock: finished")


def test_the_clock_panel_on_the_rounds_page_follows_the_clock(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    assert window.workspace is not None
    panel = window.workspace.rounds.clock_panel
    assert panel is not None
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))  # another station
    fake_time.at(41)
    assert window.context is not None
    window.context.watch.setInterval(10)  # instead of waiting for the window's next look
    qtbot.waitUntil(lambda: panel.time.text() == "04:00")  # the window notices, the ticker follows
    assert panel.text.text() == "Round 1: last minutes"
    assert panel.buttons["pause_clock"].isEnabled()
    assert not panel.buttons["start_clock"].isEnabled()


def test_a_refused_clock_action_shows_the_message(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    controls = controls_of(window)
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    fake_time.at(20)
    controls.refresh()
    controls.extend_action.trigger()
    extend = controls.dialog
    assert isinstance(extend, ExtendClockDialog)
    extend.minutes.setValue(-30)  # only 25 minutes are left: the round cannot be shortened by 30
    extend.accept()
    qtbot.waitUntil(lambda: bool(message_boxes(window)))
    refusal = message_boxes(window)[0].text()
    assert refusal
    assert extend.isVisible()  # the director can correct the number
    assert clock.clock_state(database, tournament_id, 1, fake_time.now).round_minutes == 45
    message_boxes(window)[0].accept()
    extend.reject()

    # Another program resumed nothing: resume on a running clock says why it cannot.
    assert controls.resume() is False
    qtbot.waitUntil(lambda: bool(message_boxes(window)))
    assert "resume" in message_boxes(window)[0].text().lower()


def test_the_clock_survives_restarting_the_window(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    first = make_window(qtbot, db_path, fake_time)
    fake_time.at(0)
    assert first.clock.start_now(1, 45, 5, FinalCircuitRule.DISCARDER.text)
    fake_time.at(4)
    first.clock.pause()
    fake_time.at(6)
    first.clock.resume()
    fake_time.at(15, 20)
    first.clock.refresh()
    before = first.clock.status_label.text()
    room_before = first.clock.show_display(windowed=True)
    assert room_before is not None
    big_before = room_before.display.time_label.text()
    first.close()

    second = make_window(qtbot, db_path, fake_time)
    second.clock.refresh()
    assert second.clock.status_label.text() == before == "Round 1 clock: 31:40 left"
    room_after = second.clock.show_display(windowed=True)
    assert room_after is not None
    assert room_after.display.time_label.text() == big_before == "31:40"


def test_the_clock_sounds_on_entering_warning_and_time_out_only(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    controls = controls_of(window)
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    for minutes in (1, 39, 40, 41, 44):
        fake_time.at(minutes)
        controls.refresh()
    assert controls.sound.played == ["warning"]
    clock.pause_clock(database, tournament_id, 1, now=fake_time.at(44))
    controls.refresh()
    clock.resume_clock(database, tournament_id, 1, now=fake_time.at(46))
    controls.refresh()  # back in the last minutes after a pause: no second warning
    for minutes in (47, 47.5, 48, 50):
        fake_time.at(minutes)
        controls.refresh()
    assert controls.sound.played == ["warning", "time-out"]
    window.close()

    again = make_window(qtbot, db_path, fake_time)
    fake_time.at(51)
    again.clock.refresh()
    assert again.clock.view is not None and again.clock.view.state is ClockState.FINAL_CIRCUIT
    assert again.clock.sound.played == []  # a restart does not sound the time-out again


def test_the_clock_sound_can_be_turned_off(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    controls = controls_of(window)
    controls.sound_action.trigger()
    assert not controls.sound.enabled
    clock.start_round_clock(database, tournament_id, 1, minutes=25, now=fake_time.at(0))
    for minutes in (1, 21, 26):
        fake_time.at(minutes)
        controls.refresh()
    assert controls.sound.played == []


def test_the_clock_status_without_a_round(
    qtbot: QtBot, db_path: Path, tournament_id: int, fake_time: FakeTime
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    assert window.clock.status_label.text() == "Clock: no round"
    assert not window.clock.start_action.isEnabled()
    room = window.clock.show_display(windowed=True)
    assert room is not None
    assert room.display.state_label.text() == "No round is being played"


def test_the_clock_follows_the_next_round(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, round_one: int, fake_time: FakeTime
) -> None:
    window = make_window(qtbot, db_path, fake_time)
    room = window.clock.show_display(windowed=True)
    assert room is not None
    clock.start_round_clock(database, tournament_id, 1, now=fake_time.at(0))
    clock.finish_clock(database, tournament_id, 1, now=fake_time.at(44))
    make_next_round(database, tournament_id, None)
    assert window.context is not None
    window.context.notify_changed()
    assert window.clock.status_label.text() == "Round 2 clock: not started (45′)"
    assert room.display.round_label.text() == "Round 2"
