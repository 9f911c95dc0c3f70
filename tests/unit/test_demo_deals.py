"""The generator of plausible deals for demo tournaments and benchmarks."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from burraco_tourney.domain.demo import random_deal, random_round_deals
from burraco_tourney.domain.scoring import (
    Deal,
    DealEnd,
    DealLine,
    ScoringRules,
    check_deal,
    deal_totals,
    has_blocking,
)

DEFAULT = ScoringRules()
SEMI = ScoringRules(semi_clean=150)


def burracos(line: DealLine) -> int:
    return line.clean + line.dirty + line.semi_clean


@pytest.fixture(scope="module")
def many() -> list[Deal]:
    rng = random.Random(2024)
    return [random_deal(rng, SEMI) for _ in range(4000)]


_rules = st.builds(
    ScoringRules,
    clean=st.integers(0, 1000),
    dirty=st.integers(0, 1000),
    semi_clean=st.none() | st.integers(0, 1000),
    closing=st.integers(0, 1000),
    pozzetto_missing=st.integers(-1000, 0),
)


@given(seed=st.integers(0, 2**32), rules=_rules, end=st.none() | st.sampled_from(DealEnd))
def test_a_random_deal_never_has_a_blocking_error(
    seed: int, rules: ScoringRules, end: DealEnd | None
) -> None:
    rng = random.Random(seed)
    for _ in range(10):
        deal = random_deal(rng, rules, end)
        assert not has_blocking(check_deal(deal, rules)), deal


@given(seed=st.integers(0, 2**32), deals=st.integers(0, 4), semi=st.booleans())
def test_a_random_round_never_has_a_blocking_error(seed: int, deals: int, semi: bool) -> None:
    rules = SEMI if semi else DEFAULT
    made = random_round_deals(random.Random(seed), rules, deals)
    assert len(made) == deals
    for deal in made:
        assert not has_blocking(check_deal(deal, rules)), deal


@pytest.mark.parametrize("rules", [DEFAULT, SEMI], ids=["default", "semi-clean"])
def test_with_ordinary_bonuses_there_is_not_even_a_warning(rules: ScoringRules) -> None:
    rng = random.Random(5)
    problems = [(d, check_deal(d, rules)) for d in (random_deal(rng, rules) for _ in range(3000))]
    assert [p for p in problems if p[1]] == []


def test_the_closing_line_looks_like_a_tournament_closer(many: list[Deal]) -> None:
    closed = [d for d in many if d.end is DealEnd.CLOSED]
    for deal in closed:
        closers = [line for line in (deal.ns, deal.ew) if line.closed]
        assert len(closers) == 1
        (closer,) = closers
        assert 1 <= burracos(closer) <= 3
        assert 150 <= closer.cards <= 600
        assert closer.pozzetto
    assert {burracos(d.ns if d.ns.closed else d.ew) for d in closed} == {1, 2, 3}
    who = Counter("NS" if d.ns.closed else "EW" for d in closed)
    assert min(who.values()) > 0.4 * len(closed)


def test_the_other_line_looks_like_a_tournament_loser(many: list[Deal]) -> None:
    others = [d.ew if d.ns.closed else d.ns for d in many if d.end is DealEnd.CLOSED]
    assert {burracos(line) for line in others} == {0, 1, 2}
    assert all(-200 <= line.cards <= 400 for line in others)
    assert min(line.cards for line in others) < 0 < max(line.cards for line in others)


def test_nobody_closes_a_deal_that_ended_by_time_out_or_stock(many: list[Deal]) -> None:
    ends = Counter(d.end for d in many)
    assert 0.02 * len(many) < ends[DealEnd.TIMEOUT] + ends[DealEnd.STOCK] < 0.2 * len(many)
    assert ends[DealEnd.TIMEOUT] > 0 and ends[DealEnd.STOCK] > 0
    assert ends[DealEnd.NOT_PLAYED] == 0
    for deal in many:
        if deal.end is not DealEnd.CLOSED:
            assert not deal.ns.closed and not deal.ew.closed
            assert all(-200 <= line.cards <= 400 and burracos(line) <= 3 for line in (deal.ns, deal.ew))


def test_pozzetti_are_mostly_taken_and_penalties_rare_with_a_reason(many: list[Deal]) -> None:
    lines = [line for d in many for line in (d.ns, d.ew)]
    assert 0.8 * len(lines) < sum(line.pozzetto for line in lines) < len(lines)
    penalised = [line for line in lines if line.penalty]
    assert 0 < len(penalised) < 0.03 * len(lines)
    assert all(line.penalty > 0 and line.penalty % 5 == 0 and line.penalty_reason for line in penalised)


def test_semi_clean_burracos_appear_only_when_the_rules_recognise_them(many: list[Deal]) -> None:
    assert any(line.semi_clean for d in many for line in (d.ns, d.ew))
    rng = random.Random(2024)
    plain = [random_deal(rng, DEFAULT) for _ in range(2000)]
    assert not any(line.semi_clean for d in plain for line in (d.ns, d.ew))


@pytest.mark.parametrize("end", list(DealEnd))
def test_the_requested_end_is_honoured(end: DealEnd) -> None:
    rng = random.Random(11)
    deals = [random_deal(rng, DEFAULT, end) for _ in range(50)]
    assert {d.end for d in deals} == {end}
    if end is DealEnd.NOT_PLAYED:
        assert {(d.ns, d.ew) for d in deals} == {(DealLine(), DealLine())}
    else:
        assert len({deal_totals(d, DEFAULT) for d in deals}) > 40


def test_a_seeded_generator_repeats_itself() -> None:
    first = [random_deal(random.Random(42), SEMI) for _ in range(3)]
    assert first[0] == first[1] == first[2]
    one, two, other = random.Random(42), random.Random(42), random.Random(43)
    assert random_round_deals(one, SEMI, 40) == random_round_deals(two, SEMI, 40)
    assert random_round_deals(one, SEMI, 40) != random_round_deals(other, SEMI, 40)


def test_in_a_round_only_the_last_deal_can_end_by_time_out() -> None:
    rng = random.Random(3)
    rounds = [random_round_deals(rng, DEFAULT, 3) for _ in range(1000)]
    timeouts = Counter(i for deals in rounds for i, d in enumerate(deals) if d.end is DealEnd.TIMEOUT)
    assert set(timeouts) == {2}
    stock = Counter(i for deals in rounds for i, d in enumerate(deals) if d.end is DealEnd.STOCK)
    assert set(stock) == {0, 1, 2}


def test_a_round_of_no_deals_is_empty_and_a_negative_count_is_refused() -> None:
    assert random_round_deals(random.Random(1), DEFAULT, 0) == ()
    with pytest.raises(ValueError, match="-1 deals"):
        random_round_deals(random.Random(1), DEFAULT, -1)
