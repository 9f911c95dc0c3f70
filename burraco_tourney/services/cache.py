"""A loaded tournament kept in memory, reused while nothing changed it, patched after a table save."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Table, Tournament
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.errors import NotFoundError
from burraco_tourney.services.live import Delta, TableKey
from burraco_tourney.services.scores import TableSave
from burraco_tourney.services.transaction import reading


class TournamentCache:
    """The last loaded copy of each tournament of one database, with the revision it was loaded at.

    Every change made through the services moves the tournament's stored revision on (services.audit.record),
    so a copy whose revision still matches is current, whoever else writes to the database. After a table
    save the caller passes the TableSave to `note`, and after another station's sheets the live Delta to
    `advance`: if nothing else changed in between, the copy is patched instead of reloaded, which keeps
    standings after a correction fast on a big event. Only one copy per tournament is kept: a patched or
    reloaded copy replaces the old one, so memory does not grow with the changes.
    """

    def __init__(self, db: Database) -> None:
        self._db = db
        self._copies: dict[int, tuple[int, Tournament]] = {}

    def tournament(self, tournament_id: int) -> Tournament:
        """The current tournament: the cached copy when the stored revision has not moved, else loaded."""
        with reading(self._db) as session:
            revision = repositories.revision_of(session, tournament_id)
            if revision is None:
                self.forget(tournament_id)
                raise NotFoundError(Problem.of("tournament.not_found", tournament=tournament_id))
            cached = self._copies.get(tournament_id)
            if cached is not None and cached[0] == revision:
                return cached[1]
            self.forget(tournament_id)  # the old copy goes before the new one is built
            # Same read transaction as the revision: the copy is exactly that revision.
            loaded = repositories.load_tournament(session, tournament_id)
        assert loaded is not None
        self._copies[tournament_id] = (revision, loaded)
        return loaded

    def held(self, tournament_id: int) -> tuple[int, Tournament] | None:
        """The copy held and its revision, without asking the database (None: none held)."""
        return self._copies.get(tournament_id)

    def revision(self, tournament_id: int) -> int | None:
        """The revision of the copy held (None: none held)."""
        cached = self._copies.get(tournament_id)
        return cached[0] if cached is not None else None

    def note(self, tournament_id: int, saved: TableSave) -> None:
        """Patch the cached copy with a table just saved, if that save was the only change since it was
        loaded; otherwise forget the copy, and the next `tournament` call reloads."""
        cached = self._copies.get(tournament_id)
        if cached is not None and cached[0] == saved.revision:
            return  # already patched (the live watcher read it first)
        if cached is None or cached[0] != saved.revision - 1:
            self.forget(tournament_id)
            return
        self._patch(tournament_id, saved.revision, {(saved.round, saved.table.table): saved.table})

    def advance(self, tournament_id: int, delta: Delta) -> None:
        """Bring the copy to `delta.revision`: patched with what was read fresh when only sheets, pairs,
        adjustments or clocks changed since the copy's revision, else forgotten (reloaded when next asked
        for)."""
        cached = self._copies.get(tournament_id)
        if cached is None or cached[0] == delta.revision:
            return
        if cached[0] != delta.since or not delta.patchable or set(delta.changes.tables) != set(delta.tables):
            self.forget(tournament_id)
            return
        tournament = cached[1]
        if delta.pairs:
            by_number = {pair.number: pair for pair in tournament.pairs}
            lots = dict(tournament.lots)
            for number, pair in delta.pairs.items():
                draw = delta.lots.get(number)
                if pair is None:
                    by_number.pop(number, None)
                else:
                    by_number[number] = pair
                if pair is None or draw is None:
                    lots.pop(number, None)
                else:
                    lots[number] = draw
            tournament = replace(tournament, pairs=tuple(by_number[n] for n in sorted(by_number)), lots=lots)
        if delta.adjustments is not None:
            tournament = replace(tournament, adjustments=delta.adjustments)
        self._copies[tournament_id] = (delta.since, tournament)
        self._patch(tournament_id, delta.revision, delta.tables)

    def _patch(self, tournament_id: int, revision: int, tables: Mapping[TableKey, Table]) -> None:
        tournament = self._copies[tournament_id][1]
        if tables:
            by_round: dict[int, dict[int, Table]] = {}
            for (round_number, number), table in tables.items():
                by_round.setdefault(round_number, {})[number] = table
            rounds = tuple(
                replace(round_, tables=tuple(by_round[round_.number].get(t.table, t) for t in round_.tables))
                if round_.number in by_round
                else round_
                for round_ in tournament.rounds
            )
            tournament = replace(tournament, rounds=rounds)
        self._copies[tournament_id] = (revision, tournament)

    def forget(self, tournament_id: int | None = None) -> None:
        if tournament_id is None:
            self._copies.clear()
        else:
            self._copies.pop(tournament_id, None)
