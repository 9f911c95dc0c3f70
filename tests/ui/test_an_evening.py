"""A director's evening in one go through the real window: wizard, pairs by hand and by import, a round,
a swap, a sheet saved elsewhere, standings and the language preference."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QWizard
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import rounds, tournaments
from burraco_tourney.services.scores import save_table_deals
from burraco_tourney.ui.dialogs.import_pairs import ImportPreviewDialog
from burraco_tourney.ui.dialogs.pairs import PairDialog
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog, SwapDialog
from burraco_tourney.ui.dialogs.tournament import NewTournamentWizard
from burraco_tourney.ui.main_window import Workspace
from burraco_tourney.ui.models.standings import StandingsTableModel
from tests.services.support import closed_by_ns, sheet
from tests.ui.conftest import make_window

HEADER = "player1;club1;member_id1;player2;club2;member_id2"


def test_a_whole_evening_in_the_window(
    qtbot: QtBot, db_path: Path, database: Database, tmp_path: Path
) -> None:
    window = make_window(qtbot, db_path)

    # A new tournament through the wizard.
    window.new_tournament_action.trigger()
    wizard = window.dialog
    assert isinstance(wizard, NewTournamentWizard)
    wizard.editor.details.name.setText("Torneo del Circolo")
    with qtbot.waitSignal(window.tournament_opened):
        wizard.button(QWizard.WizardButton.FinishButton).click()
    tournament_id = tournaments.find_tournament(database).id
    workspace = window.workspace
    assert isinstance(workspace, Workspace)
    assert workspace.current_page() == Workspace.PAIRS

    # Two pairs by hand.
    for first, second in (("Łukasz Wąsowski", "Carla D'Alessandro"), ("Jürgen Müller", "Zoë Ørsted")):
        workspace.pairs.add_action.trigger()
        dialog = workspace.pairs.dialog
        assert isinstance(dialog, PairDialog)
        dialog.first.name.setText(first)
        dialog.second.name.setText(second)
        dialog.accept()
    assert workspace.pairs.model.rowCount() == 2

    # An import with a broken row is refused; corrected, it goes in.
    broken = tmp_path / "broken.csv"
    broken.write_text(f"{HEADER}\nAnna Rossi;;;Bruno Bianchi;;\n;;;Sara Monti;;\n", encoding="utf-8")
    with qtbot.waitSignal(workspace.pairs.import_file(str(broken)).finished, timeout=10_000):
        pass
    preview = workspace.pairs.dialog
    assert isinstance(preview, ImportPreviewDialog)
    assert not preview.import_button.isEnabled()
    preview.reject()
    fixed = tmp_path / "fixed.csv"
    fixed.write_text(
        f"{HEADER}\nAnna Rossi;;;Bruno Bianchi;;\nElena Neri;;;Sara Monti;;\n"
        "Chiara Verdi;;;Dario Gallo;;\nFabio Costa;;;Giulia Conti;;\n",
        encoding="utf-8",
    )
    with qtbot.waitSignal(workspace.pairs.import_file(str(fixed)).finished, timeout=10_000):
        pass
    preview = workspace.pairs.dialog
    assert isinstance(preview, ImportPreviewDialog)
    with qtbot.waitSignal(preview.accepted, timeout=10_000):  # registered in the background, then closed
        preview.import_button.click()
    assert workspace.pairs.model.rowCount() == 6
    for box in window.findChildren(QMessageBox):
        box.accept()

    # Round 1 from the plan, and a swap of two tables.
    window.page_actions[Workspace.ROUNDS].trigger()
    workspace.rounds.next_action.trigger()
    next_round = workspace.rounds.dialog
    assert isinstance(next_round, NextRoundDialog)
    next_round.accept()
    assert workspace.rounds.tables_model.rowCount() == 3
    before = {t.table: (t.ns, t.ew) for t in rounds.get_round(database, tournament_id, 1).tables}
    workspace.rounds.swap_tables_action.trigger()
    swap = workspace.rounds.dialog
    assert isinstance(swap, SwapDialog)
    swap.choose(1, 2)
    swap.accept()
    after = {t.table: (t.ns, t.ew) for t in rounds.get_round(database, tournament_id, 1).tables}
    assert after[1] == before[2]

    # A sheet saved elsewhere (another station, the command line) shows up in the standings.
    window.page_actions[Workspace.STANDINGS].trigger()
    ns, _ew = after[1]
    save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ns()))
    assert window.context is not None and window.context.check_for_changes()
    standings = workspace.standings
    # Mid-round the page stays on the last complete round (none yet) and says so; live counts the sheet.
    assert standings.progress.text() == (
        "In progress: round 1 (1 of 3 sheets in). No round is complete yet: tick Live to see the sheets in."
    )
    standings.live.click()
    first_row = standings.model.row_at(0)
    assert first_row.pair == ns
    assert standings.model.index(0, StandingsTableModel.VP).data() == "13"
    assert window.sheets_label.text() == "Sheets in: 1 of 3"

    # The language preference is kept for the next start.
    italian = next(a for a in window.language_menu.actions() if a.data() == "it")
    italian.trigger()
    assert QSettings().value("language") == "it"
