"""Quick mode: a score sheet that arrives already summed is stored as what it is, each deal's totals
(`Deal.of_totals`) or the table's totals (`Table.totals`), never as invented burracos and card points.

Versions before 0005 stored such a sheet as invented deals; `is_legacy_quick_sheet` recognises them, so
that the database upgrade turns them into totals (migration 0005).
"""

from __future__ import annotations

from collections.abc import Sequence

from burraco_tourney.domain.scoring import (
    DECK_POINTS,
    MAX_BURRACOS,
    MIN_BURRACO_POINTS,
    Deal,
    DealEnd,
    DealLine,
    ScoringRules,
    deal_totals,
)
from burraco_tourney.domain.tournament import Table

__all__ = [
    "is_legacy_quick_sheet",
    "is_quick_sheet",
    "is_totals_sheet",
    "legacy_quick_deal",
    "quick_deal",
    "quick_totals",
    "totals_sheet",
]


def quick_deal(ns_total: int, ew_total: int, rules: ScoringRules | None = None) -> Deal:
    """The deal quick mode stores for two typed totals: both 0 is a deal not played."""
    if ns_total == 0 and ew_total == 0:
        return Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())
    return Deal.of_totals(ns_total, ew_total)


def quick_totals(deal: Deal, rules: ScoringRules) -> tuple[int, int]:
    return deal_totals(deal, rules)


def is_quick_sheet(deals: Sequence[Deal], rules: ScoringRules | None = None) -> bool:
    """True when a sheet's deals were entered by their totals (a deal not played may stand among them)."""
    return any(deal.end is DealEnd.TOTALS for deal in deals) and all(
        deal.end in (DealEnd.TOTALS, DealEnd.NOT_PLAYED) for deal in deals
    )


def is_totals_sheet(table: Table) -> bool:
    """True when a table's sheet was entered by totals: the table's totals, or each deal's."""
    return table.totals is not None or is_quick_sheet(table.deals)


# ------------------------------------------------------------------------------ before version 0005
# How quick mode stored a total until then: a deal that scores exactly that total and passes every check,
# ended by time-out (nobody claims the closing bonus), the points as card points, and — only where card
# points alone would be more than the 108 cards are worth — the fewest clean burracos (or a pozzetto not
# taken, for large negative totals) that keep them plausible. Kept only to recognise such sheets.


def legacy_quick_deal(ns_total: int, ew_total: int, rules: ScoringRules) -> Deal:
    if ns_total == 0 and ew_total == 0:
        return Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())
    totals = {"ns": ns_total, "ew": ew_total}
    cleans = _clean_needed(ns_total, ew_total, rules.clean)
    lines = {
        name: DealLine(clean=clean, cards=totals[name] - clean * rules.clean)
        for name, clean in zip(totals, cleans, strict=True)
    }
    # Both lines far below zero: a pozzetto not taken explains part of each line's loss.
    for name in sorted(lines, key=lambda n: lines[n].cards):
        if lines["ns"].cards + lines["ew"].cards >= -DECK_POINTS or rules.pozzetto_missing >= 0:
            break
        if lines[name].clean == 0:
            lines[name] = DealLine(cards=totals[name] - rules.pozzetto_missing, pozzetto=False)
    return Deal(DealEnd.TIMEOUT, lines["ns"], lines["ew"])


def _clean_needed(ns_total: int, ew_total: int, clean_value: int) -> tuple[int, int]:
    """The fewest clean burracos (NS, EW) that bring the card points of both lines within the deck."""
    excess = ns_total + ew_total - DECK_POINTS
    if excess <= 0 or clean_value <= 0:
        return 0, 0
    needed = -(-excess // clean_value)
    counts = {"ns": 0, "ew": 0}
    # The larger total takes burracos first; a line's card points stay at least 35 per burraco it holds.
    for line, total in sorted((("ns", ns_total), ("ew", ew_total)), key=lambda item: -item[1]):
        room = max(total, 0) // (clean_value + MIN_BURRACO_POINTS)
        counts[line] = min(needed, room, MAX_BURRACOS - counts["ns"] - counts["ew"])
        needed -= counts[line]
    return counts["ns"], counts["ew"]


def is_legacy_quick_sheet(deals: Sequence[Deal], rules: ScoringRules) -> bool:
    """True when every deal is exactly what quick mode stored for its totals before version 0005, and at
    least one was played (a sheet of deals not played only is the same either way)."""
    return any(deal.end is not DealEnd.NOT_PLAYED for deal in deals) and all(
        legacy_quick_deal(*deal_totals(deal, rules), rules) == deal for deal in deals
    )


def totals_sheet(deals: Sequence[Deal], rules: ScoringRules) -> tuple[Deal, ...]:
    """The same sheet as totals: what the upgrade stores for a sheet `is_legacy_quick_sheet` recognises."""
    return tuple(quick_deal(*deal_totals(deal, rules)) for deal in deals)
