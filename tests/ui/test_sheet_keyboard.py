"""The Score sheets page by keyboard alone: after a deal not played Tab stays in the sheet and Ctrl+S saves;
Tab goes round the sheet; every Alt mnemonic of the page and the menus is unique, in Italian, German and
English."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.main_window import MainWindow, Workspace
from tests.services.support import closed_by_ns, not_played
from tests.ui.conftest import make_window
from tests.ui.keys import by_key, clashes, language, mnemonic_texts  # noqa: F401 (language: a fixture)
from tests.ui.test_sheet_entry import (
    EW_CLOSES,
    NS_CLOSES,
    field,
    focused,
    open_table,
    page_of,
    show_sheets,
    type_fields,
)


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> MainWindow:
    make_next_round(database, tournament_id, None)
    return show_sheets(qtbot, db_path)


def test_after_a_last_deal_not_played_tab_stays_in_the_sheet_and_ctrl_s_saves(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    type_fields(qtbot, NS_CLOSES)
    type_fields(qtbot, EW_CLOSES)
    type_fields(qtbot, ["n"])  # the last deal not played, then Tab
    assert page.sheet.isAncestorOf(focused())
    assert focused().objectName() == "deal3_ns_clean"
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    ew_closes = Deal(DealEnd.CLOSED, DealLine(dirty=1, cards=90), DealLine(clean=2, closed=True, cards=410))
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == (
        closed_by_ns(),
        ew_closes,
        not_played(),
    )
    assert "Table 1 is saved" in page.banner.text()


def test_tab_goes_round_the_sheet_and_never_leaves_it(qtbot: QtBot, sheets_window: MainWindow) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    last = field(page, "deal3_ew_penalty")
    last.setFocus()
    qtbot.keyClick(last, Qt.Key.Key_Tab)
    assert focused().objectName() == "deal1_end"
    qtbot.keyClick(focused(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert focused() is last
    # Ctrl+S works wherever the focus is while the page is shown, e.g. on the sidebar: here it says why the
    # sheet is not saved (a closed deal needs the line that closed).
    assert sheets_window.workspace is not None
    sidebar = sheets_window.workspace.sidebar
    sidebar.setFocus()
    qtbot.keyClick(sidebar, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert page.banner.text().startswith("Not saved: 3 errors are marked on the sheet.")


def test_every_mnemonic_of_the_score_sheets_page_is_unique(
    language: str,  # noqa: F811
    qtbot: QtBot,
    db_path: Path,
    database: Database,
    tournament_id: int,
) -> None:
    make_next_round(database, tournament_id, None)
    scores.save_table_deals(database, tournament_id, 1, 1, (closed_by_ns(), not_played(), not_played()))
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    page = page_of(window)
    for table in (2, 1):  # a new sheet, then a saved one (its buttons say "correction")
        assert page.open_table(table)
        texts = mnemonic_texts(window)
        assert clashes(texts) == {}
        found = by_key(texts)
        # The page's own boxes and buttons have theirs too.
        assert len(found) >= len(window.menuBar().actions()) + 8


def test_ctrl_g_reaches_the_table_field_after_the_sidebar_was_clicked(
    qtbot: QtBot, sheets_window: MainWindow
) -> None:
    # Found under X: the director clicks "Score sheets" in the sidebar and presses Ctrl+G as the page says:
    # nothing happened, and the table number then typed (and the Tabs after it) landed elsewhere.
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    assert sheets_window.workspace is not None
    sidebar = sheets_window.workspace.sidebar
    sidebar.setFocus()
    qtbot.keyClick(sidebar, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert focused() is page.table_number
    qtbot.keyClicks(page.table_number, "3")
    qtbot.keyClick(page.table_number, Qt.Key.Key_Return)
    assert page.state is not None and page.state.table.table == 3
    assert focused().objectName() == "deal1_end"


def test_a_penalty_reason_longer_than_its_box_shows_its_beginning(
    qtbot: QtBot, sheets_window: MainWindow
) -> None:
    # Found under X: "rinuncia" typed as the reason read "nuncia" once left: the box kept showing the end.
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    penalty = field(page, "deal1_ns_penalty")
    penalty.setFocus()
    qtbot.keyClicks(penalty, "50")
    qtbot.keyClick(penalty, Qt.Key.Key_Tab)
    reason = field(page, "deal1_ns_penalty_reason")
    assert isinstance(reason, QLineEdit) and focused() is reason
    text = "rinuncia a scartare dopo il richiamo dell'arbitro"
    qtbot.keyClicks(reason, text)
    qtbot.keyClick(reason, Qt.Key.Key_Tab)
    assert reason.text() == text
    assert reason.cursorPosition() == 0  # the box shows the start of the reason
    assert reason.toolTip() == text  # and the whole of it under the mouse


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("it", "Non salvato: 1 errore è segnato sul segnapunti."),
        ("de", "Nicht gespeichert: 1 Fehler ist im Spielbericht markiert."),
        ("en", "Not saved: 1 error is marked on the sheet."),
    ],
)
def test_one_error_is_counted_in_the_singular(
    lang: str,
    said: str,
    qapp: QApplication,
    qtbot: QtBot,
    db_path: Path,
    database: Database,
    tournament_id: int,
) -> None:
    # Found under X: "Non salvato: 1 errori sono segnati sul segnapunti."
    installed = install_translators(qapp, lang)
    try:
        make_next_round(database, tournament_id, None)
        window = make_window(qtbot, db_path)
        window.page_actions[Workspace.SHEETS].trigger()
        page = page_of(window)
        open_table(qtbot, page, 2)
        type_fields(qtbot, NS_CLOSES)
        type_fields(qtbot, [text.replace("x", "") for text in EW_CLOSES])  # closed, nobody marked as closing
        type_fields(qtbot, ["n"])
        qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        assert page.banner.text().startswith(said)
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)
