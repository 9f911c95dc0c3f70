"""What goes wrong on the command line: what a user can fix as one line (UserError), anything else as
one line and a crash log, a closed pipe and a terminated command quietly."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from burraco_tourney.cli.words import error_words, say, show


class UserError(Exception):
    """Something the user can fix: printed as one line on stderr, exit status 1.

    Made from the command line's own words (`say`), or from a refusal (worded in the user's language when
    shown), with `where` (a file) in front."""

    def __init__(
        self, what: str | BaseException, where: str | None = None, *, json_paths: bool = False
    ) -> None:
        super().__init__(what)
        self.what = what
        self.where = where
        self.json_paths = json_paths

    def __str__(self) -> str:
        said = error_words(self.what, self.json_paths) if isinstance(self.what, BaseException) else self.what
        return f"{self.where}: {said}" if self.where else said


@contextmanager
def user_errors(where: str | None = None, *, json_paths: bool = False) -> Iterator[None]:
    """Turn the errors a user can cause (bad files, refused actions, an unusable database) into one line
    (`json_paths`: a tournament file's problems name their place in it too)."""
    from burraco_tourney.domain.vp import ScaleError
    from burraco_tourney.io.interchange import InterchangeError
    from burraco_tourney.io.output import ExportError
    from burraco_tourney.persistence.db import DatabaseError
    from burraco_tourney.services.errors import ServiceError

    try:
        yield
    except ExportError as error:  # names its file already
        raise UserError(error) from error
    except (ServiceError, DatabaseError, InterchangeError, ScaleError) as error:
        raise UserError(error, where, json_paths=json_paths) from error
    except BrokenPipeError:
        raise
    except OSError as error:
        raise UserError(_os_reason(error), error.filename or where) from error


def _os_reason(error: OSError) -> str:
    import errno

    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return say("cli.disk_full")
    if error.errno in (errno.ENOENT, errno.ENOTDIR):
        return say("cli.no_such_file")
    if error.errno == errno.EISDIR:
        return say("cli.is_a_folder")
    if error.errno in (errno.EACCES, errno.EPERM):
        return say("cli.permission_denied")
    return error.strerror or str(error)


def run(args: argparse.Namespace) -> int:
    """Run the command `args` name: its exit status, and what went wrong as one line on stderr."""
    try:
        return int(args.handler(args))
    except UserError as error:
        show(f"burraco-tourney: {_mask(str(error))}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return reader_went_away()
    except Exception as error:  # never a traceback in a user's face: one line here, the details in a log
        log = _write_crash_log()
        if log:
            said = say("cli.unexpected_logged", error=str(error), log=log)
        else:
            said = say("cli.unexpected", error=str(error))
        show(f"burraco-tourney: {_mask(said)}", file=sys.stderr)
        return 1


# `standings | head`: the reader closed the pipe. Nothing is wrong, so nothing is said (128 + SIGPIPE).
BROKEN_PIPE_STATUS = 141


def reader_went_away() -> int:
    # Python would complain again when it flushes stdout at exit; point stdout at nothing first.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return BROKEN_PIPE_STATUS


@contextmanager
def exit_cleanly_on_terminate() -> Iterator[None]:
    """On SIGTERM (a killed command) unwind as for an error, so that temporary files are removed."""
    import signal

    def terminate(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    try:
        previous = signal.signal(signal.SIGTERM, terminate)
    except ValueError:  # not the main thread (a test calling main() from a worker): leave it
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _mask(text: str) -> str:
    from burraco_tourney.persistence.db import mask_passwords

    return mask_passwords(text)


def _write_crash_log() -> str | None:
    """Write the current exception's traceback to a log file in the user's data folder; return its path.

    The log may be read by others (support, a shared computer): passwords in database URLs are masked, and
    the file is readable by its owner only. When it cannot be written (no data folder, a read-only or full
    disk) the program's own message still comes, without the log: None is returned."""
    import traceback
    from datetime import UTC, datetime

    from burraco_tourney.paths import user_log_path

    try:
        path = user_log_path()
        entry = f"--- {datetime.now(UTC).isoformat()} {sys.argv!r}\n{traceback.format_exc()}"
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with os.fdopen(descriptor, "a", encoding="utf-8") as log:
            os.chmod(path, 0o600)  # also a log made by an earlier version with the usual permissions
            log.write(_mask(entry))
    except Exception:  # the log is a help, never a second failure
        return None
    return str(path)
