"""The VP scale editor: see the tournament's scale and the bundled ones, edit rows with every broken rule
shown as you type, preview difference → VP, save a scale as a file or import one, give the tournament a scale.

A tournament keeps its own copy of its scale (DOMAIN.md §4): editing here, or changing a scale file, never
changes a tournament until "Use for this tournament" replaces its copy — which, once results are entered,
scores every table again and needs a reason.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.vp import (
    ContinuousScale,
    ScaleError,
    ThresholdScale,
    VPScale,
    format_vp,
    load_scale_file,
    save_scale_file,
)
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services.scales import bundled_scales
from burraco_tourney.ui import preferences
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import window_language
from burraco_tourney.ui.widgets.messages import show_error
from burraco_tourney.ui.widgets.tables import compact_rows

_BAD = QColor(253, 231, 228)


class ScaleEditorDialog(QDialog):
    """`on_use(scale, reason)` gives the tournament the scale and answers whether it worked."""

    BOUND, WINNER, LOSER = range(3)

    def __init__(
        self,
        tournament_scale: VPScale | None,
        has_results: bool,
        on_use: Callable[[VPScale, str], bool] | None,
        parent: QWidget | None = None,
        *,
        deals_per_round: int = 3,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scale_editor")
        self.setWindowTitle(self.tr("VP scales"))
        self.has_results = has_results
        self.on_use = on_use
        self.tournament_scale = tournament_scale
        # A new continuous scale starts from the blitz margin of the tournament's deals (DOMAIN.md §4).
        self.proposed_blitz = limits.BLITZ_FOR_DEALS.get(deals_per_round, limits.BLITZ_FOR_DEALS[3])
        self.scale: VPScale | None = None
        self.problems: list[str] = []
        self._filling = False

        self.library = QListWidget()
        self.library.setObjectName("scale_list")
        self.library.setFixedWidth(230)
        self.library.setStyleSheet("QListWidget::item { padding: 3px 4px; }")
        if tournament_scale is not None:
            self._add_to_library(
                self.tr("This tournament: {name}").format(name=tournament_scale.name),
                tournament_scale,
                bold=True,
            )
        for scale in bundled_scales():
            self._add_to_library(self.tr("Bundled: {name}").format(name=scale.name), scale)
        self.library.currentRowChanged.connect(self._library_chosen)

        self.name = QLineEdit()
        self.name.setObjectName("scale_name")
        self.name.setMaxLength(limits.SCALE_NAME)
        self.name.textChanged.connect(self._validate)
        self.description = QLineEdit()
        self.description.setObjectName("scale_description")
        self.description.setMaxLength(limits.SCALE_TEXT)
        self.description.textChanged.connect(self._validate)
        self.kind = QComboBox()
        self.kind.setObjectName("scale_kind")
        self.kind.addItem(self.tr("Table of thresholds"), "table")
        self.kind.addItem(self.tr("Continuous (WBF-style formula)"), "continuous")
        self.kind.currentIndexChanged.connect(self._kind_chosen)

        self.rows = QTableWidget(0, 3)
        self.rows.setObjectName("scale_rows")
        self.rows.setHorizontalHeaderLabels(
            [self.tr("MP difference up to"), self.tr("Winner VP"), self.tr("Loser VP")]
        )
        self.rows.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.rows.verticalHeader().setVisible(True)
        compact_rows(self.rows)
        self.rows.itemChanged.connect(self._validate)
        add = QPushButton(self.tr("&Add a row"))
        add.setObjectName("add_row")
        add.clicked.connect(self.add_row)
        remove = QPushButton(self.tr("&Remove the row"))
        remove.setObjectName("remove_row")
        remove.clicked.connect(self.remove_row)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(add)
        row_buttons.addWidget(remove)
        row_buttons.addStretch()
        open_note = QLabel(
            self.tr("Leave the last row's difference empty: it covers all larger differences.")
        )
        open_note.setWordWrap(True)
        open_note.setStyleSheet("color: #666;")
        table_page = QWidget()
        table_layout = QVBoxLayout(table_page)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.rows, 1)
        table_layout.addLayout(row_buttons)
        table_layout.addWidget(open_note)

        self.blitz = QSpinBox()
        self.blitz.setObjectName("blitz")
        self.blitz.setRange(0, 100_000)
        self.blitz.setSingleStep(5)
        self.blitz.valueChanged.connect(self._validate)
        self.total = QLineEdit("20")
        self.total.setObjectName("scale_total")
        self.total.textChanged.connect(self._validate)
        self.decimals = QSpinBox()
        self.decimals.setObjectName("decimals")
        self.decimals.setRange(0, limits.SCALE_DECIMALS_MAX)
        self.decimals.valueChanged.connect(self._validate)
        continuous_page = QWidget()
        continuous_form = QFormLayout(continuous_page)
        continuous_form.addRow(self.tr("Blitz margin (MP):"), self.blitz)
        continuous_form.addRow(self.tr("VP of both lines together:"), self.total)
        continuous_form.addRow(self.tr("Decimals:"), self.decimals)
        self.pages = QStackedWidget()
        self.pages.addWidget(table_page)
        self.pages.addWidget(continuous_page)

        self.problem_label = QLabel()
        self.problem_label.setObjectName("scale_problems")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #8a1400;")

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Description:"), self.description)
        form.addRow(self.tr("&Kind:"), self.kind)
        editor = QVBoxLayout()
        editor.addLayout(form)
        editor.addWidget(self.pages, 1)
        editor.addWidget(self.problem_label)

        self.preview_diff = QSpinBox()
        self.preview_diff.setObjectName("preview_diff")
        self.preview_diff.setRange(-10_000, 10_000)
        self.preview_diff.setSingleStep(5)
        self.preview_diff.setValue(355)
        self.preview_diff.valueChanged.connect(self._preview)
        self.preview_vp = QLabel()
        self.preview_vp.setObjectName("preview_vp")
        self.preview_vp.setStyleSheet("font-size: 18pt; font-weight: bold; color: #1d3f7a;")
        self.preview_rows = QTableWidget(0, 2)
        self.preview_rows.setObjectName("preview_rows")
        self.preview_rows.setHorizontalHeaderLabels([self.tr("MP difference"), self.tr("VP")])
        self.preview_rows.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.preview_rows.verticalHeader().hide()
        self.preview_rows.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        compact_rows(self.preview_rows)
        preview_box = QGroupBox(self.tr("Preview"))
        preview_layout = QVBoxLayout(preview_box)
        diff_row = QHBoxLayout()
        diff_row.addWidget(QLabel(self.tr("Difference:")))
        diff_row.addWidget(self.preview_diff)
        preview_layout.addLayout(diff_row)
        preview_layout.addWidget(self.preview_vp)
        preview_layout.addWidget(self.preview_rows, 1)
        preview_box.setFixedWidth(260)

        self.copy_note = QLabel()
        self.copy_note.setObjectName("copy_note")
        self.copy_note.setWordWrap(True)
        self.copy_note.setStyleSheet("color: #555;")
        self.import_button = QPushButton(self.tr("&Import a file…"))
        self.import_button.setObjectName("import_scale")
        self.import_button.clicked.connect(self.choose_import)
        self.save_button = QPushButton(self.tr("Save as a &file…"))
        self.save_button.setObjectName("save_scale")
        self.save_button.clicked.connect(self.choose_save)
        self.use_button = QPushButton(self.tr("&Use for this tournament…"))
        self.use_button.setObjectName("use_scale")
        self.use_button.clicked.connect(self.use_for_tournament)
        self.use_button.setVisible(on_use is not None)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.save_button)
        buttons.addStretch()
        buttons.addWidget(self.use_button)
        buttons.addWidget(close)

        body = QHBoxLayout()
        body.addWidget(self.library)
        body.addLayout(editor, 1)
        body.addWidget(preview_box)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.copy_note)
        layout.addLayout(buttons)
        # Only now, inside the dialog, or the dialog would make the first button ("Add a row") its default
        # when it opens, and Enter in a field would add a row instead of using the scale.
        (self.use_button if on_use is not None else close).setDefault(True)
        self.resize(1060, 600)
        self.copy_note.setText(
            self.tr(
                "The tournament keeps its own copy of its scale: editing here or changing a scale file never "
                'changes it. "Use for this tournament" replaces the copy{rescore}.'
            ).format(
                rescore=self.tr("; results are entered, so every table is scored again (a reason is asked)")
                if has_results
                else ""
            )
        )
        self.library.setCurrentRow(0)

    # ------------------------------------------------------------------------------------------ library

    def _add_to_library(self, text: str, scale: VPScale, bold: bool = False) -> None:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, scale)
        item.setToolTip(scale.description or scale.name)
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.library.addItem(item)

    def _library_chosen(self, row: int) -> None:
        item = self.library.item(row)
        if item is not None:
            scale = item.data(Qt.ItemDataRole.UserRole)
            if isinstance(scale, VPScale):
                self.show_scale(scale)

    def show_scale(self, scale: VPScale) -> None:
        """Put a scale into the editor (a working copy: nothing else changes until it is saved or used)."""
        self._filling = True
        try:
            self.name.setText(scale.name)
            self.description.setText(scale.description or "")
            self.description.setCursorPosition(0)
            if isinstance(scale, ThresholdScale):
                self.kind.setCurrentIndex(0)
                self.rows.setRowCount(0)
                for row in scale.rows:
                    self._append_row(
                        "" if row.bound is None else str(row.bound),
                        format_vp(row.winner),
                        format_vp(row.loser),
                    )
            elif isinstance(scale, ContinuousScale):
                self.kind.setCurrentIndex(1)
                self.blitz.setValue(scale.blitz)
                self.total.setText(format_vp(scale.total))
                self.decimals.setValue(scale.decimals)
            self.pages.setCurrentIndex(self.kind.currentIndex())
        finally:
            self._filling = False
        self._validate()

    def _append_row(self, bound: str, winner: str, loser: str) -> None:
        row = self.rows.rowCount()
        self.rows.insertRow(row)
        for column, text in enumerate((bound, winner, loser)):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.rows.setItem(row, column, item)

    def add_row(self) -> None:
        """A new row before the open last one, continuing the steps of the rows above."""
        self._filling = True
        try:
            count = self.rows.rowCount()
            if count == 0:
                self._append_row("", "10", "10")
            else:
                last_bound = self._cell(count - 2, self.BOUND) if count >= 2 else "0"
                values = (
                    str((int(last_bound) if last_bound.isdigit() else 0) + 100),
                    self._cell(count - 1, self.WINNER),
                    self._cell(count - 1, self.LOSER),
                )
                self.rows.insertRow(count - 1)
                for column, text in enumerate(values):
                    item = QTableWidgetItem(text)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self.rows.setItem(count - 1, column, item)
                self.rows.setCurrentCell(count - 1, self.BOUND)
        finally:
            self._filling = False
        self._validate()

    def remove_row(self) -> None:
        row = self.rows.currentRow()
        if row >= 0:
            self.rows.removeRow(row)
            self._validate()

    def _kind_chosen(self) -> None:
        self.pages.setCurrentIndex(self.kind.currentIndex())
        if not self._filling and self.kind.currentData() == "continuous" and self.blitz.value() == 0:
            self.blitz.setValue(self.proposed_blitz)
            self.decimals.setValue(2)
        self._validate()

    def _cell(self, row: int, column: int) -> str:
        item = self.rows.item(row, column)
        return item.text().strip() if item is not None else ""

    # ------------------------------------------------------------------------------------------ checking

    def _validate(self) -> None:
        if self._filling:
            return
        scale, problems = self._built()
        self.scale = scale
        self.problems = [describe(problem, window_language()) for problem in problems]
        self.problem_label.setText("\n".join(f"✖ {p}" for p in self.problems))
        self.problem_label.setVisible(bool(problems))
        # A row's problems are placed at it: ("rows", index).
        bad_rows = {p.path[1] for p in problems if p.path[:1] == ("rows",) and len(p.path) > 1}
        self.rows.blockSignals(True)
        for row in range(self.rows.rowCount()):
            for column in range(3):
                item = self.rows.item(row, column)
                if item is not None:
                    item.setBackground(QBrush(_BAD) if row in bad_rows else QBrush())
        self.rows.blockSignals(False)
        valid = scale is not None
        self.save_button.setEnabled(valid)
        self.use_button.setEnabled(valid and self.on_use is not None)
        self._preview()

    def _built(self) -> tuple[VPScale | None, list[Problem]]:
        """The scale the editor holds, or None and every broken rule (the domain's problems)."""
        name = self.name.text()
        description = self.description.text().strip() or None
        try:
            if self.kind.currentData() == "continuous":
                total = _decimal(self.total.text())
                if total is None:
                    return None, [Problem.of("scale.total_not_number", total=repr(self.total.text()))]
                return (
                    ContinuousScale(
                        name, self.blitz.value(), total, self.decimals.value(), description=description
                    ),
                    [],
                )
            rows: list[list[int | Decimal | None]] = []
            problems: list[Problem] = []
            for row in range(self.rows.rowCount()):
                bound_text = self._cell(row, self.BOUND)
                bound: int | None = None
                if bound_text:
                    if not bound_text.lstrip("-").isdigit():
                        problems.append(
                            Problem.of("scale.bound_not_whole", path=("rows", row), bound=repr(bound_text))
                        )
                    else:
                        bound = int(bound_text)
                values: list[Decimal] = []
                for column, code in (
                    (self.WINNER, "scale.winner_not_number"),
                    (self.LOSER, "scale.loser_not_number"),
                ):
                    value = _decimal(self._cell(row, column))
                    if value is None:
                        shown = repr(self._cell(row, column))
                        problems.append(Problem.of(code, path=("rows", row), value=shown))
                        value = Decimal(0)
                    values.append(value)
                rows.append([bound, values[0], values[1]])
            if problems:
                return None, problems
            return ThresholdScale(name, rows, description=description), []
        except ScaleError as error:
            return None, list(error.problems)

    def _preview(self) -> None:
        scale = self.scale
        self.preview_rows.setRowCount(0)
        if scale is None:
            self.preview_vp.setText(self.tr("—"))
            return
        ns, ew = scale.lookup(self.preview_diff.value())
        self.preview_vp.setText(f"{format_vp(ns)} – {format_vp(ew)}")
        lines = scale.printable_rows()
        if isinstance(scale, ContinuousScale):
            step = max(scale.blitz // 10 // 5 * 5, 5)
            lines = [
                (str(diff), "–".join(format_vp(v) for v in scale.lookup(diff)))
                for diff in range(0, scale.blitz + step, step)
            ]
        self.preview_rows.setRowCount(len(lines))
        for row, (diff, vp) in enumerate(lines):
            for column, text in enumerate((diff, vp)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.preview_rows.setItem(row, column, item)

    # ------------------------------------------------------------------------------------------ files

    def choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a VP scale"), _folder(), self.tr("VP scales (*.json);;All files (*)")
        )
        if path:
            self.import_file(path)

    def import_file(self, path: str | Path) -> bool:
        """Read a scale file into the library and the editor; a broken file is refused with its problems."""
        try:
            scale = load_scale_file(path)
        except ScaleError as error:
            show_error(
                self, self.tr("The VP scale was not imported: {reason}").format(reason=error_text(error))
            )
            return False
        preferences.SCALES_FOLDER.set(str(Path(path).parent))
        self._add_to_library(self.tr("File: {name}").format(name=scale.name), scale)
        self.library.setCurrentRow(self.library.count() - 1)
        return True

    def choose_save(self) -> None:
        if self.scale is None:
            return
        suggested = str(Path(_folder()) / f"{self.scale.name}.json")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the VP scale"), suggested, self.tr("VP scales (*.json)")
        )
        if path:
            self.save_file(path)

    def save_file(self, path: str | Path) -> bool:
        """Write the scale as a JSON file; refused while the scale breaks a rule."""
        scale = self.scale
        if scale is None:
            show_error(
                self,
                self.tr("The scale breaks rules, so it was not saved:\n{problems}").format(
                    problems="\n".join(self.problems)
                ),
            )
            return False
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(".json")
        try:
            save_scale_file(scale, target)
        except OSError as error:
            reason = error.strerror or str(error)
            show_error(self, self.tr("The VP scale was not saved: {reason}").format(reason=reason))
            return False
        preferences.SCALES_FOLDER.set(str(target.parent))
        return True

    # ------------------------------------------------------------------------------------------ tournament

    def use_for_tournament(self) -> None:
        scale = self.scale
        if scale is None or self.on_use is None:
            return
        if self.tournament_scale is not None and scale.to_json() == self.tournament_scale.to_json():
            show_error(self, self.tr("The tournament already uses this scale."))
            return
        if not self.has_results:
            self._use(scale, "")
            return
        dialog = QInputDialog(self)
        dialog.setObjectName("scale_reason")
        dialog.setWindowTitle(self.tr("Score every table again"))
        dialog.setLabelText(
            self.tr("Results are entered: with the scale {name} every table is scored again.\nWhy:").format(
                name=scale.name
            )
        )
        dialog.setOkButtonText(self.tr("Use the scale"))
        dialog.textValueSelected.connect(lambda reason: self._use(scale, reason))
        dialog.finished.connect(dialog.deleteLater)
        self.reason_dialog = dialog
        dialog.open()

    def _use(self, scale: VPScale, reason: str) -> None:
        if self.on_use is not None and self.on_use(scale, reason):
            self.tournament_scale = scale
            first = self.library.item(0)
            if first is not None:
                first.setText(self.tr("This tournament: {name}").format(name=scale.name))
                first.setData(Qt.ItemDataRole.UserRole, scale)


def _decimal(text: str) -> Decimal | None:
    try:
        value = Decimal(text.strip().replace(",", "."))
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


def _folder() -> str:
    return preferences.SCALES_FOLDER.get()
