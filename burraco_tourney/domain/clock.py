"""The round clock (DOMAIN.md §5): a small state machine over the director's actions and a time passed in.

The clock never reads the wall: every action carries its moment (an aware datetime, kept in UTC) and every
question is asked at a moment `now`. The same actions therefore always give the same answers, which is how the
clock survives a restart of the program: the actions are stored, and a new `RoundClock` built from them reads
the same as the old one.

Times are counted in *playing time*: time since the start, less the pauses. The round's length is its minutes
(deals × minutes per deal, a federation preset, or a value the director sets) plus any extensions; a table
given extra minutes (a late start) runs that much longer than the room.

States, in the order a round goes through them:

- NOT_STARTED, then RUNNING once started;
- WARNING in the last `warning_minutes` (5 by default) of playing time; PAUSED while paused (before time-out);
- TIME_OUT when the playing time is up: the announcement, lasting `time_out_seconds` (60 by default) of wall
  time, so that the room hears and sees it;
- FINAL_CIRCUIT after that, while the final circuit is played, until the director finishes the round. Its end
  cannot be timed: only the director sees that every table has played its last circuit;
- FINISHED once the director finishes the round (which may also be before time-out).

A time-out that has happened never moves: after it the round cannot be paused, extended or shortened, and a
table past its own time-out cannot be given extra minutes. The score sheets rely on it (deals not started
before time-out are "not played").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from burraco_tourney.domain.problems import Problem, Refusal

DEFAULT_MINUTES_PER_DEAL = 15
DEFAULT_WARNING_MINUTES = 5
DEFAULT_TIME_OUT_SECONDS = 60
# A limit that catches a typing slip (450 for 45) without getting in the way of any real round.
MAX_ROUND_MINUTES = 600
# Round lengths used by Italian federations, by deals per round (DOMAIN.md §5).
PRESET_MINUTES: Mapping[int, int] = MappingProxyType({2: 25, 3: 35, 4: 45})

_SECOND = timedelta(seconds=1)
_MINUTE = timedelta(minutes=1)
_ZERO = timedelta(0)


class ClockError(Refusal, ValueError):
    """A clock action refused now, or a clock setting that cannot be used; its problem (`clock.*`, worded in
    io/problem_texts/domain.py) says why."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(Problem.of(code, **params))


class ClockState(StrEnum):
    NOT_STARTED = "not_started"
    RUNNING = "running"
    PAUSED = "paused"
    WARNING = "warning"
    TIME_OUT = "time_out"
    FINAL_CIRCUIT = "final_circuit"
    FINISHED = "finished"


class ClockEventKind(StrEnum):
    """What the director did; the values are those stored in the database."""

    START = "start"
    PAUSE = "pause"
    RESUME = "resume"
    EXTEND = "extend"
    TABLE_EXTRA = "table_extra"
    FINISH = "finish"


class FinalCircuitRule(StrEnum):
    """Who starts the final circuit after time-out: seed 001's rule, or the other rule set's."""

    DISCARDER = "discarder"
    DRAWER_PARTNER = "drawer_partner"
    # FIBur's (Codice di Gara, Art. 15): the circuit starts from the partner of the player who must draw,
    # and is a full circuit when time-out finds the player on turn not yet drawn.
    FIBUR = "fibur"

    @property
    def text(self) -> str:
        """The instruction shown to the room (in English; the window translates the two known texts)."""
        return FINAL_CIRCUIT_TEXTS[self]

    @classmethod
    def of_text(cls, text: str) -> FinalCircuitRule | None:
        """The rule whose instruction is `text` (in its words or in words it had before), or None for a
        text the director wrote."""
        for rule, known in FINAL_CIRCUIT_TEXTS.items():
            if known == text:
                return rule
        return FORMER_FINAL_CIRCUIT_TEXTS.get(text)


def current_final_circuit_text(text: str) -> str:
    """`text` in its rule's present words when it is a standard rule's (a tournament, a clock or a file
    written before the words changed), else the director's own words unchanged."""
    rule = FinalCircuitRule.of_text(text)
    return text if rule is None else rule.text


