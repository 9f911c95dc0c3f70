"""The room display of the round clock: a widget readable from the back of the room, and its window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QResizeEvent, QScreen
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedWidget, QStyle, QVBoxLayout, QWidget

from burraco_tourney.domain.clock import ClockState
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.services.clock import ClockView
from burraco_tourney.ui.clock.boards import SeatsBoard, StandingsBoard
from burraco_tourney.ui.clock.texts import final_circuit_text
from burraco_tourney.ui.clock.ticker import ClockTicker, mm_ss

# (background, colour of the big figures, colour of the other words) of each look of the display.
# High contrast on a dark ground reads best on a projector in a lit room.
SCHEMES: dict[str, tuple[str, str, str]] = {
    "idle": ("#14181d", "#7d8793", "#c9d1d9"),
    "running": ("#14181d", "#ffffff", "#c9d1d9"),
    "warning": ("#14181d", "#ffb000", "#ffd27a"),
    "paused": ("#1d2430", "#8fa3bf", "#ffe066"),
    "time_out": ("#c0141b", "#ffffff", "#ffffff"),
    "final_circuit": ("#7a0f14", "#ffffff", "#ffe3e3"),
    "finished": ("#123b24", "#ffffff", "#d7f5e3"),
}
_SCHEME_OF = {
    ClockState.NOT_STARTED: "idle",
    ClockState.RUNNING: "running",
    ClockState.WARNING: "warning",
    ClockState.PAUSED: "paused",
    ClockState.TIME_OUT: "time_out",
    ClockState.FINAL_CIRCUIT: "final_circuit",
    ClockState.FINISHED: "finished",
}
# Share of the height taken by each line's letters; the big line also fills most of the width.
_BIG_HEIGHT, _BIG_WIDTH = 0.42, 0.92
# The rotating display's views, in their order, and the seconds each is shown unless the director chose.
ROTATION_VIEWS = ("clock", "seats", "standings")
DEFAULT_ROTATION = (20, 15, 15)
# In the last minutes and at time-out the room needs the clock: the rotation waits on it.
_CLOCK_HOLDS = (ClockState.WARNING, ClockState.TIME_OUT, ClockState.FINAL_CIRCUIT)


class RoundClockDisplay(QWidget):
    """Round number, a huge time left (or TIME-OUT / FINISHED), the state and, at time-out, the final-circuit
    instruction. Every font follows the size of the widget, so the same display fills a laptop window or a
    projector."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clock_display")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.scheme = "idle"
        self.view: ClockView | None = None
        self._shown: tuple[str, ...] = ()
        self.title_label = self._label("clock_title")
        self.round_label = self._label("clock_round")
        self.time_label = self._label("clock_time")
        self.state_label = self._label("clock_state")
        self.note_label = self._label("clock_note")
        self.note_label.setWordWrap(True)
        self.tables_label = self._label("clock_tables")
        self.tables_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.round_label)
        layout.addStretch(1)
        layout.addWidget(self.time_label)
        layout.addWidget(self.state_label)
        layout.addStretch(1)
        layout.addWidget(self.note_label)
        layout.addWidget(self.tables_label)
        layout.addStretch(1)
        self.setMinimumSize(320, 200)
        self.show_view(None)

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        return label

    # -------------------------------------------------------------------------------------- showing

    def set_title(self, title: str) -> None:
        self.title_label.setText(title)
        self.title_label.setVisible(bool(title))

    def show_view(self, view: ClockView | None) -> None:
        """Show the clock as read (None: no round to show)."""
        self.view = view
        note = tables = state = ""
        if view is None:
            self.round_label.setText("")
            big = "--:--"
            state = self.tr("No round is being played")
            self.scheme = "idle"
        else:
            self.round_label.setText(self.tr("Round {number}").format(number=view.round))
            self.scheme = _SCHEME_OF[view.state]
            big = mm_ss(view.time_left)
            if view.state is ClockState.NOT_STARTED:
                big = mm_ss(view.round_minutes * 60)
                state = self.tr("Not started yet")
            elif view.state is ClockState.RUNNING:
                state = ""
            elif view.state is ClockState.WARNING:
                state = self.tr("Last minutes")
            elif view.state is ClockState.PAUSED:
                state = self.tr("PAUSED")
            elif view.state in (ClockState.TIME_OUT, ClockState.FINAL_CIRCUIT):
                big = self.tr("TIME-OUT")
                state = self.tr("Final circuit") if view.state is ClockState.FINAL_CIRCUIT else ""
                note = final_circuit_text(view.settings.final_circuit_text)
            else:
                big = self.tr("FINISHED")
                state = self.tr("Round {number} is over").format(number=view.round)
            if view.state not in (ClockState.NOT_STARTED, ClockState.FINISHED):
                tables = "   ".join(
                    self.tr("Table {table}: {time}").format(table=entry.table, time=mm_ss(entry.time_left))
                    for entry in view.tables
                    if entry.time_left > 0
                )
                if tables:
                    tables = self.tr("Extra time") + "   " + tables
        shown = (self.scheme, big, state, note, tables)
        if shown == self._shown:
            return  # the same second as the last reading: nothing to redraw
        self._shown = shown
        self.time_label.setText(big)
        self.state_label.setText(state)
        self.note_label.setText(note)
        self.tables_label.setText(tables)
        for label, text in ((self.state_label, state), (self.note_label, note), (self.tables_label, tables)):
            label.setVisible(bool(text))
        self._paint_scheme()
        self._fit_fonts()

    @property
    def time_colour(self) -> str:
        """The colour of the big figures now (the warning colour in the last minutes)."""
        return SCHEMES[self.scheme][1]

    @property
    def background_colour(self) -> str:
        return SCHEMES[self.scheme][0]

    def _paint_scheme(self) -> None:
        background, big, words = SCHEMES[self.scheme]
        self.setStyleSheet(
            f"QWidget#clock_display {{ background: {background}; }}"
            f"QLabel {{ color: {words}; background: transparent; }}"
            f"QLabel#clock_time {{ color: {big}; }}"
        )

    # -------------------------------------------------------------------------------------- sizes

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_fonts()

    def _fit_fonts(self) -> None:
        width, height = max(self.width() - 48, 100), max(self.height() - 32, 100)
        big = self.time_label.text()
        # The figures are measured as "00:00" so that they keep one size while they count down.
        sample = "".join("0" if ch.isdigit() else ch for ch in big)
        self.time_label.setFont(self._fitting_font(sample, width * _BIG_WIDTH, height * _BIG_HEIGHT, True))
        self.title_label.setFont(self._sized_font(height * 0.045, False))
        self.round_label.setFont(self._sized_font(height * 0.09, True))
        self.state_label.setFont(self._fitting_font(self.state_label.text(), width, height * 0.09, True))
        self.note_label.setFont(self._sized_font(height * 0.065, True))
        self.tables_label.setFont(self._sized_font(height * 0.045, False))
        self.tables_label.setContentsMargins(0, int(height * 0.03), 0, 0)

    def _sized_font(self, pixels: float, bold: bool) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(int(pixels), 8))
        font.setBold(bold)
        return font

    def _fitting_font(self, text: str, width: float, height: float, bold: bool) -> QFont:
        """The largest font (up to `height` pixels) in which `text` fits in `width`."""
        font = self._sized_font(height, bold)
        if text:
            measured = QFontMetricsF(font).horizontalAdvance(text)
            if measured > width:
                font.setPixelSize(max(int(height * width / measured), 8))
        return font


