"""Migration 0008 (sheets from the tables): an upgraded database keeps its rows, its rounds take sheets from
the tables as made ('auto'), and its tournaments accept the tables' sheets automatically."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command

from burraco_tourney.persistence.db import alembic_config, head_revision, open_database
from burraco_tourney.services import tournaments
from burraco_tourney.services.demo import create_demo
from tests.persistence.test_upgrade_keeps_data import counts, revision


def test_a_0007_database_gains_the_table_entry_and_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    summary = create_demo(db, pairs=10, rounds=2)
    before = tournaments.load_tournament(db, summary.id)
    db.close()
    made = counts(path)
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0007")
    assert revision(path) == "0007"
    with sqlite3.connect(path) as connection:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "table_links" not in tables

    db = open_database(path)
    assert revision(path) == head_revision()
    assert counts(path) == made
    assert tournaments.load_tournament(db, summary.id) == before
    db.close()
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT DISTINCT table_entry FROM rounds").fetchall() == [("auto",)]
        assert connection.execute("SELECT auto_accept_table_sheets FROM tournaments").fetchall() == [(1,)]
        assert connection.execute("SELECT count(*) FROM table_links").fetchone() == (0,)
