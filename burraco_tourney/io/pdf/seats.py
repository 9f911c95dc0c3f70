"""Seat lists for a round (by table, and by player name) and the table cards set on each table."""

from __future__ import annotations

from typing import Any

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    LongTable,
    NextPageTemplate,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
)

from burraco_tourney.domain.names import name_sort_key, surname_first
from burraco_tourney.domain.tournament import Pair, Tournament
from burraco_tourney.io.output import ExportError, Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    BODY,
    COLUMN_WIDTH,
    COLUMNS,
    CONTENT_HEIGHT,
    CONTENT_WIDTH,
    GRID,
    SHADE,
    SUBTITLE,
    TITLE,
    build_pdf,
    find_round,
    grid_style,
    heading_for,
    make_style,
    names_markup,
    pair_lookup,
    pair_or_error,
    text,
)


def _seat_entries(
    tournament: Tournament, round_number: int
) -> tuple[list[tuple[int, Pair, Pair]], list[Pair]]:
    rnd = find_round(tournament, round_number)
    pairs = pair_lookup(tournament)
    tables = []
    for table in sorted(rnd.tables, key=lambda t: t.table):
        where = f"round {round_number} table {table.table}"
        tables.append(
            (table.table, pair_or_error(pairs, table.ns, where), pair_or_error(pairs, table.ew, where))
        )
    byes = [pair_or_error(pairs, n, f"round {round_number} bye") for n in sorted(rnd.byes)]
    return tables, byes


# ------------------------------------------------------------------------------------------- seats


def write_seats(tournament: Tournament, round_number: int, out: Output) -> None:
    """Where everyone sits in the round: a list by table, then every player by surname ("D'Alessandro Carla"),
    the way players look for themselves on the wall."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    tables, byes = _seat_entries(tournament, round_number)
    story: list[Flowable] = [Paragraph(f"Seats for round {round_number}, by table", TITLE)]
    pair_style = make_style("seat-pair", 9.5, leading=12)
    if tables:
        rows: list[list[Any]] = [["Table", "North–South", "East–West"]]
        for number, ns, ew in tables:
            rows.append(
                [
                    str(number),
                    Paragraph(f"<b>Pair {ns.number}</b><br/>{names_markup(ns)}", pair_style),
                    Paragraph(f"<b>Pair {ew.number}</b><br/>{names_markup(ew)}", pair_style),
                ]
            )
        side = (CONTENT_WIDTH - 18 * mm) / 2
        by_table = LongTable(rows, colWidths=[18 * mm, side, side], repeatRows=1)
        by_table.setStyle(
            grid_style(
                [
                    ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                    ("ALIGN", (0, 1), (0, -1), "CENTER"),
                    ("FONT", (0, 1), (0, -1), fonts.BOLD, 16),
                    ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
                ]
            )
        )
        story.append(by_table)
    else:
        story.append(Paragraph("This round has no tables.", BODY))
    if byes:
        story.append(Paragraph("Bye (no table this round)", SUBTITLE))
        for pair in byes:
            story.append(Paragraph(f"<b>Pair {pair.number}</b>: {names_markup(pair, ' · ')}", BODY))

    # The alphabetical list is long (two lines per pair) and narrow: two columns to a page.
    story += [NextPageTemplate(COLUMNS), PageBreak()]
    story.append(Paragraph(f"Seats for round {round_number}, by player", TITLE))
    people: list[tuple[str, int, str, str]] = []
    for number, ns, ew in tables:
        people += [(name, ns.number, str(number), "NS") for name in (p.name for p in ns.players)]
        people += [(name, ew.number, str(number), "EW") for name in (p.name for p in ew.players)]
    for pair in byes:
        people += [(player.name, pair.number, "–", "bye") for player in pair.players]
    people.sort(key=lambda person: (name_sort_key(person[0]), person[0], person[1]))
    rows = [["Player", "Pair", "Table", "Line"]]
    name_style = make_style("seat-name", 9, leading=10.5)
    rows += [
        [Paragraph(text(surname_first(name)), name_style), str(pair), table, line]
        for name, pair, table, line in people
    ]
    widths = [COLUMN_WIDTH - 39 * mm, 11 * mm, 14 * mm, 14 * mm]
    by_name = LongTable(rows, colWidths=widths, repeatRows=1)  # laid out faster over many pages
    by_name.setStyle(
        grid_style(
            [
                ("ALIGN", (1, 0), (-1, -1), "CENTER"),
                ("FONT", (2, 1), (2, -1), fonts.BOLD, 10),
                ("TOPPADDING", (0, 1), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 1), (-1, -1), 1.5),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
            ]
        )
    )
    story.append(by_name)
    heading = heading_for(tournament, "Seats", f"Round {round_number}")
    build_pdf(out, heading, story)


# ------------------------------------------------------------------------------------- table cards

_CARD_LABEL = make_style("card-label", 30, bold=True, alignment=TA_CENTER, leading=36)
_CARD_NUMBER = make_style("card-number", 250, bold=True, alignment=TA_CENTER, leading=250)
_CARD_ROUND = make_style("card-round", 18, alignment=TA_CENTER, leading=22)
_CARD_LINE = make_style("card-line", 15, bold=True, leading=19)
_CARD_NAMES = make_style("card-names", 17, leading=22)


def write_table_cards(tournament: Tournament, round_number: int, out: Output) -> None:
    """A card per table, one to a page: the table number large, the round, and the two pairs."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    tables, _ = _seat_entries(tournament, round_number)
    if not tables:
        raise ExportError(f"round {round_number} has no tables to print table cards for")
    story: list[Flowable] = []
    for index, (number, ns, ew) in enumerate(tables):
        if index:
            story.append(PageBreak())
        story += _card(number, round_number, ns, ew)
    heading = heading_for(tournament, "Table cards", f"Round {round_number}")
    build_pdf(out, heading, story)


def _card(number: int, round_number: int, ns: Pair, ew: Pair) -> list[Flowable]:
    # Four digits at 250 pt would not fit the width: shrink only the number, never the names.
    size = min(250.0, 250.0 * 3 / max(3, len(str(number))))
    number_style = _CARD_NUMBER.clone("card-number-fit", fontSize=size, leading=size)
    pairs = Table(
        [
            [
                Paragraph(line, _CARD_LINE),
                Paragraph(f"Pair {pair.number}", _CARD_LINE),
                Paragraph(names_markup(pair), _CARD_NAMES),
            ]
            for line, pair in (("North–South", ns), ("East–West", ew))
        ],
        colWidths=[42 * mm, 26 * mm, CONTENT_WIDTH - 68 * mm],
    )
    pairs.setStyle(
        [
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LINEABOVE", (0, 0), (-1, 0), 1.0, GRID),
            ("LINEBELOW", (0, -1), (-1, -1), 1.0, GRID),
            ("LINEBELOW", (0, 0), (-1, 0), 0.5, GRID),
            ("TOPPADDING", (0, 0), (-1, -1), 4 * mm),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4 * mm),
        ]
    )
    return [
        Spacer(0, 10 * mm),
        Paragraph("TABLE", _CARD_LABEL),
        Spacer(0, 8 * mm),
        Paragraph(str(number), number_style),
        Spacer(0, 12 * mm),
        Paragraph(f"Round {round_number}", _CARD_ROUND),
        Spacer(0, 10 * mm),
        CondPageBreak(CONTENT_HEIGHT / 4),
        pairs,
    ]
