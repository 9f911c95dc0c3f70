"""Defects a QA run of a club evening in the real window left (issue 13): counts, screen fits, dates,
the shortcuts' names, banners."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfWriter
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, tournaments
from burraco_tourney.ui.dialogs.pdf_preview import PdfPreviewDialog, preview_available
from burraco_tourney.ui.main_window import MainWindow
from tests.services.support import players, settings
from tests.ui.conftest import PLAN


def opened(qtbot: QtBot, db_path: Path) -> MainWindow:
    """The window as the program opens it: no size of its own, shown."""
    window = MainWindow(str(db_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_status_bar_counts_one_pair_in_the_singular(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    created = tournaments.create_tournament(database, settings(name="Torneo del martedì", plan=PLAN))
    pairs.register_pair(database, created.id, players(1))

    window = opened(qtbot, db_path)

    assert window.tournament_label.text() == "Torneo del martedì: 1 pair"


def test_the_first_run_on_a_laptop_screen_opens_maximised(
    qtbot: QtBot, db_path: Path, tournament_id: int
) -> None:
    window = opened(qtbot, db_path)

    assert window.screen().availableGeometry().width() <= 1366
    assert window.isMaximized()


def test_a_size_kept_from_the_last_run_is_not_maximised(
    qtbot: QtBot, db_path: Path, tournament_id: int
) -> None:
    first = opened(qtbot, db_path)
    first.showNormal()
    first.setGeometry(20, 40, 700, 600)
    first.close()

    again = opened(qtbot, db_path)

    assert not again.isMaximized()


@pytest.mark.skipif(not preview_available(), reason="pdftoppm and pdfinfo (Poppler) are not on PATH")
def test_the_pdf_preview_fits_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    shown = tmp_path / "Müller - turno 2.pdf"
    blank = PdfWriter()
    blank.add_blank_page(595, 842)
    blank.write(shown)
    preview = PdfPreviewDialog(shown)
    qtbot.addWidget(preview)
    with qtbot.waitSignal(preview.pages_read, timeout=20_000):
        preview.show()

    available = preview.screen().availableGeometry()
    assert available.height() < 900  # the offscreen screen is smaller than the preview's own size
    assert available.contains(preview.frameGeometry())
    preview.close()
