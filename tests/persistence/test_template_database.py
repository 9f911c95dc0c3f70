"""The tests' new databases are copies of one migrated template (tests/databases.py): a copy must be the
file open_database makes, so that a test on a copy tests what a director's new tournament file is."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from burraco_tourney.persistence import db as db_module
from burraco_tourney.persistence.db import head_revision, open_database
from burraco_tourney.services import tournaments
from tests.databases import new_database, template


def _contents(path: Path) -> dict[str, object]:
    """Everything a program reads from a closed SQLite file: schema, rows, and the file's own settings."""
    connection = sqlite3.connect(path)
    try:
        pragmas = ("journal_mode", "user_version", "application_id", "page_size", "auto_vacuum", "encoding")
        # The migrations that rebuild a table (Alembic's batch mode on SQLite) write its constraints in an
        # order that changes from one run to the next: each statement is compared as its set of lines.
        statements = {
            frozenset(line.strip().rstrip(",") for line in statement.splitlines())
            for statement in connection.iterdump()
        }
        return {
            "dump": statements,
            **{name: connection.execute(f"PRAGMA {name}").fetchone() for name in pragmas},
        }
    finally:
        connection.close()


def test_a_copy_of_the_template_is_what_open_database_creates(tmp_path: Path) -> None:
    open_database(tmp_path / "migrated.sqlite").close()
    new_database(tmp_path / "copied.sqlite").close()
    migrated, copied = _contents(tmp_path / "migrated.sqlite"), _contents(tmp_path / "copied.sqlite")
    assert copied == migrated
    assert copied["journal_mode"] == ("wal",)
    revision = frozenset({f"INSERT INTO \"alembic_version\" VALUES('{head_revision()}');"})
    assert revision in copied["dump"]  # type: ignore[operator]


def test_a_copy_is_opened_without_migrating(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    template()
    monkeypatch.setattr(db_module, "_upgrade", lambda *args: pytest.fail("the copy was migrated again"))
    with new_database(tmp_path / "club.sqlite") as db:
        assert tournaments.list_tournaments(db) == []


def test_the_template_is_left_closed_and_alone(tmp_path: Path) -> None:
    before = template().read_bytes()
    with new_database(tmp_path / "club.sqlite", busy_timeout=0.5) as db:
        assert db.busy_timeout == 0.5 and db.path == tmp_path / "club.sqlite"
        with db.session_factory.begin() as session:
            session.connection().exec_driver_sql("DELETE FROM alembic_version")
    assert template().read_bytes() == before
    assert sorted(path.name for path in template().parent.iterdir()) == ["template.sqlite"]


def test_a_new_database_never_overwrites_a_file(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    path.write_bytes(b"")
    with pytest.raises(FileExistsError):
        new_database(path)
