"""Undo and redo: a QUndoStack of commands, each of which calls the services.

A command is pushed after its change was saved (the director has answered every question by then), so its
first `redo` does nothing. Every undo and redo is itself a service call, committed at once and audited: a
crash after an undo loses nothing. When an undo can no longer be done (the table was changed elsewhere
meanwhile, a pair taken back is now placed in a round) the director is told why and the command leaves
the stack.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from burraco_tourney.domain.scoring import Deal
from burraco_tourney.domain.tournament import Adjustment, Pair
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, pairs, scores, sheet_undo
from burraco_tourney.services.live import Changes
from burraco_tourney.services.scores import TableSave
from burraco_tourney.ui.context import TournamentContext
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.widgets.messages import USER_ERRORS, show_error

UNDO_REASON = "undo"
REDO_REASON = "redo"


class UndoContext(QObject):
    """The undo stack of one open tournament, and what its commands need: the tournament's context (database,
    cache, the door whose `changed` signal refreshes the pages) and a window for messages. The context pushes
    the steps of the changes made through its door here. `changed` also tells the sheets page what an undo or
    redo changed: (round, table) for a table, (0, 0) for anything else."""

    changed = Signal(int, int)

    def __init__(self, context: TournamentContext, stack: QUndoStack, window: QWidget) -> None:
        super().__init__(context)
        self.tournament = context
        self.stack = stack
        self.window = window
        context.undo = self
        if context.window is None:
            context.window = window

    @property
    def db(self) -> Database:
        return self.tournament.db

    @property
    def tournament_id(self) -> int:
        return self.tournament.tournament_id

    def push(self, command: QUndoCommand) -> None:
        """Add a change that was just made (its first redo does nothing)."""
        self.stack.push(command)

    def note(self, saved: TableSave) -> None:
        self.tournament.cache.note(self.tournament_id, saved)

    def done(self, changes: Changes, revision: int | None = None) -> None:
        """An undo or redo was made (or failed: everything may have changed): one `changed` for the pages."""
        self.tournament.apply(changes, revision=revision)
        tables = sorted(changes.tables)
        self.changed.emit(*(tables[0] if len(tables) == 1 and changes.only_tables else (0, 0)))


class ServiceCommand(QUndoCommand):
    """A change already made; `undo` and `redo` call the services to take it back or make it again."""

    def __init__(self, context: UndoContext, text: str) -> None:
        super().__init__(text)
        self.context = context
        self._first = True
        self.failed: str | None = None

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._run(self.apply)

    def undo(self) -> None:
        self._run(self.revert)

    def apply(self) -> Changes:
        raise NotImplementedError

    def revert(self) -> Changes:
        raise NotImplementedError

    def _run(self, action: Callable[[], Changes]) -> None:
        self.revision: int | None = None  # a table's step sets it: the revision its save left
        try:
            changes = action()
        except USER_ERRORS as error:
            self.failed = error_text(error)
            show_error(
                self.context.window,
                QCoreApplication.translate(
                    "Undo", "This cannot be undone or redone any more: {reason}"
                ).format(reason=self.failed),
            )
            self.setObsolete(True)
            self.context.done(Changes.all())
            return
        self.failed = None
        self.context.done(changes, self.revision)


class _SheetCommand(ServiceCommand):
    """A change to one table's score sheet. It keeps the table's version as each step leaves it, so that
    undo and redo refuse a sheet saved elsewhere meanwhile."""

    def __init__(
        self,
        context: UndoContext,
        text: str,
        round_number: int,
        table_number: int,
        old_deals: tuple[Deal, ...],
        version: int,
        reason: str | None,
    ) -> None:
        super().__init__(context, text.format(round=round_number, table=table_number))
        self.round = round_number
        self.table = table_number
        self.old_deals = tuple(old_deals)
        self.version = version
        self.reason = reason

    def _saved(self, saved: TableSave) -> Changes:
        self.version = saved.version
        self.revision = saved.revision
        self.context.note(saved)
        return Changes.table(self.round, self.table)

    def _put(self, deals: tuple[Deal, ...], reason: str) -> Changes:
        """Save `deals` as the table's sheet, warnings already accepted when the step was first done."""
        c = self.context
        return self._saved(
            scores.save_table_deals(
                c.db,
                c.tournament_id,
                self.round,
                self.table,
                deals,
                confirm_warnings=True,
                reason=reason,
                expected_version=self.version,
            )
        )


