"""What undo needs beyond the other services: taking back a table's first sheet, or a registration."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import delete, func, or_, select
from sqlalchemy.orm import Session

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Pair
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import (
    AdjustmentRow,
    ByeRow,
    PairRow,
    PlayerRow,
    RoundRow,
    TableRow,
)
from burraco_tourney.services.audit import record
from burraco_tourney.services.errors import RuleError, StaleTableError, table_path
from burraco_tourney.services.lookup import pair_row, round_row, table_row, tournament_row
from burraco_tourney.services.rules import player_problems
from burraco_tourney.services.scores import TableSave, take_deals
from burraco_tourney.services.transaction import writing

__all__ = ["RemovedPair", "delete_table_deals", "remove_pair", "restore_pair"]


@dataclass(frozen=True, slots=True)
class RemovedPair:
    """A registration taken back: the pair and its lots draw, so that it can be put back exactly."""

    pair: Pair
    lots_draw: int | None


def delete_table_deals(
    db: Database,
    tournament_id: int,
    round_number: int,
    table_number: int,
    *,
    reason: str,
    expected_version: int | None = None,
    who: str | None = None,
) -> TableSave:
    """Take back every deal of a table's score sheet: the table waits for its sheet again.

    This is the undo of a table's first save; the deals go to the audit log with the reason. An artificial
    result, if any, stays. `expected_version` refuses the change when the table was saved elsewhere meanwhile.
    """
    at = table_path(round_number, table_number)
    if not reason.strip():
        raise RuleError(Problem.of("sheet.take_back_needs_reason", path=at))
    with writing(db) as session:
        tournament_row(session, tournament_id)
        round_ = round_row(session, tournament_id, round_number)
        row = table_row(session, round_, table_number)
        if expected_version is not None and row.version != expected_version:
            raise StaleTableError(
                Problem.of("sheet.saved_elsewhere", path=at, version=row.version, expected=expected_version),
                version=row.version,
            )
        return take_deals(
            session,
            tournament_id,
            round_,
            row,
            action="delete deals",
            reason=reason,
            who=who,
            nothing=Problem.of("sheet.nothing_to_take_back", path=at),
        )


def remove_pair(
    db: Database, tournament_id: int, number: int, *, reason: str, who: str | None = None
) -> RemovedPair:
    """Take back a registration (the undo of registering a pair or of a late entry).

    Refused once the pair is placed in a round, sits out one or has an adjustment: then it has a part in the
    tournament, and withdrawing it is the way. The registration stays in the audit log with the reason.
    """
    if not reason.strip():
        raise RuleError(Problem.of("pair.remove_needs_reason", pair=number))
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row = pair_row(session, tournament_id, number)
        _refuse_if_used(session, tournament_id, row)
        pair = repositories.load_pair(session, row)
        lots_draw = row.lots_draw
        session.execute(delete(PlayerRow).where(PlayerRow.pair_id == row.id))
        session.delete(row)
        record(
            session,
            tournament_id,
            who=who,
            action="remove pair",
            pair=number,
            old={**_pair_json(pair), "lots_draw": lots_draw},
            reason=reason,
        )
        return RemovedPair(pair, lots_draw)


def restore_pair(
    db: Database, tournament_id: int, removed: RemovedPair, *, reason: str, who: str | None = None
) -> Pair:
    """Put back a registration taken back by `remove_pair`: the same number, players, group, entry round,
    status and lots draw (the redo of a registration)."""
    pair = removed.pair
    if not reason.strip():
        raise RuleError(Problem.of("pair.restore_needs_reason", pair=pair.number))
    problems = player_problems(pair.players, pair.group)
    if problems:
        raise RuleError(problems)
    with writing(db) as session:
        tournament_row(session, tournament_id)
        taken = session.execute(
            select(PairRow.number, PairRow.lots_draw).where(PairRow.tournament_id == tournament_id)
        ).all()
        if any(number == pair.number for number, _draw in taken):
            raise RuleError(Problem.of("pair.restore_number_taken", number=pair.number))
        draw = removed.lots_draw
        if draw is not None and any(other == draw for _number, other in taken):
            raise RuleError(Problem.of("pair.restore_lots_taken", pair=pair.number))
        row = PairRow(
            tournament_id=tournament_id,
            number=pair.number,
            pair_group=pair.group,
            status=pair.status.value,
            entry_round=pair.entry_round,
            withdrawn_after_round=pair.withdrawn_after_round,
            lots_draw=draw,
        )
        session.add(row)
        session.flush()
        session.add_all(
            PlayerRow(pair_id=row.id, seat=seat, **repositories.player_columns(p))
            for seat, p in enumerate(pair.players, 1)
        )
        session.flush()
        record(
            session,
            tournament_id,
            who=who,
            action="restore pair",
            pair=pair.number,
            new={**_pair_json(pair), "lots_draw": draw},
            reason=reason,
        )
        return repositories.load_pair(session, row)


def _refuse_if_used(session: Session, tournament_id: int, row: PairRow) -> None:
    seated = session.scalar(
        select(func.min(RoundRow.number))
        .select_from(RoundRow)
        .outerjoin(TableRow, TableRow.round_id == RoundRow.id)
        .outerjoin(ByeRow, ByeRow.round_id == RoundRow.id)
        .where(
            RoundRow.tournament_id == tournament_id,
            or_(TableRow.ns_pair_id == row.id, TableRow.ew_pair_id == row.id, ByeRow.pair_id == row.id),
        )
    )
    if seated is not None:
        raise RuleError(Problem.of("pair.remove_placed", pair=row.number, round=seated))
    adjusted = session.scalar(select(func.count()).where(AdjustmentRow.pair_id == row.id))
    if adjusted:
        raise RuleError(Problem.of("pair.remove_adjusted", pair=row.number))


def _pair_json(pair: Pair) -> dict[str, object]:
    return {
        "number": pair.number,
        "players": [repositories.player_to_json(p) for p in pair.players],
        "group": pair.group,
        "status": pair.status.value,
        "entry_round": pair.entry_round,
        "withdrawn_after_round": pair.withdrawn_after_round,
    }
