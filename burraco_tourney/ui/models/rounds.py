"""A round on screen: its tables (with which sheets are in), and its seats by player name."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor

from burraco_tourney.domain.names import fold, name_sort_key, surname_first
from burraco_tourney.domain.quick import is_totals_sheet
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.tournament import Pair, Round, Table
from burraco_tourney.ui.models.base import CENTER, RIGHT, SORT_ROLE, TABLE_NUMBER_ROLE, FlatTableModel, Index
from burraco_tourney.ui.names import line_name, players_text

_SHEET_IN = QColor(214, 240, 214)
# The roles each model answers: the others (font, decoration, check state, size…, asked for every cell a
# view measures or paints) are None at once.
_TABLE_ROLES = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        SORT_ROLE,
        TABLE_NUMBER_ROLE,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.BackgroundRole,
    }
)
_SEAT_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, SORT_ROLE, Qt.ItemDataRole.TextAlignmentRole})


def sheets_in(round_: Round) -> tuple[int, int]:
    """(tables whose score sheet is in, tables) of a round."""
    return sum(1 for table in round_.tables if table.has_result), len(round_.tables)


class RoundTablesTableModel(FlatTableModel):
    """One row per table: its group (in a round played in groups), NS pair and players, EW pair and
    players, and whether the sheet is in."""

    TABLE, GROUP, NS, NS_PLAYERS, EW, EW_PLAYERS, SHEET = range(7)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tables: list[Table] = []
        self._pairs: dict[int, Pair] = {}
        self._number: int | None = None
        self._shown: int | None = -1  # the round the rows belong to (-1: none shown yet)
        self._grouped = False  # the round is played in groups: each table's group is shown

    def headers(self) -> list[str]:
        return [
            self.tr("Table"),
            self.tr("Group"),
            self.tr("NS"),
            self.tr("NS players"),
            self.tr("EW"),
            self.tr("EW players"),
            self.tr("Score sheet"),
        ]

    def set_round(self, round_: Round | None, pairs: dict[int, Pair], *, grouped: bool = False) -> None:
        """Show this round: the rows whose table or players changed are repainted (a sheet in, a name
        corrected); another round, or other tables, reset. `grouped`: the round is played in the groups
        the pairs are in now (made after they were formed)."""
        if grouped != self._grouped:
            self._shown = -1  # every row's group changes
        self._grouped = grouped
        old = [(t, self._pairs.get(t.ns), self._pairs.get(t.ew)) for t in self._tables]
        tables = sorted(round_.tables, key=lambda t: t.table) if round_ is not None else []
        new = [(t, pairs.get(t.ns), pairs.get(t.ew)) for t in tables]
        self._number = round_.number if round_ is not None else None

        def store(rows: list[tuple[Table, Pair | None, Pair | None]]) -> None:
            self._tables = [row[0] for row in rows]
            self._pairs = pairs

        if self._shown != self._number:
            self._reset(lambda: store(new))
        else:
            self._replace_rows(old, new, lambda row: (row[0].table, row[0].ns, row[0].ew), store)
        self._shown = self._number

    def table_at(self, row: int) -> Table:
        return self._tables[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._tables)

    def _group(self, table: Table) -> str:
        ns, ew = self._pairs.get(table.ns), self._pairs.get(table.ew)
        if not self._grouped or ns is None or ew is None or ns.group != ew.group:
            return ""
        return ns.group or ""

    def _players(self, number: int) -> str:
        pair = self._pairs.get(number)
        return players_text(pair) if pair is not None else ""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _TABLE_ROLES or not index.isValid() or not 0 <= index.row() < len(self._tables):
            return None
        table = self._tables[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.TABLE:
                return str(table.table)
            if column == self.GROUP:
                return self._group(table)
            if column == self.NS:
                return str(table.ns)
            if column == self.NS_PLAYERS:
                return self._players(table.ns)
            if column == self.EW:
                return str(table.ew)
            if column == self.EW_PLAYERS:
                return self._players(table.ew)
            if table.vp_override is not None:
                return self.tr("In (artificial result)")
            if is_totals_sheet(table):  # stored as totals, without burracos or card points
                return self.tr("In (by totals)")
            return self.tr("In") if table.entered else self.tr("Waiting")
        if role == SORT_ROLE:  # only the asked column's value (the proxy asks at every comparison)
            if column == self.TABLE:
                return table.table
            if column == self.GROUP:
                return self._group(table)
            if column == self.NS:
                return table.ns
            if column == self.NS_PLAYERS:
                return _folded(self._players(table.ns))
            if column == self.EW:
                return table.ew
            if column == self.EW_PLAYERS:
                return _folded(self._players(table.ew))
            return table.has_result
        if role == TABLE_NUMBER_ROLE:
            return table.table
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (self.TABLE, self.NS, self.EW):
                return RIGHT
            if column == self.SHEET:
                return CENTER
        if role == Qt.ItemDataRole.BackgroundRole and column == self.SHEET and table.has_result:
            return QBrush(_SHEET_IN)
        return None


@lru_cache(maxsize=8192)
def _by_surname(name: str) -> tuple[str, str]:
    """(sort key, name shown surname first) of a player: computed once per name, not at every sort."""
    return name_sort_key(name), surname_first(name)


@lru_cache(maxsize=8192)
def _folded(text: str) -> str:
    return fold(text)


class Seat(NamedTuple):
    """Where one player sits in a round (table None for a bye); `key` sorts by surname, `shown` is the
    name surname first."""

    player: str
    pair: int
    table: int | None
    line: Line | None
    key: str
    shown: str


class SeatsByNameTableModel(FlatTableModel):
    """Every player of the round by surname, shown surname first ("D'Alessandro Carla"), with pair, table
    and line: what players look for on the wall when a round starts."""

    PLAYER, PAIR, TABLE, LINE = range(4)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._seats: list[Seat] = []

    def headers(self) -> list[str]:
        return [self.tr("Player"), self.tr("Pair"), self.tr("Table"), self.tr("Line")]

    def set_round(self, round_: Round | None, pairs: dict[int, Pair]) -> None:
        seats: list[Seat] = []
        if round_ is not None:
            for table in round_.tables:
                for number, line in ((table.ns, Line.NS), (table.ew, Line.EW)):
                    pair = pairs.get(number)
                    if pair is not None:
                        seats += [
                            Seat(player.name, number, table.table, line, *_by_surname(player.name))
                            for player in pair.players
                        ]
            for number in round_.byes:
                pair = pairs.get(number)
                if pair is not None:
                    seats += [
                        Seat(player.name, number, None, None, *_by_surname(player.name))
                        for player in pair.players
                    ]
        new = sorted(seats, key=lambda seat: (seat.key, seat.player, seat.pair))
        if new != self._seats:  # a sheet coming in moves no seat: nothing to repaint
            self._reset(lambda: setattr(self, "_seats", new))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._seats)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _SEAT_ROLES or not index.isValid() or not 0 <= index.row() < len(self._seats):
            return None
        seat = self._seats[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.PLAYER:
                return seat.shown
            if column == self.PAIR:
                return str(seat.pair)
            if column == self.TABLE:
                return str(seat.table) if seat.table is not None else "—"
            return line_name(seat.line)
        if role == SORT_ROLE:
            values: list[Any] = [seat.key, seat.pair, seat.table or 0, str(seat.line or "")]
            return values[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.PAIR, self.TABLE):
            return RIGHT
        return None
