"""The results formats' registry: a format added by name is used without touching the rest; the generic
CSV keeps names whole, marks formula-like text and writes VP with the language's decimal mark."""

from __future__ import annotations

import csv
import io
from datetime import date
from decimal import Decimal
from pathlib import Path

import openpyxl
import pytest

from burraco_tourney.domain.results import ResultRow
from burraco_tourney.io import results_formats
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.io.results_formats import (
    ResultsFormat,
    ResultsFormatError,
    formats,
    register_format,
    write_results,
)


def _row(surname: str, name: str, vp: str, club: str | None = "Circolo Roma") -> ResultRow:
    return ResultRow(
        1, "Serata", date(2026, 12, 20), "Roma", "club", 4, None, surname, name, club, 3, 1, Decimal(vp),
        -120, None, None, "it",
    )  # fmt: skip


ROWS = [_row("D'Alessandro", "Carla", "17.5"), _row("Müller", "Łukasz", "3", club="=1+2")]


def test_generic_csv_keeps_names_and_marks_formulas(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    write_results(ROWS, out, language="it")
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig")), delimiter=";"))
    assert rows[1][6:9] == ["D'Alessandro", "Carla", "Circolo Roma"]
    assert rows[1][1] == "2026-12-20" and rows[1][11] == "17,5" and rows[1][12] == "-120"
    assert rows[2][6:9] == ["Müller", "Łukasz", "'=1+2"]
    write_results(ROWS, out, language="en")
    assert out.read_text(encoding="utf-8-sig").splitlines()[1].split(";")[11] == "17.5"


def test_generic_xlsx_numbers_and_text(tmp_path: Path) -> None:
    out = tmp_path / "r.xlsx"
    write_results(ROWS, out, language="de")
    sheet = openpyxl.load_workbook(out).active
    header, first, second = list(sheet.iter_rows(values_only=True))
    assert header[:3] == ("Turnier", "Datum", "Ort")
    assert first[6:9] == ("D'Alessandro", "Carla", "Circolo Roma") and first[11] == 17.5
    assert second[8] == "=1+2" and sheet.cell(row=3, column=9).data_type == "s"


def test_a_format_added_by_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The registry as it is, restored afterwards: other tests list the formats known.
    monkeypatch.setattr(results_formats, "_FORMATS", dict(results_formats._FORMATS))

    def write_names(rows: object, language: str, suffix: str) -> bytes:
        return "\n".join(f"{row.surname}|{row.name}" for row in ROWS).encode()

    register_format(ResultsFormat("names-only", (".txt",), write_names))
    assert "names-only" in formats()
    out = tmp_path / "r.txt"
    write_results(ROWS, out, format_name="names-only")
    assert out.read_text() == "D'Alessandro|Carla\nMüller|Łukasz"
    with pytest.raises(ResultsFormatError) as wrong:
        write_results(ROWS, tmp_path / "r.csv", format_name="names-only")
    assert describe_error(wrong.value, "it") == (
        f"il formato dei risultati names-only scrive file .txt, non {tmp_path / 'r.csv'}."
    )
    assert not (tmp_path / "r.csv").exists()
