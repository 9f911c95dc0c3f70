"""Score sheets read back from the PDF: one per table, names as typed, every field, the VP scale."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_tourney.domain.tournament import Movement, Pair, Player, Round, Table
from burraco_tourney.domain.vp import ContinuousScale
from burraco_tourney.io.pdf import ExportError, write_blank_score_sheets, write_score_sheets
from tests.io.test_pdf import FIBUR_3_DEALS, NAMES, pdf_pages, sample_tournament

FIELDS_WITHOUT_SEMI = ["Clean", "Dirty", "Closed", "Card points", "Pozzetto taken", "Penalty", "Deal total"]


def flat(page: str) -> str:
    """The page's text with every run of white space as one space (line breaks fall where they fall)."""
    return " ".join(page.split())


def sheets(tournament: object = None, round_number: int = 1, **options: object) -> list[str]:
    stream = io.BytesIO()
    write_score_sheets(tournament or sample_tournament(), round_number, stream, **options)  # type: ignore[arg-type]
    return [flat(page) for page in pdf_pages(stream.getvalue())]


def test_one_sheet_per_table_with_its_round_table_pairs_and_names() -> None:
    pages = sheets()
    assert len(pages) == 2
    first, second = pages
    assert "Round 1 Table 1" in first
    assert f"NS North–South Pair 1 {NAMES[1][0]} · {NAMES[1][1]}" in first
    assert f"EW East–West Pair 2 {NAMES[2][0]} · {NAMES[2][1]}" in first
    assert "NS · pair 1" in first and "EW · pair 2" in first
    assert "Signature NS (pair 1)" in first and "Signature EW (pair 2)" in first
    assert "Round 1 Table 2" in second
    assert f"Pair 3 {NAMES[3][0]} · {NAMES[3][1]}" in second
    assert f"Pair 4 {NAMES[4][0]} · {NAMES[4][1]}" in second
    # The pair on a bye gets no sheet.
    assert not any(NAMES[5][0] in page for page in pages)
    assert ["Page 1 of 2" in pages[0], "Page 2 of 2" in pages[1]] == [True, True]


def test_every_name_prints_as_typed() -> None:
    text = " ".join(sheets() + sheets(round_number=2))
    for name in ("Łukasz Wąsowski", "Carla D'Alessandro", "Jürgen Müller-Lüdenscheid", "Zoë Ødegaard"):
        assert name in text
    # Markup characters in a name are text, not markup.
    assert "Élodie Fèvre & Co <1>" in text


def test_each_sheet_has_a_row_of_boxes_per_deal_and_every_field_for_both_lines() -> None:
    for page in sheets():
        assert page.count("C T S N") == 3  # one "how it ended" cell per deal
        # Closed and pozzetto, for both lines, on every deal; and once in the legend that explains them.
        assert page.count("☐") == 3 * 4 + 1
        for field in FIELDS_WITHOUT_SEMI:
            assert page.count(field) >= 2, field  # once for NS, once for EW (and maybe in the legend)
        assert "Semi-" not in page  # semi-clean burracos are off by default
        assert "NS MP (sum of the deal totals)" in page and "EW MP (sum of the deal totals)" in page
        assert "Difference (NS MP − EW MP) NS VP EW VP" in page
        assert "Penalty reasons, notes" in page


def test_semi_clean_boxes_appear_when_the_rules_allow_them() -> None:
    tournament = sample_tournament(semi_clean=150)
    tournament = replace(tournament, settings=replace(tournament.settings, deals_per_round=4))
    for page in sheets(tournament):
        assert page.count("Semi- clean") == 2
        assert page.count("C T S N") == 4
        assert "150 × semi-clean" in page


def test_the_legend_states_the_tournaments_bonus_values() -> None:
    page = sheets()[0]
    assert (
        "Deal total = 200 × clean + 100 × dirty + 100 if closed + card points − 100 if the pozzetto" in page
    )


