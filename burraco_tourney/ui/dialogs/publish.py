"""Event → Publish on the local network: the web pages of the tournament served from this computer, its
address large with a QR code for the phones, and a Stop button.

The server runs in this process on a thread of its own (web.server.WebServer) on the window's own
Database (never a second opening of its file: see burraco_tourney/sqlite_files.py), so it outlives the
dialog: the menu says where it is published until it is stopped or the window closes.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable

import segno
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QFont, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.persistence.db import Database
from burraco_tourney.ui import preferences
from burraco_tourney.ui.errors import error_text
from burraco_tourney.web.server import WebServer, WebServerError


def qr_pixmap(url: str, size: int) -> QPixmap:
    """The QR code of `url` as a picture about `size` pixels wide (whole pixels per module, so it stays
    sharp); a full QR code, never a Micro QR, which phone cameras do not read."""
    code = segno.make_qr(url, error="m")
    modules = code.symbol_size(border=4)[0]
    png = io.BytesIO()
    code.save(png, kind="png", scale=max(1, size // modules), border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(png.getvalue(), "PNG")
    return pixmap


class Publisher(QObject):
    """The one web server of a main window: what it serves, whether it runs, and where."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server: WebServer | None = None
        self.database: Database | None = None
        self.tournament_id: int | None = None

    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    @property
    def urls(self) -> list[str]:
        return self.server.urls if self.server is not None and self.server.running else []

    def serve(self, database: Database | None, tournament_id: int | None) -> None:
        """What to publish (the window's database and tournament); a running server follows a change."""
        if database is self.database and tournament_id == self.tournament_id:
            return
        self.database, self.tournament_id = database, tournament_id
        if self.server is not None:
            port = self.server.port
            self.stop()
            if database is not None and tournament_id is not None:
                # Failing, the menu says it is no longer published; Publish… tells why when asked again.
                with contextlib.suppress(WebServerError):
                    self.start(port)

    def start(self, port: int) -> None:
        """Publish on every network of this computer on `port` (0: any free port). Raises WebServerError."""
        if self.database is None or self.tournament_id is None:
            raise WebServerError("Open a tournament first.")
        self.stop()
        server = WebServer(self.database, host="0.0.0.0", port=port, tournament_id=self.tournament_id)
        server.start()
        self.server = server
        self.changed.emit()

    def stop(self) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop()
            self.changed.emit()


