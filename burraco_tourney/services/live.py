"""Live views across stations: a cheap poll of the tournament's revision tells when anything changed it.

Every change made through the services moves the tournament's stored `revision` on (services.audit.record),
in the same transaction as the change, so a station that polls the revision sees every committed change of
every other station, and only committed ones. One poll is one primary-key read of one integer: a station can
poll every two seconds on a 100-table event without loading the server. When `changed()` says yes, the view
reloads what it shows (a TournamentCache makes that one consistent read).

PostgreSQL's LISTEN/NOTIFY would push instead, but it needs a connection held open per station and still a
poll after a reconnect; the poll alone is simpler and works the same on SQLite (several windows on one file).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from datetime import datetime

from sqlalchemy import select, tuple_
from sqlalchemy.orm import Session, aliased

from burraco_tourney.domain.clock import RoundClock
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Adjustment, Pair, Table
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import AuditRow, PairRow, RoundRow, TableRow
from burraco_tourney.services.audit import CLOCK_ACTIONS, AuditAction
from burraco_tourney.services.clock import ClockView, load_round_clock
from burraco_tourney.services.errors import NotFoundError
from burraco_tourney.services.lookup import round_row, tournament_row
from burraco_tourney.services.transaction import reading

__all__ = [
    "Changes",
    "Delta",
    "LiveWatcher",
    "changes_since",
    "read_clock",
    "round_clock",
    "stored_revision",
]

# Audited actions that change one table's sheet or artificial result, and nothing else of the tournament.
TABLE_ACTIONS = frozenset(
    {
        AuditAction.SAVE_DEALS,
        AuditAction.CORRECT_DEALS,
        AuditAction.CORRECT_DEAL,
        AuditAction.CLEAR_DEALS,
        AuditAction.DELETE_DEALS,
        AuditAction.SET_ARTIFICIAL_RESULT,
        AuditAction.CLEAR_ARTIFICIAL_RESULT,
        AuditAction.REJECT_TABLE_SHEET,  # the table's row in the missing-sheets list says it
    }
)
ADJUSTMENT_ACTIONS = frozenset({AuditAction.ADD_ADJUSTMENT, AuditAction.REMOVE_ADJUSTMENT})
PAIR_ACTIONS = frozenset(
    {
        AuditAction.REGISTER_PAIR,
        AuditAction.LATE_ENTRY,
        AuditAction.EDIT_PAIR,
        AuditAction.WITHDRAW_PAIR,
        AuditAction.REINSTATE_PAIR,
        AuditAction.REMOVE_PAIR,
        AuditAction.RESTORE_PAIR,
    }
)
ROUND_ACTIONS = frozenset(
    {
        AuditAction.STORE_ROUND,
        AuditAction.DELETE_ROUND,
        AuditAction.SWAP_PAIRS,
        AuditAction.SWAP_TABLES,
        AuditAction.OPEN_TABLE_ENTRY,
        AuditAction.CLOSE_TABLE_ENTRY,
    }
)
# More changes than this since the last look: reloading the whole tournament is as quick as sorting them out.
MANY_CHANGES = 500

TableKey = tuple[int, int]  # (round number, table number)


@dataclass(frozen=True, slots=True)
class Changes:
    """What a change (made here or at another station) touched, for the views to refresh only that.

    `tables`: (round, table) whose score sheet or artificial result changed; `pairs`: pair numbers registered,
    edited, withdrawn, reinstated or removed; `rounds`: rounds made, deleted or reseated (swaps); `clock`:
    rounds whose clock changed; `adjustments`, `settings`: those changed; `everything`: anything may have
    changed (a tournament imported, a change that cannot be told apart, many changes): refresh all.
    `elsewhere`: another station or program made (part of) it. `revision`: the stored revision it brings
    the window to, when known.
    """

    tables: frozenset[TableKey] = frozenset()
    pairs: frozenset[int] = frozenset()
    rounds: frozenset[int] = frozenset()
    clock: frozenset[int] = frozenset()
    adjustments: bool = False
    settings: bool = False
    everything: bool = False
    elsewhere: bool = field(default=False, compare=False)
    revision: int | None = field(default=None, compare=False)

    @classmethod
    def all(cls) -> Changes:
        return cls(everything=True)

    @classmethod
    def table(cls, round_number: int, table_number: int) -> Changes:
        return cls(tables=frozenset({(round_number, table_number)}))

    @classmethod
    def of_pairs(cls, numbers: Iterable[int]) -> Changes:
        return cls(pairs=frozenset(numbers))

    @classmethod
    def round(cls, number: int) -> Changes:
        return cls(rounds=frozenset({number}))

    def __or__(self, other: Changes) -> Changes:
        revisions = [r for r in (self.revision, other.revision) if r is not None]
        return Changes(
            self.tables | other.tables,
            self.pairs | other.pairs,
            self.rounds | other.rounds,
            self.clock | other.clock,
            self.adjustments or other.adjustments,
            self.settings or other.settings,
            self.everything or other.everything,
            self.elsewhere or other.elsewhere,
            max(revisions) if revisions else None,
        )

    def __bool__(self) -> bool:
        return bool(
            self.tables
            or self.pairs
            or self.rounds
            or self.clock
            or self.adjustments
            or self.settings
            or self.everything
        )

    @property
    def standings(self) -> bool:
        """Whether the standings may have moved (everything but the clock moves them)."""
        return bool(
            self.tables or self.pairs or self.rounds or self.adjustments or self.settings or self.everything
        )

    @property
    def only_tables(self) -> bool:
        """Only sheets or artificial results changed (a view of rounds and pairs can patch its rows)."""
        return bool(self.tables) and not (
            self.pairs or self.rounds or self.adjustments or self.settings or self.everything
        )


@dataclass(frozen=True, slots=True)
class Delta:
    """What changed in a tournament between two revisions, with what changed read fresh.

    When only sheets, pairs, adjustments and clocks changed (`patchable`), `tables` holds the current state of
    every table in `changes.tables`, `pairs` of every pair in `changes.pairs` (None: it is gone) with its
    lots draw in `lots`, and `adjustments` all the adjustments if they changed: a cached copy patched with
    them is the stored tournament at `revision`. With rounds, settings or everything it is reloaded.
    """

    since: int
    revision: int
    changes: Changes
    tables: Mapping[TableKey, Table] = field(default_factory=dict)
    pairs: Mapping[int, Pair | None] = field(default_factory=dict)
    lots: Mapping[int, int | None] = field(default_factory=dict)
    adjustments: tuple[Adjustment, ...] | None = None

    @property
    def patchable(self) -> bool:
        changes = self.changes
        return not (changes.everything or changes.rounds or changes.settings)


class LiveWatcher:
    """Watches one tournament for changes made anywhere (this station, another station, another program).

    The revision is read once when the watcher is made; `changed()` then says whether it moved since the
    last look. A change this station made itself can be noted with `saw(revision)` (the `revision` of a
    TableSave), so that it does not cause a reload, unless another station changed something in between.

    Errors are those of the services: NotFoundError when the tournament was deleted, and a DatabaseError
    (DatabaseUnavailableError) while the server cannot be reached; the watcher keeps its last revision, so
    polling again once the server is back reports whatever changed meanwhile.
    """

    def __init__(self, db: Database, tournament_id: int) -> None:
        self._db = db
        self._tournament_id = tournament_id
        self._revision = self._read()

    @property
    def tournament_id(self) -> int:
        return self._tournament_id

    @property
    def revision(self) -> int:
        """The revision seen last."""
        return self._revision

    def changed(self) -> bool:
        """True if the tournament changed since the last look (or since the watcher was made)."""
        current = self._read()
        if current == self._revision:
            return False
        self._revision = current
        return True

    def saw(self, revision: int) -> None:
        """Note a change made by this station: if it is the only change since the last look, the next
        `changed()` does not report it."""
        if revision == self._revision + 1:
            self._revision = revision

    def _read(self) -> int:
        return stored_revision(self._db, self._tournament_id)


def stored_revision(db: Database, tournament_id: int) -> int:
    """The tournament's revision as stored now: one primary-key read."""
    with reading(db) as session:
        revision = repositories.revision_of(session, tournament_id)
    if revision is None:
        raise NotFoundError(Problem.of("tournament.not_found", tournament=tournament_id))
    return revision


