"""Prizes beside the standings: who wins what, group by group, with the rule that gave each prize; the
tournament's prize plan chosen among the bundled ones or read from a JSON file.

The words of the prizes ("Girone A, 7 tavoli", "2º posto", "fascia da 7 tavoli: 3 premi") are those of
the printout and the command line (io.prize_texts), in the window's language.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.prizes import (
    NAME_MAX,
    PrizeList,
    PrizePlan,
    PrizePlanError,
    plan_from_json,
    save_plan_file,
)
from burraco_tourney.io.prize_texts import (
    award_rule,
    award_title,
    note_text,
    plan_line,
    plan_title,
    section_heading,
    special_title,
    word,
)
from burraco_tourney.services import prizes as prize_service
from burraco_tourney.ui import preferences
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import vp_text, window_language
from burraco_tourney.ui.widgets.messages import USER_ERRORS, show_error
from burraco_tourney.ui.widgets.tables import compact_rows

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

    def show_prizes(
        self, prizes: PrizeList | None, group: str | None = None, problem: str = "", *, final: bool = False
    ) -> None:
        """Show `prizes` (None: none can be given, `problem` says why); `group`: that group's section and
        the whole field's only; `final`: the standings they come from are final (else they may change)."""
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
            " · ".join(
                (
                    word("title_after", language, n=prizes.after_round),
                    word("final" if final else "provisional_short", language),
                    plan_line(prizes.plan, language),
                )
            )
        )
        self.heading.setToolTip("" if final else word("provisional", language))
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
                assert item is not None  # i is below topLevelItemCount()
                for j in range(item.childCount()):
                    child = item.child(j)
                    assert child is not None  # j is below childCount()
                    widths.append(metrics.horizontalAdvance(child.text(column)))
            extra = 2 * tree.indentation() + 12 if column == 0 else 12  # a prize sits one level in
            header.resizeSection(column, max(widths) + extra)


