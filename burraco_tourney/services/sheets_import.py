"""Saving a round's score sheets from a file (io.sheets_file, `burraco-tourney sheets import`): all tables or
none, in one transaction.

Each table is checked and saved exactly as a sheet saved in the window (services.scores.save_deals_in /
save_totals_in: the number of deals, every check of a deal or of the totals, warnings to confirm, the audit
log, at most ten statements a table). Every table is tried, so that one refusal lists the problems of all
of them; then, if any table was refused, nothing is saved. Each problem is placed at its JSON path in the
file (`("tables", 2, "deals", 1, "ns", "cards")`), not at the round's table.

A table that already has a sheet:
- the same sheet (a second keying that agrees, a file imported twice): left as it is, and counted;
- a different one: refused (`sheets_import.already_entered`), unless the director asks to replace
  (`replace=True`, with a reason): a correction, audited as one ("correct deals", the old sheet kept).
So a second keying imported over the first says exactly which tables differ, and changes nothing.

A sheet that names its pairs (`ns`, `ew`) must name the pairs of the round's table: a sheet keyed at the
wrong table is the commonest slip of a scoring room. The round's other tables may wait for their sheets.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from burraco_tourney.domain.problems import PathPart, Problem
from burraco_tourney.domain.profiles import semi_clean_as_dirty
from burraco_tourney.io.sheets_file import RoundSheets, TableSheet
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import PairRow, TableRow, TournamentRow
from burraco_tourney.services.errors import ServiceError, WarningsNotConfirmedError, table_path
from burraco_tourney.services.lookup import round_row, tournament_row
from burraco_tourney.services.scores import TableSave, save_deals_in, save_totals_in
from burraco_tourney.services.transaction import writing

__all__ = ["SheetsImportRefusedError", "SheetsImported", "import_sheets"]


class SheetsImportRefusedError(ServiceError):
    """Some sheets of the file were refused: every problem, placed at its JSON path in the file. Nothing
    was saved."""


@dataclass(frozen=True, slots=True)
class SheetsImported:
    """What an import did: the tables saved for the first time, replaced (corrections), left as they were
    (already saved the same), the round's tables still waiting for a sheet, the warnings confirmed (at their
    JSON paths), the later Danish/Swiss rounds paired on the old standings, the round after which the
    groups were formed when these sheets change the standings they were formed on (None otherwise), and the
    revision after it (None when nothing changed)."""

    round: int
    saved: tuple[int, ...]
    replaced: tuple[int, ...]
    unchanged: tuple[int, ...]
    waiting: tuple[int, ...]
    warnings: tuple[Problem, ...]
    later_pairings: tuple[int, ...]
    revision: int | None
    groups_formed_after: int | None = None


def import_sheets(
    db: Database,
    tournament_id: int,
    sheets: RoundSheets,
    *,
    confirm_warnings: bool = False,
    replace: bool = False,
    reason: str | None = None,
    who: str | None = None,
) -> SheetsImported:
    """Save the sheets of one round, all or none (see the module). Refusals: SheetsImportRefusedError
    (every blocking problem of every table), WarningsNotConfirmedError (every warning, when no problem
    blocks; import again with `confirm_warnings=True`), NotFoundError (the tournament)."""
    reason = (reason or "").strip() or None
    if replace and reason is None:
        raise SheetsImportRefusedError(Problem.of("sheets_import.replace_needs_reason"))
    with writing(db) as session:
        tournament = tournament_row(
            session, tournament_id
        )  # first: it locks the tournament (services.lookup)
        scoring = repositories.settings_from_columns(
            {column.key: getattr(tournament, column.key) for column in TournamentRow.__table__.columns}
        ).scoring
        try:
            round_ = round_row(session, tournament_id, sheets.round)
        except ServiceError as error:
            raise SheetsImportRefusedError([p.under("round") for p in error.problems]) from None
        ns_pair, ew_pair = aliased(PairRow), aliased(PairRow)
        rows = {
            row.number: (row, ns, ew)
            for row, ns, ew in session.execute(
                select(TableRow, ns_pair.number, ew_pair.number)
                .join(ns_pair, ns_pair.id == TableRow.ns_pair_id)
                .join(ew_pair, ew_pair.id == TableRow.ew_pair_id)
                .where(TableRow.round_id == round_.id)
            )
        }
        stored = repositories.load_deals(session, [row.id for row, _, _ in rows.values()])
        blocking: list[Problem] = []
        warnings: list[Problem] = []
        saved: list[int] = []
        replaced: list[int] = []
        unchanged: list[int] = []
        later: tuple[int, ...] = ()
        revision: int | None = None
        groups_formed_after: int | None = None
        for index, sheet in enumerate(sheets.tables):
            at: tuple[PathPart, ...] = ("tables", index)
            found = rows.get(sheet.table)
            if found is None:
                blocking.append(
                    Problem.of(
                        "sheets_import.table_not_in_round",
                        path=(*at, "table"),
                        round=sheets.round,
                        table=sheet.table,
                        tables=len(rows),
                    )
                )
                continue
            row, ns, ew = found
            # Semi-clean burracos the rules do not have are counted as dirty: a warning to confirm, as
            # every other of a sheets import (docs/rules.md).
            deals, counted = semi_clean_as_dirty(sheet.deals, scoring)
            sheet = dataclasses.replace(sheet, deals=deals)
            if (sheet.ns is not None and sheet.ns != ns) or (sheet.ew is not None and sheet.ew != ew):
                blocking.append(
                    Problem.of(
                        "sheets_import.pairs_differ",
                        path=at,
                        ns=sheet.ns if sheet.ns is not None else ns,
                        ew=sheet.ew if sheet.ew is not None else ew,
                        round=sheets.round,
                        round_ns=ns,
                        round_ew=ew,
                    )
                )
                continue
            old_deals = stored.get(row.id, ())
            old_totals = (
                None if row.totals_ns is None or row.totals_ew is None else (row.totals_ns, row.totals_ew)
            )
            entered = bool(old_deals) or old_totals is not None
            if entered and (old_deals, old_totals) == (sheet.deals, sheet.totals):
                unchanged.append(sheet.table)
                continue
            warnings.extend(note.under(*at) for note in counted)
            if entered and not replace:
                # Refused; its sheet is still checked below, so that one run lists every problem of the file
                # (what that saves is rolled back with the rest).
                blocking.append(Problem.of("sheets_import.already_entered", path=at))
            try:
                # The reason is a correction's: a table saved for the first time has none.
                why = (reason or "checked only") if entered else None
                done = _save(session, tournament_id, sheets.round, sheet, confirm_warnings, why, who)
            except WarningsNotConfirmedError as error:
                warnings.extend(_placed(p, sheets.round, sheet.table, at) for p in error.problems)
                continue
            except ServiceError as error:
                blocking.extend(_placed(p, sheets.round, sheet.table, at) for p in error.problems)
                continue
            (replaced if entered else saved).append(sheet.table)
            warnings.extend(_placed(p, sheets.round, sheet.table, at) for p in done.warnings)
            later, revision = done.later_pairings, done.revision
            groups_formed_after = done.groups_formed_after
        # Raising here rolls back every table saved above: all or none.
        if blocking:
            raise SheetsImportRefusedError(blocking)
        if warnings and not confirm_warnings:
            raise WarningsNotConfirmedError(warnings)
        given = {sheet.table for sheet in sheets.tables}
        waiting = tuple(
            number
            for number, (row, _, _) in sorted(rows.items())
            if number not in given
            and not stored.get(row.id)
            and row.totals_ns is None
            and row.vp_override_ns is None
        )
        return SheetsImported(
            sheets.round,
            tuple(saved),
            tuple(replaced),
            tuple(unchanged),
            waiting,
            tuple(warnings),
            later,
            revision,
            groups_formed_after,
        )


def _save(
    session: Session,
    tournament_id: int,
    round_number: int,
    sheet: TableSheet,
    confirm_warnings: bool,
    reason: str | None,
    who: str | None,
) -> TableSave:
    if sheet.totals is not None:
        ns_mp, ew_mp = sheet.totals
        return save_totals_in(
            session,
            tournament_id,
            round_number,
            sheet.table,
            ns_mp,
            ew_mp,
            confirm_warnings=confirm_warnings,
            reason=reason,
            who=who,
        )
    return save_deals_in(
        session,
        tournament_id,
        round_number,
        sheet.table,
        sheet.deals,
        confirm_warnings=confirm_warnings,
        reason=reason,
        who=who,
    )


_TOTALS_KEYS: dict[tuple[PathPart, ...], tuple[PathPart, ...]] = {
    ("ns", "total"): ("totals", 0),
    ("ew", "total"): ("totals", 1),
}


def _placed(problem: Problem, round_number: int, table_number: int, at: Sequence[PathPart]) -> Problem:
    """A sheet's problem, placed by the services at the round's table, placed at the file's entry instead
    (the number of deals at the entry's "deals")."""
    prefix = table_path(round_number, table_number)
    path = problem.path
    if path[: len(prefix)] == prefix:
        rest = path[len(prefix) :]
        if problem.code == "sheet.deal_count" and not rest:
            rest = ("deals",)
        # Totals are checked as each line's total ("ns.total", as on the sheet); the file has a table's
        # as "totals": [NS, EW] and a deal's as "ns_total" (as domain.rules places them in the file).
        rest = _TOTALS_KEYS.get(tuple(rest), tuple(rest))
        if rest[-2:] in (("ns", "total"), ("ew", "total")):
            rest = (*rest[:-2], f"{rest[-2]}_total")
        path = (*at, *rest)
    return Problem(problem.code, problem.severity, path, problem.params)
