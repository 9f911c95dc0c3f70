"""The self-test (INTERFACES.md §1): every step passes here; a broken part fails its own line and the exit."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QApplication

from burraco_tourney import selftest
from burraco_tourney.io.pdf import write_score_sheets, write_standings
from burraco_tourney.persistence.db import DatabaseError
from burraco_tourney.selftest import run_self_test
from burraco_tourney.services.demo import build_demo_tournament

STEPS = [
    "program",
    "resources",
    "database",
    "database lock",
    "demo",
    "standings",
    "window",
    "translations",
    "score sheets PDF",
    "standings PDF",
    "workbook",
]


def _lines(out: io.StringIO) -> dict[str, str]:
    """{step name: status} from the report, in order, checking every step has exactly one line."""
    steps = {}
    for line in out.getvalue().splitlines()[:-1]:
        status, rest = line[:4].strip(), line[5:]
        name, _, detail = rest.partition(": ")
        assert detail, line
        steps[name] = status
    assert list(steps) == STEPS, out.getvalue()
    return steps


def test_every_step_passes_and_the_exit_status_is_0(qapp: QApplication) -> None:
    out = io.StringIO()
    status = run_self_test(out)
    report = out.getvalue()
    assert status == 0, report
    assert set(_lines(out).values()) == {"ok"}, report
    assert report.splitlines()[-1] == f"self-test passed: {len(STEPS)} steps"
    assert "main window built on the demo tournament" in report


def test_a_broken_workbook_fails_its_step_alone(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    def write_garbage(tournament: object, out: Path) -> None:
        Path(out).write_bytes(b"not a workbook")

    monkeypatch.setattr("burraco_tourney.io.xlsx.write_workbook", write_garbage)
    out = io.StringIO()
    assert run_self_test(out) == 1
    steps = _lines(out)
    assert steps.pop("workbook") == "FAIL"
    assert set(steps.values()) == {"ok"}, out.getvalue()
    assert out.getvalue().splitlines()[-1] == "self-test FAILED: workbook"


def test_steps_that_need_the_database_are_skipped_when_it_fails(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(target: object) -> None:
        raise DatabaseError(f"{target} cannot be used (test)", target=str(target))

    monkeypatch.setattr("burraco_tourney.persistence.db.open_database", refuse)
    out = io.StringIO()
    assert run_self_test(out) == 1
    steps = _lines(out)
    assert steps == {
        "program": "ok",
        "resources": "ok",
        "database": "FAIL",
        "database lock": "skip",
        "demo": "skip",
        "standings": "skip",
        "window": "skip",
        "translations": "ok",
        "score sheets PDF": "skip",
        "standings PDF": "skip",
        "workbook": "skip",
    }
    assert "FAIL database: DatabaseError:" in out.getvalue()
    assert "cannot be used (test)" in out.getvalue()


def test_the_plain_pdf_reading_agrees_with_a_pdf_library(tmp_path: Path) -> None:
    """The self-test reads PDFs without pypdf (absent from the frozen build): its page count must be the
    one a real PDF reader finds, on a document of several pages and on one of a single page."""
    tournament = build_demo_tournament(pairs=12, rounds=2, seed=3)
    sheets, standings = tmp_path / "sheets.pdf", tmp_path / "standings.pdf"
    write_score_sheets(tournament, 2, sheets)
    write_standings(tournament, None, standings)
    for path in (sheets, standings):
        assert selftest._check_pdf(path) == len(PdfReader(path).pages)
    assert selftest._check_pdf(sheets) == 6


def test_a_cut_pdf_is_refused(tmp_path: Path) -> None:
    tournament = build_demo_tournament(pairs=4, rounds=1, seed=3)
    path = tmp_path / "standings.pdf"
    write_standings(tournament, None, path)
    path.write_bytes(path.read_bytes()[:-200])
    with pytest.raises(selftest.StepFailed, match="cut short"):
        selftest._check_pdf(path)
