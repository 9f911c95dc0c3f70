"""Errors a director can cause: each is a `domain.problems.Refusal` carrying coded `Problem`s that say what
was refused and why; nothing is half-saved.

Callers (the window, the command line) catch `ServiceError` and `persistence.db.DatabaseError` (re-exported
here) and word the problems in the user's language (`io.problem_texts.describe_error`); neither ever means a
program fault. `str()` is the English text, for logs and tests.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import burraco_tourney.io.problem_texts  # noqa: F401  (installs the English wording str() shows)
from burraco_tourney.domain.members import Member
from burraco_tourney.domain.problems import PathPart, Problem, Refusal
from burraco_tourney.domain.tournament import Table
from burraco_tourney.persistence.db import DatabaseError

__all__ = [
    "DatabaseError",
    "DealsRejectedError",
    "ImportRefusedError",
    "NotFoundError",
    "RuleError",
    "ServiceError",
    "StaleCopyError",
    "StaleMemberError",
    "StaleTableError",
    "WarningsNotConfirmedError",
    "problems_of",
    "table_path",
]

# The code of a refusal still built from an English sentence: shown as it is, in every language. Only for
# code not yet converted (tests/unit/test_no_sentences_below_ui.py lists what is left).
UNWORDED = "service.unworded"


def _problems(problems: Problem | Iterable[Problem] | str) -> Problem | Iterable[Problem]:
    return Problem.of(UNWORDED, text=problems) if isinstance(problems, str) else problems


def problems_of(error: BaseException) -> tuple[Problem, ...]:
    """The problems of a refusal raised below (domain checks), to refuse with them here; for an error that
    is not yet a refusal, its text."""
    if isinstance(error, Refusal):
        return error.problems
    return (Problem.of(UNWORDED, text=str(error)),)


def table_path(round_number: int, table_number: int) -> tuple[PathPart, ...]:
    """Where a table is, as a problem's path (counting from 0, as the file does): ("rounds", 0, "tables", 3)
    for round 1, table 4."""
    return ("rounds", round_number - 1, "tables", table_number - 1)


class ServiceError(Refusal):
    """An action refused by the rules or the data. Nothing was changed."""

    def __init__(self, problems: Problem | Iterable[Problem] | str) -> None:
        super().__init__(_problems(problems))


class NotFoundError(ServiceError):
    """The tournament, pair, round, table, deal or adjustment named does not exist."""


class RuleError(ServiceError):
    """A rule of the tournament refuses the action; the problems name the rule."""


class DealsRejectedError(ServiceError):
    """Blocking errors in the deals of a table: every one is a problem placed at its deal (from 0) and field,
    e.g. path ("rounds", 0, "tables", 2, "deals", 1, "ns", "cards"). Nothing was saved."""


class WarningsNotConfirmedError(ServiceError):
    """The deals are valid but some values look unlikely (`warnings`, placed as in DealsRejectedError); save
    again with `confirm_warnings=True`."""

    @property
    def warnings(self) -> tuple[Problem, ...]:
        return self.problems


class StaleCopyError(ServiceError):
    """A save made on a stale copy: the record was saved by someone else since it was read (its version
    moved on). Nothing was saved. `version` is the record's version now, `saved_by` and `saved_at` (UTC) who
    saved it last and when; the problems show what the other station saved."""

    def __init__(
        self,
        problems: Problem | Iterable[Problem] | str,
        *,
        version: int | None = None,
        saved_by: str | None = None,
        saved_at: datetime | None = None,
    ) -> None:
        super().__init__(problems)
        self.version = version
        self.saved_by = saved_by
        self.saved_at = saved_at


class StaleTableError(StaleCopyError):
    """The table was saved by someone else since it was read (its version moved on). Nothing was saved.

    The problem shows what the other station saved; `table` is the table as now stored (deals and artificial
    result), `version` its version, `saved_by` and `saved_at` (UTC) who saved it last and when, so that a
    window can show both sheets side by side and offer to reload.
    """

    def __init__(
        self,
        problems: Problem | Iterable[Problem] | str,
        *,
        table: Table | None = None,
        version: int | None = None,
        saved_by: str | None = None,
        saved_at: datetime | None = None,
    ) -> None:
        super().__init__(problems, version=version, saved_by=saved_by, saved_at=saved_at)
        self.table = table


class StaleMemberError(StaleCopyError):
    """A member of the register was changed by someone else since this copy was read. Nothing was saved.

    The problems say so and show each field the other station saved differently from the copy; `member` is
    the member as now stored (with its version), so that a window can show it and let the director save
    again on it."""

    def __init__(
        self,
        problems: Problem | Iterable[Problem] | str,
        *,
        member: Member,
        saved_by: str | None = None,
        saved_at: datetime | None = None,
    ) -> None:
        super().__init__(problems, version=member.version, saved_by=saved_by, saved_at=saved_at)
        self.member = member


class ImportRefusedError(ServiceError):
    """A tournament to import breaks rules; every problem is listed (`problems`) and nothing was imported."""

    def __init__(self, problems: Iterable[Problem | str]) -> None:
        super().__init__(
            [
                problem if isinstance(problem, Problem) else Problem.of(UNWORDED, text=problem)
                for problem in problems
            ]
        )
