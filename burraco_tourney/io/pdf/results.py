"""Round results, standings after a round (with the tie-break chain) and each pair's history."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, LongTable, Paragraph, Spacer, Table

from burraco_tourney.domain.standings import (
    HistoryEntry,
    StandingRow,
    Standings,
    bye_mp,
    compute_standings,
    pair_history,
    table_result,
)
from burraco_tourney.domain.tournament import Pair, PairStatus, TieBreak, Tournament
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.output import Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    BODY,
    CELL,
    CELL_SMALL,
    CONTENT_WIDTH,
    GRID,
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

# How the tie-break chain reads on paper (DOMAIN.md §7).
TIE_BREAK_TEXT = {
    TieBreak.VP: "total VP",
    TieBreak.MP_DIFF: "MP difference",
    TieBreak.HEAD_TO_HEAD: "head-to-head VP among the tied pairs (only when each has met all the others)",
    TieBreak.MP: "MP scored",
    TieBreak.LOTS: "drawing of lots",
}
TIE_BREAK_SHORT = {
    TieBreak.VP: "VP",
    TieBreak.MP_DIFF: "MP difference",
    TieBreak.HEAD_TO_HEAD: "head-to-head",
    TieBreak.MP: "MP scored",
    TieBreak.LOTS: "lots",
}

_PAIR_CELL = make_style("pair-cell", 8.5, leading=10)
_OPPONENT_CELL = make_style("opponent-cell", 8.5, condensed=True)


def _vp(value: Decimal) -> str:
    return format_vp(value).replace("-", MINUS)


def _pair_cell(pair: Pair) -> Paragraph:
    return Paragraph(f"<b>Pair {pair.number}</b><br/>{names_markup(pair)}", _PAIR_CELL)


# ----------------------------------------------------------------------------------- round results


def write_round_results(tournament: Tournament, round_number: int, out: Output) -> None:
    """Each table of the round: both pairs, their MP, the difference and the VP; then the byes."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    rnd = find_round(tournament, round_number)
    settings = tournament.settings
    pairs = pair_lookup(tournament)
    header = [
        "Table",
        "North–South",
        "East–West",
        "NS MP",
        "EW MP",
        "Difference\n(NS − EW)",
        "NS VP",
        "EW VP",
    ]
    rows: list[list[Any]] = [header]
    extra: list[tuple[Any, ...]] = []
    artificial = False
    for table in sorted(rnd.tables, key=lambda t: t.table):
        where = f"round {round_number} table {table.table}"
        ns, ew = pair_or_error(pairs, table.ns, where), pair_or_error(pairs, table.ew, where)
        result = table_result(table, settings)
        row: list[Any] = [str(table.table), _pair_cell(ns), _pair_cell(ew)]
        if not result.played:
            row += ["no result yet", "", "", "", ""]
            extra.append(("SPAN", (3, len(rows)), (-1, len(rows))))
            extra.append(("ALIGN", (3, len(rows)), (-1, len(rows)), "CENTER"))
        else:
            mark = "*" if result.artificial else ""
            artificial = artificial or result.artificial
            row += [
                number(result.ns_mp),
                number(result.ew_mp),
                signed(result.diff),
                _vp(result.ns_vp) + mark,
                _vp(result.ew_vp) + mark,
            ]
        rows.append(row)
    story: list[Flowable] = [Paragraph(f"Results of round {round_number}", TITLE)]
    if len(rows) > 1:
        widths = [13 * mm, 0.0, 0.0, 15 * mm, 15 * mm, 20 * mm, 14 * mm, 14 * mm]
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
        story.append(Paragraph("This round has no tables.", BODY))
    if artificial:
        story.append(Spacer(0, 1.5 * mm))
        story.append(
            Paragraph(
                "* VP set by the director (artificial result); the MP are those of the deals entered.", SMALL
            )
        )
    if rnd.byes:
        story.append(Paragraph("Byes", SUBTITLE))
        bye_rows: list[list[Any]] = [["Pair", "Players", "VP", "MP difference"]]
        diff = bye_mp(settings)
        for pair_number in sorted(rnd.byes):
            pair = pair_or_error(pairs, pair_number, f"round {round_number} bye")
            bye_rows.append(
                [
                    str(pair.number),
                    Paragraph(names_markup(pair, " · "), CELL),
                    _vp(settings.bye.vp),
                    signed(diff),
                ]
            )
        byes = Table(bye_rows, colWidths=[13 * mm, CONTENT_WIDTH - 63 * mm, 20 * mm, 30 * mm], repeatRows=1)
        byes.setStyle(
            grid_style([("ALIGN", (2, 0), (-1, -1), "RIGHT"), ("ALIGN", (0, 0), (0, -1), "CENTER")])
        )
        story.append(byes)
    heading = heading_for(tournament, "Round results", f"Round {round_number}")
    build_pdf(out, heading, story)


# --------------------------------------------------------------------------------------- standings


