"""Score sheets for a round (one per table), filled with what was entered, or blank, in the print language.

The sheet is laid out as Italian tournament sheets are: for each deal and each line the *base* (burracos,
closing, pozzetto not taken), the *punti* (card points), a penalty, and the deal total; then each line's
total, the difference and the VP, the VP scale, and the signatures. How a deal ended is ticked in words
under the deal. Every box points are written in takes a four-figure signed number, two to a page as one
(issue 30, items 20–23, docs/rules.md "Paper"); sheets that do not fit half a page at that size go one to a
page, and a continuous scale's table goes on the back of each sheet. A sheet is never split, and it shrinks
if it must.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    Flowable,
    FrameBreak,
    KeepInFrame,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
)

from burraco_tourney.domain.quick import is_quick_sheet
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, Line, ScoringRules, deal_totals
from burraco_tourney.domain.tournament import Pair, Tournament, TournamentSettings
from burraco_tourney.domain.tournament import Table as TableResult
from burraco_tourney.domain.vp import ContinuousScale, format_vp
from burraco_tourney.io.names import deal_end_box, line_code
from burraco_tourney.io.output import ExportError, Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    CONTENT_HEIGHT,
    CONTENT_WIDTH,
    GRID,
    HALF_HEIGHT,
    HALVES,
    HEADING_SHADE,
    LIGHT,
    SHADE,
    SINGLE,
    Heading,
    build_pdf,
    find_round,
    heading_for,
    make_style,
    number,
    pair_lookup,
    pair_or_error,
    signed,
    text,
)
from burraco_tourney.io.pdf.table_links import TableLinks, TableLinksCode
from burraco_tourney.io.profile_texts import profile_title, timeout_rule_text
from burraco_tourney.io.scale_texts import scale_title
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

BOX = "☐"
TICKED = "☒"
NAME_SEPARATOR = "   ·   "
INK = colors.Color(0.1, 0.1, 0.45)  # what was entered, on a filled sheet: the colour of a pen
HINT = colors.Color(0.45, 0.45, 0.45)


@dataclass(frozen=True, slots=True)
class _Metrics:
    """Sizes for one sheet per page, or for two (each in half a page)."""

    height: float  # the room one sheet has
    title_size: float
    name_size: float
    pair_row: float
    banner_row: float  # "Line NS · pair 1" over the grid
    head_size: float  # the grid's headings: 7 pt at the least (issue 30, item 23)
    deal_row: float  # a deal's boxes: 7 mm at the least
    end_row: float
    end_size: float
    value_size: float
    result_head: float
    result_row: float
    signature_row: float
    compact: (
        bool  # two to a page: the signatures are boxes of the result row, the rules and scale one paragraph
    )
    notes_row: float
    notes_most: float  # the notes box grows with what was noted up to this
    scale_size: float  # the VP scale: 7 pt at the least (issue 30, item 22)
    space: float


_ONE_PER_PAGE = _Metrics(
    height=CONTENT_HEIGHT, title_size=15, name_size=11, pair_row=9 * mm, banner_row=9.5 * 1.7, head_size=7.5,
    deal_row=13 * mm, end_row=7 * mm, end_size=9.5, value_size=11, result_head=15, result_row=13 * mm,
    signature_row=13 * mm, compact=False, notes_row=20 * mm, notes_most=48 * mm, scale_size=9,
    space=5 * mm,
)  # fmt: skip
# Two to a page, every row of boxes is 7 mm and every heading 7 pt (issue 30, item 23): the sheet fits its
# half with tighter spaces and the signatures in the result row.
_TWO_PER_PAGE = _Metrics(
    height=HALF_HEIGHT, title_size=11, name_size=9, pair_row=4.5 * mm, banner_row=4.6 * mm, head_size=7,
    deal_row=7 * mm, end_row=3.1 * mm, end_size=7, value_size=8.5, result_head=3.8 * mm, result_row=7 * mm,
    signature_row=7 * mm, compact=True, notes_row=6 * mm, notes_most=18 * mm, scale_size=7,
    space=0.8 * mm,
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _SheetPeople:
    """Who sits at the table, and on a filled sheet what was entered; None for a blank sheet."""

    round_number: int
    table: int
    ns: Pair
    ew: Pair
    entered: TableResult | None = None
    links: TableLinks | None = None  # the table's links for the sheet entered at the table (issue 20)
    heading: str = ""  # a team event's match the table is part of ("Match 2: Tigers v Lions", issue 22)


# ---------------------------------------------------------------------------------------- public API


def write_score_sheets(
    tournament: Tournament,
    round_number: int,
    out: Output,
    *,
    per_page: int = 1,
    language: str = DEFAULT_LANGUAGE,
    filled: bool = False,
    links: Mapping[int, TableLinks] | None = None,
    headings: Mapping[int, str] | None = None,
) -> None:
    """One score sheet per table of the round, `per_page` (1 or 2) sheets to an A4 page; with `links` (by
    table: services.table_entry's), each sheet carries the codes of its table's links and its PIN; with
    `headings` (by table), each sheet is headed by its text (a team event's match, io/pdf/teams.py).

    `filled`: each sheet carries what was entered for its table (a table entered by totals, its totals;
    an artificial result, its VP) — the record for a dispute and the federation's file copy."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    rnd = find_round(tournament, round_number)
    if not rnd.tables:
        raise ExportError.of("export.no_tables_for_sheets", round=round_number)
    pairs = pair_lookup(tournament)
    people = [
        _SheetPeople(
            round_number,
            table.table,
            pair_or_error(pairs, table.ns, round_number, table.table),
            pair_or_error(pairs, table.ew, round_number, table.table),
            table if filled else None,
            (links or {}).get(table.table),
            (headings or {}).get(table.table, ""),
        )
        for table in sorted(rnd.tables, key=lambda t: t.table)
    ]
    count = len(people)
    title = (
        words.translate("ScoreSheetsPdf", "Filled score sheets")
        if filled
        else words.translate("ScoreSheetsPdf", "Score sheets")
    )
    subtitle = (
        words.translate("ScoreSheetsPdf", "Round {number}").format(number=round_number)
        + " · "
        + words.translate("ScoreSheetsPdf", "%n table(s)", None, count)
    )
    heading = heading_for(tournament, title, subtitle, language=language)
    _write(tournament, people, heading, out, per_page, words)


def write_blank_score_sheets(
    tournament: Tournament, out: Output, count: int, *, per_page: int = 1, language: str = DEFAULT_LANGUAGE
) -> None:
    """`count` score sheets with the tournament's fields and VP scale but no round, table or names."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    if count < 1:
        raise ExportError.of("export.blank_sheets_count", count=count)
    heading = heading_for(
        tournament,
        words.translate("ScoreSheetsPdf", "Score sheets"),
        words.translate("ScoreSheetsPdf", "blank"),
        language=language,
    )
    _write(tournament, [None] * count, heading, out, per_page, words)


# ------------------------------------------------------------------------------------------- layout


def _write(
    tournament: Tournament,
    sheets: Sequence[_SheetPeople | None],
    heading: Heading,
    out: Output,
    per_page: int,
    words: Texts,
) -> None:
    if per_page not in (1, 2):
        raise ExportError.of("export.sheets_per_page", per_page=per_page)
    shared = _SharedParts(tournament, _ONE_PER_PAGE if per_page == 1 else _TWO_PER_PAGE, words)
    if per_page == 2 and not _fits(sheets[0], shared):
        # Two sheets do not fit a page at a size a pen can fill (many deals, a long scale): one per page.
        per_page, shared = 1, _SharedParts(tournament, _ONE_PER_PAGE, words)
    metrics = shared.metrics
    story: list[Flowable] = []
    for page in range(0, len(sheets), per_page):
        on_page = sheets[page : page + per_page]
        sides = [[_sheet(people, shared) for people in on_page]]
        if shared.back is not None:  # a continuous scale: on the back of each sheet, printed double-sided
            sides.append([[shared.back] for _ in on_page])
        for side in sides:
            if story:
                story.append(PageBreak())
            for index, parts in enumerate(side):
                if index:
                    story.append(FrameBreak())
                # A sheet too tall for its room (names on two lines, table links) shrinks as one picture:
                # never split, never fails, and centred in its room.
                room = KeepInFrame(
                    CONTENT_WIDTH, metrics.height, [_Sheet(parts)], mode="shrink", hAlign="CENTER"
                )
                story.append(room)
    build_pdf(out, heading, story, first_template=HALVES if per_page == 2 else SINGLE)


def _fits(people: _SheetPeople | None, shared: _SharedParts) -> bool:
    """Whether a sheet, as this document's sheets are made (deals, columns, scale, links), fits its room
    without shrinking."""
    blank = replace(people, entered=None) if people else None
    height: float = sum(part.wrap(CONTENT_WIDTH, 10_000)[1] for part in _sheet(blank, shared))
    return height <= shared.metrics.height


class _SharedParts:
    """What every sheet of one document shares: words, sizes, columns, and the stamped blocks."""

    def __init__(self, tournament: Tournament, metrics: _Metrics, words: Texts) -> None:
        settings = tournament.settings
        self.words = words
        self.tournament = tournament
        self.metrics = metrics
        self.rules = settings.scoring
        self.deals = settings.deals_per_round
        self.columns = _Columns(self.rules)
        self.ns_word = line_code(words, Line.NS)
        self.ew_word = line_code(words, Line.EW)
        self.name_style = make_style("names", metrics.name_size)
        self.labels = _labels(self)
        ticks = [f"{BOX} {self.labels[key + '_value']}" for key in _TICKS]
        tick = max(ticks, key=lambda value: stringWidth(value, fonts.CONDENSED, 10))
        size = metrics.head_size
        self.widths = _grid_widths(self.columns, self.labels, size, tick)
        # The tick boxes' text ("☐ +100") at the size that fits the narrower of the two columns, with 3 pt
        # of paper either side: the two boxes side by side must read as two, not as "☐ +100☐ −100".
        self.tick_size = metrics.value_size - 2
        for key, value in zip(_TICKS, ticks, strict=True):
            room = self.widths[self.columns.at(self.columns.first_ns, key)] - 8
            self.tick_size = min(
                self.tick_size, self.tick_size * room / stringWidth(value, fonts.CONDENSED, self.tick_size)
            )
        self.head_style = make_style(
            "grid-head", size, bold=True, condensed=True, alignment=TA_CENTER, leading=size * 1.1
        )
        # Headings too wide for their column read upwards, each word whole on a line (issue 30, item 20).
        self.sideways = _sideways(self.labels, self.columns, self.widths, size)
        self.sideways_length = max(
            (_flat_width(self.labels[key], size) for key in self.sideways), default=0.0
        )
        # Everything that is the same on every unfilled sheet is built once (see _Stamp).
        self.grid_stamp = _Stamp("score-sheet-grid", [_deal_grid_body(self, None)])
        self.scale_stamp = _Stamp("score-sheet-scale", _foot_parts(settings, self))
        scale = settings.vp_scale
        self.back = (
            _Stamp("score-sheet-back", _back_parts(scale, words))
            if isinstance(scale, ContinuousScale)
            else None
        )


def _sheet(people: _SheetPeople | None, shared: _SharedParts) -> list[Flowable]:
    m = shared.metrics
    entered = people.entered if people else None
    grid = shared.grid_stamp if entered is None else _deal_grid_body(shared, entered)
    heading = (
        [Paragraph(text(people.heading), make_style("match-heading", m.title_size * 0.8, bold=True))]
        if people and people.heading
        else []
    )
    return [
        *heading,
        _title(people, shared),
        Spacer(0, m.space * 0.5),
        _pairs_block(people, shared),
        Spacer(0, m.space * 0.7),
        _deal_grid_head(people, shared),
        grid,
        Spacer(0, m.space * 0.7),
        _result_block(people, shared),
        Spacer(0, m.space * 0.5),
        _notes_box(entered, shared),
        *([] if m.compact else [Spacer(0, m.space * 0.3), _signatures(people, shared)]),
        Spacer(0, m.space * 0.7),
        *(
            [TableLinksCode(people.links, shared.words, size=22 * mm), Spacer(0, m.space * 0.5)]
            if people and people.links
            else []
        ),
        shared.scale_stamp,
    ]


class _Sheet(Flowable):  # type: ignore[misc]  # reportlab ships no type hints
    """One sheet's parts laid out at the full content width, whatever width it is offered.

    A sheet that shrinks is offered a wider room (KeepInFrame wraps its content at width / scale): laid out
    there, the tables centred in it while the stamped grid kept to the left edge, and the "Line NS" banner
    slid over the first EW column (issue 30). At its own width the sheet shrinks as one piece.
    """

    def __init__(self, parts: list[Flowable]) -> None:
        super().__init__()
        self.parts = parts
        self.width = CONTENT_WIDTH
        self.height = 0.0
        self._sizes: list[tuple[float, float]] = []

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self._sizes = [part.wrapOn(self.canv, CONTENT_WIDTH, 10_000) for part in self.parts]
        self.height = sum(height for _, height in self._sizes)
        return self.width, self.height

    def draw(self) -> None:
        y = self.height
        for part, (width, height) in zip(self.parts, self._sizes, strict=True):
            y -= height
            part.drawOn(self.canv, 0, y, _sW=CONTENT_WIDTH - width)


class _Stamp(Flowable):  # type: ignore[misc]  # reportlab ships no type hints
    """Flowables that are the same on every sheet, drawn once into a PDF form and stamped on each.

    Two hundred sheets then carry one copy of the grid and the scale, not two hundred: the file is
    smaller and the round's sheets come out several times faster.
    """

    def __init__(self, name: str, parts: list[Flowable]) -> None:
        super().__init__()
        self.name = name
        self.parts = parts
        self.width = CONTENT_WIDTH
        self._sizes = [part.wrap(CONTENT_WIDTH, 10_000) for part in parts]
        self.height = sum(height for _, height in self._sizes)

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        if not canvas.hasForm(self.name):
            canvas.beginForm(self.name, lowerx=0, lowery=0, upperx=self.width, uppery=self.height)
            y = self.height
            for part, (_, height) in zip(self.parts, self._sizes, strict=True):
                y -= height
                part.drawOn(canvas, 0, y)
            canvas.endForm()
        canvas.doForm(self.name)


def _title(people: _SheetPeople | None, shared: _SharedParts) -> Table:
    """Tournament, date, round and table: the bottom half of a page, once cut off, still says whose it is."""
    m, words = shared.metrics, shared.words
    settings = shared.tournament.settings
    box = m.title_size * 2.6
    label_width = max(
        stringWidth(label, fonts.BOLD, m.title_size) + 5 * mm
        for label in (words.translate("ScoreSheetsPdf", "Round"), words.translate("ScoreSheetsPdf", "Table"))
    )
    event_width = CONTENT_WIDTH - 2 * (box + label_width)
    details = " · ".join(
        part for part in (words.date(settings.date) if settings.date else "", settings.venue or "") if part
    )
    event = [
        Paragraph(f"<b>{text(settings.name)}</b>", make_style("event", m.title_size * 0.72)),
        Paragraph(text(details), make_style("event-details", m.title_size * 0.55, textColor=HINT)),
    ]
    cells = [
        [
            event,
            words.translate("ScoreSheetsPdf", "Round"),
            str(people.round_number) if people else "",
            words.translate("ScoreSheetsPdf", "Table"),
            str(people.table) if people else "",
        ]
    ]
    table = Table(
        cells,
        colWidths=[event_width, label_width, box, label_width, box],
        rowHeights=[None],  # the event's name may wrap to a second line
    )
    table.setStyle(
        [
            ("FONT", (1, 0), (-1, -1), fonts.BOLD, m.title_size),
            ("ALIGN", (1, 0), (1, 0), "RIGHT"),
            ("ALIGN", (3, 0), (3, 0), "RIGHT"),
            ("ALIGN", (2, 0), (2, 0), "CENTER"),
            ("ALIGN", (4, 0), (4, 0), "CENTER"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("BOX", (2, 0), (2, 0), 1.2, GRID),
            ("BOX", (4, 0), (4, 0), 1.2, GRID),
            ("LEFTPADDING", (0, 0), (0, 0), 0),
            ("TOPPADDING", (0, 0), (0, 0), 0),
            ("BOTTOMPADDING", (0, 0), (0, 0), 0),
        ]
    )
    return table


def _pairs_block(people: _SheetPeople | None, shared: _SharedParts) -> Table:
    m, words = shared.metrics, shared.words
    line_names = (
        words.translate("ScoreSheetsPdf", "North–South (NS)"),
        words.translate("ScoreSheetsPdf", "East–West (EW)"),
    )
    pair_word = words.translate("ScoreSheetsPdf", "Pair")
    first = max(stringWidth(name, fonts.BOLD, m.name_size) for name in line_names) + 4 * mm
    second = stringWidth(pair_word, fonts.REGULAR, m.name_size - 1) + 4 * mm
    widths = [first, second, 14 * mm, CONTENT_WIDTH - first - second - 14 * mm]
    rows: list[list[Any]] = []
    heights: list[float | None] = []
    for long_name, pair in zip(line_names, (people.ns, people.ew) if people else (None, None), strict=True):
        names = [player.name for player in pair.players] if pair else []
        # Long names shrink a little to stay on one line; longer still, they wrap within their box
        # (between words: a name is never cut inside a word).
        room = widths[3] - 12  # the cell's padding
        natural = stringWidth(NAME_SEPARATOR.join(names), fonts.REGULAR, m.name_size)
        size = (
            max(m.name_size * 0.8, min(m.name_size, m.name_size * room / natural)) if natural else m.name_size
        )
        fits = stringWidth(NAME_SEPARATOR.join(names), fonts.REGULAR, size) <= room
        style = shared.name_style.clone("names-fit", fontSize=size, leading=size * 1.15)
        markup = (NAME_SEPARATOR if fits else "<br/>").join(text(name) for name in names)
        rows.append(
            [
                Paragraph(f"<b>{text(long_name)}</b>", shared.name_style),
                pair_word,
                str(pair.number) if pair else "",
                Paragraph(markup, style),
            ]
        )
        heights.append(m.pair_row if fits else None)
    table = Table(rows, colWidths=widths, rowHeights=heights)
    table.setStyle(
        [
            ("FONT", (1, 0), (1, -1), fonts.REGULAR, m.name_size - 1),
            ("FONT", (2, 0), (2, -1), fonts.BOLD, m.name_size + 1),
            ("ALIGN", (1, 0), (2, -1), "CENTER"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("BOX", (2, 0), (2, 0), 0.8, GRID),
            ("BOX", (2, 1), (2, 1), 0.8, GRID),
            ("LEFTPADDING", (0, 0), (0, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            # On a blank sheet the names are written on a line.
            *([("LINEBELOW", (3, 0), (3, -1), 0.5, LIGHT)] if people is None else []),
        ]
    )
    return table


# ---------------------------------------------------------------------------------------- the grid

# A line's columns, by key: burraco counts, closing and pozzetto make the base; then card points, penalty,
# and the deal total. The width each would like, in mm, when the room allows it (issue 30, item 20: the
# least each takes comes first, see _grid_widths).
_WIDTHS = {
    "clean": 9.5, "dirty": 10.0, "semi_clean": 10.0, "closed": 11.0, "no_pozzetto": 11.0, "base": 11.5,
    "cards": 11.5, "penalty": 10.5, "total": 12.5,
}  # fmt: skip
_BASE_KEYS = ("clean", "dirty", "semi_clean", "closed", "no_pozzetto", "base")
_COUNTS = ("clean", "dirty", "semi_clean")  # how many burracos: a digit
_TICKS = ("closed", "no_pozzetto")  # a box to tick, with what it is worth
# Points, as people write them: up to four figures and a sign.
_WRITTEN = ("base", "cards", "penalty", "total")
DEAL_COLUMN = 12 * mm
# Every box a number of points is written in takes "−2535" written at 10 pt (as Helvetica sets it), with
# 3 pt of paper either side and the cell's 1 pt padding: 12.6 mm (issue 30, item 20).
WRITTEN_BOX: float = stringWidth("−2535", "Helvetica", 10) + 8
COUNT_BOX: float = stringWidth("8", "Helvetica", 10) + 8  # a count of burracos: one figure
DEAL_BOX = 8 * mm  # the deal's number
TICK_SIZE_MIN = 6.5  # the smallest size a tick box ("☐ +100") is printed at
HEAD_ROOM = 2.5  # a heading's word fits its column with this much to spare (the cell pads 1 pt either side)


class _Columns:
    """Where each part of the deal grid sits: the deal, then the NS columns and the EW columns."""

    def __init__(self, rules: ScoringRules) -> None:
        self.keys = [
            key for key in _WIDTHS if key != "semi_clean" or rules.semi_clean is not None
        ]  # the order of _WIDTHS
        self.per_line = len(self.keys)
        self.first_ns = 1
        self.first_ew = 1 + self.per_line
        self.last = self.first_ew + self.per_line - 1
        self.ns_total = self.first_ew - 1
        self.ew_total = self.last
        self.base_count = sum(key in _BASE_KEYS for key in self.keys)

    def at(self, first: int, key: str) -> int:
        return first + self.keys.index(key)

    def frame_lines(self) -> list[tuple[Any, ...]]:
        """The heavier lines that split deal | NS | EW, the same above and below the head's seam."""
        return [
            ("BOX", (0, 0), (-1, -1), 1.0, GRID),
            ("LINEAFTER", (self.first_ns - 1, 0), (self.first_ns - 1, -1), 1.0, GRID),
            ("LINEAFTER", (self.first_ew - 1, 0), (self.first_ew - 1, -1), 1.5, GRID),
        ]


def _grid_widths(columns: _Columns, labels: dict[str, str], size: float, tick: str) -> list[float]:
    """The deal column, then each line's columns, in the content width (issue 30, item 20).

    Each column first takes the least it needs: a written column "−2535" at 10 pt, a tick box its "☐ +100"
    at 6.5 pt, a count one figure, the deal its number. What is left goes first to the headings that can
    then lie flat, cheapest first (the counts together: all flat or all turned sideways, see _sideways),
    then to each column in proportion to what it lacks of the width it likes (_WIDTHS), and the rest to the
    written columns. A column is never narrower than its least: a heading that does not fit turns sideways.
    """
    keys = ["deal", *columns.keys]
    times = {key: 1 if key == "deal" else 2 for key in keys}  # a line's column is there twice: NS and EW
    tick_box: float = stringWidth(tick, fonts.CONDENSED, TICK_SIZE_MIN) + 8
    least: dict[str, float] = {key: DEAL_BOX for key in keys}
    least.update({key: WRITTEN_BOX if key in _WRITTEN else COUNT_BOX for key in columns.keys})
    least.update({key: tick_box for key in _TICKS})
    flat = {key: _flat_width(labels[key], size) for key in keys}
    liked = {key: DEAL_COLUMN if key == "deal" else _WIDTHS[key] * mm for key in keys}
    width = dict(least)
    spare = CONTENT_WIDTH - sum(width[key] * times[key] for key in keys)
    if spare < 0:  # more columns than the width takes at their least: all give in proportion
        scale = CONTENT_WIDTH / (CONTENT_WIDTH - spare)
        width = {key: value * scale for key, value in width.items()}
        spare = 0.0
    groups = [[key] for key in keys if key not in _COUNTS] + [[key for key in keys if key in _COUNTS]]

    def cost(group: list[str]) -> float:
        return sum(max(0.0, flat[key] - width[key]) * times[key] for key in group)

    for group in sorted(groups, key=cost):
        if 0 < cost(group) <= spare:
            spare -= cost(group)
            for key in group:
                width[key] = max(width[key], flat[key])
    lack = sum(max(0.0, liked[key] - width[key]) * times[key] for key in keys)
    if lack > 0 and spare > 0:
        share = min(1.0, spare / lack)
        for key in keys:
            width[key] += max(0.0, liked[key] - width[key]) * share
        spare -= min(spare, lack)
    written = sum(width[key] * times[key] for key in _WRITTEN)
    for key in _WRITTEN:
        width[key] += spare * width[key] / written
    line = [width[key] for key in columns.keys]
    return [width["deal"], *line, *line]


def _flat_width(label: str, size: float) -> float:
    """How wide a column must be for its heading to lie flat: its longest word fits."""
    return float(max(stringWidth(word, fonts.CONDENSED_BOLD, size) for word in label.split())) + HEAD_ROOM


def _sideways(labels: dict[str, str], columns: _Columns, widths: list[float], size: float) -> set[str]:
    """The columns whose heading turns sideways: a word of it does not fit flat (the counts all together)."""
    at = {"deal": 0, **{key: columns.at(columns.first_ns, key) for key in columns.keys}}
    turned = {key for key, column in at.items() if _flat_width(labels[key], size) > widths[column] + 0.01}
    if turned & set(_COUNTS):
        turned |= set(_COUNTS) & set(at)
    return turned


class _Sideways(Flowable):  # type: ignore[misc]  # reportlab ships no type hints
    """A heading turned to read upwards, wrapped between words to `length`: a narrow column's heading."""

    def __init__(self, paragraph: Paragraph, length: float) -> None:
        super().__init__()
        self.paragraph = paragraph
        self.length = length
        self.lines = 0.0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.lines = self.paragraph.wrap(self.length, 10_000)[1]
        return self.lines, self.length

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.rotate(90)
        self.paragraph.drawOn(canvas, 0, -self.lines)
        canvas.restoreState()


def _deal_grid_head(people: _SheetPeople | None, shared: _SharedParts) -> Table:
    """The grid's first row, the only one that changes from sheet to sheet: which pair is NS and EW."""
    c, words = shared.columns, shared.words
    row = [""] * (c.last + 1)
    for first, line, pair in (
        (c.first_ns, shared.ns_word, people.ns if people else None),
        (c.first_ew, shared.ew_word, people.ew if people else None),
    ):
        row[first] = (
            words.translate("ScoreSheetsPdf", "Line {line} · pair {number}").format(
                line=line, number=pair.number
            )
            if pair
            else words.translate("ScoreSheetsPdf", "Line {line}").format(line=line)
        )
    size = shared.metrics.head_size + 2
    table = Table([row], colWidths=shared.widths, rowHeights=[shared.metrics.banner_row])
    table.setStyle(
        [
            ("GRID", (0, 0), (-1, -1), 0.5, GRID),
            *c.frame_lines(),
            ("SPAN", (c.first_ns, 0), (c.ns_total, 0)),
            ("SPAN", (c.first_ew, 0), (c.last, 0)),
            ("BACKGROUND", (0, 0), (-1, -1), HEADING_SHADE),
            ("FONT", (0, 0), (-1, -1), fonts.BOLD, size),
            ("ALIGN", (0, 0), (-1, -1), "CENTER"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ]
    )
    return table


def _labels(shared: _SharedParts) -> dict[str, str]:
    words, rules = shared.words, shared.rules
    return {
        "deal": words.translate("ScoreSheetsPdf", "Deal"),
        "clean": words.translate("ScoreSheetsPdf", "Clean"),
        "dirty": words.translate("ScoreSheetsPdf", "Dirty"),
        "semi_clean": words.translate("ScoreSheetsPdf", "Semi-clean"),
        "closed": words.translate("ScoreSheetsPdf", "Closing"),
        "no_pozzetto": words.translate("ScoreSheetsPdf", "Pozzetto not taken"),
        "base": words.translate("ScoreSheetsPdf", "= Base"),
        "cards": words.translate("ScoreSheetsPdf", "Card points"),
        "penalty": words.translate("ScoreSheetsPdf", "Penalty"),
        "total": words.translate("ScoreSheetsPdf", "Deal total"),
        # What a tick is worth, printed in the box so nobody needs a legend.
        "closed_value": f"+{rules.closing}",
        "no_pozzetto_value": signed(rules.pozzetto_missing),
    }


def _head_heights(shared: _SharedParts) -> tuple[float, float]:
    """The grid's two heading rows: the group ("Base") and its parts, as tall as the tallest heading needs
    (a heading over both rows, as "Card points" is, counts against the two together)."""
    c, padding = shared.columns, 1 + 1.5  # the heading cells' top and bottom padding
    group = shared.head_style.leading + padding
    parts = 0.0
    for key in ["deal", *c.keys]:
        column = 0 if key == "deal" else c.at(c.first_ns, key)
        height = _heading(shared, key).wrap(shared.widths[column] - 2, 10_000)[1] + padding
        parts = max(parts, height if key in _BASE_KEYS else height - group)
    return group, parts


def _heading(shared: _SharedParts, key: str) -> Flowable:
    """A column's heading, flat or turned sideways (see _sideways)."""
    paragraph = Paragraph(text(shared.labels[key]), shared.head_style)
    return _Sideways(paragraph, shared.sideways_length) if key in shared.sideways else paragraph


def _ends(words: Texts) -> list[tuple[DealEnd, str]]:
    # A deal entered by its totals is no way a deal ends at the table: the sheet has no box for it.
    return [(end, deal_end_box(words, end)) for end in DealEnd if end is not DealEnd.TOTALS]


def _line_cells(
    line: DealLine | None, total: int | None, shared: _SharedParts, labels: dict[str, str], quick: bool
) -> list[str]:
    """One line's boxes in one deal: empty with ☐ to tick, or what was entered (a quick sheet: the total)."""
    rules = shared.rules
    cells: list[str] = []
    for key in shared.columns.keys:
        if key in ("closed", "no_pozzetto"):
            ticked = (
                line is not None and not quick and (line.closed if key == "closed" else not line.pozzetto)
            )
            cells.append(f"{TICKED if ticked else BOX} {labels[key + '_value']}")
        elif line is None or quick:
            cells.append(number(total) if key == "total" and total is not None else "")
        elif key in ("clean", "dirty", "semi_clean"):
            count = getattr(line, key)
            cells.append(str(count) if count else "")
        elif key == "base":
            cells.append(number(_base(line, rules)))
        elif key == "cards":
            cells.append(number(line.cards))
        elif key == "penalty":
            cells.append(number(line.penalty) if line.penalty else "")
        else:
            cells.append(number(total or 0))
    return cells


def _base(line: DealLine, rules: ScoringRules) -> int:
    """Burracos, closing and a pozzetto not taken: what the deal total adds to the card points."""
    base = rules.clean * line.clean + rules.dirty * line.dirty
    if rules.semi_clean is not None:
        base += rules.semi_clean * line.semi_clean
    return base + (rules.closing if line.closed else 0) + (0 if line.pozzetto else rules.pozzetto_missing)


def _deal_grid_body(shared: _SharedParts, entered: TableResult | None) -> Table:
    """The labels, per deal a row of boxes and a row to tick how it ended, and the lines' totals."""
    m, words, c = shared.metrics, shared.words, shared.columns
    labels = shared.labels
    head = shared.head_style
    deals: Sequence[Deal | None] = list(entered.deals) if entered is not None else []
    quick = entered is not None and (
        is_quick_sheet(entered.deals, shared.rules) or entered.totals is not None
    )
    count = max(shared.deals, len(deals)) if entered is None or entered.deals else shared.deals
    # Two header rows: the group "Base" over its parts, and the other columns spanning both rows.
    group = [""] * (c.last + 1)
    parts = [""] * (c.last + 1)
    group[0] = _heading(shared, "deal")
    for first in (c.first_ns, c.first_ew):
        group[first] = Paragraph(words.translate("ScoreSheetsPdf", "Base"), head)
        for key in c.keys:
            target = parts if key in _BASE_KEYS else group
            target[c.at(first, key)] = _heading(shared, key)
    rows: list[list[Any]] = [group, parts]
    style: list[tuple[Any, ...]] = [
        ("GRID", (0, 0), (-1, -1), 0.5, GRID),
        *c.frame_lines(),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("LEFTPADDING", (0, 0), (-1, -1), 1),
        ("RIGHTPADDING", (0, 0), (-1, -1), 1),
        ("TOPPADDING", (0, 0), (-1, 1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, 1), 1.5),
        ("BACKGROUND", (0, 0), (-1, 1), HEADING_SHADE),
        ("SPAN", (0, 0), (0, 1)),
        # What is written in the boxes; the commands after these (tick boxes, deal numbers) override them.
        ("FONT", (1, 2), (-1, -2), fonts.REGULAR, m.value_size),
        ("TEXTCOLOR", (1, 2), (-1, -1), INK),
    ]
    for first in (c.first_ns, c.first_ew):
        style.append(("SPAN", (first, 0), (first + c.base_count - 1, 0)))
        style.append(("LINEBELOW", (first, 0), (first + c.base_count - 1, 0), 0.5, GRID))
        for key in c.keys:
            if key not in _BASE_KEYS:
                style.append(("SPAN", (c.at(first, key), 0), (c.at(first, key), 1)))
        # The base and the deal total are what the players add up: a light shade makes them stand out.
        style.append(("LINEAFTER", (c.at(first, "base"), 0), (c.at(first, "base"), -2), 1.0, GRID))
    heights: list[float | None] = list(_head_heights(shared))
    end_label = words.translate("ScoreSheetsPdf", "Ended:")
    for index in range(count):
        deal = deals[index] if index < len(deals) else None
        totals = deal_totals(deal, shared.rules) if deal is not None else (None, None)
        ns_line, ew_line = (
            (deal.ns, deal.ew)
            if deal is not None and deal.end is not DealEnd.NOT_PLAYED
            else (
                None,
                None,
            )
        )
        values = [str(index + 1)]
        values += _line_cells(ns_line, totals[0], shared, labels, quick)
        values += _line_cells(ew_line, totals[1], shared, labels, quick)
        values_row = len(rows)
        rows.append(values)
        marks = "      ".join(
            f"{TICKED if deal is not None and not quick and deal.end is end else BOX} {text(name)}"
            for end, name in _ends(words)
        )
        end_row = [""] * (c.last + 1)
        end_row[1] = Paragraph(
            f"<b>{text(end_label)}</b>   {marks}", make_style("ends", m.end_size, leading=m.end_size * 1.1)
        )
        rows.append(end_row)
        heights += [m.deal_row, m.end_row]
        style += [
            ("SPAN", (0, values_row), (0, values_row + 1)),
            ("SPAN", (1, values_row + 1), (-1, values_row + 1)),
            ("FONT", (0, values_row), (0, values_row), fonts.BOLD, m.value_size + 1),
            ("LINEABOVE", (0, values_row), (-1, values_row), 1.0, GRID),
            ("TOPPADDING", (1, values_row + 1), (-1, values_row + 1), 0),
            ("BOTTOMPADDING", (1, values_row + 1), (-1, values_row + 1), 0.5),
            ("LEFTPADDING", (1, values_row + 1), (-1, values_row + 1), 2 * mm),
        ]
        for first in (c.first_ns, c.first_ew):
            for key in ("base", "total"):
                column = c.at(first, key)
                style.append(("BACKGROUND", (column, values_row), (column, values_row), SHADE))
            for key in ("closed", "no_pozzetto"):
                column = c.at(first, key)
                style.append(
                    ("FONT", (column, values_row), (column, values_row), fonts.CONDENSED, shared.tick_size)
                )
                style.append(("TEXTCOLOR", (column, values_row), (column, values_row), HINT))
            # A value wider than its box less 3 pt of paper either side ("−100", "−1450") shrinks to fit,
            # so it never runs into the grid line and its neighbour.
            for key in c.keys:
                column = c.at(first, key)
                value = values[column]
                if key in ("closed", "no_pozzetto") or not value:
                    continue
                width = stringWidth(value, fonts.REGULAR, m.value_size)
                room = shared.widths[column] - 8
                if width > room:
                    size = m.value_size * room / width
                    style.append(("FONT", (column, values_row), (column, values_row), fonts.REGULAR, size))
    total_row = len(rows)
    totals_line = [""] * (c.last + 1)
    totals_line[0] = words.translate("ScoreSheetsPdf", "Total of line {line}").format(line=shared.ns_word)
    totals_line[c.first_ew] = words.translate("ScoreSheetsPdf", "Total of line {line}").format(
        line=shared.ew_word
    )
    if entered is not None and entered.entered:
        ns_mp, ew_mp = entered.mp(shared.rules)
        totals_line[c.ns_total], totals_line[c.ew_total] = number(ns_mp), number(ew_mp)
    rows.append(totals_line)
    heights.append(m.deal_row)
    style += [
        ("LINEABOVE", (0, total_row), (-1, total_row), 1.0, GRID),
        # The totals row: a label across the line's other columns, a thick box for the total itself.
        ("SPAN", (0, total_row), (c.ns_total - 1, total_row)),
        ("SPAN", (c.first_ew, total_row), (c.ew_total - 1, total_row)),
        ("BACKGROUND", (0, total_row), (c.ns_total - 1, total_row), HEADING_SHADE),
        ("BACKGROUND", (c.first_ew, total_row), (c.ew_total - 1, total_row), HEADING_SHADE),
        ("FONT", (0, total_row), (-1, total_row), fonts.BOLD, m.value_size - 1),
        ("TEXTCOLOR", (0, total_row), (c.ns_total - 1, total_row), colors.black),
        ("TEXTCOLOR", (c.first_ew, total_row), (c.ew_total - 1, total_row), colors.black),
        ("FONT", (c.ns_total, total_row), (c.ns_total, total_row), fonts.BOLD, m.value_size),
        ("FONT", (c.ew_total, total_row), (c.ew_total, total_row), fonts.BOLD, m.value_size),
        ("ALIGN", (0, total_row), (-1, total_row), "RIGHT"),
        ("RIGHTPADDING", (0, total_row), (-1, total_row), 2 * mm),
        ("ALIGN", (c.ns_total, total_row), (c.ns_total, total_row), "CENTER"),
        ("ALIGN", (c.ew_total, total_row), (c.ew_total, total_row), "CENTER"),
        ("BOX", (c.ns_total, total_row), (c.ns_total, total_row), 1.5, GRID),
        ("BOX", (c.ew_total, total_row), (c.ew_total, total_row), 1.5, GRID),
    ]
    # The line's total in its thick box shrinks to fit it as the values above do (the FIBur sheet's narrower
    # columns: "1220" ran into "Total of line NS").
    for column in (c.ns_total, c.ew_total):
        value = totals_line[column]
        width = stringWidth(value, fonts.BOLD, m.value_size) if value else 0.0
        room = shared.widths[column] - 8
        if width > room:
            size = m.value_size * room / width
            style.append(("FONT", (column, total_row), (column, total_row), fonts.BOLD, size))
    table = Table(rows, colWidths=shared.widths, rowHeights=heights)
    table.setStyle(style)
    return table


def _result_block(people: _SheetPeople | None, shared: _SharedParts) -> Table:
    """The lines' totals, the difference and the VP; two to a page, the signatures beside them."""
    m, words = shared.metrics, shared.words
    entered = people.entered if people else None
    ns, ew = shared.ns_word, shared.ew_word
    labels = [
        words.translate("ScoreSheetsPdf", "Total {line}").format(line=ns),
        words.translate("ScoreSheetsPdf", "Total {line}").format(line=ew),
        words.translate("ScoreSheetsPdf", "Difference ({ns} − {ew})").format(ns=ns, ew=ew),
        words.translate("ScoreSheetsPdf", "VP {line}").format(line=ns),
        words.translate("ScoreSheetsPdf", "VP {line}").format(line=ew),
    ]
    values = [""] * 5
    if entered is not None:
        if entered.entered:
            ns_mp, ew_mp = entered.mp(shared.rules)
            values[:3] = [number(ns_mp), number(ew_mp), signed(ns_mp - ew_mp)]
            vp = shared.tournament.settings.vp_scale.lookup(ns_mp - ew_mp)
        if entered.vp_override is not None:
            vp = entered.vp_override
        if entered.has_result:
            values[3:] = [_vp_text(value, words) for value in vp]
    widths = [30 * mm, 30 * mm, CONTENT_WIDTH - 120 * mm, 30 * mm, 30 * mm]
    if m.compact:
        labels += _signature_texts(people, shared)
        values += ["", ""]
        difference = stringWidth(labels[2], fonts.CONDENSED_BOLD, m.head_size + 1) + 4 + 1 * mm
        widths = [19 * mm, 19 * mm, difference, 14.5 * mm, 14.5 * mm]
        signature = (CONTENT_WIDTH - sum(widths)) / 2
        widths += [signature, signature]
    table = Table([labels, values], colWidths=widths, rowHeights=[m.result_head, m.result_row])
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, 0), fonts.CONDENSED_BOLD, m.head_size + 1),
        ("FONT", (0, 1), (-1, 1), fonts.BOLD, m.value_size + 2),
        ("TEXTCOLOR", (0, 1), (-1, 1), INK),
        ("BACKGROUND", (0, 0), (-1, 0), HEADING_SHADE),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("GRID", (0, 0), (-1, -1), 0.5, GRID),
        ("BOX", (0, 0), (-1, -1), 1.0, GRID),
        ("LINEAFTER", (1, 0), (1, -1), 1.0, GRID),
        ("LINEAFTER", (2, 0), (2, -1), 1.0, GRID),
        ("TOPPADDING", (0, 0), (-1, 0), 1),
        ("BOTTOMPADDING", (0, 0), (-1, 0), 1.5),
    ]
    if m.compact:
        style += [
            ("LINEAFTER", (4, 0), (4, -1), 1.0, GRID),
            ("LEFTPADDING", (0, 0), (-1, 0), 2),
            ("RIGHTPADDING", (0, 0), (-1, 0), 2),
            ("FONT", (5, 0), (-1, 0), fonts.CONDENSED, m.head_size + 1),
            ("TEXTCOLOR", (5, 0), (-1, 0), HINT),
            ("BACKGROUND", (5, 0), (-1, 0), SHADE),
        ]
    table.setStyle(style)
    return table


