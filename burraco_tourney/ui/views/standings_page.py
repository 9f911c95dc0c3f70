"""The Standings page: live standings after any round, the tie-break chain, histories and adjustments."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.prizes import PrizePlan
from burraco_tourney.domain.standings import Standings, pair_history, standings_final
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.services import adjustments as adjustment_service
from burraco_tourney.services import prizes as prize_service
from burraco_tourney.services.adjustments import StoredAdjustment
from burraco_tourney.services.standings import RoundsProgress, rounds_progress, take_standings
from burraco_tourney.ui import preferences
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.dialogs.standings import AdjustmentDialog, AdjustmentInput, HistoryDialog
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.models.base import PAIR_NUMBER_ROLE
from burraco_tourney.ui.models.standings import StandingsTableModel
from burraco_tourney.ui.names import chain_text, players_text, signed, vp_text
from burraco_tourney.ui.undo import AddAdjustmentCommand
from burraco_tourney.ui.views.page import LivePage
from burraco_tourney.ui.views.prizes_panel import PRIZE_ERRORS, PrizePlanDialog, PrizesPanel
from burraco_tourney.ui.widgets.messages import attempt, show_error
from burraco_tourney.ui.widgets.settings_editor import vp_decimals
from burraco_tourney.ui.widgets.tables import compact_rows, fit_columns_once, sorted_proxy, table_view

ADJUSTMENTS_CHANGED = Changes(adjustments=True)


class StandingsPage(LivePage):
    # Print the prizes (the window opens its Print dialog on them).
    print_prizes = Signal()

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.setObjectName("standings_page")
        self.dialog: QWidget | None = None
        self._tournament: Tournament | None = None
        self.standings: Standings | None = None
        self._adjustments: list[StoredAdjustment] = []

        self.after_round = QComboBox()
        self.after_round.setObjectName("after_round")
        # Its texts change as sheets come in ("4 (in progress, 2 of 6 sheets in)"): follow them, never cut.
        self.after_round.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.after_round.currentIndexChanged.connect(self._round_chosen)
        self.live = QCheckBox()
        self.live.setObjectName("live")
        self.live.toggled.connect(self._live_toggled)
        self.progress = QLabel()
        self.progress.setObjectName("progress")
        self.progress.setWordWrap(True)
        self.progress.setStyleSheet("color: #7a4a00; font-weight: bold;")
        self._progress = RoundsProgress(0, 0, 0, 0)
        self._target: int | None = None  # the round followed by default: last complete, or last made if live
        self.chain = QLabel()
        self.chain.setObjectName("chain")
        self.chain.setWordWrap(True)
        self.checks = QLabel()
        self.checks.setObjectName("checks")
        # Overall, or one group (girone) ranked within itself; shown once pairs are in groups.
        self.group_choice = QComboBox()
        self.group_choice.setObjectName("group_choice")
        self.group_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.group_choice.currentIndexChanged.connect(lambda _index: self._show_standings())
        self.group_label = QLabel(self.tr("Sho&w:"))
        self.group_label.setBuddy(self.group_choice)

        self.history_action = QAction(self.tr("Pair &history…"), self)
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        self.history_action.triggered.connect(self.show_history)
        self.adjust_action = QAction(self.tr("Add an &adjustment…"), self)
        self.adjust_action.triggered.connect(self.add_adjustment)
        self.remove_adjustment_action = QAction(self.tr("&Remove adjustment…"), self)
        self.remove_adjustment_action.triggered.connect(self.remove_adjustment)
        self.prizes_action = QAction(self.tr("&Prizes"), self)
        self.prizes_action.setCheckable(True)
        self.prizes_action.setToolTip(self.tr("Show who wins what beside the standings"))
        self.prizes_action.setChecked(preferences.STANDINGS_PRIZES.get())
        self.prizes_action.toggled.connect(self._prizes_toggled)
        self.prizes = PrizesPanel()
        self.prizes.setVisible(self.prizes_action.isChecked())
        self.prizes.plan_wanted.connect(self.choose_prize_plan)
        self.prizes.print_wanted.connect(self.print_prizes)

        self.model = StandingsTableModel(self)
        self.table = table_view("standings_table")
        self.table.setModel(sorted_proxy(self.model, self))
        self.table.sortByColumn(StandingsTableModel.RANK, Qt.SortOrder.AscendingOrder)
        # `activated` alone: it comes for a double-click and for Enter (with doubleClicked too, two dialogs).
        self.table.activated.connect(lambda _index: self.show_history())
        self.table.selectionModel().selectionChanged.connect(self._update_actions)

        self.adjustments_box = QGroupBox(self.tr("Adjustments"))
        self.adjustments_table = QTableWidget(0, 5)
        self.adjustments_table.setObjectName("adjustments_table")
        self.adjustments_table.setHorizontalHeaderLabels(
            [self.tr("Pair"), self.tr("After round"), self.tr("VP"), self.tr("MP"), self.tr("Reason")]
        )
        self.adjustments_table.verticalHeader().hide()
        self.adjustments_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.adjustments_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.adjustments_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.adjustments_table.horizontalHeader().setStretchLastSection(True)
        compact_rows(self.adjustments_table)
        self.adjustments_table.itemSelectionChanged.connect(self._update_actions)
        box_layout = QHBoxLayout(self.adjustments_box)
        box_layout.addWidget(self.adjustments_table, 1)
        box_layout.addWidget(
            self._button(self.remove_adjustment_action, "remove_adjustment"), 0, Qt.AlignmentFlag.AlignTop
        )

        top = QHBoxLayout()
        after_label = QLabel(self.tr("&After round:"))
        after_label.setBuddy(self.after_round)
        top.addWidget(after_label)
        top.addWidget(self.after_round)
        top.addWidget(self.live)
        top.addSpacing(12)
        top.addWidget(self.group_label)
        top.addWidget(self.group_choice)
        top.addStretch()
        buttons = QHBoxLayout()
        buttons.addWidget(self._button(self.history_action, "history"))
        buttons.addWidget(self._button(self.adjust_action, "add_adjustment"))
        buttons.addWidget(self._button(self.prizes_action, "show_prizes"))
        buttons.addStretch()
        buttons.addWidget(self.checks)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addLayout(buttons)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("standings_splitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.prizes)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.chain)  # a legend under the table, so the row of choices above stays short
        layout.addWidget(self.adjustments_box)

        self.start()

    def _button(self, action: QAction, name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        return button

    # -------------------------------------------------------------------------------------- showing

    def update_for(self, changes: Changes) -> None:
        if changes.standings:  # the clock alone moves no standing
            self.refresh(adjustments=not changes.only_tables)

    def update_actions_for(self, changes: Changes) -> None:
        if changes.standings:
            tournament = attempt(self, self.context.tournament)
            if tournament is not None:
                self._tournament = tournament  # adding an adjustment offers its pairs and rounds
                self._update_actions()

    def refresh(self, *, adjustments: bool = True) -> None:
        """Show the standings as stored now; `adjustments`: read the adjustments again too (a sheet saved
        changes none)."""
        tournament = attempt(self, self.context.tournament)
        if tournament is None:
            return
        self._tournament = tournament
        progress = self._progress = rounds_progress(tournament)
        last = progress.made
        chosen = self.after_round.currentData()
        self.after_round.blockSignals(True)
        self.after_round.clear()
        sheets = self.tr("{done} of %n sheet(s) in", "", progress.sheets).format(done=progress.sheets_in)
        for number in range(last, -1, -1):
            if number == 0 and last == 0:
                text = self.tr("0 (no round yet)")
            elif number == 0:
                text = self.tr("0 (before round 1)")
            elif number > progress.complete:
                text = self.tr("{round} (in progress, {sheets})").format(round=number, sheets=sheets)
            elif number == last:
                text = self.tr("{round} (latest)").format(round=number)
            else:
                text = str(number)
            self.after_round.addItem(text, number)
        # Follow the last complete round (the last made one when live) unless the director chose another.
        target = last if self.live.isChecked() else progress.complete
        keep = chosen if chosen is not None and chosen != self._target else target
        self._target = target
        self.after_round.setCurrentIndex(max(self.after_round.findData(keep), 0))
        self.after_round.blockSignals(False)
        self._show_progress()
        self.chain.setText(
            self.tr("Ties broken by: {chain}").format(chain=chain_text(tournament.settings.tie_breaks))
        )
        if adjustments:
            self._adjustments = (
                attempt(
                    self,
                    lambda: adjustment_service.list_adjustments(self.context.db, self.context.tournament_id),
                )
                or []
            )
            self._show_adjustments()
        self._show_standings()

    def chosen_after_round(self) -> int:
        data = self.after_round.currentData()
        return int(data) if data is not None else 0

    def _live_toggled(self, live: bool) -> None:
        progress = self._progress
        self._target = progress.made if live else progress.complete
        self.after_round.setCurrentIndex(max(self.after_round.findData(self._target), 0))
        self._show_progress()

    def _round_chosen(self) -> None:
        # Choosing a round in progress is asking for live standings, and choosing a complete one is not.
        live = self.chosen_after_round() > self._progress.complete
        if live != self.live.isChecked():
            self.live.blockSignals(True)
            self.live.setChecked(live)
            self.live.blockSignals(False)
            self._target = self._progress.made if live else self._progress.complete
        self._show_progress()
        self._show_standings()

    def _show_progress(self) -> None:
        """Say plainly when a round is in progress, and what the standings shown count."""
        progress = self._progress
        self.live.setVisible(progress.in_progress)
        self.progress.setVisible(progress.in_progress)
        if not progress.in_progress:
            return
        first = progress.complete + 1
        if first == progress.made:
            playing = self.tr("round {round}").format(round=first)
        else:
            playing = self.tr("rounds {first}–{last}").format(first=first, last=progress.made)
        self.live.setText(
            self.tr("Live: include {rounds} in progress ({done} of %n sheet(s))", "", progress.sheets).format(
                rounds=playing, done=progress.sheets_in
            )
        )
        sheets = self.tr("{done} of %n sheet(s) in", "", progress.sheets).format(done=progress.sheets_in)
        after = self.chosen_after_round()
        if after > progress.complete:
            text = self.tr(
                "Live standings, {rounds} in progress ({sheets}): they count the sheets in so far and the "
                "byes, so a pair on a bye stands higher than it will once every table is in."
            )
        elif after == progress.complete and after > 0:
            text = self.tr(
                "In progress: {rounds} ({sheets}). These standings are after round {round}, the last round "
                "with every table's result in."
            )
        elif after == 0:
            text = self.tr(
                "In progress: {rounds} ({sheets}). No round is complete yet: tick Live to see the sheets in."
            )
        else:
            text = self.tr("In progress: {rounds} ({sheets}). These standings are after round {round}.")
        self.progress.setText(text.format(rounds=playing, sheets=sheets, round=after))

    def _show_standings(self) -> None:
        if self._tournament is None:
            return
        after = self.chosen_after_round()
        standings = attempt(
            self,
            lambda: take_standings(
                self.context.db, self.context.tournament_id, after, cache=self.context.cache
            ),
        )
        self.standings = standings
        selected = self.selected_pair()
        late = {pair.number: pair.entry_round for pair in self._tournament.pairs if pair.entry_round > 1}
        group = self._show_groups(standings)
        self.model.set_standings(standings, late, group)
        fit_columns_once(self.table)
        if selected is not None and self.selected_pair() != selected:
            self.select_pair(selected)
        self._show_checks(standings)
        self._show_prizes()
        self._update_actions()

    def _show_groups(self, standings: Standings | None) -> str | None:
        """The choice of overall or one group, as the groups are now; returns the group chosen (None:
        overall). The group columns show in the overall standings only, when there are groups."""
        names = standings.groups if standings is not None else ()
        chosen = self.group_choice.currentData()
        choice = self.group_choice
        if [choice.itemData(i) for i in range(1, choice.count())] != list(names) or not choice.count():
            choice.blockSignals(True)
            choice.clear()
            choice.addItem(self.tr("Overall standings"), None)
            for name in names:
                choice.addItem(self.tr("Group {group}").format(group=name), name)
            choice.setCurrentIndex(max(choice.findData(chosen), 0) if chosen in names else 0)
            choice.blockSignals(False)
        self.group_label.setVisible(bool(names))
        choice.setVisible(bool(names))
        group = choice.currentData() if names else None
        overall = group is None
        self.table.setColumnHidden(StandingsTableModel.GROUP, not names or not overall)
        self.table.setColumnHidden(StandingsTableModel.GROUP_RANK, not names or not overall)
        return group

    def chosen_group(self) -> str | None:
        return self.group_choice.currentData() if self.group_choice.isVisibleTo(self) else None

    # -------------------------------------------------------------------------------------- prizes

    def _prizes_toggled(self, shown: bool) -> None:
        preferences.STANDINGS_PRIZES.set(shown)
        self.prizes.setVisible(shown)
        self._show_prizes()

    def _show_prizes(self) -> None:
        """Who wins what after the round chosen, for the group chosen (computed only when shown)."""
        if not self.prizes_action.isChecked() or self._tournament is None:
            return
        if not self._tournament.rounds:
            self.prizes.show_prizes(None, problem=self.tr("Prizes are given once a round is played."))
            return
        db, tournament_id, after = self.context.db, self.context.tournament_id, self.chosen_after_round()
        if after == 0:
            # Standings before round 1 (everyone at 0, in the lots' order) give no prize; the round in
            # progress gave them here, and 1st place went to a pair the standings beside put anywhere.
            self.prizes.show_prizes(
                None,
                problem=self.tr(
                    "The standings are before round 1: the prizes come after a round (tick Live to see "
                    "them as the sheets come in)."
                ),
            )
            return
        try:
            prizes = prize_service.take_prizes(db, tournament_id, after_round=after, cache=self.context.cache)
        except PRIZE_ERRORS as error:
            self.prizes.show_prizes(None, problem=error_text(error))
            return
        final = standings_final(self._tournament, prizes.after_round)
        self.prizes.show_prizes(prizes, self.model.group, final=final)

    def choose_prize_plan(self) -> None:
        db, tournament_id = self.context.db, self.context.tournament_id
        try:
            current = prize_service.plan_in_use(db, tournament_id)
        except PRIZE_ERRORS as error:  # the stored copy damaged: choose another one
            show_error(self, error_text(error))
            current = prize_service.bundled_plan(prize_service.DEFAULT_PLAN)

        def choose(plan: PrizePlan) -> bool:
            def store() -> bool:
                prize_service.choose_plan(db, tournament_id, plan, who=preferences.station_name())
                return True

            done = self.context.run(
                store,
                Changes(settings=True),
                parent=self.dialog,
            )
            return done is not None

        self._open(PrizePlanDialog(current, choose, self))

    def _show_checks(self, standings: Standings | None) -> None:
        if standings is None or not standings.checks.tables:
            self.checks.setText("")
            return
        checks = standings.checks
        if checks.ok:
            self.checks.setText(
                self.tr(
                    "Checks ✓ {vp} VP over %n table(s), MP differences sum to 0", "", checks.tables
                ).format(vp=vp_text(checks.vp_total))
            )
            self.checks.setStyleSheet("color: #185c18;")
        else:
            self.checks.setText(
                self.tr("Checks failed: {vp} VP (expected {expected}), MP differences sum to {diff}").format(
                    vp=vp_text(checks.vp_total),
                    expected=vp_text(checks.vp_expected),
                    diff=signed(checks.mp_diff_total),
                )
            )
            self.checks.setStyleSheet("color: #8a1400; font-weight: bold;")

    def _show_adjustments(self) -> None:
        table = self.adjustments_table
        table.setRowCount(len(self._adjustments))
        for row, stored in enumerate(self._adjustments):
            adjustment = stored.adjustment
            values = [
                str(adjustment.pair),
                str(adjustment.after_round),
                signed(adjustment.vp) if adjustment.vp else "",
                signed(adjustment.mp) if adjustment.mp else "",
                adjustment.reason,
            ]
            for column, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, stored.id)
                table.setItem(row, column, item)
        table.resizeColumnsToContents()
        # As tall as its rows, up to four; more scroll.
        shown = min(max(len(self._adjustments), 1), 4)
        table.setFixedHeight(
            table.horizontalHeader().height() + shown * table.verticalHeader().defaultSectionSize() + 4
        )
        self.adjustments_box.setVisible(bool(self._adjustments))

    def selected_pair(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return int(rows[0].data(PAIR_NUMBER_ROLE)) if rows else None

    def select_pair(self, number: int) -> None:
        proxy = self.table.model()
        for row in range(proxy.rowCount()):
            if proxy.index(row, 0).data(PAIR_NUMBER_ROLE) == number:
                self.table.selectRow(row)
                return

    def _update_actions(self) -> None:
        self.history_action.setEnabled(self.selected_pair() is not None)
        has_rounds = bool(self._tournament and self._tournament.rounds)
        self.adjust_action.setEnabled(has_rounds)
        self.remove_adjustment_action.setEnabled(bool(self.adjustments_table.selectedItems()))

    # -------------------------------------------------------------------------------------- actions

    def _open(self, dialog: QWidget) -> None:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)  # type: ignore[attr-defined]
        dialog.open()  # type: ignore[attr-defined]

    def show_history(self) -> None:
        number = self.selected_pair()
        tournament = self._tournament
        if number is None or tournament is None:
            return
        after = self.chosen_after_round()
        pair = tournament.pair(number)
        names = {p.number: players_text(p) for p in tournament.pairs}
        standing = (
            next((row for row in self.standings.rows if row.pair == number), None) if self.standings else None
        )
        self._open(
            HistoryDialog(
                pair,
                pair_history(tournament, number, after),
                names,
                standing,
                list(tournament.adjustments),
                after,
                self,
                in_progress=after > self._progress.complete,
            )
        )

    def add_adjustment(self) -> None:
        tournament = self._tournament
        if tournament is None:
            return
        last = max((r.number for r in tournament.rounds), default=0)
        self._open(
            AdjustmentDialog(
                sorted(tournament.pairs, key=lambda p: p.number),
                last,
                self._save_adjustment,
                pair=self.selected_pair(),
                after_round=self.chosen_after_round() or last,
                vp_total=tournament.settings.vp_scale.total,
                vp_decimals=vp_decimals(tournament.settings.vp_scale),
                parent=self,
            )
        )

    def _save_adjustment(self, value: AdjustmentInput) -> bool:
        db, tournament_id = self.context.db, self.context.tournament_id
        stored = self.context.run(
            lambda: adjustment_service.add_adjustment(
                db,
                tournament_id,
                value.pair,
                value.after_round,
                vp=value.vp,
                mp=value.mp,
                reason=value.reason,
            ),
            ADJUSTMENTS_CHANGED,
            undo=lambda stored, undo: AddAdjustmentCommand(undo, stored.id, stored.adjustment, False),
            parent=self,
        )
        return stored is not None

    def remove_adjustment(self) -> None:
        items = self.adjustments_table.selectedItems()
        if not items:
            return
        adjustment_id = int(items[0].data(Qt.ItemDataRole.UserRole))
        stored = next((a for a in self._adjustments if a.id == adjustment_id), None)
        if stored is None:
            return

        db, tournament_id = self.context.db, self.context.tournament_id

        def remove(reason: str) -> None:
            self.context.run(
                lambda: adjustment_service.remove_adjustment(db, tournament_id, adjustment_id, reason=reason),
                ADJUSTMENTS_CHANGED,
                undo=lambda done, undo: AddAdjustmentCommand(undo, adjustment_id, done, True),
                parent=self,
            )

        adjustment = stored.adjustment
        dialog = QInputDialog(self)
        dialog.setObjectName("remove_adjustment_dialog")
        dialog.setWindowTitle(self.tr("Remove an adjustment"))
        dialog.setLabelText(
            self.tr("Remove the adjustment of pair {pair} after round {round} ({reason})?\nWhy:").format(
                pair=adjustment.pair, round=adjustment.after_round, reason=adjustment.reason
            )
        )
        dialog.setOkButtonText(self.tr("Remove"))
        dialog.textValueSelected.connect(remove)
        self._open(dialog)
