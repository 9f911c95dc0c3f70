"""What the multi-station tests share with their child processes: the event, the sheets, waiting on locks."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from burraco_tourney.domain.scoring import Deal
from burraco_tourney.domain.tournament import Movement, Pair, Round, Table, Tournament
from tests.services.support import closed_by_ew, closed_by_ns, players, settings, sheet

if TYPE_CHECKING:
    from tests.postgres.server import PostgresServer


def station_sheet(round_number: int, table: int, station: int = 0) -> tuple[Deal, ...]:
    """A valid 3-deal sheet that tells its round, table (up to 400) and station apart from every other."""
    return sheet(
        closed_by_ns(ns_cards=100 + 5 * (table % 40), ew_cards=40 + 5 * (round_number % 20)),
        closed_by_ew(ew_cards=100 + 5 * (table // 40), ns_cards=40 + 5 * station),
    )


def big_event(tables: int, rounds: int, name: str = "Campionato nazionale") -> Tournament:
    """`2 × tables` pairs seated for `rounds` Mitchell rounds (EW move one table a round), no deal entered."""
    pairs = tuple(Pair(number, players(number)) for number in range(1, 2 * tables + 1))
    return Tournament(
        settings=settings(name),
        pairs=pairs,
        rounds=tuple(
            Round(
                number,
                Movement.MITCHELL,
                tuple(
                    Table(table, table, tables + 1 + (table - 1 + number - 1) % tables)
                    for table in range(1, tables + 1)
                ),
            )
            for number in range(1, rounds + 1)
        ),
        lots={pair.number: pair.number for pair in pairs},
    )


def wait_for_lock_waiters(server: PostgresServer, database: str, count: int, timeout: float = 60) -> None:
    """Return once `count` connections wait on a lock in `database` (fail after `timeout`)."""
    deadline = time.monotonic() + timeout
    with server.connect(database) as watcher:
        while True:
            row = watcher.execute(
                "SELECT count(*) FROM pg_stat_activity "
                "WHERE datname = %s AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
                (database,),
            ).fetchone()
            waiting = row[0] if row else 0
            if waiting >= count:
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"only {waiting} of {count} stations came to wait on the lock")
            time.sleep(0.01)
