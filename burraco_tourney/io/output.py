"""Writing a finished file to a path or a binary stream without ever leaving a half-written one."""

from __future__ import annotations

import io
import os
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
    # A plain exclusive open (not mkstemp) so that the file gets the usual permissions, not owner-only.
    temporary = path.parent / f".{path.name}.{secrets.token_hex(4)}.part"
    try:
        stream = open(temporary, "xb")  # noqa: SIM115 - closed below, before the rename
    except OSError as error:
        raise ExportError(f"cannot write {path}: {_reason(error)}") from None
    try:
        with stream:
            produce(stream)
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise ExportError(f"cannot write {path}: {_reason(error)}") from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _reason(error: OSError) -> str:
    if isinstance(error, FileNotFoundError):
        return "the folder does not exist"
    if isinstance(error, PermissionError):
        return "permission denied"
    return error.strerror or str(error)
