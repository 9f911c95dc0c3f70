"""Print / Export puts each table's links and PIN on its score sheet and table card while the round's
links take sheets (issue 27: the phones say the PIN is printed on the sheet, but only the command line's
`print … --table-links` printed it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import table_entry
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.dialogs.print_export import PrintExportDialog, Printout
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window


@pytest.fixture
def evening(qtbot: QtBot, db_path: Path, database: Database, tournament_id: int) -> Iterator[MainWindow]:
    """Round 1 made (three tables; its links take sheets, as the newest round's do), the window open."""
    make_next_round(database, tournament_id, None)
    window = make_window(qtbot, db_path)
    yield window
    window.publisher.stop()


def open_print(qtbot: QtBot, window: MainWindow, printout: Printout, folder: Path) -> PrintExportDialog:
    dialog = window.print_menu.open_dialog(printout)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.preview_box.setChecked(False)
    dialog.folder.setText(str(folder))
    return dialog


def write(qtbot: QtBot, dialog: PrintExportDialog) -> list[str]:
    """Press Write; the pages' text as a PDF reader gets it."""
    path = dialog.target()
    assert path is not None
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        dialog.write_button.click()
    return [page.extract_text() for page in PdfReader(path).pages]


def pins(database: Database, tournament_id: int) -> dict[int, str]:
    return {link.table: link.pin for link in table_entry.table_links(database, tournament_id, 1)}


@pytest.mark.parametrize("printout", [Printout.SCORE_SHEETS, Printout.TABLE_CARDS])
def test_published_each_table_s_sheet_and_card_carry_its_pin(
    qtbot: QtBot,
    evening: MainWindow,
    database: Database,
    tournament_id: int,
    tmp_path: Path,
    printout: Printout,
) -> None:
    evening.publisher.start(0)
    dialog = open_print(qtbot, evening, printout, tmp_path)
    assert (
        dialog.table_links.isVisible() and dialog.table_links.isEnabled() and dialog.table_links.isChecked()
    )
    assert dialog.table_links.text() == "Table &links: each line's QR code and the table's PIN"
    pages = write(qtbot, dialog)

    assert len(pages) == 3  # one sheet or card per table, in the tables' order
    for table, pin in pins(database, tournament_id).items():
        page = pages[table - 1]
        assert "agree on the same phone with the table's PIN" in page.replace("\n", " ")
        assert pin in page.split(), (table, pin)
    # The same links the command line prints and the phones open: made once, never made again.
    assert pins(database, tournament_id) == pins(database, tournament_id)


def test_unticked_or_not_published_the_sheets_carry_no_pin(
    qtbot: QtBot, evening: MainWindow, database: Database, tournament_id: int, tmp_path: Path
) -> None:
    dialog = open_print(qtbot, evening, Printout.SCORE_SHEETS, tmp_path)
    # Not published: the codes could hold no address the phones reach.
    assert dialog.table_links.isVisible() and not dialog.table_links.isEnabled()
    assert dialog.table_links.text().startswith("Table &links and PINs: publish the event first")
    assert not any("PIN" in page for page in write(qtbot, dialog))

    evening.publisher.start(0)
    dialog = open_print(qtbot, evening, Printout.SCORE_SHEETS, tmp_path)
    dialog.table_links.setChecked(False)
    dialog.name.setText("without.pdf")
    assert not any("PIN" in page for page in write(qtbot, dialog))


def test_once_the_round_s_links_are_closed_they_are_not_offered(
    qtbot: QtBot, evening: MainWindow, database: Database, tournament_id: int, tmp_path: Path
) -> None:
    evening.publisher.start(0)
    table_entry.set_accepting(database, tournament_id, 1, False)
    dialog = open_print(qtbot, evening, Printout.SCORE_SHEETS, tmp_path)
    assert not dialog.table_links.isVisible()
    assert not any("PIN" in page for page in write(qtbot, dialog))
    # Nor on a printout that has no tables' links (the standings).
    table_entry.set_accepting(database, tournament_id, 1, True)
    dialog = open_print(qtbot, evening, Printout.STANDINGS, tmp_path)
    assert not dialog.table_links.isVisible()
    dialog.set_printout(Printout.TABLE_CARDS)
    assert dialog.table_links.isVisible()
