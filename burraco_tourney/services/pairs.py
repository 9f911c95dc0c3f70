"""Registering pairs, editing them, late entries, withdrawals."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import delete, func, or_, select
from sqlalchemy.orm import Session

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Pair, PairStatus, Player
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import ByeRow, MemberRow, PairRow, PlayerRow, RoundRow, TableRow
from burraco_tourney.services.audit import record
from burraco_tourney.services.errors import RuleError, ServiceError
from burraco_tourney.services.lookup import last_round_number, pair_row, tournament_row
from burraco_tourney.services.rules import draw_lots, player_problems
from burraco_tourney.services.transaction import actor, reading, writing

__all__ = [
    "StalePairError",
    "edit_pair",
    "late_entry",
    "list_pairs",
    "register_pair",
    "reinstate_pair",
    "withdraw_pair",
]


class StalePairError(ServiceError):
    """The pair was changed since the dialog (or station) that edits it read it. Nothing was saved;
    `current` is the pair as stored now."""

    def __init__(self, current: Pair) -> None:
        names = " – ".join(player.name for player in current.players)
        if current.group:
            changed = Problem.of(
                "pair.changed_meanwhile_in_group", pair=current.number, names=names, group=current.group
            )
        else:
            changed = Problem.of("pair.changed_meanwhile", pair=current.number, names=names)
        super().__init__(changed)
        self.current = current


def list_pairs(db: Database, tournament_id: int) -> tuple[Pair, ...]:
    """The tournament's pairs by number."""
    with reading(db) as session:
        tournament_row(session, tournament_id)
        rows = session.scalars(
            select(PairRow).where(PairRow.tournament_id == tournament_id).order_by(PairRow.number)
        ).all()
        return tuple(repositories.load_pair(session, row) for row in rows)


def register_pair(
    db: Database,
    tournament_id: int,
    players: tuple[Player, Player],
    *,
    group: str | None = None,
    number: int | None = None,
    who: str | None = None,
    rng: random.Random | None = None,
) -> Pair:
    """Register a pair before the first round: it gets `number` or the smallest free one, and its lots draw
    (for the last tie-break) is drawn now, once. After round 1 is made, use `late_entry`."""
    with writing(db) as session:
        tournament_row(session, tournament_id)
        last = last_round_number(session, tournament_id)
        if last:
            raise RuleError(Problem.of("pair.register_after_round", round=last, next=last + 1))
        return add_pair_in_session(
            session, tournament_id, players, group, number, 1, actor(who, session), rng, "register pair"
        )


def late_entry(
    db: Database,
    tournament_id: int,
    players: tuple[Player, Player],
    *,
    group: str | None = None,
    number: int | None = None,
    who: str | None = None,
    rng: random.Random | None = None,
) -> Pair:
    """Register a pair that arrives once the tournament has begun: it joins at the next round. Once groups
    are formed, the pair must be given one of them (it then plays in it; an odd group has a bye inside)."""
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        last = last_round_number(session, tournament_id)
        if not last:
            raise RuleError(Problem.of("pair.late_entry_before_round_1"))
        formed = row.groups_formation
        names = [str(g["name"]) for g in formed["groups"]] if formed else []
        if names and group not in names:
            raise RuleError(
                Problem.of("group.late_entry_needs_group", path=("group",), groups=", ".join(names))
            )
        return add_pair_in_session(
            session, tournament_id, players, group, number, last + 1, actor(who, session), rng, "late entry"
        )


@dataclass(slots=True)
class TakenNumbers:
    """The pair numbers and lots draws a tournament already uses."""

    numbers: set[int]
    draws: set[int]


def taken_numbers(session: Session, tournament_id: int) -> TakenNumbers:
    found = session.execute(
        select(PairRow.number, PairRow.lots_draw).where(PairRow.tournament_id == tournament_id)
    ).all()
    return TakenNumbers({number for number, _ in found}, {draw for _, draw in found if draw is not None})


def add_pair_in_session(
    session: Session,
    tournament_id: int,
    players: tuple[Player, Player],
    group: str | None,
    number: int | None,
    entry_round: int,
    who: str,
    rng: random.Random | None,
    action: str,
    taken: TakenNumbers | None = None,
) -> Pair:
    """`taken`: the numbers and lots draws already used, when registering many pairs in one transaction (so
    that each does not read them all again, which would make an import of n pairs take n² time); it is
    kept up to date."""
    _check_players(players, group)
    if taken is None:
        taken = taken_numbers(session, tournament_id)
    numbers = taken.numbers
    if number is None:
        number = next(n for n in range(1, len(numbers) + 2) if n not in numbers)
    elif number < 1:
        raise RuleError(Problem.of("pair.number_below_1", number=number))
    elif number in numbers:
        raise RuleError(Problem.of("pair.number_taken", number=number))
    draw = draw_lots(rng or random.SystemRandom(), taken.draws)
    numbers.add(number)
    taken.draws.add(draw)
    row = PairRow(
        tournament_id=tournament_id,
        number=number,
        pair_group=group,
        status=PairStatus.ACTIVE.value,
        entry_round=entry_round,
        withdrawn_after_round=None,
        lots_draw=draw,
    )
    session.add(row)
    session.flush()
    _store_players(session, row.id, players)
    pair = Pair(number, players, group, PairStatus.ACTIVE, entry_round)
    record(
        session,
        tournament_id,
        who=who,
        action=action,
        pair=number,
        new={**_pair_json(pair), "lots_draw": row.lots_draw},
    )
    return pair


