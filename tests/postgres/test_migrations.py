"""The schema on PostgreSQL: made by the migrations at open, equal to the models, kept when opened again."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import Connection

from burraco_tourney.persistence.db import (
    NewerDatabaseError,
    NotADatabaseError,
    head_revision,
    open_database,
)
from burraco_tourney.persistence.orm import Base
from burraco_tourney.services import tournaments
from tests.services.support import settings

pytestmark = pytest.mark.postgres

REPOSITORY = Path(__file__).resolve().parents[2]

# A station starting up: ready once the program is loaded, it opens the database when told to go.
_STATION = """
import sys
from burraco_tourney.persistence.db import DatabaseError, open_database
print("ready", flush=True)
sys.stdin.readline()
try:
    open_database(sys.argv[1], busy_timeout=60).close()
    print("opened")
except DatabaseError as error:
    print(type(error).__name__, error)
"""


def _schema(connection: Connection) -> dict[str, Any]:
    """Every table with its columns, indexes, unique and check constraints and foreign keys, as PostgreSQL
    reports them."""
    found = inspect(connection)
    return {
        table: (
            [(c["name"], str(c["type"]), c["nullable"]) for c in found.get_columns(table)],
            sorted(str(i) for i in found.get_indexes(table)),
            sorted(str(u) for u in found.get_unique_constraints(table)),
            sorted(str(c) for c in found.get_check_constraints(table)),
            sorted(str(f) for f in found.get_foreign_keys(table)),
        )
        for table in sorted(found.get_table_names())
    }


def test_a_fresh_database_gets_the_whole_schema_at_the_latest_revision(pg_url: str) -> None:
    open_database(pg_url).close()
    engine = create_engine(pg_url)
    try:
        with engine.connect() as connection:
            tables = set(inspect(connection).get_table_names())
            assert tables == {*Base.metadata.tables, "alembic_version"}
            assert connection.scalar(text("SELECT version_num FROM alembic_version")) == head_revision()
            # What the migrations made on PostgreSQL is what the models describe: nothing to migrate.
            assert compare_metadata(MigrationContext.configure(connection), Base.metadata) == []
    finally:
        engine.dispose()


def test_opening_again_changes_nothing_and_keeps_the_data(pg_url: str) -> None:
    with open_database(pg_url) as db:
        created = tournaments.create_tournament(db, settings("Coppa d'Autunno"))
    engine = create_engine(pg_url)
    try:
        with engine.connect() as connection:
            before = _schema(connection)
        with open_database(pg_url) as db:
            assert tournaments.find_tournament(db, "Coppa d'Autunno").id == created.id
        with engine.connect() as connection:
            assert _schema(connection) == before
            assert connection.scalar(text("SELECT count(*) FROM alembic_version")) == 1
    finally:
        engine.dispose()


def test_a_database_of_another_program_is_refused_and_left_alone(pg_url: str) -> None:
    engine = create_engine(pg_url)
    try:
        with engine.begin() as connection:
            connection.execute(text("CREATE TABLE invoices (id integer PRIMARY KEY)"))
        with pytest.raises(NotADatabaseError, match="invoices"):
            open_database(pg_url)
        with engine.connect() as connection:
            assert set(inspect(connection).get_table_names()) == {"invoices"}
    finally:
        engine.dispose()


def test_a_database_of_a_newer_version_is_refused_and_left_alone(pg_url: str) -> None:
    open_database(pg_url).close()
    engine = create_engine(pg_url)
    try:
        with engine.begin() as connection:
            connection.execute(text("UPDATE alembic_version SET version_num = 'f00dfeedbeef'"))
        with pytest.raises(NewerDatabaseError, match="f00dfeedbeef"):
            open_database(pg_url)
        with engine.connect() as connection:
            assert connection.scalar(text("SELECT version_num FROM alembic_version")) == "f00dfeedbeef"
    finally:
        engine.dispose()


def test_stations_opening_a_new_database_at_the_same_moment_all_open_it(pg_url: str) -> None:
    stations = [
        subprocess.Popen(
            [sys.executable, "-c", _STATION, pg_url],
            cwd=REPOSITORY,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    try:
        for station in stations:
            assert station.stdout is not None and station.stdout.readline().strip() == "ready"
        for station in stations:
            assert station.stdin is not None
            station.stdin.write("go\n")
            station.stdin.flush()
        said = [station.communicate(timeout=120)[0].strip() for station in stations]
    finally:
        for station in stations:
            if station.poll() is None:
                station.kill()
                station.wait()
    assert said == ["opened"] * 3
    engine = create_engine(pg_url)
    try:
        with engine.connect() as connection:
            assert connection.scalar(text("SELECT count(*) FROM alembic_version")) == 1
            assert compare_metadata(MigrationContext.configure(connection), Base.metadata) == []
    finally:
        engine.dispose()
