"""The words of every problem and refusal, in Italian, German and English: one table, by code.

Layers below the window, the command line and the web pages raise `domain.problems.Refusal`s carrying
`Problem`s (a code and values); this catalogue words them. The table is assembled from one module per area
(`services.py`, `domain.py`, `file.py`, ...) so that each area keeps its texts beside the others'; a code
appears in exactly one of them (a test checks it, and that every code has all three languages with the same
`{placeholders}`).

    describe(problem, "it")   # "Turno 2, tavolo 4, smazzata 1, NS punti: ... "

A count's noun takes its number's form: `{count} {count:problema|problemi}` says "1 problema", "3 problemi"
(the singular for exactly 1, as in Italian, German and English).
    describe_error(error, "de")
    language_from_environment()  # LANGUAGE / LC_ALL / LC_MESSAGES / LANG, English when unknown
"""

from __future__ import annotations

import os
import string
from collections.abc import Iterable, Mapping
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from burraco_tourney.domain.problems import Problem, Refusal, set_renderer
from burraco_tourney.io.problem_texts import circuits as _circuits
from burraco_tourney.io.problem_texts import domain as _domain
from burraco_tourney.io.problem_texts import fields as _fields
from burraco_tourney.io.problem_texts import file as _file
from burraco_tourney.io.problem_texts import free_game as _free_game
from burraco_tourney.io.problem_texts import groups as _groups
from burraco_tourney.io.problem_texts import io as _io
from burraco_tourney.io.problem_texts import members as _members
from burraco_tourney.io.problem_texts import persistence as _persistence
from burraco_tourney.io.problem_texts import prizes as _prizes
from burraco_tourney.io.problem_texts import services as _services
from burraco_tourney.io.problem_texts import sheets as _sheets
from burraco_tourney.io.problem_texts import sheets_import as _sheets_import
from burraco_tourney.io.problem_texts import table_entry as _table_entry
from burraco_tourney.io.problem_texts import teams as _teams
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, PRINT_LANGUAGES

__all__ = [
    "LANGUAGES",
    "TEXTS",
    "describe",
    "describe_error",
    "in_one_line",
    "language_from_environment",
    "place",
]

LANGUAGES = PRINT_LANGUAGES  # it, de, en

Entry = Mapping[str, str]  # language -> template with {placeholders}

_PARTS: tuple[Mapping[str, Entry], ...] = (
    _services.TEXTS,
    _domain.TEXTS,
    _persistence.TEXTS,
    _file.TEXTS,
    _io.TEXTS,
    _sheets.TEXTS,
    _sheets_import.TEXTS,
    _groups.TEXTS,
    _prizes.TEXTS,
    _circuits.TEXTS,
    _table_entry.TEXTS,
    _members.TEXTS,
    _free_game.TEXTS,
    _teams.TEXTS,
)


def _merged() -> dict[str, Entry]:
    table: dict[str, Entry] = {}
    for part in _PARTS:
        for code, entry in part.items():
            if code in table:
                raise RuntimeError(f"problem code {code!r} is worded twice")
            table[code] = entry
    return table


TEXTS: Mapping[str, Entry] = _merged()
FIELDS: Mapping[str, Entry] = _fields.FIELDS
PLACES: Mapping[str, Entry] = _fields.PLACES
SECTIONS: Mapping[str, Entry] = _fields.SECTIONS


def _value(value: Any, language: str) -> str:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, Decimal | float):
        text = str(value)
        return text.replace(".", ",") if language in ("it", "de") else text
    if isinstance(value, list | tuple | set | frozenset):
        return ", ".join(_value(item, language) for item in value)
    if isinstance(value, Problem):  # a word of the catalogue inside another ("una gara {level}")
        return describe(value, language, with_place=False)
    if isinstance(value, date) and not isinstance(value, datetime):
        return value.strftime({"it": "%d/%m/%Y", "de": "%d.%m.%Y"}.get(language, "%Y-%m-%d"))
    return str(value)


def _words(entry: Entry, language: str) -> str:
    return entry.get(language) or entry["en"]


