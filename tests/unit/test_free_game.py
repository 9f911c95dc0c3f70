"""The free game's rule (issue 22, seeds 000/001): first to the target wins; both at once: the higher total;
equal totals: a draw; no deal after the winner."""

from __future__ import annotations

import pytest

from burraco_tourney.domain.free_game import TARGETS, FreeGame, Outcome, new_game, outcome_of
from burraco_tourney.domain.problems import Refusal
from burraco_tourney.domain.profiles import profile_by_key
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.io.problem_texts import describe


def closed_by_a(a_cards: int, b_cards: int, *, a_clean: int = 1, b_clean: int = 0) -> Deal:
    """A deal A closed: A's clean burracos, the card points; A = 200·clean + cards + 100 closing."""
    return Deal(
        DealEnd.CLOSED,
        DealLine(clean=a_clean, closed=True, cards=a_cards),
        DealLine(clean=b_clean, cards=b_cards),
    )


def game_with(*deals: Deal, target: int = 2005) -> FreeGame:
    game = new_game("Rossi – D'Alessandro", "Müller – Łukasz", target)
    for deal in deals:
        game = game.with_deal(deal, confirmed=True)
    return game


def test_totals_run_deal_by_deal_and_the_game_goes_on_below_the_target() -> None:
    game = game_with(closed_by_a(300, 150), closed_by_a(100, -50))
    assert game.totals() == [(600, 150), (400, -50)]
    assert game.running() == [(600, 150), (1000, 100)]
    assert game.outcome() is Outcome.PLAYING


def test_exactly_reaching_the_target_wins() -> None:
    # 505 in seed 000: A scores 200 + 205 + 100 = 505 in one deal.
    game = game_with(closed_by_a(205, 0), target=505)
    assert game.score() == (505, 0)
    assert game.outcome() is Outcome.A_WINS
    # One point short is still playing.
    assert game_with(closed_by_a(200, 0), target=505).outcome() is Outcome.PLAYING


def test_both_over_the_target_in_one_deal_the_higher_total_wins() -> None:
    # A 1800, B 1900 before; the deal: A +300, B +250 -> A 2100, B 2150: B wins though A closed.
    before = [Deal.of_totals(1800, 1900)]
    game = game_with(*before, closed_by_a(0, 50, b_clean=1))
    assert game.score() == (2100, 2150)
    assert game.outcome() is Outcome.B_WINS


def test_an_exact_draw_when_both_pass_with_equal_totals() -> None:
    game = game_with(Deal.of_totals(1700, 1800), Deal.of_totals(400, 300))
    assert game.score() == (2100, 2100)
    assert game.outcome() is Outcome.DRAW
    assert game.over


def test_the_first_deal_past_the_target_decides_not_a_later_one() -> None:
    assert outcome_of([(900, 1100), (1100, 1000)], 1005) is Outcome.B_WINS


def test_no_deal_after_the_winner() -> None:
    game = game_with(Deal.of_totals(1100, 0), target=1005)
    with pytest.raises(Refusal) as refused:
        game.with_deal(Deal.of_totals(0, 100))
    assert [p.code for p in refused.value.problems] == ["free_game.over"]
    assert describe(refused.value.problems[0], "it").startswith("la partita è finita")


@pytest.mark.parametrize("target", [*TARGETS, 3000])
def test_each_target(target: int) -> None:
    game = game_with(Deal.of_totals(target - 5, 0), target=target)
    assert game.outcome() is Outcome.PLAYING
    assert game.with_deal(Deal.of_totals(5, 0)).outcome() is Outcome.A_WINS


def test_a_negative_deal_lowers_the_running_total() -> None:
    # B is caught with the pozzetto not taken and cards in hand: -100 - 60.
    deal = Deal(
        DealEnd.CLOSED,
        DealLine(clean=1, closed=True, cards=150),
        DealLine(cards=-60, pozzetto=False),
    )
    game = game_with(Deal.of_totals(300, 200), deal)
    assert game.totals()[1] == (450, -160)
    assert game.score() == (750, 40)
    assert game.outcome() is Outcome.PLAYING


def test_a_deal_is_checked_as_a_tournament_deal() -> None:
    game = new_game("A", "B", 505)
    bad = Deal(DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=33), DealLine())
    with pytest.raises(Refusal) as refused:
        game.with_deal(bad)
    problem = refused.value.problems[0]
    assert problem.code == "deal.cards_not_multiple_of_5"
    assert problem.path == ("deals", 0, "ns", "cards")


def test_a_rule_profile_scores_the_deals() -> None:
    # FIBur recognises the semi-clean burraco (150); the classic profile refuses it.
    deal = Deal(DealEnd.CLOSED, DealLine(semi_clean=1, clean=1, closed=True, cards=100), DealLine())
    fibur = new_game("A", "B", 2005, profile_by_key("fibur").scoring).with_deal(deal, confirmed=True)
    assert fibur.score() == (550, 0)
    with pytest.raises(Refusal):
        new_game("A", "B", 2005, profile_by_key("classic").scoring).with_deal(deal, confirmed=True)


def test_correcting_the_last_deal_declares_again() -> None:
    game = game_with(Deal.of_totals(1100, 0), target=1005)
    corrected = game.with_last_deal(Deal.of_totals(900, 0))
    assert corrected.outcome() is Outcome.PLAYING
    assert corrected.without_last_deal().deals == ()


def test_a_new_game_needs_names_and_a_sensible_target() -> None:
    with pytest.raises(Refusal) as refused:
        new_game(" ", "B", 0)
    assert [p.code for p in refused.value.problems] == [
        "free_game.side_name_empty",
        "free_game.target_out_of_range",
    ]
