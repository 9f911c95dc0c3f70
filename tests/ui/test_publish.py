"""Event → Publish on the local network: the server starts in the window's process, the address and its QR
code show, it outlives the dialog (the menu says where), Stop and quitting close the port, a port taken is
said in words."""

from __future__ import annotations

import socket
import urllib.request
from collections.abc import Iterator

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import tournaments
from burraco_tourney.ui.dialogs.publish import PublishDialog, qr_pixmap
from burraco_tourney.ui.main_window import MainWindow
from tests.services.support import settings


@pytest.fixture
def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def stop_at_end(window: MainWindow) -> Iterator[None]:
    yield
    window.publisher.stop()  # a failed test never leaves a server behind


def page(port: int, path: str = "/") -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as answer:
        return str(answer.read().decode("utf-8"))


def port_is_open(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def open_publish(window: MainWindow) -> PublishDialog:
    window.event_menu.publish_action.trigger()
    dialog = window.event_menu.dialog
    assert isinstance(dialog, PublishDialog)
    return dialog


def test_publish_shows_the_address_and_its_code_and_outlives_the_dialog(
    qtbot: QtBot, window: MainWindow, free_port: int, stop_at_end: None
) -> None:
    assert window.event_menu.title() == "Eve&nt"
    assert window.event_menu.publish_action.text() == "&Publish on the local network…"
    assert not window.event_menu.stop_action.isEnabled()
    dialog = open_publish(window)
    qtbot.waitExposed(dialog)
    assert dialog.publish_button.isVisible() and not dialog.stop_button.isVisible()
    dialog.port.setValue(free_port)
    assert dialog.publish()
    address = dialog.address.text()
    assert address.startswith("http://") and address.endswith(f":{free_port}/")
    assert dialog.qr.isVisible() and not dialog.qr.pixmap().isNull()
    assert dialog.stop_button.isVisible() and not dialog.publish_button.isVisible()
    # A phone's request (here from this machine) gets the event's page.
    assert "Torneo di Natale" in page(free_port)
    dialog.grab().save("/tmp/w3-publish-dialog.png")
    dialog.close()
    qtbot.waitUntil(lambda: window.event_menu.dialog is None)
    assert window.publisher.running and port_is_open(free_port)
    assert window.event_menu.publish_action.text() == f"Published at {address}…"
    window.event_menu.stop_action.trigger()
    assert not window.publisher.running and not port_is_open(free_port)
    assert window.event_menu.publish_action.text() == "&Publish on the local network…"


def test_the_port_typed_as_the_dialog_opens_is_the_one_published(
    qtbot: QtBot, window: MainWindow, free_port: int, stop_at_end: None
) -> None:
    """Issue 27: the dialog opened with the focus on no box, so the port typed went nowhere and Enter
    published on 8080. The port box has the focus, its number selected: typed over, then Enter."""
    dialog = open_publish(window)
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.port.hasFocus())
    assert dialog.port.lineEdit().selectedText() == "8080"
    qtbot.keyClicks(dialog.port, str(free_port))
    qtbot.keyClick(dialog.port, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.publisher.running)
    assert window.publisher.server is not None and window.publisher.server.port == free_port
    assert dialog.address.text().endswith(f":{free_port}/")


def test_a_port_taken_is_said_and_another_one_works(
    qtbot: QtBot, window: MainWindow, free_port: int, stop_at_end: None
) -> None:
    with socket.socket() as other_program:
        other_program.bind(("0.0.0.0", free_port))
        other_program.listen(1)
        dialog = open_publish(window)
        dialog.port.setValue(free_port)
        assert not dialog.publish()
        assert dialog.problem.text() == (
            f"Not published: port {free_port} is already in use by another program: choose another port."
        )
        assert not window.publisher.running and dialog.publish_button.isVisible()
    assert dialog.publish()
    assert not dialog.problem.isVisible()


def test_closing_the_window_stops_publishing(qtbot: QtBot, window: MainWindow, free_port: int) -> None:
    dialog = open_publish(window)
    dialog.port.setValue(free_port)
    assert dialog.publish()
    assert port_is_open(free_port)
    window.close()
    assert not port_is_open(free_port)


def test_the_code_on_screen_has_segnos_modules() -> None:
    url = "http://192.168.1.20:8080/"
    image = qr_pixmap(url, 300).toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    matrix = segno.make_qr(url, error="m").matrix
    count = len(matrix) + 8  # the quiet zone of 4 modules each side
    module = image.width() / count
    assert image.width() == image.height() and module >= 2
    seen = [
        [
            image.pixelColor(int((c + 4.5) * module), int((r + 4.5) * module)).value() < 128
            for c in range(len(row))
        ]
        for r, row in enumerate(matrix)
    ]
    assert seen == [[bool(m) for m in row] for row in matrix]


def test_the_poster_offers_the_address_published(
    qtbot: QtBot, window: MainWindow, free_port: int, stop_at_end: None
) -> None:
    from burraco_tourney.ui.dialogs.print_export import Printout

    dialog = open_publish(window)
    dialog.port.setValue(free_port)
    assert dialog.publish()
    dialog.close()
    for poster in (window.print_menu.printout_actions[Printout.POSTER], window.event_menu.poster_action):
        poster.trigger()
        printing = window.print_menu.dialog
        assert printing is not None and printing.printout() is Printout.POSTER
        assert printing.address.text() == window.publisher.urls[0]
        printing.reject()


def test_a_published_event_follows_the_tournament_the_window_opens(
    qtbot: QtBot, window: MainWindow, database: Database, free_port: int, stop_at_end: None
) -> None:
    other = tournaments.create_tournament(database, settings(name="Coppa Łukasz D'Alessandro"))
    dialog = open_publish(window)
    dialog.port.setValue(free_port)
    assert dialog.publish()
    assert "Torneo di Natale" in page(free_port)
    window.open_tournament(other.id)
    assert window.publisher.running
    assert "Coppa Łukasz D&#x27;Alessandro" in page(free_port)  # the apostrophe as HTML writes it
