"""Upgrading a database made by an earlier version keeps every row (a migration that rebuilds a table on
SQLite must not let the foreign keys' ON DELETE CASCADE empty the tables that refer to it)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command

from burraco_tourney.persistence.db import alembic_config, open_database
from burraco_tourney.services.demo import create_demo

COUNTED = ("tournaments", "pairs", "players", "rounds", "round_tables", "deals")


def counts(path: Path) -> dict[str, int]:
    with sqlite3.connect(path) as connection:
        return {table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0] for table in COUNTED}


def revision(path: Path) -> str:
    with sqlite3.connect(path) as connection:
        return str(connection.execute("SELECT version_num FROM alembic_version").fetchone()[0])


def test_a_database_of_revision_0002_keeps_its_pairs_rounds_and_deals_when_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    create_demo(db, pairs=10, rounds=3)
    db.close()
    made = counts(path)
    assert min(made.values()) > 0
    # As the previous version left it: the schema of revision 0002 (plain SQLite, foreign keys off, as the
    # downgrade needs), with the same rows.
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0002")
    assert revision(path) == "0002"
    assert counts(path) == made

    open_database(path).close()  # the program opens it: upgraded at once

    assert revision(path) != "0002"
    assert counts(path) == made
