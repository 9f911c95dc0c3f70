"""Sheets entered by totals (a deal's totals, or a table's): scored, checked and ranked exactly as the same
totals entered deal by deal, and nothing invented (issue 14, "Quick mode tells the truth")."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.problems import Severity
from burraco_tourney.domain.quick import (
    is_legacy_quick_sheet,
    is_quick_sheet,
    is_totals_sheet,
    legacy_quick_deal,
    quick_deal,
    totals_sheet,
)
from burraco_tourney.domain.scoring import (
    DEAL_TOTALS_BOUND,
    Deal,
    DealEnd,
    DealLine,
    ScoringRules,
    check_deal,
    check_table_totals,
    deal_totals,
    round_mp,
)
from burraco_tourney.domain.standings import compute_standings, pair_history, table_result
from burraco_tourney.domain.tournament import Table
from tests.unit.test_standings import make_round, make_settings, make_tournament

RULES = ScoringRules()


def test_a_deal_entered_by_totals_scores_its_totals_and_invents_nothing() -> None:
    deal = quick_deal(540, 120, RULES)
    assert deal == Deal(DealEnd.TOTALS, DealLine(), DealLine(), (540, 120))
    assert deal_totals(deal, RULES) == (540, 120)
    assert round_mp([deal, Deal.of_totals(-35, 910)], RULES) == (505, 1030)
    assert check_deal(deal, RULES) == []
    # Both totals 0 is a deal not played, as the blank line of a summed sheet.
    assert quick_deal(0, 0, RULES).end is DealEnd.NOT_PLAYED


def test_totals_are_checked_multiples_of_5_within_the_deck_and_large_ones_confirmed() -> None:
    problems = check_deal(Deal.of_totals(2505, -3085), RULES)
    assert [(p.code, p.severity, p.field) for p in problems] == [
        ("deal.totals_beyond_deck", Severity.BLOCKING, "ew.total"),
        ("deal.total_beyond_limit", Severity.WARNING, "ns.total"),
    ]
    assert [p.code for p in check_deal(Deal.of_totals(542, 3080), RULES)] == [
        "deal.totals_not_multiple_of_5",
        "deal.total_beyond_limit",
    ]
    assert DEAL_TOTALS_BOUND == 3080
    # Totals beside burracos or card points: which would count?
    assert [p.code for p in check_deal(replace(Deal.of_totals(100, 0), ns=DealLine(clean=1)), RULES)] == [
        "deal.totals_with_values"
    ]
    assert [p.code for p in check_deal(Deal(DealEnd.TOTALS, DealLine(), DealLine()), RULES)] == [
        "deal.totals_missing"
    ]


def test_a_tables_totals_are_checked_over_the_rounds_deals() -> None:
    assert check_table_totals((1620, 360), 3) == []
    problems = check_table_totals((6005, -9245), 3)
    assert [(p.code, p.severity) for p in problems] == [
        ("table.totals_beyond_deck", Severity.BLOCKING),
        ("table.totals_beyond_limit", Severity.WARNING),
    ]
    assert [p.code for p in check_table_totals((12, 0), 3)] == ["table.totals_not_multiple_of_5"]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), deals=st.integers(2, 4))
def test_standings_of_totals_equal_those_of_the_deals(seed: int, deals: int) -> None:
    """One tournament three ways: deal by deal, each deal's totals, each table's totals."""
    rng = random.Random(seed)
    rounds = []
    for number in (1, 2):
        tables = []
        for table, (ns, ew) in enumerate(
            ((1, 2), (3, 4), (5, 6)) if number == 1 else ((1, 3), (2, 5), (4, 6))
        ):
            tables.append(Table(table + 1, ns, ew, deals=random_round_deals(rng, RULES, deals)))
        rounds.append(make_round(number, *tables))
    full = make_tournament(6, *rounds, settings=make_settings(deals_per_round=deals))

    def each(convert: object) -> object:
        return replace(
            full,
            rounds=tuple(
                replace(rnd, tables=tuple(convert(table) for table in rnd.tables))  # type: ignore[operator]
                for rnd in full.rounds
            ),
        )

    by_deal = each(lambda t: replace(t, deals=tuple(Deal.of_totals(*deal_totals(d, RULES)) for d in t.deals)))
    by_table = each(lambda t: replace(t, deals=(), totals=round_mp(t.deals, RULES)))
    expected = compute_standings(full).rows
    for other in (by_deal, by_table):
        assert compute_standings(other).rows == expected  # type: ignore[arg-type]
        for pair in range(1, 7):
            assert pair_history(other, pair) == pair_history(full, pair)  # type: ignore[arg-type]


def test_a_table_entered_by_totals_has_its_result() -> None:
    table = Table(1, 1, 2, totals=(1620, 360))
    result = table_result(table, make_settings())
    assert (result.played, result.ns_mp, result.ew_mp, result.diff) == (True, 1620, 360, 1260)
    assert table.entered and is_totals_sheet(table)
    assert not Table(1, 1, 2).entered


def test_totals_sheets_are_told_from_deal_by_deal_ones() -> None:
    totals = (Deal.of_totals(540, 120), quick_deal(0, 0), Deal.of_totals(10, 700))
    assert is_quick_sheet(totals)
    assert is_totals_sheet(Table(1, 1, 2, deals=totals))
    played = random_round_deals(random.Random(3), RULES, 3)
    assert not is_quick_sheet(played)
    assert not is_totals_sheet(Table(1, 1, 2, deals=played))


def test_sheets_stored_by_the_old_quick_mode_are_recognised_and_become_totals() -> None:
    old = tuple(legacy_quick_deal(ns, ew, RULES) for ns, ew in ((600, 300), (1450, 900), (0, 0)))
    assert old[1].ns.clean > 0  # the old quick mode invented burracos to keep the card points plausible
    assert is_legacy_quick_sheet(old, RULES)
    assert totals_sheet(old, RULES) == (Deal.of_totals(600, 300), Deal.of_totals(1450, 900), quick_deal(0, 0))
    # A sheet of real play, and one of deals not played only, are not.
    assert not is_legacy_quick_sheet(random_round_deals(random.Random(5), RULES, 3), RULES)
    assert not is_legacy_quick_sheet((quick_deal(0, 0),) * 3, RULES)
