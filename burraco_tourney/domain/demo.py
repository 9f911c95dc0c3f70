"""Random but plausible deals, for demo tournaments and benchmarks (valid by DOMAIN.md §2)."""

from __future__ import annotations

import random

from burraco_tourney.domain.scoring import (
    DEAL_TOTALS_BOUND,
    MIN_BURRACO_POINTS,
    Deal,
    DealEnd,
    DealLine,
    ScoringRules,
    deal_totals,
)

# How often a deal ends without anyone closing; a time-out is only drawn for a round's last deal when the
# round is generated as a whole, since the round's time runs out there.
STOCK_SHARE = 0.04
TIMEOUT_SHARE = 0.06
PENALTY_SHARE = 0.01
PENALTIES = (10, 20, 25, 50, 100)
PENALTY_REASONS = ("irregular discard", "card exposed", "late arrival", "misdeal", "slow play")

# Burraco counts and their weights: the closing line makes 1–3, the other line 0–2.
_CLOSER_BURRACOS = (1, 2, 3)
_CLOSER_WEIGHTS = (0.45, 0.4, 0.15)
_OTHER_BURRACOS = (0, 1, 2)
_OTHER_WEIGHTS = (0.45, 0.4, 0.15)
# Without a closing both lines played on until the end, so burracos are a little more frequent.
_OPEN_BURRACOS = (0, 1, 2, 3)
_OPEN_WEIGHTS = (0.3, 0.4, 0.22, 0.08)


def random_deal(rng: random.Random, rules: ScoringRules, end: DealEnd | None = None) -> Deal:
    """A plausible deal with no blocking error (and no warning under ordinary bonus values).

    `end` None draws how the deal ended: mostly closed, sometimes stock exhausted or time-out; a deal not
    played is made only when asked for. The same seeded `rng` gives the same deals.
    """
    if end is None:
        draw = rng.random()
        end = (
            DealEnd.STOCK
            if draw < STOCK_SHARE
            else DealEnd.TIMEOUT
            if draw < STOCK_SHARE + TIMEOUT_SHARE
            else DealEnd.CLOSED
        )
    if end is DealEnd.NOT_PLAYED:
        return Deal(end, DealLine(), DealLine())
    if end is DealEnd.TOTALS:
        # A sheet that arrived already summed: the totals of a deal played, to the 5 and within the bound a
        # sheet's totals keep, whatever odd bonus values a test draws.
        totals = deal_totals(random_deal(rng, rules), rules)
        ns_total, ew_total = (
            max(-DEAL_TOTALS_BOUND, min(DEAL_TOTALS_BOUND, 5 * round(t / 5))) for t in totals
        )
        return Deal.of_totals(ns_total, ew_total)
    if end is DealEnd.CLOSED:
        closer = _closing_line(rng, rules)
        other = _open_line(rng, rules, _OTHER_BURRACOS, _OTHER_WEIGHTS, 0.88, -200, 400)
        if rng.random() < 0.5:
            return Deal(end, closer, other)
        return Deal(end, other, closer)
    # Time-out or stock exhausted: nobody closed; a long deal, so pozzetti are nearly always taken.
    ns = _open_line(rng, rules, _OPEN_BURRACOS, _OPEN_WEIGHTS, 0.95, -150, 400)
    ew = _open_line(rng, rules, _OPEN_BURRACOS, _OPEN_WEIGHTS, 0.95, -150, 400)
    return Deal(end, ns, ew)


def random_round_deals(rng: random.Random, rules: ScoringRules, deals: int) -> tuple[Deal, ...]:
    """The deals of one table in a round: any may end with the stock exhausted, the last also by time-out."""
    if deals < 0:
        raise ValueError(f"a round cannot have {deals} deals")  # program fault
    made = []
    for number in range(1, deals + 1):
        draw = rng.random()
        if draw < STOCK_SHARE:
            end = DealEnd.STOCK
        elif number == deals and draw < STOCK_SHARE + 2 * TIMEOUT_SHARE:
            end = DealEnd.TIMEOUT
        else:
            end = DealEnd.CLOSED
        made.append(random_deal(rng, rules, end))
    return tuple(made)


def _multiple_of_5(value: float) -> int:
    return 5 * round(value / 5)


def _burracos(rng: random.Random, rules: ScoringRules, count: int) -> tuple[int, int, int]:
    """(clean, dirty, semi-clean) for `count` burracos; semi-clean only where the rules recognise them."""
    semi_share = 0.0 if rules.semi_clean is None else 0.15
    clean = dirty = semi = 0
    for _ in range(count):
        draw = rng.random()
        if draw < 0.4:
            clean += 1
        elif draw < 0.4 + semi_share:
            semi += 1
        else:
            dirty += 1
    return clean, dirty, semi


def _penalty(rng: random.Random) -> tuple[int, str]:
    if rng.random() >= PENALTY_SHARE:
        return 0, ""
    return rng.choice(PENALTIES), rng.choice(PENALTY_REASONS)


def _closing_line(rng: random.Random, rules: ScoringRules) -> DealLine:
    count = rng.choices(_CLOSER_BURRACOS, _CLOSER_WEIGHTS)[0]
    clean, dirty, semi = _burracos(rng, rules, count)
    # More burracos mean more cards on the table; 150 is well above the 35 per burraco a line needs.
    cards = _multiple_of_5(rng.triangular(150, 600, 200 + 80 * count))
    penalty, reason = _penalty(rng)
    return DealLine(
        clean=clean,
        dirty=dirty,
        semi_clean=semi,
        closed=True,
        cards=cards,
        pozzetto=True,
        penalty=penalty,
        penalty_reason=reason,
    )


def _open_line(
    rng: random.Random,
    rules: ScoringRules,
    counts: tuple[int, ...],
    weights: tuple[float, ...],
    pozzetto_share: float,
    lowest: int,
    highest: int,
) -> DealLine:
    """A line that did not close: card points from `lowest` to `highest`, fewer when its hands were full."""
    pozzetto = rng.random() < pozzetto_share
    if not pozzetto:
        # Without its pozzetto a line rarely makes a burraco (that would warn) and holds many cards.
        cards = _multiple_of_5(rng.triangular(lowest, 100, -40))
        penalty, reason = _penalty(rng)
        return DealLine(cards=cards, pozzetto=False, penalty=penalty, penalty_reason=reason)
    count = rng.choices(counts, weights)[0]
    clean, dirty, semi = _burracos(rng, rules, count)
    floor = max(lowest, MIN_BURRACO_POINTS * count)
    # floor is a multiple of 5, so rounding never takes the points below what the burracos are worth.
    cards = _multiple_of_5(rng.triangular(floor, highest, floor + (highest - floor) * 0.3))
    penalty, reason = _penalty(rng)
    return DealLine(
        clean=clean,
        dirty=dirty,
        semi_clean=semi,
        cards=cards,
        pozzetto=True,
        penalty=penalty,
        penalty_reason=reason,
    )
