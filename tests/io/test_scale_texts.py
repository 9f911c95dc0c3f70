"""The bundled VP scales are named and described in the printout's language; a scale of one's own, or a
bundled one edited, keeps its own words."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import openpyxl
import pytest

from burraco_tourney.domain.vp import scale_from_json
from burraco_tourney.io.pdf import write_score_sheets
from burraco_tourney.io.scale_texts import scale_description, scale_title
from burraco_tourney.io.texts import texts_for
from burraco_tourney.io.xlsx import write_workbook
from burraco_tourney.services.scales import bundled_scale, bundled_scales
from tests.io.test_pdf import pdf_pages, sample_tournament


@pytest.mark.parametrize(
    ("language", "title", "words"),
    [
        ("it", "FIBUR, 3 smazzate", "Tabella FIBUR per turni di 3 smazzate"),
        ("de", "FIBUR, 3 Spiele", "FIBUR-Tabelle für Runden zu 3 Spielen"),
        ("en", "FIBUR, 3 deals", "FIBUR table for rounds of 3 deals"),
    ],
)
def test_the_fibur_scale_in_each_language(language: str, title: str, words: str) -> None:
    scale = bundled_scale("fibur-3-deals")
    assert scale_title(texts_for(language), scale) == title
    assert words in (scale_description(texts_for(language), scale) or "")


def test_every_bundled_scale_has_italian_and_german_words() -> None:
    for scale in bundled_scales():
        for language in ("it", "de"):
            assert scale_title(texts_for(language), scale) != scale.name
            assert scale_description(texts_for(language), scale) != scale.description


def test_an_edited_copy_keeps_its_own_name_and_description() -> None:
    edited = scale_from_json(
        {**bundled_scale("fibur-3-deals").to_json(), "description": "La scala del circolo Müller"}
    )
    assert scale_title(texts_for("it"), edited) == "fibur-3-deals"
    assert scale_description(texts_for("it"), edited) == "La scala del circolo Müller"


def test_the_workbook_and_the_score_sheets_name_the_scale_in_italian(tmp_path: Path) -> None:
    tournament = sample_tournament()
    tournament = replace(
        tournament, settings=replace(tournament.settings, vp_scale=bundled_scale("fibur-3-deals"))
    )
    workbook_path = tmp_path / "cartella.xlsx"
    write_workbook(tournament, workbook_path, language="it")
    cells = {
        str(cell.value)
        for sheet in openpyxl.load_workbook(workbook_path).worksheets
        for row in sheet.iter_rows()
        for cell in row
    }
    assert any("FIBUR, 3 smazzate" in value for value in cells)
    assert any("Tabella FIBUR per turni di 3 smazzate" in value for value in cells)
    sheets = io.BytesIO()
    write_score_sheets(tournament, 1, sheets, language="it")
    assert "FIBUR, 3 smazzate" in " ".join(pdf_pages(sheets.getvalue()))