def _vp_text(value: Decimal, words: Texts) -> str:
    return words.number(format_vp(value))


def _notes_box(entered: TableResult | None, shared: _SharedParts) -> Table:
    """Room for what the grid has no column for (a penalty's reason, a note); filled, what was noted."""
    m, words = shared.metrics, shared.words
    notes: list[str] = []
    if entered is not None:
        if entered.deals and is_quick_sheet(entered.deals, shared.rules):
            notes.append(words.translate("ScoreSheetsPdf", "Entered as deal totals only."))
        if entered.totals is not None:
            notes.append(words.translate("ScoreSheetsPdf", "Entered as the table's totals only."))
        if entered.vp_override is not None:
            notes.append(words.translate("ScoreSheetsPdf", "Artificial result set by the director."))
        for index, deal in enumerate(entered.deals, start=1):
            for line, side in ((shared.ns_word, deal.ns), (shared.ew_word, deal.ew)):
                if side.penalty:
                    notes.append(
                        words.translate(
                            "ScoreSheetsPdf", "Deal {deal}, line {line}: penalty {points} ({reason})"
                        ).format(
                            deal=index, line=line, points=side.penalty, reason=side.penalty_reason or "–"
                        )
                    )
    label = words.translate("ScoreSheetsPdf", "Notes, reasons for penalties")
    heading = f"<font color='#595959'>{text(label)}</font>"
    body = "<br/>".join(text(note) for note in notes)
    size = 7 if m is _ONE_PER_PAGE else 6
    paragraph = Paragraph(
        f"{heading}<br/><font color='#1a1a73'>{body}</font>" if notes else heading,
        make_style("notes", size, leading=size * 1.2),
    )
    # The box grows with what was noted, wrapped lines counted, up to twice its height (three times two to
    # a page); beyond that the notes shrink to fit it. Long penalty reasons ran over the signatures below.
    padding = 1.5 + 3  # the cell's top and bottom padding
    room = CONTENT_WIDTH - 12
    needed = paragraph.wrap(room, 10_000)[1] + padding
    most = m.notes_most
    height = min(max(m.notes_row, needed), most)
    content: Flowable = paragraph
    if needed > most:
        content = KeepInFrame(room, most - padding, [paragraph], mode="shrink")
    table = Table([[content]], colWidths=[CONTENT_WIDTH], rowHeights=[height])
    table.setStyle(
        [
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("BOX", (0, 0), (-1, -1), 0.5, GRID),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ]
    )
    return table


