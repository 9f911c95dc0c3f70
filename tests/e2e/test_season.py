"""Issue 21's "done when", through the command line: a season of five evenings in one database with a
shared member register. A member list imported (24 members, one card expired, one Ridotta); five
evenings, each a tournament of 8 pairs registered from a spreadsheet with member numbers (partners
change, one evening has a non-member), 2 rounds made and their sheets imported; then: the players are
linked to the register's members (no duplicates), `members check` lists what is wrong, the circuit
standings by player equal sums computed here from each evening's standings, and the results file has one
row per player per evening, names whole."""

from __future__ import annotations

import contextlib
import csv
import io
import itertools
import json
import random
from pathlib import Path
from typing import Any

from openpyxl import Workbook

from burraco_tourney.cli import main
from burraco_tourney.io.sheets_file import sheets_to_json
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services.tournaments import load_tournament
from tests.e2e.national import REPO, sheets_of

SCALE = json.loads((REPO / "resources" / "vp_scales" / "fibur-3-deals.json").read_text("utf-8"))
CIRCUIT = "Circuito d'Autunno"
EVENINGS = 5
REGIONAL = 3  # the evening set to a regional event
GUEST_EVENING = 2  # the evening with a non-member (a club evening, no guarantor)
GUEST = ("Zoë", "Ørsted")
DATES = ("2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02")
SURNAMES = (
    "D'Alessandro", "Müller", "Wąsowski", "Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci",
    "Marino", "Greco", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti",
    "Schäfer", "D'Angelo", "Fontana", "Santoro", "Dell'Acqua", "Caruso",
)  # fmt: skip
NAMES = (
    "Carla", "Łukasz", "Jürgen", "Anna", "Bruno", "Chiara", "Dario", "Elena", "Fabio", "Giulia", "Luca",
    "Maria", "Marco", "Paola", "Niccolò", "Ilaria", "Hans", "Francesca", "Paolo", "Zoë", "Giuseppe",
    "Lucia", "Andrea", "Sofia",
)  # fmt: skip


