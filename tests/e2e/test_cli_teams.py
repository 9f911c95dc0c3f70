"""A team event from the command line (issue 22): 16 pairs imported, 8 teams registered with `teams add`,
rounds made with `round next` (round robin, then Danish on the team standings), the sheets typed, and the team
standings printed (text in Italian, JSON rows per team); `demo --teams 8` makes one in one go. Pair-event
commands are unchanged."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.domain.teams import round_matches
from burraco_tourney.domain.tournament import Movement, Phase
from burraco_tourney.io.interchange import save_tournament_file
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import scores
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.tournaments import load_tournament

TEAM_NAMES = (
    "Aquile D'Alessandro",
    "Müller & Söhne",
    "Łukasz i spółka",
    "Delfini",
    "Falchi",
    "Leoni",
    "Lupi",
    "Orsi",
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def _type_sheets(path: Path, round_number: int) -> None:
    """The round's sheets as the director types them (by totals): the lower pair number's line scores more."""
    db = open_database(path)
    try:
        event = load_tournament(db, 1)
        round_ = next(r for r in event.rounds if r.number == round_number)
        for table in round_.tables:
            ns, ew = (700, 300) if table.ns < table.ew else (450, 550)
            scores.save_table_totals(db, 1, round_number, table.table, ns, ew)
    finally:
        db.close()


def test_a_team_event_of_8_teams_from_registration_to_team_standings(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db_path = tmp_path / "squadre.sqlite"
    db = ["--db", str(db_path)]
    pairs = build_demo_tournament(16, 1, seed=3, name="Squadre di Natale")
    plan = (Phase(Movement.ROUND_ROBIN, 2), Phase(Movement.DANISH, 2))
    entry = replace(pairs, rounds=(), settings=replace(pairs.settings, plan=plan))
    save_tournament_file(entry, tmp_path / "iscritti.json")
    run(capsys, "import", str(tmp_path / "iscritti.json"), *db)

    for number, name in enumerate(TEAM_NAMES, start=1):
        first, second = 2 * number - 1, 2 * number
        captain = entry.pair(second).players[1].name
        said = run(capsys, "--lang", "it", "teams", "add", "--name", name, "--pairs", f"{first},{second}",
                   "--captain", captain, *db)  # fmt: skip
        assert said.strip() == f"iscritta la squadra {number}: {name} (capitano {captain})"
    listed = json.loads(run(capsys, "teams", "list", "--format", "json", *db))["teams"]
    assert [(t["team"], t["name"]) for t in listed] == list(enumerate(TEAM_NAMES, start=1))
    assert listed[1]["pairs"][0] == {"pair": 3, "players": [p.name for p in entry.pair(3).players]}
    assert "Müller & Söhne" in run(capsys, "--lang", "it", "teams", "list", *db)

    movements = []
    for number in range(1, 5):
        made = json.loads(run(capsys, "round", "next", *db))
        assert made["round"] == number and len(made["tables"]) == 8 and made["byes"] == []
        movements.append(made["movement"])
        _type_sheets(db_path, number)
    assert movements == ["round_robin", "round_robin", "danish", "danish"]

    # each match seats team A's first pair NS v team B's second pair, team B's first NS v team A's second
    database = open_database(db_path)
    try:
        event = load_tournament(database, 1)
    finally:
        database.close()
    for round_ in event.rounds:
        matches, _ = round_matches(round_, event.teams)
        assert len(matches) == 4
        met = [frozenset((m.team_a, m.team_b)) for m in matches]
        for match in matches:
            a, b = event.teams[match.team_a - 1].pairs, event.teams[match.team_b - 1].pairs
            seats = {(t.ns, t.ew) for t in round_.tables if t.table in match.tables}
            assert seats == {(a[0], b[1]), (b[0], a[1])}
        if round_.number > 1:
            previous = round_matches(event.rounds[round_.number - 2], event.teams)[0]
            assert not set(met) & {frozenset((m.team_a, m.team_b)) for m in previous}

    data = json.loads(run(capsys, "standings", "--format", "json", *db))
    assert data["kind"] == "teams" and data["after_round"] == 4
    rows = data["standings"]
    assert sorted(row["team"] for row in rows) == list(range(1, 9))
    assert sum(row["vp"] for row in rows) == 4 * 4 * 20 and sum(row["mp_diff"] for row in rows) == 0
    assert all(row["played"] == 4 for row in rows)
    assert len(data["matches"]) == 16 and all(m["complete"] for m in data["matches"])
    assert [row["rank"] for row in rows] == sorted(row["rank"] for row in rows)

    text = run(capsys, "--lang", "it", "standings", *db)
    assert text.startswith("Classifica a squadre dopo il turno 4")
    lines = text.splitlines()
    assert "squadra" in lines[1] and "incontri" in lines[1]
    first = next(row for row in rows if row["rank"] == 1)
    assert first["name"] in lines[2]
    # the pairs' own results stay visible
    by_pair = json.loads(run(capsys, "standings", "--by-pair", "--format", "json", *db))
    assert len(by_pair["standings"]) == 16 and "kind" not in by_pair

    # the plan is over: the next round is refused in the director's words
    assert main(["--lang", "it", "round", "next", *db]) == 1
    assert "Tutti i 4 turni del programma" in capsys.readouterr().err


def test_demo_teams_makes_a_team_event_with_rounds_played(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = ["--db", str(tmp_path / "demo.sqlite")]
    said = run(capsys, "--lang", "de", "demo", "--teams", "8", "--rounds", "3", *db)
    assert said.startswith("Mannschaftsturnier 1 erstellt:") and "8 Mannschaften, 16 Paare, 3 Runden" in said
    data = json.loads(run(capsys, "standings", "--format", "json", *db))
    assert len(data["standings"]) == 8 and data["after_round"] == 3
    made = json.loads(run(capsys, "round", "next", *db))
    assert made["round"] == 4 and made["movement"] == "danish"


def test_a_pair_event_keeps_its_commands(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = ["--db", str(tmp_path / "pairs.sqlite")]
    run(capsys, "demo", "--pairs", "8", "--rounds", "2", *db)
    data = json.loads(run(capsys, "standings", "--format", "json", *db))
    assert "kind" not in data and len(data["standings"]) == 8
    assert run(capsys, "--lang", "it", "teams", "list", *db).strip() == "Il torneo non ha ancora squadre."


def test_teams_scale_loads_a_json_team_scale(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = ["--db", str(tmp_path / "demo.sqlite")]
    run(capsys, "demo", "--teams", "4", "--rounds", "1", *db)
    scale = tmp_path / "art17.json"
    scale.write_text(
        json.dumps({"name": "art-17", "kind": "table", "rows": [[None, 10, 10]]}), encoding="utf-8"
    )
    assert (
        run(capsys, "--lang", "it", "teams", "scale", str(scale), *db).strip() == "scala VP a squadre: art-17"
    )
    data = json.loads(run(capsys, "standings", "--format", "json", *db))
    assert {row["vp"] for row in data["standings"]} == {10}


def test_teams_lineup_seats_a_teams_pairs_where_the_captain_says(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = ["--db", str(tmp_path / "formazioni.sqlite")]
    pairs = build_demo_tournament(6, 1, seed=3, name="Formazioni")
    entry = replace(
        pairs, rounds=(), settings=replace(pairs.settings, plan=(Phase(Movement.ROUND_ROBIN, 1),))
    )
    save_tournament_file(entry, tmp_path / "iscritti.json")
    run(capsys, "import", str(tmp_path / "iscritti.json"), *db)
    run(capsys, "teams", "add", "--name", "Aquile", "--pairs", "1,2,3", *db)
    run(capsys, "teams", "add", "--name", "Delfini", "--pairs", "4,5,6", *db)
    run(capsys, "round", "next", *db)
    said = run(
        capsys, "--lang", "it", "teams", "lineup", "--round", "1", "--team", "1", "--pairs", "3,1,2", *db
    )
    assert said.splitlines() == [
        "formazione della squadra 1 nel turno 1:",
        "  1. coppia 3: tavolo 1 NS",
        "  2. coppia 1: tavolo 2 EO",
        "  3. coppia 2: tavolo 3 NS",
    ]
    shown = run(capsys, "--lang", "de", "teams", "lineup", "--round", "1", "--team", "2", *db)
    assert shown.splitlines()[1:] == [
        "  1. Paar 4: Tisch 2 NS",
        "  2. Paar 5: Tisch 1 OW",
        "  3. Paar 6: Tisch 3 OW",
    ]
    assert (
        main(["--lang", "it", "teams", "lineup", "--round", "1", "--team", "1", "--pairs", "3,4", *db]) != 0
    )
    err = capsys.readouterr().err
    assert "La coppia 4 non gioca nella squadra 1" in err and "Traceback" not in err