class PrizePlanDialog(QDialog):
    """Choose the tournament's prize plan: a bundled one, or one read from a JSON file; its description
    (where its numbers come from) is shown before it is used, and its name and bands (from N tables in a
    group, P prizes by place) can be changed here; it can be saved as a file to share or edit further.
    `choose(plan)` saves it in the tournament (False: refused)."""

    FROM, PRIZES = range(2)

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
        self.message: QMessageBox | None = None  # the last refusal shown (tests read it)
        self.plan = QComboBox()
        self.plan.setObjectName("plan")
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.setMaxLength(NAME_MAX)
        self.description = QLabel()
        self.description.setObjectName("description")
        self.description.setWordWrap(True)
        self.description.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.bands = QTableWidget(0, 2)
        self.bands.setObjectName("bands")
        self.bands.setHorizontalHeaderLabels(
            [self.tr("From tables in the group"), self.tr("Prizes by place")]
        )
        self.bands.verticalHeader().hide()
        self.bands.horizontalHeader().setStretchLastSection(True)
        self.bands.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.bands.setMinimumHeight(160)
        compact_rows(self.bands)
        self.special = QLabel()
        self.special.setObjectName("special")
        self.special.setWordWrap(True)
        add = QPushButton(self.tr("&Add band"))
        add.setObjectName("add_band")
        add.clicked.connect(self.add_band)
        remove = QPushButton(self.tr("&Remove band"))
        remove.setObjectName("remove_band")
        remove.clicked.connect(self.remove_band)
        self.load_button = QPushButton(self.tr("&Load from a file…"))
        self.load_button.setObjectName("load")
        self.load_button.clicked.connect(self.choose_file)
        self.save_button = QPushButton(self.tr("&Save to a file…"))
        self.save_button.setObjectName("save")
        self.save_button.clicked.connect(self.choose_save_file)
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
        form.addRow(self.tr("&Name:"), self.name)
        band_buttons = QVBoxLayout()
        band_buttons.addWidget(add)
        band_buttons.addWidget(remove)
        band_buttons.addStretch()
        bands = QHBoxLayout()
        bands.addWidget(self.bands, 1)
        bands.addLayout(band_buttons)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        use = buttons.addButton(self.tr("&Use this plan"), QDialogButtonBox.ButtonRole.AcceptRole)
        use.setObjectName("use")
        buttons.addButton(self.load_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.description)
        layout.addLayout(bands, 1)
        layout.addWidget(self.special)
        layout.addWidget(buttons)
        use.setDefault(True)
        self.setMinimumWidth(600)
        self._show_plan()

    def _add(self, plan: PrizePlan, origin: str | None = None) -> None:
        self.plans.append(plan)
        if origin is None:
            self.plan.addItem(plan_title(plan, window_language()))
        else:
            self.plan.addItem(self.tr("{name} (from {file})").format(name=plan.name, file=origin))

    def chosen(self) -> PrizePlan:
        """The plan chosen in the list, as it came (before the changes typed here)."""
        return self.plans[max(self.plan.currentIndex(), 0)]

    def _show_plan(self) -> None:
        plan = self.chosen()
        self.name.setText(plan.name)
        parts = [plan.description or "", plan.source or ""]
        self.description.setText("\n\n".join(part for part in parts if part))
        self.bands.setRowCount(0)
        for band in plan.bands:
            self._band_row(band.from_tables, band.prizes)
        language = window_language()
        special = [
            "– "
            + special_title(prize, language)
            + (f" ({word('per_group', language)})" if prize.per_group else "")
            for prize in plan.special
        ]
        self.special.setText(
            self.tr("Special prizes:") + "\n" + "\n".join(special)
            if special
            else self.tr("No special prize.")
        )

    def _band_row(self, from_tables: int, prizes: int) -> None:
        row = self.bands.rowCount()
        self.bands.insertRow(row)
        for column, value in ((self.FROM, from_tables), (self.PRIZES, prizes)):
            item = QTableWidgetItem()
            item.setData(Qt.ItemDataRole.EditRole, value)  # an integer: edited with a spin box
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.bands.setItem(row, column, item)

    def _band_value(self, row: int, column: int) -> Any:
        """The value in a band's cell (every cell is filled by _band_row)."""
        item = self.bands.item(row, column)
        assert item is not None
        return item.data(Qt.ItemDataRole.EditRole)

    def add_band(self) -> None:
        """A band after the last: three tables more, one prize more."""
        last = self.bands.rowCount() - 1
        if last >= 0:
            values = [self._band_value(last, column) for column in range(2)]
            self._band_row(int(values[0]) + 3, int(values[1]) + 1)
        else:
            self._band_row(1, 1)
        self.bands.setCurrentCell(self.bands.rowCount() - 1, self.FROM)

    def remove_band(self) -> None:
        row = self.bands.currentRow()
        if row >= 0:
            self.bands.removeRow(row)

    def edited(self) -> PrizePlan | None:
        """The plan as shown (its name and bands as changed here), or None when it cannot be a plan: the
        refusal, placed at its band, is shown."""
        data = self.chosen().to_json()
        data["name"] = self.name.text().strip()
        data["bands"] = [
            {
                "from_tables": int(self._band_value(row, self.FROM)),
                "prizes": int(self._band_value(row, self.PRIZES)),
            }
            for row in range(self.bands.rowCount())
        ]
        try:
            return plan_from_json(data)
        except PRIZE_ERRORS as error:
            self.message = show_error(self, error_text(error))
            return None

    def choose_file(self) -> None:
        folder = preferences.PRIZES_FOLDER.get()
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Read a prize plan"), folder, self.tr("Prize plans (*.json);;All files (*)")
        )
        if path:
            preferences.PRIZES_FOLDER.set(str(Path(path).parent))
            self.load_file(path)

    def load_file(self, path: str) -> PrizePlan | None:
        """Read the plan in `path` and choose it in the list (a file that is no plan is said, at its
        place)."""
        try:
            plan = prize_service.resolve_plan(path)
        except PRIZE_ERRORS as error:
            self.message = show_error(self, error_text(error))
            return None
        self._add(plan, Path(path).name)
        self.plan.setCurrentIndex(self.plan.count() - 1)
        return plan

    def choose_save_file(self) -> None:
        plan = self.edited()
        if plan is None:
            return
        folder = Path(preferences.PRIZES_FOLDER.get() or Path.home())
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the prize plan"),
            str(folder / f"{plan.name}.json"),
            self.tr("Prize plans (*.json)"),
        )
        if path:
            preferences.PRIZES_FOLDER.set(str(Path(path).parent))
            self.save_file(path)

    def save_file(self, path: str) -> bool:
        plan = self.edited()
        if plan is None:
            return False
        try:
            save_plan_file(plan, path)
        except OSError as error:
            self.message = show_error(
                self, self.tr("{file} was not written: {reason}").format(file=path, reason=error.strerror)
            )
            return False
        return True

    def accept(self) -> None:
        plan = self.edited()
        if plan is not None and self._choose(plan):
            super().accept()
