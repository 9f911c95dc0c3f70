"""A table's results on the Score sheets page besides its sheet: an artificial result, a saved sheet cleared
(e.g. a round made by mistake, with a reason), the VP scales and the corrections log.

Each change goes through the door (ui/context.py `context.run`) on the version of the table shown: if another
station changed the table meanwhile, the page says what it saved and shows the table as stored now. This
module knows nothing of the page: it is handed the page's widgets and what it shows, and says what happened
with signals. Its words are the page's: they keep the translation context "ScoreSheetsPage".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QDialog, QInputDialog, QWidget

from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.domain.vp import VPScale, format_vp
from burraco_tourney.persistence.db import DatabaseUnavailableError, PasswordRequiredError
from burraco_tourney.services import audit as audit_service
from burraco_tourney.services import scores
from burraco_tourney.services.errors import StaleTableError
from burraco_tourney.services.scores import TableSave, TableState
from burraco_tourney.services.tournaments import change_settings
from burraco_tourney.ui import preferences
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.dialogs.scale_editor import ScaleEditorDialog
from burraco_tourney.ui.dialogs.sheet_artificial import ArtificialResultDialog
from burraco_tourney.ui.dialogs.sheet_audit import AuditDialog
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import scale_name
from burraco_tourney.ui.undo import ArtificialResultCommand, ClearSheetCommand, Override, UndoContext
from burraco_tourney.ui.widgets.banner import Banner
from burraco_tourney.ui.widgets.messages import USER_ERRORS, show_error
from burraco_tourney.ui.widgets.sheet_grid import ScoreSheetWidget


def with_later_notes(saved: TableSave, text: str, kind: str) -> tuple[str, str]:
    """The message of a save, with what the change leaves behind: rounds paired on the old standings,
    groups formed on them (a warning then)."""
    if saved.later_pairings:
        text += " " + later_text(saved.later_pairings)
        kind = "warning"
    if saved.groups_formed_after is not None:
        text += " " + groups_text(saved.groups_formed_after)
        kind = "warning"
    return text, kind


def groups_text(after_round: int) -> str:
    return QCoreApplication.translate(
        "ScoreSheetsPage",
        "The groups were formed on the standings after round {round}, before this change: they were "
        "formed on the old standings (form them again, or leave them as they are).",
    ).format(round=after_round)


def later_text(rounds: tuple[int, ...]) -> str:
    return QCoreApplication.translate(
        "ScoreSheetsPage",
        "Round {rounds} was already paired on the standings before this change: look at it again if it "
        "is not played yet.",
    ).format(rounds=", ".join(str(n) for n in rounds))


class SheetResults(QObject):
    """Artificial results, clearing a saved sheet, the VP scales and the corrections log.

    `shown()` gives the table the page shows (None: no sheet open), `tournament()` the tournament as the
    page read it. The page listens to the signals; nothing here calls a method of the page (it is only the
    parent of dialogs)."""

    dialog_opened = Signal(object)  # the dialog now open over the page
    table_to_show = Signal(int)  # a table of the round shown, to show again as stored

    def __init__(
        self,
        page: QWidget,
        context: TournamentContext,
        sheet: ScoreSheetWidget,
        banner: Banner,
        shown: Callable[[], TableState | None],
        tournament: Callable[[], Tournament | None],
    ) -> None:
        super().__init__(page)
        self.page = page  # where dialogs and refusals are shown
        self.context = context
        self.sheet = sheet
        self.banner = banner
        self._shown = shown
        self._tournament = tournament

    def _open(self, dialog: QDialog) -> None:
        dialog.finished.connect(dialog.deleteLater)
        self.dialog_opened.emit(dialog)
        dialog.open()

    # -------------------------------------------------------------------------------------- artificial

    def artificial_result(self) -> None:
        state = self._shown()
        tournament = self._tournament()
        if state is None or tournament is None:
            return
        title = QCoreApplication.translate(
            "ScoreSheetsPage", "Round {round} · table {table}: pair {ns} (NS) v pair {ew} (EW)"
        ).format(round=state.round, table=state.table.table, ns=state.table.ns, ew=state.table.ew)
        dialog = ArtificialResultDialog(
            title,
            tournament.settings.vp_scale,
            state.table.vp_override,
            state.override_reason,
            lambda ns, ew, reason: self._set_artificial(self._shown() or state, ns, ew, reason),
            lambda reason: self._clear_artificial(self._shown() or state, reason),
            self.page,
        )
        self._open(dialog)

    def _old_override(self, state: TableState) -> Override | None:
        if state.table.vp_override is None:
            return None
        return Override(state.table.vp_override[0], state.table.vp_override[1], state.override_reason or "")

    def _change_table(
        self,
        state: TableState,
        change: Callable[..., TableSave],
        *values: Decimal,
        reason: str,
        undo: Callable[[TableSave, UndoContext], QUndoCommand | None],
    ) -> TableSave | None:
        """`change` (a service taking the table, then `values`) made through the door on the version of the
        table shown, by this station. If another station changed the table meanwhile, say what it saved and
        show the table as stored now, so that the director decides again on current values."""

        def refused(error: Exception) -> bool:
            if isinstance(error, StaleTableError):
                show_error(
                    self.page,
                    error_text(error),
                    QCoreApplication.translate("ScoreSheetsPage", "Another station saved this table"),
                )
                shown = self._shown()
                if not self.sheet.is_modified() and shown is not None and shown.round == state.round:
                    self.table_to_show.emit(state.table.table)
                self.context.check_for_changes()
                return True
            if isinstance(error, DatabaseUnavailableError) and not isinstance(error, PasswordRequiredError):
                self._show_offline_now()
                return True
            return False

        return self.context.run(
            lambda: change(
                self.context.db,
                self.context.tournament_id,
                state.round,
                state.table.table,
                *values,
                reason=reason,
                expected_version=state.version,
                who=preferences.station_name(),
            ),
            Changes.table(state.round, state.table.table),
            undo=undo,
            refused=refused,
            parent=self.page,
        )

    def _show_offline_now(self) -> None:
        show_error(
            self.page,
            QCoreApplication.translate(
                "ScoreSheetsPage",
                "The server is not reachable: nothing was saved. Try again when it is back.",
            ),
        )

    def _set_artificial(self, state: TableState, ns: Decimal, ew: Decimal, reason: str) -> bool:
        saved = self._change_table(
            state,
            scores.set_artificial_result,
            ns,
            ew,
            reason=reason,
            undo=lambda saved, undo: ArtificialResultCommand(
                undo,
                state.round,
                state.table.table,
                self._old_override(state),
                Override(ns, ew, reason),
                version=saved.version,
            ),
        )
        if saved is None:
            return False
        self._other_result_saved(
            saved,
            QCoreApplication.translate(
                "ScoreSheetsPage", "Table {table} has an artificial result: VP {ns} – {ew}."
            ).format(table=state.table.table, ns=format_vp(ns), ew=format_vp(ew)),
        )
        return True

    def _clear_artificial(self, state: TableState, reason: str) -> bool:
        saved = self._change_table(
            state,
            scores.clear_artificial_result,
            reason=reason,
            undo=lambda saved, undo: ArtificialResultCommand(
                undo,
                state.round,
                state.table.table,
                self._old_override(state),
                None,
                reason,
                version=saved.version,
            ),
        )
        if saved is None:
            return False
        self._other_result_saved(
            saved,
            QCoreApplication.translate(
                "ScoreSheetsPage", "Table {table}'s artificial result is cleared."
            ).format(table=state.table.table),
        )
        return True

    def _other_result_saved(self, saved: TableSave, text: str) -> None:
        kind = "info"
        text, kind = with_later_notes(saved, text, kind)
        state = self._shown()
        if state is not None and not self.sheet.is_modified():
            self.table_to_show.emit(state.table.table)
        self.banner.show_message(text, kind)

    # -------------------------------------------------------------------------------------- clearing

    def clear_sheet(self) -> None:
        """Clear the saved sheet shown (a round made by mistake, the sheet of another table): the director
        confirms it by giving the reason, which the audit log keeps with the deals cleared."""
        state = self._shown()
        if state is None or not state.table.entered:
            return
        dialog = QInputDialog(self.page)
        dialog.setObjectName("clear_reason")
        dialog.setWindowTitle(QCoreApplication.translate("ScoreSheetsPage", "Clear a saved sheet"))
        dialog.setLabelText(
            QCoreApplication.translate(
                "ScoreSheetsPage",
                "Clear the saved sheet of table {table} (round {round})? Its deals stop counting in the "
                "standings and the table waits for its sheet again; the audit log keeps them.\n\n"
                "Why is it cleared?",
            ).format(table=state.table.table, round=state.round)
        )
        dialog.setOkButtonText(QCoreApplication.translate("ScoreSheetsPage", "Clear the sheet"))

        def chosen(reason: str) -> None:
            if reason.strip():
                self._clear(state, reason.strip())
            else:
                show_error(
                    self.page,
                    QCoreApplication.translate("ScoreSheetsPage", "Clearing a sheet needs a reason."),
                )

        dialog.textValueSelected.connect(chosen)
        self._open(dialog)

    def _clear(self, state: TableState, reason: str) -> None:
        saved = self._change_table(
            state,
            scores.clear_table_deals,
            reason=reason,
            undo=lambda saved, undo: ClearSheetCommand(
                undo, state.round, state.table.table, state.table.deals, saved.version, reason
            ),
        )
        if saved is None:
            return
        text = QCoreApplication.translate(
            "ScoreSheetsPage", "Table {table}'s sheet is cleared: it waits for its sheet again."
        ).format(table=state.table.table)
        kind = "info"
        text, kind = with_later_notes(saved, text, kind)
        shown = self._shown()
        if shown is not None and shown.round == state.round:
            self.table_to_show.emit(state.table.table)
        self.banner.show_message(text, kind)

    # -------------------------------------------------------------------------------------- log, scales

    def show_audit(self) -> None:
        db, tournament_id = self.context.db, self.context.tournament_id
        self._open(AuditDialog(lambda: audit_service.audit_log(db, tournament_id), parent=self.page))

    def edit_scales(self) -> None:
        tournament = self._tournament()
        if tournament is None:
            return
        has_results = any(table.has_result for r in tournament.rounds for table in r.tables)
        self._open(
            ScaleEditorDialog(
                tournament.settings.vp_scale,
                has_results,
                self._use_scale,
                self.page,
                deals_per_round=tournament.settings.deals_per_round,
            )
        )

    def _use_scale(self, scale: VPScale, reason: str) -> bool:
        try:
            tournament = self.context.tournament()
        except USER_ERRORS as error:
            show_error(self.page, error_text(error))
            return False
        has_results = any(table.has_result for r in tournament.rounds for table in r.tables)
        change = self.context.run(
            lambda: change_settings(
                self.context.db,
                self.context.tournament_id,
                replace(tournament.settings, vp_scale=scale),
                rescore=has_results,
                reason=reason,
            ),
            Changes(settings=True, everything=has_results),
            parent=self.page,
        )
        if change is None:
            return False
        text = QCoreApplication.translate(
            "ScoreSheetsPage", "The tournament now uses the VP scale {name}."
        ).format(name=scale_name(scale))
        if change.paired_on_old_standings:
            text += " " + later_text(change.paired_on_old_standings)
        if change.groups_formed_after is not None:
            text += " " + groups_text(change.groups_formed_after)
        warn = bool(change.paired_on_old_standings) or change.groups_formed_after is not None
        self.banner.show_message(text, "warning" if warn else "info")
        return True
