"""What the command line says when a database, a file to read or a file to write cannot be used: in the
language asked for (`--lang`, else the environment's), naming the file, never an English sentence and never
a traceback (the refusals of persistence and io are coded problems, issue 14)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(arguments: list[str], **language: str) -> subprocess.CompletedProcess[str]:
    env = {
        name: value for name, value in os.environ.items() if name not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")
    }
    env["LANG"] = "C.UTF-8"
    env.update(language)
    return subprocess.run(
        [sys.executable, "-m", "burraco_tourney", *arguments],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def refusal(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 1, done
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, lines
    return lines[0]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("io-words") / "torneo.sqlite"
    done = run(["demo", "--db", str(path), "--pairs", "8", "--rounds", "2"])
    assert done.returncode == 0, done.stderr
    return str(path)


def test_a_missing_database_in_italian_naming_it(tmp_path: Path) -> None:
    missing = tmp_path / "manca.sqlite"
    said = refusal(run(["--lang", "it", "standings", "--db", str(missing)]))
    assert said == (
        f"burraco-tourney: Il database {missing} non esiste. Controllare il nome del file; "
        "non è stato creato nulla."
    )
    assert not missing.exists()


def test_a_file_that_is_not_a_database_in_german_from_the_environment(tmp_path: Path) -> None:
    other = tmp_path / "notizen.sqlite"
    other.write_text("Einkaufsliste\n", encoding="utf-8")
    said = refusal(run(["standings", "--db", str(other)], LANGUAGE="de_DE"))
    assert said.startswith(f"burraco-tourney: {other} ist keine Burraco-Tourney-Datenbank")


def test_a_spreadsheet_without_a_players_column_in_italian_at_its_row(db: str, tmp_path: Path) -> None:
    sheet = tmp_path / "coppie.csv"
    sheet.write_text("coppia;giocatore1\n1;Anna D'Alessandro\n", encoding="utf-8")
    said = refusal(run(["--lang", "it", "pairs", "import", str(sheet), "--db", db]))
    assert said.startswith(f"burraco-tourney: Riga 1, nome del giocatore 2: in {sheet} manca la colonna")


def test_a_printout_of_a_round_not_made_and_into_a_missing_folder_in_italian(db: str, tmp_path: Path) -> None:
    said = refusal(
        run(
            ["--lang", "it", "print", "results", "--round", "9", "--db", db, "--out", str(tmp_path / "r.pdf")]
        )
    )
    assert said == "burraco-tourney: il turno 9 non esiste (turni fatti: 1, 2)"
    target = tmp_path / "manca" / "classifica.pdf"
    said = refusal(run(["--lang", "it", "print", "standings", "--db", db, "--out", str(target)]))
    assert said == f"burraco-tourney: impossibile scrivere {target}: la cartella non esiste"


def test_a_missing_vp_scale_file_in_german(tmp_path: Path) -> None:
    scale = tmp_path / "skala.json"
    said = refusal(run(["--lang", "de", "vp", "--scale", str(scale), "--diff", "100"]))
    assert said == f"burraco-tourney: die VP-Skalendatei {scale} existiert nicht"
