"""Errors a director can cause, each with a message that says what was refused and why; nothing is half-saved.

Callers (the window, the command line) catch `ServiceError` and `persistence.db.DatabaseError` (re-exported
here) and show the message: neither ever means a program fault.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from burraco_tourney.domain.scoring import Severity, Violation
from burraco_tourney.domain.tournament import Table
from burraco_tourney.persistence.db import DatabaseError

__all__ = [
    "DatabaseError",
    "DealProblem",
    "DealsRejectedError",
    "ImportRefusedError",
    "NotFoundError",
    "RuleError",
    "ServiceError",
    "StaleTableError",
    "WarningsNotConfirmedError",
]


class ServiceError(Exception):
    """An action refused by the rules or the data. Nothing was changed."""


class NotFoundError(ServiceError):
    """The tournament, pair, round, table, deal or adjustment named does not exist."""


class RuleError(ServiceError):
    """A rule of the tournament refuses the action; the message names the rule."""


@dataclass(frozen=True, slots=True)
class DealProblem:
    """One failed check of one deal of a table: `deal` counts from 1, `field` is e.g. `ns.cards`."""

    deal: int
    field: str
    code: str
    severity: Severity
    message: str

    @classmethod
    def of(cls, deal: int, violation: Violation) -> DealProblem:
        return cls(deal, violation.field, violation.code, violation.severity, violation.message)

    def __str__(self) -> str:
        return f"deal {self.deal}, {self.field}: {self.message}"


def _listing(where: str, problems: Sequence[DealProblem]) -> str:
    return f"{where}: " + "; ".join(str(problem) for problem in problems)


class DealsRejectedError(ServiceError):
    """Blocking errors in the deals of a table: every one is listed, by deal and field. Nothing was saved."""

    def __init__(self, where: str, problems: Sequence[DealProblem]) -> None:
        super().__init__(_listing(f"{where} was not saved", problems))
        self.problems = tuple(problems)


class WarningsNotConfirmedError(ServiceError):
    """The deals are valid but some values look unlikely; save again with `confirm_warnings=True`."""

    def __init__(self, where: str, warnings: Sequence[DealProblem]) -> None:
        super().__init__(_listing(f"{where} needs confirmation", warnings))
        self.warnings = tuple(warnings)


class StaleTableError(ServiceError):
    """The table was saved by someone else since it was read (its version moved on). Nothing was saved.

    The message shows what the other station saved; `table` is the table as now stored (deals and artificial
    result), `version` its version, `saved_by` and `saved_at` (UTC) who saved it last and when, so that a
    window can show both sheets side by side and offer to reload.
    """

    def __init__(
        self,
        message: str,
        *,
        table: Table | None = None,
        version: int | None = None,
        saved_by: str | None = None,
        saved_at: datetime | None = None,
    ) -> None:
        super().__init__(message)
        self.table = table
        self.version = version
        self.saved_by = saved_by
        self.saved_at = saved_at


class ImportRefusedError(ServiceError):
    """A tournament to import breaks rules; every problem is listed and nothing was imported."""

    def __init__(self, problems: Sequence[str]) -> None:
        shown = "; ".join(problems[:20]) + (f"; and {len(problems) - 20} more" if len(problems) > 20 else "")
        super().__init__(f"The tournament was not imported ({len(problems)} problems): {shown}")
        self.problems = tuple(problems)
