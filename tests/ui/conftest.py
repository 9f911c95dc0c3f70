"""Fixtures of the window tests: private UI preferences, a database with a tournament, the main window."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Movement, Phase
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, tournaments
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.main_window import MainWindow
from tests.databases import new_database
from tests.services.support import players, settings

PLAN = (Phase(Movement.MITCHELL, 3), Phase(Movement.DANISH, 2))


@pytest.fixture(scope="session", autouse=True)
def english(qapp: QApplication) -> None:
    """The English translation, as the program loads it under every language: counts such as
    "%n pair(s)" need its plural forms ("1 pair", "6 pairs")."""
    install_translators(qapp, "en")


@pytest.fixture(autouse=True)
def private_preferences(qapp: QApplication, tmp_path: Path) -> Iterator[Path]:
    """QSettings of each test go to its own folder, never to the user's preferences."""
    QCoreApplication.setOrganizationName("Burraco Tourney Tests")
    QCoreApplication.setApplicationName("Burraco Tourney Tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    folder = tmp_path / "preferences"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder


@pytest.fixture(autouse=True)
def no_box_left_open(qapp: QApplication) -> Iterator[None]:
    """A message box a test leaves open (its window closed under it) is closed after the test, so that the
    next test's look for the box it expects finds only its own."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            widget.done(0)


@pytest.fixture(autouse=True)
def collections_unfrozen() -> Iterator[None]:
    """An open tournament moves the objects alive out of the garbage collector's walks (gc.freeze, see
    ui.context); after each test they go back, so that tools which look for referrers (Hypothesis checks
    its registered generators so) see every object again."""
    yield
    gc.unfreeze()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "club.sqlite"


@pytest.fixture
def database(db_path: Path) -> Iterator[Database]:
    """The test's own connection to the database file the window opens too (as the CLI would be)."""
    db = new_database(db_path)
    yield db
    db.close()


@pytest.fixture
def tournament_id(database: Database) -> int:
    """A tournament with six registered pairs and no round; the plan is 3 Mitchell + 2 Danish."""
    created = tournaments.create_tournament(database, settings(plan=PLAN))
    for number in range(1, 7):
        pairs.register_pair(database, created.id, players(number))
    return created.id


def make_window(qtbot: QtBot, db_path: Path) -> MainWindow:
    window = MainWindow(str(db_path))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def window(qtbot: QtBot, db_path: Path, tournament_id: int) -> MainWindow:
    """The main window on the database of `tournament_id` (its only tournament, so it opens at once)."""
    return make_window(qtbot, db_path)
