"""`pairs import` reads where the players come from (issue 18): region, province and association (club)
columns in Italian (`regione`, `provincia`, `associazione`/`circolo`), German and English, per player or for
both; the players are stored with them, and a value too long is a problem of its row."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import Workbook

from burraco_tourney.cli import main
from burraco_tourney.domain.tournament import Player
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import pairs, tournaments
from tests.services.support import settings


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "event.sqlite")
    with open_database(path) as database:
        tournaments.create_tournament(database, settings())
    return path


def xlsx(path: Path, rows: list[list[object]]) -> str:
    workbook = Workbook()
    sheet = workbook.active
    sheet.title = "Coppie"
    for row in rows:
        sheet.append(row)
    workbook.save(path)
    return str(path)


def players(db: str) -> list[tuple[Player, Player]]:
    with open_database(db) as database:
        [tournament] = tournaments.list_tournaments(database)
        return [pair.players for pair in pairs.list_pairs(database, tournament.id)]


def test_italian_columns_per_player_and_for_both(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    file = xlsx(
        tmp_path / "iscritti.xlsx",
        [
            ["Giocatore1", "Giocatore2", "Associazione", "Regione", "Provincia1", "Provincia2", "Categoria1"],
            ["Anna D'Alessandro", "Bruno Bianchi", "ASD Burraco Roma", "Lazio", "RM", "LT", "F"],
            ["Łukasz Wąsowski", "Jürgen Müller", "Circolo Bolzano", "Trentino-Alto Adige", "BZ", "BZ", ""],
        ],
    )
    assert main(["pairs", "import", file, "--db", db]) == 0
    assert "registered 2 pairs" in capsys.readouterr().out
    (anna, bruno), (lukasz, jurgen) = players(db)
    assert (anna.name, anna.club, anna.region, anna.province, anna.category) == (
        "Anna D'Alessandro",
        "ASD Burraco Roma",
        "Lazio",
        "RM",
        "F",
    )
    assert (bruno.club, bruno.region, bruno.province, bruno.category) == (
        "ASD Burraco Roma",
        "Lazio",
        "LT",
        None,
    )
    assert (lukasz.name, jurgen.name) == ("Łukasz Wąsowski", "Jürgen Müller")
    assert (jurgen.club, jurgen.region, jurgen.province) == ("Circolo Bolzano", "Trentino-Alto Adige", "BZ")


def test_german_columns(capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str) -> None:
    file = tmp_path / "paare.csv"
    file.write_text(
        "Spieler1;Spieler2;Verein1;Verein2;Bundesland;Kreis\n"
        "Jürgen Müller;Hans Schäfer;BC München;BC Augsburg;Bayern;Oberbayern\n",
        encoding="utf-8",
    )
    assert main(["pairs", "import", str(file), "--db", db]) == 0
    capsys.readouterr()
    [(jurgen, hans)] = players(db)
    assert (jurgen.club, hans.club) == ("BC München", "BC Augsburg")
    assert (jurgen.region, hans.region, jurgen.province) == ("Bayern", "Bayern", "Oberbayern")


def test_a_region_too_long_is_a_problem_of_its_row_and_nothing_is_registered(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    file = tmp_path / "pairs.csv"
    file.write_text(f"player1;player2;region2\nAnna;Bruno;\nCarla;Dario;{'x' * 61}\n", encoding="utf-8")
    assert main(["--lang", "it", "pairs", "import", str(file), "--db", db]) == 1
    err = capsys.readouterr().err
    assert "Riga 3" in err and "la regione del giocatore 2 supera i 60 caratteri" in err
    assert players(db) == []
