"""Round → Form groups…: after which round and how, a preview of who goes where, formed through the
window's door, undone with Ctrl+Z until the next round is made; Round → Clear groups…."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.groups import GroupsMethod, GroupsRule
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Movement, Phase, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import groups, pairs, tournaments
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.tournaments import load_tournament
from burraco_tourney.ui.dialogs.groups import FormGroupsDialog
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.models.pairs import PairsTableModel
from burraco_tourney.ui.models.rounds import RoundTablesTableModel
from tests.ui.conftest import make_window
from tests.ui.regional import make_regional, play_round


@pytest.fixture
def regional(database: Database) -> int:
    return make_regional(database)


@pytest.fixture
def window(qtbot: QtBot, db_path: Path, regional: int) -> MainWindow:
    return make_window(qtbot, db_path)


def open_dialog(window: MainWindow) -> FormGroupsDialog:
    assert window.workspace is not None
    assert window.workspace.groups.form_action in window.round_menu.actions()
    window.workspace.groups.form_action.trigger()
    dialog = window.workspace.groups.dialog
    assert isinstance(dialog, FormGroupsDialog) and dialog.isVisible()
    return dialog


def preview_rows(dialog: FormGroupsDialog) -> list[tuple[str, list[str]]]:
    tree = dialog.tree
    rows = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        rows.append((item.text(0), [item.child(j).text(1) for j in range(item.childCount())]))
    return rows


def stored_groups(database: Database, tid: int) -> dict[int, str | None]:
    return {pair.number: pair.group for pair in pairs.list_pairs(database, tid)}


def test_the_preview_shows_who_goes_where_before_anything_is_saved(
    window: MainWindow, qtbot: QtBot, database: Database, regional: int
) -> None:
    dialog = open_dialog(window)
    assert dialog.after_round.value() == 2
    assert dialog.in_play.text() == "12 pairs in play: 6 tables."
    dialog.choose_method(GroupsMethod.SIZES)
    dialog.values.clear()
    qtbot.keyClicks(dialog.values, "2, 4")
    qtbot.waitUntil(lambda: len(preview_rows(dialog)) == 2)
    assert window.context is not None
    ranking = [row.pair for row in compute_standings(window.context.tournament(), 2).rows]
    (a_title, a_pairs), (b_title, b_pairs) = preview_rows(dialog)
    assert a_title == "Group A: 2 tables, 4 pairs"
    assert b_title == "Group B: 4 tables, 8 pairs"
    # The top of the ranking goes to group A.
    assert [int(n) for n in a_pairs + b_pairs] == ranking
    tree = dialog.tree
    names = {
        tree.topLevelItem(g).child(j).text(2)
        for g in range(2)
        for j in range(tree.topLevelItem(g).childCount())
    }
    assert "Carla D'Alessandro – Łukasz Wąsowski" in names
    assert dialog.form_button.isEnabled()
    assert set(stored_groups(database, regional).values()) == {None}  # nothing saved by a preview

    # Sizes that do not add up: said in the dialog, and Form groups cannot be pressed.
    dialog.values.setText("2, 3")
    dialog.show_preview()
    assert dialog.problem.isVisibleTo(dialog)
    assert dialog.problem.text() == ("The groups' sizes 2, 3 add up to 5 tables, but 6 tables are in play.")
    assert not dialog.form_button.isEnabled()
    assert dialog.tree.topLevelItemCount() == 0
    dialog.values.setText("two")
    dialog.show_preview()
    assert dialog.problem.text() == "Type whole numbers separated by commas, e.g. 7, 9, 9."


def test_forming_groups_sets_the_pairs_groups_and_ctrl_z_takes_them_back(
    window: MainWindow, qtbot: QtBot, database: Database, regional: int
) -> None:
    dialog = open_dialog(window)
    dialog.choose_method(GroupsMethod.PROPORTIONS)
    dialog.values.setText("1 1 1")
    qtbot.keyClick(dialog.values, Qt.Key.Key_Return)  # Enter forms what is typed, as previewed
    qtbot.waitUntil(lambda: not dialog.isVisible())
    stored = stored_groups(database, regional)
    assert sorted(stored.values()) == ["A"] * 4 + ["B"] * 4 + ["C"] * 4
    assert window.statusBar().currentMessage() == (
        "Groups formed after round 2 (A: 2 tables, B: 2 tables, C: 2 tables). Ctrl+Z takes them back."
    )
    formation = groups.groups_of(database, regional)
    assert formation is not None and formation.after_round == 2
    # The pairs page shows each pair's group at once.
    assert window.workspace is not None
    page = window.workspace.pairs
    top = formation.groups[0].pairs[0]
    row = page.model.row_of(top)
    assert row is not None and page.model.index(row, PairsTableModel.GROUP).data() == "A"
    assert window.workspace.groups.clear_action.isEnabled()

    # Edit → Undo (Ctrl+Z) takes the groups back; Redo forms them again.
    assert window.undo_action.text() == "&Undo Form groups after round 2"
    window.undo_action.trigger()
    assert set(stored_groups(database, regional).values()) == {None}
    assert page.model.index(row, PairsTableModel.GROUP).data() == ""
    window.redo_action.trigger()
    assert stored_groups(database, regional) == stored

    # Once the next round is made (paired in the groups), the groups can no longer be taken back.
    make_next_round(database, regional)
    window.context.check_for_changes()  # type: ignore[union-attr]
    window.undo_action.trigger()
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert boxes and "cannot be undone or redone any more" in boxes[0].text()
    assert "round 3" in boxes[0].text()
    assert stored_groups(database, regional) == stored


def test_clear_groups_asks_then_clears(
    window: MainWindow, qtbot: QtBot, database: Database, regional: int
) -> None:
    groups.form_groups(database, regional, groups.GroupsRule.count(2))
    window.context.check_for_changes()  # type: ignore[union-attr]
    assert window.workspace is not None
    actions = window.workspace.groups
    assert actions.clear_action.isEnabled()
    actions.clear_action.trigger()
    box = actions.dialog
    assert isinstance(box, QMessageBox)
    assert "Clear the groups?" in box.text()
    yes = box.findChild(object, "yes")
    yes.click()  # type: ignore[union-attr]
    assert set(stored_groups(database, regional).values()) == {None}
    assert groups.groups_of(database, regional) is None
    assert not actions.clear_action.isEnabled()


def test_a_round_with_sheets_missing_is_said_in_the_dialog(
    qtbot: QtBot, db_path: Path, database: Database, regional: int
) -> None:
    make_next_round(database, regional)
    window = make_window(qtbot, db_path)
    dialog = open_dialog(window)
    assert dialog.after_round.value() == 3
    assert not dialog.form_button.isEnabled()
    assert "round 3" in dialog.problem.text()


def test_the_plan_s_group_phase_is_proposed(qtbot: QtBot, db_path: Path, database: Database) -> None:
    """A plan of 2 Mitchell then 2 Danish rounds in groups of 2 and 4 tables: after round 2 the dialog
    proposes those sizes, and the preview shows them."""
    tid = make_regional(database, rounds=0)
    plan = (Phase(Movement.MITCHELL, 2), Phase(Movement.DANISH, 2, groups=GroupsRule.sizes(2, 4)))
    tournaments.change_settings(database, tid, replace(load_tournament(database, tid).settings, plan=plan))
    for _ in range(2):
        play_round(database, tid)
    window = make_window(qtbot, db_path)
    dialog = open_dialog(window)
    assert dialog.chosen_method() is GroupsMethod.SIZES
    assert dialog.values.text() == "2, 4"
    assert [title for title, _ in preview_rows(dialog)] == [
        "Group A: 2 tables, 4 pairs",
        "Group B: 4 tables, 8 pairs",
    ]


def test_the_rounds_page_says_each_table_s_group_once_paired_in_groups(
    window: MainWindow, qtbot: QtBot, database: Database, regional: int
) -> None:
    groups.form_groups(database, regional, GroupsRule.sizes(2, 4))
    assert window.workspace is not None
    page = window.workspace.rounds
    window.show_page(1)
    window.context.check_for_changes()  # type: ignore[union-attr]
    # Round 2, paired before the groups: no group column.
    assert page.tables_view.isColumnHidden(RoundTablesTableModel.GROUP)
    make_next_round(database, regional)  # round 3, the Danish phase: paired within the groups
    window.context.check_for_changes()  # type: ignore[union-attr]
    page.round_choice.setCurrentIndex(page.round_choice.findData(3))
    assert not page.tables_view.isColumnHidden(RoundTablesTableModel.GROUP)
    model = page.tables_model
    shown = [model.index(row, RoundTablesTableModel.GROUP).data() for row in range(model.rowCount())]
    assert sorted(shown) == ["A", "A", "B", "B", "B", "B"]
    stored = stored_groups(database, regional)
    for row in range(model.rowCount()):
        table = model.table_at(row)
        assert stored[table.ns] == stored[table.ew] == shown[row]


def next_round_note(window: MainWindow) -> str:
    assert window.workspace is not None
    page = window.workspace.rounds
    page.next_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, NextRoundDialog)
    text = dialog.note.text()
    dialog.reject()
    return text


def test_the_next_round_says_it_is_paired_within_the_groups(
    window: MainWindow, database: Database, regional: int
) -> None:
    assert "group" not in next_round_note(window)
    groups.form_groups(database, regional, GroupsRule.count(2))
    window.context.check_for_changes()  # type: ignore[union-attr]
    assert "Paired within the groups formed after round 2: A: 3 tables, B: 3 tables." in next_round_note(
        window
    )


def test_the_next_round_says_the_plan_forms_the_groups_now(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    tid = make_regional(database, rounds=0)
    plan = (Phase(Movement.MITCHELL, 2), Phase(Movement.DANISH, 2, groups=GroupsRule.sizes(2, 4)))
    tournaments.change_settings(database, tid, replace(load_tournament(database, tid).settings, plan=plan))
    for _ in range(2):
        play_round(database, tid)
    window = make_window(qtbot, db_path)
    assert "groups of 2, 4 tables are formed now from the standings after round 2" in next_round_note(window)


def test_a_bye_inside_a_group_is_said_with_its_group(qtbot: QtBot, db_path: Path, database: Database) -> None:
    tid = make_regional(database, rounds=0)
    pairs.register_pair(database, tid, (Player("Zoë Ørsted"), Player("Jürgen D'Alessandro")))
    for _ in range(2):
        play_round(database, tid)
    window = make_window(qtbot, db_path)
    dialog = open_dialog(window)
    dialog.show_rule(GroupsRule.count(2))
    dialog.show_preview()
    assert [title for title, _ in preview_rows(dialog)] == [
        "Group A: 3 tables, 6 pairs",
        "Group B: 3 tables, 7 pairs (one bye each round)",
    ]
    assert "Group B has an odd number of pairs (7, 3 tables)" in dialog.notes.text()
    dialog.accept()
    make_next_round(database, tid)
    window.context.check_for_changes()  # type: ignore[union-attr]
    window.show_page(1)
    assert window.workspace is not None
    page = window.workspace.rounds
    page.round_choice.setCurrentIndex(page.round_choice.findData(3))
    assert page.byes.text().startswith("Bye: ") and page.byes.text().endswith(", group B")
