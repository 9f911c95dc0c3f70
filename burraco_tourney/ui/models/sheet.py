"""A score sheet as the window edits it: text typed into fields becomes deals, quick-mode totals become deals,
and the domain's checks become short messages for the field they concern."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from burraco_tourney.domain.quick import quick_deal
from burraco_tourney.domain.scoring import (
    Deal,
    ScoringRules,
    Severity,
    Violation,
    check_deal,
    deal_totals,
)
from burraco_tourney.domain.vp import VPScale

# The fields of one line in the order of a paper sheet (semi-clean and the split card points only when used).
COUNT_FIELDS = ("clean", "dirty", "semi_clean")
NUMBER_FIELDS = ("cards", "melded", "in_hand", "penalty")
FLAG_FIELDS = ("closed", "pozzetto")
QUICK_TOTAL = "total"  # the one field of a line in quick mode


@dataclass(frozen=True, slots=True)
class SheetResult:
    """What the foot of a sheet shows: MP of both lines, their difference, and the scale's VP."""

    ns_mp: int
    ew_mp: int
    diff: int
    ns_vp: Decimal
    ew_vp: Decimal


@dataclass(frozen=True, slots=True)
class SheetProblem:
    """A check that failed, placed at a field: `deal` counts from 0, `field` is e.g. `ns.cards` or `end`."""

    deal: int
    field: str
    code: str
    severity: Severity

    @property
    def blocking(self) -> bool:
        return self.severity is Severity.BLOCKING


def parse_number(text: str) -> int | None:
    """A whole number as typed (empty, or a lone minus sign while typing, is 0); None: not a number."""
    cleaned = text.strip().replace("−", "-").replace(" ", "")
    if cleaned in ("", "-", "+"):
        return 0
    try:
        return int(cleaned)
    except ValueError:
        return None


def result_of(deals: list[Deal], rules: ScoringRules, scale: VPScale) -> SheetResult:
    ns_mp = ew_mp = 0
    for deal in deals:
        ns, ew = deal_totals(deal, rules)
        ns_mp += ns
        ew_mp += ew
    diff = ns_mp - ew_mp
    ns_vp, ew_vp = scale.lookup(diff)
    return SheetResult(ns_mp, ew_mp, diff, ns_vp, ew_vp)


def deal_problems(index: int, deal: Deal, rules: ScoringRules) -> list[SheetProblem]:
    return [_placed(index, violation) for violation in check_deal(deal, rules)]


def _placed(index: int, violation: Violation) -> SheetProblem:
    return SheetProblem(index, violation.field, violation.code, violation.severity)


# ---------------------------------------------------------------------------------------------- quick mode
# quick_deal, quick_totals and is_quick_sheet live in the domain (domain/quick.py): printouts need them too.


def quick_problems(
    index: int, ns_text: str, ew_text: str, rules: ScoringRules
) -> tuple[Deal, list[SheetProblem]]:
    """The deal quick mode stores for two typed totals, and what is wrong with them (at `ns.total`...)."""
    problems: list[SheetProblem] = []
    totals = []
    for line, text in (("ns", ns_text), ("ew", ew_text)):
        value = parse_number(text)
        if value is None:
            problems.append(SheetProblem(index, f"{line}.{QUICK_TOTAL}", "not_a_number", Severity.BLOCKING))
            value = 0
        elif value % 5:
            problems.append(
                SheetProblem(index, f"{line}.{QUICK_TOTAL}", "total_not_multiple_of_5", Severity.BLOCKING)
            )
        totals.append(value)
    deal = quick_deal(totals[0], totals[1], rules)
    if problems:
        return deal, problems
    seen: set[tuple[str, str]] = set()
    for violation in check_deal(deal, rules):
        line = "ew" if violation.field.startswith("ew") else "ns"
        code = violation.code if violation.code == "deal.total_beyond_limit" else "totals_implausible"
        if (line, code) not in seen:
            seen.add((line, code))
            problems.append(SheetProblem(index, f"{line}.{QUICK_TOTAL}", code, violation.severity))
    return deal, problems


