"""`print results` and `export xlsx` from the command line carry the corrections of saved scores (issue 30,
item 25): the results' page of corrections and the workbook's sheet, read from the audit log."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from burraco_tourney.cli import main
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import scores
from burraco_tourney.services.tournaments import load_tournament


@pytest.fixture
def corrected(tmp_path: Path) -> str:
    """A demo evening of two rounds; round 2, table 1, deal 1 corrected afterwards (NS card points +100)."""
    db = str(tmp_path / "event.sqlite")
    assert main(["demo", "--db", db, "--pairs", "8", "--rounds", "2", "--seed", "5"]) == 0
    with open_database(db) as opened:
        table = next(t for t in load_tournament(opened, 1).rounds[1].tables if t.table == 1)
        deal = table.deals[0]
        recounted = replace(deal, ns=replace(deal.ns, cards=deal.ns.cards + 100))
        scores.correct_deal(opened, 1, 2, 1, 1, recounted, reason="carte ricontate", who="Segreteria")
    return db


def test_the_printed_results_end_with_the_rounds_corrections(corrected: str, tmp_path: Path) -> None:
    out = tmp_path / "results.pdf"
    assert (
        main(["print", "results", "--db", corrected, "--round", "2", "--lang", "it", "--out", str(out)]) == 0
    )
    last = " ".join(PdfReader(out).pages[-1].extract_text().split())
    assert "Correzioni del turno 2" in last
    assert "Segreteria 1 1" in last and "carte ricontate" in last
    first_round = tmp_path / "round1.pdf"
    assert main(["print", "results", "--db", corrected, "--round", "1", "--out", str(first_round)]) == 0
    assert not any("Corrections of round" in page.extract_text() for page in PdfReader(first_round).pages)


def test_the_exported_workbook_has_the_corrections(corrected: str, tmp_path: Path) -> None:
    out = tmp_path / "event.xlsx"
    assert main(["export", "xlsx", "--db", corrected, "--out", str(out)]) == 0
    sheet = openpyxl.load_workbook(out)["Corrections"]
    found = [row for row in sheet.iter_rows(min_row=6, values_only=True) if row[0] is not None]
    assert found and all(row[:3] == (2, 1, 1) and row[4] == "Segreteria" for row in found)
    assert found[-1][-1] == "carte ricontate"
