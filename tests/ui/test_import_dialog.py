"""The pairs import preview: bad rows corrected in place (checked again as they are) or skipped, and the
dialog says which columns it reads, which sheet, and when the file's code page was a guess."""

from __future__ import annotations

import re
import threading
from pathlib import Path

from openpyxl import Workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemDelegate, QMessageBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from burraco_tourney.io.pairs_import import _heading, read_pairs
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, pairs_import
from burraco_tourney.services.errors import ServiceError
from burraco_tourney.ui.dialogs.import_pairs import ImportPreviewDialog
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.models.import_preview import ImportPreviewTableModel
from burraco_tourney.ui.views.pairs_page import PairsPage
from tests.ui.keys import language  # noqa: F401 (a fixture)

HEADER = ["Coppia", "Giocatore 1", "Circolo 1", "Tessera 1", "Giocatore 2", "Circolo 2", "Tessera 2", "Note"]
# The tournament has pairs 1-6 (tests/ui/conftest.py): Chiara Rossi (RM0003) is in pair 3.
ROWS = [
    [None, "Giorgio Bassi", "Circolo X", "RM9001", "Paola Lenti", "Circolo X", "RM9002", "vegetariano"],
    [None, None, "Circolo X", None, "Sara Monti", "Circolo X", None, None],  # no name for player 1
    [None, "Renée D'Alessandro", None, None, "Søren Nowak", None, None, None],
    ["x9", "Łukasz Wąsowski", None, None, "Zeno Bàrtoli", None, None, None],  # a number that is not one
]


def write_xlsx(path: Path, rows: list[list[object]] = ROWS) -> Path:
    workbook = Workbook()
    workbook.active.title = "Iscritti"
    for row in [HEADER, *rows]:
        workbook.active.append(row)
    workbook.save(path)
    return path


def open_preview(window: MainWindow, qtbot: QtBot, path: Path) -> ImportPreviewDialog:
    assert window.workspace is not None
    page: PairsPage = window.workspace.pairs
    with qtbot.waitSignal(page.import_file(str(path)).finished, timeout=10_000):
        pass
    dialog = page.dialog
    assert isinstance(dialog, ImportPreviewDialog)
    return dialog


def problems(dialog: ImportPreviewDialog) -> list[str]:
    model = dialog.model
    return [model.index(row, model.PROBLEMS).data() for row in range(model.rowCount())]


def edit(dialog: ImportPreviewDialog, row: int, column: int, text: str) -> None:
    """As the director does it: the cell's editor opened, the text typed, Enter."""
    index = dialog.model.index(row, column)
    assert dialog.model.flags(index) & Qt.ItemFlag.ItemIsEditable
    dialog.view.setCurrentIndex(index)
    dialog.view.edit(index)
    editor = dialog.view.focusWidget()
    editor.setText(text)  # type: ignore[attr-defined]
    dialog.view.commitData(editor)
    dialog.view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)


def visible_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_a_bad_row_corrected_in_the_preview_is_checked_again_and_imported(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, database: Database, tournament_id: int
) -> None:
    dialog = open_preview(window, qtbot, write_xlsx(tmp_path / "coppie.xlsx"))
    model = dialog.model
    assert problems(dialog) == ["", "player 1 has no name", "", "Pair number: 'x9' is not a whole number"]
    assert not dialog.import_button.isEnabled()
    assert "2 of 4 rows have problems" in dialog.summary.text()

    edit(dialog, 1, model.PLAYER_1, "Chiara Rossi")  # now a player already registered
    assert problems(dialog)[1] == "Chiara Rossi is already in pair 3"
    edit(dialog, 1, model.PLAYER_1, "Carla D'Alessandro")
    assert problems(dialog)[1] == ""
    edit(dialog, 3, model.NUMBER, "12")
    assert problems(dialog) == ["", "", "", ""]
    assert [model.index(row, model.NUMBER).data() for row in range(4)] == ["7", "8", "9", "12"]
    assert "All 4 rows can be imported" in dialog.summary.text()
    assert dialog.import_button.isEnabled()
    assert not dialog.skip_button.isVisible()

    with qtbot.waitSignal(dialog.accepted, timeout=10_000):  # registered in the background, then closed
        dialog.import_button.click()
    registered = {pair.number: pair for pair in pairs.list_pairs(database, tournament_id)}
    assert sorted(registered) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 12]
    assert registered[8].players[0].name == "Carla D'Alessandro"
    assert registered[8].players[0].club == "Circolo X"
    assert registered[12].players[1].name == "Zeno Bàrtoli"


