"""`burraco-tourney members import|list|export|check` (issue 21): a member list imported with a preview, all
rows or none; the register listed and exported; a tournament's membership check as a list of warnings; bad
input one clear line in the messages' language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.domain.members import EventLevel
from burraco_tourney.domain.tournament import Player
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import members, pairs, tournaments
from tests.services.support import settings

LIST = (
    "tessera;cognome;nome;associazione;tipo_tessera;scadenza\n"
    "007;D'Alessandro;Carla;Circolo Roma;Ordinaria;31/12/2025\n"
    "1234;Müller;Łukasz;Circolo Roma;Ridotta;2026-12-31\n"
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_import_with_preview_then_list_export_and_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "club.sqlite")
    soci = tmp_path / "soci.csv"
    soci.write_text(LIST, encoding="utf-8")
    open_database(db).close()

    status, out, _ = run(capsys, "--lang", "it", "members", "import", str(soci), "--db", db, "--preview")
    assert status == 0
    assert out.splitlines() == [
        "nuovo: 007 D'Alessandro Carla",
        "nuovo: 1234 Müller Łukasz",
        f"{soci}: 2 nuovi, 0 modificati, 0 invariati (anteprima: non è stato salvato nulla)",
    ]
    assert run(capsys, "members", "list", "--db", db, "--format", "json")[1].strip() == "[]"

    status, out, _ = run(capsys, "--lang", "it", "members", "import", str(soci), "--db", db)
    assert status == 0
    assert out.splitlines()[-1] == (
        f"{soci}: 2 nuovi, 0 modificati, 0 invariati; aggiornati 0 giocatori dei tornei in corso"
    )
    listed = json.loads(run(capsys, "members", "list", "--db", db, "--format", "json")[1])
    assert [(m["member_id"], m["surname"], m["card_type"], m["valid_until"]) for m in listed] == [
        ("007", "D'Alessandro", "ordinaria", "2025-12-31"),
        ("1234", "Müller", "ridotta", "2026-12-31"),
    ]
    status, out, _ = run(capsys, "--lang", "de", "members", "list", "--db", db)
    assert out.splitlines()[1].split() == [
        "007",
        "D'Alessandro",
        "Carla",
        "Circolo",
        "Roma",
        "Ordinaria",
        "31.12.2025",
    ]

    soci.write_text(LIST.replace("Ridotta;2026-12-31", "Ordinaria;2027-12-31"), encoding="utf-8")
    status, out, _ = run(capsys, "members", "import", str(soci), "--db", db, "--preview")
    assert out.splitlines() == [
        "changed: 1234 Müller Łukasz: card type, valid until",
        f"{soci}: 0 new, 1 changed, 1 unchanged (preview: nothing saved)",
    ]

    out_file = tmp_path / "anagrafica.xlsx"
    status, out, _ = run(capsys, "--lang", "it", "members", "export", "--db", db, "--out", str(out_file))
    assert (status, out.strip()) == (0, f"2 tesserati scritti in {out_file}")
    assert [m.surname for m in (row.member for row in members.read_members(out_file).rows)] == [
        "D'Alessandro",
        "Müller",
    ]

    with open_database(db) as database:
        register = members.list_members(database)
        tid = tournaments.create_tournament(
            database, settings("Regionale", event_level=EventLevel.REGIONAL)
        ).id
        pairs.register_pair(database, tid, tuple(members.player_of(m) for m in register))  # type: ignore[arg-type]
        pairs.register_pair(database, tid, (Player("Ospite Uno"), Player("Elena Neri", member_id="1234")))
    status, out, _ = run(capsys, "--lang", "it", "members", "check", "--db", db)
    assert status == 0
    assert out.splitlines() == [
        "Controllo tesseramento di Regionale (gara regionale, 20/12/2026): avvisi: 5",
        "  1. Carla D'Alessandro (coppia 1): la tessera 007 è scaduta il 31/12/2025, prima del giorno del "
        "torneo 20/12/2026. Regola: la tessera deve essere valida il giorno della gara.",
        "  2. Łukasz Müller (coppia 1): la tessera Ridotta non permette una gara regionale. Regola: solo le "
        "tessere Ordinaria e Juniores permettono le gare regionali e nazionali.",
        "  3. Ospite Uno (coppia 2) non è tesserato. Regola: un non tesserato può giocare solo gare "
        "di club, e "
        "questa è una gara regionale.",
        "  4. Elena Neri (coppia 2): la tessera Ridotta non permette una gara regionale. Regola: solo le "
        "tessere Ordinaria e Juniores permettono le gare regionali e nazionali.",
        "  5. Łukasz Müller (1234) è nelle coppie 1, 2. Regola: un giocatore gioca in una sola coppia.",
    ]
    data = json.loads(run(capsys, "members", "check", "--db", db, "--format", "json")[1])
    assert [w["code"] for w in data["warnings"]] == [
        "membership.expired",
        "membership.card_not_allowed",
        "membership.non_member_not_club",
        "membership.card_not_allowed",
        "membership.in_two_pairs",
    ]
    # One shape for every warning: the same keys, the pair a number, null where a warning names none.
    assert [{k: w[k] for k in ("pair", "name", "member_id")} for w in data["warnings"]] == [
        {"pair": 1, "name": "Carla D'Alessandro", "member_id": "007"},
        {"pair": 1, "name": "Łukasz Müller", "member_id": None},
        {"pair": 2, "name": "Ospite Uno", "member_id": None},
        {"pair": 2, "name": "Elena Neri", "member_id": None},
        {"pair": None, "name": "Łukasz Müller", "member_id": "1234"},
    ]
    assert {tuple(w) for w in data["warnings"]} == {("code", "pair", "name", "member_id", "text")}


def test_a_bad_list_imports_nothing_and_says_each_row(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "club.sqlite")
    soci = tmp_path / "soci.csv"
    soci.write_text(LIST + "007;Rossi;Mario;X;Oro;domani\n", encoding="utf-8")
    open_database(db).close()
    status, _, err = run(capsys, "--lang", "it", "members", "import", str(soci), "--db", db)
    assert status == 1
    assert err.splitlines() == [
        "Riga 4, tessera: la tessera 007 è già alla riga 2 del file.",
        "Riga 4, tipo di tessera: il tipo di tessera Oro non è noto: scrivere Ordinaria, Juniores o Ridotta.",
        "Riga 4, scadenza: domani non è una data: scriverla come 31/12/2026 o 2026-12-31.",
        "burraco-tourney: L'elenco dei tesserati non è stato importato (3 problemi): l'anagrafica non è "
        "cambiata.",
    ]
    assert run(capsys, "members", "list", "--db", db, "--format", "json")[1].strip() == "[]"


def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "club.sqlite")
    open_database(db).close()
    status, _, err = run(capsys, "--lang", "de", "members", "import", str(tmp_path / "fehlt.csv"), "--db", db)
    assert (status, err) == (1, f"burraco-tourney: {tmp_path / 'fehlt.csv'}: die Datei existiert nicht\n")
    status, _, err = run(capsys, "--lang", "it", "members", "export", "--db", db, "--out", "soci.pdf")
    assert (status, err) == (1, "burraco-tourney: soci.pdf: l'anagrafica si esporta come .xlsx o .csv\n")
    status, _, err = run(capsys, "--lang", "en", "members", "check", "--db", db)
    assert status == 1 and len(err.splitlines()) == 1
