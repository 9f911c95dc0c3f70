"""The season's circuits in the window (Event → Circuits…): a circuit created with its rule (VP or a
position table, best N evenings, how the final counts), this tournament added to it (once, double, as the
final) or taken out, and the circuit standings by pair or by player, saved as a PDF to print or exported
(XLSX, CSV) as the command line writes them.

The table shown is the printout's own (io.circuit_export.circuit_rows), so the window and the paper agree.
Every change goes through the window's door (`TournamentContext.run`); refusals in the window's language.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.circuits import (
    NAME_LENGTH,
    TIE_BREAK_CHAINS,
    CircuitError,
    CircuitRule,
    CircuitStandings,
    PointsKind,
    TieBreakStep,
    TiedPlaces,
)
from burraco_tourney.domain.problems import Refusal
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.circuit_export import (
    circuit_rows,
    evenings_legend,
    rule_text,
    tie_break_chain_text,
    ties_legend,
    write_circuit_csv,
    write_circuit_xlsx,
)
from burraco_tourney.services import circuits as circuit_service
from burraco_tourney.services.circuits import CircuitInfo
from burraco_tourney.ui import preferences
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.dialogs.pdf_preview import PdfPreviewDialog, preview_available
from burraco_tourney.ui.dialogs.print_export import show_written
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import window_language, window_words
from burraco_tourney.ui.widgets.messages import USER_ERRORS, show_error
from burraco_tourney.ui.widgets.tables import compact_rows

_INFO_ROLE = Qt.ItemDataRole.UserRole + 30


def _numbers(text: str) -> tuple[int, ...] | None:
    """ "25, 20, 16" (commas, spaces or semicolons between) as numbers; None if a value is not one."""
    values = [value for value in text.replace(";", ",").replace(" ", ",").split(",") if value]
    if not all(value.isdigit() for value in values):
        return None
    return tuple(int(value) for value in values)


class NewCircuitDialog(QDialog):
    """A circuit's name and rule. `create(name, rule)` stores it: True, or False when refused (said why)."""

    def __init__(self, create: Callable[[str, CircuitRule], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_circuit_dialog")
        self.setWindowTitle(self.tr("New circuit"))
        self._create = create
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setPlaceholderText(self.tr("e.g. Winter circuit 2026"))
        self.name.setMinimumWidth(320)
        self.points = QComboBox()
        self.points.setObjectName("points")
        self.points.addItem(self.tr("the evening's VP"), PointsKind.VP.value)
        self.points.addItem(self.tr("points by position"), PointsKind.POSITIONS.value)
        self.positions = QLineEdit()
        self.positions.setObjectName("positions")
        self.positions.setPlaceholderText(self.tr("1st, 2nd, 3rd…: e.g. 25, 20, 16, 14, 12, 10"))
        self.best = QSpinBox()
        self.best.setObjectName("best")
        self.best.setRange(0, 100)
        self.best.setSpecialValueText(self.tr("every evening"))
        self.final_weight = QSpinBox()
        self.final_weight.setObjectName("final_weight")
        self.final_weight.setRange(1, 10)
        self.final_weight.setValue(2)
        self.final_weight.setPrefix("×")
        self.final_points = QLineEdit()
        self.final_points.setObjectName("final_points")
        self.final_points.setPlaceholderText(self.tr("optional: the final's own table, e.g. 50, 40, 32"))
        self.tied = QComboBox()
        self.tied.setObjectName("tied")
        self.tied.addItem(
            self.tr("share the points of their places: (20 + 16) / 2 = 18"), TiedPlaces.SPLIT.value
        )
        self.tied.addItem(self.tr("each keep the points of their place"), TiedPlaces.FULL.value)
        self.tie_breaks = QComboBox()
        self.tie_breaks.setObjectName("tie_breaks")
        words = window_words()
        for chain in TIE_BREAK_CHAINS:
            self.tie_breaks.addItem(tie_break_chain_text(chain, words), [step.value for step in chain])
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Points:"), self.points)
        form.addRow(self.tr("Points by p&osition:"), self.positions)
        form.addRow(self.tr("&Evenings that count (the best):"), self.best)
        form.addRow(self.tr("The &final counts:"), self.final_weight)
        form.addRow(self.tr("The final's &table:"), self.final_points)
        form.addRow(self.tr("Pairs tied on an e&vening:"), self.tied)
        form.addRow(self.tr("Ties in the circuit, after the points, &broken by:"), self.tie_breaks)
        self.points.currentIndexChanged.connect(lambda _index: self._points_chosen())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        create_button = buttons.addButton(self.tr("&Create"), QDialogButtonBox.ButtonRole.AcceptRole)
        create_button.setObjectName("create")
        create_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._points_chosen()

    def _points_chosen(self) -> None:
        self.positions.setEnabled(self.points.currentData() == PointsKind.POSITIONS.value)

    def _chain(self) -> tuple[TieBreakStep, ...]:
        return tuple(TieBreakStep(step) for step in self.tie_breaks.currentData())

    def rule(self) -> CircuitRule | None:
        """The rule typed, or None (said why)."""
        positions = _numbers(self.positions.text()) if self.positions.isEnabled() else ()
        final_points = _numbers(self.final_points.text())
        if positions is None or final_points is None:
            show_error(self, self.tr("Write the points as whole numbers separated by commas: 25, 20, 16."))
            return None
        try:
            return CircuitRule(
                PointsKind(self.points.currentData()),
                positions,
                self.best.value() or None,
                self.final_weight.value(),
                final_points,
                TiedPlaces(self.tied.currentData()),
                self._chain(),
            )
        except CircuitError as error:
            show_error(self, error_text(error))
            return None

    def accept(self) -> None:
        rule = self.rule()
        if rule is not None and self._create(self.name.text(), rule):
            super().accept()


class CircuitsDialog(QDialog):
    """The circuits of the database; the one chosen with its evenings and its standings."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("circuits_dialog")
        self.setWindowTitle(self.tr("Circuits"))
        self.context = context
        self.dialog: QWidget | None = None  # a dialog open over this one (tests reach it here)
        self.standings: CircuitStandings | None = None

        self.circuits = QListWidget()
        self.circuits.setObjectName("circuits")
        self.circuits.currentItemChanged.connect(lambda *_: self.show_circuit())
        self.new_button = self._button(self.tr("&New circuit…"), "new_circuit", self.new_circuit)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(QLabel(self.tr("Circuits of this database:")))
        left_layout.addWidget(self.circuits)
        left_layout.addWidget(self.new_button)

        self.rule = QLabel()
        self.rule.setObjectName("rule")
        self.rule.setWordWrap(True)
        self.evenings = QLabel()
        self.evenings.setObjectName("evenings")
        self.evenings.setWordWrap(True)
        self.evenings.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.how = QComboBox()
        self.how.setObjectName("how")
        self.how.addItem(self.tr("counts once"), (1, False))
        self.how.addItem(self.tr("counts double"), (2, False))
        self.how.addItem(self.tr("is the final"), (1, True))
        self.add_button = self._button(self.tr("&Add this tournament"), "add_tournament", self.add_tournament)
        self.remove_button = self._button(
            self.tr("&Take this tournament out"), "remove_tournament", self.remove_tournament
        )
        this = QHBoxLayout()
        this.addWidget(self.add_button)
        this.addWidget(self.how)
        this.addWidget(self.remove_button)
        this.addStretch(1)
        self.by = QComboBox()
        self.by.setObjectName("by")
        self.by.addItem(self.tr("by pair"), "pair")
        self.by.addItem(self.tr("by player"), "player")
        self.by.currentIndexChanged.connect(lambda _index: self.show_standings())
        by_label = QLabel(self.tr("&Standings:"))
        by_label.setBuddy(self.by)
        self.table = QTableWidget()
        self.table.setObjectName("standings")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        compact_rows(self.table)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.note = QLabel()
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        self.pdf_button = self._button(self.tr("Save as &PDF to print…"), "pdf", self.choose_pdf_file)
        self.export_button = self._button(self.tr("E&xport…"), "export", self.choose_export_file)
        standings_row = QHBoxLayout()
        standings_row.addWidget(by_label)
        standings_row.addWidget(self.by)
        standings_row.addStretch(1)
        standings_row.addWidget(self.pdf_button)
        standings_row.addWidget(self.export_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(self.rule)
        right_layout.addWidget(self.evenings)
        right_layout.addLayout(this)
        right_layout.addLayout(standings_row)
        right_layout.addWidget(self.table, 1)
        right_layout.addWidget(self.note)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 840])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.resize(1120, 620)
        self.refresh()

    def _button(self, text: str, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # not QDialog's: it would press Close while the director reads the standings
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------------------------ the list

    def refresh(self, chosen: str | None = None) -> None:
        shown = self.chosen()
        current = chosen or (shown.name if shown else None)
        try:
            circuits = circuit_service.list_circuits(self.context.db)
        except USER_ERRORS as error:
            show_error(self, error_text(error))
            circuits = []
        self.circuits.blockSignals(True)
        self.circuits.clear()
        for info in circuits:
            item = QListWidgetItem(info.name)
            item.setData(_INFO_ROLE, info)
            self.circuits.addItem(item)
            if info.name == current:
                self.circuits.setCurrentItem(item)
        if self.circuits.currentItem() is None and self.circuits.count():
            self.circuits.setCurrentRow(0)
        self.circuits.blockSignals(False)
        self.show_circuit()

    def chosen(self) -> CircuitInfo | None:
        item = self.circuits.currentItem()
        return cast("CircuitInfo | None", item.data(_INFO_ROLE)) if item is not None else None

    def show_circuit(self) -> None:
        info = self.chosen()
        words = window_words()
        has = info is not None
        for widget in (self.add_button, self.how, self.remove_button, self.by):
            widget.setEnabled(has)
        self.pdf_button.setEnabled(has)
        self.export_button.setEnabled(has)
        if info is None:
            self.rule.setText(self.tr("No circuit yet: create one, then add this tournament to it."))
            self.evenings.clear()
            self.table.clear()
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.note.clear()
            self.standings = None
            return
        self.rule.setText(rule_text(info.rule, words, final=info.has_final))
        here = self.context.tournament_id
        inside = any(evening.tournament_id == here for evening, _, _ in info.evenings)
        self.add_button.setEnabled(not inside)
        self.how.setEnabled(not inside)
        self.remove_button.setEnabled(inside)
        self.show_standings()

    def show_standings(self) -> None:
        info = self.chosen()
        if info is None:
            return
        by = self.by.currentData()
        try:
            standings = circuit_service.take_circuit_standings(self.context.db, info.name, by=by)
        except USER_ERRORS as error:
            self.standings = None
            self.table.setRowCount(0)
            self.note.setText(error_text(error))
            return
        self.standings = standings
        words = window_words()
        legend = evenings_legend(standings, words)
        self.evenings.setText("\n".join(legend) if legend else self.tr("No tournament in this circuit yet."))
        header, rows = circuit_rows(standings, words)
        self.table.clear()
        self.table.setColumnCount(len(header))
        self.table.setHorizontalHeaderLabels(header)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                item = QTableWidgetItem(self._cell(value))
                if c != 1 and c != 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        empty = self.tr("No evening of this circuit has results yet.")
        self.note.setText(ties_legend(words, standings.rule) if rows else empty)

    def _cell(self, value: Any) -> str:
        if isinstance(value, Decimal):
            return window_words().number(format_vp(value))
        return str(value)

    # ------------------------------------------------------------------------------------ changes

    def new_circuit(self) -> None:
        dialog = NewCircuitDialog(self._create, parent=self)
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _create(self, name: str, rule: CircuitRule) -> bool:
        db = self.context.db
        made = self.context.run(
            lambda: circuit_service.create_circuit(db, name, rule), Changes(), parent=self
        )
        if made is None:
            return False
        self.refresh(made.name)
        return True

    def add_tournament(self) -> bool:
        info = self.chosen()
        if info is None:
            return False
        weight, final = self.how.currentData()
        db, tournament_id = self.context.db, self.context.tournament_id
        done = self.context.run(
            lambda: circuit_service.add_to_circuit(db, info.name, tournament_id, weight=weight, final=final),
            Changes(),
            parent=self,
        )
        if done is None:
            return False
        self.refresh(info.name)
        return True

    def remove_tournament(self) -> bool:
        info = self.chosen()
        if info is None:
            return False
        db, tournament_id = self.context.db, self.context.tournament_id
        done = self.context.run(
            lambda: circuit_service.remove_from_circuit(db, info.name, tournament_id), Changes(), parent=self
        )
        if done is None:
            return False
        self.refresh(info.name)
        return True

    # ------------------------------------------------------------------------------------ files

    def _file_name(self, suffix: str) -> str:
        standings = self.standings
        assert standings is not None
        what = self.tr("by player") if standings.by == "player" else self.tr("by pair")
        folder = preferences.CIRCUITS_FOLDER.get()
        name = f"{standings.name} - {what}{suffix}"
        return str(Path(folder) / name) if folder else name

    def choose_pdf_file(self) -> None:
        if self.standings is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the circuit standings"), self._file_name(".pdf"), self.tr("PDF files (*.pdf)")
        )
        if path:
            self.write_file(
                Path(path) if path.lower().endswith(".pdf") else Path(f"{path}.pdf"), preview=True
            )

    def choose_export_file(self) -> None:
        if self.standings is None:
            return
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the circuit standings"),
            self._file_name(".xlsx"),
            self.tr("Excel workbook (*.xlsx);;CSV file (*.csv)"),
        )
        if not path:
            return
        target = Path(path)
        if target.suffix.lower() not in (".xlsx", ".csv"):
            target = target.with_suffix(".csv" if "csv" in chosen.lower() else ".xlsx")
        self.write_file(target)

    def write_file(self, path: Path, *, preview: bool = False) -> bool:
        """The standings shown, as a PDF, a workbook or a CSV file (by the name's ending); a PDF shown in
        the preview (to print from) when asked and the PDF tools are there, else said where it went."""
        standings = self.standings
        if standings is None:
            return False
        language = window_language()
        suffix = path.suffix.lower()
        try:
            if suffix == ".pdf":
                from burraco_tourney.io.pdf.circuit import write_circuit_standings

                write_circuit_standings(standings, path, language=language)
            elif suffix == ".csv":
                write_circuit_csv(standings, path, language=language)
            else:
                write_circuit_xlsx(standings, path, language=language)
        except Refusal as error:  # a path not writable, a font missing
            show_error(self, error_text(error))
            return False
        preferences.CIRCUITS_FOLDER.set(str(path.parent))
        if preview and suffix == ".pdf" and preview_available():
            shown = PdfPreviewDialog(path, self)
            shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.dialog = shown
            shown.show()
        else:
            show_written(self, path)
        return True
