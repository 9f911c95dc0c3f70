"""Scoring one deal of Burraco and checking it (DOMAIN.md §2–3)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

# Card values by rank (DOMAIN.md §2); the deck is two 52-card packs and four jokers.
JOKER_POINTS = 30
TWO_POINTS = 20
ACE_POINTS = 15
HIGH_CARD_POINTS = 10  # 8, 9, 10, J, Q, K
LOW_CARD_POINTS = 5  # 3, 4, 5, 6, 7
CARD_POINTS: Mapping[str, int] = MappingProxyType(
    {
        "joker": JOKER_POINTS,
        "2": TWO_POINTS,
        "A": ACE_POINTS,
        **dict.fromkeys(("8", "9", "10", "J", "Q", "K"), HIGH_CARD_POINTS),
        **dict.fromkeys(("3", "4", "5", "6", "7"), LOW_CARD_POINTS),
    }
)
DECK_CARDS = 108
# 2 packs × 4 suits of every rank but the joker, plus 4 jokers: 1080.
DECK_POINTS = 2 * 4 * sum(v for rank, v in CARD_POINTS.items() if rank != "joker") + 4 * JOKER_POINTS

BURRACO_CARDS = 7
MAX_BURRACOS = DECK_CARDS // BURRACO_CARDS  # 15 across both lines
MIN_BURRACO_POINTS = BURRACO_CARDS * LOW_CARD_POINTS  # seven cards from 3 to 7: 35
DEAL_TOTAL_LIMIT = 2000  # a line's deal total beyond ± this asks for confirmation


class DealEnd(StrEnum):
    """How a deal ended; the values are those of the tournament file."""

    CLOSED = "closed"
    TIMEOUT = "timeout"
    STOCK = "stock"
    NOT_PLAYED = "not_played"


class Line(StrEnum):
    """The side a pair sits at a table; the values are those of the tournament file."""

    NS = "ns"
    EW = "ew"


@dataclass(frozen=True, slots=True)
class ScoringRules:
    """Bonus values of a tournament; `semi_clean=None` means semi-clean burracos are not recognised."""

    clean: int = 200
    dirty: int = 100
    semi_clean: int | None = None
    closing: int = 100
    pozzetto_missing: int = -100


@dataclass(frozen=True, slots=True)
class DealLine:
    """What the score sheet records for one line (NS or EW) in one deal.

    `cards` is the net card points (melded − in hand). When the sheet was entered with melded and in-hand
    points separately, `melded` and `in_hand` keep them (then `cards == melded - in_hand`).
    `pozzetto` is True when the line took its pozzetto.
    """

    clean: int = 0
    dirty: int = 0
    semi_clean: int = 0
    closed: bool = False
    cards: int = 0
    pozzetto: bool = True
    penalty: int = 0
    penalty_reason: str = ""
    melded: int | None = None
    in_hand: int | None = None


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal at a table: how it ended and what each line scored."""

    end: DealEnd
    ns: DealLine
    ew: DealLine


class Severity(StrEnum):
    BLOCKING = "blocking"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Violation:
    """One failed check: `field` is a path such as `ns.cards` or `end`; `message` is for a director."""

    code: str
    severity: Severity
    field: str
    message: str


def line_total(line: DealLine, rules: ScoringRules) -> int:
    """One line's points in one deal: honours + card points − pozzetto missing − penalty (DOMAIN.md §2).

    Semi-clean burracos count nothing when the rules do not recognise them (check_deal blocks such a deal).
    """
    total = rules.clean * line.clean + rules.dirty * line.dirty + line.cards - line.penalty
    if rules.semi_clean is not None:
        total += rules.semi_clean * line.semi_clean
    if line.closed:
        total += rules.closing
    if not line.pozzetto:
        total += rules.pozzetto_missing
    return total


def deal_totals(deal: Deal, rules: ScoringRules) -> tuple[int, int]:
    """(NS total, EW total) of one deal; a deal not played counts 0 for both."""
    if deal.end is DealEnd.NOT_PLAYED:
        return 0, 0
    return line_total(deal.ns, rules), line_total(deal.ew, rules)


