"""How the printouts and exports name the game's things: movements, tie-breaks, deal endings, pair
statuses, lines. One table for every printout (results, standings, workbook, CSV, seats, score sheets).

Where the window says the same word (ui/names.py) the text shares its context "Names", so window and
paper read alike. Where printouts word a thing differently on purpose (a sentence, a narrow column, a
workbook cell, a tick box on the sheet), each wording is its own function and keeps its own context.
Every call keeps a literal context and source so lupdate finds it.
"""

from __future__ import annotations

from burraco_tourney.domain.scoring import DealEnd, Line
from burraco_tourney.domain.tournament import Movement, PairStatus, TieBreak
from burraco_tourney.io.texts import Texts


def movement_text(words: Texts, movement: Movement) -> str:
    match movement:
        case Movement.MITCHELL:
            return words.translate("Names", "Mitchell")
        case Movement.DANISH:
            return words.translate("Names", "Danish")
        case Movement.SWISS:
            return words.translate("Names", "Swiss")
        case Movement.ROUND_ROBIN:
            return words.translate("Names", "round robin")
        case Movement.MANUAL:
            return words.translate("Names", "manual")


def line_code(words: Texts, line: Line) -> str:
    """NS and EO in Italian (Est–Ovest), NS and OW in German (Ost–West)."""
    return words.translate("Names", "NS") if line is Line.NS else words.translate("Names", "EW")


def line_name(words: Texts, line: Line) -> str:
    if line is Line.NS:
        return words.translate("Names", "North–South")
    return words.translate("Names", "East–West")


def pair_status_text(words: Texts, status: PairStatus) -> str:
    if status is PairStatus.WITHDRAWN:
        return words.translate("Names", "withdrawn")
    return words.translate("Names", "active")


def deal_end_text(words: Texts, end: DealEnd) -> str:
    """How a deal ended, in a workbook cell (the file formats' identifiers are for programs)."""
    match end:
        case DealEnd.CLOSED:
            return words.translate("Workbook", "closed")
        case DealEnd.TIMEOUT:
            return words.translate("Workbook", "time-out")
        case DealEnd.STOCK:
            return words.translate("Workbook", "stock exhausted")
        case DealEnd.STALEMATE:
            return words.translate("Workbook", "stalemate")
        case DealEnd.NOT_PLAYED:
            return words.translate("Workbook", "not played")
        case DealEnd.TOTALS:
            return words.translate("Workbook", "by totals")


def deal_end_box(words: Texts, end: DealEnd) -> str:
    """How a deal ended, as the score sheet's tick box says it after "End of deal:" ("☐ chiusa", where
    the workbook's cell says "chiusura")."""
    match end:
        case DealEnd.CLOSED:
            return words.translate("ScoreSheetsPdf", "closed")
        case DealEnd.TIMEOUT:
            return words.translate("ScoreSheetsPdf", "time-out")
        case DealEnd.STOCK:
            return words.translate("ScoreSheetsPdf", "stock exhausted")
        case DealEnd.STALEMATE:
            return words.translate("ScoreSheetsPdf", "stalemate")
        case DealEnd.NOT_PLAYED:
            return words.translate("ScoreSheetsPdf", "not played")
        case DealEnd.TOTALS:
            return words.translate("ScoreSheetsPdf", "by totals")


def tie_break_text(words: Texts, tie_break: TieBreak) -> str:
    """A tie-break in the standings' sentence "Ranked by total VP, then MP difference."."""
    match tie_break:
        case TieBreak.VP:
            return words.translate("ResultsPdf", "total VP")
        case TieBreak.MP_DIFF:
            return words.translate("ResultsPdf", "MP difference")
        case TieBreak.HEAD_TO_HEAD:
            return words.translate(
                "ResultsPdf", "head-to-head VP among the tied pairs (only when each has met all the others)"
            )
        case TieBreak.MP:
            return words.translate("ResultsPdf", "MP scored")
        case TieBreak.LOTS:
            return words.translate("ResultsPdf", "drawing of lots")


def tie_break_short(words: Texts, tie_break: TieBreak) -> str:
    """A tie-break in the printed standings' narrow "Tie broken by" column."""
    match tie_break:
        case TieBreak.VP:
            return words.translate("ResultsPdf", "VP")
        case TieBreak.MP_DIFF:
            return words.translate("ResultsPdf", "MP difference")
        case TieBreak.HEAD_TO_HEAD:
            return words.translate("ResultsPdf", "head-to-head")
        case TieBreak.MP:
            return words.translate("ResultsPdf", "MP scored")
        case TieBreak.LOTS:
            return words.translate("ResultsPdf", "lots")


def tie_break_heading(words: Texts, tie_break: TieBreak) -> str:
    """A tie-break in a workbook cell, worded as the workbook's column headings ("Scarto MP")."""
    match tie_break:
        case TieBreak.VP:
            return words.translate("Workbook", "Total VP")
        case TieBreak.MP_DIFF:
            return words.translate("Workbook", "MP difference")
        case TieBreak.HEAD_TO_HEAD:
            return words.translate("Workbook", "Head-to-head")
        case TieBreak.MP:
            return words.translate("Workbook", "MP scored")
        case TieBreak.LOTS:
            return words.translate("Workbook", "Drawing of lots")


def tie_break_rule(words: Texts, tie_break: TieBreak) -> str:
    """What a tie-break compares, for the workbook's sheet of rules."""
    match tie_break:
        case TieBreak.VP:
            return words.translate("Workbook", "More VP ranks higher.")
        case TieBreak.MP_DIFF:
            return words.translate("Workbook", "The larger MP difference (MP scored minus MP conceded).")
        case TieBreak.HEAD_TO_HEAD:
            return words.translate(
                "Workbook",
                "More VP in the matches among the tied pairs, only when each has met all the others.",
            )
        case TieBreak.MP:
            return words.translate("Workbook", "More MP scored.")
        case TieBreak.LOTS:
            return words.translate("Workbook", "The order drawn by lot, drawn once for the tournament.")
