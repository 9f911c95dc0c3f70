"""The round clock (DOMAIN.md §5) read at moments given by a fake time source: every state, to the second."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.clock import (
    FINAL_CIRCUIT_TEXTS,
    MAX_ROUND_MINUTES,
    PRESET_MINUTES,
    ClockError,
    ClockEvent,
    ClockEventKind,
    ClockSettings,
    ClockState,
    FinalCircuitRule,
    RoundClock,
    TableTime,
    preset_round_minutes,
    standard_round_minutes,
)

T0 = datetime(2026, 12, 20, 15, 0, tzinfo=UTC)  # the director presses start
MICROSECOND = timedelta(microseconds=1)


def at(minutes: float = 0, seconds: float = 0) -> datetime:
    """The fake time source: a moment `minutes` and `seconds` after T0."""
    return T0 + timedelta(minutes=minutes, seconds=seconds)


def started(round_minutes: int = 45, **changes: object) -> RoundClock:
    return RoundClock(ClockSettings(round_minutes, **changes)).start(T0)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------------ lengths


def test_round_clock_length_is_deals_times_minutes_or_a_federation_preset() -> None:
    assert standard_round_minutes(3) == 45
    assert standard_round_minutes(4, 12) == 48
    assert dict(PRESET_MINUTES) == {2: 25, 3: 35, 4: 45}
    assert [preset_round_minutes(deals) for deals in (2, 3, 4)] == [25, 35, 45]
    with pytest.raises(
        ClockError,
        match=r"There is no preset for 5 deals per round \(presets for 2, 3, 4 deals: 25', 35', 45'\)",
    ):
        preset_round_minutes(5)
    with pytest.raises(ClockError, match="at least one deal of at least one minute"):
        standard_round_minutes(0)
    # A preset or a typed value is simply the round's minutes.
    clock = RoundClock(ClockSettings(preset_round_minutes(3))).start(T0)
    assert clock.read(at(0)).time_left == 35 * 60
    assert clock.read(at(0)).time_out_at == at(35)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"round_minutes": 0}, "A round lasts from 1 to 600 minutes, not 0."),
        ({"round_minutes": MAX_ROUND_MINUTES + 1}, "A round lasts from 1 to 600 minutes, not 601."),
        ({"warning_minutes": -1}, "The warning comes 0 to 44 minutes before the end of a 45-minute round"),
        ({"warning_minutes": 45}, "The warning comes 0 to 44 minutes before the end of a 45-minute round"),
        ({"time_out_seconds": -5}, "The time-out announcement lasts 0 to 3600 seconds, not -5."),
        ({"final_circuit_text": "  "}, "The final-circuit instruction shown at time-out cannot be empty."),
    ],
)
def test_clock_settings_that_cannot_be_used_are_refused(changes: dict[str, object], message: str) -> None:
    values: dict[str, object] = {"round_minutes": 45, **changes}
    with pytest.raises(ClockError) as refused:
        ClockSettings(**values)  # type: ignore[arg-type]
    assert str(refused.value).startswith(message)


def test_the_final_circuit_text_is_seed_001s_rule_by_default_and_the_other_rule_is_selectable() -> None:
    default = ClockSettings(45)
    assert default.final_circuit_text == "The last circuit starts with the player who must discard."
    assert default.final_circuit_rule is FinalCircuitRule.DISCARDER
    other = ClockSettings(45, final_circuit_text=FinalCircuitRule.DRAWER_PARTNER.text)
    assert other.final_circuit_text == (
        "The last circuit starts with the partner of the player about to draw."
    )
    assert other.final_circuit_rule is FinalCircuitRule.DRAWER_PARTNER
    assert set(FINAL_CIRCUIT_TEXTS) == set(FinalCircuitRule)
    own = ClockSettings(45, final_circuit_text="Ultimo giro: inizia chi deve scartare.")
    assert own.final_circuit_rule is None


# ------------------------------------------------------------------------------------------ states


def test_a_clock_not_started_shows_the_whole_round_and_no_moments() -> None:
    reading = RoundClock(ClockSettings(45)).read(at(10))
    assert reading.state is ClockState.NOT_STARTED
    assert (reading.time_left, reading.elapsed, reading.round_minutes) == (45 * 60, 0, 45)
    assert (reading.started_at, reading.warning_at, reading.time_out_at, reading.finished_at) == (None,) * 4
    assert not reading.time_out_reached
    assert reading.tables == ()


def test_a_started_clock_counts_down_to_the_second() -> None:
    clock = started()
    first = clock.read(T0)
    assert (first.state, first.time_left, first.elapsed, first.started_at) == (
        ClockState.RUNNING,
        2700,
        0,
        T0,
    )
    # Time left is rounded up (the display shows 45:00 for the whole first second), elapsed down.
    assert (clock.read(T0 + MICROSECOND).time_left, clock.read(T0 + MICROSECOND).elapsed) == (2700, 0)
    assert (clock.read(at(0, 1)).time_left, clock.read(at(0, 1)).elapsed) == (2699, 1)
    assert (clock.read(at(0, 1.5)).time_left, clock.read(at(0, 1.5)).elapsed) == (2699, 1)
    assert (clock.read(at(12, 34)).time_left, clock.read(at(12, 34)).elapsed) == (2700 - 754, 754)
    assert clock.read(at(12, 34)).warning_at == at(40)
    assert clock.read(at(12, 34)).time_out_at == at(45)


def test_the_clock_warns_exactly_five_minutes_before_time_out() -> None:
    clock = started()
    assert clock.read(at(40) - MICROSECOND).state is ClockState.RUNNING
    assert clock.read(at(40) - MICROSECOND).time_left == 301
    warned = clock.read(at(40))
    assert (warned.state, warned.time_left, warned.warning_at) == (ClockState.WARNING, 300, at(40))
    assert clock.read(at(44, 59.999999)).state is ClockState.WARNING
    assert clock.read(at(44, 59.999999)).time_left == 1


def test_the_clock_warning_follows_its_setting_and_can_be_switched_off() -> None:
    early = started(warning_minutes=10)
    assert early.read(at(35)).state is ClockState.WARNING
    assert early.read(at(35) - MICROSECOND).state is ClockState.RUNNING
    assert early.read(at(0)).warning_at == at(35)
    silent = started(warning_minutes=0)
    assert silent.read(at(44, 59)).state is ClockState.RUNNING
    assert silent.read(at(0)).warning_at is None
    assert silent.read(at(45)).state is ClockState.TIME_OUT


def test_time_out_comes_exactly_at_the_end_and_time_left_never_goes_below_zero() -> None:
    clock = started()
    before = clock.read(at(45) - MICROSECOND)
    assert (before.state, before.time_left, before.time_out_reached) == (ClockState.WARNING, 1, False)
    time_out = clock.read(at(45))
    assert (time_out.state, time_out.time_left, time_out.elapsed) == (ClockState.TIME_OUT, 0, 2700)
    assert time_out.time_out_at == at(45)
    assert time_out.time_out_reached
    late = clock.read(at(70))
    assert (late.time_left, late.elapsed, late.time_out_at) == (0, 70 * 60, at(45))


def test_the_time_out_announcement_gives_way_to_the_final_circuit() -> None:
    clock = started()
    assert clock.read(at(46) - MICROSECOND).state is ClockState.TIME_OUT
    final = clock.read(at(46))
    assert (final.state, final.time_left, final.time_out_at) == (ClockState.FINAL_CIRCUIT, 0, at(45))
    # The final circuit lasts until the director finishes the round: only the director sees it played.
    assert clock.read(at(45 + 600)).state is ClockState.FINAL_CIRCUIT
    longer = started(time_out_seconds=90)
    assert longer.read(at(46, 29.9)).state is ClockState.TIME_OUT
    assert longer.read(at(46, 30)).state is ClockState.FINAL_CIRCUIT
    at_once = started(time_out_seconds=0)
    assert at_once.read(at(45)).state is ClockState.FINAL_CIRCUIT


def test_finishing_the_clock_after_time_out_keeps_the_time_out_moment() -> None:
    clock = started().finish(at(52))
    reading = clock.read(at(60))
    assert (reading.state, reading.finished_at, reading.time_out_at) == (ClockState.FINISHED, at(52), at(45))
    assert (reading.time_left, reading.elapsed) == (0, 52 * 60)
    assert reading.time_out_reached


def test_finishing_the_clock_early_freezes_it_with_no_time_out() -> None:
    clock = started().finish(at(41, 30))
    reading = clock.read(at(90))
    assert (reading.state, reading.time_left, reading.elapsed) == (ClockState.FINISHED, 210, 41 * 60 + 30)
    assert (reading.warning_at, reading.time_out_at) == (at(40), None)
    assert not reading.time_out_reached


def test_a_clock_finished_or_paused_exactly_at_a_moment_has_reached_it() -> None:
    exact = started().finish(at(45)).read(at(50))
    assert (exact.time_out_at, exact.time_out_reached) == (at(45), True)
    paused = started().pause(at(40)).read(at(41))
    assert (paused.state, paused.warning_at, paused.time_out_at) == (ClockState.PAUSED, at(40), None)


def test_a_paused_clock_can_be_finished() -> None:
    clock = started().pause(at(20)).finish(at(25))
    reading = clock.read(at(30))
    assert (reading.state, reading.elapsed, reading.time_left) == (ClockState.FINISHED, 1200, 1500)


# ------------------------------------------------------------------------------------------ pauses


def test_pause_and_resume_clock_arithmetic_moves_warning_and_time_out_by_the_pause() -> None:
    clock = started().pause(at(10))
    paused = clock.read(at(12))
    assert (paused.state, paused.time_left, paused.elapsed) == (ClockState.PAUSED, 35 * 60, 600)
    # While paused nobody knows when the time-out will be.
    assert (paused.warning_at, paused.time_out_at) == (None, None)
    clock = clock.resume(at(13, 30))
    resumed = clock.read(at(13, 30))
    assert (resumed.state, resumed.time_left) == (ClockState.RUNNING, 35 * 60)
    assert (resumed.warning_at, resumed.time_out_at) == (at(43, 30), at(48, 30))
    assert clock.read(at(43, 30) - MICROSECOND).state is ClockState.RUNNING
    assert clock.read(at(43, 30)).state is ClockState.WARNING
    assert clock.read(at(48, 30) - MICROSECOND).time_left == 1
    assert clock.read(at(48, 30)).state is ClockState.TIME_OUT
    assert clock.read(at(60)).elapsed == 60 * 60 - 210


def test_several_clock_pauses_add_up_and_a_pause_in_the_warning_keeps_its_moment() -> None:
    clock = started().pause(at(5)).resume(at(6)).pause(at(20)).resume(at(22, 15))
    assert clock.read(at(30)).elapsed == (30 - 1) * 60 - 135
    assert clock.read(at(30)).time_out_at == at(45 + 1, 135)
    clock = clock.pause(at(45))  # 41:45 played: the warning came at 43:15
    paused = clock.read(at(50))
    assert (paused.state, paused.time_left) == (ClockState.PAUSED, 195)
    assert (paused.warning_at, paused.time_out_at) == (at(43, 15), None)
    resumed = clock.resume(at(50)).read(at(50))
    assert (resumed.state, resumed.time_out_at) == (ClockState.WARNING, at(53, 15))


# ------------------------------------------------------------------------------------------ extensions


def test_extend_clock_moves_the_warning_and_the_time_out() -> None:
    clock = started().extend(at(30), 10)
    reading = clock.read(at(30))
    assert (reading.round_minutes, reading.time_left) == (55, 25 * 60)
    assert (reading.warning_at, reading.time_out_at) == (at(50), at(55))
    assert clock.settings.round_minutes == 45  # the settings are the start's; extensions come on top
    # An extension during the warning takes the clock back to running.
    warned = started().extend(at(42), 5)
    assert warned.read(at(42)).state is ClockState.RUNNING
    assert warned.read(at(45)).state is ClockState.WARNING
    assert warned.read(at(50)).state is ClockState.TIME_OUT
    # Extensions add up, and can be given while paused.
    twice = started().pause(at(10)).extend(at(11), 3).extend(at(12), 2).resume(at(15))
    assert twice.read(at(15)).time_out_at == at(55)


def test_shortening_the_clock_corrects_an_extension_but_never_reaches_into_the_past() -> None:
    clock = started().extend(at(10), 30).extend(at(11), -25)
    assert clock.read(at(11)).round_minutes == 50
    assert clock.read(at(11)).time_out_at == at(50)
    with pytest.raises(ClockError) as refused:
        started().extend(at(42, 30), -3)
    assert str(refused.value) == (
        "Only 2:30 left, so the round cannot be shortened by 3 min. Finish the round instead."
    )
    shortened = started().extend(at(42, 30), -2)
    assert shortened.read(at(42, 30)).time_left == 30
    assert shortened.read(at(43)).state is ClockState.TIME_OUT


def test_extend_clock_refuses_zero_and_too_many_minutes() -> None:
    with pytest.raises(ClockError, match=r"^Extend the round by at least one minute\.$"):
        started().extend(at(5), 0)
    with pytest.raises(ClockError, match=r"^The round would last 601 minutes; a round lasts at most 600\.$"):
        started().extend(at(5), 556)


# ------------------------------------------------------------------------------------------ tables


def test_table_extra_time_clock_runs_one_table_longer_than_the_room() -> None:
    clock = started().give_table_extra(at(2), 5, 3)
    assert clock.extra_minutes(5) == 3
    reading = clock.read(at(44))
    assert reading.tables == (TableTime(5, 3, 4 * 60, at(48), False),)
    assert reading.table(5).time_left == 240
    # A table without extra minutes keeps the room's time.
    assert reading.table(1) == TableTime(1, 0, 60, at(45), False)
    room_time_out = clock.read(at(46))
    assert room_time_out.state is ClockState.FINAL_CIRCUIT
    assert room_time_out.table(5) == TableTime(5, 3, 120, at(48), False)
    assert room_time_out.table(2) == TableTime(2, 0, 0, at(45), True)
    assert clock.read(at(48)).table(5) == TableTime(5, 3, 0, at(48), True)


def test_table_extra_time_clock_adds_up_and_follows_pauses() -> None:
    clock = started().give_table_extra(at(1), 5, 2).pause(at(10)).give_table_extra(at(11), 5, 4)
    clock = clock.give_table_extra(at(12), 7, 1).resume(at(20))
    reading = clock.read(at(20))
    assert [(t.table, t.extra_minutes, t.time_out_at) for t in reading.tables] == [
        (5, 6, at(61)),
        (7, 1, at(56)),
    ]
    # After the room's time-out a table still playing its extra minutes can be given more.
    later = clock.give_table_extra(at(57), 5, 1)
    assert later.read(at(57)).table(5).time_out_at == at(62)


def test_table_extra_time_clock_is_refused_after_the_tables_time_out() -> None:
    clock = started().give_table_extra(at(2), 5, 3)
    with pytest.raises(ClockError) as refused:
        clock.give_table_extra(at(46), 2, 5)
    assert str(refused.value) == (
        "Table 2 has already reached time-out, and a time-out that has happened cannot be moved: "
        "give extra minutes before the table's time runs out."
    )
    with pytest.raises(ClockError, match="Table 5 has already reached time-out"):
        clock.give_table_extra(at(48), 5, 1)
    with pytest.raises(ClockError, match=r"^Give table 3 at least one extra minute \(not 0\)\.$"):
        clock.give_table_extra(at(10), 3, 0)
    with pytest.raises(ClockError, match=r"^There is no table 0: tables are numbered from 1\.$"):
        clock.give_table_extra(at(10), 0, 2)


# ------------------------------------------------------------------------------------------ refusals


def _finished() -> RoundClock:
    return started().finish(at(50))


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda: RoundClock(ClockSettings(45)).pause(at(1)),
            "The round clock has not been started yet, so it cannot be paused.",
        ),
        (
            lambda: RoundClock(ClockSettings(45)).resume(at(1)),
            "The round clock has not been started yet, so it cannot be resumed.",
        ),
        (
            lambda: RoundClock(ClockSettings(45)).extend(at(1), 5),
            "The round clock has not been started yet, so it cannot be extended.",
        ),
        (
            lambda: RoundClock(ClockSettings(45)).give_table_extra(at(1), 3, 5),
            "The round clock has not been started yet, so no table can be given extra time.",
        ),
        (
            lambda: RoundClock(ClockSettings(45)).finish(at(1)),
            "The round clock has not been started yet, so it cannot be finished.",
        ),
        (
            lambda: started().start(at(1)),
            "The round clock has already been started; it cannot be started twice.",
        ),
        (lambda: started().pause(at(1)).pause(at(2)), "The round clock is already paused."),
        (lambda: started().resume(at(1)), "The round clock is not paused, so it cannot be resumed."),
        (
            lambda: started().pause(at(1)).resume(at(2)).resume(at(3)),
            "The round clock is not paused, so it cannot be resumed.",
        ),
        (
            lambda: started().pause(at(45)),
            "The round has reached time-out: the clock cannot be paused any more "
            "(the final circuit is being played).",
        ),
        (
            lambda: started().extend(at(47), 5),
            "The round has reached time-out, and a time-out that has happened cannot be moved: "
            "the round can no longer be extended or shortened.",
        ),
        (lambda: _finished().pause(at(51)), "The round clock is finished, so it cannot be paused any more."),
        (
            lambda: _finished().resume(at(51)),
            "The round clock is finished, so it cannot be resumed any more.",
        ),
        (
            lambda: _finished().extend(at(51), 5),
            "The round clock is finished, so it cannot be extended any more.",
        ),
        (
            lambda: _finished().give_table_extra(at(51), 1, 5),
            "The round clock is finished, so no table can be given extra time any more.",
        ),
        (lambda: _finished().finish(at(51)), "The round clock is already finished."),
        (
            lambda: _finished().start(at(51)),
            "The round clock has already been started; it cannot be started twice.",
        ),
    ],
)
def test_clock_refuses_invalid_sequences_in_a_directors_words(
    make: Callable[[], RoundClock], message: str
) -> None:
    with pytest.raises(ClockError) as refused:
        make()
    assert str(refused.value) == message


def test_clock_events_out_of_time_order_are_refused() -> None:
    clock = started().pause(at(10))
    with pytest.raises(ClockError) as refused:
        clock.resume(at(9, 47))
    assert str(refused.value) == (
        "This clock action (resume) is dated 0:13 earlier than the clock's last action: "
        "check the computer's date and time."
    )
    with pytest.raises(ClockError, match=r"\(extra time for a table\) is dated 1:02:00 earlier"):
        RoundClock(ClockSettings(45)).start(at(70)).give_table_extra(at(8), 1, 2)
    events = (ClockEvent(ClockEventKind.START, at(5)), ClockEvent(ClockEventKind.FINISH, at(4)))
    with pytest.raises(ClockError, match=r"\(finish\) is dated 1:00 earlier"):
        RoundClock(ClockSettings(45), events)
    # Two actions in the same instant are in order.
    assert started().pause(T0).read(at(1)).time_left == 2700


def test_a_refused_clock_action_leaves_the_clock_as_it_was() -> None:
    clock = started().pause(at(10))
    with pytest.raises(ClockError):
        clock.pause(at(11))
    assert [event.kind for event in clock.events] == [ClockEventKind.START, ClockEventKind.PAUSE]
    assert clock.read(at(11)).state is ClockState.PAUSED


def test_a_clock_read_before_its_last_action_reads_as_that_action_left_it() -> None:
    # The computer's clock may step back a little: the display must not go back in time.
    clock = started().pause(at(10))
    reading = clock.read(at(9))
    assert (reading.now, reading.state, reading.elapsed) == (at(10), ClockState.PAUSED, 600)


def test_clock_moments_need_a_time_zone_and_are_kept_in_utc() -> None:
    with pytest.raises(ValueError, match="must carry its time zone"):
        RoundClock(ClockSettings(45)).start(datetime(2026, 12, 20, 16, 0))
    rome = timezone(timedelta(hours=1))
    clock = RoundClock(ClockSettings(45)).start(datetime(2026, 12, 20, 16, 0, tzinfo=rome))
    assert clock.events[0].at == T0
    assert clock.events[0].at.tzinfo is UTC
    assert clock.read(datetime(2026, 12, 20, 16, 10, tzinfo=rome)).time_left == 35 * 60


# ------------------------------------------------------------------------------------------ score sheets


def test_time_out_deals_not_started_by_deal_lengths() -> None:
    clock = started()
    assert clock.deals_not_started([15, 15, 15]) == ()
    assert clock.deals_not_started([15, 15, 15, 15]) == (4,)  # the 4th would start exactly at time-out
    assert clock.deals_not_started([20, 20, 20]) == ()  # the 3rd starts at 40', before time-out
    assert clock.deals_not_started([25, 25, 25]) == (3,)
    assert clock.deals_not_started([50, 5, 5]) == (2, 3)
    assert clock.deals_not_started([44.99, 1, 1]) == (3,)
    # A table's extra minutes are playing time for that table.
    extra = clock.give_table_extra(at(1), 4, 10)
    assert extra.deals_not_started([25, 25, 25], table=4) == ()
    assert extra.deals_not_started([25, 25, 25], table=3) == (3,)
    # Extensions count; a round finished before time-out cut nothing short.
    assert clock.extend(at(10), 5).deals_not_started([24, 24, 24]) == ()
    assert clock.extend(at(10), 5).deals_not_started([25, 25, 25]) == (3,)
    assert clock.finish(at(40)).deals_not_started([25, 25, 25]) == ()
    assert clock.finish(at(50)).deals_not_started([25, 25, 25]) == (3,)
    with pytest.raises(ValueError, match="deal lengths must be positive"):
        clock.deals_not_started([15, 0, 15])


# ------------------------------------------------------------------------------------------ restart


_ACTIONS = st.lists(
    st.tuples(
        st.sampled_from(["pause", "resume", "extend", "table", "finish"]),
        st.integers(0, 15 * 60 * 10**6),  # microseconds since the previous action
        st.integers(-10, 15),  # minutes (extend, table extra)
        st.integers(1, 6),  # table
    ),
    max_size=14,
)


def _played(actions: list[tuple[str, int, int, int]]) -> tuple[RoundClock, list[RoundClock]]:
    """The clock after the actions that it accepts (refused ones are skipped), and every clock on the way."""
    clock = started(45)
    moment = T0
    history = [clock]
    for name, delay, minutes, table in actions:
        moment += timedelta(microseconds=delay)
        try:
            if name == "pause":
                clock = clock.pause(moment)
            elif name == "resume":
                clock = clock.resume(moment)
            elif name == "extend":
                clock = clock.extend(moment, minutes)
            elif name == "table":
                clock = clock.give_table_extra(moment, table, minutes)
            else:
                clock = clock.finish(moment)
        except ClockError:
            continue
        history.append(clock)
    return clock, history


@settings(max_examples=300)
@given(_ACTIONS, st.integers(0, 200 * 60 * 10**6))
def test_a_clock_rebuilt_from_its_stored_events_reads_the_same_and_keeps_its_invariants(
    actions: list[tuple[str, int, int, int]], later: int
) -> None:
    clock, history = _played(actions)
    now = clock.events[-1].at + timedelta(microseconds=later)
    reading = clock.read(now)
    # A restart: a new clock from the same settings and events.
    assert RoundClock(clock.settings, clock.events).read(now) == reading
    length = reading.round_minutes * 60
    assert reading.time_left >= 0
    assert min(reading.elapsed, length) + reading.time_left == length
    if reading.state in (ClockState.TIME_OUT, ClockState.FINAL_CIRCUIT):
        assert reading.time_left == 0 and reading.time_out_reached
    if reading.state is ClockState.WARNING:
        assert 0 < reading.time_left <= clock.settings.warning_minutes * 60
    if reading.state is ClockState.RUNNING:
        assert reading.time_left > clock.settings.warning_minutes * 60
    # A time-out that has happened never moves, whatever the director did after it.
    for earlier in history:
        then = earlier.read(earlier.events[-1].at)
        if then.time_out_reached:
            assert reading.time_out_at == then.time_out_at
        for table in then.tables:
            if table.time_out_reached:
                assert reading.table(table.table).time_out_at == table.time_out_at
