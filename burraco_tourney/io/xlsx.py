"""The tournament as a workbook: sheets Standings, Rounds, Deals and Pairs (openpyxl)."""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any, BinaryIO

from openpyxl import Workbook
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.styles import Alignment, Font
from openpyxl.utils import get_column_letter

from burraco_tourney.domain.scoring import DealEnd, deal_totals
from burraco_tourney.domain.standings import compute_standings, table_result
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.output import Output, write_atomically

PROGRAM_NAME = "Burraco Tourney"

# How the deal ended, in words (the file format's identifiers are for programs).
END_WORDS = {
    DealEnd.CLOSED: "closed",
    DealEnd.TIMEOUT: "time-out",
    DealEnd.STOCK: "stock exhausted",
    DealEnd.NOT_PLAYED: "not played",
}

_HEADER_FONT = Font(bold=True)
_HEADER_ALIGNMENT = Alignment(vertical="center", wrap_text=False)
_MAX_WIDTH = 45  # characters; a longer value shows in full when the cell is selected


def write_workbook(tournament: Tournament, out: Output) -> None:
    """Write the workbook: standings after the last round, every table of every round, every deal line,
    every pair. Numbers are numbers; typed text is always text, never a formula."""
    workbook = Workbook()
    workbook.remove(workbook.active)
    workbook.properties.creator = PROGRAM_NAME
    workbook.properties.title = _clean(tournament.settings.name)
    _add_sheet(workbook, "Standings", *_standings(tournament))
    _add_sheet(workbook, "Rounds", *_rounds(tournament))
    _add_sheet(workbook, "Deals", *_deals(tournament))
    _add_sheet(workbook, "Pairs", *_pairs(tournament))

    # The workbook is made in memory first: a ZipFile on a stream that fails half-way (a full disk) would
    # try again to finish the archive when it is collected, and print a traceback after our own message.
    buffer = io.BytesIO()
    workbook.save(buffer)
    content = buffer.getvalue()

    def produce(stream: BinaryIO) -> None:
        stream.write(content)

    write_atomically(out, produce)


# ------------------------------------------------------------------------------------------ sheets


def _standings(tournament: Tournament) -> tuple[list[str], list[list[Any]]]:
    header = [
        "Rank", "Pair", "Player 1", "Player 2", "VP", "MP difference", "MP", "Rounds", "Byes",
        "Adjustment VP", "Adjustment MP", "Status", "Tie broken by",
    ]  # fmt: skip
    standings = compute_standings(tournament)
    first = standings.tie_breaks[0] if standings.tie_breaks else None
    rows = []
    for row in standings.rows:
        players = list(row.players) + [""] * (2 - len(row.players))
        rows.append(
            [
                row.rank, row.pair, players[0], players[1], row.vp, row.mp_diff, row.mp, row.rounds, row.byes,
                row.adjustment_vp, row.adjustment_mp, str(row.status),
                str(row.separated_by) if row.separated_by is not None and row.separated_by != first else None,
            ]
        )  # fmt: skip
    return header, rows


def _rounds(tournament: Tournament) -> tuple[list[str], list[list[Any]]]:
    header = [
        "Round", "Movement", "Table", "NS pair", "NS players", "EW pair", "EW players",
        "NS MP", "EW MP", "Difference (NS − EW)", "NS VP", "EW VP", "Result",
    ]  # fmt: skip
    names = {pair.number: " & ".join(player.name for player in pair.players) for pair in tournament.pairs}
    rows = []
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        for table in sorted(rnd.tables, key=lambda t: t.table):
            result = table_result(table, tournament.settings)
            numbers: list[Any] = (
                [result.ns_mp, result.ew_mp, result.diff, result.ns_vp, result.ew_vp]
                if result.played
                else [None] * 5
            )
            state = "artificial" if result.artificial else "computed" if result.played else "no result yet"
            rows.append(
                [
                    rnd.number, str(rnd.movement), table.table,
                    table.ns, names.get(table.ns, ""), table.ew, names.get(table.ew, ""),
                    *numbers, state,
                ]
            )  # fmt: skip
    return header, rows


def _deals(tournament: Tournament) -> tuple[list[str], list[list[Any]]]:
    header = [
        "Round", "Table", "Deal", "Ended", "Line", "Pair", "Clean", "Dirty", "Semi-clean", "Closed",
        "Card points", "Melded", "In hand", "Pozzetto taken", "Penalty", "Penalty reason", "Deal total",
    ]  # fmt: skip
    rules = tournament.settings.scoring
    semi_allowed = rules.semi_clean is not None
    rows = []
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        for table in sorted(rnd.tables, key=lambda t: t.table):
            for number, deal in enumerate(table.deals, start=1):
                totals = deal_totals(deal, rules)
                for line, pair, side, total in (
                    ("NS", table.ns, deal.ns, totals[0]),
                    ("EW", table.ew, deal.ew, totals[1]),
                ):
                    rows.append(
                        [
                            rnd.number, table.table, number, END_WORDS[deal.end], line, pair,
                            side.clean, side.dirty, side.semi_clean if semi_allowed else None, side.closed,
                            side.cards, side.melded, side.in_hand, side.pozzetto, side.penalty,
                            side.penalty_reason or None, total,
                        ]
                    )  # fmt: skip
    return header, rows


def _pairs(tournament: Tournament) -> tuple[list[str], list[list[Any]]]:
    header = [
        "Pair", "Status", "Group", "Entry round", "Withdrawn after round",
        "Player 1", "Club 1", "Member id 1", "Player 2", "Club 2", "Member id 2",
    ]  # fmt: skip
    rows = []
    for pair in sorted(tournament.pairs, key=lambda p: p.number):
        row: list[Any] = [
            pair.number,
            str(pair.status),
            pair.group,
            pair.entry_round,
            pair.withdrawn_after_round,
        ]
        for player in pair.players:
            row += [player.name, player.club, player.member_id]
        rows.append(row)
    return header, rows


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


def _add_sheet(workbook: Workbook, title: str, header: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    sheet = workbook.create_sheet(title)
    widths = [len(name) for name in header]
    sheet.append(list(header))
    for cell in sheet[1]:
        cell.font = _HEADER_FONT
        cell.alignment = _HEADER_ALIGNMENT
    for row_index, row in enumerate(rows, start=2):
        for column_index, raw in enumerate(row, start=1):
            value = _cell_value(raw)
            if value is None:
                continue
            cell = sheet.cell(row=row_index, column=column_index)
            cell.value = value
            if isinstance(value, str):
                # openpyxl turns a string starting with "=" into a formula; a typed value must stay text
                # (a member id "=1+2" is the string "=1+2"), so the type is set explicitly for all text.
                cell.data_type = "s"
            shown = str(value) if not isinstance(value, bool) else "FALSE"
            widths[column_index - 1] = max(widths[column_index - 1], len(shown))
    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = min(_MAX_WIDTH, width + 2)
    sheet.freeze_panes = "A2"
    if sheet.max_row > 1:
        sheet.auto_filter.ref = sheet.dimensions
