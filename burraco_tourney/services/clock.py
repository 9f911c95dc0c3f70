"""The round clock as the director runs it: start, pause, resume, extend, extra minutes for a table, finish.

Every action is stored as an event of the round (table `round_clock_events`) and audited; the clock is
computed from the events (domain.clock), so a restarted program shows the same time left. The time is always
passed in (`now`, an aware datetime: the window passes the wall time), never read here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from burraco_tourney.domain.clock import (
    DEFAULT_TIME_OUT_SECONDS,
    DEFAULT_WARNING_MINUTES,
    FINAL_CIRCUIT_TEXTS,
    ClockError,
    ClockEvent,
    ClockEventKind,
    ClockReading,
    ClockSettings,
    FinalCircuitRule,
    RoundClock,
    standard_round_minutes,
)
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import DealEnd
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import ClockEventRow, RoundRow, TournamentRow
from burraco_tourney.services.audit import record
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.lookup import round_row, table_row, tournament_row
from burraco_tourney.services.transaction import actor, reading, writing

__all__ = [
    "ClockRefusedError",
    "ClockView",
    "clock_state",
    "extend_clock",
    "finish_clock",
    "give_table_extra_time",
    "load_round_clock",
    "pause_clock",
    "resume_clock",
    "start_round_clock",
    "time_out_defaults",
]

_T = TypeVar("_T")


class ClockRefusedError(RuleError):
    """The round clock refuses the action now (resume when not paused, extend after time-out, ...).
    Nothing was changed."""


@dataclass(frozen=True, slots=True)
class ClockView(ClockReading):
    """A round's clock read at `now` (domain.clock.ClockReading, whose fields and `table(n)` it has), with
    the number of the round it belongs to, for the window and the room display."""

    round: int


def clock_state(db: Database, tournament_id: int, round_number: int, now: datetime) -> ClockView:
    """The round's clock at `now`; before it is started, with the tournament's deals × minutes per deal."""
    with reading(db) as session:
        tournament = tournament_row(session, tournament_id)
        clock = load_round_clock(session, tournament, round_row(session, tournament_id, round_number))
        return _view(round_number, clock.read(now))


def time_out_defaults(
    db: Database, tournament_id: int, round_number: int, table: int, now: datetime
) -> tuple[DealEnd, ...]:
    """How each deal of a table ended unless its sheet says otherwise, under the time-out rule (DOMAIN.md §5):
    nothing (an empty tuple) while the table's time has not run out; after its time-out, the deals that
    could not have started before it (at the tournament's minutes per deal) were not played, the last one
    that started was in play and ended by time-out, and those before it ended normally (closed, the usual
    ending). At most one deal per table ends by time-out; the director changes any ending on the sheet."""
    with reading(db) as session:
        tournament = tournament_row(session, tournament_id)
        clock = load_round_clock(session, tournament, round_row(session, tournament_id, round_number))
        deals, minutes = tournament.deals_per_round, tournament.minutes_per_deal
    if not clock.read(now).table(table).time_out_reached:
        return ()
    not_started = set(clock.deals_not_started([minutes] * deals, table=table))
    in_play = max((n for n in range(1, deals + 1) if n not in not_started), default=0)
    return tuple(
        DealEnd.NOT_PLAYED if n in not_started else DealEnd.TIMEOUT if n == in_play else DealEnd.CLOSED
        for n in range(1, deals + 1)
    )


def load_round_clock(session: Session, tournament: TournamentRow, round_: RoundRow) -> RoundClock:
    """The round's clock rebuilt from its stored events, inside the caller's transaction (the score sheet
    uses it to apply the time-out rule). Before the start its settings are the tournament's defaults."""
    rows = session.scalars(
        select(ClockEventRow)
        .where(ClockEventRow.round_id == round_.id)
        .order_by(ClockEventRow.at, ClockEventRow.id)
    ).all()
    start = next((row for row in rows if row.kind == ClockEventKind.START), None)

    def rebuilt() -> RoundClock:
        if start is None:
            minutes = standard_round_minutes(tournament.deals_per_round, tournament.minutes_per_deal)
            return RoundClock(ClockSettings(minutes))
        assert start.minutes is not None and start.warning_minutes is not None
        assert start.time_out_seconds is not None and start.final_circuit_text is not None
        settings = ClockSettings(
            round_minutes=start.minutes,
            warning_minutes=start.warning_minutes,
            final_circuit_text=start.final_circuit_text,
            time_out_seconds=start.time_out_seconds,
        )
        return RoundClock(settings, (_event(row) for row in rows))

    try:
        return rebuilt()
    except ClockError as error:
        raise ClockRefusedError(
            [Problem.of("clock.unusable", round=round_.number), *error.problems]
        ) from error


def start_round_clock(
    db: Database,
    tournament_id: int,
    round_number: int,
    *,
    minutes: int | None = None,
    warning_minutes: int = DEFAULT_WARNING_MINUTES,
    final_circuit_text: str = FINAL_CIRCUIT_TEXTS[FinalCircuitRule.DISCARDER],
    time_out_seconds: int = DEFAULT_TIME_OUT_SECONDS,
    now: datetime,
    who: str | None = None,
) -> ClockView:
    """Start the round's clock at `now` for `minutes` (None: the tournament's deals × minutes per deal; the
    federation presets are in domain.clock.preset_round_minutes). The settings are kept with the round."""
    with writing(db) as session:
        tournament = tournament_row(session, tournament_id)
        round_ = round_row(session, tournament_id, round_number)
        clock = load_round_clock(session, tournament, round_)
        _refused_unless(lambda: clock.start(now))  # already started: say so before judging the settings
        round_minutes = (
            standard_round_minutes(tournament.deals_per_round, tournament.minutes_per_deal)
            if minutes is None
            else minutes
        )
        settings = _refused_unless(
            lambda: ClockSettings(round_minutes, warning_minutes, final_circuit_text, time_out_seconds)
        )
        started = _refused_unless(lambda: RoundClock(settings).start(now))
        event = started.events[-1]
        session.add(
            ClockEventRow(
                round_id=round_.id,
                kind=event.kind.value,
                at=event.at,
                minutes=settings.round_minutes,
                who=actor(who, session),
                warning_minutes=settings.warning_minutes,
                time_out_seconds=settings.time_out_seconds,
                final_circuit_text=settings.final_circuit_text,
            )
        )
        record(
            session,
            tournament_id,
            who=who,
            action="start clock",
            round=round_number,
            new={
                "at": event.at.isoformat(),
                "round_minutes": settings.round_minutes,
                "warning_minutes": settings.warning_minutes,
                "time_out_seconds": settings.time_out_seconds,
                "final_circuit_text": settings.final_circuit_text,
            },
        )
        return _view(round_number, started.read(now))


def pause_clock(
    db: Database, tournament_id: int, round_number: int, *, now: datetime, who: str | None = None
) -> ClockView:
    """Pause the running clock (before time-out)."""
    event = ClockEvent(ClockEventKind.PAUSE, now)
    return _change(db, tournament_id, round_number, event, action="pause clock", who=who)


def resume_clock(
    db: Database, tournament_id: int, round_number: int, *, now: datetime, who: str | None = None
) -> ClockView:
    """Resume the paused clock; the time left is what it was at the pause."""
    event = ClockEvent(ClockEventKind.RESUME, now)
    return _change(db, tournament_id, round_number, event, action="resume clock", who=who)


def extend_clock(
    db: Database,
    tournament_id: int,
    round_number: int,
    minutes: int,
    *,
    now: datetime,
    reason: str = "",
    who: str | None = None,
) -> ClockView:
    """Add `minutes` to the round (negative to shorten it while time is left), before time-out."""
    event = ClockEvent(ClockEventKind.EXTEND, now, minutes=minutes)
    return _change(db, tournament_id, round_number, event, action="extend clock", reason=reason, who=who)


def give_table_extra_time(
    db: Database,
    tournament_id: int,
    round_number: int,
    table: int,
    minutes: int,
    *,
    now: datetime,
    reason: str = "",
    who: str | None = None,
) -> ClockView:
    """Give one table of the round `minutes` more than the room (a late start), before its time runs out."""
    event = ClockEvent(ClockEventKind.TABLE_EXTRA, now, minutes=minutes, table=table)
    return _change(db, tournament_id, round_number, event, action="table extra time", reason=reason, who=who)


def finish_clock(
    db: Database, tournament_id: int, round_number: int, *, now: datetime, who: str | None = None
) -> ClockView:
    """Finish the round's clock: every table has played (after the final circuit, or earlier)."""
    event = ClockEvent(ClockEventKind.FINISH, now)
    return _change(db, tournament_id, round_number, event, action="finish clock", who=who)


def _change(
    db: Database,
    tournament_id: int,
    round_number: int,
    event: ClockEvent,
    *,
    action: str,
    who: str | None,
    reason: str = "",
) -> ClockView:
    """One clock action in one transaction: checked by the domain, stored, audited."""
    with writing(db) as session:
        tournament = tournament_row(session, tournament_id)
        round_ = round_row(session, tournament_id, round_number)
        if event.table is not None:
            table_row(session, round_, event.table)
        clock = load_round_clock(session, tournament, round_)
        changed = _refused_unless(lambda: clock.then(event))
        session.add(
            ClockEventRow(
                round_id=round_.id,
                kind=event.kind.value,
                at=event.at,
                minutes=event.minutes,
                table_number=event.table,
                who=actor(who, session),
            )
        )
        before, after = clock.read(event.at), changed.read(event.at)
        record(
            session,
            tournament_id,
            who=who,
            action=action,
            round=round_number,
            table=event.table,
            old=_summary(before, event.table),
            new=_summary(after, event.table),
            reason=reason,
        )
        return _view(round_number, after)


def _refused_unless(attempt: Callable[[], _T]) -> _T:
    try:
        return attempt()
    except ClockError as error:
        raise ClockRefusedError(error.problems) from error


def _event(row: ClockEventRow) -> ClockEvent:
    kind = ClockEventKind(row.kind)
    # The start's minutes are the round's length, kept in the settings, not in the event.
    minutes = None if kind is ClockEventKind.START else row.minutes
    return ClockEvent(kind, row.at, minutes=minutes, table=row.table_number)


def _summary(reading: ClockReading, table: int | None) -> dict[str, Any]:
    """What the audit log keeps of the clock before and after an action."""
    summary: dict[str, Any] = {
        "at": reading.now.isoformat(),
        "state": reading.state.value,
        "time_left": reading.time_left,
        "round_minutes": reading.round_minutes,
    }
    if table is not None:
        summary["extra_minutes"] = reading.table(table).extra_minutes
    return summary


def _view(round_number: int, reading: ClockReading) -> ClockView:
    return ClockView(
        **{field.name: getattr(reading, field.name) for field in fields(reading)}, round=round_number
    )
