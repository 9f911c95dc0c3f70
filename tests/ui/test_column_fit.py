"""A table's columns fitted at its first showing are as wide as Qt's own fit would make them."""

from __future__ import annotations

from PySide6.QtGui import QStandardItem, QStandardItemModel

from burraco_tourney.ui.widgets.tables import MEASURED_ROWS, fit_columns_once, table_view


def _model(rows: int) -> QStandardItemModel:
    """Names of every length, the longest far down the first MEASURED_ROWS rows and one beyond them."""
    model = QStandardItemModel(rows, 3)
    model.setHorizontalHeaderLabels(["Pair", "Players", "Club"])
    for row in range(rows):
        players = "Rossi – Bianchi" + " De Luca" * (row % 7)
        if row == MEASURED_ROWS - 3:
            players = "Wąsowski Łukasz – D'Alessandro Maria Carla Wilhelmina"
        if row == MEASURED_ROWS + 5:  # past the rows measured: Qt's fit does not see it either
            players = "W" * 90
        club = "Circolo Burraco Roma Nord" if row % 50 == 7 else "CB"
        for column, text in enumerate((str(row + 1), players, club)):
            model.setItem(row, column, QStandardItem(text))
    return model


def test_a_fitted_table_has_the_widths_of_qts_fit(qapp) -> None:  # type: ignore[no-untyped-def]
    widths = []
    for fit in (fit_columns_once, lambda view: view.resizeColumnsToContents()):
        view = table_view("fitted")
        model = _model(3 * MEASURED_ROWS)
        view.setModel(model)
        view.resize(900, 500)
        view.show()
        fit(view)
        qapp.processEvents()
        widths.append([view.columnWidth(column) for column in range(model.columnCount())])
        view.close()
    assert widths[0] == widths[1]
    assert widths[0][1] < 80 * view.fontMetrics().horizontalAdvance("W")  # the far row was not measured
