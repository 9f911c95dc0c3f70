"""The preview of a pairs import: every row of the file with its problems; Import only when there are none."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.services.pairs_import import ImportPreview
from burraco_tourney.ui.models.import_preview import ImportPreviewTableModel
from burraco_tourney.ui.widgets.tables import compact_rows


class ImportPreviewDialog(QDialog):
    """Shows what importing a file would register. Nothing is saved until Import is pressed, and Import
    stays disabled while any row (or the import as a whole) has a problem."""

    def __init__(
        self, path: str, preview: ImportPreview, do_import: Callable[[], bool], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("import_preview")
        self.setWindowTitle(self.tr("Import pairs"))
        self._do_import = do_import
        self.preview = preview
        self.model = ImportPreviewTableModel(self)
        self.model.set_preview(preview)
        self.view = QTableView()
        self.view.setObjectName("preview_table")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        compact_rows(self.view)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        file_label = QLabel(self.tr("File: {path}").format(path=path))
        file_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button: QPushButton = self.buttons.addButton(
            self.tr("&Import {count} pairs").format(count=len(preview.rows)),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.import_button.setObjectName("import")
        self.import_button.setEnabled(preview.ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(file_label)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        self._summarise()
        self.resize(1000, 520)

    def _summarise(self) -> None:
        preview = self.preview
        bad = len(preview.problem_rows)
        lines = [*preview.general]
        if bad:
            lines.append(
                self.tr(
                    "{bad} of {count} rows have problems (highlighted). Correct the file and import it "
                    "again: nothing is saved until every row is right."
                ).format(bad=bad, count=len(preview.rows))
            )
        elif preview.ok:
            lines.append(
                self.tr(
                    "All {count} rows can be imported. Check the pair numbers, then press Import."
                ).format(count=len(preview.rows))
            )
        self.summary.setText("\n".join(lines))
        style = "color: #8a1400;" if not preview.ok else "color: #185c18;"
        self.summary.setStyleSheet(style)

    def accept(self) -> None:
        if self.preview.ok and self._do_import():
            super().accept()
