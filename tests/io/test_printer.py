"""Direct printing: the PDF goes to the print system's program, here a stand-in `lp` (or `lpr`) script on
PATH that records what it was given, as CUPS's would be run."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from burraco_tourney.io import printer
from burraco_tourney.io.printer import PrintError, PrintProblem, print_pdf

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in programs are shell scripts")


def fake_program(folder: Path, name: str, body: str) -> Path:
    """A shell script called `name` in `folder` that writes each argument on a line of `<name>.log`."""
    folder.mkdir(exist_ok=True)
    script = folder / name
    log = folder / f"{name}.log"
    script.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{log}"\n{body}\n', encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return log


@pytest.fixture
def programs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder that is the whole PATH: only the programs a test puts there can be found."""
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", str(folder))
    return folder


@pytest.fixture
def pdf_file(tmp_path: Path) -> Path:
    path = tmp_path / "Torneo d'Autunno - turno 3 - classifica.pdf"
    path.write_bytes(b"%PDF-1.4\n%%EOF\n")
    return path


def test_the_pdf_goes_to_lp_with_its_name_as_the_job_title(programs: Path, pdf_file: Path) -> None:
    log = fake_program(programs, "lp", 'echo "request id is Circolo-7 (1 file(s))"')

    job = print_pdf(pdf_file)

    assert log.read_text(encoding="utf-8").splitlines() == ["-t", pdf_file.name, str(pdf_file)]
    assert job.program == "lp"
    assert job.answer == "request id is Circolo-7 (1 file(s))"


def test_a_relative_path_reaches_lp_whole_even_when_it_begins_with_a_dash(
    programs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = fake_program(programs, "lp", "")
    (tmp_path / "-d Müller.pdf").write_bytes(b"%PDF-1.4\n")
    monkeypatch.chdir(tmp_path)

    print_pdf("-d Müller.pdf", title="Classifica")

    assert log.read_text(encoding="utf-8").splitlines() == [
        "-t",
        "Classifica",
        str(tmp_path / "-d Müller.pdf"),
    ]


def test_lpr_is_used_when_there_is_no_lp(programs: Path, pdf_file: Path) -> None:
    log = fake_program(programs, "lpr", "")

    job = print_pdf(pdf_file)

    assert log.read_text(encoding="utf-8").splitlines() == ["-T", pdf_file.name, str(pdf_file)]
    assert job == printer.PrintJob("lpr", "")


def test_without_lp_or_lpr_it_says_so(programs: Path, pdf_file: Path) -> None:
    with pytest.raises(PrintError) as raised:
        print_pdf(pdf_file)
    assert raised.value.problem is PrintProblem.NO_PROGRAM
    assert str(raised.value) == "no print program (lp or lpr, from CUPS) on this computer"


def test_no_default_printer_is_told_apart_from_other_failures(programs: Path, pdf_file: Path) -> None:
    fake_program(programs, "lp", 'echo "lp: Error - No default destination." >&2\nexit 1')

    with pytest.raises(PrintError) as raised:
        print_pdf(pdf_file)

    assert raised.value.problem is PrintProblem.NO_PRINTER
    assert raised.value.detail == "lp: Error - No default destination."


def test_a_refusal_carries_the_programs_words(programs: Path, pdf_file: Path) -> None:
    fake_program(programs, "lp", 'echo "lp: Error - Scheduler is not running." >&2\nexit 1')

    with pytest.raises(PrintError) as raised:
        print_pdf(pdf_file)

    assert raised.value.problem is PrintProblem.FAILED
    assert str(raised.value) == "the printer did not take the file: lp: Error - Scheduler is not running."


def test_a_silent_failure_names_the_program_and_its_code(programs: Path, pdf_file: Path) -> None:
    fake_program(programs, "lp", "exit 3")

    with pytest.raises(PrintError) as raised:
        print_pdf(pdf_file)

    assert raised.value.detail == "lp: exit code 3"


def test_a_program_that_never_answers_is_given_up(
    programs: Path, pdf_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_program(programs, "lp", "exec /bin/sleep 30")
    monkeypatch.setattr(printer, "TIMEOUT_SECONDS", 0.5)

    with pytest.raises(PrintError) as raised:
        print_pdf(pdf_file)

    assert raised.value.problem is PrintProblem.FAILED
    assert raised.value.detail == "lp: timeout 0.5 s"


def test_a_missing_file_is_not_sent(programs: Path, tmp_path: Path) -> None:
    log = fake_program(programs, "lp", "")

    with pytest.raises(PrintError) as raised:
        print_pdf(tmp_path / "gone.pdf")

    assert "There is no file" in str(raised.value) and "gone.pdf" in str(raised.value)
    assert not log.exists()


def test_windows_uses_the_shells_print_verb(pdf_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # os.startfile exists only on Windows: here it stands in for the shell, to see what it is asked.
    asked: list[tuple[str, str]] = []
    monkeypatch.setattr(printer.sys, "platform", "win32")
    monkeypatch.setattr(os, "startfile", lambda path, verb: asked.append((path, verb)), raising=False)

    assert print_pdf(pdf_file) == printer.PrintJob("startfile", "")
    assert asked == [(str(pdf_file), "print")]

    def refuse(path: str, verb: str) -> None:
        raise OSError(1155, "No application is associated with the specified file for this operation")

    monkeypatch.setattr(os, "startfile", refuse, raising=False)
    with pytest.raises(PrintError) as raised:
        print_pdf(pdf_file)
    assert raised.value.detail == "No application is associated with the specified file for this operation"
