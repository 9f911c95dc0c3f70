"""Circuits and the results file on the command line: circuit create / add / list / standings / print /
export, `export results` read back with the csv module and openpyxl (a demo evening with groups, names
like D'Alessandro, Müller, Wąsowski whole), and bad input as one line in it/de/en, exit status 1."""

from __future__ import annotations

import csv
import io
import json
import subprocess
from pathlib import Path

import openpyxl
import pytest

from burraco_tourney.cli import main
from burraco_tourney.domain.circuits import player_key
from burraco_tourney.domain.names import split_name
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services.tournaments import load_tournament

CIRCUIT = "Circuito d'Inverno"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def db(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> str:
    path = str(tmp_path / "stagione.sqlite")
    for seed in (1, 2, 3):
        assert run(capsys, "demo", "--db", path, "--pairs", "8", "--rounds", "4", "--seed", str(seed))[0] == 0
    assert run(capsys, "groups", "form", "--db", path, "--tournament", "3", "--count", "2")[0] == 0
    return path


def _circuit(capsys: pytest.CaptureFixture[str], db: str) -> None:
    status, out, err = run(
        capsys, "circuit", "create", "--db", db, "--name", CIRCUIT, "--points", "positions:25,20,16,14",
        "--best", "1", "--lang", "it",
    )  # fmt: skip
    assert (status, err) == (0, "")
    assert out.strip() == (
        "creato il circuito Circuito d'Inverno: punti positions:25,20,16,14, conta solo la serata migliore"
    )
    for extra in ((), ("--double",), ("--final",)):
        tournament = str(1 + [(), ("--double",), ("--final",)].index(extra))
        status, out, err = run(
            capsys, "circuit", "add", "--db", db, "--circuit", CIRCUIT, "--tournament", tournament, *extra
        )
        assert (status, err) == (0, "")


def test_circuit_standings_as_json_text_pdf_and_workbook(
    capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path
) -> None:
    _circuit(capsys, db)
    status, out, _ = run(capsys, "circuit", "list", "--db", db, "--format", "json")
    [listed] = json.loads(out)
    assert [(e["tournament"], e["weight"], e["final"]) for e in listed["evenings"]] == [
        (1, 1, False), (2, 2, False), (3, 1, True)
    ]  # fmt: skip
    status, out, _ = run(
        capsys, "circuit", "standings", "--db", db, "--circuit", CIRCUIT, "--by", "player", "--format", "json"
    )
    data = json.loads(out)
    assert status == 0 and data["by"] == "player"
    # Each player's points, computed here: the best of evening 1 and evening 2 doubled, plus the final ×2.
    # A player is the register's member (the demo evenings reuse member numbers: one member each).
    table = (25, 20, 16, 14)
    expected: dict[str, dict[int, int]] = {}
    with open_database(db, reading=True) as opened:
        for tid in (1, 2, 3):
            tournament = load_tournament(opened, tid)
            pairs = {pair.number: pair for pair in tournament.pairs}
            standings = compute_standings(tournament)
            for row in standings.rows:
                for player in pairs[row.pair].players:
                    points = (table[row.rank - 1] if row.rank <= 4 else 0) * (1 if tid == 1 else 2)
                    expected.setdefault(player_key(player), {})[tid] = points
    assert standings.groups == ("A", "B")
    assert len(data["standings"]) == len(expected)
    by_members = {tuple(row["members"]): row for row in data["standings"]}
    with open_database(db, reading=True) as opened:
        some = load_tournament(opened, 2).pairs[0].players[0]
    row = by_members[((some.member_id or None),)]
    evenings = expected[player_key(some)]
    assert row["points"] == max(evenings.get(1, 0), evenings.get(2, 0)) + evenings.get(3, 0)
    for row in data["standings"]:
        assert row["points"] == sum(e["points"] for e in row["evenings"] if e["counted"])
    assert [row["points"] for row in data["standings"]] == sorted(
        (row["points"] for row in data["standings"]), reverse=True
    )

    status, out, _ = run(capsys, "circuit", "standings", "--db", db, "--circuit", CIRCUIT, "--lang", "de")
    assert out.splitlines()[0] == "Circuito d'Inverno – Circuit-Wertung nach Paaren"
    assert "Platz" in out.splitlines()[5] and "Punkte" in out.splitlines()[5]

    pdf = tmp_path / "circuito.pdf"
    assert (
        run(capsys, "circuit", "print", "--db", db, "--circuit", CIRCUIT, "--out", str(pdf), "--lang", "it")[
            0
        ]
        == 0
    )
    words = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    # The final counts on top of the best evening (issue 30, item 18).
    assert "Classifica del circuito per coppia" in words and "contano la serata migliore + la finale" in words

    book = tmp_path / "circuito.xlsx"
    assert run(
        capsys, "circuit", "export", "--db", db, "--circuit", CIRCUIT, "--by", "player", "--out", str(book),
        "--lang", "it",
    )[0] == 0  # fmt: skip
    sheet = openpyxl.load_workbook(book).active
    rows = [row for row in sheet.iter_rows(values_only=True)]
    header_at = next(i for i, row in enumerate(rows) if row[0] == "Pos.")
    assert rows[header_at][:4] == ("Pos.", "Giocatore", "Tessera", "Punti")
    players = rows[header_at + 1 :]
    assert len(players) == len(expected) and players[0][3] == data["standings"][0]["points"]
    names = {row[1] for row in players}
    assert any("'" in name for name in names)  # a D'Alessandro or Dell'Acqua of the demo names, whole

    flat = tmp_path / "circuito.csv"
    assert run(capsys, "circuit", "export", "--db", db, "--circuit", CIRCUIT, "--out", str(flat))[0] == 0
    read = list(csv.reader(io.StringIO(flat.read_text(encoding="utf-8-sig")), delimiter=","))
    by_pair = json.loads(
        run(capsys, "circuit", "standings", "--db", db, "--circuit", CIRCUIT, "--format", "json")[1]
    )
    assert read[0][:4] == ["Rank", "Pair", "Member number", "Points"]
    assert [row[1] for row in read[1:]] == [" – ".join(row["names"]) for row in by_pair["standings"]]


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_results_file_read_back(
    capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path, suffix: str
) -> None:
    out = tmp_path / f"risultati{suffix}"
    status, said, err = run(capsys, "export", "results", "--db", db, "--out", str(out), "--lang", "it")
    assert (status, err) == (0, "")
    assert said.strip() == f"scritto {out}: 48 giocatori di 3 tornei"
    if suffix == ".csv":
        raw = out.read_bytes()
        assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with the byte-order mark Excel needs
        rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    else:
        sheet = openpyxl.load_workbook(out).active
        rows = [["" if v is None else str(v) for v in row] for row in sheet.iter_rows(values_only=True)]
    header, *body = rows
    assert header == [
        "Torneo", "Data", "Sede", "Livello", "Tavoli", "Tessera", "Cognome", "Nome", "Associazione",
        "Coppia", "Posizione", "VP", "Scarto MP", "Girone", "Posizione nel girone",
    ]  # fmt: skip
    assert len(body) == 48
    with open_database(db, reading=True) as opened:
        grouped = load_tournament(opened, 3)
    standings = {row.pair: row for row in compute_standings(grouped).rows}
    players = {p.name: (pair, p) for pair in grouped.pairs for p in pair.players}
    third = [row for row in body if row[0] == grouped.settings.name and row[1].startswith("2026-12-20")]
    assert len(third) == 16
    for row in third:
        name = f"{row[7]} {row[6]}".strip()
        pair, player = players[name]
        standing = standings[pair.number]
        assert (row[6], row[7]) == split_name(player.name)
        assert row[5] == (player.member_id or "") and row[8] == (player.club or "")
        assert (int(row[9]), int(row[10]), int(float(row[11])), int(row[12])) == (
            pair.number, standing.rank, int(standing.vp), standing.mp_diff
        )  # fmt: skip
        assert row[13] == standing.group and int(row[14]) == standing.group_rank
        assert row[3] == "club" and row[4] == "4"
    surnames = {row[6] for row in body}
    assert any(not name.isascii() for name in surnames)  # Müller, Wąsowski… whole


def test_bad_input_in_three_languages(capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path) -> None:
    _circuit(capsys, db)
    status, out, err = run(
        capsys, "--lang", "it", "circuit", "create", "--db", db, "--name", "CIRCUITO D’INVERNO"
    )
    assert (status, err.strip()) == (
        1,
        "burraco-tourney: esiste già un circuito chiamato Circuito d'Inverno.",
    )
    status, _, err = run(
        capsys, "--lang", "de", "circuit", "add", "--db", db, "--circuit", CIRCUIT, "--tournament", "2"
    )
    assert status == 1 and "ist schon im Circuit Circuito d'Inverno" in err
    status, _, err = run(capsys, "--lang", "en", "circuit", "standings", "--db", db, "--circuit", "Estate")
    assert (status, err.strip()) == (
        1, "burraco-tourney: there is no circuit called Estate (circuits: Circuito d'Inverno)."
    )  # fmt: skip
    status, _, err = run(
        capsys, "--lang", "it", "circuit", "create", "--db", db, "--name", "Estate", "--points", "medaglie"
    )
    assert status == 1 and "i punti sono 'vp' o 'positions:25,20,16,…', non medaglie." in err
    status, _, err = run(
        capsys, "export", "results", "--db", db, "--out", str(tmp_path / "r.csv"), "--format", "fibur",
        "--lang", "de",
    )  # fmt: skip
    assert (status, err.strip()) == (
        1,
        "burraco-tourney: es gibt kein Ergebnisformat fibur (Formate: generic).",
    )
    assert not (tmp_path / "r.csv").exists()
    status, out, _ = run(capsys, "circuit", "list", "--db", db, "--lang", "it")
    assert out.splitlines() == [
        "Circuito d'Inverno: 3 serate, punti positions:25,20,16,14, conta solo la serata migliore"
    ]


def test_a_circuits_tied_places_and_tie_breaks_are_chosen_at_creation(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    status, _, err = run(
        capsys, "circuit", "create", "--db", db, "--name", "Giovedì", "--points", "positions:25,20,16",
        "--tied", "full", "--tie-breaks", "club",
    )  # fmt: skip
    assert (status, err) == (0, "")
    for tournament in ("1", "2"):
        assert (
            run(capsys, "circuit", "add", "--db", db, "--circuit", "Giovedì", "--tournament", tournament)[0]
            == 0
        )
    status, out, _ = run(
        capsys, "circuit", "standings", "--db", db, "--circuit", "Giovedì", "--format", "json"
    )
    rule = json.loads(out)["rule"]
    assert (rule["tied_places"], rule["tie_breaks"]) == (
        "full",
        ["points", "head_to_head", "mp_diff", "vp", "lots"],
    )
    status, out, _ = run(capsys, "circuit", "standings", "--db", db, "--circuit", "Giovedì", "--lang", "it")
    assert out.splitlines()[1].endswith("· a pari merito ogni coppia prende tutti i punti del posto")
    status, _, err = run(
        capsys,
        "--lang",
        "it",
        "circuit",
        "create",
        "--db",
        db,
        "--name",
        "Estate",
        "--tie-breaks",
        "vp,moneta",
    )
    assert status == 1 and err.strip().startswith(
        "burraco-tourney: i criteri di spareggio di un circuito sono counted, best, played, head_to_head"
    )