def edit_pair(
    db: Database,
    tournament_id: int,
    number: int,
    players: tuple[Player, Player],
    group: str | None,
    *,
    expected: Pair | None = None,
    who: str | None = None,
) -> Pair:
    """Correct a pair's players (names, clubs, member ids) and group. Its number, lots and results stay.

    `expected` is the pair as the editor read it: if the stored players or group differ from it (another
    dialog or station saved a change since), nothing is saved and StalePairError says what is stored now.
    """
    _check_players(players, group)
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row = pair_row(session, tournament_id, number)
        old = repositories.load_pair(session, row)
        # A player's register link takes no part in comparing players: a change of link alone is a change.
        links = [p.register_id for p in players] == [p.register_id for p in old.players]
        if old.players == players and old.group == group and links:
            return old
        if expected is not None and (old.players, old.group) != (expected.players, expected.group):
            raise StalePairError(old)
        session.execute(delete(PlayerRow).where(PlayerRow.pair_id == row.id))
        _store_players(session, row.id, players)
        row.pair_group = group
        new = repositories.load_pair(session, row)
        record(
            session,
            tournament_id,
            who=who,
            action="edit pair",
            pair=number,
            old=_pair_json(old),
            new=_pair_json(new),
        )
        return new


def withdraw_pair(
    db: Database,
    tournament_id: int,
    number: int,
    after_round: int,
    *,
    reason: str = "",
    who: str | None = None,
) -> Pair:
    """The pair plays no round after `after_round` (0: before the first); its past results stay."""
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row = pair_row(session, tournament_id, number)
        old = repositories.load_pair(session, row)
        if after_round < old.entry_round - 1:
            raise RuleError(
                Problem.of(
                    "pair.withdraw_before_entry",
                    pair=number,
                    entry=old.entry_round,
                    earliest=old.entry_round - 1,
                )
            )
        seated = session.scalar(
            select(func.min(RoundRow.number))
            .select_from(RoundRow)
            .outerjoin(TableRow, TableRow.round_id == RoundRow.id)
            .outerjoin(ByeRow, ByeRow.round_id == RoundRow.id)
            .where(
                RoundRow.tournament_id == tournament_id,
                RoundRow.number > after_round,
                or_(TableRow.ns_pair_id == row.id, TableRow.ew_pair_id == row.id, ByeRow.pair_id == row.id),
            )
        )
        if seated is not None:
            raise RuleError(Problem.of("pair.withdraw_while_placed", pair=number, round=seated))
        row.status = PairStatus.WITHDRAWN.value
        row.withdrawn_after_round = after_round
        new = repositories.load_pair(session, row)
        record(
            session,
            tournament_id,
            who=who,
            action="withdraw pair",
            pair=number,
            old=_pair_json(old),
            new=_pair_json(new),
            reason=reason,
        )
        return new


def reinstate_pair(
    db: Database, tournament_id: int, number: int, *, reason: str = "", who: str | None = None
) -> Pair:
    """Undo a withdrawal: the pair can be placed in later rounds again."""
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row = pair_row(session, tournament_id, number)
        old = repositories.load_pair(session, row)
        if old.status is not PairStatus.WITHDRAWN:
            raise RuleError(Problem.of("pair.not_withdrawn", pair=number))
        row.status = PairStatus.ACTIVE.value
        row.withdrawn_after_round = None
        new = repositories.load_pair(session, row)
        record(
            session,
            tournament_id,
            who=who,
            action="reinstate pair",
            pair=number,
            old=_pair_json(old),
            new=_pair_json(new),
            reason=reason,
        )
        return new


def _check_players(players: tuple[Player, Player], group: str | None) -> None:
    problems = player_problems(players, group)
    if problems:
        raise RuleError(problems)


def _store_players(session: Session, pair_id: int, players: tuple[Player, Player]) -> None:
    # Names are stored exactly as typed: no trimming, no Unicode normalisation.
    players = _linked(session, players)
    session.add_all(
        PlayerRow(pair_id=pair_id, seat=seat, **repositories.player_columns(p))
        for seat, p in enumerate(players, 1)
    )
    session.flush()


def _linked(session: Session, players: tuple[Player, Player]) -> tuple[Player, Player]:
    """The players, each not yet linked to the member register linked to the member of its member number,
    when the register has one (a pair typed or imported with numbers refers to the register's members)."""
    numbers = {(p.member_id or "").strip() for p in players if p.register_id is None} - {""}
    if not numbers:
        return players
    found = {
        number: register_id
        for number, register_id in session.execute(
            select(MemberRow.member_id, MemberRow.id).where(MemberRow.member_id.in_(numbers))
        )
    }
    first, second = (
        replace(p, register_id=found.get((p.member_id or "").strip())) if p.register_id is None else p
        for p in players
    )
    return first, second


def _pair_json(pair: Pair) -> dict[str, Any]:
    return {
        "number": pair.number,
        "players": [repositories.player_to_json(p) for p in pair.players],
        "group": pair.group,
        "status": pair.status.value,
        "entry_round": pair.entry_round,
        "withdrawn_after_round": pair.withdrawn_after_round,
    }
