"""Print in the Print / Export dialog and in the PDF preview: the PDF reaches the print program (a stand-in
`lp` script on PATH that records its arguments), and a computer without a printer says so in words."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.tournaments import load_tournament
from burraco_tourney.ui.dialogs import print_export
from burraco_tourney.ui.dialogs.pdf_preview import PdfPreviewDialog, preview_available
from burraco_tourney.ui.dialogs.print_export import PrintExportDialog, Printout
from tests.databases import new_database
from tests.io.test_printer import fake_program

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in programs are shell scripts")

NO_PRINTER = 'echo "lp: Error - No default destination." >&2\nexit 1'


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[tuple[Database, int]]:
    db = new_database(tmp_path / "demo.sqlite")
    summary = create_demo(db, 8, 2, seed=3)
    yield db, summary.id
    db.close()


@pytest.fixture
def programs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder searched first on PATH, for the stand-in print programs."""
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ.get('PATH', '')}")
    return folder


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    calls: list[str] = []
    monkeypatch.setattr(print_export, "open_in_system", lambda path: calls.append(str(path)) or True)
    return calls


@pytest.fixture
def host(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    return widget


def make_dialog(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], printout: Printout, target: Path
) -> PrintExportDialog:
    db, tournament_id = demo
    dialog = PrintExportDialog(lambda: load_tournament(db, tournament_id), printout, host)
    dialog.preview_box.setChecked(True)  # Print goes to the printer, never to the preview
    dialog.set_target(target)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def press_print(qtbot: QtBot, dialog: PrintExportDialog) -> QMessageBox:
    """Press Print and wait for the message that says how it went."""
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.print_task is not None, timeout=20_000)
    qtbot.waitUntil(lambda: dialog.message is not None and dialog.message.isVisible(), timeout=20_000)
    assert dialog.message is not None
    return dialog.message


def test_print_writes_the_pdf_and_sends_it_to_the_printer(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], programs: Path, tmp_path: Path
) -> None:
    log = fake_program(programs, "lp", 'echo "request id is Circolo-7 (1 file(s))"')
    target = tmp_path / "Classifica d'Autunno.pdf"
    dialog = make_dialog(qtbot, host, demo, Printout.STANDINGS, target)
    assert dialog.print_button.isVisible() and dialog.print_button.isEnabled()

    message = press_print(qtbot, dialog)

    assert log.read_text(encoding="utf-8").splitlines() == ["-t", target.name, str(target)]
    assert "Standings" in PdfReader(target).pages[0].extract_text()
    assert message.text() == f"{target} is written and sent to the printer."
    assert dialog.preview is None
    assert not dialog.isVisible()


def test_no_printer_is_said_in_words_and_the_written_file_can_be_opened(
    qtbot: QtBot,
    host: QWidget,
    demo: tuple[Database, int],
    programs: Path,
    tmp_path: Path,
    opened: list[str],
) -> None:
    fake_program(programs, "lp", NO_PRINTER)
    target = tmp_path / "seats.pdf"
    dialog = make_dialog(qtbot, host, demo, Printout.SEATS, target)

    message = press_print(qtbot, dialog)

    assert message.icon() == QMessageBox.Icon.Warning
    assert message.text() == (
        "seats.pdf was not printed.\nNo default printer is set up on this computer. Choose one in the "
        "system's printer settings, or open the file in the PDF viewer and print it from there.\n"
        "The print system said: lp: Error - No default destination."
    )
    assert target.is_file()
    qtbot.mouseClick(message.findChild(QPushButton, "open"), Qt.MouseButton.LeftButton)
    assert opened == [str(target)]


def test_a_computer_without_a_print_program_says_so(
    qtbot: QtBot,
    host: QWidget,
    demo: tuple[Database, int],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    empty = tmp_path / "nothing"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    dialog = make_dialog(qtbot, host, demo, Printout.TABLE_CARDS, tmp_path / "cards.pdf")

    message = press_print(qtbot, dialog)

    assert message.text().startswith(
        "cards.pdf was not printed.\nThis computer has no print program (lp or lpr, from CUPS)."
    )


def test_exports_have_no_print_button(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], tmp_path: Path
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.WORKBOOK, tmp_path / "book.xlsx")
    assert not dialog.print_button.isVisible()
    dialog.set_printout(Printout.ROUND_RESULTS)
    assert dialog.print_button.isVisible()


@pytest.mark.skipif(not preview_available(), reason="pdftoppm and pdfinfo (Poppler) are not on PATH")
def test_the_preview_prints_the_file_it_shows(qtbot: QtBot, programs: Path, tmp_path: Path) -> None:
    log = fake_program(programs, "lp", 'echo "request id is Circolo-8 (1 file(s))"')
    shown = tmp_path / "Müller - turno 2.pdf"
    blank = PdfWriter()
    blank.add_blank_page(595, 842)
    blank.write(shown)
    preview = PdfPreviewDialog(shown)
    qtbot.addWidget(preview)
    with qtbot.waitSignal(preview.pages_read, timeout=20_000):
        preview.show()

    qtbot.mouseClick(preview.print_button, Qt.MouseButton.LeftButton)
    task = preview.print_task
    assert task is not None and not preview.print_button.isEnabled()
    preview.reject()  # Close waits until the print program has the file
    assert preview.isVisible()
    with qtbot.waitSignal(task.finished, timeout=20_000):
        pass

    assert log.read_text(encoding="utf-8").splitlines() == ["-t", shown.name, str(shown)]
    assert preview.status.text() == "Sent to the printer."
    assert preview.print_button.isEnabled()

    fake_program(programs, "lp", NO_PRINTER)
    task = preview.print_file()
    assert task is not None
    with qtbot.waitSignal(task.finished, timeout=20_000):
        pass
    assert preview.message is not None and preview.message.isVisible()
    assert preview.message.text().startswith(f"{shown.name} was not printed.\nNo default printer")
    preview.message.close()
    preview.close()


def test_print_has_an_alt_key_of_its_own(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], tmp_path: Path
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.STANDINGS, tmp_path / "s.pdf")
    shown = [w for w in dialog.findChildren(QAbstractButton) + dialog.findChildren(QLabel) if w.isVisible()]
    keys = [w.text().split("&")[1][0].lower() for w in shown if "&" in w.text()]
    assert "Print" in [w.text().replace("&", "") for w in shown]
    assert len(keys) == len(set(keys)), sorted(keys)
