"""Entering a table's deals, correcting a saved deal, and artificial results set by the director.

A scoring room saves a sheet every few seconds, and on a server database every statement is a round trip:
each action here is one transaction of at most ten statements (tests/services/test_sheet_save_cost.py). The
table, its round, its pairs' numbers and the later rounds come in one query (`_locate`), the old deals in a
second, and the table returned is built from what was written instead of being read back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import and_, delete, select, update
from sqlalchemy.orm import Session, aliased

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import Deal, DealEnd, check_table_totals, deal_totals
from burraco_tourney.domain.tournament import Table, TournamentSettings
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import AuditRow, DealRow, PairRow, RoundRow, TableRow, TournamentRow
from burraco_tourney.services.audit import CLOCK_ACTIONS, record
from burraco_tourney.services.errors import (
    DealsRejectedError,
    NotFoundError,
    RuleError,
    StaleTableError,
    WarningsNotConfirmedError,
    table_path,
)
from burraco_tourney.services.lookup import round_row, table_row, tournament_row
from burraco_tourney.services.rules import (
    STANDINGS_PAIRINGS,
    deal_order_problems,
    deal_problems,
    override_problems,
)
from burraco_tourney.services.transaction import reading, writing

__all__ = [
    "TableSave",
    "TableState",
    "clear_artificial_result",
    "clear_table_deals",
    "correct_deal",
    "get_table",
    "save_deals_in",
    "save_table_deals",
    "save_table_totals",
    "save_totals_in",
    "set_artificial_result",
    "sheet_json",
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

    `warnings` are the confirmed warnings, placed at their round, table, deal and field. `later_pairings`
    lists the Danish/Swiss rounds after this one that were already paired when this result changed: they
    were paired on the old standings. `revision` is the tournament's change counter after the save (see
    services.cache).
    """

    round: int
    table: Table
    version: int
    warnings: tuple[Problem, ...]
    later_pairings: tuple[int, ...]
    revision: int
    # The round after which the groups were formed, when this table's round is not after it: the groups
    # were formed on the old standings (problem group.formed_on_old_standings words it); else None.
    groups_formed_after: int | None = None


@dataclass(slots=True)
class _Place:
    """A table found for a change: its rows, its pairs' numbers and the later rounds paired on standings."""

    settings: TournamentSettings
    round_: RoundRow
    row: TableRow
    ns: int
    ew: int
    later: tuple[int, ...]
    groups_formed_after: int | None  # the round after which the groups were formed, if they were

    @property
    def path(self) -> tuple[str | int, ...]:
        return table_path(self.round_.number, self.row.number)

    def table(self, deals: Sequence[Deal]) -> Table:
        """The table as it stands after the change, with these deals."""
        row = self.row
        override = (
            None
            if row.vp_override_ns is None or row.vp_override_ew is None
            else (row.vp_override_ns, row.vp_override_ew)
        )
        totals = None if row.totals_ns is None or row.totals_ew is None else (row.totals_ns, row.totals_ew)
        return Table(row.number, self.ns, self.ew, tuple(deals), override, totals)


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
        return save_deals_in(
            session,
            tournament_id,
            round_number,
            table_number,
            deals,
            confirm_warnings=confirm_warnings,
            reason=reason,
            expected_version=expected_version,
            who=who,
        )


