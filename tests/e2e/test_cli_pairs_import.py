"""`burraco-tourney pairs import`: all or nothing as documented, or the good rows with --skip-bad; a guess
about the file (its code page, the sheet read) is said on stderr."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import Workbook

from burraco_tourney.cli import main
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import pairs, tournaments
from tests.services.support import settings


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "event.sqlite")
    with open_database(path) as database:
        tournaments.create_tournament(database, settings())
    return path


def registered(db: str) -> list[tuple[int, str]]:
    with open_database(db) as database:
        [tournament] = tournaments.list_tournaments(database)
        return [(pair.number, pair.players[0].name) for pair in pairs.list_pairs(database, tournament.id)]


BAD = "player1;player2\nAnna D'Alessandro;Bruno Bianchi\nCarla Neri;\nŁukasz Wąsowski;Jürgen Müller\n"


def test_with_skip_bad_the_good_rows_are_registered_and_the_bad_ones_listed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    file = tmp_path / "pairs.csv"
    file.write_text(BAD, encoding="utf-8")
    status, _, err = run(capsys, "pairs", "import", str(file), "--db", db)
    assert status == 1 and "Row 3: player 2 has no name" in err
    assert registered(db) == []
    status, out, err = run(capsys, "pairs", "import", str(file), "--db", db, "--skip-bad")
    assert status == 0
    assert out == "Columns read from this file: player1, player2.\nregistered 2 pairs (numbers 1 to 2)\n"
    assert err == "skipped 1 row with problems: Row 3: player 2 has no name\n"
    assert registered(db) == [(1, "Anna D'Alessandro"), (2, "Łukasz Wąsowski")]


def test_a_guessed_code_page_is_said_on_stderr(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    file = tmp_path / "pairs.csv"
    file.write_bytes("player1;player2\nNiccolò Caré;Jürgen Müller\n".encode("mac_roman"))
    status, out, err = run(capsys, "pairs", "import", str(file), "--db", db)
    assert status == 0 and "registered 1 pair (numbers" in out
    assert err.startswith(f"warning: {file}: the file is not UTF-8 text: it was read as Mac-Roman, a guess")
    assert registered(db) == [(1, "Niccolò Caré")]


def test_a_list_with_surname_and_name_columns_registers_whole_names_and_says_the_columns_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    # An Italian club's Excel list: a title, the headings in row 3, a column the program has no use for.
    book = Workbook()
    sheet = book.active
    sheet.title = "Iscritti"
    for row in [
        ["Torneo sociale del giovedì"],
        [],
        ["Cognome 1", "Nome 1", "Cognome 2", "Nome 2", "Categoria", "Telefono"],
        ["Rossi", "Mario", "De Luca", "Anna Maria", "Over 60", "333 1234567"],
        ["D'Alessandro", "Carla", "Bianchi", "Bruno", None, None],
    ]:
        sheet.append(row)
    file = tmp_path / "iscritti.xlsx"
    book.save(file)
    status, out, err = run(capsys, "--lang", "it", "pairs", "import", str(file), "--db", db)
    assert (status, err) == (0, "")
    assert out.splitlines() == [
        "Colonne lette da questo file: Cognome 1, Nome 1, Cognome 2, Nome 2, Categoria. Ignorate: Telefono. "
        "Foglio: Iscritti.",
        "iscritte 2 coppie (numeri da 1 a 2)",
    ]
    assert registered(db) == [(1, "Mario Rossi"), (2, "Carla D'Alessandro")]
    with open_database(db) as database:
        [tournament] = tournaments.list_tournaments(database)
        first = pairs.list_pairs(database, tournament.id)[0]
    assert [(player.name, player.category) for player in first.players] == [
        ("Mario Rossi", "Over 60"),
        ("Anna Maria De Luca", "Over 60"),
    ]
