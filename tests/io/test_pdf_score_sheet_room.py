"""A FIBur score sheet (semi-clean burracos counted: one column more) in Italian keeps its words whole and its
line totals inside their boxes (a QA run printed 'Totale s / mazzat / a' and 'Totale linea NS1220')."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from burraco_tourney.io.pdf import fonts, write_score_sheets
from burraco_tourney.io.texts import texts_for
from tests.io.test_pdf import sample_tournament
from tests.io.test_pdf_spacing import placed_words

HEADINGS = (
    "Clean",
    "Dirty",
    "Semi-clean",
    "Closing",
    "Pozzetto not taken",
    "Card points",
    "Penalty",
    "Deal total",
)


@pytest.mark.parametrize("per_page", [1, 2])
@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_the_semi_clean_sheet_keeps_its_headings_whole_and_totals_in_their_boxes(
    language: str, per_page: int
) -> None:
    fonts.register_fonts()
    stream = io.BytesIO()
    tournament = sample_tournament(semi_clean=150)
    write_score_sheets(tournament, 1, stream, language=language, per_page=per_page, filled=True)
    runs = placed_words(stream.getvalue())
    words = texts_for(language)
    tokens = {token for text, *_ in runs for token in text.split()}
    # Each heading word in one piece (not 'Totale s', 'mazzat', 'a').
    for source in HEADINGS:
        for word in words.translate("ScoreSheetsPdf", source).split():
            assert word in tokens, (word, sorted(t for t in tokens if len(t) < 9))
    line_word = {"it": "Totale linea", "de": "Summe Linie", "en": "Total of line"}[language]
    labels = [r for r in runs if r[0].startswith(line_word)]
    assert len(labels) >= 2, [r[0] for r in runs]
    for text, x, y, size in labels:
        value = min(
            (r for r in runs if abs(r[2] - y) < 2 and r[1] > x and r[0].isdigit()), key=lambda r: r[1]
        )
        # The total starts clear of its label (3 pt at least: the box's line sits between them).
        assert value[1] - (x + stringWidth(text, fonts.BOLD, size)) >= 3, (text, value)
