"""Scoring one deal of Burraco and checking it (DOMAIN.md §2–3)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

# Severity is re-exported: callers imported it from here before problems.py existed.
from burraco_tourney.domain.problems import Problem as Problem
from burraco_tourney.domain.problems import Severity as Severity

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
    # Nobody can meld or close any more (seed 002 "Pattsituation", Codice Art. 15 bis "Stallo"): scored
    # like the stock exhausted, and recorded as what happened.
    STALEMATE = "stalemate"
    NOT_PLAYED = "not_played"
    # Entered by its totals only (quick mode, a sheet that arrives already summed): the lines' burracos, card
    # points and closing are not known, so none are invented; `Deal.totals` holds what each line scored.
    TOTALS = "totals"


class Line(StrEnum):
    """The side a pair sits at a table; the values are those of the tournament file."""

    NS = "ns"
    EW = "ew"


class ClosingRule(StrEnum):
    """What a line must have melded to close, by its rule profile; the values are the tournament file's."""

    ANY_BURRACO = "any_burraco"  # seed 001, FIBur: a clean or a dirty burraco
    CLEAN_BURRACO = "clean_burraco"  # "Burraco internazionale": only a clean one


@dataclass(frozen=True, slots=True)
class ScoringRules:
    """Bonus values of a tournament; `semi_clean=None` means semi-clean burracos are not recognised.
    `closing_requires` is what a line needs to close (check_deal blocks the rest)."""

    clean: int = 200
    dirty: int = 100
    semi_clean: int | None = None
    closing: int = 100
    pozzetto_missing: int = -100
    closing_requires: ClosingRule = ClosingRule.ANY_BURRACO


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
    """One deal at a table: how it ended and what each line scored.

    A deal entered by its totals (`end=DealEnd.TOTALS`, made by `Deal.of_totals`) has empty lines and
    `totals=(NS total, EW total)`; every other deal has `totals=None`.
    """

    end: DealEnd
    ns: DealLine
    ew: DealLine
    totals: tuple[int, int] | None = None

    @classmethod
    def of_totals(cls, ns_total: int, ew_total: int) -> Deal:
        return cls(DealEnd.TOTALS, DealLine(), DealLine(), (ns_total, ew_total))


# A failed check of a deal is a `Problem` placed inside the deal: `path` is `("ns", "cards")` or `("end",)`,
# `.field` reads it as `ns.cards`; the words are in io/problem_texts/domain.py. `Violation` is its old name.
Violation = Problem


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
    if deal.totals is not None:
        return deal.totals
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
        if deal.totals is not None:
            ns_mp += deal.totals[0]
            ew_mp += deal.totals[1]
            continue
        ns, ew = deal.ns, deal.ew
        ns_mp += clean * ns.clean + dirty * ns.dirty + semi * ns.semi_clean + ns.cards - ns.penalty
        ew_mp += clean * ew.clean + dirty * ew.dirty + semi * ew.semi_clean + ew.cards - ew.penalty
        ns_mp += (closing if ns.closed else 0) + (0 if ns.pozzetto else missing)
        ew_mp += (closing if ew.closed else 0) + (0 if ew.pozzetto else missing)
    return ns_mp, ew_mp


def has_blocking(violations: Iterable[Problem]) -> bool:
    """True when any of the problems stops the save."""
    return any(v.severity is Severity.BLOCKING for v in violations)


def check_deal(deal: Deal, rules: ScoringRules) -> list[Problem]:
    """Every blocking error and warning of DOMAIN.md §2 for this deal (empty when all is well).

    Each problem's path is the field inside the deal (`("ns", "cards")`, `("end",)`); its params are the
    values its words show. Blocking errors come first, then warnings; within each, checks of NS, of EW, then
    of the whole deal.
    """
    if deal.end is DealEnd.TOTALS or deal.totals is not None:
        return check_totals_deal(deal)
    found: list[Problem] = []
    for line in Line:
        found.extend(_check_line(deal, line, rules))
    found.extend(_check_both_lines(deal))
    # A stable sort keeps the order of the checks within each severity.
    found.sort(key=lambda v: v.severity is not Severity.BLOCKING)
    return found


