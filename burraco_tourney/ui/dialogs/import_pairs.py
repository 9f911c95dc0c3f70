"""The preview of a pairs import: every row of the file with its problems, corrected in place or skipped.

Nothing is saved until the director presses Import (every row right) or "Import the N good rows" (the rows
with problems left out). A corrected cell is checked again at once, against the other rows and the pairs
already registered. The dialog also says how the file was read: the columns it read and those it ignored,
the sheet of a workbook, a guessed code page, and the column names it accepts, in the director's language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

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

from burraco_tourney.io.pairs_import import PairImportRow, PairsFile
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services.pairs_import import ImportPreview
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.models.import_preview import ImportPreviewTableModel
from burraco_tourney.ui.names import window_language
from burraco_tourney.ui.widgets.background import BackgroundTask
from burraco_tourney.ui.widgets.messages import USER_ERRORS, show_error
from burraco_tourney.ui.widgets.tables import compact_rows

# do_import(rows, skip_bad) registers the rows (leaving out the bad ones when skip_bad) and returns what it
# registered. It runs on a pool thread (20,000 rows take about 25 s), so it must not touch a widget.
ImportRows = Callable[[Sequence[PairImportRow], bool], Any]
# imported(rows, result), in the GUI thread once do_import has returned: tell the director.
Imported = Callable[[Sequence[PairImportRow], Any], None]
CheckRows = Callable[[Sequence[PairImportRow]], ImportPreview]

_BAD = "color: #8a1400;"
_GOOD = "color: #185c18;"
_WARNING = "color: #7a4b00;"


class ImportPreviewDialog(QDialog):
    """Shows what importing a file would register. Import is enabled when every row is right; "Import the N
    good rows, skip M" when some are; cells can be corrected and are checked again as they are."""

    def __init__(
        self,
        path: str,
        preview: ImportPreview,
        do_import: ImportRows,
        parent: QWidget | None = None,
        *,
        check: CheckRows | None = None,
        read: PairsFile | None = None,
        imported: Imported | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("import_preview")
        self.setWindowTitle(self.tr("Import pairs"))
        self._do_import = do_import
        self._imported = imported
        self.task: BackgroundTask | None = None  # the import running, if one is (tests wait on it)
        self._check = check
        self.preview = preview
        self.model = ImportPreviewTableModel(self)
        self.model.set_preview(preview)
        self.model.row_edited.connect(self._recheck)
        self.view = QTableView()
        self.view.setObjectName("preview_table")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        if check is None:  # nothing to check a correction with: show the rows as read
            self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        else:
            self.view.setEditTriggers(
                QAbstractItemView.EditTrigger.DoubleClicked
                | QAbstractItemView.EditTrigger.EditKeyPressed
                | QAbstractItemView.EditTrigger.AnyKeyPressed
            )
        self.view.verticalHeader().hide()
        compact_rows(self.view)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # Region, province and category columns for a regional's file; a club's list has none.
        for column, field in ImportPreviewTableModel.PLACES.items():
            self.view.setColumnHidden(column, not self.model.has_field(field))

        file_label = QLabel(self.tr("File: {path}").format(path=path))
        file_label.setWordWrap(True)
        self.how_read = QLabel()
        self.how_read.setObjectName("how_read")
        self.how_read.setWordWrap(True)
        self.warnings = QLabel()
        self.warnings.setObjectName("warnings")
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet(_WARNING)
        self.accepted_columns = QLabel(self.accepted_columns_text())
        self.accepted_columns.setObjectName("accepted_columns")
        self.accepted_columns.setWordWrap(True)
        self.accepted_columns.setStyleSheet("color: palette(placeholder-text);")
        self._describe(read)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.skip_button: QPushButton = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ApplyRole)
        self.skip_button.setObjectName("import_good")
        self.skip_button.clicked.connect(self.import_good_rows)
        self.import_button: QPushButton = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("import")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(file_label)
        layout.addWidget(self.how_read)
        layout.addWidget(self.warnings)
        layout.addWidget(self.accepted_columns)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        self._summarise()
        self.resize(1000, 560)

    def accepted_columns_text(self) -> str:
        # The names are ones the reader accepts (tests/ui/test_import_dialog.py checks every language's).
        return self.tr(
            "Columns read, by their name in the header row (capitals, spaces and accents do not matter): "
            "Pair / Number · Player 1 / Name 1 (or Surname 1 and Name 1) · Club 1 · Member id 1 · "
            "Player 2 / Name 2 (or Surname 2 and Name 2) · Club 2 · Member id 2 · Club / Category "
            "(of both players) · Group. Other columns are ignored."
        )

    def _describe(self, read: PairsFile | None) -> None:
        """How the file was read: its columns, its sheet, and what the director should check."""
        if read is None:
            self.how_read.hide()
            self.warnings.hide()
            return
        # The command line says the same words (io/problem_texts/io.py).
        self.how_read.setText(" ".join(describe(said, window_language()) for said in read.how_read))
        warnings = []
        if read.encoding is not None:
            warnings.append(
                self.tr(
                    "The file is not UTF-8 text: it was read as {encoding}, which is a guess. Check the "
                    "accented letters of the names; if they are wrong, save the file as CSV UTF-8."
                ).format(encoding=read.encoding)
            )
        if read.other_sheets:
            warnings.append(
                self.tr("The sheets {sheets} also list pairs and were not read.").format(
                    sheets=", ".join(f"“{name}”" for name in read.other_sheets)
                )
            )
        self.warnings.setText("\n".join(warnings))
        self.warnings.setVisible(bool(warnings))

    def _recheck(self) -> None:
        assert self._check is not None
        self.preview = self._check(self.model.sources())
        self.model.update_preview(self.preview)
        self._summarise()

    def _summarise(self) -> None:
        preview = self.preview
        count, bad = len(preview.rows), len(preview.problem_rows)
        good = count - bad
        lines = [describe(problem, window_language()) for problem in preview.general]
        if bad:
            lines.append(
                self.tr(
                    "{bad} of {count} rows have problems (highlighted). Correct them in the table "
                    "(double-click a cell), or import only the good rows: nothing is saved until you press "
                    "Import."
                ).format(bad=bad, count=count)
            )
        elif preview.ok:
            lines.append(
                self.tr(
                    "All {count} rows can be imported. Check the pair numbers, then press Import."
                ).format(count=count)
            )
        self.summary.setText("\n".join(lines))
        self.summary.setStyleSheet(_BAD if not preview.ok else _GOOD)
        self.import_button.setText(self.tr("&Import {count} pairs").format(count=count))
        self.import_button.setEnabled(preview.ok)
        self.skip_button.setText(
            self.tr("Import the {good} &good rows, skip {bad}").format(good=good, bad=bad)
        )
        self.skip_button.setVisible(bool(bad) and bool(good) and not preview.general)

    def accept(self) -> None:
        if self.preview.ok:
            self._start_import(False)

    def import_good_rows(self) -> None:
        if self.preview.general or not any(row.ok for row in self.preview.rows):
            return
        self._start_import(True)

    def reject(self) -> None:
        if self.task is None:  # while the import runs it cannot be called back: the dialog waits for it
            super().reject()

    def _start_import(self, skip_bad: bool) -> None:
        """Register the rows off the GUI thread; the dialog closes when they are, or says why not."""
        if self.task is not None:
            return
        rows = self.model.sources()
        count = sum(row.ok for row in self.preview.rows) if skip_bad else len(rows)
        busy = self.tr("Importing %Ln pair(s)…", "", count)
        self.summary.setText(busy)
        self.summary.setStyleSheet("")
        self.buttons.setEnabled(False)
        self.view.setEnabled(False)

        def done(result: object) -> None:
            self.task = None
            if self._imported is not None:
                self._imported(rows, result)
            super(ImportPreviewDialog, self).accept()

        def failed(error: Exception) -> None:
            self.task = None
            self.buttons.setEnabled(True)
            self.view.setEnabled(True)
            self._summarise()
            if not isinstance(error, USER_ERRORS):
                raise error
            show_error(self, error_text(error))

        self.task = BackgroundTask(self, busy, lambda: self._do_import(rows, skip_bad), done, failed)
