"""The workbook read back with openpyxl: sheets, values, types, frozen header, never a formula."""

from __future__ import annotations

import io
import itertools
import zipfile
from dataclasses import replace
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from burraco_tourney.domain.tournament import Movement, Pair, Phase, Player
from burraco_tourney.io.pdf import ExportError
from burraco_tourney.io.xlsx import write_workbook
from tests.io.test_pdf import NAMES, sample_tournament


def workbook_of(tournament: Any = None) -> Any:
    stream = io.BytesIO()
    write_workbook(tournament or sample_tournament(), stream)
    return load_workbook(io.BytesIO(stream.getvalue()))


def header_row(sheet: Any) -> int:
    """The row of the column heads: the one the panes are frozen under (below the title block)."""
    return int(sheet.freeze_panes[1:]) - 1


def rows(sheet: Any) -> list[tuple[Any, ...]]:
    """The header row and the data below it."""
    return [tuple(cell.value for cell in row) for row in sheet.iter_rows(min_row=header_row(sheet))]


SHEETS = [
    "Standings",
    "Rounds",
    "Deals",
    "Pairs",
    "Byes",
    "Adjustments",
    "Corrections",
    "VP scale",
    "Tie-breaks",
]


def test_the_sheets_each_with_a_bold_frozen_header() -> None:
    book = workbook_of()
    assert book.sheetnames == SHEETS
    for sheet in book:
        assert sheet.freeze_panes in ("A6", "A7")  # the scale's sheet has its name above the header
        header = sheet[header_row(sheet)]
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
    assert standings[4][12] == "MP difference"  # pair 2 is below pair 3 on MP difference


