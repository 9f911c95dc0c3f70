"""Help → How the evening goes: F1 opens one readable page, in the window's language, that names the menus
as the window shows them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.dialogs.help import HowTheEveningGoesDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window

FIRST_STEP = {"en": "Create the tournament", "it": "Crea il torneo", "de": "Das Turnier anlegen"}


@pytest.fixture(params=("en", "it", "de"))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    installed = install_translators(qapp, request.param) if request.param != "en" else []
    yield request.param
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def open_help(window: MainWindow) -> list[HowTheEveningGoesDialog]:
    return [d for d in window.findChildren(HowTheEveningGoesDialog) if d.isVisible()]


def test_f1_opens_the_evening_page_in_the_window_language(
    language: str, qtbot: QtBot, db_path: object, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)  # type: ignore[arg-type]
    help_menu = window.menuBar().actions()[-1].menu()
    assert window.help_action in help_menu.actions()
    assert window.help_action.shortcut().toString() == "F1"
    assert window.workspace is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts reach the active window only
    qtbot.keyClick(window.workspace.pairs.table, Qt.Key.Key_F1)  # wherever the focus is
    qtbot.waitUntil(lambda: len(open_help(window)) == 1)
    dialog = open_help(window)[0]
    text = dialog.text.toPlainText()
    assert FIRST_STEP[language] in text
    # The menus are named as the menu bar shows them in this language.
    for menu in (window.file_menu, window.round_menu, window.print_menu):
        assert menu.title().replace("&", "") in text
    new_tournament = window.new_tournament_action.text().replace("&", "").replace("…", "")
    assert new_tournament in text
    # Pressed again, F1 brings the same page forward instead of a second one.
    window.help_action.trigger()
    assert open_help(window) == [dialog]
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.isDefault()
    qtbot.keyClick(dialog.text, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not open_help(window))
