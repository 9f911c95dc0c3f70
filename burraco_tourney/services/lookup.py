"""Finding the rows a director names (tournament, pair, round, table), or saying clearly they do not exist."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from burraco_tourney.domain.problems import Problem
from burraco_tourney.persistence.db import WRITE_SESSION
from burraco_tourney.persistence.orm import PairRow, RoundRow, TableRow, TournamentRow
from burraco_tourney.services.errors import NotFoundError


def tournament_row(session: Session, tournament_id: int) -> TournamentRow:
    """The tournament's row. In a write transaction (services.transaction.writing) it is also locked until
    the transaction ends (SELECT ... FOR UPDATE), so that other writes to this tournament wait.

    Several stations write to one PostgreSQL database at once; every write service looks its tournament up
    first, so each sees the data as the previous write left it: no lost update, no round made twice, no pair
    number given twice, and (the same lock always taken first) no deadlock. On SQLite, BEGIN IMMEDIATE
    already lets one writer in at a time and FOR UPDATE is not sent.
    """
    locking = bool(session.info.get(WRITE_SESSION))
    row = session.get(TournamentRow, tournament_id, with_for_update=True if locking else None)
    if row is None:
        raise NotFoundError(Problem.of("tournament.not_found", tournament=tournament_id))
    return row


def pair_row(session: Session, tournament_id: int, number: int) -> PairRow:
    row = session.scalar(
        select(PairRow).where(PairRow.tournament_id == tournament_id, PairRow.number == number)
    )
    if row is None:
        raise NotFoundError(Problem.of("pair.not_found", pair=number))
    return row


def round_row(session: Session, tournament_id: int, number: int) -> RoundRow:
    row = session.scalar(
        select(RoundRow).where(RoundRow.tournament_id == tournament_id, RoundRow.number == number)
    )
    if row is None:
        raise NotFoundError(Problem.of("round.not_made", round=number))
    return row


def table_row(session: Session, round_: RoundRow, number: int) -> TableRow:
    row = session.scalar(select(TableRow).where(TableRow.round_id == round_.id, TableRow.number == number))
    if row is None:
        raise NotFoundError(Problem.of("table.not_found", round=round_.number, table=number))
    return row


def last_round_number(session: Session, tournament_id: int) -> int:
    """The number of the last round made (0 before the first)."""
    return (
        session.scalar(
            select(func.coalesce(func.max(RoundRow.number), 0)).where(RoundRow.tournament_id == tournament_id)
        )
        or 0
    )
