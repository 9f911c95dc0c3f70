"""A loaded tournament kept in memory, reused while nothing changed it, patched after a table save."""

from __future__ import annotations

from dataclasses import replace

from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.errors import NotFoundError
from burraco_tourney.services.scores import TableSave
from burraco_tourney.services.transaction import reading


class TournamentCache:
    """The last loaded copy of each tournament of one database, with the revision it was loaded at.

    Every change made through the services moves the tournament's stored revision on (services.audit.record),
    so a copy whose revision still matches is current, whoever else writes to the database. After a table
    save the caller passes the TableSave to `note`: if nothing else changed in between, the copy is patched
    instead of reloaded, which keeps standings after a correction fast on a big event.
    """

    def __init__(self, db: Database) -> None:
        self._db = db
        self._copies: dict[int, tuple[int, Tournament]] = {}

    def tournament(self, tournament_id: int) -> Tournament:
        """The current tournament: the cached copy when the stored revision has not moved, else loaded."""
        with reading(self._db) as session:
            revision = repositories.revision_of(session, tournament_id)
            if revision is None:
                self._copies.pop(tournament_id, None)
                raise NotFoundError(f"There is no tournament with id {tournament_id} in this database.")
            cached = self._copies.get(tournament_id)
            if cached is not None and cached[0] == revision:
                return cached[1]
            # Same read transaction as the revision: the copy is exactly that revision.
            loaded = repositories.load_tournament(session, tournament_id)
        assert loaded is not None
        self._copies[tournament_id] = (revision, loaded)
        return loaded

    def note(self, tournament_id: int, saved: TableSave) -> None:
        """Patch the cached copy with a table just saved, if that save was the only change since it was
        loaded; otherwise forget the copy, and the next `tournament` call reloads."""
        cached = self._copies.pop(tournament_id, None)
        if cached is None or cached[0] != saved.revision - 1:
            return
        tournament = cached[1]
        rounds = tuple(
            replace(
                round_,
                tables=tuple(saved.table if t.table == saved.table.table else t for t in round_.tables),
            )
            if round_.number == saved.round
            else round_
            for round_ in tournament.rounds
        )
        self._copies[tournament_id] = (saved.revision, replace(tournament, rounds=rounds))

    def forget(self, tournament_id: int | None = None) -> None:
        if tournament_id is None:
            self._copies.clear()
        else:
            self._copies.pop(tournament_id, None)
