"""The FIBur score sheet on paper, measured where the PDF draws it (issue 30, items 20–24): boxes a pen can
fill, a sheet that stays in one piece when it shrinks, rows and headings that stay readable two to a page."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from burraco_tourney.domain.profiles import BUNDLED_PROFILES, FIBUR
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.pdf import fonts, write_score_sheets
from burraco_tourney.io.pdf.table_links import TableLinks
from tests.io.pdf_drawing import drawn_segments
from tests.io.test_pdf import sample_tournament
from tests.io.test_pdf_spacing import placed_words

LINE_WORD = {"it": "Linea", "de": "Linie", "en": "Line"}
TOTAL_WORD = {"it": "Totale NS", "de": "Summe NS", "en": "Total NS"}
LINKS = {
    table: TableLinks(f"http://10.0.0.2:8080/t/{table}/ns", f"http://10.0.0.2:8080/t/{table}/ew", "1234")
    for table in (1, 2)
}


def fibur(deals: int = 4, **options: object) -> Tournament:
    """The sample tournament under the FIBur profile (semi-clean burracos counted)."""
    tournament = sample_tournament(**options)  # type: ignore[arg-type]
    settings = replace(tournament.settings, profile=BUNDLED_PROFILES[FIBUR], deals_per_round=deals)
    return replace(tournament, settings=settings)


def sheet_pdf(tournament: Tournament, language: str, per_page: int, **options: object) -> bytes:
    fonts.register_fonts()
    stream = io.BytesIO()
    write_score_sheets(tournament, 1, stream, language=language, per_page=per_page, **options)  # type: ignore[arg-type]
    return stream.getvalue()


def near(value: float, values: set[float], tolerance: float = 0.5) -> bool:
    return any(abs(value - other) <= tolerance for other in values)


@pytest.mark.parametrize("per_page", [1, 2])
@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_a_sheet_that_shrinks_keeps_its_banner_over_its_grid(language: str, per_page: int) -> None:
    """Table links on a 4-deal sheet make it shrink: the banner row "Line NS · pair 1" and the result block
    below keep to the grid's columns (the banner had slid over the first EW column)."""
    data = sheet_pdf(fibur(4), language, per_page, links=LINKS)
    runs = placed_words(data)
    banner = next(r for r in runs if r[0].startswith(f"{LINE_WORD[language]} NS"))
    vertical = [s for s in drawn_segments(data) if s.vertical]

    def lines_at(y: float) -> set[float]:
        return {round(s.x0, 2) for s in vertical if min(s.y0, s.y1) < y < max(s.y0, s.y1)}

    banner_lines = lines_at(banner[2] + 2)
    # The grid below it, down to the result block ("Total NS"), drawn from a stamped form on a blank sheet.
    result = next(r for r in runs if r[0].startswith(TOTAL_WORD[language]) and r[2] < banner[2])
    result_top = min(s.y0 for s in drawn_segments(data) if s.horizontal and s.y0 > result[2])
    grid_lines = {
        round(s.x0, 2)
        for s in vertical
        if min(s.y0, s.y1) > result_top + 0.5 and max(s.y0, s.y1) < banner[2] - 3
    }
    assert len(banner_lines) >= 3 and len(grid_lines) > 10
    for x in banner_lines:
        assert near(x, grid_lines), (x, sorted(banner_lines), sorted(grid_lines))
    assert near(min(grid_lines), banner_lines) and near(max(grid_lines), banner_lines)
    result_lines = lines_at(result[2] + 2)
    assert near(min(grid_lines), result_lines) and near(max(grid_lines), result_lines)


# ---------------------------------------------------------------------------- item 24: the notes box

REASON = (
    "Carta scoperta durante la distribuzione, poi scarto fuori turno e richiamo dell'arbitro al tavolo: "
    "penalità confermata dal direttore di gara dopo aver sentito entrambe le coppie, fine."
)  # 180 characters: penalty reasons take up to 200


def penalised(deals: int = 4) -> Tournament:
    """Table 1 with a penalty and a long reason on each line of each deal."""
    tournament = fibur(deals)
    rnd = tournament.rounds[0]
    table = rnd.tables[0]
    deal = table.deals[0]
    deals_made = tuple(
        replace(
            deal,
            ns=replace(deal.ns, penalty=100, penalty_reason=f"{number}N {REASON}"),
            ew=replace(deal.ew, penalty=50, penalty_reason=f"{number}E {REASON}"),
        )
        for number in range(1, deals + 1)
    )
    tables = (replace(table, deals=deals_made), *rnd.tables[1:])
    return replace(tournament, rounds=(replace(rnd, tables=tables), *tournament.rounds[1:]))


NOTES_WORD = {"it": "Note, motivi", "de": "Bemerkungen", "en": "Notes, reasons"}


@pytest.mark.parametrize("per_page", [1, 2])
@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_long_penalty_reasons_stay_inside_the_notes_box(language: str, per_page: int) -> None:
    """Eight long reasons keep inside their box: none runs down over the signatures below it."""
    data = sheet_pdf(penalised(4), language, per_page, filled=True)
    runs = placed_words(data)
    label = next(r for r in runs if r[0].startswith(NOTES_WORD[language]))
    segments = [s for s in drawn_segments(data) if s.horizontal]
    width = max(abs(s.x1 - s.x0) for s in segments)
    # The box's bottom: the first line as wide as the sheet below its label (the signature lines are half).
    bottom = max(s.y0 for s in segments if s.y0 < label[2] and abs(s.x1 - s.x0) > width - 1)
    below = [r for r in runs if r[2] < label[2] and r[2] > bottom - 60]
    notes = [r for r in below if "Carta" in r[0] or "fine." in r[0]]
    assert len([r for r in runs if "fine." in r[0]]) == 8  # every reason whole, to its last word
    for text, _, y, size in notes:
        assert y - 0.25 * size > bottom, (text, y, bottom)
