"""One pair's rounds, one row each: table, line, opponent, MP, difference, VP."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, Qt

from burraco_tourney.domain.standings import HistoryEntry
from burraco_tourney.ui.models.base import RIGHT, FlatTableModel, Index
from burraco_tourney.ui.names import line_name, signed, vp_text


class HistoryTableModel(FlatTableModel):
    ROUND, TABLE, LINE, OPPONENT, MP, OPPONENT_MP, DIFF, VP = range(8)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[HistoryEntry] = []
        self._names: dict[int, str] = {}

    def headers(self) -> list[str]:
        return [
            self.tr("Round"),
            self.tr("Table"),
            self.tr("Line"),
            self.tr("Opponents"),
            self.tr("MP"),
            self.tr("Opp. MP"),
            self.tr("Diff"),
            self.tr("VP"),
        ]

    def set_history(self, entries: list[HistoryEntry], names: dict[int, str]) -> None:
        self.beginResetModel()
        self._entries = list(entries)
        self._names = dict(names)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(entry, column)
        if role == Qt.ItemDataRole.ToolTipRole and entry.artificial:
            return self.tr("Artificial result set by the director")
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (self.LINE, self.OPPONENT):
            return RIGHT
        return None

    def _text(self, entry: HistoryEntry, column: int) -> str:
        if column == self.ROUND:
            return str(entry.round)
        if entry.bye:
            if column == self.OPPONENT:
                return self.tr("Bye")
            if column == self.DIFF:
                return signed(entry.diff)
            if column == self.VP:
                return vp_text(entry.vp)
            return ""
        if column == self.TABLE:
            return str(entry.table)
        if column == self.LINE:
            return line_name(entry.line)
        if column == self.OPPONENT:
            assert entry.opponent is not None
            name = self._names.get(entry.opponent, "")
            return f"{entry.opponent} · {name}" if name else str(entry.opponent)
        if column == self.MP:
            return str(entry.own_mp)
        if column == self.OPPONENT_MP:
            return str(entry.opponent_mp)
        if column == self.DIFF:
            return signed(entry.diff)
        text = vp_text(entry.vp)
        return f"{text} *" if entry.artificial else text
