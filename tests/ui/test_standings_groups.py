"""The Standings page group by group (overall, Girone A, B …) and the prizes beside it: who wins what
per group with the rule that gave it, the prize plan chosen or read from a JSON file, printed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.groups import GroupsRule
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import groups, prizes
from burraco_tourney.services.tournaments import load_tournament
from burraco_tourney.ui.dialogs.print_export import PrintExportDialog, Printout
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.models.standings import StandingsTableModel
from burraco_tourney.ui.views.prizes_panel import PrizePlanDialog
from burraco_tourney.ui.views.standings_page import StandingsPage
from tests.ui.conftest import make_window
from tests.ui.regional import make_regional


@pytest.fixture
def regional(database: Database) -> int:
    tid = make_regional(database)
    groups.form_groups(database, tid, GroupsRule.count(2))
    return tid


@pytest.fixture
def window(qtbot: QtBot, db_path: Path, regional: int) -> MainWindow:
    window = make_window(qtbot, db_path)
    window.show_page(3)
    return window


def page_of(window: MainWindow) -> StandingsPage:
    assert window.workspace is not None
    return window.workspace.standings


def column(page: StandingsPage, index: int) -> list[str]:
    proxy = page.table.model()
    return [str(proxy.index(row, index).data()) for row in range(proxy.rowCount())]


def tree_rows(page: StandingsPage) -> list[tuple[str, list[list[str]]]]:
    tree = page.prizes.tree
    result = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        children = [[item.child(j).text(c) for c in range(4)] for j in range(item.childCount())]
        result.append((item.text(0), children))
    return result


def test_a_club_evening_has_no_group_choice(qtbot: QtBot, db_path: Path, database: Database) -> None:
    make_regional(database)
    window = make_window(qtbot, db_path)
    window.show_page(3)
    page = page_of(window)
    assert not page.group_choice.isVisibleTo(page)
    assert page.table.isColumnHidden(StandingsTableModel.GROUP)


def test_the_standings_show_group_by_group(window: MainWindow, database: Database, regional: int) -> None:
    page = page_of(window)
    choice = page.group_choice
    assert choice.isVisibleTo(page)
    assert [choice.itemText(i) for i in range(choice.count())] == ["Overall standings", "Group A", "Group B"]
    # Overall: every pair, with its group and its rank in it.
    assert page.model.rowCount() == 12
    assert not page.table.isColumnHidden(StandingsTableModel.GROUP)
    standings = compute_standings(load_tournament(database, regional), 2)
    first_b = standings.of_group("B")[0]
    row = next(i for i, r in enumerate(standings.rows) if r.pair == first_b.pair)
    assert column(page, StandingsTableModel.GROUP)[row] == "B"
    assert column(page, StandingsTableModel.GROUP_RANK)[row] == "1"
    # Group B alone: its six pairs ranked 1 to 6 inside it.
    choice.setCurrentIndex(2)
    assert page.model.rowCount() == 6
    assert column(page, StandingsTableModel.PAIR) == [str(r.pair) for r in standings.of_group("B")]
    assert column(page, StandingsTableModel.RANK)[0] == "1"
    assert page.table.isColumnHidden(StandingsTableModel.GROUP)
    # Back to the whole field.
    choice.setCurrentIndex(0)
    assert page.model.rowCount() == 12


def test_prizes_beside_the_standings_per_group_with_their_rule(
    window: MainWindow, database: Database, regional: int
) -> None:
    page = page_of(window)
    assert not page.prizes.isVisibleTo(page)
    assert page.prizes_action in window.standings_menu.actions()
    page.prizes_action.trigger()
    assert page.prizes.isVisibleTo(page)
    expected = prizes.take_prizes(database, regional)
    sections = tree_rows(page)
    assert [title for title, _ in sections] == [
        "Group A, 3 tables",
        "Group B, 3 tables",
        "Whole field, 6 tables",
    ]
    first_a = next(a for a in expected.sections[0].awards if a.place == 1)
    prize, pair, players, rule = sections[0][1][0]
    assert (prize, pair) == ("1st place", str(first_a.pair))
    assert players == " – ".join(first_a.players)
    assert rule.startswith("band from 1 table")
    # Two rounds of the plan's four played: the prizes may still change.
    heading = "Prizes after round 2 · provisional · Prize plan: FIBur, prizes per group"
    assert page.prizes.heading.text() == heading
    # The ladies' prize goes to pair 1 (both players category F) over the whole field.
    field = sections[2][1]
    assert any(row[0] == "Best ladies pair" and row[1] == "1" for row in field)
    # Group B chosen: its prizes and the whole field's only.
    page.group_choice.setCurrentIndex(2)
    assert [title for title, _ in tree_rows(page)] == ["Group B, 3 tables", "Whole field, 6 tables"]


def test_the_prize_plan_is_chosen_or_read_from_a_file(
    window: MainWindow, qtbot: QtBot, database: Database, regional: int, tmp_path: Path
) -> None:
    page = page_of(window)
    page.prizes_action.setChecked(True)
    page.prizes.plan_button.click()
    dialog = page.dialog
    assert isinstance(dialog, PrizePlanDialog)
    names = [dialog.plan.itemText(i) for i in range(dialog.plan.count())]
    assert names[0] == "FIBur, prizes per group" and "Club evening" in names  # the plans in words, not keys
    assert "To be checked against the current FIBur rules" in dialog.description.text()

    # A file that is no plan: said, nothing changes.
    bad = tmp_path / "sbagliato.json"
    bad.write_text('{"name": "x", "bands": [{"from_tables": 0, "prizes": 2}]}', encoding="utf-8")
    assert dialog.load_file(str(bad)) is None
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert boxes and "sbagliato.json" in boxes[0].text()
    assert 'Band 1: "from_tables" is 0' in boxes[0].text()
    boxes[0].close()

    plan = {
        "name": "Regionale Lombardia",
        "description": "Due premi per girone e la miglior coppia di Brera.",
        "bands": [{"from_tables": 1, "prizes": 2}],
        "special": [{"kind": "best_of", "field": "club", "values": ["Circolo Brera"], "per_group": False}],
    }
    good = tmp_path / "regionale.json"
    good.write_text(json.dumps(plan), encoding="utf-8")
    assert dialog.load_file(str(good)) is not None
    assert dialog.plan.currentText() == "Regionale Lombardia (from regionale.json)"
    dialog.accept()
    assert not dialog.isVisible()
    stored = prizes.stored_plan(database, regional)
    assert stored is not None and stored.name == "Regionale Lombardia"
    # The panel follows: two places per group now.
    assert "Prize plan: Regionale Lombardia" in page.prizes.heading.text()
    sections = tree_rows(page)
    assert [row[0] for row in sections[0][1]] == ["1st place", "2nd place"]


def test_the_prizes_are_printed_from_the_print_dialog(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    page = page_of(window)
    page.prizes_action.setChecked(True)
    page.prizes.print_button.click()
    dialog = window.print_menu.dialog
    assert isinstance(dialog, PrintExportDialog)
    assert dialog.printout() is Printout.PRIZES
    dialog.preview_box.setChecked(False)
    path = tmp_path / "premi.pdf"
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        dialog.write(path)
    text = "\n".join(page.extract_text() for page in PdfReader(path).pages)
    assert "Group A, 3 tables" in text or "Girone A, 3 tavoli" in text


def test_the_prize_plan_is_edited_and_saved_as_a_file(
    window: MainWindow, qtbot: QtBot, database: Database, regional: int, tmp_path: Path
) -> None:
    page = page_of(window)
    page.choose_prize_plan()
    dialog = page.dialog
    assert isinstance(dialog, PrizePlanDialog)
    dialog.plan.setCurrentIndex(dialog.plan.findText("Club evening"))
    bands = dialog.bands
    assert bands.item(0, 0).text() == "1" and bands.item(0, 1).text() == "1"
    assert "Last pair" in dialog.special.text()
    # A band asking for nothing from 0 tables: refused at its band, nothing stored.
    bands.item(0, 0).setData(Qt.ItemDataRole.EditRole, 0)
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.message is not None and "Band 1" in dialog.message.text()
    dialog.message.close()
    assert prizes.stored_plan(database, regional) is None
    # Two prizes from the first table on, a name of the club's own, saved as a file and used.
    bands.item(0, 0).setData(Qt.ItemDataRole.EditRole, 1)
    bands.item(0, 1).setData(Qt.ItemDataRole.EditRole, 2)
    dialog.name.setText("Circolo Brera – serata")
    dialog.add_band()
    assert bands.item(bands.rowCount() - 1, 0).text() == "17"  # three tables after the last band (14)
    path = tmp_path / "brera.json"
    assert dialog.save_file(str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["name"] == "Circolo Brera – serata"
    assert saved["bands"][0] == {"from_tables": 1, "prizes": 2}
    dialog.accept()
    assert not dialog.isVisible()
    stored = prizes.stored_plan(database, regional)
    assert stored is not None and stored.name == "Circolo Brera – serata"
    assert [(b.from_tables, b.prizes) for b in stored.bands][:2] == [(1, 2), (4, 2)]


def test_the_standings_are_printed_group_by_group_or_for_the_whole_field(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    def printed(name: str, *, by_group: bool) -> str:
        dialog = window.print_menu.open_dialog(Printout.STANDINGS)
        assert isinstance(dialog, PrintExportDialog)
        assert dialog.by_group.isVisibleTo(dialog) and dialog.by_group.isChecked()
        dialog.preview_box.setChecked(False)
        dialog.by_group.setChecked(by_group)
        path = tmp_path / name
        with qtbot.waitSignal(dialog.written, timeout=20_000):
            dialog.write(path)
        return "\n".join(page.extract_text() for page in PdfReader(path).pages)

    grouped = printed("gironi.pdf", by_group=True)
    assert "Group A" in grouped and "Group B" in grouped
    overall = printed("generale.pdf", by_group=False)
    assert "Group A" not in overall


def test_a_club_evening_offers_no_group_by_group_standings(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    make_regional(database)
    window = make_window(qtbot, db_path)
    dialog = window.print_menu.open_dialog(Printout.STANDINGS)
    assert isinstance(dialog, PrintExportDialog)
    assert not dialog.by_group.isVisibleTo(dialog)
