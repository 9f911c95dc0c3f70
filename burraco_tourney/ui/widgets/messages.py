"""Messages to the director: errors the services report, warnings and questions, all without blocking.

Every box is opened with `open()` (window-modal, no nested event loop), so tests and the rest of the
window keep running; a question calls back when it is answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from burraco_tourney.domain.vp import ScaleError
from burraco_tourney.persistence.db import DatabaseError
from burraco_tourney.services.errors import ServiceError
from burraco_tourney.ui.errors import error_text

# Errors a director can cause: their message says what was refused and why, and nothing was changed.
USER_ERRORS: tuple[type[Exception], ...] = (ServiceError, DatabaseError, ScaleError)

T = TypeVar("T")


def _box(parent: QWidget, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent.window())
    box.setObjectName("message_box")
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.finished.connect(box.deleteLater)
    return box


def show_error(parent: QWidget, text: str, title: str | None = None) -> QMessageBox:
    """An error the director can act on (the service's own words), shown without a traceback."""
    box = _box(
        parent, QMessageBox.Icon.Warning, title or QCoreApplication.translate("Messages", "Not done"), text
    )
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.open()
    return box


def show_info(parent: QWidget, text: str, title: str | None = None) -> QMessageBox:
    box = _box(
        parent,
        QMessageBox.Icon.Information,
        title or QCoreApplication.translate("Messages", "Burraco Tourney"),
        text,
    )
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.open()
    return box


def ask(
    parent: QWidget,
    text: str,
    on_yes: Callable[[], object],
    *,
    title: str | None = None,
    yes_text: str | None = None,
) -> QMessageBox:
    """A yes/no question; `on_yes` runs when the director confirms. No is the default button."""
    box = _box(
        parent,
        QMessageBox.Icon.Question,
        title or QCoreApplication.translate("Messages", "Please confirm"),
        text,
    )
    yes = box.addButton(
        yes_text or QCoreApplication.translate("Messages", "Yes"), QMessageBox.ButtonRole.AcceptRole
    )
    no = box.addButton(QCoreApplication.translate("Messages", "Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(no)
    yes.setObjectName("yes")

    def clicked(button: QAbstractButton) -> None:
        if button is yes:
            on_yes()

    box.buttonClicked.connect(clicked)
    box.open()
    return box


def attempt(parent: QWidget, action: Callable[[], T]) -> T | None:
    """Run a service call; a refusal is shown in the window's language and gives None."""
    try:
        return action()
    except USER_ERRORS as error:
        show_error(parent, error_text(error))
        return None