def round_mp(deals: Iterable[Deal], rules: ScoringRules) -> tuple[int, int]:
    """(MP of NS, MP of EW) at a table over the round's deals."""
    # The formula of line_total, inlined: standings sum tens of thousands of deals after every saved sheet.
    clean, dirty, closing, missing = rules.clean, rules.dirty, rules.closing, rules.pozzetto_missing
    semi = rules.semi_clean or 0
    ns_mp = ew_mp = 0
    for deal in deals:
        if deal.end is DealEnd.NOT_PLAYED:
            continue
        ns, ew = deal.ns, deal.ew
        ns_mp += clean * ns.clean + dirty * ns.dirty + semi * ns.semi_clean + ns.cards - ns.penalty
        ew_mp += clean * ew.clean + dirty * ew.dirty + semi * ew.semi_clean + ew.cards - ew.penalty
        ns_mp += (closing if ns.closed else 0) + (0 if ns.pozzetto else missing)
        ew_mp += (closing if ew.closed else 0) + (0 if ew.pozzetto else missing)
    return ns_mp, ew_mp


def has_blocking(violations: Iterable[Violation]) -> bool:
    """True when any of the violations stops the save."""
    return any(v.severity is Severity.BLOCKING for v in violations)


def check_deal(deal: Deal, rules: ScoringRules) -> list[Violation]:
    """Every blocking error and warning of DOMAIN.md §2 for this deal (empty when all is well).

    Blocking errors come first, then warnings; within each, checks of NS, of EW, then of the whole deal.
    """
    found: list[Violation] = []
    for line in Line:
        found.extend(_check_line(deal, line, rules))
    found.extend(_check_both_lines(deal))
    # A stable sort keeps the order of the checks within each severity.
    found.sort(key=lambda v: v.severity is not Severity.BLOCKING)
    return found


# Every check of a deal by its stable code, which a UI may use to translate or highlight.
CHECKS: Mapping[str, Severity] = MappingProxyType(
    {
        **dict.fromkeys(
            (
                "both_lines_closed",
                "closed_without_burraco",
                "closed_without_pozzetto",
                "closed_but_deal_not_closed",
                "no_line_closed",
                "cards_not_multiple_of_5",
                "card_points_over_deck",
                "line_card_points_over_deck",
                "negative_count",
                "penalty_negative",
                "penalty_not_multiple_of_5",
                "semi_clean_not_allowed",
                "split_points_incomplete",
                "card_value_negative",
                "card_value_not_multiple_of_5",
                "cards_not_melded_minus_in_hand",
                "card_values_over_deck",
                "too_many_burracos",
                "not_played_with_values",
            ),
            Severity.BLOCKING,
        ),
        **dict.fromkeys(
            (
                "cards_low_for_burracos",
                "burracos_without_pozzetto",
                "total_beyond_limit",
                "penalty_without_reason",
            ),
            Severity.WARNING,
        ),
    }
)


def _violation(code: str, field: str, message: str) -> Violation:
    return Violation(code, CHECKS[code], field, message)


_COUNT_NAMES = {"clean": "clean burracos", "dirty": "dirty burracos", "semi_clean": "semi-clean burracos"}
_END_NAMES = {
    DealEnd.CLOSED: "closed",
    DealEnd.TIMEOUT: "by time-out",
    DealEnd.STOCK: "with the stock exhausted",
    DealEnd.NOT_PLAYED: "not played",
}


def _side(deal: Deal, line: Line) -> DealLine:
    return deal.ns if line is Line.NS else deal.ew


def _name(line: Line) -> str:
    return line.value.upper()


