"""`print WHAT` and `export` from the command line: real PDFs and workbooks, read back."""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from burraco_tourney.cli import main
from burraco_tourney.io.printouts import PRINTOUTS


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> str:
    db = str(tmp_path_factory.mktemp("event") / "event.sqlite")
    assert main(["demo", "--db", db, "--pairs", "7", "--rounds", "2", "--seed", "5"]) == 0
    return db


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


# The score pad belongs to a free game, not to the tournament (tests/e2e/test_cli_score_pad.py).
@pytest.mark.parametrize("what", [what for what in PRINTOUTS if what != "score-pad"])
def test_every_printout_is_a_pdf_with_the_tournament_on_it(
    event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str
) -> None:
    out = tmp_path / f"{what}.pdf"
    # The poster's default address is this computer's; a test machine may have no network.
    extra = ["--url", "http://192.168.1.20:8080/"] if what == "poster" else []
    assert main(["print", what, "--db", event, "--out", str(out), *extra]) == 0
    assert "Demo 7 pairs" in _text(out)


def test_the_poster_in_italian_with_the_address_given(event: str, tmp_path: Path) -> None:
    out = tmp_path / "poster.pdf"
    url = "http://10.1.2.3:9000/"
    assert main(["print", "poster", "--db", event, "--url", url, "--lang", "it", "--out", str(out)]) == 0
    text = _text(out)
    assert len(PdfReader(out).pages) == 1
    assert url in text and "Segui il torneo sul telefono" in text


def test_table_cards_with_the_published_address(event: str, tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    url = "http://10.1.2.3:9000/"
    assert main(["print", "table-cards", "--db", event, "--url", url, "--out", str(out)]) == 0
    pages = [page.extract_text() for page in PdfReader(out).pages]
    assert len(pages) == 3 and all(url in page for page in pages)  # 7 pairs: three tables


def test_a_poster_address_that_is_not_one_is_refused_in_words(
    event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "poster.pdf"
    assert main(["print", "poster", "--db", event, "--url", "10.1.2.3", "--out", str(out)]) == 1
    assert "not a web address" in capsys.readouterr().err
    assert not out.exists()


def test_score_sheets_one_per_table_with_names(event: str, tmp_path: Path) -> None:
    exported = tmp_path / "event.json"
    assert main(["export-json", "--db", event, "--out", str(exported)]) == 0
    data = json.loads(exported.read_text(encoding="utf-8"))
    names = {pair["number"]: [p["name"] for p in pair["players"]] for pair in data["pairs"]}
    seated = [n for table in data["rounds"][0]["tables"] for n in (table["ns"], table["ew"])]
    out = tmp_path / "sheets.pdf"
    assert main(["print", "scoresheets", "--db", event, "--round", "1", "--out", str(out)]) == 0
    pages = [page.extract_text() for page in PdfReader(out).pages]
    assert len(pages) == 3  # 7 pairs: 3 tables and a bye
    for page, table in zip(pages, data["rounds"][0]["tables"], strict=True):
        for pair in (table["ns"], table["ew"]):
            for name in names[pair]:
                assert name in page
    assert len(seated) == 6


def test_workbook_export(event: str, tmp_path: Path) -> None:
    out = tmp_path / "event.xlsx"
    assert main(["export", "xlsx", "--db", event, "--out", str(out)]) == 0
    book = openpyxl.load_workbook(out)
    assert {"Standings", "Rounds", "Deals", "Pairs"} <= set(book.sheetnames)
    assert book["Pairs"].max_row == 5 + 7  # the title block, the header row and 7 pairs


def test_a_round_that_does_not_exist(event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.pdf"
    assert main(["print", "seats", "--db", event, "--round", "9", "--out", str(out)]) == 1
    assert "round 9" in capsys.readouterr().err
    assert not out.exists()


def test_filled_score_sheets_print_the_values_entered_in_the_language_asked(
    event: str, tmp_path: Path
) -> None:
    exported = tmp_path / "event.json"
    assert main(["export-json", "--db", event, "--out", str(exported)]) == 0
    first = json.loads(exported.read_text(encoding="utf-8"))["rounds"][0]["tables"][0]
    cards = first["deals"][0]["ns"].get("cards", 0)
    out = tmp_path / "filled.pdf"
    command = ["print", "scoresheets", "--db", event, "--round", "1", "--filled", "--lang", "it"]
    assert main([*command, "--per-page", "2", "--out", str(out)]) == 0
    text = " ".join(_text(out).split())
    assert "Segnapunti compilati" in text and "Fine smazzata:" in text and "☒" in text
    assert f" {cards} ".replace("-", "−") in f" {text} "
    blank = tmp_path / "blank.pdf"
    assert (
        main(
            ["print", "blank-scoresheets", "--db", event, "--lang", "de", "--count", "2", "--out", str(blank)]
        )
        == 0
    )
    assert "Unterschrift NS" in _text(blank) and "☒" not in _text(blank)


def test_filled_is_only_for_score_sheets(
    event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "seats.pdf"
    assert main(["print", "seats", "--db", event, "--filled", "--out", str(out)]) == 1
    assert "--filled is for scoresheets" in capsys.readouterr().err
    assert not out.exists()
