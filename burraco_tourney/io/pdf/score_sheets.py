"""Score sheets for a round (one per table) and blank score sheets, with the VP scale printed on each."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    Flowable,
    FrameBreak,
    KeepTogether,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
)

from burraco_tourney.domain.scoring import ScoringRules
from burraco_tourney.domain.tournament import Pair, Tournament
from burraco_tourney.domain.vp import ContinuousScale, VPScale, format_vp
from burraco_tourney.io.output import ExportError, Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    CONTENT_WIDTH,
    GRID,
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
    pair_lookup,
    pair_or_error,
    text,
)

TICK_BOX = "☐"
NAME_SEPARATOR = "   ·   "
# Letters to circle for how the deal ended (DOMAIN.md §2); explained in the legend under the grid.
END_LETTERS = "C  T  S  N"


@dataclass(frozen=True, slots=True)
class _Metrics:
    """Sizes for one sheet per page, or for two (each in half a page)."""

    title_size: float
    name_size: float
    pair_row: float
    deal_row: float
    result_row: float
    signature_row: float
    notes_row: float
    space: float


_ONE_PER_PAGE = _Metrics(
    title_size=16, name_size=11, pair_row=9 * mm, deal_row=13 * mm, result_row=12 * mm, signature_row=16 * mm,
    notes_row=22 * mm, space=6 * mm,
)  # fmt: skip
_TWO_PER_PAGE = _Metrics(
    title_size=12, name_size=9, pair_row=6 * mm, deal_row=7 * mm, result_row=7 * mm, signature_row=8 * mm,
    notes_row=8 * mm, space=2 * mm,
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _SheetPeople:
    """Who sits at the table; None for a blank sheet (the players fill it in)."""

    round_number: int
    table: int
    ns: Pair
    ew: Pair


# ---------------------------------------------------------------------------------------- public API


def write_score_sheets(tournament: Tournament, round_number: int, out: Output, *, per_page: int = 1) -> None:
    """One score sheet per table of the round, `per_page` (1 or 2) sheets to an A4 page."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    rnd = find_round(tournament, round_number)
    if not rnd.tables:
        raise ExportError(f"round {round_number} has no tables to print score sheets for")
    pairs = pair_lookup(tournament)
    people = [
        _SheetPeople(
            round_number,
            table.table,
            pair_or_error(pairs, table.ns, f"round {round_number} table {table.table}"),
            pair_or_error(pairs, table.ew, f"round {round_number} table {table.table}"),
        )
        for table in sorted(rnd.tables, key=lambda t: t.table)
    ]
    count = len(people)
    heading = heading_for(
        tournament, "Score sheets", f"Round {round_number} · {count} table{'s' * (count != 1)}"
    )
    _write(tournament, people, heading, out, per_page)


def write_blank_score_sheets(tournament: Tournament, out: Output, count: int, *, per_page: int = 1) -> None:
    """`count` score sheets with the tournament's fields and VP scale but no round, table or names."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    if count < 1:
        raise ExportError(f"the number of blank score sheets must be at least 1, not {count}")
    heading = heading_for(tournament, "Score sheets", "blank")
    _write(tournament, [None] * count, heading, out, per_page)


# ------------------------------------------------------------------------------------------- layout


def _write(
    tournament: Tournament,
    sheets: Sequence[_SheetPeople | None],
    heading: Heading,
    out: Output,
    per_page: int,
) -> None:
    if per_page not in (1, 2):
        raise ExportError(f"score sheets go 1 or 2 to a page, not {per_page}")
    metrics = _ONE_PER_PAGE if per_page == 1 else _TWO_PER_PAGE
    # Everything that is the same on every sheet is built once (see _Stamp).
    shared = _SharedParts(tournament, metrics)
    story: list[Flowable] = []
    for index, people in enumerate(sheets):
        if index:
            story.append(PageBreak() if per_page == 1 else FrameBreak())
        story.append(KeepTogether(_sheet(people, shared)))
    build_pdf(out, heading, story, first_template=HALVES if per_page == 2 else SINGLE)


class _SharedParts:
    """What every sheet of one document shares: sizes, column widths, and the two stamped blocks."""

    def __init__(self, tournament: Tournament, metrics: _Metrics) -> None:
        settings = tournament.settings
        self.metrics = metrics
        self.rules = settings.scoring
        self.deals = settings.deals_per_round
        self.scale = settings.vp_scale
        self.fields = _fields(self.rules)
        self.widths, self.head_size = _grid_widths(self.fields)
        small = metrics is _TWO_PER_PAGE
        self.name_style = make_style("names", metrics.name_size)
        legend = Paragraph(_legend(self.rules), make_style("legend", 6.5 if small else 7.5, condensed=True))
        self.grid_stamp = _Stamp(
            "score-sheet-grid",
            [
                _deal_grid_body(self),
                Spacer(0, 1.2 * mm),
                legend,
                Spacer(0, metrics.space),
                _result_block(self),
                Spacer(0, metrics.space * 0.7),
                _notes_box(self),
            ],
        )
        self.scale_stamp = _Stamp("score-sheet-scale", _scale_parts(self.scale, small))


def _fields(rules: ScoringRules) -> list[tuple[str, float, float]]:
    """Each line's columns: label, the least room a handwritten value needs, and a share of what is left."""
    written = 14 * mm  # four digits and a sign, as people write them
    fields = [("Clean", 0.0, 1.0), ("Dirty", 0.0, 1.0)]
    if rules.semi_clean is not None:
        fields.append(("Semi-\nclean", 0.0, 1.0))
    fields += [
        ("Closed", 0.0, 0.3),
        ("Card\npoints", written, 2.0),
        ("Pozzetto\ntaken", 0.0, 0.3),
        ("Penalty", 0.0, 1.0),
        ("Deal\ntotal", written, 2.0),
    ]
    return fields


