"""A director's VP/MP awards and penalties to one pair (e.g. two warnings = −1 VP), each with a reason."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import select

from burraco_tourney.domain import rules
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Adjustment
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import AdjustmentRow, PairRow
from burraco_tourney.services.audit import record
from burraco_tourney.services.errors import NotFoundError, RuleError
from burraco_tourney.services.lookup import last_round_number, pair_row, tournament_row
from burraco_tourney.services.transaction import reading, utc_now, writing

__all__ = ["StoredAdjustment", "add_adjustment", "list_adjustments", "remove_adjustment"]


@dataclass(frozen=True, slots=True)
class StoredAdjustment:
    """An adjustment with the id that names it for removal."""

    id: int
    adjustment: Adjustment


def list_adjustments(db: Database, tournament_id: int) -> list[StoredAdjustment]:
    with reading(db) as session:
        tournament_row(session, tournament_id)
        return [
            StoredAdjustment(adjustment_id, adjustment)
            for adjustment_id, adjustment in repositories.load_adjustments(session, tournament_id).items()
        ]


def add_adjustment(
    db: Database,
    tournament_id: int,
    pair: int,
    after_round: int,
    *,
    vp: Decimal | int = 0,
    mp: int = 0,
    reason: str,
    who: str | None = None,
) -> StoredAdjustment:
    """Award (positive) or take away (negative) VP and/or MP from one pair, counting in the standings from
    `after_round` on. The opponents' scores do not change; MP add to the pair's MP difference."""
    vp = Decimal(vp)
    if not reason.strip():
        raise RuleError(Problem.of("adjustment.needs_reason"))
    if vp == 0 and mp == 0:
        raise RuleError(Problem.of("adjustment.changes_nothing"))
    if mp % 5:
        raise RuleError(Problem.of("adjustment.mp_not_multiple_of_5", mp=mp))
    if too_long := rules.reason_problems(reason):
        raise RuleError(too_long)
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row = pair_row(session, tournament_id, pair)
        last = last_round_number(session, tournament_id)
        if not 1 <= after_round <= last:
            if last:
                refused = Problem.of("adjustment.round_not_made", round=after_round, last=last)
            else:
                refused = Problem.of("adjustment.no_round_made", round=after_round)
            raise RuleError(refused)
        stored = AdjustmentRow(
            tournament_id=tournament_id,
            pair_id=row.id,
            after_round=after_round,
            vp=vp,
            mp=mp,
            reason=reason,
            created_at=utc_now(),
        )
        session.add(stored)
        session.flush()
        adjustment = Adjustment(pair, after_round, vp, mp, reason)
        record(
            session,
            tournament_id,
            who=who,
            action="add adjustment",
            pair=pair,
            round=after_round,
            new=_adjustment_json(adjustment),
            reason=reason,
        )
        return StoredAdjustment(stored.id, adjustment)


def remove_adjustment(
    db: Database, tournament_id: int, adjustment_id: int, *, reason: str, who: str | None = None
) -> Adjustment:
    """Take an adjustment back (it stays in the audit log with the reason for removing it)."""
    if not reason.strip():
        raise RuleError(Problem.of("adjustment.remove_needs_reason"))
    with writing(db) as session:
        tournament_row(session, tournament_id)
        found = session.execute(
            select(AdjustmentRow, PairRow.number)
            .join(PairRow, PairRow.id == AdjustmentRow.pair_id)
            .where(AdjustmentRow.id == adjustment_id, AdjustmentRow.tournament_id == tournament_id)
        ).first()
        if found is None:
            raise NotFoundError(Problem.of("adjustment.not_found", adjustment=adjustment_id))
        row, pair = found
        adjustment = Adjustment(pair, row.after_round, row.vp, row.mp, row.reason)
        session.delete(row)
        record(
            session,
            tournament_id,
            who=who,
            action="remove adjustment",
            pair=pair,
            round=adjustment.after_round,
            old=_adjustment_json(adjustment),
            reason=reason,
        )
        return adjustment


def _adjustment_json(adjustment: Adjustment) -> dict[str, Any]:
    return {
        "pair": adjustment.pair,
        "after_round": adjustment.after_round,
        "vp": str(adjustment.vp),
        "mp": adjustment.mp,
        "reason": adjustment.reason,
    }