def changes_since(db: Database, tournament_id: int, revision: int) -> Delta:
    """What changed since `revision`, read in one snapshot.

    The audit rows recorded since then (one per revision) say what each change was and where (round, table,
    pair: services.audit records them as columns). The tables whose sheet changed are read fresh, and only
    they: a copy patched with them is the stored tournament. Pairs, rounds and adjustments are named for the
    views (a copy is reloaded for them); anything else (settings, an import, a change that names no place,
    more than MANY_CHANGES) is `everything`.
    """
    with reading(db) as session:
        current = repositories.revision_of(session, tournament_id)
        if current is None:
            raise NotFoundError(Problem.of("tournament.not_found", tournament=tournament_id))
        if current == revision:
            return Delta(revision, current, Changes(revision=current))
        count = current - revision
        if count < 0 or count > MANY_CHANGES:
            return Delta(revision, current, Changes(everything=True, revision=current))
        rows = session.execute(
            select(AuditRow.action, AuditRow.round_number, AuditRow.table_number, AuditRow.pair_number)
            .where(AuditRow.tournament_id == tournament_id)
            .order_by(AuditRow.id.desc())
            .limit(count)
        ).all()
        changes = _classified(rows, current)
        if changes.clock and None in changes.clock:
            changes = replace(changes, clock=frozenset(_clock_rounds(session, tournament_id)))
        delta = Delta(revision, current, changes)
        if not delta.patchable:
            return delta
        pairs, lots = _read_pairs(session, tournament_id, changes.pairs)
        adjustments = (
            tuple(repositories.load_adjustments(session, tournament_id).values())
            if changes.adjustments
            else None
        )
        tables = _read_tables(session, tournament_id, sorted(changes.tables))
    return replace(delta, tables=tables, pairs=pairs, lots=lots, adjustments=adjustments)


