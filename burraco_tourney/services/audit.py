"""The audit log: every change keeps when, which station, the action's code, what it changed (round, table,
deal, pair), the old and new values, and why.

Entries are data: the window and the command line word the action and the place in the user's language from
the codes and numbers; nothing reads numbers back out of a text.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import AuditRow, TournamentRow
from burraco_tourney.services.lookup import tournament_row
from burraco_tourney.services.transaction import actor, reading, utc_now

__all__ = ["AuditAction", "AuditEntry", "audit_log", "record", "subject_text"]


class AuditAction(StrEnum):
    """The code of each audited action, as stored (the values earlier versions wrote, kept)."""

    SAVE_DEALS = "save deals"
    CORRECT_DEALS = "correct deals"
    CORRECT_DEAL = "correct deal"
    DELETE_DEALS = "delete deals"
    CLEAR_DEALS = "clear deals"
    CONVERT_QUICK_SHEET = "convert quick sheet"
    SET_ARTIFICIAL_RESULT = "set artificial result"
    CLEAR_ARTIFICIAL_RESULT = "clear artificial result"
    ADD_ADJUSTMENT = "add adjustment"
    REMOVE_ADJUSTMENT = "remove adjustment"
    REGISTER_PAIR = "register pair"
    LATE_ENTRY = "late entry"
    EDIT_PAIR = "edit pair"
    WITHDRAW_PAIR = "withdraw pair"
    REINSTATE_PAIR = "reinstate pair"
    REMOVE_PAIR = "remove pair"
    RESTORE_PAIR = "restore pair"
    CREATE_TOURNAMENT = "create tournament"
    IMPORT_TOURNAMENT = "import tournament"
    CHANGE_SETTINGS = "change settings"
    STORE_ROUND = "store round"
    DELETE_ROUND = "delete round"
    SWAP_PAIRS = "swap pairs"
    SWAP_TABLES = "swap tables"
    START_CLOCK = "start clock"
    PAUSE_CLOCK = "pause clock"
    RESUME_CLOCK = "resume clock"
    EXTEND_CLOCK = "extend clock"
    TABLE_EXTRA_TIME = "table extra time"
    FINISH_CLOCK = "finish clock"
    FORM_GROUPS = "form groups"
    UNDO_GROUPS = "undo groups"
    CLEAR_GROUPS = "clear groups"
    # Sheets from the tables' phones (services.table_entry): the director's actions on them.
    REJECT_TABLE_SHEET = "reject table sheet"
    OPEN_TABLE_ENTRY = "open table entry"
    CLOSE_TABLE_ENTRY = "close table entry"


# Actions on a round's clock (a table given there is the table's extra time, not its sheet).
CLOCK_ACTIONS = frozenset(
    {
        AuditAction.START_CLOCK,
        AuditAction.PAUSE_CLOCK,
        AuditAction.RESUME_CLOCK,
        AuditAction.EXTEND_CLOCK,
        AuditAction.TABLE_EXTRA_TIME,
        AuditAction.FINISH_CLOCK,
    }
)
TOURNAMENT_ACTIONS = frozenset(
    {AuditAction.CREATE_TOURNAMENT, AuditAction.IMPORT_TOURNAMENT, AuditAction.CHANGE_SETTINGS}
)


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One recorded change. `who` is the station's name (or the computer's user name where none was given);
    `round`, `table`, `deal` and `pair` say what it changed (None where it is not about one); `other` is the
    second pair or table of a swap. `legacy_what` is the English text entries made before version 0005 kept
    where their numbers could not be read into the columns (else empty)."""

    id: int
    at: datetime
    who: str
    action: str
    round: int | None
    table: int | None
    deal: int | None
    pair: int | None
    other: int | None
    old: Any
    new: Any
    reason: str
    legacy_what: str = ""

    @property
    def station(self) -> str:
        return self.who

    @property
    def what(self) -> str:
        """What changed, in English and in the terms of the file ("round 2 table 4 deal 1"): for logs and
        tests. The window and the command line word it from the numbers (ui/models/sheet_audit.py)."""
        return subject_text(self)


def subject_text(entry: AuditEntry) -> str:
    if entry.action in TOURNAMENT_ACTIONS:
        return "tournament"
    parts: list[str] = []
    if entry.action == AuditAction.SWAP_PAIRS:
        return f"round {entry.round} pairs {entry.pair} and {entry.other}"
    if entry.action == AuditAction.SWAP_TABLES:
        return f"round {entry.round} tables {entry.table} and {entry.other}"
    if entry.pair is not None:
        parts.append(f"pair {entry.pair}")
        if entry.round is not None:
            parts.append(f"after round {entry.round}")
        return " ".join(parts)
    for word, number in (("round", entry.round), ("table", entry.table), ("deal", entry.deal)):
        if number is not None:
            parts.append(f"{word} {number}")
    if entry.action in CLOCK_ACTIONS:
        parts.append("clock")
    return " ".join(parts) or entry.legacy_what


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
