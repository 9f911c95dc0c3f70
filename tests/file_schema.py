"""Every tournament file the tests export is checked against the published JSON Schema
(docs/tournament.schema.json): tests/conftest.py wraps `io.interchange.tournament_to_json` with `checked`, so
an export that the schema refuses fails the test that made it (issue 14)."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema

SCHEMA_FILE = Path(__file__).resolve().parent.parent / "docs" / "tournament.schema.json"


@functools.cache
def validator() -> jsonschema.Draft202012Validator:
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    checker = jsonschema.Draft202012Validator.FORMAT_CHECKER
    return jsonschema.Draft202012Validator(schema, format_checker=checker)


def schema_problems(data: object) -> list[str]:
    """Where and why `data` breaks the schema ("$.rounds[0].tables[1].deals: ..."), in file order."""
    return [f"{error.json_path}: {error.message}" for error in validator().iter_errors(data)]


exports_checked = 0  # how many exports the session checked (tests/io/test_file_schema.py reads it)


def checked(write: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
    """`write` (tournament_to_json), whose every result is validated against the schema."""

    @functools.wraps(write)
    def validated(*args: Any, **kwargs: Any) -> dict[str, Any]:
        global exports_checked
        data = write(*args, **kwargs)
        problems = schema_problems(data)
        assert not problems, "the export breaks docs/tournament.schema.json:\n" + "\n".join(problems[:20])
        exports_checked += 1
        return data

    return validated
