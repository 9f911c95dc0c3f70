"""File → Free game… (issue 22): with no tournament open, a game to 505 begun, deals typed with a score
sheet's fields, running totals, a bad deal refused in words, the winner announced and no further deal; the
game resumed from the list after closing; in Italian."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QSpinBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.free_game import Outcome
from burraco_tourney.domain.scoring import Deal
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import free_game
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.dialogs.free_game import FreeGameDialog
from tests.ui.conftest import make_window

A = "Rossi – D'Alessandro"
B = "Müller – Łukasz"


def _type_deal(dialog: FreeGameDialog, closer: str, **values: int) -> None:
    """Values as ns_clean=1, ew_cards=-40; closer 'ns', 'ew' or ''."""
    for name, value in values.items():
        side, field = name.split("_", 1)
        box: QSpinBox = dialog.fields[(side, field)]
        box.setValue(value)
    dialog.closer.setCurrentIndex(dialog.closer.findData(closer))


def _pad(qtbot: QtBot, db_path: Path) -> FreeGameDialog:
    window = make_window(qtbot, db_path)  # an empty database: no tournament open
    assert window.context is None
    assert window.free_game_action.isEnabled()
    window.free_game_action.trigger()
    dialog = window.findChild(FreeGameDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_a_game_to_505_is_played_to_its_winner(qtbot: QtBot, db_path: Path, database: Database) -> None:
    dialog = _pad(qtbot, db_path)
    # No names: refused in words, nothing stored.
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.games_message.text().splitlines() == ["each side needs a name"] * 2
    assert free_game.list_games(database) == []

    dialog.side_a.setText(A)  # keyClicks cannot type "–" or "Ł"
    dialog.side_b.setText(B)
    dialog.target.setCurrentIndex(dialog.target.findData(505))
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.pages.currentIndex() == 1
    assert dialog.heading.text() == f"{A} v {B} — to 505"

    # A closes with a clean burraco and 120 card points; B has a dirty one and 40 points, pozzetto taken.
    _type_deal(dialog, "ns", ns_clean=1, ns_cards=120, ew_dirty=1, ew_cards=40)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.deals_table.rowCount() == 1
    assert [dialog.deals_table.item(0, c).text() for c in range(4)] == ["420", "420", "140", "140"]
    assert dialog.totals.text() == f"{A} 420 – 140 {B}"
    assert dialog.result_label.text() == f"To the target: {A} needs 85, {B} needs 365"

    # Card points not a multiple of 5: refused at once, nothing added.
    _type_deal(dialog, "ew", ew_clean=1, ew_cards=33)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.pad_message.text() == f"Deal 2, {B} card points: 33 is not a multiple of 5."
    assert dialog.deals_table.rowCount() == 1

    _type_deal(dialog, "ew", ew_clean=1, ew_cards=35, ns_cards=-30)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.totals.text() == f"{A} 390 – 475 {B}"
    _type_deal(dialog, "ns", ns_clean=1, ns_cards=50, ew_cards=-20)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.totals.text() == f"{A} 740 – 455 {B}"
    assert dialog.result_label.text() == f"{A} wins!"
    assert not dialog.entry.isEnabled()

    [stored] = free_game.list_games(database)
    assert (stored.deals, stored.score, stored.outcome) == (3, (740, 455), Outcome.A_WINS)

    # Back to the list and resumed: the same pad.
    dialog.show_games()
    assert dialog.games.item(0, 3).text() == f"{A} won"
    dialog.open_selected()
    assert dialog.deals_table.rowCount() == 3 and dialog.result_label.text() == f"{A} wins!"

    # The last deal corrected: the game goes on.
    qtbot.mouseClick(dialog.correct_button, Qt.MouseButton.LeftButton)
    assert dialog.entry.isEnabled() and dialog.fields[("ns", "cards")].value() == 50
    dialog.fields[("ns", "clean")].setValue(0)
    dialog.fields[("ns", "dirty")].setValue(1)
    dialog.fields[("ns", "cards")].setValue(0)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    # A burraco with no card points is only warned of: the same deal added again confirms it.
    assert "Check the deal" in dialog.pad_message.text()
    assert dialog.add_button.text() == "&Add deal anyway"
    assert free_game.list_games(database)[0].score == (740, 455)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.totals.text() == f"{A} 590 – 455 {B}"
    assert dialog.result_label.text() == f"{A} wins!"  # 590 still over 505

    pdf = db_path.parent / "pad.pdf"
    dialog.write_pad(str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF")


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    QSettings().setValue("language", "it")
    installed = install_translators(qapp, "it")
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def test_the_pad_in_italian(
    qtbot: QtBot, db_path: Path, database: Database, tmp_path: Path, italian: None
) -> None:
    game = free_game.create_game(database, A, B, 1005)
    free_game.add_deal(database, game.id, Deal.of_totals(600, 450))
    window = make_window(qtbot, db_path)
    window.free_game_action.trigger()
    dialog = window.findChild(FreeGameDialog)
    assert dialog.windowTitle() == "Partita libera"
    assert dialog.games.item(0, 3).text() == "in corso, 1 smazzata"
    dialog.grab().save(str(tmp_path / "games_it.png"))
    dialog.open_selected()
    assert dialog.add_button.text() == "&Aggiungi smazzata"
    assert dialog.result_label.text() == f"All'obiettivo mancano: 405 a {A}, 555 a {B}"
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)  # an empty deal: nobody closed...
    dialog.closer.setCurrentIndex(0)
    dialog.fields[("ns", "clean")].setValue(1)
    dialog.fields[("ns", "cards")].setValue(33)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.pad_message.text() == f"Smazzata 2, punti carte {A}: 33 non è un multiplo di 5."
    QApplication.processEvents()  # the layout settles before the picture
    dialog.grab().save(str(tmp_path / "pad_it.png"))


def test_in_italian_the_rules_are_named_in_italian_and_the_pad_is_offered_under_the_game_s_name(
    qtbot: QtBot,
    db_path: Path,
    database: Database,
    tmp_path: Path,
    italian: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 27: the rules read "Classic" in an Italian window, and every game's pad was offered as
    score-pad.pdf, each printed over the last."""
    game = free_game.create_game(database, A, B, 1005)
    QSettings().setValue("export/folder", str(tmp_path))  # the folder the last printout went to
    window = make_window(qtbot, db_path)
    window.free_game_action.trigger()
    dialog = window.findChild(FreeGameDialog)
    assert dialog is not None
    assert dialog.profile.currentText() == "Classico"
    assert "FIBur" in [dialog.profile.itemText(i) for i in range(dialog.profile.count())]
    dialog.open_selected()
    offered: list[str] = []

    def save_file_name(_parent: object, title: str, where: str, _filter: str) -> tuple[str, str]:
        offered.append(where)
        return "", ""  # the director cancels

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
    dialog.print_pad()
    day = free_game.open_game(database, game.id).created_at.astimezone().date().isoformat()
    assert offered == [str(tmp_path / f"{A} contro {B} - {day} - blocco segnapunti.pdf")]
