"""Reading a spreadsheet of pairs (XLSX or CSV) into rows to check and register, for `pairs import`.

`read_pairs_file(path)` returns one `PairImportRow` per filled row, or raises `PairsFileError` with one
message that names the file and says what is wrong with it as a whole (missing, not a spreadsheet, broken,
no header, a required column missing). What is wrong with single rows (a pair number that is not a number)
is not an error here: it rides along in `PairImportRow.problems`, so that the preview can list every problem
row at once. Whether names are missing or players are registered twice is the service's business.

The file
--------
- `.xlsx` (also `.xlsm`): the sheet named Pairs / Coppie / Paare if there is one (so a workbook exported by
  this program can be read back), otherwise the first sheet. Formulas give their last computed value.
- CSV (any other text file): UTF-8 with or without BOM, else Windows-1252 (Latin-1 for the bytes it lacks),
  or UTF-16 with BOM (Excel's "Unicode text"); separator `;`, `,` or tab, whichever makes sense of the
  header.
- The header is the first row (among the first 20 filled ones, so a title row above it is fine) that names a
  player column. Column names ignore case, accents, spaces and punctuation (`Member ID 1` = `member_id1`);
  columns with other names are ignored. See `ACCEPTED_COLUMNS`.
- Every value is trimmed of surrounding spaces and otherwise kept as typed: names keep their accents and
  apostrophes; member ids stay text (`007` stays `007`, `=1+2` stays `=1+2`; a whole number in a workbook
  cell reads `1234`, not `1234.0`, with the zeros its cell format shows).
- Rows with no player name and no member id are skipped (empty rows, or a template's pre-numbered ones).
"""

from __future__ import annotations

import codecs
import csv
import io
import os
import re
import textwrap
import unicodedata
import warnings
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

from burraco_tourney.domain.tournament import Player

__all__ = [
    "ACCEPTED_COLUMNS",
    "COLUMNS",
    "Column",
    "PairImportRow",
    "PairsFileError",
    "read_pairs_file",
]


class PairsFileError(Exception):
    """The file cannot be read as a list of pairs; the message names the file and what is wrong."""

    def __init__(self, path: str | os.PathLike[str], what: str) -> None:
        super().__init__(f"{os.fspath(path)}: {what}")
        self.path = os.fspath(path)
        self.what = what


@dataclass(frozen=True, slots=True)
class PairImportRow:
    """One filled row of the file: `row` is the row number a spreadsheet program shows for it.

    `problems` are what could not be read in this row (e.g. a pair number that is not a whole number), in
    words for the director, without the row number."""

    row: int
    number: int | None
    players: tuple[Player, Player]
    group: str | None = None
    problems: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Column:
    """A column the import reads: its field, what it holds, and the header names accepted for it."""

    field: str
    meaning: str
    names: tuple[str, ...]


def _column(field: str, meaning: str, names: str) -> Column:
    return Column(field, meaning, tuple(names.split("|")))


# The names a director is likely to type, in English, Italian and German; the first is the one to suggest.
COLUMNS: tuple[Column, ...] = (
    _column(
        "number",
        "pair number (optional: pairs without one get the smallest free numbers)",
        "number|pair|pair number|no|nr|coppia|numero|numero coppia|paar|paarnummer|nummer",
    ),
    _column("player1", "player 1's name (required)", "player1|player 1|name1|giocatore1|nome1|spieler1"),
    _column("club1", "player 1's club", "club1|circolo1|verein1"),
    _column(
        "member_id1",
        "player 1's member id (kept as text)",
        "member_id1|member id 1|tessera1|mitglied1|mitgliedsnummer1",
    ),
    _column("player2", "player 2's name (required)", "player2|player 2|name2|giocatore2|nome2|spieler2"),
    _column("club2", "player 2's club", "club2|circolo2|verein2"),
    _column(
        "member_id2",
        "player 2's member id (kept as text)",
        "member_id2|member id 2|tessera2|mitglied2|mitgliedsnummer2",
    ),
    _column("club", "club of both players, where club1/club2 are empty", "club|circolo|verein"),
    _column("group", "group (girone)", "group|girone|gruppo|gruppe"),
)

# For `pairs import --help` and the window's import dialog: lines under 80 characters, printed as they are.
ACCEPTED_COLUMNS = (
    "A header row names the columns (case, accents, spaces and _ do not matter;\n"
    "columns with other names are ignored):\n"
    + "\n".join(
        textwrap.fill(", ".join(column.names), 78, initial_indent="  ", subsequent_indent="  ")
        + f"\n      {column.meaning}"
        for column in COLUMNS
    )
    + "\nXLSX: the sheet named Pairs, Coppie or Paare, else the first sheet.\n"
    "CSV: UTF-8 or Windows-1252, separated by ; or , or tab."
)

