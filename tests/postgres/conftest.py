"""Fixtures of the PostgreSQL tests: one private server for the session, a fresh database for each test.

The server is started with initdb + pg_ctl in a temporary folder on a free port of 127.0.0.1 (see server.py).
Without the PostgreSQL binaries or the psycopg driver the tests are skipped with the reason; with
BURRACO_REQUIRE_POSTGRES=1 (set by .ci/run) they fail instead, so that CI never skips them silently.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from burraco_tourney.persistence.db import Database, open_database

if TYPE_CHECKING:
    from tests.postgres.server import PostgresServer


def _unavailable(reason: str) -> None:
    if os.environ.get("BURRACO_REQUIRE_POSTGRES") == "1":
        pytest.fail(f"PostgreSQL tests required (BURRACO_REQUIRE_POSTGRES=1), but {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests skipped: {reason}")


def require_postgres() -> None:
    """Skip the calling test without psycopg or the server binaries (fail it if BURRACO_REQUIRE_POSTGRES)."""
    if importlib.util.find_spec("psycopg") is None:
        _unavailable("the psycopg driver is not installed (pip install 'burraco-tourney[server]')")
    from tests.postgres import server as servers

    try:
        servers.find_binaries()
    except servers.ServerUnavailable as missing:
        _unavailable(str(missing))


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    require_postgres()
    from tests.postgres import server as servers

    started = servers.start_server()
    # Stations find their password in the PostgreSQL password file, never in a URL: so do the tests.
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PGPASSFILE", str(started.passfile))
        patch.delenv("PGPASSWORD", raising=False)
        try:
            yield started
        finally:
            servers.remove_server(started)


@pytest.fixture
def pg_url(postgres_server: PostgresServer) -> Iterator[str]:
    """The URL (without a password) of a new, empty database on the private server."""
    name = postgres_server.create_database()
    yield postgres_server.url(name)
    postgres_server.drop_database(name)


@pytest.fixture
def pg_db(pg_url: str) -> Iterator[Database]:
    """A new database on the private server, migrated by open_database."""
    database = open_database(pg_url)
    yield database
    database.close()
