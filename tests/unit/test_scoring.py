"""Deal totals, round MP and every check of a deal (DOMAIN.md §2–3)."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace
from typing import Any, NamedTuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from burraco_tourney.domain.demo import random_deal
from burraco_tourney.domain.scoring import (
    CARD_POINTS,
    CHECKS,
    DECK_POINTS,
    ClosingRule,
    Deal,
    DealEnd,
    DealLine,
    ScoringRules,
    Severity,
    check_deal,
    deal_totals,
    has_blocking,
    line_total,
    round_mp,
)
from burraco_tourney.io.problem_texts import describe

DEFAULT = ScoringRules()
SEMI = ScoringRules(semi_clean=150)

# A legal deal with no warning: NS closed with a clean and a dirty burraco, EW made a dirty one.
LEGAL = Deal(
    DealEnd.CLOSED,
    ns=DealLine(clean=1, dirty=1, closed=True, cards=420),
    ew=DealLine(dirty=1, cards=120),
)


def ns(**changes: Any) -> Deal:
    return replace(LEGAL, ns=replace(LEGAL.ns, **changes))


def ew(**changes: Any) -> Deal:
    return replace(LEGAL, ew=replace(LEGAL.ew, **changes))


def test_the_legal_reference_deal_passes_every_check() -> None:
    assert check_deal(LEGAL, DEFAULT) == []


# --- totals ---------------------------------------------------------------------------------------------


def test_the_deck_is_worth_1080() -> None:
    assert DECK_POINTS == 1080
    assert (CARD_POINTS["joker"], CARD_POINTS["2"], CARD_POINTS["A"]) == (30, 20, 15)
    assert {CARD_POINTS[r] for r in ("8", "9", "10", "J", "Q", "K")} == {10}
    assert {CARD_POINTS[r] for r in ("3", "4", "5", "6", "7")} == {5}
    assert len(CARD_POINTS) == 14


@pytest.mark.parametrize(
    ("line", "rules", "total"),
    [
        (DealLine(), DEFAULT, 0),
        (DealLine(clean=1), DEFAULT, 200),
        (DealLine(clean=3), DEFAULT, 600),
        (DealLine(dirty=1), DEFAULT, 100),
        (DealLine(dirty=2), DEFAULT, 200),
        (DealLine(semi_clean=1), SEMI, 150),
        (DealLine(semi_clean=2), SEMI, 300),
        (DealLine(closed=True), DEFAULT, 100),
        (DealLine(cards=235), DEFAULT, 235),
        (DealLine(cards=-85), DEFAULT, -85),
        (DealLine(pozzetto=False), DEFAULT, -100),
        (DealLine(penalty=50, penalty_reason="slow play"), DEFAULT, -50),
    ],
    ids=["nothing", "clean", "3 clean", "dirty", "2 dirty", "semi", "2 semi", "closed", "cards",
         "negative cards", "no pozzetto", "penalty"],
)  # fmt: skip
def test_each_field_alone(line: DealLine, rules: ScoringRules, total: int) -> None:
    assert line_total(line, rules) == total


def test_all_fields_together() -> None:
    line = DealLine(
        clean=2, dirty=1, semi_clean=1, closed=True, cards=300, pozzetto=False, penalty=25, penalty_reason="x"
    )
    assert line_total(line, SEMI) == 400 + 100 + 150 + 100 + 300 - 100 - 25


def test_semi_clean_burracos_count_nothing_when_the_rules_do_not_recognise_them() -> None:
    assert line_total(DealLine(semi_clean=1, dirty=1), DEFAULT) == 100


def test_worked_example_closed_with_one_clean_and_one_dirty() -> None:
    assert line_total(DealLine(clean=1, dirty=1, closed=True, cards=420), DEFAULT) == 820


def test_worked_example_pozzetto_not_taken_with_melded_and_in_hand() -> None:
    line = DealLine(cards=30 - 90, melded=30, in_hand=90, pozzetto=False)
    assert line_total(line, DEFAULT) == -160
    deal = Deal(DealEnd.CLOSED, ns=LEGAL.ns, ew=line)
    assert check_deal(deal, DEFAULT) == []


def test_worked_example_with_semi_clean_burracos() -> None:
    line = DealLine(clean=2, semi_clean=1, dirty=3, cards=500)
    assert line_total(line, SEMI) == 1350


def test_custom_bonus_values() -> None:
    rules = ScoringRules(clean=300, dirty=150, semi_clean=200, closing=50, pozzetto_missing=-150)
    line = DealLine(clean=1, dirty=2, semi_clean=1, closed=True, cards=100)
    assert line_total(line, rules) == 300 + 300 + 200 + 50 + 100
    assert line_total(DealLine(cards=-40, pozzetto=False), rules) == -190


def test_deal_totals_give_ns_then_ew() -> None:
    assert deal_totals(LEGAL, DEFAULT) == (820, 220)


def test_a_deal_not_played_counts_zero_for_both_even_with_values_entered() -> None:
    deal = Deal(DealEnd.NOT_PLAYED, DealLine(clean=1, cards=300), DealLine(pozzetto=False))
    assert deal_totals(deal, DEFAULT) == (0, 0)


@pytest.mark.parametrize("end", [DealEnd.TIMEOUT, DealEnd.STOCK])
def test_a_timeout_or_stock_deal_still_counts_and_charges_the_missing_pozzetto(end: DealEnd) -> None:
    deal = Deal(end, DealLine(dirty=1, cards=200), DealLine(cards=-50, pozzetto=False))
    assert deal_totals(deal, DEFAULT) == (300, -150)


def test_round_mp_sums_the_deals() -> None:
    second = Deal(
        DealEnd.CLOSED, DealLine(cards=-60, pozzetto=False), DealLine(clean=2, closed=True, cards=300)
    )
    not_played = Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())
    assert round_mp([LEGAL, second, not_played], DEFAULT) == (820 - 160, 220 + 800)
    assert round_mp([], DEFAULT) == (0, 0)
    assert round_mp(iter([LEGAL]), DEFAULT) == (820, 220)


_lines = st.builds(
    DealLine,
    clean=st.integers(0, 5),
    dirty=st.integers(0, 5),
    semi_clean=st.integers(0, 5),
    closed=st.booleans(),
    cards=st.integers(-200, 200).map(lambda n: 5 * n),
    pozzetto=st.booleans(),
    penalty=st.integers(0, 40).map(lambda n: 5 * n),
)


@given(line=_lines, semi=st.none() | st.just(150))
def test_totals_are_multiples_of_5_and_a_penalty_lowers_them_by_itself(
    line: DealLine, semi: int | None
) -> None:
    rules = ScoringRules(semi_clean=semi)
    total = line_total(line, rules)
    assert total % 5 == 0
    assert line_total(replace(line, penalty=line.penalty + 35), rules) == total - 35


# --- checks ---------------------------------------------------------------------------------------------


class Case(NamedTuple):
    bad: Deal
    good: Deal
    code: str
    severity: Severity
    field: str
    shown: tuple[str, ...]  # what the message must name
    rules: ScoringRules = DEFAULT
    good_rules: ScoringRules | None = None  # when the legal counterpart differs in its rules, not its deal


B, W = Severity.BLOCKING, Severity.WARNING
TIMEOUT_OPEN = Deal(DealEnd.TIMEOUT, replace(LEGAL.ns, closed=False), LEGAL.ew)
BLANK = Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())

CASES = {
    # blocking
    "both closed": Case(ew(closed=True), LEGAL, "deal.both_lines_closed", B, "ns.closed", ("NS", "EW")),
    "closed without burraco": Case(
        ns(clean=0, dirty=0), LEGAL, "deal.closed_without_burraco", B, "ns.closed",
        ("NS closing: Closed without a burraco",),
    ),
    "closed with only a dirty burraco where a clean one is needed": Case(
        ns(clean=0, dirty=1), LEGAL, "deal.closed_without_clean_burraco", B, "ns.closed",
        ("NS closing: Closed without a clean burraco",),
        ScoringRules(closing_requires=ClosingRule.CLEAN_BURRACO),
    ),
    "closed without pozzetto": Case(
        ns(pozzetto=False), LEGAL,
        "deal.closed_without_pozzetto", B, "ns.pozzetto", ("NS pozzetto: Closed without",)
    ),
    "closed at time-out": Case(
        replace(LEGAL, end=DealEnd.TIMEOUT), TIMEOUT_OPEN, "deal.closed_but_deal_not_closed", B, "ns.closed",
        ("NS closing", "did not end with a closing"),
    ),
    "closed at stock": Case(
        replace(LEGAL, end=DealEnd.STOCK), replace(TIMEOUT_OPEN, end=DealEnd.STOCK),
        "deal.closed_but_deal_not_closed", B, "ns.closed", ("NS closing", "did not end with a closing"),
    ),
    "closed when not played": Case(
        Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine(closed=True)), BLANK,
        "deal.closed_but_deal_not_closed", B, "ew.closed", ("EW closing", "did not end with a closing"),
    ),
    "ended closed, nobody closed": Case(
        ns(closed=False), LEGAL, "deal.no_line_closed", B, "end", ("NS", "EW", "closed")
    ),
    "NS cards": Case(
        ns(cards=233), LEGAL, "deal.cards_not_multiple_of_5", B, "ns.cards", ("NS card points: 233",)
    ),
    "EW cards": Case(
        ew(cards=-87), LEGAL, "deal.cards_not_multiple_of_5", B, "ew.cards", ("EW card points: -87",)
    ),
    "cards of both over the deck": Case(
        Deal(DealEnd.CLOSED, replace(LEGAL.ns, cards=600), replace(LEGAL.ew, cards=485)),
        Deal(DealEnd.CLOSED, replace(LEGAL.ns, cards=600), replace(LEGAL.ew, cards=480)),
        "deal.card_points_over_deck", B, "ew.cards", ("1085", "NS 600", "EW 485"),
    ),
    "one line melds more than the deck": Case(
        Deal(DealEnd.CLOSED, replace(LEGAL.ns, cards=1150), DealLine(cards=-100)),
        Deal(DealEnd.CLOSED, replace(LEGAL.ns, cards=1080), DealLine(cards=-100)),
        "deal.line_card_points_over_deck", B, "ns.cards", ("NS card points: 1150", "1080"),
    ),
    "one line holds more than the deck": Case(
        Deal(DealEnd.CLOSED, replace(LEGAL.ns, cards=100), DealLine(cards=-1085)),
        Deal(DealEnd.CLOSED, replace(LEGAL.ns, cards=100), DealLine(cards=-1080)),
        "deal.line_card_points_over_deck", B, "ew.cards", ("EW card points: -1085",),
    ),
    "negative clean": Case(
        ew(clean=-1), LEGAL, "deal.negative_count", B, "ew.clean", ("EW clean burracos: -1",)
    ),
    "negative dirty": Case(
        ns(dirty=-2), LEGAL, "deal.negative_count", B, "ns.dirty", ("NS dirty burracos: -2",)
    ),
    "negative semi": Case(
        ew(semi_clean=-1), LEGAL,
        "deal.negative_count", B, "ew.semi_clean", ("EW semi-clean burracos: -1",), SEMI
    ),
    "penalty negative": Case(
        ns(penalty=-20, penalty_reason="x"), ns(penalty=20, penalty_reason="x"), "deal.penalty_negative", B,
        "ns.penalty", ("NS penalty: ", "-20"),
    ),
    "penalty not multiple of 5": Case(
        ew(penalty=12, penalty_reason="x"), ew(penalty=10, penalty_reason="x"),
        "deal.penalty_not_multiple_of_5", B, "ew.penalty", ("EW penalty: ", "12"),
    ),
    "semi-clean not recognised": Case(
        ns(semi_clean=1), ns(semi_clean=1), "deal.semi_clean_not_allowed", B, "ns.semi_clean",
        ("NS semi-clean burracos: 1 entered",), DEFAULT, SEMI,
    ),
    "melded without in hand": Case(
        ew(melded=120), ew(melded=120, in_hand=0), "deal.split_points_incomplete", B, "ew.in_hand",
        ("EW points in hand: Missing", "(120)"),
    ),
    "in hand without melded": Case(
        ew(cards=-90, dirty=0, in_hand=90), ew(cards=-90, dirty=0, melded=0, in_hand=90),
        "deal.split_points_incomplete", B, "ew.melded", ("EW points melded: Missing", "(90)"),
    ),
    "in hand negative": Case(
        ew(melded=150, in_hand=-30, cards=180), ew(melded=150, in_hand=30), "deal.card_value_negative", B,
        "ew.in_hand", ("EW points in hand: -30",),
    ),
    "melded negative": Case(
        ns(melded=-20, in_hand=0, cards=-20), ns(melded=420, in_hand=0), "deal.card_value_negative", B,
        "ns.melded", ("NS points melded: -20",),
    ),
    "melded not multiple of 5": Case(
        ew(melded=152, in_hand=30, cards=122), ew(melded=150, in_hand=30),
        "deal.card_value_not_multiple_of_5", B,
        "ew.melded", ("EW points melded: 152",),
    ),
    "in hand not multiple of 5": Case(
        ew(melded=150, in_hand=33, cards=117), ew(melded=150, in_hand=30),
        "deal.card_value_not_multiple_of_5", B,
        "ew.in_hand", ("EW points in hand: 33",),
    ),
    "cards not melded minus in hand": Case(
        ew(melded=150, in_hand=30, cards=125), ew(melded=150, in_hand=30),
        "deal.cards_not_melded_minus_in_hand",
        B, "ew.cards", ("EW card points: 125", "150", "30"),
    ),
    "melded and in hand over the deck": Case(
        Deal(DealEnd.CLOSED, replace(LEGAL.ns, melded=420, in_hand=0),
             replace(LEGAL.ew, melded=500, in_hand=200, cards=300)),
        Deal(DealEnd.CLOSED, replace(LEGAL.ns, melded=420, in_hand=0),
             replace(LEGAL.ew, melded=450, in_hand=210, cards=240)),
        "deal.card_values_over_deck", B, "ew.melded", ("1120", "1080"),
    ),
    "too many burracos": Case(
        Deal(DealEnd.CLOSED, DealLine(dirty=7, closed=True, cards=420), DealLine(dirty=9, cards=315)),
        Deal(DealEnd.CLOSED, DealLine(dirty=7, closed=True, cards=420), DealLine(dirty=8, cards=315)),
        "deal.too_many_burracos", B, "ew.clean", ("16 burracos", "15"),
    ),
    "not played with card points": Case(
        Deal(DealEnd.NOT_PLAYED, DealLine(cards=120), DealLine()), BLANK, "deal.not_played_with_values", B,
        "ns.cards", ("NS card points", "not played", "120"),
    ),
    "not played with a penalty": Case(
        Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine(penalty=50, penalty_reason="late")),
        Deal(DealEnd.NOT_PLAYED, DealLine(pozzetto=False), DealLine(pozzetto=False)),
        "deal.not_played_with_values", B, "ew.penalty", ("EW penalty", "not played", "50"),
    ),
    # warnings
    "cards low for burracos": Case(
        ew(dirty=2, cards=65), ew(dirty=2, cards=70), "deal.cards_low_for_burracos", W, "ew.cards",
        ("EW card points: 65", "2 burraco", "70"),
    ),
    "melded low for burracos": Case(
        ew(melded=30, in_hand=0, cards=30), ew(melded=35, in_hand=100, cards=-65),
        "deal.cards_low_for_burracos", W, "ew.melded", ("EW points melded: 30", "1 burraco", "35"),
    ),
    "burracos without pozzetto": Case(
        ew(pozzetto=False), ew(dirty=0, pozzetto=False), "deal.burracos_without_pozzetto", W, "ew.pozzetto",
        ("EW pozzetto: 1 burraco", "not taken"),
    ),
    "total above 2000": Case(
        ns(clean=9, dirty=0), ns(clean=7, dirty=0),
        "deal.total_beyond_limit", W, "ns", ("NS: The deal total 2320",),
    ),
    "total below -2000": Case(
        ew(penalty=2300, penalty_reason="cheating"), ew(penalty=2200, penalty_reason="cheating"),
        "deal.total_beyond_limit", W, "ew", ("EW: The deal total -2080",),
    ),
    "penalty without reason": Case(
        ns(penalty=20), ns(penalty=20, penalty_reason="slow play"), "deal.penalty_without_reason", W,
        "ns.penalty_reason", ("NS penalty reason", "20"),
    ),
    "penalty with a blank reason": Case(
        ew(penalty=50, penalty_reason="  "), ew(penalty=50, penalty_reason="late"),
        "deal.penalty_without_reason", W, "ew.penalty_reason", ("EW penalty reason", "50"),
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_the_check_fires_naming_field_and_value(case: Case) -> None:
    hits = [v for v in check_deal(case.bad, case.rules) if v.code == case.code]
    assert len(hits) == 1, check_deal(case.bad, case.rules)
    (hit,) = hits
    assert (hit.severity, hit.field) == (case.severity, case.field)
    # The place (line and field) comes from the path, the rest from the words of the code.
    shown = describe(hit, "en")
    for text in case.shown:
        assert text in shown


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_the_check_is_silent_on_a_legal_deal(case: Case) -> None:
    assert check_deal(case.good, case.good_rules or case.rules) == []


def test_every_check_has_a_case_with_its_severity() -> None:
    assert {case.code: case.severity for case in CASES.values()} == dict(CHECKS)


def test_blocking_errors_come_before_warnings() -> None:
    deal = Deal(DealEnd.CLOSED, DealLine(dirty=1, cards=20, penalty=10), DealLine(cards=233))
    found = check_deal(deal, DEFAULT)
    assert [v.code for v in found] == [
        "deal.cards_not_multiple_of_5",
        "deal.no_line_closed",
        "deal.cards_low_for_burracos",
        "deal.penalty_without_reason",
    ]
    assert has_blocking(found)
    assert not has_blocking(found[2:])
    assert not has_blocking([])


def test_a_line_closed_without_pozzetto_is_not_also_warned_about_its_burracos() -> None:
    assert [v.code for v in check_deal(ns(pozzetto=False), DEFAULT)] == ["deal.closed_without_pozzetto"]


def test_a_not_played_deal_reports_every_value_entered_in_one_message_per_line() -> None:
    deal = Deal(DealEnd.NOT_PLAYED, DealLine(clean=1, cards=250), DealLine(dirty=2, cards=90))
    found = [v for v in check_deal(deal, DEFAULT) if v.code == "deal.not_played_with_values"]
    assert [(v.field, v.values["fields"]) for v in found] == [
        ("ns.clean", ("clean", "cards")),
        ("ew.dirty", ("dirty", "cards")),
    ]
    assert describe(found[0], "en") == (
        "NS clean burracos: The deal was not played, but values are entered on this line (1 here)."
    )


_FIELDS = {f.name for f in dataclasses.fields(DealLine)}
_any_lines = st.builds(
    DealLine,
    clean=st.integers(-2, 10),
    dirty=st.integers(-2, 10),
    semi_clean=st.integers(-2, 10),
    closed=st.booleans(),
    cards=st.integers(-1200, 1200),
    pozzetto=st.booleans(),
    penalty=st.integers(-50, 3000),
    penalty_reason=st.sampled_from(["", "late"]),
    melded=st.none() | st.integers(-50, 1200),
    in_hand=st.none() | st.integers(-50, 1200),
)


@given(end=st.sampled_from(DealEnd), ns_line=_any_lines, ew_line=_any_lines, semi=st.none() | st.just(150))
def test_every_violation_points_at_a_real_field_of_its_line(
    end: DealEnd, ns_line: DealLine, ew_line: DealLine, semi: int | None
) -> None:
    for v in check_deal(Deal(end, ns_line, ew_line), ScoringRules(semi_clean=semi)):
        if v.field == "end":
            continue
        line, _, field = v.field.partition(".")
        assert line in ("ns", "ew")
        assert field == "" or field in _FIELDS
        assert line.upper() in describe(v, "en")


@given(st.integers(0, 2**32), st.integers(0, 4), st.sampled_from([None, 150]))
def test_round_mp_is_the_sum_of_the_deal_totals(seed: int, count: int, semi_clean: int | None) -> None:
    rules = ScoringRules(clean=250, dirty=120, semi_clean=semi_clean, closing=90, pozzetto_missing=-75)
    rng = random.Random(seed)
    deals = [random_deal(rng, rules) for _ in range(count)] + [
        Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())
    ]
    totals = [deal_totals(deal, rules) for deal in deals]
    assert round_mp(deals, rules) == (sum(t[0] for t in totals), sum(t[1] for t in totals))


def test_a_deal_check_is_worded_in_german_and_italian_at_its_deal_and_field() -> None:
    # Deal 2 of a sheet: NS closed without taking the pozzetto, and card points not a multiple of 5.
    deal = ns(pozzetto=False, cards=233)
    found = [problem.under("deals", 1) for problem in check_deal(deal, DEFAULT)]
    assert [describe(problem, "de") for problem in found] == [
        "Spiel 2, Kartenpunkte NS: 233 ist kein Vielfaches von 5.",
        "Spiel 2, Pozzetto NS: Geschlossen, ohne den Pozzetto genommen zu haben.",
    ]
    assert describe(found[1], "it") == "Smazzata 2, pozzetto NS: Chiusura senza aver preso il pozzetto."
    # The sheet shows the words at the field itself, without the place.
    assert describe(found[0], "de", with_place=False) == "233 ist kein Vielfaches von 5."
