"""The standings and seat CSV files read back as a spreadsheet program would: BOM, UTF-8, accents."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from burraco_tourney.domain.tournament import PairStatus, Tournament
from burraco_tourney.io.csv_export import csv_cell, write_seats_csv, write_standings_csv
from burraco_tourney.io.pdf import ExportError
from tests.io.test_pdf import NAMES, sample_tournament

BOM = b"\xef\xbb\xbf"


def read_back(data: bytes, delimiter: str = ",") -> list[list[str]]:
    assert data.startswith(BOM)
    assert data.count(BOM) == 1
    text = data.decode("utf-8-sig")
    assert "\r\n" in text
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))


def test_standings_csv_starts_with_a_bom_and_keeps_every_accent(tmp_path: Path) -> None:
    target = tmp_path / "standings.csv"
    write_standings_csv(sample_tournament(), None, target)
    rows = read_back(target.read_bytes())
    assert rows[0] == [
        "Rank",
        "Pair",
        "Player 1",
        "Player 2",
        "VP",
        "MP difference",
        "MP",
        "Rounds",
        "Byes",
        "Status",
    ]
    assert rows[1:] == [
        ["1", "5", NAMES[5][0], NAMES[5][1], "25", "355", "0", "2", "1", "active"],
        ["2", "1", "Łukasz Wąsowski", "Carla D'Alessandro", "24", "355", "2020", "2", "0", "active"],
        ["3", "3", NAMES[3][0], NAMES[3][1], "20", "340", "560", "2", "0", "active"],
        ["4", "2", "Jürgen Müller-Lüdenscheid", "Zoë Ødegaard", "20", "0", "865", "2", "1", "active"],
        ["5", "4", NAMES[4][0], NAMES[4][1], "17", "-340", "1020", "2", "0", "active"],
    ]


def test_standings_csv_after_an_earlier_round_and_with_semicolons() -> None:
    stream = io.BytesIO()
    write_standings_csv(sample_tournament(), 1, stream, delimiter=";")
    rows = read_back(stream.getvalue(), ";")
    assert rows[1][:5] == ["1", "1", "Łukasz Wąsowski", "Carla D'Alessandro", "14"]
    assert len(rows) == 6


def test_seats_csv_lists_each_pair_with_table_and_line_and_the_bye() -> None:
    stream = io.BytesIO()
    write_seats_csv(sample_tournament(), 2, stream)
    rows = read_back(stream.getvalue())
    assert rows == [
        ["Round", "Table", "Line", "Pair", "Player 1", "Player 2"],
        ["2", "1", "NS", "1", "Łukasz Wąsowski", "Carla D'Alessandro"],
        ["2", "1", "EW", "4", "Ömer Çelik", "Ana María Núñez"],
        ["2", "2", "NS", "3", "Anna Rossi", "Bruno Bianchi"],
        ["2", "2", "EW", "5", "Søren Hald", "Élodie Fèvre & Co <1>"],
        ["2", "", "bye", "2", "Jürgen Müller-Lüdenscheid", "Zoë Ødegaard"],
    ]


def test_csv_of_a_round_that_does_not_exist_is_an_error_and_writes_nothing(tmp_path: Path) -> None:
    target = tmp_path / "seats.csv"
    with pytest.raises(ExportError, match="round 3 does not exist"):
        write_seats_csv(sample_tournament(), 3, target)
    with pytest.raises(ExportError, match="round 3 does not exist"):
        write_standings_csv(sample_tournament(), 3, target)
    assert list(tmp_path.iterdir()) == []


FORMULAS = ['=HYPERLINK("http://x","y")', "+1+2", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]


@pytest.mark.parametrize("writer", ["standings", "seats"])
def test_a_name_never_becomes_a_formula(tmp_path: Path, writer: str) -> None:
    # OWASP "CSV injection": a cell beginning = + - @ (or tab, CR) is written with an apostrophe first.
    tournament = sample_tournament()
    pairs = tuple(
        replace(pair, players=(replace(pair.players[0], name=FORMULAS[i]), pair.players[1]))
        for i, pair in enumerate(tournament.pairs)
    )
    tournament = replace(tournament, pairs=pairs)
    target = tmp_path / "out.csv"
    if writer == "standings":
        write_standings_csv(tournament, None, target)
    else:
        write_seats_csv(tournament, 1, target)
    cells = [cell for row in read_back(target.read_bytes())[1:] for cell in row]
    for formula in FORMULAS[: len(pairs)]:
        assert "'" + formula in cells
        assert formula not in cells
    # Numbers stay numbers: a negative MP difference is not marked.
    if writer == "standings":
        assert any(cell.startswith("-") and cell[1:].isdigit() for cell in cells)
    assert not any(cell.startswith(("=", "+", "@", "\t", "\r")) for cell in cells)


# -------------------------------------------------------------------------- the print language


def fractional() -> Tournament:
    """The sample tournament with an artificial 7.25–12.75: pair 5 has 25.75 VP, pair 3 20.25."""
    tournament = sample_tournament()
    round_2 = tournament.rounds[1]
    artificial = replace(round_2.tables[1], vp_override=(Decimal("7.25"), Decimal("12.75")))
    return replace(
        tournament, rounds=(tournament.rounds[0], replace(round_2, tables=(round_2.tables[0], artificial)))
    )


@pytest.mark.parametrize(
    ("language", "separator", "header", "first", "withdrawn"),
    [
        (
            "it",
            ";",
            [
                "Pos.",
                "Coppia",
                "Giocatore 1",
                "Giocatore 2",
                "VP",
                "Scarto MP",
                "MP",
                "Turni",
                "Riposi",
                "Stato",
            ],
            ["1", "5", NAMES[5][0], NAMES[5][1], "25,75", "355", "0", "2", "1", "attiva"],
            "ritirata",
        ),
        (
            "de",
            ";",
            [
                "Platz",
                "Paar",
                "Spieler 1",
                "Spieler 2",
                "VP",
                "MP-Differenz",
                "MP",
                "Runden",
                "Spielfrei",
                "Status",
            ],
            ["1", "5", NAMES[5][0], NAMES[5][1], "25,75", "355", "0", "2", "1", "aktiv"],
            "zurückgezogen",
        ),
        (
            "en",
            ",",
            ["Rank", "Pair", "Player 1", "Player 2", "VP", "MP difference", "MP", "Rounds", "Byes", "Status"],
            ["1", "5", NAMES[5][0], NAMES[5][1], "25.75", "355", "0", "2", "1", "active"],
            "withdrawn",
        ),
    ],
)
def test_standings_csv_in_the_print_language_with_its_separator_and_decimal_mark(
    language: str, separator: str, header: list[str], first: list[str], withdrawn: str
) -> None:
    tournament = fractional()
    pairs = tuple(
        replace(pair, status=PairStatus.WITHDRAWN, withdrawn_after_round=2) if pair.number == 4 else pair
        for pair in tournament.pairs
    )
    stream = io.BytesIO()
    write_standings_csv(replace(tournament, pairs=pairs), None, stream, language=language)
    data = stream.getvalue()
    assert data.splitlines()[0].decode("utf-8-sig").count(separator) == 9
    rows = read_back(data, separator)
    assert rows[0] == header
    assert rows[1] == first
    assert rows[-1][0] == "5" and rows[-1][-1] == withdrawn
    assert rows[-1][5] == "-340"  # a negative number stays a number, no apostrophe


@pytest.mark.parametrize(
    ("language", "separator", "header", "lines"),
    [
        (
            "it",
            ";",
            ["Turno", "Tavolo", "Linea", "Coppia", "Giocatore 1", "Giocatore 2"],
            ["NS", "EO", "riposo"],
        ),
        ("de", ";", ["Runde", "Tisch", "Linie", "Paar", "Spieler 1", "Spieler 2"], ["NS", "OW", "spielfrei"]),
        ("en", ",", ["Round", "Table", "Line", "Pair", "Player 1", "Player 2"], ["NS", "EW", "bye"]),
    ],
)
def test_seats_csv_in_the_print_language(
    language: str, separator: str, header: list[str], lines: list[str]
) -> None:
    stream = io.BytesIO()
    write_seats_csv(sample_tournament(), 2, stream, language=language)
    rows = read_back(stream.getvalue(), separator)
    assert rows[0] == header
    assert [row[2] for row in rows[1:]] == [lines[0], lines[1], lines[0], lines[1], lines[2]]
    assert rows[1][4:] == ["Łukasz Wąsowski", "Carla D'Alessandro"]


def test_a_separator_given_overrides_the_languages() -> None:
    stream = io.BytesIO()
    write_standings_csv(fractional(), None, stream, language="it", delimiter="\t")
    rows = read_back(stream.getvalue(), "\t")
    assert rows[1][4] == "25,75" and len(rows[1]) == 10


def test_a_name_that_looks_like_a_decimal_number_in_italian_is_left_as_it_is_but_a_formula_is_not() -> None:
    assert csv_cell("-12,5") == "-12,5"
    assert csv_cell("-12.5") == "-12.5"
    assert csv_cell("-1,2+3") == "'-1,2+3"
    assert csv_cell("=1,5") == "'=1,5"