# Every check of a deal by its stable code (worded in io/problem_texts/domain.py), with its severity.
CHECKS: Mapping[str, Severity] = MappingProxyType(
    {
        **dict.fromkeys(
            (
                "deal.both_lines_closed",
                "deal.closed_without_burraco",
                "deal.closed_without_clean_burraco",  # rule profiles: Burraco internazionale
                "deal.closed_without_pozzetto",
                "deal.closed_but_deal_not_closed",
                "deal.no_line_closed",
                "deal.cards_not_multiple_of_5",
                "deal.card_points_over_deck",
                "deal.line_card_points_over_deck",
                "deal.negative_count",
                "deal.penalty_negative",
                "deal.penalty_not_multiple_of_5",
                "deal.semi_clean_not_allowed",
                "deal.split_points_incomplete",
                "deal.card_value_negative",
                "deal.card_value_not_multiple_of_5",
                "deal.cards_not_melded_minus_in_hand",
                "deal.card_values_over_deck",
                "deal.too_many_burracos",
                "deal.not_played_with_values",
            ),
            Severity.BLOCKING,
        ),
        **dict.fromkeys(
            (
                "deal.cards_low_for_burracos",
                "deal.burracos_without_pozzetto",
                "deal.total_beyond_limit",
                "deal.penalty_without_reason",
            ),
            Severity.WARNING,
        ),
    }
)


def _problem(code: str, *path: str, **params: object) -> Problem:
    return Problem.of(code, severity=CHECKS[code], path=path, **params)


def _side(deal: Deal, line: Line) -> DealLine:
    return deal.ns if line is Line.NS else deal.ew


def _burracos(side: DealLine) -> int:
    # Negative counts are reported on their own; here they must not hide the other counts.
    return max(side.clean, 0) + max(side.dirty, 0) + max(side.semi_clean, 0)


_Failed = Callable[..., Problem]


def _check_line(deal: Deal, line: Line, rules: ScoringRules) -> Iterator[Problem]:
    side = _side(deal, line)

    def failed(code: str, field: str, **params: object) -> Problem:
        # The line is in the path, so the words need not name it.
        return _problem(code, line.value, *((field,) if field else ()), **params)

    for field in ("clean", "dirty", "semi_clean"):
        count: int = getattr(side, field)
        if count < 0:
            yield failed("deal.negative_count", field, count=count)
    if rules.semi_clean is None and side.semi_clean > 0:
        yield failed("deal.semi_clean_not_allowed", "semi_clean", count=side.semi_clean)
    if side.cards % 5:
        yield failed("deal.cards_not_multiple_of_5", "cards", cards=side.cards)
    # One line's net points are what it melded minus what its players hold: it can meld no more than the
    # whole deck (+1080) and be left holding no more than the whole deck (−1080). Tighter bounds would
    # guess at the play (cards picked up from the discard pile can end in either line), so the deck it is;
    # the two lines' sum has its own check below. Not in DOMAIN.md §2: added.
    if abs(side.cards) > DECK_POINTS:
        yield failed(
            "deal.line_card_points_over_deck",
            "cards",
            cards=side.cards,
            deck=DECK_POINTS,
            deck_cards=DECK_CARDS,
        )
    yield from _check_split_points(side, failed)
    if side.penalty < 0:
        yield failed("deal.penalty_negative", "penalty", penalty=side.penalty)
    elif side.penalty % 5:
        yield failed("deal.penalty_not_multiple_of_5", "penalty", penalty=side.penalty)

    if side.closed:
        if deal.end is not DealEnd.CLOSED:
            yield failed("deal.closed_but_deal_not_closed", "closed", end=deal.end.value)
        if _burracos(side) == 0:
            yield failed("deal.closed_without_burraco", "closed")
        elif rules.closing_requires is ClosingRule.CLEAN_BURRACO and side.clean <= 0:
            yield failed("deal.closed_without_clean_burraco", "closed")
        if not side.pozzetto:
            yield failed("deal.closed_without_pozzetto", "pozzetto")

    if deal.end is DealEnd.NOT_PLAYED:
        entered = _entered_values(side)
        if entered:
            # One problem per line, at the first field entered; `fields` names them all.
            yield failed(
                "deal.not_played_with_values",
                entered[0][0],
                value=entered[0][1],
                fields=tuple(field for field, _ in entered),
            )

    burracos = _burracos(side)
    if burracos:
        # The melded points, when known, are what the burracos are made of; net points may be lower.
        field, points = ("melded", side.melded) if side.melded is not None else ("cards", side.cards)
        least = MIN_BURRACO_POINTS * burracos
        if points < least:
            yield failed(
                "deal.cards_low_for_burracos",
                field,
                points=points,
                burracos=burracos,
                each=MIN_BURRACO_POINTS,
                least=least,
            )
        # A closed line without its pozzetto is already blocked above.
        if not side.pozzetto and not side.closed:
            yield failed("deal.burracos_without_pozzetto", "pozzetto", burracos=burracos)
    if side.penalty > 0 and not side.penalty_reason.strip():
        yield failed("deal.penalty_without_reason", "penalty_reason", penalty=side.penalty)
    total = line_total(side, rules) if deal.end is not DealEnd.NOT_PLAYED else 0
    if abs(total) > DEAL_TOTAL_LIMIT:
        yield failed("deal.total_beyond_limit", "", total=total, limit=DEAL_TOTAL_LIMIT)


