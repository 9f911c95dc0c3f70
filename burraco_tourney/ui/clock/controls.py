"""The director's controls of the round clock: a Clock menu, a panel on the Rounds page, the status bar
text, and the room display on the screen the director chooses."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QScreen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QToolButton, QVBoxLayout, QWidget

from burraco_tourney.domain.clock import ClockState
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.services import clock as clock_service
from burraco_tourney.services.clock import ClockView
from burraco_tourney.ui import preferences
from burraco_tourney.ui.clock.dialogs import (
    ExtendClockDialog,
    RotationDialog,
    StartClockDialog,
    TableExtraTimeDialog,
)
from burraco_tourney.ui.clock.display import DEFAULT_ROTATION, SCHEMES, RoundClockWindow
from burraco_tourney.ui.clock.sound import ClockSound
from burraco_tourney.ui.clock.ticker import ClockTicker, Now, mm_ss, wall_time
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, attempt

_RUNNING = (ClockState.RUNNING, ClockState.WARNING)


class ClockControls(QObject):
    """The clock of the round being played (the tournament's last round), for one main window.

    Every action asks the clock services with the time from `now` (the wall clock; a fake one in tests)
    and shows a refusal in the service's words. `ticker` reads the clock a few times a second for the
    status bar, the panel and the room display, and the tones sound when the warning and the time-out
    come.
    """

    def __init__(self, window: QWidget, now: Now | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.now: Now = now or wall_time
        self.context: TournamentContext | None = None
        self.ticker: ClockTicker | None = None
        self.sound = ClockSound(self)
        self.display: RoundClockWindow | None = None
        self.dialog: QWidget | None = None
        self.title = ""
        self.tournament: Tournament | None = None
        self.round_tables: tuple[int, ...] = ()
        self.panels: list[ClockPanel] = []

        self.status_label = QLabel()
        self.status_label.setObjectName("status_clock")

        self.start_action = self._action(self.tr("&Start the clock…"), self.start)
        self.pause_action = self._action(self.tr("&Pause"), self.pause)
        self.resume_action = self._action(self.tr("&Resume"), self.resume)
        self.extend_action = self._action(self.tr("&Extend…"), self.extend)
        self.table_extra_action = self._action(self.tr("Extra time for a &table…"), self.table_extra)
        self.finish_action = self._action(self.tr("&Finish the round…"), self.finish)
        # triggered(bool) must not reach show_display's `screen`: the lambda takes it.
        self.display_action = self._action(
            self.tr("Room &display"), lambda _checked=False: self.show_display()
        )
        self.display_action.setToolTip(self.tr("The big clock for the room, on a projector or second screen"))
        self.rotation_action = self._action(self.tr("Rotatin&g room display…"), self.choose_rotation)
        self.rotation_action.setToolTip(
            self.tr("The room display shows the clock, the seats of the round and the standings in turn")
        )
        self.sound_action = self._action(self.tr("S&ound at warning and time-out"), self.sound.set_enabled)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.sound.enabled)

        self.menu = QMenu(self.tr("C&lock"), window)
        self.menu.setObjectName("clock_menu")
        for action in (
            self.start_action,
            self.pause_action,
            self.resume_action,
            self.extend_action,
            self.table_extra_action,
            self.finish_action,
        ):
            self.menu.addAction(action)
        self.menu.addSeparator()
        self.menu.addAction(self.display_action)
        self.screens_menu = QMenu(self.tr("Room display o&n"), window)
        self.screens_menu.setObjectName("clock_screens_menu")
        self.screens_menu.aboutToShow.connect(self._fill_screens_menu)
        self.menu.addMenu(self.screens_menu)
        self.menu.addAction(self.rotation_action)
        self.menu.addAction(self.sound_action)
        self._show(None)

    def _action(self, text: str, slot: Callable[..., object]) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(slot)
        return action

    # -------------------------------------------------------------------------------------- following

    def set_context(self, context: TournamentContext | None) -> None:
        """Follow the clock of another tournament (None: no tournament open)."""
        if self.ticker is not None:
            self.ticker.stop()
            self.ticker.deleteLater()
            self.ticker = None
        if self.context is not None:
            self.context.changed.disconnect(self._changed)
        self.context = context
        self.panels = [panel for panel in self.panels if _alive(panel)]
        if context is None:
            if self.display is not None:
                self.display.follow(None)
            self._show(None)
            return
        ticker = ClockTicker(context.db, context.tournament_id, self.now, self)
        ticker.updated.connect(self._show)
        ticker.warning_entered.connect(self.sound.play_warning)
        ticker.time_out_entered.connect(self.sound.play_time_out)
        self.ticker = ticker
        context.changed.connect(self._changed)
        if self.display is not None:
            self.display.follow(ticker)
        self.follow_round()

    def _changed(self, changes: Changes) -> None:
        if changes.standings:
            self.follow_round()  # another round to follow, another title, the room's standings
        if (changes.clock or changes.rounds or changes.everything) and self.ticker is not None:
            self.ticker.reload()

    def follow_round(self) -> None:
        """Follow the tournament's last round (the one being played), after any change."""
        context, ticker = self.context, self.ticker
        if context is None or ticker is None:
            return
        try:
            tournament = context.tournament()
        except USER_ERRORS:
            return  # the next change or tick tries again
        last = max(tournament.rounds, key=lambda r: r.number, default=None)
        self.title = tournament.settings.name
        self.tournament = tournament
        self.round_tables = tuple(sorted(t.table for t in last.tables)) if last is not None else ()
        if self.display is not None:
            self.display.display.set_title(self.title)
            self.display.set_tournament(tournament)
        ticker.set_round(last.number if last is not None else None)

    def refresh(self) -> ClockView | None:
        """Read the clock now (the ticker does it on its own every moment)."""
        return self.ticker.refresh() if self.ticker is not None else None

    @property
    def view(self) -> ClockView | None:
        return self.ticker.view if self.ticker is not None else None

    def add_panel(self, panel: ClockPanel) -> None:
        self.panels.append(panel)
        panel.show_view(self.view, self.panel_text(self.view))

    # -------------------------------------------------------------------------------------- showing

    def status_text(self, view: ClockView | None) -> str:
        if view is None:
            return self.tr("Clock: no round")
        number, left = view.round, mm_ss(view.time_left)
        texts = {
            ClockState.NOT_STARTED: self.tr("Round {number} clock: not started ({minutes}′)"),
            ClockState.RUNNING: self.tr("Round {number} clock: {left} left"),
            ClockState.WARNING: self.tr("Round {number} clock: {left} left, last minutes"),
            ClockState.PAUSED: self.tr("Round {number} clock: paused, {left} left"),
            ClockState.TIME_OUT: self.tr("Round {number} clock: TIME-OUT"),
            ClockState.FINAL_CIRCUIT: self.tr("Round {number} clock: time-out, final circuit"),
            ClockState.FINISHED: self.tr("Round {number} clock: finished"),
        }
        return texts[view.state].format(number=number, left=left, minutes=view.round_minutes)

    def panel_text(self, view: ClockView | None) -> str:
        """The state in a few words, beside the time left on the Rounds page."""
        if view is None:
            return self.tr("No round yet")
        texts = {
            ClockState.NOT_STARTED: self.tr("Round {number}: not started ({minutes}′)"),
            ClockState.RUNNING: self.tr("Round {number}: running"),
            ClockState.WARNING: self.tr("Round {number}: last minutes"),
            ClockState.PAUSED: self.tr("Round {number}: paused"),
            ClockState.TIME_OUT: self.tr("Round {number}: TIME-OUT"),
            ClockState.FINAL_CIRCUIT: self.tr("Round {number}: final circuit after time-out"),
            ClockState.FINISHED: self.tr("Round {number}: finished"),
        }
        return texts[view.state].format(number=view.round, minutes=view.round_minutes)

    def _show(self, view: ClockView | None) -> None:
        self.status_label.setText(self.status_text(view))
        colour = "" if view is None else _STATUS_COLOURS.get(view.state, "")
        self.status_label.setStyleSheet(f"color: {colour}; font-weight: bold;" if colour else "")
        state = view.state if view is not None else None
        started = state is not None and state is not ClockState.NOT_STARTED
        self.start_action.setEnabled(state is ClockState.NOT_STARTED)
        self.pause_action.setEnabled(state in _RUNNING)
        self.resume_action.setEnabled(state is ClockState.PAUSED)
        self.extend_action.setEnabled(state in (*_RUNNING, ClockState.PAUSED))
        self.table_extra_action.setEnabled(started and state is not ClockState.FINISHED)
        self.finish_action.setEnabled(started and state is not ClockState.FINISHED)
        self.display_action.setEnabled(self.context is not None)
        self.screens_menu.setEnabled(self.context is not None)
        for panel in self.panels:
            if _alive(panel):
                panel.show_view(view, self.panel_text(view))

    # -------------------------------------------------------------------------------------- actions

    def _round(self) -> int | None:
        view = self.refresh()
        return view.round if view is not None else None

    def _run(self, number: int, action: Callable[[], ClockView]) -> bool:
        """A clock action through the window's door: its `changed` makes the ticker read the clock again."""
        context = self.context
        if context is None:
            return False
        return context.run(action, Changes(clock=frozenset({number})), parent=self.window) is not None

    def _open(self, dialog: QWidget) -> None:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)  # type: ignore[attr-defined]
        dialog.open()  # type: ignore[attr-defined]

    def start(self) -> None:
        context, number = self.context, self._round()
        if context is None or number is None:
            return
        tournament = attempt(self.window, context.tournament)
        if tournament is None:
            return
        settings = tournament.settings
        self._open(
            StartClockDialog(
                number,
                settings.deals_per_round,
                settings.minutes_per_deal,
                lambda minutes, warning, text: self.start_now(number, minutes, warning, text),
                self.window,
                rule_text=settings.profile.timeout_text,
            )
        )

    def start_now(self, number: int, minutes: int, warning_minutes: int, final_circuit_text: str) -> bool:
        context = self.context
        if context is None:
            return False
        return self._run(
            number,
            lambda: clock_service.start_round_clock(
                context.db,
                context.tournament_id,
                number,
                minutes=minutes,
                warning_minutes=warning_minutes,
                final_circuit_text=final_circuit_text,
                now=self.now(),
            ),
        )

    def pause(self) -> bool:
        return self._simple(clock_service.pause_clock)

    def resume(self) -> bool:
        return self._simple(clock_service.resume_clock)

    def _simple(self, service: Callable[..., ClockView]) -> bool:
        context, number = self.context, self._round()
        if context is None or number is None:
            return False
        return self._run(number, lambda: service(context.db, context.tournament_id, number, now=self.now()))

    def extend(self) -> None:
        number, view = self._round(), self.view
        if number is None or view is None:
            return
        self._open(
            ExtendClockDialog(
                number,
                view.time_left,
                lambda minutes, reason: self.extend_now(number, minutes, reason),
                self.window,
            )
        )

    def extend_now(self, number: int, minutes: int, reason: str = "") -> bool:
        context = self.context
        if context is None:
            return False
        return self._run(
            number,
            lambda: clock_service.extend_clock(
                context.db, context.tournament_id, number, minutes, now=self.now(), reason=reason
            ),
        )

    def table_extra(self) -> None:
        number = self._round()
        if number is None:
            return
        self._open(
            TableExtraTimeDialog(
                number,
                self.round_tables,
                lambda table, minutes, reason: self.table_extra_now(number, table, minutes, reason),
                self.window,
            )
        )

    def table_extra_now(self, number: int, table: int, minutes: int, reason: str = "") -> bool:
        context = self.context
        if context is None:
            return False
        return self._run(
            number,
            lambda: clock_service.give_table_extra_time(
                context.db, context.tournament_id, number, table, minutes, now=self.now(), reason=reason
            ),
        )

    def finish(self) -> None:
        number = self._round()
        if number is None:
            return
        self.dialog = ask(
            self.window,
            self.tr(
                "Finish the clock of round {number}? Do it when every table has played its last circuit; "
                "the clock cannot be started again."
            ).format(number=number),
            lambda: self._simple(clock_service.finish_clock),
            yes_text=self.tr("Finish round {number}").format(number=number),
        )

    # -------------------------------------------------------------------------------------- room display

    def _fill_screens_menu(self) -> None:
        """One entry a screen and "In a window"; the one the Room display button would choose is in bold."""
        self.screens_menu.clear()
        default = self._default_screen()
        for index, screen in enumerate(QGuiApplication.screens(), 1):
            size = screen.geometry()
            name = screen.name() or screen.model() or ""
            text = self.tr("Screen {number}: {name} ({width}×{height})").format(
                number=index, name=name, width=size.width(), height=size.height()
            )
            action = self.screens_menu.addAction(text)
            action.triggered.connect(lambda _checked=False, s=screen: self.show_display(s))
            if screen is default:
                self.screens_menu.setDefaultAction(action)
        self.screens_menu.addSeparator()
        windowed = self.screens_menu.addAction(self.tr("In a &window"))
        windowed.triggered.connect(lambda _checked=False: self.show_display(None, windowed=True))
        if default is None:
            self.screens_menu.setDefaultAction(windowed)

    def _default_screen(self) -> QScreen | None:
        """Never the screen the director's window is on (full screen there would hide it): the screen
        chosen last time if it is another one and still there; else another screen if there is one;
        else none, a window (a laptop with no projector)."""
        screens = QGuiApplication.screens()
        own = self.window.screen()
        remembered = preferences.CLOCK_SCREEN.get()
        others = [screen for screen in screens if screen is not own]
        for screen in others:
            if remembered and screen.name() == remembered:
                return screen
        return others[-1] if others else None

    def show_display(
        self, screen: QScreen | None = None, *, windowed: bool = False
    ) -> RoundClockWindow | None:
        """Open the room display full screen on `screen` (None: the default screen), or in a window."""
        if self.context is None:
            return None
        if self.display is None:
            self.display = RoundClockWindow(self.ticker, self.title)
            self.display.set_rotation(self.rotation())
        else:
            self.display.follow(self.ticker)
            self.display.display.set_title(self.title)
        self.display.set_tournament(self.tournament)
        if screen is not None:
            preferences.CLOCK_SCREEN.set(screen.name())
        elif windowed:
            preferences.CLOCK_SCREEN.remove()
        else:
            screen = self._default_screen()
        self.display.show_on(screen)
        return self.display

    def rotation(self) -> tuple[int, ...] | None:
        """The seconds of clock, seats and standings when the display rotates (None: the clock alone)."""
        if not preferences.CLOCK_ROTATING.get():
            return None
        return self.rotation_seconds()

    def rotation_seconds(self) -> tuple[int, int, int]:
        text = preferences.CLOCK_ROTATION.get()
        try:
            values = [max(0, min(600, int(part))) for part in text.split(",")]
        except ValueError:
            values = []
        if len(values) != len(DEFAULT_ROTATION):
            return DEFAULT_ROTATION
        return (values[0], values[1], values[2])

    def choose_rotation(self) -> None:
        self._open(
            RotationDialog(
                self.rotation() is not None, self.rotation_seconds(), self.set_rotation, self.window
            )
        )

    def set_rotation(self, rotating: bool, seconds: tuple[int, int, int]) -> None:
        """Remember the rotation and apply it to the room display if it is up."""
        preferences.CLOCK_ROTATING.set(rotating)
        preferences.CLOCK_ROTATION.set(",".join(str(value) for value in seconds))
        if self.display is not None:
            self.display.set_rotation(self.rotation())

    def close_display(self) -> None:
        if self.display is not None:
            self.display.close()
            self.display.deleteLater()
            self.display = None

    def shutdown(self) -> None:
        """The main window closes: stop ticking and take the room display down with it."""
        self.set_context(None)
        self.close_display()


