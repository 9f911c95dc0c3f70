"""`export` from the command line: the workbook after the round asked for, CSV separators."""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest

from burraco_tourney.cli import main


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> str:
    db = str(tmp_path_factory.mktemp("event") / "event.sqlite")
    assert main(["demo", "--db", db, "--pairs", "7", "--rounds", "2", "--seed", "5"]) == 0
    return db


def test_export_xlsx_honours_round(event: str, tmp_path: Path) -> None:
    out = tmp_path / "after-1.xlsx"
    assert main(["export", "xlsx", "--db", event, "--round", "1", "--out", str(out)]) == 0
    book = openpyxl.load_workbook(out)
    assert book["Standings"]["A3"].value == "After round 1: provisional standings"
    rounds = [row[0] for row in book["Rounds"].iter_rows(min_row=6, values_only=True)]
    assert rounds and set(rounds) == {1}
    whole = tmp_path / "all.xlsx"
    assert main(["export", "xlsx", "--db", event, "--out", str(whole)]) == 0
    assert {
        row[0] for row in openpyxl.load_workbook(whole)["Rounds"].iter_rows(min_row=6, values_only=True)
    } == {
        1,
        2,
    }


def test_export_xlsx_of_a_round_not_made_says_so(
    event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.xlsx"
    assert main(["export", "xlsx", "--db", event, "--round", "7", "--out", str(out)]) == 1
    assert "round 7 does not exist" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize(("given", "separator"), [(None, ","), (";", ";"), ("tab", "\t")])
def test_csv_separator(event: str, tmp_path: Path, given: str | None, separator: str) -> None:
    out = tmp_path / "standings.csv"
    extra = ["--separator", given] if given else []
    assert main(["export", "standings-csv", "--db", event, "--out", str(out), *extra]) == 0
    header = out.read_text(encoding="utf-8-sig").splitlines()[0]
    assert header.split(separator)[:3] == ["Rank", "Pair", "Player 1"]


@pytest.mark.parametrize("given", ["ab", "x", "1"])
def test_a_separator_that_is_not_one_character_is_refused(
    event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], given: str
) -> None:
    out = tmp_path / "seats.csv"
    assert main(["export", "seats-csv", "--db", event, "--separator", given, "--out", str(out)]) == 1
    assert "--separator" in capsys.readouterr().err
    assert not out.exists()
