"""Click everything: the main window on a real tournament (three rounds, a bye, a correction, an
adjustment), in each language, with every action of every menu triggered, every button of every page
clicked, every row of every list double-clicked and entered, and every dialog that opens answered.

It fails on any unexpected error (the program's own "Something went wrong" hook is installed, as in the
real program), any Qt warning, more than one new window from one activation, a dialog whose Enter key
does not press its main button, and two visible widgets of one window sharing an Alt mnemonic. Every
finding is listed with the activation that caused it, so one run shows them all.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path
from types import TracebackType

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, QPoint, Qt, QtMsgType
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabBar,
    QWidget,
    QWizard,
)
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Movement, Phase, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, clock, pairs, scores, tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui import app as app_module
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.clock.ticker import wall_time
from burraco_tourney.ui.main_window import MainWindow
from tests.services.support import closed_by_ew, closed_by_ns, players, settings, sheet
from tests.ui.conftest import make_window
from tests.ui.keys import clashes, mnemonic_texts

LANGUAGES = ("en", "it", "de")


# ------------------------------------------------------------------------------------------ the evening


@pytest.fixture
def evening(database: Database) -> int:
    """Seven pairs (a bye each round), Mitchell then Danish: rounds 1 and 2 scored, a deal of round 1
    corrected, an adjustment after round 1, round 3 made with one sheet in and its clock not started."""
    created = tournaments.create_tournament(
        database, settings(plan=(Phase(Movement.MITCHELL, 2), Phase(Movement.DANISH, 2)))
    )
    tid = created.id
    for number in range(1, 7):
        pairs.register_pair(database, tid, players(number))
    pairs.register_pair(
        database, tid, (Player("Örjan Ståhl", "Circolo Y", None), Player("Maria Dell'Orto", None, None))
    )
    for _ in range(2):
        made = make_next_round(database, tid)
        for index, (table, _ns, _ew) in enumerate(made.tables):
            deal = closed_by_ns() if index % 2 else closed_by_ew()
            scores.save_table_deals(database, tid, made.round, table, sheet(deal, closed_by_ns(180, 120)))
    scores.correct_deal(database, tid, 1, 1, 1, closed_by_ns(250, 65), reason="Punti carte scambiati")
    adjustments.add_adjustment(database, tid, 2, 1, vp=Decimal(-2), reason="Ritardo al tavolo")
    third = make_next_round(database, tid)
    scores.save_table_deals(database, tid, third.round, third.tables[0][0], sheet(closed_by_ns()))
    return tid


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    installed = install_translators(qapp, request.param) if request.param != "en" else []
    yield request.param
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture
def no_outside_world(monkeypatch: pytest.MonkeyPatch) -> None:
    """Blocking file choosers answer Cancel; nothing is handed to the system's viewers."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: ("", ""))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args, **kwargs: "")
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda *args, **kwargs: True)


# ------------------------------------------------------------------------------------------ checks


def enter_button(dialog: QDialog) -> QPushButton | None:
    """The button Enter presses, found as QDialog.keyPressEvent finds it."""
    for button in dialog.findChildren(QPushButton):
        if button.isDefault() and button.isVisible():
            return button
    return None


def main_buttons(dialog: QDialog) -> list[QAbstractButton]:
    """The buttons that do what the dialog is for (OK, Save, Write, Start, Next, Finish…)."""
    if isinstance(dialog, QWizard):
        kinds = (QWizard.WizardButton.NextButton, QWizard.WizardButton.FinishButton)
        return [b for kind in kinds if (b := dialog.button(kind)) is not None and b.isVisible()]
    roles = (
        QDialogButtonBox.ButtonRole.AcceptRole,
        QDialogButtonBox.ButtonRole.YesRole,
        QDialogButtonBox.ButtonRole.ApplyRole,
    )
    found: list[QAbstractButton] = []
    for box in dialog.findChildren(QDialogButtonBox):
        found += [b for b in box.buttons() if box.buttonRole(b) in roles and b.isVisible()]
    return found


def visible_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and not isinstance(w, QMenu)]


def describe(widget: QWidget) -> str:
    title = widget.windowTitle() or widget.objectName() or type(widget).__name__
    return f"{type(widget).__name__} '{title}'"


def plain(text: str) -> str:
    return text.replace("&", "")


