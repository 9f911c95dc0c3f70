"""A director's VP/MP adjustments: validation, effect on the standings, removal, audit."""

from __future__ import annotations

from decimal import Decimal

import pytest

from burraco_tourney.domain.tournament import Adjustment
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, audit, scores
from burraco_tourney.services.errors import NotFoundError, RuleError
from burraco_tourney.services.standings import take_standings
from tests.services.support import closed_by_ns, new_tournament, sheet, with_round


@pytest.fixture
def tournament_id(db: Database) -> int:
    created = new_tournament(db, 4)
    with_round(db, created)
    scores.save_table_deals(db, created, 1, 1, sheet(closed_by_ns()))
    with_round(db, created, ((1, 1, 3), (2, 2, 4)), number=2)
    return created


def test_an_adjustment_counts_from_its_round_on(db: Database, tournament_id: int) -> None:
    stored = adjustments.add_adjustment(
        db, tournament_id, 1, 2, vp=Decimal(-1), mp=-50, reason="due ammonizioni", who="Arbitro"
    )
    assert stored.adjustment == Adjustment(1, 2, Decimal(-1), -50, "due ammonizioni")
    assert adjustments.list_adjustments(db, tournament_id) == [stored]
    after_one = {row.pair: row for row in take_standings(db, tournament_id, 1).rows}
    after_two = {row.pair: row for row in take_standings(db, tournament_id, 2).rows}
    assert (after_one[1].vp, after_one[1].mp_diff) == (Decimal(13), 345)
    assert (after_two[1].vp, after_two[1].mp_diff, after_two[1].mp) == (Decimal(12), 295, 530)
    assert after_two[2].vp == 7  # the opponents' score does not change
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.who) == ("add adjustment", "pair 1 after round 2", "Arbitro")
    assert entry.new == {"pair": 1, "after_round": 2, "vp": "-1", "mp": -50, "reason": "due ammonizioni"}


@pytest.mark.parametrize(
    ("pair", "after_round", "vp", "mp", "reason", "message"),
    [
        (1, 1, Decimal(1), 0, "  ", "needs a reason"),
        (1, 1, Decimal(0), 0, "premio", "must change VP or MP"),
        (1, 1, Decimal(0), 12, "premio", "MP are multiples of 5: 12 is not"),
        (1, 3, Decimal(1), 0, "premio", r"counts after a round that is made \(rounds 1 to 2 are made\)"),
        (1, 0, Decimal(1), 0, "premio", "not after round 0"),
    ],
)
def test_an_adjustment_that_breaks_a_rule_is_refused(
    db: Database,
    tournament_id: int,
    pair: int,
    after_round: int,
    vp: Decimal,
    mp: int,
    reason: str,
    message: str,
) -> None:
    with pytest.raises(RuleError, match=message):
        adjustments.add_adjustment(db, tournament_id, pair, after_round, vp=vp, mp=mp, reason=reason)
    assert adjustments.list_adjustments(db, tournament_id) == []


def test_an_adjustment_for_an_unknown_pair_is_not_found(db: Database, tournament_id: int) -> None:
    with pytest.raises(NotFoundError, match="no pair 9"):
        adjustments.add_adjustment(db, tournament_id, 9, 1, vp=Decimal(1), reason="premio")


def test_removing_an_adjustment_keeps_it_in_the_audit_log(db: Database, tournament_id: int) -> None:
    stored = adjustments.add_adjustment(db, tournament_id, 2, 1, vp=Decimal("0.5"), reason="fair play")
    with pytest.raises(RuleError, match="needs a reason"):
        adjustments.remove_adjustment(db, tournament_id, stored.id, reason="")
    removed = adjustments.remove_adjustment(db, tournament_id, stored.id, reason="assegnato per errore")
    assert removed == stored.adjustment
    assert adjustments.list_adjustments(db, tournament_id) == []
    assert {row.pair: row.vp for row in take_standings(db, tournament_id).rows}[2] == 7
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.reason, entry.old["vp"]) == (
        "remove adjustment",
        "assegnato per errore",
        "0.5",
    )
    with pytest.raises(NotFoundError, match=f"no adjustment {stored.id}"):
        adjustments.remove_adjustment(db, tournament_id, stored.id, reason="di nuovo")
