"""Round results, standings after a round (with the tie-break chain) and each pair's history, in the
tournament's print language (io/texts: context "ResultsPdf")."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, LongTable, PageBreak, Paragraph, Spacer, Table

from burraco_tourney.domain.audit import CORRECTION_ACTIONS, AuditEntry
from burraco_tourney.domain.quick import is_totals_sheet
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.standings import (
    HistoryEntry,
    StandingRow,
    Standings,
    bye_mp,
    compute_standings,
    pair_history,
    standings_final,
    table_result,
)
from burraco_tourney.domain.tournament import Pair, PairStatus, TieBreak, Tournament
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.audit_texts import Change, action_text, score_changes, station_text
from burraco_tourney.io.names import line_code, line_name, movement_text, tie_break_short, tie_break_text
from burraco_tourney.io.output import Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    BODY,
    CELL,
    CELL_SMALL,
    CONTENT_WIDTH,
    GRID,
    HEAD,
    HEADING_SHADE,
    MINUS,
    SHADE,
    SMALL,
    SUBTITLE,
    TITLE,
    build_pdf,
    check_after_round,
    find_round,
    grid_style,
    heading_for,
    make_style,
    names_markup,
    number,
    pair_lookup,
    pair_or_error,
    signed,
    text,
)
from burraco_tourney.io.profile_texts import profile_title
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

TOTALS_MARK = "†"  # beside the MP of a sheet entered by its totals (quick mode), explained below the table
_PAIR_CELL = make_style("pair-cell", 8.5, leading=10)
_OPPONENT_CELL = make_style("opponent-cell", 8.5, condensed=True)
_ADJUSTMENT = make_style("adjustment", 8, condensed=True, alignment=TA_RIGHT, leading=9)
_EVENT = make_style("event", 10, bold=True, spaceAfter=0.5 * mm)
_PRINTED = make_style("printed", 8, spaceAfter=2.5 * mm)
_CORRECTION_CELL = make_style("correction-cell", 8.5, leading=10)
_CORRECTION_WHEN = make_style("correction-when", 8, condensed=True, leading=9.5)


def _vp(value: Decimal, words: Texts | None = None) -> str:
    shown = format_vp(value).replace("-", MINUS)
    return words.number(shown) if words is not None else shown


def _pair_cell(words: Texts, pair: Pair) -> Paragraph:
    label = words.translate("ResultsPdf", "Pair {number}").format(number=pair.number)
    return Paragraph(f"<b>{text(label)}</b><br/>{names_markup(pair)}", _PAIR_CELL)


def _capital(heading: str) -> str:
    return heading[:1].upper() + heading[1:]


def _withdrawn(words: Texts) -> str:
    return " " + words.translate("ResultsPdf", "(withdrawn)")


def _event_lines(tournament: Tournament, words: Texts, printed_at: datetime | None) -> list[Flowable]:
    """The whole tournament's name (the page header may shorten a long one), its date and venue, and when
    this paper was printed: a standings sheet on the wall says which moment it shows."""
    settings = tournament.settings
    parts = [settings.name]
    if settings.date:
        parts.append(words.date(settings.date))
    if settings.venue:
        parts.append(settings.venue)
    when = words.date_time(printed_at or datetime.now())
    return [
        Paragraph(text(" · ".join(parts)), _EVENT),
        Paragraph(text(words.translate("ResultsPdf", "Printed {when}").format(when=when)), _PRINTED),
    ]


def _artificial_pairs(tournament: Tournament, cutoff: int) -> set[int]:
    """The pairs with a result set by the director (artificial VP) in a round up to `cutoff`."""
    return {
        pair
        for rnd in tournament.rounds
        if rnd.number <= cutoff
        for table in rnd.tables
        if table.vp_override is not None
        for pair in (table.ns, table.ew)
    }


# ----------------------------------------------------------------------------------- round results


def write_round_results(
    tournament: Tournament,
    round_number: int,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    printed_at: datetime | None = None,
    corrections: Sequence[AuditEntry] = (),
) -> None:
    """Each table of the round: both pairs, their MP, the difference and the VP; then the byes; then, on a
    page of their own, the corrections of the round's saved scores among `corrections` (the audit's,
    domain.audit.score_corrections): who, when, table and deal, old and new, and why. A round without a
    correction has no such page."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    rnd = find_round(tournament, round_number)
    settings = tournament.settings
    pairs = pair_lookup(tournament)
    header = [
        words.translate("ResultsPdf", "Table"),
        line_name(words, Line.NS),
        line_name(words, Line.EW),
        words.translate("ResultsPdf", "NS MP"),
        words.translate("ResultsPdf", "EW MP"),
        words.translate("ResultsPdf", "Difference\n(NS − EW)"),
        words.translate("ResultsPdf", "NS VP"),
        words.translate("ResultsPdf", "EW VP"),
    ]
    # Headings wrap between words in their column (German "Punkte NS" is wider than its 15 mm).
    rows: list[list[Any]] = [[Paragraph(text(h).replace("\n", "<br/>"), HEAD) for h in header]]
    extra: list[tuple[Any, ...]] = []
    artificial = by_totals = False
    for table in sorted(rnd.tables, key=lambda t: t.table):
        ns = pair_or_error(pairs, table.ns, round_number, table.table)
        ew = pair_or_error(pairs, table.ew, round_number, table.table)
        result = table_result(table, settings)
        row: list[Any] = [str(table.table), _pair_cell(words, ns), _pair_cell(words, ew)]
        if not result.played:
            row += [words.translate("ResultsPdf", "no result yet"), "", "", "", ""]
            extra.append(("SPAN", (3, len(rows)), (-1, len(rows))))
            extra.append(("ALIGN", (3, len(rows)), (-1, len(rows)), "CENTER"))
        else:
            mark = "*" if result.artificial else ""
            artificial = artificial or result.artificial
            # A sheet entered by its totals (quick mode): the MP are the totals written on it.
            summed = TOTALS_MARK if is_totals_sheet(table) else ""
            by_totals = by_totals or bool(summed)
            row += [
                number(result.ns_mp) + summed,
                number(result.ew_mp) + summed,
                signed(result.diff),
                _vp(result.ns_vp, words) + mark,
                _vp(result.ew_vp, words) + mark,
            ]
        rows.append(row)
    title = words.translate("ResultsPdf", "Results of round {number}").format(number=round_number)
    story: list[Flowable] = [Paragraph(text(title), TITLE), *_event_lines(tournament, words, printed_at)]
    if len(rows) > 1:
        widths = [13 * mm, 0.0, 0.0, 15 * mm, 15 * mm, 20 * mm, 14 * mm, 14 * mm]
        # No heading word is wider than its column ("Tavolo" broke as "Tavol o").
        for column, label in enumerate(header):
            if column not in (1, 2):
                size = HEAD.fontSize
                longest = max(stringWidth(word, fonts.CONDENSED_BOLD, size) for word in label.split())
                widths[column] = max(widths[column], longest + 14)
        widths[1] = widths[2] = (CONTENT_WIDTH - sum(widths)) / 2
        results = Table(rows, colWidths=widths, repeatRows=1)
        results.setStyle(
            grid_style(
                [
                    ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                    ("ALIGN", (0, 1), (0, -1), "CENTER"),
                    ("FONT", (0, 1), (0, -1), fonts.BOLD, 11),
                    ("ALIGN", (3, 1), (-1, -1), "RIGHT"),
                    ("FONT", (6, 1), (-1, -1), fonts.BOLD, 9),
                    *extra,
                ]
            )
        )
        story.append(results)
    else:
        story.append(Paragraph(text(words.translate("ResultsPdf", "This round has no tables.")), BODY))
    if artificial:
        story.append(Spacer(0, 1.5 * mm))
        story.append(
            Paragraph(
                text(
                    words.translate(
                        "ResultsPdf",
                        "* VP set by the director (artificial result); "
                        "the MP are those of the deals entered.",
                    )
                ),
                SMALL,
            )
        )
    if by_totals:
        story.append(Spacer(0, 0 if artificial else 1.5 * mm))
        note = words.translate("ResultsPdf", "{mark} Score sheet entered by totals: the MP are its totals.")
        story.append(Paragraph(text(note.format(mark=TOTALS_MARK)), SMALL))
    if rnd.byes:
        story.append(Paragraph(text(words.translate("ResultsPdf", "Byes")), SUBTITLE))
        bye_rows: list[list[Any]] = [
            [
                words.translate("ResultsPdf", "Pair"),
                words.translate("ResultsPdf", "Players"),
                words.translate("ResultsPdf", "VP"),
                # A heading starts with a capital ("scarto" in a sentence, "Scarto" atop a column).
                _capital(words.translate("ResultsPdf", "MP difference")),
            ]
        ]
        diff = bye_mp(settings)
        for pair_number in sorted(rnd.byes):
            pair = pair_or_error(pairs, pair_number, round_number)
            bye_rows.append(
                [
                    str(pair.number),
                    Paragraph(names_markup(pair, " · "), CELL),
                    _vp(settings.bye.vp, words),
                    signed(diff),
                ]
            )
        byes = Table(bye_rows, colWidths=[13 * mm, CONTENT_WIDTH - 63 * mm, 20 * mm, 30 * mm], repeatRows=1)
        byes.setStyle(
            grid_style([("ALIGN", (2, 0), (-1, -1), "RIGHT"), ("ALIGN", (0, 0), (0, -1), "CENTER")])
        )
        story.append(byes)
    story += _corrections_page(words, round_number, corrections)
    subtitle = words.translate("ResultsPdf", "Round {number} · {movement}").format(
        number=round_number, movement=movement_text(words, rnd.movement)
    )
    heading = heading_for(
        tournament, words.translate("ResultsPdf", "Round results"), subtitle, language=language
    )
    build_pdf(out, heading, story)


