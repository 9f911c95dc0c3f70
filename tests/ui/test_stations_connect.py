"""File → Connect to a server: the dialog builds the PostgreSQL address, connects off the GUI thread, asks for
a password when the server wants one, and never stores the password (settings and recent list keep the
address without it)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from sqlalchemy.engine import URL, make_url

from burraco_tourney.persistence import db as db_module
from burraco_tourney.persistence.db import Database, PasswordRequiredError
from burraco_tourney.ui import preferences
from burraco_tourney.ui.dialogs.connect_server import ConnectServerDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.databases import new_database
from tests.ui.conftest import make_window

SECRET = "s3cret-Passw0rd"


class FakeServer:
    """open_database that wants a password (PasswordRequiredError without one), then gives `database`."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.targets: list[str] = []
        self.threads: list[threading.Thread] = []

    def __call__(self, target: str, **_kwargs: Any) -> Database:
        self.targets.append(target)
        self.threads.append(threading.current_thread())
        if SECRET not in target:
            raise PasswordRequiredError("The server asks for a password for direttore.", target="x")
        return self.database


def _fill(dialog: ConnectServerDialog, *, password: str = "") -> None:
    dialog.host.setText("192.168.1.10")
    dialog.database_name.setText("torneo2026")
    dialog.user.setText("direttore")
    dialog.password.setText(password)
    dialog.station.setText("Anna, desk 2")


def _everything_stored(preferences: Path) -> str:
    QSettings().sync()
    return "".join(p.read_text(errors="replace") for p in preferences.rglob("*") if p.is_file())


def test_the_dialog_builds_the_address(qtbot: QtBot) -> None:
    dialog = ConnectServerDialog(lambda _db: None)
    qtbot.addWidget(dialog)
    assert dialog.port.value() == 5432
    _fill(dialog, password=SECRET)
    assert make_url(dialog.url()) == URL.create(
        "postgresql+psycopg", "direttore", SECRET, "192.168.1.10", 5432, "torneo2026"
    )
    dialog.password.clear()
    dialog.port.setValue(5433)
    assert dialog.url() == "postgresql+psycopg://direttore@192.168.1.10:5433/torneo2026"


def test_a_password_is_asked_for_used_and_never_stored(
    qtbot: QtBot, tmp_path: Path, private_preferences: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with new_database(tmp_path / "server.sqlite") as database:
        server = FakeServer(database)
        monkeypatch.setattr(db_module, "open_database", server)
        opened: list[Database] = []
        dialog = ConnectServerDialog(opened.append)
        qtbot.addWidget(dialog)
        dialog.show()
        _fill(dialog)
        dialog.connect_to_server()
        qtbot.waitUntil(lambda: dialog.task is None)
        assert "asks for a password" in dialog.status.text()
        assert dialog.isVisible() and not opened
        assert dialog.password.hasFocus() or dialog.focusWidget() is dialog.password

        dialog.password.setText(SECRET)
        dialog.connect_to_server()
        qtbot.waitUntil(lambda: bool(opened))
        assert opened == [database]
        assert SECRET in server.targets[-1]
        assert all(thread is not threading.main_thread() for thread in server.threads)  # off the GUI thread
        assert not dialog.isVisible() and dialog.password.text() == ""
        stored = _everything_stored(private_preferences)
        assert "torneo2026" in stored and "192.168.1.10" in stored
        assert SECRET not in stored
        assert QSettings().value(preferences.STATION.key) == "Anna, desk 2"


def test_the_window_remembers_a_server_without_its_password(
    qtbot: QtBot, tmp_path: Path, private_preferences: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window: MainWindow = make_window(qtbot, tmp_path / "club.sqlite")
    window.connect_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, ConnectServerDialog)
    with new_database(tmp_path / "server.sqlite") as database:
        # The Database a server gives, as named to the user (password hidden by SQLAlchemy).
        shown = URL.create("postgresql+psycopg", "direttore", SECRET, "192.168.1.10", 5432, "torneo2026")
        server_db = Database(
            engine=database.engine,
            session_factory=database.session_factory,
            read_session_factory=database.read_session_factory,
            target=shown.render_as_string(hide_password=True),
            path=None,
            busy_timeout=database.busy_timeout,
        )
        monkeypatch.setattr(db_module, "open_database", FakeServer(server_db))
        _fill(dialog, password=SECRET)
        dialog.connect_to_server()
        qtbot.waitUntil(lambda: window.database is server_db)
        assert window.recent_files()[0] == "postgresql+psycopg://direttore@192.168.1.10:5432/torneo2026"
        assert SECRET not in _everything_stored(private_preferences)
        assert SECRET not in window.windowTitle()
        window.database = None  # closed with the file below, not by the window