# ------------------------------------------------------------------------------------------ messages


def problem_text(problem: SheetProblem) -> str:
    """A short message in the director's language for a failed check, to show at its field."""
    texts = {
        "both_lines_closed": QCoreApplication.translate("SheetProblems", "Only one line can close"),
        "closed_without_burraco": QCoreApplication.translate(
            "SheetProblems", "A line can close only with a burraco"
        ),
        "closed_without_pozzetto": QCoreApplication.translate(
            "SheetProblems", "A line can close only after taking its pozzetto"
        ),
        "closed_but_deal_not_closed": QCoreApplication.translate(
            "SheetProblems", "The deal did not end closed"
        ),
        "no_line_closed": QCoreApplication.translate(
            "SheetProblems", "The deal ended closed: mark the line that closed"
        ),
        "cards_not_multiple_of_5": QCoreApplication.translate(
            "SheetProblems", "Card points must be a multiple of 5"
        ),
        "card_points_over_deck": QCoreApplication.translate(
            "SheetProblems", "NS and EW card points add up to more than the 1080 all cards are worth"
        ),
        "line_card_points_over_deck": QCoreApplication.translate(
            "SheetProblems", "One line's card points cannot be beyond ±1080, what all cards are worth"
        ),
        "negative_count": QCoreApplication.translate("SheetProblems", "A count cannot be negative"),
        "penalty_negative": QCoreApplication.translate("SheetProblems", "A penalty cannot be negative"),
        "penalty_not_multiple_of_5": QCoreApplication.translate(
            "SheetProblems", "A penalty must be a multiple of 5"
        ),
        "semi_clean_not_allowed": QCoreApplication.translate(
            "SheetProblems", "This tournament does not count semi-clean burracos"
        ),
        "split_points_incomplete": QCoreApplication.translate(
            "SheetProblems", "Enter both melded and in-hand card points"
        ),
        "card_value_negative": QCoreApplication.translate(
            "SheetProblems", "Melded and in-hand points cannot be negative"
        ),
        "card_value_not_multiple_of_5": QCoreApplication.translate(
            "SheetProblems", "Card points must be a multiple of 5"
        ),
        "cards_not_melded_minus_in_hand": QCoreApplication.translate(
            "SheetProblems", "Card points must be melded minus in hand"
        ),
        "card_values_over_deck": QCoreApplication.translate(
            "SheetProblems", "Melded and in-hand points add up to more than the 1080 all cards are worth"
        ),
        "too_many_burracos": QCoreApplication.translate(
            "SheetProblems", "More burracos than 108 cards allow (15 at most)"
        ),
        "not_played_with_values": QCoreApplication.translate(
            "SheetProblems", "The deal was not played, but values are entered"
        ),
        "cards_low_for_burracos": QCoreApplication.translate(
            "SheetProblems", "Card points are low for the burracos declared (at least 35 each)"
        ),
        "burracos_without_pozzetto": QCoreApplication.translate(
            "SheetProblems", "Burracos declared, but the pozzetto not taken"
        ),
        "total_beyond_limit": QCoreApplication.translate(
            "SheetProblems", "The deal total is beyond ±2000: please check it"
        ),
        "penalty_without_reason": QCoreApplication.translate("SheetProblems", "The penalty has no reason"),
        "not_a_number": QCoreApplication.translate("SheetProblems", "Not a whole number"),
        "total_not_multiple_of_5": QCoreApplication.translate(
            "SheetProblems", "A total must be a multiple of 5"
        ),
        "totals_implausible": QCoreApplication.translate(
            "SheetProblems", "No deal can give these two totals"
        ),
    }
    # The domain's deal checks are coded "deal.<check>" (domain/scoring.py CHECKS).
    return texts.get(problem.code.removeprefix("deal."), problem.code)


def line_of(field: str) -> str | None:
    """`ns`, `ew` or None (a field of the whole deal) for a field path."""
    head = field.split(".", 1)[0]
    return head if head in ("ns", "ew") else None