def _corrections_page(words: Texts, round_number: int, corrections: Sequence[AuditEntry]) -> list[Flowable]:
    """The round's corrections, oldest first, a row for each thing changed (the words of the corrections
    log, io/audit_texts.py); nothing when there are none."""
    entries = sorted(
        (e for e in corrections if e.round == round_number and e.action in CORRECTION_ACTIONS),
        key=lambda e: e.id,
    )
    if not entries:
        return []
    header = [
        words.translate("ResultsPdf", "When"),
        words.translate("ResultsPdf", "Who"),
        words.translate("ResultsPdf", "Table"),
        words.translate("ResultsPdf", "Deal"),
        words.translate("ResultsPdf", "Change"),
        words.translate("ResultsPdf", "Old"),
        words.translate("ResultsPdf", "New"),
        words.translate("ResultsPdf", "Why"),
    ]
    rows: list[list[Any]] = [[Paragraph(text(h), HEAD) for h in header]]
    firsts: list[int] = []  # the first row of each correction, ruled above
    for entry in entries:
        firsts.append(len(rows))
        moment = entry.at.astimezone()  # this computer's clock, as the corrections log shows it
        cells: list[Any] = [
            Paragraph(text(words.date_time(moment)), _CORRECTION_WHEN),
            Paragraph(text(station_text(words, entry.who)), _CORRECTION_CELL),
            str(entry.table) if entry.table is not None else "",
        ]
        reason = Paragraph(text(entry.reason or "—"), _CORRECTION_CELL)
        # Every correction has its row, even one whose change cannot be worded (an old entry's).
        changes = score_changes(words, entry) or [Change(entry.deal, "", "", "", "")]
        for index, change in enumerate(changes):
            rows.append(
                [
                    *(cells if index == 0 else ["", "", ""]),
                    str(change.deal) if change.deal is not None else "",
                    Paragraph(text(change.what or action_text(words, entry.action)), _CORRECTION_CELL),
                    Paragraph(text(change.old), _CORRECTION_CELL),
                    Paragraph(text(change.new), _CORRECTION_CELL),
                    reason if index == 0 else "",
                ]
            )
    widths = [19 * mm, 20 * mm, 0.0, 0.0, 0.0, 27 * mm, 27 * mm, 0.0]
    # The table and deal columns as wide as their one-word headings need ("Smazzata").
    for column in (2, 3):
        widths[column] = max(11 * mm, stringWidth(header[column], fonts.CONDENSED_BOLD, HEAD.fontSize) + 14)
    room = CONTENT_WIDTH - sum(widths)
    widths[4] = widths[7] = room / 2
    grid = LongTable(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(
        grid_style(
            [
                ("VALIGN", (0, 1), (-1, -1), "TOP"),  # a register: each line read from its top
                ("ALIGN", (2, 1), (3, -1), "CENTER"),
                ("FONT", (2, 1), (2, -1), fonts.BOLD, 9),
                *(("LINEABOVE", (0, row), (-1, row), 1.0, GRID) for row in firsts),
            ]
        )
    )
    title = words.translate("ResultsPdf", "Corrections of round {number}").format(number=round_number)
    intro = words.translate(
        "ResultsPdf",
        "Scores changed after they were saved: who changed them, when, from what to what, and why.",
    )
    return [PageBreak(), Paragraph(text(title), TITLE), Paragraph(text(intro), BODY), grid]


# --------------------------------------------------------------------------------------- standings


def chain_text(chain: tuple[TieBreak, ...], words: Texts | None = None) -> str:
    """The tie-break chain as a sentence: "Ranked by total VP, then MP difference, then …"."""
    words = words or texts_for(DEFAULT_LANGUAGE)
    if not chain:
        return words.translate("ResultsPdf", "Ranked by pair number.")
    then = words.translate("ResultsPdf", ", then ")
    return words.translate("ResultsPdf", "Ranked by {chain}.").format(
        chain=then.join(tie_break_text(words, c) for c in chain)
    )


def write_standings(
    tournament: Tournament,
    after_round: int | None,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    printed_at: datetime | None = None,
    by_group: bool = True,
) -> None:
    """The standings after `after_round` (None: after the last round), with the chain used, marked
    provisional or final, with the time they were printed. When pairs are in groups (and `by_group`), group
    by group under "Girone A, 7 tavoli" headings, each ranked inside its group."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    cutoff = check_after_round(tournament, after_round)
    standings = compute_standings(tournament, cutoff)
    final = standings_final(tournament, standings.after_round)
    if final:
        title = words.translate("ResultsPdf", "Final standings after round {number}")
        state = words.translate("ResultsPdf", "final")
    else:
        title = words.translate("ResultsPdf", "Provisional standings after round {number}")
        state = words.translate("ResultsPdf", "provisional")
    artificial = _artificial_pairs(tournament, standings.after_round)
    story: list[Flowable] = [
        Paragraph(text(title.format(number=standings.after_round)), TITLE),
        *_event_lines(tournament, words, printed_at),
        Paragraph(text(chain_text(standings.tie_breaks, words)), BODY),
    ]
    if by_group and standings.groups:
        for name in standings.groups:
            rows = standings.of_group(name)
            tables = sum(1 for row in rows if row.status is PairStatus.ACTIVE) // 2
            # Two texts, not a count: the printouts' catalogue keeps one form of each text.
            if tables == 1:
                group_title = words.translate("ResultsPdf", "Group {name}, 1 table")
            else:
                group_title = words.translate("ResultsPdf", "Group {name}, {tables} tables")
            heading = Paragraph(text(group_title.format(name=name, tables=tables)), SUBTITLE)
            # A page the group runs on to names it again: "Girone A (segue)".
            continued = words.translate("ResultsPdf", "Group {name} (continued)").format(name=name)
            (table,) = _standings_table(standings, words, artificial, rows=rows, in_group=True)
            story.append(_GroupBlock(heading, table, text(continued)))
    else:
        story.extend(_standings_table(standings, words, artificial))
    notes = _standings_notes(tournament, standings, words, artificial)
    if notes:
        story.append(Spacer(0, 2 * mm))
        story.extend(Paragraph(note, SMALL) for note in notes)
    subtitle = words.translate("ResultsPdf", "after round {number} · {state}").format(
        number=standings.after_round, state=state
    )
    heading = heading_for(tournament, words.translate("ResultsPdf", "Standings"), subtitle, language=language)
    build_pdf(out, heading, story)


class _GroupBlock(Flowable):  # type: ignore[misc]  # reportlab ships no type hints
    """A group's heading and its standings table, which starts on the heading's page; every page the table
    runs on to opens with the heading again, as `continued` says it ("Girone A (segue)")."""

    def __init__(self, heading: Paragraph, table: Flowable, continued: str) -> None:
        super().__init__()
        self.heading, self.table, self.continued = heading, table, continued
        self._sizes = (0.0, 0.0, 0.0)  # the heading's height, the table's width and height

    def _gap(self) -> float:
        return float(self.heading.getSpaceAfter())

    def getSpaceBefore(self) -> float:
        return float(self.heading.getSpaceBefore())

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        _, above = self.heading.wrap(availWidth, availHeight)
        across, below = self.table.wrap(availWidth, availHeight - above - self._gap())
        self._sizes = (above, across, below)
        self.width, self.height = availWidth, above + self._gap() + below
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        _, above = self.heading.wrap(availWidth, availHeight)
        parts = self.table.split(availWidth, availHeight - above - self._gap())
        if len(parts) < 2:  # not even the table's first rows fit here: the whole block goes on
            return []
        again = Paragraph(self.continued, self.heading.style)
        return [self.heading, parts[0], *(_GroupBlock(again, part, self.continued) for part in parts[1:])]

    def draw(self) -> None:
        _, across, below = self._sizes
        # The heading first: a PDF's text is read (and copied) in the order it was drawn.
        self.heading.drawOn(self.canv, 0, below + self._gap())
        self.table.drawOn(self.canv, 0, 0, _sW=self.width - across)


def _rank_text(ranks: list[int | None], index: int) -> str:
    rank = ranks[index]
    shared = (index > 0 and ranks[index - 1] == rank) or (index + 1 < len(ranks) and ranks[index + 1] == rank)
    return f"{rank}=" if shared else str(rank)


def _standings_table(
    standings: Standings,
    words: Texts,
    artificial: set[int],
    *,
    rows: tuple[StandingRow, ...] | None = None,
    in_group: bool = False,
) -> list[Flowable]:
    """The standings' table: every row by overall rank, or `rows` of one group by their rank in it."""
    rows = standings.rows if rows is None else rows
    ranks = [row.group_rank if in_group else row.rank for row in rows]
    if not rows:
        return [Paragraph(text(words.translate("ResultsPdf", "No pairs are registered.")), BODY)]
    adjusted = any(row.adjustment_vp or row.adjustment_mp for row in rows)
    first = standings.tie_breaks[0] if standings.tie_breaks else None
    header = [
        words.translate("ResultsPdf", "Rank"),
        words.translate("ResultsPdf", "Pair"),
        words.translate("ResultsPdf", "Players"),
        words.translate("ResultsPdf", "VP"),
        words.translate("ResultsPdf", "MP diff."),
        words.translate("ResultsPdf", "MP"),
        words.translate("ResultsPdf", "Rounds"),
        words.translate("ResultsPdf", "Byes"),
    ]
    widths = [11 * mm, 11 * mm, 0.0, 14 * mm, 17 * mm, 15 * mm, 13 * mm, 13 * mm]
    # The rank and pair columns as wide as their one-word headings need, with air either side ("Coppia").
    for column in (0, 1):
        widths[column] = max(widths[column], stringWidth(header[column], fonts.CONDENSED_BOLD, 8) + 10)
    adjustments_column = len(header)
    if adjusted:
        header.append(words.translate("ResultsPdf", "Adjust-\nments"))
        widths.append(16 * mm)
    header.append(words.translate("ResultsPdf", "Tie broken by"))
    widths.append(23 * mm)
    widths[2] = CONTENT_WIDTH - sum(widths)
    # Headings wrap between words in their column (German "Entschieden durch" is wider than "Tie broken by").
    cells: list[list[Any]] = [[Paragraph(text(h).replace("\n", "<br/>"), HEAD) for h in header]]
    room = widths[2] - 12  # the cell's padding
    for index, row in enumerate(rows):
        withdrawn = _withdrawn(words) if row.status is PairStatus.WITHDRAWN else ""
        names = " · ".join(row.players) + withdrawn
        # A plain string is much cheaper to lay out than a Paragraph; names too long for one line go one
        # to a line (wrapping inside a name would split it where nobody looks for it).
        fits = stringWidth(names, fonts.REGULAR, 9) <= room
        line: list[Any] = [
            _rank_text(ranks, index),
            str(row.pair),
            names
            if fits
            else Paragraph("<br/>".join(text(name) for name in row.players) + text(withdrawn), CELL),
            _vp(row.vp, words) + ("*" if row.pair in artificial else ""),
            signed(row.mp_diff),
            number(row.mp),
            str(row.rounds),
            str(row.byes) if row.byes else "",
        ]
        if adjusted:
            line.append(_adjustment_cell(row, words, widths[adjustments_column] - 12))
        broken_by = row.group_separated_by if in_group else row.separated_by
        line.append(tie_break_short(words, broken_by) if broken_by is not None and broken_by != first else "")
        cells.append(line)
    last = len(header) - 1
    # LongTable: the same table, laid out faster when it runs over many pages (800 pairs: 19 pages).
    table = LongTable(cells, colWidths=widths, repeatRows=1)
    table.setStyle(
        grid_style(
            [
                ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                ("LEFTPADDING", (0, 0), (-1, 0), 1),
                ("RIGHTPADDING", (0, 0), (-1, 0), 1),
                ("ALIGN", (0, 1), (1, -1), "CENTER"),
                ("ALIGN", (3, 1), (last - 1, -1), "RIGHT"),
                ("FONT", (3, 1), (3, -1), fonts.BOLD, 9),
                ("FONT", (last, 1), (last, -1), fonts.CONDENSED, 8),
                ("FONT", (adjustments_column, 1), (adjustments_column, -1), fonts.CONDENSED, 8)
                if adjusted
                else ("FONT", (0, 1), (0, -1), fonts.REGULAR, 9),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
            ]
        )
    )
    return [table]


def _amounts(vp: Decimal, mp: int, words: Texts) -> list[str]:
    parts = []
    if vp:
        parts.append(f"{'+' if vp > 0 else ''}{_vp(vp, words)} {words.translate('ResultsPdf', 'VP')}")
    if mp:
        parts.append(f"{signed(mp)} {words.translate('ResultsPdf', 'MP')}")
    return parts


def _adjustment_cell(row: StandingRow, words: Texts, room: float) -> Any:
    """The adjustments on one line, or one amount to a line when VP and MP together are wider than `room`
    ("−1,5 VP, −120 Punkte" ran out of its column)."""
    amounts = _amounts(row.adjustment_vp, row.adjustment_mp, words)
    joined = ", ".join(amounts)
    if stringWidth(joined, fonts.CONDENSED, 8) <= room:
        return joined
    return Paragraph("<br/>".join(text(amount) for amount in amounts), _ADJUSTMENT)


def _standings_notes(
    tournament: Tournament, standings: Standings, words: Texts, artificial: set[int]
) -> list[str]:
    notes = []
    adjustments = [a for a in tournament.adjustments if a.after_round <= standings.after_round]
    for adjustment in sorted(adjustments, key=lambda a: (a.pair, a.after_round)):
        change = ", ".join(_amounts(adjustment.vp, adjustment.mp, words)) or words.translate(
            "ResultsPdf", "no change"
        )
        note = words.translate("ResultsPdf", "Pair {number}, after round {round}, {change}").format(
            number=adjustment.pair, round=adjustment.after_round, change=change
        )
        reason = f": {adjustment.reason}" if adjustment.reason else ""
        notes.append(text(f"{note}{reason}."))
    if notes:
        notes.insert(
            0,
            "<b>"
            + text(words.translate("ResultsPdf", "Adjustments"))
            + "</b> "
            + text(words.translate("ResultsPdf", "(included in VP and MP difference above):")),
        )
    # The legend: what the marks in the table mean.
    legend = [
        words.translate("ResultsPdf", "“=” after a rank: pairs tied on every criterion share it."),
        words.translate(
            "ResultsPdf", "“Tie broken by”: the criterion that placed the pair below the one above it."
        ),
    ]
    if artificial:
        legend.append(
            words.translate(
                "ResultsPdf", "* The VP include a result set by the director (artificial result)."
            )
        )
    notes.extend(text(line) for line in legend)
    settings = tournament.settings
    notes.append(
        text(words.translate("ResultsPdf", "Played by the rules: {profile}.")).format(
            profile=text(profile_title(words, settings.profile))
        )
    )
    if any(row.byes for row in standings.rows):
        notes.append(
            text(
                words.translate(
                    "ResultsPdf", "A bye counts {vp} VP and {mp} MP difference (nothing to the MP scored)."
                ).format(vp=_vp(settings.bye.vp, words), mp=signed(bye_mp(settings)))
            )
        )
    if TieBreak.LOTS in standings.tie_breaks and any(
        row.separated_by is TieBreak.LOTS for row in standings.rows
    ):
        drawn = ", ".join(f"{pair}" for pair, _ in sorted(tournament.lots.items(), key=lambda item: item[1]))
        notes.append(
            text(
                words.translate("ResultsPdf", "Order drawn by lots (pairs, first to last): {pairs}.")
            ).format(pairs=drawn)
        )
    checks = standings.checks
    n = checks.tables  # the tables with a computed result
    checked = words.translate("ResultsPdf", "Checks: {vp} VP at %n table(s) (expected {expected});", None, n)
    state = (
        words.translate("ResultsPdf", "correct")
        if checks.ok
        else words.translate("ResultsPdf", "WRONG — please check the score sheets")
    )
    notes.append(
        text(
            checked.format(vp=_vp(checks.vp_total, words), expected=_vp(checks.vp_expected, words))
            + " "
            + words.translate("ResultsPdf", "MP differences sum to {mp} (expected 0): {state}.").format(
                mp=signed(checks.mp_diff_total), state=state
            )
        )
    )
    return notes


# ----------------------------------------------------------------------------------- pair histories


def write_pair_histories(
    tournament: Tournament,
    after_round: int | None,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    printed_at: datetime | None = None,
) -> None:
    """For each pair, round by round: table, line, opponent, MP, difference, VP; with its totals."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    cutoff = check_after_round(tournament, after_round)
    standings = compute_standings(tournament, cutoff)
    by_pair = {row.pair: row for row in standings.rows}
    pairs = pair_lookup(tournament)
    title = words.translate("ResultsPdf", "Pair histories after round {number}").format(number=cutoff)
    story: list[Flowable] = [Paragraph(text(title), TITLE), *_event_lines(tournament, words, printed_at)]
    for pair in sorted(tournament.pairs, key=lambda p: p.number):
        entries = pair_history(tournament, pair.number, cutoff)
        story.append(
            KeepTogether(
                _history_block(tournament, pair, entries, by_pair[pair.number], pairs, cutoff, words)
            )
        )
        story.append(Spacer(0, 5 * mm))
    if not tournament.pairs:
        story.append(Paragraph(text(words.translate("ResultsPdf", "No pairs are registered.")), BODY))
    subtitle = words.translate("ResultsPdf", "after round {number}").format(number=cutoff)
    heading = heading_for(
        tournament, words.translate("ResultsPdf", "Pair histories"), subtitle, language=language
    )
    build_pdf(out, heading, story)


def _history_block(
    tournament: Tournament,
    pair: Pair,
    entries: list[HistoryEntry],
    standing: StandingRow,
    pairs: dict[int, Pair],
    cutoff: int,
    words: Texts,
) -> list[Flowable]:
    label = words.translate("ResultsPdf", "Pair {number}").format(number=pair.number)
    title = f"{text(label)} · {names_markup(pair, ' · ')}"
    if pair.status is PairStatus.WITHDRAWN:
        title += text(_withdrawn(words))
    summary = words.translate(
        "ResultsPdf", "After round {round}: rank {rank} of {pairs} · {vp} VP · MP difference {diff} · MP {mp}"
    ).format(
        round=cutoff,
        rank=standing.rank,
        pairs=len(pairs),
        vp=_vp(standing.vp, words),
        diff=signed(standing.mp_diff),
        mp=number(standing.mp),
    )
    parts: list[Flowable] = [
        Paragraph(title, make_style("history-title", 11, bold=True, spaceAfter=1 * mm)),
        Paragraph(text(summary), make_style("history-summary", 8.5, spaceAfter=1.5 * mm)),
    ]
    header = [
        words.translate("ResultsPdf", "Round"),
        words.translate("ResultsPdf", "Table"),
        words.translate("ResultsPdf", "Line"),
        words.translate("ResultsPdf", "Opponent"),
        words.translate("ResultsPdf", "MP"),
        words.translate("ResultsPdf", "Opp.\nMP"),
        words.translate("ResultsPdf", "Difference"),
        words.translate("ResultsPdf", "VP"),
    ]
    rows: list[list[Any]] = [header]
    style: list[tuple[Any, ...]] = []
    lines = {"ns": line_code(words, Line.NS), "ew": line_code(words, Line.EW)}
    for entry in entries:
        if entry.bye:
            bye = words.translate("ResultsPdf", "bye")
            rows.append([str(entry.round), "–", "–", bye, "–", "–", signed(entry.diff), _vp(entry.vp, words)])
            continue
        assert entry.opponent is not None and entry.line is not None
        opponent = pair_or_error(pairs, entry.opponent, entry.round)
        mark = "*" if entry.artificial else ""
        rows.append(
            [
                str(entry.round),
                str(entry.table),
                lines.get(entry.line.value, entry.line.value.upper()),
                Paragraph(f"<b>{opponent.number}</b>  {names_markup(opponent, ' · ')}", _OPPONENT_CELL),
                number(entry.own_mp),
                number(entry.opponent_mp),
                signed(entry.diff),
                _vp(entry.vp, words) + mark,
            ]
        )
    if len(rows) == 1:
        rows.append(["", "", "", words.translate("ResultsPdf", "no rounds played yet"), "", "", "", ""])
    adjustments = [a for a in tournament.adjustments if a.pair == pair.number and a.after_round <= cutoff]
    for adjustment in sorted(adjustments, key=lambda a: a.after_round):
        reason = f": {adjustment.reason}" if adjustment.reason else ""
        what = words.translate("ResultsPdf", "Adjustment after round {number}").format(
            number=adjustment.after_round
        )
        rows.append(
            [
                "",
                "",
                "",
                Paragraph(text(what + reason), CELL_SMALL),
                "",
                "",
                signed(adjustment.mp) if adjustment.mp else "",
                _vp(adjustment.vp, words) if adjustment.vp else "",
            ]
        )
    total = words.translate("ResultsPdf", "Total")
    rows.append(
        [total, "", "", "", number(standing.mp), "", signed(standing.mp_diff), _vp(standing.vp, words)]
    )
    total_row = len(rows) - 1
    style += [
        ("ALIGN", (0, 0), (-1, 0), "CENTER"),
        ("ALIGN", (0, 1), (2, -1), "CENTER"),
        ("ALIGN", (4, 1), (-1, -1), "RIGHT"),
        ("SPAN", (0, total_row), (3, total_row)),
        ("ALIGN", (0, total_row), (3, total_row), "LEFT"),
        ("FONT", (0, total_row), (-1, total_row), fonts.BOLD, 9),
        ("BACKGROUND", (0, total_row), (-1, total_row), HEADING_SHADE),
        ("LINEABOVE", (0, total_row), (-1, total_row), 1.0, GRID),
    ]
    widths = [14 * mm, 13 * mm, 11 * mm, 0.0, 16 * mm, 17 * mm, 21 * mm, 15 * mm]
    widths[3] = CONTENT_WIDTH - sum(widths)
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(grid_style(style))
    parts.append(table)
    if any(entry.artificial for entry in entries):
        parts.append(
            Paragraph(
                text(words.translate("ResultsPdf", "* VP set by the director (artificial result).")), SMALL
            )
        )
    return parts
