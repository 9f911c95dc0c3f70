"""Reads the round clock a few times a second and says when the warning and the time-out come."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QObject, QTimer, Signal

from burraco_tourney.domain.clock import ClockState, RoundClock
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.clock import ClockView
from burraco_tourney.services.live import read_clock, round_clock, stored_revision
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.widgets.messages import USER_ERRORS

# Often enough that the seconds on the wall never visibly stick; a tick reads the time from the clock held
# in memory, without a query.
TICK_MS = 250

Now = Callable[[], datetime]
_TIME_UP = (ClockState.TIME_OUT, ClockState.FINAL_CIRCUIT)


def wall_time() -> datetime:
    """The computer's time, in UTC: what the window passes to the clock services."""
    return datetime.now(UTC)


def mm_ss(seconds: int) -> str:
    """Time left as the room reads it: minutes (past 59 if need be) and seconds."""
    minutes, seconds = divmod(max(seconds, 0), 60)
    return f"{minutes:02d}:{seconds:02d}"


class ClockTicker(QObject):
    """The clock of one round of one tournament, read every TICK_MS.

    The round's clock (its stored events) is loaded once and kept with the revision it was read at; each
    tick computes the time from it. It is read again only when the tournament changed: `reload()` (the window
    calls it when its door or its watcher says a clock or a round changed), or `refresh()`, which asks the
    stored revision (one small query) and reloads if it moved.

    `updated` carries the latest ClockView (or None: no round, or the clock cannot be read just now).
    `warning_entered` and `time_out_entered` fire when the clock moves into those states while it is being
    watched, never on the first reading, so a restarted program does not sound the time-out again. The
    warning comes from a running clock only: resuming a clock paused in its last minutes does not repeat it.
    """

    updated = Signal(object)
    warning_entered = Signal()
    time_out_entered = Signal()

    def __init__(
        self, db: Database, tournament_id: int, now: Now = wall_time, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.db = db
        self.tournament_id = tournament_id
        self.now = now
        self.round_number: int | None = None
        self.view: ClockView | None = None
        self.error = ""
        self._clock: RoundClock | None = None
        self._revision: int | None = None  # the revision the clock held was read at
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)

    def set_round(self, number: int | None) -> None:
        """Follow another round (None: no round to follow); its first reading sounds nothing."""
        if number != self.round_number:
            self.round_number = number
            self.view = None
            self._clock = None
        if number is None:
            self.timer.stop()
        elif not self.timer.isActive():
            self.timer.start()
        self.tick()  # the same round: the clock held is current (a change to it comes as `reload`)

    def stop(self) -> None:
        self.timer.stop()

    def reload(self) -> ClockView | None:
        """The clock changed (or may have): read it from the database again, and show it."""
        self._clock = None
        return self.tick()

    def refresh(self) -> ClockView | None:
        """Read the clock now, again from the database if the tournament's revision moved."""
        if self._clock is not None:
            try:
                moved = stored_revision(self.db, self.tournament_id) != self._revision
            except USER_ERRORS:
                moved = True  # the load below says why
            if moved:
                self._clock = None
        return self.tick()

    def tick(self) -> ClockView | None:
        """The time now from the clock held (read first if none is held); emits `updated`, and the
        entered-state signals on a change."""
        number = self.round_number
        if number is None:
            self.view = None
            self.updated.emit(None)
            return None
        if self._clock is None:
            try:
                self._revision, self._clock = round_clock(self.db, self.tournament_id, number)
            except USER_ERRORS as error:
                # A database busy for a moment, or a round just deleted: shown quietly, tried again next tick.
                self.error = error_text(error)
                self.updated.emit(self.view)
                return self.view
        view = read_clock(number, self._clock, self.now())
        self.error = ""
        before = self.view.state if self.view is not None and self.view.round == number else None
        self.view = view
        self.updated.emit(view)
        if before is not None and before != view.state:
            if view.state is ClockState.WARNING and before is ClockState.RUNNING:
                self.warning_entered.emit()
            elif view.state in _TIME_UP and before not in (*_TIME_UP, ClockState.FINISHED):
                self.time_out_entered.emit()
        return view