class SaveSheetCommand(_SheetCommand):
    """A table's score sheet saved: a first save (undo takes the deals back) or a correction (undo puts the
    old deals back, as a correction with the reason "undo")."""

    def __init__(
        self,
        context: UndoContext,
        round_number: int,
        table_number: int,
        old_deals: tuple[Deal, ...],
        new_deals: tuple[Deal, ...],
        version: int,
        reason: str | None,
    ) -> None:
        if old_deals:
            text = QCoreApplication.translate("Undo", "Correct the sheet of round {round} table {table}")
        else:
            text = QCoreApplication.translate("Undo", "Save the sheet of round {round} table {table}")
        super().__init__(context, text, round_number, table_number, old_deals, version, reason)
        self.new_deals = tuple(new_deals)

    def revert(self) -> Changes:
        c = self.context
        if self.old_deals:
            return self._put(self.old_deals, f"{UNDO_REASON}: {self.reason}" if self.reason else UNDO_REASON)
        saved = sheet_undo.delete_table_deals(
            c.db,
            c.tournament_id,
            self.round,
            self.table,
            reason=UNDO_REASON,
            expected_version=self.version,
        )
        return self._saved(saved)

    def apply(self) -> Changes:
        return self._put(self.new_deals, f"{REDO_REASON}: {self.reason}" if self.reason else REDO_REASON)


class ClearSheetCommand(_SheetCommand):
    """A saved sheet cleared: undo puts its deals back (a first save again), redo clears it again."""

    def __init__(
        self,
        context: UndoContext,
        round_number: int,
        table_number: int,
        old_deals: tuple[Deal, ...],
        version: int,
        reason: str,
    ) -> None:
        text = QCoreApplication.translate("Undo", "Clear the sheet of round {round} table {table}")
        super().__init__(context, text, round_number, table_number, old_deals, version, reason)

    def revert(self) -> Changes:
        return self._put(self.old_deals, f"{UNDO_REASON}: {self.reason}")

    def apply(self) -> Changes:
        c = self.context
        saved = scores.clear_table_deals(
            c.db,
            c.tournament_id,
            self.round,
            self.table,
            reason=f"{REDO_REASON}: {self.reason}",
            expected_version=self.version,
        )
        return self._saved(saved)


@dataclass(frozen=True, slots=True)
class Override:
    """An artificial result: VP of both lines and the director's reason."""

    ns_vp: Decimal
    ew_vp: Decimal
    reason: str


class ArtificialResultCommand(ServiceCommand):
    """An artificial result set, changed or cleared (`new` None). `version` is the table's version the change
    left (TableSave.version): undo and redo pass it on, and refuse, instead of overwriting, a table that
    another station saved meanwhile (None: the version is read from the database when the step is made)."""

    def __init__(
        self,
        context: UndoContext,
        round_number: int,
        table_number: int,
        old: Override | None,
        new: Override | None,
        clear_reason: str = "",
        *,
        version: int | None = None,
    ) -> None:
        if new is None:
            text = QCoreApplication.translate(
                "Undo", "Clear the artificial result of round {round} table {table}"
            )
        else:
            text = QCoreApplication.translate("Undo", "Artificial result for round {round} table {table}")
        super().__init__(context, text.format(round=round_number, table=table_number))
        self.round = round_number
        self.table = table_number
        self.old = old
        self.new = new
        self.clear_reason = clear_reason
        if version is None:
            # Read now, right after the change was saved: what the first undo must find unchanged.
            version = scores.get_table(context.db, context.tournament_id, round_number, table_number).version
        self.version = version

    def _put(self, value: Override | None, why: str) -> Changes:
        c = self.context
        if value is None:
            saved = scores.clear_artificial_result(
                c.db, c.tournament_id, self.round, self.table, reason=why, expected_version=self.version
            )
        else:
            saved = scores.set_artificial_result(
                c.db,
                c.tournament_id,
                self.round,
                self.table,
                value.ns_vp,
                value.ew_vp,
                reason=value.reason,
                expected_version=self.version,
            )
        self.version = saved.version
        self.revision = saved.revision
        self.context.note(saved)
        return Changes.table(self.round, self.table)

    def revert(self) -> Changes:
        return self._put(self.old, UNDO_REASON)

    def apply(self) -> Changes:
        return self._put(
            self.new, f"{REDO_REASON}: {self.clear_reason}" if self.clear_reason else REDO_REASON
        )