def _read_pairs(
    session: Session, tournament_id: int, numbers: Iterable[int]
) -> tuple[dict[int, Pair | None], dict[int, int | None]]:
    wanted = sorted(numbers)
    pairs: dict[int, Pair | None] = dict.fromkeys(wanted)
    lots: dict[int, int | None] = dict.fromkeys(wanted)
    if not wanted:
        return pairs, lots
    for row in session.scalars(
        select(PairRow).where(PairRow.tournament_id == tournament_id, PairRow.number.in_(wanted))
    ):
        pairs[row.number] = repositories.load_pair(session, row)
        lots[row.number] = row.lots_draw
    return pairs, lots


def _classified(rows: Iterable[tuple[str, int | None, int | None, int | None]], revision: int) -> Changes:
    tables: set[TableKey] = set()
    pairs: set[int] = set()
    rounds: set[int] = set()
    clock: set[int | None] = set()
    adjustments = everything = False
    for action, round_number, table_number, pair_number in rows:
        if action in CLOCK_ACTIONS:
            clock.add(round_number)
        elif action in TABLE_ACTIONS and round_number is not None and table_number is not None:
            tables.add((round_number, table_number))
        elif action in ADJUSTMENT_ACTIONS:
            adjustments = True
        elif action in PAIR_ACTIONS and pair_number is not None:
            pairs.add(pair_number)
        elif action in ROUND_ACTIONS and round_number is not None:
            rounds.add(round_number)
        else:
            everything = True
    return Changes(
        frozenset(tables),
        frozenset(pairs),
        frozenset(rounds),
        frozenset(clock),  # type: ignore[arg-type]  # None (round not said) is replaced by the caller
        adjustments,
        everything=everything,
        revision=revision,
    )


def _clock_rounds(session: Session, tournament_id: int) -> list[int]:
    """The rounds whose clock may have changed: the clock is per round, and only the last round runs one."""
    last = session.scalar(
        select(RoundRow.number)
        .where(RoundRow.tournament_id == tournament_id)
        .order_by(RoundRow.number.desc())
    )
    return [last] if last is not None else []


def _read_tables(session: Session, tournament_id: int, keys: list[TableKey]) -> dict[TableKey, Table]:
    if not keys:
        return {}
    ns, ew = aliased(PairRow), aliased(PairRow)
    rows = session.execute(
        select(
            RoundRow.number,
            TableRow.id,
            TableRow.number,
            ns.number,
            ew.number,
            TableRow.vp_override_ns,
            TableRow.vp_override_ew,
            TableRow.totals_ns,
            TableRow.totals_ew,
        )
        .join(RoundRow, RoundRow.id == TableRow.round_id)
        .join(ns, ns.id == TableRow.ns_pair_id)
        .join(ew, ew.id == TableRow.ew_pair_id)
        .where(RoundRow.tournament_id == tournament_id, tuple_(RoundRow.number, TableRow.number).in_(keys))
    ).all()
    deals = repositories.load_deals(session, [row[1] for row in rows])
    return {
        (round_number, number): Table(
            number,
            ns_number,
            ew_number,
            deals.get(table_id, ()),
            None if vp_ns is None or vp_ew is None else (vp_ns, vp_ew),
            # A sheet entered as the table's totals only.
            None if totals_ns is None or totals_ew is None else (totals_ns, totals_ew),
        )
        for round_number, table_id, number, ns_number, ew_number, vp_ns, vp_ew, totals_ns, totals_ew in rows
    }


def round_clock(db: Database, tournament_id: int, round_number: int) -> tuple[int, RoundClock]:
    """The revision and the round's clock as stored at it, in one read: a display keeps the clock and reads
    the time from it (`read_clock`), asking the database again only when the revision moves."""
    with reading(db) as session:
        tournament = tournament_row(session, tournament_id)
        clock = load_round_clock(session, tournament, round_row(session, tournament_id, round_number))
        return tournament.revision, clock


def read_clock(round_number: int, clock: RoundClock, now: datetime) -> ClockView:
    """The clock's reading at `now`, as services.clock.clock_state gives it, without a query."""
    reading_ = clock.read(now)
    return ClockView(
        **{field.name: getattr(reading_, field.name) for field in fields(reading_)}, round=round_number
    )
