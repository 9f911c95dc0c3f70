"""Entering a table's deals, correcting a saved deal, and artificial results set by the director."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import delete, or_, select, update
from sqlalchemy.orm import Session

from burraco_tourney.domain.problems import PathPart, Problem
from burraco_tourney.domain.scoring import Deal, deal_totals, round_mp
from burraco_tourney.domain.tournament import Table, TournamentSettings
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import AuditRow, DealRow, RoundRow, TableRow, TournamentRow
from burraco_tourney.services.audit import record
from burraco_tourney.services.errors import (
    DealsRejectedError,
    NotFoundError,
    RuleError,
    StaleTableError,
    WarningsNotConfirmedError,
    table_path,
)
from burraco_tourney.services.lookup import round_row, table_row, tournament_row
from burraco_tourney.services.rules import STANDINGS_PAIRINGS, deal_problems, override_problems
from burraco_tourney.services.transaction import actor, reading, writing

__all__ = [
    "TableSave",
    "TableState",
    "clear_artificial_result",
    "clear_table_deals",
    "correct_deal",
    "get_table",
    "save_table_deals",
    "set_artificial_result",
    "take_deals",
]


@dataclass(frozen=True, slots=True)
class TableState:
    """A table as stored: its `version` (to detect a save made by someone else meanwhile) and, for an
    artificial result, the director's reason."""

    round: int
    table: Table
    version: int
    override_reason: str | None


@dataclass(frozen=True, slots=True)
class TableSave:
    """A table after a save.

    `warnings` are the confirmed warnings. `later_pairings` lists the Danish/Swiss rounds after this one that
    were already paired when this result changed: they were paired on the old standings. `revision` is the
    tournament's change counter after the save (see services.cache).
    """

    round: int
    table: Table
    version: int
    warnings: tuple[Problem, ...]
    later_pairings: tuple[int, ...]
    revision: int


def get_table(db: Database, tournament_id: int, round_number: int, table_number: int) -> TableState:
    with reading(db) as session:
        tournament_row(session, tournament_id)
        row = table_row(session, round_row(session, tournament_id, round_number), table_number)
        return TableState(
            round_number, repositories.load_table(session, row), row.version, row.override_reason
        )


def save_table_deals(
    db: Database,
    tournament_id: int,
    round_number: int,
    table_number: int,
    deals: Sequence[Deal],
    *,
    confirm_warnings: bool = False,
    reason: str | None = None,
    expected_version: int | None = None,
    who: str | None = None,
) -> TableSave:
    """Save every deal of a table's score sheet (as many as the tournament's deals per round).

    Blocking errors refuse the save and are all listed by deal and field (DealsRejectedError); warnings
    refuse it until confirmed (WarningsNotConfirmedError, then again with `confirm_warnings=True`). A table
    that already has deals is being corrected: that needs a `reason`, and the old deals go to the audit log.
    With `expected_version` (the version of the copy on screen), a save made after another station saved the
    table is refused (StaleTableError, showing what that station saved), never a silent overwrite.
    """
    with writing(db) as session:
        settings, round_, row = _locate(session, tournament_id, round_number, table_number, expected_version)
        where = f"round {round_number} table {table_number}"
        if len(deals) != settings.deals_per_round:
            raise RuleError(
                f"{where}: a round has {settings.deals_per_round} deals, but {len(deals)} were given "
                "(a deal that was not played is entered as not played)."
            )
        warnings = _checked(table_path(round_number, table_number), deals, settings, confirm_warnings)
        old = repositories.load_deals(session, [row.id]).get(row.id, ())
        correcting = bool(old)
        if correcting and not (reason and reason.strip()):
            raise RuleError(
                f"{where} already has its deals: changing them is a correction and needs a reason."
            )
        if correcting and tuple(deals) == old:
            raise RuleError(f"{where}: the deals are the same as those saved; nothing to change.")
        session.execute(delete(DealRow).where(DealRow.table_id == row.id))
        repositories.insert_deals(session, row.id, deals)
        row.version += 1
        revision = record(
            session,
            tournament_id,
            who=actor(who),
            action="correct deals" if correcting else "save deals",
            what=where,
            old=[repositories.deal_to_json(d) for d in old] if correcting else None,
            new=[repositories.deal_to_json(d) for d in deals],
            reason=reason or "",
        )
        return _saved(session, round_, row, warnings, revision)


def clear_table_deals(
    db: Database,
    tournament_id: int,
    round_number: int,
    table_number: int,
    *,
    reason: str,
    expected_version: int | None = None,
    who: str | None = None,
) -> TableSave:
    """Clear a table's saved score sheet: the table waits for its sheet again (e.g. a round made by mistake,
    or the sheet of another table entered here).

    Allowed for any round, since it is a correction: it needs a reason, and the audit log keeps the deals
    cleared. An artificial result, a decision of its own, stays. The result says which later Danish/Swiss
    rounds were paired on the old standings; `expected_version` refuses a stale copy (StaleTableError).
    """
    where = f"round {round_number} table {table_number}"
    if not reason.strip():
        raise RuleError(f"Clearing the score sheet of {where} needs a reason, for the audit log.")
    with writing(db) as session:
        _settings, round_, row = _locate(session, tournament_id, round_number, table_number, expected_version)
        return take_deals(
            session,
            tournament_id,
            round_,
            row,
            action="clear deals",
            reason=reason.strip(),
            who=who,
            nothing=f"{where} has no saved sheet to clear.",
        )


