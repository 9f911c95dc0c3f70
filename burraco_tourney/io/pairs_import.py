"""Reading a spreadsheet of pairs (XLSX or CSV) into rows to check and register, for `pairs import`.

`read_pairs_file(path)` returns one `PairImportRow` per filled row, or raises `PairsFileError` with one
message that names the file and says what is wrong with it as a whole (missing, not a spreadsheet, broken,
no header, a required column missing). What is wrong with single rows (a pair number that is not a number)
is not an error here: it rides along in `PairImportRow.problems`, so that the preview can list every problem
row at once. Whether names are missing or players are registered twice is the service's business.

The file
--------
- `.xlsx` (also `.xlsm`): a visible sheet, never a hidden one: the sheet named Pairs / Coppie / Paare if
  there is one (so a workbook exported by this program can be read back), otherwise the active sheet (the
  one the workbook opens on) if it lists pairs, else the first sheet that does; the other visible sheets
  that list pairs are named in `PairsFile.other_sheets`. Formulas give their last computed value.
- CSV (any other text file): UTF-8 with or without BOM, or UTF-16 with BOM (Excel's "Unicode text"), else a
  guess between Windows-1252 and Mac-Roman (Latin-1 for the bytes Windows-1252 lacks), said in
  `PairsFile.encoding`; separator `;`, `,` or tab, whichever makes sense of the header.
- The header is the first row (among the first 20 filled ones, so a title row above it is fine) that names a
  player's name or surname column; a row of players above their columns ("1° giocatore" over "Cognome",
  "Nome") is read with it as one header. Column names ignore case, accents, spaces and punctuation
  (`Member ID 1` = `member_id1`), and the player's number may stand anywhere among their words
  (`Cognome 1° giocatore`, `Nachname Spieler 2`); a player's column without a number, said twice, is
  player 1's and then player 2's (`Cognome`, `Nome`, `Cognome`, `Nome`). Columns with other names are
  ignored. See `ACCEPTED_COLUMNS` and `_columns`. With no header, the refusal shows the row most like one.
- A surname and a given name (`Cognome 1` and `Nome 1`, `Name 1` and `Vorname 1`, `Surname 1` and
  `First name 1`) are one name, the given name first ("Mario Rossi"), as the register keeps a member's:
  domain.names reads the last word(s) as the surname, so every list by surname puts the player under R.
- Every value is trimmed of surrounding spaces and otherwise kept as typed: names keep their accents and
  apostrophes; member ids stay text (`007` stays `007`, `=1+2` stays `=1+2`; a whole number in a workbook
  cell reads `1234`, not `1234.0`, with the zeros its cell format shows). In a CSV the apostrophe the
  program's own CSV files put before a text that starts like a formula (`'=1+2`, io.csv_export.csv_cell) is
  taken off again; the text is only ever text (every file the program writes marks it again).
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
from dataclasses import dataclass, replace
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

from burraco_tourney.domain.files import InputFileRefused, read_input_file
from burraco_tourney.domain.names import full_name
from burraco_tourney.domain.problems import PathPart, Problem, Refusal
from burraco_tourney.domain.tournament import Player
from burraco_tourney.io.csv_export import csv_text

__all__ = [
    "ACCEPTED_COLUMNS",
    "COLUMNS",
    "Column",
    "PairImportRow",
    "PairsFile",
    "PairsFileError",
    "nul_refusal",
    "read_pairs",
    "read_pairs_file",
    "retyped",
]


class PairsFileError(Refusal):
    """The file cannot be read as a list of pairs: a refusal coded `pairs_file.*` (worded in
    io/problem_texts/io.py) naming the file, placed at the spreadsheet's row and column when it is one
    (`("rows", 0, "player1")` is row 1, the column of player 1's name)."""

    def __init__(
        self, path: str | os.PathLike[str], code: str, *, where: Sequence[PathPart] = (), **params: Any
    ) -> None:
        self.path = os.fspath(path)
        super().__init__(Problem.of(code, path=where, file=self.path, **params))


@dataclass(frozen=True, slots=True)
class PairImportRow:
    """One filled row of the file: `row` is the row number a spreadsheet program shows for it.

    `problems` are what could not be read in this row (e.g. a pair number that is not a whole number), as
    problems placed at their column (`("number",)`), without the row: the services put it in front."""

    row: int
    number: int | None
    players: tuple[Player, Player]
    group: str | None = None
    problems: tuple[Problem, ...] = ()


@dataclass(frozen=True, slots=True)
class Column:
    """A column the import reads: its field, what it holds, and the header names accepted for it."""

    field: str
    meaning: str
    names: tuple[str, ...]


def _column(field: str, meaning: str, names: str) -> Column:
    return Column(field, meaning, tuple(names.split("|")))


# The names a director is likely to type, in English, Italian and German; the first is the one to suggest.
# A player's name is one column (Giocatore 1), or a surname and a given name (Cognome 1 and Nome 1, Name 1
# and Vorname 1, Surname 1 and First name 1), joined as the player's one name field (see `_read_rows`).
COLUMNS: tuple[Column, ...] = (
    _column(
        "number",
        "pair number (optional: pairs without one get the smallest free numbers)",
        "number|pair|pair number|no|nr|n|coppia|numero|numero coppia|paar|paarnummer|nummer",
    ),
    _column("player1", "player 1's name (required)", "player1|player 1|name1|giocatore1|nome1|spieler1"),
    _column(
        "surname1",
        "player 1's surname, instead of player1; name1, nome1 are then the given name",
        "surname1|last name1|family name1|cognome1|nachname1|familienname1",
    ),
    _column("given1", "player 1's given name, beside a surname", "first name1|given name1|vorname1"),
    _column("club1", "player 1's club (association)", "club1|circolo1|associazione1|association1|verein1"),
    _column(
        "member_id1",
        "player 1's member id (kept as text)",
        "member_id1|member id 1|tessera1|mitglied1|mitgliedsnummer1",
    ),
    _column("player2", "player 2's name (required)", "player2|player 2|name2|giocatore2|nome2|spieler2"),
    _column(
        "surname2",
        "player 2's surname, instead of player2; name2, nome2 are then the given name",
        "surname2|last name2|family name2|cognome2|nachname2|familienname2",
    ),
    _column("given2", "player 2's given name, beside a surname", "first name2|given name2|vorname2"),
    _column("club2", "player 2's club (association)", "club2|circolo2|associazione2|association2|verein2"),
    _column(
        "member_id2",
        "player 2's member id (kept as text)",
        "member_id2|member id 2|tessera2|mitglied2|mitgliedsnummer2",
    ),
    _column(
        "club",
        "club (association) of both players, where club1/club2 are empty",
        "club|circolo|associazione|association|verein",
    ),
    _column("region1", "player 1's region", "region1|regione1|bundesland1"),
    _column("region2", "player 2's region", "region2|regione2|bundesland2"),
    _column("region", "region of both players, where region1/region2 are empty", "region|regione|bundesland"),
    _column("province1", "player 1's province", "province1|provincia1|prov1|provinz1|kreis1"),
    _column("province2", "player 2's province", "province2|provincia2|prov2|provinz2|kreis2"),
    _column(
        "province",
        "province of both players, where province1/province2 are empty",
        "province|provincia|prov|provinz|kreis",
    ),
    _column("category1", "player 1's category (a prize plan may name it)", "category1|categoria1|kategorie1"),
    _column("category2", "player 2's category", "category2|categoria2|kategorie2"),
    _column(
        "category",
        "category of both players, where category1/category2 are empty",
        "category|categoria|kategorie",
    ),
    _column("group", "group (girone)", "group|girone|gruppo|gruppe"),
)

# For `pairs import --help` and the window's import dialog: lines under 80 characters, printed as they are.
ACCEPTED_COLUMNS = (
    "A header row names the columns (case, accents, spaces and _ do not matter;\n"
    "columns with other names are ignored):\n"
    + "\n".join(
        textwrap.fill(", ".join(column.names), 78, initial_indent="  ", subsequent_indent="  ")
        + "\n"
        + textwrap.fill(column.meaning, 78, initial_indent="      ", subsequent_indent="      ")
        for column in COLUMNS
    )
    + "\nA player's column may also say the player after its name (Cognome 1° giocatore,\n"
    "Nachname Spieler 2), or, without a number, be repeated for player 2 (Cognome,\n"
    "Nome, Cognome, Nome); a title row above the header is fine, and so is a row\n"
    "of players above Cognome / Nome. A surname and a given name are registered\n"
    "given name first (Mario Rossi), as the program lists players by surname.\n"
    "XLSX: the sheet named Pairs, Coppie or Paare, else the active sheet (hidden\n"
    "sheets are never read). CSV: UTF-8 (else a guess between Windows-1252 and\n"
    "Mac-Roman, said), separated by ; or , or tab."
)

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


_SEATED = re.compile(r"(.*?)([12])")


def _kinds() -> dict[str, str]:
    """Each column name without its player's number ("cognome" of "cognome1"), and the kind of column it
    names: a field of `COLUMNS` without the number ("surname"), the same for a column of both players."""
    kinds: dict[str, str] = {}
    for column in COLUMNS:
        seated = _SEATED.fullmatch(column.field)
        kind = seated.group(1) if seated else column.field
        for name in column.names:
            key = _key(name)
            if seated and key.endswith(seated.group(2)):
                key = key[:-1]
            assert kinds.get(key, kind) == kind, f"the column name {name!r} names two kinds of column"
            kinds[key] = kind
    return kinds


_KIND_BY_KEY = _kinds()
# Kinds of column that belong to the pair, never to one player.
_PAIR_KINDS = frozenset({"number", "group"})
# Kinds that without a number are of both players (a club, a category); said twice, of each in turn.
_BOTH_KINDS = frozenset({"club", "region", "province", "category"})
# "Nome 1", "Name 1": the player's name alone; the given name beside a surname (Cognome 1, Surname 1); the
# surname beside a given name (German: Name 1 and Vorname 1).
_NAME_OR_GIVEN = frozenset({"name", "nome"})
# Words that say whose column it is ("Cognome 1° giocatore", "Nachname Spieler 2", "Surname of player 1").
_PLAYER_WORDS = frozenset({"giocatore", "giocatrice", "player", "spieler", "spielerin"})
_SEAT_WORDS = {
    "primo": 1, "prima": 1, "first": 1, "erster": 1, "erste": 1, "ersten": 1,
    "secondo": 2, "seconda": 2, "second": 2, "zweiter": 2, "zweite": 2, "zweiten": 2,
}  # fmt: skip
# Small words around them: "del", "of the", "n." (numero), "1st", "1º" / "1ª" (their NFKD letters).
_FILLER = frozenset(
    {"del", "dello", "della", "di", "of", "the", "des", "der", "vom", "von", "n", "st", "nd", "o", "a"}
)
_WORD = re.compile(r"[^\W\d_]+|\d+")


@dataclass(frozen=True, slots=True)
class _Heading:
    """What one header cell names: a kind of column (a field of `COLUMNS` without its number), the
    player it is of (None when it says none), and whether it is a "Nome"/"Name" column, whose meaning
    depends on the other columns of the player."""

    kind: str
    seat: int | None
    name_or_given: bool = False
    label: bool = False  # only says a player ("1° giocatore"): may head the columns below it


def _heading(text: str) -> _Heading | None:
    """The column a header cell names, or None: its words in any order, case, accents and punctuation
    ignored, with the player's number, if any, anywhere among them."""
    kind = _KIND_BY_KEY.get(_key(text))
    if kind in _PAIR_KINDS:  # "N.", whose letter is also one of a player's column ("Giocatore n. 1")
        return _Heading(kind, None)
    decomposed = unicodedata.normalize("NFKD", text)
    words = _WORD.findall("".join(ch for ch in decomposed.casefold() if not unicodedata.combining(ch)))
    # "First name" is the given name, not the first player's name.
    words = " ".join(words).replace("first name", "firstname").split()
    seats: set[int] = set()
    rest: list[str] = []
    player = False
    for word in words:
        if word.isdigit():
            if word not in ("1", "2"):
                return None
            seats.add(int(word))
        elif word in _SEAT_WORDS:
            seats.add(_SEAT_WORDS[word])
        elif word in _PLAYER_WORDS:
            player = True
        elif word not in _FILLER:
            rest.append(word)
    if len(seats) > 1:
        return None
    seat = next(iter(seats), None)
    key = "".join(rest)
    if not key:
        return _Heading("player", seat, label=True) if player else None
    kind = _KIND_BY_KEY.get(key)
    if kind is None or (seat is not None and kind in _PAIR_KINDS):
        return None
    return _Heading(kind, seat, key in _NAME_OR_GIVEN)


@dataclass(frozen=True, slots=True)
class PairsFile:
    """What was read from a file: the rows, and what the director should know about how they were read.

    `columns`: (field, the header as the file spells it) of every column read, in file order; `ignored`: the
    other named headers. `sheet`: the workbook sheet read (None for CSV); `other_sheets`: the other visible
    sheets that also have a header of pairs, not read. `encoding`: the code page the text was decoded with
    when it was a guess (a CSV not in UTF-8 or UTF-16: its accented letters may have come out wrong)."""

    rows: list[PairImportRow]
    columns: tuple[tuple[str, str], ...] = ()
    ignored: tuple[str, ...] = ()
    sheet: str | None = None
    other_sheets: tuple[str, ...] = ()
    encoding: str | None = None

    @property
    def how_read(self) -> tuple[Problem, ...]:
        """How the file was read, for the director to check (the window's import dialog, the command
        line): the columns read, those ignored, the sheet, as problems to word (not problems at all)."""
        said = [
            Problem.warning("pairs_file.columns_read", columns=tuple(heading for _, heading in self.columns))
        ]
        if self.ignored:
            said.append(Problem.warning("pairs_file.columns_ignored", columns=self.ignored))
        if self.sheet is not None:
            said.append(Problem.warning("pairs_file.sheet_read", sheet=self.sheet))
        return tuple(said)

    @property
    def warnings(self) -> tuple[Problem, ...]:
        """What the director should check (for the command line), as problems to word."""
        said = []
        if self.encoding is not None:
            said.append(Problem.warning("pairs_file.encoding_guessed", encoding=self.encoding))
        if self.other_sheets:
            others = tuple(repr(name) for name in self.other_sheets)
            said.append(Problem.warning("pairs_file.other_sheets", sheet=repr(self.sheet), others=others))
        return tuple(said)


def read_pairs_file(path: str | os.PathLike[str]) -> list[PairImportRow]:
    """The pairs in a spreadsheet file, one per filled row after the header, in file order."""
    return read_pairs(path).rows


def read_file_bytes(path: str | os.PathLike[str]) -> bytes:
    """A spreadsheet's bytes, or a refusal that says why the file cannot be read (missing, a folder, no
    permission, unreadable, not a regular file, too large: domain.files.read_input_file); shared by the pairs
    and the members lists."""
    try:
        return read_input_file(path)
    except InputFileRefused as refused:
        raise PairsFileError(path, f"input_file.{refused.reason}", limit=refused.limit_mb) from None
    except FileNotFoundError:
        raise PairsFileError(path, "pairs_file.missing") from None
    except IsADirectoryError:
        raise PairsFileError(path, "pairs_file.is_a_folder") from None
    except PermissionError:
        raise PairsFileError(path, "pairs_file.permission_denied") from None
    except OSError as error:
        raise PairsFileError(path, "pairs_file.unreadable", detail=error.strerror or str(error)) from None


def read_pairs(path: str | os.PathLike[str]) -> PairsFile:
    """The pairs in a spreadsheet file with how they were read (see `PairsFile`)."""
    data = read_file_bytes(path)
    suffix = Path(path).suffix.casefold()
    if data.startswith(_OLE_MAGIC):
        raise PairsFileError(path, "pairs_file.old_excel")
    sheet: str | None = None
    other_sheets: tuple[str, ...] = ()
    encoding: str | None = None
    if data.startswith(_ZIP_MAGIC):
        table, sheet, other_sheets = _workbook_rows(path, data)
    elif suffix in _WORKBOOK_SUFFIXES:
        raise PairsFileError(path, "pairs_file.not_a_workbook")
    else:
        table, encoding = _csv_rows(path, data)
    rows, columns, ignored = _pairs(path, table)
    return PairsFile(rows, columns, ignored, sheet, other_sheets, encoding)


def retyped(row: PairImportRow, field: str, text: str) -> PairImportRow:
    """`row` with one field (a field of `COLUMNS` but those of both players) typed again by the director,
    read as the file's cells are: trimmed, a pair number a whole number."""
    text = text.strip()
    if field == "number":
        number, problems = _number(text)
        return replace(row, number=number, problems=problems)
    if field == "group":
        return replace(row, group=text or None)
    seat = int(field[-1]) - 1
    players = list(row.players)
    if field.startswith("player"):
        players[seat] = replace(players[seat], name=text)
    elif field.startswith("club"):
        players[seat] = replace(players[seat], club=text or None)
    elif field.startswith("region"):
        players[seat] = replace(players[seat], region=text or None)
    elif field.startswith("province"):
        players[seat] = replace(players[seat], province=text or None)
    elif field.startswith("category"):
        players[seat] = replace(players[seat], category=text or None)
    else:
        players[seat] = replace(players[seat], member_id=text or None)
    return replace(row, players=(players[0], players[1]))


def _number(text: str) -> tuple[int | None, tuple[Problem, ...]]:
    if _WHOLE_NUMBER.fullmatch(text):
        return int(text), ()
    if text:
        # In the row's column of pair numbers: the services put the row in front ("Row 7, pair number").
        return None, (
            Problem.of("pairs_file.number_not_whole", path=("number",), value=repr(_shorten(text))),
        )
    return None, ()


# ------------------------------------------------------------------------------------------ cells


@dataclass(frozen=True, slots=True)
class _Line:
    """One row of the file as text cells (trimmed; "" for empty), with its row number."""

    row: int
    cells: tuple[str, ...]

    def filled(self) -> bool:
        return any(self.cells)


def _workbook_rows(path: str | os.PathLike[str], data: bytes) -> tuple[list[_Line], str, tuple[str, ...]]:
    # openpyxl warns about parts of a workbook it does not read (data validation extensions, conditional
    # formats, ...) that Excel files often have; none of them matter for reading names, and a director would
    # only be puzzled by them.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        return _read_workbook(path, data)


def _read_workbook(path: str | os.PathLike[str], data: bytes) -> tuple[list[_Line], str, tuple[str, ...]]:
    # Imported here: only a workbook needs openpyxl, and loading it costs start-up time of the command line.
    from openpyxl import load_workbook

    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except zipfile.BadZipFile:
        raise PairsFileError(path, "pairs_file.workbook_damaged") from None
    # openpyxl raises whatever its parsers meet in a damaged or foreign zip (KeyError for a missing part,
    # XML syntax errors, ValueError, ...); any of them means the same thing to the director.
    except Exception:
        raise PairsFileError(path, "pairs_file.workbook_unreadable") from None
    try:
        sheet, others = _choose_sheet(path, workbook)
        rows = [
            [(cell.value, getattr(cell, "number_format", "General")) for cell in cells]
            for cells in sheet.iter_rows()
        ]
    except PairsFileError:
        raise
    except Exception:  # as above: a damaged sheet inside an otherwise readable zip
        raise PairsFileError(path, "pairs_file.sheet_damaged") from None
    finally:
        workbook.close()
    lines = [
        _Line(number, tuple(_cell_text(value, number_format) for value, number_format in cells))
        for number, cells in enumerate(rows, start=1)
    ]
    return lines, sheet.title, others


def _choose_sheet(path: str | os.PathLike[str], workbook: Any) -> tuple[Any, tuple[str, ...]]:
    """The sheet to read, and the other visible sheets that list pairs too (for the director to know).

    Hidden sheets are never read: a director hides a sheet to keep it out of the way (last year's list, a
    lookup table), and would not expect its pairs registered. Among the visible sheets: the one named Pairs
    / Coppie / Paare (a workbook exported by this program), else the active sheet (the one the workbook
    opens on) if it has a header of pairs, else the first sheet that has one."""
    sheets = workbook.worksheets  # chart sheets are not among them
    if not sheets:
        raise PairsFileError(path, "pairs_file.no_sheet")
    visible = [sheet for sheet in sheets if getattr(sheet, "sheet_state", "visible") == "visible"]
    if not visible:
        raise PairsFileError(path, "pairs_file.all_sheets_hidden")
    for sheet in visible:
        # The stored dimensions may be wrong (some programs write none, or "A1"): read every row there is.
        sheet.reset_dimensions()
    with_pairs = [sheet for sheet in visible if _has_header(sheet)]
    if not with_pairs:
        hidden = [sheet for sheet in sheets if sheet not in visible]
        for sheet in hidden:
            sheet.reset_dimensions()
        hidden_pairs = [sheet.title for sheet in hidden if _has_header(sheet)]
        if hidden_pairs:
            raise PairsFileError(path, "pairs_file.pairs_sheet_hidden", sheet=repr(hidden_pairs[0]))
    active = workbook.active if workbook.active in visible else visible[0]
    named = next((sheet for sheet in visible if _key(sheet.title) in _PAIRS_SHEET_NAMES), None)
    chosen = named or (active if active in with_pairs else None) or next(iter(with_pairs), active)
    return chosen, tuple(sheet.title for sheet in with_pairs if sheet is not chosen)


def _has_header(sheet: Any) -> bool:
    """Whether one of the sheet's first filled rows names a player column (read without the rest)."""
    lines: list[_Line] = []
    for number, values in enumerate(sheet.iter_rows(values_only=True), start=1):
        line = _Line(number, tuple(_cell_text(value, "General") for value in values))
        if line.filled():
            lines.append(line)
            if len(lines) >= _HEADER_SEARCH_ROWS:
                break
    return _find_header(lines) is not None


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


def _csv_rows(path: str | os.PathLike[str], data: bytes) -> tuple[list[_Line], str | None]:
    text, guessed = _decode(path, data)
    best: list[_Line] | None = None
    best_score = (-1, -1)
    for delimiter in (";", ",", "\t"):
        lines = _split(path, text, delimiter)
        found = _find_header(lines)
        header = lines[found].cells if found is not None else ()
        score = (sum(1 for cell in header if _heading(cell) is not None), len(header))
        if score > best_score:
            best, best_score = lines, score
    assert best is not None
    return best, guessed


def _decode(path: str | os.PathLike[str], data: bytes) -> tuple[str, str | None]:
    """The text, and the name of the code page it was read in when that is a guess (None when sure)."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16"), None
        except UnicodeDecodeError:
            raise PairsFileError(path, "pairs_file.not_utf16") from None
    if b"\x00" in data:
        raise nul_refusal(path, data, "pairs_file.not_a_spreadsheet")
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError:
        pass
    # Not UTF-8, so an 8-bit code page, and nothing in the file says which: a guess either way. Excel on
    # Windows saves "CSV" in the system's code page, Windows-1252 in Italy and Germany; Excel on an old Mac
    # saves Mac-Roman, whose small accented letters (é = 0x8E) are capitals, punctuation or nothing in
    # Windows-1252, and the other way round. Take the one that makes small letters of more of the bytes
    # (names are mostly small letters; ties go to Windows-1252). Latin-1 decodes the five bytes
    # Windows-1252 leaves undefined, so some text always comes out.
    candidates = []
    for codec, name in (("cp1252", "Windows-1252"), ("mac_roman", "Mac-Roman"), ("latin-1", "Latin-1")):
        try:
            candidates.append((data.decode(codec), name))
        except UnicodeDecodeError:
            continue
    text, name = max(candidates, key=lambda found: sum(ch.islower() for ch in found[0] if ord(ch) > 127))
    return text, name


# Bytes a text file never holds but a binary one (a picture, a program, a document) is full of.
_BINARY_CONTROLS = re.compile(rb"[\x01-\x08\x0b\x0c\x0e-\x1f]")
_FEW_NULS = 1 / 1000  # a text with a stray NUL or two, not UTF-16 without its byte-order mark


def nul_refusal(path: str | os.PathLike[str], data: bytes, not_text_code: str) -> PairsFileError:
    """The refusal of a file with a NUL byte (and no UTF-16 byte-order mark): a text file with a stray NUL
    is told which line holds it (`pairs_file.nul_character`); anything else is not a spreadsheet at all
    (`not_text_code`: the pairs' or the members' words)."""
    nuls = data.count(b"\x00")
    if nuls <= max(1, len(data) * _FEW_NULS) and not _BINARY_CONTROLS.search(data):
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        return PairsFileError(path, "pairs_file.nul_character", line=line)
    return PairsFileError(path, not_text_code)


def _split(path: str | os.PathLike[str], text: str, delimiter: str) -> list[_Line]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        # Numbered by record, as a spreadsheet program shows them (a quoted line break stays in one row).
        return [
            _Line(number, tuple(csv_text(cell) for cell in cells))
            for number, cells in enumerate(reader, start=1)
        ]
    except csv.Error as error:
        raise PairsFileError(
            path, "pairs_file.csv_malformed", line=reader.line_num, detail=str(error)
        ) from None


# ------------------------------------------------------------------------------------------ rows to pairs


def _find_header(lines: Sequence[_Line]) -> int | None:
    """Where the header is in `lines`: the first of the first filled rows that names a player's name
    column (Giocatore 1, Cognome 1, Nome: a column of the name, or of the surname, of some player)."""
    for index in _first_filled(lines):
        if any(_names_a_player(cell) for cell in lines[index].cells):
            return index
    return None


def _first_filled(lines: Sequence[_Line]) -> Iterator[int]:
    filled = (index for index, line in enumerate(lines) if line.filled())
    for _, index in zip(range(_HEADER_SEARCH_ROWS), filled, strict=False):
        yield index


def _names_a_player(cell: str) -> bool:
    heading = _heading(cell) if cell else None
    return heading is not None and heading.kind in ("player", "surname")


def _most_like_a_header(lines: Sequence[_Line]) -> _Line | None:
    """Of the first filled rows, the one most like a header, to show when none is one: the one naming
    the most columns, else the one with the most cells of text (a title has one); the first of equals."""

    def likeness(line: _Line) -> tuple[int, int]:
        named = sum(1 for cell in line.cells if cell and _heading(cell) is not None)
        return named, sum(1 for cell in line.cells if cell and not _WHOLE_NUMBER.fullmatch(cell))

    candidates = [lines[index] for index in _first_filled(lines)]
    return max(candidates, key=likeness, default=None)


def _header_rows(lines: Sequence[_Line], found: int) -> tuple[_Line, int]:
    """The header as one row of cells, and the index of the first row after it. A header may take two
    rows: the players above ("1° Giocatore", spread over its columns, or in the first of them) and their
    columns below ("Cognome", "Nome", "Tessera"); each column's heading is then both rows' words."""
    header = lines[found]
    below = next((index for index in range(found + 1, len(lines)) if lines[index].filled()), None)
    if below is None:
        return header, found + 1
    under = lines[below].cells
    said = [_heading(cell) for cell in under if cell]
    labels = [heading for heading in map(_heading, header.cells) if heading is not None and heading.label]
    if not labels or sum(1 for heading in said if heading is not None and heading.seat is None) < 2:
        return header, found + 1
    cells = []
    label = ""
    for index in range(max(len(header.cells), len(under))):
        above = header.cells[index] if index < len(header.cells) else ""
        cell = under[index] if index < len(under) else ""
        if above:
            heading = _heading(above)
            label = above if heading is not None and heading.label else ""
        cells.append(" ".join(part for part in ((above or label), cell) if part))
    return _Line(header.row, tuple(cells)), below + 1


@dataclass(frozen=True, slots=True)
class _Found:
    """A header cell that names a column: where it is, what it says, what it names."""

    index: int
    text: str
    heading: _Heading


def _columns(path: str | os.PathLike[str], header: _Line) -> dict[str, int]:
    """The field of each column the header names (see `COLUMNS`), by its index in the row.

    A column without a player's number is of both players if it may be (Circolo, Categoria); said
    twice, the first is player 1's and the second player 2's, as a player's columns without a number are
    (Cognome, Nome, Cognome, Nome). A "Nome"/"Name" column is the given name where the player has a
    surname column, the surname where the player has a Vorname column, else the player's whole name."""
    found = [
        _Found(index, cell, heading)
        for index, cell in enumerate(header.cells)
        if cell and (heading := _heading(cell)) is not None
    ]

    def where(field: str) -> tuple[PathPart, ...]:
        return ("rows", header.row - 1, field)

    def twice(field: str, first: _Found, second: _Found) -> PairsFileError:
        code = "pairs_file.column_twice"
        return PairsFileError(
            path, code, where=where(field), first=repr(first.text), second=repr(second.text)
        )

    # Every column a player: its number, else the first player whose column of that kind is still free.
    seated: list[tuple[_Found, int | None]] = []
    for column in found:
        heading = column.heading
        if heading.seat is not None or heading.kind in _PAIR_KINDS:
            seated.append((column, heading.seat))
            continue
        alike = [other for other in found if other.heading.kind == heading.kind]
        unnumbered = [other for other in alike if other.heading.seat is None]
        if heading.kind in _BOTH_KINDS and len(unnumbered) == 1:
            seated.append((column, None))
            continue
        taken = {seat for other, seat in seated if other.heading.kind == heading.kind}
        taken |= {other.heading.seat for other in alike if other.heading.seat is not None}
        free = [seat for seat in (1, 2) if seat not in taken]
        if not free:
            raise twice(f"{heading.kind}1", alike[0], column)
        seated.append((column, free[0]))

    # A "Nome" column beside a surname is the given name; beside a Vorname, the surname.
    def kinds_of(seat: int | None) -> set[str]:
        return {c.heading.kind for c, s in seated if s == seat and not c.heading.name_or_given}

    columns: dict[str, int] = {}
    by_field: dict[str, _Found] = {}
    for column, seat in seated:
        kind = column.heading.kind
        if column.heading.name_or_given:
            if "surname" in kinds_of(seat):
                kind = "given"
            elif "given" in kinds_of(seat):
                kind = "surname"
        field = kind if seat is None else f"{kind}{seat}"
        if field in by_field:
            raise twice(field, by_field[field], column)
        by_field[field] = column
        columns[field] = column.index
    for seat in (1, 2):
        name = by_field.get(f"player{seat}")
        parts = [by_field[field] for field in (f"surname{seat}", f"given{seat}") if field in by_field]
        if name is not None and parts:  # the name twice: whole, and as a surname or a given name
            raise twice(f"player{seat}", name, parts[0])
        if name is None and f"surname{seat}" not in by_field:
            names = _names(f"player{seat}")
            raise PairsFileError(path, "pairs_file.column_missing", where=where(f"player{seat}"), names=names)
    return columns


def _names(field: str) -> tuple[str, ...]:
    return next(column.names for column in COLUMNS if column.field == field)


def _pairs(
    path: str | os.PathLike[str], lines: Sequence[_Line]
) -> tuple[list[PairImportRow], tuple[tuple[str, str], ...], tuple[str, ...]]:
    found = _find_header(lines)
    if found is None:
        likely = _most_like_a_header(lines)
        if likely is None:
            raise PairsFileError(path, "pairs_file.empty")
        shown = ", ".join(cell for cell in likely.cells if cell)
        where = ("rows", likely.row - 1)
        raise PairsFileError(path, "pairs_file.no_header", where=where, reads=_shorten(shown))
    header, first = _header_rows(lines, found)
    columns = _columns(path, header)
    read = tuple((field, header.cells[index]) for field, index in sorted(columns.items(), key=lambda c: c[1]))
    ignored = tuple(cell for index, cell in enumerate(header.cells) if cell and index not in columns.values())
    return list(_read_rows(lines[first:], columns)), read, ignored


_ROW_NAMES = ("player1", "player2", "surname1", "surname2", "given1", "given2", "member_id1", "member_id2")


def _read_rows(lines: Sequence[_Line], columns: dict[str, int]) -> Iterator[PairImportRow]:
    for line in lines:

        def cell(field: str, line: _Line = line) -> str:
            index = columns.get(field)
            return line.cells[index] if index is not None and index < len(line.cells) else ""

        if not any(cell(field) for field in _ROW_NAMES):
            continue
        number, problems = _number(cell("number"))
        players = tuple(
            Player(
                # a surname and a given name: one name, given name first, as the register's (Mario Rossi)
                name=cell(f"player{seat}") or full_name(cell(f"surname{seat}"), cell(f"given{seat}")),
                # a column for both players fills in where the player's own is empty
                club=cell(f"club{seat}") or cell("club") or None,
                member_id=cell(f"member_id{seat}") or None,
                region=cell(f"region{seat}") or cell("region") or None,
                province=cell(f"province{seat}") or cell("province") or None,
                category=cell(f"category{seat}") or cell("category") or None,
            )
            for seat in (1, 2)
        )
        yield PairImportRow(
            row=line.row,
            number=number,
            players=(players[0], players[1]),
            group=cell("group") or None,
            problems=problems,
        )


def _shorten(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
