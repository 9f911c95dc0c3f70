"""Fixtures of the services tests: a fresh database file migrated with Alembic for each test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from burraco_tourney.persistence.db import Database, open_database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "tournaments.sqlite")
    yield database
    database.close()
