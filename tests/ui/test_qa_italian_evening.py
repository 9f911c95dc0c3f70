"""Defects found trying the window as an Italian director would (issues 14 and 15's QA run under X): a sheet
shown while the settings change, a click into a count box, the pairs' columns as the pairs come in."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.scales import bundled_scale
from burraco_tourney.ui.dialogs.tournament import SettingsDialog
from burraco_tourney.ui.main_window import MainWindow, Workspace
from tests.services.support import players
from tests.ui.conftest import make_window
from tests.ui.test_refusals_in_italian import italian  # noqa: F401 (fixture)
from tests.ui.test_sheet_corrections import saved_table_one, sheets_window  # noqa: F401 (fixtures)
from tests.ui.test_sheet_entry import NS_CLOSES, field, open_table, page_of, type_fields, type_not_played


def test_a_saved_sheet_on_screen_follows_a_new_vp_scale(
    qtbot: QtBot,
    sheets_window: MainWindow,  # noqa: F811
    database: Database,
    tournament_id: int,
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    assert page.sheet.vp_value.text() == "13 – 7"  # 530 v 185 on the FIBur 3-deal scale

    settings = tournaments.load_tournament(database, tournament_id).settings
    continuous = bundled_scale("continuous")
    assert sheets_window._save_settings(replace(settings, vp_scale=continuous), True, "scala continua")

    # The standings use the new scale: the sheet on screen says the same, not what the old scale gave.
    qtbot.waitUntil(lambda: page.sheet.vp_value.text() != "13 – 7")
    assert "," in page.sheet.vp_value.text() or "." in page.sheet.vp_value.text()


def test_a_click_into_a_count_box_then_a_digit_replaces_its_value(
    qtbot: QtBot,
    sheets_window: MainWindow,  # noqa: F811
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 1)
    dirty = field(page, "deal1_ew_dirty")
    assert isinstance(dirty, QLineEdit) and dirty.text() == "1"
    # Clicked left of the figure (a right-aligned box: where the cursor lands is anywhere)...
    qtbot.mouseClick(dirty, Qt.MouseButton.LeftButton, pos=QPoint(4, dirty.height() // 2))
    qtbot.waitUntil(dirty.hasFocus)
    qtbot.keyClicks(dirty, "2")
    # ...the digit typed is the new count, not "21" or "12".
    assert field(page, "deal1_ew_dirty").text() == "2"


def test_the_pairs_columns_widen_for_the_names_registered_after_the_first(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.PAIRS].trigger()
    assert window.workspace is not None
    page = window.workspace.pairs
    context = window.context
    assert context is not None
    before = page.table.model().rowCount()
    pairs.register_pair(database, tournament_id, players(1))
    context.notify_changed()
    qtbot.waitUntil(lambda: page.table.model().rowCount() == before + 1)
    long_name = "Bartłomiej Żółkiewski-Dell'Acqua"
    pairs.register_pair(
        database,
        tournament_id,
        (Player(long_name, None, None), Player("Jürgen Müller-Lüdenscheid", None, None)),
    )
    context.notify_changed()
    qtbot.waitUntil(lambda: page.table.model().rowCount() == before + 2)
    view = page.table
    column = next(
        c
        for c in range(view.model().columnCount())
        if any(view.model().index(r, c).data() == long_name for r in range(before + 2))
    )
    wanted = view.fontMetrics().horizontalAdvance(long_name)
    assert view.columnWidth(column) >= wanted


def test_the_settings_dialog_on_a_laptop_screen_squashes_nothing(
    qtbot: QtBot,
    sheets_window: MainWindow,  # noqa: F811 (a sheet saved: the box about results shows too)
) -> None:
    sheets_window.settings_action.trigger()
    dialog = sheets_window.dialog
    assert isinstance(dialog, SettingsDialog)
    play = dialog.editor.play
    play.rules.profile.setCurrentIndex(play.rules.profile.findText("FIBur"))
    play.semi_clean.setChecked(True)
    dialog.tabs.setCurrentWidget(dialog.tabs.widget(1))
    qtbot.waitUntil(lambda: play.isVisible())
    # Taller than the room a 1366×768 screen leaves it (the QA run under X), the page scrolls: nothing is
    # squeezed below its size (the spin boxes were flattened, the scale's description cut).
    for box in (play.deals, play.minutes, play.bye_vp, play.clean, play.pozzetto):
        assert box.height() >= box.minimumSizeHint().height(), box.objectName()
    note = play.scale_note
    assert note.height() >= note.heightForWidth(note.width()), note.text()


def test_the_keys_said_under_a_quick_sheet_are_the_keys_of_totals(
    qtbot: QtBot,
    sheets_window: MainWindow,  # noqa: F811
) -> None:
    page = page_of(sheets_window)
    open_table(qtbot, page, 2)
    assert "card points" in page.sheet.keys_help.text()
    page.quick_action.trigger()  # quick mode on (Ctrl+K)
    qtbot.waitUntil(lambda: page.sheet.quick)
    # Only the deal totals are on screen: no burraco counts, card points, endings or pozzetto to talk about.
    help_text = page.sheet.keys_help.text()
    assert "total" in help_text
    for word in ("card points", "semi-clean", "closed", "pozzetto", "t time-out"):
        assert word not in help_text, word
    page.quick_action.trigger()
    qtbot.waitUntil(lambda: not page.sheet.quick)
    assert "card points" in page.sheet.keys_help.text()


def test_the_italian_undo_menu_names_what_it_undoes_as_a_noun(
    qtbot: QtBot,
    italian: None,  # noqa: F811
    db_path: Path,
    database: Database,
    tournament_id: int,
) -> None:
    make_next_round(database, tournament_id, None)
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    page = page_of(window)
    open_table(qtbot, page, 1)
    type_fields(qtbot, NS_CLOSES)
    type_not_played(qtbot, 2)
    # "Annulla Salva il segnapunti..." read as two orders in a row; Qt puts "Annulla" before the step's name.
    assert window.undo_action.text() == "&Annulla inserimento del segnapunti del turno 1 tavolo 1"
