"""The print dialog's choice of group for the seat lists of a round played in groups (issue 30, item 14):
every group's lists, or one group's alone for its room; offered only where a round is played in groups."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.groups import GroupsRule
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import groups
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.dialogs.print_export import PrintExportDialog, Printout
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window
from tests.ui.regional import make_regional


@pytest.fixture
def window(qtbot: QtBot, db_path: Path, database: Database) -> MainWindow:
    """Twelve pairs, two rounds, then groups A and B of three tables each and round 3 made in them."""
    tid = make_regional(database)
    groups.form_groups(database, tid, GroupsRule.count(2))
    make_next_round(database, tid)
    return make_window(qtbot, db_path)


def read(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_the_seats_of_one_group_are_chosen_in_the_print_dialog(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = window.print_menu.open_dialog(Printout.SEATS)
    assert isinstance(dialog, PrintExportDialog)
    assert dialog.round_number() == 3
    assert dialog.group.isVisibleTo(dialog)
    assert [dialog.group.itemText(i) for i in range(dialog.group.count())] == [
        "All groups, each on its own pages",
        "Group A, tables 1–3",
        "Group B, tables 4–6",
    ]
    assert dialog.chosen_group() is None
    dialog.set_group("B")
    assert "round 3 - group B - seats" in dialog.name.text()
    dialog.preview_box.setChecked(False)
    path = tmp_path / "girone B.pdf"
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        dialog.write(path)
    text = read(path)
    assert "Group B, tables 4–6" in text and "Group A" not in text


def test_every_group_by_default_and_no_choice_where_there_are_no_groups(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = window.print_menu.open_dialog(Printout.SEATS)
    assert isinstance(dialog, PrintExportDialog)
    dialog.preview_box.setChecked(False)
    path = tmp_path / "posti.pdf"
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        dialog.write(path)
    text = read(path)
    assert "Group A, tables 1–3" in text and "Group B, tables 4–6" in text
    # Round 2 was played before the groups; the standings take no group of this kind.
    dialog.set_group("A")
    dialog.set_round(2)
    assert not dialog.group.isVisibleTo(dialog) and dialog.chosen_group() is None
    assert "group" not in dialog.name.text()
    dialog.set_round(3)
    assert dialog.group.isVisibleTo(dialog) and dialog.chosen_group() == "A"  # chosen again
    dialog.set_printout(Printout.STANDINGS)
    assert not dialog.group.isVisibleTo(dialog) and dialog.chosen_group() is None
