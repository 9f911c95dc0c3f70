"""What the services store, the file takes back: the texts of a penalty and of an adjustment keep the rules'
limits in the services as in the file (issue 14; before, a 201-character reason was stored and its own
export was then refused)."""

from __future__ import annotations

import pytest

from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, scores
from burraco_tourney.services.errors import DealsRejectedError, RuleError
from tests.services.support import closed_by_ns, new_tournament, sheet, with_round

LONG = "ritardo — Verspätung " * 10  # 210 characters


def test_an_adjustment_reason_longer_than_the_file_takes_is_refused(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    assert len(LONG) > limits.REASON

    with pytest.raises(RuleError, match="Reason: Too long: 210 characters, at most 200 fit"):
        adjustments.add_adjustment(db, tournament_id, 1, 1, vp=-1, reason=LONG)
    with pytest.raises(RuleError, match="Reason: Contains the character"):
        adjustments.add_adjustment(db, tournament_id, 1, 1, vp=-1, reason="due\nammonizioni")
    assert adjustments.list_adjustments(db, tournament_id) == []


def test_a_penalty_reason_longer_than_the_file_takes_is_refused(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    penalised = Deal(
        DealEnd.CLOSED,
        DealLine(clean=1, closed=True, cards=230, pozzetto=True, penalty=50, penalty_reason=LONG),
        DealLine(dirty=1, cards=85),
    )

    with pytest.raises(DealsRejectedError) as refused:
        scores.save_table_deals(
            db, tournament_id, 1, 1, sheet(penalised, closed_by_ns()), confirm_warnings=True
        )
    assert str(refused.value) == (
        "Round 1, table 1, deal 1, NS penalty reason: Too long: 210 characters, at most 200 fit."
    )
