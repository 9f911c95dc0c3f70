"""The command line speaks the director's language: `--lang it|de|en` (before or after the command), else the
environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English when it is none of them. A refusal from the
services and the command line's own words both come in that language; no English sentence is left."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ITALIAN = "La classifica dopo il turno 9 non si può calcolare: sono creati i turni da 1 a 2."
GERMAN = "Die Rangliste nach Runde 9 gibt es nicht: Ausgelost sind die Runden 1 bis 2."
ENGLISH = "Standings after round 9 cannot be taken: rounds 1 to 2 are made."


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


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("language") / "torneo.sqlite"
    done = run(["--lang", "it", "demo", "--db", str(path), "--pairs", "8", "--rounds", "2"])
    assert done.returncode == 0, done.stderr
    # The command line's own words too, each number said once (the name says them).
    assert done.stdout == "creato il torneo 1: Demo 8 coppie, 2 turni (seme 1)\n"
    return str(path)


def refusal(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 1, done
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, lines
    return lines[0]


def test_a_refusal_in_italian_with_lang_it(db: str) -> None:
    said = refusal(run(["--lang", "it", "standings", "--db", db, "--after-round", "9"]))
    assert said == f"burraco-tourney: {ITALIAN}"


def test_lang_may_follow_the_command(db: str) -> None:
    said = refusal(run(["standings", "--db", db, "--after-round", "9", "--lang", "it"]))
    assert said == f"burraco-tourney: {ITALIAN}"


def test_a_refusal_in_italian_when_the_environment_is_italian(db: str) -> None:
    said = refusal(run(["standings", "--db", db, "--after-round", "9"], LANG="it_IT.UTF-8"))
    assert said == f"burraco-tourney: {ITALIAN}"
    said = refusal(run(["standings", "--db", db, "--after-round", "9"], LANGUAGE="it:en", LANG="en_US.UTF-8"))
    assert said == f"burraco-tourney: {ITALIAN}"


def test_lang_wins_over_the_environment(db: str) -> None:
    said = refusal(run(["--lang", "de", "standings", "--db", db, "--after-round", "9"], LANG="it_IT.UTF-8"))
    assert said == f"burraco-tourney: {GERMAN}"


def test_english_when_the_environment_speaks_another_language(db: str) -> None:
    said = refusal(run(["standings", "--db", db, "--after-round", "9"], LANG="fr_FR.UTF-8"))
    assert said == f"burraco-tourney: {ENGLISH}"


def test_a_refusal_naming_a_pair_and_a_file_in_italian(db: str, tmp_path: Path) -> None:
    sheet = tmp_path / "coppie.csv"
    sheet.write_text("player 1;player 2\nAnna D'Alessandro;\n", encoding="utf-8")
    said = refusal(run(["pairs", "import", str(sheet), "--db", db], LANG="it_IT.UTF-8"))
    # The round is made: pairs can no longer be imported; the row without player 2 is said too.
    assert "Il turno 2 è già stato creato: non si possono più importare coppie." in said
    assert "Riga 2: il giocatore 2 non ha un nome" in said
    assert "player" not in said.replace("coppie.csv", "")


def test_the_standings_table_speaks_italian(db: str) -> None:
    done = run(["standings", "--db", db], LANG="it_IT.UTF-8")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Classifica dopo il turno 2 (spareggi: VP, scarto, ")
    assert lines[1].split()[:3] == ["pos.", "coppia", "giocatori"]
    assert lines[-1].startswith("controlli: totale VP ")


def test_lang_opens_the_window_in_that_language(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`burraco-tourney --lang it` (the window with no command): the window in Italian for this run, its
    Language menu's choice kept for the next; without --lang the window keeps its own choice."""
    from burraco_tourney import cli
    from burraco_tourney.ui import app, linux_libraries

    opened: list[str | None] = []
    monkeypatch.setattr(linux_libraries, "window_start_problem", lambda environ, platform: None)
    monkeypatch.setattr(app, "display_available", lambda: True)
    monkeypatch.setattr(app, "run", lambda db, language=None: opened.append(language) or 0)
    db = str(tmp_path / "club.sqlite")
    assert cli.main(["--lang", "it", "--db", db]) == 0
    assert cli.main(["gui", "--db", db, "--lang", "de"]) == 0
    assert cli.main(["--db", db]) == 0
    assert opened == ["it", "de", None]


def test_the_window_takes_the_language_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    from burraco_tourney.ui import preferences

    monkeypatch.setattr(preferences, "_asked_language", "de")
    assert preferences.chosen_language() == "de"


def test_argparse_own_words_follow_the_language_of_the_messages() -> None:
    """A user test: usage errors and --help stayed English under --lang it and LANG=de."""
    italian = run(["--lang", "it", "classifca"])
    assert italian.returncode == 2
    assert italian.stderr.startswith("uso: burraco-tourney")
    assert "burraco-tourney: errore: argomento command: scelta non valida: 'classifca'" in italian.stderr
    for english in ("usage:", "error:", "invalid choice", "choose from"):
        assert english not in italian.stderr, italian.stderr
    german = run(["standings", "--after-round", "neun"], LANG="de_DE.UTF-8")
    assert german.returncode == 2
    assert german.stderr.startswith("Aufruf: burraco-tourney standings")
    assert "Fehler: Argument --after-round: ungültiger int-Wert: 'neun'" in german.stderr
    for english in ("usage:", "error:", "invalid"):
        assert english not in german.stderr, german.stderr
    wrong = run(["standings", "--lang", "de", "--unbekannt"])
    assert "Fehler: unbekannte Argumente: --unbekannt" in wrong.stderr
    missing = run(["--lang", "it", "vp", "--scale"])
    assert "argomento --scale: atteso un argomento" in missing.stderr
    helped = run(["--lang", "it", "--help"])
    assert helped.returncode == 0
    assert helped.stdout.startswith("uso: burraco-tourney")
    assert "opzioni:" in helped.stdout and "mostra questo aiuto ed esce" in helped.stdout
    assert "argomenti posizionali:" in helped.stdout
    german_help = run(["standings", "-h"], LANG="de_DE.UTF-8")
    assert "Optionen:" in german_help.stdout and "diese Hilfe anzeigen und beenden" in german_help.stdout
    vp = run(["--lang", "de", "vp", "--diff", "40"])
    assert "Fehler: vp braucht --scale NAME|DATEI und --diff N (oder --list)" in vp.stderr
