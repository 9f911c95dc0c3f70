"""The tournament as a workbook (openpyxl), in the print language: standings, rounds, deals, pairs, byes,
adjustments with their reasons, the corrections of saved scores, the VP scale and the tie-break chain; a
team event's workbook opens with its team standings, matches and teams.

Every sheet opens with a title block (the tournament, its date and venue, after which round, provisional
or final) above its header row, and prints sensibly: A4, landscape when wide, one page wide (so names are
never on a page without their numbers) and the header row repeated on every page."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, BinaryIO

from openpyxl import Workbook
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.styles import Alignment, Font
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from burraco_tourney.domain.audit import CORRECTION_ACTIONS, AuditEntry
from burraco_tourney.domain.quick import is_totals_sheet
from burraco_tourney.domain.scoring import Line, deal_totals
from burraco_tourney.domain.standings import bye_mp, compute_standings, standings_final, table_result
from burraco_tourney.domain.teams import match_result, round_matches, team_standings
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.domain.vp import MP_STEP, ContinuousScale, ThresholdScale, VPScale
from burraco_tourney.io.audit_texts import Change, action_text, score_changes, station_text
from burraco_tourney.io.names import (
    deal_end_text,
    line_code,
    movement_text,
    pair_status_text,
    tie_break_heading,
    tie_break_rule,
)
from burraco_tourney.io.output import Output, no_round, write_atomically
from burraco_tourney.io.scale_texts import scale_description, scale_title
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

PROGRAM_NAME = "Burraco Tourney"

_TITLE_FONT = Font(bold=True, size=14)
_HEADER_FONT = Font(bold=True)
_HEADER_ALIGNMENT = Alignment(vertical="center", wrap_text=False)
_MAX_WIDTH = 45  # characters; a longer text wraps within its cell
_WRAPPED = Alignment(wrap_text=True, vertical="top")
_HEADER_ROW = 5  # rows 1-3 hold the title block, row 4 is left empty
_WIDE = 8  # columns; a sheet with more prints landscape


@dataclass(frozen=True, slots=True)
class _Sheet:
    title: str
    header: list[str]
    rows: list[list[Any]]
    intro: tuple[str, ...] = ()  # lines between the title block and the header (the scale's name)


def write_workbook(
    tournament: Tournament,
    out: Output,
    *,
    after_round: int | None = None,
    language: str = DEFAULT_LANGUAGE,
    written_at: datetime | None = None,
    corrections: Sequence[AuditEntry] = (),
) -> None:
    """Write the workbook after `after_round` (None: the last round): its standings, and the rounds, deals,
    byes, adjustments and the corrections (among `corrections`, domain.audit.score_corrections) up to it.
    Numbers are numbers; typed text is always text, never a formula."""
    cutoff = _cutoff(tournament, after_round)
    words = texts_for(language)
    workbook = Workbook()
    workbook.remove(workbook.active)
    workbook.properties.creator = PROGRAM_NAME
    workbook.properties.title = _clean(tournament.settings.name)
    block = _title_block(tournament, words, cutoff, written_at)
    teams = (
        [
            _team_standings(tournament, words, cutoff),
            _matches(tournament, words, cutoff),
            _teams(tournament, words),
        ]
        if tournament.teams
        else []
    )
    for sheet in (
        *teams,
        _standings(tournament, words, cutoff),
        _rounds(tournament, words, cutoff),
        _deals(tournament, words, cutoff),
        _pairs(tournament, words),
        _byes(tournament, words, cutoff),
        _adjustments(tournament, words, cutoff),
        _corrections(corrections, words, cutoff),
        _scale(tournament.settings.vp_scale, words),
        _tie_breaks(tournament, words),
    ):
        _add_sheet(workbook, block, sheet)

    # The workbook is made in memory first: a ZipFile on a stream that fails half-way (a full disk) would
    # try again to finish the archive when it is collected, and print a traceback after our own message.
    buffer = io.BytesIO()
    workbook.save(buffer)
    content = buffer.getvalue()

    def produce(stream: BinaryIO) -> None:
        stream.write(content)

    write_atomically(out, produce)


def _cutoff(tournament: Tournament, after_round: int | None) -> int:
    numbers = sorted(r.number for r in tournament.rounds)
    if after_round is None:
        return numbers[-1] if numbers else 0
    if after_round not in numbers:
        raise no_round(after_round, numbers)
    return after_round


def _title_block(
    tournament: Tournament, words: Texts, cutoff: int, written_at: datetime | None
) -> tuple[str, str, str]:
    settings = tournament.settings
    details = [words.date(settings.date)] if settings.date else []
    if settings.venue:
        details.append(settings.venue)
    when = words.date_time(written_at or datetime.now())
    details.append(words.translate("Workbook", "written {when}").format(when=when))
    if not tournament.rounds:
        state = words.translate("Workbook", "Before round 1")
    elif standings_final(tournament, cutoff):
        state = words.translate("Workbook", "After round {number}: final standings").format(number=cutoff)
    else:
        state = words.translate("Workbook", "After round {number}: provisional standings").format(
            number=cutoff
        )
    return settings.name, " · ".join(details), state


# ------------------------------------------------------------------------------------------ sheets


def _standings(tournament: Tournament, words: Texts, cutoff: int) -> _Sheet:
    header = [
        words.translate("Workbook", "Rank"),
        words.translate("Workbook", "Pair"),
        words.translate("Workbook", "Player 1"),
        words.translate("Workbook", "Player 2"),
        words.translate("Workbook", "VP"),
        words.translate("Workbook", "MP difference"),
        words.translate("Workbook", "MP"),
        words.translate("Workbook", "Rounds"),
        words.translate("Workbook", "Byes"),
        words.translate("Workbook", "Adjustment VP"),
        words.translate("Workbook", "Adjustment MP"),
        words.translate("Workbook", "Status"),
        words.translate("Workbook", "Tie broken by"),
    ]
    standings = compute_standings(tournament, cutoff or None)
    first = standings.tie_breaks[0] if standings.tie_breaks else None
    grouped = bool(standings.groups)  # then each pair's group and its rank in it, in two more columns
    if grouped:
        header += [words.translate("Workbook", "Group"), words.translate("Workbook", "Rank in group")]
    rows: list[list[Any]] = []
    for row in standings.rows:
        players = list(row.players) + [""] * (2 - len(row.players))
        separated = row.separated_by if row.separated_by is not None and row.separated_by != first else None
        rows.append(
            [
                row.rank, row.pair, players[0], players[1], row.vp, row.mp_diff, row.mp, row.rounds, row.byes,
                row.adjustment_vp, row.adjustment_mp, pair_status_text(words, row.status),
                tie_break_heading(words, separated) if separated is not None else None,
            ]
        )  # fmt: skip
        if grouped:
            rows[-1] += [row.group, row.group_rank]
    return _Sheet(words.translate("Workbook", "Standings"), header, rows)


def _rounds(tournament: Tournament, words: Texts, cutoff: int) -> _Sheet:
    header = [
        words.translate("Workbook", "Round"),
        words.translate("Workbook", "Movement"),
        words.translate("Workbook", "Table"),
        words.translate("Workbook", "NS pair"),
        words.translate("Workbook", "NS players"),
        words.translate("Workbook", "EW pair"),
        words.translate("Workbook", "EW players"),
        words.translate("Workbook", "NS MP"),
        words.translate("Workbook", "EW MP"),
        words.translate("Workbook", "Difference (NS − EW)"),
        words.translate("Workbook", "NS VP"),
        words.translate("Workbook", "EW VP"),
        words.translate("Workbook", "Result"),
    ]
    names = {pair.number: " & ".join(player.name for player in pair.players) for pair in tournament.pairs}
    rows = []
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        if rnd.number > cutoff:
            continue
        for table in sorted(rnd.tables, key=lambda t: t.table):
            result = table_result(table, tournament.settings)
            numbers: list[Any] = (
                [result.ns_mp, result.ew_mp, result.diff, result.ns_vp, result.ew_vp]
                if result.played
                else [None] * 5
            )
            if result.artificial:
                state = words.translate("Workbook", "artificial")
            elif result.played and is_totals_sheet(table):
                # A sheet that arrived already summed: its MP are the totals written on it.
                state = words.translate("Workbook", "by totals")
            elif result.played:
                state = words.translate("Workbook", "computed")
            else:
                state = words.translate("Workbook", "no result yet")
            rows.append(
                [
                    rnd.number, movement_text(words, rnd.movement), table.table,
                    table.ns, names.get(table.ns, ""), table.ew, names.get(table.ew, ""),
                    *numbers, state,
                ]
            )  # fmt: skip
    return _Sheet(words.translate("Workbook", "Rounds"), header, rows)


def _deals(tournament: Tournament, words: Texts, cutoff: int) -> _Sheet:
    header = [
        words.translate("Workbook", "Round"),
        words.translate("Workbook", "Table"),
        words.translate("Workbook", "Deal"),
        words.translate("Workbook", "Ended"),
        words.translate("Workbook", "Line"),
        words.translate("Workbook", "Pair"),
        words.translate("Workbook", "Clean"),
        words.translate("Workbook", "Dirty"),
        words.translate("Workbook", "Semi-clean"),
        words.translate("Workbook", "Closed"),
        words.translate("Workbook", "Card points"),
        words.translate("Workbook", "Melded"),
        words.translate("Workbook", "In hand"),
        words.translate("Workbook", "Pozzetto taken"),
        words.translate("Workbook", "Penalty"),
        words.translate("Workbook", "Penalty reason"),
        words.translate("Workbook", "Deal total"),
    ]
    rules = tournament.settings.scoring
    semi_allowed = rules.semi_clean is not None
    lines = (line_code(words, Line.NS), line_code(words, Line.EW))
    rows = []
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        if rnd.number > cutoff:
            continue
        for table in sorted(rnd.tables, key=lambda t: t.table):
            if table.totals is not None:
                # The table's totals only: one row per line, no deal, no burracos or card points.
                ended = words.translate("Workbook", "table totals")
                for line, pair, total in (
                    (lines[0], table.ns, table.totals[0]),
                    (lines[1], table.ew, table.totals[1]),
                ):
                    rows.append([rnd.number, table.table, None, ended, line, pair, *[None] * 10, total])
                continue
            for number, deal in enumerate(table.deals, start=1):
                totals = deal_totals(deal, rules)
                if deal.totals is not None:
                    # A deal entered by its totals: nothing is known of its burracos or card points.
                    for line, pair, total in (
                        (lines[0], table.ns, totals[0]),
                        (lines[1], table.ew, totals[1]),
                    ):
                        rows.append(
                            [rnd.number, table.table, number, deal_end_text(words, deal.end), line, pair,
                             *[None] * 10, total]
                        )  # fmt: skip
                    continue
                for line, pair, side, total in (
                    (lines[0], table.ns, deal.ns, totals[0]),
                    (lines[1], table.ew, deal.ew, totals[1]),
                ):
                    rows.append(
                        [
                            rnd.number, table.table, number, deal_end_text(words, deal.end), line, pair,
                            side.clean, side.dirty, side.semi_clean if semi_allowed else None, side.closed,
                            side.cards, side.melded, side.in_hand, side.pozzetto, side.penalty,
                            side.penalty_reason or None, total,
                        ]
                    )  # fmt: skip
    return _Sheet(words.translate("Workbook", "Deals"), header, rows)


def _pairs(tournament: Tournament, words: Texts) -> _Sheet:
    header = [
        words.translate("Workbook", "Pair"),
        words.translate("Workbook", "Status"),
        words.translate("Workbook", "Group"),
        words.translate("Workbook", "Entry round"),
        words.translate("Workbook", "Withdrawn after round"),
        words.translate("Workbook", "Player 1"),
        words.translate("Workbook", "Club 1"),
        words.translate("Workbook", "Member id 1"),
        words.translate("Workbook", "Player 2"),
        words.translate("Workbook", "Club 2"),
        words.translate("Workbook", "Member id 2"),
    ]
    rows = []
    for pair in sorted(tournament.pairs, key=lambda p: p.number):
        row: list[Any] = [
            pair.number,
            pair_status_text(words, pair.status),
            pair.group,
            pair.entry_round,
            pair.withdrawn_after_round,
        ]
        for player in pair.players:
            row += [player.name, player.club, player.member_id]
        rows.append(row)
    return _Sheet(words.translate("Workbook", "Pairs"), header, rows)


def _byes(tournament: Tournament, words: Texts, cutoff: int) -> _Sheet:
    """Who sat out each round and what the bye earned (the tournament's bye score)."""
    header = [
        words.translate("Workbook", "Round"),
        words.translate("Workbook", "Pair"),
        words.translate("Workbook", "Players"),
        words.translate("Workbook", "VP"),
        words.translate("Workbook", "MP difference"),
    ]
    names = {pair.number: " & ".join(player.name for player in pair.players) for pair in tournament.pairs}
    settings = tournament.settings
    try:
        mp: int | None = bye_mp(settings)
    except ValueError:  # a bye worth more than the scale gives: the standings say so; here it stays empty
        mp = None
    rows: list[list[Any]] = [
        [rnd.number, pair, names.get(pair, ""), settings.bye.vp, mp]
        for rnd in sorted(tournament.rounds, key=lambda r: r.number)
        if rnd.number <= cutoff
        for pair in sorted(rnd.byes)
    ]
    return _Sheet(words.translate("Workbook", "Byes"), header, rows)


def _adjustments(tournament: Tournament, words: Texts, cutoff: int) -> _Sheet:
    header = [
        words.translate("Workbook", "Pair"),
        words.translate("Workbook", "Players"),
        words.translate("Workbook", "After round"),
        words.translate("Workbook", "VP"),
        words.translate("Workbook", "MP"),
        words.translate("Workbook", "Reason"),
    ]
    names = {pair.number: " & ".join(player.name for player in pair.players) for pair in tournament.pairs}
    rows: list[list[Any]] = [
        [a.pair, names.get(a.pair, ""), a.after_round, a.vp, a.mp, a.reason or None]
        for a in sorted(tournament.adjustments, key=lambda a: (a.after_round, a.pair))
        if a.after_round <= cutoff
    ]
    return _Sheet(words.translate("Workbook", "Adjustments"), header, rows)


def _team_standings(tournament: Tournament, words: Texts, cutoff: int) -> _Sheet:
    """The team standings (domain.teams, as the team standings printout ranks them)."""
    header = [
        words.translate("Workbook", "Rank"),
        words.translate("Workbook", "Team"),
        words.translate("Workbook", "Name"),
        words.translate("Workbook", "Matches"),
        words.translate("Workbook", "Byes"),
        words.translate("Workbook", "VP"),
        words.translate("Workbook", "MP difference"),
        words.translate("Workbook", "MP"),
    ]
    standings = team_standings(tournament, cutoff or None)
    rows: list[list[Any]] = [
        [row.rank, row.team, row.name, row.played, row.byes, row.vp, row.mp_diff, row.mp]
        for row in standings.rows
    ]
    return _Sheet(words.translate("Workbook", "Team standings"), header, rows)


def _matches(tournament: Tournament, words: Texts, cutoff: int) -> _Sheet:
    """Every match up to the cutoff, round by round: its tables, each team's MP, the difference and the team
    VP once every table is in; and each round's teams with a bye."""
    header = [
        words.translate("Workbook", "Round"),
        words.translate("Workbook", "Tables"),
        words.translate("Workbook", "Team A"),
        words.translate("Workbook", "Team B"),
        words.translate("Workbook", "MP team A"),
        words.translate("Workbook", "MP team B"),
        words.translate("Workbook", "Difference (A − B)"),
        words.translate("Workbook", "VP team A"),
        words.translate("Workbook", "VP team B"),
        words.translate("Workbook", "Result"),
    ]
    names = {team.number: team.name for team in tournament.teams}
    rows: list[list[Any]] = []
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        if rnd.number > cutoff:
            continue
        matches, byes = round_matches(rnd, tournament.teams)
        for match in matches:
            result = match_result(match, tournament)
            state = (
                words.translate("Workbook", "complete")
                if result.complete
                else words.translate("Workbook", "not complete")
            )
            rows.append(
                [
                    rnd.number, ", ".join(str(table) for table in match.tables),
                    names.get(match.team_a, ""), names.get(match.team_b, ""),
                    result.mp_a, result.mp_b, result.mp_a - result.mp_b, result.vp_a, result.vp_b, state,
                ]
            )  # fmt: skip
        for team in byes:
            bye = words.translate("Workbook", "bye")
            rows.append([rnd.number, None, names.get(team, ""), None, None, None, None, None, None, bye])
    return _Sheet(words.translate("Workbook", "Matches"), header, rows)


def _teams(tournament: Tournament, words: Texts) -> _Sheet:
    """Each team's pairs, a row each: the team's number, name, captain and group, the pair and its players."""
    header = [
        words.translate("Workbook", "Team"),
        words.translate("Workbook", "Name"),
        words.translate("Workbook", "Captain"),
        words.translate("Workbook", "Group"),
        words.translate("Workbook", "Pair"),
        words.translate("Workbook", "Player 1"),
        words.translate("Workbook", "Player 2"),
    ]
    pairs = {pair.number: pair for pair in tournament.pairs}
    rows: list[list[Any]] = []
    for team in sorted(tournament.teams, key=lambda t: t.number):
        for number in team.pairs:
            players = [player.name for player in pairs[number].players] if number in pairs else []
            players += [""] * (2 - len(players))
            rows.append([team.number, team.name, team.captain or None, team.group, number, *players[:2]])
    return _Sheet(words.translate("Workbook", "Teams"), header, rows)


def _corrections(corrections: Sequence[AuditEntry], words: Texts, cutoff: int) -> _Sheet:
    """The corrections of saved scores up to the cutoff, oldest first: a row for each thing changed, worded
    as the corrections log words it (io/audit_texts.py)."""
    header = [
        words.translate("Workbook", "Round"),
        words.translate("Workbook", "Table"),
        words.translate("Workbook", "Deal"),
        words.translate("Workbook", "When"),
        words.translate("Workbook", "Who"),
        words.translate("Workbook", "Change"),
        words.translate("Workbook", "Old"),
        words.translate("Workbook", "New"),
        words.translate("Workbook", "Reason"),
    ]
    rows: list[list[Any]] = []
    for entry in sorted(corrections, key=lambda e: e.id):
        if entry.action not in CORRECTION_ACTIONS or entry.round is None or entry.round > cutoff:
            continue
        # This computer's clock, as the corrections log shows it (a workbook's moments have no zone).
        moment = entry.at.astimezone().replace(tzinfo=None, microsecond=0)
        for change in score_changes(words, entry) or [Change(entry.deal, "", "", "", "")]:
            rows.append(
                [
                    entry.round, entry.table, change.deal, moment, station_text(words, entry.who),
                    change.what or action_text(words, entry.action), change.old or None, change.new or None,
                    entry.reason or None,
                ]
            )  # fmt: skip
    return _Sheet(words.translate("Workbook", "Corrections"), header, rows)


def scale_ranges(scale: VPScale) -> list[tuple[int, int | None, Decimal, Decimal]]:
    """The scale as a lookup table: (MP difference from, to — None: and more —, winner's VP, loser's VP).
    A continuous scale's steps are found by looking every possible difference (a multiple of 5) up."""
    ranges: list[tuple[int, int | None, Decimal, Decimal]] = []
    if isinstance(scale, ThresholdScale):
        lowest = 0
        for row in scale.rows:
            start = -(-lowest // MP_STEP) * MP_STEP
            if row.bound is not None and start > row.bound:
                start = lowest
            ranges.append((start, row.bound, row.winner, row.loser))
            if row.bound is None:
                break
            lowest = row.bound + 1
        return ranges
    assert isinstance(scale, ContinuousScale)
    top = -(-scale.blitz // MP_STEP) * MP_STEP
    for margin in range(0, top + MP_STEP, MP_STEP):
        winner, loser = scale.lookup(margin)
        if ranges and ranges[-1][2] == winner:
            ranges[-1] = (ranges[-1][0], margin, winner, loser)
        else:
            ranges.append((margin, margin, winner, loser))
    first, _, winner, loser = ranges[-1]
    ranges[-1] = (first, None, winner, loser)  # the blitz and beyond
    return ranges


def _scale(scale: VPScale, words: Texts) -> _Sheet:
    header = [
        words.translate("Workbook", "MP difference from"),
        words.translate("Workbook", "to"),
        words.translate("Workbook", "VP winner"),
        words.translate("Workbook", "VP loser"),
    ]
    rows: list[list[Any]] = [[start, end, winner, loser] for start, end, winner, loser in scale_ranges(scale)]
    # A bundled scale is named and described in the print language; one's own keeps its words.
    intro = [words.translate("Workbook", "VP scale: {name}").format(name=scale_title(words, scale))]
    description = scale_description(words, scale)
    if description:
        intro.append(description)
    return _Sheet(words.translate("Workbook", "VP scale"), header, rows, tuple(intro))


def _tie_breaks(tournament: Tournament, words: Texts) -> _Sheet:
    header = [
        words.translate("Workbook", "Order"),
        words.translate("Workbook", "Tie-break"),
        words.translate("Workbook", "Rule"),
    ]
    rows: list[list[Any]] = [
        [index, tie_break_heading(words, tie_break), tie_break_rule(words, tie_break)]
        for index, tie_break in enumerate(tournament.settings.tie_breaks, start=1)
    ]
    return _Sheet(words.translate("Workbook", "Tie-breaks"), header, rows)


# ------------------------------------------------------------------------------------------ writing


def _clean(value: str) -> str:
    # Control characters cannot be stored in a workbook at all; they are never meant as part of a name.
    cleaned: str = ILLEGAL_CHARACTERS_RE.sub("", value)
    return cleaned


def _cell_value(value: Any) -> Any:
    if isinstance(value, Decimal):
        # Whole VP stay whole numbers; others (a continuous scale) keep their decimals.
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, str):
        return _clean(value)
    return value


def put_cell(sheet: Worksheet, row: int, column: int, value: Any) -> Any:
    """The one way a value goes into a cell of any workbook the program writes (the tournament's, the
    circuit's, the results', the member register's): numbers as numbers (Decimal VP too), dates as dates,
    and text always as text, never a formula. openpyxl turns a string starting with "=" into a formula, so
    a surname `=HYPERLINK(...)` would be a live link in the director's spreadsheet: the type is set to text
    for every string (a member id "=1+2" is the string "=1+2"). Characters a workbook cannot hold are left
    out. Returns the cell, to style."""
    cell = sheet.cell(row=row, column=column)
    value = _cell_value(value)
    cell.value = value
    if isinstance(value, str):
        cell.data_type = "s"
    return cell


def _put_text(sheet: Worksheet, row: int, value: str) -> Any:
    return put_cell(sheet, row, 1, value)  # a tournament named "=1+2" is text


def _add_sheet(workbook: Workbook, block: tuple[str, str, str], content: _Sheet) -> None:
    sheet = workbook.create_sheet(content.title[:31])  # Excel's limit for a sheet's name
    _put_text(sheet, 1, block[0]).font = _TITLE_FONT
    _put_text(sheet, 2, block[1])
    _put_text(sheet, 3, block[2]).font = _HEADER_FONT
    header_row = _HEADER_ROW + len(content.intro)
    for offset, line in enumerate(content.intro):
        _put_text(sheet, _HEADER_ROW - 1 + offset, line)
    header = content.header
    widths = [len(name) for name in header]
    for column_index, name in enumerate(header, start=1):
        cell = put_cell(sheet, header_row, column_index, name)
        cell.font = _HEADER_FONT
        cell.alignment = _HEADER_ALIGNMENT
    for row_index, row in enumerate(content.rows, start=header_row + 1):
        for column_index, raw in enumerate(row, start=1):
            if raw is None:
                continue
            cell = put_cell(sheet, row_index, column_index, raw)
            value = cell.value
            if isinstance(value, str) and len(value) > _MAX_WIDTH:
                cell.alignment = _WRAPPED  # wider than its column: wrapped, so that it prints whole
            shown = str(value) if not isinstance(value, bool) else "FALSE"
            widths[column_index - 1] = max(widths[column_index - 1], len(shown))
    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = min(_MAX_WIDTH, width + 2)
    sheet.freeze_panes = f"A{header_row + 1}"
    if content.rows:
        last = get_column_letter(len(header))
        sheet.auto_filter.ref = f"A{header_row}:{last}{header_row + len(content.rows)}"
    _page_setup(sheet, header_row, wide=len(header) > _WIDE)


def _page_setup(sheet: Worksheet, header_row: int, *, wide: bool) -> None:
    """A4, one page wide however many pages long, the header row on every page."""
    sheet.page_setup.paperSize = sheet.PAPERSIZE_A4
    sheet.page_setup.orientation = "landscape" if wide else "portrait"
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.page_setup.fitToWidth = 1
    sheet.page_setup.fitToHeight = 0  # as many pages as the rows need
    sheet.print_title_rows = f"{header_row}:{header_row}"
    sheet.print_options.gridLines = True
    sheet.page_margins.left = sheet.page_margins.right = 0.5
