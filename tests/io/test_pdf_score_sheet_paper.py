"""The FIBur score sheet on paper, measured where the PDF draws it (issue 30, items 20–24): boxes a pen can
fill, a sheet that stays in one piece when it shrinks, rows and headings that stay readable two to a page,
a continuous VP scale on the back of the sheet."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from pypdf import PdfReader
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth

from burraco_tourney.domain.profiles import BUNDLED_PROFILES, CLASSIC, FIBUR
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.domain.vp import ContinuousScale
from burraco_tourney.io.names import line_code
from burraco_tourney.io.pdf import fonts, write_score_sheets
from burraco_tourney.io.pdf.document import CONTENT_BOTTOM, HALF_GAP, HALF_HEIGHT
from burraco_tourney.io.pdf.table_links import TableLinks
from burraco_tourney.io.texts import texts_for
from tests.io.pdf_drawing import Run, Segment, drawn_segments, placed_runs
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


# ------------------------------------------------ items 20, 22, 23: boxes a pen fills, rows and words to read

# "−2535" written at 10 pt (as Helvetica sets it) with 3 pt of paper either side and the cell's 1 pt: 12.6 mm.
PEN = stringWidth("−2535", "Helvetica", 10) + 8
ROW = 7 * mm
READABLE = 7.0  # pt
END_WORD = {"it": "Fine smazzata:", "de": "Ende:", "en": "Ended:"}
LINE_TOTAL = {"it": "Totale linea", "de": "Summe Linie", "en": "Total of line"}
WRITTEN = ("= Base", "Card points", "Penalty", "Deal total")  # the grid's columns of points, by source text
RESULT = ("Total {line}", "Difference ({ns} − {ew})", "VP {line}")


def profiled(key: str, deals: int) -> Tournament:
    tournament = sample_tournament()
    settings = replace(tournament.settings, profile=BUNDLED_PROFILES[key], deals_per_round=deals)
    return replace(tournament, settings=settings)


def top_sheet(data: bytes, per_page: int, page: int = 0) -> tuple[list[Run], list[Segment]]:
    """The runs and lines of the page's first sheet (two to a page, the top half)."""
    middle = CONTENT_BOTTOM + HALF_HEIGHT + HALF_GAP / 2 if per_page == 2 else 0.0
    runs = [r for r in placed_runs(data, page) if r.y > middle]
    segments = [s for s in drawn_segments(data, page) if min(s.y0, s.y1) > middle]
    return runs, segments


def cell(segments: list[Segment], x: float, y: float) -> tuple[float, float]:
    """The left and right lines of the box around (x, y)."""
    crossing = sorted(s.x0 for s in segments if s.vertical and min(s.y0, s.y1) < y < max(s.y0, s.y1))
    left = max(line for line in crossing if line < x)
    right = min(line for line in crossing if line > x)
    return left, right


def lines_across(segments: list[Segment], x: float) -> list[float]:
    """The heights of the horizontal lines that cross x, top first."""
    return sorted(
        {s.y0 for s in segments if s.horizontal and min(s.x0, s.x1) < x < max(s.x0, s.x1)}, reverse=True
    )


def inside(run: Run) -> float:
    """A point just inside the box the run starts in (a run turned sideways reads upwards, left of x)."""
    return run.x + 0.5 if run.upright else run.x - 0.3 * run.size


@pytest.mark.parametrize("per_page", [1, 2])
@pytest.mark.parametrize("deals", [3, 4])
@pytest.mark.parametrize("profile", [FIBUR, CLASSIC])
@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_every_box_a_player_writes_in_takes_a_four_figure_number(
    language: str, profile: str, deals: int, per_page: int
) -> None:
    """The base, card points, penalty and deal total of every deal, the lines' totals and the result row
    each take "−2535" written at 10 pt; every row of boxes is 7 mm high at the least; every heading and
    the deals' ends read at 7 pt; two sheets to a page stay two to a page (issue 30, items 20 and 23: the
    FIBur sheet's "= Base" was 6.3 mm in German, two to a page its rows 5.9 mm and its headings 5 pt)."""
    data = sheet_pdf(profiled(profile, deals), language, per_page)
    assert len(PdfReader(io.BytesIO(data)).pages) == 2 // per_page
    words = texts_for(language)
    runs, segments = top_sheet(data, per_page)
    ends = sorted((r for r in runs if r.text.startswith(END_WORD[language])), key=lambda r: -r.y)
    assert len(ends) == deals
    banner = next(r for r in runs if r.text.startswith(f"{LINE_WORD[language]} NS"))
    # Each written column, found by its heading (a heading on two lines by its last), NS and EW.
    group = words.translate("ScoreSheetsPdf", "Base")
    columns = []
    for source in WRITTEN:
        label = words.translate("ScoreSheetsPdf", source)
        found = [
            r
            for r in runs
            if ends[0].y < r.y < banner.y
            and r.text != group
            and (r.text == label or label.endswith(" " + r.text))
        ]
        assert len(found) == 2, (label, found)
        columns += [inside(r) for r in found]
    for end in ends:
        for x in columns:
            across = lines_across(segments, x)
            bottom = min(y for y in across if y > end.y)  # the boxes' bottom line, over the deal's end
            top = min(y for y in across if y > bottom + 0.5)
            assert top - bottom >= ROW - 0.01, (language, top - bottom)
            left, right = cell(segments, x, (top + bottom) / 2)
            assert right - left >= PEN - 0.01, (language, x, (right - left) / mm)
    # The lines' totals: the thick box right of "Total of line NS", as high as a deal's boxes.
    totals = [r for r in runs if r.text.startswith(LINE_TOTAL[language])]
    assert len(totals) == 2
    for run in totals:
        _, label_right = cell(segments, inside(run), run.y + 2)
        left, right = cell(segments, label_right + 1, run.y + 2)
        assert right - left >= PEN - 0.01, (run.text, (right - left) / mm)
        across = lines_across(segments, label_right + 1)
        assert min(y for y in across if y > run.y) - max(y for y in across if y < run.y) >= ROW - 0.01
    # The result row: each box as wide as the pen needs, under its label.
    ns, ew = (line_code(words, line) for line in (Line.NS, Line.EW))
    labels = [
        words.translate("ScoreSheetsPdf", source).format(line=line, ns=ns, ew=ew)
        for source in RESULT
        for line in (ns, ew)
    ]
    for label in dict.fromkeys(labels):
        run = next(r for r in runs if r.text == label)
        left, right = cell(segments, inside(run), run.y + 1)
        assert right - left >= PEN - 0.01, (label, (right - left) / mm)
        across = lines_across(segments, inside(run))
        below = max(y for y in across if y < run.y)
        assert below - max(y for y in across if y < below - 0.5) >= ROW - 0.01, label
    # Every word of the headings and of the deals' ends at 7 pt, turned sideways or not.
    across = lines_across(segments, columns[0])
    first_row_top = min(y for y in across if y > min(y for y in across if y > ends[0].y) + 0.5)
    for run in runs:
        if first_row_top < run.y < banner.y or run.text.startswith(END_WORD[language]):
            assert run.size >= READABLE - 0.01, (run.text, run.size)


