"""No layer below the window, the command line and the web pages builds a sentence for a user (issue 14):
they raise refusals carrying coded problems, worded in the user's language by io/problem_texts.

The source of domain/, services/, persistence/, io/ and web/ is read (ast) for `raise X("a sentence")`,
`raise X(f"... {n} ...")` and sentences glued with + or .format() in a raise. A program fault that no user
is meant to read (an impossible state, a wrong call) raises RuntimeError, TypeError, AssertionError,
NotImplementedError, AttributeError or LookupError, which are not looked at, or says `# program fault` in a
comment on the raise's line (a ValueError for a wrong argument, say).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import burraco_tourney

PACKAGE = Path(burraco_tourney.__file__).parent
BELOW_UI = ("domain", "services", "persistence", "io", "web")
_GLUE = ("format", "join")
PROGRAM_FAULTS = {
    "RuntimeError",
    "TypeError",
    "AssertionError",
    "NotImplementedError",
    "SystemExit",
    "AttributeError",
    "LookupError",
    "KeyError",
    "IndexError",
}
FAULT_MARK = "# program fault"


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        return _name(node.func)
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _sentence(node: ast.expr) -> bool:
    """An argument that is (or is built from) words for a reader: a literal with a space, an f-string with
    one, a concatenation or a .format() / .join() of one."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and " " in node.value.strip()
    if isinstance(node, ast.JoinedStr):  # f"..."; a code made of parts, f"clock.finished.{kind}", is none
        return any(_sentence(part) for part in node.values)
    if isinstance(node, ast.BinOp):
        return _sentence(node.left) or _sentence(node.right)
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("format", "join")
    ):
        return _sentence(node.func.value) or any(_sentence(arg) for arg in node.args)
    if isinstance(node, ast.List | ast.Tuple):
        return any(_sentence(element) for element in node.elts)
    return False


def offenders() -> Iterator[str]:
    for folder in BELOW_UI:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            lines = text.splitlines()
            tree = ast.parse(text, str(path))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Raise) or not isinstance(node.exc, ast.Call):
                    continue
                if _name(node.exc) in PROGRAM_FAULTS:
                    continue
                end = node.end_lineno or node.lineno
                if any(FAULT_MARK in line for line in lines[node.lineno - 1 : end]):
                    continue
                arguments = [*node.exc.args, *(keyword.value for keyword in node.exc.keywords)]
                if any(_sentence(argument) for argument in arguments):
                    yield f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: raise {_name(node.exc)}(...)"


def test_no_refusal_below_the_window_is_an_english_sentence() -> None:
    found = list(offenders())
    assert not found, f"{len(found)} refusals built as sentences (code them as Problems):\n" + "\n".join(
        found
    )


def test_the_scan_sees_a_sentence_and_passes_a_coded_problem() -> None:
    def scanned(source: str) -> bool:
        raised = ast.parse(source).body[0]
        assert isinstance(raised, ast.Raise) and isinstance(raised.exc, ast.Call)
        return any(_sentence(argument) for argument in raised.exc.args)

    assert scanned('raise RuleError("There is no pair 99 in this tournament.")')
    assert scanned('raise RuleError(f"There is no pair {n} in this tournament.")')
    assert scanned('raise RuleError("The pair was not saved: " + "; ".join(problems))')
    assert scanned('raise ClockError("the clock of round {n}".format(n=n))')
    assert not scanned('raise RuleError(Problem.of("pair.not_found", pair=n))')
    assert not scanned("raise RuleError(problems)")
    assert not scanned('raise ClockError("clock.not_paused", round=n)')
    assert not scanned('raise ClockError(f"clock.finished.{kind.value}")')
