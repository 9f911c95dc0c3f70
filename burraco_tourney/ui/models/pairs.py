"""The pairs of a tournament as a table, and the filter behind the search box."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

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
# The roles the model answers: the others (font, decoration, check state, size…, asked for every cell a
# view measures or paints) are None at once.
_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        SORT_ROLE,
        PAIR_NUMBER_ROLE,
        SEARCH_ROLE,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
    }
)


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
    """One row per pair: number, both players, club (the association), region, province, category,
    member ids, group, status."""

    NUMBER, PLAYER_1, PLAYER_2, CLUB, REGION, PROVINCE, CATEGORY, MEMBER_ID, GROUP, STATUS = range(10)
    # The players' fields shown in a column, and filtered on by value (PairsFilterProxyModel.set_filter).
    FIELDS: ClassVar[dict[int, str]] = {
        CLUB: "club",
        REGION: "region",
        PROVINCE: "province",
        CATEGORY: "category",
    }

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
            self.tr("Region"),
            self.tr("Province"),
            self.tr("Category"),
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
        if role not in _ANSWERED or not index.isValid() or not 0 <= index.row() < len(self._pairs):
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
                texts += [player.region or "", player.province or "", player.category or ""]
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
        if column in self.FIELDS:
            field = self.FIELDS[column]
            return _joined([getattr(first, field), getattr(second, field)])
        if column == self.MEMBER_ID:
            return _joined([first.member_id, second.member_id])
        if column == self.GROUP:
            return pair.group or ""
        return status_text(pair)


def field_values(pairs: Sequence[Pair], field: str) -> list[str]:
    """The different values the players carry in `field` (club, region, province, category), each once
    however it is accented or capitalised (as first written), in alphabetical order."""
    seen: dict[str, str] = {}
    for pair in pairs:
        for player in pair.players:
            value = getattr(player, field)
            if value:
                seen.setdefault(fold(value), value)
    return [seen[key] for key in sorted(seen)]


class PairsFilterProxyModel(QSortFilterProxyModel):
    """Keeps the pairs whose number, names, clubs, regions, provinces, categories, member ids or group
    contain every word typed, and (`set_filter`) whose players carry the value chosen for a field, ignoring
    case, accents, apostrophes, hyphens and the spaces inside a name; sorts numbers as numbers."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []
        self._fields: dict[str, str] = {}  # field → the folded value a player of the pair must carry
        self.setSortRole(SORT_ROLE)

    def _refilter(self, change: Callable[[], None]) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 and later
            self.beginFilterChange()
            change()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            change()
            self.invalidateRowsFilter()

    def set_search(self, text: str) -> None:
        self._refilter(lambda: setattr(self, "_words", fold(text).split()))

    def set_filter(self, field: str, value: str | None) -> None:
        """Keep only the pairs with a player whose `field` is `value` (None: any)."""

        def change() -> None:
            if value:
                self._fields[field] = fold(value)
            else:
                self._fields.pop(field, None)

        self._refilter(change)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self._words and not self._fields:
            return True
        model = self.sourceModel()
        if self._fields:
            if not isinstance(model, PairsTableModel):
                return True
            pair = model.pair_at(source_row)
            for field, wanted in self._fields.items():
                if not any(fold(getattr(player, field) or "") == wanted for player in pair.players):
                    return False
        if not self._words:
            return True
        index = model.index(source_row, 0, source_parent)
        haystack = str(model.data(index, SEARCH_ROLE) or "")
        return all(word in haystack for word in self._words)
