"""The database and tournament the window works on, and the signal that tells every page to refresh."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.persistence.db import Database, DatabaseError
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.errors import ServiceError
from burraco_tourney.services.tournaments import get_tournament

# How often the window looks whether another program (the command line, a second window) changed the
# tournament; a look is one small query.
WATCH_INTERVAL_MS = 3000


class TournamentContext(QObject):
    """One open tournament of one database.

    Pages read through `tournament()` (a cached copy, reloaded only when the stored revision moved on) and
    change things through the services; after a change they call `notify_changed()`, and every page that
    listens to `changed` refreshes, so standings and the status bar are always current. Changes made by
    other programs are noticed by `check_for_changes()`, which a timer calls every few seconds.
    """

    changed = Signal()

    def __init__(self, db: Database, tournament_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.tournament_id = tournament_id
        self.cache = TournamentCache(db)
        self._revision = self._stored_revision()
        self.watch = QTimer(self)
        self.watch.setInterval(WATCH_INTERVAL_MS)
        self.watch.timeout.connect(self.check_for_changes)
        self.watch.start()

    def tournament(self) -> Tournament:
        return self.cache.tournament(self.tournament_id)

    def _stored_revision(self) -> int | None:
        try:
            return get_tournament(self.db, self.tournament_id).revision
        except (ServiceError, DatabaseError):
            # Locked for a moment by another program, say: the next look will tell.
            return None

    def notify_changed(self) -> None:
        """The window changed the tournament: refresh every page."""
        self._revision = self._stored_revision()
        self.changed.emit()

    def check_for_changes(self) -> bool:
        """Refresh every page if another program changed the tournament since the last look."""
        revision = self._stored_revision()
        if revision is None or revision == self._revision:
            return False
        self._revision = revision
        self.changed.emit()
        return True
