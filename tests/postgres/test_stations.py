"""Several scoring stations on one event (PostgreSQL): nothing lost, nothing duplicated, no silent overwrite.

Stations are separate connections: real child processes for the bulk saves, threads with their own engine
for the races. A race is made certain, not left to luck: a third connection holds the tournament's row
locked until every station is waiting on a lock, then lets go, so all of them have read the same state
before any of them writes.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.engine import make_url

from burraco_tourney.domain.tournament import Movement
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database, DatabaseLockedError, open_database
from burraco_tourney.persistence.orm import AuditRow, DealRow
from burraco_tourney.services import pairing, pairs, scores, tournaments
from burraco_tourney.services.errors import RuleError, StaleTableError
from burraco_tourney.services.transaction import reading
from tests.postgres.server import PostgresServer
from tests.postgres.stations import big_event, station_sheet, wait_for_lock_waiters
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, players, sheet, with_round

pytestmark = pytest.mark.postgres

REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.fixture
def stations(pg_url: str) -> Iterator[tuple[Database, Database]]:
    """Two stations on the same database, each with its own engine and connections."""
    first, second = open_database(pg_url, busy_timeout=60), open_database(pg_url, busy_timeout=60)
    yield first, second
    first.close()
    second.close()


def _outcome(future: Future[Any]) -> Any:
    error = future.exception(timeout=120)
    return error if error is not None else future.result()


def race(server: PostgresServer, url: str, tournament_id: int, *calls: Callable[[], Any]) -> list[Any]:
    """Run the calls at the same moment; each result, or the exception it raised."""
    database = make_url(url).database
    assert database is not None
    with server.connect(database, autocommit=False) as holder:
        holder.execute("SELECT id FROM tournaments WHERE id = %s FOR UPDATE", (tournament_id,))
        with ThreadPoolExecutor(len(calls)) as pool:
            futures = [pool.submit(call) for call in calls]
            try:
                wait_for_lock_waiters(server, database, len(calls))
            finally:
                holder.rollback()
            return [_outcome(future) for future in futures]


def _run_stations(
    url: str, tournament_id: int, work: list[list[tuple[int, int]]]
) -> list[list[dict[str, Any]]]:
    """Start one child process per list of (round, table), let them all go at once, return their reports."""
    children = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.postgres.station_child",
                url,
                str(tournament_id),
                str(station),
                f"Stazione {station}",
                *(f"{r}:{t}" for r, t in tables),
            ],
            cwd=REPOSITORY,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for station, tables in enumerate(work, start=1)
    ]
    try:
        for child in children:
            assert child.stdout is not None
            ready = child.stdout.readline()
            assert json.loads(ready or "{}").get("ready"), child.communicate(timeout=60)
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        reports = []
        for child in children:
            out, err = child.communicate(timeout=900)
            assert child.returncode == 0, err
            reports.append([json.loads(line) for line in out.splitlines()])
        return reports
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()


@pytest.mark.slow
def test_two_processes_saving_1000_sheets_at_once_lose_none_and_duplicate_none(
    pg_db: Database, pg_url: str, record_property: Callable[[str, object], None]
) -> None:
    event = tournaments.import_tournament(pg_db, big_event(tables=100, rounds=10))
    with reading(pg_db) as session:
        first_revision = repositories.revision_of(session, event.id)
    assert first_revision is not None
    every = [(r, t) for r in range(1, 11) for t in range(1, 101)]
    # Both stations work through the same rounds at the same time, one the odd tables, one the even.
    work = [[(r, t) for r, t in every if t % 2 == 1], [(r, t) for r, t in every if t % 2 == 0]]

    started = time.perf_counter()
    reports = _run_stations(pg_url, event.id, work)
    elapsed = time.perf_counter() - started

    saves = [line for report in reports for line in report if "outcome" in line]
    assert [line for line in saves if line["outcome"] != "saved"] == []
    assert sorted((line["round"], line["table"]) for line in saves) == every
    assert {line["version"] for line in saves} == {1}
    # Every save moved the tournament on by exactly one: 1,000 distinct revisions, none skipped or shared.
    assert sorted(line["revision"] for line in saves) == list(
        range(first_revision + 1, first_revision + 1001)
    )

    stored = tournaments.load_tournament(pg_db, event.id)
    for round_ in stored.rounds:
        for table in round_.tables:
            station = 1 if table.table % 2 == 1 else 2
            assert table.deals == station_sheet(round_.number, table.table, station), (round_.number, table)
    with reading(pg_db) as session:
        assert session.scalar(select(func.count()).select_from(DealRow)) == 3000
        saved_what = session.execute(
            select(AuditRow.round_number, AuditRow.table_number).where(
                AuditRow.tournament_id == event.id, AuditRow.action == "save deals"
            )
        ).all()
        assert repositories.revision_of(session, event.id) == first_revision + 1000
    assert len(saved_what) == 1000 and len(set(saved_what)) == 1000
    assert {scores.get_table(pg_db, event.id, 10, 100).version} == {1}
    record_property("sheets_per_second_two_stations", round(1000 / elapsed))


@pytest.mark.slow
def test_two_processes_racing_for_the_same_sheets_each_table_is_saved_once_the_other_is_refused(
    pg_db: Database, pg_url: str
) -> None:
    event = tournaments.import_tournament(pg_db, big_event(tables=100, rounds=3, name="Gara a squadre"))
    every = [(r, t) for r in range(1, 4) for t in range(1, 101)]

    reports = _run_stations(pg_url, event.id, [every, every])

    outcomes: dict[tuple[int, int], list[tuple[int, str]]] = {}
    for station, report in enumerate(reports, start=1):
        for line in report:
            if "outcome" in line:
                outcomes.setdefault((line["round"], line["table"]), []).append((station, line["outcome"]))
                if line["outcome"] == "stale":
                    assert "saved elsewhere meanwhile by Stazione" in line["message"]
    assert sorted(outcomes) == every
    assert Counter(o for both in outcomes.values() for _s, o in both) == {"saved": 300, "stale": 300}
    stored = tournaments.load_tournament(pg_db, event.id)
    for round_ in stored.rounds:
        for table in round_.tables:
            (winner,) = [s for s, o in outcomes[(round_.number, table.table)] if o == "saved"]
            assert table.deals == station_sheet(round_.number, table.table, winner)


def test_a_save_on_a_stale_copy_is_refused_with_the_other_stations_values(
    stations: tuple[Database, Database],
) -> None:
    first, second = stations
    tournament_id = new_tournament(first)
    with_round(first, tournament_id)
    on_screen = scores.get_table(first, tournament_id, 1, 1)  # both stations open table 1
    assert scores.get_table(second, tournament_id, 1, 1).version == on_screen.version == 0
    theirs = sheet(closed_by_ns(ns_cards=230, ew_cards=85), closed_by_ew(ew_cards=150, ns_cards=40))
    scores.save_table_deals(second, tournament_id, 1, 1, theirs, expected_version=0, who="Maria")

    with pytest.raises(StaleTableError) as refused:
        scores.save_table_deals(
            first, tournament_id, 1, 1, sheet(closed_by_ew()), expected_version=on_screen.version, who="Luca"
        )

    message = str(refused.value)
    # Their sheet: deal 1 NS 200+100+230, EW 100+85; deal 2 NS 100+40, EW 200+100+150.
    shown_there = (
        "by Maria",
        "deal 1: saved there: NS 530, EW 185",
        "deal 2: saved there: NS 140, EW 450",
        "deal 3: saved there: not played",
        "saved there in all: NS 670 MP, EW 635 MP",
    )
    for shown in shown_there:
        assert shown in message, message
    assert refused.value.saved_by == "Maria"
    assert refused.value.version == 1
    assert refused.value.table is not None and refused.value.table.deals == theirs
    assert scores.get_table(first, tournament_id, 1, 1).table.deals == theirs  # nothing of Luca's saved


def test_two_stations_saving_the_same_sheet_at_the_same_moment_the_second_gets_the_conflict(
    postgres_server: PostgresServer, pg_url: str, stations: tuple[Database, Database]
) -> None:
    first, second = stations
    tournament_id = new_tournament(first)
    with_round(first, tournament_id)
    mine, theirs = sheet(closed_by_ns()), sheet(closed_by_ew())

    results = race(
        postgres_server,
        pg_url,
        tournament_id,
        lambda: scores.save_table_deals(first, tournament_id, 1, 1, mine, expected_version=0, who="A"),
        lambda: scores.save_table_deals(second, tournament_id, 1, 1, theirs, expected_version=0, who="B"),
    )

    refused = [r for r in results if isinstance(r, BaseException)]
    saved = [r for r in results if isinstance(r, scores.TableSave)]
    assert len(saved) == 1 and len(refused) == 1, results
    assert isinstance(refused[0], StaleTableError), refused[0]
    assert refused[0].table is not None and refused[0].table.deals == saved[0].table.deals
    stored = scores.get_table(first, tournament_id, 1, 1)
    assert stored.version == 1 and stored.table.deals == saved[0].table.deals


def test_two_stations_correcting_the_same_deal_at_the_same_moment_never_overwrite_each_other(
    postgres_server: PostgresServer, pg_url: str, stations: tuple[Database, Database]
) -> None:
    first, second = stations
    tournament_id = new_tournament(first)
    with_round(first, tournament_id)
    saved = scores.save_table_deals(first, tournament_id, 1, 1, sheet(closed_by_ns()))

    def correct(db: Database, cards: int, who: str) -> scores.TableSave:
        deal = closed_by_ns(ns_cards=cards)
        return scores.correct_deal(
            db, tournament_id, 1, 1, 1, deal, reason="misread", expected_version=saved.version, who=who
        )

    results = race(
        postgres_server,
        pg_url,
        tournament_id,
        lambda: correct(first, 300, "A"),
        lambda: correct(second, 400, "B"),
    )

    refused = [r for r in results if isinstance(r, BaseException)]
    corrected = [r for r in results if isinstance(r, scores.TableSave)]
    assert len(corrected) == 1 and len(refused) == 1, results
    assert isinstance(refused[0], StaleTableError), refused[0]
    stored = scores.get_table(first, tournament_id, 1, 1)
    assert stored.version == saved.version + 1
    assert stored.table.deals == corrected[0].table.deals


def test_two_stations_making_the_next_round_at_the_same_moment_make_exactly_one(
    postgres_server: PostgresServer, pg_url: str, stations: tuple[Database, Database]
) -> None:
    first, second = stations
    tournament_id = new_tournament(first, pair_count=8)

    results = race(
        postgres_server,
        pg_url,
        tournament_id,
        lambda: pairing.make_next_round(first, tournament_id, Movement.MITCHELL, who="A"),
        lambda: pairing.make_next_round(second, tournament_id, Movement.MITCHELL, who="B"),
    )

    made = [r for r in results if isinstance(r, pairing.NextRound)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(made) == 1 and len(refused) == 1, results
    assert isinstance(refused[0], RuleError), refused[0]
    assert "Round 1 has already been made" in str(refused[0])
    loaded = tournaments.load_tournament(first, tournament_id)
    assert [r.number for r in loaded.rounds] == [1]
    assert sorted((t.table, t.ns, t.ew) for t in loaded.rounds[0].tables) == sorted(made[0].tables)


def test_two_stations_registering_pairs_at_the_same_moment_get_different_numbers(
    postgres_server: PostgresServer, pg_url: str, stations: tuple[Database, Database]
) -> None:
    first, second = stations
    tournament_id = new_tournament(first, pair_count=0)

    results = race(
        postgres_server,
        pg_url,
        tournament_id,
        lambda: pairs.register_pair(first, tournament_id, players(1), who="A"),
        lambda: pairs.register_pair(second, tournament_id, players(2), who="B"),
    )

    assert not [r for r in results if isinstance(r, BaseException)], results
    assert sorted(r.number for r in results) == [1, 2]
    assert [p.number for p in pairs.list_pairs(first, tournament_id)] == [1, 2]


def test_a_read_sees_one_snapshot_while_another_station_saves(stations: tuple[Database, Database]) -> None:
    first, second = stations
    tournament_id = new_tournament(first)
    with_round(first, tournament_id)
    with reading(first) as session:
        revision = repositories.revision_of(session, tournament_id)
        scores.save_table_deals(second, tournament_id, 1, 1, sheet(closed_by_ns()))
        # Still inside the same read: the revision and the deals are those of the same moment.
        assert repositories.load_deals(session, [1, 2]) == {}
        assert repositories.revision_of(session, tournament_id) == revision
    with reading(first) as session:
        assert repositories.revision_of(session, tournament_id) == (revision or 0) + 1


def test_a_station_waits_for_the_tournament_no_longer_than_its_busy_timeout(
    postgres_server: PostgresServer, pg_url: str
) -> None:
    with open_database(pg_url, busy_timeout=0.5) as db:
        tournament_id = new_tournament(db)
        with_round(db, tournament_id)
        database = make_url(pg_url).database
        assert database is not None
        with postgres_server.connect(database, autocommit=False) as holder:
            holder.execute("SELECT id FROM tournaments WHERE id = %s FOR UPDATE", (tournament_id,))
            with ThreadPoolExecutor(1) as pool:
                save = pool.submit(
                    scores.save_table_deals,
                    db,
                    tournament_id,
                    1,
                    1,
                    sheet(closed_by_ns()),
                    expected_version=0,
                )
                try:
                    # Far longer than the busy timeout: a save still waiting by then would wait for ever.
                    refused = save.exception(timeout=60)
                finally:
                    holder.rollback()
        assert isinstance(refused, DatabaseLockedError), refused
        assert "Another station kept the tournament" in str(refused)
        assert scores.get_table(db, tournament_id, 1, 1).version == 0
        assert scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns())).version == 1
