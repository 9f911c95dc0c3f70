"""The membership check as a printable list (issue 21): a title line, then one numbered line per warning,
each with the rule it breaks, in it/de/en; for the command line, the window's print and a text file."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any, Protocol

from burraco_tourney.domain.members import EventLevel
from burraco_tourney.domain.problems import Problem
from burraco_tourney.io.problem_texts import describe


class MembershipCheck(Protocol):
    """What the list shows of a check (services.members.MembershipCheck; io sits below the services)."""

    @property
    def tournament(self) -> str: ...
    @property
    def level(self) -> EventLevel: ...
    @property
    def day(self) -> date: ...
    @property
    def warnings(self) -> Sequence[Problem]: ...


__all__ = ["check_lines", "warning_json"]


def check_lines(check: MembershipCheck, language: str) -> list[str]:
    """The list's lines: "Controllo tesseramento di … (gara regionale, 20/12/2026): 3 avvisi", "  1. …"."""
    level = describe(Problem.of(f"membership.level_{check.level.value}"), language)
    title = Problem.of(
        "cli.members_check_title",
        tournament=check.tournament,
        level=level,
        day=check.day,
        count=len(check.warnings),
    )
    lines = [describe(title, language)]
    lines += [f"{n:>3}. {describe(warning, language)}" for n, warning in enumerate(check.warnings, 1)]
    if not check.warnings:
        lines.append(describe(Problem.of("cli.members_check_clean"), language))
    return lines


def warning_json(warning: Problem, language: str) -> dict[str, Any]:
    """A warning as `members check --format json` gives it, every key always there: `code`, `pair` (a
    number, or null), `name` and `member_id` (or null), and its words in `language`."""
    said = warning.values
    pair, name, member_id = said.get("pair"), said.get("name"), said.get("member_id")
    return {
        "code": warning.code,
        "pair": int(pair) if pair is not None else None,
        "name": str(name) if name is not None else None,
        "member_id": str(member_id) if member_id is not None else None,
        "text": describe(warning, language),
    }
