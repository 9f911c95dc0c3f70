"""A score sheet's words in the window: the short message shown at a box for each failed check, in the
director's language. The sheet itself (values, checks, totals) is `domain.sheet_draft.SheetDraft`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import Deal, ScoringRules, check_deal
from burraco_tourney.domain.sheet_draft import TOTAL, SheetResult, parse_number, placed

__all__ = ["QUICK_TOTAL", "SheetProblem", "SheetResult", "deal_problems", "parse_number", "problem_text"]

QUICK_TOTAL = TOTAL  # the one field of a line in quick mode
SheetProblem = Problem  # a failed check placed at its deal and box: path ("deals", i, "ns", "cards")


def deal_problems(index: int, deal: Deal, rules: ScoringRules) -> list[Problem]:
    return [placed(index, problem) for problem in check_deal(deal, rules)]


# ------------------------------------------------------------------------------------------ messages


def problem_text(problem: Problem) -> str:
    """A short message in the director's language for a failed check, to show at its field (a code with no
    short message: the catalogue's sentence in the window's language)."""
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
        "sheet.total_not_a_number": QCoreApplication.translate("SheetProblems", "Not a whole number"),
        "totals_not_multiple_of_5": QCoreApplication.translate(
            "SheetProblems", "A total must be a multiple of 5"
        ),
        "totals_beyond_deck": QCoreApplication.translate(
            "SheetProblems", "No deal can give this total (beyond ±3080)"
        ),
        "profile.semi_clean_as_dirty": QCoreApplication.translate(
            "SheetProblems", "Semi-clean burracos can be counted as dirty ones"
        ),
    }
    # The domain's deal checks are coded "deal.<check>" (domain/scoring.py CHECKS).
    text = texts.get(problem.code) or texts.get(problem.code.removeprefix("deal."))
    if text is not None:
        return text
    # A code with no short message (a service's): the catalogue's sentence, in the window's language.
    from burraco_tourney.io.problem_texts import describe
    from burraco_tourney.ui.names import window_language

    return describe(problem, window_language())


def line_of(field: str) -> str | None:
    """`ns`, `ew` or None (a field of the whole deal) for a field path."""
    head = field.split(".", 1)[0]
    return head if head in ("ns", "ew") else None