def take_deals(
    session: Session,
    tournament_id: int,
    round_: RoundRow,
    row: TableRow,
    *,
    action: str,
    reason: str,
    who: str | None,
    nothing: str,
) -> TableSave:
    """Delete a table's saved deals, kept in the audit log under `action`: clearing a sheet, or undoing its
    first save (services.sheet_undo). The table waits for its sheet again; an artificial result stays.
    `nothing` is the refusal when the table has no deals."""
    old = repositories.load_deals(session, [row.id]).get(row.id, ())
    if not old:
        raise RuleError(nothing)
    session.execute(delete(DealRow).where(DealRow.table_id == row.id))
    row.version += 1
    revision = record(
        session,
        tournament_id,
        who=actor(who),
        action=action,
        what=f"round {round_.number} table {row.number}",
        old=[repositories.deal_to_json(d) for d in old],
        reason=reason,
    )
    return _saved(session, round_, row, (), revision)


def correct_deal(
    db: Database,
    tournament_id: int,
    round_number: int,
    table_number: int,
    deal_number: int,
    deal: Deal,
    *,
    reason: str,
    confirm_warnings: bool = False,
    expected_version: int | None = None,
    who: str | None = None,
) -> TableSave:
    """Replace one saved deal (numbered from 1). The reason is required; who, when, the old and the new deal
    and the reason are kept in the audit log. The result says which later Danish/Swiss rounds were paired
    on the old standings."""
    where = f"round {round_number} table {table_number} deal {deal_number}"
    if not reason.strip():
        raise RuleError(f"Correcting {where} needs a reason, for the audit log.")
    with writing(db) as session:
        settings, round_, row = _locate(session, tournament_id, round_number, table_number, expected_version)
        stored = session.scalar(
            select(DealRow).where(DealRow.table_id == row.id, DealRow.deal_number == deal_number)
        )
        if stored is None:
            raise NotFoundError(f"{where} has not been saved, so it cannot be corrected.")
        old = repositories.load_deals(session, [row.id])[row.id][deal_number - 1]
        if old == deal:
            raise RuleError(f"{where} is the same as the deal saved; nothing to change.")
        blocking, warnings = deal_problems([deal], settings.scoring)
        at = table_path(round_number, table_number)
        renumbered_blocking = [_renumbered(p, deal_number).under(*at) for p in blocking]
        renumbered_warnings = [_renumbered(p, deal_number).under(*at) for p in warnings]
        if renumbered_blocking:
            raise DealsRejectedError(renumbered_blocking)
        if renumbered_warnings and not confirm_warnings:
            raise WarningsNotConfirmedError(renumbered_warnings)
        session.execute(
            update(DealRow).where(DealRow.id == stored.id).values(**repositories.deal_columns(deal))
        )
        row.version += 1
        revision = record(
            session,
            tournament_id,
            who=actor(who),
            action="correct deal",
            what=where,
            old=repositories.deal_to_json(old),
            new=repositories.deal_to_json(deal),
            reason=reason,
        )
        return _saved(session, round_, row, tuple(renumbered_warnings), revision)


def set_artificial_result(
    db: Database,
    tournament_id: int,
    round_number: int,
    table_number: int,
    ns_vp: Decimal,
    ew_vp: Decimal,
    *,
    reason: str,
    expected_version: int | None = None,
    who: str | None = None,
) -> TableSave:
    """Give a table VP set by the director (e.g. a table that could not play). The deals entered, if any,
    keep counting for MP; the VP of the scale are replaced."""
    where = f"round {round_number} table {table_number}"
    if not reason.strip():
        raise RuleError(f"An artificial result for {where} needs a reason.")
    ns_vp, ew_vp = Decimal(ns_vp), Decimal(ew_vp)
    with writing(db) as session:
        settings, round_, row = _locate(session, tournament_id, round_number, table_number, expected_version)
        problems = override_problems(ns_vp, ew_vp, settings.vp_scale)
        if problems:
            raise RuleError(f"{where}: " + "; ".join(problems) + ".")
        old = _override_json(row)
        row.vp_override_ns, row.vp_override_ew, row.override_reason = ns_vp, ew_vp, reason
        row.version += 1
        revision = record(
            session,
            tournament_id,
            who=actor(who),
            action="set artificial result",
            what=where,
            old=old,
            new=_override_json(row),
            reason=reason,
        )
        return _saved(session, round_, row, (), revision)