def scale_words(tournament: Tournament, language: str) -> set[str]:
    words = texts_for(language)
    return {
        part
        for diff, vp in tournament.settings.vp_scale.printable_rows()
        for part in (diff, words.number(vp))
    }


@pytest.mark.parametrize("per_page", [1, 2])
@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_the_vp_scale_on_the_sheet_reads_at_seven_points(language: str, per_page: int) -> None:
    tournament = fibur(4)
    data = sheet_pdf(tournament, language, per_page)
    runs, _ = top_sheet(data, per_page)
    entries = [r for r in runs if r.text in scale_words(tournament, language)]
    assert len(entries) >= 20
    for run in entries:
        assert run.size >= READABLE - 0.01, (run.text, run.size)


CONTINUOUS = {3: ContinuousScale("continuous", 1505), 4: ContinuousScale("continuous-4-deals", 2005)}


@pytest.mark.parametrize("per_page", [1, 2])
@pytest.mark.parametrize("deals", [3, 4])
@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_a_continuous_scale_is_on_the_back_of_each_sheet_at_a_readable_size(
    language: str, deals: int, per_page: int
) -> None:
    """Item 22: two to a page, the continuous scale's table printed at 4.5 pt and the sheet at 76 %. Now the
    sheet says the table is on its back, and the page after each page of sheets holds a table for each,
    in the same place: printed double-sided, each sheet carries its scale."""
    tournament = fibur(deals)
    tournament = replace(tournament, settings=replace(tournament.settings, vp_scale=CONTINUOUS[deals]))
    data = sheet_pdf(tournament, language, per_page)
    assert len(PdfReader(io.BytesIO(data)).pages) == 2 * (2 // per_page)
    for page in (0, 1) if per_page == 1 else (0,):
        front = [r.text for r in placed_runs(data, 2 * page)]
        assert "+95" not in front
        assert sum(t.startswith(END_WORD[language]) for t in front) == deals * per_page
        back = placed_runs(data, 2 * page + 1)
        steps = [r for r in back if r.text == "+95"]
        assert len(steps) == (1 if per_page == 1 else 2)
        assert not any(r.text.startswith(END_WORD[language]) for r in back)
        hundreds = [r for r in back if r.text == str(CONTINUOUS[deals].blitz // 100 * 100)]
        assert len(hundreds) == len(steps)
        for run in back:
            assert run.size >= READABLE - 0.01, (run.text, run.size)
    # The sheets themselves keep to the rules above: a pen's width, 7 mm rows.
    runs, segments = top_sheet(data, per_page)
    end = max((r for r in runs if r.text.startswith(END_WORD[language])), key=lambda r: r.y)
    label = texts_for(language).translate("ScoreSheetsPdf", "Penalty")
    penalty = next(r for r in runs if r.text == label)
    left, right = cell(segments, inside(penalty), end.y + 5)
    assert right - left >= PEN - 0.01


def test_sheets_too_tall_for_half_a_page_print_one_to_a_page() -> None:
    """Six deals do not fit half a page at 7 mm rows: the sheets go one to a page rather than shrink."""
    data = sheet_pdf(fibur(6), "it", 2)
    pages = PdfReader(io.BytesIO(data)).pages
    assert len(pages) == 2
    for number in range(2):
        runs = placed_runs(data, number)
        assert sum(r.text.startswith(END_WORD["it"]) for r in runs) == 6
        assert min(r.size for r in runs if r.text.startswith(END_WORD["it"])) >= READABLE