def chain_text(chain: tuple[TieBreak, ...]) -> str:
    """The tie-break chain as a sentence: "Ranked by total VP, then MP difference, then …"."""
    if not chain:
        return "Ranked by pair number."
    return "Ranked by " + ", then ".join(TIE_BREAK_TEXT[c] for c in chain) + "."


def write_standings(tournament: Tournament, after_round: int | None, out: Output) -> None:
    """The standings after `after_round` (None: after the last round), with the chain used."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    cutoff = check_after_round(tournament, after_round)
    standings = compute_standings(tournament, cutoff)
    story: list[Flowable] = [
        Paragraph(f"Standings after round {standings.after_round}", TITLE),
        Paragraph(text(chain_text(standings.tie_breaks)), BODY),
    ]
    story.extend(_standings_table(standings))
    notes = _standings_notes(tournament, standings)
    if notes:
        story.append(Spacer(0, 2 * mm))
        story.extend(Paragraph(note, SMALL) for note in notes)
    heading = heading_for(tournament, "Standings", f"after round {standings.after_round}")
    build_pdf(out, heading, story)


def _rank_text(rows: tuple[StandingRow, ...], index: int) -> str:
    rank = rows[index].rank
    shared = (index > 0 and rows[index - 1].rank == rank) or (
        index + 1 < len(rows) and rows[index + 1].rank == rank
    )
    return f"{rank}=" if shared else str(rank)


def _standings_table(standings: Standings) -> list[Flowable]:
    rows = standings.rows
    if not rows:
        return [Paragraph("No pairs are registered.", BODY)]
    adjusted = any(row.adjustment_vp or row.adjustment_mp for row in rows)
    first = standings.tie_breaks[0] if standings.tie_breaks else None
    header = ["Rank", "Pair", "Players", "VP", "MP diff.", "MP", "Rounds"]
    widths = [11 * mm, 11 * mm, 0.0, 13 * mm, 17 * mm, 15 * mm, 13 * mm]
    if adjusted:
        header.append("Adjust-\nments")
        widths.append(16 * mm)
    header.append("Tie broken by")
    widths.append(23 * mm)
    widths[2] = CONTENT_WIDTH - sum(widths)
    cells: list[list[Any]] = [header]
    room = widths[2] - 12  # the cell's padding
    for index, row in enumerate(rows):
        withdrawn = " (withdrawn)" if row.status is PairStatus.WITHDRAWN else ""
        names = " · ".join(row.players) + withdrawn
        # A plain string is much cheaper to lay out than a Paragraph; names too long for one line go one
        # to a line (wrapping inside a name would split it where nobody looks for it).
        fits = stringWidth(names, fonts.REGULAR, 9) <= room
        line: list[Any] = [
            _rank_text(rows, index),
            str(row.pair),
            names if fits else Paragraph("<br/>".join(text(name) for name in row.players) + withdrawn, CELL),
            _vp(row.vp),
            signed(row.mp_diff),
            number(row.mp),
            str(row.rounds),
        ]
        if adjusted:
            line.append(_adjustment_text(row))
        broken_by = row.separated_by
        line.append(TIE_BREAK_SHORT[broken_by] if broken_by is not None and broken_by != first else "")
        cells.append(line)
    last = len(header) - 1
    # LongTable: the same table, laid out faster when it runs over many pages (800 pairs: 19 pages).
    table = LongTable(cells, colWidths=widths, repeatRows=1)
    table.setStyle(
        grid_style(
            [
                ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                ("ALIGN", (0, 1), (1, -1), "CENTER"),
                ("ALIGN", (3, 1), (last - 1, -1), "RIGHT"),
                ("FONT", (3, 1), (3, -1), fonts.BOLD, 9),
                ("FONT", (last, 1), (last, -1), fonts.CONDENSED, 8),
                ("FONT", (7, 1), (7, -1), fonts.CONDENSED, 8)
                if adjusted
                else ("FONT", (0, 1), (0, -1), fonts.REGULAR, 9),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
            ]
        )
    )
    return [table]


def _adjustment_text(row: StandingRow) -> str:
    parts = []
    if row.adjustment_vp:
        parts.append(f"{'+' if row.adjustment_vp > 0 else ''}{_vp(row.adjustment_vp)} VP")
    if row.adjustment_mp:
        parts.append(f"{signed(row.adjustment_mp)} MP")
    return ", ".join(parts)


def _standings_notes(tournament: Tournament, standings: Standings) -> list[str]:
    notes = []
    adjustments = [a for a in tournament.adjustments if a.after_round <= standings.after_round]
    for adjustment in sorted(adjustments, key=lambda a: (a.pair, a.after_round)):
        amounts = []
        if adjustment.vp:
            amounts.append(f"{'+' if adjustment.vp > 0 else ''}{_vp(adjustment.vp)} VP")
        if adjustment.mp:
            amounts.append(f"{signed(adjustment.mp)} MP")
        reason = f": {text(adjustment.reason)}" if adjustment.reason else ""
        change = ", ".join(amounts) or "no change"
        notes.append(f"Pair {adjustment.pair}, after round {adjustment.after_round}, {change}{reason}.")
    if notes:
        notes.insert(0, "<b>Adjustments</b> (included in VP and MP difference above):")
    settings = tournament.settings
    if any(row.byes for row in standings.rows):
        notes.append(
            f"A bye counts {_vp(settings.bye.vp)} VP and {signed(bye_mp(settings))} MP difference "
            "(nothing to the MP scored)."
        )
    if TieBreak.LOTS in standings.tie_breaks and any(
        row.separated_by is TieBreak.LOTS for row in standings.rows
    ):
        drawn = ", ".join(f"{pair}" for pair, _ in sorted(tournament.lots.items(), key=lambda item: item[1]))
        notes.append(f"Order drawn by lots (pairs, first to last): {drawn}.")
    checks = standings.checks
    state = "correct" if checks.ok else "WRONG — please check the score sheets"
    notes.append(
        f"Checks: {_vp(checks.vp_total)} VP at {checks.tables} table{'s' * (checks.tables != 1)} "
        f"with a computed result (expected {_vp(checks.vp_expected)}); "
        f"MP differences sum to {signed(checks.mp_diff_total)} "
        f"(expected 0): {state}."
    )
    return notes


# ----------------------------------------------------------------------------------- pair histories


def write_pair_histories(tournament: Tournament, after_round: int | None, out: Output) -> None:
    """For each pair, round by round: table, line, opponent, MP, difference, VP; with its totals."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    cutoff = check_after_round(tournament, after_round)
    standings = compute_standings(tournament, cutoff)
    by_pair = {row.pair: row for row in standings.rows}
    pairs = pair_lookup(tournament)
    story: list[Flowable] = [Paragraph(f"Pair histories after round {cutoff}", TITLE)]
    for pair in sorted(tournament.pairs, key=lambda p: p.number):
        entries = pair_history(tournament, pair.number, cutoff)
        story.append(
            KeepTogether(_history_block(tournament, pair, entries, by_pair[pair.number], pairs, cutoff))
        )
        story.append(Spacer(0, 5 * mm))
    if not tournament.pairs:
        story.append(Paragraph("No pairs are registered.", BODY))
    heading = heading_for(tournament, "Pair histories", f"after round {cutoff}")
    build_pdf(out, heading, story)