def place(problem: Problem, language: str) -> str:
    """Where the problem is, in words ("Turno 2, tavolo 4, smazzata 1, NS punti"); empty for none."""
    words: list[str] = []
    parts = problem.path
    within = ""  # the last place named: a field is first looked up as that place's ("teams.number")
    i = 0
    while i < len(parts):
        part = parts[i]
        following = parts[i + 1] if i + 1 < len(parts) else None
        if isinstance(part, str) and part in PLACES and isinstance(following, int):
            words.append(_words(PLACES[part], language).format(n=following + 1))
            within = part
            i += 2
            continue
        if isinstance(part, str) and part in SECTIONS and following is not None:
            # a part of the file with places of its own inside ("prize plan, band 3")
            words.append(_words(SECTIONS[part], language))
            i += 1
            continue
        rest = ".".join(str(p) for p in parts[i:])
        label = FIELDS.get(f"{within}.{rest}") or FIELDS.get(rest)
        words.append(_words(label, language) if label else _segments(parts[i:], language) or rest)
        break
    return ", ".join(words)


def _segments(parts: tuple[Any, ...], language: str) -> str:
    """A path with no words of its own, worded by its longest parts that have words ("tournament",
    "profile", "colour": "regolamento, colour"; "tournament", "rounds": "torneo, turni"), never
    "tournament.rounds" in an Italian message; empty when no part has words."""
    words: list[str] = []
    found = False
    j = 0
    while j < len(parts):
        for k in range(len(parts), j, -1):
            label = FIELDS.get(".".join(str(part) for part in parts[j:k]))
            if label:
                words.append(_words(label, language))
                found, j = True, k
                break
        else:
            words.append(str(parts[j]))
            j += 1
    return ", ".join(words) if found else ""


def describe(problem: Problem, language: str = DEFAULT_LANGUAGE, *, with_place: bool = True) -> str:
    """The problem in `language` (it, de, en; English for any other), with where it is unless told not."""
    entry = TEXTS.get(problem.code)
    if entry is None:
        # A code without words is a fault of the program, but the user still learns what was refused.
        text = problem.code + "".join(f" {name}={_value(v, language)}" for name, v in problem.params)
    else:
        text = _Words(language).vformat(_words(entry, language), (), dict(problem.params))
    where = place(problem, language) if with_place else ""
    return f"{where[0].upper()}{where[1:]}: {text}" if where else text


class _Words(string.Formatter):
    """Fills a template with a problem's values in a language; `{count:one|many}` chooses the noun's form, and
    a value the problem does not carry stays as its `{name}`."""

    def __init__(self, language: str) -> None:
        self.language = language

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        return kwargs[str(key)] if str(key) in kwargs else _Unknown(str(key))

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion is None or isinstance(value, _Unknown):
            return value
        return super().convert_field(_value(value, self.language), conversion)  # {key!r} quotes the words

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, _Unknown):
            return "{" + value.name + "}"
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            return one if value == 1 else many
        return _value(value, self.language)


class _Unknown:
    def __init__(self, name: str) -> None:
        self.name = name


def in_one_line(texts: Iterable[str]) -> str:
    """Sentences on one line, parted by "; " without doubling the stop: "A; B." (never "A.; B.")."""
    parts = [text.strip() for text in texts if text.strip()]
    return "; ".join(
        [
            *(part[:-1] if part.endswith(".") and not part.endswith("..") else part for part in parts[:-1]),
            *parts[-1:],
        ]
    )


def describe_error(error: BaseException, language: str = DEFAULT_LANGUAGE) -> str:
    """A refusal's problems in `language`, one per line; any other error's own text."""
    if isinstance(error, Refusal):
        return "\n".join(describe(problem, language) for problem in error.problems)
    return str(error)


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The user's language as the environment says (LANGUAGE, LC_ALL, LC_MESSAGES, LANG): it, de or en."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if not value:
            continue
        for choice in value.split(":"):
            code = choice.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
            if code and code not in ("c", "posix"):
                return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


set_renderer(lambda problem: describe(problem, "en"))