def save_deals_in(
    session: Session,
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
    """save_table_deals inside the caller's write transaction (services.transaction.writing), so that
    several tables are saved all or none (services.sheets_import); the same checks, the same statements (at
    most ten a table). A refusal raised here has written nothing of this table."""
    place = _locate(session, tournament_id, round_number, table_number, expected_version)
    settings, row = place.settings, place.row
    if len(deals) != settings.deals_per_round:
        raise RuleError(
            Problem.of(
                "sheet.deal_count", path=place.path, expected=settings.deals_per_round, given=len(deals)
            )
        )
    warnings = _checked(place.path, deals, settings, confirm_warnings)
    old = repositories.load_deals(session, [row.id]).get(row.id, ())
    old_totals = _stored_totals(row)
    correcting = bool(old) or old_totals is not None
    if correcting and not (reason and reason.strip()):
        raise RuleError(Problem.of("sheet.correction_needs_reason", path=place.path))
    if correcting and tuple(deals) == old:
        raise RuleError(Problem.of("sheet.unchanged", path=place.path))
    if old:
        session.execute(delete(DealRow).where(DealRow.table_id == row.id))
    repositories.insert_deals(session, row.id, deals)
    row.totals_ns = row.totals_ew = None
    row.version += 1
    revision = record(
        session,
        tournament_id,
        who=who,
        action="correct deals" if correcting else "save deals",
        round=place.round_.number,
        table=place.row.number,
        old=sheet_json(old, old_totals) if correcting else None,
        new=sheet_json(deals, None),
        reason=reason or "",
    )
    return _saved(session, place, deals, warnings, revision)


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
    if not reason.strip():
        raise RuleError(Problem.of("sheet.clear_needs_reason", path=table_path(round_number, table_number)))
    with writing(db) as session:
        place = _locate(session, tournament_id, round_number, table_number, expected_version)
        return _take(
            session,
            place,
            action="clear deals",
            reason=reason.strip(),
            who=who,
            nothing=Problem.of("sheet.nothing_to_clear", path=place.path),
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
    nothing: Problem | str,
) -> TableSave:
    """Delete a table's saved deals, kept in the audit log under `action`: clearing a sheet, or undoing its
    first save (services.sheet_undo). The table waits for its sheet again; an artificial result stays.
    `nothing` is the refusal when the table has no deals."""
    table = repositories.load_table(session, row)
    later = _later_pairings(session, tournament_id, round_.number)
    settings, formed_after = _settings(session, tournament_id)
    place = _Place(settings, round_, row, table.ns, table.ew, later, formed_after)
    return _take(session, place, action=action, reason=reason, who=who, nothing=nothing)


def _take(
    session: Session, place: _Place, *, action: str, reason: str, who: str | None, nothing: Problem | str
) -> TableSave:
    row = place.row
    old = repositories.load_deals(session, [row.id]).get(row.id, ())
    old_totals = _stored_totals(row)
    if not old and old_totals is None:
        raise RuleError(nothing)
    session.execute(delete(DealRow).where(DealRow.table_id == row.id))
    row.totals_ns = row.totals_ew = None
    row.version += 1
    revision = record(
        session,
        place.round_.tournament_id,
        who=who,
        action=action,
        round=place.round_.number,
        table=place.row.number,
        old=sheet_json(old, old_totals),
        reason=reason,
    )
    return _saved(session, place, (), (), revision)


def save_table_totals(
    db: Database,
    tournament_id: int,
    round_number: int,
    table_number: int,
    ns_mp: int,
    ew_mp: int,
    *,
    confirm_warnings: bool = False,
    reason: str | None = None,
    expected_version: int | None = None,
    who: str | None = None,
) -> TableSave:
    """Save a table's score sheet entered as its totals only (NS MP, EW MP over the round's deals): scored
    as those totals entered deal by deal. Checked, confirmed, corrected and audited as save_table_deals
    (the audit log keeps `{"totals": [ns, ew]}`); the table's deals, if any, are replaced."""
    with writing(db) as session:
        return save_totals_in(
            session,
            tournament_id,
            round_number,
            table_number,
            ns_mp,
            ew_mp,
            confirm_warnings=confirm_warnings,
            reason=reason,
            expected_version=expected_version,
            who=who,
        )


def save_totals_in(
    session: Session,
    tournament_id: int,
    round_number: int,
    table_number: int,
    ns_mp: int,
    ew_mp: int,
    *,
    confirm_warnings: bool = False,
    reason: str | None = None,
    expected_version: int | None = None,
    who: str | None = None,
) -> TableSave:
    """save_table_totals inside the caller's write transaction, as save_deals_in."""
    totals = (ns_mp, ew_mp)
    place = _locate(session, tournament_id, round_number, table_number, expected_version)
    row = place.row
    problems = check_table_totals(totals, place.settings.deals_per_round)
    blocking = [p.under(*place.path) for p in problems if p.blocking]
    warnings = tuple(p.under(*place.path) for p in problems if not p.blocking)
    if blocking:
        raise DealsRejectedError(blocking)
    if warnings and not confirm_warnings:
        raise WarningsNotConfirmedError(list(warnings))
    old = repositories.load_deals(session, [row.id]).get(row.id, ())
    old_totals = _stored_totals(row)
    correcting = bool(old) or old_totals is not None
    if correcting and not (reason and reason.strip()):
        raise RuleError(Problem.of("sheet.correction_needs_reason", path=place.path))
    if correcting and old_totals == totals:
        raise RuleError(Problem.of("sheet.unchanged", path=place.path))
    if old:
        session.execute(delete(DealRow).where(DealRow.table_id == row.id))
    row.totals_ns, row.totals_ew = totals
    row.version += 1
    revision = record(
        session,
        tournament_id,
        who=who,
        action="correct deals" if correcting else "save deals",
        round=place.round_.number,
        table=row.number,
        old=sheet_json(old, old_totals) if correcting else None,
        new=sheet_json((), totals),
        reason=reason or "",
    )
    return _saved(session, place, (), warnings, revision)


def sheet_json(deals: Sequence[Deal], totals: tuple[int, int] | None) -> Any:
    """A table's sheet as the audit log keeps it: its deals, or `{"totals": [NS MP, EW MP]}`."""
    if totals is not None:
        return {"totals": list(totals)}
    return [repositories.deal_to_json(d) for d in deals]


def _stored_totals(row: TableRow) -> tuple[int, int] | None:
    return None if row.totals_ns is None or row.totals_ew is None else (row.totals_ns, row.totals_ew)


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
    at_deal = (*table_path(round_number, table_number), "deals", deal_number - 1)
    if not reason.strip():
        raise RuleError(Problem.of("sheet.deal_correction_needs_reason", path=at_deal))
    with writing(db) as session:
        place = _locate(session, tournament_id, round_number, table_number, expected_version)
        row = place.row
        deals = list(repositories.load_deals(session, [row.id]).get(row.id, ()))
        if not 1 <= deal_number <= len(deals):
            raise NotFoundError(Problem.of("sheet.deal_not_saved", path=at_deal))
        old = deals[deal_number - 1]
        if old == deal:
            raise RuleError(Problem.of("sheet.deal_unchanged", path=at_deal))
        blocking, warnings = deal_problems([deal], place.settings.scoring)
        blocking = [_at_deal(p, place.path, deal_number) for p in blocking]
        # The corrected deal among the others: their order (a time-out, deals not played) holds too.
        corrected = [*deals[: deal_number - 1], deal, *deals[deal_number:]]
        blocking += [p.under(*place.path) for p in deal_order_problems(corrected)]
        warnings = [_at_deal(p, place.path, deal_number) for p in warnings]
        if blocking:
            raise DealsRejectedError(blocking)
        if warnings and not confirm_warnings:
            raise WarningsNotConfirmedError(warnings)
        session.execute(
            update(DealRow)
            .where(DealRow.table_id == row.id, DealRow.deal_number == deal_number)
            .values(**repositories.deal_columns(deal))
        )
        deals[deal_number - 1] = deal
        row.version += 1
        revision = record(
            session,
            tournament_id,
            who=who,
            action="correct deal",
            round=place.round_.number,
            table=place.row.number,
            deal=deal_number,
            old=repositories.deal_to_json(old),
            new=repositories.deal_to_json(deal),
            reason=reason,
        )
        return _saved(session, place, deals, tuple(warnings), revision)


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
    if not reason.strip():
        raise RuleError(
            Problem.of("sheet.artificial_needs_reason", path=table_path(round_number, table_number))
        )
    ns_vp, ew_vp = Decimal(ns_vp), Decimal(ew_vp)
    with writing(db) as session:
        place = _locate(session, tournament_id, round_number, table_number, expected_version)
        row = place.row
        problems = override_problems(ns_vp, ew_vp, place.settings.vp_scale)
        if problems:
            raise RuleError([p.under(*place.path) for p in problems])
        deals = repositories.load_deals(session, [row.id]).get(row.id, ())
        old = _override_json(row)
        row.vp_override_ns, row.vp_override_ew, row.override_reason = ns_vp, ew_vp, reason
        row.version += 1
        revision = record(
            session,
            tournament_id,
            who=who,
            action="set artificial result",
            round=place.round_.number,
            table=place.row.number,
            old=old,
            new=_override_json(row),
            reason=reason,
        )
        return _saved(session, place, deals, (), revision)


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
    if not reason.strip():
        raise RuleError(
            Problem.of("sheet.clear_artificial_needs_reason", path=table_path(round_number, table_number))
        )
    with writing(db) as session:
        place = _locate(session, tournament_id, round_number, table_number, expected_version)
        row = place.row
        if row.vp_override_ns is None:
            raise RuleError(Problem.of("sheet.no_artificial_result", path=place.path))
        deals = repositories.load_deals(session, [row.id]).get(row.id, ())
        old = _override_json(row)
        row.vp_override_ns = row.vp_override_ew = row.override_reason = None
        row.version += 1
        revision = record(
            session,
            tournament_id,
            who=who,
            action="clear artificial result",
            round=place.round_.number,
            table=place.row.number,
            old=old,
            reason=reason,
        )
        return _saved(session, place, deals, (), revision)


def _locate(
    session: Session, tournament_id: int, round_number: int, table_number: int, expected_version: int | None
) -> _Place:
    # The tournament's row first, which locks it (services.lookup): a save made meanwhile at another station
    # is committed before the version below is read, so the comparison is exact.
    settings, formed_after = _settings(session, tournament_id)
    # One query: this round and every later one, the table (and its pairs' numbers) joined to this round only.
    ns_pair, ew_pair = aliased(PairRow), aliased(PairRow)
    found = session.execute(
        select(RoundRow, TableRow, ns_pair.number, ew_pair.number)
        .outerjoin(
            TableRow,
            and_(
                TableRow.round_id == RoundRow.id,
                RoundRow.number == round_number,
                TableRow.number == table_number,
            ),
        )
        .outerjoin(ns_pair, ns_pair.id == TableRow.ns_pair_id)
        .outerjoin(ew_pair, ew_pair.id == TableRow.ew_pair_id)
        .where(RoundRow.tournament_id == tournament_id, RoundRow.number >= round_number)
        .order_by(RoundRow.number)
    ).all()
    if not found or found[0][0].number != round_number or found[0][1] is None:
        # No such round or table: the lookups say which, in their words.
        table_row(session, round_row(session, tournament_id, round_number), table_number)
        raise AssertionError("the lookups refuse what the query did not find")
    round_, row, ns, ew = found[0]
    later = tuple(r.number for r, *_ in found[1:] if r.movement in STANDINGS_PAIRINGS)
    place = _Place(settings, round_, row, ns, ew, later, formed_after)
    if expected_version is not None and row.version != expected_version:
        raise _stale(session, place, expected_version)
    return place


def _later_pairings(session: Session, tournament_id: int, round_number: int) -> tuple[int, ...]:
    return tuple(
        session.scalars(
            select(RoundRow.number)
            .where(
                RoundRow.tournament_id == tournament_id,
                RoundRow.number > round_number,
                RoundRow.movement.in_(sorted(STANDINGS_PAIRINGS)),
            )
            .order_by(RoundRow.number)
        )
    )


def _stale(session: Session, place: _Place, expected_version: int) -> StaleTableError:
    """The refusal of a save made on a stale copy, showing what the other station saved, who and when."""
    round_, row = place.round_, place.row
    table = place.table(repositories.load_deals(session, [row.id]).get(row.id, ()))
    last = session.execute(
        select(AuditRow.who, AuditRow.at)
        .where(
            AuditRow.tournament_id == round_.tournament_id,
            AuditRow.round_number == round_.number,
            AuditRow.table_number == row.number,
            AuditRow.action.not_in(sorted(CLOCK_ACTIONS)),
        )
        .order_by(AuditRow.id.desc())
        .limit(1)
    ).first()
    if last is None:
        stale = Problem.of("sheet.stale", path=place.path, version=row.version, expected=expected_version)
    else:
        stale = Problem.of(
            "sheet.stale_by",
            path=place.path,
            version=row.version,
            expected=expected_version,
            saved_by=last.who,
            saved_at=f"{last.at:%H:%M:%S}",
        )
    return StaleTableError(
        [stale, *_sheet_problems(table, place)],
        table=table,
        version=row.version,
        saved_by=None if last is None else last.who,
        saved_at=None if last is None else last.at,
    )


def _sheet_problems(table: Table, place: _Place) -> list[Problem]:
    """A table's stored result as the lines of a refusal: each deal's totals, the MP, an artificial result."""
    scoring = place.settings.scoring
    if not table.has_result:
        return [Problem.of("sheet.saved_no_deals", path=place.path)]
    shown = []
    for index, deal in enumerate(table.deals):
        at = (*place.path, "deals", index)
        if deal.end is DealEnd.NOT_PLAYED:
            shown.append(Problem.of("sheet.saved_deal_not_played", path=at))
            continue
        ns, ew = deal_totals(deal, scoring)
        shown.append(Problem.of("sheet.saved_deal", path=at, ns=ns, ew=ew))
    if table.entered:
        ns_mp, ew_mp = table.mp(scoring)
        shown.append(Problem.of("sheet.saved_total", path=place.path, ns=ns_mp, ew=ew_mp))
    if table.vp_override is not None:
        ns_vp, ew_vp = table.vp_override
        shown.append(Problem.of("sheet.saved_artificial", path=place.path, ns=ns_vp, ew=ew_vp))
    return shown


def _settings(session: Session, tournament_id: int) -> tuple[TournamentSettings, int | None]:
    """The tournament's settings and the round after which its groups were formed (None: no groups), read
    from its row (which also locks it, see services.lookup): nothing of it is read again after the save."""
    row = tournament_row(session, tournament_id)
    settings = repositories.settings_from_columns(
        {column.key: getattr(row, column.key) for column in TournamentRow.__table__.columns}
    )
    formation = row.groups_formation
    return settings, formation["after_round"] if formation else None


def _checked(
    path: tuple[str | int, ...], deals: Sequence[Deal], settings: TournamentSettings, confirm_warnings: bool
) -> tuple[Problem, ...]:
    blocking, warnings = deal_problems(deals, settings.scoring)
    if blocking:
        raise DealsRejectedError([p.under(*path) for p in blocking])
    if warnings and not confirm_warnings:
        raise WarningsNotConfirmedError([p.under(*path) for p in warnings])
    return tuple(p.under(*path) for p in warnings)


def _at_deal(problem: Problem, path: tuple[str | int, ...], deal_number: int) -> Problem:
    """A problem of a one-deal sheet (deal index 0) placed at deal `deal_number` (from 1) of the table."""
    rest = problem.path[2:] if problem.path[:2] == ("deals", 0) else problem.path
    return Problem(problem.code, problem.severity, (*path, "deals", deal_number - 1, *rest), problem.params)


def _saved(
    session: Session, place: _Place, deals: Sequence[Deal], warnings: tuple[Problem, ...], revision: int
) -> TableSave:
    session.flush()
    after = place.groups_formed_after
    return TableSave(
        place.round_.number,
        place.table(deals),
        place.row.version,
        warnings,
        place.later,
        revision,
        after if after is not None and place.round_.number <= after else None,
    )


def _override_json(row: TableRow) -> Any:
    if row.vp_override_ns is None or row.vp_override_ew is None:
        return None
    return {"vp": [str(row.vp_override_ns), str(row.vp_override_ew)], "reason": row.override_reason}
