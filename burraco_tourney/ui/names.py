"""How the window names things of the game: movements, tie-breaks, pair statuses, lines, players."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from burraco_tourney.domain.movements import DrawOptions, FirstRoundSeating, Separation
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.tournament import Movement, Pair, PairStatus, TieBreak
from burraco_tourney.domain.vp import VPScale, format_vp
from burraco_tourney.io.audit_texts import station_text
from burraco_tourney.io.scale_texts import scale_description, scale_title
from burraco_tourney.io.texts import PRINT_LANGUAGES, Texts, texts_for
from burraco_tourney.ui import preferences

# How a date edit shows a date in the window's language, as window_words().date writes it.
DATE_FORMATS = {"it": "dd/MM/yyyy", "de": "dd.MM.yyyy"}


def movement_name(movement: Movement) -> str:
    names = {
        Movement.MITCHELL: QCoreApplication.translate("Names", "Mitchell"),
        Movement.DANISH: QCoreApplication.translate("Names", "Danish"),
        Movement.SWISS: QCoreApplication.translate("Names", "Swiss"),
        Movement.ROUND_ROBIN: QCoreApplication.translate("Names", "Round robin"),
        Movement.MANUAL: QCoreApplication.translate("Names", "Manual"),
    }
    return names[movement]


def seating_order_name(order: FirstRoundSeating) -> str:
    """How pairs are loaded into the first round of a phase (CLUB_SEPARATION loads by number)."""
    names = {
        FirstRoundSeating.ALPHABETICAL: QCoreApplication.translate(
            "Names", "alphabetically (surname of the first player)"
        ),
        FirstRoundSeating.DRAW: QCoreApplication.translate("Names", "at random"),
    }
    return names.get(order, QCoreApplication.translate("Names", "by pair number"))


def separation_name(separation: Separation) -> str:
    names = {
        Separation.CLUB: QCoreApplication.translate("Names", "club"),
        Separation.PROVINCE: QCoreApplication.translate("Names", "province"),
        Separation.REGION: QCoreApplication.translate("Names", "region"),
    }
    return names[separation]


def seating_text(options: DrawOptions) -> str:
    """ "pairs drawn at random, seed 48213; kept apart by club, region": how a first round was seated."""
    if options.order is FirstRoundSeating.DRAW:
        text = QCoreApplication.translate("Names", "pairs drawn at random, seed {seed}").format(
            seed=options.seed
        )
    else:
        text = QCoreApplication.translate("Names", "pairs loaded {order}").format(
            order=seating_order_name(options.order)
        )
    kept = [separation_name(s) for s in Separation if s in options.separations]
    if kept:
        text += "; " + QCoreApplication.translate("Names", "kept apart by {what}").format(
            what=", ".join(kept)
        )
    return text


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


def station_words(who: str) -> str:
    """A station of the audit as the window words it: a sheet saved from table 7's phones is "table 7"
    ("tavolo 7"); any other station is its own name (worded as on paper, io/audit_texts.py)."""
    return station_text(window_words(), who)


def window_language() -> str:
    """The window's language if the catalogue of io/ speaks it (it, de, en), else English."""
    language = preferences.chosen_language()
    return language if language in PRINT_LANGUAGES else "en"


def window_words() -> Texts:
    """The texts io/ translates (the bundled scales' names, dates) in the window's language."""
    return texts_for(window_language())


def date_text(day: date) -> str:
    """A date as the window's language writes it: 20/12/2026, 20.12.2026, 20 Dec 2026."""
    return window_words().date(day)


def moment_text(moment: datetime) -> str:
    """A moment of the audit trail, on this computer's clock: 20/12/2026 21:07:33 in Italian."""
    local = moment.astimezone()
    return f"{date_text(local.date())} {local:%H:%M:%S}"


def date_format() -> str:
    """The display format of a date edit in the window's language."""
    return DATE_FORMATS.get(window_language(), "d MMM yyyy")


def scale_name(scale: VPScale) -> str:
    """A VP scale's name in the window's language: "FIBUR, 3 smazzate" for the bundled "fibur-3-deals"."""
    return scale_title(window_words(), scale)


def scale_text(scale: VPScale) -> str:
    """A VP scale's description in the window's language (a scale of one's own keeps its own)."""
    return scale_description(window_words(), scale) or ""
