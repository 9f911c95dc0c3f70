"""Rule profiles in the window (issue 14): the wizard chooses one, the settings edit one into custom rules,
a profile comes from a JSON file and goes to one, and the clock proposes the profile's time-out words."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWizard
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.clock import FinalCircuitRule
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, CUSTOM, FIBUR, INTERNATIONAL
from burraco_tourney.domain.scoring import ClosingRule
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import profiles, tournaments
from burraco_tourney.ui.clock.dialogs import StartClockDialog
from burraco_tourney.ui.dialogs.tournament import NewTournamentWizard, SettingsDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.services.support import with_round
from tests.ui.conftest import make_window

FIBUR_PROFILE = BUNDLED_PROFILES[FIBUR]


def choose(combo: object, key: str) -> None:
    for index in range(combo.count()):  # type: ignore[attr-defined]
        if combo.itemData(index).key == key:  # type: ignore[attr-defined]
            combo.setCurrentIndex(index)  # type: ignore[attr-defined]
            return
    raise AssertionError(key)


def test_the_wizard_makes_a_fibur_tournament(qtbot: QtBot, db_path: Path, database: Database) -> None:
    window = make_window(qtbot, db_path)
    window.new_tournament_action.trigger()
    wizard = window.dialog
    assert isinstance(wizard, NewTournamentWizard)
    qtbot.waitExposed(wizard)
    wizard.editor.details.name.setText("Coppa D'Alessandro")
    wizard.next()
    play = wizard.editor.play
    combo = play.rules.profile
    assert [combo.itemText(i) for i in range(combo.count())] == ["FIBur", "Classic", "Burraco internazionale"]
    assert combo.currentText() == "Classic"
    assert not play.semi_clean.isChecked()
    choose(combo, FIBUR)
    # The profile's values fill the boxes.
    assert play.semi_clean.isChecked() and play.semi_clean_value.value() == 150
    assert play.rules.danish_last_round.isChecked()
    assert play.rules.timeout.currentData() == FinalCircuitRule.FIBUR.text
    assert play.rules.timeout_sentence.text() == FinalCircuitRule.FIBUR.text
    assert not play.rules.timeout_words.isVisibleTo(wizard)
    assert not play.rules.note.isVisible()
    wizard.resize(wizard.sizeHint())
    wizard.grab().save("/tmp/h4_wizard_rules.png")
    with qtbot.waitSignal(window.tournament_opened):
        wizard.button(QWizard.WizardButton.FinishButton).click()
    stored = tournaments.find_tournament(database, "Coppa D'Alessandro")
    assert tournaments.load_tournament(database, stored.id).settings.profile == FIBUR_PROFILE


def test_changing_a_value_makes_custom_rules_that_keep_the_rest(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, tmp_path: Path
) -> None:
    profiles.choose_profile(database, tournament_id, BUNDLED_PROFILES[INTERNATIONAL])
    window = make_window(qtbot, db_path)
    window.settings_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    dialog.tabs.setCurrentIndex(1)  # Rounds and scoring (the page scrolls: the tab holds its scroll area)
    play = dialog.editor.play
    assert play.rules.profile.currentText() == "Burraco internazionale"
    assert play.rules.clean_closing.isChecked()
    play.closing.setValue(150)
    assert play.rules.note.isVisibleTo(dialog)
    assert play.rules.note.text() == "Changed from Burraco internazionale: these are custom rules."
    assert play.rules.custom_name.isVisibleTo(dialog)
    play.rules.custom_name.setText("Regole del Circolo Łukasz")
    dialog.resize(dialog.sizeHint())
    dialog.grab().save("/tmp/h4_settings_custom.png")
    exported = tmp_path / "circolo.json"
    assert play.save_profile_file(exported)
    dialog.accept()
    assert not dialog.isVisible()
    stored = tournaments.load_tournament(database, tournament_id).settings.profile
    assert (stored.key, stored.name, stored.scoring.closing) == (CUSTOM, "Regole del Circolo Łukasz", 150)
    assert stored.closing_requires is ClosingRule.CLEAN_BURRACO
    assert json.loads(exported.read_text(encoding="utf-8"))["name"] == "Regole del Circolo Łukasz"
    # The saved rules come back from the file, in another tournament's settings.
    assert profiles.load_profile_file(exported) == stored


def test_a_profile_file_is_loaded_and_a_bad_one_is_refused_in_words(
    window: MainWindow, tournament_id: int, tmp_path: Path, qtbot: QtBot
) -> None:
    window.settings_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    play = dialog.editor.play
    good = tmp_path / "club.json"
    good.write_text(
        json.dumps(
            {"name": "Club Müller", "scoring": {"semi_clean": 120}, "timeout_text": "Tutti: un giro."}
        ),
        encoding="utf-8",
    )
    assert play.load_profile_file(good)
    assert play.rules.profile.currentText() == "Club Müller (this tournament's copy)"
    assert play.semi_clean_value.value() == 120
    assert play.rules.timeout_words.text() == "Tutti: un giro."
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"name": "x", "scoring": {"clean": 203}}), encoding="utf-8")
    assert not play.load_profile_file(bad)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox)))
    (box,) = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert "203 is not a multiple of 5" in box.text()
    box.close()
    assert play.semi_clean_value.value() == 120
    dialog.reject()


def test_the_clock_proposes_the_profiles_time_out_words(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    profiles.choose_profile(database, tournament_id, FIBUR_PROFILE)
    with_round(database, tournament_id, ((1, 1, 2), (2, 3, 4), (3, 5, 6)))
    window = make_window(qtbot, db_path)
    controls = window.clock
    controls.start_action.trigger()
    dialog = controls.dialog
    assert isinstance(dialog, StartClockDialog)
    assert dialog.chosen_text() == FinalCircuitRule.FIBUR.text
    dialog.reject()