def _burracos(side: DealLine) -> int:
    # Negative counts are reported on their own; here they must not hide the other counts.
    return max(side.clean, 0) + max(side.dirty, 0) + max(side.semi_clean, 0)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _check_line(deal: Deal, line: Line, rules: ScoringRules) -> Iterator[Violation]:
    side = _side(deal, line)
    name = _name(line)
    path = line.value

    def failed(code: str, field: str, message: str) -> Violation:
        return _violation(code, f"{path}.{field}" if field else path, message)

    for field, label in _COUNT_NAMES.items():
        count: int = getattr(side, field)
        if count < 0:
            yield failed("negative_count", field, f"{name} {label} {count} cannot be negative")
    if rules.semi_clean is None and side.semi_clean > 0:
        yield failed(
            "semi_clean_not_allowed",
            "semi_clean",
            f"{name} has {_plural(side.semi_clean, 'semi-clean burraco')}, "
            "but this tournament's rules do not recognise semi-clean burracos",
        )
    if side.cards % 5:
        yield failed(
            "cards_not_multiple_of_5", "cards", f"{name} card points {side.cards} are not a multiple of 5"
        )
    # One line's net points are what it melded minus what its players hold: it can meld no more than the
    # whole deck (+1080) and be left holding no more than the whole deck (−1080). Tighter bounds would
    # guess at the play (cards picked up from the discard pile can end in either line), so the deck it is;
    # the two lines' sum has its own check below. Not in DOMAIN.md §2: added.
    if abs(side.cards) > DECK_POINTS:
        yield failed(
            "line_card_points_over_deck",
            "cards",
            f"{name} card points {side.cards} are beyond the ±{DECK_POINTS} all {DECK_CARDS} cards are worth",
        )
    yield from _check_split_points(side, name, failed)
    if side.penalty < 0:
        yield failed("penalty_negative", "penalty", f"{name} penalty {side.penalty} cannot be negative")
    elif side.penalty % 5:
        yield failed(
            "penalty_not_multiple_of_5", "penalty", f"{name} penalty {side.penalty} is not a multiple of 5"
        )

    if side.closed:
        if deal.end is not DealEnd.CLOSED:
            yield failed(
                "closed_but_deal_not_closed",
                "closed",
                f"{name} is marked closed, but the deal ended {_END_NAMES[deal.end]}",
            )
        if _burracos(side) == 0:
            yield failed("closed_without_burraco", "closed", f"{name} closed without a burraco")
        if not side.pozzetto:
            yield failed("closed_without_pozzetto", "pozzetto", f"{name} closed without taking its pozzetto")

    if deal.end is DealEnd.NOT_PLAYED:
        entered = _entered_values(side)
        if entered:
            listed = ", ".join(f"{label} {value}" for _, label, value in entered)
            yield failed(
                "not_played_with_values",
                entered[0][0],
                f"The deal was not played, but {name} has values entered: {listed}",
            )

    burracos = _burracos(side)
    if burracos:
        # The melded points, when known, are what the burracos are made of; net points may be lower.
        field, label, points = (
            ("melded", "melded card points", side.melded)
            if side.melded is not None
            else ("cards", "card points", side.cards)
        )
        least = MIN_BURRACO_POINTS * burracos
        if points < least:
            yield failed(
                "cards_low_for_burracos",
                field,
                f"{name} {label} {points} are low for {_plural(burracos, 'burraco')} "
                f"(each burraco is worth at least {MIN_BURRACO_POINTS}, so at least {least})",
            )
        # A closed line without its pozzetto is already blocked above.
        if not side.pozzetto and not side.closed:
            yield failed(
                "burracos_without_pozzetto",
                "pozzetto",
                f"{name} has {_plural(burracos, 'burraco')} but did not take its pozzetto",
            )
    if side.penalty > 0 and not side.penalty_reason.strip():
        yield failed(
            "penalty_without_reason", "penalty_reason", f"{name} penalty {side.penalty} has no reason"
        )
    total = line_total(side, rules) if deal.end is not DealEnd.NOT_PLAYED else 0
    if abs(total) > DEAL_TOTAL_LIMIT:
        yield failed(
            "total_beyond_limit",
            "",
            f"{name} deal total {total} is beyond ±{DEAL_TOTAL_LIMIT}; please confirm",
        )


