"""The keyboard in the Next round dialog and on the Rounds page: Enter makes the round, and every Alt letter
(mnemonic) is unique in its window, in each language."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QMenuBar, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Movement
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import rounds
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog, SwapDialog
from tests.ui.conftest import make_window
from tests.ui.test_rounds_page import make_round, page_of


def mnemonic(text: str) -> str | None:
    """The letter after a single '&' ("&&" is a plain ampersand)."""
    index = text.replace("&&", "\0\0").find("&")
    return text[index + 1].casefold() if 0 <= index < len(text) - 1 else None


def visible_mnemonics(root: QWidget) -> list[tuple[str, str]]:
    """(letter, text) of every visible button, checkbox, buddy label, group box, tab and menu title."""
    texts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy() is not None):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i)]
        elif isinstance(widget, QMenuBar):
            texts += [action.text() for action in widget.actions() if action.isVisible()]
    return [(letter, text) for text in texts if (letter := mnemonic(text)) is not None]


def clashes(found: list[tuple[str, str]]) -> dict[str, list[str]]:
    counts = Counter(letter for letter, _ in found)
    return {letter: [text for key, text in found if key == letter] for letter, n in counts.items() if n > 1}


@pytest.fixture(params=["it", "de", "en"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    installed = install_translators(qapp, request.param)
    yield request.param
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


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
    language: str, qtbot: QtBot, db_path: Path, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)
    page = page_of(window)
    window.page_actions[1].trigger()
    make_round(page)
    assert page.isVisible() and page.tabs.isVisible()
    found = visible_mnemonics(window)
    assert len(found) >= 10, found
    assert not clashes(found), (language, clashes(found))
    # The Round menu, which holds the page's actions.
    in_menu = [(m, a.text()) for a in window.round_menu.actions() if (m := mnemonic(a.text())) is not None]
    assert len(in_menu) >= 5, in_menu
    assert not clashes(in_menu), (language, clashes(in_menu))

    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    qtbot.waitExposed(dialog)
    found = visible_mnemonics(dialog)
    assert len(found) >= 2, found
    assert not clashes(found), (language, clashes(found))
    dialog.reject()
    for action in (page.swap_pairs_action, page.swap_tables_action):
        action.trigger()
        swap = page.dialog
        assert isinstance(swap, SwapDialog)
        qtbot.waitExposed(swap)
        found = visible_mnemonics(swap)
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
