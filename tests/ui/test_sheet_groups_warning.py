"""A correction of a round the groups were formed on says, on the sheets page, that the groups were formed
on the old standings (as a correction before a Danish pairing says it of the pairing)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.groups import GroupsRule
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import groups, scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import Workspace
from tests.services.support import closed_by_ns, sheet
from tests.ui.conftest import make_window
from tests.ui.test_sheet_corrections import _retype
from tests.ui.test_sheet_entry import field, focused, give_reason, open_table, page_of


def test_a_correction_before_the_groups_says_they_were_formed_on_the_old_standings(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    made = make_next_round(database, tournament_id, None)
    for table, _ns, _ew in made.tables:
        scores.save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()))
    groups.form_groups(database, tournament_id, GroupsRule.sizes(1, 2))
    window = make_window(qtbot, db_path)
    window.page_actions[Workspace.SHEETS].trigger()
    page = page_of(window)
    open_table(qtbot, page, 1)
    _retype(qtbot, field(page, "deal1_ns_cards"), "235")  # type: ignore[arg-type]
    qtbot.keyClick(focused(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    give_reason(qtbot, page, "punti carte letti male")
    assert page.banner.kind == "warning"
    assert "The groups were formed on the standings after round 1, before this change" in page.banner.text()