class AddAdjustmentCommand(ServiceCommand):
    """An adjustment added (undo removes it) or removed (`removed=True`: undo adds it back)."""

    def __init__(
        self, context: UndoContext, adjustment_id: int, adjustment: Adjustment, removed: bool
    ) -> None:
        text = (
            QCoreApplication.translate("Undo", "Remove the adjustment of pair {pair}")
            if removed
            else QCoreApplication.translate("Undo", "Adjustment for pair {pair}")
        )
        super().__init__(context, text.format(pair=adjustment.pair))
        self.adjustment_id = adjustment_id
        self.adjustment = adjustment
        self.removed = removed

    def _add(self) -> Changes:
        c, a = self.context, self.adjustment
        stored = adjustments.add_adjustment(
            c.db, c.tournament_id, a.pair, a.after_round, vp=a.vp, mp=a.mp, reason=a.reason
        )
        self.adjustment_id = stored.id
        return Changes(adjustments=True)

    def _remove(self, why: str) -> Changes:
        c = self.context
        adjustments.remove_adjustment(c.db, c.tournament_id, self.adjustment_id, reason=why)
        return Changes(adjustments=True)

    def revert(self) -> Changes:
        return self._add() if self.removed else self._remove(UNDO_REASON)

    def apply(self) -> Changes:
        return self._remove(REDO_REASON) if self.removed else self._add()


class PairCommand(ServiceCommand):
    """A registration change: a pair registered (or entered late), edited, withdrawn or reinstated."""

    REGISTERED, EDITED, WITHDRAWN, REINSTATED = "registered", "edited", "withdrawn", "reinstated"

    def __init__(self, context: UndoContext, kind: str, old: Pair | None, new: Pair) -> None:
        texts = {
            self.REGISTERED: QCoreApplication.translate("Undo", "Register pair {pair}"),
            self.EDITED: QCoreApplication.translate("Undo", "Edit pair {pair}"),
            self.WITHDRAWN: QCoreApplication.translate("Undo", "Withdraw pair {pair}"),
            self.REINSTATED: QCoreApplication.translate("Undo", "Reinstate pair {pair}"),
        }
        super().__init__(context, texts[kind].format(pair=new.number))
        self.kind = kind
        self.old = old
        self.new = new
        self.removed: sheet_undo.RemovedPair | None = None

    def revert(self) -> Changes:
        c, number = self.context, self.new.number
        if self.kind == self.REGISTERED:
            self.removed = sheet_undo.remove_pair(c.db, c.tournament_id, number, reason=UNDO_REASON)
        elif self.kind == self.EDITED:
            assert self.old is not None
            # `expected`: an undo must not wipe out a correction saved since (another dialog or station).
            pairs.edit_pair(
                c.db, c.tournament_id, number, self.old.players, self.old.group, expected=self.new
            )
        elif self.kind == self.WITHDRAWN:
            pairs.reinstate_pair(c.db, c.tournament_id, number, reason=UNDO_REASON)
        else:
            assert self.old is not None and self.old.withdrawn_after_round is not None
            pairs.withdraw_pair(
                c.db, c.tournament_id, number, self.old.withdrawn_after_round, reason=UNDO_REASON
            )
        return Changes.of_pairs({number})

    def apply(self) -> Changes:
        c, number = self.context, self.new.number
        if self.kind == self.REGISTERED:
            assert self.removed is not None
            sheet_undo.restore_pair(c.db, c.tournament_id, self.removed, reason=REDO_REASON)
        elif self.kind == self.EDITED:
            pairs.edit_pair(
                c.db, c.tournament_id, number, self.new.players, self.new.group, expected=self.old
            )
        elif self.kind == self.WITHDRAWN:
            assert self.new.withdrawn_after_round is not None
            pairs.withdraw_pair(
                c.db, c.tournament_id, number, self.new.withdrawn_after_round, reason=REDO_REASON
            )
        else:
            pairs.reinstate_pair(c.db, c.tournament_id, number, reason=REDO_REASON)
        return Changes.of_pairs({number})


def make_undo_stack(parent: QObject) -> QUndoStack:
    stack = QUndoStack(parent)
    stack.setObjectName("undo_stack")
    stack.setUndoLimit(200)
    return stack


__all__ = [
    "AddAdjustmentCommand",
    "ArtificialResultCommand",
    "Override",
    "PairCommand",
    "SaveSheetCommand",
    "ServiceCommand",
    "UndoContext",
    "make_undo_stack",
]
