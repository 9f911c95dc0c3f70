"""The free game (issue 22): two sides play deals to a target score, outside any tournament.

Seed 001/000: a club evening is played to 2005 (1005 for a quick game, 505 in seed 000). The first side whose
running total reaches the target wins; when both reach it in the same deal the higher total wins, and equal
totals are a draw. A deal is entered with the same fields and checks as a tournament deal
(`domain.scoring.check_deal`); side A sits in the NS line of the `Deal`, side B in the EW line.
Refusals carry `free_game.*` codes, worded in io/problem_texts/free_game.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from burraco_tourney.domain.problems import Problem, Refusal, Severity
from burraco_tourney.domain.scoring import Deal, ScoringRules, check_deal, deal_totals

TARGETS: tuple[int, ...] = (2005, 1005, 505)
DEFAULT_TARGET = 2005
TARGET_MIN = 5
TARGET_MAX = 100_000
NAME_MAX = 80


class Outcome(StrEnum):
    """How a game stands; the values are the database's."""

    PLAYING = "playing"
    A_WINS = "a"
    B_WINS = "b"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class FreeGame:
    """A free game: side A's and side B's names (a pair's "Rossi – Bianchi", or a player), the target, the
    rules the deals are scored by, and the deals in order."""

    side_a: str
    side_b: str
    target: int = DEFAULT_TARGET
    rules: ScoringRules = field(default_factory=ScoringRules)
    deals: tuple[Deal, ...] = ()

    def totals(self) -> list[tuple[int, int]]:
        """Each deal's (A, B) points, in order."""
        return [deal_totals(deal, self.rules) for deal in self.deals]

    def running(self) -> list[tuple[int, int]]:
        """The running totals (A, B) after each deal."""
        a = b = 0
        out: list[tuple[int, int]] = []
        for da, db in self.totals():
            a, b = a + da, b + db
            out.append((a, b))
        return out

    def score(self) -> tuple[int, int]:
        """The running totals now ((0, 0) before the first deal)."""
        running = self.running()
        return running[-1] if running else (0, 0)

    def outcome(self) -> Outcome:
        return outcome_of(self.running(), self.target)

    @property
    def over(self) -> bool:
        return self.outcome() is not Outcome.PLAYING

    def with_deal(self, deal: Deal, *, confirmed: bool = False) -> FreeGame:
        """The game with `deal` added; refused when the game is over, when the deal has a blocking error, or
        when it has warnings not `confirmed` (`free_game.warnings_not_confirmed`, the warnings as params)."""
        if self.over:
            raise Refusal(Problem.of("free_game.over"))
        return replace(self, deals=(*self.deals, _checked(deal, self.rules, len(self.deals), confirmed)))

    def with_last_deal(self, deal: Deal, *, confirmed: bool = False) -> FreeGame:
        """The game with its last deal corrected (the winner is declared again from the new totals)."""
        if not self.deals:
            raise Refusal(Problem.of("free_game.no_deals"))
        index = len(self.deals) - 1
        return replace(self, deals=(*self.deals[:-1], _checked(deal, self.rules, index, confirmed)))

    def without_last_deal(self) -> FreeGame:
        if not self.deals:
            raise Refusal(Problem.of("free_game.no_deals"))
        return replace(self, deals=self.deals[:-1])


def outcome_of(running: Sequence[tuple[int, int]], target: int) -> Outcome:
    """The rule of the seeds over running totals: the first deal after which a side has reached `target`
    decides; both there at once: the higher total, equal totals a draw."""
    for a, b in running:
        if a >= target or b >= target:
            if a > b:
                return Outcome.A_WINS
            if b > a:
                return Outcome.B_WINS
            return Outcome.DRAW
    return Outcome.PLAYING


def game_problems(side_a: str, side_b: str, target: int) -> list[Problem]:
    """What is wrong with a new game's sides and target (empty when nothing)."""
    found: list[Problem] = []
    for key, name in (("side_a", side_a), ("side_b", side_b)):
        if not name.strip():
            found.append(Problem.of("free_game.side_name_empty", side=key))
        elif len(name.strip()) > NAME_MAX:
            found.append(Problem.of("free_game.side_name_too_long", side=key, limit=NAME_MAX))
    if not TARGET_MIN <= target <= TARGET_MAX:
        found.append(Problem.of("free_game.target_out_of_range", low=TARGET_MIN, high=TARGET_MAX))
    return found


def new_game(
    side_a: str, side_b: str, target: int = DEFAULT_TARGET, rules: ScoringRules | None = None
) -> FreeGame:
    """A game with no deals yet; refused with game_problems."""
    problems = game_problems(side_a, side_b, target)
    if problems:
        raise Refusal(problems)
    return FreeGame(side_a.strip(), side_b.strip(), target, rules or ScoringRules())


def _checked(deal: Deal, rules: ScoringRules, index: int, confirmed: bool) -> Deal:
    problems = [p.under("deals", index) for p in check_deal(deal, rules)]
    blocking = [p for p in problems if p.severity is Severity.BLOCKING]
    if blocking:
        raise Refusal(blocking)
    if problems and not confirmed:
        raise Refusal(problems)
    return deal
