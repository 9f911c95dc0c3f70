"""The Next round dialog's seating of a phase's first round: pairs loaded by number, alphabetically or at
random (the seed shown), clubs, provinces and regions kept apart; the banner and the audit log say how."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.movements import FirstRoundSeating, Separation
from burraco_tourney.domain.tournament import Movement, Phase, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, rounds, tournaments
from burraco_tourney.services.audit import audit_log
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.models.sheet_audit import change_summary
from tests.services.support import settings
from tests.ui.conftest import make_window
from tests.ui.keys import clashes, language, mnemonic_texts  # noqa: F401 - language is a fixture
from tests.ui.test_rounds_page import page_of

REGIONS = ("Lazio", "Campania", "Toscana", "Sicilia")


def region_of(number: int) -> str:
    """By pair number, pair i meets pair i + 4 at table i: both of one region."""
    return REGIONS[(number - 1) % 4]


def regional(database: Database) -> int:
    created = tournaments.create_tournament(database, settings(plan=(Phase(Movement.MITCHELL, 4),)))
    for number in range(1, 9):
        players = tuple(Player(f"Giocatore {number}{side}", region=region_of(number)) for side in "ab")
        pairs.register_pair(database, created.id, (players[0], players[1]))
    return created.id


def open_dialog(window: MainWindow) -> NextRoundDialog:
    page = page_of(window)
    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    return dialog


def test_the_first_round_is_drawn_at_random_keeping_regions_apart(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    tournament_id = regional(database)
    window = make_window(qtbot, db_path)
    dialog = open_dialog(window)
    assert dialog.seating.isVisible()
    # By pair number, no separation: what the dialog offers first, as before.
    assert dialog.seating_order.currentText() == "by pair number"
    assert not dialog.seed.isEnabled()
    assert not any(check.isChecked() for check in dialog.separate.values())
    dialog.seating_order.setCurrentIndex(dialog.seating_order.findData(FirstRoundSeating.DRAW.value))
    assert dialog.seed.isEnabled() and dialog.seed.value() > 0  # a seed is offered, and shown
    dialog.seed.setValue(777)
    region = dialog.findChild(QCheckBox, "separate_region")
    assert region is not None and region.text() == "re&gion"
    region.setChecked(True)
    # A Danish first round pairs by number: no seating to choose.
    dialog.movement.setCurrentIndex(dialog.movement.findData(Movement.DANISH))
    assert not dialog.seating.isVisible()
    dialog.movement.setCurrentIndex(0)
    assert dialog.seating.isVisible()
    dialog.accept()
    page = page_of(window)
    stored = rounds.get_round(database, tournament_id, 1)
    assert all(region_of(t.ns) != region_of(t.ew) for t in stored.tables)
    assert "Seating: pairs drawn at random, seed 777; kept apart by region." in page.banner.text()
    entry = next(e for e in audit_log(database, tournament_id) if e.action == "store round")
    assert change_summary(entry).endswith("; pairs drawn at random, seed 777; kept apart by region")
    # Round 2 moves on from round 1: nothing to seat.
    dialog = open_dialog(window)
    assert not dialog.seating.isVisible()
    dialog.accept()
    assert "Seating:" not in page.banner.text()


def test_the_same_seed_seats_the_same_round_again(qtbot: QtBot, db_path: Path, database: Database) -> None:
    tournament_id = regional(database)
    window = make_window(qtbot, db_path)
    seen = []
    for _ in range(2):
        dialog = open_dialog(window)
        dialog.seating_order.setCurrentIndex(dialog.seating_order.findData(FirstRoundSeating.DRAW.value))
        dialog.seed.setValue(31)
        dialog.accept()
        seen.append(rounds.get_round(database, tournament_id, 1).tables)
        rounds.delete_last_round(database, tournament_id)
    assert seen[0] == seen[1]


def test_the_seating_speaks_italian(
    qapp: QApplication, qtbot: QtBot, db_path: Path, database: Database
) -> None:
    installed = install_translators(qapp, "it")
    try:
        regional(database)
        window = make_window(qtbot, db_path)
        dialog = open_dialog(window)
        assert dialog.seating.title() == "Disposizione del primo turno"
        orders = [dialog.seating_order.itemText(i) for i in range(dialog.seating_order.count())]
        assert orders == [
            "per numero di coppia",
            "in ordine alfabetico (cognome del primo giocatore)",
            "a sorteggio",
        ]
        assert [check.text() for check in dialog.separate.values()] == ["circ&olo", "pro&vincia", "re&gione"]
        dialog.seating_order.setCurrentIndex(2)
        dialog.seed.setValue(777)
        dialog.separate[Separation.CLUB].setChecked(True)
        dialog.separate[Separation.REGION].setChecked(True)
        dialog.accept()
        assert "Disposizione: coppie sorteggiate, seme 777; separate per circolo, regione." in (
            page_of(window).banner.text()
        )
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)


def test_every_alt_letter_of_the_seating_is_its_own(
    language: str,  # noqa: F811
    qtbot: QtBot,
    db_path: Path,
    database: Database,
) -> None:
    regional(database)
    window = make_window(qtbot, db_path)
    dialog = open_dialog(window)
    qtbot.waitExposed(dialog)
    assert dialog.seating.isVisible()
    found = mnemonic_texts(dialog)
    assert len(found) >= 7, found
    assert not clashes(found), (language, clashes(found))
    dialog.reject()
