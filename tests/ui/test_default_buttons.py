"""Enter in a dialog does its main action (issue 13): the main button is the dialog's default, and Enter
pressed where the dialog puts the cursor clicks it, never Cancel and never a side button (a preset, "Add a
row", "Save and add another")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.members import Member
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.standings import HistoryEntry
from burraco_tourney.domain.tournament import Pair, Table
from burraco_tourney.io.members_import import MembersFile
from burraco_tourney.io.pairs_import import PairImportRow
from burraco_tourney.services.members import MembersImport
from burraco_tourney.services.pairs_import import ImportPreview, PreviewRow
from burraco_tourney.ui.dialogs.connect_server import ConnectServerDialog
from burraco_tourney.ui.dialogs.import_pairs import ImportPreviewDialog
from burraco_tourney.ui.dialogs.members import MembersImportDialog
from burraco_tourney.ui.dialogs.pairs import PairDialog, WithdrawDialog
from burraco_tourney.ui.dialogs.scale_editor import ScaleEditorDialog
from burraco_tourney.ui.dialogs.sheet_artificial import ArtificialResultDialog
from burraco_tourney.ui.dialogs.sheet_audit import AuditDialog
from burraco_tourney.ui.dialogs.sheet_conflict import SheetConflictDialog
from burraco_tourney.ui.dialogs.standings import AdjustmentDialog, HistoryDialog
from tests.services.support import SCALE_3, closed_by_ew, closed_by_ns, players, settings

PAIRS = [Pair(number, players(number)) for number in range(1, 7)]


@dataclass
class Opened:
    """A dialog as the window opens it, the button Enter must click, and what that click did."""

    dialog: QDialog
    main: QPushButton
    done: Callable[[], bool]  # the main action happened (its callback ran, the dialog said so)
    accepts: bool | None = True  # closes accepted (True), rejected (False), or stays open (None)


Calls = list[object]


def history(host: QWidget, calls: Calls) -> Opened:
    entry = HistoryEntry(1, 2, Line.NS, 4, 530, 185, 345, Decimal(13))
    dialog = HistoryDialog(PAIRS[0], [entry], {4: "Elena Neri – Fabio Gallo"}, None, [], 1, host)
    return Opened(dialog, _button(dialog, "Close"), lambda: True, accepts=False)


def adjustment(host: QWidget, calls: Calls) -> Opened:
    dialog = AdjustmentDialog(PAIRS, 2, lambda value: calls.append(value) is None, parent=host)
    dialog.reason.setText("due ammonizioni")
    return Opened(dialog, _button(dialog, "Save"), lambda: len(calls) == 1)


def add_pair(host: QWidget, calls: Calls) -> Opened:
    dialog = PairDialog(lambda value: calls.append(value) or PAIRS[0], parent=host)
    dialog.first.name.setText("Anna D'Alessandro")
    dialog.second.name.setText("Łukasz Wiśniewski")
    return Opened(dialog, _button(dialog, "Save"), lambda: len(calls) == 1)


def edit_pair(host: QWidget, calls: Calls) -> Opened:
    dialog = PairDialog(lambda value: calls.append(value) or PAIRS[1], pair=PAIRS[1], parent=host)
    return Opened(dialog, _button(dialog, "Save"), lambda: len(calls) == 1)


def withdraw(host: QWidget, calls: Calls) -> Opened:
    dialog = WithdrawDialog(PAIRS[2], 2, lambda after, reason: calls.append((after, reason)) is None, host)
    dialog.reason.setText("malore")
    return Opened(dialog, dialog.findChild(QPushButton, "withdraw"), lambda: calls == [(2, "malore")])


def artificial(host: QWidget, calls: Calls) -> Opened:
    dialog = ArtificialResultDialog(
        "Round 1, table 2",
        SCALE_3,
        (Decimal(12), Decimal(8)),  # one already set: "Clear the artificial result" shows too
        "giocatore malato",
        lambda ns, ew, reason: calls.append((ns, ew, reason)) is None,
        lambda reason: calls.append(reason) is None,
        host,
    )
    return Opened(dialog, dialog.set_button, lambda: calls == [(12, 8, "giocatore malato")])


def import_pairs(host: QWidget, calls: Calls) -> Opened:
    rows = tuple(PreviewRow(PairImportRow(n + 1, n, players(n)), n, ()) for n in range(1, 5))
    dialog = ImportPreviewDialog(
        "coppie.csv", ImportPreview(rows), lambda *_rows: calls.append("import") is None, host
    )
    # The import runs on a pool thread: Enter has started it; the dialog closes accepted once it is done.
    return Opened(dialog, dialog.import_button, lambda: dialog.task is not None or calls == ["import"])


def import_members(host: QWidget, calls: Calls) -> Opened:
    # Issue 27: Enter in this preview cancelled it (its Import button was made default outside the dialog).
    new = ((2, Member("55555", "Rossi", "Mario", club="Circolo Navigli")),)
    dialog = MembersImportDialog(
        MembersImport(MembersFile([], frozenset()), new=new, changed=(), unchanged=(), problems=()),
        Path("soci.csv"),
        lambda: calls.append("import") is None,
        host,
    )
    return Opened(dialog, dialog.apply_button, lambda: calls == ["import"])


def connect_server(host: QWidget, calls: Calls) -> Opened:
    # No server typed: Connect answers in the dialog (it would otherwise connect in the background).
    dialog = ConnectServerDialog(calls.append, host)
    return Opened(
        dialog,
        dialog.connect_button,
        lambda: dialog.status.text() == "Type the server's address and the database's name.",
        accepts=None,
    )


def scale_editor(host: QWidget, calls: Calls) -> Opened:
    dialog = ScaleEditorDialog(SCALE_3, False, lambda scale, reason: calls.append(scale) is None, host)
    dialog.library.setCurrentRow(1)  # a bundled scale, not the tournament's own
    return Opened(dialog, dialog.use_button, lambda: len(calls) == 1, accepts=None)


def audit(host: QWidget, calls: Calls) -> Opened:
    dialog = AuditDialog(lambda: [], "", host)
    return Opened(dialog, _button(dialog, "Close"), lambda: True, accepts=False)


def sheet_conflict(host: QWidget, calls: Calls) -> Opened:
    # Here the safe choice is the main one: Enter (as on the field that saved) keeps what was typed and
    # overwrites nothing; loading their sheet or keeping mine takes a deliberate click or Alt letter.
    theirs = Table(1, 1, 2, (closed_by_ew(),))
    mine = Table(1, 1, 2, (closed_by_ns(),))
    dialog = SheetConflictDialog(
        theirs, mine, settings(), "Station B", datetime.now(UTC), calls.append, calls.append, None, host
    )
    return Opened(
        dialog, dialog.back_button, lambda: dialog.choice == dialog.BACK and not calls, accepts=False
    )


def _button(dialog: QDialog, text: str) -> QPushButton:
    (button,) = [b for b in dialog.findChildren(QPushButton) if b.text() == text]
    return button


@pytest.fixture
def host(qtbot: QtBot) -> QWidget:
    """The window the dialogs belong to."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.mark.parametrize(
    "opener",
    [
        history,
        adjustment,
        add_pair,
        edit_pair,
        withdraw,
        artificial,
        import_pairs,
        import_members,
        connect_server,
        scale_editor,
        audit,
        sheet_conflict,
    ],
)
def test_enter_does_the_main_action(qtbot: QtBot, host: QWidget, opener: Callable[..., Opened]) -> None:
    calls: Calls = []
    opened = opener(host, calls)
    dialog = opened.dialog
    qtbot.addWidget(dialog)
    dialog.open()  # as the window opens them
    qtbot.waitExposed(dialog)
    buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible()]
    assert [b.text() for b in buttons if b.isDefault()] == [opened.main.text()]
    clicked: list[str] = []
    for button in buttons:
        button.clicked.connect(lambda _checked=False, b=button: clicked.append(b.text()))

    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)

    assert clicked == [opened.main.text()]
    assert opened.done()
    if opened.accepts is None:
        assert dialog.isVisible()
    else:
        qtbot.waitUntil(lambda: not dialog.isVisible())
        expected = QDialog.DialogCode.Accepted if opened.accepts else QDialog.DialogCode.Rejected
        assert dialog.result() == expected
