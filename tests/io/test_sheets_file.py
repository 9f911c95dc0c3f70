"""The sheets file of `sheets import` (io.sheets_file): the documented example reads and keeps the schema,
what is written reads back the same, and the schema refuses what the reader refuses."""

from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path

import jsonschema
import pytest

from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.scoring import DealEnd, ScoringRules
from burraco_tourney.io.interchange import InterchangeError
from burraco_tourney.io.sheets_file import RoundSheets, TableSheet, problem_line, read_sheets, sheets_to_json

DOCS = Path(__file__).resolve().parents[2] / "docs"


@functools.cache
def validator() -> jsonschema.Draft202012Validator:
    schema = json.loads((DOCS / "sheets.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def documented_example() -> object:
    page = (DOCS / "file-format.md").read_text(encoding="utf-8")
    section = page[page.index("## Score sheets of a round") :]
    found = re.search(r"```json\n(.*?)```", section, re.S)
    assert found is not None
    return json.loads(found.group(1))


def test_the_documented_example_reads_and_keeps_the_schema() -> None:
    example = documented_example()
    assert list(validator().iter_errors(example)) == []
    sheets = read_sheets(example)
    assert sheets.round == 3
    assert [sheet.table for sheet in sheets.tables] == [1, 2]
    assert (sheets.tables[0].ns, sheets.tables[0].ew) == (4, 9)
    assert sheets.tables[0].deals[1].end is DealEnd.TOTALS
    assert sheets.tables[1].totals == (1620, 360)


def test_what_is_written_reads_back_the_same_and_keeps_the_schema() -> None:
    rng = random.Random(5)
    sheets = RoundSheets(
        4,
        (
            TableSheet(2, random_round_deals(rng, ScoringRules(), 3), ns=3, ew=8),
            TableSheet(1, totals=(1200, 455)),
            TableSheet(3, random_round_deals(rng, ScoringRules(), 4)),
        ),
    )
    data = sheets_to_json(sheets)
    assert list(validator().iter_errors(data)) == []
    assert read_sheets(json.loads(json.dumps(data))) == sheets


NOT_PLAYED = {"end": "not_played", "ns": {}, "ew": {}}


@pytest.mark.parametrize(
    ("data", "path"),
    [
        ({"round": 1, "tables": []}, "tables"),
        (
            {"round": 1, "tables": [{"table": 1, "deals": [NOT_PLAYED] * 3, "totals": [5, 0]}]},
            "tables[0].totals",
        ),
        ({"round": 1, "tables": [{"table": 1}]}, "tables[0]"),
        ({"round": 1, "tables": [{"table": 1, "totals": None}]}, "tables[0].totals"),
        ({"round": 1, "tables": [{"table": 1, "ns": None, "totals": [5, 0]}]}, "tables[0].ns"),
        ({"round": 1, "tables": [{"table": 1, "deals": [NOT_PLAYED] * 3, "seat": 1}]}, "tables[0].seat"),
        ({"round": 1.5, "tables": [{"table": 1, "totals": [5, 0]}]}, "round"),
        (
            {"round": 1, "tables": [{"table": 1, "deals": [{"end": "won", "ns": {}, "ew": {}}]}]},
            "tables[0].deals[0].end",
        ),
        ({"format": "burraco-tourney", "round": 1, "tables": [{"table": 1, "totals": [5, 0]}]}, "format"),
    ],
)
def test_the_schema_refuses_what_the_reader_refuses(data: object, path: str) -> None:
    assert list(validator().iter_errors(data)) != []
    with pytest.raises(InterchangeError) as refused:
        read_sheets(data)
    assert path in [problem.json_path for problem in refused.value.problems]


def test_a_table_given_twice_is_the_file_s_fault_named_by_the_table_s_number() -> None:
    data = {"round": 2, "tables": [{"table": 7, "totals": [5, 0]}, {"table": 7, "totals": [0, 5]}]}
    with pytest.raises(InterchangeError) as refused:
        read_sheets(data)
    [problem] = refused.value.problems
    line = problem_line(problem, {0: 7, 1: 7}, "it")
    assert line == (
        "Tavolo 7, numero del tavolo: il tavolo 7 compare due volte (anche alla voce 1 dell'elenco): "
        "indicare ogni tavolo una volta sola. (tables[1].table)"
    )
