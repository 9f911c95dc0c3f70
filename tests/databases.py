"""A new database file for a test without running the migrations again (issue 28).

The migrations run once per test process, into a template file; each test gets a copy of it. The copy is the
file open_database would have made: it is taken closed and checkpointed (no -wal beside it), so it holds the
whole schema, its revision and the WAL journal mode (a property of the file); open_database on the copy then
finds the schema current and only checks it. Tests of creating or migrating a database call open_database
themselves, on a path that does not exist yet.
"""

from __future__ import annotations

import atexit
import functools
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from burraco_tourney.persistence.db import Database, head_revision, open_database


@functools.cache
def template() -> Path:
    """The migrated, closed template of this process (made at the first call, removed at exit)."""
    folder = Path(tempfile.mkdtemp(prefix="burraco-template-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    path = folder / "template.sqlite"
    open_database(path).close()
    # The last connection's close checkpoints the WAL into the file and deletes it; this makes sure of it.
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        (revision,) = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        (mode,) = connection.execute("PRAGMA journal_mode").fetchone()
    finally:
        connection.close()
    leftovers = [name for name in ("-wal", "-shm", "-journal") if path.with_name(path.name + name).exists()]
    assert revision == head_revision() and mode == "wal" and not leftovers, (revision, mode, leftovers)
    return path


def new_database(path: Path, **options: Any) -> Database:
    """open_database on a new file at `path` (which must not exist), made from the template instead of by
    the migrations; `options` are open_database's."""
    if path.exists():
        raise FileExistsError(f"new_database would overwrite {path}")
    shutil.copyfile(template(), path)
    return open_database(path, **options)
