"""Seat lists for a round (by table, by surname and by pair number) and the table cards set on each table.

The lists go on the wall: names are printed at 14 pt or more, so that a player finds them from two metres."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
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

from burraco_tourney.domain.groups import RoundPart
from burraco_tourney.domain.names import name_sort_key, surname_first
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.tournament import Pair, Tournament
from burraco_tourney.io.names import line_code, line_name
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
    SINGLE,
    SUBTITLE,
    TITLE,
    build_pdf,
    find_round,
    grid_style,
    heading_for,
    make_style,
    pair_lookup,
    pair_or_error,
    text,
)
from burraco_tourney.io.pdf.poster import AddressCode, check_url
from burraco_tourney.io.pdf.table_links import TableLinks, TableLinksCode
from burraco_tourney.io.prize_texts import part_heading
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

WALL_SIZE = 14.0  # the smallest size of a name on a wall list: read from two metres
NBSP = "\u00a0"  # between "Pair" and its number, so that a line never ends between them
# A group's heading over its part of a list ("Girone A, tavoli 1–15"): as large as the list's title.
_GROUP_HEADING = make_style("seat-group", 16, bold=True, spaceAfter=3 * mm)

Seated = list[tuple[int, Pair, Pair]]


def _seat_entries(tournament: Tournament, round_number: int) -> tuple[Seated, list[Pair]]:
    rnd = find_round(tournament, round_number)
    pairs = pair_lookup(tournament)
    tables = []
    for table in sorted(rnd.tables, key=lambda t: t.table):
        ns = pair_or_error(pairs, table.ns, round_number, table.table)
        ew = pair_or_error(pairs, table.ew, round_number, table.table)
        tables.append((table.table, ns, ew))
    byes = [pair_or_error(pairs, n, round_number) for n in sorted(rnd.byes)]
    return tables, byes


def _pair_label(words: Texts, number: int) -> str:
    return words.translate("SeatsPdf", "Pair {number}").format(number=number).replace(" ", NBSP)


def _line_names(words: Texts) -> tuple[str, str]:
    """The two lines as a table's card and the wall list by table name them."""
    return line_name(words, Line.NS), line_name(words, Line.EW)


def _line_codes(words: Texts) -> tuple[str, str]:
    return line_code(words, Line.NS), line_code(words, Line.EW)


def _name_style(name: str, size: float, leading: float) -> ParagraphStyle:
    return make_style(name, size, leading=leading)


def _breakable(name: str, style: ParagraphStyle, width: float) -> str:
    """`name` as Paragraph markup that breaks between words, and a double name too wide for the line at
    its hyphen ("Dell'Acqua-" / "Bevilacqua"): reportlab would rather cut the word anywhere. The space
    put after such a hyphen always falls at a line's end, where it is not seen."""
    words = [
        word.replace("-", "- ") if stringWidth(word, style.fontName, style.fontSize) > width else word
        for word in name.split()
    ]
    return text(" ".join(words))


def _names(pair: Pair, style: ParagraphStyle, width: float, separator: str = "<br/>") -> str:
    return separator.join(_breakable(player.name, style, width) for player in pair.players)


def _fit_words(style: ParagraphStyle, names: list[str], width: float, smallest: float) -> ParagraphStyle:
    """`style`, shrunk (down to `smallest`) so that the longest word of `names` fits `width`: a name then
    breaks between its words (or at a hyphen), never inside one."""
    parts = (part for name in names for word in name.split() for part in word.replace("-", "- ").split())
    widest = max((stringWidth(part, style.fontName, style.fontSize) for part in parts), default=0)
    if widest <= width:
        return style
    size = max(smallest, style.fontSize * width / widest)
    return ParagraphStyle(
        f"{style.name}-fit", parent=style, fontSize=size, leading=size * style.leading / style.fontSize
    )


# ------------------------------------------------------------------------------------------- seats


