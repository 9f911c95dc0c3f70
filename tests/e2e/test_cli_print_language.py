"""`print` and `export` write in the tournament's print language; `--lang` overrides it."""

from __future__ import annotations

import csv
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader

from burraco_tourney.cli import main
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import tournaments


@pytest.fixture(scope="module")
def italian_event(tmp_path_factory: pytest.TempPathFactory) -> str:
    db = str(tmp_path_factory.mktemp("evento") / "evento.sqlite")
    assert main(["demo", "--db", db, "--pairs", "7", "--rounds", "2", "--seed", "5"]) == 0
    with open_database(db) as database:
        (summary,) = tournaments.list_tournaments(database)
        settings = tournaments.load_tournament(database, summary.id).settings
        tournaments.change_settings(database, summary.id, replace(settings, print_language="it"))
    return db


def _text(path: Path) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)


def test_printouts_follow_the_tournaments_print_language(italian_event: str, tmp_path: Path) -> None:
    out = tmp_path / "classifica.pdf"
    assert main(["print", "standings", "--db", italian_event, "--out", str(out)]) == 0
    assert "Classifica finale dopo il turno 2" in _text(out)
    assert main(["print", "results", "--db", italian_event, "--out", str(out)]) == 0
    assert "Risultati del turno 2" in _text(out)
    assert main(["print", "history", "--db", italian_event, "--out", str(out)]) == 0
    assert "Percorso delle coppie dopo il turno 2" in _text(out)


def test_lang_overrides_the_print_language(italian_event: str, tmp_path: Path) -> None:
    out = tmp_path / "rangliste.pdf"
    assert main(["print", "standings", "--db", italian_event, "--lang", "de", "--out", str(out)]) == 0
    assert "Endstand nach Runde 2" in _text(out)
    assert main(["print", "standings", "--db", italian_event, "--lang", "en", "--out", str(out)]) == 0
    assert "Final standings after round 2" in _text(out)


def test_a_csv_export_follows_the_print_language_unless_told(italian_event: str, tmp_path: Path) -> None:
    out = tmp_path / "classifica.csv"
    assert main(["export", "standings-csv", "--db", italian_event, "--out", str(out)]) == 0
    assert ";" in out.read_text(encoding="utf-8-sig").splitlines()[0]  # the Italian separator
    assert main(["export", "standings-csv", "--db", italian_event, "--lang", "en", "--out", str(out)]) == 0
    header = next(csv.reader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert len(header) > 3  # comma-separated in English


def test_an_unknown_language_is_refused_with_the_choices(
    italian_event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["print", "standings", "--db", italian_event, "--lang", "fr", "--out", str(tmp_path / "x.pdf")])
    assert "invalid choice: 'fr' (choose from 'it', 'de', 'en')" in capsys.readouterr().err
