"""The Score sheets page: type a table's number, type its sheet, save, and the next missing table comes up.

Everything works from the keyboard: Ctrl+G goes to the table number, Tab and Enter go through the sheet in
the order of the paper, Enter on the last field (or Ctrl+S) saves. This module is the page: the rounds and
tables, the sheet shown, what came from the tables' phones. Saving the sheet (warnings, a correction's reason,
refusals, conflicts, the sheet kept while the server is away) is saving.py; an artificial result, clearing a
saved sheet, the VP scales and the corrections log are results.py. Both know nothing of the page: they tell it
what happened with signals.

Nothing refreshed (a new round, a change from another station) closes a sheet with something typed: it stays,
in its round. A sheet held at a refused save, or kept for the server, lets no other table open before it is
saved or left on purpose. The banner's place is kept whether it shows or not, so that nothing under the mouse
moves when it comes or goes.

Every Alt letter of the page is its own, also against the menu bar's, in every language (the buttons show
theirs: their actions' icon texts keep the "&").
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from datetime import UTC, datetime
from functools import partial
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence, QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.scoring import DealEnd
from burraco_tourney.domain.tournament import Pair, Round, Table, Tournament, TournamentSettings
from burraco_tourney.services import clock, scores, table_entry
from burraco_tourney.services.scores import TableState
from burraco_tourney.ui import preferences
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import players_text
from burraco_tourney.ui.undo import UndoContext
from burraco_tourney.ui.views.page import LivePage
from burraco_tourney.ui.views.sheets.results import SheetResults
from burraco_tourney.ui.views.sheets.saving import PendingSave, SheetSaver
from burraco_tourney.ui.widgets.banner import Banner
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, show_error
from burraco_tourney.ui.widgets.sheet_grid import ScoreSheetWidget

TABLE_ROLE = Qt.ItemDataRole.UserRole + 10
T = TypeVar("T")


class ScoreSheetsPage(LivePage):
    """Entering, correcting and undoing score sheets of a round (saved by `saving`); artificial results and
    the corrections log (`results`)."""

    sheet_saved = Signal(int, int)  # round, table

    def __init__(
        self, context: TournamentContext, undo: UndoContext | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(context, parent)
        self.setObjectName("sheets_page")
        self.undo = undo
        self.dialog: QWidget | None = None
        self._tournament: Tournament | None = None
        self.state: TableState | None = None
        self._shown_settings: TournamentSettings | None = None  # the settings the shown sheet was read with
        self._saving = False  # a save just stored: the next table comes up, nothing asked

        self.round_choice = QComboBox()
        self.round_choice.setObjectName("sheet_round")
        self.round_choice.setMinimumWidth(120)
        self.round_choice.currentIndexChanged.connect(self._round_chosen)
        self.table_number = QLineEdit()
        self.table_number.setObjectName("table_number")
        self.table_number.setValidator(QRegularExpressionValidator(r"\d{0,4}", self.table_number))
        self.table_number.setFixedWidth(70)
        self.table_number.setPlaceholderText("#")
        big = QFont(self.table_number.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.table_number.setFont(big)
        self.table_number.returnPressed.connect(self._table_typed)
        self.progress = QLabel()
        self.progress.setObjectName("sheet_progress")
        self.progress.setWordWrap(True)  # a long list of tables waiting never widens the window
        self.banner = Banner()
        # The banner's place is kept, shown or not, two lines high: the sheet under the mouse never moves
        # when a message comes or goes (a click meant for the pozzetto hit the penalty row).
        banner_place = QWidget()
        banner_place.setObjectName("banner_place")
        place_layout = QVBoxLayout(banner_place)
        place_layout.setContentsMargins(0, 0, 0, 0)
        place_layout.addWidget(self.banner)
        margins = self.banner.contentsMargins()
        two_lines = 2 * self.banner.label.fontMetrics().lineSpacing() + margins.top() + margins.bottom()
        banner_place.setFixedHeight(max(two_lines, self.banner.sizeHint().height()) + 4)
        self.banner_place = banner_place
        self.sheet = ScoreSheetWidget()
        # Saving the sheet, and the table's other results: they say what happened with signals.
        self.saving = SheetSaver(
            self,
            context,
            undo,
            self.sheet,
            self.banner,
            shown=lambda: self.state,
            tournament=lambda: self._tournament,
            # Words with a count are translated here: lupdate reads plural forms only from a `self.tr`.
            errors_text=lambda n: self.tr("Not saved: %n error(s) marked on the sheet.", "", n),
            semi_clean_text=lambda n: self.tr(
                "This tournament's rules do not count semi-clean burracos, and the sheet has %n. "
                "Count them as dirty burracos and save?",
                "",
                n,
            ),
        )
        self.saving.saved.connect(self._saved)
        self.saving.reason.returnPressed.connect(self.save)  # the box of a correction's reason
        self.saving.save_requested.connect(self.save)
        self.saving.state_adopted.connect(self._adopt)
        self.results = SheetResults(
            self, context, self.sheet, self.banner, lambda: self.state, lambda: self._tournament
        )
        for part in (self.saving, self.results):
            part.dialog_opened.connect(self._dialog_opened)
            # A table shown again as stored (a result changed, another station's sheet).
            part.table_to_show.connect(partial(self.open_table, force=True))

        self.save_action = self._action(self.tr("S&ave the sheet"), self.save, "Ctrl+S")
        self.save_action.setShortcuts([QKeySequence("Ctrl+S"), QKeySequence("Ctrl+Return")])
        # Wherever the focus is while the page is shown (the sidebar, the list of tables): never silent.
        self.save_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.goto_action = self._action(self.tr("&Go to table…"), self.go_to_table, "Ctrl+G")
        # The page says "Ctrl+G comes back here": also after a click on the sidebar or the list of tables.
        self.goto_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.quick_action = self._action(
            self.tr("&Quick mode: deal totals only"), self._quick_toggled, "Ctrl+K"
        )
        self.quick_action.setCheckable(True)
        self.quick_action.setChecked(preferences.SHEETS_QUICK.get())
        self.split_action = self._action(
            self.tr("&Melded and in-hand points separately"), self._split_toggled, "Ctrl+L"
        )
        self.split_action.setCheckable(True)
        self.split_action.setChecked(preferences.SHEETS_SPLIT.get())
        self.artificial_action = self._action(self.tr("Artificial res&ult…"), self.results.artificial_result)
        self.clear_action = self._action(self.tr("Clear the save&d sheet…"), self.results.clear_sheet)
        self.audit_action = self._action(self.tr("&Corrections log…"), self.results.show_audit)
        self.scales_action = self._action(self.tr("VP sca&les…"), self.results.edit_scales)

        self.tables = TableList(context, self.progress)
        self.tables.itemActivated.connect(self._table_activated)
        # A proposal or a confirmation from the tables' phones moves no revision: looked at with the watcher.
        context.watch.timeout.connect(self.look_at_tables)
        # The rows say only "7: 14–12" (two-digit pairs and a scroll bar fit the narrow list); the title
        # names what the numbers are.
        self.tables_title = QLabel(self.tr("Table: NS–EW"))
        self.tables_title.setStyleSheet("font-weight: bold;")

        self.sheet.save_requested.connect(self.save)
        self.sheet.key_refused.connect(self.saving.show_held)
        self.sheet.hide()
        self.hint = QLabel()
        self.hint.setObjectName("sheet_hint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hint.setStyleSheet("font-size: 12pt; padding: 24px; color: #555;")
        holder = QWidget()
        holder_layout = QVBoxLayout(holder)
        holder_layout.setContentsMargins(0, 0, 0, 0)
        holder_layout.addWidget(self.hint)
        holder_layout.addWidget(self.sheet)
        holder_layout.addStretch()
        self.sheet_scroll = QScrollArea()
        self.sheet_scroll.setObjectName("sheet_scroll")
        self.sheet_scroll.setWidgetResizable(True)
        self.sheet_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.sheet_scroll.setWidget(holder)

        top = QHBoxLayout()
        round_label = QLabel(self.tr("R&ound:"))
        round_label.setBuddy(self.round_choice)
        table_label = QLabel(self.tr("&Table:"))
        table_label.setBuddy(self.table_number)
        table_label.setStyleSheet("font-weight: bold;")
        top.addWidget(round_label)
        top.addWidget(self.round_choice)
        top.addSpacing(18)
        top.addWidget(table_label)
        top.addWidget(self.table_number)
        top.addSpacing(12)
        top.addWidget(self.progress, 1)
        top.addWidget(self._button(self.quick_action, "quick_mode"))
        top.addWidget(self._button(self.split_action, "split_points"))

        self.save_button = self._button(self.save_action, "save_sheet")
        self.save_button.setStyleSheet("font-weight: bold; padding: 4px 14px;")
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self._button(self.artificial_action, "artificial_result"))
        buttons.addWidget(self._button(self.clear_action, "clear_sheet"))
        buttons.addSpacing(12)
        buttons.addWidget(self.saving.reason_label)
        buttons.addWidget(self.saving.reason, 1)
        buttons.addStretch()
        buttons.addWidget(self._button(self.audit_action, "corrections_log"))
        buttons.addWidget(self._button(self.scales_action, "vp_scales"))

        left = QVBoxLayout()
        left.addWidget(self.tables_title)
        left.addWidget(self.tables, 1)
        right = QVBoxLayout()
        right.addWidget(self.sheet_scroll, 1)
        right.addLayout(buttons)
        body = QHBoxLayout()
        body.addLayout(left)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(banner_place)
        layout.addLayout(body, 1)

        if undo is not None:
            undo.changed.connect(self._undone)
        self.refresh()

    def _read(self, action: Callable[[], T]) -> T | None:
        """A service call that only reads; a refusal is shown in the window's words and gives None."""
        try:
            return action()
        except USER_ERRORS as error:
            show_error(self, error_text(error))
            return None

    def _action(self, text: str, slot: object, shortcut: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _button(self, action: QAction, name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        action.setIconText(action.text())  # the button shows the action's Alt letter (set, it keeps the "&")
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _dialog_opened(self, dialog: QWidget) -> None:
        self.dialog = dialog

    def _adopt(self, state: TableState) -> None:
        """The sheet now corrects another station's copy of its table (the conflict dialog's "keep mine")."""
        self.state = state

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.state is None:
            self.table_number.setFocus()

    # -------------------------------------------------------------------------------------- showing

    def refresh(self) -> None:
        tournament = self._read(self.context.tournament)
        if tournament is None:
            return
        self._tournament = tournament
        numbers = sorted(r.number for r in tournament.rounds)
        chosen = self.chosen_round_number()
        count = self.round_choice.count()
        latest_before = self.round_choice.itemData(count - 1) if count else None
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for number in numbers:
            self.round_choice.addItem(self.tr("Round {number}").format(number=number), number)
        # Follow the newest round unless the director chose an earlier one, or is typing a sheet: what is
        # typed and not saved is never closed by a refresh (a round made here or elsewhere, any change).
        newest = numbers[-1] if numbers else None
        typing = self._typing_round()
        if typing is not None and typing in numbers:
            keep: int | None = typing
        elif chosen is not None and chosen != latest_before:
            keep = chosen
        else:
            keep = newest
        index = self.round_choice.findData(keep) if keep is not None else -1
        self.round_choice.setCurrentIndex(index if index >= 0 else self.round_choice.count() - 1)
        self.round_choice.blockSignals(False)
        if self.state is not None and self.state.round != self.chosen_round_number():
            self._close_sheet()
        elif keep == typing and newest is not None and newest != latest_before and newest != keep:
            self.banner.show_message(
                self.tr("Round {new} is made: finish this sheet, then choose round {new}.").format(new=newest)
            )
        self._show_tables()
        self._reload_if_changed()
        self._update_actions()

    def chosen_round_number(self) -> int | None:
        data = self.round_choice.currentData()
        return int(data) if data is not None else None

    def chosen_round(self) -> Round | None:
        number = self.chosen_round_number()
        if self._tournament is None or number is None:
            return None
        return next((r for r in self._tournament.rounds if r.number == number), None)

    def _typing_round(self) -> int | None:
        """The round of the sheet open with something typed and not saved (or kept for the server)."""
        state = self.state
        if state is None or (self.saving.pending is None and not self.sheet.is_modified()):
            return None
        return state.round

    def _choose_round(self, number: int) -> bool:
        """Show round `number` in the round box without reacting to it as a choice."""
        index = self.round_choice.findData(number)
        if index >= 0:
            self.round_choice.blockSignals(True)
            self.round_choice.setCurrentIndex(index)
            self.round_choice.blockSignals(False)
        return index >= 0

    def _round_chosen(self) -> None:
        typing, number = self._typing_round(), self.chosen_round_number()
        if self.state is not None and typing is not None and number is not None and number != typing:
            # The sheet's round stays until the director says to leave what is typed.
            self._choose_round(typing)
            if self.saving.pending is not None:
                self.saving.show_offline()
                return
            self.dialog = ask(
                self,
                self.tr("Table {table}'s sheet is not saved. Leave it and go to round {round}?").format(
                    table=self.state.table.table, round=number
                ),
                lambda: self._leave_for_round(number),
                yes_text=self.tr("Leave it"),
            )
            return
        self._close_sheet()
        self._show_tables()
        self._update_actions()

    def _leave_for_round(self, number: int) -> None:
        if self._choose_round(number):
            self._close_sheet()
            self._show_tables()
            self._update_actions()

    def _pairs(self) -> dict[int, Pair]:
        return {pair.number: pair for pair in self._tournament.pairs} if self._tournament else {}

    def _show_tables(self) -> None:
        round_ = self.chosen_round()
        selected = None if self.state is None else self.state.table.table
        self.tables.show_round(self.chosen_round_number(), round_, self._pairs(), selected)
        if round_ is None:
            self.hint.setText(self.tr("No round yet: make one on the Rounds page, then enter its sheets."))
            self.hint.setVisible(self.state is None)
            return
        self.hint.setText(
            self.tr(
                "Type a table's number and press Enter (Ctrl+G comes back here).\n\n"
                "Enter goes through each deal's ending, then its burraco counts and card points, the same "
                "on every sheet (a count takes one digit and moves on; * goes to the semi-clean burracos). "
                "On the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter "
                "then goes past the deal) and a digit starts the NS burracos; + after a line's card points "
                "says that line closed. Tab reaches every box, the pozzetto and the penalty too; on a mark, "
                "Space or X ticks it. Enter on the last box or Ctrl+S saves, and the next table still "
                "missing comes up; a sheet not saved waits at its error and takes no key until Esc.\n\n"
                "A sheet already saved opens for a correction: its reason goes in the box below the sheet."
            )
        )
        self.hint.setVisible(self.state is None)

    def look_at_tables(self) -> None:
        """The watcher's look: rows whose table's phones proposed, confirmed or had a sheet saved since."""
        round_ = self.chosen_round()
        if not self.on_screen() or round_ is None:
            return
        before, states = self.tables.entry_states, self.tables.read_entry_states(round_.number)
        if states != before:
            self.tables.entry_states = states
            self.tables.show_changed(round_, self._pairs(), before)

    def update_for(self, changes: Changes) -> None:
        """Only sheets changed (here or at another station): their rows and the count of sheets in, and the
        sheet shown read again only if it is one of them; anything else refreshes the page."""
        round_number = self.chosen_round_number()
        if not changes.only_tables or round_number is None:
            self.refresh()
            return
        tournament = self._read(self.context.tournament)
        if tournament is None:
            return
        self._tournament = tournament
        round_ = self.chosen_round()
        if round_ is None or self.tables.count() != len(round_.tables):
            self.refresh()
            return
        changed = {table for number, table in changes.tables if number == round_number}
        before = self.tables.entry_states
        if changed:
            # Saved from a table's phones (another station's save), or a table's sheet the director
            # accepted, or typed over what a table proposed: one small query.
            self.tables.entry_states = self.tables.read_entry_states(round_number)
        self.tables.show_changed(round_, self._pairs(), before, changed)
        state = self.state
        if state is not None and (state.round, state.table.table) in changes.tables:
            self._reload_if_changed()
        self._update_actions()

    def missing_tables(self) -> list[int]:
        return missing_tables(self.chosen_round())

    def _update_actions(self) -> None:
        open_ = self.state is not None
        self.save_action.setEnabled(open_)
        self.artificial_action.setEnabled(open_)
        correcting = open_ and self.state is not None and self.state.table.entered
        self.clear_action.setEnabled(correcting)
        text = self.tr("S&ave the correction…") if correcting else self.tr("S&ave the sheet")
        self.save_action.setText(text)
        self.save_action.setIconText(text)
        self.saving.reason_label.setVisible(correcting)
        self.saving.reason.setVisible(correcting)

    # -------------------------------------------------------------------------------------- opening

    def go_to_table(self) -> None:
        self.table_number.setFocus()
        self.table_number.selectAll()

    def _table_typed(self) -> None:
        text = self.table_number.text().strip()
        if text:
            self.open_table(int(text))

    def _table_activated(self, item: QListWidgetItem) -> None:
        self.open_table(int(item.data(TABLE_ROLE)))

    def open_table(self, number: int, *, force: bool = False) -> bool:
        """Show table `number` of the chosen round; unsaved changes to another sheet are asked about."""
        round_number = self.chosen_round_number()
        if round_number is None:
            return False
        if self.saving.pending is not None and not force:
            self.saving.show_offline()
            return False
        if not force and self.state is not None and self.sheet.is_modified() and not self._saving:
            if self.state.table.table == number:
                return True
            self.dialog = ask(
                self,
                self.tr("Table {table}'s sheet is not saved. Leave it and open table {other}?").format(
                    table=self.state.table.table, other=number
                ),
                lambda: self.open_table(number, force=True),
                yes_text=self.tr("Leave it"),
            )
            return False
        round_ = self.chosen_round()
        if round_ is not None and all(t.table != number for t in round_.tables):
            self.banner.show_message(
                self.tr("Round {round} has no table {table}.").format(round=round_number, table=number),
                "warning",
            )
            self.go_to_table()
            return False
        db, tournament_id = self.context.db, self.context.tournament_id
        state = self._read(lambda: scores.get_table(db, tournament_id, round_number, number))
        if state is None:
            return False
        if not self._saving:
            self.banner.hide()  # what it said was about the sheet shown before
        self._show_state(state)
        self.sheet.focus_first()
        return True

    def _show_state(self, state: TableState) -> None:
        tournament = self._tournament
        if tournament is None:
            return
        settings = tournament.settings
        self.state = state
        self._shown_settings = settings
        self.sheet.load(
            state.round,
            state.table,
            self._pairs(),
            settings.scoring,
            settings.vp_scale,
            settings.deals_per_round,
            split=self.split_action.isChecked(),
            # The switch as the director last set it: the button may show the mode of a saved sheet.
            quick=preferences.SHEETS_QUICK.get(),
            default_ends=self._time_out_defaults(state),
        )
        self.sheet.set_artificial(state.table.vp_override, state.override_reason)
        self.saving.reason.clear()
        if state.table.vp_override is not None and not state.table.entered:
            self.sheet.state.setText(self.tr("Artificial result; no deals entered"))
        elif state.table.entered:
            self.sheet.state.setText(self.tr("Saved · changes are corrections and need a reason"))
        else:
            self.sheet.state.setText(self.tr("Waiting for its sheet"))
        if self.sheet.table_totals:
            # Stored as what it is: the table's totals over the round (a file may bring them), shown as the
            # first deal's totals; a correction stores the table's totals again.
            self.sheet.state.setText(
                self.sheet.state.text() + " · " + self.tr("entered as the table's totals")
            )
        elif self.sheet.quick:
            # Stored as what it is: each deal's totals, no burracos or card points invented.
            self.sheet.state.setText(self.sheet.state.text() + " · " + self.tr("entered as totals"))
        # The modes follow a saved sheet; the buttons show what the sheet is in.
        for action, value in ((self.quick_action, self.sheet.quick), (self.split_action, self.sheet.split)):
            action.blockSignals(True)
            action.setChecked(value)
            action.blockSignals(False)
        self.table_number.setText(str(state.table.table))
        self.hint.hide()
        self.sheet.show()
        self._show_tables()
        self._update_actions()

    def _time_out_defaults(self, state: TableState) -> tuple[DealEnd, ...]:
        """For a sheet not yet entered at a table whose time ran out: deals end by time-out or were not
        played (DOMAIN.md §5), unless the director marks them otherwise."""
        if state.table.entered or self.context.db is None or self.context.tournament_id is None:
            return ()
        db, tournament_id = self.context.db, self.context.tournament_id
        defaults = self._read(
            lambda: clock.time_out_defaults(
                db, tournament_id, state.round, state.table.table, datetime.now(UTC)
            ),
        )
        return defaults or ()

    def _close_sheet(self) -> None:
        self.state = None
        self.sheet.hide()
        self.hint.show()
        self._update_actions()

    def _reload_if_changed(self) -> None:
        """The shown table changed elsewhere (another station, an undo): show it as stored, unless the
        director is typing into it."""
        state = self.state
        if state is None or self._saving or self.saving.pending is not None or self.sheet.is_modified():
            return
        db, tournament_id = self.context.db, self.context.tournament_id
        fresh = self._read(lambda: scores.get_table(db, tournament_id, state.round, state.table.table))
        # New settings (a VP scale, the bonuses) change what the same sheet is worth: shown again with them.
        settings = self._tournament.settings if self._tournament is not None else None
        if fresh is not None and (fresh.version != state.version or settings != self._shown_settings):
            # What the banner said (a save's VP, a correction) was about the version shown before.
            self.banner.hide()
            self._show_state(fresh)

    def _undone(self, round_number: int, table_number: int) -> None:
        state = self.state
        if state is not None and (round_number, table_number) == (state.round, state.table.table):
            self._reload_if_changed()

    def _quick_toggled(self, checked: bool) -> None:
        preferences.SHEETS_QUICK.set(checked)
        self.banner.hide()
        if self.state is None:
            return
        if not checked and self.sheet.quick and not self.sheet.is_empty():
            # Totals shown deal by deal would be invented deals (each "time-out", the total as card points):
            # a sheet that holds totals stays by totals; the switch holds for the next sheets opened.
            self.quick_action.blockSignals(True)
            self.quick_action.setChecked(True)
            self.quick_action.blockSignals(False)
            self.banner.show_message(
                self.tr(
                    "This sheet holds deal totals only, so it stays in quick mode. "
                    "The next sheets open deal by deal."
                )
            )
            return
        if checked and self.sheet.holds_full_deals():
            # Likewise the other way: totals would drop the burracos, the closing and the card points, and a
            # correction saved then would store them lost.
            self.quick_action.blockSignals(True)
            self.quick_action.setChecked(False)
            self.quick_action.blockSignals(False)
            self.banner.show_message(
                self.tr(
                    "This sheet holds its deals in full, so it stays deal by deal. "
                    "The next sheets open in quick mode."
                )
            )
            return
        self.sheet.set_mode(quick=checked)

    def _split_toggled(self, checked: bool) -> None:
        preferences.SHEETS_SPLIT.set(checked)
        self.banner.hide()
        if self.state is not None:
            self.sheet.set_mode(split=checked)

    # -------------------------------------------------------------------------------------- saving

    def save(self) -> None:
        """Check the sheet, ask about warnings once, ask a reason for a correction, then save (saving.py)."""
        if self.state is None:
            self.banner.show_message(self.tr("Not saved: no sheet is open. Type a table's number first."))
            self.go_to_table()
            return
        if self._saving:
            return
        self.saving.save()

    def has_pending_save(self) -> bool:
        return self.saving.has_pending_save()

    def _saved(self, save: PendingSave, text: str, kind: str) -> None:
        """The sheet is stored (`text`: what the save stored, in words)."""
        state = save.state
        self.sheet_saved.emit(state.round, state.table.table)
        # The door has refreshed the pages; the next table still missing comes up (nothing asked).
        self._saving = True
        try:
            waiting = self.missing_tables()
            following = [n for n in waiting if n > state.table.table] or waiting
            if following:
                self.open_table(following[0], force=True)
                text += " " + self.tr("Now table {table}.").format(table=following[0])
            else:
                self.open_table(state.table.table, force=True)
                text += " " + self.tr("Every sheet of round {round} is in.").format(round=state.round)
            self.banner.show_message(text, kind)
        finally:
            self._saving = False


def missing_tables(round_: Round | None) -> list[int]:
    """The tables of `round_` still waiting for their sheet, by number."""
    if round_ is None:
        return []
    return sorted(t.table for t in round_.tables if not t.has_result)


class TableList(QListWidget):
    """The tables of the round shown, a row each ("✓ 7: 14–12", bold while its sheet is missing) with what
    came from its phones on a second line, and the count of sheets in (`progress`, a label of the page).

    Its words are the page's: they keep the translation context "ScoreSheetsPage"."""

    def __init__(self, context: TournamentContext, progress: QLabel) -> None:
        super().__init__()
        self.context = context
        self.progress = progress
        self.setObjectName("sheet_tables")
        self.setFixedWidth(140)  # narrow enough for a German sheet to fit beside it at 1366 pixels
        self.setStyleSheet("QListWidget::item { padding: 3px 4px; }")
        # A table's row may say what came from its phones on a second line ("from the table, confirmed").
        self.setWordWrap(True)
        # What came from the tables' phones, by table of the round shown (services.table_entry).
        self.entry_states: dict[int, table_entry.TableEntryState] = {}

    def read_entry_states(self, round_number: int | None) -> dict[int, table_entry.TableEntryState]:
        if round_number is None:
            return {}
        try:
            return table_entry.table_entry_states(self.context.db, self.context.tournament_id, round_number)
        except USER_ERRORS:
            return self.entry_states  # cannot be read just now: the next look tells

    def show_round(
        self, round_number: int | None, round_: Round | None, pairs: dict[int, Pair], selected: int | None
    ) -> None:
        """Every row again (`selected`: the table of the sheet shown), with its phones' states read again."""
        self.clear()
        self.entry_states = self.read_entry_states(round_number)
        if round_ is None:
            self.progress.setText("")
            return
        for table in sorted(round_.tables, key=lambda t: t.table):
            item = QListWidgetItem()
            item.setData(TABLE_ROLE, table.table)
            self._show_row(item, table, pairs)
            self.addItem(item)
            if selected == table.table:
                item.setSelected(True)
        self._show_progress(round_)

    def show_changed(
        self,
        round_: Round,
        pairs: dict[int, Pair],
        before: dict[int, table_entry.TableEntryState],
        changed: Collection[int] = (),
    ) -> None:
        """The rows of the tables `changed`, and of those whose phones' state moved since `before`."""
        by_number = {table.table: table for table in round_.tables}
        for row in range(self.count()):
            item = self.item(row)
            number = int(item.data(TABLE_ROLE))
            moved = self.entry_states.get(number) != before.get(number)
            if (number in changed or moved) and number in by_number:
                self._show_row(item, by_number[number], pairs)
        self._show_progress(round_)

    def _show_row(self, item: QListWidgetItem, table: Table, pairs: dict[int, Pair]) -> None:
        done = table.has_result
        mark = "✓" if done else "•"
        names = []
        for number in (table.ns, table.ew):
            pair = pairs.get(number)
            names.append(f"{number}" if pair is None else f"{number} {players_text(pair)}")
        text = f"{mark} {table.table}: {table.ns}–{table.ew}"
        tip = QCoreApplication.translate("ScoreSheetsPage", "Table {table}: {pairs}").format(
            table=table.table, pairs=" – ".join(names)
        )
        from_table = self._from_table_text(table, done)
        if from_table:
            text += "\n" + from_table
            tip += "\n" + from_table
        item.setText(text)
        item.setToolTip(tip)
        font = item.font()
        font.setBold(not done)
        item.setFont(font)
        item.setForeground(Qt.GlobalColor.darkGray if done else self.palette().text().color())

    def _from_table_text(self, table: Table, done: bool) -> str:
        """What came from the table's phones, in words ("" when nothing did, or the sheet was cleared)."""
        state = self.entry_states.get(table.table)
        if state is None:
            return ""
        if state.status == "saved":
            return QCoreApplication.translate("ScoreSheetsPage", "from the table, confirmed") if done else ""
        if done:
            return ""  # the director entered it meanwhile: the proposal cannot be saved
        if state.status == "confirmed":
            return QCoreApplication.translate("ScoreSheetsPage", "confirmed, to accept")
        return QCoreApplication.translate("ScoreSheetsPage", "waiting for confirmation")

    def _show_progress(self, round_: Round) -> None:
        translate = QCoreApplication.translate
        waiting = missing_tables(round_)
        done_count = len(round_.tables) - len(waiting)
        text = translate("ScoreSheetsPage", "Sheets in: {done} of {total}").format(
            done=done_count, total=len(round_.tables)
        )
        if waiting:
            listed = ", ".join(str(n) for n in waiting[:12]) + (" …" if len(waiting) > 12 else "")
            text += "  ·  " + translate("ScoreSheetsPage", "waiting for table {tables}").format(tables=listed)
        else:
            text += "  ·  " + translate("ScoreSheetsPage", "all in")
        # Sheets the tables confirmed that wait for the director (the tournament reviews them first).
        entered = {table.table for table in round_.tables if table.has_result}
        to_accept = sum(
            1
            for number, state in self.entry_states.items()
            if state.status == "confirmed" and number not in entered
        )
        if to_accept:
            text += "  ·  " + translate("ScoreSheetsPage", "from the tables, to accept: {count}").format(
                count=to_accept
            )
        self.progress.setText(text)
