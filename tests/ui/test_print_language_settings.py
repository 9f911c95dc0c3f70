"""The print language and the club's header in the wizard and the settings dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import tournaments
from burraco_tourney.ui.dialogs.tournament import NewTournamentWizard, SettingsDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window


def visible_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def a_png(path: Path) -> Path:
    image = QImage(120, 60, QImage.Format.Format_RGB32)
    image.fill(QColor("darkgreen"))
    assert image.save(str(path), "PNG")
    return path


def test_a_new_tournament_prints_in_the_window_language(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    QSettings().setValue("language", "it")
    window = make_window(qtbot, db_path)
    window.new_tournament_action.trigger()
    wizard = window.dialog
    assert isinstance(wizard, NewTournamentWizard)
    details = wizard.editor.details
    assert details.print_language.currentText() == "Italiano"
    details.name.setText("Torneo di Natale D'Alessandro")
    details.club_name.setText("Circolo Burraco Łukasz")
    with qtbot.waitSignal(window.tournament_opened):
        wizard.accept()
    stored = tournaments.find_tournament(database, "Torneo di Natale D'Alessandro")
    chosen = tournaments.load_tournament(database, stored.id).settings
    assert (chosen.print_language, chosen.club_name, chosen.club_logo) == (
        "it",
        "Circolo Burraco Łukasz",
        None,
    )


def test_the_settings_change_the_print_language_and_the_logo(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int, tmp_path: Path
) -> None:
    window.settings_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    details = dialog.editor.details
    assert details.print_language.currentText() == "English"
    assert details.logo_preview.text() == "no logo" and not details.remove_logo.isEnabled()
    details.print_language.setCurrentIndex(details.print_language.findText("Deutsch"))
    logo = a_png(tmp_path / "logo.png")
    assert details.load_logo_file(logo)
    assert not details.logo_preview.pixmap().isNull() and details.remove_logo.isEnabled()
    not_an_image = tmp_path / "logo.txt"
    not_an_image.write_text("=HYPERLINK()", encoding="utf-8")
    assert not details.load_logo_file(not_an_image)
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    assert "must be a PNG or JPEG image" in visible_boxes(window)[0].text()
    visible_boxes(window)[0].accept()
    dialog.accept()
    assert not dialog.isVisible()
    chosen = tournaments.load_tournament(database, tournament_id).settings
    assert chosen.print_language == "de" and chosen.club_logo == logo.read_bytes()

    window.settings_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    assert dialog.editor.details.print_language.currentText() == "Deutsch"
    dialog.editor.details.remove_logo.click()
    dialog.accept()
    assert tournaments.load_tournament(database, tournament_id).settings.club_logo is None
