"""Prizes beside the standings: who wins what, group by group, with the rule that gave each prize; the
tournament's prize plan chosen among the bundled ones or read from a JSON file.

The words of the prizes ("Girone A, 7 tavoli", "2º posto", "fascia da 7 tavoli: 3 premi") are those of
the printout and the command line (io.prize_texts), in the window's language.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.prizes import PrizeList, PrizePlan, PrizePlanError
from burraco_tourney.io.prize_texts import award_rule, award_title, note_text, section_heading, word
from burraco_tourney.services import prizes as prize_service
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import vp_text, window_language
from burraco_tourney.ui.widgets.messages import USER_ERRORS, show_error

PLAN_FOLDER_SETTING = "prizes/folder"
# What reading a plan or giving the prizes may refuse (a plan file that is no plan, a damaged copy).
PRIZE_ERRORS: tuple[type[Exception], ...] = (PrizePlanError, *USER_ERRORS)


class PrizesPanel(QWidget):
    """The prize list of the standings shown (`show_prizes`); one group's section alone (and the whole
    field's) when the standings show one group. Its buttons ask for the plan dialog and the printout."""

    plan_wanted = Signal()
    print_wanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prizes_panel")
        self.prizes: PrizeList | None = None
        self.heading = QLabel()
        self.heading.setObjectName("prizes_heading")
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: bold;")
        self.tree = QTreeWidget()
        self.tree.setObjectName("prizes_tree")
        self.tree.setColumnCount(4)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        # The rule, last, is shown whole: the panel scrolls sideways rather than cut it.
        self.tree.header().setStretchLastSection(False)
        self.notes = QLabel()
        self.notes.setObjectName("prizes_notes")
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: #7a4a00;")
        self.plan_button = QPushButton(self.tr("Prize plan…"))
        self.plan_button.setObjectName("prize_plan")
        self.plan_button.clicked.connect(self.plan_wanted)
        self.print_button = QPushButton(self.tr("Print prizes…"))
        self.print_button.setObjectName("print_prizes")
        self.print_button.clicked.connect(self.print_wanted)
        buttons = QHBoxLayout()
        buttons.addWidget(self.plan_button)
        buttons.addWidget(self.print_button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(buttons)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.notes)

    def show_prizes(self, prizes: PrizeList | None, group: str | None = None, problem: str = "") -> None:
        """Show `prizes` (None: none can be given, `problem` says why); `group`: that group's section and
        the whole field's only."""
        self.prizes = prizes
        self.tree.clear()
        language = window_language()
        self.tree.setHeaderLabels(
            [self.tr("Prize"), self.tr("Pair"), self.tr("Players"), self.tr("Rule that gave it")]
        )
        if prizes is None:
            self.heading.setText(problem)
            self.notes.hide()
            self.print_button.setEnabled(False)
            return
        self.print_button.setEnabled(True)
        self.heading.setText(
            word("title_after", language, n=prizes.after_round)
            + " · "
            + word("plan", language, name=prizes.plan.name)
        )
        for section in prizes.sections:
            if group is not None and section.group not in (group, None):
                continue
            item = QTreeWidgetItem(self.tree, [section_heading(section, language)])
            item.setFirstColumnSpanned(True)
            font = item.font(0)
            font.setBold(True)
            item.setFont(0, font)
            if not section.awards:
                QTreeWidgetItem(item, [word("no_prizes", language)])
            for award in section.awards:
                child = QTreeWidgetItem(
                    item,
                    [
                        award_title(award, prizes.plan, language),
                        str(award.pair),
                        " – ".join(award.players),
                        award_rule(award, section, prizes.plan, language),
                    ],
                )
                child.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                details = self.tr("{vp} VP, rank {rank}").format(vp=vp_text(award.vp), rank=award.rank)
                for column in range(3):  # the rule too, when its column is scrolled away
                    child.setToolTip(column, f"{details}\n{child.text(3)}")
                child.setToolTip(3, child.text(3))
            item.setExpanded(True)
        self._fit_columns()
        notes = [note_text(problem, prizes.plan, language) for problem in prizes.warnings]
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))

    def _fit_columns(self) -> None:
        """Each column as wide as its prizes (the groups' headings span the row and are left out: measured
        with the prizes, "Girone A, 7 tavoli" made the first column take the whole panel)."""
        tree = self.tree
        metrics = tree.fontMetrics()
        header = tree.header()
        for column in range(tree.columnCount()):
            widths = [metrics.horizontalAdvance(tree.headerItem().text(column)) + 16]
            for i in range(tree.topLevelItemCount()):
                item = tree.topLevelItem(i)
                widths += [
                    metrics.horizontalAdvance(item.child(j).text(column)) for j in range(item.childCount())
                ]
            extra = 2 * tree.indentation() + 12 if column == 0 else 12  # a prize sits one level in
            header.resizeSection(column, max(widths) + extra)


