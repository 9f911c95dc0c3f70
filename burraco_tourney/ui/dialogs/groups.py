"""Groups (gironi) formed from the standings: the Round menu's "Form groups…" and "Clear groups…".

The dialog asks after which round and how (sizes in tables, a number of groups, proportions), shows who
goes where before anything is saved (services.groups.preview_groups, asked again as the director types),
and forms them through the window's door; Ctrl+Z takes them back until the next round is made.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.groups import GroupsFormation, GroupsMethod, GroupsRule
from burraco_tourney.domain.movements.plan import groups_due
from burraco_tourney.domain.tournament import PairStatus, Tournament
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services import groups as group_service
from burraco_tourney.services.groups import GroupsPreview
from burraco_tourney.ui import preferences
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import players_text, window_language
from burraco_tourney.ui.undo import ServiceCommand, UndoContext
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, attempt
from burraco_tourney.ui.widgets.settings_editor import group_values

# The preview is asked for again this long after the last key typed (it reads the standings).
PREVIEW_DELAY_MS = 250
_METHODS = (GroupsMethod.SIZES, GroupsMethod.COUNT, GroupsMethod.PROPORTIONS)


def last_round(tournament: Tournament) -> int:
    return max((r.number for r in tournament.rounds), default=0)


def in_play(tournament: Tournament, after_round: int) -> int:
    """The pairs that play the round after `after_round` (those the groups are formed of)."""
    return sum(1 for p in tournament.pairs if p.status is PairStatus.ACTIVE and p.plays_in(after_round + 1))


def _sentence(text: str) -> str:
    """A problem's words are made to follow a place ("i gironi da 7, 9 tavoli fanno …"): alone, a
    sentence."""
    return text[:1].upper() + text[1:]


class FormGroupsCommand(ServiceCommand):
    """Groups formed: undo takes them back (the groups before come back), redo forms them again by the
    same rule. Both are refused once the next round is made (its tables were paired in the groups)."""

    def __init__(self, context: UndoContext, formation: GroupsFormation) -> None:
        text = QCoreApplication.translate("Undo", "Form groups after round {round}")
        super().__init__(context, text.format(round=formation.after_round))
        self.rule = formation.rule
        self.after_round = formation.after_round

    def revert(self) -> Changes:
        c = self.context
        group_service.undo_groups(c.db, c.tournament_id, who=preferences.station_name())
        return Changes.all()

    def apply(self) -> Changes:
        c = self.context
        group_service.form_groups(
            c.db, c.tournament_id, self.rule, after_round=self.after_round, who=preferences.station_name()
        )
        return Changes.all()


class FormGroupsDialog(QDialog):
    """After which round, how, a preview of every group with its pairs and tables, then "Form groups".

    `preview(rule, after_round)` and `form(rule, after_round)` are the service calls (the second through
    the door: it returns None when refused, having said why)."""

    def __init__(
        self,
        tournament: Tournament,
        preview: Callable[[GroupsRule, int], GroupsPreview],
        form: Callable[[GroupsRule, int], GroupsPreview | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("form_groups_dialog")
        self.setWindowTitle(self.tr("Form groups"))
        self._tournament = tournament
        self._preview = preview
        self._form = form
        self.shown: GroupsPreview | None = None  # the preview on screen, if the rule gives one
        last = last_round(tournament)
        self._names = {pair.number: players_text(pair) for pair in tournament.pairs}

        intro = QLabel(
            self.tr(
                "The pairs in play are split by their standings after the round: the top of the ranking "
                "goes to group A, the next ones to B, and so on. Each group is then paired on its own, "
                "with its own bye. Nothing is changed before you press Form groups."
            )
        )
        intro.setWordWrap(True)
        self.after_round = QSpinBox()
        self.after_round.setObjectName("after_round")
        self.after_round.setRange(min(1, last), last)
        self.after_round.setValue(last)
        self.method = QComboBox()
        self.method.setObjectName("method")
        for method, text in zip(
            _METHODS,
            (self.tr("sizes in tables"), self.tr("number of groups"), self.tr("proportions")),
            strict=True,
        ):
            self.method.addItem(text, method.value)  # as text: Qt keeps no Python enum
        self.values = QLineEdit()
        self.values.setObjectName("values")
        self.in_play = QLabel()
        self.in_play.setObjectName("in_play")
        self.tree = QTreeWidget()
        self.tree.setObjectName("preview")
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("Position"), self.tr("Pair"), self.tr("Players")])
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setMinimumHeight(260)
        self.notes = QLabel()
        self.notes.setObjectName("notes")
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: #7a4a00;")
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #8a1400; font-weight: bold;")

        fields = QFormLayout()
        fields.addRow(self.tr("After &round:"), self.after_round)
        fields.addRow(self.tr("Form &by:"), self.method)
        fields.addRow(self.tr("&Numbers:"), self.values)
        fields.addRow("", self.in_play)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.form_button = buttons.addButton(self.tr("&Form groups"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.form_button.setObjectName("form")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(fields)
        layout.addWidget(self.problem)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.notes)
        layout.addWidget(buttons)
        self.form_button.setDefault(True)  # inside the dialog already (see NextRoundDialog)
        self.setMinimumWidth(560)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.show_preview)
        # The plan's own rule when the next round starts a phase in groups; else two groups to start from.
        rule = tournament.groups.rule if tournament.groups is not None else None
        planned = groups_due(tournament.settings.plan, last + 1)
        self.show_rule(planned or rule or GroupsRule.count(2))
        self.method.currentIndexChanged.connect(self._method_chosen)
        self.values.textChanged.connect(lambda _text: self._timer.start())
        self.after_round.valueChanged.connect(self._round_chosen)
        self._round_chosen()
        self.values.setFocus()
        self.values.selectAll()

    def show_rule(self, rule: GroupsRule) -> None:
        self.method.blockSignals(True)
        self.method.setCurrentIndex(max(self.method.findData(rule.method.value), 0))
        self.method.blockSignals(False)
        self._show_placeholder()
        self.values.setText(", ".join(str(value) for value in rule.values))

    def _show_placeholder(self) -> None:
        method = self.chosen_method()
        if method is GroupsMethod.SIZES:
            text = self.tr("the tables of group A, B, C…, e.g. 7, 9, 9")
        elif method is GroupsMethod.COUNT:
            text = self.tr("how many groups, e.g. 3")
        else:
            text = self.tr("the share of each group, e.g. 30, 30, 40")
        self.values.setPlaceholderText(text)
        self.values.setToolTip(text)

    def _method_chosen(self) -> None:
        self._show_placeholder()
        self.show_preview()

    def _round_chosen(self) -> None:
        pairs = in_play(self._tournament, self.after_round.value())
        tables, bye = divmod(pairs, 2)
        if bye:
            text = self.tr("{pairs} pairs in play: %n table(s) and one bye.", "", tables)
        else:
            text = self.tr("{pairs} pairs in play: %n table(s).", "", tables)
        self.in_play.setText(text.format(pairs=pairs))
        self.show_preview()

    def rule(self) -> GroupsRule | None:
        values = group_values(self.values.text())
        if values is None:
            return None
        return GroupsRule(self.chosen_method(), values)

    def chosen_method(self) -> GroupsMethod:
        return GroupsMethod(self.method.currentData() or GroupsMethod.COUNT.value)

    def choose_method(self, method: GroupsMethod) -> None:
        self.method.setCurrentIndex(self.method.findData(method.value))

    def show_preview(self) -> None:
        """Ask the service what the rule gives and show it (or why it cannot be formed)."""
        self._timer.stop()
        self.tree.clear()
        self.shown = None
        self.notes.clear()
        rule = self.rule()
        if rule is None:
            self._say(self.tr("Type whole numbers separated by commas, e.g. 7, 9, 9."))
            return
        try:
            preview = self._preview(rule, self.after_round.value())
        except USER_ERRORS as error:
            self._say(error_text(error))
            return
        self._say("")
        self.shown = preview
        self.form_button.setEnabled(True)
        position = 0
        for group in preview.formation.groups:
            if group.has_bye:
                title = self.tr(
                    "Group {group}: %n table(s), {pairs} pairs (one bye each round)", "", group.tables
                )
            else:
                title = self.tr("Group {group}: %n table(s), {pairs} pairs", "", group.tables)
            item = QTreeWidgetItem(self.tree, [title.format(group=group.name, pairs=len(group.pairs))])
            item.setFirstColumnSpanned(True)
            font = item.font(0)
            font.setBold(True)
            item.setFont(0, font)
            for number in group.pairs:
                position += 1
                child = QTreeWidgetItem(item, [str(position), str(number), self._names.get(number, "")])
                child.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                child.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setExpanded(True)
        self.tree.resizeColumnToContents(0)
        self.tree.resizeColumnToContents(1)
        language = window_language()
        self.notes.setText("\n".join(_sentence(describe(note, language)) for note in preview.notes))
        self.notes.setVisible(bool(preview.notes))

    def _say(self, problem: str) -> None:
        self.problem.setText(_sentence(problem))
        self.problem.setVisible(bool(problem))
        self.form_button.setEnabled(not problem)

    def accept(self) -> None:
        if self._timer.isActive() or self.shown is None:
            self.show_preview()  # Enter pressed while typing: form what is typed, as shown
        rule = self.rule()
        if self.shown is None or rule is None:
            return
        if self._form(rule, self.after_round.value()) is not None:
            super().accept()


class GroupsActions(QObject):
    """The Round menu's Form groups… and Clear groups…, enabled as the tournament allows."""

    def __init__(self, context: TournamentContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.context = context
        self._parent = parent
        self.dialog: QWidget | None = None
        self.form_action = QAction(self.tr("Form &groups…"), self)
        self.form_action.triggered.connect(self.form_groups)
        self.form_action.setToolTip(self.tr("Split the pairs into groups (gironi) by the standings"))
        self.clear_action = QAction(self.tr("Clea&r groups…"), self)
        self.clear_action.triggered.connect(self.clear_groups)
        context.changed.connect(lambda _changes: self.update_actions())
        self.update_actions()

    def update_actions(self) -> None:
        try:
            tournament = self.context.tournament()
        except USER_ERRORS:
            return
        self.form_action.setEnabled(bool(tournament.rounds))
        grouped = tournament.groups is not None or any(p.group for p in tournament.pairs)
        self.clear_action.setEnabled(grouped)

    def form_groups(self) -> None:
        tournament = attempt(self._parent, self.context.tournament)
        if tournament is None:
            return
        db, tournament_id = self.context.db, self.context.tournament_id

        def preview(rule: GroupsRule, after_round: int) -> GroupsPreview:
            return group_service.preview_groups(db, tournament_id, rule, after_round=after_round)

        def form(rule: GroupsRule, after_round: int) -> GroupsPreview | None:
            formed = self.context.run(
                lambda: group_service.form_groups(
                    db, tournament_id, rule, after_round=after_round, who=preferences.station_name()
                ),
                Changes.all(),
                undo=lambda formed, undo: FormGroupsCommand(undo, formed.formation),
                parent=self.dialog,
            )
            if formed is not None:
                self._say_formed(formed.formation)
            return formed

        dialog = FormGroupsDialog(tournament, preview, form, self._parent)
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _say_formed(self, formation: GroupsFormation) -> None:
        """In the status bar: the groups just formed, and how to take them back."""
        window = self._parent.window()
        if not isinstance(window, QMainWindow):
            return
        groups = ", ".join(
            self.tr("{group}: %n table(s)", "", group.tables).format(group=group.name)
            for group in formation.groups
        )
        window.statusBar().showMessage(
            self.tr("Groups formed after round {round} ({groups}). Ctrl+Z takes them back.").format(
                round=formation.after_round, groups=groups
            ),
            15_000,
        )

    def clear_groups(self) -> None:
        db, tournament_id = self.context.db, self.context.tournament_id

        def clear() -> None:
            self.context.run(
                lambda: group_service.clear_groups(db, tournament_id, who=preferences.station_name()),
                Changes.all(),
                parent=self._parent,
            )

        self.dialog = ask(
            self._parent,
            self.tr(
                "Clear the groups? No pair will be in a group any more, and the next rounds are paired over "
                "the whole field. (Groups typed by hand in the pairs are cleared too.)"
            ),
            clear,
            yes_text=self.tr("Clear groups"),
        )
