"""Reading and writing whole tournaments and their parts: column selects and bulk inserts, for speed."""

from __future__ import annotations

import gc
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, cast

from sqlalchemy import Table as CoreTable
from sqlalchemy import func, select
from sqlalchemy.orm import Session, aliased

from burraco_tourney.domain.groups import (
    GroupsFormation,
    formation_from_json,
    formation_to_json,
    rule_from_json,
)
from burraco_tourney.domain.members import EventLevel
from burraco_tourney.domain.prizes import PrizePlan, PrizePlanError, plan_from_json
from burraco_tourney.domain.profiles import RuleProfile
from burraco_tourney.domain.scoring import ClosingRule, Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.domain.teams import Team
from burraco_tourney.domain.tournament import (
    Adjustment,
    ByeScore,
    Movement,
    Pair,
    PairStatus,
    Phase,
    Player,
    Round,
    Table,
    TieBreak,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import scale_from_json
from burraco_tourney.persistence.orm import (
    AdjustmentRow,
    ByeRow,
    DealRow,
    PairRow,
    PlayerRow,
    RoundRow,
    TableRow,
    TeamRow,
    TournamentRow,
)

# The Core tables behind the models: reading and bulk writing go through them, without ORM objects.
_tournaments = cast(CoreTable, TournamentRow.__table__)
_pairs = cast(CoreTable, PairRow.__table__)
_players = cast(CoreTable, PlayerRow.__table__)
_rounds = cast(CoreTable, RoundRow.__table__)
_tables = cast(CoreTable, TableRow.__table__)
_deals = cast(CoreTable, DealRow.__table__)
_byes = cast(CoreTable, ByeRow.__table__)
_adjustments = cast(CoreTable, AdjustmentRow.__table__)
_teams = cast(CoreTable, TeamRow.__table__)

_END_BY_VALUE = {end.value: end for end in DealEnd}
_LINE_FIELDS = (
    "clean",
    "dirty",
    "semi_clean",
    "closed",
    "cards",
    "pozzetto",
    "penalty",
    "penalty_reason",
    "melded",
    "in_hand",
)
# The order of DealLine's fields, so that a selected row slices straight into DealLine(*values).
assert tuple(DealLine.__dataclass_fields__) == _LINE_FIELDS, "DealLine changed: update _LINE_FIELDS"
_NS_COLUMNS = tuple(_deals.c[f"ns_{name}"] for name in _LINE_FIELDS)
_EW_COLUMNS = tuple(_deals.c[f"ew_{name}"] for name in _LINE_FIELDS)
_TOTAL_COLUMNS = (_deals.c.ns_total, _deals.c.ew_total)  # a deal entered by its totals (else NULL)
# The order of Player's fields, so that a selected row goes straight into Player(*values).
_PLAYER_FIELDS = (
    "name", "club", "member_id", "region", "province", "category", "guarantor", "register_id"
)  # fmt: skip
assert tuple(Player.__dataclass_fields__) == _PLAYER_FIELDS, "Player changed: update _PLAYER_FIELDS"
_PLAYER_COLUMNS = tuple(_players.c[name] for name in _PLAYER_FIELDS)


@dataclass(frozen=True, slots=True)
class TournamentSummary:
    """What a list of tournaments shows: enough to choose one, without loading it."""

    id: int
    name: str
    date: date | None
    venue: str | None
    pairs: int
    rounds: int
    created_at: datetime
    updated_at: datetime
    revision: int


# ------------------------------------------------------------------------------------ domain <-> columns


def settings_columns(settings: TournamentSettings) -> dict[str, Any]:
    """The tournament row's columns that hold `settings` (the VP scale as a frozen JSON copy)."""
    profile = settings.profile
    scoring = profile.scoring
    return {
        "name": settings.name,
        "date": settings.date,
        "venue": settings.venue,
        "deals_per_round": settings.deals_per_round,
        "minutes_per_deal": settings.minutes_per_deal,
        "scoring_clean": scoring.clean,
        "scoring_dirty": scoring.dirty,
        "scoring_semi_clean": scoring.semi_clean,
        "scoring_closing": scoring.closing,
        "scoring_pozzetto_missing": scoring.pozzetto_missing,
        "vp_scale": settings.vp_scale.to_json(),
        "bye_vp": settings.bye.vp,
        "bye_mp": settings.bye.mp,
        "tie_breaks": [tie_break.value for tie_break in settings.tie_breaks],
        "plan": [_phase_json(phase) for phase in settings.plan],
        "print_language": settings.print_language,
        "club_name": settings.club_name,
        "club_logo": settings.club_logo,
        "profile_key": profile.key,
        "profile_name": profile.name,
        "closing_requires": scoring.closing_requires.value,
        "timeout_text": profile.timeout_text,
        "danish_last_round_rematch": profile.danish_last_round_rematch_allowed,
        "event_level": settings.event_level.value,
    }


def player_columns(player: Player) -> dict[str, Any]:
    """The players row's columns that hold `player` (without its pair and seat)."""
    return {name: getattr(player, name) for name in _PLAYER_FIELDS}


def player_to_json(player: Player) -> dict[str, Any]:
    """A player as the audit log keeps it: name, club and member id always, the other fields when set."""
    data = {"name": player.name, "club": player.club, "member_id": player.member_id}
    data.update({name: getattr(player, name) for name in _PLAYER_FIELDS[3:] if getattr(player, name)})
    return data


def _phase_json(phase: Phase) -> dict[str, Any]:
    data: dict[str, Any] = {"movement": phase.movement.value, "rounds": phase.rounds, "shift": phase.shift}
    if phase.groups is not None:
        data["groups"] = phase.groups.to_json()
    return data


def groups_from_column(value: Any) -> GroupsFormation | None:
    """The tournament's last groups formation kept in its row (None: none formed)."""
    return None if not value else formation_from_json(value)


def prize_plan_column(plan: PrizePlan | None) -> dict[str, Any] | None:
    """The tournament row's `prize_plan` column for its plan (a frozen JSON copy, like the VP scale)."""
    return None if plan is None else plan.to_json()


def prize_plan_from_column(value: Any) -> PrizePlan | None:
    """The prize plan kept in a tournament row; None for none, and for a copy damaged outside the program
    (the tournament still opens; services.prizes says the stored plan cannot be read)."""
    if value is None:
        return None
    try:
        return plan_from_json(value)
    except PrizePlanError:
        return None


def settings_from_columns(row: Mapping[Any, Any]) -> TournamentSettings:
    """The settings kept in a tournament row (a mapping of its columns)."""
    return TournamentSettings(
        name=row["name"],
        vp_scale=scale_from_json(row["vp_scale"]),
        date=row["date"],
        venue=row["venue"],
        deals_per_round=row["deals_per_round"],
        minutes_per_deal=row["minutes_per_deal"],
        profile=RuleProfile(
            key=row["profile_key"],
            name=row["profile_name"],
            scoring=ScoringRules(
                clean=row["scoring_clean"],
                dirty=row["scoring_dirty"],
                semi_clean=row["scoring_semi_clean"],
                closing=row["scoring_closing"],
                pozzetto_missing=row["scoring_pozzetto_missing"],
                closing_requires=ClosingRule(row["closing_requires"]),
            ),
            bye=ByeScore(vp=row["bye_vp"], mp=row["bye_mp"]),
            timeout_text=row["timeout_text"],
            danish_last_round_rematch_allowed=bool(row["danish_last_round_rematch"]),
        ),
        tie_breaks=tuple(TieBreak(value) for value in row["tie_breaks"]),
        plan=tuple(
            Phase(
                Movement(phase["movement"]),
                int(phase["rounds"]),
                int(phase.get("shift", 1)),
                rule_from_json(phase["groups"]) if phase.get("groups") else None,
            )
            for phase in row["plan"]
        ),
        print_language=row["print_language"],
        club_name=row["club_name"],
        club_logo=row["club_logo"],
        event_level=EventLevel(row["event_level"]),
    )


def deal_columns(deal: Deal) -> dict[str, Any]:
    """A deal row's columns, without its table and number."""
    columns: dict[str, Any] = {"deal_end": deal.end.value}
    for prefix, line in (("ns", deal.ns), ("ew", deal.ew)):
        for name in _LINE_FIELDS:
            columns[f"{prefix}_{name}"] = getattr(line, name)
    columns["ns_total"], columns["ew_total"] = deal.totals if deal.totals is not None else (None, None)
    return columns


def deal_from_values(end: str, values: Sequence[Any]) -> Deal:
    """A deal from its end, the 20 line values in _LINE_FIELDS order (NS first) and the two totals."""
    totals = None if values[20] is None else (values[20], values[21])
    return Deal(_END_BY_VALUE[end], DealLine(*values[:10]), DealLine(*values[10:20]), totals)


def deal_to_json(deal: Deal) -> dict[str, Any]:
    """A deal as plain JSON (for the audit log): every field of both lines, or a deal's totals."""
    if deal.totals is not None:
        return {"end": deal.end.value, "ns_total": deal.totals[0], "ew_total": deal.totals[1]}
    return {
        "end": deal.end.value,
        "ns": {name: getattr(deal.ns, name) for name in _LINE_FIELDS},
        "ew": {name: getattr(deal.ew, name) for name in _LINE_FIELDS},
    }


def pair_from_values(
    number: int,
    group: str | None,
    status: str,
    entry_round: int,
    withdrawn_after_round: int | None,
    players: Sequence[Player],
) -> Pair:
    if len(players) != 2:
        raise ValueError(f"pair {number} has {len(players)} players stored, not 2")  # program fault
    return Pair(
        number=number,
        players=(players[0], players[1]),
        group=group,
        status=PairStatus(status),
        entry_round=entry_round,
        withdrawn_after_round=withdrawn_after_round,
    )


# ----------------------------------------------------------------------------------------- reading


def tournament_row(session: Session, tournament_id: int) -> TournamentRow | None:
    return session.get(TournamentRow, tournament_id)


def list_tournaments(session: Session) -> list[TournamentSummary]:
    """Every tournament in the database, newest first."""
    return _summaries(session, None)


def find_tournament(session: Session, tournament_id: int) -> TournamentSummary | None:
    found = _summaries(session, [tournament_id])
    return found[0] if found else None


def find_tournaments_by_name(session: Session, name: str) -> list[TournamentSummary]:
    """Tournaments whose name is exactly `name` (names need not be unique: several may come back)."""
    ids = session.scalars(select(_tournaments.c.id).where(_tournaments.c.name == name)).all()
    return _summaries(session, list(ids)) if ids else []


def _summaries(session: Session, ids: list[int] | None) -> list[TournamentSummary]:
    pair_count = (
        select(func.count())
        .where(_pairs.c.tournament_id == _tournaments.c.id)
        .correlate(_tournaments)
        .scalar_subquery()
    )
    round_count = (
        select(func.count())
        .where(_rounds.c.tournament_id == _tournaments.c.id)
        .correlate(_tournaments)
        .scalar_subquery()
    )
    query = select(
        _tournaments.c.id,
        _tournaments.c.name,
        _tournaments.c.date,
        _tournaments.c.venue,
        pair_count,
        round_count,
        _tournaments.c.created_at,
        _tournaments.c.updated_at,
        _tournaments.c.revision,
    ).order_by(_tournaments.c.created_at.desc(), _tournaments.c.id.desc())
    if ids is not None:
        query = query.where(_tournaments.c.id.in_(ids))
    return [TournamentSummary(*row) for row in session.execute(query)]


def revision_of(session: Session, tournament_id: int) -> int | None:
    """The tournament's change counter, read cheaply to tell whether a cached copy is still current."""
    return session.scalar(select(_tournaments.c.revision).where(_tournaments.c.id == tournament_id))


def load_tournament(session: Session, tournament_id: int) -> Tournament | None:
    """The whole tournament as a domain object, or None if there is no such tournament.

    Column selects and plain tuples instead of ORM objects: a 400-pair event has 25,600 deals.
    """
    settings_row = session.execute(select(_tournaments).where(_tournaments.c.id == tournament_id)).first()
    if settings_row is None:
        return None
    with _collection_paused():
        return _load_tournament(session, tournament_id, settings_row._mapping)


@contextmanager
def _collection_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while tens of thousands of small objects are made: they
    form no cycles, and the collector would otherwise walk the growing heap again and again."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _load_tournament(session: Session, tournament_id: int, settings_row: Mapping[Any, Any]) -> Tournament:
    settings = settings_from_columns(settings_row)

    players_by_pair: dict[int, list[Player]] = defaultdict(list)
    for pair_id, *values in session.execute(
        select(_players.c.pair_id, *_PLAYER_COLUMNS)
        .join(_pairs, _pairs.c.id == _players.c.pair_id)
        .where(_pairs.c.tournament_id == tournament_id)
        .order_by(_players.c.pair_id, _players.c.seat)
    ):
        players_by_pair[pair_id].append(Player(*values))

    pairs: list[Pair] = []
    lots: dict[int, int] = {}
    for pair_id, number, group, status, entry_round, withdrawn, draw in session.execute(
        select(
            _pairs.c.id,
            _pairs.c.number,
            _pairs.c.pair_group,
            _pairs.c.status,
            _pairs.c.entry_round,
            _pairs.c.withdrawn_after_round,
            _pairs.c.lots_draw,
        )
        .where(_pairs.c.tournament_id == tournament_id)
        .order_by(_pairs.c.number)
    ):
        pairs.append(
            pair_from_values(number, group, status, entry_round, withdrawn, players_by_pair[pair_id])
        )
        if draw is not None:
            lots[number] = draw

    tables_by_round, byes_by_round = _load_tables_and_byes(session, tournament_id)
    rounds = tuple(
        Round(number, Movement(movement), tuple(tables_by_round[round_id]), tuple(byes_by_round[round_id]))
        for round_id, number, movement in session.execute(
            select(_rounds.c.id, _rounds.c.number, _rounds.c.movement)
            .where(_rounds.c.tournament_id == tournament_id)
            .order_by(_rounds.c.number)
        )
    )
    return Tournament(
        settings=settings,
        pairs=tuple(pairs),
        rounds=rounds,
        adjustments=tuple(load_adjustments(session, tournament_id).values()),
        lots=lots,
        prize_plan=prize_plan_from_column(settings_row["prize_plan"]),
        groups=groups_from_column(settings_row["groups_formation"]),
        kind=settings_row["kind"],
        teams=load_teams(session, tournament_id),
        team_vp_scale=None
        if settings_row["team_vp_scale"] is None
        else scale_from_json(settings_row["team_vp_scale"]),
    )


def load_teams(session: Session, tournament_id: int) -> tuple[Team, ...]:
    """The teams of a team event by number, each with its pairs in their places (none for a pair event)."""
    members: dict[int, list[int]] = defaultdict(list)
    for team_id, number in session.execute(
        select(_pairs.c.team_id, _pairs.c.number)
        .where(_pairs.c.tournament_id == tournament_id, _pairs.c.team_id.is_not(None))
        .order_by(_pairs.c.team_seat, _pairs.c.number)
    ):
        members[team_id].append(number)
    return tuple(
        Team(number, name, captain, tuple(members[team_id]), group)
        for team_id, number, name, captain, group in session.execute(
            select(_teams.c.id, _teams.c.number, _teams.c.name, _teams.c.captain, _teams.c.team_group)
            .where(_teams.c.tournament_id == tournament_id)
            .order_by(_teams.c.number)
        )
    )


def save_teams(session: Session, tournament_id: int, teams: Sequence[Team]) -> None:
    """Replace a tournament's teams by `teams` (their pairs already saved), pairs' places included."""
    session.execute(
        _pairs.update().where(_pairs.c.tournament_id == tournament_id).values(team_id=None, team_seat=None)
    )
    session.execute(_teams.delete().where(_teams.c.tournament_id == tournament_id))
    if not teams:
        return
    session.execute(
        _teams.insert(),
        [
            {
                "tournament_id": tournament_id,
                "number": team.number,
                "name": team.name,
                "captain": team.captain,
                "team_group": team.group,
            }
            for team in teams
        ],
    )
    team_ids = {
        number: team_id
        for number, team_id in session.execute(
            select(_teams.c.number, _teams.c.id).where(_teams.c.tournament_id == tournament_id)
        )
    }
    for team in teams:
        for seat, pair in enumerate(team.pairs, 1):
            session.execute(
                _pairs.update()
                .where(_pairs.c.tournament_id == tournament_id, _pairs.c.number == pair)
                .values(team_id=team_ids[team.number], team_seat=seat)
            )


def _load_tables_and_byes(
    session: Session, tournament_id: int
) -> tuple[dict[int, list[Table]], dict[int, list[int]]]:
    deals_by_table: dict[int, list[Deal]] = defaultdict(list)
    end_by_value = _END_BY_VALUE
    for row in session.execute(
        select(_deals.c.table_id, _deals.c.deal_end, *_NS_COLUMNS, *_EW_COLUMNS, *_TOTAL_COLUMNS)
        .join(_tables, _tables.c.id == _deals.c.table_id)
        .join(_rounds, _rounds.c.id == _tables.c.round_id)
        .where(_rounds.c.tournament_id == tournament_id)
        # The order the indexes already walk in (round, table, deal): no sorting pass over every deal.
        .order_by(_rounds.c.number, _tables.c.number, _deals.c.deal_number)
    ):
        totals = None if row[22] is None else (row[22], row[23])
        deals_by_table[row[0]].append(
            Deal(end_by_value[row[1]], DealLine(*row[2:12]), DealLine(*row[12:22]), totals)
        )

    ns_pair = aliased(_pairs)
    ew_pair = aliased(_pairs)
    tables_by_round: dict[int, list[Table]] = defaultdict(list)
    for table_id, round_id, number, ns, ew, vp_ns, vp_ew, totals_ns, totals_ew in session.execute(
        select(
            _tables.c.id,
            _tables.c.round_id,
            _tables.c.number,
            ns_pair.c.number,
            ew_pair.c.number,
            _tables.c.vp_override_ns,
            _tables.c.vp_override_ew,
            _tables.c.totals_ns,
            _tables.c.totals_ew,
        )
        .join(_rounds, _rounds.c.id == _tables.c.round_id)
        .join(ns_pair, ns_pair.c.id == _tables.c.ns_pair_id)
        .join(ew_pair, ew_pair.c.id == _tables.c.ew_pair_id)
        .where(_rounds.c.tournament_id == tournament_id)
        .order_by(_tables.c.round_id, _tables.c.number)
    ):
        override = None if vp_ns is None else (vp_ns, vp_ew)
        tables_by_round[round_id].append(
            Table(
                number,
                ns,
                ew,
                tuple(deals_by_table.get(table_id, ())),
                override,
                None if totals_ns is None else (totals_ns, totals_ew),
            )
        )

    byes_by_round: dict[int, list[int]] = defaultdict(list)
    for round_id, pair_number in session.execute(
        select(_byes.c.round_id, _pairs.c.number)
        .join(_pairs, _pairs.c.id == _byes.c.pair_id)
        .join(_rounds, _rounds.c.id == _byes.c.round_id)
        .where(_rounds.c.tournament_id == tournament_id)
        .order_by(_byes.c.round_id, _pairs.c.number)
    ):
        byes_by_round[round_id].append(pair_number)
    return tables_by_round, byes_by_round


def load_adjustments(session: Session, tournament_id: int) -> dict[int, Adjustment]:
    """The tournament's adjustments by their stored id, in the order they were made."""
    return {
        adjustment_id: Adjustment(pair, after_round, vp, mp, reason)
        for adjustment_id, pair, after_round, vp, mp, reason in session.execute(
            select(
                _adjustments.c.id,
                _pairs.c.number,
                _adjustments.c.after_round,
                _adjustments.c.vp,
                _adjustments.c.mp,
                _adjustments.c.reason,
            )
            .join(_pairs, _pairs.c.id == _adjustments.c.pair_id)
            .where(_adjustments.c.tournament_id == tournament_id)
            .order_by(_adjustments.c.id)
        )
    }


def pair_ids(session: Session, tournament_id: int) -> dict[int, int]:
    """Pair number → row id, for the whole tournament."""
    return {
        number: pair_id
        for pair_id, number in session.execute(
            select(_pairs.c.id, _pairs.c.number).where(_pairs.c.tournament_id == tournament_id)
        )
    }


def load_pair(session: Session, pair_row: PairRow) -> Pair:
    players = [
        Player(*values)
        for values in session.execute(
            select(*_PLAYER_COLUMNS).where(_players.c.pair_id == pair_row.id).order_by(_players.c.seat)
        )
    ]
    return pair_from_values(
        pair_row.number,
        pair_row.pair_group,
        pair_row.status,
        pair_row.entry_round,
        pair_row.withdrawn_after_round,
        players,
    )


def load_round(session: Session, round_row: RoundRow) -> Round:
    """One round with its tables, deals and byes."""
    ns_pair = aliased(_pairs)
    ew_pair = aliased(_pairs)
    table_rows = session.execute(
        select(
            _tables.c.id,
            _tables.c.number,
            ns_pair.c.number,
            ew_pair.c.number,
            _tables.c.vp_override_ns,
            _tables.c.vp_override_ew,
            _tables.c.totals_ns,
            _tables.c.totals_ew,
        )
        .join(ns_pair, ns_pair.c.id == _tables.c.ns_pair_id)
        .join(ew_pair, ew_pair.c.id == _tables.c.ew_pair_id)
        .where(_tables.c.round_id == round_row.id)
        .order_by(_tables.c.number)
    ).all()
    deals = load_deals(session, [row[0] for row in table_rows])
    tables = tuple(
        Table(
            number,
            ns,
            ew,
            deals.get(table_id, ()),
            None if vp_ns is None else (vp_ns, vp_ew),
            None if totals_ns is None else (totals_ns, totals_ew),
        )
        for table_id, number, ns, ew, vp_ns, vp_ew, totals_ns, totals_ew in table_rows
    )
    byes = tuple(
        session.scalars(
            select(_pairs.c.number)
            .join(_byes, _byes.c.pair_id == _pairs.c.id)
            .where(_byes.c.round_id == round_row.id)
            .order_by(_pairs.c.number)
        )
    )
    return Round(round_row.number, Movement(round_row.movement), tables, byes)


def load_deals(session: Session, table_ids: Iterable[int]) -> dict[int, tuple[Deal, ...]]:
    """The deals of the given tables, by table id, in deal order."""
    ids = list(table_ids)
    found: dict[int, list[Deal]] = defaultdict(list)
    if not ids:
        return {}
    for row in session.execute(
        select(_deals.c.table_id, _deals.c.deal_end, *_NS_COLUMNS, *_EW_COLUMNS, *_TOTAL_COLUMNS)
        .where(_deals.c.table_id.in_(ids))
        .order_by(_deals.c.table_id, _deals.c.deal_number)
    ):
        found[row[0]].append(deal_from_values(row[1], row[2:]))
    return {table_id: tuple(deals) for table_id, deals in found.items()}


def load_table(session: Session, table_row: TableRow) -> Table:
    ns = session.scalar(select(_pairs.c.number).where(_pairs.c.id == table_row.ns_pair_id))
    ew = session.scalar(select(_pairs.c.number).where(_pairs.c.id == table_row.ew_pair_id))
    assert ns is not None and ew is not None, "foreign keys keep a table's pairs"
    override = (
        None
        if table_row.vp_override_ns is None or table_row.vp_override_ew is None
        else (table_row.vp_override_ns, table_row.vp_override_ew)
    )
    totals = (
        None
        if table_row.totals_ns is None or table_row.totals_ew is None
        else (
            table_row.totals_ns,
            table_row.totals_ew,
        )
    )
    return Table(
        table_row.number, ns, ew, load_deals(session, [table_row.id]).get(table_row.id, ()), override, totals
    )


# ----------------------------------------------------------------------------------------- writing


def insert_deals(session: Session, table_id: int, deals: Sequence[Deal]) -> None:
    if deals:
        session.execute(
            _deals.insert(),
            [{"table_id": table_id, "deal_number": n, **deal_columns(d)} for n, d in enumerate(deals, 1)],
        )


def save_tournament(session: Session, tournament: Tournament, *, now: datetime) -> int:
    """Insert a whole tournament (an import) with bulk inserts; returns its id. The caller's transaction
    makes it all-or-nothing; the caller has checked the tournament's rules."""
    tournament_id = session.execute(
        _tournaments.insert().returning(_tournaments.c.id),
        [
            {
                **settings_columns(tournament.settings),
                "prize_plan": prize_plan_column(tournament.prize_plan),
                "groups_formation": None
                if tournament.groups is None
                else formation_to_json(tournament.groups),
                "revision": 0,
                "created_at": now,
                "updated_at": now,
                "kind": tournament.kind,
                "team_vp_scale": None
                if tournament.team_vp_scale is None
                else tournament.team_vp_scale.to_json(),
            }
        ],
    ).scalar_one()

    if tournament.pairs:
        session.execute(
            _pairs.insert(),
            [
                {
                    "tournament_id": tournament_id,
                    "number": pair.number,
                    "pair_group": pair.group,
                    "status": pair.status.value,
                    "entry_round": pair.entry_round,
                    "withdrawn_after_round": pair.withdrawn_after_round,
                    "lots_draw": tournament.lots.get(pair.number),
                }
                for pair in tournament.pairs
            ],
        )
    ids = pair_ids(session, tournament_id)
    if tournament.pairs:
        session.execute(
            _players.insert(),
            [
                {
                    "pair_id": ids[pair.number],
                    "seat": seat,
                    **player_columns(player),
                }
                for pair in tournament.pairs
                for seat, player in enumerate(pair.players, 1)
            ],
        )

    if tournament.rounds:
        session.execute(
            _rounds.insert(),
            [
                {
                    "tournament_id": tournament_id,
                    "number": r.number,
                    "movement": r.movement.value,
                    "paired_at": now,
                }
                for r in tournament.rounds
            ],
        )
    round_ids = {
        number: round_id
        for round_id, number in session.execute(
            select(_rounds.c.id, _rounds.c.number).where(_rounds.c.tournament_id == tournament_id)
        )
    }
    table_rows = [
        {
            "round_id": round_ids[r.number],
            "number": table.table,
            "ns_pair_id": ids[table.ns],
            "ew_pair_id": ids[table.ew],
            "vp_override_ns": table.vp_override[0] if table.vp_override else None,
            "vp_override_ew": table.vp_override[1] if table.vp_override else None,
            "override_reason": "imported" if table.vp_override else None,
            "version": 1 if table.has_result else 0,
            "totals_ns": table.totals[0] if table.totals else None,
            "totals_ew": table.totals[1] if table.totals else None,
        }
        for r in tournament.rounds
        for table in r.tables
    ]
    if table_rows:
        session.execute(_tables.insert(), table_rows)
    table_ids = {
        (round_id, number): table_id
        for table_id, round_id, number in session.execute(
            select(_tables.c.id, _tables.c.round_id, _tables.c.number)
            .join(_rounds, _rounds.c.id == _tables.c.round_id)
            .where(_rounds.c.tournament_id == tournament_id)
        )
    }
    deal_rows = [
        {"table_id": table_ids[round_ids[r.number], table.table], "deal_number": n, **deal_columns(deal)}
        for r in tournament.rounds
        for table in r.tables
        for n, deal in enumerate(table.deals, 1)
    ]
    if deal_rows:
        session.execute(_deals.insert(), deal_rows)
    bye_rows = [
        {"round_id": round_ids[r.number], "pair_id": ids[number]}
        for r in tournament.rounds
        for number in r.byes
    ]
    if bye_rows:
        session.execute(_byes.insert(), bye_rows)
    if tournament.adjustments:
        session.execute(
            _adjustments.insert(),
            [
                {
                    "tournament_id": tournament_id,
                    "pair_id": ids[adjustment.pair],
                    "after_round": adjustment.after_round,
                    "vp": adjustment.vp,
                    "mp": adjustment.mp,
                    "reason": adjustment.reason,
                    "created_at": now,
                }
                for adjustment in tournament.adjustments
            ],
        )
    if tournament.teams:
        save_teams(session, tournament_id, tournament.teams)
    return int(tournament_id)
