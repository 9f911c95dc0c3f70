"""Prizes on the command line: `prizes` (text and JSON, per group, with the rule that gave each prize, in
the language asked), `--plan FILE`, `print prizes`; a plan file that is broken or asks more prizes than a
group has pairs is refused at its JSON path, in one line, exit status 1 (issue 18)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.persistence.db import open_database
from tests.services.support import new_tournament, with_round


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def db(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> str:
    """30 pairs after 4 rounds, in groups of 7 and 8 tables."""
    path = str(tmp_path / "regionale.sqlite")
    assert run(capsys, "demo", "--db", path, "--pairs", "30", "--rounds", "4", "--seed", "2")[0] == 0
    assert run(capsys, "groups", "form", "--db", path, "--sizes", "7,8")[0] == 0
    return path


def test_prizes_per_group_as_json_and_text(capsys: pytest.CaptureFixture[str], db: str) -> None:
    status, out, err = run(capsys, "prizes", "--db", db, "--format", "json", "--lang", "it")
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["plan"] == "fibur" and data["after_round"] == 4
    groups = data["groups"]
    assert [(g["group"], g["tables"], g["places"]) for g in groups] == [
        ("A", 7, 3),
        ("B", 8, 3),
        (None, 15, 0),
    ]
    standings = json.loads(run(capsys, "standings", "--db", db, "--group", "A", "--format", "json")[1])
    top = [row["pair"] for row in standings["standings"][:3]]
    places = [a for a in groups[0]["awards"] if a["rule"] == "place"]
    assert [a["pair"] for a in places] == top
    assert [a["title"] for a in places] == ["1º posto", "2º posto", "3º posto"]
    assert places[0]["rule_text"] == "fascia da 7 tavoli: 3 premi"
    best = groups[0]["awards"][3]
    assert best["rule"] == "best_last_rounds" and best["special"] == 0 and best["pair"] not in top
    assert best["rule_text"].startswith("premio speciale 1, per girone, non cumulabile; ")
    assert groups[2]["awards"][0]["rule"] == "last_pair"
    # The demo has no categories: the ladies and mixed prizes are not given, and the notes say so.
    assert [w["code"] for w in data["warnings"]] == ["prizes.field_nobody_qualifies"] * 2
    assert data["warnings"][0]["text"] == (
        "Miglior coppia femminile: nessuna coppia può vincere il premio speciale 3; non viene assegnato"
    )

    status, out, err = run(capsys, "prizes", "--db", db, "--lang", "de")
    assert status == 0
    assert "Gruppe A, 7 Tische" in out and "Gruppe B, 8 Tische" in out and "Gesamtwertung, 15 Tische" in out
    assert "1. Platz: Paar " in out and "(Stufe ab 7 Tischen: 3 Preise)" in out


def test_a_plan_file_for_one_look_and_print_prizes(
    capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path
) -> None:
    plan = tmp_path / "circolo.json"
    plan.write_text(
        json.dumps(
            {
                "name": "Circolo D'Alessandro",
                "bands": [{"from_tables": 1, "prizes": 1}, {"from_tables": 8, "prizes": 4}],
                "special": [{"kind": "last_pair", "name": "Premio simpatia", "per_group": True}],
            }
        ),
        encoding="utf-8",
    )
    status, out, _ = run(capsys, "prizes", "--db", db, "--plan", str(plan), "--format", "json")
    data = json.loads(out)
    assert data["plan"] == "Circolo D'Alessandro"
    assert [len(g["awards"]) for g in data["groups"]] == [2, 5]  # A: 1 place + last; B (8 tables): 4 + last
    assert data["groups"][0]["awards"][1]["title"] == "Premio simpatia"
    # Only for that look: the tournament keeps the default plan.
    assert json.loads(run(capsys, "prizes", "--db", db, "--format", "json")[1])["plan"] == "fibur"

    out_pdf = tmp_path / "premi.pdf"
    status, out, err = run(capsys, "print", "prizes", "--db", db, "--out", str(out_pdf), "--lang", "it")
    assert (status, err) == (0, "")
    text = subprocess.run(["pdftotext", "-layout", str(out_pdf), "-"], capture_output=True, text=True).stdout
    assert "Premi dopo il turno 4" in text
    assert "Girone A, 7 tavoli" in text and "Girone B, 8 tavoli" in text
    assert "fascia da 7 tavoli: 3 premi" in text
    status, _, _ = run(
        capsys, "print", "prizes", "--db", db, "--out", str(out_pdf), "--plan", str(plan), "--round", "3"
    )
    assert status == 0
    text = subprocess.run(["pdftotext", str(out_pdf), "-"], capture_output=True, text=True).stdout
    assert "Prizes after round 3" in text and "Premio simpatia" in text


def test_plans_that_are_refused(capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path) -> None:
    greedy = tmp_path / "greedy.json"
    greedy.write_text(
        '{"name": "x", "bands": [{"from_tables": 1, "prizes": 1}, {"from_tables": 7, "prizes": 20}]}'
    )
    status, out, err = run(capsys, "prizes", "--db", db, "--plan", str(greedy), "--lang", "it")
    assert (status, out) == (1, "")
    assert err.strip() == (
        f"burraco-tourney: il file del piano premi {greedy} non contiene un piano premi valido; "
        "Fascia 2: 20 premi da 7 tavoli: un girone di 7 tavoli ha solo 14 coppie (bands[1])"
    )
    broken = tmp_path / "broken.json"
    broken.write_text('{"name": "x", "bands": [')
    status, _, err = run(capsys, "prizes", "--db", db, "--plan", str(broken), "--lang", "de")
    assert status == 1 and "ist kein gültiges JSON: Zeile 1" in err and len(err.strip().splitlines()) == 1
    status, _, err = run(capsys, "prizes", "--db", db, "--plan", "fibbur", "--lang", "en")
    assert status == 1 and "there is no bundled prize plan 'fibbur' (known: club, fibur)" in err
    status, _, err = run(capsys, "prizes", "--db", db, "--after-round", "9", "--lang", "it")
    assert status == 1 and "Traceback" not in err


def test_no_prizes_before_any_result(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "sera.sqlite"
    db = open_database(path)
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)  # round 1 drawn, no sheet in yet
    db.close()
    out_pdf = tmp_path / "p.pdf"
    status, out, err = run(
        capsys, "print", "prizes", "--db", str(path), "--out", str(out_pdf), "--lang", "it"
    )
    assert (status, out) == (1, "")
    assert err.strip() == (
        "burraco-tourney: fino al turno 1 non c'è ancora alcun risultato: nessun premio da assegnare"
    )
    assert not out_pdf.exists()
    status, _, err = run(capsys, "prizes", "--db", str(path), "--lang", "de")
    assert status == 1 and "bis Runde 1 ist noch kein Ergebnis da" in err


def test_show_a_plan_edit_it_and_keep_it(capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path) -> None:
    status, out, _ = run(capsys, "prizes", "--db", db, "--show-plan")
    assert status == 0 and json.loads(out)["name"] == "fibur"
    edited = json.loads(out)
    edited["name"] = "Regionale Lazio 2026"
    edited["bands"] = [{"from_tables": 1, "prizes": 2}]
    plan = tmp_path / "lazio.json"
    plan.write_text(json.dumps(edited, ensure_ascii=False), encoding="utf-8")
    assert run(capsys, "prizes", "--db", db, "--plan", str(plan), "--keep", "--format", "json")[0] == 0
    data = json.loads(run(capsys, "prizes", "--db", db, "--format", "json")[1])
    assert data["plan"] == "Regionale Lazio 2026"
    assert [g["places"] for g in data["groups"]] == [2, 2, 0]
    assert json.loads(run(capsys, "prizes", "--db", db, "--show-plan")[1]) == edited
    # The copy is the tournament's: editing the file afterwards changes nothing.
    plan.write_text('{"name": "altro", "bands": [{"from_tables": 1, "prizes": 1}]}', encoding="utf-8")
    assert (
        json.loads(run(capsys, "prizes", "--db", db, "--format", "json")[1])["plan"] == "Regionale Lazio 2026"
    )
    status, _, err = run(capsys, "prizes", "--db", db, "--keep", "--lang", "it")
    assert status == 1 and err.strip() == (
        "burraco-tourney: --keep richiede --plan: il piano che il torneo deve tenere "
        "(un nome incluso o un file JSON)"
    )
