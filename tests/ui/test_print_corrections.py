"""Print / Export from the window puts the corrections of saved scores on paper (issue 30, item 25): the
round results end with the round's corrections, read from the audit log of the tournament open."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.dialogs.print_export import Printout
from tests.services.support import closed_by_ns, sheet
from tests.ui.conftest import make_window
from tests.ui.test_print_export import press_write


def test_the_round_results_printed_from_the_window_list_its_corrections(
    qtbot: QtBot, tmp_path: Path, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    scores.save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ns()), who="table 1")
    scores.correct_deal(
        database, tournament_id, 1, 1, 1, closed_by_ns(330), reason="card points misread", who="Desk"
    )
    window = make_window(qtbot, db_path)
    dialog = window.print_menu.open_dialog(Printout.ROUND_RESULTS)
    assert dialog is not None
    dialog.preview_box.setChecked(False)
    dialog.set_target(tmp_path / "results.pdf")
    press_write(qtbot, dialog)
    last = " ".join(PdfReader(tmp_path / "results.pdf").pages[-1].extract_text().split())
    assert "Corrections of round 1" in last
    assert "Desk 1 1 NS card points 230 330 card points misread" in last
