"""The workbook read back with openpyxl: sheets, values, types, frozen header, never a formula."""

from __future__ import annotations

import io
import zipfile
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from burraco_tourney.domain.tournament import Pair, Player
from burraco_tourney.io.pdf import ExportError
from burraco_tourney.io.xlsx import write_workbook
from tests.io.test_pdf import NAMES, sample_tournament


def workbook_of(tournament: Any = None) -> Any:
    stream = io.BytesIO()
    write_workbook(tournament or sample_tournament(), stream)
    return load_workbook(io.BytesIO(stream.getvalue()))


def rows(sheet: Any) -> list[tuple[Any, ...]]:
    return [tuple(cell.value for cell in row) for row in sheet.iter_rows()]


def test_the_four_sheets_each_with_a_bold_frozen_header() -> None:
    book = workbook_of()
    assert book.sheetnames == ["Standings", "Rounds", "Deals", "Pairs"]
    for sheet in book:
        assert sheet.freeze_panes == "A2"
        header = sheet[1]
        assert all(cell.font.bold for cell in header)
        assert all(isinstance(cell.value, str) for cell in header)
        # Every column is at least as wide as its heading, and none absurdly wide.
        for cell in header:
            width = sheet.column_dimensions[cell.column_letter].width
            assert len(cell.value) <= width <= 47, (sheet.title, cell.value, width)


def test_standings_sheet_has_the_ranked_pairs_with_numbers_as_numbers() -> None:
    standings = rows(workbook_of()["Standings"])
    assert standings[0][:9] == (
        "Rank",
        "Pair",
        "Player 1",
        "Player 2",
        "VP",
        "MP difference",
        "MP",
        "Rounds",
        "Byes",
    )
    assert [row[:9] for row in standings[1:]] == [
        (1, 5, NAMES[5][0], NAMES[5][1], 25, 355, 0, 2, 1),
        (2, 1, NAMES[1][0], NAMES[1][1], 24, 355, 2020, 2, 0),
        (3, 3, NAMES[3][0], NAMES[3][1], 20, 340, 560, 2, 0),
        (4, 2, NAMES[2][0], NAMES[2][1], 20, 0, 865, 2, 1),
        (5, 4, NAMES[4][0], NAMES[4][1], 17, -340, 1020, 2, 0),
    ]
    assert standings[1][9:] == (-1, 0, "active", None)
    assert standings[4][12] == "mp_diff"  # pair 2 is below pair 3 on MP difference


def test_rounds_sheet_has_one_row_per_table_per_round() -> None:
    rounds = rows(workbook_of()["Rounds"])
    assert rounds[0] == (
        "Round", "Movement", "Table", "NS pair", "NS players", "EW pair", "EW players",
        "NS MP", "EW MP", "Difference (NS − EW)", "NS VP", "EW VP", "Result",
    )  # fmt: skip
    ns_1 = f"{NAMES[1][0]} & {NAMES[1][1]}"
    assert rounds[1] == (
        1,
        "mitchell",
        1,
        1,
        ns_1,
        2,
        f"{NAMES[2][0]} & {NAMES[2][1]}",
        1220,
        865,
        355,
        14,
        6,
        "computed",
    )
    assert rounds[2][7:] == (560, 220, 340, 13, 7, "computed")
    assert rounds[3][:4] == (2, "danish", 1, 1) and rounds[3][7:] == (800, 800, 0, 10, 10, "computed")
    assert rounds[4][7:] == (0, 0, 0, 7, 12, "artificial")
    assert len(rounds) == 5