FINAL_CIRCUIT_TEXTS: Mapping[FinalCircuitRule, str] = MappingProxyType(
    {
        FinalCircuitRule.DISCARDER: "The last circuit starts with the player who must discard.",
        FinalCircuitRule.DRAWER_PARTNER: (
            "The last circuit starts with the partner of the player about to draw."
        ),
        FinalCircuitRule.FIBUR: (
            "The last circuit starts with the partner of the player who must draw; if time-out is called "
            "before the player on turn has drawn, a full circuit is played."
        ),
    }
)

# The words a standard rule had before, as tournaments, clocks and files kept them: read as that rule (and
# shown in its present words). Until issue 30 the FIBur rule's circuit wrongly started with the discarder.
FORMER_FINAL_CIRCUIT_TEXTS: Mapping[str, FinalCircuitRule] = MappingProxyType(
    {
        "The last circuit starts with the player who must discard; if time-out is called before the player "
        "on turn has drawn, a full circuit is played.": FinalCircuitRule.FIBUR,
    }
)


def standard_round_minutes(deals: int, minutes_per_deal: int = DEFAULT_MINUTES_PER_DEAL) -> int:
    """A round's minutes without a preset: deals × minutes per deal."""
    if deals < 1 or minutes_per_deal < 1:
        raise ClockError("clock.round_needs_a_deal", deals=deals, minutes=minutes_per_deal)
    return deals * minutes_per_deal


def preset_round_minutes(deals: int) -> int:
    """The federation preset for a round of `deals` deals: 2 deals 25', 3 deals 35', 4 deals 45'."""
    try:
        return PRESET_MINUTES[deals]
    except KeyError:
        known, minutes = tuple(PRESET_MINUTES), tuple(f"{m}'" for m in PRESET_MINUTES.values())
        raise ClockError("clock.no_preset", deals=deals, known=known, minutes=minutes) from None


@dataclass(frozen=True, slots=True)
class ClockSettings:
    """How a round's clock runs; fixed when the clock starts.

    `round_minutes` before any extension; the WARNING state covers the last `warning_minutes` (0: no warning);
    the TIME_OUT announcement lasts `time_out_seconds` before the FINAL_CIRCUIT state; `final_circuit_text` is
    what the room is told at time-out.
    """

    round_minutes: int
    warning_minutes: int = DEFAULT_WARNING_MINUTES
    final_circuit_text: str = FINAL_CIRCUIT_TEXTS[FinalCircuitRule.DISCARDER]
    time_out_seconds: int = DEFAULT_TIME_OUT_SECONDS

    def __post_init__(self) -> None:
        if not 1 <= self.round_minutes <= MAX_ROUND_MINUTES:
            raise ClockError("clock.round_minutes", minutes=self.round_minutes, most=MAX_ROUND_MINUTES)
        if not 0 <= self.warning_minutes < self.round_minutes:
            raise ClockError(
                "clock.warning_minutes",
                warning=self.warning_minutes,
                most=self.round_minutes - 1,
                round=self.round_minutes,
            )
        if not 0 <= self.time_out_seconds <= 3600:
            raise ClockError("clock.time_out_seconds", seconds=self.time_out_seconds, most=3600)
        if not self.final_circuit_text.strip():
            raise ClockError("clock.final_circuit_text_empty")

    @property
    def final_circuit_rule(self) -> FinalCircuitRule | None:
        return FinalCircuitRule.of_text(self.final_circuit_text)


@dataclass(frozen=True, slots=True)
class ClockEvent:
    """One action of the director at a moment (aware; kept in UTC).

    `minutes` is the extension (EXTEND, negative to shorten) or the extra time of `table` (TABLE_EXTRA);
    the other kinds carry neither.
    """

    kind: ClockEventKind
    at: datetime
    minutes: int | None = None
    table: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", ClockEventKind(self.kind))
        object.__setattr__(self, "at", _utc(self.at))
        needs_minutes = self.kind in (ClockEventKind.EXTEND, ClockEventKind.TABLE_EXTRA)
        if (self.minutes is not None) != needs_minutes:
            raise ValueError(f"a {self.kind} event {'needs' if needs_minutes else 'takes no'} minutes")
        if (self.table is not None) != (self.kind is ClockEventKind.TABLE_EXTRA):
            raise ValueError(f"a {self.kind} event {'needs' if self.table is None else 'takes no'} table")


