"""A failed check or a refusal, as data: what went wrong (a code), how bad, where, and the values it names.

No layer below the window, the command line and the web pages builds a sentence for a user: they raise a
`Refusal` carrying `Problem`s, and the top layer words each problem in the user's language by its code
(`burraco_tourney.io.problem_texts`). `str()` of a refusal is its English text once that catalogue is loaded
(it always is in the program); logs and tests read that.

A problem's `path` says where it is, in the tournament file's terms: `("deals", 1, "ns", "cards")` is the
card points of NS in the second deal of a sheet; the file reader puts the table in front of it
(`("rounds", 0, "tables", 3, "deals", 1, "ns", "cards")`). Indexes count from 0, as in the file; the words
shown to a user count deals, rounds and tables from 1.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

__all__ = ["Problem", "Refusal", "Severity", "set_renderer"]

PathPart = str | int


class Severity(StrEnum):
    BLOCKING = "blocking"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Problem:
    """One failed check: `code` names the rule (`pair.not_found`, `deal.cards.not_multiple_of_5`), `params`
    the values its text shows (`pair=99`), `path` where it is."""

    code: str
    severity: Severity = Severity.BLOCKING
    path: tuple[PathPart, ...] = ()
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(
        cls,
        code: str,
        /,
        *,
        severity: Severity = Severity.BLOCKING,
        path: Iterable[PathPart] = (),
        **params: Any,
    ) -> Problem:
        return cls(code, severity, tuple(path), tuple(sorted(params.items())))

    @classmethod
    def warning(cls, code: str, /, *, path: Iterable[PathPart] = (), **params: Any) -> Problem:
        return cls.of(code, severity=Severity.WARNING, path=path, **params)

    @property
    def values(self) -> Mapping[str, Any]:
        return dict(self.params)

    @property
    def blocking(self) -> bool:
        return self.severity is Severity.BLOCKING

    def under(self, *prefix: PathPart) -> Problem:
        """The same problem, placed inside `prefix` (a sheet's problem inside its round and table)."""
        return Problem(self.code, self.severity, (*prefix, *self.path), self.params)

    @property
    def deal(self) -> int | None:
        """The index (from 0) of the deal the problem is in, if it is in one."""
        for before, after in zip(self.path, self.path[1:], strict=False):
            if before == "deals" and isinstance(after, int):
                return after
        return None

    @property
    def field(self) -> str:
        """The field inside the deal (`ns.cards`, `end`), or the whole path outside a deal."""
        parts = self.path
        for i, part in enumerate(parts[:-1]):
            if part == "deals" and isinstance(parts[i + 1], int):
                parts = parts[i + 2 :]
                break
        return ".".join(str(part) for part in parts)

    @property
    def json_path(self) -> str:
        """The path as written for the tournament file: `rounds[0].tables[3].deals[1].ns.cards`."""
        text = ""
        for part in self.path:
            text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
        return text

    def __str__(self) -> str:
        return _renderer(self) if _renderer is not None else _technical(self)


def _technical(problem: Problem) -> str:
    values = ", ".join(f"{name}={value!r}" for name, value in problem.params)
    where = f"{problem.json_path}: " if problem.path else ""
    return f"{where}{problem.code}" + (f" ({values})" if values else "")


# The English wording of a problem, installed by the texts catalogue when it is imported.
_renderer: Callable[[Problem], str] | None = None


def set_renderer(renderer: Callable[[Problem], str] | None) -> None:
    global _renderer
    _renderer = renderer


class Refusal(Exception):
    """An action refused, with every problem that refused it; nothing was changed.

    The window, the command line and the web pages word `problems` in the user's language; `str()` is the
    English text (for logs and tests).
    """

    def __init__(self, problems: Problem | Iterable[Problem]) -> None:
        self.problems: tuple[Problem, ...] = (problems,) if isinstance(problems, Problem) else tuple(problems)
        if not self.problems:
            raise ValueError("a refusal needs at least one problem")  # program fault
        super().__init__(*self.problems)

    @property
    def problem(self) -> Problem:
        return self.problems[0]

    def __str__(self) -> str:
        return "; ".join(str(problem) for problem in self.problems)