def test_rounds_sheet_has_one_row_per_table_per_round() -> None:
    rounds = rows(workbook_of()["Rounds"])
    assert rounds[0] == (
        "Round", "Movement", "Table", "NS pair", "NS players", "EW pair", "EW players",
        "NS MP", "EW MP", "Difference (NS − EW)", "NS VP", "EW VP", "Result",
    )  # fmt: skip
    ns_1 = f"{NAMES[1][0]} & {NAMES[1][1]}"
    assert rounds[1] == (
        1,
        "Mitchell",
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
    assert rounds[3][:4] == (2, "Danish", 1, 1) and rounds[3][7:] == (800, 800, 0, 10, 10, "computed")
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
        for row in sheet.iter_rows(min_row=header_row(sheet) + 1):
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
    row = [cell for cell in pairs_sheet[header_row(pairs_sheet) + 1]]
    values = {cell.column_letter: (cell.value, cell.data_type) for cell in row}
    assert values["F"] == (risky[4], "s")
    assert values["G"] == (risky[3], "s")
    assert values["H"] == (risky[0], "s")
    assert values["I"] == (risky[2], "s")
    assert values["K"] == (risky[1], "s")
    standings = {row[1].value: row for row in book["Standings"].iter_rows(min_row=6)}
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
    assert load_workbook(target).sheetnames == SHEETS
    with pytest.raises(ExportError, match="the folder does not exist"):
        write_workbook(sample_tournament(), tmp_path / "nowhere" / "torneo.xlsx")


# ----------------------------------------------- title block, page setup, new sheets, languages


WRITTEN = datetime(2026, 12, 20, 23, 5)


def book_in(language: str, tournament: Any = None, after_round: int | None = None) -> Any:
    stream = io.BytesIO()
    write_workbook(
        tournament or sample_tournament(),
        stream,
        language=language,
        after_round=after_round,
        written_at=WRITTEN,
    )
    return load_workbook(io.BytesIO(stream.getvalue()))


def title_block(sheet: Any) -> list[Any]:
    return [sheet.cell(row=row, column=1).value for row in (1, 2, 3)]


@pytest.mark.parametrize(
    ("language", "sheets", "details", "state"),
    [
        (
            "it",
            [
                "Classifica",
                "Turni",
                "Smazzate",
                "Coppie",
                "Riposi",
                "Rettifiche",
                "Correzioni",
                "Scala VP",
                "Spareggi",
            ],
            "20/12/2026 · Circolo X · scritto il 20/12/2026 23:05",
            "Dopo il turno 2: classifica provvisoria",
        ),
        (
            "de",
            [
                "Rangliste",
                "Runden",
                "Spiele",
                "Paare",
                "Spielfrei",
                "Korrekturen",
                "Berichtigungen",
                "VP-Skala",
                "Feinwertungen",
            ],
            "20.12.2026 · Circolo X · erstellt am 20.12.2026 23:05",
            "Nach Runde 2: vorläufige Rangliste",
        ),
        (
            "en",
            SHEETS,
            "20 Dec 2026 · Circolo X · written 20 Dec 2026 23:05",
            "After round 2: provisional standings",
        ),
    ],
)
def test_every_sheet_opens_with_the_title_block_in_the_print_language(
    language: str, sheets: list[str], details: str, state: str
) -> None:
    book = book_in(language)
    assert book.sheetnames == sheets
    for sheet in book:
        assert title_block(sheet) == ["Torneo di Natale – Circolo Ælfric", details, state]
        assert sheet.cell(row=1, column=1).font.bold


def test_the_standings_are_final_once_the_plan_is_played_out() -> None:
    tournament = sample_tournament()
    planned = replace(
        tournament,
        settings=replace(tournament.settings, plan=(Phase(Movement.MITCHELL, 1), Phase(Movement.DANISH, 1))),
    )
    assert title_block(book_in("it", planned)["Classifica"])[2] == "Dopo il turno 2: classifica definitiva"
    assert title_block(book_in("de", planned)["Rangliste"])[2] == "Nach Runde 2: endgültige Rangliste"
    assert title_block(book_in("it", planned, after_round=1)["Classifica"])[2] == (
        "Dopo il turno 1: classifica provvisoria"
    )


def test_sheets_print_one_page_wide_landscape_when_wide_with_the_header_on_every_page() -> None:
    book = workbook_of()
    for sheet in book:
        row = header_row(sheet)
        assert sheet.print_title_rows == f"${row}:${row}"
        assert sheet.sheet_properties.pageSetUpPr.fitToPage
        assert (sheet.page_setup.fitToWidth, sheet.page_setup.fitToHeight) == (1, 0)
        assert str(sheet.page_setup.paperSize) == sheet.PAPERSIZE_A4
        wide = sheet.max_column > 8
        assert sheet.page_setup.orientation == ("landscape" if wide else "portrait"), sheet.title
    assert book["Deals"].page_setup.orientation == "landscape"
    assert book["Byes"].page_setup.orientation == "portrait"


def test_italian_words_in_the_sheets_and_numbers_stay_numbers() -> None:
    book = book_in("it")
    standings = rows(book["Classifica"])
    assert standings[0][:6] == ("Pos.", "Coppia", "Giocatore 1", "Giocatore 2", "VP", "Scarto MP")
    assert standings[1][:5] == (1, 5, NAMES[5][0], NAMES[5][1], 25)
    assert standings[1][11] == "attiva" and standings[4][12] == "Scarto MP"
    rounds = rows(book["Turni"])
    assert rounds[0][:4] == ("Turno", "Movimento", "Tavolo", "Coppia NS")
    assert [row[1] for row in rounds[1:]] == ["Mitchell", "Mitchell", "Danese", "Danese"]
    assert [row[12] for row in rounds[1:]] == ["calcolato", "calcolato", "calcolato", "artificiale"]
    deals = rows(book["Smazzate"])
    assert deals[0][3:7] == ("Fine smazzata", "Linea", "Coppia", "Puliti")
    assert [row[3] for row in deals[7:13:2]] == ["chiusura", "tempo scaduto", "non giocata"]
    assert [row[4] for row in deals[1:3]] == ["NS", "EO"]
    assert deals[1][16] == 530


def test_byes_adjustments_scale_and_tie_break_sheets() -> None:
    book = book_in("it")
    assert rows(book["Riposi"]) == [
        ("Turno", "Coppia", "Giocatori", "VP", "Scarto MP"),
        (1, 5, f"{NAMES[5][0]} & {NAMES[5][1]}", 14, 355),
        (2, 2, f"{NAMES[2][0]} & {NAMES[2][1]}", 14, 355),
    ]
    assert rows(book["Rettifiche"]) == [
        ("Coppia", "Giocatori", "Dopo il turno", "VP", "MP", "Motivo"),
        (5, f"{NAMES[5][0]} & {NAMES[5][1]}", 2, -1, 0, "two warnings"),
    ]
    scale = book["Scala VP"]
    assert scale.cell(row=4, column=1).value == "Scala VP: fibur-3-deals"
    table = rows(scale)
    assert table[0] == ("Scarto MP da", "a", "VP vincente", "VP perdente")
    assert table[1:4] == [(0, 50, 10, 10), (55, 150, 11, 9), (155, 250, 12, 8)]
    assert table[-1] == (1505, None, 20, 0)
    chain = rows(book["Spareggi"])
    assert chain[0] == ("Ordine", "Spareggio", "Regola")
    assert [row[:2] for row in chain[1:]] == [
        (1, "Totale VP"), (2, "Scarto MP"), (3, "Scontro diretto"), (4, "MP realizzati"), (5, "Sorteggio"),
    ]  # fmt: skip


def test_a_continuous_scale_is_a_lookup_table_of_ranges() -> None:
    from burraco_tourney.domain.vp import ContinuousScale
    from burraco_tourney.io.xlsx import scale_ranges

    scale = ContinuousScale("wbf-like", blitz=100, total=20, decimals=2)
    ranges = scale_ranges(scale)
    assert ranges[0] == (0, 0, 10, 10)
    assert ranges[-1][1] is None and ranges[-1][2:] == (20, 0)
    # Contiguous, no gap and no overlap: every difference finds exactly one row.
    assert all(b[0] == a[1] + 5 for a, b in itertools.pairwise(ranges) if a[1] is not None)
    for margin in range(0, 150, 5):
        (row,) = [r for r in ranges if r[0] <= margin and (r[1] is None or margin <= r[1])]
        assert row[2:] == scale.lookup(margin)
    tournament = sample_tournament(scale=scale)
    table = rows(book_in("en", tournament)["VP scale"])
    assert table[1] == (0, 0, 10, 10) and table[2][2] == float(scale.lookup(5)[0])


def test_after_round_gives_the_standings_and_rounds_up_to_it() -> None:
    book = book_in("en", after_round=1)
    assert title_block(book["Standings"])[2] == "After round 1: provisional standings"
    standings = rows(book["Standings"])
    assert standings[1][:5] == (1, 1, NAMES[1][0], NAMES[1][1], 14)
    assert {row[0] for row in rows(book["Rounds"])[1:]} == {1}
    assert {row[0] for row in rows(book["Deals"])[1:]} == {1}
    assert rows(book["Byes"])[1:] == [(1, 5, f"{NAMES[5][0]} & {NAMES[5][1]}", 14, 355)]
    assert rows(book["Adjustments"])[1:] == []  # pair 5's counts after round 2
    with pytest.raises(ExportError, match="round 3 does not exist"):
        book_in("en", after_round=3)


def test_a_tournament_named_like_a_formula_stays_text_in_the_title_block() -> None:
    tournament = sample_tournament()
    tournament = replace(tournament, settings=replace(tournament.settings, name="=HYPERLINK(1)"))
    stream = io.BytesIO()
    write_workbook(tournament, stream)
    sheet = load_workbook(io.BytesIO(stream.getvalue()))["Standings"]
    assert (sheet["A1"].value, sheet["A1"].data_type) == ("=HYPERLINK(1)", "s")


def test_a_text_wider_than_its_column_wraps_so_that_it_prints_whole() -> None:
    chain = book_in("en")["Tie-breaks"]
    rule = chain.cell(row=header_row(chain) + 3, column=3)
    assert rule.value.startswith("More VP in the matches among the tied pairs")
    assert rule.alignment.wrap_text
    assert not chain.cell(row=header_row(chain) + 1, column=3).alignment.wrap_text  # a short one does not
