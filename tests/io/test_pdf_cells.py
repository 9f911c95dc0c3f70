"""Text stays inside its table cell, measured where the PDF draws the text and the cell's lines (issue 30,
item 27): German headings ("Punkte NS", "Begegnungen") and the standings' adjustments ("−1,5 VP, −120 MP")."""

from __future__ import annotations

import io
from dataclasses import replace
from decimal import Decimal

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from burraco_tourney.domain.tournament import Adjustment
from burraco_tourney.io.pdf import fonts, write_round_results, write_standings
from burraco_tourney.io.pdf.teams import PaperTeamRow, write_team_standings
from tests.io.pdf_drawing import drawn_segments
from tests.io.test_pdf import sample_tournament
from tests.io.test_pdf_spacing import placed_words
from tests.io.test_pdf_teams import team_event


def assert_inside_its_cell(data: bytes, wanted: str, font: str) -> int:
    """Every run of `wanted` (or starting with it) lies between the vertical lines either side of it, with
    a point of paper to spare; returns how many runs it checked."""
    runs = [r for r in placed_words(data) if r[0].startswith(wanted)]
    vertical = [s for s in drawn_segments(data) if s.vertical]
    for text, x, y, size in runs:
        end = x + stringWidth(text, font, size)
        lines = [s.x0 for s in vertical if min(s.y0, s.y1) - 1 < y < max(s.y0, s.y1) + 1]
        left = max(line for line in lines if line <= (x + end) / 2)
        right = min(line for line in lines if line > (x + end) / 2)
        assert x >= left + 1 and end <= right - 1, (text, left, x, end, right)
    return len(runs)


def test_the_round_results_line_points_headings_fit_their_columns() -> None:
    fonts.register_fonts()
    stream = io.BytesIO()
    write_round_results(sample_tournament(), 1, stream, language="de")
    for heading in ("Punkte", "VP NS", "VP OW"):
        assert assert_inside_its_cell(stream.getvalue(), heading, fonts.CONDENSED_BOLD) >= 1, heading


def test_the_team_standings_matches_heading_fits_its_column() -> None:
    fonts.register_fonts()
    stream = io.BytesIO()
    rows = [PaperTeamRow(1, 1, 1, Decimal(16), 600, 1900), PaperTeamRow(2, 2, 1, Decimal(4), -600, 1300)]
    write_team_standings(team_event(), rows, 1, stream, language="de")
    assert assert_inside_its_cell(stream.getvalue(), "Begegnungen", fonts.CONDENSED_BOLD) == 1


@pytest.mark.parametrize(("language", "amount"), [("it", "−1,5 VP"), ("de", "−1,5 VP"), ("en", "−1.5 VP")])
def test_the_standings_adjustments_fit_their_column(language: str, amount: str) -> None:
    """VP and MP adjusted together: one amount to a line when the two do not fit side by side."""
    fonts.register_fonts()
    tournament = sample_tournament()
    tournament = replace(
        tournament,
        adjustments=(Adjustment(5, after_round=2, vp=Decimal("-1.5"), mp=-120, reason="two warnings"),),
    )
    stream = io.BytesIO()
    write_standings(tournament, 2, stream, language=language)
    assert assert_inside_its_cell(stream.getvalue(), amount, fonts.CONDENSED) == 1
    mp = {"it": "−120 Punti", "de": "−120 Punkte", "en": "−120 MP"}[language]
    assert assert_inside_its_cell(stream.getvalue(), mp, fonts.CONDENSED) <= 1