def _check_split_points(side: DealLine, failed: _Failed) -> Iterator[Problem]:
    """Melded and in-hand points, when the sheet took them separately."""
    if side.melded is None and side.in_hand is None:
        return
    if side.melded is None or side.in_hand is None:
        missing, given = ("melded", side.in_hand) if side.melded is None else ("in_hand", side.melded)
        yield failed("deal.split_points_incomplete", missing, given=given)
        return
    sound = True
    for field, value in (("melded", side.melded), ("in_hand", side.in_hand)):
        if value < 0:
            sound = False
            yield failed("deal.card_value_negative", field, points=value)
        elif value % 5:
            sound = False
            yield failed("deal.card_value_not_multiple_of_5", field, points=value)
    if sound and side.cards != side.melded - side.in_hand:
        yield failed(
            "deal.cards_not_melded_minus_in_hand",
            "cards",
            cards=side.cards,
            melded=side.melded,
            in_hand=side.in_hand,
            difference=side.melded - side.in_hand,
        )


def _entered_values(side: DealLine) -> list[tuple[str, int]]:
    """(field, value) of what a line of a deal not played should not have.

    The closed mark has its own check; the pozzetto mark is ignored, since "not taken" and the sheet's default
    "taken" both describe a deal nobody played.
    """
    values = [
        ("clean", side.clean),
        ("dirty", side.dirty),
        ("semi_clean", side.semi_clean),
        ("cards", side.cards),
        ("penalty", side.penalty),
        ("melded", side.melded or 0),
        ("in_hand", side.in_hand or 0),
    ]
    return [entry for entry in values if entry[1] != 0]


def _check_both_lines(deal: Deal) -> Iterator[Problem]:
    ns, ew = deal.ns, deal.ew
    if ns.closed and ew.closed:
        yield _problem("deal.both_lines_closed", "ns", "closed")
    if deal.end is DealEnd.CLOSED and not ns.closed and not ew.closed:
        yield _problem("deal.no_line_closed", "end")
    burracos = _burracos(ns) + _burracos(ew)
    if burracos > MAX_BURRACOS:
        most = Line.NS if _burracos(ns) >= _burracos(ew) else Line.EW
        yield _problem(
            "deal.too_many_burracos",
            most.value,
            "clean",
            burracos=burracos,
            ns=_burracos(ns),
            ew=_burracos(ew),
            most=MAX_BURRACOS,
            deck_cards=DECK_CARDS,
        )
    # Split points of both lines together cannot exceed the whole deck; the field is the last line entered.
    split = [(line, _side(deal, line)) for line in Line]
    split = [(line, s) for line, s in split if s.melded is not None and s.in_hand is not None]
    if split:
        counted = sum(max(s.melded or 0, 0) + max(s.in_hand or 0, 0) for _, s in split)
        if counted > DECK_POINTS:
            yield _problem(
                "deal.card_values_over_deck",
                split[-1][0].value,
                "melded",
                counted=counted,
                deck=DECK_POINTS,
                deck_cards=DECK_CARDS,
            )
    # Both lines' net points are all melded minus all in hand, so they cannot leave ±1080 (not in §2: added).
    net = ns.cards + ew.cards
    if abs(net) > DECK_POINTS:
        yield _problem(
            "deal.card_points_over_deck",
            "ew",
            "cards",
            ns=ns.cards,
            ew=ew.cards,
            net=net,
            deck=DECK_POINTS,
            deck_cards=DECK_CARDS,
        )


