"""The one catalogue of printouts (io/printouts.py): the command line asks for each entry by its name, and the
window offers each for the events it is for (a pairs tournament's in Print / Export, a team event's alone in
the Teams window)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from burraco_tourney.cli import main
from burraco_tourney.io.printouts import Event, Printout
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.tournaments import import_tournament
from burraco_tourney.ui.dialogs.print_export import PrintExportDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window
from tests.ui.test_teams_window import open_teams, team_tournament


@pytest.mark.parametrize("printout", list(Printout), ids=lambda p: p.name.lower())
def test_the_command_line_takes_every_printout_by_its_name(
    printout: Printout, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:  # --help: the name is taken, nothing is written
        main([printout.entry.command, printout.cli_name, "--help"])
    assert done.value.code == 0
    assert printout.cli_name in capsys.readouterr().out


def test_a_name_outside_the_catalogue_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["print", "team-prizes", "--out", "prizes.pdf"])
    assert done.value.code == 2
    assert "invalid choice: 'team-prizes'" in capsys.readouterr().err


def offered(window: MainWindow) -> list[Printout]:
    """What Print / Export offers: its menu's entries, each the same in the dialog's list."""
    menu = window.print_menu
    in_menu = [p for p, action in menu.printout_actions.items() if action.isVisible()]
    dialog = menu.open_dialog(Printout.SCORE_SHEETS)
    assert isinstance(dialog, PrintExportDialog)
    in_dialog = [dialog.what.itemData(i) for i in range(dialog.what.count()) if dialog.what.itemText(i)]
    dialog.reject()
    assert in_dialog == in_menu
    return in_menu


def test_print_export_offers_every_printout_of_a_pairs_tournament(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    window = make_window(qtbot, db_path)
    window.open_tournament(create_demo(database, 8, 2, seed=3).id)
    # In the window's order (the prizes before the poster; the command line lists the poster first).
    assert set(offered(window)) == {p for p in Printout if p.for_event(Event.PAIRS)}


def test_a_team_event_is_offered_its_own_printouts_too(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    window = make_window(qtbot, db_path)
    window.open_tournament(import_tournament(database, team_tournament()).id)
    # Print / Export: the printouts of any tournament; the Teams window: the team event's own.
    assert set(offered(window)) == {
        p for p in Printout if p.for_event(Event.PAIRS) and p.for_event(Event.TEAMS)
    }
    combo = open_teams(qtbot, window).printout
    in_teams_window = {combo.itemData(i) for i in range(combo.count())}
    team_events_own = {p for p in Printout if p.events == {Event.TEAMS}}
    assert team_events_own <= in_teams_window <= {p for p in Printout if p.for_event(Event.TEAMS)}
