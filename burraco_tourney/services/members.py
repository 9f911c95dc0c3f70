"""The member register of a database (issue 21): find, add, edit, merge, delete, import and export members,
link tournaments' players to them, and check a tournament's membership.

A tournament's player refers to a member by the register's id (`Player.register_id`) and keeps its own
name, club and member number as played. Editing a member (by hand, by merging, by an import) fixes the
players linked to it in every tournament that is not finished, audited in each as an "edit pair"; a
finished tournament keeps the names its results were printed with.

A tournament is finished when its results are complete: every table of every round made has its sheet (or
an artificial result), and either its plan's rounds are all made, or (no plan, or a plan not played out) the
tournament's day is past. A tournament without rounds is never finished (its pairs are still registering).

The register is not audited in a tournament's log (it belongs to no tournament); the players it changes are.
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import exists, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from burraco_tourney.domain.members import (
    DATA_FIELDS,
    CardType,
    Duplicate,
    EventLevel,
    Member,
    duplicates_of,
    find_members,
    juniores_without_adult,
    member_key,
    probable_duplicates,
)
from burraco_tourney.domain.names import fold, split_name
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.tournament import Pair, Player
from burraco_tourney.io.members_import import MembersFile, read_members, write_members
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import WRITE_SESSION, Database
from burraco_tourney.persistence.orm import (
    DealRow,
    MemberRow,
    PairRow,
    PlayerRow,
    RoundRow,
    TableRow,
    TournamentRow,
)
from burraco_tourney.services.audit import record
from burraco_tourney.services.errors import (
    ImportRefusedError,
    NotFoundError,
    RuleError,
    StaleMemberError,
    WarningsNotConfirmedError,
)
from burraco_tourney.services.lookup import tournament_row
from burraco_tourney.services.transaction import actor, reading, writing

__all__ = [
    "MemberChange",
    "MemberEdit",
    "MembersImport",
    "MembershipCheck",
    "add_member",
    "check_membership",
    "check_players",
    "delete_member",
    "duplicates",
    "edit_member",
    "export_members",
    "find",
    "get_member",
    "import_members",
    "list_members",
    "member_json",
    "merge_members",
    "player_of",
    "preview_import",
    "register_duplicates",
    "register_player",
    "tournament_finished",
]

# How long each text of a member may be: what a tournament's player may carry (domain/rules/limits.py), so
# that a member always fits a pair; notes are the register's own.
_LIMITS = {
    "member_id": limits.MEMBER_ID,
    "surname": limits.PLAYER_NAME,
    "name": limits.PLAYER_NAME,
    "club": limits.CLUB,
    "region": limits.REGION,
    "province": limits.PROVINCE,
    "category": limits.CATEGORY,
    "notes": 1000,
}


@dataclass(frozen=True, slots=True)
class MemberEdit:
    """What an edit (or a merge) did: the member as saved, the pairs of running tournaments whose players
    it fixed ((tournament id, pair number)), and the finished tournaments that kept the old name."""

    member: Member
    pairs_renamed: tuple[tuple[int, int], ...] = ()
    finished_kept: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class MemberChange:
    """An imported row that changes a member: as it is in the register, as it will be, and which fields."""

    row: int
    old: Member
    new: Member
    fields: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MembersImport:
    """The preview of a member list (and, once imported, what it did): the members it adds (`new`, with
    their rows), changes and leaves as they are, and its problems (placed at their rows). `renamed` counts
    the players of running tournaments an import fixed (0 in a preview)."""

    file: MembersFile
    new: tuple[tuple[int, Member], ...]
    changed: tuple[MemberChange, ...]
    unchanged: tuple[tuple[int, Member], ...]
    problems: tuple[Problem, ...]
    renamed: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "new": [{"row": row, **member_json(member)} for row, member in self.new],
            "changed": [
                {
                    "row": change.row,
                    "member_id": change.new.member_id,
                    "fields": {
                        f: [_plain(getattr(change.old, f)), _plain(getattr(change.new, f))]
                        for f in change.fields
                    },
                }
                for change in self.changed
            ],
            "unchanged": len(self.unchanged),
            "renamed": self.renamed,
        }


@dataclass(frozen=True, slots=True)
class MembershipCheck:
    """The membership check of one tournament: its day (the tournament's date, else today), its level, and
    a warning for each thing wrong (codes `membership.*`), in pair order."""

    tournament: str
    day: date
    level: EventLevel
    warnings: tuple[Problem, ...]


class MembersImportRefusedError(ImportRefusedError):
    """A member list with problems: each is placed at its row; nothing was imported. `preview` is what the
    list would have done."""

    def __init__(self, problems: Iterable[Problem], preview: MembersImport) -> None:
        super().__init__(problems)
        self.preview = preview


# ------------------------------------------------------------------------------------------ reading


def _member(row: MemberRow) -> Member:
    return Member(
        member_id=row.member_id,
        surname=row.surname,
        name=row.name,
        club=row.club,
        region=row.region,
        province=row.province,
        card_type=CardType(row.card_type) if row.card_type else None,
        valid_until=row.valid_until,
        category=row.category,
        notes=row.notes,
        id=row.id,
        version=row.version,
    )


def _columns(member: Member) -> dict[str, Any]:
    values = {field: getattr(member, field) for field in DATA_FIELDS}
    values["card_type"] = member.card_type.value if member.card_type else None
    values["member_id"] = (member.member_id or "").strip() or None
    return values


def _plain(value: Any) -> Any:
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, CardType):
        return value.value
    return value


def member_json(member: Member) -> dict[str, Any]:
    return {"id": member.id, **{field: _plain(getattr(member, field)) for field in DATA_FIELDS}}


def _sort_key(member: Member) -> tuple[str, str, str]:
    return fold(member.surname).replace(" ", ""), fold(member.name), member.member_id or ""


def _all(session: Session) -> list[Member]:
    return sorted((_member(row) for row in session.scalars(select(MemberRow))), key=_sort_key)


def list_members(db: Database) -> tuple[Member, ...]:
    """The whole register, by surname and name (case, accents and apostrophes ignored)."""
    with reading(db) as session:
        return tuple(_all(session))


def find(db: Database, query: str, *, limit: int = 20) -> list[Member]:
    """The members a director typing `query` (a name, part of one, or a member number) means, best first."""
    with reading(db) as session:
        return find_members(_all(session), query)[:limit]


def _row(session: Session, register_id: int) -> MemberRow:
    # In a write transaction the record is locked until it ends (SELECT ... FOR UPDATE on PostgreSQL; on
    # SQLite BEGIN IMMEDIATE lets one writer in at a time): its version below is the one the write changes.
    locking = True if session.info.get(WRITE_SESSION) else None
    row = session.get(MemberRow, register_id, with_for_update=locking)
    if row is None:
        raise NotFoundError(Problem.of("member.not_found", member=register_id))
    return row


def get_member(db: Database, register_id: int) -> Member:
    with reading(db) as session:
        return _member(_row(session, register_id))


def duplicates(db: Database, member: Member) -> list[Duplicate]:
    """The register's members that `member` (about to be added, or edited) probably duplicates."""
    with reading(db) as session:
        return duplicates_of(member, _all(session))


def register_duplicates(db: Database) -> list[Duplicate]:
    """Every pair of records of the register that are probably one person (to merge)."""
    with reading(db) as session:
        return probable_duplicates(_all(session))


def player_of(member: Member) -> Player:
    """A tournament's player for `member`, linked to it."""
    return Player(
        name=member.full_name,
        club=member.club,
        member_id=member.member_id,
        region=member.region,
        province=member.province,
        category=member.category,
        register_id=member.id,
    )


# ------------------------------------------------------------------------------------------ checks


def _check(member: Member) -> None:
    problems = []
    if not member.surname.strip():
        problems.append(Problem.of("member.surname_missing", path=("register", "surname")))
    for field, limit in _LIMITS.items():
        value = getattr(member, field) or ""
        if len(value) > limit:
            shown = value[:30] + "…" if len(value) > 30 else value
            problems.append(
                Problem.of("member.text_too_long", path=("register", field), value=repr(shown), limit=limit)
            )
    if problems:
        raise RuleError(problems)


def _duplicate_warnings(found: Sequence[Duplicate]) -> list[Problem]:
    return [
        Problem.warning(
            "member.probable_duplicate",
            name=duplicate.second.full_name,
            club=duplicate.second.club or "—",
            other=duplicate.first.full_name,
            other_id=duplicate.first.member_id or "—",
            reason=Problem.of(f"member.reason_{duplicate.reason}"),
        )
        for duplicate in found
    ]


def _number_taken(session: Session, member: Member, except_id: int | None = None) -> None:
    number = (member.member_id or "").strip()
    if not number:
        return
    other = session.scalar(select(MemberRow).where(MemberRow.member_id == number))
    if other is not None and other.id != except_id:
        raise RuleError(
            Problem.of(
                "member.number_taken",
                path=("register", "member_id"),
                member_id=number,
                name=_member(other).full_name,
            )
        )


def _flush(session: Session, member: Member) -> None:
    """Write what the session holds; a member number another station registered meanwhile (the unique
    constraint, raised by PostgreSQL once the other transaction commits) is a clear refusal."""
    try:
        session.flush()
    except IntegrityError:
        raise RuleError(
            Problem.of(
                "member.number_taken_meanwhile",
                path=("register", "member_id"),
                member_id=(member.member_id or "").strip(),
            )
        ) from None


# ------------------------------------------------------------------------------------------ writing


def add_member(db: Database, member: Member, *, confirm_duplicates: bool = False) -> Member:
    """Add a member to the register; returns it with its id. A member number already in the register is
    refused (member.number_taken: find that member instead); a probable duplicate (the same name and
    club) raises WarningsNotConfirmedError (member.probable_duplicate) unless `confirm_duplicates`."""
    _check(member)
    with writing(db) as session:
        _number_taken(session, member)
        if not confirm_duplicates:
            found = [d for d in duplicates_of(member, _all(session)) if d.reason == "name_and_club"]
            if found:
                raise WarningsNotConfirmedError(_duplicate_warnings(found))
        now = datetime.now(UTC)
        row = MemberRow(**_columns(member), created_at=now, updated_at=now, updated_by=actor(None, session))
        session.add(row)
        _flush(session, member)
        return _member(row)


def register_player(db: Database, player: Player, *, confirm_duplicates: bool = False) -> Player:
    """Add a tournament's player (typed in the pair dialog, not found in the register) to the register;
    returns the player linked to the new member. Refusals as `add_member`."""
    surname, given = split_name(player.name)
    member = Member(
        member_id=(player.member_id or "").strip() or None,
        surname=surname,
        name=given,
        club=player.club,
        region=player.region,
        province=player.province,
        category=player.category,
    )
    added = add_member(db, member, confirm_duplicates=confirm_duplicates)
    return replace(player, register_id=added.id)


def tournament_finished(session: Session, tournament_id: int) -> bool:
    """Whether the tournament's results are final (see the module's words): then its players keep the
    names they were played with."""
    row = session.get(TournamentRow, tournament_id)
    if row is None:
        return False
    made = session.scalar(select(func.count()).where(RoundRow.tournament_id == tournament_id)) or 0
    if not made:
        return False
    waiting = session.scalar(
        select(func.count())
        .select_from(TableRow)
        .join(RoundRow, RoundRow.id == TableRow.round_id)
        .where(
            RoundRow.tournament_id == tournament_id,
            TableRow.totals_ns.is_(None),
            TableRow.vp_override_ns.is_(None),
            ~exists().where(DealRow.table_id == TableRow.id),
        )
    )
    if waiting:
        return False
    planned = sum(int(phase.get("rounds", 0)) for phase in row.plan or [])
    if planned and made >= planned:
        return True
    return row.date is not None and row.date < date.today()


def _fix_players(
    session: Session, member: Member, register_ids: Sequence[int], who: str | None
) -> MemberEdit:
    """Give the players linked to `register_ids` in running tournaments `member`'s data (and link them to
    it); audited as an edit of each pair changed. Finished tournaments keep theirs."""
    rows = session.execute(
        select(PlayerRow, PairRow)
        .join(PairRow, PairRow.id == PlayerRow.pair_id)
        .where(PlayerRow.register_id.in_(register_ids))
        .order_by(PairRow.tournament_id, PairRow.number, PlayerRow.seat)
    ).all()
    finished: dict[int, bool] = {}
    renamed: list[tuple[int, int]] = []
    kept: set[int] = set()
    by_pair: dict[int, list[PlayerRow]] = defaultdict(list)
    pair_rows: dict[int, PairRow] = {}
    for player_row, pair_row in rows:
        tid = pair_row.tournament_id
        if tid not in finished:
            finished[tid] = tournament_finished(session, tid)
        if finished[tid]:
            kept.add(tid)
            continue
        by_pair[pair_row.id].append(player_row)
        pair_rows[pair_row.id] = pair_row
    wanted = {
        "name": member.full_name,
        "club": member.club,
        "member_id": member.member_id,
        "region": member.region,
        "province": member.province,
        "category": member.category,
    }
    for pair_id, players in by_pair.items():
        pair_row = pair_rows[pair_id]
        tournament_row(session, pair_row.tournament_id)  # locked, as every write to a tournament
        old = repositories.load_pair(session, pair_row)
        changed = False
        for player_row in players:
            if player_row.register_id != member.id:
                player_row.register_id = member.id
                changed = True
            for field, value in wanted.items():
                if getattr(player_row, field) != value:
                    setattr(player_row, field, value)
                    changed = True
        if not changed:
            continue
        session.flush()
        new = repositories.load_pair(session, pair_row)
        if new.players != old.players:
            record(
                session,
                pair_row.tournament_id,
                who=who,
                action="edit pair",
                pair=pair_row.number,
                old=_pair_json(old),
                new=_pair_json(new),
                reason="member register",
            )
            renamed.append((pair_row.tournament_id, pair_row.number))
    return MemberEdit(member, tuple(renamed), tuple(sorted(kept)))


def _pair_json(pair: Pair) -> dict[str, Any]:
    return {"number": pair.number, "players": [repositories.player_to_json(p) for p in pair.players]}


def edit_member(
    db: Database,
    register_id: int,
    member: Member,
    *,
    expected_version: int | None = None,
    who: str | None = None,
) -> MemberEdit:
    """Correct a member: the register's record, and the players linked to it in every tournament that is
    not finished (finished ones keep the name as played). A member number another member has is refused.

    With `expected_version` (the version of the copy on screen), an edit made after another station changed
    the member is refused (StaleMemberError, saying who changed it and when, with the member as stored):
    never a silent overwrite of the other station's change. Without it the edit replaces what is stored."""
    _check(member)
    with writing(db) as session:
        row = _row(session, register_id)
        if expected_version is not None and row.version != expected_version:
            raise _stale(row, expected_version)
        _number_taken(session, member, except_id=register_id)
        for field, value in _columns(member).items():
            setattr(row, field, value)
        _changed(session, row, datetime.now(UTC), who)
        _flush(session, member)
        saved = _member(row)
        return _fix_players(session, saved, [register_id], who)


def _changed(session: Session, row: MemberRow, now: datetime, who: str | None = None) -> None:
    """A record changed: its version moves on (a copy read before is stale), with when and by whom."""
    row.version += 1
    row.updated_at = now
    row.updated_by = actor(who, session)


def _stale(row: MemberRow, expected_version: int) -> StaleMemberError:
    """The refusal of an edit made on a stale copy: who changed the member meanwhile, and when."""
    member = _member(row)
    said: dict[str, Any] = {"name": member.full_name, "version": row.version, "expected": expected_version}
    if row.updated_by:
        stale = Problem.of(
            "member.stale_by", saved_by=row.updated_by, saved_at=f"{row.updated_at:%H:%M:%S}", **said
        )
    else:
        stale = Problem.of("member.stale", **said)
    return StaleMemberError(stale, member=member, saved_by=row.updated_by, saved_at=row.updated_at)


def merge_members(db: Database, keep_id: int, other_id: int, *, who: str | None = None) -> MemberEdit:
    """Merge a probable duplicate: `other_id`'s players are linked to `keep_id`, whose empty fields take
    `other_id`'s values, and `other_id` goes from the register. Two different member numbers are refused
    (two numbers are two members: correct the wrong one first)."""
    if keep_id == other_id:
        raise RuleError(Problem.of("member.merge_itself"))
    with writing(db) as session:
        keep_row, other_row = _row(session, keep_id), _row(session, other_id)
        keep, other = _member(keep_row), _member(other_row)
        if keep.member_id and other.member_id and keep.member_id != other.member_id:
            raise RuleError(
                Problem.of(
                    "member.merge_two_numbers",
                    name=keep.full_name,
                    first=keep.member_id,
                    other=other.full_name,
                    second=other.member_id,
                )
            )
        filled = {
            field: getattr(other, field)
            for field in DATA_FIELDS
            if not getattr(keep, field) and getattr(other, field)
        }
        if keep.notes and other.notes and other.notes != keep.notes:
            filled["notes"] = f"{keep.notes}\n{other.notes}"
        merged = replace(keep, **filled)
        # The other's players (in every tournament, finished ones too) now refer to the kept record; then the
        # other goes, its number first, so that the kept record may take it without a clash.
        for player_row in session.scalars(select(PlayerRow).where(PlayerRow.register_id == other_id)):
            player_row.register_id = keep_id
        session.delete(other_row)
        session.flush()
        for field, value in _columns(merged).items():
            setattr(keep_row, field, value)
        _changed(session, keep_row, datetime.now(UTC), who)
        session.flush()
        return _fix_players(session, _member(keep_row), [keep_id], who)


def delete_member(db: Database, register_id: int) -> None:
    """Take a member out of the register. Refused while the member plays in a pair of a tournament that is
    not finished (member.in_running_tournament); finished tournaments keep the player as played, unlinked."""
    with writing(db) as session:
        row = _row(session, register_id)
        member = _member(row)
        for pair_number, tid, name in session.execute(
            select(PairRow.number, PairRow.tournament_id, TournamentRow.name)
            .join(PlayerRow, PlayerRow.pair_id == PairRow.id)
            .join(TournamentRow, TournamentRow.id == PairRow.tournament_id)
            .where(PlayerRow.register_id == register_id)
            .order_by(PairRow.tournament_id, PairRow.number)
        ):
            if not tournament_finished(session, tid):
                raise RuleError(
                    Problem.of(
                        "member.in_running_tournament",
                        name=member.full_name,
                        pair=pair_number,
                        tournament=name,
                    )
                )
        session.delete(row)


# ------------------------------------------------------------------------------------------ import, export


def _preview(session: Session, file: MembersFile) -> MembersImport:
    members = _all(session)
    by_number = {m.member_id.strip(): m for m in members if m.member_id}
    unnumbered: dict[tuple[str, str], list[Member]] = defaultdict(list)
    for m in members:
        if not m.member_id:
            unnumbered[member_key(m.full_name, m.club)].append(m)
    new: list[tuple[int, Member]] = []
    changed: list[MemberChange] = []
    unchanged: list[tuple[int, Member]] = []
    problems = list(file.problems)
    taken_guests: set[int] = set()
    for row in file.rows:
        for field, limit in _LIMITS.items():
            value = getattr(row.member, field) or ""
            if len(value) > limit:
                problems.append(
                    Problem.of(
                        "members_file.text_too_long",
                        path=("rows", row.row - 1, "register", field),
                        value=repr(value[:30] + "…"),
                        limit=limit,
                    )
                )
        number = (row.member.member_id or "").strip()
        old = by_number.get(number) if number else None
        if old is None:
            # A club's guest (no number) who now has a card: the record of the same name and club.
            guests = [
                g
                for g in unnumbered.get(member_key(row.member.full_name, row.member.club), ())
                if g.id not in taken_guests
            ]
            if len(guests) == 1:
                old = guests[0]
                assert old.id is not None
                taken_guests.add(old.id)
        if old is None:
            new.append((row.row, row.member))
            continue
        # Only the columns the file has: a list without provinces keeps the register's provinces.
        updated = replace(old, **{f: getattr(row.member, f) for f in DATA_FIELDS if f in file.fields})
        fields = updated.changed_fields(old)
        if fields:
            changed.append(MemberChange(row.row, old, updated, fields))
        else:
            unchanged.append((row.row, old))
    return MembersImport(file, tuple(new), tuple(changed), tuple(unchanged), tuple(problems))


def preview_import(db: Database, path: str | os.PathLike[str]) -> MembersImport:
    """What importing the member list at `path` would do (nothing is saved). A file that cannot be read as a
    member list raises PairsFileError (its words say why)."""
    file = read_members(path)
    with reading(db) as session:
        return _preview(session, file)


def import_members(db: Database, path: str | os.PathLike[str], *, who: str | None = None) -> MembersImport:
    """Import the member list at `path`: new members added, members of the same number updated (only the
    columns the file has), all in one transaction; players of running tournaments linked to a changed
    member fixed. Any problem in any row refuses the whole list (MembersImportRefusedError, every problem
    at its row): nothing is half-imported."""
    file = read_members(path)
    with writing(db) as session:
        preview = _preview(session, file)
        if preview.problems:
            raise MembersImportRefusedError(preview.problems, preview)
        now = datetime.now(UTC)
        renamed = 0
        for change in preview.changed:
            assert change.old.id is not None
            row = _row(session, change.old.id)
            for field, value in _columns(change.new).items():
                setattr(row, field, value)
            _changed(session, row, now, who)
        by = actor(who, session)
        added = [
            MemberRow(**_columns(member), created_at=now, updated_at=now, updated_by=by)
            for _, member in preview.new
        ]
        session.add_all(added)
        try:
            session.flush()
        except IntegrityError:
            raise RuleError(Problem.of("member.number_taken_meanwhile", member_id="…")) from None
        # Players registered with these numbers before the register knew them now refer to them (their
        # names stay as typed: only an edit of a member renames).
        for row in added:
            if row.member_id:
                session.execute(
                    update(PlayerRow)
                    .where(PlayerRow.register_id.is_(None), func.trim(PlayerRow.member_id) == row.member_id)
                    .values(register_id=row.id)
                )
        for change in preview.changed:
            assert change.old.id is not None
            renamed += len(_fix_players(session, change.new, [change.old.id], who).pairs_renamed)
        return replace(preview, renamed=renamed)


def export_members(db: Database, path: str | os.PathLike[str], *, language: str = "it") -> int:
    """Write the register to `path` (.xlsx, else CSV) as a list `members import` reads back; returns how
    many members. A path that cannot be written raises io.output.ExportError."""
    members = list_members(db)
    write_members(members, path, language=language)
    return len(members)


# ------------------------------------------------------------------------------------------ the check


def check_membership(db: Database, tournament_id: int, *, day: date | None = None) -> MembershipCheck:
    """The tournament's membership problems, as warnings (never refusals) naming the rule each breaks:
    expired cards (valid until before the tournament's day), card types the event's level does not allow,
    members not found in the register, non-members without a guarantor (or at a level above club), a pair
    of two Juniores cards (no adult in it) and a member in two pairs. `day`: the tournament's date, else
    today."""
    with reading(db) as session:
        row = tournament_row(session, tournament_id)
        tournament = repositories.load_tournament(session, tournament_id)
        assert tournament is not None
        members = _all(session)
    settings = tournament.settings
    day = day or settings.date or date.today()
    warnings = _warnings(tournament.pairs, members, settings.event_level, day)
    return MembershipCheck(row.name, day, settings.event_level, tuple(warnings))


def check_players(
    db: Database, tournament_id: int, players: tuple[Player, Player], *, number: int | None = None
) -> tuple[Problem, ...]:
    """At registration: the membership warnings of a pair about to be registered (or edited: `number`, its
    pair number) with the tournament's other pairs, e.g. a player already in another pair. Nothing saved.
    A new pair is named by the number it would get (the smallest free one) unless `number` is given."""
    with reading(db) as session:
        tournament = repositories.load_tournament(session, tournament_id)
        if tournament is None:
            raise NotFoundError(Problem.of("tournament.not_found", tournament=tournament_id))
        members = _all(session)
    taken = {pair.number for pair in tournament.pairs if pair.number != number}
    if number is None:
        number = next(n for n in range(1, len(taken) + 2) if n not in taken)
    others = tuple(pair for pair in tournament.pairs if pair.number != number)
    settings = tournament.settings
    day = settings.date or date.today()
    found = _warnings((*others, Pair(number, players)), members, settings.event_level, day)
    return tuple(
        w for w in found if w.values.get("pair") == number or number in (w.values.get("pairs") or ())
    )


def _warnings(
    pairs: Sequence[Pair], members: Sequence[Member], level: EventLevel, day: date
) -> list[Problem]:
    level_word = Problem.of(f"membership.level_{level.value}")
    by_id = {m.id: m for m in members}
    by_number = {m.member_id.strip(): m for m in members if m.member_id}
    warnings: list[Problem] = []
    seen: dict[Any, list[int]] = defaultdict(list)
    names: dict[Any, tuple[str, str]] = {}
    for pair in pairs:
        cards: list[CardType | None] = []
        for player in pair.players:
            member = by_id.get(player.register_id) if player.register_id is not None else None
            number = (player.member_id or "").strip() or (member.member_id if member else None) or ""
            if member is None and number:
                member = by_number.get(number)
            cards.append(member.card_type if member is not None else None)
            said: dict[str, Any] = {"name": player.name, "pair": pair.number}
            if not number:
                if level is not EventLevel.CLUB:
                    warnings.append(
                        Problem.warning("membership.non_member_not_club", level=level_word, **said)
                    )
                elif not (player.guarantor or "").strip():
                    warnings.append(Problem.warning("membership.non_member_without_guarantor", **said))
            elif member is None:
                warnings.append(Problem.warning("membership.not_in_register", member_id=number, **said))
            else:
                if member.expired_on(day):
                    warnings.append(
                        Problem.warning(
                            "membership.expired", member_id=number, until=member.valid_until, day=day, **said
                        )
                    )
                if level in (EventLevel.REGIONAL, EventLevel.NATIONAL):
                    if member.card_type is None:
                        warnings.append(
                            Problem.warning(
                                "membership.card_type_unknown", member_id=number, level=level_word, **said
                            )
                        )
                    elif not member.allows(level):
                        warnings.append(
                            Problem.warning(
                                "membership.card_not_allowed",
                                card=member.card_type.value.capitalize(),
                                level=level_word,
                                **said,
                            )
                        )
            identity = (
                ("register", member.id) if member is not None else ("number", number) if number else None
            )
            if identity is not None:
                seen[identity].append(pair.number)
                names.setdefault(identity, (player.name, number or "—"))
        if juniores_without_adult(cards):
            warnings.append(
                Problem.warning(
                    "membership.juniores_without_adult",
                    first=pair.players[0].name,
                    second=pair.players[-1].name,
                    pair=pair.number,
                )
            )
    for identity, numbers in seen.items():
        if len(numbers) > 1:
            name, number = names[identity]
            warnings.append(
                Problem.warning("membership.in_two_pairs", name=name, member_id=number, pairs=tuple(numbers))
            )
    return warnings
