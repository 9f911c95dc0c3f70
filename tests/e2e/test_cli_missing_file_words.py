"""A file the command line cannot open is said in the messages' language (a QA run found the system's English
'No such file or directory' after `import` and `sheets import` under --lang it and LANG=de_DE)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.test_cli_language import refusal, run


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ({"LANG": "C.UTF-8", "LANGUAGE": ""}, "il file non esiste"),
        ({"LANG": "de_DE.UTF-8"}, "die Datei existiert nicht"),
    ],
)
def test_a_missing_tournament_file_is_said_in_the_language(
    tmp_path: Path, language: dict[str, str], expected: str
) -> None:
    missing = tmp_path / "torneo di Łódź.json"
    arguments = ["import", str(missing), "--db", str(tmp_path / "t.sqlite")]
    if "LANGUAGE" in language:
        arguments = ["--lang", "it", *arguments]
    line = refusal(run(arguments, **language))
    assert line == f"burraco-tourney: {missing}: {expected}"
    assert not (tmp_path / "t.sqlite").exists()


@pytest.mark.parametrize(
    "command",
    [["round", "next"], ["groups", "clear"], ["pairs", "import", "coppie.csv"]],
)
def test_a_command_on_a_tournament_names_a_mistyped_database_as_missing(
    tmp_path: Path, command: list[str]
) -> None:
    """Not 'this database holds no tournament yet': the file named is not there (a typo in --db)."""
    (tmp_path / "coppie.csv").write_text("player1,player2\nAnna Rossi,Jürgen Müller\n", encoding="utf-8")
    mistyped = tmp_path / "torneo_sbagliato.sqlite"
    arguments = [
        "--lang",
        "it",
        *[str(tmp_path / part) if part.endswith(".csv") else part for part in command],
        "--db",
        str(mistyped),
    ]
    line = refusal(run(arguments))
    assert line == (
        f"burraco-tourney: Il database {mistyped} non esiste. "
        "Controllare il nome del file; non è stato creato nulla."
    )
    assert not mistyped.exists()
