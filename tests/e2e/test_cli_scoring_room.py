"""The command line a scripted scoring room needs (issue 30 item 13): `tournament new`, `pairs add|withdraw`,
`round next` refused past the plan unless `--beyond-plan`, `round delete-last --reason`, `adjust`; each
through the window's services, audited as there, its refusals one line in the messages' language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import audit, tournaments

PLAYERS = [("Anna Rossi", "Bruno Bianchi"), ("Carla D'Alessandro", "Jürgen Müller")]
PLAYERS += [("Elena Neri", "Fabio Verdi"), ("Gina Russo", "Luca Conti")]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def new_tournament(capsys: pytest.CaptureFixture[str], db: str, *options: str) -> dict[str, object]:
    status, out, err = run(
        capsys, "tournament", "new", "--db", db, "--name", "Torneo di Natale", "--format", "json", *options
    )
    assert (status, err) == (0, "")
    made: dict[str, object] = json.loads(out)
    for first, second in PLAYERS:
        assert run(capsys, "pairs", "add", first, second, "--db", db)[0] == 0
    return made


def test_a_new_tournament_as_the_window_makes_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "sala.sqlite")
    status, out, err = run(
        capsys,
        "--lang",
        "it",
        "tournament",
        "new",
        "--db",
        db,
        "--name",
        "Torneo di Natale",
        "--date",
        "2026-12-20",
        "--venue",
        "Circolo X",
        "--deals",
        "4",
        "--profile",
        "fibur",
        "--plan",
        "mitchell:3,danish:1",
        "--print-language",
        "de",
    )
    assert (status, err, out.strip()) == (0, "", "creato il torneo 1: Torneo di Natale")
    with open_database(db) as database:
        settings = tournaments.load_tournament(database, 1).settings
    assert (settings.name, str(settings.date), settings.venue) == (
        "Torneo di Natale",
        "2026-12-20",
        "Circolo X",
    )
    assert (settings.deals_per_round, settings.vp_scale.name, settings.print_language) == (
        4,
        "fibur-4-deals",
        "de",
    )
    assert settings.profile.key == "fibur"
    assert [(phase.movement.value, phase.rounds) for phase in settings.plan] == [
        ("mitchell", 3),
        ("danish", 1),
    ]

    status, _, err = run(
        capsys, "--lang", "it", "tournament", "new", "--db", db, "--name", "X", "--plan", "mitchel"
    )
    assert status == 1
    assert err.startswith("burraco-tourney: il programma mitchel non si legge: scrivere ogni fase come")


def test_no_round_beyond_the_plan_unless_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "sala.sqlite")
    new_tournament(capsys, db, "--plan", "mitchell:1")
    assert json.loads(run(capsys, "round", "next", "--db", db)[1])["round"] == 1
    status, out, err = run(capsys, "--lang", "it", "round", "next", "--db", db)
    assert (status, out) == (1, "")
    assert err.strip() == (
        "burraco-tourney: il programma prevede 1 turno, già tutti creati: il turno 2 andrebbe oltre e la "
        "classifica non sarebbe più definitiva. Per crearlo comunque: round next --beyond-plan"
    )
    status, out, err = run(capsys, "round", "next", "--db", db, "--beyond-plan")
    assert (status, err, json.loads(out)["round"]) == (0, "", 2)


def test_delete_the_last_round_with_a_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "sala.sqlite")
    new_tournament(capsys, db)
    run(capsys, "round", "next", "--db", db)
    run(capsys, "round", "next", "--db", db)
    status, _, err = run(capsys, "round", "delete-last", "--db", db)
    assert status == 2 and "--reason" in err
    status, out, err = run(capsys, "--lang", "it", "round", "delete-last", "--db", db, "--reason", "  ")
    assert (status, err.strip()) == (
        1,
        "burraco-tourney: indicare il motivo con --reason: resta nello storico del torneo",
    )
    status, out, err = run(capsys, "--lang", "it", "round", "delete-last", "--db", db, "--reason", "errore")
    assert (status, err, out.strip()) == (0, "", "turno 2 eliminato")
    with open_database(db) as database:
        assert [r.number for r in tournaments.load_tournament(database, 1).rounds] == [1]
        entries = [e for e in audit.audit_log(database, 1) if e.action == "delete round"]
    assert [(e.round, e.reason) for e in entries] == [(2, "errore")]
    status, out, _ = run(capsys, "round", "delete-last", "--db", db, "--reason", "again", "--format", "json")
    assert (status, json.loads(out)) == (0, {"deleted_round": 1})


def test_an_adjustment_and_a_withdrawal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "sala.sqlite")
    new_tournament(capsys, db)
    run(capsys, "round", "next", "--db", db)
    status, out, err = run(
        capsys,
        "--lang",
        "it",
        "adjust",
        "--db",
        db,
        "--pair",
        "3",
        "--vp",
        "-1",
        "--reason",
        "due ammonizioni",
    )
    assert (status, err, out.strip()) == (0, "", "coppia 3: rettifica di -1 VP e 0 MP dal turno 1")
    status, _, err = run(capsys, "--lang", "it", "adjust", "--db", db, "--pair", "3", "--reason", "niente")
    assert (status, err.strip()) == (
        1,
        "burraco-tourney: Una rettifica deve cambiare i VP o i MP (sono entrambi 0).",
    )
    status, out, err = run(capsys, "--lang", "it", "pairs", "withdraw", "2", "--db", db, "--reason", "malore")
    assert (status, err) == (0, "")
    assert out.strip() == (
        "coppia 2 ritirata dopo il turno 1: non gioca i turni seguenti, i suoi risultati restano"
    )
    status, out, _ = run(capsys, "pairs", "add", "Marta Gallo", "Nino Fabbri", "--db", db, "--format", "json")
    assert (status, json.loads(out)) == (
        0,
        {"pair": 5, "players": ["Marta Gallo", "Nino Fabbri"], "entry_round": 2},
    )
    drawn = json.loads(run(capsys, "round", "next", "--db", db)[1])
    seated = {pair for table in drawn["tables"] for pair in (table["ns"], table["ew"])} | set(drawn["byes"])
    assert 2 not in seated and 5 in seated


def test_a_round_with_saved_sheets_goes_only_with_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "sala.sqlite")
    run(capsys, "demo", "--db", db, "--pairs", "4", "--rounds", "2")
    status, _, err = run(capsys, "--lang", "it", "round", "delete-last", "--db", db, "--reason", "rifare")
    assert (status, err.strip()) == (
        1,
        "burraco-tourney: Il turno 2 ha score salvati (tavoli 1, 2): verrebbero eliminati con il turno, "
        "quindi il turno non è stato eliminato.",
    )
    status, out, _ = run(capsys, "round", "delete-last", "--db", db, "--reason", "redo", "--with-sheets")
    assert (status, out.strip()) == (0, "round 2 deleted")
    with open_database(db) as database:
        entry = next(e for e in audit.audit_log(database, 1) if e.action == "delete round")
    assert [sheet["table"] for sheet in entry.old["sheets"]] == [1, 2]


def test_a_new_tournament_refuses_what_it_cannot_use(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "sala.sqlite")
    base = ("tournament", "new", "--db", db, "--name", "X")
    status, _, err = run(capsys, "--lang", "it", *base, "--date", "20/12/2026")
    assert (status, err.strip()) == (
        1,
        "burraco-tourney: 20/12/2026 non è una data: scriverla come 2026-12-20",
    )
    status, _, err = run(capsys, "--lang", "it", *base, "--profile", "nessuno")
    assert status == 1 and "nessuno" in err and len(err.splitlines()) == 1
    status, _, err = run(capsys, "--lang", "it", *base, "--scale", "nessuna")
    assert status == 1 and "nessuna" in err and len(err.splitlines()) == 1
    assert not Path(db).exists()  # nothing made, not even the database
