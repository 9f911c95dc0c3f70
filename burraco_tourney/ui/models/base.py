"""A table model base: flat rows, column titles from `headers()`, nothing editable."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)

# Roles shared by the models: the pair of a row, and a value that sorts as a person expects.
PAIR_NUMBER_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
SORT_ROLE = Qt.ItemDataRole.UserRole + 3
TABLE_NUMBER_ROLE = Qt.ItemDataRole.UserRole + 4


class FlatTableModel(QAbstractTableModel):
    """Subclasses give `headers()` (translated column titles) and `rowCount`, `data`."""

    def headers(self) -> list[str]:
        raise NotImplementedError

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.headers())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            headers = self.headers()
            if 0 <= section < len(headers):
                return headers[section]
        return super().headerData(section, orientation, role)
