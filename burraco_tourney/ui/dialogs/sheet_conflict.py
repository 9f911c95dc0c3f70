"""A save refused because another station saved the same table first: both sheets side by side, then choose.

Nothing was overwritten when this dialog shows. The director loads the other station's sheet, keeps their
own as a correction of it (with a reason, for the audit log), or goes back to editing; there is no silent
overwrite.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.scoring import DealEnd, deal_totals
from burraco_tourney.domain.standings import table_result
from burraco_tourney.domain.tournament import Table, TournamentSettings
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.ui.names import moment_text, station_words

_DIFFERENT = QColor("#fff0c2")


def local_time_text(moment: datetime | None) -> str:
    """A stored UTC time in this computer's time zone, to the second."""
    if moment is None:
        return "?"
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment_text(moment)


class SheetConflictDialog(QDialog):
    """Their sheet (as now stored) next to the director's; `on_load()` or `on_keep(reason)` does the work and
    answers whether it worked (the dialog then closes)."""

    LOAD, KEEP, BACK = "load", "keep", "back"

    def __init__(
        self,
        theirs: Table,
        mine: Table,
        settings: TournamentSettings,
        saved_by: str | None,
        saved_at: datetime | None,
        on_load: Callable[[], object],
        on_keep: Callable[[str], object],
        reason: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sheet_conflict")
        self.setWindowTitle(self.tr("Another station saved this table"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.on_load = on_load
        self.on_keep = on_keep
        self.choice: str | None = None

        who = station_words(saved_by) if saved_by else self.tr("another station")
        self.message = QLabel(
            self.tr(
                "Table {table} was saved by {who} at {time}, after you opened it. Nothing of yours was "
                "saved and nothing of theirs was overwritten. Compare the two sheets and choose."
            ).format(table=theirs.table, who=who, time=local_time_text(saved_at))
        )
        self.message.setObjectName("conflict_message")
        self.message.setWordWrap(True)

        self.grid = QTableWidget()
        self.grid.setObjectName("conflict_grid")
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.grid.setColumnCount(4)
        self.grid.setHorizontalHeaderLabels(
            [
                self.tr("Theirs: NS"),
                self.tr("Theirs: EW"),
                self.tr("Yours: NS"),
                self.tr("Yours: EW"),
            ]
        )
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._fill(theirs, mine, settings)

        self.reason = QLineEdit(reason or "")
        self.reason.setObjectName("conflict_reason")
        self.reason.setPlaceholderText(self.tr("Why your sheet replaces theirs (kept in the audit log)"))
        reason_label = QLabel(self.tr("&Reason:"))
        reason_label.setBuddy(self.reason)
        reason_row = QHBoxLayout()
        reason_row.addWidget(reason_label)
        reason_row.addWidget(self.reason, 1)

        self.load_button = QPushButton(self.tr("&Load their sheet"))
        self.load_button.setObjectName("load_theirs")
        self.keep_button = QPushButton(self.tr("&Keep mine as a correction"))
        self.keep_button.setObjectName("keep_mine")
        self.back_button = QPushButton(self.tr("&Back to editing"))
        self.back_button.setObjectName("back_to_editing")
        self.load_button.clicked.connect(self.load_theirs)
        self.keep_button.clicked.connect(self.keep_mine)
        self.back_button.clicked.connect(self.back)
        self.back_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.load_button)
        buttons.addWidget(self.keep_button)
        buttons.addStretch()
        buttons.addWidget(self.back_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.grid, 1)
        layout.addLayout(reason_row)
        layout.addLayout(buttons)
        height = self.grid.horizontalHeader().height() + 4
        height += sum(self.grid.rowHeight(row) for row in range(self.grid.rowCount()))
        self.grid.setMinimumHeight(min(height, 420))
        self.resize(640, self.sizeHint().height())

    def _fill(self, theirs: Table, mine: Table, settings: TournamentSettings) -> None:
        rows: list[tuple[str, tuple[str, str], tuple[str, str]]] = []
        count = max(len(theirs.deals), len(mine.deals))
        for index in range(count):
            sides = []
            for table in (theirs, mine):
                if index < len(table.deals) and table.deals[index].end is DealEnd.NOT_PLAYED:
                    sides.append((self.tr("not played"), ""))
                elif index < len(table.deals):
                    ns, ew = deal_totals(table.deals[index], settings.scoring)
                    sides.append((str(ns), str(ew)))
                else:
                    sides.append(("–", "–"))
            rows.append((self.tr("Deal {number}").format(number=index + 1), sides[0], sides[1]))
        totals, vps = [], []
        for table in (theirs, mine):
            result = table_result(table, settings)
            if table.has_result:
                totals.append((str(result.ns_mp), str(result.ew_mp)))
                vps.append((format_vp(result.ns_vp), format_vp(result.ew_vp)))
            else:
                totals.append(("–", "–"))
                vps.append(("–", "–"))
        rows.append((self.tr("Total"), totals[0], totals[1]))
        rows.append((self.tr("VP"), vps[0], vps[1]))
        self.grid.setRowCount(len(rows))
        self.grid.setVerticalHeaderLabels([row[0] for row in rows])
        for row, (_name, their, my) in enumerate(rows):
            differ = their != my
            for column, text in enumerate((*their, *my)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if differ:
                    item.setBackground(QBrush(_DIFFERENT))
                if row >= len(rows) - 2:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.grid.setItem(row, column, item)

    def cell(self, row: int, column: int) -> str:
        item = self.grid.item(row, column)
        return item.text() if item is not None else ""

    def load_theirs(self) -> None:
        self.choice = self.LOAD
        self.accept()
        self.on_load()

    def keep_mine(self) -> None:
        reason = self.reason.text().strip()
        if not reason:
            self.reason.setFocus()
            self.reason.setPlaceholderText(self.tr("A reason is needed to replace their sheet"))
            self.reason.setStyleSheet("QLineEdit { border: 1px solid #c0392b; }")
            return
        self.choice = self.KEEP
        self.accept()
        self.on_keep(reason)

    def back(self) -> None:
        self.choice = self.BACK
        self.reject()
