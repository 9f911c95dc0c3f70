"""Quick mode: a score sheet that arrives already summed, stored as deals (the domain keeps deals field by
field). The window enters such sheets; the printed filled sheets recognise them and print their totals."""

from __future__ import annotations

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

__all__ = ["is_quick_sheet", "quick_deal", "quick_totals"]

# A sheet that arrives already summed has only each line's deal total. The domain keeps deals field by field,
# so a total is stored as a deal that scores exactly that total and passes every check: ended by time-out
# (nobody claims the closing bonus), the points as card points, and — only where card points alone would be
# more than the 108 cards are worth — the fewest clean burracos (or a pozzetto not taken, for large negative
# totals) that keep them plausible. Both totals 0 is a deal not played. `quick_totals` reads a total back,
# and `is_quick_sheet` recognises such deals when a saved sheet is opened again.


def quick_deal(ns_total: int, ew_total: int, rules: ScoringRules) -> Deal:
    if ns_total == 0 and ew_total == 0:
        return Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())
    totals = {"ns": ns_total, "ew": ew_total}
    cleans = _clean_needed(ns_total, ew_total, rules.clean)
    lines = {
        name: _quick_line(totals[name], clean, rules) for name, clean in zip(totals, cleans, strict=True)
    }
    # Both lines far below zero: a pozzetto not taken explains part of each line's loss.
    for name in sorted(lines, key=lambda n: lines[n].cards):
        if lines["ns"].cards + lines["ew"].cards >= -DECK_POINTS or rules.pozzetto_missing >= 0:
            break
        if lines[name].clean == 0:
            lines[name] = DealLine(cards=totals[name] - rules.pozzetto_missing, pozzetto=False)
    return Deal(DealEnd.TIMEOUT, lines["ns"], lines["ew"])


def _quick_line(total: int, clean: int, rules: ScoringRules) -> DealLine:
    return DealLine(clean=clean, cards=total - clean * rules.clean)


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


def quick_totals(deal: Deal, rules: ScoringRules) -> tuple[int, int]:
    return deal_totals(deal, rules)


def is_quick_sheet(deals: tuple[Deal, ...] | list[Deal], rules: ScoringRules) -> bool:
    """True when every deal is exactly what quick mode stores for its totals."""
    return bool(deals) and all(quick_deal(*deal_totals(deal, rules), rules) == deal for deal in deals)
