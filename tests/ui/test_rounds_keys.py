"""The keyboard in the Next round dialog and on the Rounds page: Enter makes the round, and every Alt letter
(mnemonic) is unique in its window, in each language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Movement
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import rounds
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog, SwapDialog
from tests.ui.conftest import make_window
from tests.ui.keys import clashes, language, mnemonic, mnemonic_texts  # noqa: F401 (language: a fixture)
from tests.ui.test_rounds_page import make_round, page_of


def test_enter_in_the_next_round_dialog_makes_the_round(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)
    page = page_of(window)
    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.movement, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert len(rounds.get_round(database, tournament_id, 1).tables) == 3


def test_every_alt_letter_is_unique_on_the_rounds_page_and_its_dialogs(
    language: str,  # noqa: F811
    qtbot: QtBot,
    db_path: Path,
    tournament_id: int,
) -> None:
    window = make_window(qtbot, db_path)
    page = page_of(window)
    window.page_actions[1].trigger()
    make_round(page)
    assert page.isVisible() and page.tabs.isVisible()
    found = mnemonic_texts(window)
    assert len(found) >= 10, found
    assert not clashes(found), (language, clashes(found))
    # The Round menu, which holds the page's actions.
    in_menu = [text for action in window.round_menu.actions() if mnemonic(text := action.text())]
    assert len(in_menu) >= 5, in_menu
    assert not clashes(in_menu), (language, clashes(in_menu))

    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    qtbot.waitExposed(dialog)
    found = mnemonic_texts(dialog)
    assert len(found) >= 2, found
    assert not clashes(found), (language, clashes(found))
    dialog.reject()
    for action in (page.swap_pairs_action, page.swap_tables_action):
        action.trigger()
        swap = page.dialog
        assert isinstance(swap, SwapDialog)
        qtbot.waitExposed(swap)
        found = mnemonic_texts(swap)
        assert len(found) >= 3, found
        assert not clashes(found), (language, clashes(found))
        swap.reject()


@pytest.mark.parametrize(
    ("movement", "said", "not_said"),
    [
        (None, "A Mitchell round follows its fixed scheme", "Danish"),
        (Movement.MITCHELL, "A Mitchell round follows its fixed scheme", "standings"),
        (Movement.ROUND_ROBIN, "In a round robin every pair meets every other pair once", "Danish"),
        (Movement.DANISH, "A Danish round pairs on the standings", "Mitchell"),
        (Movement.SWISS, "A Swiss round pairs on the standings", "Danish"),
    ],
)
def test_the_next_round_dialog_explains_the_movement_chosen(
    qtbot: QtBot, db_path: Path, tournament_id: int, movement: Movement | None, said: str, not_said: str
) -> None:
    window = make_window(qtbot, db_path)
    page = page_of(window)
    make_round(page)  # round 2 is the plan's second Mitchell round
    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    dialog.movement.setCurrentIndex(dialog.movement.findData(movement))
    note = dialog.findChild(QLabel, "movement_note")
    assert note is not None
    assert note.text().startswith(said)
    assert not_said not in note.text()
    if movement in (Movement.DANISH, Movement.SWISS):
        assert "every table of round 1 must have its result first" in note.text()


def test_enter_in_the_swap_dialog_swaps(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)
    page = page_of(window)
    make_round(page)
    before = {t.table: (t.ns, t.ew) for t in rounds.get_round(database, tournament_id, 1).tables}
    page.swap_tables_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, SwapDialog)
    qtbot.waitExposed(dialog)
    dialog.choose(1, 2)
    qtbot.keyClick(dialog.second, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    after = {t.table: (t.ns, t.ew) for t in rounds.get_round(database, tournament_id, 1).tables}
    assert after[1] == before[2] and after[2] == before[1]