class PrizePlanDialog(QDialog):
    """Choose the tournament's prize plan: a bundled one, or one read from a JSON file; its description
    (where its numbers come from) is shown before it is used. `choose(plan)` saves it (False: refused)."""

    def __init__(
        self,
        current: PrizePlan,
        choose: Callable[[PrizePlan], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("prize_plan_dialog")
        self.setWindowTitle(self.tr("Prize plan"))
        self._choose = choose
        self.plans: list[PrizePlan] = []
        self.plan = QComboBox()
        self.plan.setObjectName("plan")
        self.description = QLabel()
        self.description.setObjectName("description")
        self.description.setWordWrap(True)
        self.description.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.bands = QLabel()
        self.bands.setObjectName("bands")
        self.bands.setWordWrap(True)
        self.load_button = QPushButton(self.tr("&Load from a file…"))
        self.load_button.setObjectName("load")
        self.load_button.clicked.connect(self.choose_file)
        try:
            bundled = prize_service.bundled_plans()
        except PRIZE_ERRORS as error:  # a damaged installation: the file can still be read
            show_error(self, error_text(error))
            bundled = []
        for plan in [current, *[p for p in bundled if p.to_json() != current.to_json()]]:
            self._add(plan)
        self.plan.currentIndexChanged.connect(self._show_plan)
        form = QFormLayout()
        form.addRow(self.tr("&Plan:"), self.plan)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        use = buttons.addButton(self.tr("&Use this plan"), QDialogButtonBox.ButtonRole.AcceptRole)
        use.setObjectName("use")
        buttons.addButton(self.load_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.description)
        layout.addWidget(self.bands)
        layout.addStretch()
        layout.addWidget(buttons)
        use.setDefault(True)
        self.setMinimumWidth(560)
        self._show_plan()

    def _add(self, plan: PrizePlan, origin: str | None = None) -> None:
        self.plans.append(plan)
        text = (
            plan.name
            if origin is None
            else self.tr("{name} (from {file})").format(name=plan.name, file=origin)
        )
        self.plan.addItem(text)

    def chosen(self) -> PrizePlan:
        return self.plans[max(self.plan.currentIndex(), 0)]

    def _show_plan(self) -> None:
        plan = self.chosen()
        parts = [plan.description or "", plan.source or ""]
        self.description.setText("\n\n".join(part for part in parts if part))
        bands = ", ".join(
            self.tr("from %n table(s): {prizes}", "", band.from_tables).format(prizes=band.prizes)
            for band in plan.bands
        )
        self.bands.setText(
            self.tr(
                "Prizes by place per group — {bands}; %n special prize(s).", "", len(plan.special)
            ).format(bands=bands)
        )

    def choose_file(self) -> None:
        settings = QSettings()
        folder = str(settings.value(PLAN_FOLDER_SETTING, "") or "")
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Read a prize plan"), folder, self.tr("Prize plans (*.json);;All files (*)")
        )
        if path:
            settings.setValue(PLAN_FOLDER_SETTING, str(Path(path).parent))
            self.load_file(path)

    def load_file(self, path: str) -> PrizePlan | None:
        """Read the plan in `path` and choose it in the list (a file that is no plan is said, at its
        place)."""
        try:
            plan = prize_service.resolve_plan(path)
        except PRIZE_ERRORS as error:
            show_error(self, error_text(error))
            return None
        self._add(plan, Path(path).name)
        self.plan.setCurrentIndex(self.plan.count() - 1)
        return plan

    def accept(self) -> None:
        if self._choose(self.chosen()):
            super().accept()