def _signature_texts(people: _SheetPeople | None, shared: _SharedParts) -> list[str]:
    words = shared.words
    texts = []
    for line, pair in (
        (shared.ns_word, people.ns if people else None),
        (shared.ew_word, people.ew if people else None),
    ):
        texts.append(
            words.translate("ScoreSheetsPdf", "Signature {line} (pair {number})").format(
                line=line, number=pair.number
            )
            if pair
            else words.translate("ScoreSheetsPdf", "Signature {line}").format(line=line)
        )
    return texts


def _signatures(people: _SheetPeople | None, shared: _SharedParts) -> Table:
    m = shared.metrics
    texts = _signature_texts(people, shared)
    gap = 12 * mm
    width = (CONTENT_WIDTH - gap) / 2
    table = Table(
        [["", "", ""], [texts[0], "", texts[1]]],
        colWidths=[width, gap, width],
        rowHeights=[m.signature_row, 4 * mm],
    )
    table.setStyle(
        [
            ("LINEBELOW", (0, 0), (0, 0), 0.6, GRID),
            ("LINEBELOW", (2, 0), (2, 0), 0.6, GRID),
            ("FONT", (0, 1), (-1, 1), fonts.REGULAR, 7.5),
            ("TEXTCOLOR", (0, 1), (-1, 1), HINT),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 1), (-1, 1), 1),
        ]
    )
    return table


