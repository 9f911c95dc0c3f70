"""Writing a finished file to a path or a binary stream without ever leaving a half-written one."""

from __future__ import annotations

import contextlib
import errno
import glob
import io
import os
import re
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

# Where a file goes: a path, or a binary stream the caller opened (and closes).
Output = str | os.PathLike[str] | BinaryIO


class ExportError(Exception):
    """A file cannot be made: a missing font, an unwritable path, a round that does not exist.

    The message is one line a director can act on; the CLI and the window show it as it is.
    """


SQLITE_HEADER = b"SQLite format 3\x00"
# Files SQLite keeps beside a database: writing over one damages the database as surely as over the file.
_DATABASE_COMPANIONS = ("-wal", "-shm", "-journal")


def database_file(path: str | os.PathLike[str]) -> Path | None:
    """The database that `path` is part of, or None: an SQLite file itself (its first 16 bytes say so),
    or the -wal, -shm or -journal file beside one. No export may write over such a file."""
    target = Path(path)
    candidates = [target]
    for suffix in _DATABASE_COMPANIONS:
        if target.name.endswith(suffix) and len(target.name) > len(suffix):
            candidates.append(target.with_name(target.name[: -len(suffix)]))
    for candidate in candidates:
        try:
            with candidate.open("rb") as file:
                if file.read(len(SQLITE_HEADER)) == SQLITE_HEADER:
                    return candidate
        except OSError:
            continue  # missing, a folder, unreadable: not a database this program could damage
    return None


def refuse_database_target(path: str | os.PathLike[str]) -> None:
    """Raise ExportError when `path` is a database or part of one (see `database_file`)."""
    database = database_file(path)
    if database is None:
        return
    if Path(path) == database:
        raise ExportError(
            f"cannot write {path}: it is a database (an SQLite file); choose another file name. "
            "Nothing was written."
        )
    raise ExportError(
        f"cannot write {path}: SQLite keeps it beside the database {database.name}; choose another file "
        "name. Nothing was written."
    )


def write_atomically(out: Output, produce: Callable[[BinaryIO], None]) -> None:
    """Let `produce` write the whole file, then hand it over in one step.

    For a path the bytes go to a temporary file beside the target, renamed over it only once `produce`
    has finished, so a failure leaves any earlier file untouched and no partial one. For a stream the
    bytes are gathered in memory first, so a failure writes nothing to it.
    """
    if isinstance(out, str | os.PathLike):
        _write_path(Path(out), produce)
        return
    buffer = io.BytesIO()
    produce(buffer)
    out.write(buffer.getvalue())


def _write_path(path: Path, produce: Callable[[BinaryIO], None]) -> None:
    if path.is_dir():
        raise ExportError(f"cannot write {path}: it is a folder, not a file name")
    refuse_database_target(path)
    _remove_stale_temporaries(path)
    # A plain exclusive open (not mkstemp) so that the file gets the usual permissions, not owner-only.
    # The process id in the name tells a later export which leftovers belong to a process that was killed.
    temporary = path.parent / f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{_PART}"
    try:
        stream = open(temporary, "xb")  # noqa: SIM115 - closed below, before the rename
    except OSError as error:
        raise ExportError(f"cannot write {path}: {_reason(error)}") from None
    try:
        with stream:
            produce(stream)
            stream.flush()
            os.fsync(stream.fileno())  # on disk before it replaces the old file, so a power cut keeps one
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise ExportError(f"cannot write {path}: {_reason(error)}") from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


_PART = ".part"
_TEMPORARY_NAME = re.compile(r"\.(?P<name>.+)\.(?P<pid>[0-9]+)-[0-9a-f]{8}\.part")


def _remove_stale_temporaries(path: Path) -> None:
    """Remove the temporary files that exports of `path` killed half-way left behind (their process is gone).

    A killed process cannot clean up after itself; the next export of the same file does it instead.
    """
    try:
        leftovers = list(path.parent.glob(f".{glob.escape(path.name)}.*{_PART}"))
    except OSError:
        return
    for leftover in leftovers:
        match = _TEMPORARY_NAME.fullmatch(leftover.name)
        if match is None or match["name"] != path.name or _process_alive(int(match["pid"])):
            continue
        with contextlib.suppress(OSError):
            leftover.unlink()


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return True  # no cheap check: leave it (Windows rarely kills an export without its finally)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def _reason(error: OSError) -> str:
    if isinstance(error, FileNotFoundError):
        return "the folder does not exist"
    if isinstance(error, PermissionError):
        return "permission denied"
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return "the disk is full (nothing was written; free some space and try again)"
    return error.strerror or str(error)
