"""Groups (gironi) formed from the standings: preview, form, take back, clear and show.

Groups are formed after the last round made, once every table of it has its result, from the standings
then (domain.groups: the top of the ranking to group A). Forming sets the group of every pair in play (the
others, withdrawn or not yet entered, lose theirs) and keeps the formation in the tournament, with the
pairs' groups before it and the formation before it, so that it can be taken back until the next round
is made. Every change is audited with the station's name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from burraco_tourney.domain import groups as domain
from burraco_tourney.domain.groups import GroupsError, GroupsFormation, GroupsRule
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.standings import StandingRow, Standings, compute_standings, table_result
from burraco_tourney.domain.tournament import PairStatus, Tournament
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import PairRow, RoundRow, TournamentRow
from burraco_tourney.services.audit import AuditAction, record
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.lookup import tournament_row
from burraco_tourney.services.transaction import reading, utc_now, writing

__all__ = [
    "GroupsPreview",
    "clear_groups",
    "form_groups",
    "groups_of",
    "pairs_in_play",
    "playing_notes",
    "preview_groups",
    "rows_of_group",
    "undo_groups",
]


@dataclass(frozen=True, slots=True)
class GroupsPreview:
    """Groups formed (or shown before forming them), and what the director should know (`notes`:
    warnings, e.g. a group with an odd number of pairs has a bye inside it)."""

    formation: GroupsFormation
    notes: tuple[Problem, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """What `groups form` and `groups show` print (the notes are worded by the caller)."""
        formation = self.formation
        return {
            "after_round": formation.after_round,
            "method": formation.rule.method.value,
            "values": list(formation.rule.values),
            "formed_at": None if formation.formed_at is None else formation.formed_at.isoformat(),
            "groups": [
                {"name": group.name, "tables": group.tables, "bye": group.has_bye, "pairs": list(group.pairs)}
                for group in formation.groups
            ],
        }


def pairs_in_play(tournament: Tournament, after_round: int) -> list[int]:
    """The pairs that play the round after `after_round`, in the standings' order after it."""
    by_number = {pair.number: pair for pair in tournament.pairs}
    standings = compute_standings(tournament, after_round)
    return [
        row.pair
        for row in standings.rows
        if by_number[row.pair].status is PairStatus.ACTIVE and by_number[row.pair].plays_in(after_round + 1)
    ]


def _formation(tournament: Tournament, rule: GroupsRule, after_round: int | None) -> GroupsFormation:
    last = max((r.number for r in tournament.rounds), default=0)
    if not last:
        raise RuleError(Problem.of("group.no_rounds"))
    if after_round is None:
        after_round = last
    if after_round != last:
        raise RuleError(Problem.of("group.after_round_not_last", round=after_round, last=last))
    final = next(r for r in tournament.rounds if r.number == last)
    missing = [t.table for t in final.tables if not table_result(t, tournament.settings).played]
    if missing:
        raise RuleError(
            Problem.of(
                "group.round_open", round=last, count=len(missing), tables=", ".join(map(str, missing))
            )
        )
    try:
        return domain.form_groups(pairs_in_play(tournament, after_round), rule, after_round=after_round)
    except GroupsError as error:
        raise RuleError(error.problems) from error


def preview_groups(
    db: Database, tournament_id: int, rule: GroupsRule, *, after_round: int | None = None
) -> GroupsPreview:
    """The groups `rule` would form after `after_round` (None: the last round made); nothing is saved."""
    with reading(db) as session:
        tournament_row(session, tournament_id)
        tournament = repositories.load_tournament(session, tournament_id)
        assert tournament is not None
    formation = _formation(tournament, rule, after_round)
    return GroupsPreview(formation, tuple(domain.formation_notes(formation)))


def form_groups(
    db: Database,
    tournament_id: int,
    rule: GroupsRule,
    *,
    after_round: int | None = None,
    who: str | None = None,
) -> GroupsPreview:
    """Form the groups and keep them: each pair in play gets its group, the others none."""
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        tournament = repositories.load_tournament(session, tournament_id)
        assert tournament is not None
        return _form_in_session(session, row, tournament, rule, after_round, who)


def _form_in_session(
    session: Session,
    row: TournamentRow,
    tournament: Tournament,
    rule: GroupsRule,
    after_round: int | None,
    who: str | None,
) -> GroupsPreview:
    formed = _formation(tournament, rule, after_round)
    new_groups = {number: group.name for group in formed.groups for number in group.pairs}
    changed = tuple(
        (pair.number, pair.group) for pair in tournament.pairs if new_groups.get(pair.number) != pair.group
    )
    formation = GroupsFormation(formed.after_round, formed.rule, formed.groups, utc_now(), changed)
    _set_groups(session, row.id, {number: new_groups.get(number) for number, _ in changed})
    stored = domain.formation_to_json(formation)
    # The formation before this one, so that taking this one back restores it (one step is kept).
    before = dict(row.groups_formation) if row.groups_formation else None
    if before is not None:
        before.pop("before", None)
    row.groups_formation = {**stored, "before": before}
    record(
        session,
        row.id,
        who=who,
        action=AuditAction.FORM_GROUPS,
        round=formation.after_round,
        old={str(number): group for number, group in changed},
        new=stored,
    )
    return GroupsPreview(formation, tuple(domain.formation_notes(formation)))


