"""The SQLite files this process holds open, so that nothing else in it ever opens and closes one.

POSIX drops every fcntl lock a process holds on a file as soon as the process closes ANY descriptor of that
file, whoever opened it. SQLite keeps a shared lock on a WAL database for as long as a connection is open;
reading a few bytes of the file from Python (a header check, "is this a database?") and closing it drops
that lock without SQLite knowing. The next program that opens and closes the database then finds nobody
holding it, checkpoints, and deletes the -wal file, with the saves SQLite keeps writing into it afterwards
(issue 26). So: persistence/db.py records here every file it opens with SQLite, and every other reader asks
`held_database` first; a held database (or its -wal, -shm or -journal) is never opened from Python.

Outside the layers (like paths.py) because both persistence and io need it and neither may import the
other. Only os.stat is used here: a stat opens no descriptor.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

__all__ = ["COMPANIONS", "held_database", "hold", "identity", "release"]

# Files SQLite keeps beside a database (the WAL, its index, the rollback journal).
COMPANIONS = ("-wal", "-shm", "-journal")

_lock = threading.Lock()
_held: dict[tuple[int, int], tuple[Path, int]] = {}  # (device, inode) -> (path, connections' owners)


def identity(path: str | os.PathLike[str]) -> tuple[int, int] | None:
    """The file's (device, inode), None when there is no such file: two names of one file are one file."""
    try:
        status = os.stat(path)
    except (OSError, ValueError):
        return None
    return status.st_dev, status.st_ino


def hold(path: Path) -> tuple[int, int] | None:
    """`path` is open in SQLite in this process (once more): the key to `release` it with."""
    key = identity(path)
    if key is None:
        return None
    with _lock:
        _, count = _held.get(key, (path, 0))
        _held[key] = (path, count + 1)
    return key


def release(key: tuple[int, int] | None) -> None:
    """One owner of the SQLite connections `hold` gave `key` for closed them (the file may be gone by now)."""
    with _lock:
        if key is None or key not in _held:
            return
        held_path, count = _held[key]
        if count <= 1:
            del _held[key]
        else:
            _held[key] = (held_path, count - 1)


def held_database(path: str | os.PathLike[str]) -> Path | None:
    """The database held open in SQLite by this process that `path` is, or is a companion of; else None.

    Found without opening anything."""
    target = Path(path)
    candidates = [target]
    for suffix in COMPANIONS:
        if target.name.endswith(suffix) and len(target.name) > len(suffix):
            candidates.append(target.with_name(target.name[: -len(suffix)]))
    with _lock:
        if not _held:
            return None
        for candidate in candidates:
            key = identity(candidate)
            if key is not None and key in _held:
                return _held[key][0]
    return None
