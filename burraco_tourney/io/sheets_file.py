"""A round's score sheets as a JSON file, for `sheets import` (docs/file-format.md "Score sheets of a round",
docs/sheets.schema.json): scripted entry, a second keying to compare, the phones that will enter sheets.

    {"round": 3,
     "tables": [{"table": 1, "deals": [ ...deals as in the tournament file... ]},
                {"table": 2, "ns": 4, "ew": 9, "totals": [1620, 360]}]}

`format` ("burraco-tourney-sheets") and `version` (1) may be given, and are then checked. Each table has
`deals` (as many as the tournament's deals per round, each as in the tournament file, by totals too) or
`totals` ([NS MP, EW MP]), not both; `ns` and `ew` (optional) are the pairs the sheet says sat there,
compared with the round's. A table given twice is refused here, as the file's own fault.

The file is read as the tournament file is (io.interchange: a regular file, UTF-8, its limits, no duplicate
keys, unknown keys refused) and by the same reader, so a deal has the same shape and the same `file.*`
problems, each at its JSON path (`tables[2].deals[1].ns.cards`). The rules of the sheets (the deals' own
checks, the round and its tables) are the services' (services.sheets_import).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import Deal
from burraco_tourney.io.interchange import FileReader, InterchangeError, file_deal_json, load_json_file
from burraco_tourney.io.problem_texts import describe, place

__all__ = [
    "FORMAT",
    "VERSION",
    "RoundSheets",
    "TableSheet",
    "load_sheets_file",
    "load_sheets_json",
    "problem_line",
    "read_sheets",
    "sheets_to_json",
    "table_numbers",
]

FORMAT = "burraco-tourney-sheets"
VERSION = 1


@dataclass(frozen=True, slots=True)
class TableSheet:
    """One table's score sheet: its deals, or its totals (NS MP, EW MP); the pairs if the sheet names them."""

    table: int
    deals: tuple[Deal, ...] = ()
    totals: tuple[int, int] | None = None
    ns: int | None = None
    ew: int | None = None


@dataclass(frozen=True, slots=True)
class RoundSheets:
    """The sheets of one round, in file order (`tables[i]` is the file's `tables[i]`)."""

    round: int
    tables: tuple[TableSheet, ...]


def load_sheets_file(path: str | os.PathLike[str]) -> RoundSheets:
    """Read and check the shape of a sheets file; InterchangeError (a Refusal) with every problem found,
    OSError when it cannot be opened."""
    return read_sheets(load_sheets_json(path))


def load_sheets_json(path: str | os.PathLike[str]) -> object:
    """The JSON of a sheets file, read as the tournament file is (io.interchange.load_json_file), its
    refusals in a sheets file's words."""
    try:
        return load_json_file(path)
    except InterchangeError as error:
        raise _in_sheets_words(error) from None


def read_sheets(data: object) -> RoundSheets:
    try:
        return _SheetsReader().read_sheets(data)
    except InterchangeError as error:
        raise _in_sheets_words(error) from None


# The tournament file reader's problems that name the kind of file ("not part of the tournament file
# format"), said of a sheets file instead (sheets_file.*, io/problem_texts/sheets_import.py).
_SHEETS_WORDS = {
    f"file.{name}": f"sheets_file.{name}"
    for name in ("key_unknown", "not_an_object", "format_wrong", "not_regular", "open_database", "too_large",
                 "too_deep", "too_deep_at")
}  # fmt: skip


def _in_sheets_words(error: InterchangeError) -> InterchangeError:
    return InterchangeError(
        replace(problem, code=_SHEETS_WORDS.get(problem.code, problem.code)) for problem in error.all_problems
    )


