"""Standings and seats as CSV: UTF-8 with a byte-order mark, so that spreadsheet programs read accents right.

The words (headings, statuses, lines) are in the print language, and so are the separator and the decimal
mark: an Italian or German spreadsheet reads `;` between cells and `17,25` (its decimal mark is the comma),
an English one `,` and `17.25`. A director whose program wants otherwise gives the separator.

A spreadsheet that opens a CSV reads a cell beginning with = + - @ (or a tab or carriage return before
one) as a formula: a player named `=HYPERLINK(...)` would run in the director's spreadsheet. Every text
cell that begins so is written with an apostrophe in front, as OWASP advises ("CSV injection"); numbers
(-150) are left as they are. The workbooks (xlsx.put_cell) store text as text and need no such mark.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from typing import BinaryIO

from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.names import line_code, pair_status_text
from burraco_tourney.io.output import ExportError, Output, write_atomically
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, texts_for


def separator_for(language: str) -> str:
    """The separator a spreadsheet of that language reads: `;` where the comma is the decimal mark."""
    return ";" if texts_for(language).decimal_mark == "," else ","


def write_standings_csv(
    tournament: Tournament,
    after_round: int | None,
    out: Output,
    *,
    delimiter: str | None = None,
    language: str = DEFAULT_LANGUAGE,
) -> None:
    """One row per pair, in rank order, after `after_round` (None: after the last round). `delimiter`
    None: the language's separator (`separator_for`). When pairs are in groups, two more columns: the
    pair's group and its rank in it."""
    if after_round is not None and all(r.number != after_round for r in tournament.rounds):
        raise ExportError.of("export.no_round", round=after_round)
    words = texts_for(language)
    standings = compute_standings(tournament, after_round)
    header = [
        words.translate("CsvExport", "Rank"),
        words.translate("CsvExport", "Pair"),
        words.translate("CsvExport", "Player 1"),
        words.translate("CsvExport", "Player 2"),
        words.translate("CsvExport", "VP"),
        words.translate("CsvExport", "MP difference"),
        words.translate("CsvExport", "MP"),
        words.translate("CsvExport", "Rounds"),
        words.translate("CsvExport", "Byes"),
        words.translate("CsvExport", "Status"),
    ]
    grouped = bool(standings.groups)
    if grouped:
        header += [words.translate("CsvExport", "Group"), words.translate("CsvExport", "Rank in group")]
    rows = []
    for row in standings.rows:
        players = list(row.players) + [""] * (2 - len(row.players))
        rows.append(
            [
                str(row.rank), str(row.pair), players[0], players[1], words.number(format_vp(row.vp)),
                str(row.mp_diff), str(row.mp), str(row.rounds), str(row.byes),
                pair_status_text(words, row.status),
            ]
        )  # fmt: skip
        if grouped:
            rows[-1] += [row.group or "", "" if row.group_rank is None else str(row.group_rank)]
    write_csv(out, header, rows, delimiter or separator_for(language))


def write_seats_csv(
    tournament: Tournament,
    round_number: int,
    out: Output,
    *,
    delimiter: str | None = None,
    language: str = DEFAULT_LANGUAGE,
) -> None:
    """One row per pair of the round: table, line (NS, EW, or bye) and both players. `delimiter` None:
    the language's separator."""
    rnd = next((r for r in tournament.rounds if r.number == round_number), None)
    if rnd is None:
        raise ExportError.of("export.no_round", round=round_number)
    names = {pair.number: [player.name for player in pair.players] for pair in tournament.pairs}

    def players(number: int) -> list[str]:
        found = names.get(number)
        if found is None:
            raise ExportError.of("export.pair_not_registered_in_round", pair=number, round=round_number)
        return found + [""] * (2 - len(found))

    words = texts_for(language)
    header = [
        words.translate("CsvExport", "Round"),
        words.translate("CsvExport", "Table"),
        words.translate("CsvExport", "Line"),
        words.translate("CsvExport", "Pair"),
        words.translate("CsvExport", "Player 1"),
        words.translate("CsvExport", "Player 2"),
    ]
    ns, ew, bye = (
        line_code(words, Line.NS),
        line_code(words, Line.EW),
        words.translate("CsvExport", "bye"),
    )
    rows = []
    for table in sorted(rnd.tables, key=lambda t: t.table):
        rows.append([str(round_number), str(table.table), ns, str(table.ns), *players(table.ns)])
        rows.append([str(round_number), str(table.table), ew, str(table.ew), *players(table.ew)])
    rows += [[str(round_number), "", bye, str(number), *players(number)] for number in sorted(rnd.byes)]
    write_csv(out, header, rows, delimiter or separator_for(language))


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"-?[0-9]+([.,][0-9]+)?")  # with either decimal mark


def csv_cell(value: str) -> str:
    """A cell's text as a spreadsheet must not take for a formula (see the module's note)."""
    if value.startswith(_FORMULA_START) and not _NUMBER.fullmatch(value):
        return "'" + value
    return value


def csv_text(cell: str) -> str:
    """What a cell of a CSV file means, read back: its text without the mark `csv_cell` puts in front (so
    that a member list exported and imported again keeps a surname "=1+2" as it was), trimmed of spaces."""
    text = cell.strip()
    if text.startswith("'") and text[1:].startswith(_FORMULA_START):
        text = text[1:].strip()
    return text


def write_csv(out: Output, header: Sequence[str], rows: Iterable[Sequence[str]], delimiter: str) -> None:
    """The one writer of the program's CSV files (standings, seats, circuits, the member register): UTF-8
    with a byte-order mark, CRLF line ends, every cell through `csv_cell`, written whole or not at all."""
    header = [csv_cell(value) for value in header]
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
