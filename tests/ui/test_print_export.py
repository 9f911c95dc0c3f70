"""The Print / Export menu and dialog: files written off the GUI thread and read back, failures shown as
messages that name the file, and the PDF preview."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import round_mp
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.pdf.document import number as mp_text
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.tournaments import change_settings, load_tournament
from burraco_tourney.ui.dialogs import print_export
from burraco_tourney.ui.dialogs.pdf_preview import PdfPreviewDialog, preview_available, read_page_sizes
from burraco_tourney.ui.dialogs.print_export import (
    PrintExportDialog,
    Printout,
    safe_file_name,
)
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.preferences import EXPORT_FOLDER, EXPORT_PER_PAGE
from tests.databases import new_database

# Eight pairs: four tables a round.
PAIRS, ROUNDS = 8, 2


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[tuple[Database, int]]:
    db = new_database(tmp_path / "demo.sqlite")
    summary = create_demo(db, PAIRS, ROUNDS, seed=3)
    yield db, summary.id
    db.close()


@pytest.fixture
def tournament(demo: tuple[Database, int]) -> Tournament:
    db, tournament_id = demo
    return load_tournament(db, tournament_id)


@pytest.fixture
def out(tmp_path: Path) -> Path:
    folder = tmp_path / "printouts"
    folder.mkdir()
    return folder


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the dialogs hand to the system viewer (nothing is really opened)."""
    calls: list[str] = []

    def fake_open(path: str | Path) -> bool:
        calls.append(str(path))
        return True

    monkeypatch.setattr(print_export, "open_in_system", fake_open)
    return calls


