"""The audit log: every change keeps when, who, what, the old and new values, and why."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import AuditRow, TournamentRow
from burraco_tourney.services.lookup import tournament_row
from burraco_tourney.services.transaction import reading, utc_now


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One recorded change: `what` names the thing in a director's words ("round 2 table 4 deal 1")."""

    id: int
    at: datetime
    who: str
    action: str
    what: str
    old: Any
    new: Any
    reason: str


def record(
    session: Session,
    tournament_id: int,
    *,
    who: str,
    action: str,
    what: str,
    old: Any = None,
    new: Any = None,
    reason: str = "",
) -> int:
    """Add an audit entry and move the tournament's revision on; returns the new revision.

    Every service that changes a tournament calls this inside its transaction, so the revision (which tells a
    cached copy it is stale) can never miss a change.
    """
    now = utc_now()
    session.add(
        AuditRow(
            tournament_id=tournament_id,
            at=now,
            who=who,
            action=action,
            what=what,
            old=old,
            new=new,
            reason=reason,
        )
    )
    revision = session.scalar(
        update(TournamentRow)
        .where(TournamentRow.id == tournament_id)
        .values(revision=TournamentRow.revision + 1, updated_at=now)
        .returning(TournamentRow.revision)
    )
    assert revision is not None, "the caller checked that the tournament exists"
    return int(revision)


def audit_log(db: Database, tournament_id: int, *, limit: int | None = None) -> list[AuditEntry]:
    """The tournament's changes, newest first (`limit` of them, or all)."""
    with reading(db) as session:
        tournament_row(session, tournament_id)
        query = (
            select(AuditRow)
            .where(AuditRow.tournament_id == tournament_id)
            .order_by(AuditRow.id.desc())
            .limit(limit)
        )
        return [
            AuditEntry(row.id, row.at, row.who, row.action, row.what, row.old, row.new, row.reason)
            for row in session.scalars(query)
        ]
