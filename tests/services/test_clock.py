"""The round clock service: actions stored and audited, refusals, the same clock after reopening the file."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from sqlalchemy import func, select

from burraco_tourney.domain.clock import (
    ClockState,
    FinalCircuitRule,
    TableTime,
    preset_round_minutes,
)
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.persistence.orm import ClockEventRow
from burraco_tourney.services import audit, clock, rounds
from burraco_tourney.services.clock import ClockRefusedError
from burraco_tourney.services.errors import NotFoundError, ServiceError
from burraco_tourney.services.lookup import round_row, tournament_row
from burraco_tourney.services.transaction import reading, writing
from tests.databases import new_database
from tests.services.support import new_tournament, with_round

T0 = datetime(2026, 12, 20, 15, 0, tzinfo=UTC)


class FakeTime:
    """The wall time the window would pass in, moved by hand."""

    def __init__(self, start: datetime = T0) -> None:
        self.now = start

    def advance(self, minutes: float = 0, seconds: float = 0) -> datetime:
        self.now += timedelta(minutes=minutes, seconds=seconds)
        return self.now


def at(minutes: float = 0, seconds: float = 0) -> datetime:
    return T0 + timedelta(minutes=minutes, seconds=seconds)


@pytest.fixture
def tournament_id(db: Database) -> int:
    tournament_id = new_tournament(db, 4)  # 3 deals of 15 minutes
    with_round(db, tournament_id)
    return tournament_id


def _events(db: Database) -> list[tuple[str, datetime, int | None, int | None, str]]:
    with reading(db) as session:
        rows = session.scalars(select(ClockEventRow).order_by(ClockEventRow.id))
        return [(row.kind, row.at, row.minutes, row.table_number, row.who) for row in rows]


def test_a_round_clock_not_started_shows_the_tournaments_deals_times_minutes(db: Database) -> None:
    tournament_id = new_tournament(db, 4, deals_per_round=4, minutes_per_deal=12)
    with_round(db, tournament_id)
    view = clock.clock_state(db, tournament_id, 1, at(5))
    assert (view.round, view.state, view.round_minutes, view.time_left) == (
        1,
        ClockState.NOT_STARTED,
        48,
        2880,
    )
    assert view.settings.warning_minutes == 5
    assert view.settings.final_circuit_rule is FinalCircuitRule.DISCARDER
    assert (view.started_at, view.time_out_at, view.time_out_reached) == (None, None, False)
    assert _events(db) == []


def test_start_round_clock_lasts_deals_times_minutes_and_is_stored_and_audited(
    db: Database, tournament_id: int
) -> None:
    time = FakeTime()
    view = clock.start_round_clock(db, tournament_id, 1, now=time.now, who="Direttore")
    assert (view.state, view.round_minutes, view.time_left, view.started_at) == (
        ClockState.RUNNING,
        45,
        2700,
        T0,
    )
    assert (view.warning_at, view.time_out_at) == (at(40), at(45))
    assert _events(db) == [("start", T0, 45, None, "Direttore")]
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.who) == ("start clock", "round 1 clock", "Direttore")
    assert entry.new == {
        "at": "2026-12-20T15:00:00+00:00",
        "round_minutes": 45,
        "warning_minutes": 5,
        "time_out_seconds": 60,
        "final_circuit_text": "The last circuit starts with the player who must discard.",
    }
    time.advance(minutes=12, seconds=30)
    later = clock.clock_state(db, tournament_id, 1, time.now)
    assert (later.state, later.time_left, later.elapsed) == (ClockState.RUNNING, 1950, 750)


def test_start_round_clock_with_a_preset_and_the_other_final_circuit_rule(
    db: Database, tournament_id: int
) -> None:
    view = clock.start_round_clock(
        db,
        tournament_id,
        1,
        minutes=preset_round_minutes(3),
        warning_minutes=3,
        final_circuit_text=FinalCircuitRule.DRAWER_PARTNER.text,
        time_out_seconds=30,
        now=T0,
    )
    assert (view.round_minutes, view.time_out_at, view.warning_at) == (35, at(35), at(32))
    stored = clock.clock_state(db, tournament_id, 1, at(35, 29))
    assert stored.state is ClockState.TIME_OUT
    assert stored.settings.final_circuit_text == (
        "The last circuit starts with the partner of the player about to draw."
    )
    assert clock.clock_state(db, tournament_id, 1, at(35, 30)).state is ClockState.FINAL_CIRCUIT


def test_start_round_clock_refuses_settings_that_cannot_be_used(db: Database, tournament_id: int) -> None:
    with pytest.raises(ClockRefusedError, match=r"^A round lasts from 1 to 600 minutes, not 0\.$"):
        clock.start_round_clock(db, tournament_id, 1, minutes=0, now=T0)
    with pytest.raises(ClockRefusedError, match="The warning comes 0 to 19 minutes before the end"):
        clock.start_round_clock(db, tournament_id, 1, minutes=20, warning_minutes=20, now=T0)
    assert _events(db) == []
    assert clock.clock_state(db, tournament_id, 1, at(1)).state is ClockState.NOT_STARTED


def test_pause_resume_and_extend_clock_are_stored_and_audited(db: Database, tournament_id: int) -> None:
    time = FakeTime()
    clock.start_round_clock(db, tournament_id, 1, now=time.now, who="TD")
    paused = clock.pause_clock(db, tournament_id, 1, now=time.advance(minutes=10), who="TD")
    assert (paused.state, paused.time_left, paused.time_out_at) == (ClockState.PAUSED, 2100, None)
    resumed = clock.resume_clock(db, tournament_id, 1, now=time.advance(minutes=2), who="TD")
    assert (resumed.state, resumed.time_left, resumed.time_out_at) == (ClockState.RUNNING, 2100, at(47))
    extended = clock.extend_clock(
        db, tournament_id, 1, 5, now=time.advance(minutes=1), reason="lite al tavolo 3", who="TD"
    )
    assert (extended.round_minutes, extended.time_out_at, extended.warning_at) == (50, at(52), at(47))
    assert [(kind, moment, minutes) for kind, moment, minutes, _t, _w in _events(db)] == [
        ("start", at(0), 45),
        ("pause", at(10), None),
        ("resume", at(12), None),
        ("extend", at(13), 5),
    ]
    log = audit.audit_log(db, tournament_id, limit=3)
    assert [(e.action, e.what) for e in log] == [
        ("extend clock", "round 1 clock"),
        ("resume clock", "round 1 clock"),
        ("pause clock", "round 1 clock"),
    ]
    assert (log[0].old, log[0].new, log[0].reason) == (
        {"at": "2026-12-20T15:13:00+00:00", "state": "running", "time_left": 2040, "round_minutes": 45},
        {"at": "2026-12-20T15:13:00+00:00", "state": "running", "time_left": 2340, "round_minutes": 50},
        "lite al tavolo 3",
    )
    assert (log[2].old["state"], log[2].new["state"]) == ("running", "paused")
    assert (log[1].old["state"], log[1].new["state"]) == ("paused", "running")


def test_table_extra_time_clock_is_stored_audited_and_shown_per_table(
    db: Database, tournament_id: int
) -> None:
    clock.start_round_clock(db, tournament_id, 1, now=T0)
    view = clock.give_table_extra_time(
        db, tournament_id, 1, 2, 4, now=at(3), reason="arrivati in ritardo", who="TD"
    )
    assert view.tables == (TableTime(2, 4, 2760, at(49), False),)
    assert _events(db)[-1] == ("table_extra", at(3), 4, 2, "TD")
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.reason) == (
        "table extra time",
        "round 1 table 2 clock",
        "arrivati in ritardo",
    )
    assert (entry.old["extra_minutes"], entry.new["extra_minutes"]) == (0, 4)
    after_room = clock.clock_state(db, tournament_id, 1, at(47))
    assert after_room.state is ClockState.FINAL_CIRCUIT
    assert after_room.table(2) == TableTime(2, 4, 120, at(49), False)
    assert after_room.table(1) == TableTime(1, 0, 0, at(45), True)


def test_table_extra_time_clock_needs_a_table_of_the_round(db: Database, tournament_id: int) -> None:
    clock.start_round_clock(db, tournament_id, 1, now=T0)
    before = len(audit.audit_log(db, tournament_id))
    with pytest.raises(NotFoundError, match=r"^Round 1 has no table 9\.$"):
        clock.give_table_extra_time(db, tournament_id, 1, 9, 3, now=at(1))
    assert len(audit.audit_log(db, tournament_id)) == before
    assert len(_events(db)) == 1


def test_finish_clock_after_time_out_keeps_the_time_out_for_the_score_sheets(
    db: Database, tournament_id: int
) -> None:
    clock.start_round_clock(db, tournament_id, 1, now=T0)
    at_time_out = clock.clock_state(db, tournament_id, 1, at(45))
    assert (at_time_out.state, at_time_out.time_left, at_time_out.time_out_reached) == (
        ClockState.TIME_OUT,
        0,
        True,
    )
    finished = clock.finish_clock(db, tournament_id, 1, now=at(53), who="TD")
    assert (finished.state, finished.finished_at, finished.time_out_at) == (
        ClockState.FINISHED,
        at(53),
        at(45),
    )
    assert finished.time_out_reached
    assert audit.audit_log(db, tournament_id)[0].action == "finish clock"
    assert clock.clock_state(db, tournament_id, 1, at(90)).state is ClockState.FINISHED


def test_refused_clock_actions_are_service_errors_and_change_nothing(
    db: Database, tournament_id: int
) -> None:
    with pytest.raises(ClockRefusedError) as refused:
        clock.pause_clock(db, tournament_id, 1, now=at(1))
    assert str(refused.value) == "The round clock has not been started yet, so it cannot be paused."
    assert isinstance(refused.value, ServiceError)
    clock.start_round_clock(db, tournament_id, 1, now=T0)
    entries = len(audit.audit_log(db, tournament_id))
    refusals: list[tuple[Callable[[], object], str]] = [
        (lambda: clock.start_round_clock(db, tournament_id, 1, now=at(2)), "already been started"),
        (lambda: clock.resume_clock(db, tournament_id, 1, now=at(2)), "not paused, so it cannot be resumed"),
        (lambda: clock.extend_clock(db, tournament_id, 1, 0, now=at(2)), "at least one minute"),
        (lambda: clock.pause_clock(db, tournament_id, 1, now=at(46)), "reached time-out"),
        (lambda: clock.extend_clock(db, tournament_id, 1, 5, now=at(46)), "cannot be moved"),
        (lambda: clock.give_table_extra_time(db, tournament_id, 1, 1, 5, now=at(46)), "Table 1 has already"),
    ]
    for attempt, words in refusals:
        with pytest.raises(ClockRefusedError, match=words):
            attempt()
    clock.pause_clock(db, tournament_id, 1, now=at(10))
    with pytest.raises(ClockRefusedError, match="dated 1:00 earlier than the clock's last action"):
        clock.resume_clock(db, tournament_id, 1, now=at(9))
    assert len(audit.audit_log(db, tournament_id)) == entries + 1
    assert [kind for kind, *_rest in _events(db)] == ["start", "pause"]


def test_a_clock_for_a_round_not_made_yet_is_not_found(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with pytest.raises(NotFoundError, match="Round 1 has not been made yet"):
        clock.start_round_clock(db, tournament_id, 1, now=T0)
    with pytest.raises(NotFoundError, match="Round 1 has not been made yet"):
        clock.clock_state(db, tournament_id, 1, T0)
    with pytest.raises(NotFoundError, match="There is no tournament with id 99"):
        clock.clock_state(db, 99, 1, T0)


def test_the_clock_survives_reopening_the_database_at_every_state(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite"
    time = FakeTime()
    views: dict[datetime, clock.ClockView] = {}
    with new_database(path) as db:
        tournament_id = new_tournament(db, 4)
        with_round(db, tournament_id)
        clock.start_round_clock(db, tournament_id, 1, now=time.now)
        clock.pause_clock(db, tournament_id, 1, now=time.advance(minutes=7, seconds=12.25))
        clock.give_table_extra_time(db, tournament_id, 1, 2, 3, now=time.advance(minutes=1))
        clock.resume_clock(db, tournament_id, 1, now=time.advance(minutes=2, seconds=0.5))
        clock.extend_clock(db, tournament_id, 1, 4, now=time.advance(minutes=20))
        moments = [time.now, at(50), at(52), at(52, 30), at(53, 0.5), at(55), at(70)]
        views = {moment: clock.clock_state(db, tournament_id, 1, moment) for moment in moments}
    # The program is closed and started again: a new Database object on the same file.
    with open_database(path) as reopened:
        for moment, view in views.items():
            assert clock.clock_state(reopened, tournament_id, 1, moment) == view
    states = [view.state for view in views.values()]
    assert states == [
        ClockState.RUNNING,
        ClockState.WARNING,
        ClockState.WARNING,
        ClockState.TIME_OUT,
        ClockState.FINAL_CIRCUIT,
        ClockState.FINAL_CIRCUIT,
        ClockState.FINAL_CIRCUIT,
    ]
    # 45 + 4 minutes of play after a pause of 3 minutes 0.5 seconds: time-out at 52:00.5.
    assert views[at(70)].time_out_at == at(52, 0.5)
    assert views[at(70)].table(2).time_out_at == at(55, 0.5)
    assert views[at(52)].time_left == 1
    assert views[at(55)].table(2).time_left == 1
    assert not views[at(55)].table(2).time_out_reached


def test_clock_moments_are_stored_in_utc(db: Database, tournament_id: int) -> None:
    rome = timezone(timedelta(hours=1))
    clock.start_round_clock(db, tournament_id, 1, now=datetime(2026, 12, 20, 16, 0, 0, 250000, tzinfo=rome))
    stored = _events(db)[0][1]
    assert stored == at(0, 0.25)
    assert stored.tzinfo is UTC
    with pytest.raises(ValueError, match="must carry its time zone"):
        clock.pause_clock(db, tournament_id, 1, now=datetime(2026, 12, 20, 16, 5))


def test_deleting_the_round_deletes_its_clock(db: Database, tournament_id: int) -> None:
    clock.start_round_clock(db, tournament_id, 1, now=T0)
    clock.pause_clock(db, tournament_id, 1, now=at(1))
    rounds.delete_last_round(db, tournament_id, reason="nuovo sorteggio")
    with reading(db) as session:
        assert session.scalar(select(func.count()).select_from(ClockEventRow)) == 0
    with_round(db, tournament_id)
    assert clock.clock_state(db, tournament_id, 1, at(2)).state is ClockState.NOT_STARTED


def test_a_damaged_stored_clock_is_reported_not_guessed(db: Database, tournament_id: int) -> None:
    clock.start_round_clock(db, tournament_id, 1, now=T0)
    with writing(db) as session:
        round_id = round_row(session, tournament_id, 1).id
        session.add(ClockEventRow(round_id=round_id, kind="resume", at=at(5), who="someone"))
    with pytest.raises(ClockRefusedError) as refused:
        clock.clock_state(db, tournament_id, 1, at(6))
    # The round first, then why, one line each as the window and the command line show it.
    assert describe_error(refused.value, "en") == (
        "The clock of round 1 cannot be used\nThe round clock is not paused, so it cannot be resumed."
    )
    assert describe_error(refused.value, "it") == (
        "L'orologio del turno 1 non si può usare\n"
        "L'orologio del turno non è in pausa, quindi non si può riprendere."
    )


def test_time_out_rule_helper_for_the_score_sheet_reads_the_stored_clock(
    db: Database, tournament_id: int
) -> None:
    clock.start_round_clock(db, tournament_id, 1, minutes=25, now=T0)
    clock.give_table_extra_time(db, tournament_id, 1, 2, 10, now=at(1))
    with reading(db) as session:
        round_clock = clock.load_round_clock(
            session, tournament_row(session, tournament_id), round_row(session, tournament_id, 1)
        )
    assert round_clock.deals_not_started([15, 15, 15]) == (3,)
    assert round_clock.deals_not_started([15, 15, 15], table=2) == ()
    assert round_clock.read(at(26)).time_out_reached
    assert not round_clock.read(at(26)).table(2).time_out_reached
