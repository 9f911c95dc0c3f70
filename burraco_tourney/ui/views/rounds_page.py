"""The Rounds page: make the next round, see a round by table and by player name, swap before it starts."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.movements import DrawOptions, phase_for_round
from burraco_tourney.domain.tournament import Movement, Pair, Round, Tournament
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services import rounds as round_service
from burraco_tourney.services.pairing import NextRound, make_next_round
from burraco_tourney.ui.context import LONG_FROM_PAIRS, Changes, TournamentContext
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog, SwapDialog
from burraco_tourney.ui.models.rounds import RoundTablesTableModel, SeatsByNameTableModel, sheets_in
from burraco_tourney.ui.names import movement_name, players_text, seating_text, window_language
from burraco_tourney.ui.views.page import LivePage
from burraco_tourney.ui.widgets.banner import Banner
from burraco_tourney.ui.widgets.messages import ask, attempt
from burraco_tourney.ui.widgets.tables import fit_columns_once, sorted_proxy, table_view


class RoundsPage(LivePage):
    # A round was made (its number): the window shows this page, whichever page Ctrl+R was pressed on.
    round_made = Signal(int)

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.setObjectName("rounds_page")
        self.dialog: QWidget | None = None
        self._tournament: Tournament | None = None

        self.round_choice = QComboBox()
        self.round_choice.setObjectName("round_choice")
        self.round_choice.setMinimumWidth(200)
        self.round_choice.currentIndexChanged.connect(self._show_chosen_round)
        self.sheets = QLabel()
        self.sheets.setObjectName("sheets")

        self.next_action = QAction(self.tr("&Next round…"), self)
        self.next_action.setShortcut(QKeySequence("Ctrl+R"))
        self.next_action.triggered.connect(self.next_round)
        self.swap_pairs_action = QAction(self.tr("Swap two &pairs…"), self)
        self.swap_pairs_action.triggered.connect(lambda: self.swap(tables=False))
        self.swap_tables_action = QAction(self.tr("Swap two &tables…"), self)
        self.swap_tables_action.triggered.connect(lambda: self.swap(tables=True))
        self.delete_action = QAction(self.tr("&Delete the last round…"), self)
        self.delete_action.triggered.connect(self.delete_last_round)

        self.banner = Banner()
        self._making = False  # a next round is being made
        self._made_message: tuple[int, str] | None = None  # the "round is made" banner: its round, its text
        self.byes = QLabel()
        self.byes.setObjectName("byes")
        self.byes.setWordWrap(True)
        self.empty_hint = QLabel()
        self.empty_hint.setObjectName("empty_hint")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setStyleSheet("padding: 6px;")

        self.tables_model = RoundTablesTableModel(self)
        self.seats_model = SeatsByNameTableModel(self)
        self.tables_view = table_view("tables_view")
        self.tables_view.setModel(sorted_proxy(self.tables_model, self))
        self.tables_view.sortByColumn(RoundTablesTableModel.TABLE, Qt.SortOrder.AscendingOrder)
        self.seats_view = table_view("seats_view")
        self.seats_view.setModel(sorted_proxy(self.seats_model, self))
        self.seats_view.sortByColumn(SeatsByNameTableModel.PLAYER, Qt.SortOrder.AscendingOrder)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("round_tabs")
        self.tabs.addTab(self.tables_view, self.tr("By &table"))
        self.tabs.addTab(self.seats_view, self.tr("By player na&me"))
        self._seats_shown = False
        self.tabs.currentChanged.connect(lambda _index: self._show_seats_if_chosen())

        top = QHBoxLayout()
        round_label = QLabel(self.tr("R&ound:"))  # Alt+R opens the window's Round menu
        round_label.setBuddy(self.round_choice)
        top.addWidget(round_label)
        top.addWidget(self.round_choice)
        top.addSpacing(16)
        top.addWidget(self.sheets)
        top.addStretch()
        buttons = QHBoxLayout()
        self.next_button = self._button(self.next_action, "next_round")
        self.next_button.setStyleSheet("font-weight: bold;")
        buttons.addWidget(self.next_button)
        buttons.addWidget(self._button(self.swap_pairs_action, "swap_pairs"))
        buttons.addWidget(self._button(self.swap_tables_action, "swap_tables"))
        buttons.addStretch()
        buttons.addWidget(self._button(self.delete_action, "delete_round"))
        self.clock_panel: QWidget | None = None
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.banner)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.byes)
        layout.addWidget(self.tabs, 1)

        self.start()

    def set_clock_panel(self, panel: QWidget) -> None:
        """Show the round clock's controls under the page's buttons (the main window owns the clock)."""
        self.clock_panel = panel
        self._layout.insertWidget(2, panel)

    def _button(self, action: QAction, name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        return button

    # -------------------------------------------------------------------------------------- showing

    def update_for(self, changes: Changes) -> None:
        if changes.only_tables:
            # Sheets came in: the rounds, seats and names are as they were; repaint the tables' rows.
            tournament = attempt(self, self.context.tournament)
            if tournament is None:
                return
            self._tournament = tournament
            self._show_chosen_round()
            self._drop_stale_made_message(tournament)
        elif changes.standings:  # the clock alone shows nothing here (its panel follows it)
            self.refresh()

    def update_actions_for(self, changes: Changes) -> None:
        if changes.standings:
            tournament = attempt(self, self.context.tournament)
            if tournament is not None:
                self._tournament = tournament  # Ctrl+R, swaps and deleting the last round act on it
                if not changes.only_tables:
                    self._fill_round_choice(tournament, None)  # the swaps act on the round chosen
                self._update_actions()

    def refresh(self, select: int | None = None) -> None:
        tournament = attempt(self, self.context.tournament)
        if tournament is None:
            return
        self._tournament = tournament
        self._fill_round_choice(tournament, select)
        self._show_chosen_round()
        self._show_hint(tournament)
        self._update_actions()
        self._drop_stale_made_message(tournament)

    def _fill_round_choice(self, tournament: Tournament, select: int | None) -> None:
        shown = select if select is not None else self.chosen_round_number()
        rounds = sorted(tournament.rounds, key=lambda r: r.number)
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for round_ in rounds:
            self.round_choice.addItem(
                self.tr("Round {number} · {movement}").format(
                    number=round_.number, movement=movement_name(round_.movement)
                ),
                round_.number,
            )
        index = self.round_choice.findData(shown) if shown is not None else -1
        self.round_choice.setCurrentIndex(index if index >= 0 else self.round_choice.count() - 1)
        self.round_choice.blockSignals(False)
        self.round_choice.setEnabled(bool(rounds))

    def _drop_stale_made_message(self, tournament: Tournament) -> None:
        """ "Round 3 is made" is news until its first sheet comes in; then the banner is only in the way."""
        if self._made_message is None:
            return
        number, text = self._made_message
        made = next((r for r in tournament.rounds if r.number == number), None)
        if self.banner.text() != text:  # another message took its place
            self._made_message = None
        elif made is None or sheets_in(made)[0] > 0:
            self.banner.hide()
            self._made_message = None

    def chosen_round_number(self) -> int | None:
        data = self.round_choice.currentData()
        return int(data) if data is not None else None

    def chosen_round(self) -> Round | None:
        number = self.chosen_round_number()
        if self._tournament is None or number is None:
            return None
        return next((r for r in self._tournament.rounds if r.number == number), None)

    def _show_chosen_round(self) -> None:
        tournament = self._tournament
        round_ = self.chosen_round()
        pairs = {pair.number: pair for pair in tournament.pairs} if tournament else {}
        formed = tournament.groups if tournament else None
        # A round made after the groups were formed is played in them: each table says its group.
        grouped = formed is not None and round_ is not None and round_.number > formed.after_round
        self.tables_model.set_round(round_, pairs, grouped=grouped)
        self.tables_view.setColumnHidden(RoundTablesTableModel.GROUP, not grouped)
        fit_columns_once(self.tables_view)
        self._seats_shown = False
        if self.tabs.currentWidget() is self.seats_view:
            self._show_seats()
        if round_ is None:
            self.sheets.setText("")
            self.byes.hide()
        else:
            done, total = sheets_in(round_)
            self.sheets.setText(self.tr("Score sheets in: {done} of {total}").format(done=done, total=total))
            if round_.byes:
                names = "; ".join(self._bye_text(number, pairs, grouped) for number in round_.byes)
                self.byes.setText(self.tr("Bye: {pairs}").format(pairs=names))
                self.byes.show()
            else:
                self.byes.hide()
        self.tabs.setVisible(round_ is not None)
        self._update_actions()

    def _bye_text(self, number: int, pairs: dict[int, Pair], grouped: bool) -> str:
        """A pair on a bye; in a round played in groups, with its group (each group has its own bye)."""
        pair = pairs.get(number)
        if pair is None:
            return str(number)
        text = f"{number} · {players_text(pair)}"
        if grouped and pair.group:
            return self.tr("{pair}, group {group}").format(pair=text, group=pair.group)
        return text

    def _show_seats_if_chosen(self) -> None:
        if self.tabs.currentWidget() is self.seats_view:
            self._show_seats()

    def _show_seats(self) -> None:
        """The seats by name (3,200 names to sort at 800 pairs) are made when their tab is looked at."""
        if self._seats_shown:
            return
        tournament = self._tournament
        pairs = {pair.number: pair for pair in tournament.pairs} if tournament else {}
        self.seats_model.set_round(self.chosen_round(), pairs)
        fit_columns_once(self.seats_view)
        self._seats_shown = True

    def _show_hint(self, tournament: Tournament) -> None:
        if tournament.rounds:
            self.empty_hint.hide()
            return
        if len(tournament.pairs) < 2:
            text = self.tr("Register at least two pairs on the Pairs page, then make round 1 here.")
        elif tournament.settings.plan:
            phase, _ = phase_for_round(tournament.settings.plan, 1)
            text = self.tr("No round yet. Press Next round to make round 1 ({movement}, as planned).").format(
                movement=movement_name(phase.movement)
            )
        else:
            text = self.tr("No round yet. Press Next round to make round 1.")
        self.empty_hint.setText(text)
        self.empty_hint.show()

    def _update_actions(self) -> None:
        tournament = self._tournament
        round_ = self.chosen_round()
        last = max((r.number for r in tournament.rounds), default=0) if tournament else 0
        started = round_ is not None and sheets_in(round_)[0] > 0
        can_swap = round_ is not None and not started
        self.swap_pairs_action.setEnabled(can_swap)
        self.swap_tables_action.setEnabled(can_swap and round_ is not None and len(round_.tables) > 1)
        self.delete_action.setEnabled(last > 0)
        self.next_action.setEnabled(tournament is not None and len(tournament.pairs) >= 2)

    # -------------------------------------------------------------------------------------- changes

    def _open(self, dialog: QWidget) -> None:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)  # type: ignore[attr-defined]
        dialog.open()  # type: ignore[attr-defined]

    def next_round(self) -> None:
        tournament = attempt(self, self.context.tournament)
        if tournament is not None:
            self._open(NextRoundDialog(tournament, self._make_round, self))

    def _make_round(self, movement: Movement | None, options: DrawOptions | None = None) -> bool:
        """Make the next round; on a big event (or a server) off the GUI thread, with a busy indicator, so
        the window keeps repainting while the pairing is computed. True: the dialog may close."""
        db, tournament_id = self.context.db, self.context.tournament_id
        tournament = self._tournament
        number = max((r.number for r in tournament.rounds), default=0) + 1 if tournament else 1
        self._making = True
        task = self.context.run_long(
            lambda: make_next_round(db, tournament_id, movement, options=options),
            lambda made: Changes.round(made.round),
            busy=self.tr("Making round {number}…").format(number=number),
            on_done=self._round_made,
            parent=self,
            background=tournament is None or len(tournament.pairs) >= LONG_FROM_PAIRS,
        )
        if task is None:  # made (or refused) at once
            made, self._making = not self._making, False
            return made
        task.finished.connect(lambda: setattr(self, "_making", False))
        return True

    def _round_made(self, made: NextRound) -> None:
        self._making = False
        # The door's `changed` refreshed the page on the round shown before: show the new one now.
        index = self.round_choice.findData(made.round)
        if index < 0:
            self.refresh(select=made.round)
        elif index != self.round_choice.currentIndex():
            self.round_choice.setCurrentIndex(index)
        text = self.tr("Round {number} is made: {tables} tables ({movement}).").format(
            number=made.round, tables=len(made.tables), movement=movement_name(made.movement)
        )
        if made.seated_by is not None:
            text += " " + self.tr("Seating: {seating}.").format(seating=seating_text(made.seated_by))
        if made.repeats:
            listed = ", ".join(f"{a}–{b}" for a, b in made.repeats)
            text += " " + self.tr("These pairs meet again: {pairs}.").format(pairs=listed)
            self.banner.show_message(text, "warning")
        else:
            self.banner.show_message(text)
        self._made_message = (made.round, self.banner.text())
        self.round_made.emit(made.round)

    def swap(self, tables: bool) -> None:
        round_ = self.chosen_round()
        tournament = self._tournament
        if round_ is None or tournament is None:
            return
        self._open(
            SwapDialog(round_, tournament, tables, lambda a, b: self._swap(round_.number, tables, a, b), self)
        )

    def _swap(self, round_number: int, tables: bool, first: int, second: int) -> bool:
        service = round_service.swap_tables if tables else round_service.swap_pairs
        db, tournament_id = self.context.db, self.context.tournament_id
        result = self.context.run(
            lambda: service(db, tournament_id, round_number, first, second),
            Changes.round(round_number),
            parent=self,
        )
        if result is None:
            return False
        if tables:
            done = self.tr("Tables {a} and {b} of round {round} were swapped.")
        else:
            done = self.tr("Pairs {a} and {b} of round {round} were swapped.")
        text = done.format(a=first, b=second, round=round_number)
        if result.notes:
            language = window_language()
            notes = "\n".join("• " + describe(note, language) for note in result.notes)
            self.banner.show_message(text + "\n" + notes, "warning")
        else:
            self.banner.show_message(text)
        return True

    def delete_last_round(self) -> None:
        tournament = self._tournament
        if tournament is None or not tournament.rounds:
            return
        last = max(tournament.rounds, key=lambda r: r.number)
        # The sheets shown here are the ones the service may delete: one saved meanwhile stops it.
        sheets = [table.table for table in sorted(last.tables, key=lambda t: t.table) if table.has_result]

        db, tournament_id = self.context.db, self.context.tournament_id

        def delete() -> None:
            done = self.context.run(
                lambda: round_service.delete_last_round(
                    db, tournament_id, number=last.number, sheets=sheets, reason="deleted from the window"
                ),
                Changes.round(last.number),
                parent=self,
            )
            if done is None:
                return
            self._forget_undo_of_round(done)
            if len(sheets) > 1:
                text = self.tr("Round {number} was deleted, with its {count} score sheets.")
            elif sheets:
                text = self.tr("Round {number} was deleted, with its score sheet.")
            else:
                text = self.tr("Round {number} was deleted.")
            self.banner.show_message(text.format(number=done, count=len(sheets)))

        if sheets:
            listed = ", ".join(map(str, sheets))
            if len(sheets) > 1:
                question = self.tr(
                    "Round {number} and its {count} saved score sheets (tables {tables}) will be deleted."
                )
            else:
                question = self.tr(
                    "Round {number} and its saved score sheet (table {tables}) will be deleted."
                )
            question = question.format(number=last.number, count=len(sheets), tables=listed)
            question += " " + self.tr(
                "These results leave the standings and cannot be brought back. The round can then be made "
                "again."
            )
            yes_text = self.tr("Delete round {number} and its sheets").format(number=last.number)
        else:
            question = self.tr(
                "Delete round {number}? Its seating is forgotten and the round can be made again."
            ).format(number=last.number)
            yes_text = self.tr("Delete round {number}").format(number=last.number)
        self.dialog = ask(self, question, delete, yes_text=yes_text)

    def _forget_undo_of_round(self, number: int) -> None:
        """Empty the undo stack if a command in it acts on the deleted round: undone or redone, it would
        act on a round that is gone, or on the new round made with the same number."""
        undo = self.context.undo
        if undo is None:
            return
        stack = undo.stack
        commands = (stack.command(index) for index in range(stack.count()))
        if any(getattr(command, "round", None) == number for command in commands):
            stack.clear()
