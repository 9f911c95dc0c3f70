"""Writing a finished file to a path or a binary stream without ever leaving a half-written one."""

from __future__ import annotations

import contextlib
import errno
import glob
import io
import os
import re
import secrets
import stat
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, BinaryIO

from burraco_tourney import sqlite_files
from burraco_tourney.domain.problems import Problem, Refusal

# Where a file goes: a path, or a binary stream the caller opened (and closes).
Output = str | os.PathLike[str] | BinaryIO


class ExportError(Refusal):
    """A file cannot be made: a missing font, an unwritable path, a round that does not exist.

    A refusal whose problem (`export.*`, worded in io/problem_texts/io.py) a director can act on; the CLI
    and the window word it in the user's language. A plain text is taken as it is (`export.failed`).
    """

    def __init__(self, problems: Problem | Iterable[Problem] | str) -> None:
        super().__init__(
            Problem.of("export.failed", text=problems) if isinstance(problems, str) else problems
        )

    @classmethod
    def of(cls, code: str, /, *, path: Iterable[str | int] = (), **params: Any) -> ExportError:
        return cls(Problem.of(code, path=path, **params))


def no_round(number: int, made: Iterable[int]) -> ExportError:
    """A round asked for that the tournament has not made, with the rounds it has."""
    rounds = tuple(sorted(made))
    if not rounds:
        return ExportError.of("export.no_round_yet", round=number)
    return ExportError.of("export.no_round_of", round=number, made=rounds)


SQLITE_HEADER = b"SQLite format 3\x00"


def database_file(path: str | os.PathLike[str]) -> Path | None:
    """The database that `path` is part of, or None: an SQLite file itself (its first 16 bytes say so),
    or the -wal, -shm or -journal file beside one. No export may write over such a file.

    A database this process holds open is known without reading it: opening and closing it here would
    drop SQLite's locks on it (burraco_tourney/sqlite_files.py)."""
    held = sqlite_files.held_database(path)
    if held is not None:
        return held
    target = Path(path)
    candidates = [target]
    for suffix in sqlite_files.COMPANIONS:
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


def refuse_special_target(path: str | os.PathLike[str]) -> None:
    """Raise ExportError when `path` is there and is not a regular file: a folder, or a named pipe (FIFO), a
    device (/dev/null, /dev/sda, a node made with mknod) or a socket. Only a regular file is ever written
    over: renaming over a device would replace it (as root, in /dev), and a pipe would hang whoever opens
    it. Asked of the file system alone (stat), without opening anything: opening a pipe waits for a writer."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return  # not there (a new file), or not reachable: writing it says why
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise ExportError.of("export.is_a_folder", file=os.fspath(path))
    raise ExportError.of("export.not_a_file", file=os.fspath(path))


def refuse_database_target(path: str | os.PathLike[str]) -> None:
    """Raise ExportError when `path` is not a regular file (`refuse_special_target`), or is a database or
    part of one (see `database_file`)."""
    refuse_special_target(path)
    database = database_file(path)
    if database is None:
        return
    if Path(path) == database:
        raise ExportError.of("export.is_a_database", file=os.fspath(path))
    raise ExportError.of("export.beside_a_database", file=os.fspath(path), database=database.name)


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
    refuse_database_target(path)
    if path.is_symlink():
        # Written through the link, not over it: a rename would put a file where the link was (as root,
        # /dev/stdout itself when the output is redirected to a file).
        path = path.resolve()
    _remove_stale_temporaries(path)
    # A plain exclusive open (not mkstemp) so that the file gets the usual permissions, not owner-only.
    # The process id in the name tells a later export which leftovers belong to a process that was killed.
    temporary = path.parent / f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{_PART}"
    try:
        stream = open(temporary, "xb")  # noqa: SIM115 - closed below, before the rename
    except OSError as error:
        raise _cannot_write(path, error) from None
    try:
        with stream:
            produce(stream)
            stream.flush()
            os.fsync(stream.fileno())  # on disk before it replaces the old file, so a power cut keeps one
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise _cannot_write(path, error) from None
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


def _cannot_write(path: Path, error: OSError) -> ExportError:
    if isinstance(error, FileNotFoundError):
        return ExportError.of("export.folder_missing", file=str(path))
    if isinstance(error, PermissionError):
        return ExportError.of("export.permission_denied", file=str(path))
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return ExportError.of("export.disk_full", file=str(path))
    # The system's own words (English) for anything rarer.
    return ExportError.of("export.cannot_write", file=str(path), detail=error.strerror or str(error))
