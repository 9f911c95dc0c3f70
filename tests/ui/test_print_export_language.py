"""The Print / Export dialog writes every printout and export in the tournament's print language."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.tournaments import change_settings, load_tournament
from burraco_tourney.ui.dialogs.print_export import PrintExportDialog, Printout
from tests.databases import new_database
from tests.ui.test_print_export import press_write


@pytest.fixture
def italian(tmp_path: Path) -> Iterator[tuple[Database, int]]:
    db = new_database(tmp_path / "demo.sqlite")
    summary = create_demo(db, 8, 2, seed=3)
    settings = load_tournament(db, summary.id).settings
    change_settings(db, summary.id, replace(settings, print_language="it"))
    yield db, summary.id
    db.close()


def write(qtbot: QtBot, italian: tuple[Database, int], printout: Printout, folder: Path) -> Path:
    db, tournament_id = italian
    host = QWidget()
    qtbot.addWidget(host)
    dialog = PrintExportDialog(lambda: load_tournament(db, tournament_id), printout, host)
    dialog.preview_box.setChecked(False)
    dialog.folder.setText(str(folder))
    dialog.show()
    qtbot.waitExposed(dialog)
    press_write(qtbot, dialog)
    (written,) = [path for path in folder.iterdir()]
    return written


def test_the_standings_are_italian_whatever_the_window_speaks(
    qtbot: QtBot, italian: tuple[Database, int], tmp_path: Path
) -> None:
    QSettings().setValue("language", "de")  # the window speaks German; the paper is the tournament's
    folder = tmp_path / "classifica"
    folder.mkdir()
    text = " ".join(
        page.extract_text() for page in PdfReader(write(qtbot, italian, Printout.STANDINGS, folder)).pages
    )
    assert "Classifica finale dopo il turno 2" in " ".join(text.split())


def test_the_workbook_is_italian(qtbot: QtBot, italian: tuple[Database, int], tmp_path: Path) -> None:
    folder = tmp_path / "cartella"
    folder.mkdir()
    workbook = openpyxl.load_workbook(write(qtbot, italian, Printout.WORKBOOK, folder))
    cells = {str(cell.value) for sheet in workbook.worksheets for row in sheet.iter_rows() for cell in row}
    assert "Classifica" in " ".join(workbook.sheetnames) or any("Classifica" in value for value in cells)
