"""The pairs of a tournament as a table, and the filter behind the search box."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor

from burraco_tourney.domain.names import fold
from burraco_tourney.domain.tournament import Pair, PairStatus
from burraco_tourney.ui.models.base import (
    PAIR_NUMBER_ROLE,
    SEARCH_ROLE,
    SORT_ROLE,
    FlatTableModel,
    Index,
)
from burraco_tourney.ui.names import status_text

_WITHDRAWN = QColor(128, 128, 128)


def _joined(values: Sequence[str | None]) -> str:
    """Club or member ids of the two players: one value when they agree, both otherwise."""
    present = [value for value in values if value]
    if not present:
        return ""
    if len(set(present)) == 1 and len(present) == len(values):
        return present[0]
    return " / ".join(value or "—" for value in values)


def _number(pair: Pair) -> int:
    return pair.number


class PairsTableModel(FlatTableModel):
    """One row per pair: number, both players, club, member ids, group, status."""

    NUMBER, PLAYER_1, PLAYER_2, CLUB, MEMBER_ID, GROUP, STATUS = range(7)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pairs: list[Pair] = []
        self._rows: dict[int, int] = {}  # pair number → row

    def headers(self) -> list[str]:
        return [
            self.tr("No."),
            self.tr("Player 1"),
            self.tr("Player 2"),
            self.tr("Club"),
            self.tr("Member id"),
            self.tr("Group"),
            self.tr("Status"),
        ]

    def set_pairs(self, pairs: Sequence[Pair]) -> None:
        """Show these pairs: rows whose pair changed are repainted; a pair added or removed resets."""

        def store(new: list[Pair]) -> None:
            self._pairs = new
            self._rows = {pair.number: row for row, pair in enumerate(new)}

        self._replace_rows(self._pairs, sorted(pairs, key=lambda pair: pair.number), _number, store)

    def pair_at(self, row: int) -> Pair:
        return self._pairs[row]

    def row_of(self, number: int) -> int | None:
        return self._rows.get(number)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._pairs)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._pairs):
            return None
        pair = self._pairs[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._text(pair, column)
        if role == SORT_ROLE:
            if column == self.NUMBER:
                return pair.number
            return fold(self._text(pair, column))
        if role == PAIR_NUMBER_ROLE:
            return pair.number
        if role == SEARCH_ROLE:
            texts = [str(pair.number), pair.group or ""]
            for player in pair.players:
                texts += [player.name, player.club or "", player.member_id or ""]
            # Each text folded twice, as written and without its spaces, so that "deluca" finds "De Luca"
            # as "dalessandro" finds "D'Alessandro" (fold drops apostrophes and hyphens).
            folded = [fold(text) for text in texts if text]
            return " | ".join(folded + [text.replace(" ", "") for text in folded if " " in text])
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.NUMBER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and pair.status is PairStatus.WITHDRAWN:
            return QBrush(_WITHDRAWN)
        return None

    def _text(self, pair: Pair, column: int) -> str:
        first, second = pair.players
        if column == self.NUMBER:
            return str(pair.number)
        if column == self.PLAYER_1:
            return first.name
        if column == self.PLAYER_2:
            return second.name
        if column == self.CLUB:
            return _joined([first.club, second.club])
        if column == self.MEMBER_ID:
            return _joined([first.member_id, second.member_id])
        if column == self.GROUP:
            return pair.group or ""
        return status_text(pair)


class PairsFilterProxyModel(QSortFilterProxyModel):
    """Keeps the pairs whose number, names, clubs, member ids or group contain every word typed,
    ignoring case, accents, apostrophes, hyphens and the spaces inside a name; sorts numbers as numbers."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []
        self.setSortRole(SORT_ROLE)

    def set_search(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 and later
            self.beginFilterChange()
            self._words = fold(text).split()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._words = fold(text).split()
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self._words:
            return True
        index = self.sourceModel().index(source_row, 0, source_parent)
        haystack = str(self.sourceModel().data(index, SEARCH_ROLE) or "")
        return all(word in haystack for word in self._words)
