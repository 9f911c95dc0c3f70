"""The database and tournament the window works on, and its one door to the services.

Every change the window makes goes through `TournamentContext.run` (in the manner of Anki's CollectionOp):
the context runs the service call (on a pool thread, with a busy indicator, when it can take long), shows a
refusal in the window's language, pushes the undo step, brings its cached copy up to date, and emits one
signal, `changed(Changes)`, naming what changed. Changes made by another station come through the same
signal: the watcher reads only what changed since the revision the window holds (services.live).
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from contextlib import suppress
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QWidget

from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.live import Changes, changes_since, stored_revision
from burraco_tourney.services.scores import TableSave
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.widgets.background import BackgroundTask
from burraco_tourney.ui.widgets.messages import USER_ERRORS, show_error

if TYPE_CHECKING:
    from burraco_tourney.ui.undo import UndoContext

__all__ = ["LONG_FROM_PAIRS", "WATCH_INTERVAL_MS", "Changes", "TournamentContext"]

T = TypeVar("T")

# How often the window looks whether another program (the command line, a second window) changed the
# tournament; a look is one small query.
WATCH_INTERVAL_MS = 3000
# From this many pairs a next round, a rescore or a big change runs off the GUI thread (a small event's is
# instant, and waiting for a busy indicator would only slow the director down).
LONG_FROM_PAIRS = 120


def _keep_out_of_collections() -> None:
    """A whole event was just loaded (40,000 objects at 800 pairs): move what lives now out of the cyclic
    collector's reach (gc.freeze), or each full collection walks it again, a pause of 100-190 ms every
    few dozen changes. The young garbage goes first; frozen objects are still freed by their reference
    counts when a newer copy replaces them (domain objects hold no cycles)."""
    gc.collect(1)
    gc.freeze()


def _back_into_collections(*_destroyed: object) -> None:
    """The tournament is closed: what was frozen for it may be collected again (and tools that look for an
    object's referrers, which skip frozen objects, see them again)."""
    gc.unfreeze()


class TournamentContext(QObject):
    """One open tournament of one database.

    Pages read through `tournament()` (a cached copy, patched or reloaded only when the stored revision moved
    on) and change things through `run`. They listen to `changed`, which carries a `Changes`: a page that is
    not shown marks itself stale and refreshes when shown; a page on screen updates only what changed.
    """

    changed = Signal(object)  # Changes

    def __init__(self, db: Database, tournament_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.tournament_id = tournament_id
        self.cache = TournamentCache(db)
        self.window: QWidget | None = None  # where refusals are shown when `run` is given no parent
        self.undo: UndoContext | None = None  # set by UndoContext: the stack steps are pushed on
        self.task: BackgroundTask | None = None  # the long action running now, if any (tests wait on it)
        self._revision = self._stored_revision()
        self._emitting = False
        self.destroyed.connect(_back_into_collections)
        self.watch = QTimer(self)
        self.watch.setInterval(WATCH_INTERVAL_MS)
        self.watch.timeout.connect(self.check_for_changes)
        self.watch.start()

    @property
    def revision(self) -> int | None:
        """The stored revision the window has caught up with (None: not read yet)."""
        return self._revision

    def tournament(self) -> Tournament:
        """The tournament as stored. While `changed` is being emitted, the copy the context just caught up
        with, without asking the database again: every page shows the same revision, with one read."""
        held = self.cache.held(self.tournament_id)
        if self._emitting and held is not None and held[0] == self._revision:
            return held[1]
        tournament = self.cache.tournament(self.tournament_id)
        if held is None or held[1] is not tournament:
            _keep_out_of_collections()
        return tournament

    def _emit(self, changes: Changes) -> None:
        self._emitting = True
        try:
            self.changed.emit(changes)
        finally:
            self._emitting = False

    # ---------------------------------------------------------------------------------------- the door

    def run(
        self,
        action: Callable[[], T],
        changes: Changes | Callable[[T], Changes],
        *,
        undo: Callable[[T, UndoContext], QUndoCommand | None] | None = None,
        refused: Callable[[Exception], bool] | None = None,
        parent: QWidget | None = None,
    ) -> T | None:
        """Run a service call now, on the GUI thread (a quick one: one save, one edit).

        Returns its result, or None when it was refused: the refusal is shown (over `parent`, else the
        window) unless `refused(error)` handles it and returns True. On success, a TableSave patches the
        cached copy, `undo(result, undo_context)` gives the step pushed on the undo stack (if there is one),
        and `changed` is emitted once with `changes` (or `changes(result)`) and whatever another station
        changed meanwhile.
        """
        try:
            result = action()
        except USER_ERRORS as error:
            self._refused(error, refused, parent)
            return None
        self._succeeded(result, changes, undo)
        return result

    def run_long(
        self,
        action: Callable[[], T],
        changes: Changes | Callable[[T], Changes],
        *,
        busy: str,
        on_done: Callable[[T], object] | None = None,
        undo: Callable[[T, UndoContext], QUndoCommand | None] | None = None,
        refused: Callable[[Exception], bool] | None = None,
        parent: QWidget | None = None,
        background: bool = True,
    ) -> BackgroundTask | None:
        """Run a service call that can take long (a next round, a big import, a rescore, a server far away)
        on a pool thread: `busy` is shown if it takes more than half a second and the window keeps
        repainting. Then, in the GUI thread, as `run` does, and `on_done(result)` after `changed`.
        `action` must touch no widget. The task is kept in `self.task` until it ends.

        `background=False` (the caller knows it is quick: a small event on a local file) runs it as `run`
        does, `on_done` included, and returns None."""
        if not background and self.db.path is not None:
            result = self.run(action, changes, undo=undo, refused=refused, parent=parent)
            if result is not None and on_done is not None:
                on_done(result)
            return None
        widget = parent or self.window
        assert widget is not None, "a long action needs a widget for its busy indicator"

        def done(result: Any) -> None:
            _keep_out_of_collections()  # the event the pool thread loaded
            self._succeeded(result, changes, undo)
            if on_done is not None:
                on_done(result)

        def failed(error: Exception) -> None:
            if not isinstance(error, USER_ERRORS):
                raise error
            self._refused(error, refused, parent)

        cache, tournament_id = self.cache, self.tournament_id

        def work() -> T:
            result = action()
            # The pages read the tournament as soon as `changed` comes: load it here, off the GUI thread
            # (a whole 800-pair event takes most of a second). The GUI thread does not use the cache
            # meanwhile but to read it, and a copy replaces the old one in one assignment.
            with suppress(*USER_ERRORS):  # the GUI thread reads it again and shows why
                cache.tournament(tournament_id)
            return result

        task = BackgroundTask(widget, busy, work, done, failed)
        self.task = task
        task.finished.connect(lambda: setattr(self, "task", None) if self.task is task else None)
        return task

    def _refused(
        self, error: Exception, refused: Callable[[Exception], bool] | None, parent: QWidget | None
    ) -> None:
        if refused is not None and refused(error):
            return
        widget = parent or self.window
        if widget is not None:
            show_error(widget, error_text(error))

    def _succeeded(
        self,
        result: T,
        changes: Changes | Callable[[T], Changes],
        undo: Callable[[T, UndoContext], QUndoCommand | None] | None,
    ) -> None:
        revision = None
        if isinstance(result, TableSave):
            revision = result.revision
            self.cache.note(self.tournament_id, result)
        if undo is not None and self.undo is not None:
            command = undo(result, self.undo)
            if command is not None:
                self.undo.push(command)
        self.apply(changes(result) if callable(changes) else changes, revision=revision)

    # ------------------------------------------------------------------------------------ catching up

    def apply(self, changes: Changes | None = None, *, revision: int | None = None) -> Changes:
        """Catch up with the stored tournament and emit `changed` once.

        `changes`: what this station just changed (`revision`: the revision its change left, if known). When
        it was the only change since the revision held, it is emitted as it is; otherwise what else changed
        (another station's sheets, say) is read from the database (services.live) and added. With no
        `changes`, only another station's changes are looked for. Returns what was emitted (nothing is
        emitted when nothing changed)."""
        since = self._revision
        only_ours = False
        if changes is not None and since is not None:
            current = revision if revision is not None else self._stored_revision()
            only_ours = current is not None and current <= since + 1
            # The copy already patched (a sheet saved here), or none held: nothing to read.
            if only_ours and self.cache.revision(self.tournament_id) != since:
                assert current is not None
                self._revision = max(current, since)
                emitted = changes | Changes(revision=self._revision)
                if emitted:
                    self._emit(emitted)
                return emitted
        # Read what changed (our pair or adjustment, or another station's changes): the copy is patched.
        found = self._changed_elsewhere(since, elsewhere=not only_ours)
        emitted = found if changes is None else changes | found
        if emitted:
            self._emit(emitted)
        return emitted

    def _changed_elsewhere(self, since: int | None, *, elsewhere: bool = True) -> Changes:
        if since is None:
            self._revision = self._stored_revision()
            return Changes.all()
        try:
            delta = changes_since(self.db, self.tournament_id, since)
        except USER_ERRORS:
            return Changes()  # cannot be read just now (a server away, a lock): the next look tells
        if self.cache.revision(self.tournament_id) == since:
            self.cache.advance(self.tournament_id, delta)
        self._revision = delta.revision
        found = delta.changes
        return replace(found, elsewhere=True) if found and elsewhere else found

    def _stored_revision(self) -> int | None:
        try:
            return stored_revision(self.db, self.tournament_id)
        except USER_ERRORS:
            # Locked for a moment by another program, say: the next look will tell.
            return None

    def notify_changed(self, changes: Changes | None = None) -> None:
        """Something changed (everything, unless said): refresh what it touched (F5 refreshes all)."""
        self.apply(changes or Changes.all())

    def check_for_changes(self) -> bool:
        """Apply what another station or program changed since the last look; True if anything did."""
        return bool(self.apply(None))
