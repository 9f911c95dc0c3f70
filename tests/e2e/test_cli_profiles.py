"""`burraco-tourney profiles` (issue 14): the bundled rule profiles listed in it/de/en, one shown as the JSON
file a custom profile starts from, and a wrong key refused in the user's language."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, profile_from_json

LISTED = {
    "it": {
        "fibur": ("FIBur", "Burraco semipulito 150.", "si gioca un giro completo"),
        "classic": ("Classico", "Niente burraco semipulito", "nemmeno l'ultimo"),
        "international": ("Burraco internazionale", "Si può chiudere solo con un burraco pulito.", ""),
    },
    "de": {
        "fibur": ("FIBur", "Halbsauberer Burraco 150.", "wird ein voller Umlauf gespielt"),
        "classic": ("Klassisch", "Kein halbsauberer Burraco", "auch die letzte nicht"),
        "international": ("Burraco internazionale", "nur mit einem sauberen Burraco schließen", ""),
    },
    "en": {
        "fibur": ("FIBur", "Semi-clean burraco 150.", "a full circuit is played"),
        "classic": ("Classic", "No semi-clean burraco", "the last included"),
        "international": ("Burraco internazionale", "A line may close only with a clean burraco.", ""),
    },
}


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_profiles_list_names_each_profile_and_its_rules_in_the_language(
    capsys: pytest.CaptureFixture[str], language: str
) -> None:
    assert main(["--lang", language, "profiles", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines] == ["fibur", "classic", "international"]
    for line in lines:
        key, title, rules = line.split("\t")
        name, *said = LISTED[language][key]
        assert title == name
        for words in said:
            assert words in rules


def test_profiles_show_prints_a_profile_file_that_reads_back(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["profiles", "--show", "fibur"]) == 0
    assert profile_from_json(json.loads(capsys.readouterr().out)) is BUNDLED_PROFILES["fibur"]


def test_profiles_show_takes_a_file_and_refuses_a_wrong_key_in_italian(tmp_path: Path) -> None:
    path = tmp_path / "circolo.json"
    path.write_text(json.dumps({"name": "Circolo D'Alessandro", "scoring": {"clean": 250}}), encoding="utf-8")
    environment = {**os.environ, "LANG": "it_IT.UTF-8", "LANGUAGE": "", "LC_ALL": ""}
    shown = subprocess.run(
        [sys.executable, "-m", "burraco_tourney", "profiles", "--show", str(path)],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    assert shown.returncode == 0, shown.stderr
    data = json.loads(shown.stdout)
    assert (data["key"], data["name"], data["scoring"]["clean"]) == ("custom", "Circolo D'Alessandro", 250)
    refused = subprocess.run(
        [sys.executable, "-m", "burraco_tourney", "profiles", "--show", "bridge"],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    assert refused.returncode == 1
    assert "Non esiste il regolamento 'bridge'" in refused.stderr
    assert "Traceback" not in refused.stderr
