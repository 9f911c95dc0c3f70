"""`print WHAT --to-printer`: the PDF is written, then handed to the print program (a stand-in `lp` script
on PATH that records its arguments); no printer is one line on stderr, and the file stays."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from tests.io.test_printer import fake_program

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in programs are shell scripts")


@pytest.fixture
def event(tmp_path: Path) -> str:
    db = str(tmp_path / "event.sqlite")
    assert main(["demo", "--db", db, "--pairs", "6", "--rounds", "1", "--seed", "5"]) == 0
    return db


@pytest.fixture
def programs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ.get('PATH', '')}")
    return folder


def test_the_written_pdf_goes_to_the_printer(
    event: str, tmp_path: Path, programs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = fake_program(programs, "lp", 'echo "request id is Circolo-3 (1 file(s))"')
    out = tmp_path / "Posti d'Autunno.pdf"
    capsys.readouterr()

    assert main(["print", "seats", "--db", event, "--out", str(out), "--to-printer"]) == 0

    assert log.read_text(encoding="utf-8").splitlines() == ["-t", out.name, str(out)]
    assert capsys.readouterr().out.splitlines() == [
        f"wrote {out}",
        f"sent {out} to the printer (request id is Circolo-3 (1 file(s)))",
    ]


def test_no_printer_is_one_line_and_the_file_stays(
    event: str, tmp_path: Path, programs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_program(programs, "lp", 'echo "lp: Error - No default destination." >&2\nexit 1')
    out = tmp_path / "standings.pdf"
    capsys.readouterr()

    assert main(["print", "standings", "--db", event, "--out", str(out), "--to-printer"]) == 1

    assert out.is_file()
    assert (
        capsys.readouterr()
        .err.strip()
        .endswith(
            f"{out} is written but not printed: no default printer is set up on this computer: "
            "lp: Error - No default destination."
        )
    )


def test_without_the_option_nothing_is_printed(event: str, tmp_path: Path, programs: Path) -> None:
    log = fake_program(programs, "lp", "")
    assert main(["print", "standings", "--db", event, "--out", str(tmp_path / "s.pdf")]) == 0
    assert not log.exists()
