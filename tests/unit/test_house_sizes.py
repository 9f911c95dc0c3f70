"""The house stays in rooms of a size a person can read (issues 28 and 29): no module of the command-line
package over 400 lines, no class of the score-sheets page over 600, and `build_parser` defines no
subcommand itself (each group adds its own)."""

from __future__ import annotations

import ast
from pathlib import Path

import burraco_tourney

PACKAGE = Path(burraco_tourney.__file__).parent


def test_no_module_of_the_command_line_is_over_400_lines() -> None:
    sizes = {
        path.name: len(path.read_text(encoding="utf-8").splitlines())
        for path in (PACKAGE / "cli").glob("*.py")
    }
    assert {name: size for name, size in sizes.items() if size > 400} == {}


def test_build_parser_defines_no_subcommand() -> None:
    tree = ast.parse((PACKAGE / "cli" / "parser.py").read_text(encoding="utf-8"))
    build = next(
        node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == "build_parser"
    )
    calls = [
        node.func.attr
        for node in ast.walk(build)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    ]
    assert "add_parser" not in calls


def test_no_class_of_the_score_sheets_page_is_over_600_lines() -> None:
    big = {}
    for path in (PACKAGE / "ui" / "views" / "sheets").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno and node.end_lineno - node.lineno + 1 > 600:
                big[f"{path.name}:{node.name}"] = node.end_lineno - node.lineno + 1
    assert big == {}