def run(*argv: str) -> str:
    """One command; its stdout. A refusal (exit status not 0) fails the test with its stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(argv))
    assert status == 0, f"burraco-tourney {' '.join(argv)}: exit {status}: {err.getvalue()}"
    return out.getvalue()


def member_list(path: Path) -> list[tuple[str, str, str]]:
    """24 members with Italian headings: member 1's card expired before the season, member 2's Ridotta."""
    book = Workbook()
    sheet = book.active
    sheet.append(["tessera", "cognome", "nome", "associazione", "tipo_tessera", "scadenza"])
    members = []
    for i, (surname, name) in enumerate(zip(SURNAMES, NAMES, strict=True)):
        number = f"RM{i + 1:04d}"
        card = "Ridotta" if i == 1 else "Juniores" if i == 5 else "Ordinaria"
        until = "31/12/2025" if i == 0 else "2027-12-31"
        sheet.append([number, surname, name, "Circolo Tevere" if i % 2 else "ASD Burraco Roma", card, until])
        members.append((number, surname, name))
    book.save(path)
    return members


def tournament_file(path: Path, evening: int) -> None:
    data: dict[str, Any] = {
        "format": "burraco-tourney",
        "version": 1,
        "tournament": {
            "name": f"Serata {evening}",
            "date": DATES[evening - 1],
            "venue": "Circolo Tevere, Roma",
            "deals_per_round": 3,
            "minutes_per_deal": 15,
            "vp_scale": {key: SCALE[key] for key in ("name", "kind", "rows")},
            "tie_breaks": ["vp", "mp_diff", "head_to_head", "mp", "lots"],
            "plan": [{"movement": "mitchell", "rounds": 2, "shift": 1}],
        },
        "pairs": [],
    }
    if evening == REGIONAL:
        data["tournament"]["event_level"] = "regional"
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")


def pairs_file(path: Path, members: list[tuple[str, str, str]], evening: int) -> list[tuple[str, str]]:
    """8 pairs of 16 of the members, partners drawn anew each evening (the expired card and the Ridotta
    play every evening); on GUEST_EVENING one player is a non-member with no member number.
    Returns the 16 players as (name, member number or "")."""
    rng = random.Random(evening)
    chosen = [0, 1, *rng.sample(range(2, len(members)), 14)]
    rng.shuffle(chosen)
    players = [(f"{members[i][2]} {members[i][1]}", members[i][0]) for i in chosen]
    if evening == GUEST_EVENING:
        players[-1] = (" ".join(GUEST), "")
    book = Workbook()
    sheet = book.active
    sheet.title = "Coppie"
    sheet.append(["Giocatore 1", "Tessera 1", "Giocatore 2", "Tessera 2"])
    for n in range(8):
        (a, ta), (b, tb) = players[2 * n], players[2 * n + 1]
        sheet.append([a, ta or None, b, tb or None])
    book.save(path)
    return players


def test_a_season_of_five_evenings_with_one_register(tmp_path: Path) -> None:
    db = str(tmp_path / "stagione.sqlite")
    members = member_list(tmp_path / "soci.xlsx")
    said = run("--lang", "it", "members", "import", str(tmp_path / "soci.xlsx"), "--db", db)
    assert said.splitlines()[-1].endswith(
        "24 nuovi, 0 modificati, 0 invariati; aggiornati 0 giocatori dei tornei in corso"
    )
    played: dict[int, list[tuple[str, str]]] = {}
    rng = random.Random(21)
    for evening in range(1, EVENINGS + 1):
        tournament_file(tmp_path / f"serata-{evening}.json", evening)
        run("import", str(tmp_path / f"serata-{evening}.json"), "--db", db)
        t = ("--tournament", str(evening))
        played[evening] = pairs_file(tmp_path / f"coppie-{evening}.xlsx", members, evening)
        said = run(
            "--lang", "it", "pairs", "import", str(tmp_path / f"coppie-{evening}.xlsx"), "--db", db, *t
        )
        assert said.splitlines() == [
            "Colonne lette da questo file: Giocatore 1, Tessera 1, Giocatore 2, Tessera 2. Foglio: Coppie.",
            "iscritte 8 coppie (numeri da 1 a 8)",
        ]
        for number in (1, 2):
            made = json.loads(run("round", "next", "--db", db, *t))
            assert made["round"] == number and len(made["tables"]) == 4
            sheets = tmp_path / f"score-{evening}-{number}.json"
            sheets.write_text(json.dumps(sheets_to_json(sheets_of(made, rng)), ensure_ascii=False), "utf-8")
            run("sheets", "import", str(sheets), "--db", db, *t)
    partners = [
        {frozenset(p[2 * n : 2 * n + 2]) for n in range(8)} for p in played.values()
    ]  # partners change between evenings
    assert all(a != b for a, b in itertools.pairwise(partners))

    # The register: still the 24 members, none created twice (the non-member is not added); every
    # registered player with a member number is linked to that member's record.
    register = json.loads(run("members", "list", "--db", db, "--format", "json"))
    assert sorted(m["member_id"] for m in register) == sorted(m[0] for m in members)
    record = {m["member_id"]: m["id"] for m in register}
    with open_database(db, reading=True) as opened:
        for evening in range(1, EVENINGS + 1):
            players = [p for pair in load_tournament(opened, evening).pairs for p in pair.players]
            assert sorted((p.name, p.member_id or "") for p in players) == sorted(played[evening])
            for player in players:
                if player.member_id:
                    assert player.register_id == record[player.member_id], player
                else:
                    assert (evening, player.name, player.register_id) == (
                        GUEST_EVENING,
                        " ".join(GUEST),
                        None,
                    )

    # The membership check: the expired card every evening, the Ridotta only at the regional evening, the
    # non-member without a guarantor at the club evening where they played.
    for evening in range(1, EVENINGS + 1):
        check = json.loads(
            run("members", "check", "--db", db, "--tournament", str(evening), "--format", "json")
        )
        found = sorted((w["code"], w["name"]) for w in check["warnings"])
        expected = [("membership.expired", "Carla D'Alessandro")]
        if evening == REGIONAL:
            expected.append(("membership.card_not_allowed", "Łukasz Müller"))
        if evening == GUEST_EVENING:
            expected.append(("membership.non_member_without_guarantor", " ".join(GUEST)))
        assert found == sorted(expected), (evening, check)
    said = run("--lang", "it", "members", "check", "--db", db, "--tournament", str(REGIONAL))
    assert "la tessera Ridotta non permette una gara regionale" in said
    assert "RM0001 è scaduta il 31/12/2025" in said

    # The circuit: VP per evening, evening 2 double, evening 5 the final (counts twice, the default).
    run("circuit", "create", "--db", db, "--name", CIRCUIT, "--points", "vp")
    for evening in range(1, EVENINGS + 1):
        extra = ("--double",) if evening == 2 else ("--final",) if evening == EVENINGS else ()
        run("circuit", "add", "--db", db, "--circuit", CIRCUIT, "--tournament", str(evening), *extra)
    data = json.loads(
        run("circuit", "standings", "--db", db, "--circuit", CIRCUIT, "--by", "player", "--format", "json")
    )
    weight = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2}
    numbers = {name: number for p in played.values() for name, number in p}
    totals: dict[str, int] = {}
    per_evening: dict[str, dict[int, int]] = {}
    evening_rows: dict[int, list[dict[str, Any]]] = {}
    for evening in range(1, EVENINGS + 1):
        standings = json.loads(run("standings", "--db", db, "--tournament", str(evening), "--format", "json"))
        evening_rows[evening] = standings["standings"]
        assert len(standings["standings"]) == 8 and standings["after_round"] == 2
        for row in standings["standings"]:
            for name in row["players"]:
                key = numbers[name] or name
                totals[key] = totals.get(key, 0) + int(row["vp"]) * weight[evening]
                per_evening.setdefault(key, {})[evening] = int(row["vp"]) * weight[evening]
    got = {(row["members"][0] or row["names"][0]): row for row in data["standings"]}
    assert len(data["standings"]) == len(totals)  # one row per person: 24 members at most, and the guest
    assert {key: row["points"] for key, row in got.items()} == totals
    for key, row in got.items():
        assert {e["tournament"]: e["points"] for e in row["evenings"]} == per_evening[key]
        assert row["played"] == len(per_evening[key])
    assert got["RM0002"]["names"] == ["Łukasz Müller"] and got["RM0001"]["played"] == EVENINGS
    assert [row["points"] for row in data["standings"]] == sorted(totals.values(), reverse=True)

    # The results file: one row per player per evening, names whole, positions and VP as in the standings.
    out = tmp_path / "risultati.csv"
    said = run("export", "results", "--db", db, "--out", str(out), "--lang", "it")
    assert said.strip() == f"scritto {out}: 80 giocatori di 5 tornei"
    header, *body = list(csv.reader(io.StringIO(out.read_text("utf-8-sig")), delimiter=";"))
    assert header[:8] == ["Torneo", "Data", "Sede", "Livello", "Tavoli", "Tessera", "Cognome", "Nome"]
    assert len(body) == EVENINGS * 16
    surname_of = {m[0]: (m[1], m[2]) for m in members}
    for evening in range(1, EVENINGS + 1):
        rows = [row for row in body if row[0] == f"Serata {evening}"]
        assert len(rows) == 16 and {row[1][:10] for row in rows} == {DATES[evening - 1]}
        assert {row[3] for row in rows} == {"regional" if evening == REGIONAL else "club"}
        assert sorted((f"{row[7]} {row[6]}", row[5]) for row in rows) == sorted(played[evening])
        position = {name: (r["rank"], int(r["vp"])) for r in evening_rows[evening] for name in r["players"]}
        for row in rows:
            if row[5]:
                assert (row[6], row[7]) == surname_of[row[5]]  # D'Alessandro, Müller, Łukasz… whole
            else:
                assert (row[7], row[6]) == GUEST
            assert (int(row[10]), int(float(row[11]))) == position[f"{row[7]} {row[6]}"]
