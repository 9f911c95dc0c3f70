"""Without the psycopg driver the suite still collects, and the PostgreSQL tests are skipped with the reason.

A module that imports psycopg at its top would stop the whole run at collection, having run nothing, on any
machine without the `server` extra. The driver is hidden from a child pytest (`sys.modules["psycopg"] =
None` makes every import of it fail, as if it were not installed).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Every module that uses the private server, so that a new top-level `import psycopg` is caught.
MODULES = ["tests/postgres", "tests/ui/test_stations_server.py"]

pytestmark = pytest.mark.slow


def _pytest_without_psycopg(*args: str) -> subprocess.CompletedProcess[str]:
    code = f"import sys; sys.modules['psycopg'] = None; import pytest; sys.exit(pytest.main({list(args)!r}))"
    env = {key: value for key, value in os.environ.items() if key != "BURRACO_REQUIRE_POSTGRES"}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )


def test_the_postgres_tests_are_collected_without_psycopg() -> None:
    done = _pytest_without_psycopg("--collect-only", "-q", "-p", "no:cacheprovider", *MODULES)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout.casefold()
    assert "test_a_station_that_loses_the_server_is_told_and_saves_once_it_is_back" in done.stdout


def test_without_psycopg_the_postgres_tests_are_skipped_with_the_reason() -> None:
    done = _pytest_without_psycopg(
        "-q",
        "-p",
        "no:cacheprovider",
        "-rs",
        "tests/postgres/test_connection.py::test_the_stations_connections_say_what_program_they_belong_to",
        "tests/postgres/test_connection.py::test_a_station_that_loses_the_server_is_told_and_saves_once_it_is_back",
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 skipped" in done.stdout
    assert "the psycopg driver is not installed" in done.stdout
