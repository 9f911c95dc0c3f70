"""The one home of every rule and limit of a tournament (issue 14).

`limits` holds the numbers (deals per round 2–4, text lengths, bonus ranges, ...) that the window's spin
boxes and fields, the services, the pairs import and the tournament file all read; `checks` the rules
themselves (settings, pairs, withdrawals, lots, seating, round numbering, tie-break chains, artificial
results, adjustments, a table's deals through `scoring.check_deal` and their order, a team event's teams),
each returning `Problem`s with paths in the tournament file's terms. Everything is importable from here:

    from burraco_tourney.domain import rules
    rules.settings_problems(settings)      # [Problem.of("rule.out_of_range", path=("deals_per_round",), ...)]
    rules.limits.DEALS_PER_ROUND           # range(2, 5)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from burraco_tourney.domain.rules import limits

if TYPE_CHECKING:
    from burraco_tourney.domain.rules.checks import (
        bye_problems,
        deal_order_problems,
        deal_problems,
        derived_lots,
        draw_lots,
        logo_problems,
        lots_problems,
        override_problems,
        pair_problems,
        player_problems,
        range_problems,
        reason_problems,
        scale_problems,
        scoring_problems,
        seating_problems,
        settings_problems,
        team_problems,
        team_registration_problems,
        text_problems,
        tie_break_problems,
        tournament_problems,
        withdrawal_problems,
    )

__all__ = [
    "bye_problems",
    "deal_order_problems",
    "deal_problems",
    "derived_lots",
    "draw_lots",
    "limits",
    "logo_problems",
    "lots_problems",
    "override_problems",
    "pair_problems",
    "player_problems",
    "range_problems",
    "reason_problems",
    "scale_problems",
    "scoring_problems",
    "seating_problems",
    "settings_problems",
    "team_problems",
    "team_registration_problems",
    "text_problems",
    "tie_break_problems",
    "tournament_problems",
    "withdrawal_problems",
]


def __getattr__(name: str) -> Any:
    # The checks are imported on first use: domain.tournament (which they check) imports the limits from
    # this package, and an eager import here would go round in a circle.
    if name in __all__:
        from burraco_tourney.domain.rules import checks

        return getattr(checks, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
