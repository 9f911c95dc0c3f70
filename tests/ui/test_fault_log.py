"""A fault inside the window is logged for support: readable by its owner only, with no password in it."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

import burraco_tourney.ui.app as app_module
from burraco_tourney.ui.main_window import MainWindow


def test_a_fault_in_the_window_is_logged_masked_and_private(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "burraco-tourney.log"
    log.write_text("an older entry\n", encoding="utf-8")
    log.chmod(0o644)  # as an earlier version left it
    monkeypatch.setattr(app_module, "user_log_path", lambda: log)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    app_module._report_unexpected(window)

    error = ConnectionError("cannot reach postgresql://scorer:s3cret-pw@10.0.0.5/club")
    sys.excepthook(type(error), error, None)

    qtbot.waitUntil(lambda: any(box.isVisible() for box in window.findChildren(QMessageBox)))
    text = log.read_text(encoding="utf-8")
    assert "ConnectionError" in text and "scorer:***@10.0.0.5" in text
    assert "s3cret-pw" not in text
    assert stat.S_IMODE(log.stat().st_mode) == 0o600
    for box in window.findChildren(QMessageBox):
        box.close()
