"""Event → Teams… (issue 22): a team event's teams with their captains, the match results of a round (each
match's MP, difference and team VP) and the team standings, as the printouts have them; in Italian too."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.teams import (
    TEAMS_KIND,
    Team,
    draw_team_round,
    match_result,
    round_matches,
    team_standings,
)
from burraco_tourney.domain.tournament import Movement, Phase, Player, Tournament
from burraco_tourney.io.printouts import Printout
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.scores import save_table_totals
from burraco_tourney.services.tournaments import import_tournament, load_tournament
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.dialogs.teams import TeamsDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window

TEAM_NAMES = ["Tigri", "Leoni", "Aquile", "Lupi", "Orsi", "Falchi", "Volpi", "Cervi"]


def team_tournament(*, teams: int = 8, entered: bool = True) -> Tournament:
    """16 pairs, in 8 teams of two (fewer: the last pairs in none), round 1 drawn round robin; every table
    in but the last one's (`entered`)."""
    demo = build_demo_tournament(16, 1, 5)
    pairs = list(demo.pairs)
    pairs[0] = replace(pairs[0], players=(Player("Carla D'Alessandro"), Player("Jürgen Müller")))
    pairs[1] = replace(pairs[1], players=(Player("Łukasz Wąsowski"), Player("Zoë Ødegaard")))
    squads = tuple(
        Team(n, TEAM_NAMES[n - 1], pairs[2 * n - 2].players[0].name, (2 * n - 1, 2 * n))
        for n in range(1, teams + 1)
    )
    tournament = replace(demo, pairs=tuple(pairs), rounds=(), kind=TEAMS_KIND, teams=squads)
    round_1 = draw_team_round(tournament, 1, Movement.ROUND_ROBIN)
    if entered:
        tables = list(round_1.tables)
        last = len(tables) - 1
        round_1 = replace(
            round_1,
            tables=tuple(
                table if index == last else replace(table, totals=(1250 - 95 * index, 480 + 35 * index))
                for index, table in enumerate(tables)
            ),
        )
    return replace(tournament, rounds=(round_1,))


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    QSettings().setValue("language", "it")
    installed = install_translators(qapp, "it")
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture
def team_event(database: Database) -> int:
    return import_tournament(database, team_tournament()).id


@pytest.fixture
def window(qtbot: QtBot, db_path: Path, team_event: int) -> MainWindow:
    window = make_window(qtbot, db_path)
    window.open_tournament(team_event)
    return window


