"""The Pairs page: the registered pairs with search as you type; add, edit, withdraw, late entry, import."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import cast

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.members import Duplicate, Member, find_members
from burraco_tourney.domain.names import fold, split_name
from burraco_tourney.domain.tournament import Pair, PairStatus, Player, Tournament
from burraco_tourney.io.pairs_import import PairImportRow, PairsFile, PairsFileError, read_pairs
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import members as member_service
from burraco_tourney.services import pairs as pair_service
from burraco_tourney.services import pairs_import
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.rules import player_problems
from burraco_tourney.ui import preferences
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.dialogs.import_pairs import ImportPreviewDialog
from burraco_tourney.ui.dialogs.pairs import MemberLookup, PairDialog, PairInput, WithdrawDialog
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.models.base import PAIR_NUMBER_ROLE
from burraco_tourney.ui.models.pairs import PairsFilterProxyModel, PairsTableModel, field_values
from burraco_tourney.ui.names import players_text, window_language
from burraco_tourney.ui.undo import PairCommand, UndoContext
from burraco_tourney.ui.views.page import LivePage
from burraco_tourney.ui.widgets.background import BackgroundTask
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, attempt, show_error, show_info
from burraco_tourney.ui.widgets.tables import fit_columns_once, table_view


def last_round(tournament: Tournament) -> int:
    return max((round_.number for round_ in tournament.rounds), default=0)


def _step(kind: str, old: Pair | None) -> Callable[[Pair, UndoContext], PairCommand]:
    """The undo step of a registration change, made from the pair as saved."""
    return lambda saved, undo: PairCommand(undo, kind, old, saved)


def _pair_changed(pair: Pair) -> Changes:
    return Changes.of_pairs({pair.number})


def _registered(
    db: Database,
    players: tuple[Player, Player],
    group: str | None,
    dialog: PairDialog,
    was: Pair | None = None,
) -> tuple[Player, Player]:
    """The players, each new one (not linked to a member, and not the player `was` already had at that
    seat) added to the register and linked to the new member. The players are checked first, so a pair
    refused for its names adds no one; if the pair is refused afterwards (its number taken meanwhile, say),
    the dialog shows the players linked, so that saving again does not add them twice."""
    problems = player_problems(players, group)
    if problems:
        raise RuleError(problems)
    linked = list(players)
    for seat, player in enumerate(players):
        kept = was is not None and was.players[seat].name == player.name
        if player.register_id is None and player.name and not kept:
            # The director has answered the dialog's question about probable duplicates already.
            linked[seat] = member_service.register_player(db, player, confirm_duplicates=True)
            (dialog.first, dialog.second)[seat].show_player(linked[seat])
    return linked[0], linked[1]


def member_lookup(db: Database, tournament_id: int, day: date | None = None) -> MemberLookup:
    """The register as the pair dialog reads it, on the tournament's `day` (a card expired before it is
    said so when picked). A register that cannot be read just now (a server away) offers nothing rather
    than stopping the registration.

    The offers come from the register read once per dialog (read again after each pair saved): asking the
    database at every key took 100-140 ms at 5,000 members, the copy 30 ms."""
    held: list[Member] | None = None

    def register() -> list[Member]:
        nonlocal held
        if held is None:
            held = list(member_service.list_members(db))
        return held

    def find(text: str) -> list[Member]:
        try:
            return find_members(register(), text)[:12]
        except USER_ERRORS:
            return []

    def forget() -> None:
        nonlocal held
        held = None

    def duplicates(player: Player) -> list[Duplicate]:
        try:
            surname, given = split_name(player.name)
            member = Member((player.member_id or "").strip() or None, surname, given, club=player.club)
            return list(member_service.duplicates(db, member))
        except USER_ERRORS:
            return []

    def check(pair: Pair) -> list[str]:
        try:
            if not register():
                return []  # a club that keeps no register: nothing to check against
            found = member_service.check_membership(db, tournament_id)
        except USER_ERRORS:
            return []  # the check is a help: the pair is saved whatever it says
        language = window_language()
        return [
            describe(problem, language)
            for problem in found.warnings
            if problem.values.get("pair") == pair.number or pair.number in problem.values.get("pairs", ())
        ]

    return MemberLookup(find, duplicates, check, forget, day)


class PairsPage(LivePage):
    """Everything about registration. Before round 1 "Add" registers a pair; once rounds are made it
    enters a late entry, which joins at the next round."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.setObjectName("pairs_page")
        self.dialog: QWidget | None = None  # the dialog open now, if any (tests reach it here)
        self.task: BackgroundTask | None = None
        self._tournament: Tournament | None = None

        self.model = PairsTableModel(self)
        self.proxy = PairsFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)

        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText(self.tr("Search by name, club, member id or number (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        # Escape in the search box shows every pair again, as in other programs' search boxes.
        clear_search = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.search)
        clear_search.setContext(Qt.ShortcutContext.WidgetShortcut)
        clear_search.activated.connect(self.search.clear)
        self.count = QLabel()
        self.count.setObjectName("count")
        # One choice per field the players carry (the association, region, province, category): "only the
        # pairs of Lombardia". A choice appears once some player has a value for it.
        self.filters: dict[str, QComboBox] = {}
        for field, everyone in (
            ("club", self.tr("All clubs")),
            ("region", self.tr("All regions")),
            ("province", self.tr("All provinces")),
            ("category", self.tr("All categories")),
        ):
            choice = QComboBox()
            choice.setObjectName(f"filter_{field}")
            choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            choice.addItem(everyone, None)
            choice.currentIndexChanged.connect(lambda _index, f=field: self._filter_chosen(f))
            choice.hide()
            self.filters[field] = choice

        self.add_action = QAction(self.tr("&Add pair…"), self)
        self.add_action.setShortcut(QKeySequence("Ctrl+Shift+A"))
        self.add_action.triggered.connect(self.add_pair)
        self.edit_action = QAction(self.tr("&Edit pair…"), self)
        self.edit_action.setShortcut(QKeySequence("F2"))
        self.edit_action.triggered.connect(self.edit_selected)
        self.withdraw_action = QAction(self.tr("&Withdraw pair…"), self)
        self.withdraw_action.triggered.connect(self.withdraw_selected)
        self.reinstate_action = QAction(self.tr("&Reinstate pair"), self)
        self.reinstate_action.triggered.connect(self.reinstate_selected)
        self.import_action = QAction(self.tr("&Import pairs from a spreadsheet…"), self)
        self.import_action.setShortcut(QKeySequence("Ctrl+I"))
        self.import_action.triggered.connect(self.choose_import_file)
        self.find_action = QAction(self.tr("&Find pair"), self)
        self.find_action.setShortcut(QKeySequence.StandardKey.Find)
        self.find_action.triggered.connect(self._focus_search)
        self.addAction(self.find_action)

        self.add_button = self._button(self.add_action, "add")
        self.edit_button = self._button(self.edit_action, "edit")
        self.withdraw_button = self._button(self.withdraw_action, "withdraw")
        self.reinstate_button = self._button(self.reinstate_action, "reinstate")
        self.import_button = self._button(self.import_action, "import")
        self.import_button.setText(self.tr("Import…"))

        self.table = table_view("pairs_table")
        self.table.setModel(self.proxy)
        self.table.sortByColumn(PairsTableModel.NUMBER, Qt.SortOrder.AscendingOrder)
        # `activated` alone: the view emits it for a double-click and for Enter. With `doubleClicked` too, a
        # double-click opened two dialogs, and the second one (stale) undid the correction made in the first.
        self.table.activated.connect(lambda _index: self.edit_selected())
        self.table.selectionModel().selectionChanged.connect(self._update_actions)

        self.empty_hint = QLabel(
            self.tr("No pair is registered yet. Add pairs one by one, or import a spreadsheet (XLSX or CSV).")
        )
        self.empty_hint.setObjectName("empty_hint")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setStyleSheet("color: palette(mid); padding: 6px;")

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        for choice in self.filters.values():
            top.addWidget(choice)
        top.addWidget(self.count)
        buttons = QHBoxLayout()
        for button in (
            self.add_button,
            self.edit_button,
            self.withdraw_button,
            self.reinstate_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch()
        buttons.addWidget(self.import_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.table, 1)

        self.start()

    def _button(self, action: QAction, name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setAutoRaise(False)
        return button

    # -------------------------------------------------------------------------------------- showing

    def update_for(self, changes: Changes) -> None:
        # A sheet or the clock changes nothing shown here; anything else may (a pair, its status, the
        # round a late entry joins at).
        if changes.everything or changes.pairs or changes.rounds or changes.settings:
            self.refresh()

    def refresh(self) -> None:
        tournament = attempt(self, self.context.tournament)
        if tournament is None:
            return
        self._tournament = tournament
        selected = self.selected_pair()
        self.model.set_pairs(tournament.pairs)
        self._show_fields(tournament.pairs)
        fit_columns_once(self.table)
        if selected is not None and self.selected_pair() is None:
            self.select_pair(selected.number)
        self._show_add_action(tournament)
        self.empty_hint.setVisible(not tournament.pairs)
        self._show_count()
        self._update_actions()

    def update_actions_for(self, changes: Changes) -> None:
        if changes.rounds or changes.everything:
            tournament = attempt(self, self.context.tournament)
            if tournament is not None:
                self._tournament = tournament  # Add is a late entry once a round is made
                self._show_add_action(tournament)

    def _show_add_action(self, tournament: Tournament) -> None:
        made = last_round(tournament)
        if made:
            self.add_action.setText(self.tr("&Add late entry…"))
            self.add_action.setToolTip(
                self.tr("A pair that arrives now plays from round {round}").format(round=made + 1)
            )
        else:
            self.add_action.setText(self.tr("&Add pair…"))
            self.add_action.setToolTip("")

    def _show_count(self) -> None:
        pairs = self._tournament.pairs if self._tournament else ()
        withdrawn = sum(1 for pair in pairs if pair.status is PairStatus.WITHDRAWN)
        text = self.tr("%n pair(s)", "", len(pairs))
        if withdrawn:
            text += self.tr(" (%n withdrawn)", "", withdrawn)
        shown = self.proxy.rowCount()
        if shown != len(pairs):
            text = self.tr("%n shown of {text}", "", shown).format(text=text)
        self.count.setText(text)

    def _show_fields(self, pairs: Sequence[Pair]) -> None:
        """Columns and filter choices for the fields some player carries; none for the others (a club
        evening has no regions), and each choice lists the values there are now, keeping the one chosen."""
        for column, field in PairsTableModel.FIELDS.items():
            values = field_values(pairs, field)
            if column != PairsTableModel.CLUB:
                self.table.setColumnHidden(column, not values)
            choice = self.filters[field]
            chosen = choice.currentData()
            choice.blockSignals(True)
            while choice.count() > 1:
                choice.removeItem(1)
            for value in values:
                choice.addItem(value, value)
            kept = next((i for i, v in enumerate(values, 1) if chosen and fold(v) == fold(chosen)), 0)
            choice.setCurrentIndex(kept)
            choice.blockSignals(False)
            choice.setVisible(bool(values))
            if chosen and not kept:
                self.proxy.set_filter(field, None)  # the value chosen is gone: show every pair again

    def _filter_chosen(self, field: str) -> None:
        self.proxy.set_filter(field, self.filters[field].currentData())
        self._after_filter()

    def _search_changed(self, text: str) -> None:
        self.proxy.set_search(text)
        self._after_filter()

    def _after_filter(self) -> None:
        self._show_count()
        if self.proxy.rowCount() == 1:
            self.table.selectRow(0)
        self._update_actions()

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def selected_pair(self) -> Pair | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        number = rows[0].data(PAIR_NUMBER_ROLE)
        row = self.model.row_of(number)
        return self.model.pair_at(row) if row is not None else None

    def select_pair(self, number: int) -> None:
        row = self.model.row_of(number)
        if row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid():
            self.table.selectRow(index.row())
            self.table.scrollTo(index)

    def _update_actions(self) -> None:
        pair = self.selected_pair()
        self.edit_action.setEnabled(pair is not None)
        withdrawn = pair is not None and pair.status is PairStatus.WITHDRAWN
        self.withdraw_action.setEnabled(pair is not None and not withdrawn)
        self.reinstate_action.setEnabled(withdrawn)
        self.withdraw_button.setVisible(not withdrawn)
        self.reinstate_button.setVisible(withdrawn)

    # -------------------------------------------------------------------------------------- changes

    def _open(self, dialog: QWidget) -> None:
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        dialog.finished.connect(dialog.deleteLater)  # type: ignore[attr-defined]
        dialog.open()  # type: ignore[attr-defined]

    def add_pair(self) -> None:
        tournament = self._tournament
        if tournament is None:
            return
        joins_at = last_round(tournament) + 1
        self._open(
            PairDialog(
                self._save_new_pair,
                joins_at=joins_at,
                members=member_lookup(self.context.db, self.context.tournament_id, tournament.settings.date),
                parent=self,
            )
        )

    def _save_new_pair(self, value: PairInput) -> Pair | None:
        tournament = self._tournament
        if tournament is None:
            return None
        late = last_round(tournament) > 0
        register = pair_service.late_entry if late else pair_service.register_pair
        db, tournament_id = self.context.db, self.context.tournament_id
        dialog = self.dialog

        def save() -> Pair:
            players = value.players
            if value.register and isinstance(dialog, PairDialog):
                players = _registered(db, value.players, value.group, dialog)
            return register(db, tournament_id, players, group=value.group, number=value.number)

        pair = self.context.run(
            save,
            _pair_changed,
            undo=_step(PairCommand.REGISTERED, None),
            parent=self,
        )
        if pair is not None:
            self.search.clear()
            self.select_pair(pair.number)
        return pair

    def edit_selected(self) -> None:
        pair = self.selected_pair()
        if pair is None:
            return
        open_now = self.dialog
        # A closed dialog is deleted later: its Python wrapper outlives it, and asking it anything raises.
        if isinstance(open_now, PairDialog) and shiboken6.isValid(open_now) and open_now.isVisible():
            open_now.raise_()  # one dialog at a time: a second one would be stale as soon as the first saves
            open_now.activateWindow()
            return
        dialog = PairDialog(
            lambda value: self._save_edit(dialog, value),
            pair=pair,
            members=member_lookup(
                self.context.db,
                self.context.tournament_id,
                self._tournament.settings.date if self._tournament is not None else None,
            ),
            parent=self,
        )
        self._open(dialog)

    def _save_edit(self, dialog: PairDialog, value: PairInput) -> Pair | None:
        seen = dialog.editing  # the pair as the dialog showed it: the service refuses if it changed since
        assert seen is not None

        db, tournament_id = self.context.db, self.context.tournament_id

        def stale(error: Exception) -> bool:
            if not isinstance(error, pair_service.StalePairError):
                return False
            current = error.current
            dialog.show_pair(current)
            show_error(
                self,
                self.tr(
                    "Pair {number} was changed meanwhile (by another dialog or station), so nothing was "
                    "saved. It is now: {players}{group}.\nThe dialog shows it as it is now: make your "
                    "correction again."
                ).format(
                    number=current.number,
                    players=players_text(current),
                    group=self.tr(", group {group}").format(group=current.group) if current.group else "",
                ),
            )
            self.context.apply(Changes.of_pairs({current.number}))
            return True

        def save() -> Pair:
            players = (
                _registered(db, value.players, value.group, dialog, seen) if value.register else value.players
            )
            return pair_service.edit_pair(db, tournament_id, seen.number, players, value.group, expected=seen)

        return self.context.run(
            save,
            _pair_changed,
            undo=_step(PairCommand.EDITED, seen),
            refused=stale,
            parent=self,
        )

    def withdraw_selected(self) -> None:
        pair = self.selected_pair()
        tournament = self._tournament
        if pair is None or tournament is None:
            return
        self._open(
            WithdrawDialog(
                pair,
                last_round(tournament),
                lambda after, reason: self._withdraw(pair, after, reason),
                parent=self,
            )
        )

    def _withdraw(self, pair: Pair, after_round: int, reason: str) -> bool:
        db, tournament_id = self.context.db, self.context.tournament_id
        done = self.context.run(
            lambda: pair_service.withdraw_pair(db, tournament_id, pair.number, after_round, reason=reason),
            _pair_changed,
            undo=_step(PairCommand.WITHDRAWN, pair),
            parent=self,
        )
        return done is not None

    def reinstate_selected(self) -> None:
        pair = self.selected_pair()
        if pair is None:
            return

        db, tournament_id = self.context.db, self.context.tournament_id

        def reinstate() -> None:
            self.context.run(
                lambda: pair_service.reinstate_pair(db, tournament_id, pair.number),
                _pair_changed,
                undo=_step(PairCommand.REINSTATED, pair),
                parent=self,
            )

        self.dialog = ask(
            self,
            self.tr("Reinstate pair {number} ({players})? It can be placed in the next rounds again.").format(
                number=pair.number, players=players_text(pair)
            ),
            reinstate,
            yes_text=self.tr("Reinstate"),
        )

    # -------------------------------------------------------------------------------------- import

    def choose_import_file(self) -> None:
        folder = preferences.IMPORT_FOLDER.get()
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import pairs"),
            folder,
            self.tr("Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)"),
        )
        if path:
            preferences.IMPORT_FOLDER.set(str(Path(path).parent))
            self.import_file(path)

    def import_file(self, path: str) -> BackgroundTask:
        """Read and check the file off the GUI thread, then show the preview."""
        db, tournament_id = self.context.db, self.context.tournament_id

        def work() -> tuple[PairsFile, pairs_import.ImportPreview]:
            read = read_pairs(path)
            return read, pairs_import.preview_pairs_import(db, tournament_id, read.rows)

        def check(rows: Sequence[PairImportRow]) -> pairs_import.ImportPreview:
            return pairs_import.preview_pairs_import(db, tournament_id, rows)

        def done(result: object) -> None:
            read, preview = cast(tuple[PairsFile, pairs_import.ImportPreview], result)
            self._open(
                ImportPreviewDialog(
                    path, preview, self._import_rows, self, check=check, read=read, imported=self._imported
                )
            )

        def failed(error: Exception) -> None:
            if isinstance(error, (PairsFileError, *USER_ERRORS)):
                reason = error_text(error) if isinstance(error, USER_ERRORS) else str(error)
                show_error(self, self.tr("The pairs were not imported: {reason}").format(reason=reason))
            else:
                raise error

        self.task = BackgroundTask(
            self, self.tr("Reading {file}…").format(file=Path(path).name), work, done, failed
        )
        return self.task

    def _import_rows(self, rows: Sequence[PairImportRow], skip_bad: bool) -> list[Pair]:
        """Called by the preview on a pool thread: only the service, no widget."""
        db, tournament_id = self.context.db, self.context.tournament_id
        return pairs_import.import_pairs(db, tournament_id, rows, skip_bad=skip_bad)

    def _imported(self, rows: Sequence[PairImportRow], result: object) -> None:
        imported = cast(list[Pair], result)
        self.context.apply(Changes.of_pairs(pair.number for pair in imported))
        said = self.tr("%n pair(s) were registered.", "", len(imported))
        if len(imported) < len(rows):
            skipped = len(rows) - len(imported)
            said += " " + self.tr("Rows with problems skipped: {skipped}.").format(skipped=skipped)
        show_info(self, said)