# ---------------------------------------------------------------------------------------- rules


def _foot_parts(settings: TournamentSettings, shared: _SharedParts) -> list[Flowable]:
    """The rule profile in force and what is played at time-out (the table reads its rule off the sheet),
    then the VP scale; a continuous scale's table is on the back of the sheet (see _back_parts)."""
    words, m = shared.words, shared.metrics
    size = m.scale_size
    profile = settings.profile
    rules = words.translate("ScoreSheetsPdf", "<b>Rules: {profile}</b> · At time-out: {timeout}").format(
        profile=text(profile_title(words, profile)),
        timeout=text(timeout_rule_text(words, profile.timeout_text)),
    )
    scale = settings.vp_scale
    name = text(scale_title(words, scale))  # a bundled scale in the print language
    tables: list[Flowable] = []
    if isinstance(scale, ContinuousScale):
        title = words.translate(
            "ScoreSheetsPdf", "<b>VP scale: {name}</b> (continuous): the table is on the back of the sheet"
        ).format(name=name)
    else:
        title = words.translate(
            "ScoreSheetsPdf", "<b>VP scale: {name}</b> (difference → winner's VP – loser's VP)"
        ).format(name=name)
        entries = [(diff, words.number(vp)) for diff, vp in scale.printable_rows()]
        tables = [Spacer(0, 0.8 * mm), *_scale_tables(entries, size, words, tight=m.compact)]
    if m.compact:  # two to a page: the rules and the scale's title run on as one paragraph
        style = make_style("score-sheet-foot", size, condensed=True)
        return [Paragraph(f"{rules} &nbsp;&nbsp; {title}", style), *tables]
    return [
        Paragraph(rules, make_style("score-sheet-rules", size + 0.5)),
        Spacer(0, 0.8 * mm),
        Paragraph(title, make_style("scale-title", size + 0.5)),
        *tables,
    ]