def clear_artificial_result(
    db: Database,
    tournament_id: int,
    round_number: int,
    table_number: int,
    *,
    reason: str,
    expected_version: int | None = None,
    who: str | None = None,
) -> TableSave:
    """Take back an artificial result: the table's VP come from its deals again."""
    where = f"round {round_number} table {table_number}"
    if not reason.strip():
        raise RuleError(f"Clearing the artificial result of {where} needs a reason.")
    with writing(db) as session:
        _settings, round_, row = _locate(session, tournament_id, round_number, table_number, expected_version)
        if row.vp_override_ns is None:
            raise RuleError(f"{where} has no artificial result.")
        old = _override_json(row)
        row.vp_override_ns = row.vp_override_ew = row.override_reason = None
        row.version += 1
        revision = record(
            session,
            tournament_id,
            who=actor(who),
            action="clear artificial result",
            what=where,
            old=old,
            reason=reason,
        )
        return _saved(session, round_, row, (), revision)


def _locate(
    session: Session, tournament_id: int, round_number: int, table_number: int, expected_version: int | None
) -> tuple[TournamentSettings, RoundRow, TableRow]:
    # The tournament's row first, which locks it (services.lookup): a save made meanwhile at another station
    # is committed before the version below is read, so the comparison is exact.
    settings = _settings(session, tournament_id)
    round_ = round_row(session, tournament_id, round_number)
    row = table_row(session, round_, table_number)
    if expected_version is not None and row.version != expected_version:
        raise _stale(session, settings, round_, row, expected_version)
    return settings, round_, row


def _stale(
    session: Session, settings: TournamentSettings, round_: RoundRow, row: TableRow, expected_version: int
) -> StaleTableError:
    """The refusal of a save made on a stale copy, showing what the other station saved, who and when."""
    where = f"round {round_.number} table {row.number}"
    table = repositories.load_table(session, row)
    last = session.execute(
        select(AuditRow.who, AuditRow.at)
        .where(
            AuditRow.tournament_id == round_.tournament_id,
            or_(AuditRow.what == where, AuditRow.what.like(f"{where} deal %")),
        )
        .order_by(AuditRow.id.desc())
        .limit(1)
    ).first()
    by = f" by {last.who} at {last.at:%H:%M:%S} UTC" if last is not None else ""
    return StaleTableError(
        f"Round {round_.number} table {row.number} was saved elsewhere meanwhile{by} (version {row.version}, "
        f"this copy is version {expected_version}). Saved there: {_sheet_text(table, settings)}. "
        "Your entry was not saved: reload the table to see that sheet, then enter your change again if it "
        "is still needed.",
        table=table,
        version=row.version,
        saved_by=None if last is None else last.who,
        saved_at=None if last is None else last.at,
    )


def _sheet_text(table: Table, settings: TournamentSettings) -> str:
    """A table's stored result in a line: each deal's totals, the MP, an artificial result."""
    if not table.deals and table.vp_override is None:
        return "no deals"
    parts = []
    for number, deal in enumerate(table.deals, start=1):
        ns, ew = deal_totals(deal, settings.scoring)
        parts.append(f"deal {number} ({deal.end.value.replace('_', ' ')}) NS {ns}, EW {ew}")
    if table.deals:
        ns_mp, ew_mp = round_mp(table.deals, settings.scoring)
        parts.append(f"total NS {ns_mp}, EW {ew_mp}")
    if table.vp_override is not None:
        parts.append(f"artificial result NS {table.vp_override[0]} VP, EW {table.vp_override[1]} VP")
    return "; ".join(parts)


def _settings(session: Session, tournament_id: int) -> TournamentSettings:
    row = tournament_row(session, tournament_id)
    return repositories.settings_from_columns(
        {column.key: getattr(row, column.key) for column in TournamentRow.__table__.columns}
    )


def _checked(
    at: tuple[PathPart, ...], deals: Sequence[Deal], settings: TournamentSettings, confirm_warnings: bool
) -> tuple[Problem, ...]:
    blocking, warnings = deal_problems(deals, settings.scoring)
    if blocking:
        raise DealsRejectedError([problem.under(*at) for problem in blocking])
    if warnings and not confirm_warnings:
        raise WarningsNotConfirmedError([problem.under(*at) for problem in warnings])
    return tuple(warnings)


def _renumbered(problem: Problem, deal_number: int) -> Problem:
    """A problem of the one deal checked, placed at that deal of the table (numbered from 1)."""
    path = ("deals", deal_number - 1, *problem.path[2:])
    return Problem(problem.code, problem.severity, path, problem.params)


def _saved(
    session: Session, round_: RoundRow, row: TableRow, warnings: tuple[Problem, ...], revision: int
) -> TableSave:
    session.flush()
    later = tuple(
        session.scalars(
            select(RoundRow.number)
            .where(
                RoundRow.tournament_id == round_.tournament_id,
                RoundRow.number > round_.number,
                RoundRow.movement.in_(sorted(STANDINGS_PAIRINGS)),
            )
            .order_by(RoundRow.number)
        )
    )
    return TableSave(
        round_.number, repositories.load_table(session, row), row.version, warnings, later, revision
    )


def _override_json(row: TableRow) -> Any:
    if row.vp_override_ns is None or row.vp_override_ew is None:
        return None
    return {"vp": [str(row.vp_override_ns), str(row.vp_override_ew)], "reason": row.override_reason}