def test_deals_sheet_has_one_row_per_deal_line() -> None:
    deals = rows(workbook_of()["Deals"])
    assert deals[0] == (
        "Round", "Table", "Deal", "Ended", "Line", "Pair", "Clean", "Dirty", "Semi-clean", "Closed",
        "Card points", "Melded", "In hand", "Pozzetto taken", "Penalty", "Penalty reason", "Deal total",
    )  # fmt: skip
    assert len(deals) == 1 + 3 * 2 * 3  # three tables with three deals each, two lines per deal
    assert deals[1] == (1, 1, 1, "closed", "NS", 1, 1, 0, None, True, 230, None, None, True, 0, None, 530)
    assert deals[2] == (1, 1, 1, "closed", "EW", 2, 0, 1, None, False, 85, None, None, True, 0, None, 185)
    assert deals[6][10:] == (-20, None, None, False, 0, None, -120)
    assert [row[3] for row in deals[7:13:2]] == ["closed", "time-out", "not played"]
    assert deals[12][16] == 0  # a deal not played counts 0
    # The NS deal totals of round 1 table 1 add up to the MP on the Rounds sheet.
    assert sum(row[16] for row in deals[1:7] if row[4] == "NS") == 1220


def test_values_have_spreadsheet_types_and_no_formula_is_ever_written() -> None:
    stream = io.BytesIO()
    write_workbook(sample_tournament(), stream)
    book = load_workbook(io.BytesIO(stream.getvalue()))
    for sheet in book:
        for row in sheet.iter_rows(min_row=2):
            for cell in row:
                assert cell.data_type != "f"
                if isinstance(cell.value, bool):
                    assert cell.data_type == "b"
                elif isinstance(cell.value, int | float):
                    assert cell.data_type == "n"
    with zipfile.ZipFile(io.BytesIO(stream.getvalue())) as archive:
        for name in archive.namelist():
            if name.startswith("xl/worksheets/"):
                assert b"<f>" not in archive.read(name) and b"<f " not in archive.read(name)


def test_typed_text_that_looks_like_a_formula_stays_text() -> None:
    risky = ["=1+2", "+39 333 1234567", "-5", "@home", '=HYPERLINK("http://x")']
    tournament = sample_tournament()
    pairs = (
        Pair(
            1,
            (
                Player(risky[4], club=risky[3], member_id=risky[0]),
                Player(risky[2], club=None, member_id=risky[1]),
            ),
        ),
        *tournament.pairs[1:],
    )
    book = workbook_of(replace(tournament, pairs=pairs))
    pairs_sheet = book["Pairs"]
    row = [cell for cell in pairs_sheet[2]]
    values = {cell.column_letter: (cell.value, cell.data_type) for cell in row}
    assert values["F"] == (risky[4], "s")
    assert values["G"] == (risky[3], "s")
    assert values["H"] == (risky[0], "s")
    assert values["I"] == (risky[2], "s")
    assert values["K"] == (risky[1], "s")
    standings = {row[1].value: row for row in book["Standings"].iter_rows(min_row=2)}
    assert (standings[1][2].value, standings[1][2].data_type) == (risky[4], "s")


def test_fractional_vp_are_numbers_with_decimals() -> None:
    tournament = sample_tournament()
    round_2 = tournament.rounds[1]
    artificial = replace(round_2.tables[1], vp_override=(Decimal("7.25"), Decimal("12.75")))
    tournament = replace(
        tournament, rounds=(tournament.rounds[0], replace(round_2, tables=(round_2.tables[0], artificial)))
    )
    rounds = rows(workbook_of(tournament)["Rounds"])
    assert rounds[4][10:12] == (7.25, 12.75)


def test_semi_clean_counts_appear_when_the_rules_allow_them() -> None:
    deals = rows(workbook_of(sample_tournament(semi_clean=150))["Deals"])
    assert deals[1][8] == 0


def test_writes_a_file_and_refuses_a_missing_folder(tmp_path: Path) -> None:
    target = tmp_path / "torneo.xlsx"
    write_workbook(sample_tournament(), target)
    assert load_workbook(target).sheetnames == ["Standings", "Rounds", "Deals", "Pairs"]
    with pytest.raises(ExportError, match="the folder does not exist"):
        write_workbook(sample_tournament(), tmp_path / "nowhere" / "torneo.xlsx")
