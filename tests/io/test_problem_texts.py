"""The one table of problem words (io/problem_texts): every code is worded in English, Italian and German with
the same {placeholders}; every code the program raises is in it; no code is worded twice.

The codes raised are found by reading the program's source (ast): the first argument of `Problem.of(...)` and
`Problem.warning(...)` (a literal, or either literal of a conditional), and the literals a variable named
`code` (or a `codes` table) is given, which are then passed on to `Problem.of(code, ...)`.
"""

from __future__ import annotations

import ast
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

import burraco_tourney
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.io import problem_texts
from burraco_tourney.io.problem_texts import LANGUAGES, TEXTS, describe, describe_error

PACKAGE = Path(burraco_tourney.__file__).parent
AREA_MODULES = sorted((PACKAGE / "io" / "problem_texts").glob("*.py"))


def placeholders(template: str) -> set[str]:
    return {
        name for _text, name, _spec, _conversion in string.Formatter().parse(template) if name is not None
    }


def sources() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), str(path))


def literals(node: ast.expr) -> Iterator[str]:
    """The strings an expression can be: a literal, either side of `a if c else b`, a table's values."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.IfExp):
        yield from literals(node.body)
        yield from literals(node.orelse)
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from literals(value)


def is_problem_call(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("of", "warning")
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "Problem"
        and bool(node.args)
    )


def raised_codes() -> Iterator[tuple[str, str, ast.Call | None]]:
    """(code, where, the call when its code is a literal) for every code the program's source names."""
    for path, tree in sources():
        where = str(path.relative_to(PACKAGE.parent))
        for node in ast.walk(tree):
            if is_problem_call(node):
                assert isinstance(node, ast.Call)
                first = node.args[0]
                for code in literals(first):
                    literal = isinstance(first, ast.Constant)
                    yield code, f"{where}:{node.lineno}", node if literal else None
            elif isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id in ("code", "codes") for target in node.targets
            ):
                for code in literals(node.value):
                    yield code, f"{where}:{node.lineno}", None


def test_every_code_is_worded_in_every_language_with_the_same_placeholders() -> None:
    wrong = []
    for code, entry in TEXTS.items():
        if set(entry) != set(LANGUAGES) or not all(entry[language].strip() for language in LANGUAGES):
            wrong.append(f"{code}: languages {sorted(entry)}")
            continue
        english = placeholders(entry["en"])
        for language in LANGUAGES:
            if placeholders(entry[language]) != english:
                wrong.append(
                    f"{code} [{language}]: {sorted(placeholders(entry[language]))} != {sorted(english)}"
                )
    assert not wrong, "\n".join(wrong)


def test_every_code_is_dotted_lowercase_area_first() -> None:
    bad = [code for code in TEXTS if code != code.lower() or "." not in code or " " in code]
    assert not bad


def test_every_code_the_program_raises_is_worded() -> None:
    unworded = sorted({f"{code} ({where})" for code, where, _call in raised_codes() if code not in TEXTS})
    assert not unworded, "codes without words in io/problem_texts:\n" + "\n".join(unworded)


def test_every_placeholder_of_a_raised_code_is_given() -> None:
    """`Problem.of("pair.not_found", pair=99)`: the words name {pair}, so the call must give it (a call that
    passes `**values` on is not checked)."""
    missing = []
    for code, where, call in raised_codes():
        if call is None or code not in TEXTS or any(keyword.arg is None for keyword in call.keywords):
            continue
        given = {keyword.arg for keyword in call.keywords} - {"path", "severity"}
        lacking = placeholders(TEXTS[code]["en"]) - given
        if lacking:
            missing.append(f"{where}: {code} needs {sorted(lacking)}")
    assert not missing, "\n".join(missing)


def test_the_scan_finds_the_codes_raised() -> None:
    found = {code for code, _where, _call in raised_codes()}
    # A literal, both sides of a conditional, and a table of codes given to a variable.
    assert {"pair.not_found", "round.delete_sheet_saved", "round.delete_sheets_saved"} <= found
    assert "round.previous_open_swiss_tables" in found


@pytest.mark.parametrize("module", AREA_MODULES, ids=lambda path: path.name)
def test_no_code_is_worded_twice_within_an_area(module: Path) -> None:
    """A dict literal quietly keeps the last of two equal keys; the merged table refuses equal codes of two
    areas at import."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    keys = [
        key.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Dict)
        for key in node.keys
        if isinstance(key, ast.Constant) and isinstance(key.value, str) and "." in key.value
    ]
    twice = sorted({key for key in keys if keys.count(key) > 1})
    assert not twice


def test_no_code_is_worded_in_two_areas() -> None:
    seen: dict[str, str] = {}
    twice = []
    for part in problem_texts._PARTS:
        for code in part:
            if code in seen:
                twice.append(code)
            seen[code] = code
    assert not twice
    assert len(seen) == len(TEXTS)


def test_a_refusal_is_worded_in_the_language_asked_and_english_for_any_other() -> None:
    refusal = Refusal(Problem.of("pair.not_found", pair=99))
    assert describe_error(refusal, "it") == "Non c'è la coppia 99 in questo torneo."
    assert describe_error(refusal, "de") == "In diesem Turnier gibt es kein Paar 99."
    assert describe_error(refusal, "fr") == str(refusal) == "There is no pair 99 in this tournament."


def test_a_placed_problem_says_where_in_each_language() -> None:
    problem = Problem.of("pairs_import.no_name", path=("rows", 6), seat=2)
    assert describe(problem, "it") == "Riga 7: il giocatore 2 non ha un nome"
    assert describe(problem, "de") == "Zeile 7: Spieler 2 hat keinen Namen"
    assert str(problem) == "Row 7: player 2 has no name"


# Nouns that must not follow a count of 1 ("1 problemi", "1 Zeilen", "1 rows").
PLURAL_NOUNS = {
    "it": ("problemi", "coppie", "righe", "tavoli", "smazzate", "tesserati", "tornei", "turni"),
    "de": ("Probleme", "Paare", "Zeilen", "Tische", "Spiele", "Mitglieder", "Turniere", "Runden"),
    "en": ("problems", "pairs", "rows", "tables", "deals", "members", "tournaments", "rounds"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_count_of_one_takes_the_singular(language: str) -> None:
    """Issue 30.17: "1 problemi" — a count's noun takes its number's form, `{count:one|many}`."""
    wrong = []
    for code, entry in TEXTS.items():
        if "count" not in placeholders(entry[language]):
            continue
        text = describe(Problem.of(code, count=1), language)
        for noun in PLURAL_NOUNS[language]:
            if f" 1 {noun}" in f" {text}" or f"1 {noun}" in text:
                wrong.append(f"{code}: {text}")
    assert not wrong, "\n".join(wrong)
    many = describe(Problem.of("cli.skipped", count=3, problems="-"), language)
    assert f"3 {PLURAL_NOUNS[language][2]}" in many  # "saltate 3 righe", "3 Zeilen", "3 rows"


def test_a_path_without_words_of_its_own_is_worded_part_by_part() -> None:
    """Issue 30.17: no English key name in an Italian message ("Tournament.turni")."""
    problem = Problem.of("file.text_too_long", path=("tournament", "rounds"), limit=1)
    assert describe(problem, "it").startswith("Torneo, turni: ")
    assert describe(problem, "de").startswith("Turnier, Runden: ")
    assert problem_texts.place(Problem.of("x.y", path=("no_such", "key")), "it") == "no_such.key"
