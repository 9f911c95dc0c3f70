"""The rows of a pairs file before they are imported, each with its problems (problem rows highlighted).

The director may correct a row in place: every cell but the row number and the problems can be edited.
An edit changes the row at once (with no problems, until checked) and says so with `row_edited`; whoever
shows the model then checks the rows again and gives the new preview to `update_preview`."""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from burraco_tourney.domain.problems import Problem
from burraco_tourney.io.pairs_import import PairImportRow, retyped
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services.pairs_import import ImportPreview, PreviewRow
from burraco_tourney.ui.models.base import RIGHT, FlatTableModel, Index
from burraco_tourney.ui.names import window_language

_PROBLEM = QColor(255, 221, 214)
_PROBLEM_TEXT = QColor(150, 20, 0)


class ImportPreviewTableModel(FlatTableModel):
    """One row per row of the file: its row number, the pair number it gets, players (with their club,
    member id, region, province and category), group, problems."""

    (
        ROW,
        NUMBER,
        PLAYER_1,
        CLUB_1,
        MEMBER_ID_1,
        REGION_1,
        PROVINCE_1,
        CATEGORY_1,
        PLAYER_2,
        CLUB_2,
        MEMBER_ID_2,
        REGION_2,
        PROVINCE_2,
        CATEGORY_2,
        GROUP,
        PROBLEMS,
    ) = range(16)
    # The field of the file each editable column holds (see io.pairs_import.COLUMNS).
    FIELDS: ClassVar[dict[int, str]] = {
        NUMBER: "number",
        PLAYER_1: "player1",
        CLUB_1: "club1",
        MEMBER_ID_1: "member_id1",
        REGION_1: "region1",
        PROVINCE_1: "province1",
        CATEGORY_1: "category1",
        PLAYER_2: "player2",
        CLUB_2: "club2",
        MEMBER_ID_2: "member_id2",
        REGION_2: "region2",
        PROVINCE_2: "province2",
        CATEGORY_2: "category2",
        GROUP: "group",
    }
    # The columns of where the players come from, shown only when the file has them.
    PLACES: ClassVar[dict[int, str]] = {
        REGION_1: "region",
        PROVINCE_1: "province",
        CATEGORY_1: "category",
        REGION_2: "region",
        PROVINCE_2: "province",
        CATEGORY_2: "category",
    }

    row_edited = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[PreviewRow] = []

    def headers(self) -> list[str]:
        return [
            self.tr("Row"),
            self.tr("Pair"),
            self.tr("Player 1"),
            self.tr("Club"),
            self.tr("Member id"),
            self.tr("Region"),
            self.tr("Province"),
            self.tr("Category"),
            self.tr("Player 2"),
            self.tr("Club"),
            self.tr("Member id"),
            self.tr("Region"),
            self.tr("Province"),
            self.tr("Category"),
            self.tr("Group"),
            self.tr("Problems"),
        ]

    def set_preview(self, preview: ImportPreview | None) -> None:
        self.beginResetModel()
        self._rows = list(preview.rows) if preview is not None else []
        self.endResetModel()

    def update_preview(self, preview: ImportPreview) -> None:
        """The same rows checked again: repainted in place, so the view keeps its place and selection."""
        assert len(preview.rows) == len(self._rows), "the same rows"
        self._rows = list(preview.rows)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self.PROBLEMS))

    def has_field(self, field: str) -> bool:
        """Whether some player of the rows carries `field` (region, province, category)."""
        return any(getattr(player, field) for row in self._rows for player in row.source.players)

    def preview_row(self, row: int) -> PreviewRow:
        return self._rows[row]

    def sources(self) -> list[PairImportRow]:
        """The rows as they are now, with the director's corrections."""
        return [row.source for row in self._rows]

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() in self.FIELDS:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() not in self.FIELDS:
            return False
        row = self._rows[index.row()]
        source = retyped(row.source, self.FIELDS[index.column()], str(value or ""))
        if source == row.source:
            return False
        number = source.number if index.column() == self.NUMBER else row.number
        self._rows[index.row()] = PreviewRow(source, number, source.problems)
        self.dataChanged.emit(self.index(index.row(), 0), self.index(index.row(), self.PROBLEMS))
        self.row_edited.emit(index.row())
        return True

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.EditRole and column in self.FIELDS:
            if column == self.NUMBER:  # the row's own number: empty when it takes a free one
                return "" if row.source.number is None else str(row.source.number)
            return self._text(row, column, False)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._text(row, column, role == Qt.ItemDataRole.ToolTipRole)
        if role == Qt.ItemDataRole.BackgroundRole and row.problems:
            return QBrush(_PROBLEM)
        if role == Qt.ItemDataRole.ForegroundRole and row.problems and column == self.PROBLEMS:
            return QBrush(_PROBLEM_TEXT)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.ROW, self.NUMBER):
            return RIGHT
        return None

    def _text(self, row: PreviewRow, column: int, full: bool) -> str:
        first, second = row.source.players
        if column == self.ROW:
            return str(row.row)
        if column == self.NUMBER:
            return "" if row.number is None else str(row.number)
        texts = {
            self.PLAYER_1: first.name,
            self.CLUB_1: first.club or "",
            self.MEMBER_ID_1: first.member_id or "",
            self.PLAYER_2: second.name,
            self.CLUB_2: second.club or "",
            self.MEMBER_ID_2: second.member_id or "",
            self.REGION_1: first.region or "",
            self.PROVINCE_1: first.province or "",
            self.CATEGORY_1: first.category or "",
            self.REGION_2: second.region or "",
            self.PROVINCE_2: second.province or "",
            self.CATEGORY_2: second.category or "",
            self.GROUP: row.source.group or "",
        }
        if column in texts:
            return texts[column]
        # The problems are placed at the row, which is in the first column already: said without it (but
        # with the column, when they are placed at one: "Pair number: 'x9' is not a whole number").
        language = window_language()
        problems = [
            describe(Problem(p.code, p.severity, p.path[2:], p.params), language)
            if isinstance(p, Problem)
            else str(p)
            for p in row.problems
        ]
        return ("\n" if full else "; ").join(problems)
