"""File → Connect to a server: a PostgreSQL database shared by several scoring stations.

The password, if one is typed, stays in memory only: it goes into the address used to connect and nowhere
else. The settings keep the server's address without it, and the station's name (for the audit log).
Stations that should not ask keep the password in the PostgreSQL password file (see the README).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.persistence import db as db_module
from burraco_tourney.persistence.db import (
    Database,
    DatabaseError,
    PasswordRequiredError,
    ServerAddress,
    server_address,
)
from burraco_tourney.ui import preferences
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.widgets.background import BackgroundTask


class ConnectServerDialog(QDialog):
    """Asks for the server, opens the database off the GUI thread, and hands it to `on_open(database)`."""

    def __init__(
        self,
        on_open: Callable[[Database], object],
        parent: QWidget | None = None,
        *,
        address: str | None = None,
        password_needed: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("connect_server")
        self.setWindowTitle(self.tr("Connect to a server"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.on_open = on_open
        self.task: BackgroundTask | None = None
        self.database: Database | None = None

        self.host = QLineEdit(preferences.SERVER_HOST.get())
        self.host.setObjectName("server_host")
        self.host.setPlaceholderText(self.tr("e.g. 192.168.1.10"))
        self.port = QSpinBox()
        self.port.setObjectName("server_port")
        self.port.setRange(1, 65535)
        self.port.setValue(preferences.SERVER_PORT_NUMBER.get())
        self.database_name = QLineEdit(preferences.SERVER_DATABASE.get())
        self.database_name.setObjectName("server_database")
        self.user = QLineEdit(preferences.SERVER_USER.get())
        self.user.setObjectName("server_user")
        self.password = QLineEdit()
        self.password.setObjectName("server_password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("from the password file, if empty"))
        self.station = QLineEdit(preferences.STATION.get())
        self.station.setObjectName("station_name")
        self.station.setPlaceholderText(self.tr("e.g. Anna, table desk 2"))
        if address:
            self._fill_from(address)

        form = QFormLayout()
        form.addRow(self.tr("&Server:"), self.host)
        form.addRow(self.tr("&Port:"), self.port)
        form.addRow(self.tr("&Database:"), self.database_name)
        form.addRow(self.tr("&User:"), self.user)
        form.addRow(self.tr("Pass&word:"), self.password)
        form.addRow(self.tr("S&tation name:"), self.station)
        note = QLabel(
            self.tr(
                "The password is never stored: it is used for this connection only. To avoid typing it, "
                "keep it in the PostgreSQL password file. The station name is recorded in the corrections "
                "log with every sheet saved here."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555;")
        self.status = QLabel()
        self.status.setObjectName("connect_status")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-weight: bold;")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.connect_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.connect_button.setText(self.tr("&Connect"))
        self.connect_button.setObjectName("connect")
        self.buttons.accepted.connect(self.connect_to_server)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.resize(460, self.sizeHint().height())
        if password_needed:
            self._ask_password()
        else:
            (self.host if not self.host.text() else self.database_name).setFocus()

    def _fill_from(self, address: str) -> None:
        parts = server_address(address)
        if parts is None:
            return
        self.host.setText(parts.host)
        self.port.setValue(parts.port)
        self.database_name.setText(parts.database)
        self.user.setText(parts.user or "")

    def url(self) -> str:
        """The address to connect to; the password, if typed, is in it (and only there)."""
        address = ServerAddress(
            self.host.text().strip(),
            self.database_name.text().strip(),
            self.user.text().strip() or None,
            self.port.value(),
        )
        return address.url(self.password.text() or None)

    def connect_to_server(self) -> None:
        if self.task is not None:
            return
        if not self.host.text().strip() or not self.database_name.text().strip():
            self._say(self.tr("Type the server's address and the database's name."))
            return
        self._remember()
        target = self.url()
        self.connect_button.setEnabled(False)
        self._say(self.tr("Connecting…"))
        self.task = BackgroundTask(
            self,
            self.tr("Connecting to the server…"),
            lambda: db_module.open_database(target),
            self._opened,
            self._failed,
        )

    def _remember(self) -> None:
        preferences.SERVER_HOST.set(self.host.text().strip())
        preferences.SERVER_PORT_NUMBER.set(self.port.value())
        preferences.SERVER_DATABASE.set(self.database_name.text().strip())
        preferences.SERVER_USER.set(self.user.text().strip())
        preferences.STATION.set(self.station.text().strip())

    def _opened(self, database: object) -> None:
        self.task = None
        assert isinstance(database, Database)
        self.database = database
        self.password.clear()
        self.accept()
        self.on_open(database)

    def _failed(self, error: Exception) -> None:
        self.task = None
        self.connect_button.setEnabled(True)
        if isinstance(error, PasswordRequiredError):
            self._ask_password(error_text(error))
        elif isinstance(error, DatabaseError):
            self._say(error_text(error))
        else:
            raise error

    def _ask_password(self, why: str | None = None) -> None:
        self._say(self.tr("The server asks for a password: type it, then Connect."))
        self.status.setToolTip(why or "")
        self.password.clear()
        self.password.setFocus()

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.show()