DEAL_COLUMN = 9 * mm
ENDED_COLUMN = 12 * mm
_PAD = 1.2 * mm
_HEAD_PAD = 0.8 * mm  # the labels get a little less padding than the boxes: sixteen columns share 186 mm


def _grid_widths(fields: list[tuple[str, float, float]]) -> tuple[list[float], float]:
    """Column widths of the deal grid, and the header font size at which every label fits its column."""
    available = (CONTENT_WIDTH - DEAL_COLUMN - ENDED_COLUMN) / 2
    size = 7.5
    while True:
        minimum = [
            max(
                written,
                *(
                    stringWidth(part, fonts.CONDENSED_BOLD, size) + 2 * _HEAD_PAD
                    for part in label.split("\n")
                ),
            )
            for label, written, _ in fields
        ]
        if sum(minimum) <= available or size <= 5.5:
            break
        size -= 0.25
    spare = max(0.0, available - sum(minimum))
    total_weight = sum(weight for _, _, weight in fields)
    line = [
        width + spare * weight / total_weight for width, (_, _, weight) in zip(minimum, fields, strict=True)
    ]
    return [DEAL_COLUMN, ENDED_COLUMN, *line, *line], size


def _legend(rules: ScoringRules) -> str:
    formula = [f"{rules.clean} × clean", f"{rules.dirty} × dirty"]
    if rules.semi_clean is not None:
        formula.append(f"{rules.semi_clean} × semi-clean")
    formula += [f"{rules.closing} if closed", "card points"]
    missing = f"− {-rules.pozzetto_missing}" if rules.pozzetto_missing <= 0 else f"+ {rules.pozzetto_missing}"
    return (
        "<b>Ended</b>: circle C closed, T time-out, S stock exhausted, N not played (0 for both lines). "
        f"<b>Closed</b>, <b>Pozzetto taken</b>: tick {TICK_BOX} if yes. "
        f"<b>Deal total</b> = {' + '.join(formula)} {missing} if the pozzetto was not taken − penalty."
    )