def test_the_threshold_scale_is_printed_row_by_row_on_every_sheet() -> None:
    for page in sheets(per_page=1):
        assert "VP scale: fibur-3-deals" in page
        for diff, vp in FIBUR_3_DEALS.printable_rows():
            assert f" {diff} " in f" {page} " and f" {vp} " in f" {page} ", (diff, vp)
        assert "0–50 55–150 155–250 255–350 355–500 505–650" in page
        assert "10–10 11–9 12–8 13–7 14–6 15–5" in page
        assert "≥ 1505" in page and "20–0" in page


def test_a_continuous_scale_prints_its_formula_and_some_values() -> None:
    scale = ContinuousScale("wbf-style", 1505)
    page = sheets(sample_tournament(scale=scale))[0]
    assert "VP scale: wbf-style, continuous" in page
    assert "10 + 10·(1 − τ^(3M/1505))/(1 − τ³), τ = (√5 − 1)/2" in page
    assert "1505" in page and "20–0" in page
    ns_vp, ew_vp = scale.lookup(300)
    assert f"{ns_vp}–{ew_vp}" in page  # e.g. 13.27–6.73


def test_two_sheets_to_a_page_keep_one_sheet_per_table() -> None:
    tournament = sample_tournament()
    everyone = tuple(Pair(n, (Player(f"Player {n}a"), Player(f"Player {n}b"))) for n in range(1, 11))
    tables = tuple(Table(n, ns=2 * n - 1, ew=2 * n) for n in range(1, 6))
    tournament = replace(tournament, pairs=everyone, rounds=(Round(1, Movement.MITCHELL, tables),))
    pages = sheets(tournament, per_page=2)
    assert len(pages) == 3
    assert [page.count("VP scale: fibur-3-deals") for page in pages] == [2, 2, 1]
    tables_printed = [int(part.split()[0]) for page in pages for part in page.split("Table ")[1:]]
    assert tables_printed == [1, 2, 3, 4, 5]
    assert "Pair 9 Player 9a · Player 9b" in pages[2] and "Page 3 of 3" in pages[2]


def test_blank_sheets_have_the_fields_and_scale_but_no_names(tmp_path: Path) -> None:
    target = tmp_path / "blank.pdf"
    write_blank_score_sheets(sample_tournament(), target, 3)
    pages = [flat(page) for page in pdf_pages(target.read_bytes())]
    assert len(pages) == 3
    for page in pages:
        assert "Score sheets blank" in page
        assert "Round Table" in page  # both boxes empty
        assert "NS North–South Pair EW East–West Pair" in page
        assert "VP scale: fibur-3-deals" in page and "1255–1500" in page
        assert page.count("C T S N") == 3
        assert not any(name in page for names in NAMES.values() for name in names)


def test_blank_sheets_two_to_a_page(tmp_path: Path) -> None:
    target = tmp_path / "blank.pdf"
    write_blank_score_sheets(sample_tournament(), target, 3, per_page=2)
    pages = [flat(page) for page in pdf_pages(target.read_bytes())]
    assert [page.count("Signature NS") for page in pages] == [2, 1]


def test_wrong_requests_are_clear_errors(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    with pytest.raises(ExportError, match=r"round 9 does not exist \(rounds made: 1, 2\)"):
        write_score_sheets(sample_tournament(), 9, target)
    with pytest.raises(ExportError, match="1 or 2 to a page, not 3"):
        write_score_sheets(sample_tournament(), 1, target, per_page=3)
    with pytest.raises(ExportError, match="at least 1, not 0"):
        write_blank_score_sheets(sample_tournament(), target, 0)
    empty = replace(sample_tournament(), rounds=(Round(1, Movement.MITCHELL, byes=(1,)),))
    with pytest.raises(ExportError, match="round 1 has no tables"):
        write_score_sheets(empty, 1, target)
    unknown = replace(sample_tournament(), rounds=(Round(1, Movement.MITCHELL, (Table(1, 1, 42),)),))
    with pytest.raises(ExportError, match="round 1 table 1: pair 42 is not registered"):
        write_score_sheets(unknown, 1, target)
    assert not target.exists()
