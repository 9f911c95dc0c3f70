"""Reading a member list (the federation's or the club's, XLSX or CSV) into members, for `members import`,
and writing the register back out (`members export`).

`read_members(path)` returns a `MembersFile`: one `MemberImportRow` per filled row, each with the problems of
its own cells (a date that is not a date, a card type not known, a member number repeated in the file, a
surname missing), placed at the row and column (`("rows", 6, "register", "valid_until")` is "Row 7, valid
until"). What is wrong with the file as a whole (missing, not a spreadsheet, no header, a required column
missing) raises `PairsFileError` (the codes shared with the pairs import, `pairs_file.*`, or this module's
`members_file.*`). Whether a row changes a member of the register is the service's business.

The file, as for the pairs import (io/pairs_import.py, whose reading of cells and text it reuses): `.xlsx`
(the sheet named Members / Soci / Tesserati / Mitglieder, else the active sheet, never a hidden one) or CSV
(UTF-8, UTF-16 with BOM, else a guess between Windows-1252 and Mac-Roman; `;`, `,` or tab). The header is the
first of the first 20 filled rows that names the surname column. Column names in English or Italian (German
too), case, accents, spaces and punctuation ignored: see `MEMBER_COLUMNS`. Dates: 31/12/2026, 31.12.2026,
31-12-2026, 2026-12-31, a workbook's date cell, or an Excel serial number (46387); a two-digit year is
20xx. Card types: Ordinaria, Juniores, Ridotta (domain.members.card_type_of).
"""

from __future__ import annotations

import io
import os
import re
import warnings
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any, BinaryIO

from burraco_tourney.domain.members import Member, card_type_of
from burraco_tourney.domain.problems import Problem
from burraco_tourney.io.csv_export import write_csv
from burraco_tourney.io.output import write_atomically
from burraco_tourney.io.pairs_import import (
    _OLE_MAGIC,
    _WORKBOOK_SUFFIXES,
    _ZIP_MAGIC,
    Column,
    PairsFileError,
    _cell_text,
    _decode,
    _key,
    _Line,
    _split,
    nul_refusal,
    read_file_bytes,
)

__all__ = [
    "MEMBER_COLUMNS",
    "MemberImportRow",
    "MembersFile",
    "parse_date",
    "read_members",
    "write_members",
]


def _column(field: str, meaning: str, names: str) -> Column:
    return Column(field, meaning, tuple(names.split("|")))


MEMBER_COLUMNS: tuple[Column, ...] = (
    _column(
        "member_id",
        "member number (required column; the import updates the member of that number)",
        "member_id|member id|member number|member|tessera|numero tessera|n tessera|num tessera|"
        "mitgliedsnummer|mitglied",
    ),
    _column("surname", "surname (required)", "surname|last name|family name|cognome|nachname|familienname"),
    _column("name", "given names (required column)", "name|first name|given name|nome|vorname"),
    _column("club", "association (club)", "club|associazione|circolo|association|verein"),
    _column("region", "region", "region|regione|bundesland"),
    _column("province", "province", "province|provincia|prov|provinz|kreis"),
    _column(
        "card_type",
        "card type: Ordinaria, Juniores or Ridotta",
        "card_type|card type|card|tipo_tessera|tipo tessera|tipo|kartentyp|karte",
    ),
    _column(
        "valid_until",
        "valid until (31/12/2026, 2026-12-31 or an Excel date)",
        "valid_until|valid until|expiry|expires|scadenza|valida fino al|valido fino al|"
        "gueltig bis|gültig bis",
    ),
    _column(
        "category", "category (e.g. F, M, senior: a prize plan may name it)", "category|categoria|kategorie"
    ),
    _column("notes", "notes", "notes|note|notizen|bemerkungen"),
)
REQUIRED = ("member_id", "surname", "name")
# A header row is recognised by its surname column (the one every member list has).
_HEADER_FIELD = "surname"
_FIELD_BY_KEY = {_key(name): column.field for column in MEMBER_COLUMNS for name in column.names}
_HEADER_SEARCH_ROWS = 20
_SHEET_NAMES = {"members", "soci", "tesserati", "mitglieder", "register", "anagrafica"}
_DMY = re.compile(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2}|\d{4})")
_YMD = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?")
_SERIAL = re.compile(r"\d{4,5}(?:\.0+)?")
_EXCEL_EPOCH = date(1899, 12, 30)  # Excel's day 0 (its 1900 leap-year bug included)


@dataclass(frozen=True, slots=True)
class MemberImportRow:
    """One filled row of the list: `row` as the spreadsheet shows it; `member` as read (fields of columns
    the file lacks are None/empty); `problems` placed at ("register", field), without the row."""

    row: int
    member: Member
    problems: tuple[Problem, ...] = ()


@dataclass(frozen=True, slots=True)
class MembersFile:
    """The rows read, and which fields the file has columns for (`fields`): an import changes only
    those, so a list without provinces does not wipe the register's."""

    rows: list[MemberImportRow]
    fields: frozenset[str]
    sheet: str | None = None
    encoding: str | None = None

    @property
    def problems(self) -> tuple[Problem, ...]:
        """Every row's problems, placed at their row."""
        return tuple(problem.under("rows", row.row - 1) for row in self.rows for problem in row.problems)


