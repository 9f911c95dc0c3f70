"""Table views set up alike: whole rows selected, read-only, compact rows, sorting by the model's values."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QObject, QSortFilterProxyModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

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


def table_view(name: str, *, sortable: bool = True) -> QTableView:
    view = QTableView()
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
