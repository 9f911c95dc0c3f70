"""A table model base: flat rows, column titles from `headers()`, nothing editable, updated by difference."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)

# Roles shared by the models: the pair of a row, and a value that sorts as a person expects.
PAIR_NUMBER_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
SORT_ROLE = Qt.ItemDataRole.UserRole + 3
TABLE_NUMBER_ROLE = Qt.ItemDataRole.UserRole + 4

R = TypeVar("R")


class FlatTableModel(QAbstractTableModel):
    """Subclasses give `headers()` (translated column titles) and `rowCount`, `data`.

    The titles are asked for once (the language is chosen at start-up) and kept: views call `columnCount`
    and `headerData` very often. `resets` and `changed_rows` count how the rows were last updated (a reset
    versus dataChanged on rows), for tests and the benchmark.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers: list[str] | None = None
        self.resets = 0
        self.changed_rows = 0

    def headers(self) -> list[str]:
        raise NotImplementedError

    def _titles(self) -> list[str]:
        if self._headers is None:
            self._headers = self.headers()
        return self._headers

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._titles())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            headers = self._titles()
            if 0 <= section < len(headers):
                return headers[section]
        return super().headerData(section, orientation, role)

    def _reset(self, change: Callable[[], None]) -> None:
        self.beginResetModel()
        change()
        self.endResetModel()
        self.resets += 1

    def _replace_rows(
        self, old: Sequence[R], new: list[R], key: Callable[[R], Hashable], store: Callable[[list[R]], None]
    ) -> None:
        """Replace the rows by difference: the same keys in the same order give dataChanged on the rows that
        differ (the view keeps selection, scroll and sort, and repaints those rows only); else a reset."""
        if len(old) != len(new) or any(key(a) != key(b) for a, b in zip(old, new, strict=True)):
            self._reset(lambda: store(new))
            return
        changed = [row for row, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
        store(new)
        if changed:
            self._rows_changed(changed)

    def _rows_changed(self, rows: Sequence[int]) -> None:
        """dataChanged over each run of consecutive changed rows (all columns)."""
        last_column = self.columnCount() - 1
        start = previous = None
        for row in (*sorted(rows), None):
            if row is not None and previous is not None and row == previous + 1:
                previous = row
                continue
            if start is not None and previous is not None:
                self.dataChanged.emit(self.index(start, 0), self.index(previous, last_column))
            start = previous = row
        self.changed_rows += len(rows)
