"""Standings and seats as CSV: UTF-8 with a byte-order mark, so that spreadsheet programs read accents right.

A spreadsheet that opens a CSV reads a cell beginning with = + - @ (or a tab or carriage return before
one) as a formula: a player named `=HYPERLINK(...)` would run in the director's spreadsheet. Every text
cell that begins so is written with an apostrophe in front, as OWASP advises ("CSV injection"); numbers
(-150) are left as they are. The workbook export (xlsx.py) stores text as text and needs no such mark.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from typing import BinaryIO

from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.output import ExportError, Output, write_atomically


def write_standings_csv(
    tournament: Tournament, after_round: int | None, out: Output, *, delimiter: str = ","
) -> None:
    """One row per pair, in rank order, after `after_round` (None: after the last round)."""
    if after_round is not None and all(r.number != after_round for r in tournament.rounds):
        raise ExportError(f"round {after_round} does not exist")
    standings = compute_standings(tournament, after_round)
    header = ["Rank", "Pair", "Player 1", "Player 2", "VP", "MP difference", "MP", "Rounds", "Byes", "Status"]
    rows = []
    for row in standings.rows:
        players = list(row.players) + [""] * (2 - len(row.players))
        rows.append(
            [
                str(row.rank), str(row.pair), players[0], players[1], format_vp(row.vp), str(row.mp_diff),
                str(row.mp), str(row.rounds), str(row.byes), str(row.status),
            ]
        )  # fmt: skip
    _write_csv(out, header, rows, delimiter)


def write_seats_csv(tournament: Tournament, round_number: int, out: Output, *, delimiter: str = ",") -> None:
    """One row per pair of the round: table, line (NS, EW, or bye) and both players."""
    rnd = next((r for r in tournament.rounds if r.number == round_number), None)
    if rnd is None:
        raise ExportError(f"round {round_number} does not exist")
    names = {pair.number: [player.name for player in pair.players] for pair in tournament.pairs}

    def players(number: int) -> list[str]:
        found = names.get(number)
        if found is None:
            raise ExportError(f"round {round_number}: pair {number} is not registered in the tournament")
        return found + [""] * (2 - len(found))

    header = ["Round", "Table", "Line", "Pair", "Player 1", "Player 2"]
    rows = []
    for table in sorted(rnd.tables, key=lambda t: t.table):
        rows.append([str(round_number), str(table.table), "NS", str(table.ns), *players(table.ns)])
        rows.append([str(round_number), str(table.table), "EW", str(table.ew), *players(table.ew)])
    rows += [[str(round_number), "", "bye", str(number), *players(number)] for number in sorted(rnd.byes)]
    _write_csv(out, header, rows, delimiter)


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def csv_cell(value: str) -> str:
    """A cell's text as a spreadsheet must not take for a formula (see the module's note)."""
    if value.startswith(_FORMULA_START) and not _NUMBER.fullmatch(value):
        return "'" + value
    return value


def _write_csv(out: Output, header: Sequence[str], rows: Iterable[Sequence[str]], delimiter: str) -> None:
    rows = [[csv_cell(value) for value in row] for row in rows]

    def produce(stream: BinaryIO) -> None:
        # utf-8-sig writes the byte-order mark; CRLF line ends are what spreadsheet programs expect.
        text = io.TextIOWrapper(stream, encoding="utf-8-sig", newline="")
        writer = csv.writer(text, delimiter=delimiter, lineterminator="\r\n")
        writer.writerow(header)
        writer.writerows(rows)
        text.flush()
        text.detach()  # leave the stream open: its owner closes it

    write_atomically(out, produce)
