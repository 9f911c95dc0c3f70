"""Reading a member list (issue 21): columns in English or Italian, dates in any common format (Excel's too),
card types, and the problems of a row placed at its row and column."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest
from openpyxl import Workbook

from burraco_tourney.domain.members import CardType, Member
from burraco_tourney.io.members_import import parse_date, read_members, write_members
from burraco_tourney.io.pairs_import import PairsFileError
from burraco_tourney.io.problem_texts import describe, describe_error


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("31/12/2026", date(2026, 12, 31)),
        ("31.12.2026", date(2026, 12, 31)),
        ("1-2-26", date(2026, 2, 1)),
        ("2026-12-31", date(2026, 12, 31)),
        ("2026-12-31 00:00:00", date(2026, 12, 31)),
        ("46387", date(2026, 12, 31)),
        ("31/02/2026", None),
        ("domani", None),
    ],
)
def test_dates_in_the_common_formats(text: str, day: date | None) -> None:
    assert parse_date(text) == day


def test_an_xlsx_in_english_with_excel_dates_and_numbers(tmp_path: Path) -> None:
    book = Workbook()
    sheet = book.active
    sheet.append(["Member list 2026"])
    sheet.append(["Member ID", "Surname", "Name", "Club", "Card type", "Valid until", "Category", "Phone"])
    sheet.append([7, "D'Alessandro", "Carla", "Circolo Roma", "Ordinaria", datetime(2026, 12, 31), "F", "x"])
    sheet.append(["0042", "Müller", "Łukasz", None, "junior", 46387, None, None])
    sheet.append([None, None, None, None, None, None, None, None])
    path = tmp_path / "members.xlsx"
    book.save(path)
    read = read_members(path)
    assert read.fields == {"member_id", "surname", "name", "club", "card_type", "valid_until", "category"}
    assert [row.member for row in read.rows] == [
        Member(
            "7",
            "D'Alessandro",
            "Carla",
            "Circolo Roma",
            None,
            None,
            CardType.ORDINARIA,
            date(2026, 12, 31),
            "F",
        ),
        Member("0042", "Müller", "Łukasz", None, None, None, CardType.JUNIORES, date(2026, 12, 31)),
    ]
    assert [row.row for row in read.rows] == [3, 4]
    assert read.problems == ()


def test_problems_of_a_row_are_placed_at_it(tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    path.write_text(
        "tessera,cognome,nome,tipo_tessera,scadenza\n1,Rossi,Mario,Oro,2026-13-01\n1,,Anna,,\n,Neri,Elena,,\n",
        encoding="utf-8",
    )
    said = [describe(problem, "de") for problem in read_members(path).problems]
    assert said == [
        "Zeile 2, Kartentyp: der Kartentyp Oro ist unbekannt: bitte Ordinaria, Juniores oder Ridotta "
        "schreiben.",
        "Zeile 2, gültig bis: 2026-13-01 ist kein Datum: bitte als 31.12.2026 oder 2026-12-31 schreiben.",
        "Zeile 3, Mitgliedsnummer: die Mitgliedsnummer 1 steht schon in Zeile 2 der Datei.",
        "Zeile 3, Nachname: der Nachname fehlt.",
        "Zeile 4, Mitgliedsnummer: die Mitgliedsnummer fehlt: der Import aktualisiert das Register nach "
        "Mitgliedsnummer.",
    ]


def test_files_that_are_not_member_lists_are_refused_in_words(tmp_path: Path) -> None:
    missing = tmp_path / "nessuno.csv"
    with pytest.raises(PairsFileError) as refused:
        read_members(missing)
    assert describe_error(refused.value, "it") == f"{missing}: il file non esiste"
    no_header = tmp_path / "lista.csv"
    no_header.write_text("a;b\n1;2\n", encoding="utf-8")
    with pytest.raises(PairsFileError) as refused:
        read_members(no_header)
    assert "nessuna riga di intestazione indica la colonna del cognome" in describe_error(refused.value, "it")


def test_an_export_reads_back(tmp_path: Path) -> None:
    register = [
        Member(
            "007", "D'Alessandro", "Carla", "Circolo Roma", "Lazio", "RM", CardType.RIDOTTA, date(2027, 1, 31)
        ),
        Member(None, "Ørsted", "Zoë", notes="ospite; paga a parte"),
    ]
    for name, language in (("soci.xlsx", "it"), ("members.csv", "en"), ("mitglieder.csv", "de")):
        path = tmp_path / name
        write_members(register, path, language=language)
        read = read_members(path)
        assert [row.member for row in read.rows] == register, name
