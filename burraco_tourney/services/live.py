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

from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.errors import NotFoundError
from burraco_tourney.services.transaction import reading

__all__ = ["LiveWatcher"]


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
        with reading(self._db) as session:
            revision = repositories.revision_of(session, self._tournament_id)
        if revision is None:
            raise NotFoundError(f"There is no tournament with id {self._tournament_id} in this database.")
        return revision
