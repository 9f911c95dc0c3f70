"""What changed since a revision (services.live.changes_since), and a cached copy patched with it: the same
tournament as a fresh load, whatever another station (a second Database on the same file) changed."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from burraco_tourney.domain.tournament import Movement
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import adjustments, clock, pairs, scores
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.live import Changes, changes_since, read_clock, round_clock
from burraco_tourney.services.pairing import make_next_round
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, players, sheet

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


@pytest.fixture
def other(db: Database) -> Iterator[Database]:
    """Another station: its own connection to the same file."""
    station = open_database(Path(str(db.path)))
    yield station
    station.close()


@pytest.fixture
def tid(db: Database) -> int:
    tournament_id = new_tournament(db, 6)
    make_next_round(db, tournament_id, Movement.MITCHELL)
    return tournament_id


def caught_up(db: Database, tid: int, cache: TournamentCache) -> Changes:
    """Advance the cache the way the window does, and check the copy is what a fresh load gives."""
    since = cache.revision(tid)
    assert since is not None
    delta = changes_since(db, tid, since)
    cache.advance(tid, delta)
    assert cache.tournament(tid) == TournamentCache(db).tournament(tid)
    return delta.changes


def test_another_stations_sheet_is_read_alone_and_patched_in(
    db: Database, other: Database, tid: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = TournamentCache(db)
    cache.tournament(tid)
    scores.save_table_deals(other, tid, 1, 2, sheet(closed_by_ns()), who="Station B")
    scores.save_table_deals(other, tid, 1, 3, sheet(closed_by_ew()), who="Station B")
    scores.save_table_deals(other, tid, 1, 2, sheet(closed_by_ew(330)), reason="wrong line", who="Station B")
    since = cache.revision(tid)
    assert since is not None
    delta = changes_since(db, tid, since)
    assert delta.changes == Changes(tables=frozenset({(1, 2), (1, 3)}))
    assert delta.tables[(1, 2)].deals == sheet(closed_by_ew(330))
    cache.advance(tid, delta)
    monkeypatch.setattr("burraco_tourney.persistence.repositories.load_tournament", None)  # no reload
    patched = cache.tournament(tid)
    monkeypatch.undo()
    assert patched == TournamentCache(db).tournament(tid)


def test_pairs_and_adjustments_are_patched_too(db: Database, other: Database, tid: int) -> None:
    cache = TournamentCache(db)
    cache.tournament(tid)
    pairs.edit_pair(other, tid, 3, players(9), "B")
    pairs.withdraw_pair(other, tid, 4, 1, reason="went home")
    late = pairs.late_entry(other, tid, players(10))
    assert caught_up(db, tid, cache) == Changes(pairs=frozenset({3, 4, late.number}))
    stored = adjustments.add_adjustment(other, tid, 1, 1, vp=-1, reason="slow play")
    assert caught_up(db, tid, cache) == Changes(adjustments=True)
    adjustments.remove_adjustment(other, tid, stored.id, reason="mistake")
    assert caught_up(db, tid, cache) == Changes(adjustments=True)


def test_a_clock_action_changes_no_standing(db: Database, other: Database, tid: int) -> None:
    cache = TournamentCache(db)
    before = cache.tournament(tid)
    clock.start_round_clock(other, tid, 1, now=T0)
    assert caught_up(db, tid, cache) == Changes(clock=frozenset({1}))
    assert cache.tournament(tid) is before  # the same copy, at the new revision
    revision, held = round_clock(db, tid, 1)
    assert revision == cache.revision(tid)
    assert read_clock(1, held, T0) == clock.clock_state(db, tid, 1, T0)


def test_a_new_round_or_settings_reload_everything(db: Database, other: Database, tid: int) -> None:
    cache = TournamentCache(db)
    cache.tournament(tid)
    for table in (1, 2, 3):
        scores.save_table_deals(other, tid, 1, table, sheet(closed_by_ns()))
    make_next_round(other, tid, Movement.MITCHELL)
    changes = caught_up(db, tid, cache)
    assert changes.rounds == {2} and changes.tables == {(1, 1), (1, 2), (1, 3)}
    assert not changes.only_tables
