"""Opening databases: new and existing files, migrations, and every file that must be refused untouched."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect

from burraco_tourney.persistence.db import (
    Database,
    DatabaseError,
    DatabaseLockedError,
    DatabaseUnavailableError,
    MissingFolderError,
    NewerDatabaseError,
    NotADatabaseError,
    ReadOnlyDatabaseError,
    alembic_config,
    head_revision,
    open_database,
)
from burraco_tourney.persistence.orm import Base
from burraco_tourney.services import tournaments
from tests.services.support import file_digest, files_beside, new_tournament, settings

TABLES = {
    "tournaments",
    "players",
    "pairs",
    "rounds",
    "round_tables",
    "deals",
    "byes",
    "adjustments",
    "audit_log",
    "round_clock_events",
    "table_links",
    "table_proposals",
    "members",
    "circuits",
    "circuit_tournaments",
    "teams",
    "free_games",
    "free_game_deals",
    "alembic_version",
}


def _pragma(db: Database, name: str) -> object:
    with db.engine.connect() as connection:
        return connection.exec_driver_sql(f"PRAGMA {name}").scalar()


def test_a_new_file_is_created_at_the_latest_revision_with_wal_and_foreign_keys(tmp_path: Path) -> None:
    path = tmp_path / "nuovo.sqlite"
    with open_database(path) as db:
        with db.engine.connect() as connection:
            assert set(inspect(connection).get_table_names()) == TABLES
            assert MigrationContext.configure(connection).get_current_heads() == (head_revision(),)
        assert _pragma(db, "journal_mode") == "wal"
        assert _pragma(db, "foreign_keys") == 1
        assert _pragma(db, "synchronous") == 2  # FULL: a returned save is on disk (issue 17)
        assert db.path == path
    assert path.is_file()


def test_the_migration_builds_exactly_the_models(tmp_path: Path) -> None:
    # Migrated here, not copied from the tests' template (tests/databases.py): this is the migrations' test.
    with open_database(tmp_path / "nuovo.sqlite") as db, db.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []


def test_reopening_keeps_the_data_and_the_revision(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with open_database(path) as db:
        tournament_id = new_tournament(db, 2)
    with open_database(str(path)) as db:
        assert tournaments.get_tournament(db, tournament_id).pairs == 2
    with open_database(f"sqlite:///{path}") as db:
        assert tournaments.get_tournament(db, tournament_id).name == "Torneo di Natale"


def test_a_file_at_an_earlier_revision_is_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "vecchio.sqlite"
    open_database(path).close()
    # A file made by the first release (revision 0001): no round clock yet.
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0001")
    with sqlite3.connect(path) as raw:
        tables = {row[0] for row in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert tables == TABLES - {
            "round_clock_events", "table_links", "table_proposals", "members", "circuits",
            "circuit_tournaments", "teams", "free_games", "free_game_deals",
        }  # fmt: skip
    with open_database(path) as db, db.engine.connect() as connection:
        assert set(inspect(connection).get_table_names()) == TABLES
        assert MigrationContext.configure(connection).get_current_heads() == (head_revision(),)


def test_the_migrations_need_no_alembic_ini(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert not (tmp_path / "alembic.ini").exists()
    with open_database(tmp_path / "t.sqlite") as db:
        assert new_tournament(db, 1) == 1


# ----------------------------------------------------------------------------------- refused files


def test_a_file_that_is_not_a_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "coppie.sqlite"
    path.write_text("Nome;Cognome\nAnna;D'Alessandro\n", encoding="utf-8")
    before = file_digest(path)
    with pytest.raises(NotADatabaseError) as refused:
        open_database(path)
    assert str(path) in str(refused.value)
    assert "not a Burraco Tourney database" in str(refused.value)
    assert file_digest(path) == before
    assert files_beside(path) == ["coppie.sqlite"]


def test_a_damaged_sqlite_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "rotto.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 16)
    before = file_digest(path)
    with pytest.raises(DatabaseError) as refused:
        open_database(path)
    assert str(path) in str(refused.value)
    assert file_digest(path) == before


def test_another_programs_sqlite_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "places.sqlite"
    with sqlite3.connect(path) as raw:
        raw.execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
    before = file_digest(path)
    with pytest.raises(NotADatabaseError) as refused:
        open_database(path)
    assert "another program" in str(refused.value)
    assert "moz_places" in str(refused.value)
    assert file_digest(path) == before


def test_a_database_from_a_newer_version_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "futuro.sqlite"
    with open_database(path) as db:
        new_tournament(db, 2)
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE alembic_version SET version_num = '0042_from_the_future'")
    raw.close()
    before = file_digest(path)
    beside = files_beside(path)
    with pytest.raises(NewerDatabaseError) as refused:
        open_database(path)
    message = str(refused.value)
    assert str(path) in message
    assert "newer version of Burraco Tourney" in message
    assert "0042_from_the_future" in message
    assert "not changed" in message
    assert file_digest(path) == before
    assert files_beside(path) == beside


def test_a_missing_folder_is_reported_and_not_created(tmp_path: Path) -> None:
    folder = tmp_path / "Tornei 2026"
    with pytest.raises(MissingFolderError) as refused:
        open_database(folder / "natale.sqlite")
    assert str(folder) in str(refused.value)
    assert not folder.exists()


@contextmanager
def _read_only(path: Path) -> Iterator[None]:
    """Make a file or folder read-only, also for root (who ignores permission bits): then the immutable
    attribute is set, where the file system has it."""
    mode = path.stat().st_mode
    path.chmod(0o555 if path.is_dir() else 0o444)
    immutable = False
    try:
        if os.geteuid() == 0:
            done = subprocess.run(["chattr", "+i", str(path)], capture_output=True, check=False)
            if done.returncode != 0:
                pytest.skip(f"running as root and chattr +i is not available here: {done.stderr!r}")
            immutable = True
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        path.chmod(mode)


@pytest.mark.skipif(shutil.which("chattr") is None and os.geteuid() == 0, reason="root needs chattr")
def test_a_read_only_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "archivio.sqlite"
    with open_database(path) as db:
        new_tournament(db, 2)
    before = file_digest(path)
    with _read_only(path):
        with pytest.raises(ReadOnlyDatabaseError) as refused:
            open_database(path)
        assert str(path) in str(refused.value)
        assert "cannot be written" in str(refused.value)
    assert file_digest(path) == before
    assert files_beside(path) == ["archivio.sqlite"]


@pytest.mark.skipif(shutil.which("chattr") is None and os.geteuid() == 0, reason="root needs chattr")
def test_a_database_in_a_read_only_folder_is_refused_untouched(tmp_path: Path) -> None:
    folder = tmp_path / "cd-rom"
    folder.mkdir()
    path = folder / "archivio.sqlite"
    with open_database(path) as db:
        new_tournament(db, 2)
    before = file_digest(path)
    with _read_only(folder):
        with pytest.raises(ReadOnlyDatabaseError) as refused:
            open_database(path)
        assert str(folder) in str(refused.value)
    assert file_digest(path) == before


def _exclusive_holder(path: Path) -> sqlite3.Connection:
    holder = sqlite3.connect(path, isolation_level=None, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")
    return holder


def test_a_database_locked_by_another_program_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "condiviso.sqlite"
    with open_database(path) as db:
        new_tournament(db, 2)
    before = file_digest(path)
    holder = _exclusive_holder(path)
    try:
        started = time.monotonic()
        with pytest.raises(DatabaseLockedError) as refused:
            open_database(path, busy_timeout=0.3)
        assert time.monotonic() - started >= 0.3  # it did wait for the other program first
        assert str(path) in str(refused.value)
        assert "in use by another program" in str(refused.value)
    finally:
        holder.rollback()
        holder.close()
    assert file_digest(path) == before
    with open_database(path) as db:  # once the other program lets go, it opens
        assert len(tournaments.list_tournaments(db)) == 1


def test_a_locked_database_in_rollback_journal_mode_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "vecchio-giornale.sqlite"
    open_database(path).close()
    with sqlite3.connect(path, isolation_level=None) as raw:
        raw.execute("PRAGMA journal_mode = DELETE")
    raw.close()
    before = file_digest(path)
    holder = _exclusive_holder(path)
    try:
        with pytest.raises(DatabaseLockedError):
            open_database(path, busy_timeout=0.2)
    finally:
        holder.rollback()
        holder.close()
    assert file_digest(path) == before


def test_a_server_url_that_cannot_be_reached_is_a_database_error_without_the_password() -> None:
    # Either the PostgreSQL driver is missing or nothing listens on port 9: both must read clearly.
    with pytest.raises(DatabaseUnavailableError) as refused:
        open_database("postgresql+psycopg://direttore:segreto@127.0.0.1:9/tornei")
    assert "segreto" not in str(refused.value)
    assert "127.0.0.1" in str(refused.value)


def test_a_url_that_is_not_an_address_is_a_database_error() -> None:
    with pytest.raises(DatabaseError):
        open_database("nonsense://")


def test_a_tournament_made_before_refusing_is_still_there(tmp_path: Path) -> None:
    """Refusing a file leaves it whole: the same file opens normally once the problem is gone."""
    path = tmp_path / "t.sqlite"
    with open_database(path) as db:
        created = tournaments.create_tournament(db, settings("Coppa Primavera"))
    holder = _exclusive_holder(path)
    try:
        with pytest.raises(DatabaseLockedError):
            open_database(path, busy_timeout=0.1)
    finally:
        holder.rollback()
        holder.close()
    with open_database(path) as db:
        assert tournaments.find_tournament(db, "Coppa Primavera").id == created.id
