"""Fixtures of the services tests: a fresh database file for each test, copied from the migrated template."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from burraco_tourney.persistence.db import Database
from tests.databases import new_database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = new_database(tmp_path / "tournaments.sqlite")
    yield database
    database.close()