class Clicker:
    """Activates one thing at a time and writes down everything that goes wrong."""

    def __init__(self, qtbot: QtBot, qtlog: object, window: MainWindow, language: str, log: Path) -> None:
        self.qtbot = qtbot
        self.qtlog = qtlog
        self.window = window
        self.language = language
        self.log = log
        self.findings: dict[str, None] = {}  # ordered and without repeats
        self.errors: list[str] = []
        self.seen_records = 0
        self.activations = 0
        self.label = "opening the window"
        self.crash_text = QCoreApplication.translate("App", "Something went wrong inside Burraco Tourney")
        self.crash_text = self.crash_text.split("(")[0].strip()

    def find(self, text: str) -> None:
        self.findings[f"[{self.language}] {text}"] = None

    # ------------------------------------------------------------------------ the program's fault hook

    def hook(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        last = traceback.format_exception(kind, error, trace)[-3:]
        self.find(f"{self.label}: unexpected {kind.__name__}: {error} | {''.join(last).strip()}")

    # ------------------------------------------------------------------------ activations

    def settle(self) -> None:
        for _ in range(3):
            QApplication.processEvents()

    def activate(self, label: str, do: Callable[[], object]) -> None:
        """Do one thing the director can do, then check and answer (close) what it opened."""
        self.label = label
        self.activations += 1
        before = visible_windows()
        do()
        self.settle()
        opened = [w for w in visible_windows() if w not in before]
        if len(opened) > 1:
            self.find(f"{label}: opens {len(opened)} windows: {', '.join(describe(w) for w in opened)}")
        for widget in opened:
            self.check_window(widget, f"{label} → {describe(widget)}")
        self.close_all(opened, before)
        self.check_log(label)
        if not self.window.isVisible() and do != self.window.quit_action.trigger:
            self.find(f"{label}: the main window is gone")
        self.label = "between activations"

    def close_all(self, opened: list[QWidget], before: list[QWidget]) -> None:
        for _ in range(5):
            if not opened:
                return
            for widget in opened:
                self.label = f"closing {describe(widget)}"
                if isinstance(widget, QDialog):
                    widget.reject()
                else:
                    widget.close()
                self.settle()
                if isinstance(widget, QMessageBox) and widget.isVisible():
                    widget.done(0)  # a box with no Cancel ignores reject()
                    self.settle()
            opened = [w for w in visible_windows() if w not in before]
        self.find(f"{self.label}: windows that do not close: {', '.join(describe(w) for w in opened)}")

    def check_log(self, label: str) -> None:
        records = self.qtlog.records  # type: ignore[attr-defined]
        for record in records[self.seen_records :]:
            serious = record.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
            if serious and not getattr(record, "ignored", False):
                self.find(f"{label}: Qt warning: {record.message}")
        self.seen_records = len(records)

    def check_window(self, window: QWidget, where: str) -> None:
        if isinstance(window, QMessageBox) and self.crash_text in window.text():
            self.find(f"{where}: the 'something went wrong' message: {window.text()}")
        self.check_keys(window, where)
        # Every tab of the dialog, and every page of a wizard, has its own Alt keys and Enter.
        for bar in [b for b in window.findChildren(QTabBar) if b.isVisible() and b.window() is window]:
            for tab in range(bar.count()):
                if tab != bar.currentIndex():
                    bar.setCurrentIndex(tab)
                    self.settle()
                    self.check_keys(window, f"{where}, tab {plain(bar.tabText(tab))!r}")
        if isinstance(window, QWizard):
            page = window.currentPage()
            empty = [e for e in page.findChildren(QLineEdit) if e.isVisible() and not e.text()]
            if empty:
                empty[0].setText("Prova d'Autunno")  # a name, so that Next is allowed
            while window.nextId() != -1:
                before = window.currentId()
                window.next()
                self.settle()
                if window.currentId() == before:
                    break
                self.check_keys(window, f"{where}, page {window.currentPage().title()!r}")

    def check_keys(self, window: QWidget, where: str) -> None:
        """No shared Alt key; in a dialog, Enter presses its main button."""
        self.check_mnemonics(window, where)
        if isinstance(window, QDialog) and not isinstance(window, QMessageBox):
            mains = main_buttons(window)
            pressed = enter_button(window)
            if mains and pressed not in mains:
                self.find(
                    f"{where}: Enter presses "
                    f"{repr(plain(pressed.text())) if pressed else 'nothing'}, "
                    f"not {' / '.join(repr(plain(b.text())) for b in mains)}"
                )

    def check_mnemonics(self, window: QWidget, where: str) -> None:
        for key, texts in sorted(clashes(mnemonic_texts(window)).items()):
            self.find(f"{where}: Alt+{key.upper()} is shared by {' / '.join(sorted(texts))}")

    # ------------------------------------------------------------------------ what there is to press

    def ensure_tournament_open(self) -> None:
        """An activation may show the start page (Switch tournament, opening the database again): open the
        tournament from there with a real click, as the director would."""
        window = self.window
        if window.workspace is not None or not window.isVisible():
            return
        start = window.start_page
        self.check_mnemonics(window, "start page")
        for button in (start.new_button, start.findChild(QPushButton, "open_database")):
            if button is not None and button.isVisible() and button.isEnabled():
                self.activate(f"start page: button {plain(button.text())!r}", lambda b=button: self.click(b))
        if start.tournaments.count() and start.tournaments.currentItem() is None:
            start.tournaments.setCurrentRow(0)
        self.activate(
            f"start page: button {plain(start.open_button.text())!r}", lambda: self.click(start.open_button)
        )
        assert window.workspace is not None, "the tournament does not open again from the start page"

    def double_click(self, view: QAbstractItemView, index: QModelIndex) -> None:
        """As the system sends a double-click: a click, then the double-click (QTest's mouseDClick alone
        lacks the first press, and a view ignores a double-click on an item it did not see pressed)."""
        where = view.visualRect(index).center()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
        self.qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)

    def click(self, button: QAbstractButton) -> None:
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(4, button.height() // 2))

    def menu_paths(self) -> list[tuple[str, ...]]:
        """Every action of every menu of the menu bar, by the texts leading to it."""
        paths: list[tuple[str, ...]] = []

        def walk(menu: QMenu, path: tuple[str, ...]) -> None:
            menu.aboutToShow.emit()  # menus filled as they open (the room display's screens)
            for action in menu.actions():
                if action.isSeparator() or not action.text():
                    continue
                if action.menu() is not None:
                    walk(action.menu(), (*path, action.text()))
                else:
                    paths.append((*path, action.text()))

        for action in self.window.menuBar().actions():
            if action.menu() is not None:
                walk(action.menu(), (action.text(),))
        return paths

    def action_at(self, path: tuple[str, ...]) -> QAction | None:
        actions = self.window.menuBar().actions()
        found: QAction | None = None
        for text in path:
            found = next((a for a in actions if a.text() == text), None)
            if found is None:
                return None
            if found.menu() is not None:
                found.menu().aboutToShow.emit()
                actions = found.menu().actions()
        return found

    def trigger_menus(self, skip: Callable[[tuple[str, ...]], bool]) -> None:
        for path in self.menu_paths():
            if skip(path):
                continue
            self.ensure_tournament_open()
            action = self.action_at(path)
            if action is None or not action.isEnabled():
                continue
            label = "menu " + " → ".join(plain(t) for t in path)
            checkable = action.isCheckable()
            self.activate(label, action.trigger)
            if checkable and _alive(action):
                self.activate(label + " (again)", action.trigger)

    def press_pages(self) -> None:
        """Every page: its mnemonics, its buttons clicked, its rows double-clicked and entered, its own
        actions (those without a button) triggered."""
        for index in range(4):
            self.ensure_tournament_open()
            workspace = self.window.workspace
            assert workspace is not None
            sidebar = workspace.sidebar
            self.activate(
                f"sidebar {sidebar.item(index).text()!r}",
                lambda b=sidebar, i=index: self.qtbot.mouseClick(
                    b.viewport(), Qt.MouseButton.LeftButton, pos=b.visualItemRect(b.item(i)).center()
                ),
            )
            assert workspace.current_page() == index
            page = workspace.pages.widget(index)
            name = page.objectName()
            self.select_first_rows(page)
            self.check_mnemonics(self.window, f"page {name}")
            buttons = [b for b in page.findChildren(QAbstractButton) if b.isVisible()]
            for button in buttons:
                if not _alive(button) or not button.isVisible() or not button.isEnabled():
                    continue
                if button.window() is not self.window:
                    continue
                label = f"page {name}: button {plain(button.text()) or button.objectName()!r}"
                self.activate(label, lambda b=button: self.click(b))
                if _alive(button) and button.isCheckable():
                    self.activate(label + " (again)", lambda b=button: self.click(b))
                self.ensure_tournament_open()
                if self.window.workspace is not workspace:
                    return
                workspace.show_page(index)
                self.select_first_rows(page)
            self.press_rows(page, name)
            for bar in [b for b in page.findChildren(QTabBar) if b.isVisible()]:
                for tab in range(bar.count()):
                    if tab == bar.currentIndex():
                        continue
                    label = f"page {name}: tab {plain(bar.tabText(tab))!r}"
                    self.activate(
                        label,
                        lambda b=bar, t=tab: self.qtbot.mouseClick(
                            b, Qt.MouseButton.LeftButton, pos=b.tabRect(t).center()
                        ),
                    )
                    self.check_mnemonics(self.window, label)
                    self.press_rows(page, name)
            for action in page.findChildren(QAction):
                if not action.isEnabled() or action.isCheckable() or _on_a_button(page, action):
                    continue
                self.activate(f"page {name}: action {plain(action.text())!r}", action.trigger)

    def press_rows(self, page: QWidget, name: str) -> None:
        """Double-click and Enter on the first rows of every list the page shows."""
        views = [v for v in page.findChildren(QAbstractItemView) if not isinstance(v, QHeaderView)]
        for view in [v for v in views if v.isVisible()]:
            model = view.model()
            if model is None or model.rowCount() == 0:
                continue
            for row in range(min(model.rowCount(), 2)):
                item = model.index(row, 0)
                where = f"page {name}: {view.objectName() or type(view).__name__} row {row + 1}"
                self.activate(where + " double-click", lambda v=view, i=item: self.double_click(v, i))
                if not _alive(view) or not view.isVisible():
                    break
                view.setCurrentIndex(item)
                view.setFocus()
                self.activate(where + " Enter", lambda v=view: self.qtbot.keyClick(v, Qt.Key.Key_Return))
                if not _alive(view) or not view.isVisible():
                    break

    def select_first_rows(self, page: QWidget) -> None:
        for view in page.findChildren(QAbstractItemView):
            model = view.model()
            if (
                view.isVisible()
                and model is not None
                and model.rowCount()
                and not view.currentIndex().isValid()
            ):
                view.setCurrentIndex(model.index(0, 0))
        self.settle()


def _alive(thing: QWidget | QAction) -> bool:
    try:
        thing.objectName()
    except RuntimeError:
        return False
    return True


def _on_a_button(page: QWidget, action: QAction) -> bool:
    return any(
        getattr(b, "defaultAction", lambda: None)() is action for b in page.findChildren(QAbstractButton)
    )


# ------------------------------------------------------------------------------------------ the test


def test_click_everything(
    qtbot: QtBot,
    qtlog: object,
    db_path: Path,
    database: Database,
    evening: int,
    language: str,
    no_outside_world: None,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    log = tmp_path / "burraco-tourney.log"
    monkeypatch.setattr(app_module, "user_log_path", lambda: log)
    window = make_window(qtbot, db_path)
    assert window.workspace is not None
    clicker = Clicker(qtbot, qtlog, window, language, log)
    previous_hook = sys.excepthook
    # The program's own hook, as run() installs it; the clicker notes which activation failed first.
    app_module._report_unexpected(window)
    program_hook = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        clicker.hook(kind, error, trace)
        program_hook(kind, error, trace)

    sys.excepthook = hook
    try:
        clicker.check_mnemonics(window, "main window")
        quitting = window.quit_action.text()
        clicker.trigger_menus(skip=lambda path: path[-1] == quitting)
        clicker.press_pages()
        # With the round clock running, its other actions (pause, extend, finish…) are there to press.
        clock.start_round_clock(database, evening, 3, now=wall_time())
        assert window.context is not None
        window.context.notify_changed()
        clicker.trigger_menus(skip=lambda path: path[-1] == quitting)
        clicker.ensure_tournament_open()
        clicker.activate("menu File → Quit", window.quit_action.trigger)
        assert not window.isVisible()
    finally:
        sys.excepthook = previous_hook
    if log.exists():
        clicker.find(f"the fault log was written:\n{log.read_text(encoding='utf-8')}")
    assert clicker.activations > 100
    assert not clicker.findings, f"{len(clicker.findings)} findings:\n" + "\n".join(clicker.findings)
