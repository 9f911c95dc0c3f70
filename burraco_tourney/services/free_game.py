"""Free games (issue 22): stored, resumable score pads of two sides playing to a target, outside a tournament.

Every action is one transaction; the game's rule (who won, no deal after the winner) and a deal's checks are
domain.free_game's. A deal with warnings is refused with them (the `deal.*` warnings) unless `confirmed`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from burraco_tourney.domain.free_game import DEFAULT_TARGET, FreeGame, Outcome, new_game
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.profiles import RuleProfile, profile_by_key, profile_from_json, profile_to_json
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import FreeGameDealRow, FreeGameRow
from burraco_tourney.services.errors import NotFoundError, RuleError
from burraco_tourney.services.transaction import reading, utc_now, writing

__all__ = [
    "FreeGameInfo",
    "FreeGameSummary",
    "add_deal",
    "correct_last_deal",
    "create_game",
    "delete_game",
    "list_games",
    "open_game",
    "remove_last_deal",
]

_LINE_FIELDS = tuple(DealLine.__dataclass_fields__)


@dataclass(frozen=True, slots=True)
class FreeGameInfo:
    id: int
    game: FreeGame
    profile: RuleProfile
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class FreeGameSummary:
    """A row of the list of games: who played, the target, the score and how it stands."""

    id: int
    side_a: str
    side_b: str
    target: int
    deals: int
    score: tuple[int, int]
    outcome: Outcome
    updated_at: datetime


def create_game(
    db: Database, side_a: str, side_b: str, target: int = DEFAULT_TARGET, profile: RuleProfile | None = None
) -> FreeGameInfo:
    """A new game with no deals (refused with the domain's free_game.* problems)."""
    profile = profile or profile_by_key("classic")
    game = _refused_as_rule(lambda: new_game(side_a, side_b, target, profile.scoring))
    now = utc_now()
    with writing(db) as session:
        row = FreeGameRow(
            side_a=game.side_a,
            side_b=game.side_b,
            target=game.target,
            profile=profile_to_json(profile),
            created_at=now,
            updated_at=now,
        )
        session.add(row)
        session.flush()
        return _info(session, row)


def list_games(db: Database) -> list[FreeGameSummary]:
    """Every free game, the last played first."""
    with reading(db) as session:
        rows = session.scalars(
            select(FreeGameRow).order_by(FreeGameRow.updated_at.desc(), FreeGameRow.id.desc())
        )
        out = []
        for row in rows:
            game = _info(session, row).game
            out.append(
                FreeGameSummary(
                    row.id,
                    game.side_a,
                    game.side_b,
                    game.target,
                    len(game.deals),
                    game.score(),
                    game.outcome(),
                    row.updated_at,
                )
            )
        return out


def open_game(db: Database, game_id: int) -> FreeGameInfo:
    with reading(db) as session:
        return _info(session, _row(session, game_id))


def add_deal(db: Database, game_id: int, deal: Deal, *, confirmed: bool = False) -> FreeGameInfo:
    """The game with `deal` added (refused after the winner, on a blocking error, on unconfirmed warnings)."""
    with writing(db) as session:
        row = _row(session, game_id)
        game = _info(session, row).game
        changed = _refused_as_rule(lambda: game.with_deal(deal, confirmed=confirmed))
        session.add(
            FreeGameDealRow(game_id=row.id, number=len(changed.deals), deal=repositories.deal_to_json(deal))
        )
        row.updated_at = utc_now()
        session.flush()
        return _info(session, row)


def correct_last_deal(db: Database, game_id: int, deal: Deal, *, confirmed: bool = False) -> FreeGameInfo:
    """The game with its last deal replaced (the winner is declared again)."""
    with writing(db) as session:
        row = _row(session, game_id)
        game = _info(session, row).game
        _refused_as_rule(lambda: game.with_last_deal(deal, confirmed=confirmed))
        last = session.scalars(
            select(FreeGameDealRow).where(
                FreeGameDealRow.game_id == row.id, FreeGameDealRow.number == len(game.deals)
            )
        ).one()
        last.deal = repositories.deal_to_json(deal)
        row.updated_at = utc_now()
        session.flush()
        return _info(session, row)


def remove_last_deal(db: Database, game_id: int) -> FreeGameInfo:
    with writing(db) as session:
        row = _row(session, game_id)
        game = _info(session, row).game
        _refused_as_rule(game.without_last_deal)
        session.execute(
            delete(FreeGameDealRow).where(
                FreeGameDealRow.game_id == row.id, FreeGameDealRow.number == len(game.deals)
            )
        )
        row.updated_at = utc_now()
        session.flush()
        return _info(session, row)


def delete_game(db: Database, game_id: int) -> None:
    with writing(db) as session:
        row = _row(session, game_id)
        session.execute(delete(FreeGameDealRow).where(FreeGameDealRow.game_id == row.id))
        session.delete(row)


def _refused_as_rule(action: Any) -> Any:
    try:
        return action()
    except Refusal as refusal:
        raise RuleError(refusal.problems) from None


def _row(session: Session, game_id: int) -> FreeGameRow:
    row = session.get(FreeGameRow, game_id)
    if row is None:
        raise NotFoundError(Problem.of("free_game.not_found", game=game_id))
    return row


def _info(session: Session, row: FreeGameRow) -> FreeGameInfo:
    profile = profile_from_json(row.profile)
    stored = session.scalars(
        select(FreeGameDealRow.deal).where(FreeGameDealRow.game_id == row.id).order_by(FreeGameDealRow.number)
    ).all()
    deals = tuple(_deal_from_json(data) for data in stored)
    game = FreeGame(row.side_a, row.side_b, row.target, profile.scoring, deals)
    return FreeGameInfo(row.id, game, profile, row.created_at, row.updated_at)


def _deal_from_json(data: dict[str, Any]) -> Deal:
    """A deal as repositories.deal_to_json wrote it."""
    if "ns_total" in data:
        return Deal.of_totals(data["ns_total"], data["ew_total"])

    def line(values: dict[str, Any]) -> DealLine:
        return DealLine(**{name: values[name] for name in _LINE_FIELDS if name in values})

    return Deal(DealEnd(data["end"]), line(data["ns"]), line(data["ew"]))
