"""Reading a file the director names (a tournament file, a round's sheets, a scale, a prize plan, a profile,
a list of pairs or members): a regular file only, and at most `limits.INPUT_FILE_BYTES` of it, so that a named
pipe does not hang the program and /dev/zero does not fill the memory. The one check every reader uses."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from burraco_tourney import sqlite_files
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.rules import limits

__all__ = ["InputFileRefused", "read_input_file"]


class InputFileRefused(Refusal):
    """The file is not one to read: `reason` is "not_regular" (a named pipe, a device, a socket),
    "open_database" (the database this program has open, or its -wal/-shm) or "too_large"; the problem
    (`input_file.*`, worded in io/problem_texts/file.py) names the file. A reader with words of its own for
    the file kind rewords it from `reason` and `limit_mb`."""

    def __init__(self, path: str | os.PathLike[str], reason: str, limit: int) -> None:
        self.path = os.fspath(path)
        self.reason = reason
        self.limit_mb = limit // 1_000_000
        super().__init__(Problem.of(f"input_file.{reason}", file=self.path, limit=self.limit_mb))


def read_input_file(path: str | os.PathLike[str], *, limit: int = limits.INPUT_FILE_BYTES) -> bytes:
    """The bytes of the regular file at `path`, or InputFileRefused (not a regular file, larger than
    `limit`). A file that cannot be opened raises OSError as usual (FileNotFoundError, PermissionError,
    IsADirectoryError), for the reader to word."""
    source = Path(path)
    mode = source.stat().st_mode
    if sqlite_files.held_database(source) is not None:
        # Reading it would close a descriptor of it, which drops SQLite's locks (sqlite_files.py).
        raise InputFileRefused(path, "open_database", limit)
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    if not stat.S_ISREG(mode):
        raise InputFileRefused(path, "not_regular", limit)
    # O_NONBLOCK: should it have become a named pipe meanwhile, opening does not wait for a writer.
    descriptor = os.open(source, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(descriptor, "rb") as file:
        status = os.fstat(file.fileno())
        if not stat.S_ISREG(status.st_mode):
            raise InputFileRefused(path, "not_regular", limit)
        if status.st_size > limit:
            raise InputFileRefused(path, "too_large", limit)
        data = file.read(limit + 1)  # a file that grows while it is read (or lies about its size) stops here
    if len(data) > limit:
        raise InputFileRefused(path, "too_large", limit)
    return data