def _sheet(people: _SheetPeople | None, shared: _SharedParts) -> list[Flowable]:
    m = shared.metrics
    return [
        _title(people, shared),
        Spacer(0, m.space * 0.6),
        _pairs_block(people, shared),
        Spacer(0, m.space),
        _deal_grid_head(people, shared),
        shared.grid_stamp,
        Spacer(0, m.space * 0.4),
        _signatures(people, shared),
        Spacer(0, m.space),
        shared.scale_stamp,
    ]


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
    m = shared.metrics
    round_text = str(people.round_number) if people else ""
    table_text = str(people.table) if people else ""
    box = m.title_size * 2.4
    cells = [["Round", round_text, "", "Table", table_text]]
    rest = CONTENT_WIDTH - 2 * box - 2 * 22 * mm
    table = Table(cells, colWidths=[22 * mm, box, rest, 22 * mm, box], rowHeights=[m.title_size * 1.9])
    table.setStyle(
        [
            ("FONT", (0, 0), (-1, -1), fonts.BOLD, m.title_size),
            ("ALIGN", (0, 0), (0, 0), "LEFT"),
            ("ALIGN", (3, 0), (3, 0), "RIGHT"),
            ("ALIGN", (1, 0), (1, 0), "CENTER"),
            ("ALIGN", (4, 0), (4, 0), "CENTER"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("BOX", (1, 0), (1, 0), 1.2, GRID),
            ("BOX", (4, 0), (4, 0), 1.2, GRID),
            ("LEFTPADDING", (0, 0), (0, 0), 0),
        ]
    )
    return table


def _pairs_block(people: _SheetPeople | None, shared: _SharedParts) -> Table:
    m = shared.metrics
    widths = [34 * mm, 11 * mm, 14 * mm, CONTENT_WIDTH - 59 * mm]
    rows: list[list[Any]] = []
    heights: list[float | None] = []
    for line, long_name, pair in (
        ("NS", "North–South", people.ns if people else None),
        ("EW", "East–West", people.ew if people else None),
    ):
        names = [player.name for player in pair.players] if pair else []
        # Long names shrink a little to stay on one line; longer still, they go one to a line.
        room = widths[3] - 12  # the cell's padding
        natural = stringWidth(NAME_SEPARATOR.join(names), fonts.REGULAR, m.name_size)
        size = (
            max(m.name_size * 0.8, min(m.name_size, m.name_size * room / natural)) if natural else m.name_size
        )
        fits = stringWidth(NAME_SEPARATOR.join(names), fonts.REGULAR, size) <= room
        style = shared.name_style.clone("names-fit", fontSize=size, leading=size * 1.2)
        markup = (NAME_SEPARATOR if fits else "<br/>").join(text(name) for name in names)
        rows.append(
            [
                Paragraph(f"<b>{line}</b> {long_name}", shared.name_style),
                "Pair",
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
            # On a blank sheet the names are written on a line.
            *([("LINEBELOW", (3, 0), (3, -1), 0.5, LIGHT)] if people is None else []),
        ]
    )
    return table


class _Columns:
    """Where each part of the deal grid sits: deal, ended, then the NS columns and the EW columns."""

    def __init__(self, shared: _SharedParts) -> None:
        self.labels = [label for label, _, _ in shared.fields]
        self.per_line = len(self.labels)
        self.first_ns = 2
        self.first_ew = 2 + self.per_line
        self.last = self.first_ew + self.per_line - 1
        self.ns_total = self.first_ew - 1
        self.ew_total = self.last

    def frame_lines(self) -> list[tuple[Any, ...]]:
        """The heavier lines that split deal | NS | EW, the same above and below the head's seam."""
        return [
            ("BOX", (0, 0), (-1, -1), 1.0, GRID),
            ("LINEAFTER", (self.first_ns - 1, 0), (self.first_ns - 1, -1), 1.0, GRID),
            ("LINEAFTER", (self.first_ew - 1, 0), (self.first_ew - 1, -1), 1.5, GRID),
        ]


def _deal_grid_head(people: _SheetPeople | None, shared: _SharedParts) -> Table:
    """The grid's first row, the only one that changes from sheet to sheet: which pair is NS and EW."""
    c = _Columns(shared)

    def line_title(line: str, pair: Pair | None) -> str:
        return f"{line} · pair {pair.number}" if pair else line

    row = [""] * (c.last + 1)
    row[c.first_ns] = line_title("NS", people.ns if people else None)
    row[c.first_ew] = line_title("EW", people.ew if people else None)
    table = Table([row], colWidths=shared.widths, rowHeights=[shared.metrics.deal_row * 0.55])
    table.setStyle(
        [
            ("GRID", (0, 0), (-1, -1), 0.5, GRID),
            *c.frame_lines(),
            ("SPAN", (0, 0), (1, 0)),
            ("SPAN", (c.first_ns, 0), (c.ns_total, 0)),
            ("SPAN", (c.first_ew, 0), (c.last, 0)),
            ("BACKGROUND", (0, 0), (-1, -1), HEADING_SHADE),
            ("FONT", (0, 0), (-1, -1), fonts.BOLD, 9),
            ("ALIGN", (0, 0), (-1, -1), "CENTER"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ]
    )
    return table


def _deal_grid_body(shared: _SharedParts) -> Table:
    """The labels, one row of empty boxes per deal, and the MP row: the same on every sheet."""
    m = shared.metrics
    c = _Columns(shared)
    header = ["Deal", "Ended", *c.labels, *c.labels]
    tick_columns = [i for i, label in enumerate(c.labels) if label in ("Closed", "Pozzetto\ntaken")]
    rows: list[list[str]] = [header]
    for deal in range(1, shared.deals + 1):
        row = [str(deal), END_LETTERS] + [""] * (2 * c.per_line)
        for column in tick_columns:
            row[c.first_ns + column] = TICK_BOX
            row[c.first_ew + column] = TICK_BOX
        rows.append(row)
    totals = [""] * (c.last + 1)
    totals[0] = "NS MP (sum of the deal totals)"
    totals[c.first_ew] = "EW MP (sum of the deal totals)"
    rows.append(totals)
    total_row = len(rows) - 1
    style: list[tuple[Any, ...]] = [
        ("GRID", (0, 0), (-1, -1), 0.5, GRID),
        *c.frame_lines(),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("LEFTPADDING", (0, 0), (-1, -1), _PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), _PAD),
        ("BACKGROUND", (0, 0), (-1, 0), HEADING_SHADE),
        ("FONT", (0, 0), (1, 0), fonts.BOLD, 8.5),
        ("FONT", (2, 0), (-1, 0), fonts.CONDENSED_BOLD, shared.head_size),
        ("LEFTPADDING", (2, 0), (-1, 0), _HEAD_PAD),
        ("RIGHTPADDING", (2, 0), (-1, 0), _HEAD_PAD),
        ("TOPPADDING", (0, 0), (-1, 0), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, 0), 1.5),
        ("FONT", (0, 1), (0, -1), fonts.BOLD, 11),
        ("FONT", (1, 1), (1, -1), fonts.CONDENSED, 7 if m is _ONE_PER_PAGE else 6.5),
        ("TEXTCOLOR", (1, 1), (1, -1), colors.Color(0.45, 0.45, 0.45)),
        ("FONT", (2, 1), (-1, -1), fonts.REGULAR, 12 if m is _ONE_PER_PAGE else 9),
        ("TEXTCOLOR", (2, 1), (-1, total_row - 1), LIGHT),
        # Deal totals are what the players add up: give them a light shade to stand out.
        ("BACKGROUND", (c.ns_total, 1), (c.ns_total, total_row - 1), SHADE),
        ("BACKGROUND", (c.ew_total, 1), (c.ew_total, total_row - 1), SHADE),
        # The MP row: a label across the line's other columns, a thick box for the total itself.
        ("SPAN", (0, total_row), (c.ns_total - 1, total_row)),
        ("SPAN", (c.first_ew, total_row), (c.ew_total - 1, total_row)),
        ("BACKGROUND", (0, total_row), (c.ns_total - 1, total_row), HEADING_SHADE),
        ("BACKGROUND", (c.first_ew, total_row), (c.ew_total - 1, total_row), HEADING_SHADE),
        ("FONT", (0, total_row), (-1, total_row), fonts.BOLD, 9),
        ("ALIGN", (0, total_row), (-1, total_row), "RIGHT"),
        ("BOX", (c.ns_total, total_row), (c.ns_total, total_row), 1.5, GRID),
        ("BOX", (c.ew_total, total_row), (c.ew_total, total_row), 1.5, GRID),
    ]
    heights = [max(m.deal_row * 0.75, shared.head_size * 2.6)] + [m.deal_row] * (shared.deals + 1)
    table = Table(rows, colWidths=shared.widths, rowHeights=heights)
    table.setStyle(style)
    return table


