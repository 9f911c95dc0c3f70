"""Creating a tournament through the wizard, and changing the settings of a running one."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWizard
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Movement, Phase, TieBreak
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.scores import save_table_deals
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.dialogs.tournament import NewTournamentWizard, SettingsDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.services.support import closed_by_ns, sheet
from tests.ui.conftest import make_window
from tests.ui.keys import mnemonic, mnemonic_texts


def visible_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_a_tournament_is_created_through_the_wizard(qtbot: QtBot, db_path: Path, database: Database) -> None:
    window = make_window(qtbot, db_path)
    window.new_tournament_action.trigger()
    wizard = window.dialog
    assert isinstance(wizard, NewTournamentWizard)
    qtbot.waitExposed(wizard)
    editor = wizard.editor
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    assert not next_button.isEnabled()  # a tournament needs a name
    qtbot.keyClicks(editor.details.name, "Torneo d'Autunno")
    assert next_button.isEnabled()
    editor.details.date.setDate(QDate(2026, 10, 3))
    editor.details.venue.setText("Circolo Ästhetik")
    wizard.next()
    play = editor.play
    assert play.current_scale().name == "fibur-3-deals"
    play.deals.setValue(4)
    assert play.current_scale().name == "fibur-4-deals"  # the scale follows the deals
    assert "60 minutes per round" in play.round_time.text()
    play.semi_clean.setChecked(True)
    play.bye_vp.setValue(12)
    assert "+305" in play.bye_note.text()  # 12 VP start at 305 MP in the 4-deal table
    wizard.next()
    ranking = editor.ranking
    ranking.chain.setCurrentRow(2)  # head-to-head before MP difference
    ranking.up.click()
    ranking.chain.item(4).setCheckState(Qt.CheckState.Unchecked)  # no drawing lots
    ranking.phases[0].rounds.setValue(4)
    ranking.phases[1].movement.setCurrentIndex(ranking.phases[1].movement.findData(Movement.SWISS))
    assert ranking.plan_total.text() == "6 rounds planned"
    with qtbot.waitSignal(window.tournament_opened):
        wizard.button(QWizard.WizardButton.FinishButton).click()

    stored = tournaments.find_tournament(database, "Torneo d'Autunno")
    chosen = tournaments.load_tournament(database, stored.id).settings
    assert chosen.date == date(2026, 10, 3)
    assert chosen.venue == "Circolo Ästhetik"
    assert chosen.deals_per_round == 4
    assert chosen.vp_scale.name == "fibur-4-deals"
    assert chosen.scoring.semi_clean == 150
    assert chosen.bye.vp == Decimal(12) and chosen.bye.mp is None
    assert chosen.tie_breaks == (TieBreak.VP, TieBreak.HEAD_TO_HEAD, TieBreak.MP_DIFF, TieBreak.MP)
    assert chosen.plan == (Phase(Movement.MITCHELL, 4), Phase(Movement.SWISS, 2))
    assert "Torneo d'Autunno" in window.windowTitle()


def test_a_refused_tournament_keeps_the_wizard_open(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)
    window.new_tournament_action.trigger()
    wizard = window.dialog
    assert isinstance(wizard, NewTournamentWizard)
    # The same name and date as the tournament already there: the service refuses it.
    wizard.editor.details.name.setText("Torneo di Natale")
    wizard.editor.details.date.setDate(QDate(2026, 12, 20))
    wizard.accept()
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    assert "already holds the tournament" in visible_boxes(window)[0].text()
    assert wizard.isVisible()
    assert len(tournaments.list_tournaments(database)) == 1


def test_a_vp_scale_is_loaded_from_a_file(qtbot: QtBot, db_path: Path, tmp_path: Path) -> None:
    window = make_window(qtbot, db_path)
    window.new_tournament_action.trigger()
    wizard = window.dialog
    assert isinstance(wizard, NewTournamentWizard)
    scale = tmp_path / "club.json"
    scale.write_text(
        '{"name": "club-scale", "kind": "table", "rows": [[100, 10, 10], [500, 14, 6], [null, 20, 0]]}',
        encoding="utf-8",
    )
    assert wizard.editor.play.load_scale_file(scale)
    assert wizard.editor.play.current_scale().name == "club-scale"
    assert wizard.editor.play.scale_table.rowCount() == 3
    broken = tmp_path / "broken.json"
    broken.write_text('{"name": "x", "kind": "table", "rows": [[100, 12, 10]]}', encoding="utf-8")
    assert not wizard.editor.play.load_scale_file(broken)
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    assert "not loaded" in visible_boxes(window)[0].text()
    assert wizard.editor.play.current_scale().name == "club-scale"


def test_settings_change_freely_before_results(
    window: MainWindow, database: Database, tournament_id: int
) -> None:
    window.settings_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    assert not dialog.rescore_box.isVisibleTo(dialog)
    dialog.editor.details.venue.setText("Sala Grande")
    dialog.editor.play.minutes.setValue(12)
    dialog.accept()
    assert not dialog.isVisible()
    chosen = tournaments.load_tournament(database, tournament_id).settings
    assert (chosen.venue, chosen.minutes_per_deal) == ("Sala Grande", 12)
    assert "Sala Grande" in window.workspace.header.text()  # type: ignore[union-attr]


def test_a_settings_change_the_results_do_not_allow_shows_the_reason(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    made = make_next_round(database, tournament_id)
    save_table_deals(database, tournament_id, 1, made.tables[0][0], sheet(closed_by_ns()))
    window.settings_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    assert dialog.rescore_box.isVisibleTo(dialog)
    for deals in (2, 4):  # the sheets entered have 3 deals: neither fewer nor more, not even re-scored
        dialog.editor.play.deals.setValue(deals)
        dialog.rescore.setChecked(True)
        dialog.reason.setText("one more deal")
        dialog.accept()
        qtbot.waitUntil(lambda: bool(visible_boxes(window)))
        assert "sheets are already entered with 3 deals a round" in visible_boxes(window)[0].text()
        assert dialog.isVisible()
        visible_boxes(window)[0].accept()
        qtbot.waitUntil(lambda: not visible_boxes(window))
    assert tournaments.load_tournament(database, tournament_id).settings.deals_per_round == 3
    dialog.rescore.setChecked(False)
    # Changing what results are worth needs the box ticked and a reason.
    dialog.editor.play.deals.setValue(3)
    dialog.editor.play.clean.setValue(250)
    dialog.rescore.setChecked(True)
    dialog.reason.setText("the club plays 250 for a clean burraco")
    dialog.accept()
    assert not dialog.isVisible()
    assert tournaments.load_tournament(database, tournament_id).settings.scoring.clean == 250


@pytest.fixture(params=("en", "it", "de"))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    installed = install_translators(qapp, request.param) if request.param != "en" else []
    yield request.param
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def test_the_wizard_names_its_buttons_as_they_read_and_alt_keys_are_not_shared(
    language: str, qtbot: QtBot, db_path: Path
) -> None:
    window = make_window(qtbot, db_path)
    window.new_tournament_action.trigger()
    wizard = window.dialog
    assert isinstance(wizard, NewTournamentWizard)
    qtbot.waitExposed(wizard)
    hint = wizard.findChild(QLabel, "defaults_hint").text()
    for kind in (QWizard.WizardButton.FinishButton, QWizard.WizardButton.NextButton):
        label = wizard.button(kind).text().replace("&", "").strip("<> ")
        assert label in hint, (label, hint)
    keys = [mnemonic(text) for text in mnemonic_texts(wizard)]
    assert len(keys) == len(set(keys)), mnemonic_texts(wizard)
    wizard.reject()


def test_the_vp_row_of_the_tie_breaks_has_no_box_to_untick_and_stays_first(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    """A user test: the VP row could be unticked while VP still ranked ('Ties broken by: VP')."""
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    window.settings_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    chain = dialog.editor.ranking.chain
    first = chain.item(0)
    assert TieBreak(first.data(Qt.ItemDataRole.UserRole)) is TieBreak.VP
    assert not first.flags() & Qt.ItemFlag.ItemIsUserCheckable
    assert first.data(Qt.ItemDataRole.CheckStateRole) is None  # no box drawn: nothing seems to untick
    # A click where a box would be, and Space on the row, change nothing.
    option = QStyleOptionViewItem()
    option.rect = chain.visualItemRect(first)
    box = chain.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, chain)
    qtbot.mouseClick(chain.viewport(), Qt.MouseButton.LeftButton, pos=box.center())
    chain.setCurrentRow(0)
    qtbot.keyClick(chain, Qt.Key.Key_Space)
    assert dialog.editor.ranking.tie_breaks()[0] is TieBreak.VP
    dialog.editor.ranking.down.click()  # VP does not move down either
    assert TieBreak(chain.item(0).data(Qt.ItemDataRole.UserRole)) is TieBreak.VP
    dialog.reject()
