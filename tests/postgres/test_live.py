"""Live views: a station sees what another station saved within one poll of the tournament's revision."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import scores, standings
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.errors import NotFoundError
from burraco_tourney.services.live import LiveWatcher
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round


@pytest.fixture(params=[pytest.param("postgresql", marks=pytest.mark.postgres), "sqlite"])
def two_stations(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Database, Database]]:
    """Two stations with their own connections on one database: a server's, or one SQLite file."""
    target = request.getfixturevalue("pg_url") if request.param == "postgresql" else tmp_path / "t.sqlite"
    first = open_database(target)
    second = open_database(target)
    yield first, second
    first.close()
    second.close()


def test_a_sheet_saved_at_one_station_is_seen_at_another_within_one_poll(
    two_stations: tuple[Database, Database],
) -> None:
    here, there = two_stations
    tournament_id = new_tournament(here)
    with_round(here, tournament_id)
    watcher = LiveWatcher(here, tournament_id)
    cache = TournamentCache(here)
    before = standings.take_standings(here, tournament_id, cache=cache)
    assert not watcher.changed()

    scores.save_table_deals(there, tournament_id, 1, 2, sheet(closed_by_ns()), who="Stazione 2")

    assert watcher.changed()  # the very next poll
    assert not watcher.changed()  # and only once
    # What the station then shows: the table is no longer missing, and the standings count it.
    tournament = cache.tournament(tournament_id)
    missing = [t.table for t in tournament.rounds[0].tables if not t.deals]
    assert missing == [1]
    after = standings.take_standings(here, tournament_id, cache=cache)
    assert after != before
    assert {row.pair: row.mp for row in after.rows}[3] == 200 + 100 + 230


def test_a_stations_own_save_can_be_noted_without_hiding_another_stations(
    two_stations: tuple[Database, Database],
) -> None:
    here, there = two_stations
    tournament_id = new_tournament(here)
    with_round(here, tournament_id)
    watcher = LiveWatcher(here, tournament_id)

    mine = scores.save_table_deals(here, tournament_id, 1, 1, sheet(closed_by_ns()))
    watcher.saw(mine.revision)
    assert not watcher.changed()

    scores.save_table_deals(there, tournament_id, 1, 2, sheet(closed_by_ew()))
    mine = scores.correct_deal(here, tournament_id, 1, 1, 1, closed_by_ew(), reason="misread")
    watcher.saw(mine.revision)  # not the only change since the last look: it must not hide the other
    assert watcher.changed()
    assert watcher.revision == mine.revision


def test_a_deleted_tournament_is_reported_not_watched_forever(
    two_stations: tuple[Database, Database],
) -> None:
    here, _there = two_stations
    with pytest.raises(NotFoundError):
        LiveWatcher(here, 4242)
