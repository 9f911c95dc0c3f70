"""The Italian window shows a refusal of the services in Italian: worded by its code in the window's language
(ui.errors.error_text), never the services' English sentence."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.dialogs.import_pairs import ImportPreviewDialog
from burraco_tourney.ui.dialogs.pairs import WithdrawDialog
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    """The window in Italian, as the program starts it: the preference, and its translation installed."""
    QSettings().setValue("language", "it")
    installed = install_translators(qapp, "it")
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def visible_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_a_withdrawal_refused_by_the_services_is_said_in_italian(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, italian: None
) -> None:
    make_next_round(database, tournament_id)
    window = make_window(qtbot, db_path)
    assert window.workspace is not None
    page = window.workspace.pairs
    page.select_pair(1)
    page.withdraw_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, WithdrawDialog)
    dialog.after_round.setValue(0)  # before round 1, but pair 1 plays in round 1
    dialog.reason.setText("malore")
    dialog.accept()
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    text = visible_boxes(window)[0].text()
    assert text == (
        "La coppia 1 è sistemata nel turno 1: ritirala dopo il turno 1 o più tardi, oppure toglila prima "
        "dal turno 1."
    )
    assert "Pair" not in text and "round" not in text


def test_a_long_refusal_shows_its_first_problems_and_how_many_more(italian: None) -> None:
    refusal = Refusal([Problem.of("pair.not_found", pair=n) for n in range(1, 26)])
    lines = error_text(refusal).splitlines()
    assert lines[0] == "Non c'è la coppia 1 in questo torneo."
    assert len(lines) == 21
    assert lines[-1] == "… problemi non mostrati: 5."


def test_the_import_preview_lists_each_rows_problems_in_italian(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, italian: None, tmp_path: Path
) -> None:
    sheet = tmp_path / "iscritti.csv"
    # Row 3 repeats row 2's pair number; row 4 has no player 2.
    sheet.write_text(
        "Coppia;Giocatore 1;Giocatore 2\n12;Giorgio Bassi;Paola Lenti\n12;Renée D'Alessandro;Søren Nowak\n"
        ";Łukasz Wąsowski;\n",
        encoding="utf-8",
    )
    window = make_window(qtbot, db_path)
    assert window.workspace is not None
    page = window.workspace.pairs
    with qtbot.waitSignal(page.import_file(str(sheet)).finished, timeout=10_000):
        pass
    dialog = page.dialog
    assert isinstance(dialog, ImportPreviewDialog)
    model = dialog.model
    said = [model.index(row, model.PROBLEMS).data() for row in range(model.rowCount())]
    assert said == [
        "",
        "il numero di coppia 12 compare in 2 righe (2, 3)",
        "il giocatore 2 non ha un nome",
    ]
    dialog.reject()
