"""The corrections of a tournament (or all its changes): who, when, old and new values, and why."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.audit import CORRECTION_ACTIONS, AuditEntry
from burraco_tourney.ui.models.sheet_audit import AuditTableModel, action_name, subject_name
from burraco_tourney.ui.names import moment_text, station_words
from burraco_tourney.ui.widgets.tables import sorted_proxy, table_view


def _searched(entry: AuditEntry) -> str:
    """What the filter looks in; the station as shown ("tavolo 7") and as stored ("table 7") both find it."""
    text = f"{subject_name(entry)} {station_words(entry.who)} {entry.who} {entry.reason}"
    return text.casefold().replace(",", "")


class AuditDialog(QDialog):
    """The audit log, newest first. It shows the corrections of saved scores by default; "All changes"
    adds first saves, registrations, adjustments and settings. `load()` reads the log again."""

    CORRECTIONS, ALL = range(2)

    def __init__(
        self, load: Callable[[], Sequence[AuditEntry]], table: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("audit_dialog")
        self.setWindowTitle(self.tr("Corrections log"))
        self._load = load
        self._entries: list[AuditEntry] = []
        self.which = QComboBox()
        self.which.setObjectName("which")
        self.which.addItem(self.tr("Corrections of saved scores"))
        self.which.addItem(self.tr("All changes"))
        self.which.currentIndexChanged.connect(self._show)
        self.search = QLineEdit(table)
        self.search.setObjectName("search")
        self.search.setPlaceholderText(self.tr("Filter, e.g. round 2 table 4"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._show)
        self.count = QLabel()
        self.count.setObjectName("count")

        self.model = AuditTableModel(self)
        self.proxy: QSortFilterProxyModel = sorted_proxy(self.model, self)
        self.view = table_view("audit_table")
        self.view.setModel(self.proxy)
        self.view.sortByColumn(AuditTableModel.WHEN, Qt.SortOrder.DescendingOrder)
        self.view.setWordWrap(True)
        self.view.selectionModel().selectionChanged.connect(self._show_details)
        self.details = QPlainTextEdit()
        self.details.setObjectName("details")
        self.details.setReadOnly(True)
        self.details.setMaximumHeight(110)

        top = QHBoxLayout()
        top.addWidget(self.which)
        top.addWidget(self.search, 1)
        top.addWidget(self.count)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.details)
        layout.addWidget(buttons)
        self.resize(1000, 520)
        self.reload()

    def reload(self) -> None:
        self._entries = list(self._load())
        self._show()

    def _show(self) -> None:
        corrections = self.which.currentIndex() == self.CORRECTIONS
        words = self.search.text().casefold().split()
        shown = [
            entry
            for entry in self._entries
            if (not corrections or entry.action in CORRECTION_ACTIONS)
            and all(word in _searched(entry) for word in words)
        ]
        self.model.set_entries(shown)
        self.view.resizeColumnsToContents()
        for column in (AuditTableModel.CHANGE, AuditTableModel.REASON):
            self.view.setColumnWidth(column, min(self.view.columnWidth(column), 320))
        self.count.setText(self.tr("{count} shown").format(count=len(shown)))
        self.details.clear()

    def _show_details(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            self.details.clear()
            return
        row = self.proxy.mapToSource(rows[0]).row()
        entry = self.model.entry_at(row)
        summary = self.model.index(row, AuditTableModel.CHANGE).data()
        self.details.setPlainText(
            self.tr("{when} · {who} · {action} · {what}\nWhy: {reason}\n{change}").format(
                when=moment_text(entry.at),
                who=station_words(entry.who),
                action=action_name(entry.action),
                what=subject_name(entry),
                reason=entry.reason or "—",
                change=(summary or "").replace("; ", "\n"),
            )
        )
