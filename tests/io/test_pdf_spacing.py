"""Words on the printed sheets keep clear of each other: the two tick boxes of a line (closing, pozzetto
not taken), the values written on a filled sheet and the standings' column headings, measured where the
PDF places them; a short seat list by surname keeps its names on one line."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from burraco_tourney.domain.tournament import Movement, Pair, Player, Round, Table
from burraco_tourney.io.pdf import fonts, write_score_sheets, write_seats, write_standings
from tests.io.test_pdf import sample_tournament


def placed_words(data: bytes) -> list[tuple[str, float, float, float]]:
    """Each text run of the first page: (text, x, y, size) in page coordinates."""
    runs: list[tuple[str, float, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            runs.append((text.strip(), x, y, size * tm[0] * cm[0]))

    PdfReader(io.BytesIO(data)).pages[0].extract_text(visitor_text=visit)
    return runs


@pytest.mark.parametrize("per_page", [1, 2])
@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_the_two_tick_boxes_of_a_line_do_not_touch(language: str, per_page: int) -> None:
    fonts.register_fonts()
    stream = io.BytesIO()
    write_score_sheets(sample_tournament(), 1, stream, language=language, per_page=per_page, filled=True)
    runs = placed_words(stream.getvalue())
    closing = [r for r in runs if r[0].endswith("+100")]
    pozzetto = [r for r in runs if r[0].endswith("−100") and r[0][0] in "☐☒"]
    assert closing and len(closing) == len(pozzetto)
    for (text, x, y, size), (_, next_x, next_y, _) in zip(closing, pozzetto, strict=True):
        assert abs(y - next_y) < 1
        gap = next_x - (x + stringWidth(text, fonts.CONDENSED, size))
        # Each box is clear of the grid line between them: at least 3 pt of paper on either side.
        assert gap >= 6, (text, gap)


@pytest.mark.parametrize(("language", "pair"), [("it", "Coppia"), ("de", "Paar"), ("en", "Pair")])
def test_the_standings_pair_heading_has_room_in_its_column(language: str, pair: str) -> None:
    fonts.register_fonts()
    stream = io.BytesIO()
    write_standings(sample_tournament(), None, stream, language=language)
    runs = placed_words(stream.getvalue())
    heading = next(r for r in runs if r[0] == pair)
    # The players' names start 6 pt (the cell's padding) right of the line that closes the pair column.
    names_x = min(r[1] for r in runs if "·" in r[0] and r[2] < heading[2])
    text, x, _, size = heading
    gap = (names_x - 6) - (x + stringWidth(text, fonts.CONDENSED_BOLD, size))
    assert gap >= 3, gap


@pytest.mark.parametrize("per_page", [1, 2])
def test_a_filled_value_keeps_clear_of_its_neighbour(per_page: int) -> None:
    """Table 1, deal 3, EW: base −100 (pozzetto not taken), card points −20, total −120, side by side."""
    fonts.register_fonts()
    stream = io.BytesIO()
    write_score_sheets(sample_tournament(), 1, stream, language="it", per_page=per_page, filled=True)
    runs = placed_words(stream.getvalue())
    base = next(r for r in runs if r[0] == "−100")
    cards = next(r for r in runs if r[0] == "−20")
    total = next(r for r in runs if r[0] == "−120")
    for (text, x, y, size), (_, next_x, next_y, _) in ((base, cards), (cards, total)):
        assert abs(y - next_y) < 1
        assert next_x - (x + stringWidth(text, fonts.REGULAR, size)) >= 6, text


def test_a_seat_list_by_surname_that_fits_one_page_takes_its_whole_width() -> None:
    """Thirteen pairs: the list by surname fits one page, so its title and every name stay on one line
    (in half a page "Müller-Lüdenscheid Valentina" took three lines and the title two)."""
    pairs = tuple(
        Pair(n, (Player(f"Hans Müller{n}"), Player(f"Valentina Müller-Lüdenscheid{n}"))) for n in range(1, 14)
    )
    tables = tuple(Table(n, ns=2 * n - 1, ew=2 * n) for n in range(1, 7))
    tournament = replace(
        sample_tournament(), pairs=pairs, rounds=(Round(1, Movement.MITCHELL, tables, byes=(13,)),)
    )
    stream = io.BytesIO()
    write_seats(tournament, 1, stream, language="it")
    pages = [page.extract_text() for page in PdfReader(io.BytesIO(stream.getvalue())).pages]
    by_surname = next(page for page in pages if "cognome" in page)
    lines = by_surname.splitlines()
    assert "Posti del turno 1, per cognome" in lines
    for n in range(1, 14):
        assert any(line.startswith(f"Müller-Lüdenscheid{n} Valentina") for line in lines), n