_REQUIRED = ("player1", "player2")
_HEADER_SEARCH_ROWS = 20
_PAIRS_SHEET_NAMES = {"pairs", "coppie", "paare"}
_WORKBOOK_SUFFIXES = {".xlsx", ".xlsm"}
_ZIP_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # old .xls, and any password-protected Office file
_WHOLE_NUMBER = re.compile(r"[+-]?\d+")
_ZEROS_FORMAT = re.compile(r"0+")


def _key(text: str) -> str:
    """A header name as compared: no accents, no case, letters and digits only."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed.casefold() if ch.isalnum() and not unicodedata.combining(ch))


_FIELD_BY_KEY = {_key(name): column.field for column in COLUMNS for name in column.names}


def read_pairs_file(path: str | os.PathLike[str]) -> list[PairImportRow]:
    """The pairs in a spreadsheet file, one per filled row after the header, in file order."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise PairsFileError(path, "the file does not exist") from None
    except IsADirectoryError:
        raise PairsFileError(path, "this is a folder, not a file") from None
    except PermissionError:
        raise PairsFileError(path, "permission to read the file was refused") from None
    except OSError as error:
        raise PairsFileError(path, f"the file cannot be read ({error.strerror or error})") from None
    suffix = Path(path).suffix.casefold()
    if data.startswith(_OLE_MAGIC):
        raise PairsFileError(
            path,
            "this is an old Excel (.xls) or password-protected file: save it as .xlsx (without a password) "
            "or as CSV",
        )
    if data.startswith(_ZIP_MAGIC):
        table = _workbook_rows(path, data)
    elif suffix in _WORKBOOK_SUFFIXES:
        raise PairsFileError(path, "the file is not a valid Excel workbook (it may be damaged or renamed)")
    else:
        table = _csv_rows(path, data)
    return _pairs(path, table)


# ------------------------------------------------------------------------------------------ cells


@dataclass(frozen=True, slots=True)
class _Line:
    """One row of the file as text cells (trimmed; "" for empty), with its row number."""

    row: int
    cells: tuple[str, ...]

    def filled(self) -> bool:
        return any(self.cells)


def _workbook_rows(path: str | os.PathLike[str], data: bytes) -> list[_Line]:
    # openpyxl warns about parts of a workbook it does not read (data validation extensions, conditional
    # formats, ...) that Excel files often have; none of them matter for reading names, and a director would
    # only be puzzled by them.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        return _read_workbook(path, data)


def _read_workbook(path: str | os.PathLike[str], data: bytes) -> list[_Line]:
    # Imported here: only a workbook needs openpyxl, and loading it costs start-up time of the command line.
    from openpyxl import load_workbook

    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except zipfile.BadZipFile:
        raise PairsFileError(path, "the workbook is damaged (it is not a complete .xlsx file)") from None
    # openpyxl raises whatever its parsers meet in a damaged or foreign zip (KeyError for a missing part,
    # XML syntax errors, ValueError, ...); any of them means the same thing to the director.
    except Exception:
        raise PairsFileError(path, "the file is not a readable Excel workbook (.xlsx)") from None
    try:
        sheets = workbook.worksheets  # chart sheets are not among them
        if not sheets:
            raise PairsFileError(path, "the workbook has no sheet with cells")
        sheet = next((s for s in sheets if _key(s.title) in _PAIRS_SHEET_NAMES), sheets[0])
        # The stored dimensions may be wrong (some programs write none, or "A1"): read every row there is.
        sheet.reset_dimensions()
        rows = [
            [(cell.value, getattr(cell, "number_format", "General")) for cell in cells]
            for cells in sheet.iter_rows()
        ]
    except PairsFileError:
        raise
    except Exception:  # as above: a damaged sheet inside an otherwise readable zip
        raise PairsFileError(path, "a sheet of the workbook is damaged and cannot be read") from None
    finally:
        workbook.close()
    return [
        _Line(number, tuple(_cell_text(value, number_format) for value, number_format in cells))
        for number, cells in enumerate(rows, start=1)
    ]


