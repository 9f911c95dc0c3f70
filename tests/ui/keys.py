"""What the keyboard reaches in a window, for the tests that check it: the Alt keys (mnemonics) of its
visible widgets, and the window shown in each of the program's languages."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QMainWindow, QTabBar, QWidget

from burraco_tourney.ui.app import install_translators


def mnemonic(text: str) -> str | None:
    """The Alt key of a text: the character after a single &, lower case ("&&" is a plain &)."""
    index = 0
    while index < len(text) - 1:
        if text[index] == "&":
            if text[index + 1] == "&":
                index += 2
                continue
            return text[index + 1].lower()
        index += 1
    return None


def mnemonic_texts(window: QWidget) -> list[str]:
    """The texts of a window's visible widgets that take an Alt key: buttons and check boxes, labels with
    a buddy, group boxes, tabs and the menu bar's titles (widgets of another window, e.g. a dialog open
    over it, are left to that window)."""
    texts: list[str] = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window:
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy() is not None):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts.extend(widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i))
    if isinstance(window, QMainWindow):
        texts.extend(action.text() for action in window.menuBar().actions() if action.isVisible())
    return [text for text in texts if mnemonic(text)]


def by_key(texts: Iterable[str]) -> dict[str, list[str]]:
    """Alt key → the texts that take it."""
    found: dict[str, list[str]] = {}
    for text in texts:
        key = mnemonic(text)
        if key is not None:
            found.setdefault(key, []).append(text)
    return found


def clashes(texts: Iterable[str]) -> dict[str, list[str]]:
    """The Alt keys taken by more than one of the texts, with those texts."""
    return {key: shared for key, shared in by_key(texts).items() if len(shared) > 1}


@pytest.fixture(params=["it", "de", "en"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The program in each language, as it keeps it (the preferences; names such as a scale's follow it)."""
    QSettings().setValue("language", request.param)
    installed = install_translators(qapp, request.param)
    yield request.param
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