_STATUS_COLOURS = {
    ClockState.WARNING: "#b26a00",
    ClockState.TIME_OUT: SCHEMES["time_out"][0],
    ClockState.FINAL_CIRCUIT: SCHEMES["final_circuit"][0],
}


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # deleted with its page
        return False
    return True


class ClockPanel(QFrame):
    """A strip on the Rounds page: the clock's state and time left, and its buttons."""

    def __init__(self, controls: ClockControls, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clock_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.controls = controls
        title = QLabel(self.tr("Round clock"))
        title.setStyleSheet("font-weight: bold;")
        self.text = QLabel()
        self.text.setObjectName("clock_panel_text")
        self.time = QLabel()
        self.time.setObjectName("clock_panel_time")
        self.buttons: dict[str, QToolButton] = {}
        for name, action in (
            ("start_clock", controls.start_action),
            ("pause_clock", controls.pause_action),
            ("resume_clock", controls.resume_action),
            ("extend_clock", controls.extend_action),
            ("table_extra_time", controls.table_extra_action),
            ("finish_clock", controls.finish_action),
            ("room_display", controls.display_action),
        ):
            button = QToolButton()
            button.setObjectName(name)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self.buttons[name] = button
        display = self.buttons["room_display"]
        display.setMenu(controls.screens_menu)
        display.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        # Two rows, so that the page stays narrow enough for a laptop in every language.
        top = QHBoxLayout()
        top.setSpacing(12)
        top.addWidget(title)
        top.addWidget(self.time)
        top.addWidget(self.text)
        top.addStretch()
        top.addWidget(display)
        actions = QHBoxLayout()
        for name, button in self.buttons.items():
            if name != "room_display":
                actions.addWidget(button)
        actions.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addLayout(actions)
        controls.add_panel(self)

    def show_view(self, view: ClockView | None, text: str) -> None:
        self.text.setText(text)
        if view is None or view.state is ClockState.FINISHED:
            self.time.setText("")
        else:
            self.time.setText(mm_ss(view.time_left))
        colour = "" if view is None else _STATUS_COLOURS.get(view.state, "")
        self.time.setStyleSheet(
            "font-size: 16pt; font-weight: bold; font-family: monospace;"
            + (f"color: {colour};" if colour else "")
        )