def _result_block(shared: _SharedParts) -> Table:
    m = shared.metrics
    labels = ["NS MP", "EW MP", "Difference (NS MP − EW MP)", "NS VP", "EW VP"]
    widths = [30 * mm, 30 * mm, CONTENT_WIDTH - 120 * mm, 30 * mm, 30 * mm]
    table = Table([labels, [""] * 5], colWidths=widths, rowHeights=[5 * mm, m.result_row])
    table.setStyle(
        [
            ("FONT", (0, 0), (-1, 0), fonts.CONDENSED_BOLD, 8),
            ("BACKGROUND", (0, 0), (-1, 0), HEADING_SHADE),
            ("ALIGN", (0, 0), (-1, -1), "CENTER"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("GRID", (0, 0), (-1, -1), 0.5, GRID),
            ("BOX", (0, 0), (-1, -1), 1.0, GRID),
            ("LINEAFTER", (1, 0), (1, -1), 1.0, GRID),
            ("LINEAFTER", (2, 0), (2, -1), 1.0, GRID),
        ]
    )
    return table


def _notes_box(shared: _SharedParts) -> Table:
    """Room for what the grid has no column for: the reason of a penalty, a director's note."""
    m = shared.metrics
    table = Table([["Penalty reasons, notes"]], colWidths=[CONTENT_WIDTH], rowHeights=[m.notes_row])
    table.setStyle(
        [
            ("FONT", (0, 0), (-1, -1), fonts.REGULAR, 7),
            ("TEXTCOLOR", (0, 0), (-1, -1), colors.Color(0.35, 0.35, 0.35)),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("BOX", (0, 0), (-1, -1), 0.5, GRID),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ]
    )
    return table


def _signatures(people: _SheetPeople | None, shared: _SharedParts) -> Table:
    m = shared.metrics
    ns = f"Signature NS (pair {people.ns.number})" if people else "Signature NS"
    ew = f"Signature EW (pair {people.ew.number})" if people else "Signature EW"
    gap = 12 * mm
    width = (CONTENT_WIDTH - gap) / 2
    table = Table(
        [["", "", ""], [ns, "", ew]], colWidths=[width, gap, width], rowHeights=[m.signature_row, 4 * mm]
    )
    table.setStyle(
        [
            ("LINEBELOW", (0, 0), (0, 0), 0.6, GRID),
            ("LINEBELOW", (2, 0), (2, 0), 0.6, GRID),
            ("FONT", (0, 1), (-1, 1), fonts.REGULAR, 7.5),
            ("TEXTCOLOR", (0, 1), (-1, 1), colors.Color(0.35, 0.35, 0.35)),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 1), (-1, 1), 1),
        ]
    )
    return table


