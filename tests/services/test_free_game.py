"""Free games stored and resumed (issue 22): create, list, open, add a deal, correct the last, delete."""

from __future__ import annotations

import pytest

from burraco_tourney.domain.free_game import Outcome
from burraco_tourney.domain.profiles import profile_by_key
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import free_game
from burraco_tourney.services.errors import NotFoundError, RuleError

A = "Rossi – D'Alessandro"
B = "Müller – Łukasz"


def test_a_game_is_saved_deal_by_deal_and_resumed(db: Database) -> None:
    game = free_game.create_game(db, A, B, 505)
    free_game.add_deal(db, game.id, Deal.of_totals(300, 120))
    deal = Deal(DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=35), DealLine(cards=-40, pozzetto=False))
    free_game.add_deal(db, game.id, deal)

    reopened = free_game.open_game(db, game.id)
    assert (reopened.game.side_a, reopened.game.side_b, reopened.game.target) == (A, B, 505)
    assert reopened.game.deals[1] == deal
    assert reopened.game.running() == [(300, 120), (635, -20)]
    assert reopened.game.outcome() is Outcome.A_WINS

    [row] = free_game.list_games(db)
    assert (row.side_a, row.deals, row.score, row.outcome) == (A, 2, (635, -20), Outcome.A_WINS)


def test_after_the_winner_a_deal_is_refused_and_nothing_is_stored(db: Database) -> None:
    game = free_game.create_game(db, A, B, 1005)
    free_game.add_deal(db, game.id, Deal.of_totals(1100, 1100))
    with pytest.raises(RuleError) as refused:
        free_game.add_deal(db, game.id, Deal.of_totals(10, 0))
    assert [p.code for p in refused.value.problems] == ["free_game.over"]
    reopened = free_game.open_game(db, game.id)
    assert len(reopened.game.deals) == 1 and reopened.game.outcome() is Outcome.DRAW


def test_a_deal_with_warnings_needs_confirming(db: Database) -> None:
    game = free_game.create_game(db, A, B)
    beyond = Deal.of_totals(2500, 0)
    with pytest.raises(RuleError) as refused:
        free_game.add_deal(db, game.id, beyond)
    assert refused.value.problems[0].code == "deal.total_beyond_limit"
    assert free_game.open_game(db, game.id).game.deals == ()
    assert free_game.add_deal(db, game.id, beyond, confirmed=True).game.outcome() is Outcome.A_WINS


def test_correcting_and_removing_the_last_deal(db: Database) -> None:
    game = free_game.create_game(db, A, B, 1005)
    free_game.add_deal(db, game.id, Deal.of_totals(600, 100))
    free_game.add_deal(db, game.id, Deal.of_totals(500, 100))  # A wins with 1100
    corrected = free_game.correct_last_deal(db, game.id, Deal.of_totals(300, 100))
    assert corrected.game.outcome() is Outcome.PLAYING and corrected.game.score() == (900, 200)
    assert free_game.remove_last_deal(db, game.id).game.score() == (600, 100)


def test_the_profile_is_kept_with_the_game(db: Database) -> None:
    game = free_game.create_game(db, A, B, 2005, profile_by_key("fibur"))
    semi = Deal(DealEnd.CLOSED, DealLine(semi_clean=1, clean=1, closed=True, cards=100), DealLine())
    assert free_game.add_deal(db, game.id, semi).game.score() == (550, 0)
    assert free_game.open_game(db, game.id).profile.key == "fibur"


def test_delete_and_not_found(db: Database) -> None:
    game = free_game.create_game(db, A, B)
    free_game.add_deal(db, game.id, Deal.of_totals(100, 50))
    free_game.delete_game(db, game.id)
    assert free_game.list_games(db) == []
    with pytest.raises(NotFoundError):
        free_game.open_game(db, game.id)


def test_bad_sides_are_refused(db: Database) -> None:
    with pytest.raises(RuleError) as refused:
        free_game.create_game(db, "", B, 2005)
    assert refused.value.problems[0].code == "free_game.side_name_empty"
    assert free_game.list_games(db) == []
