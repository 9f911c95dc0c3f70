"""The command line's words: its own messages and a refusal's in the messages' language, and what it
shows, made safe for a terminal."""

from __future__ import annotations

import re
from typing import Any

# The language of what the command line says (refusals, its own messages): `--lang`, else the environment's
# (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English when unknown. Set by main().
_language = "en"


def messages_language() -> str:
    """The language the command line speaks (set by main())."""
    return _language


def set_messages_language(language: str) -> None:
    global _language
    _language = language


MESSAGE_LANGUAGES = ("it", "de", "en")


def say(code: str, **params: Any) -> str:
    """One of the command line's own messages (io/problem_texts/services.py, `cli.*`), in its language."""
    from burraco_tourney.domain.problems import Problem
    from burraco_tourney.io.problem_texts import describe

    return describe(Problem.of(code, **params), messages_language())


# What a terminal would act on instead of showing: C0 controls but tab and line feed (ESC starts the ANSI
# sequences that recolour, move the cursor or retitle the window; BEL rings), DEL, C1 controls (0x9b is a
# one-byte ESC [), the line and paragraph separators and the bidirectional controls (U+202E turns the rest
# of a line around, so "Rossi" can be made to read as another name).
_TERMINAL_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def terminal_safe(text: str) -> str:
    """`text` with every character a terminal would act on written as \\uXXXX, for the screen only (the
    stored data and the files written keep them as they are). In JSON output the escape is the same string,
    so `--format json` stays valid JSON of the same values."""
    return _TERMINAL_UNSAFE.sub(lambda found: f"\\u{ord(found[0]):04x}", text)


def show(*values: object, **options: Any) -> None:
    """print(), through `terminal_safe`: everything the command line shows passes here, names from the
    database, a file or the command line included."""
    print(*(terminal_safe(str(value)) for value in values), **options)


def error_words(error: BaseException, json_paths: bool = False) -> str:
    """An error's words in the command line's language: each problem of a refusal, on one line; with
    `json_paths`, each followed by where it is in the tournament file (`rounds[0].tables[3].deals[1]`), for
    whoever mends the file."""
    from burraco_tourney.domain.problems import Refusal
    from burraco_tourney.io.problem_texts import describe, in_one_line

    if isinstance(error, Refusal):
        return in_one_line(
            describe(problem, messages_language())
            + (f" ({problem.json_path})" if json_paths and problem.path else "")
            for problem in error.problems
        )
    return str(error)


def problem_words(problem: object) -> str:
    """A problem (or a text not yet coded) in the command line's language."""
    from burraco_tourney.domain.problems import Problem
    from burraco_tourney.io.problem_texts import describe

    return describe(problem, messages_language()) if isinstance(problem, Problem) else str(problem)


def field_word(field: str) -> str:
    """A member register field's name (`surname`) in the messages' language."""
    from burraco_tourney.io.problem_texts import FIELDS

    entry = FIELDS.get(f"register.{field}")
    return (entry.get(messages_language()) or entry["en"]) if entry else field


def date_words(day: Any) -> str:
    """A day as the messages' language writes it (31/12/2026, 31.12.2026, 2026-12-31); nothing for None."""
    if day is None:
        return ""
    return str(day.strftime({"it": "%d/%m/%Y", "de": "%d.%m.%Y"}.get(messages_language(), "%Y-%m-%d")))
