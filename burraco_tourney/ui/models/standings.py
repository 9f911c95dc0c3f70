"""The standings as a table: rank, pair, players, VP, MP difference, MP, rounds, byes, adjustments."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor

from burraco_tourney.domain.standings import StandingRow, Standings
from burraco_tourney.domain.tournament import PairStatus, TieBreak
from burraco_tourney.ui.models.base import PAIR_NUMBER_ROLE, RIGHT, SORT_ROLE, FlatTableModel, Index
from burraco_tourney.ui.names import signed, tie_break_name, vp_text

_WITHDRAWN = QColor(128, 128, 128)
# The roles the model answers: the others (font, decoration, check state, size…, asked for every cell a
# view measures or paints) are None at once.
_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        PAIR_NUMBER_ROLE,
        SORT_ROLE,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
    }
)


class StandingsTableModel(FlatTableModel):
    """One row per pair, in standings order. The last column says which tie-break put a pair below the
    pair above it when they had the same VP. With groups, each pair's group and its rank in it; showing one
    group (`group`), its pairs only, ranked within it."""

    RANK, PAIR, PLAYERS, GROUP, GROUP_RANK, VP, MP_DIFF, MP, ROUNDS, BYES, ADJUSTMENTS, TIE_BREAK = range(12)
    _NUMERIC = frozenset({RANK, PAIR, GROUP_RANK, VP, MP_DIFF, MP, ROUNDS, BYES})

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[StandingRow] = []
        self._joined: dict[int, int] = {}  # a late pair's number → the round it joined at
        self._group: str | None = None  # the group shown alone, if any

    def headers(self) -> list[str]:
        return [
            self.tr("Rank"),
            self.tr("Pair"),
            self.tr("Players"),
            self.tr("Group"),
            self.tr("Group rank"),
            self.tr("VP"),
            self.tr("MP diff"),
            self.tr("MP"),
            self.tr("Rounds"),
            self.tr("Byes"),
            self.tr("Adjustments"),
            self.tr("Tie broken by"),
        ]

    def set_standings(
        self, standings: Standings | None, joined: dict[int, int] | None = None, group: str | None = None
    ) -> None:
        """`joined`: the late pairs' numbers and the round each joined at, said beside their players (their
        fewer rounds are no mistake). `group`: show that group's pairs only, by their rank in it."""
        if standings is None:
            rows: list[StandingRow] = []
        elif group is not None:
            rows = list(standings.of_group(group))
        else:
            rows = list(standings.rows)
        late = dict(joined or {})
        if late != self._joined or group != self._group:
            self._reset(lambda: self._store(rows, late, group))
            return
        # A row is shown from itself, whether it shares the rank above, and the pair's late entry.
        old = [(row, self._shares(self._rows, i)) for i, row in enumerate(self._rows)]
        new = [(row, self._shares(rows, i)) for i, row in enumerate(rows)]
        self._replace_rows(old, new, lambda item: 0, lambda _items: self._store(rows, late, group))

    @property
    def group(self) -> str | None:
        return self._group

    def _rank(self, row: StandingRow) -> int:
        """The rank shown: in the group when one group is shown, else in the whole field."""
        return (row.group_rank or 0) if self._group is not None else row.rank

    def _shares(self, rows: list[StandingRow], position: int) -> bool:
        return position > 0 and self._rank(rows[position - 1]) == self._rank(rows[position])

    def _store(self, rows: list[StandingRow], joined: dict[int, int], group: str | None) -> None:
        self._rows = rows
        self._joined = joined
        self._group = group

    def row_at(self, row: int) -> StandingRow:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED or not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row(), row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.ADJUSTMENTS and (row.adjustment_vp or row.adjustment_mp):
                return self.tr("Director's adjustments: {vp} VP, {mp} MP").format(
                    vp=signed(row.adjustment_vp), mp=signed(row.adjustment_mp)
                )
            if row.status is PairStatus.WITHDRAWN:
                return self.tr("Withdrawn: past results count")
            if row.pair in self._joined:
                return self.tr("Joined at round {round}: no results before it").format(
                    round=self._joined[row.pair]
                )
            return None
        if role == PAIR_NUMBER_ROLE:
            return row.pair
        if role == SORT_ROLE:
            return self._sort_value(index.row(), row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in self._NUMERIC:
            return RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and row.status is PairStatus.WITHDRAWN:
            return QBrush(_WITHDRAWN)
        return None

    def _sort_value(self, position: int, row: StandingRow, column: int) -> Any:
        """The value the column sorts by: only the asked column's (the proxy asks at every comparison)."""
        if column == self.RANK:
            return self._rank(row)
        if column == self.PAIR:
            return row.pair
        if column == self.PLAYERS:
            return " ".join(row.players).casefold()
        if column == self.GROUP:
            return row.group or ""
        if column == self.GROUP_RANK:
            return row.group_rank or 0
        if column == self.VP:
            return float(row.vp)
        if column == self.MP_DIFF:
            return row.mp_diff
        if column == self.MP:
            return row.mp
        if column == self.ROUNDS:
            return row.rounds
        if column == self.BYES:
            return row.byes
        if column == self.ADJUSTMENTS:
            return float(row.adjustment_vp)
        return self._text(position, row, self.TIE_BREAK)

    def _text(self, position: int, row: StandingRow, column: int) -> str:
        if column == self.RANK:
            return "=" if self._shares(self._rows, position) else str(self._rank(row))
        if column == self.GROUP:
            return row.group or ""
        if column == self.GROUP_RANK:
            return str(row.group_rank) if row.group_rank is not None else ""
        if column == self.PAIR:
            return str(row.pair)
        if column == self.PLAYERS:
            text = " – ".join(row.players)
            if row.pair in self._joined:
                text += " " + self.tr("(joined at round {round})").format(round=self._joined[row.pair])
            if row.status is PairStatus.WITHDRAWN:
                text += " " + self.tr("(withdrawn)")
            return text
        if column == self.VP:
            return vp_text(row.vp)
        if column == self.MP_DIFF:
            return signed(row.mp_diff)
        if column == self.MP:
            return str(row.mp)
        if column == self.ROUNDS:
            return str(row.rounds)
        if column == self.BYES:
            return str(row.byes) if row.byes else ""
        if column == self.ADJUSTMENTS:
            parts = []
            if row.adjustment_vp:
                parts.append(self.tr("{vp} VP").format(vp=signed(row.adjustment_vp)))
            if row.adjustment_mp:
                parts.append(self.tr("{mp} MP").format(mp=signed(row.adjustment_mp)))
            return ", ".join(parts)
        # Inside a group shown alone, the tie-break against the pair above in the group.
        separated_by = row.group_separated_by if self._group is not None else row.separated_by
        if separated_by is None or separated_by is TieBreak.VP:
            return ""
        return tie_break_name(separated_by)
