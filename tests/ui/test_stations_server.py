"""Two stations on a real PostgreSQL server (a private one, see tests/postgres): File → Connect to a server
asks for the password the station has nowhere else, connects, keeps the address without it; a sheet saved
by the other station meanwhile brings up the conflict with their values."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from sqlalchemy.engine import make_url

from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import pairs, scores, tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.dialogs.connect_server import ConnectServerDialog
from burraco_tourney.ui.dialogs.sheet_conflict import SheetConflictDialog
from burraco_tourney.ui.main_window import MainWindow, Workspace
from tests.postgres.conftest import pg_url, postgres_server  # noqa: F401 (fixtures)
from tests.postgres.server import PostgresServer
from tests.services.support import closed_by_ew, closed_by_ns, players, settings, sheet
from tests.ui.conftest import PLAN, make_window

pytestmark = pytest.mark.postgres


def test_a_station_connects_with_a_typed_password_and_meets_a_conflict(
    qtbot: QtBot,
    tmp_path: Path,
    private_preferences: Path,
    postgres_server: PostgresServer,  # noqa: F811
    pg_url: str,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The other station (with the password file) makes the tournament and its first round.
    other = open_database(pg_url)
    created = tournaments.create_tournament(other, settings(plan=PLAN))
    for number in range(1, 5):
        pairs.register_pair(other, created.id, players(number))
    make_next_round(other, created.id, None)

    # This station has no password file: the window asks for the password.
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "no-such-pgpass"))
    monkeypatch.delenv("PGPASSWORD", raising=False)
    window: MainWindow = make_window(qtbot, tmp_path / "local.sqlite")
    window.connect_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, ConnectServerDialog)
    url = make_url(pg_url)
    dialog.host.setText(url.host or "")
    dialog.port.setValue(url.port or 5432)
    dialog.database_name.setText(url.database or "")
    dialog.user.setText(url.username or "")
    dialog.station.setText("Anna")
    dialog.connect_to_server()
    qtbot.waitUntil(lambda: "asks for a password" in dialog.status.text(), timeout=20_000)
    dialog.password.setText(postgres_server.password)
    dialog.connect_to_server()
    qtbot.waitUntil(lambda: window.workspace is not None, timeout=20_000)

    assert window.recent_files()[0] == pg_url
    QSettings().sync()
    stored = "".join(p.read_text(errors="replace") for p in private_preferences.rglob("*") if p.is_file())
    assert postgres_server.password not in stored
    assert postgres_server.password not in window.windowTitle()

    # Table 1 open here; the other station saves it first; this station's save shows their sheet.
    assert window.workspace is not None
    window.page_actions[Workspace.SHEETS].trigger()
    page = window.workspace.sheets
    assert page.open_table(1)
    scores.save_table_deals(other, created.id, 1, 1, sheet(closed_by_ew(330)), who="Marco")
    # This station's sheet, saved on the copy it opened (the Enter on the last field, as in the other tests).
    page.saving._store(sheet(closed_by_ns()), False, None)
    conflict = page.dialog
    assert isinstance(conflict, SheetConflictDialog)
    assert "Marco" in conflict.message.text()
    assert [conflict.cell(0, c) for c in range(4)] == ["185", "630", "530", "185"]
    conflict.load_theirs()
    assert page.state is not None and page.state.table.deals == sheet(closed_by_ew(330))
    window.close()
    other.close()


def test_a_server_address_without_its_password_opens_the_connect_dialog(
    qtbot: QtBot,
    tmp_path: Path,
    postgres_server: PostgresServer,  # noqa: F811
    pg_url: str,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "no-such-pgpass"))
    monkeypatch.delenv("PGPASSWORD", raising=False)
    window: MainWindow = make_window(qtbot, tmp_path / "local.sqlite")
    assert not window.open_database(pg_url)  # as from Open recent, or --db
    dialog = window.dialog
    assert isinstance(dialog, ConnectServerDialog)
    assert dialog.url() == pg_url  # filled in from the address
    assert "asks for a password" in dialog.status.text()
    dialog.password.setText(postgres_server.password)
    dialog.connect_to_server()
    qtbot.waitUntil(lambda: window.database is not None and window.database.path is None, timeout=20_000)
    window.close()