def _history_block(
    tournament: Tournament,
    pair: Pair,
    entries: list[HistoryEntry],
    standing: StandingRow,
    pairs: dict[int, Pair],
    cutoff: int,
) -> list[Flowable]:
    title = f"Pair {pair.number} · {names_markup(pair, ' · ')}"
    if pair.status is PairStatus.WITHDRAWN:
        title += " (withdrawn)"
    rank = f"rank {standing.rank} of {len(pairs)}"
    summary = f"{rank} · {_vp(standing.vp)} VP · MP difference {signed(standing.mp_diff)}"
    summary += f" · MP {number(standing.mp)}"
    parts: list[Flowable] = [
        Paragraph(title, make_style("history-title", 11, bold=True, spaceAfter=1 * mm)),
        Paragraph(
            f"After round {cutoff}: {summary}", make_style("history-summary", 8.5, spaceAfter=1.5 * mm)
        ),
    ]
    header = ["Round", "Table", "Line", "Opponent", "MP", "Opp. MP", "Difference", "VP"]
    rows: list[list[Any]] = [header]
    style: list[tuple[Any, ...]] = []
    for entry in entries:
        if entry.bye:
            rows.append([str(entry.round), "–", "–", "bye", "–", "–", signed(entry.diff), _vp(entry.vp)])
            continue
        assert entry.opponent is not None and entry.line is not None
        opponent = pair_or_error(pairs, entry.opponent, f"round {entry.round}")
        mark = "*" if entry.artificial else ""
        rows.append(
            [
                str(entry.round),
                str(entry.table),
                entry.line.value.upper(),
                Paragraph(f"<b>{opponent.number}</b>  {names_markup(opponent, ' · ')}", _OPPONENT_CELL),
                number(entry.own_mp),
                number(entry.opponent_mp),
                signed(entry.diff),
                _vp(entry.vp) + mark,
            ]
        )
    if len(rows) == 1:
        rows.append(["", "", "", "no rounds played yet", "", "", "", ""])
    adjustments = [a for a in tournament.adjustments if a.pair == pair.number and a.after_round <= cutoff]
    for adjustment in sorted(adjustments, key=lambda a: a.after_round):
        reason = f": {text(adjustment.reason)}" if adjustment.reason else ""
        rows.append(
            [
                "",
                "",
                "",
                Paragraph(f"Adjustment after round {adjustment.after_round}{reason}", CELL_SMALL),
                "",
                "",
                signed(adjustment.mp) if adjustment.mp else "",
                _vp(adjustment.vp) if adjustment.vp else "",
            ]
        )
    rows.append(["Total", "", "", "", number(standing.mp), "", signed(standing.mp_diff), _vp(standing.vp)])
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
        parts.append(Paragraph("* VP set by the director (artificial result).", SMALL))
    return parts
