"""Circuit standings (season standings over several evenings) by pair or by player, in the printout's
language: the rule, the evenings, then one row per pair or player with the points of each evening (in
brackets when the best-evenings rule left it out)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from burraco_tourney.domain.circuits import CircuitStandings
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.circuit_export import (
    circuit_rows,
    evenings_legend,
    rule_text,
    standings_title,
    ties_legend,
)
from burraco_tourney.io.output import Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    BODY,
    CELL,
    CELL_SMALL,
    CONTENT_WIDTH,
    HEAD,
    SHADE,
    SMALL,
    TITLE,
    Heading,
    build_pdf,
    grid_style,
    text,
)
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

__all__ = ["write_circuit_standings"]

# Past this many evenings the per-evening columns would be too narrow to read: they go into one cell.
_EVENING_COLUMNS_MOST = 12
_PADDING = 14  # a cell's left and right padding (6 each) and a little air


def write_circuit_standings(
    standings: CircuitStandings,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    club: str = "",
    printed_at: datetime | None = None,
) -> None:
    fonts.register_fonts()  # first: the styles need the family, and a missing font is said first
    words = texts_for(language)
    title = standings_title(standings, words)
    when = words.date_time(printed_at or datetime.now())
    story: list[Flowable] = [
        Paragraph(text(f"{standings.name} – {title}"), TITLE),
        Paragraph(text(rule_text(standings.rule, words, final=standings.has_final)), BODY),
        Paragraph(text(words.translate("ResultsPdf", "Printed {when}").format(when=when)), SMALL),
        Spacer(0, 2 * mm),
    ]
    story.extend(Paragraph(text(line), SMALL) for line in evenings_legend(standings, words))
    story.append(Spacer(0, 3 * mm))
    if standings.rows:
        story.append(_table(standings, words))
    else:
        story.append(Paragraph(text(words.translate("CircuitPdf", "No evening has results yet.")), BODY))
    story.append(Spacer(0, 3 * mm))
    story.append(Paragraph(text(ties_legend(words, standings.rule)), SMALL))
    count = len(standings.evenings)
    if count == 1:
        subtitle = words.translate("CircuitPdf", "1 evening")
    else:
        subtitle = words.translate("CircuitPdf", "{count} evenings").format(count=count)
    heading = Heading(standings.name, "", title, subtitle, club=club, language=language)
    build_pdf(out, heading, story)


def _table(standings: CircuitStandings, words: Texts) -> Table:
    header, rows = circuit_rows(standings, words)
    fixed = 7  # rank, names, member numbers, points, counted, played, best
    evenings = len(header) - fixed
    separate = evenings <= _EVENING_COLUMNS_MOST
    if not separate:  # one cell: "1: 25 · 2: (12) · …"
        marks = header[fixed:]
        header = [*header[:fixed], words.translate("CircuitPdf", "Evenings")]
        rows = [
            [
                *row[:fixed],
                " · ".join(f"{mark}: {value}" for mark, value in zip(marks, row[fixed:], strict=True)),
            ]
            for row in rows
        ]
    cells: list[list[Any]] = [[Paragraph(text(h), HEAD) for h in header]]
    for row in rows:
        cells.append(
            [
                str(row[0]),
                Paragraph(text(row[1]), CELL),
                Paragraph(text(row[2]), CELL_SMALL),
                words.number(_plain(row[3])),
                str(row[4]),
                str(row[5]),
                words.number(_plain(row[6])),
                *(
                    (str(value) for value in row[fixed:])
                    if separate
                    else [Paragraph(text(str(row[fixed])), CELL_SMALL)]
                ),
            ]
        )
    widths = [10 * mm, 0.0, 18 * mm, 14 * mm, 12 * mm, 12 * mm, 14 * mm]
    for column in (0, 3, 4, 5, 6):
        widths[column] = max(widths[column], _longest_word(header[column]) + _PADDING)
    if separate:
        each = max(9 * mm, *(_longest_word(h) + _PADDING for h in header[fixed:]))
        widths += [each] * evenings
    else:
        widths.append(60 * mm)
    widths[1] = max(30 * mm, CONTENT_WIDTH - sum(widths))
    table = Table(cells, colWidths=widths, repeatRows=1)
    table.setStyle(
        grid_style(
            [
                ("ALIGN", (0, 1), (0, -1), "CENTER"),
                ("ALIGN", (3, 1), (-1, -1), "RIGHT"),
                ("FONT", (3, 1), (3, -1), fonts.BOLD, 9),
                ("FONT", (fixed, 1), (-1, -1), fonts.CONDENSED, 8),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
            ]
        )
    )
    return table


def _longest_word(heading: str) -> float:
    """The width of a heading's longest word: a column narrower than that breaks it ("Ran / k")."""
    widths: list[float] = [stringWidth(word, fonts.CONDENSED_BOLD, 8) for word in heading.split() or [""]]
    return max(widths)


def _plain(value: Decimal) -> str:
    return format_vp(value)