@dataclass(frozen=True, slots=True)
class TableTime:
    """One table's clock: the room's, plus the table's extra minutes."""

    table: int
    extra_minutes: int
    time_left: int  # seconds, never negative
    time_out_at: datetime | None
    time_out_reached: bool


@dataclass(frozen=True, slots=True)
class ClockReading:
    """The clock read at `now`.

    `time_left` (rounded up, so that it shows 0 exactly at time-out) and `elapsed` (playing time, rounded
    down) are whole seconds. `round_minutes` includes the extensions. `warning_at` and `time_out_at` are the
    moments the warning and time-out came, or will come if the clock keeps running; None while they cannot be
    known (not started, paused or finished before them; `warning_at` also with no warning). `tables` lists
    the tables with extra minutes; `table(n)` answers for any table.
    """

    state: ClockState
    now: datetime
    settings: ClockSettings
    round_minutes: int
    time_left: int
    elapsed: int
    started_at: datetime | None
    warning_at: datetime | None
    time_out_at: datetime | None
    finished_at: datetime | None
    tables: tuple[TableTime, ...]

    @property
    def time_out_reached(self) -> bool:
        """True once the room's time ran out (also for a round finished after time-out)."""
        return self.time_out_at is not None and self.time_out_at <= self.now

    def table(self, number: int) -> TableTime:
        """Table `number`'s clock: its entry in `tables`, or the room's for a table without extra minutes."""
        for entry in self.tables:
            if entry.table == number:
                return entry
        return TableTime(number, 0, self.time_left, self.time_out_at, self.time_out_reached)


