"""The results file for the federation, behind a small registry of formats (issue 21).

FIBur's own upload format is not public. A format is a name, the file endings it writes and a function
from result rows (domain.results.ResultRow) to the file's bytes; `register_format` adds one, and the
command line (`export results --format NAME`) and anything else find it by name. Adding a federation's
format is one new module calling `register_format`, nothing else changes:

    def _write_fibur(rows, language, suffix): return ...bytes...
    register_format(ResultsFormat("fibur", (".csv",), _write_fibur))

The generic format (docs/results-format.md): one row per player, the columns in `GENERIC_COLUMNS` order,
headers in the given language. CSV: `;`-separated, UTF-8 with a byte-order mark (Excel opens it with the
accents right; other programs read the mark as the UTF-8 signature it is), CRLF line ends, decimal mark of
the language (17,5 in it/de, 17.5 in en), dates as 2026-12-20, and a text cell that would start a formula
marked with an apostrophe (io/csv_export.csv_cell). XLSX: one sheet, the header in row 1, numbers as
numbers, dates as dates, text always text.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any, BinaryIO

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.results import ResultRow
from burraco_tourney.io.csv_export import csv_cell
from burraco_tourney.io.output import ExportError, refuse_database_target, write_atomically
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

__all__ = [
    "GENERIC",
    "GENERIC_COLUMNS",
    "ResultsFormat",
    "ResultsFormatError",
    "formats",
    "generic_header",
    "generic_values",
    "register_format",
    "results_format",
    "write_results",
]

GENERIC = "generic"

# The columns of the generic format, in order (their headings: `generic_header`).
GENERIC_COLUMNS = (
    "tournament", "date", "venue", "level", "tables", "member_id", "surname", "name", "club", "pair",
    "position", "vp", "mp_diff", "group", "group_position",
)  # fmt: skip


class ResultsFormatError(ExportError):
    """An unknown format, or a file ending the format does not write (`results.*`)."""


# rows, the headers' language, the file's ending (".csv") -> the file's bytes
ResultsWriter = Callable[[Sequence[ResultRow], str, str], bytes]


@dataclass(frozen=True, slots=True)
class ResultsFormat:
    name: str
    suffixes: tuple[str, ...]  # lower case, with the dot
    write: ResultsWriter


_FORMATS: dict[str, ResultsFormat] = {}


def register_format(results_format: ResultsFormat) -> None:
    """Make a format known by its name (a later one of the same name replaces it)."""
    _FORMATS[results_format.name] = results_format


def formats() -> tuple[str, ...]:
    return tuple(sorted(_FORMATS))


def results_format(name: str) -> ResultsFormat:
    found = _FORMATS.get(name)
    if found is None:
        raise ResultsFormatError(Problem.of("results.unknown_format", format=name, known=formats()))
    return found


def write_results(
    rows: Sequence[ResultRow],
    out: str | os.PathLike[str],
    *,
    format_name: str = GENERIC,
    language: str = DEFAULT_LANGUAGE,
) -> None:
    """Write `rows` to the file `out` in the format named, the kind of file chosen by its ending."""
    chosen = results_format(format_name)
    suffix = Path(out).suffix.lower()
    if suffix not in chosen.suffixes:
        raise ResultsFormatError(
            Problem.of(
                "results.unknown_suffix", format=chosen.name, suffixes=chosen.suffixes, file=os.fspath(out)
            )
        )
    texts_for(language)  # an unknown language is refused before anything is written
    refuse_database_target(out)
    content = chosen.write(rows, language, suffix)

    def produce(stream: BinaryIO) -> None:
        stream.write(content)

    write_atomically(out, produce)


# ------------------------------------------------------------------------------------ the generic format


def generic_header(words: Texts) -> list[str]:
    return [
        words.translate("ResultsFile", "Tournament"),
        words.translate("ResultsFile", "Date"),
        words.translate("ResultsFile", "Venue"),
        words.translate("ResultsFile", "Level"),
        words.translate("ResultsFile", "Tables"),
        words.translate("ResultsFile", "Member number"),
        words.translate("ResultsFile", "Surname"),
        words.translate("ResultsFile", "Name"),
        words.translate("ResultsFile", "Association"),
        words.translate("ResultsFile", "Pair"),
        words.translate("ResultsFile", "Position"),
        words.translate("ResultsFile", "VP"),
        words.translate("ResultsFile", "MP difference"),
        words.translate("ResultsFile", "Group"),
        words.translate("ResultsFile", "Position in group"),
    ]


def generic_values(row: ResultRow) -> list[Any]:
    """One row's values in GENERIC_COLUMNS order: numbers as numbers, None for nothing."""
    return [
        row.tournament, row.date, row.venue, row.level, row.tables, row.member_id, row.surname, row.name,
        row.club, row.pair, row.position, row.vp, row.mp_diff, row.group, row.group_rank,
    ]  # fmt: skip


def _csv_text(value: Any, words: Texts) -> str:
    if value is None:
        return ""
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Decimal):
        whole = value == value.to_integral_value()
        return words.number(str(int(value)) if whole else format(value.normalize(), "f"))
    if isinstance(value, int):
        return str(value)
    return csv_cell(str(value))


def _write_generic_csv(rows: Sequence[ResultRow], language: str) -> bytes:
    words = texts_for(language)
    text = io.StringIO(newline="")
    writer = csv.writer(text, delimiter=";", lineterminator="\r\n")
    writer.writerow(generic_header(words))
    for row in rows:
        writer.writerow([_csv_text(value, words) for value in generic_values(row)])
    return text.getvalue().encode("utf-8-sig")


def _write_generic_xlsx(rows: Sequence[ResultRow], language: str) -> bytes:
    from openpyxl import Workbook
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter

    from burraco_tourney.io.xlsx import PROGRAM_NAME, put_cell

    words = texts_for(language)
    workbook = Workbook()
    sheet = workbook.active
    sheet.title = words.translate("ResultsFile", "Results")[:31]
    workbook.properties.creator = PROGRAM_NAME
    header = generic_header(words)
    widths = [len(name) for name in header]
    for column, name in enumerate(header, start=1):
        put_cell(sheet, 1, column, name).font = Font(bold=True)
    for row_index, row in enumerate(rows, start=2):
        for column, value in enumerate(generic_values(row), start=1):
            if value is None:
                continue
            cell = put_cell(sheet, row_index, column, value)  # a name "=1+2" stays text
            if isinstance(value, date):
                cell.number_format = "yyyy-mm-dd"
            widths[column - 1] = max(widths[column - 1], len(str(cell.value)))
    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = min(45, width + 2)
    sheet.freeze_panes = "A2"
    if rows:
        sheet.auto_filter.ref = f"A1:{get_column_letter(len(header))}{len(rows) + 1}"
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def _write_generic(rows: Sequence[ResultRow], language: str, suffix: str) -> bytes:
    return _write_generic_xlsx(rows, language) if suffix == ".xlsx" else _write_generic_csv(rows, language)


register_format(ResultsFormat(GENERIC, (".csv", ".xlsx"), _write_generic))