# ---------------------------------------------------------------------------------------- VP scale


def _back_parts(scale: ContinuousScale, words: Texts) -> list[Flowable]:
    """A continuous scale's lookup table, on the back of each sheet at the size of one sheet to a page: too
    big for the sheet's foot at a readable size, printed there it came out at 4.5 pt (issue 30, item 22)."""
    size = _ONE_PER_PAGE.scale_size
    title = words.translate(
        "ScoreSheetsPdf",
        "<b>VP scale: {name}</b> (continuous): winner's VP; the loser gets {total} − those",
    ).format(name=text(scale_title(words, scale)), total=_vp_text(scale.total, words))
    return [
        Paragraph(title, make_style("scale-title", size + 0.5)),
        Spacer(0, 0.8 * mm),
        _continuous_table(scale, size, words),
    ]


def _continuous_table(scale: ContinuousScale, size: float, words: Texts) -> Table:
    """The continuous scale as a lookup table: a row per hundred MP, a column per 5, the winner's VP."""
    steps = list(range(0, 100, 5))
    hundreds = list(range(0, scale.blitz, 100))
    head = [words.translate("ScoreSheetsPdf", "Difference"), *(f"+{step}" for step in steps)]
    rows: list[list[str]] = [head]
    for hundred in hundreds:
        rows.append([str(hundred)] + [_vp_text(scale.lookup(hundred + step)[0], words) for step in steps])
    # The size at which the widest value ("10,05") keeps 1 pt of paper either side of it in its column.
    label = stringWidth(head[0], fonts.CONDENSED_BOLD, size) + 3 * mm
    column = (CONTENT_WIDTH - label) / len(steps)
    widest = max(stringWidth(value, fonts.CONDENSED, size) for row in rows for value in row[1:])
    size = min(size, size * (column - 4) / widest)
    table = Table(rows, colWidths=[label] + [column] * len(steps), hAlign="LEFT")
    table.setStyle(
        [
            ("FONT", (0, 0), (-1, -1), fonts.CONDENSED, size),
            ("FONT", (0, 0), (-1, 0), fonts.CONDENSED_BOLD, size),
            ("FONT", (0, 0), (0, -1), fonts.CONDENSED_BOLD, size),
            ("ALIGN", (1, 0), (-1, -1), "CENTER"),
            ("GRID", (0, 0), (-1, -1), 0.3, LIGHT),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("BACKGROUND", (0, 0), (0, -1), SHADE),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ("LEFTPADDING", (0, 0), (-1, -1), 1),
            ("RIGHTPADDING", (0, 0), (-1, -1), 1),
        ]
    )
    return table


