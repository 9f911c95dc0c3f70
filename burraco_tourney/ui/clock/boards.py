"""The other views of the rotating room display: the seats of the round to play and the standings, set as
large as the screen allows (in as many columns as make the letters biggest)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from burraco_tourney.domain.names import split_name
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Pair, Tournament
from burraco_tourney.services.standings import rounds_progress

# The look of the clock while it runs (display.SCHEMES["running"]): the views change, the wall stays calm.
_BACKGROUND, _TITLE, _WORDS = "#14181d", "#ffffff", "#c9d1d9"
_SHADE = "#232a33"  # every other row, so that a line is followed across the room
_LARGEST_ROW = 0.1  # share of the height: a short list is not blown up beyond reading comfort
_LETTERS = 0.75  # the letters' share of a row's height
_INSET = 12.0  # pixels between a column's edge and its text


def _gap(font: QFont) -> float:
    return QFontMetricsF(font).horizontalAdvance("M") * 1.5


def surnames(pair: Pair) -> str:
    """ "D'Alessandro – Wąsowski": how the wall board names a pair (the surnames are what people scan for)."""
    return " – ".join(split_name(player.name)[0] or player.name for player in pair.players)


class Board(QWidget):
    """A title and rows of cells (the first cell bold), laid out in columns at the largest size that fits."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.title = ""
        self.rows: list[tuple[str, ...]] = []
        self.empty_text = ""
        self.right_aligned: frozenset[int] = frozenset({0})  # cells of numbers, lined up at their right

    def set_content(self, title: str, rows: Sequence[tuple[str, ...]], empty_text: str = "") -> None:
        self.title, self.rows, self.empty_text = title, list(rows), empty_text
        self.update()

    def _layout(self, width: float, height: float) -> tuple[int, float]:
        """(columns, row height) that make the letters largest for the rows."""
        trial = 100.0  # pixels: the rows are measured once at this size, and scale with the font
        natural = self._table_width(self._font(trial, False), self._font(trial, True))
        best = (1, 0.0)
        for columns in range(1, 5):
            per_column = -(-len(self.rows) // columns)
            row_height = min(height / max(per_column, 1), height * _LARGEST_ROW)
            fitting = trial * (width / columns - 2 * _INSET) / max(natural, 1.0) / _LETTERS
            row_height = min(row_height, fitting)
            if row_height > best[1] * 1.02:
                best = (columns, row_height)
        return best

    def _font(self, pixels: float, bold: bool) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(int(pixels), 8))
        font.setBold(bold)
        return font

    def _cell_widths(self, regular: QFont, bold: QFont) -> list[float]:
        """The widest cell of each position (a column lines its cells up at these widths)."""
        positions = max((len(row) for row in self.rows), default=0)
        return [
            max(
                QFontMetricsF(bold if index == 0 else regular).horizontalAdvance(row[index])
                for row in self.rows
                if index < len(row)
            )
            for index in range(positions)
        ]

    def _table_width(self, regular: QFont, bold: QFont) -> float:
        widths = self._cell_widths(regular, bold)
        return sum(widths) + _gap(regular) * max(len(widths) - 1, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(_BACKGROUND))
        margin = 24.0
        width, height = self.width() - 2 * margin, self.height() - 2 * margin
        title_height = height * 0.1
        painter.setPen(QColor(_TITLE))
        painter.setFont(self._font(title_height * 0.8, True))
        painter.drawText(
            QRectF(margin, margin, width, title_height), Qt.AlignmentFlag.AlignCenter, self.title
        )
        top = margin + title_height * 1.3
        room = height - title_height * 1.3
        if not self.rows:
            painter.setPen(QColor(_WORDS))
            painter.setFont(self._font(height * 0.06, False))
            painter.drawText(QRectF(margin, top, width, room), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        columns, row_height = self._layout(width, room)
        per_column = -(-len(self.rows) // columns)
        column_width = width / columns
        regular = self._font(row_height * _LETTERS, False)
        bold = self._font(row_height * _LETTERS, True)
        gap = _gap(regular)
        cell_widths = self._cell_widths(regular, bold)
        for index, row in enumerate(self.rows):
            column, line = divmod(index, per_column)
            x = margin + column * column_width + _INSET
            y = top + line * row_height
            if line % 2:
                painter.fillRect(QRectF(x - _INSET, y, column_width - 8, row_height), QColor(_SHADE))
            for cell_index, cell in enumerate(row):
                painter.setFont(bold if cell_index == 0 else regular)
                painter.setPen(QColor(_TITLE if cell_index == 0 else _WORDS))
                right = cell_index in self.right_aligned
                align = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
                painter.drawText(
                    QRectF(x, y, cell_widths[cell_index], row_height),
                    align | Qt.AlignmentFlag.AlignVCenter,
                    cell,
                )
                x += cell_widths[cell_index] + gap


class SeatsBoard(Board):
    """Where each pair sits in the last round made (the one about to be played, or being played)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("seats_board", parent)

    def show_tournament(self, tournament: Tournament | None) -> None:
        last = max(tournament.rounds, key=lambda r: r.number, default=None) if tournament else None
        if tournament is None or last is None:
            self.set_content(self.tr("Seats"), [], self.tr("No round is made yet"))
            return
        pairs = {pair.number: pair for pair in tournament.pairs}
        rows: list[tuple[str, ...]] = []
        for table in sorted(last.tables, key=lambda t: t.table):
            ns, ew = pairs.get(table.ns), pairs.get(table.ew)
            rows.append(
                (
                    self.tr("Table {table}").format(table=table.table),
                    self.tr("NS {pair}").format(pair=table.ns),
                    surnames(ns) if ns else "",
                    self.tr("EW {pair}").format(pair=table.ew),
                    surnames(ew) if ew else "",
                )
            )
        for number in sorted(last.byes):
            pair = pairs.get(number)
            rows.append((self.tr("Bye"), str(number), surnames(pair) if pair else "", "", ""))
        self.set_content(self.tr("Round {number}: seats").format(number=last.number), rows)


class StandingsBoard(Board):
    """The standings after the last round with every result in (what the wall shows, never half a round)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("standings_board", parent)
        self.right_aligned = frozenset({0, 1, 3})  # rank, pair number, VP

    def show_tournament(self, tournament: Tournament | None) -> None:
        complete = rounds_progress(tournament).complete if tournament else 0
        if tournament is None or complete == 0:
            self.set_content(self.tr("Standings"), [], self.tr("No round has all its results yet"))
            return
        try:
            standings = compute_standings(tournament, complete)
        except ValueError:  # a database edited by other means: the other views still rotate
            self.set_content(self.tr("Standings"), [], "")
            return
        pairs = {pair.number: pair for pair in tournament.pairs}
        rows = [
            (
                f"{row.rank}.",
                str(row.pair),
                surnames(pairs[row.pair]) if row.pair in pairs else " – ".join(row.players),
                self.tr("{vp} VP").format(vp=f"{row.vp.normalize():f}"),
            )
            for row in standings.rows
        ]
        self.set_content(self.tr("Standings after round {number}").format(number=complete), rows)