def parse_date(text: str) -> date | None:
    """The date a cell holds ("31/12/2026", "2026-12-31", "46387"), or None if it is not one (or empty)."""
    text = text.strip()
    try:
        if found := _YMD.fullmatch(text):
            return date(int(found[1]), int(found[2]), int(found[3]))
        if found := _DMY.fullmatch(text):
            year = int(found[3])
            return date(year + 2000 if year < 100 else year, int(found[2]), int(found[1]))
        if _SERIAL.fullmatch(text):
            return _EXCEL_EPOCH + timedelta(days=int(float(text)))
    except (ValueError, OverflowError):
        return None
    return None


def read_members(path: str | os.PathLike[str]) -> MembersFile:
    """The members a list names, one per filled row after the header, in file order."""
    data = read_file_bytes(path)
    if data.startswith(_OLE_MAGIC):
        raise PairsFileError(path, "pairs_file.old_excel")
    sheet = encoding = None
    if data.startswith(_ZIP_MAGIC):
        lines, sheet = _workbook_lines(path, data)
    elif Path(path).suffix.casefold() in _WORKBOOK_SUFFIXES:
        raise PairsFileError(path, "pairs_file.not_a_workbook")
    else:
        if b"\x00" in data and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
            raise nul_refusal(path, data, "members_file.not_a_spreadsheet")
        lines, encoding = _csv_lines(path, data)
    found = _find_header(lines)
    if found is None:
        first = next((line for line in lines if line.filled()), None)
        if first is None:
            raise PairsFileError(path, "members_file.empty")
        shown = ", ".join(cell for cell in first.cells if cell)
        raise PairsFileError(path, "members_file.no_header", where=("rows", first.row - 1), reads=shown[:60])
    header = lines[found]
    columns = _columns(path, header)
    rows = _rows(lines[found + 1 :], columns)
    return MembersFile(rows, frozenset(columns), sheet, encoding)


def _workbook_lines(path: str | os.PathLike[str], data: bytes) -> tuple[list[_Line], str]:
    from openpyxl import load_workbook

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        try:
            workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        except zipfile.BadZipFile:
            raise PairsFileError(path, "pairs_file.workbook_damaged") from None
        except Exception:  # whatever openpyxl's parsers meet in a foreign zip: the same to the director
            raise PairsFileError(path, "pairs_file.workbook_unreadable") from None
        try:
            visible = [s for s in workbook.worksheets if getattr(s, "sheet_state", "visible") == "visible"]
            if not visible:
                raise PairsFileError(path, "pairs_file.no_sheet")
            named = next((s for s in visible if _key(s.title) in _SHEET_NAMES), None)
            chosen = named or (workbook.active if workbook.active in visible else visible[0])
            chosen.reset_dimensions()
            lines = [
                _Line(n, tuple(_cell_text(c.value, getattr(c, "number_format", "General")) for c in cells))
                for n, cells in enumerate(chosen.iter_rows(), start=1)
            ]
        except PairsFileError:
            raise
        except Exception:
            raise PairsFileError(path, "pairs_file.sheet_damaged") from None
        finally:
            workbook.close()
    return lines, chosen.title


def _csv_lines(path: str | os.PathLike[str], data: bytes) -> tuple[list[_Line], str | None]:
    text, guessed = _decode(path, data)
    best: list[_Line] = []
    best_score = (-1, -1)
    for delimiter in (";", ",", "\t"):
        try:
            lines = _split(path, text, delimiter)
        except PairsFileError:
            if delimiter == "\t" and best_score == (-1, -1):
                raise
            continue
        found = _find_header(lines)
        header = lines[found].cells if found is not None else ()
        score = (sum(1 for cell in header if _key(cell) in _FIELD_BY_KEY), len(header))
        if score > best_score:
            best, best_score = lines, score
    return best, guessed


def _find_header(lines: Sequence[_Line]) -> int | None:
    filled = (index for index, line in enumerate(lines) if line.filled())
    for _, index in zip(range(_HEADER_SEARCH_ROWS), filled, strict=False):
        if any(_FIELD_BY_KEY.get(_key(cell)) == _HEADER_FIELD for cell in lines[index].cells):
            return index
    return None


def _columns(path: str | os.PathLike[str], header: _Line) -> dict[str, int]:
    columns: dict[str, int] = {}
    for index, cell in enumerate(header.cells):
        field = _FIELD_BY_KEY.get(_key(cell))
        if field is None:
            continue
        if field in columns:
            where = ("rows", header.row - 1, "register", field)
            first = header.cells[columns[field]]
            raise PairsFileError(
                path, "pairs_file.column_twice", where=where, first=repr(first), second=repr(cell)
            )
        columns[field] = index
    for field in REQUIRED:
        if field not in columns:
            names = next(column.names for column in MEMBER_COLUMNS if column.field == field)
            where = ("rows", header.row - 1, "register", field)
            raise PairsFileError(path, "members_file.column_missing", where=where, names=names[:6])
    return columns