def open_teams(qtbot: QtBot, window: MainWindow) -> TeamsDialog:
    window.teams_action.trigger()
    dialog = window.season_dialog
    assert isinstance(dialog, TeamsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def column(table: QTableWidget, index: int) -> list[str]:
    return [table.item(row, index).text() for row in range(table.rowCount())]


def test_the_teams_their_matches_and_the_team_standings_are_shown(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_teams(qtbot, window)
    assert column(dialog.teams, 1) == TEAM_NAMES
    assert column(dialog.teams, 2)[0] == "Carla D'Alessandro"
    assert column(dialog.teams, 3)[0] == "1, 2"
    assert "Łukasz Wąsowski" in column(dialog.teams, 4)[0]
    assert dialog.free_pairs.count() == 0  # every pair is in a team

    stored = window.context.tournament()
    matches, _ = round_matches(stored.rounds[0], stored.teams)
    assert dialog.matches.rowCount() == len(matches) == 4
    first = match_result(matches[0], stored)
    names = {team.number: team.name for team in stored.teams}
    assert [dialog.matches.item(0, c).text() for c in range(9)] == [
        "1",
        names[first.match.team_a],
        names[first.match.team_b],
        ", ".join(map(str, first.match.tables)),
        str(first.mp_a),
        str(first.mp_b),
        f"+{first.mp_a - first.mp_b}" if first.mp_a > first.mp_b else f"−{first.mp_b - first.mp_a}",
        str(first.vp_a),
        str(first.vp_b),
    ]
    # The last match has a table still out: no result, and said below.
    assert dialog.matches.item(3, 4).text() == ""
    assert dialog.matches_note.text() == "1 match still waiting for a score sheet."

    assert dialog.standings.rowCount() == 8
    top = dialog.standings.item(0, 1).text()
    assert top in TEAM_NAMES and dialog.standings.item(0, 0).text() == "1"
    assert dialog.standings_note.text().startswith("Ties broken by: team VP")


def test_the_teams_window_speaks_italian(qtbot: QtBot, db_path: Path, team_event: int, italian: None) -> None:
    window = make_window(qtbot, db_path)
    window.open_tournament(team_event)
    assert window.teams_action.text() == "&Squadre…"
    dialog = open_teams(qtbot, window)
    assert dialog.windowTitle() == "Squadre"
    assert [dialog.tabs.tabText(i) for i in range(3)] == [
        "Squadre",
        "Risultati degli incontri",
        "Classifica a squadre",
    ]
    assert dialog.teams.horizontalHeaderItem(2).text() == "Capitano"
    assert dialog.matches_note.text() == "1 incontro attende ancora un segnapunti."
    dialog.resize(900, 560)
    dialog.grab().save(str(Path("/tmp") / "t2_teams_it.png"))
    dialog.tabs.setCurrentIndex(1)
    dialog.grab().save(str(Path("/tmp") / "t2_teams_matches_it.png"))
    dialog.tabs.setCurrentIndex(2)
    dialog.grab().save(str(Path("/tmp") / "t2_teams_standings_it.png"))


def boxes_shown() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def tick(dialog: TeamsDialog, *numbers: int) -> None:
    for row in range(dialog.free_pairs.count()):
        item = dialog.free_pairs.item(row)
        if item.data(Qt.ItemDataRole.UserRole + 31) in numbers:
            item.setCheckState(Qt.CheckState.Checked)


def test_a_team_is_registered_from_pairs_with_a_name_and_a_captain(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    tournament = team_tournament()
    tid = import_tournament(database, replace(tournament, rounds=(), teams=(), kind="pairs")).id
    window = make_window(qtbot, db_path)
    window.open_tournament(tid)
    dialog = open_teams(qtbot, window)
    assert dialog.teams.rowCount() == 0 and dialog.free_pairs.count() == 16
    assert dialog.note.text().startswith(
        "No team yet: the first team registered makes this tournament a team"
    )
    assert not dialog.add_button.isEnabled()
    dialog.name.setText("Tigri d'Abruzzo")
    tick(dialog, 1)
    assert not dialog.add_button.isEnabled()  # one pair is not a team
    tick(dialog, 2)
    assert dialog.add_button.isEnabled()
    assert [dialog.captain.itemText(i) for i in range(dialog.captain.count())] == [
        "Carla D'Alessandro",
        "Jürgen Müller",
        "Łukasz Wąsowski",
        "Zoë Ødegaard",
    ]
    dialog.captain.setCurrentIndex(2)
    dialog.add_button.click()
    assert column(dialog.teams, 1) == ["Tigri d'Abruzzo"]
    assert column(dialog.teams, 2) == ["Łukasz Wąsowski"]
    assert dialog.free_pairs.count() == 14 and dialog.name.text() == ""
    assert dialog.note.text() == "Team “Tigri d'Abruzzo” registered."
    stored = load_tournament(database, tid)
    assert stored.kind == TEAMS_KIND
    assert [(t.name, t.captain, t.pairs) for t in stored.teams] == [
        ("Tigri d'Abruzzo", "Łukasz Wąsowski", (1, 2))
    ]


def test_a_team_refused_by_the_services_is_said_and_nothing_is_stored(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    """Seven teams and round 1 drawn: pairs 15 and 16 are still free, but no team joins once rounds began."""
    tid = import_tournament(database, team_tournament(teams=7)).id
    window = make_window(qtbot, db_path)
    window.open_tournament(tid)
    dialog = open_teams(qtbot, window)
    assert dialog.free_pairs.count() == 2
    dialog.name.setText("Cervi")
    tick(dialog, 15, 16)
    dialog.add_button.click()
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    text = boxes_shown()[0].text()
    assert text == describe(Problem.of("team.rounds_started"), "en")
    boxes_shown()[0].close()
    assert len(load_tournament(database, tid).teams) == 7 and dialog.teams.rowCount() == 7


def test_a_team_event_from_registration_to_printed_team_standings(
    qtbot: QtBot, db_path: Path, database: Database, tmp_path: Path
) -> None:
    """Issue 22's done-when, in the window: 16 pairs, 8 teams registered in the dialog, three rounds drawn
    from it (two round robin, then Danish) with every table's sheet in, the team standings written as PDF."""
    base = team_tournament()
    plan = (Phase(Movement.ROUND_ROBIN, 2), Phase(Movement.DANISH, 1))
    pairs_only = replace(
        base,
        rounds=(),
        teams=(),
        kind="pairs",
        settings=replace(base.settings, plan=plan, print_language="it"),
    )
    tid = import_tournament(database, pairs_only).id
    window = make_window(qtbot, db_path)
    window.open_tournament(tid)
    dialog = open_teams(qtbot, window)
    assert not dialog.next_round_button.isEnabled()
    for number, name in enumerate(TEAM_NAMES, start=1):
        dialog.name.setText(name)
        tick(dialog, 2 * number - 1, 2 * number)
        dialog.add_button.click()
    assert column(dialog.teams, 1) == TEAM_NAMES and dialog.free_pairs.count() == 0
    for round_number in (1, 2, 3):
        assert dialog.next_round() == round_number
        assert dialog.round.value() == round_number and dialog.matches.rowCount() == 4
        assert dialog.matches_note.text() == "4 matches still waiting for a score sheet."
        stored = load_tournament(database, tid)
        for index, table in enumerate(stored.rounds[-1].tables):
            save_table_totals(
                database, tid, round_number, table.table, 1000 - 70 * index, 400 + 45 * round_number
            )
        window.context.notify_changed()
        qtbot.waitUntil(lambda: dialog.matches_note.text() == "")
    stored = load_tournament(database, tid)
    standings = team_standings(stored)
    assert [dialog.standings.item(r, 1).text() for r in range(8)] == [
        next(t.name for t in stored.teams if t.number == row.team) for row in standings.rows
    ]
    out = tmp_path / "classifica.pdf"
    assert dialog.write_pdf(Printout.TEAM_STANDINGS, out)
    assert dialog.written.text() == f"Written: {out}"
    printed = subprocess.run(["pdftotext", "-raw", str(out), "-"], capture_output=True, check=True, text=True)
    page = " ".join(printed.stdout.split())
    assert "Classifica a squadre finale dopo il turno 3" in page
    first = next(t.name for t in stored.teams if t.number == standings.rows[0].team)
    assert f"1 {first} " in page
    sheets = tmp_path / "segnapunti.pdf"
    assert dialog.write_pdf(Printout.SCORE_SHEETS, sheets)
    assert (
        "Incontro 1:"
        in subprocess.run(["pdftotext", str(sheets), "-"], capture_output=True, check=True, text=True).stdout
    )


def test_print_export_heads_a_team_rounds_score_sheets_by_their_match(tmp_path: Path) -> None:
    from burraco_tourney.ui.dialogs.print_export import write_file

    out = tmp_path / "sheets.pdf"
    write_file(Printout.SCORE_SHEETS, team_tournament(), 1, 1, 0, out, language="it")
    pages = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, check=True, text=True).stdout
    sheets = [page for page in pages.split("\f") if page.strip()]
    assert len(sheets) == 8
    assert "Incontro 1: Tigri contro Cervi" in sheets[0] and "Incontro 4: Orsi contro Lupi" in sheets[7]


def test_a_plan_made_for_pairs_draws_the_teams_round_robin(
    qtbot: QtBot, db_path: Path, database: Database
) -> None:
    """The new tournament's plan begins with Mitchell, which teams do not play: round robin is proposed."""
    base = team_tournament()
    assert base.settings.plan[0].movement is Movement.MITCHELL
    tid = import_tournament(database, replace(base, rounds=())).id
    window = make_window(qtbot, db_path)
    window.open_tournament(tid)
    dialog = open_teams(qtbot, window)
    assert dialog.movement.currentText() == "round robin"
    assert dialog.next_round() == 1
    assert load_tournament(database, tid).rounds[0].movement is Movement.ROUND_ROBIN
    dialog.movement.setCurrentIndex(0)  # as the plan says: Mitchell, refused in words
    assert dialog.next_round() is None
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    boxes_shown()[0].close()
    assert len(load_tournament(database, tid).rounds) == 1


def test_a_teams_line_up_is_given_from_the_match_results(
    qtbot: QtBot, db_path: Path, database: Database, italian: None
) -> None:
    event = import_tournament(database, team_tournament(entered=False)).id
    window = make_window(qtbot, db_path)
    window.open_tournament(event)
    dialog = open_teams(qtbot, window)
    dialog.tabs.setCurrentIndex(1)
    assert not dialog.lineup_button.isEnabled()  # no match chosen yet
    dialog.matches.selectRow(0)
    assert dialog.lineup_button.isEnabled() and dialog.lineup_button.text() == "&Formazione…"
    stored = window.context.tournament()
    match = round_matches(stored.rounds[0], stored.teams)[0][0]
    team_b = next(t for t in stored.teams if t.number == match.team_b)
    lineup = dialog.lineup_dialog()
    qtbot.addWidget(lineup)
    lineup.team.setCurrentIndex(1)  # team B: its 1st NS at the second table, its 2nd EW at the first
    labels = [lineup.form.itemAt(row, lineup.form.ItemRole.LabelRole).widget().text() for row in (1, 2)]
    assert labels == [f"Tavolo {match.tables[1]}, NS:", f"Tavolo {match.tables[0]}, EO:"]
    assert lineup.chosen_pairs() == team_b.pairs
    first, second = team_b.pairs
    lineup.places[0].setCurrentIndex(lineup.places[0].findData(second))
    lineup.places[1].setCurrentIndex(lineup.places[1].findData(first))
    assert lineup.give_lineup()
    tables = {t.table: t for t in window.context.tournament().rounds[0].tables}
    assert tables[match.tables[1]].ns == second and tables[match.tables[0]].ew == first
    # a pair named twice is refused in the director's words, nothing changed
    again = dialog.lineup_dialog()
    qtbot.addWidget(again)
    again.team.setCurrentIndex(1)
    again.places[1].setCurrentIndex(again.places[1].findData(second))
    assert not again.give_lineup()
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    assert f"La coppia {second} è indicata due volte nella formazione." in boxes_shown()[0].text()
    boxes_shown()[0].close()
    assert {t.table: t for t in window.context.tournament().rounds[0].tables} == tables
