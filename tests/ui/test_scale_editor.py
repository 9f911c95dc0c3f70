"""The VP scale editor: broken scales are refused with their problems, files are saved and imported, and a
tournament's scale is its own copy until the director gives it another."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog, QMessageBox, QTableWidgetItem
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.vp import ContinuousScale, ThresholdScale, load_scale_file
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores, tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.dialogs.scale_editor import ScaleEditorDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.services.support import SCALE_3, closed_by_ns, sheet
from tests.ui.conftest import make_window


def open_editor(window: MainWindow) -> ScaleEditorDialog:
    window.scales_action.trigger()
    assert window.workspace is not None
    dialog = window.workspace.sheets.dialog
    assert isinstance(dialog, ScaleEditorDialog)
    return dialog


def set_cell(dialog: ScaleEditorDialog, row: int, column: int, text: str) -> None:
    item = dialog.rows.item(row, column)
    assert isinstance(item, QTableWidgetItem)
    item.setText(text)


def test_the_editor_refuses_a_broken_scale(window: MainWindow, tmp_path: Path) -> None:
    dialog = open_editor(window)
    assert dialog.library.currentItem().text() == "This tournament: fibur-3-deals"  # type: ignore[union-attr]
    assert dialog.scale == SCALE_3
    assert dialog.rows.rowCount() == 11
    dialog.preview_diff.setValue(805)
    assert dialog.preview_vp.text() == "17 – 3"

    # Row 3 gives the winner less than row 2: the rule is named, the row marked, nothing can be saved.
    set_cell(dialog, 2, ScaleEditorDialog.WINNER, "10")
    assert dialog.scale is None
    assert "Row 3: winner VP 10 is below 11 on the row before" in dialog.problem_label.text()
    assert dialog.rows.item(2, 0).background().color().red() == 253  # type: ignore[union-attr]
    assert not dialog.save_button.isEnabled() and not dialog.use_button.isEnabled()
    target = tmp_path / "broken.json"
    assert not dialog.save_file(target)
    assert not target.exists()
    set_cell(dialog, 2, ScaleEditorDialog.WINNER, "twelve")
    assert "Row 3: winner VP 'twelve' is not a number" in dialog.problem_label.text()
    set_cell(dialog, 2, ScaleEditorDialog.WINNER, "12")
    assert dialog.scale == SCALE_3 and dialog.problem_label.isHidden()
    dialog.reject()


def test_a_scale_is_edited_saved_imported_and_given_to_the_tournament(
    window: MainWindow, database: Database, tournament_id: int, tmp_path: Path
) -> None:
    dialog = open_editor(window)
    dialog.name.setText("club-3-deals")
    set_cell(dialog, 0, ScaleEditorDialog.BOUND, "40")  # a draw up to 40 only
    dialog.add_row()  # a row before the open one, its bound 100 above the previous
    assert dialog.rows.rowCount() == 12
    new_row = [dialog.rows.item(10, column).text() for column in range(3)]  # type: ignore[union-attr]
    assert new_row == ["1600", "20", "0"] and dialog.scale is not None
    set_cell(dialog, 10, ScaleEditorDialog.BOUND, "1750")
    set_cell(dialog, 10, ScaleEditorDialog.WINNER, "19.5")
    set_cell(dialog, 10, ScaleEditorDialog.LOSER, "0.5")
    assert dialog.scale is not None, dialog.problems
    dialog.preview_diff.setValue(45)
    assert dialog.preview_vp.text() == "11 – 9"
    target = tmp_path / "club"
    assert dialog.save_file(target)
    saved = load_scale_file(tmp_path / "club.json")
    assert saved == dialog.scale and saved.name == "club-3-deals"

    # The tournament still has its own copy until the scale is given to it.
    assert tournaments.load_tournament(database, tournament_id).settings.vp_scale == SCALE_3
    dialog.use_button.click()  # no results yet: no reason needed
    assert tournaments.load_tournament(database, tournament_id).settings.vp_scale == saved

    # Import: a broken file is refused with its problems; a good one comes into the list.
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"name": "x", "kind": "table", "rows": [[50, 10, 10], [100, 9, 11]]}))
    assert not dialog.import_file(broken)
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert "the last row must be open" in boxes[-1].text()
    boxes[-1].accept()
    good = tmp_path / "wbf.json"
    good.write_text(json.dumps(ContinuousScale("wbf-like", 1505).to_json()))
    assert dialog.import_file(good)
    assert dialog.library.currentItem().text() == "File: wbf-like"  # type: ignore[union-attr]
    assert dialog.kind.currentData() == "continuous" and dialog.blitz.value() == 1505
    dialog.preview_diff.setValue(0)
    assert dialog.preview_vp.text() == "10 – 10"
    dialog.reject()


def test_a_new_scale_for_a_tournament_with_results_needs_a_reason(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    scores.save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ns()))
    window = make_window(qtbot, db_path)
    dialog = open_editor(window)
    assert "every table is scored again" in dialog.copy_note.text()
    bundled = next(
        row for row in range(dialog.library.count()) if "fibur-4-deals" in dialog.library.item(row).text()
    )
    dialog.library.setCurrentRow(bundled)
    assert isinstance(dialog.scale, ThresholdScale) and dialog.scale.name == "fibur-4-deals"
    dialog.use_button.click()
    asked = dialog.reason_dialog
    assert isinstance(asked, QInputDialog)
    asked.setTextValue("the 4-deal scale was announced")
    asked.accept()
    assert tournaments.load_tournament(database, tournament_id).settings.vp_scale.name == "fibur-4-deals"
    assert dialog.library.item(0).text() == "This tournament: fibur-4-deals"  # type: ignore[union-attr]
    dialog.reject()


def test_the_editor_says_a_broken_row_in_the_windows_language(window: MainWindow, qtbot: QtBot) -> None:
    # The problems are the domain's coded ones, worded as the window speaks: here Italian, at their row.
    QSettings().setValue("language", "it")
    try:
        dialog = open_editor(window)
        set_cell(dialog, 2, ScaleEditorDialog.WINNER, "10")
        assert dialog.scale is None
        expected = "✖ Riga 3: i VP del vincente 10 sono meno dei 11 della riga precedente"
        assert expected in dialog.problem_label.text()
        set_cell(dialog, 2, ScaleEditorDialog.WINNER, "dodici")
        assert "✖ Riga 3: i VP del vincente 'dodici' non sono un numero" in dialog.problem_label.text()
        dialog.grab().save("/tmp/h2_scale_editor_it.png")
    finally:
        QSettings().remove("language")
