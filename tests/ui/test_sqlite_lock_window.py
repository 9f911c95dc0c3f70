"""No returned save lost while the window publishes on a SQLite file, or two windows share it (issue 26,
item 1): the window's side of tests/persistence/test_sqlite_lock.py, with its helpers."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database, open_database
from tests.persistence.test_sqlite_lock import (
    DEALS_PER_SHEET,
    another_program_opens_and_closes,
    command_lines_beside,
    deals_seen_by_a_fresh_process,
    director_saves,
    event,
    phone_sends,
    wal,
)
from tests.ui.conftest import make_window

__all__ = ["event"]  # the fixture, shared


@pytest.mark.slow
def test_the_window_publishing_and_a_command_line_keep_every_save(
    qtbot: QtBot, qapp: object, event: tuple[Path, int]
) -> None:
    path, tournament_id = event
    window = make_window(qtbot, path)
    publisher = window.publisher
    publisher.start(0)
    try:
        assert publisher.server is not None and window.database is not None
        base = f"http://127.0.0.1:{publisher.server.port}"
        another_program_opens_and_closes(path)
        assert wal(path).exists()
        director_saves(window.database, tournament_id, 1)
        assert deals_seen_by_a_fresh_process(path) == DEALS_PER_SHEET

        command_lines_beside(path)  # the director's terminal: standings, a file, the links
        assert wal(path).exists()
        director_saves(window.database, tournament_id, 2)
        phone_sends(base, path, tournament_id, 3)
        another_program_opens_and_closes(path)
        assert wal(path).exists()
        assert deals_seen_by_a_fresh_process(path) == 3 * DEALS_PER_SHEET
    finally:
        publisher.stop()
        window.close()
    assert deals_seen_by_a_fresh_process(path) == 3 * DEALS_PER_SHEET


@pytest.mark.slow
def test_two_windows_on_one_file_keep_every_save(qtbot: QtBot, qapp: object, event: tuple[Path, int]) -> None:
    path, tournament_id = event
    first = make_window(qtbot, path)
    second = make_window(qtbot, path)
    try:
        assert first.database is not None and second.database is not None
        another_program_opens_and_closes(path)
        assert wal(path).exists()
        director_saves(first.database, tournament_id, 1)
        director_saves(second.database, tournament_id, 2)
        command_lines_beside(path)
        another_program_opens_and_closes(path)
        assert wal(path).exists()
        assert deals_seen_by_a_fresh_process(path) == 2 * DEALS_PER_SHEET
        second.close()  # one window closed: the other's saves still land
        another_program_opens_and_closes(path)
        director_saves(first.database, tournament_id, 3)
        assert deals_seen_by_a_fresh_process(path) == 3 * DEALS_PER_SHEET
    finally:
        first.close()
        second.close()
    assert deals_seen_by_a_fresh_process(path) == 3 * DEALS_PER_SHEET


def test_a_lost_lock_is_told_and_the_window_does_not_open_the_file(
    qtbot: QtBot, qapp: object, event: tuple[Path, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should anything in the process ever read the file from Python again, the window says so at start
    rather than save into the void."""
    from PySide6.QtWidgets import QMessageBox

    import burraco_tourney.ui.main_window as main_window

    path, _ = event
    real = main_window.open_database

    def opened_then_read_from_python(target: str) -> Database:
        db = real(target)
        with open(target, "rb") as file:  # the old fault: a header read after SQLite opened the file
            file.read(16)
        return db

    with open_database(path) as db:
        with open(path, "rb") as file:
            file.read(16)
        assert db.lock_held() is False
    monkeypatch.setattr(main_window, "open_database", opened_then_read_from_python)
    window = make_window(qtbot, path)
    assert window.database is None
    messages = " ".join(box.text() for box in window.findChildren(QMessageBox))
    assert "does not hold the lock" in messages, messages
