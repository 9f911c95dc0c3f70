"""How the window names things of the game: movements, tie-breaks, pair statuses, lines, players."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.tournament import Movement, Pair, PairStatus, TieBreak
from burraco_tourney.domain.vp import format_vp


def movement_name(movement: Movement) -> str:
    names = {
        Movement.MITCHELL: QCoreApplication.translate("Names", "Mitchell"),
        Movement.DANISH: QCoreApplication.translate("Names", "Danish"),
        Movement.SWISS: QCoreApplication.translate("Names", "Swiss"),
        Movement.ROUND_ROBIN: QCoreApplication.translate("Names", "Round robin"),
        Movement.MANUAL: QCoreApplication.translate("Names", "Manual"),
    }
    return names[movement]


def tie_break_name(tie_break: TieBreak) -> str:
    names = {
        TieBreak.VP: QCoreApplication.translate("Names", "VP"),
        TieBreak.MP_DIFF: QCoreApplication.translate("Names", "MP difference"),
        TieBreak.HEAD_TO_HEAD: QCoreApplication.translate("Names", "head-to-head"),
        TieBreak.MP: QCoreApplication.translate("Names", "MP scored"),
        TieBreak.LOTS: QCoreApplication.translate("Names", "drawing lots"),
    }
    return names[tie_break]


def line_name(line: Line | None) -> str:
    if line is None:
        return QCoreApplication.translate("Names", "bye")
    return (
        QCoreApplication.translate("Names", "NS")
        if line is Line.NS
        else QCoreApplication.translate("Names", "EW")
    )


def chain_text(chain: tuple[TieBreak, ...]) -> str:
    return " → ".join(tie_break_name(tie_break) for tie_break in chain)


def vp_text(value: Decimal) -> str:
    return format_vp(value)


def signed(value: int | Decimal) -> str:
    """+355, −120, 0: differences read better with their sign."""
    magnitude = format_vp(abs(Decimal(value)))
    if value > 0:
        return f"+{magnitude}"
    if value < 0:
        return f"−{magnitude}"
    return "0"


def players_text(pair: Pair) -> str:
    return " – ".join(player.name for player in pair.players)


def pair_label(pair: Pair) -> str:
    """ "7 · Anna Rossi – Bruno Bianchi"."""
    return f"{pair.number} · {players_text(pair)}"


def status_text(pair: Pair) -> str:
    if pair.status is PairStatus.WITHDRAWN:
        after = pair.withdrawn_after_round or 0
        if after == 0:
            return QCoreApplication.translate("Names", "Withdrawn before round 1")
        return QCoreApplication.translate("Names", "Withdrawn after round {round}").format(round=after)
    if pair.entry_round > 1:
        return QCoreApplication.translate("Names", "Active (joins at round {round})").format(
            round=pair.entry_round
        )
    return QCoreApplication.translate("Names", "Active")
