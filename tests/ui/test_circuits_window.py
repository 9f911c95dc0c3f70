"""Event → Circuits… (issue 21): a circuit created with its rule, the open tournament added (double, as the
final) and taken out, the standings by pair and by player shown as the printout has them, written as PDF,
XLSX and CSV; bad input said in words, nothing stored."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.circuits import CLUB_TIE_BREAKS, CircuitRule, PointsKind, TiedPlaces
from burraco_tourney.domain.tournament import Pair, Player, Tournament
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import circuits
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.tournaments import import_tournament
from burraco_tourney.ui.dialogs.circuits import CircuitsDialog, NewCircuitDialog
from burraco_tourney.ui.main_window import MainWindow
from tests.ui.conftest import make_window

PEOPLE = [
    Player("Carla D'Alessandro", club="Circolo Roma", member_id="RM001"),
    Player("Jürgen Müller", club="Bozen"),
    *(Player(f"Giocatore {n}", club="Circolo Roma", member_id=f"RM{n:03d}") for n in range(3, 13)),
]


def _evening(seed: int, day: int, people: list[Player]) -> Tournament:
    demo = build_demo_tournament(6, 3, seed, name=f"Serata {day}")
    pairs = tuple(Pair(pair.number, (people[2 * i], people[2 * i + 1])) for i, pair in enumerate(demo.pairs))
    return replace(demo, pairs=pairs, settings=replace(demo.settings, date=date(2026, 1, day)))


@pytest.fixture
def season(database: Database) -> list[int]:
    """Three evenings of the same twelve players, partners changing; the last is the one the window opens."""
    rng = random.Random(3)
    ids = []
    for seed, day in ((1, 10), (2, 17), (3, 24)):
        people = list(PEOPLE)
        if seed > 1:
            rng.shuffle(people)
        ids.append(import_tournament(database, _evening(seed, day, people)).id)
    circuits.create_circuit(
        database, "Inverno 2026", CircuitRule(PointsKind.POSITIONS, (25, 20, 16, 14, 12, 10))
    )
    circuits.add_to_circuit(database, "Inverno 2026", ids[0])
    circuits.add_to_circuit(database, "Inverno 2026", ids[1])
    return ids


@pytest.fixture
def window(qtbot: QtBot, db_path: Path, season: list[int]) -> MainWindow:
    window = make_window(qtbot, db_path)
    window.open_tournament(season[2])
    return window


def circuits_dialog(qtbot: QtBot, window: MainWindow) -> CircuitsDialog:
    window.circuits_action.trigger()
    dialog = window.season_dialog
    assert isinstance(dialog, CircuitsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def cells(dialog: CircuitsDialog, column: int) -> list[str]:
    return [dialog.table.item(row, column).text() for row in range(dialog.table.rowCount())]


def boxes_shown() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def test_the_circuit_standings_are_shown_by_pair_and_by_player(
    qtbot: QtBot, window: MainWindow, database: Database
) -> None:
    dialog = circuits_dialog(qtbot, window)
    assert dialog.circuits.count() == 1 and dialog.chosen().name == "Inverno 2026"
    assert dialog.rule.text().startswith("Points by position: 25, 20, 16, 14, 12, 10")
    assert "1: Serata 10" in dialog.evenings.text() and "2: Serata 17" in dialog.evenings.text()
    expected = circuits.take_circuit_standings(database, "Inverno 2026", by="pair")
    assert dialog.table.rowCount() == len(expected.rows)
    assert cells(dialog, 1)[0] == " – ".join(expected.rows[0].names)
    assert dialog.table.horizontalHeaderItem(1).text() == "Pair"

    dialog.by.setCurrentIndex(dialog.by.findData("player"))
    by_player = circuits.take_circuit_standings(database, "Inverno 2026", by="player")
    assert dialog.table.rowCount() == len(by_player.rows) == 12
    assert dialog.table.horizontalHeaderItem(1).text() == "Player"
    assert "Carla D'Alessandro" in cells(dialog, 1) and "Jürgen Müller" in cells(dialog, 1)


def test_this_tournament_is_added_double_then_taken_out(
    qtbot: QtBot, window: MainWindow, database: Database, season: list[int]
) -> None:
    dialog = circuits_dialog(qtbot, window)
    assert dialog.add_button.isEnabled() and not dialog.remove_button.isEnabled()
    dialog.how.setCurrentIndex(1)  # counts double
    assert dialog.add_tournament()
    info = circuits.circuit_of(database, "Inverno 2026")
    evening = next(e for e, _, _ in info.evenings if e.tournament_id == season[2])
    assert evening.weight == 2 and not evening.final
    assert dialog.evenings.text().splitlines()[-1] == "3: Serata 24 (24 Jan 2026), counts ×2"
    assert dialog.table.horizontalHeaderItem(9).text() == "3 ×2"
    assert not dialog.add_button.isEnabled() and dialog.remove_button.isEnabled()
    assert dialog.remove_tournament()
    assert all(
        e.tournament_id != season[2] for e, _, _ in circuits.circuit_of(database, "Inverno 2026").evenings
    )


def test_a_new_circuit_is_created_and_bad_points_are_said(
    qtbot: QtBot, window: MainWindow, database: Database
) -> None:
    dialog = circuits_dialog(qtbot, window)
    dialog.new_circuit()
    form = dialog.dialog
    assert isinstance(form, NewCircuitDialog)
    form.name.setText("Primavera 2026")
    form.points.setCurrentIndex(form.points.findData("positions"))
    form.positions.setText("25, 20, dieci")
    form.accept()
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    assert boxes_shown()[0].text() == "Write the points as whole numbers separated by commas: 25, 20, 16."
    boxes_shown()[0].close()
    assert form.isVisible() and len(circuits.list_circuits(database)) == 1

    form.positions.setText("")
    form.accept()  # a position table without positions: the domain's refusal, in words
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    boxes_shown()[0].close()
    assert len(circuits.list_circuits(database)) == 1

    form.positions.setText("30 25 20")
    form.best.setValue(2)
    form.accept()
    qtbot.waitUntil(lambda: not form.isVisible())
    made = next(c for c in circuits.list_circuits(database) if c.name == "Primavera 2026")
    assert made.rule == CircuitRule(PointsKind.POSITIONS, (30, 25, 20), 2)
    assert dialog.chosen().name == "Primavera 2026"
    assert dialog.note.text() == "No evening of this circuit has results yet."

    # The same name again (case and accents aside) is refused by the service, in words.
    dialog.new_circuit()
    again = dialog.dialog
    assert isinstance(again, NewCircuitDialog)
    again.name.setText("primavera 2026")
    again.accept()
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    assert "Primavera 2026" in boxes_shown()[0].text()
    assert again.isVisible()


def test_the_standings_are_written_as_pdf_workbook_and_csv(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    dialog = circuits_dialog(qtbot, window)
    for name in ("circuit.pdf", "circuit.xlsx", "circuit.csv"):
        assert dialog.write_file(tmp_path / name)
        for box in boxes_shown():
            box.close()
    assert (tmp_path / "circuit.pdf").read_bytes().startswith(b"%PDF")
    assert (tmp_path / "circuit.xlsx").read_bytes().startswith(b"PK")
    text = (tmp_path / "circuit.csv").read_text("utf-8-sig")
    assert "Carla D'Alessandro" in text or "D'Alessandro" in text


def test_a_new_circuit_takes_its_tied_places_and_its_tie_break_chain(
    qtbot: QtBot, window: MainWindow, database: Database, season: list[int]
) -> None:
    dialog = circuits_dialog(qtbot, window)
    dialog.new_circuit()
    form = dialog.dialog
    assert isinstance(form, NewCircuitDialog)
    assert form.tied.currentText() == "share the points of their places: (20 + 16) / 2 = 18"
    assert [form.tie_breaks.itemText(i) for i in range(form.tie_breaks.count())] == [
        "more evenings counted, then the best evening, then more evenings played",
        "head-to-head (the VP won against each other, when all have met), then the better MP difference, "
        "then more VP, then drawing lots",
    ]
    form.name.setText("Giovedì 2026")
    form.points.setCurrentIndex(form.points.findData("positions"))
    form.positions.setText("25, 20, 16")
    form.best.setValue(2)
    form.tied.setCurrentIndex(form.tied.findData("full"))
    form.tie_breaks.setCurrentIndex(1)
    form.accept()
    qtbot.waitUntil(lambda: not form.isVisible())
    made = circuits.circuit_of(database, "Giovedì 2026")
    assert made.rule == CircuitRule(
        PointsKind.POSITIONS, (25, 20, 16), 2, tied=TiedPlaces.FULL, tie_breaks=CLUB_TIE_BREAKS
    )
    # With this tournament as its final, the heading says the final counts on top of the best evenings.
    circuits.add_to_circuit(database, "Giovedì 2026", season[0])
    dialog.how.setCurrentIndex(2)  # is the final
    assert dialog.add_tournament()
    assert dialog.rule.text() == (
        "Points by position: 25, 20, 16 · the best 2 evenings + the final count · the final counts ×2 · "
        "tied pairs each keep the points of their place"
    )
    assert dialog.note.text().startswith(
        "Ties: more points, then head-to-head (the VP won against each other"
    )