def _rows(lines: Sequence[_Line], columns: dict[str, int]) -> list[MemberImportRow]:
    rows: list[MemberImportRow] = []
    first_row_of: dict[str, int] = {}
    for line in lines:

        def cell(field: str, line: _Line = line) -> str:
            index = columns.get(field)
            return line.cells[index] if index is not None and index < len(line.cells) else ""

        if not any(cell(field) for field in ("member_id", "surname", "name")):
            continue
        problems: list[Problem] = []
        number = cell("member_id")
        if not number:
            problems.append(Problem.of("members_file.member_id_missing", path=("register", "member_id")))
        elif number in first_row_of:
            problems.append(
                Problem.of(
                    "members_file.member_id_twice",
                    path=("register", "member_id"),
                    member_id=number,
                    first=first_row_of[number],
                )
            )
        else:
            first_row_of[number] = line.row
        if not cell("surname"):
            problems.append(Problem.of("members_file.surname_missing", path=("register", "surname")))
        card_text = cell("card_type")
        card = card_type_of(card_text) if card_text else None
        if card_text and card is None:
            problems.append(
                Problem.of(
                    "members_file.card_type_unknown", path=("register", "card_type"), value=card_text[:40]
                )
            )
        until_text = cell("valid_until")
        until = parse_date(until_text) if until_text else None
        if until_text and until is None:
            problems.append(
                Problem.of(
                    "members_file.date_unknown", path=("register", "valid_until"), value=until_text[:40]
                )
            )
        member = Member(
            member_id=number or None,
            surname=cell("surname"),
            name=cell("name"),
            club=cell("club") or None,
            region=cell("region") or None,
            province=cell("province") or None,
            card_type=card,
            valid_until=until,
            category=cell("category") or None,
            notes=cell("notes"),
        )
        rows.append(MemberImportRow(line.row, member, tuple(problems)))
    return rows


# ------------------------------------------------------------------------------------------ export

EXPORT_HEADINGS: dict[str, tuple[str, ...]] = {
    # The Italian names a federation list uses; the English ones; both read back by `read_members`.
    "it": (
        "tessera", "cognome", "nome", "associazione", "regione", "provincia", "tipo_tessera", "scadenza",
        "categoria", "note",
    ),
    "en": (
        "member_id", "surname", "name", "club", "region", "province", "card_type", "valid_until",
        "category", "notes",
    ),
    "de": (
        "Mitgliedsnummer", "Nachname", "Vorname", "Verein", "Bundesland", "Provinz", "Kartentyp",
        "gültig bis", "Kategorie", "Notizen",
    ),
}  # fmt: skip
_CARD_WORDS = {"ordinaria": "Ordinaria", "juniores": "Juniores", "ridotta": "Ridotta"}


def _export_values(member: Member) -> list[Any]:
    return [
        member.member_id or "",
        member.surname,
        member.name,
        member.club or "",
        member.region or "",
        member.province or "",
        _CARD_WORDS[member.card_type.value] if member.card_type else "",
        member.valid_until,
        member.category or "",
        member.notes,
    ]


def write_members(members: Sequence[Member], path: str | os.PathLike[str], *, language: str = "it") -> None:
    """The register as a list `read_members` reads back: XLSX (a `.xlsx` path; member numbers as text, dates
    as dates) or CSV (`;`, UTF-8 with BOM so that Excel shows the accents; dates as 31/12/2026). Text is never
    a formula: the workbook's cells are text (io.xlsx.put_cell), the CSV's cells that a spreadsheet would take
    for one are marked (io.csv_export.csv_cell), as in every file the program writes. Written beside and
    renamed (io.output.write_atomically): a failed export never leaves half a file; a path that cannot be
    written raises io.output.ExportError."""
    headings = EXPORT_HEADINGS.get(language, EXPORT_HEADINGS["en"])

    def workbook(stream: BinaryIO) -> None:
        from openpyxl import Workbook

        from burraco_tourney.io.xlsx import put_cell

        book = Workbook()
        sheet = book.active
        sheet.title = {"it": "Soci", "de": "Mitglieder"}.get(language, "Members")
        for column, heading in enumerate(headings, start=1):
            put_cell(sheet, 1, column, heading)
        for row, member in enumerate(members, start=2):
            for column, value in enumerate(_export_values(member), start=1):
                if value is not None:
                    put_cell(sheet, row, column, value)
            sheet.cell(row, 1).number_format = "@"  # member numbers stay text (007)
            if member.valid_until is not None:
                sheet.cell(row, 8).number_format = "DD/MM/YYYY"
        book.save(stream)

    is_workbook = Path(path).suffix.casefold() in _WORKBOOK_SUFFIXES
    if is_workbook:
        write_atomically(path, workbook)
        return
    rows = []
    for member in members:
        values = _export_values(member)
        values[7] = member.valid_until.strftime("%d/%m/%Y") if member.valid_until else ""
        rows.append([str(value) for value in values])
    write_csv(path, headings, rows, ";")
