"""Table views set up alike: whole rows selected, read-only, compact rows, sorting by the model's values."""

from __future__ import annotations

import heapq

from PySide6.QtCore import QAbstractItemModel, QObject, QSortFilterProxyModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyleOptionViewItem, QTableView

from burraco_tourney.ui.models.base import SORT_ROLE


def sorted_proxy(model: QAbstractItemModel, parent: QObject) -> QSortFilterProxyModel:
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    return proxy


def compact_rows(view: QTableView) -> None:
    """Rows a little taller than the text, so that more pairs fit on a laptop screen."""
    height = view.fontMetrics().height() + 10
    view.verticalHeader().setDefaultSectionSize(height)
    view.verticalHeader().setMinimumSectionSize(height)


# Rows measured to size a column: enough to see the long names, without reading 800 rows at every change.
MEASURED_ROWS = 200
# Of those rows, the cells with the most characters are measured in pixels (the widest cell of a column is
# one of its longest texts): measuring every cell of 200 rows held the GUI thread 100-400 ms at 800 pairs.
LONGEST_MEASURED = 10


def fit_columns_once(view: QTableView) -> None:
    """Size the columns to their contents the first time the view has rows. Until MEASURED_ROWS rows have
    been measured, rows added later only widen a column that their text needs (pairs registered one by one
    after the first: their names were cut to the first pair's width); a column is never narrowed (the
    director may have widened one), and a large field is measured once."""
    model = view.model()
    rows = model.rowCount() if model is not None else 0
    measured = view.property("columns_fitted")
    if rows == 0 or (measured is not None and (int(measured) >= min(rows, MEASURED_ROWS))):
        return
    if measured is None:
        if isinstance(view, SampledFitTableView):
            view.fit_to_longest()
        else:
            view.resizeColumnsToContents()
    else:
        header = view.horizontalHeader()
        for column in range(model.columnCount()):
            if view.isColumnHidden(column):
                continue
            wanted = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
            if wanted > view.columnWidth(column):
                view.setColumnWidth(column, wanted)
    view.setProperty("columns_fitted", min(rows, MEASURED_ROWS))


class SampledFitTableView(QTableView):
    """A table view whose fit to contents (resizeColumnsToContents, Qt's own: title, stretched last
    column, limits) measures by the delegate only the LONGEST_MEASURED longest texts of each column among
    the first MEASURED_ROWS rows, rather than every cell of them."""

    def __init__(self) -> None:
        super().__init__()
        self._sampling = False

    def fit_to_longest(self) -> None:
        self._sampling = True
        try:
            self.resizeColumnsToContents()
        finally:
            self._sampling = False

    def sizeHintForColumn(self, column: int) -> int:
        model = self.model()
        if not self._sampling or model is None:
            return super().sizeHintForColumn(column)
        rows = [row for row in range(min(model.rowCount(), MEASURED_ROWS)) if not self.isRowHidden(row)]
        if not rows:
            return -1  # as Qt: no rows to measure
        indexes = [model.index(row, column) for row in rows]
        longest = heapq.nlargest(
            LONGEST_MEASURED, range(len(indexes)), key=lambda n: len(str(indexes[n].data() or ""))
        )
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        hint = 0
        for n in longest:
            index = indexes[n]
            hint = max(hint, self.itemDelegateForIndex(index).sizeHint(option, index).width())
        return hint + 1 if self.showGrid() else hint


def table_view(name: str, *, sortable: bool = True) -> QTableView:
    view = SampledFitTableView()
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setSortingEnabled(sortable)
    view.setWordWrap(False)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)
    header.setHighlightSections(False)
    header.setResizeContentsPrecision(MEASURED_ROWS)
    compact_rows(view)
    return view
