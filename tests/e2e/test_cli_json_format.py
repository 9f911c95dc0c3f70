"""Issue 30 item 13: every command that prints results takes `--format json` — here `pairs import`,
`teams add`, `teams scale`, `import`, `demo` and `profiles --list`: one JSON object on stdout, numbers as
numbers, the text's warnings as a list of {code, text}; the text stays the default."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from burraco_tourney.cli import main
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import tournaments
from tests.services.support import settings

SAMPLE = Path(__file__).parent.parent / "data" / "small_tournament.json"


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    status = main(["--lang", "it", *argv, "--format", "json"])
    out, _ = capsys.readouterr()
    assert status == 0
    return json.loads(out)


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "event.sqlite")
    with open_database(path) as database:
        tournaments.create_tournament(database, settings())
    return path


PAIRS = "player1;player2\nAnna D'Alessandro;Bruno Bianchi\nCarla Neri;\nŁukasz Wąsowski;Jürgen Müller\n"


def test_pairs_import_json_gives_the_numbers_registered_and_the_rows_skipped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    file = tmp_path / "pairs.csv"
    file.write_bytes(PAIRS.encode("mac_roman", errors="replace"))  # not UTF-8: a warning
    data = run_json(capsys, "pairs", "import", str(file), "--db", db, "--skip-bad")
    assert (data["registered"], data["first"], data["last"], data["pairs"]) == (2, 1, 2, [1, 2])
    assert data["skipped"] == 1
    [skipped] = data["skipped_problems"]
    assert skipped["code"] and "Riga 3" in skipped["text"]
    assert [said["code"] for said in data["how_read"]] == ["pairs_file.columns_read"]
    [warning] = data["warnings"]
    assert set(warning) == {"code", "text"} and "Mac-Roman" in warning["text"]


def test_teams_add_and_teams_scale_json(capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str) -> None:
    file = tmp_path / "pairs.csv"
    file.write_text("player1;player2\nAnna Rossi;Bruno Bianchi\nCarla Neri;Dario Verdi\n", encoding="utf-8")
    run_json(capsys, "pairs", "import", str(file), "--db", db)
    team = run_json(capsys, "teams", "add", "--db", db, "--name", "Aquile", "--pairs", "1,2")
    assert team == {"team": 1, "name": "Aquile", "captain": "Anna Rossi", "group": None, "pairs": [1, 2]}
    assert run_json(capsys, "teams", "scale", "--db", db, "fibur-3-deals") == {"scale": "fibur-3-deals"}


def test_import_json_gives_the_tournament_and_its_notes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["tournament"]["scoring"]["semi_clean"] = None  # one semi-clean burraco, counted as dirty: a note
    file = tmp_path / "classic.json"
    file.write_text(json.dumps(data), encoding="utf-8")
    said = run_json(capsys, "import", str(file), "--db", str(tmp_path / "event.sqlite"))
    assert said["id"] == 1 and isinstance(said["name"], str)
    assert isinstance(said["pairs"], int) and isinstance(said["rounds"], int)
    [note] = said["warnings"]
    assert note["path"] == "rounds[0].tables[1].deals[2].ew.semi_clean"
    assert note["code"] and "Contati come burraco sporchi (1)" in note["text"]


def test_demo_json_gives_the_tournament_made(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    args = ("--pairs", "8", "--rounds", "2", "--seed", "3")
    data = run_json(capsys, "demo", "--db", str(tmp_path / "a.sqlite"), *args)
    assert {k: data[k] for k in ("id", "pairs", "rounds")} == {"id": 1, "pairs": 8, "rounds": 2}
    assert isinstance(data["name"], str)
    teams = run_json(capsys, "demo", "--db", str(tmp_path / "b.sqlite"), "--teams", "4", "--rounds", "1")
    assert {k: teams[k] for k in ("id", "teams", "pairs", "rounds")} == {
        "id": 1,
        "teams": 4,
        "pairs": 8,
        "rounds": 1,
    }


def test_profiles_list_json_gives_each_profile_with_its_rules(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "profiles", "--list")
    by_key = {profile["key"]: profile for profile in data["profiles"]}
    assert {"fibur", "classic", "international"} <= by_key.keys()
    assert by_key["fibur"]["title"] == "FIBur"
    assert "Burraco semipulito 150." in by_key["fibur"]["rules"]