# ---------------------------------------------------------------------------------------- VP scale


def _scale_parts(scale: VPScale, small: bool) -> list[Flowable]:
    size = 6.5 if small else 8.5
    title_style = make_style("scale-title", size + 0.5)
    name = text(scale.name)
    if isinstance(scale, ContinuousScale):
        formula = scale.printable_rows()[1][1]
        kind = "" if "continuous" in scale.name.casefold() else ", continuous"
        title = (
            f"<b>VP scale: {name}</b>{kind}. For a margin M = |MP difference| under {scale.blitz} "
            f"the winner gets {text(formula)}; from {scale.blitz} on {format_vp(scale.total)}–0. Some values:"
        )
        margins = sorted({0, *(scale.blitz * k // 10 // 5 * 5 for k in range(1, 10)), scale.blitz})
        entries = [(str(margin), "–".join(format_vp(v) for v in scale.lookup(margin))) for margin in margins]
    else:
        title = f"<b>VP scale: {name}</b> (MP difference → winner VP – loser VP)"
        entries = scale.printable_rows()
    return [Paragraph(title, title_style), Spacer(0, 1 * mm), *_scale_tables(entries, size)]


def _scale_tables(entries: list[tuple[str, str]], size: float) -> list[Flowable]:
    """The scale as rows of (MP difference over VP) columns, as many to a row as fit the width."""
    label_width = stringWidth("MP difference", fonts.CONDENSED_BOLD, size) + 4 * mm
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
        cells = [["MP difference", *[diff for diff, _ in chunk]], ["VP", *[vp for _, vp in chunk]]]
        table = Table(cells, colWidths=[label_width] + [column] * len(chunk), hAlign="LEFT")
        table.setStyle(
            [
                ("FONT", (0, 0), (-1, -1), fonts.CONDENSED, size),
                ("FONT", (0, 0), (0, -1), fonts.CONDENSED_BOLD, size),
                ("FONT", (1, 1), (-1, 1), fonts.CONDENSED_BOLD, size),
                ("ALIGN", (1, 0), (-1, -1), "CENTER"),
                ("GRID", (0, 0), (-1, -1), 0.4, LIGHT),
                ("BACKGROUND", (0, 0), (0, -1), SHADE),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ]
        )
        if start:
            flowables.append(Spacer(0, 1 * mm))
        flowables.append(table)
    return flowables