def _set_groups(session: Session, tournament_id: int, groups: dict[int, str | None]) -> None:
    by_group: dict[str | None, list[int]] = {}
    for number, group in groups.items():
        by_group.setdefault(group, []).append(number)
    for group, numbers in by_group.items():
        session.execute(
            update(PairRow)
            .where(PairRow.tournament_id == tournament_id, PairRow.number.in_(numbers))
            .values(pair_group=group)
        )


def _refuse_after_next_round(session: Session, tournament_id: int, formed: dict[str, Any] | None) -> None:
    if not formed:
        return
    after = int(formed["after_round"])
    later = session.scalar(
        select(RoundRow.number)
        .where(RoundRow.tournament_id == tournament_id, RoundRow.number > after)
        .order_by(RoundRow.number)
        .limit(1)
    )
    if later is not None:
        raise RuleError(Problem.of("group.undo_after_round", formed=after, round=later))


def undo_groups(db: Database, tournament_id: int, *, who: str | None = None) -> GroupsFormation | None:
    """Take back the last formation: the pairs' groups before it and the formation before it come back
    (returned, None when there was none). Refused once a round was made after it, and when none exists."""
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        stored = row.groups_formation
        if not stored:
            raise RuleError(Problem.of("group.none_formed"))
        _refuse_after_next_round(session, tournament_id, stored)
        formation = domain.formation_from_json(stored)
        _set_groups(session, tournament_id, dict(formation.previous))
        before = stored.get("before")
        row.groups_formation = before
        record(
            session,
            tournament_id,
            who=who,
            action=AuditAction.UNDO_GROUPS,
            round=formation.after_round,
            old=domain.formation_to_json(formation),
            new=before,
        )
        return None if not before else domain.formation_from_json(before)


def clear_groups(db: Database, tournament_id: int, *, who: str | None = None) -> None:
    """No pair in a group any more, and no formation (refused once a round was made after the last
    formation: its rounds were paired in those groups)."""
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        _refuse_after_next_round(session, tournament_id, row.groups_formation)
        old = {
            str(number): group
            for number, group in session.execute(
                select(PairRow.number, PairRow.pair_group).where(
                    PairRow.tournament_id == tournament_id, PairRow.pair_group.is_not(None)
                )
            )
        }
        if not old and not row.groups_formation:
            raise RuleError(Problem.of("group.none_formed"))
        session.execute(update(PairRow).where(PairRow.tournament_id == tournament_id).values(pair_group=None))
        row.groups_formation = None
        record(session, tournament_id, who=who, action=AuditAction.CLEAR_GROUPS, old=old)


def groups_of(db: Database, tournament_id: int) -> GroupsFormation | None:
    """The last formation, with the groups as the pairs stand now (a late entry given a group is in it; a
    withdrawn pair stays where it was), or None when no groups were formed."""
    with reading(db) as session:
        row = tournament_row(session, tournament_id)
        if not row.groups_formation:
            return None
        formation = domain.formation_from_json(row.groups_formation)
        now: dict[int, str | None] = {
            number: group
            for number, group in session.execute(
                select(PairRow.number, PairRow.pair_group).where(PairRow.tournament_id == tournament_id)
            )
        }
    return current(formation, now)


def current(formation: GroupsFormation, groups: dict[int, str | None]) -> GroupsFormation:
    """`formation` with its groups as `groups` (pair → group now) has them: the formed order first, pairs
    added since after them by number; groups named since come after the formed ones."""
    names = list(formation.names) + sorted({g for g in groups.values() if g} - set(formation.names))
    members: dict[str, list[int]] = {name: [] for name in names}
    for group in formation.groups:
        members[group.name] += [n for n in group.pairs if groups.get(n) == group.name]
    for number in sorted(groups):
        name = groups[number]
        if name and number not in members[name]:
            members[name].append(number)
    return GroupsFormation(
        formation.after_round,
        formation.rule,
        tuple(domain.Group(name, tuple(members[name])) for name in names),
        formation.formed_at,
        formation.previous,
    )


def rows_of_group(standings: Standings, name: str) -> tuple[StandingRow, ...]:
    """The standings of group `name`, by rank in the group; refused when no pair is in that group."""
    if name not in standings.groups:
        if not standings.groups:
            raise RuleError(Problem.of("group.no_groups", group=name))
        raise RuleError(Problem.of("group.unknown", group=name, groups=", ".join(standings.groups)))
    return standings.of_group(name)


def playing_notes(tournament: Tournament, round_number: int) -> list[Problem]:
    """Warnings for the groups with an odd number of pairs playing round `round_number` (a late entry or a
    withdrawal in the group phase: one pair of the group has a bye each round)."""
    if tournament.groups is None:
        return []
    playing = [
        pair.number
        for pair in tournament.pairs
        if pair.status is PairStatus.ACTIVE and pair.plays_in(round_number)
    ]
    return domain.odd_groups({pair.number: pair.group for pair in tournament.pairs}, playing)