# ------------------------------------------------------------------------------------- totals and audit
# A line's deal total cannot leave ±(2000 + the deck): beyond ±2000 already asks for confirmation, and no
# honours and card points reach past the whole deck on top of that (issue 14).
DEAL_TOTALS_BOUND = DEAL_TOTAL_LIMIT + DECK_POINTS

# The checks of a sheet entered by totals, by code (worded in io/problem_texts/domain.py), with severity.
TOTALS_CHECKS: Mapping[str, Severity] = MappingProxyType(
    {
        "deal.totals_missing": Severity.BLOCKING,
        "deal.totals_with_values": Severity.BLOCKING,
        "deal.totals_not_multiple_of_5": Severity.BLOCKING,
        "deal.totals_beyond_deck": Severity.BLOCKING,
        "deal.total_beyond_limit": Severity.WARNING,
        "table.totals_not_multiple_of_5": Severity.BLOCKING,
        "table.totals_beyond_deck": Severity.BLOCKING,
        "table.totals_beyond_limit": Severity.WARNING,
    }
)


def _totals_problem(code: str, *path: str, **params: object) -> Problem:
    return Problem.of(code, severity=TOTALS_CHECKS[code], path=path, **params)


def check_totals_deal(deal: Deal) -> list[Problem]:
    """The checks of a deal entered by its totals: both totals given, multiples of 5, within
    ±DEAL_TOTALS_BOUND (blocking), beyond ±DEAL_TOTAL_LIMIT asks for confirmation, the same as a deal
    entered field by field; its lines hold nothing else."""
    if deal.totals is None:
        return [_totals_problem("deal.totals_missing", "end")]
    if deal.end is not DealEnd.TOTALS:  # totals on a deal entered field by field: which one counts?
        return [_totals_problem("deal.totals_with_values", "end")]
    found: list[Problem] = []
    if deal.ns != DealLine() or deal.ew != DealLine():
        found.append(_totals_problem("deal.totals_with_values", "ns" if deal.ns != DealLine() else "ew"))
    warnings: list[Problem] = []
    for line, total in zip(Line, deal.totals, strict=True):
        if total % 5:
            found.append(_totals_problem("deal.totals_not_multiple_of_5", line.value, "total", total=total))
        if abs(total) > DEAL_TOTALS_BOUND:
            found.append(
                _totals_problem(
                    "deal.totals_beyond_deck", line.value, "total", total=total, limit=DEAL_TOTALS_BOUND
                )
            )
        elif abs(total) > DEAL_TOTAL_LIMIT:
            warnings.append(
                _totals_problem(
                    "deal.total_beyond_limit", line.value, "total", total=total, limit=DEAL_TOTAL_LIMIT
                )
            )
    return found + warnings


def check_table_totals(totals: tuple[int, int], deals_per_round: int) -> list[Problem]:
    """The checks of a table's sheet entered as its totals only (NS MP, EW MP): what the same totals entered
    deal by deal could be, over the round's deals (path `("ns", "total")`)."""
    found: list[Problem] = []
    warnings: list[Problem] = []
    bound, limit = deals_per_round * DEAL_TOTALS_BOUND, deals_per_round * DEAL_TOTAL_LIMIT
    for line, total in zip(Line, totals, strict=True):
        if total % 5:
            found.append(_totals_problem("table.totals_not_multiple_of_5", line.value, "total", total=total))
        if abs(total) > bound:
            found.append(
                _totals_problem("table.totals_beyond_deck", line.value, "total", total=total, limit=bound)
            )
        elif abs(total) > limit:
            warnings.append(
                _totals_problem("table.totals_beyond_limit", line.value, "total", total=total, limit=limit)
            )
    return found + warnings