class RoundClock:
    """A round's clock: its settings and the director's actions, in time order.

    The actions are checked as they are given (ClockError says why one cannot be done now). Adding an action
    returns a new clock; a clock is never changed once made, so one rebuilt from stored actions is the same.
    """

    __slots__ = ("_extension", "_extras", "_finished_at", "_paused_since", "_runs", "events", "settings")

    def __init__(self, settings: ClockSettings, events: Iterable[ClockEvent] = ()) -> None:
        self.settings = settings
        self.events: tuple[ClockEvent, ...] = ()
        # Spans of playing time: (from, to), `to` None while the clock runs.
        self._runs: list[tuple[datetime, datetime | None]] = []
        self._paused_since: datetime | None = None
        self._finished_at: datetime | None = None
        self._extension = 0  # minutes added (or taken, if negative) to the round
        self._extras: dict[int, int] = {}  # table → extra minutes
        for event in events:
            self._apply(event)

    # ------------------------------------------------------------------------------------ the actions

    def then(self, event: ClockEvent) -> RoundClock:
        """This clock with one more action (checked: ClockError if it cannot be done now)."""
        return RoundClock(self.settings, (*self.events, event))

    def start(self, at: datetime) -> RoundClock:
        return self.then(ClockEvent(ClockEventKind.START, at))

    def pause(self, at: datetime) -> RoundClock:
        return self.then(ClockEvent(ClockEventKind.PAUSE, at))

    def resume(self, at: datetime) -> RoundClock:
        return self.then(ClockEvent(ClockEventKind.RESUME, at))

    def extend(self, at: datetime, minutes: int) -> RoundClock:
        """Add `minutes` to the round (negative to shorten it, as long as time is left)."""
        return self.then(ClockEvent(ClockEventKind.EXTEND, at, minutes=minutes))

    def give_table_extra(self, at: datetime, table: int, minutes: int) -> RoundClock:
        """Give one table `minutes` more than the room (a late start), on top of any given before."""
        return self.then(ClockEvent(ClockEventKind.TABLE_EXTRA, at, minutes=minutes, table=table))

    def finish(self, at: datetime) -> RoundClock:
        return self.then(ClockEvent(ClockEventKind.FINISH, at))

    # ------------------------------------------------------------------------------------ the answers

    @property
    def started_at(self) -> datetime | None:
        return self._runs[0][0] if self._runs else None

    @property
    def round_minutes(self) -> int:
        """The round's minutes with the extensions."""
        return self.settings.round_minutes + self._extension

    def extra_minutes(self, table: int) -> int:
        return self._extras.get(table, 0)

    def read(self, now: datetime) -> ClockReading:
        """The clock at `now`. A moment before the last action reads as that action left the clock (the
        computer's clock may step back a little; the display must not jump back into the past)."""
        now = _utc(now)
        if self.events and now < self.events[-1].at:
            now = self.events[-1].at
        length = self.round_minutes * _MINUTE
        playing = self._playing(now)
        time_out_at = self._moment(length)
        warning = self.settings.warning_minutes * _MINUTE
        tables = tuple(
            self._table_time(table, extra, now, length, playing)
            for table, extra in sorted(self._extras.items())
        )
        return ClockReading(
            state=self._state(now, length - playing, warning, time_out_at),
            now=now,
            settings=self.settings,
            round_minutes=self.round_minutes,
            time_left=_ceil_seconds(max(length - playing, _ZERO)),
            elapsed=playing // _SECOND,
            started_at=self.started_at,
            warning_at=self._moment(length - warning) if warning else None,
            time_out_at=time_out_at,
            finished_at=self._finished_at,
            tables=tables,
        )

    def deals_not_started(
        self, deal_minutes: Sequence[float], *, table: int | None = None
    ) -> tuple[int, ...]:
        """The deals (numbered from 1) that could not have started before time-out at `table` (the room's
        time-out when None) if the deals took `deal_minutes` each, in order: deal k starts when deals 1 … k−1
        are over, counted in playing time from the start. A deal due exactly at time-out did not start before
        it.

        The table's extra minutes count as playing time. Before time-out this is a forecast on the present
        length; for a round finished before time-out nothing was cut short, so no deal is listed.
        """
        if any(minutes <= 0 for minutes in deal_minutes):
            raise ValueError(f"deal lengths must be positive: {list(deal_minutes)}")  # program fault
        extra = 0 if table is None else self.extra_minutes(table)
        length = (self.round_minutes + extra) * _MINUTE
        if self._finished_at is not None and self._moment(length) is None:
            return ()
        not_started: list[int] = []
        due = _ZERO
        for number, minutes in enumerate(deal_minutes, start=1):
            if due >= length:
                not_started.append(number)
            due += timedelta(minutes=minutes)
        return tuple(not_started)

    # ------------------------------------------------------------------------------------ the workings

    def _apply(self, event: ClockEvent) -> None:
        if self.events and event.at < self.events[-1].at:
            earlier = _duration(self.events[-1].at - event.at)
            raise ClockError(f"clock.dated_earlier.{event.kind.value}", earlier=earlier)
        kind, at = event.kind, event.at
        if kind is ClockEventKind.START:
            if self._runs:
                raise ClockError("clock.already_started")
            self._runs.append((at, None))
        elif not self._runs:
            raise ClockError(f"clock.not_started.{kind.value}")
        elif self._finished_at is not None:
            if kind is ClockEventKind.FINISH:
                raise ClockError("clock.already_finished")
            raise ClockError(f"clock.finished.{kind.value}")
        elif kind is ClockEventKind.PAUSE:
            self._pause(at)
        elif kind is ClockEventKind.RESUME:
            if self._paused_since is None:
                raise ClockError("clock.not_paused")
            self._runs.append((at, None))
            self._paused_since = None
        elif kind is ClockEventKind.EXTEND:
            assert event.minutes is not None
            self._extend(at, event.minutes)
        elif kind is ClockEventKind.TABLE_EXTRA:
            assert event.minutes is not None and event.table is not None
            self._give_table_extra(at, event.table, event.minutes)
        else:
            self._finished_at = at
            self._close_run(at)
            self._paused_since = None
        self.events = (*self.events, event)

    def _pause(self, at: datetime) -> None:
        if self._paused_since is not None:
            raise ClockError("clock.already_paused")
        if self._playing(at) >= self.round_minutes * _MINUTE:
            raise ClockError("clock.pause_after_time_out")
        self._close_run(at)
        self._paused_since = at

    def _extend(self, at: datetime, minutes: int) -> None:
        length = self.round_minutes * _MINUTE
        left = length - self._playing(at)
        if left <= _ZERO:
            raise ClockError("clock.extend_after_time_out")
        if minutes == 0:
            raise ClockError("clock.extend_by_zero")
        if self.round_minutes + minutes > MAX_ROUND_MINUTES:
            raise ClockError(
                "clock.round_too_long", minutes=self.round_minutes + minutes, most=MAX_ROUND_MINUTES
            )
        if minutes < 0 and left + minutes * _MINUTE <= _ZERO:
            raise ClockError("clock.shorten_too_much", left=_duration(left), minutes=-minutes)
        self._extension += minutes

    def _give_table_extra(self, at: datetime, table: int, minutes: int) -> None:
        if table < 1:
            raise ClockError("clock.no_table", table=table)
        if minutes < 1:
            raise ClockError("clock.table_extra_too_few", table=table, minutes=minutes)
        extra = self.extra_minutes(table)
        if extra + minutes > MAX_ROUND_MINUTES:
            raise ClockError("clock.table_extra_too_many", table=table, minutes=extra + minutes)
        if self._playing(at) >= (self.round_minutes + extra) * _MINUTE:
            raise ClockError("clock.table_after_time_out", table=table)
        self._extras[table] = extra + minutes

    def _table_time(
        self, table: int, extra: int, now: datetime, length: timedelta, playing: timedelta
    ) -> TableTime:
        table_length = length + extra * _MINUTE
        time_out_at = self._moment(table_length)
        return TableTime(
            table,
            extra,
            _ceil_seconds(max(table_length - playing, _ZERO)),
            time_out_at,
            time_out_at is not None and time_out_at <= now,
        )

    def _close_run(self, at: datetime) -> None:
        if self._runs and self._runs[-1][1] is None:
            self._runs[-1] = (self._runs[-1][0], at)

    def _playing(self, at: datetime) -> timedelta:
        """Playing time from the start to `at`: the running spans, pauses left out."""
        total = _ZERO
        for begin, end in self._runs:
            if at <= begin:
                break
            total += min(at, end or at) - begin
        return total

    def _moment(self, target: timedelta) -> datetime | None:
        """When the playing time reaches `target`: in the past, or ahead while the clock runs; None when it
        cannot be known (not started, or paused or finished before reaching it)."""
        target = max(target, _ZERO)
        done = _ZERO
        for begin, end in self._runs:
            if end is None or done + (end - begin) >= target:
                return begin + (target - done)
            done += end - begin
        return None

    def _state(
        self, now: datetime, left: timedelta, warning: timedelta, time_out_at: datetime | None
    ) -> ClockState:
        if not self._runs:
            return ClockState.NOT_STARTED
        if self._finished_at is not None:
            return ClockState.FINISHED
        if left <= _ZERO:
            assert time_out_at is not None
            announced = now - time_out_at < self.settings.time_out_seconds * _SECOND
            return ClockState.TIME_OUT if announced else ClockState.FINAL_CIRCUIT
        if self._paused_since is not None:
            return ClockState.PAUSED
        return ClockState.WARNING if left <= warning else ClockState.RUNNING


def _utc(moment: datetime) -> datetime:
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"a clock moment must carry its time zone (use UTC): {moment!r}")  # program fault
    return moment.astimezone(UTC)


def _ceil_seconds(span: timedelta) -> int:
    return -(-span // _SECOND)


def _duration(span: timedelta) -> str:
    """A span as the clock shows it, rounded up to the second: '2:05', '1:02:00' (alike in every language)."""
    seconds = _ceil_seconds(span)
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"