def _scale_tables(
    entries: list[tuple[str, str]], size: float, words: Texts, *, tight: bool = False
) -> list[Flowable]:
    """The scale as rows of (MP difference over VP) columns, as many to a row as fit the width."""
    difference = words.translate("ScoreSheetsPdf", "Difference")
    label_width = max(stringWidth(difference, fonts.CONDENSED_BOLD, size), 8 * mm) + 4 * mm
    widest = max(stringWidth(part, fonts.CONDENSED, size) for entry in entries for part in entry)
    column = max(13 * mm, widest + 2.5 * mm)
    per_row = max(1, int((CONTENT_WIDTH - label_width) // column))
    # Balance the rows so that a scale of 12 entries wraps as 6 + 6, not 11 + 1.
    chunks = -(-len(entries) // per_row)
    per_row = -(-len(entries) // chunks)
    column = (CONTENT_WIDTH - label_width) / per_row
    flowables: list[Flowable] = []
    for start in range(0, len(entries), per_row):
        chunk = entries[start : start + per_row]
        cells = [[difference, *[diff for diff, _ in chunk]], ["VP", *[vp for _, vp in chunk]]]
        table = Table(cells, colWidths=[label_width] + [column] * len(chunk), hAlign="LEFT")
        table.setStyle(
            [
                ("FONT", (0, 0), (-1, -1), fonts.CONDENSED, size),
                ("FONT", (0, 0), (0, -1), fonts.CONDENSED_BOLD, size),
                ("FONT", (1, 1), (-1, 1), fonts.CONDENSED_BOLD, size),
                ("ALIGN", (1, 0), (-1, -1), "CENTER"),
                ("GRID", (0, 0), (-1, -1), 0.4, LIGHT),
                ("BACKGROUND", (0, 0), (0, -1), SHADE),
                ("TOPPADDING", (0, 0), (-1, -1), 0.5 if tight else 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1 if tight else 1.5),
            ]
        )
        if start:
            flowables.append(Spacer(0, 1 * mm))
        flowables.append(table)
    return flowables
