"""Saving the sheet shown on the Score sheets page: its warnings, a correction's reason, the door, refusals,
a conflict with another station and the sheet kept while the server is away.

A blocking error stops the save and is shown at its field; warnings are asked about once (a correction does
not ask again about a warning already confirmed for that sheet). A saved sheet opened again is corrected: it
needs a reason, and the audit log keeps the old and the new deals. A save of a table changed elsewhere
meanwhile goes to the conflict dialog.

A refused save holds the sheet at the box at fault (ScoreSheetWidget.hold): the keys typed on, meant for
the next table, are refused until the director mends the sheet on purpose (Esc or a click). A correction's
reason has its box on the page from the start (beside the save button): a save without one goes there.

This module knows nothing of the page: it is handed the page's widgets and what it shows, and says what
happened with signals. Its words are the page's: they keep the translation context "ScoreSheetsPage".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.scoring import Deal
from burraco_tourney.domain.sheet_draft import sheet_problem
from burraco_tourney.domain.standings import table_result
from burraco_tourney.domain.tournament import Table, Tournament
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.persistence.db import DatabaseUnavailableError, PasswordRequiredError
from burraco_tourney.services import scores
from burraco_tourney.services.errors import (
    DealsRejectedError,
    StaleTableError,
    WarningsNotConfirmedError,
)
from burraco_tourney.services.scores import TableSave, TableState
from burraco_tourney.ui import preferences
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.dialogs.sheet_conflict import SheetConflictDialog
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.models.sheet import SheetProblem, deal_problems, problem_text
from burraco_tourney.ui.undo import SaveSheetCommand, UndoContext
from burraco_tourney.ui.views.sheets.results import with_later_notes
from burraco_tourney.ui.widgets.background import BackgroundTask
from burraco_tourney.ui.widgets.banner import Banner
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, show_error
from burraco_tourney.ui.widgets.sheet_grid import ScoreSheetWidget

RETRY_MS = 5000  # how often a sheet kept while the server is away is tried again


@dataclass(frozen=True)
class PendingSave:
    """One save of a sheet, in flight or kept for the server: the copy of the table it was opened at (its
    version: never a silent overwrite), the deals typed, whether their warnings are confirmed, and the
    reason of a correction (None for a first save)."""

    state: TableState
    deals: tuple[Deal, ...]
    confirmed: bool
    reason: str | None


class SheetSaver(QObject):
    """Saves the sheet shown on the page, through the door (ui/context.py `context.run`).

    `shown()` gives the table the page shows (None: no sheet open), `tournament()` the tournament as the
    page read it. The words with a count come from the page, translated (`errors_text(n)`, "Not saved: %n
    error(s)…", and `semi_clean_text(n)`, the question to count semi-clean burracos as dirty): Qt's lupdate
    reads plural forms only from a `self.tr` call, and there they keep the page's context. The page listens
    to the signals; nothing here calls a method of the page (it is only the parent of dialogs)."""

    saved = Signal(object, str, str)  # PendingSave, what the save stored in words, "info" or "warning"
    dialog_opened = Signal(object)  # the question or dialog now open over the page
    state_adopted = Signal(object)  # TableState: another station's copy, which the sheet now corrects
    table_to_show = Signal(int)  # a table of the round shown, to show again as stored
    save_requested = Signal()  # the sheet was mended at the director's word: save it again

    def __init__(
        self,
        page: QWidget,
        context: TournamentContext,
        undo: UndoContext | None,
        sheet: ScoreSheetWidget,
        banner: Banner,
        *,
        shown: Callable[[], TableState | None],
        tournament: Callable[[], Tournament | None],
        errors_text: Callable[[int], str],
        semi_clean_text: Callable[[int], str],
    ) -> None:
        super().__init__(page)
        self.page = page  # where questions and refusals are shown
        self.context = context
        self.undo = undo
        self.sheet = sheet
        self.banner = banner
        # A correction's reason, typed before or after the changes (the page sets the box beside the save
        # button, and Enter in it saves).
        self.reason_label = QLabel(
            QCoreApplication.translate("ScoreSheetsPage", "Reason for the correction:")
        )
        self.reason = QLineEdit()
        self.reason.setObjectName("correction_reason")
        self.reason.setMaxLength(limits.REASON)
        self.reason.setPlaceholderText(
            QCoreApplication.translate(
                "ScoreSheetsPage", "why the saved sheet is corrected (kept in the audit log)"
            )
        )
        self.reason_label.setBuddy(self.reason)
        self._shown = shown
        self._tournament = tournament
        self._errors_text = errors_text
        self._semi_clean_text = semi_clean_text
        self._errors_message = ""  # the "not saved: errors" banner, taken down once they are mended
        # A sheet kept while the server cannot be reached, tried again every RETRY_MS off the GUI thread
        # until it is saved.
        self.pending: PendingSave | None = None
        self.retry_ms = RETRY_MS
        self.retry_timer = QTimer(self)
        self.retry_timer.setObjectName("sheet_retry")
        self.retry_timer.setSingleShot(True)
        self.retry_timer.timeout.connect(self._retry)
        self.retry_task: BackgroundTask | None = None

    def save(self) -> None:
        """Check the sheet shown, ask about warnings once, ask a reason for a correction, then save."""
        state = self._shown()
        if state is None:
            return
        if self.pending is not None or self.retry_task is not None:
            self.show_offline()
            return
        self.sheet.reveal_all()
        offers = self.sheet.semi_clean_offers()
        if offers:
            self._offer_semi_clean_as_dirty(sum(int(offer.values["count"]) for offer in offers))
            return
        blocking = self.sheet.blocking()
        if blocking:
            self._errors_message = self._errors_text(len(blocking))
            self.show_held()
            self.sheet.hold(blocking[0])
            return
        if self._errors_message and self.banner.text().startswith(self._errors_message):
            self.banner.hide()  # the errors are mended: the message would stand above the next question
        self._errors_message = ""
        if self.sheet.is_empty():
            self.banner.show_message(
                QCoreApplication.translate("ScoreSheetsPage", "Not saved: nothing is entered on the sheet."),
                "warning",
            )
            self.sheet.focus_first()
            return
        correcting = state.table.entered
        if correcting and not self.sheet.is_modified():
            self.banner.show_message(
                QCoreApplication.translate(
                    "ScoreSheetsPage", "Nothing changed on the sheet: nothing to save."
                )
            )
            return
        deals = tuple(self.sheet.deals())
        warnings = self.sheet.warnings()
        new = self._new_warnings(state, warnings)
        if new:
            self._ask_warnings([problem_text(w) for w in new], lambda: self._with_reason(deals, True))
        elif warnings:
            # Each was confirmed for this sheet already, at its save: not asked again on a correction.
            self._with_reason(deals, True)
        else:
            self._with_reason(deals, False)

    def show_held(self) -> None:
        """What a refused save says, again at every key typed while the sheet is held."""
        self.banner.show_message(
            self._errors_message
            + " "
            + QCoreApplication.translate(
                "ScoreSheetsPage",
                "The sheet waits at the marked box: press Esc (or click a box) to correct it; until then it "
                "takes no key.",
            ),
            "warning",
        )

    def _offer_semi_clean_as_dirty(self, count: int) -> None:
        """The rules count no semi-clean burracos but the sheet has some: instead of refusing the sheet, offer
        to count them as dirty (the director may also mend the sheet by hand)."""

        def as_dirty() -> None:
            self.sheet.count_semi_clean_as_dirty()
            self.save_requested.emit()

        self.dialog_opened.emit(
            ask(
                self.page,
                self._semi_clean_text(count),
                as_dirty,
                title=QCoreApplication.translate("ScoreSheetsPage", "Semi-clean burracos"),
                yes_text=QCoreApplication.translate("ScoreSheetsPage", "Count as dirty"),
            )
        )

    def _new_warnings(self, state: TableState, warnings: list[SheetProblem]) -> list[SheetProblem]:
        """The warnings not confirmed yet: a saved sheet's own warnings were confirmed when it was saved (the
        service saves none unconfirmed), so the same warning at the same field is not new."""
        tournament = self._tournament()
        if tournament is None or not state.table.deals:
            return warnings
        rules = tournament.settings.scoring
        confirmed = {
            (p.deal, p.field, p.code)
            for index, deal in enumerate(state.table.deals)
            for p in deal_problems(index, deal, rules)
            if not p.blocking
        }
        return [w for w in warnings if (w.deal, w.field, w.code) not in confirmed]

    def _ask_warnings(self, texts: list[str], go_on: object) -> None:
        listed = "\n".join(f"• {text}" for text in dict.fromkeys(texts))
        self.dialog_opened.emit(
            ask(
                self.page,
                QCoreApplication.translate(
                    "ScoreSheetsPage", "Some values look unlikely:\n{warnings}\nSave the sheet as it is?"
                ).format(warnings=listed),
                go_on,  # type: ignore[arg-type]
                title=QCoreApplication.translate("ScoreSheetsPage", "Please check"),
                yes_text=QCoreApplication.translate("ScoreSheetsPage", "Save as it is"),
            )
        )

    def _with_reason(self, deals: tuple[Deal, ...], confirmed: bool) -> None:
        state = self._shown()
        if state is None:
            return
        if not state.table.entered:
            self._store(deals, confirmed, None)
            return
        reason = self.reason.text().strip()
        if not reason:
            # No reason, no correction: the box is on the page from the start; the save goes there.
            self.banner.show_message(
                QCoreApplication.translate(
                    "ScoreSheetsPage",
                    "Not saved yet: a correction needs a reason. Type it in the box below the sheet, then "
                    "Enter saves.",
                ),
                "warning",
            )
            self.reason.setFocus()
            return
        self._store(deals, confirmed, reason)

    def _store(self, deals: tuple[Deal, ...], confirmed: bool, reason: str | None) -> None:
        state = self._shown()
        if state is None:
            return
        save = PendingSave(state, deals, confirmed, reason)

        def refused(error: Exception) -> bool:
            return self._save_refused(save, error)

        saved = self.context.run(
            self._save_call(save),
            Changes.table(state.round, state.table.table),
            undo=None
            if self.sheet.table_totals or state.table.totals is not None
            else lambda saved, undo: SaveSheetCommand(
                undo, state.round, state.table.table, state.table.deals, deals, saved.version, reason
            ),
            refused=refused,
            parent=self.page,
        )
        if saved is not None:
            self._saved(save, saved)

    def _saved(self, save: PendingSave, saved: TableSave) -> None:
        """Say what the save stored (its VP, what the change leaves behind); the page moves on."""
        state = save.state
        tournament = self._tournament()
        vp = ""
        if tournament is not None:
            result = table_result(saved.table, tournament.settings)
            vp = f"{format_vp(result.ns_vp)} – {format_vp(result.ew_vp)}"
        if state.table.entered:
            text = QCoreApplication.translate(
                "ScoreSheetsPage", "Table {table}: the correction is saved (VP {vp})."
            )
        else:
            text = QCoreApplication.translate("ScoreSheetsPage", "Table {table} is saved (VP {vp}).")
        text = text.format(table=state.table.table, vp=vp)
        kind = "info"
        text, kind = with_later_notes(saved, text, kind)
        self.saved.emit(save, text, kind)

    def _save_refused(self, save: PendingSave, error: Exception) -> bool:
        """What the page does with a refused save itself (True); the rest the door shows in its words."""
        if isinstance(error, PasswordRequiredError):
            return False
        if isinstance(error, DatabaseUnavailableError):
            self._keep_pending(save)
        elif isinstance(error, WarningsNotConfirmedError):
            # The window's checks are the service's, so this is rare; ask, once, in the service's words.
            problems = self._placed(error.warnings)
            self.sheet.show_service_problems(problems)
            self._ask_warnings(
                [problem_text(p) for p in problems], lambda: self._store(save.deals, True, save.reason)
            )
        elif isinstance(error, DealsRejectedError):
            problems = self._placed(error.problems)
            self.sheet.show_service_problems(problems)
            self._errors_message = error_text(error)
            self.show_held()
            if problems:
                self.sheet.hold(problems[0])
        elif isinstance(error, StaleTableError):
            self._conflict(save, error)
        else:
            return False
        return True

    def _placed(self, problems: tuple[Problem, ...]) -> list[SheetProblem]:
        return [sheet_problem(p) for p in problems]

    def _save_call(self, save: PendingSave) -> Callable[[], TableSave]:
        """The save of this sheet on the copy it was opened at (its version): never a silent overwrite."""
        state, deals, confirmed, reason = save.state, save.deals, save.confirmed, save.reason
        db, tournament_id, who = self.context.db, self.context.tournament_id, preferences.station_name()
        if self.sheet.table_totals:
            result = self.sheet.result
            assert result is not None
            ns_mp, ew_mp = result.ns_mp, result.ew_mp
            return lambda: scores.save_table_totals(
                db,
                tournament_id,
                state.round,
                state.table.table,
                ns_mp,
                ew_mp,
                confirm_warnings=confirmed,
                reason=reason,
                expected_version=state.version,
                who=who,
            )
        return lambda: scores.save_table_deals(
            db,
            tournament_id,
            state.round,
            state.table.table,
            deals,
            confirm_warnings=confirmed,
            reason=reason,
            expected_version=state.version,
            who=who,
        )

    # -------------------------------------------------------------------------------------- conflicts

    def _conflict(self, save: PendingSave, error: StaleTableError) -> None:
        """Another station saved this table since it was opened here: show both sheets and let the director
        choose. Nothing was saved."""
        state = save.state
        tournament = self._tournament()
        theirs = error.table
        if tournament is None or theirs is None or error.version is None:
            show_error(self.page, error_text(error))
            return
        their_state = TableState(state.round, theirs, error.version, state.override_reason)

        def keep(why: str) -> None:
            # Their sheet becomes the copy this one corrects: the save carries their version.
            self.state_adopted.emit(their_state)
            self._store(save.deals, save.confirmed, why)

        dialog = SheetConflictDialog(
            theirs,
            Table(theirs.table, theirs.ns, theirs.ew, save.deals, theirs.vp_override),
            tournament.settings,
            error.saved_by,
            error.saved_at,
            lambda: self._load_theirs(state),
            keep,
            save.reason,
            self.page,
        )
        dialog.finished.connect(dialog.deleteLater)
        self.dialog_opened.emit(dialog)
        dialog.open()

    def _load_theirs(self, state: TableState) -> None:
        self.context.check_for_changes()
        shown = self._shown()
        if shown is not None and shown.round == state.round:
            self.table_to_show.emit(state.table.table)

    # -------------------------------------------------------------------------------------- offline

    def _keep_pending(self, save: PendingSave) -> None:
        """The server cannot be reached: the sheet stays on screen and is saved when the server is back."""
        self.pending = save
        self.show_offline()
        self.retry_timer.start(self.retry_ms)

    def show_offline(self) -> None:
        self.banner.show_message(
            QCoreApplication.translate(
                "ScoreSheetsPage",
                "The server is not reachable — the sheet is kept, and will be saved when it is back.",
            ),
            "warning",
        )

    def has_pending_save(self) -> bool:
        return self.pending is not None

    def _retry(self) -> None:
        pending = self.pending
        if pending is None or self.retry_task is not None:
            return
        self.retry_task = BackgroundTask(
            self.page,
            QCoreApplication.translate("ScoreSheetsPage", "Saving the sheet…"),
            self._save_call(pending),
            lambda saved: self._retried(pending, saved),
            lambda error: self._retry_failed(pending, error),
            busy=False,
        )

    def _retried(self, pending: PendingSave, saved: object) -> None:
        self.retry_task = None
        self.pending = None
        state, deals, reason = pending.state, pending.deals, pending.reason
        assert isinstance(saved, TableSave)
        self.context.cache.note(self.context.tournament_id, saved)
        if self.undo is not None:
            self.undo.push(
                SaveSheetCommand(
                    self.undo, state.round, state.table.table, state.table.deals, deals, saved.version, reason
                )
            )
        self.context.apply(Changes.table(state.round, state.table.table), revision=saved.revision)
        self._saved(pending, saved)

    def _retry_failed(self, pending: PendingSave, error: Exception) -> None:
        self.retry_task = None
        if isinstance(error, DatabaseUnavailableError) and not isinstance(error, PasswordRequiredError):
            self.retry_timer.start(self.retry_ms)
            return
        self.pending = None
        self.banner.hide()
        if isinstance(error, StaleTableError):
            self._conflict(pending, error)
        elif isinstance(error, USER_ERRORS):
            show_error(self.page, error_text(error))
        else:
            raise error