def write_seats(
    tournament: Tournament,
    round_number: int,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    group: str | None = None,
) -> None:
    """Where everyone sits in the round, three lists for the wall: by table; every player by surname
    ("D'Alessandro Carla"), the way players look for themselves; and every pair by its number.

    A round played in groups (gironi) has its list by table group by group, each group on a page of its
    own under "Girone A, tavoli 1–15" (for its room), and the list by pair number says each pair's group.
    With `group`, that group's three lists alone, each under its heading."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    tables, byes = _seat_entries(tournament, round_number)
    parts = tournament.round_parts(round_number)
    subtitle = words.translate("SeatsPdf", "Round {number}").format(number=round_number)
    story: list[Flowable]
    if group is not None:
        part = chosen_part(parts, group, round_number)
        heading = part_heading(part.group, part.tables, language)
        tables, byes = _of_part(part, tables, byes)
        story = _by_table(words, round_number, tables, byes, heading)
        story += _by_surname(words, round_number, tables, byes, heading=heading)
        story += _by_pair(words, round_number, tables, byes, heading=heading)
        subtitle = f"{subtitle} · {heading}"
    elif parts:
        story = []
        for index, part in enumerate(parts):  # a page a group: each goes to its room
            if index:
                story.append(PageBreak())
            story += _by_table(
                words,
                round_number,
                *_of_part(part, tables, byes),
                part_heading(part.group, part.tables, language),
            )
        groups = {pair.number: pair.group or "" for pair in tournament.pairs}
        story += _by_surname(words, round_number, tables, byes)
        story += _by_pair(words, round_number, tables, byes, groups=groups)
    else:
        story = _by_table(words, round_number, tables, byes)
        story += _by_surname(words, round_number, tables, byes)
        story += _by_pair(words, round_number, tables, byes)
    heading_ = heading_for(tournament, words.translate("SeatsPdf", "Seats"), subtitle, language=language)
    build_pdf(out, heading_, story, first_template=SINGLE)


def chosen_part(parts: Sequence[RoundPart], group: str, round_number: int) -> RoundPart:
    """The part of group `group` (as the director writes it: "b" is group B), refused when the round is not
    played in groups or has no such group."""
    if not parts:
        raise ExportError.of("export.round_not_in_groups", round=round_number, group=group)
    named = [part for part in parts if part.group is not None]
    for part in named:
        if part.group == group:
            return part
    for part in named:
        if part.group is not None and part.group.casefold() == group.strip().casefold():
            return part
    raise ExportError.of(
        "export.no_such_group",
        round=round_number,
        group=group,
        groups=", ".join(part.group for part in named if part.group is not None),
    )


def _of_part(part: RoundPart, tables: Seated, byes: list[Pair]) -> tuple[Seated, list[Pair]]:
    return (
        [table for table in tables if table[0] in part.tables],
        [pair for pair in byes if pair.number in part.byes],
    )


def _by_table(
    words: Texts, round_number: int, tables: Seated, byes: list[Pair], heading: str | None = None
) -> list[Flowable]:
    story: list[Flowable] = [
        Paragraph(
            words.translate("SeatsPdf", "Seats for round {number}, by table").format(number=round_number),
            TITLE,
        )
    ]
    if heading is not None:
        story.append(Paragraph(text(heading), _GROUP_HEADING))
    if not tables:
        story.append(Paragraph(words.translate("SeatsPdf", "This round has no tables."), BODY))
    else:
        side = (CONTENT_WIDTH - 22 * mm) / 2
        pair_style = _fit_words(
            _name_style("seat-pair", WALL_SIZE, WALL_SIZE * 1.2),
            [player.name for _, ns, ew in tables for player in ns.players + ew.players],
            side - 12,
            WALL_SIZE,
        )
        north_south, east_west = _line_names(words)
        rows: list[list[Any]] = [[words.translate("SeatsPdf", "Table"), north_south, east_west]]

        def seated(pair: Pair) -> Paragraph:
            label = text(_pair_label(words, pair.number))
            return Paragraph(f"<b>{label}</b><br/>{_names(pair, pair_style, side - 12)}", pair_style)

        rows += [[str(number), seated(ns), seated(ew)] for number, ns, ew in tables]
        by_table = LongTable(rows, colWidths=[22 * mm, side, side], repeatRows=1)
        by_table.setStyle(
            grid_style(
                [
                    ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                    ("FONT", (0, 0), (-1, 0), fonts.CONDENSED_BOLD, 11),
                    ("ALIGN", (0, 1), (0, -1), "CENTER"),
                    ("FONT", (0, 1), (0, -1), fonts.BOLD, 24),
                    ("LEADING", (0, 1), (0, -1), 28),
                    ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
                ]
            )
        )
        story.append(by_table)
    if byes:
        story.append(Paragraph(words.translate("SeatsPdf", "Bye (no table this round)"), SUBTITLE))
        bye_style = _name_style("seat-bye", WALL_SIZE, WALL_SIZE * 1.3)
        for pair in byes:
            label = text(_pair_label(words, pair.number))
            names = _names(pair, bye_style, CONTENT_WIDTH, " · ")
            story.append(Paragraph(f"<b>{label}</b>: {names}", bye_style))
    return story


_LIST_PADDING = 4  # points, left and right in each cell of the wall lists


def _list_style(number_columns: tuple[int, ...], bold_column: int) -> list[tuple[Any, ...]]:
    style = grid_style(
        [
            ("FONT", (0, 0), (-1, 0), fonts.CONDENSED_BOLD, 10),
            ("FONT", (0, 1), (-1, -1), fonts.REGULAR, WALL_SIZE),
            ("FONT", (bold_column, 1), (bold_column, -1), fonts.BOLD, WALL_SIZE),
            ("LEFTPADDING", (0, 0), (-1, -1), _LIST_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), _LIST_PADDING),
            ("TOPPADDING", (0, 1), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 1), (-1, -1), 3.5),
            ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
        ]
    )
    return style + [("ALIGN", (column, 0), (column, -1), "CENTER") for column in number_columns]


_BYE_FONT = fonts.CONDENSED
_BYE_SIZE = 12.0


def _widths(header: list[str], rows: list[list[str]], table_column: int) -> list[float]:
    """The widths of the columns (the names' column is left out, it takes the rest): their widest text at
    14 pt, or their heading. A bye's word spans the table and line columns (see `_bye_style`)."""
    widths = []
    for column in range(len(header)):
        seated = [row for row in rows if row[-1]] if column in (table_column, table_column + 1) else rows
        cells = [stringWidth(row[column], fonts.BOLD, WALL_SIZE) for row in seated]
        head = stringWidth(header[column], fonts.CONDENSED_BOLD, 10)
        widths.append(max([head, *cells]) + 2 * _LIST_PADDING + 1)
    byes = [stringWidth(row[table_column], _BYE_FONT, _BYE_SIZE) for row in rows if not row[-1]]
    missing = max(byes, default=0) + 2 * _LIST_PADDING + 1 - widths[table_column] - widths[table_column + 1]
    if missing > 0:
        widths[table_column + 1] += missing
    return widths


def _bye_style(rows: list[list[str]], table_column: int) -> list[tuple[Any, ...]]:
    """A pair with a bye: its word ("riposo") across the table and line columns."""
    style: list[tuple[Any, ...]] = []
    for index, row in enumerate(rows, start=1):
        if not row[-1]:
            style.append(("SPAN", (table_column, index), (table_column + 1, index)))
            style.append(("FONT", (table_column, index), (table_column, index), _BYE_FONT, _BYE_SIZE))
    return style


def _seat_of(words: Texts, tables: Seated, byes: list[Pair]) -> dict[int, tuple[str, str]]:
    """Each pair's (table, line) in the round; a pair with a bye has its word and no line."""
    ns_code, ew_code = _line_codes(words)
    seats = {}
    for number, ns, ew in tables:
        seats[ns.number] = (str(number), ns_code)
        seats[ew.number] = (str(number), ew_code)
    for pair in byes:
        seats[pair.number] = (words.translate("SeatsPdf", "bye"), "")
    return seats


def _by_surname(
    words: Texts, round_number: int, tables: Seated, byes: list[Pair], *, heading: str | None = None
) -> list[Flowable]:
    """Every player, surname first, in two columns: a row a player. No column of the groups even in a
    round played in groups: it would take the width a surname needs at 14 pt ("D'Alessandro"), and the
    table's number leads to the room, whose list and cards name its tables."""
    seats = _seat_of(words, tables, byes)
    pairs = [pair for _, ns, ew in tables for pair in (ns, ew)] + byes
    people = [(player.name, pair.number) for pair in pairs for player in pair.players]
    people.sort(key=lambda person: (name_sort_key(person[0]), person[0], person[1]))
    shown = _told_apart(pairs)
    header = [
        words.translate("SeatsPdf", "Player"),
        words.translate("SeatsPdf", "Pair"),
        words.translate("SeatsPdf", "Table"),
        words.translate("SeatsPdf", "Line"),
    ]
    cells = [[shown.get((name, pair), surname_first(name)), str(pair), *seats[pair]] for name, pair in people]
    numbers = _widths(header, cells, table_column=2)[1:]

    def table(width: float) -> LongTable:
        name_width = width - sum(numbers)
        name_style = _fit_words(
            _name_style("seat-name", WALL_SIZE, WALL_SIZE * 1.15),
            [cell[0] for cell in cells],
            name_width - 2 * _LIST_PADDING,
            WALL_SIZE,
        )
        rows: list[list[Any]] = [header]
        rows += [
            [
                Paragraph(_breakable(cell[0], name_style, name_width - 2 * _LIST_PADDING), name_style),
                *cell[1:],
            ]
            for cell in cells
        ]
        by_name = LongTable(rows, colWidths=[name_width, *numbers], repeatRows=1)  # fast over many pages
        by_name.setStyle(_list_style((1, 2, 3), bold_column=2) + _bye_style(cells, table_column=2))
        return by_name

    titles = [
        Paragraph(
            words.translate("SeatsPdf", "Seats for round {number}, by surname").format(number=round_number),
            TITLE,
        )
    ]
    if heading is not None:
        titles.append(Paragraph(text(heading), _GROUP_HEADING))
    # A list that fits one page takes its whole width: in half a page its title and the long names
    # ("Müller-Lüdenscheid Valentina") would break over two or three lines for nothing. Longer lists
    # flow over two columns, to need half the pages.
    if len(cells) * WALL_SIZE < CONTENT_HEIGHT:  # else it cannot fit one page: not worth laying out
        whole = table(CONTENT_WIDTH)
        height = sum(title.wrap(CONTENT_WIDTH, CONTENT_HEIGHT)[1] for title in titles)
        height += whole.wrap(CONTENT_WIDTH, CONTENT_HEIGHT)[1]
        if (
            height + sum(title.style.spaceBefore + title.style.spaceAfter for title in titles)
            <= CONTENT_HEIGHT
        ):
            return [NextPageTemplate(SINGLE), PageBreak(), *titles, whole]
    return [NextPageTemplate(COLUMNS), PageBreak(), *titles, table(COLUMN_WIDTH)]


def _with_groups(
    words: Texts, header: list[str], cells: list[list[str]], groups: Mapping[int, str] | None
) -> int:
    """With `groups`, the column of each pair's group (its number in the first column) put before the
    table's; the table's column, where it now is."""
    table_column = len(header) - 2
    if groups is None:
        return table_column
    header.insert(table_column, words.translate("SeatsPdf", "Group"))
    for cell in cells:
        cell.insert(table_column, groups.get(int(cell[0]), ""))
    return table_column + 1


def _told_apart(pairs: list[Pair]) -> dict[tuple[str, int], str]:
    """The players whose name another player of the list has too ("Rossi Maria" twice at a national event),
    shown with their association so that each finds the right seat: (name, pair) -> "Rossi Maria (ASD
    Burraco Roma)". A name met once is left as it is: the association would only crowd the wall list."""
    count: dict[str, int] = {}
    for pair in pairs:
        for player in pair.players:
            count[name_sort_key(player.name)] = count.get(name_sort_key(player.name), 0) + 1
    return {
        (player.name, pair.number): f"{surname_first(player.name)} ({player.club})"
        for pair in pairs
        for player in pair.players
        if player.club and count[name_sort_key(player.name)] > 1
    }


def _by_pair(
    words: Texts,
    round_number: int,
    tables: Seated,
    byes: list[Pair],
    *,
    heading: str | None = None,
    groups: Mapping[int, str] | None = None,
) -> list[Flowable]:
    """Every pair by its number, the whole width of the page: a row a pair, both names on it; with
    `groups`, its group before its table."""
    seats = _seat_of(words, tables, byes)
    pairs = sorted([pair for _, ns, ew in tables for pair in (ns, ew)] + byes, key=lambda p: p.number)
    header = [
        words.translate("SeatsPdf", "Pair"),
        words.translate("SeatsPdf", "Players"),
        words.translate("SeatsPdf", "Table"),
        words.translate("SeatsPdf", "Line"),
    ]
    cells = [[str(pair.number), "", *seats[pair.number]] for pair in pairs]
    table_column = _with_groups(words, header, cells, groups)
    pair_width, _, *number_widths = _widths(header, cells, table_column=table_column)
    names_width = CONTENT_WIDTH - pair_width
    for width in number_widths:
        names_width -= width
    names_style = _fit_words(
        _name_style("seat-pair-names", WALL_SIZE, WALL_SIZE * 1.15),
        [player.name for pair in pairs for player in pair.players],
        names_width - 2 * _LIST_PADDING,
        WALL_SIZE,
    )
    rows: list[list[Any]] = [header]
    rows += [
        [
            cell[0],
            Paragraph(_names(pair, names_style, names_width - 2 * _LIST_PADDING, "  ·  "), names_style),
            *cell[2:],
        ]
        for pair, cell in zip(pairs, cells, strict=True)
    ]
    # The pair number first: it is what a player looks for on this list.
    by_pair = LongTable(rows, colWidths=[pair_width, names_width, *number_widths], repeatRows=1)
    by_pair.setStyle(
        [
            *_list_style((0, *range(2, len(header))), bold_column=table_column),
            ("FONT", (0, 1), (0, -1), fonts.BOLD, WALL_SIZE),
            *_bye_style(cells, table_column=table_column),
        ]
    )
    title = words.translate("SeatsPdf", "Seats for round {number}, by pair number").format(
        number=round_number
    )
    story: list[Flowable] = [NextPageTemplate(SINGLE), PageBreak(), Paragraph(title, TITLE)]
    if heading is not None:
        story.append(Paragraph(text(heading), _GROUP_HEADING))
    return [*story, by_pair]


# ------------------------------------------------------------------------------------- table cards

_CARD_LABEL = make_style("card-label", 30, bold=True, alignment=TA_CENTER, leading=36)
_CARD_NUMBER = make_style("card-number", 250, bold=True, alignment=TA_CENTER, leading=250)
_CARD_ROUND = make_style("card-round", 18, alignment=TA_CENTER, leading=22)
_CARD_GROUP = make_style("card-group", 22, bold=True, alignment=TA_CENTER, leading=26)
_CARD_LINE = make_style("card-line", 15, bold=True, leading=19)
_CARD_NAMES = _name_style("card-names", 17, 22)
_CARD_PADDING = 6  # points, left and right in each cell of the pairs' table


def write_table_cards(
    tournament: Tournament,
    round_number: int,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    url: str | None = None,
    links: Mapping[int, TableLinks] | None = None,
) -> None:
    """A card per table, one to a page: the table number large, the round (in a round played in groups,
    the table's group: "Girone A, tavoli 1–15"), and the two pairs; with `url`
    (the event published on the venue's network) its QR code at the foot of each card; with `links` (by
    table: services.table_entry's), the codes of the table's own links and its PIN."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    tables, _ = _seat_entries(tournament, round_number)
    if not tables:
        raise ExportError.of("export.no_tables_for_cards", round=round_number)
    address = check_url(url) if url else None
    # In a round played in groups each card says its group, so that a pair finds the right room.
    groups = {
        table: part_heading(part.group, part.tables, language)
        for part in tournament.round_parts(round_number)
        for table in part.tables
    }
    story: list[Flowable] = []
    for index, (number, ns, ew) in enumerate(tables):
        if index:
            story.append(PageBreak())
        story += _card(words, number, round_number, ns, ew, groups.get(number))
        if links and number in links:
            story += [Spacer(0, 6 * mm), TableLinksCode(links[number], words)]
        if address:
            story += [
                Spacer(0, 8 * mm),
                AddressCode(
                    address, words.translate("SeatsPdf", "Seats, standings and the clock on your phone:")
                ),
            ]
    heading = heading_for(
        tournament,
        words.translate("SeatsPdf", "Table cards"),
        words.translate("SeatsPdf", "Round {number}").format(number=round_number),
        language=language,
    )
    build_pdf(out, heading, story)


def _card(
    words: Texts, number: int, round_number: int, ns: Pair, ew: Pair, group: str | None = None
) -> list[Flowable]:
    # Four digits at 250 pt would not fit the width: shrink only the number, never the names.
    size = min(250.0, 250.0 * 3 / max(3, len(str(number))))
    number_style = _CARD_NUMBER.clone("card-number-fit", fontSize=size, leading=size)
    lines = list(zip(_line_names(words), (ns, ew), strict=True))
    labels = [_pair_label(words, pair.number) for _, pair in lines]
    # The columns of the line and the pair are as wide as their words ("Pair 125" never breaks), the
    # names have the rest and break between words.
    line_width = (
        max(stringWidth(line, fonts.BOLD, _CARD_LINE.fontSize) for line, _ in lines) + 2 * _CARD_PADDING + 2
    )
    label_width = (
        max(stringWidth(label, fonts.BOLD, _CARD_LINE.fontSize) for label in labels) + 2 * _CARD_PADDING + 2
    )
    names_width = CONTENT_WIDTH - line_width - label_width
    names_style = _fit_words(
        _CARD_NAMES,
        [player.name for _, pair in lines for player in pair.players],
        names_width - 2 * _CARD_PADDING,
        9,
    )
    pairs = Table(
        [
            [
                Paragraph(text(line), _CARD_LINE),
                Paragraph(text(label), _CARD_LINE),
                Paragraph(_names(pair, names_style, names_width - 2 * _CARD_PADDING), names_style),
            ]
            for (line, pair), label in zip(lines, labels, strict=True)
        ],
        colWidths=[line_width, label_width, names_width],
    )
    pairs.setStyle(
        [
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LINEABOVE", (0, 0), (-1, 0), 1.0, GRID),
            ("LINEBELOW", (0, -1), (-1, -1), 1.0, GRID),
            ("LINEBELOW", (0, 0), (-1, 0), 0.5, GRID),
            ("TOPPADDING", (0, 0), (-1, -1), 4 * mm),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4 * mm),
            ("LEFTPADDING", (0, 0), (-1, -1), _CARD_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), _CARD_PADDING),
        ]
    )
    return [
        Spacer(0, 10 * mm),
        Paragraph(text(words.translate("SeatsPdf", "TABLE")), _CARD_LABEL),
        Spacer(0, 8 * mm),
        Paragraph(str(number), number_style),
        Spacer(0, 12 * mm),
        Paragraph(
            text(words.translate("SeatsPdf", "Round {number}").format(number=round_number)), _CARD_ROUND
        ),
        *([Spacer(0, 3 * mm), Paragraph(text(group), _CARD_GROUP)] if group else []),
        Spacer(0, 10 * mm),
        CondPageBreak(CONTENT_HEIGHT / 4),
        pairs,
    ]