@pytest.fixture
def host(qtbot: QtBot) -> QWidget:
    """The window the dialogs belong to."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    return widget


def make_dialog(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], printout: Printout, *, preview: bool = False
) -> PrintExportDialog:
    db, tournament_id = demo
    dialog = PrintExportDialog(lambda: load_tournament(db, tournament_id), printout, host)
    dialog.preview_box.setChecked(preview)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def press_write(qtbot: QtBot, dialog: PrintExportDialog) -> None:
    """Press Write and wait until the file is written."""
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        qtbot.mouseClick(dialog.write_button, Qt.MouseButton.LeftButton)


def failure_message(qtbot: QtBot, dialog: PrintExportDialog) -> QMessageBox:
    qtbot.mouseClick(dialog.write_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.message is not None and dialog.message.isVisible(), timeout=20_000)
    assert dialog.message is not None
    return dialog.message


def pdf_pages(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(path).pages]


def test_score_sheets_of_round_1_are_written_one_per_table(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], tournament: Tournament, out: Path
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.SCORE_SHEETS)
    dialog.set_round(1)
    dialog.one_per_page.setChecked(True)
    dialog.folder.setText(str(out))
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        qtbot.mouseClick(dialog.write_button, Qt.MouseButton.LeftButton)
        # Writing runs on another thread; until it ends, neither Write nor Cancel can be pressed.
        assert dialog.task is not None
        assert not dialog.write_button.isEnabled()
        assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).isEnabled()
        dialog.reject()
        assert dialog.isVisible()

    written = out / f"{tournament.settings.name} - round 1 - score sheets.pdf"
    pages = pdf_pages(written)
    first_round = next(r for r in tournament.rounds if r.number == 1)
    assert len(pages) == len(first_round.tables) == PAIRS // 2
    names = {pair.number: [player.name for player in pair.players] for pair in tournament.pairs}
    for table in first_round.tables:
        text = next(page for page in pages if f"Table\n{table.table}\n" in page)
        for name in names[table.ns] + names[table.ew]:
            assert name in text
    assert not dialog.isVisible()
    assert QSettings().value(EXPORT_FOLDER.key) == str(out)
    assert sorted(p.name for p in out.iterdir()) == [written.name]  # no temporary file left


def test_two_score_sheets_to_a_page(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], out: Path
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.SCORE_SHEETS)
    dialog.set_round(2)
    dialog.two_per_page.setChecked(True)
    dialog.set_target(out / "two.pdf")
    press_write(qtbot, dialog)
    assert len(pdf_pages(out / "two.pdf")) == PAIRS // 2 // 2
    assert str(QSettings().value(EXPORT_PER_PAGE.key)) == "2"


def test_filled_score_sheets_carry_the_values_entered(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], tournament: Tournament, out: Path
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.SCORE_SHEETS)
    assert dialog.filled.isVisibleTo(dialog) and not dialog.filled.isChecked()
    dialog.set_round(1)
    dialog.filled.setChecked(True)
    assert dialog.name.text() == f"{tournament.settings.name} - round 1 - filled score sheets.pdf"
    dialog.folder.setText(str(out))
    press_write(qtbot, dialog)
    pages = [" ".join(page.split()) for page in pdf_pages(out / dialog.name.text())]
    first_round = next(r for r in tournament.rounds if r.number == 1)
    assert len(pages) == len(first_round.tables)
    rules = tournament.settings.scoring
    for table in first_round.tables:
        ns_mp, ew_mp = round_mp(table.deals, rules)
        page = next(page for page in pages if f"Table {table.table} " in page)
        assert f" {mp_text(ns_mp)} " in page and f" {mp_text(ew_mp)} " in page, table
        assert "☒" in page  # how each deal ended, ticked
    # Blank sheets have nothing to fill in: no such choice.
    dialog = make_dialog(qtbot, host, demo, Printout.BLANK_SCORE_SHEETS)
    assert not dialog.filled.isVisibleTo(dialog)


def test_the_workbook_is_written_and_offered_to_open(
    qtbot: QtBot,
    host: QWidget,
    demo: tuple[Database, int],
    tournament: Tournament,
    out: Path,
    opened: list[str],
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.WORKBOOK)
    # As things stood after a round: the last one unless chosen.
    assert dialog.round.isVisible() and dialog.round.currentText() == f"After round {ROUNDS}"
    dialog.set_round(1)
    dialog.set_target(out / "club.xlsx")
    press_write(qtbot, dialog)

    workbook = openpyxl.load_workbook(out / "club.xlsx")
    assert {"Standings", "Rounds", "Deals", "Pairs", "Byes", "VP scale"} <= set(workbook.sheetnames)
    assert workbook["Standings"]["A3"].value == "After round 1: provisional standings"
    assert {row[0] for row in workbook["Rounds"].iter_rows(min_row=6, values_only=True)} == {1}
    pairs = workbook["Pairs"]
    cells = [str(cell) for row in pairs.iter_rows(values_only=True) for cell in row if cell is not None]
    assert tournament.pairs[0].players[0].name in cells

    message = dialog.message
    assert message is not None and message.isVisible()
    assert str(out / "club.xlsx") in message.text()
    open_button = message.findChild(QPushButton, "open")
    qtbot.mouseClick(open_button, Qt.MouseButton.LeftButton)
    assert opened == [str(out / "club.xlsx")]


def test_standings_csv_after_a_chosen_round(
    qtbot: QtBot,
    host: QWidget,
    demo: tuple[Database, int],
    tournament: Tournament,
    out: Path,
    opened: list[str],
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.STANDINGS_CSV)
    assert dialog.round.currentText() == f"After round {ROUNDS}"
    dialog.set_round(1)
    dialog.folder.setText(str(out))
    assert dialog.name.text() == f"{tournament.settings.name} - after round 1 - standings.csv"
    press_write(qtbot, dialog)
    text = (out / dialog.name.text()).read_text(encoding="utf-8-sig")
    assert text.splitlines()[0].startswith("Rank,Pair")
    assert len(text.splitlines()) == PAIRS + 1
    assert dialog.message is not None
    dialog.message.close()


def test_the_file_name_follows_the_choices_in_the_remembered_folder(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], tournament: Tournament, out: Path
) -> None:
    QSettings().setValue(EXPORT_FOLDER.key, str(out))
    dialog = make_dialog(qtbot, host, demo, Printout.SCORE_SHEETS)
    name = tournament.settings.name
    assert dialog.folder.text() == str(out)
    assert dialog.round_number() == ROUNDS  # the last round unless chosen
    assert dialog.name.text() == f"{name} - round {ROUNDS} - score sheets.pdf"
    dialog.set_printout(Printout.TABLE_CARDS)
    dialog.set_round(1)
    assert dialog.name.text() == f"{name} - round 1 - table cards.pdf"
    dialog.set_printout(Printout.BLANK_SCORE_SHEETS)
    assert dialog.name.text() == f"{name} - blank score sheets.pdf"
    assert dialog.count.isVisible() and not dialog.round.isVisible()
    assert dialog.count.value() == PAIRS // 2
    dialog.set_printout(Printout.WORKBOOK)
    assert dialog.name.text() == f"{name} - after round 1 - workbook.xlsx"
    assert not dialog.preview_box.isVisible()
    dialog.name.setText("my own name")
    assert dialog.target() == out / "my own name.xlsx"


def test_a_file_name_never_holds_unsafe_characters() -> None:
    assert safe_file_name('Torneo 1/2: "finale"?') == "Torneo 1-2- -finale-"
    assert safe_file_name("  Coppa d'Autunno.  ") == "Coppa d'Autunno"
    assert safe_file_name("///") == "-"


def test_a_folder_that_does_not_exist_gives_a_message_and_no_file(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], out: Path
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.SEATS)
    target = out / "missing" / "seats.pdf"
    dialog.set_target(target)
    message = failure_message(qtbot, dialog)
    assert str(target) in message.text()
    assert "does not exist" in message.text()
    assert dialog.isVisible()  # the director can choose another folder
    assert list(out.iterdir()) == []
    message.close()


def test_a_target_that_is_a_folder_gives_a_message_and_no_file(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], out: Path
) -> None:
    (out / "results.pdf").mkdir()
    dialog = make_dialog(qtbot, host, demo, Printout.ROUND_RESULTS)
    dialog.set_target(out / "results.pdf")
    message = failure_message(qtbot, dialog)
    assert str(out / "results.pdf") in message.text()
    assert [p.name for p in out.iterdir()] == ["results.pdf"]
    assert list((out / "results.pdf").iterdir()) == []
    message.close()


def test_a_writer_failure_off_the_gui_thread_gives_a_message_and_no_file(
    qtbot: QtBot,
    host: QWidget,
    demo: tuple[Database, int],
    out: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    no_fonts = tmp_path / "no fonts"
    no_fonts.mkdir()
    monkeypatch.setattr("burraco_tourney.io.pdf.fonts.font_folder", lambda: no_fonts)
    dialog = make_dialog(qtbot, host, demo, Printout.STANDINGS)
    dialog.set_target(out / "standings.pdf")
    message = failure_message(qtbot, dialog)
    assert str(out / "standings.pdf") in message.text()
    assert "DejaVuSans" in message.text()
    assert "Traceback" not in message.text()
    assert list(out.iterdir()) == []
    assert dialog.write_button.isEnabled()  # the director can try again
    message.close()


def test_an_existing_file_is_replaced_only_when_confirmed(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], out: Path
) -> None:
    target = out / "cards.pdf"
    target.write_bytes(b"old")
    dialog = make_dialog(qtbot, host, demo, Printout.TABLE_CARDS)
    dialog.set_target(target)
    qtbot.mouseClick(dialog.write_button, Qt.MouseButton.LeftButton)
    box = dialog.findChild(QMessageBox, "message_box")
    assert box is not None and "cards.pdf" in box.text()
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        qtbot.mouseClick(box.findChild(QPushButton, "yes"), Qt.MouseButton.LeftButton)
    assert len(pdf_pages(target)) == PAIRS // 2


def test_nothing_per_round_can_be_printed_before_the_first_round(
    qtbot: QtBot, host: QWidget, database: Database, tournament_id: int, out: Path
) -> None:
    dialog = make_dialog(qtbot, host, (database, tournament_id), Printout.SCORE_SHEETS)
    assert not dialog.write_button.isEnabled()
    assert dialog.problem.isVisible() and "no round" in dialog.problem.text()
    dialog.set_printout(Printout.BLANK_SCORE_SHEETS)
    assert dialog.write_button.isEnabled() and not dialog.problem.isVisible()
    dialog.count.setValue(3)
    dialog.set_target(out / "blank.pdf")
    press_write(qtbot, dialog)
    assert len(pdf_pages(out / "blank.pdf")) == 3


def test_without_a_preview_the_pdf_is_offered_to_open(
    qtbot: QtBot,
    host: QWidget,
    demo: tuple[Database, int],
    out: Path,
    opened: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(print_export, "preview_available", lambda: False)
    dialog = make_dialog(qtbot, host, demo, Printout.PAIR_HISTORIES, preview=True)
    dialog.set_target(out / "histories.pdf")
    press_write(qtbot, dialog)
    assert dialog.preview is None
    message = dialog.message
    assert message is not None and message.isVisible()
    qtbot.mouseClick(message.findChild(QPushButton, "folder"), Qt.MouseButton.LeftButton)
    assert opened == [str(out)]


@pytest.mark.skipif(not preview_available(), reason="pdftoppm and pdfinfo (Poppler) are not on PATH")
def test_the_preview_shows_every_page_of_the_pdf(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], out: Path
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.SCORE_SHEETS, preview=True)
    dialog.set_round(1)
    dialog.set_target(out / "sheets.pdf")
    press_write(qtbot, dialog)
    preview = dialog.preview
    assert isinstance(preview, PdfPreviewDialog)
    qtbot.waitUntil(lambda: preview.page_count() > 0, timeout=20_000)
    count = len(PdfReader(out / "sheets.pdf").pages)
    assert preview.page_count() == count == PAIRS // 2
    for number in range(1, count + 1):
        preview.go_to_page(number)
        qtbot.waitUntil(lambda n=number: not preview.page_image(n).isNull(), timeout=20_000)
        image = preview.page_image(number)
        assert image.width() > 200 and image.height() > image.width()  # A4, upright
    assert preview.page_box.value() == count
    preview.zoom_out()
    assert preview.zoom() < 1
    preview.fit_width()
    with qtbot.waitSignal(preview.destroyed):
        preview.close()


@pytest.mark.skipif(not preview_available(), reason="pdftoppm and pdfinfo (Poppler) are not on PATH")
def test_the_preview_says_so_when_the_file_is_not_a_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"not a pdf")
    preview = PdfPreviewDialog(broken)
    qtbot.addWidget(preview)
    with qtbot.waitSignal(preview.preview_failed, timeout=20_000):
        preview.show()
    assert preview.page_count() == 0
    assert preview.status.text().startswith("No preview")


def test_page_sizes_are_read_from_pdfinfo() -> None:
    output = (
        "Pages:           3\n"
        "Page    1 size:  595.276 x 841.89 pts (A4)\nPage    1 rot:   0\n"
        "Page    2 size:  595.276 x 841.89 pts (A4)\nPage    2 rot:   90\n"
        "Page    3 size:  841.89 x 595.276 pts (A4)\nPage    3 rot:   0\n"
    )
    assert read_page_sizes(output) == [(595.276, 841.89), (841.89, 595.276), (841.89, 595.276)]


def test_the_print_menu_opens_the_dialog_on_its_printout(qtbot: QtBot, window: MainWindow) -> None:
    menu = window.print_menu
    assert menu.isEnabled()
    assert menu.menuAction() in window.menuBar().actions()
    menu.printout_actions[Printout.WORKBOOK].trigger()
    dialog = menu.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.printout() is Printout.WORKBOOK
    assert dialog.tournament is not None and dialog.tournament.settings.name in dialog.name.text()
    dialog.reject()


def test_enter_writes_the_file_and_never_opens_the_folder_chooser(
    qtbot: QtBot,
    host: QWidget,
    demo: tuple[Database, int],
    out: Path,
    opened: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    chooser_opened: list[str] = []
    monkeypatch.setattr(
        print_export.QFileDialog,
        "getExistingDirectory",
        lambda *args, **kwargs: chooser_opened.append("folder") or "",
    )
    QSettings().setValue(EXPORT_FOLDER.key, str(out))
    db, tournament_id = demo
    dialog = PrintExportDialog(lambda: load_tournament(db, tournament_id), Printout.WORKBOOK, host)
    dialog.open()  # as the menu opens it
    qtbot.waitExposed(dialog)
    focused = dialog.focusWidget() or dialog
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert not chooser_opened
    assert (out / dialog.suggested_name()).is_file()
    for box in host.findChildren(QMessageBox):
        box.done(0)


def test_the_poster_is_written_with_the_published_address_in_the_print_language(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], tournament: Tournament, out: Path
) -> None:
    db, tournament_id = demo
    change_settings(db, tournament_id, replace(tournament.settings, print_language="it"))
    dialog = PrintExportDialog(
        lambda: load_tournament(db, tournament_id), Printout.POSTER, host, address="http://10.0.0.7:8080/"
    )
    dialog.preview_box.setChecked(False)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.address.isVisible() and not dialog.round.isVisible()
    assert dialog.address.text() == "http://10.0.0.7:8080/"
    dialog.address.setText("")
    assert not dialog.write_button.isEnabled()
    assert dialog.problem.text().startswith("Give the web address phones open")
    dialog.address.setText("http://10.0.0.7:8080/")
    dialog.folder.setText(str(out))
    press_write(qtbot, dialog)
    pages = pdf_pages(out / f"{tournament.settings.name} - poster.pdf")
    assert len(pages) == 1
    assert "http://10.0.0.7:8080/" in pages[0] and "Segui il torneo sul telefono" in pages[0]


def test_a_poster_address_that_is_not_one_is_said_and_nothing_is_written(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], out: Path
) -> None:
    dialog = make_dialog(qtbot, host, demo, Printout.POSTER)
    dialog.address.setText("10.0.0.7")
    dialog.folder.setText(str(out))
    message = failure_message(qtbot, dialog)
    assert "is not a web address" in message.text()
    assert list(out.iterdir()) == []


def test_table_cards_carry_the_qr_code_of_the_published_address(
    qtbot: QtBot, host: QWidget, demo: tuple[Database, int], tournament: Tournament, out: Path
) -> None:
    db, tournament_id = demo
    for published in ("", "http://10.0.0.7:8080/"):
        dialog = PrintExportDialog(
            lambda: load_tournament(db, tournament_id), Printout.TABLE_CARDS, host, address=published
        )
        dialog.preview_box.setChecked(False)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert not dialog.address.isVisible()  # the poster's field: the cards take what is published
        dialog.set_round(1)
        dialog.set_target(out / f"cards{len(published)}.pdf")
        press_write(qtbot, dialog)
        pages = pdf_pages(out / f"cards{len(published)}.pdf")
        assert len(pages) == PAIRS // 2
        assert all(("http://10.0.0.7:8080/" in page) == bool(published) for page in pages)
