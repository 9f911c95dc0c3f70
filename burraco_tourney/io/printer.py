"""Sending a written PDF to the system's printer: CUPS `lp` (or BSD `lpr`) on Linux and macOS, the shell's
print verb on Windows. It runs a program and waits for it; the window runs it off the GUI thread."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from burraco_tourney.domain.problems import Problem, Refusal

__all__ = ["PrintError", "PrintProblem", "print_pdf"]

# `lp` only hands the file to the print scheduler, which answers at once; a scheduler that does not answer
# in this long will not, and the director is told so instead of waiting.
TIMEOUT_SECONDS = 60


class PrintProblem(Enum):
    """Why a file was not printed (the window says each in the director's words)."""

    NO_PROGRAM = "no_program"  # neither lp nor lpr on this computer (CUPS is not installed)
    NO_PRINTER = "no_printer"  # the print system has no default printer (or none at all)
    FAILED = "failed"  # the print program refused the file or did not answer; `detail` says what it said


class PrintError(Refusal):
    """A file could not be sent to the printer: a refusal coded `print.<kind>` (worded in
    io/problem_texts/io.py). `detail` is the print program's own words (may be "")."""

    def __init__(self, problem: PrintProblem, detail: str = "", *, code: str | None = None) -> None:
        self.kind = problem
        self.detail = detail
        code = code or f"print.{problem.value}" + ("_said" if detail else "")
        super().__init__(Problem.of(code, detail=detail) if detail else Problem.of(code))

    # The window asks `error.problem is PrintProblem.NO_PRINTER`: the kind, not the coded Problem, as before.
    @property
    def problem(self) -> PrintProblem:  # type: ignore[override]
        return self.kind


@dataclass(frozen=True, slots=True)
class PrintJob:
    """A file handed to the print system: the program that took it and what it answered
    (CUPS: "request id is Club-12 (1 file(s))"; "" from lpr and Windows, which say nothing)."""

    program: str
    answer: str


# What CUPS and lpr say when there is no printer to send to, in the C locale the program is run in.
_NO_PRINTER_WORDS = ("no default destination", "does not exist", "no such printer", "unknown printer")


def print_pdf(path: str | os.PathLike[str], *, title: str = "") -> PrintJob:
    """Send the PDF at `path` to the default printer; raise PrintError saying why it could not be.

    `title` names the job in the printer's queue (the file's name when empty)."""
    file = Path(path).resolve()  # absolute, so a name that begins with "-" is never read as an option
    if not file.is_file():
        raise PrintError(PrintProblem.FAILED, str(file), code="print.missing")
    title = title or file.name
    if sys.platform == "win32":
        return _print_on_windows(file)
    lp, lpr = shutil.which("lp"), shutil.which("lpr")
    if lp:
        return _run([lp, "-t", title, str(file)])
    if lpr:
        return _run([lpr, "-T", title, str(file)])
    raise PrintError(PrintProblem.NO_PROGRAM)


def _run(command: list[str]) -> PrintJob:
    # The C locale, so that the program's complaint can be recognised (and is the same on every machine).
    environment = {**os.environ, "LC_ALL": "C", "LANG": "C"}
    program = Path(command[0]).name
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=TIMEOUT_SECONDS,
            env=environment,
            check=False,
        )
    except subprocess.TimeoutExpired:
        said = f"{program}: timeout {TIMEOUT_SECONDS} s"  # what happened, as the print system would say
        raise PrintError(PrintProblem.FAILED, said) from None
    except OSError as error:  # not executable, vanished between lookup and start
        said = f"{program}: {error.strerror}"
        raise PrintError(PrintProblem.FAILED, said) from None
    answer = " ".join(done.stdout.split())
    if done.returncode == 0:
        return PrintJob(program, answer)
    said = " ".join(done.stderr.split()) or answer or f"{program}: exit code {done.returncode}"
    if any(words in said.lower() for words in _NO_PRINTER_WORDS):
        raise PrintError(PrintProblem.NO_PRINTER, said)
    raise PrintError(PrintProblem.FAILED, said)


def _print_on_windows(file: Path) -> PrintJob:
    """The shell's "print" verb: the PDF viewer that owns .pdf prints it on the default printer."""
    startfile = getattr(os, "startfile")  # noqa: B009  # exists on Windows only (mypy knows no platform)
    try:
        startfile(str(file), "print")
    except OSError as error:  # e.g. no program registered to print PDF files
        raise PrintError(PrintProblem.FAILED, error.strerror or str(error)) from None
    return PrintJob("startfile", "")
