"""A station that loses the server keeps the sheet on screen, says so, tries again off the GUI thread every
few seconds and saves it when the server is back; closing the window meanwhile asks first."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database, DatabaseUnavailableError
from burraco_tourney.services import scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.ui.conftest import make_window
from tests.ui.test_sheet_entry import EW_CLOSES, NOT_PLAYED, NS_CLOSES, open_table, page_of, type_fields

real_save = scores.save_table_deals


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> MainWindow:
    make_next_round(database, tournament_id, None)
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    page_of(window).saving.retry_ms = 50
    return window


class FlakyServer:
    """save_table_deals that fails `failures` times as if the server were away, then saves; it notes the
    thread of every call."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.threads: list[threading.Thread] = []

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.threads.append(threading.current_thread())
        if self.failures > 0:
            self.failures -= 1
            raise DatabaseUnavailableError("The server 192.168.1.10 cannot be reached.", target="test")
        return real_save(*args, **kwargs)


def _type_table_one(qtbot: QtBot, page: ScoreSheetsPage) -> None:
    open_table(qtbot, page, 1)
    type_fields(qtbot, NS_CLOSES)
    type_fields(qtbot, EW_CLOSES)
    type_fields(qtbot, NOT_PLAYED, last_key=Qt.Key.Key_Return)  # Enter on the last field saves


def test_the_sheet_is_kept_and_saved_when_the_server_is_back(
    qtbot: QtBot,
    sheets_window: MainWindow,
    database: Database,
    tournament_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    server = FlakyServer(failures=2)
    monkeypatch.setattr(scores, "save_table_deals", server)
    page = page_of(sheets_window)
    _type_table_one(qtbot, page)

    assert page.has_pending_save()
    assert "server is not reachable" in page.banner.text()
    assert page.state is not None and page.state.table.table == 1  # still on screen
    assert page.sheet.is_modified()
    assert not scores.get_table(database, tournament_id, 1, 1).table.deals
    assert not page.open_table(2)  # the kept sheet stays until it is saved

    qtbot.waitUntil(lambda: not page.has_pending_save(), timeout=5000)
    assert len(scores.get_table(database, tournament_id, 1, 1).table.deals) == 3
    assert server.failures == 0 and len(server.threads) == 3
    assert server.threads[0] is threading.main_thread()
    assert all(thread is not threading.main_thread() for thread in server.threads[1:])  # retried off the GUI
    assert "Table 1 is saved" in page.banner.text()
    assert page.state is not None and page.state.table.table == 2  # and the next table comes up


def test_closing_while_a_save_is_pending_asks_first(
    qtbot: QtBot, sheets_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = FlakyServer(failures=10_000)
    monkeypatch.setattr(scores, "save_table_deals", server)
    page = page_of(sheets_window)
    _type_table_one(qtbot, page)
    assert page.has_pending_save()

    sheets_window.close()
    box = sheets_window.dialog
    assert isinstance(box, QMessageBox) and "not saved yet" in box.text()
    assert sheets_window.isVisible()
    next(button for button in box.buttons() if button.objectName() == "yes").click()
    qtbot.waitUntil(lambda: not sheets_window.isVisible())