def _cell_text(value: Any, number_format: str) -> str:
    """A workbook cell's value as the text a director typed in it."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        # A member id typed as 007 into a cell formatted "000" shows 007: read what the cell shows.
        if value >= 0 and _ZEROS_FORMAT.fullmatch(number_format):
            return str(value).zfill(len(number_format))
        return str(value)
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == time() else value.isoformat(sep=" ")
    if isinstance(value, date | time):
        return value.isoformat()
    return str(value).strip()


def _csv_rows(path: str | os.PathLike[str], data: bytes) -> list[_Line]:
    text = _decode(path, data)
    best: list[_Line] | None = None
    best_score = (-1, -1)
    for delimiter in (";", ",", "\t"):
        lines = _split(path, text, delimiter)
        found = _find_header(lines)
        header = lines[found].cells if found is not None else ()
        score = (sum(1 for cell in header if _key(cell) in _FIELD_BY_KEY), len(header))
        if score > best_score:
            best, best_score = lines, score
    assert best is not None
    return best


def _decode(path: str | os.PathLike[str], data: bytes) -> str:
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise PairsFileError(path, "the file claims to be UTF-16 text but is not") from None
    if b"\x00" in data:
        raise PairsFileError(path, "this is not a spreadsheet: save the pairs as .xlsx or as CSV")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    # Excel on Windows saves "CSV" in the system's code page: Windows-1252 in Italy and Germany. Latin-1
    # decodes the five bytes Windows-1252 leaves undefined, so some text always comes out.
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _split(path: str | os.PathLike[str], text: str, delimiter: str) -> list[_Line]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        # Numbered by record, as a spreadsheet program shows them (a quoted line break stays in one row).
        return [
            _Line(number, tuple(cell.strip() for cell in cells))
            for number, cells in enumerate(reader, start=1)
        ]
    except csv.Error as error:
        raise PairsFileError(path, f"the CSV is malformed near line {reader.line_num}: {error}") from None


# ------------------------------------------------------------------------------------------ rows to pairs


def _find_header(lines: Sequence[_Line]) -> int | None:
    """Where the header is in `lines`: the first of the first filled rows that names a player column."""
    filled = (index for index, line in enumerate(lines) if line.filled())
    for _, index in zip(range(_HEADER_SEARCH_ROWS), filled, strict=False):
        if any(_FIELD_BY_KEY.get(_key(cell)) in _REQUIRED for cell in lines[index].cells):
            return index
    return None


def _columns(path: str | os.PathLike[str], header: _Line) -> dict[str, int]:
    columns: dict[str, int] = {}
    for index, cell in enumerate(header.cells):
        field = _FIELD_BY_KEY.get(_key(cell))
        if field is None:
            continue
        if field in columns:
            first = header.cells[columns[field]]
            raise PairsFileError(
                path, f"row {header.row}: the columns {first!r} and {cell!r} both give the {_meaning(field)}"
            )
        columns[field] = index
    for field in _REQUIRED:
        if field not in columns:
            names = ", ".join(_names(field))
            raise PairsFileError(
                path, f"row {header.row}: no column for the {_meaning(field)} (name it one of: {names})"
            )
    return columns


def _meaning(field: str) -> str:
    return {
        "number": "pair number",
        "player1": "name of player 1",
        "player2": "name of player 2",
        "club1": "club of player 1",
        "club2": "club of player 2",
        "member_id1": "member id of player 1",
        "member_id2": "member id of player 2",
        "club": "club of both players",
        "group": "group",
    }[field]


def _names(field: str) -> tuple[str, ...]:
    return next(column.names for column in COLUMNS if column.field == field)


def _pairs(path: str | os.PathLike[str], lines: Sequence[_Line]) -> list[PairImportRow]:
    found = _find_header(lines)
    if found is None:
        first = next((line for line in lines if line.filled()), None)
        if first is None:
            raise PairsFileError(path, "the file is empty")
        shown = ", ".join(cell for cell in first.cells if cell)
        raise PairsFileError(
            path,
            "no header row naming the players' columns (such as player1 and player2, or giocatore1 and "
            f"giocatore2) in the first rows; row {first.row} reads: {_shorten(shown)}",
        )
    columns = _columns(path, lines[found])
    return list(_read_rows(lines[found + 1 :], columns))


def _read_rows(lines: Sequence[_Line], columns: dict[str, int]) -> Iterator[PairImportRow]:
    for line in lines:

        def cell(field: str, line: _Line = line) -> str:
            index = columns.get(field)
            return line.cells[index] if index is not None and index < len(line.cells) else ""

        if not any(cell(field) for field in ("player1", "player2", "member_id1", "member_id2")):
            continue
        problems: list[str] = []
        number_text = cell("number")
        number: int | None = None
        if _WHOLE_NUMBER.fullmatch(number_text):
            number = int(number_text)
        elif number_text:
            problems.append(f"pair number {_shorten(number_text)!r} is not a whole number")
        shared_club = cell("club")
        players = tuple(
            Player(
                name=cell(f"player{seat}"),
                club=cell(f"club{seat}") or shared_club or None,
                member_id=cell(f"member_id{seat}") or None,
            )
            for seat in (1, 2)
        )
        yield PairImportRow(
            row=line.row,
            number=number,
            players=(players[0], players[1]),
            group=cell("group") or None,
            problems=tuple(problems),
        )


def _shorten(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