class RoundClockWindow(QWidget):
    """The room display in a window of its own, meant for a projector or a second screen.

    `show_on(screen)` fills that screen; Esc leaves full screen, F11 or a double click toggles it. The
    window has no parent, so minimising the director's window never takes the clock off the wall.
    """

    def __init__(self, ticker: ClockTicker | None = None, title: str = "") -> None:
        super().__init__(None)
        self.setObjectName("round_clock_window")
        self.setWindowTitle(self.tr("Round clock — Burraco Tourney"))
        self.display = RoundClockDisplay()
        self.display.set_title(title)
        self.seats = SeatsBoard()
        self.standings = StandingsBoard()
        self.views = QStackedWidget()
        for view in (self.display, self.seats, self.standings):
            self.views.addWidget(view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.views)
        self.resize(960, 600)
        self.rotation: tuple[int, ...] = ()  # seconds of each view; () shows the clock alone
        self.rotation_timer = QTimer(self)
        self.rotation_timer.setObjectName("rotation_timer")
        self.rotation_timer.setSingleShot(True)
        self.rotation_timer.timeout.connect(self.advance)
        self.ticker: ClockTicker | None = None
        if ticker is not None:
            self.follow(ticker)

    # -------------------------------------------------------------------------------------- rotation

    @property
    def current_view(self) -> str:
        return ROTATION_VIEWS[self.views.currentIndex()]

    def set_tournament(self, tournament: Tournament | None) -> None:
        """What the seats and standings views show (the clock reads its own ticker)."""
        self.seats.show_tournament(tournament)
        self.standings.show_tournament(tournament)

    def set_rotation(self, seconds: Sequence[int] | None) -> None:
        """Rotate clock, seats and standings, each for its seconds (0 leaves a view out); None or no view
        with seconds: the clock alone."""
        chosen = tuple(seconds) if seconds is not None else ()
        self.rotation = chosen if any(value > 0 for value in chosen) else ()
        self.rotation_timer.stop()
        self.views.setCurrentIndex(0)
        if self.rotation and self.rotation[0] <= 0:
            self.advance()
        else:
            self._wait()

    def advance(self) -> None:
        """Show the next view of the rotation (the clock holds in its last minutes and at time-out)."""
        if not self.rotation:
            return
        view = self.display.view
        if self.views.currentIndex() == 0 and view is not None and view.state in _CLOCK_HOLDS:
            self._wait()
            return
        index = self.views.currentIndex()
        for _ in ROTATION_VIEWS:
            index = (index + 1) % len(ROTATION_VIEWS)
            if index < len(self.rotation) and self.rotation[index] > 0:
                break
        self.views.setCurrentIndex(index)
        self._wait()

    def _wait(self) -> None:
        if self.rotation:
            index = self.views.currentIndex()
            seconds = self.rotation[index] if index < len(self.rotation) else 0
            self.rotation_timer.start(max(seconds, 1) * 1000)

    def follow(self, ticker: ClockTicker | None) -> None:
        """Show the readings of `ticker` (None: nothing to follow)."""
        if self.ticker is not None:
            self.ticker.updated.disconnect(self.display.show_view)
        self.ticker = ticker
        if ticker is not None:
            ticker.updated.connect(self.display.show_view)
            self.display.show_view(ticker.view)
        else:
            self.display.show_view(None)

    def show_on(self, screen: QScreen | None) -> None:
        """Full screen on `screen`; None: an ordinary window (brought back if it was minimised)."""
        if screen is None:
            if self.isFullScreen() or self.isMinimized():
                self.showNormal()
            else:
                self.show()
        else:
            if self.isFullScreen() or self.isMinimized():
                self.showNormal()  # to move it, if it is full screen on another screen
            self.setScreen(screen)
            # Its window size on that screen, the one Esc goes back to: smaller than the screen, so
            # that on the director's own screen the main window can be reached again.
            area = screen.availableGeometry()
            size = self.size().boundedTo(area.size() * 0.8)
            self.setGeometry(
                QStyle.alignedRect(self.layoutDirection(), Qt.AlignmentFlag.AlignCenter, size, area)
            )
            self.showFullScreen()
        self.raise_()
        self.activateWindow()  # so that Esc and F11 reach it

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        else:
            super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.toggle_full_screen()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.rotation_timer.stop()
        self.follow(None)
        super().closeEvent(event)
