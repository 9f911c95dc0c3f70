"""The main window: opening databases (good, broken, with several tournaments), menus, status bar, state."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.scores import save_table_deals
from burraco_tourney.ui.app import build_main_window
from burraco_tourney.ui.main_window import MainWindow, Workspace, window_title
from tests.services.support import closed_by_ns, settings, sheet
from tests.ui.conftest import make_window


def message_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_main_window_shows_the_database_it_works_on(qtbot: QtBot, tmp_path: Path) -> None:
    db = str(tmp_path / "club.sqlite")
    window = build_main_window(db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    # No tournament yet: the file's name, not its whole path.
    assert window.windowTitle() == "club.sqlite — Burraco Tourney"
    assert window.menuBar().actions()[0].text() == "&File"


def test_the_title_names_the_tournament_not_the_database(window: MainWindow, db_path: Path) -> None:
    assert window.windowTitle() == "Torneo di Natale — Burraco Tourney"
    window.switch_action.trigger()  # back to the list of the database's tournaments
    assert window.windowTitle() == "club.sqlite — Burraco Tourney"
    assert str(db_path.parent) not in window.windowTitle()


def test_a_server_database_is_named_without_user_or_password() -> None:
    target = "postgresql+psycopg://direttore:segreta@club.example.org:5433/burraco"
    assert window_title(None, target) == "burraco on club.example.org — Burraco Tourney"
    assert window_title("Torneo di Natale", target) == "Torneo di Natale — Burraco Tourney"
    assert window_title(None, None) == "Burraco Tourney"


def test_an_empty_database_invites_a_new_tournament(qtbot: QtBot, db_path: Path) -> None:
    window = make_window(qtbot, db_path)
    assert window.central.currentWidget() is window.start_page
    assert "no tournament yet" in window.start_page.prompt.text()
    assert window.new_tournament_action.isEnabled()
    assert not window.round_menu.isEnabled()


def test_the_only_tournament_opens_at_once(window: MainWindow) -> None:
    assert isinstance(window.workspace, Workspace)
    assert "Torneo di Natale" in window.windowTitle()
    assert window.tournament_label.text() == "Torneo di Natale: 6 pairs"
    assert window.round_label.text() == "No round yet"
    assert window.workspace.header.text().startswith("Torneo di Natale")
    assert window.round_menu.isEnabled()


def test_a_database_with_several_tournaments_asks_which(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    first = tournaments.create_tournament(database, settings("Torneo di Natale"))
    second = tournaments.create_tournament(database, settings("Torneo di Pasqua"))
    window = make_window(qtbot, db_path)
    assert window.central.currentWidget() is window.start_page
    listed = window.start_page.tournaments
    assert listed.count() == 2
    assert "2 tournaments" in window.start_page.prompt.text()
    item = next(listed.item(i) for i in range(2) if "Pasqua" in listed.item(i).text())
    listed.setCurrentItem(item)
    with qtbot.waitSignal(window.tournament_opened) as opened:
        window.start_page.open_button.click()
    assert opened.args == [second.id]
    assert "Torneo di Pasqua" in window.windowTitle()
    # Switching brings the list back, with the tournament in use selected.
    window.switch_action.trigger()
    assert window.central.currentWidget() is window.start_page
    assert "Pasqua" in listed.currentItem().text()
    assert first.id != second.id


def test_a_file_that_is_not_a_database_shows_why_and_no_traceback(qtbot: QtBot, tmp_path: Path) -> None:
    broken = tmp_path / "notes.sqlite"
    broken.write_text("these are my notes, not a database\n", encoding="utf-8")
    window = make_window(qtbot, broken)
    qtbot.waitUntil(lambda: bool(message_boxes(window)))
    box = message_boxes(window)[0]
    assert "not a Burraco Tourney database" in box.text()
    assert "Traceback" not in box.text()
    assert "not a Burraco Tourney database" in window.start_page.error.text()
    assert not window.new_tournament_action.isEnabled()
    assert broken.read_text(encoding="utf-8") == "these are my notes, not a database\n"
    box.accept()


def test_opening_a_broken_file_keeps_the_tournament_open(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    broken = tmp_path / "broken.sqlite"
    broken.write_bytes(b"\x00\x01garbage" * 50)
    assert not window.open_database(str(broken))
    qtbot.waitUntil(lambda: bool(message_boxes(window)))
    assert "not a Burraco Tourney database" in message_boxes(window)[0].text()
    assert window.workspace is not None
    assert "Torneo di Natale" in window.windowTitle()


def test_recent_files_remember_databases_opened(qtbot: QtBot, tmp_path: Path) -> None:
    first, second = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    window = make_window(qtbot, first)
    assert window.open_database(str(second))
    assert window.recent_files() == [str(second), str(first)]
    texts = [action.text() for action in window.recent_menu.actions() if action.text()]
    assert texts[0].endswith(str(second))
    assert window.open_database(str(first))
    assert window.recent_files()[0] == str(first)


def test_menus_have_keyboard_shortcuts(window: MainWindow) -> None:
    assert window.new_tournament_action.shortcut().toString() == "Ctrl+N"
    assert window.open_action.shortcut().toString() == "Ctrl+O"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    assert window.workspace is not None
    assert window.workspace.rounds.next_action.shortcut().toString() == "Ctrl+R"
    assert [a.shortcut().toString() for a in window.page_actions] == ["Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4"]
    window.page_actions[3].trigger()
    assert window.workspace.current_page() == Workspace.STANDINGS
    round_texts = [action.text() for action in window.round_menu.actions() if not action.isSeparator()]
    assert "&Next round…" in round_texts


def test_window_state_and_page_are_kept_between_runs(qtbot: QtBot, db_path: Path, tournament_id: int) -> None:
    window = make_window(qtbot, db_path)
    window.resize(1100, 700)
    window.show_page(Workspace.ROUNDS)
    window.close()
    assert QSettings().value("window/geometry") is not None
    again = make_window(qtbot, db_path)
    assert again.workspace is not None
    assert again.workspace.current_page() == Workspace.ROUNDS


def test_status_bar_counts_the_sheets_handed_in(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    made = make_next_round(database, tournament_id)
    window.refresh_action.trigger()
    assert window.round_label.text() == "Round 1 of 5 (Mitchell)"
    assert window.sheets_label.text() == "Sheets in: 0 of 3"
    table = made.tables[0][0]
    save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()))
    window.refresh_action.trigger()
    assert window.sheets_label.text() == "Sheets in: 1 of 3"


def test_the_score_sheets_page_says_what_comes_next(window: MainWindow) -> None:
    assert window.workspace is not None
    window.page_actions[2].trigger()
    # No round yet: the page says where rounds are made.
    assert "Rounds page" in window.workspace.sheets.hint.text()
