"""The audit log: every change keeps when, which station, the action's code, what it changed (round, table,
deal, pair), the old and new values, and why. The entries themselves are domain data (domain/audit.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from burraco_tourney.domain.audit import (
    CLOCK_ACTIONS,
    CORRECTION_ACTIONS,
    TOURNAMENT_ACTIONS,
    AuditAction,
    AuditEntry,
    score_corrections,
    subject_text,
)
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import AuditRow, TournamentRow
from burraco_tourney.services.lookup import tournament_row
from burraco_tourney.services.transaction import actor, reading, utc_now

__all__ = [
    "CLOCK_ACTIONS",
    "CORRECTION_ACTIONS",
    "TOURNAMENT_ACTIONS",
    "AuditAction",
    "AuditEntry",
    "audit_log",
    "corrections",
    "record",
    "subject_text",
]


def record(
    session: Session,
    tournament_id: int,
    *,
    action: str,
    who: str | None = None,
    round: int | None = None,
    table: int | None = None,
    deal: int | None = None,
    pair: int | None = None,
    other: int | None = None,
    old: Any = None,
    new: Any = None,
    reason: str = "",
) -> int:
    """Add an audit entry and move the tournament's revision on; returns the new revision.

    `who` is the station: the name given, else the one the database was told (Database.station), else the
    computer's user name. Every service that changes a tournament calls this inside its transaction, so the
    revision (which tells a cached copy it is stale) can never miss a change.
    """
    now = utc_now()
    session.add(
        AuditRow(
            tournament_id=tournament_id,
            at=now,
            who=actor(who, session),
            action=str(action),
            what="",
            round_number=round,
            table_number=table,
            deal_number=deal,
            pair_number=pair,
            other_number=other,
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


def _entry(row: AuditRow) -> AuditEntry:
    structured = any(
        value is not None
        for value in (row.round_number, row.table_number, row.deal_number, row.pair_number, row.other_number)
    )
    return AuditEntry(
        row.id,
        row.at,
        row.who,
        row.action,
        row.round_number,
        row.table_number,
        row.deal_number,
        row.pair_number,
        row.other_number,
        row.old,
        row.new,
        row.reason,
        "" if structured else row.what,
    )


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
        return [_entry(row) for row in session.scalars(query)]


def corrections(db: Database, tournament_id: int) -> tuple[AuditEntry, ...]:
    """The corrections of the tournament's saved scores, oldest first, as the printouts list them
    (domain.audit.score_corrections)."""
    return score_corrections(audit_log(db, tournament_id))
