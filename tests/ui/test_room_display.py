"""The room display reached the ways a director reaches it: the button on the Rounds page, Round → Clock,
the ▾ menu; back from minimised, out of full screen with Esc, a window by default on a one-screen laptop."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.ui.clock.controls import ClockControls
from burraco_tourney.ui.clock.display import RoundClockWindow
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.preferences import CLOCK_SCREEN
from tests.ui.conftest import make_window


def opened_display(controls: ClockControls) -> RoundClockWindow:
    display = controls.display
    assert display is not None
    return display


def no_error_shown(window: MainWindow) -> bool:
    return not [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def screens_menu_action(controls: ClockControls, text: str) -> QAction:
    controls.screens_menu.aboutToShow.emit()  # the menu is filled as it opens
    return next(a for a in controls.screens_menu.actions() if a.text().replace("&", "") == text)


def test_a_click_on_the_room_display_button_shows_the_display(qtbot: QtBot, window: MainWindow) -> None:
    assert window.workspace is not None
    window.workspace.show_page(1)  # Rounds
    panel = window.workspace.rounds.clock_panel
    assert panel is not None
    button = panel.buttons["room_display"]
    qtbot.waitUntil(button.isVisible)
    # The click lands on the button's own part, not on its ▾ arrow at the right edge.
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center() - button.rect().topLeft())
    qtbot.waitUntil(lambda: window.clock.display is not None and window.clock.display.isVisible())
    assert no_error_shown(window)
    assert opened_display(window.clock).windowTitle() == "Round clock — Burraco Tourney"


def test_round_clock_room_display_in_the_menu_shows_the_display(qtbot: QtBot, window: MainWindow) -> None:
    clock_menu = next(a.menu() for a in window.round_menu.actions() if a.menu() is window.clock.menu)
    action = next(a for a in clock_menu.actions() if a.text() == "Room &display")
    action.trigger()  # sends triggered(bool), as a click in the menu does
    display = opened_display(window.clock)
    qtbot.waitUntil(display.isVisible)
    assert no_error_shown(window)


def test_in_a_window_brings_back_a_minimised_display(qtbot: QtBot, window: MainWindow) -> None:
    screens_menu_action(window.clock, "In a window").trigger()
    display = opened_display(window.clock)
    qtbot.waitUntil(display.isVisible)
    display.showMinimized()
    qtbot.waitUntil(display.isMinimized)
    screens_menu_action(window.clock, "In a window").trigger()
    qtbot.waitUntil(lambda: not display.isMinimized())
    assert display.isVisible() and not display.isFullScreen()
    assert window.clock.display is display  # the same display, not a second one


def test_with_one_screen_the_display_opens_in_a_window(qtbot: QtBot, window: MainWindow) -> None:
    screens = QGuiApplication.screens()
    assert len(screens) == 1  # the offscreen platform: a laptop with no projector
    # Even when full screen on that one screen was chosen last time, the button does not cover the
    # director's window.
    QSettings().setValue(CLOCK_SCREEN.key, screens[0].name())
    window.clock.display_action.trigger()
    display = opened_display(window.clock)
    qtbot.waitUntil(display.isVisible)
    assert not display.isFullScreen()
    # The ▾ menu shows the same choice in bold, as the default.
    windowed = screens_menu_action(window.clock, "In a window")
    assert window.clock.screens_menu.defaultAction() is windowed


def test_esc_leaves_full_screen_and_keeps_the_display(qtbot: QtBot, window: MainWindow) -> None:
    screen = QGuiApplication.screens()[0]
    name = screen.name()
    size = screen.geometry()
    full_screen = next(
        a for a in _filled(window.clock) if a.text().startswith("Screen 1:") and name in a.text()
    )
    full_screen.trigger()
    display = opened_display(window.clock)
    qtbot.waitUntil(display.isFullScreen)
    qtbot.keyClick(display, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not display.isFullScreen())
    assert display.isVisible()
    assert window.clock.display is display
    # Back to a window smaller than the screen, so the director's window can be seen beside it.
    qtbot.waitUntil(lambda: display.width() < size.width() and display.height() < size.height())
    assert no_error_shown(window)


def _filled(controls: ClockControls) -> list[QAction]:
    controls.screens_menu.aboutToShow.emit()
    return controls.screens_menu.actions()


def test_the_display_goes_with_the_window_that_opened_it(
    qtbot: QtBot, db_path: Path, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)
    window.clock.display_action.trigger()
    display = opened_display(window.clock)
    qtbot.waitUntil(display.isVisible)
    window.close()
    assert window.clock.display is None


class FakeScreen:
    """A second screen (a projector), as far as choosing a screen needs one."""

    def name(self) -> str:
        return "HDMI-1"


def test_with_a_projector_the_display_goes_there_not_on_the_directors_screen(
    monkeypatch: pytest.MonkeyPatch, window: MainWindow
) -> None:
    own = window.screen()
    projector = FakeScreen()
    monkeypatch.setattr(QGuiApplication, "screens", staticmethod(lambda: [own, projector]))
    assert window.clock._default_screen() is projector
    QSettings().setValue(CLOCK_SCREEN.key, own.name())  # full screen on the laptop, chosen once
    assert window.clock._default_screen() is projector
    QSettings().setValue(CLOCK_SCREEN.key, "HDMI-1")
    assert window.clock._default_screen() is projector
