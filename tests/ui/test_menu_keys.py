"""The menus by keyboard, in every language: each title of the menu bar has an Alt letter of its own, no
page's button or box takes it, and inside each menu (and each submenu) no two entries share one (issue 27:
"Evento" had none, and in View "Classifica" and "Lingua" were both Alt+L)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window
from tests.ui.keys import clashes, language, mnemonic, mnemonic_texts

__all__ = ["language"]  # the fixture, run in Italian, German and English


def menu_clashes_of(texts: list[str], where: str) -> list[str]:
    return [
        f"{where}: Alt+{key.upper()} is {' / '.join(shared)}"
        for key, shared in sorted(clashes(texts).items())
    ]


def menu_clashes(menu: QMenu, where: str) -> list[str]:
    """The Alt letters shared inside `menu` and its submenus, said as "View: Alt+L is Classifica / Lingua"."""
    menu.aboutToShow.emit()  # menus that fill or name their entries as they open
    shown = [action for action in menu.actions() if action.isVisible() and not action.isSeparator()]
    found = menu_clashes_of([action.text() for action in shown], where)
    for action in shown:
        if action.menu() is not None:
            found += menu_clashes(action.menu(), f"{where} → {action.text()}")
    return found


def test_every_menu_has_an_alt_letter_of_its_own_and_no_entry_shares_one(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, language: str
) -> None:
    make_next_round(database, tournament_id, None)
    window: MainWindow = make_window(qtbot, db_path)
    assert window.workspace is not None  # the tournament is open: the page menus are filled
    titles = [action.text() for action in window.menuBar().actions() if action.isVisible()]

    found = [f"menu bar: {title} has no Alt letter" for title in titles if mnemonic(title) is None]
    found += menu_clashes_of(titles, "menu bar")
    for action in window.menuBar().actions():
        if action.isVisible() and action.menu() is not None:
            found += menu_clashes(action.menu(), action.text())
    # The menu bar's letters are the window's: none may be a button's or a box's of any page.
    for index, page in enumerate(window.page_actions):
        page.trigger()
        shared = clashes(mnemonic_texts(window))
        found += [
            f"page {index + 1}: Alt+{key.upper()} is {' / '.join(texts)}" for key, texts in shared.items()
        ]
    window.show_start_page()  # the menu bar is there too (its menus disabled)
    shared = clashes(mnemonic_texts(window))
    found += [f"start page: Alt+{key.upper()} is {' / '.join(texts)}" for key, texts in shared.items()]
    assert found == [], "\n".join(found)