def test_the_good_rows_are_imported_and_the_bad_ones_skipped(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, database: Database, tournament_id: int
) -> None:
    dialog = open_preview(window, qtbot, write_xlsx(tmp_path / "coppie.xlsx"))
    assert dialog.skip_button.isVisible()
    assert dialog.skip_button.text() == "Import the 2 &good rows, skip 2"
    with qtbot.waitSignal(dialog.accepted, timeout=10_000):  # registered in the background, then closed
        dialog.skip_button.click()
    numbers = [pair.number for pair in pairs.list_pairs(database, tournament_id)]
    assert numbers == [1, 2, 3, 4, 5, 6, 7, 8]
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    said = visible_boxes(window)[0].text()
    assert "2 pairs were registered" in said and "Rows with problems skipped: 2." in said


def test_the_dialog_says_which_columns_it_read_and_which_sheet(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = open_preview(window, qtbot, write_xlsx(tmp_path / "coppie.xlsx"))
    assert dialog.how_read.text() == (
        "Columns read from this file: Coppia, Giocatore 1, Circolo 1, Tessera 1, Giocatore 2, Circolo 2, "
        "Tessera 2. Ignored: Note. Sheet: Iscritti."
    )
    assert "Player 1 / Name 1" in dialog.accepted_columns.text()
    assert dialog.accepted_columns.isVisible()
    assert not dialog.warnings.isVisible()


def test_a_list_with_surname_and_name_columns_shows_and_registers_whole_names(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, database: Database, tournament_id: int
) -> None:
    workbook = Workbook()
    workbook.active.title = "Iscritti"
    for row in [
        ["Torneo del giovedì"],
        [],
        ["Cognome 1", "Nome 1", "Cognome 2", "Nome 2", "Categoria", "Telefono"],
        ["Bassi", "Giorgio", "Lenti", "Paola", "Over 60", "333 1234567"],
    ]:
        workbook.active.append(row)
    path = tmp_path / "iscritti.xlsx"
    workbook.save(path)
    dialog = open_preview(window, qtbot, path)
    model = dialog.model
    assert [model.index(0, column).data() for column in (model.PLAYER_1, model.PLAYER_2)] == [
        "Giorgio Bassi",
        "Paola Lenti",
    ]
    assert dialog.how_read.text() == (
        "Columns read from this file: Cognome 1, Nome 1, Cognome 2, Nome 2, Categoria. Ignored: Telefono. "
        "Sheet: Iscritti."
    )
    with qtbot.waitSignal(dialog.accepted, timeout=10_000):
        dialog.import_button.click()
    pair = pairs.list_pairs(database, tournament_id)[-1]
    assert [(player.name, player.category) for player in pair.players] == [
        ("Giorgio Bassi", "Over 60"),
        ("Paola Lenti", "Over 60"),
    ]


def test_a_csv_in_a_guessed_code_page_is_read_with_a_warning(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "coppie.csv"
    path.write_bytes("Giocatore 1;Giocatore 2\nNiccolò Caré;Jürgen Müller\n".encode("mac_roman"))
    dialog = open_preview(window, qtbot, path)
    assert dialog.model.index(0, ImportPreviewTableModel.PLAYER_1).data() == "Niccolò Caré"
    assert dialog.warnings.isVisible()
    assert dialog.warnings.text().startswith(
        "The file is not UTF-8 text: it was read as Mac-Roman, which is a"
    )


def test_the_preview_model_passes_the_model_tester(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    dialog = open_preview(window, qtbot, write_xlsx(tmp_path / "coppie.xlsx"))
    qtmodeltester.check(dialog.model)


def test_every_column_name_the_dialog_shows_is_one_the_reader_accepts(
    language: str,  # noqa: F811
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
) -> None:
    dialog = open_preview(window, qtbot, write_xlsx(tmp_path / "coppie.xlsx"))
    text = dialog.accepted_columns_text()
    if language != "en":
        assert text != ImportPreviewDialog.accepted_columns_text.__doc__  # translated
        assert "Player 1" not in text
    listed = text.split(": ", 1)[1].rsplit(".", 2)[0]
    names, surnames = [], []
    for item in listed.split("·"):
        shown, _, aside = item.partition("(")
        names += [name.strip() for name in shown.split("/")]
        if any(digit in aside for digit in "12"):  # "(or Surname 1 and Name 1)", "(o Cognome 1 e Nome 1)"
            surname, given = re.split(r"(?<=[12]) \w+ ", aside.strip(" )").split(" ", 1)[1])
            surnames.append((surname, given))
    assert len(names) == 13 and len(surnames) == 2
    headings = [_heading(name) for name in names]
    assert [(h.kind, h.seat) if h else None for h in headings] == [
        ("number", None), ("number", None), ("player", 1), ("player", 1), ("club", 1), ("member_id", 1),
        ("player", 2), ("player", 2), ("club", 2), ("member_id", 2), ("club", None), ("category", None),
        ("group", None),
    ]  # fmt: skip
    # The surname and the given name are read as one name, the given name first.
    (first, given_1), (second, given_2) = surnames
    path = tmp_path / "cognomi.csv"
    path.write_text(f"{first};{given_1};{second};{given_2}\nRossi;Mario;Verdi;Chiara\n", encoding="utf-8")
    [row] = read_pairs(path).rows
    assert [player.name for player in row.players] == ["Mario Rossi", "Chiara Verdi"]


def test_the_import_runs_off_the_gui_thread_with_a_busy_note(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, database: Database, tournament_id: int, monkeypatch
) -> None:
    # 20,000 rows take about 25 s to register: the window must stay responsive meanwhile.
    release, threads = threading.Event(), []
    service = pairs_import.import_pairs

    def slow_import(*args, **kwargs):  # type: ignore[no-untyped-def]
        threads.append(threading.get_ident())
        release.wait(timeout=5)
        return service(*args, **kwargs)

    monkeypatch.setattr(pairs_import, "import_pairs", slow_import)
    dialog = open_preview(window, qtbot, write_xlsx(tmp_path / "coppie.xlsx", [ROWS[0], ROWS[2]]))
    dialog.import_button.click()
    assert dialog.isVisible()
    assert dialog.summary.text() == "Importing 2 pairs…"
    assert not dialog.import_button.isEnabled() and not dialog.buttons.isEnabled()
    dialog.reject()  # Esc while it runs does not leave the import half-shown
    assert dialog.isVisible()
    with qtbot.waitSignal(dialog.accepted, timeout=10_000):
        release.set()
    assert threads and threads[0] != threading.get_ident()
    assert [pair.number for pair in pairs.list_pairs(database, tournament_id)] == [1, 2, 3, 4, 5, 6, 7, 8]
    qtbot.waitUntil(lambda: bool(visible_boxes(window)))
    assert "2 pairs were registered" in visible_boxes(window)[0].text()


def test_an_import_refused_in_the_background_says_why_and_keeps_the_preview(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, database: Database, tournament_id: int, monkeypatch
) -> None:
    def refused(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise ServiceError("pair number 7 is already taken")

    monkeypatch.setattr(pairs_import, "import_pairs", refused)
    dialog = open_preview(window, qtbot, write_xlsx(tmp_path / "coppie.xlsx", [ROWS[0], ROWS[2]]))
    dialog.import_button.click()
    qtbot.waitUntil(lambda: bool(visible_boxes(window)), timeout=10_000)
    assert visible_boxes(window)[0].text() == "pair number 7 is already taken"
    assert dialog.isVisible() and dialog.import_button.isEnabled() and dialog.buttons.isEnabled()
    assert "All 2 rows can be imported" in dialog.summary.text()
    assert len(pairs.list_pairs(database, tournament_id)) == 6