class _SheetsReader(FileReader):
    def read_sheets(self, data: object) -> RoundSheets:
        obj = self.json_object(data, (), required=("round", "tables"), optional=("format", "version"))
        if obj is None:
            raise InterchangeError(self.problems)
        if "format" in obj and obj["format"] != FORMAT:
            self.fail(("format",), "file.format_wrong", expected=FORMAT, value=_shown(obj["format"]))
        if "version" in obj and (type(obj["version"]) is not int or obj["version"] != VERSION):
            self.fail(("version",), "file.version_wrong", supported=VERSION, value=_shown(obj["version"]))
        number = self.required(obj, "round", (), self.integer)
        tables = self.read_list(obj, "tables", (), self.read_sheet)
        if "tables" in obj and isinstance(obj["tables"], list) and not obj["tables"]:
            self.fail(("tables",), "sheets_file.no_tables")
        first: dict[int, int] = {}
        for index, sheet in enumerate(tables):
            if sheet is None:
                continue
            if sheet.table in first:
                self.fail(
                    ("tables", index, "table"),
                    "sheets_file.table_twice",
                    table=sheet.table,
                    first=first[sheet.table] + 1,
                )
            first.setdefault(sheet.table, index)
        if self.problems or number is None:
            raise InterchangeError(self.problems)
        return RoundSheets(number, tuple(sheet for sheet in tables if sheet is not None))

    def read_sheet(self, value: object, path: tuple[str | int, ...]) -> TableSheet | None:
        obj = self.json_object(value, path, required=("table",), optional=("ns", "ew", "deals", "totals"))
        if obj is None:
            return None
        table = self.required(obj, "table", path, self.integer)
        # Optional keys, but not null when given (docs/sheets.schema.json): required() reads them if there.
        ns = self.required(obj, "ns", path, self.integer)
        ew = self.required(obj, "ew", path, self.integer)
        deals = self.read_list(obj, "deals", path, self.read_deal)
        totals = self.required(obj, "totals", path, self.read_totals)
        has_deals, has_totals = "deals" in obj, "totals" in obj
        if has_deals and has_totals:
            self.fail((*path, "totals"), "sheets_file.deals_and_totals")
            return None
        if not has_deals and not has_totals:
            self.fail(path, "sheets_file.no_sheet")
            return None
        if table is None or None in deals or (has_totals and totals is None):
            return None
        return TableSheet(table, tuple(deal for deal in deals if deal is not None), totals, ns, ew)


def _shown(value: object) -> str:
    import json

    text = json.dumps(value, ensure_ascii=False) if isinstance(value, str | int | float | bool) else "…"
    return text if len(text) <= 40 else text[:37] + "..."


def sheets_to_json(sheets: RoundSheets) -> dict[str, Any]:
    """The file of `sheets` (read_sheets(sheets_to_json(s)) == s)."""
    tables: list[dict[str, Any]] = []
    for sheet in sheets.tables:
        entry: dict[str, Any] = {"table": sheet.table}
        if sheet.ns is not None:
            entry["ns"] = sheet.ns
        if sheet.ew is not None:
            entry["ew"] = sheet.ew
        if sheet.totals is not None:
            entry["totals"] = list(sheet.totals)
        else:
            entry["deals"] = [file_deal_json(deal) for deal in sheet.deals]
        tables.append(entry)
    return {"format": FORMAT, "version": VERSION, "round": sheets.round, "tables": tables}


def table_numbers(data: object) -> dict[int, int]:
    """The table number each entry of a (parsed, perhaps faulty) sheets file names, by its index: what
    `problem_line` says instead of the entry's position."""
    tables = data.get("tables") if isinstance(data, dict) else None
    if not isinstance(tables, list):
        return {}
    return {
        index: entry["table"]
        for index, entry in enumerate(tables)
        if isinstance(entry, dict) and type(entry.get("table")) is int and entry["table"] > 0
    }


def problem_line(problem: Problem, numbers: Mapping[int, int], language: str) -> str:
    """A problem of a sheets file as one line: where it is in words, by the table's number (`tables[0]`
    may be table 7: "Tavolo 7, smazzata 2, punti carte NS"), what is wrong, and its JSON path for whoever
    mends the file. A table whose number cannot be read is named by its JSON path only."""
    text = describe(problem, language, with_place=False)
    if not problem.path:
        return text
    path = problem.path
    if len(path) >= 2 and path[0] == "tables" and isinstance(path[1], int):
        number = numbers.get(path[1])
        if number is None:
            return f"{problem.json_path}: {text}"
        path = ("tables", number - 1, *path[2:])
    where = place(Problem(problem.code, problem.severity, path, problem.params), language)
    if not where or where == ".".join(str(part) for part in path):  # no words for it: the path says it
        return f"{problem.json_path}: {text}"
    return f"{where[0].upper()}{where[1:]}: {text} ({problem.json_path})"
