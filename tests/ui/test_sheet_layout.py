"""The score sheet fits the window at 1366×768 in Italian, German and English (Italian and English also at
the window's first size, 1280×760): no horizontal scrolling, and the deals' ending boxes show their whole
words."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import Workspace
from tests.ui.conftest import make_window
from tests.ui.keys import language  # noqa: F401 (a fixture)
from tests.ui.test_sheet_entry import page_of

SCREENSHOTS = os.environ.get("BURRACO_SCREENSHOTS")  # a folder to keep the sheets' pictures in, to look at


def shown_width(combo: QComboBox) -> int:
    """The width the box gives the text of its current choice."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    style = combo.style()
    return style.subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    ).width()


@pytest.mark.parametrize("split", [False, True])
def test_the_sheet_fits_the_window_and_shows_every_word(
    language: str,  # noqa: F811
    split: bool,
    qtbot: QtBot,
    db_path: Path,
    database: Database,
    tournament_id: int,
) -> None:
    make_next_round(database, tournament_id, None)
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    page = page_of(window)
    if split:
        page.split_action.trigger()
    assert page.open_table(1)
    qtbot.waitUntil(lambda: page.sheet.isVisible())
    QApplication.processEvents()

    if SCREENSHOTS:
        window.grab().save(str(Path(SCREENSHOTS) / f"sheet-{language}{'-split' if split else ''}.png"))
    assert window.width() == 1366  # the window did not have to grow
    scroll = page.sheet_scroll.horizontalScrollBar()
    assert scroll.maximum() == 0, f"{language}: {scroll.maximum()} px to scroll"
    if language != "de":
        # Italian and English fit the window's own first size too (German needs the 1366 pixels).
        window.resize(1280, 760)
        qtbot.waitUntil(lambda: window.width() == 1280)
        QApplication.processEvents()
        assert scroll.maximum() == 0, f"{language} at 1280: {scroll.maximum()} px to scroll"
    for deal in range(3):
        combo = page.sheet.fields[(deal, "end")]
        assert isinstance(combo, QComboBox)
        for index in range(combo.count()):
            text = combo.itemText(index)
            assert combo.fontMetrics().horizontalAdvance(text) <= shown_width(combo), text
