"""One transaction per director action, who is acting, and what time it is (UTC)."""

from __future__ import annotations

import getpass
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

from sqlalchemy.orm import Session

from burraco_tourney.persistence.db import Database


@contextmanager
def writing(db: Database) -> Iterator[Session]:
    """A write transaction: committed when the block ends, rolled back entirely if anything raises.

    Driver errors (another program holding the file locked, a read-only disk) become DatabaseErrors.
    """
    with db.errors_translated(), db.session_factory.begin() as session:
        # Who is acting, for the audit log (actor): the station's name the window gave the database.
        session.info[STATION] = db.station
        yield session


@contextmanager
def reading(db: Database) -> Iterator[Session]:
    """A read transaction: one consistent snapshot, never waiting for a writer."""
    with db.errors_translated(), db.read_session_factory.begin() as session:
        yield session


STATION = "burraco_station"  # the key of the station's name in a write session's info


def actor(who: str | None, session: Session | None = None) -> str:
    """Who is acting, for the audit log: the name given, else the station's name the database was told
    (Database.station, for a session of `writing`), else the computer's user name."""
    if who is not None and who.strip():
        return who
    station = session.info.get(STATION) if session is not None else None
    if station:
        return str(station)
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name known to the system (some containers)
        return "unknown"


def utc_now() -> datetime:
    return datetime.now(UTC)
