"""The services' door to the rules: everything lives in `burraco_tourney.domain.rules` (the one home of every
rule and limit); this module re-exports what the services call and refuses settings that break a rule."""

from __future__ import annotations

from burraco_tourney.domain.rules.checks import (
    ORDER_CHECKS,
    deal_order_problems,
    deal_problems,
    derived_lots,
    draw_lots,
    logo_problems,
    override_problems,
    player_problems,
    seating_problems,
    settings_problems,
    tournament_problems,
)
from burraco_tourney.domain.tournament import TournamentSettings
from burraco_tourney.services.errors import RuleError

__all__ = [
    "ORDER_CHECKS",
    "STANDINGS_PAIRINGS",
    "check_settings",
    "deal_order_problems",
    "deal_problems",
    "derived_lots",
    "draw_lots",
    "logo_problems",
    "override_problems",
    "player_problems",
    "seating_problems",
    "settings_problems",
    "tournament_problems",
]

STANDINGS_PAIRINGS = frozenset({"danish", "swiss"})  # movements that pair on the current standings


def check_settings(settings: TournamentSettings) -> None:
    """Refuse settings that break a rule (RuleError with every problem, placed at its setting as in the
    tournament file: `("tournament", "deals_per_round")`)."""
    problems = settings_problems(settings)
    if problems:
        raise RuleError(problem.under("tournament") for problem in problems)