class PublishDialog(QDialog):
    """Start the server (on the port chosen), then show the address(es) and the QR code, and Stop."""

    def __init__(self, publisher: Publisher, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("publish_dialog")
        self.setWindowTitle(self.tr("Publish on the local network"))
        self.publisher = publisher
        self.intro = QLabel()
        self.intro.setObjectName("intro")
        self.intro.setWordWrap(True)
        self.port = QSpinBox()
        self.port.setObjectName("port")
        self.port.setRange(1, 65535)
        self.port.setValue(preferences.WEB_PORT.get())
        self.port_form = QWidget()
        form = QFormLayout(self.port_form)
        form.setContentsMargins(0, 0, 0, 0)
        port_label = QLabel(self.tr("P&ort:"))
        port_label.setBuddy(self.port)
        form.addRow(port_label, self.port)
        self.address = QLabel()
        self.address.setObjectName("address")
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.address.setFont(font)
        self.others = QLabel()
        self.others.setObjectName("other_addresses")
        self.others.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.others.setWordWrap(True)
        self.others.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel()
        self.qr.setObjectName("qr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #8a1400;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.publish_button: QPushButton = self.buttons.addButton(
            self.tr("&Publish"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.publish_button.setObjectName("publish")
        self.publish_button.clicked.connect(self.publish)
        self.stop_button: QPushButton = self.buttons.addButton(
            self.tr("&Stop publishing"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.stop_button.setObjectName("stop")
        self.stop_button.clicked.connect(self.stop)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.port_form)
        layout.addWidget(self.address)
        layout.addWidget(self.qr)
        layout.addWidget(self.others)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        publisher.changed.connect(self._show)
        self._show()

    def publish(self) -> bool:
        """Start serving on the chosen port; a port taken (or any refusal) is said in the dialog."""
        self.port.interpretText()  # the number as typed, even if the box has not taken it yet
        try:
            self.publisher.start(self.port.value())
        except WebServerError as error:
            self.problem.setText(
                self.tr("Not published: {reason}").format(reason=self._reason(error, self.port.value()))
            )
            self.problem.show()
            return False
        preferences.WEB_PORT.set(self.port.value())
        return True

    def _reason(self, error: WebServerError, port: int) -> str:
        # A refusal is said in the window's language (error_text); the one a director meets most, a port
        # taken, is worded here in any case.
        if "already in use" in str(error):
            return self.tr("port {port} is already in use by another program: choose another port.").format(
                port=port
            )
        return error_text(error)

    def stop(self) -> None:
        self.publisher.stop()

    def _show(self) -> None:
        running = self.publisher.running
        urls = self.publisher.urls
        self.problem.setVisible(bool(self.problem.text()) and not running)
        if running and urls:
            self.problem.setText("")
            self.problem.hide()
            self.intro.setText(
                self.tr(
                    "The tournament is published. Phones on the same network (the venue's Wi-Fi) open this "
                    "address or scan the code: seats, standings and the clock update by themselves."
                )
            )
            self.address.setText(urls[0])
            self.qr.setPixmap(qr_pixmap(urls[0], 280))
            others = urls[1:]
            self.others.setText(
                self.tr("Also reachable at: {addresses}").format(addresses="  ".join(others))
                if others
                else ""
            )
        else:
            self.intro.setText(
                self.tr(
                    "Serve the seats, the standings and the clock to the phones of the room from this "
                    "computer, on the venue's own network: no internet and no account needed. Nothing can "
                    "be changed from a phone."
                )
            )
            self.address.setText("")
            self.qr.clear()
            self.others.setText("")
        self.address.setVisible(running)
        self.qr.setVisible(running)
        self.others.setVisible(running and bool(self.others.text()))
        self.port_form.setVisible(not running)
        self.publish_button.setVisible(not running)
        self.stop_button.setVisible(running)
        (self.stop_button if running else self.publish_button).setDefault(True)
        if self.isVisible():
            self.adjustSize()
            if not running:
                self._focus_port()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.publisher.running:
            self._focus_port()

    def _focus_port(self) -> None:
        """The port box has the focus, its number selected: a port typed replaces it and Enter publishes on
        it (issue 27: typed with the focus on no box, it went nowhere and Enter published on 8080)."""
        self.port.setFocus(Qt.FocusReason.OtherFocusReason)
        self.port.selectAll()


class EventMenu(QMenu):
    """The Event menu: Publish… (saying where, once published), Stop publishing, and the poster."""

    def __init__(
        self, publisher: Publisher, parent: QWidget, *, poster: Callable[[], object] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("event_menu")
        # Alt+N in English (E and V are Edit's and View's); Evento and Veranstaltung take their first letter.
        self.setTitle(self.tr("Eve&nt"))
        self.publisher = publisher
        self.dialog: PublishDialog | None = None
        self.publish_action = QAction(self)
        self.publish_action.setObjectName("publish")
        self.publish_action.triggered.connect(lambda _checked=False: self.open_dialog())
        self.stop_action = QAction(self.tr("&Stop publishing"), self)
        self.stop_action.setObjectName("stop_publishing")
        self.stop_action.triggered.connect(publisher.stop)
        self.addAction(self.publish_action)
        self.addAction(self.stop_action)
        if poster is not None:
            self.addSeparator()
            self.poster_action = QAction(self.tr("P&oster for the phones…"), self)
            self.poster_action.setObjectName("poster")
            self.poster_action.triggered.connect(lambda _checked=False: poster())
            self.addAction(self.poster_action)
        publisher.changed.connect(self._show)
        self._show()

    def _show(self) -> None:
        urls = self.publisher.urls
        if urls:
            # The address in the menu itself: the director reads it out without opening anything.
            self.publish_action.setText(self.tr("Published at {address}…").format(address=urls[0]))
        else:
            self.publish_action.setText(self.tr("&Publish on the local network…"))
        self.stop_action.setEnabled(bool(urls))

    def open_dialog(self) -> PublishDialog | None:
        if not self.isEnabled():
            return None
        if self.dialog is not None:
            self.dialog.raise_()
            self.dialog.activateWindow()
            return self.dialog
        dialog = PublishDialog(self.publisher, self.parentWidget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.show()
        return dialog
