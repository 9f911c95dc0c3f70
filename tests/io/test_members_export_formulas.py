"""No file the program writes holds a formula (issue 26, item 2): the member register's export, as workbook
and as CSV, writes a surname `=HYPERLINK(...)` as text, as the tournament's exports do, and reads it back as
it was; the circuit's workbook and the results file too."""

from __future__ import annotations

import csv
import io
import zipfile
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from openpyxl import load_workbook

from burraco_tourney.domain.members import CardType, Member
from burraco_tourney.io.members_import import read_members, write_members

FORMULAS = ['=HYPERLINK("http://x","clic")', "+1+2", "-2+3", "@SUM(A1)", "=1+2"]


def register() -> list[Member]:
    return [
        Member(f"=1+{n}", surname, "Carla", "=A1", "-B2", "@RM", CardType.ORDINARIA, date(2027, 1, 31),
               "+F", notes=surname)
        for n, surname in enumerate(FORMULAS)
    ]  # fmt: skip


def _no_formula_in(path: Path) -> None:
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            if name.startswith("xl/worksheets/"):
                part = archive.read(name)
                assert b"<f>" not in part and b"<f " not in part, name


def test_the_workbook_holds_text_where_a_formula_was_typed(tmp_path: Path) -> None:
    path = tmp_path / "soci.xlsx"
    write_members(register(), path, language="it")
    _no_formula_in(path)
    sheet = load_workbook(path).active
    rows = list(sheet.iter_rows(min_row=2))
    for row, surname in zip(rows, FORMULAS, strict=True):
        cells = {cell.column: cell for cell in row}
        assert (cells[2].value, cells[2].data_type) == (surname, "s")  # shown as the text typed
        assert all(cell.data_type != "f" for cell in row)
        assert cells[8].value.date() == date(2027, 1, 31)  # a date stays a date


def test_the_csv_marks_every_cell_a_spreadsheet_would_run(tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    write_members(register(), path, language="it")
    rows = list(csv.reader(io.StringIO(path.read_bytes().decode("utf-8-sig")), delimiter=";"))
    cells = [cell for row in rows[1:] for cell in row]
    # As the tournament CSV (io.csv_export.csv_cell): an apostrophe in front, OWASP's "CSV injection" advice.
    for surname in FORMULAS:
        assert "'" + surname in cells and surname not in cells
    assert not any(cell.startswith(("=", "+", "-", "@", "\t", "\r")) for cell in cells)
    assert rows[1][7] == "31/01/2027"


@pytest.mark.parametrize("name", ["soci.xlsx", "soci.csv"])
def test_an_export_with_formulas_reads_back_as_it_was(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    write_members(register(), path, language="it")
    assert [row.member for row in read_members(path).rows] == register()


def test_a_tab_before_a_formula_in_an_imported_list_never_makes_a_live_formula(tmp_path: Path) -> None:
    # The import trims spaces and tabs, so "\t=1+2" is read as the text "=1+2"; every export marks it again.
    source = tmp_path / "elenco.csv"
    source.write_text('tessera;cognome;nome\n1;"\t=1+2";" @x"\n', encoding="utf-8")
    [row] = read_members(source).rows
    assert (row.member.surname, row.member.name) == ("=1+2", "@x")
    xlsx, text = tmp_path / "soci.xlsx", tmp_path / "soci.csv"
    write_members([row.member], xlsx)
    write_members([row.member], text)
    _no_formula_in(xlsx)
    assert load_workbook(xlsx).active["B2"].data_type == "s"
    assert "'=1+2;'@x" in text.read_bytes().decode("utf-8-sig")


def test_the_circuit_workbook_and_the_results_file_hold_no_formula(tmp_path: Path) -> None:
    from burraco_tourney.domain.circuits import CircuitRule, CircuitStandings
    from burraco_tourney.domain.results import ResultRow
    from burraco_tourney.io.circuit_export import write_circuit_xlsx
    from burraco_tourney.io.results_formats import write_results

    standings = CircuitStandings('=HYPERLINK("http://x")', CircuitRule(), "pair", (), ())
    circuit = tmp_path / "circuito.xlsx"
    write_circuit_xlsx(standings, circuit, language="it")
    _no_formula_in(circuit)
    assert load_workbook(circuit).active["A1"].value == '=HYPERLINK("http://x")'
    row = ResultRow(
        tournament_id=1, tournament="=1+2", date=date(2026, 12, 20), venue="@x", level="club", tables=3,
        member_id="=7", surname="=HYPERLINK(1)", name="+Carla", club="-1-2", pair=1, position=1,
        vp=Decimal("17.5"), mp_diff=-150, group=None, group_rank=None, language="it",
    )  # fmt: skip
    results = tmp_path / "risultati.xlsx"
    write_results([row], results, language="it")
    _no_formula_in(results)