def _check_split_points(
    side: DealLine, name: str, failed: Callable[[str, str, str], Violation]
) -> Iterator[Violation]:
    """Melded and in-hand points, when the sheet took them separately."""
    if side.melded is None and side.in_hand is None:
        return
    if side.melded is None or side.in_hand is None:
        missing, given, missing_label = (
            ("melded", f"in-hand card points {side.in_hand}", "melded")
            if side.melded is None
            else ("in_hand", f"melded card points {side.melded}", "in-hand")
        )
        yield failed(
            "split_points_incomplete", missing, f"{name} has {given} but no {missing_label} card points"
        )
        return
    sound = True
    for field, label, value in (("melded", "melded", side.melded), ("in_hand", "in-hand", side.in_hand)):
        if value < 0:
            sound = False
            yield failed(
                "card_value_negative", field, f"{name} {label} card points {value} cannot be negative"
            )
        elif value % 5:
            sound = False
            yield failed(
                "card_value_not_multiple_of_5",
                field,
                f"{name} {label} card points {value} are not a multiple of 5",
            )
    if sound and side.cards != side.melded - side.in_hand:
        yield failed(
            "cards_not_melded_minus_in_hand",
            "cards",
            f"{name} card points {side.cards} are not melded {side.melded} minus in hand {side.in_hand} "
            f"(= {side.melded - side.in_hand})",
        )


def _entered_values(side: DealLine) -> list[tuple[str, str, int]]:
    """(field, label, value) of what a line of a deal not played should not have.

    The closed mark has its own check; the pozzetto mark is ignored, since "not taken" and the sheet's default
    "taken" both describe a deal nobody played.
    """
    values = [
        ("clean", "clean burracos", side.clean),
        ("dirty", "dirty burracos", side.dirty),
        ("semi_clean", "semi-clean burracos", side.semi_clean),
        ("cards", "card points", side.cards),
        ("penalty", "penalty", side.penalty),
        ("melded", "melded card points", side.melded or 0),
        ("in_hand", "in-hand card points", side.in_hand or 0),
    ]
    return [entry for entry in values if entry[2] != 0]


def _check_both_lines(deal: Deal) -> Iterator[Violation]:
    ns, ew = deal.ns, deal.ew
    if ns.closed and ew.closed:
        yield _violation(
            "both_lines_closed",
            "ns.closed",
            "Both NS and EW are marked closed; only one can close",
        )
    if deal.end is DealEnd.CLOSED and not ns.closed and not ew.closed:
        yield _violation(
            "no_line_closed",
            "end",
            "The deal ended closed, but neither NS nor EW is marked closed",
        )
    burracos = _burracos(ns) + _burracos(ew)
    if burracos > MAX_BURRACOS:
        most = Line.NS if _burracos(ns) >= _burracos(ew) else Line.EW
        yield _violation(
            "too_many_burracos",
            f"{most.value}.clean",
            f"NS and EW together have {burracos} burracos (NS {_burracos(ns)}, EW {_burracos(ew)}); "
            f"the {DECK_CARDS} cards allow at most {MAX_BURRACOS}",
        )
    # Split points of both lines together cannot exceed the whole deck; the field is the last line entered.
    split = [(line, _side(deal, line)) for line in Line]
    split = [(line, s) for line, s in split if s.melded is not None and s.in_hand is not None]
    if split:
        counted = sum(max(s.melded or 0, 0) + max(s.in_hand or 0, 0) for _, s in split)
        if counted > DECK_POINTS:
            parts = ", ".join(f"{_name(line)} {s.melded} + {s.in_hand}" for line, s in split)
            yield _violation(
                "card_values_over_deck",
                f"{split[-1][0].value}.melded",
                f"Melded and in-hand card points add up to {counted} ({parts}), "
                f"more than the {DECK_POINTS} all {DECK_CARDS} cards are worth",
            )
    # Both lines' net points are all melded minus all in hand, so they cannot leave ±1080 (not in §2: added).
    net = ns.cards + ew.cards
    if abs(net) > DECK_POINTS:
        yield _violation(
            "card_points_over_deck",
            "ew.cards",
            f"Card points of NS {ns.cards} and EW {ew.cards} add up to {net}, "
            f"beyond the ±{DECK_POINTS} all {DECK_CARDS} cards are worth",
        )
