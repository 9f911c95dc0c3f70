"""The Print/Export dialog never offers to replace the tournament database with a printout (issue 17)."""

from __future__ import annotations

import hashlib
import shutil

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.ui.dialogs.print_export import Printout
from tests.ui.test_print_export import demo, failure_message, host, make_dialog  # noqa: F401 - fixtures


def test_a_database_is_refused_without_asking_to_replace_it(
    qtbot: QtBot,
    host: QWidget,  # noqa: F811
    demo: tuple[Database, int],  # noqa: F811
) -> None:
    # The dialog adds the printout's extension, so the database it could hit is one named like a PDF.
    db, _ = demo
    assert db.path is not None
    target = db.path.with_name("torneo.pdf")
    shutil.copy(db.path, target)
    before = hashlib.sha256(target.read_bytes()).hexdigest()
    dialog = make_dialog(qtbot, host, demo, Printout.STANDINGS)
    dialog.set_target(target)
    message = failure_message(qtbot, dialog)
    assert "It is a tournament database" in message.text()
    assert "Replace" not in message.text()
    message.close()
    assert hashlib.sha256(target.read_bytes()).hexdigest() == before
    assert dialog.task is None  # nothing is being written
