"""The data commands of INTERFACES.md §1: demo, import, export-json, standings, round next, pairs import."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_tourney.cli import main

SAMPLE = Path(__file__).parent.parent / "data" / "small_tournament.json"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_import_then_export_gives_the_same_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = str(tmp_path / "event.sqlite")
    status, out, _ = run(capsys, "import", str(SAMPLE), "--db", db)
    assert status == 0 and "imported tournament" in out
    exported = tmp_path / "back.json"
    assert run(capsys, "export-json", "--db", db, "--out", str(exported))[0] == 0
    assert json.loads(exported.read_text(encoding="utf-8")) == json.loads(SAMPLE.read_text(encoding="utf-8"))


def test_standings_json_has_the_promised_shape(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = str(tmp_path / "event.sqlite")
    run(capsys, "demo", "--db", db, "--pairs", "7", "--rounds", "3", "--seed", "4")
    status, out, err = run(capsys, "standings", "--db", db, "--format", "json")
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["after_round"] == 3
    assert data["tie_breaks"] == ["vp", "mp_diff", "head_to_head", "mp", "lots"]
    assert len(data["standings"]) == 7
    first = data["standings"][0]
    assert {"rank", "pair", "players", "vp", "mp_diff", "mp", "rounds", "byes"} <= first.keys()
    assert first["rank"] == 1 and len(first["players"]) == 2
    # 7 pairs: 3 tables a round, one bye; the checks cover the tables only.
    assert data["checks"] == {**data["checks"], "vp_total": 20 * 3 * 3, "mp_diff_total": 0}
    vps = [row["vp"] for row in data["standings"]]
    assert vps == sorted(vps, reverse=True)


def test_demo_is_reproducible_with_a_seed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    outputs = []
    for name in ("a.sqlite", "b.sqlite"):
        db = str(tmp_path / name)
        run(capsys, "demo", "--db", db, "--pairs", "10", "--rounds", "4", "--seed", "9")
        outputs.append(run(capsys, "standings", "--db", db, "--format", "json")[1])
    assert outputs[0] == outputs[1]


def test_round_next_prints_the_round_as_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = str(tmp_path / "event.sqlite")
    run(capsys, "demo", "--db", db, "--pairs", "8", "--rounds", "2")  # its plan: the 2 rounds played
    status, out, _ = run(capsys, "round", "next", "--db", db, "--movement", "swiss", "--beyond-plan")
    assert status == 0
    made = json.loads(out)
    assert made["round"] == 3 and made["movement"] == "swiss" and made["byes"] == []
    seated = sorted(n for t in made["tables"] for n in (t["ns"], t["ew"]))
    assert seated == list(range(1, 9))
    assert [t["table"] for t in made["tables"]] == [1, 2, 3, 4]


def test_a_broken_file_names_every_fault_and_imports_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["rounds"][0]["tables"][0]["deals"][0]["ns"]["cards"] = 233
    data["pairs"][1]["players"][0]["name"] = ""
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    db = str(tmp_path / "event.sqlite")
    status, out, err = run(capsys, "import", str(broken), "--db", db)
    assert status == 1 and out == ""
    assert len(err.strip().splitlines()) == 1
    assert "rounds[0].tables[0].deals[0].ns.cards" in err and "233" in err
    assert "pairs[1].players[0].name" in err
    status, _, err = run(capsys, "standings", "--db", db)
    assert status == 1 and "There is no database" in err  # nothing was imported, not even an empty file


def test_a_file_that_is_not_a_database_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    not_db = tmp_path / "notes.sqlite"
    not_db.write_text("shopping list: cards, pens, coffee\n", encoding="utf-8")
    status, _, err = run(capsys, "standings", "--db", str(not_db))
    assert status == 1
    assert len(err.strip().splitlines()) == 1 and "notes.sqlite" in err
    assert not_db.read_text(encoding="utf-8") == "shopping list: cards, pens, coffee\n"


def test_several_tournaments_need_a_choice(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = str(tmp_path / "club.sqlite")
    run(capsys, "demo", "--db", db, "--pairs", "4", "--rounds", "1", "--seed", "1")
    run(capsys, "demo", "--db", db, "--pairs", "6", "--rounds", "1", "--seed", "2")
    status, _, err = run(capsys, "standings", "--db", db)
    assert status == 1 and "2 tournaments" in err
    status, out, _ = run(capsys, "standings", "--db", db, "--tournament", "2", "--format", "json")
    assert status == 0 and len(json.loads(out)["standings"]) == 6


def test_no_traceback_reaches_the_user(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "burraco_tourney",
            "import",
            str(tmp_path / "missing.json"),
            "--db",
            str(tmp_path / "x"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert "missing.json" in done.stderr


def test_pairs_import_registers_every_row_or_none(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = tmp_path / "pairs.csv"
    good.write_text(
        "player1;club1;member_id1;player2;club2;member_id2\n"
        "Carla D'Alessandro;Circolo X;=1+2;Łukasz Wąsowski;Circolo X;007\n",
        encoding="utf-8-sig",
    )
    fresh = str(tmp_path / "fresh.sqlite")
    created = json.loads(SAMPLE.read_text(encoding="utf-8"))
    created["pairs"], created["rounds"], created["adjustments"] = [], [], []
    created.pop("lots", None)
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps(created), encoding="utf-8")
    assert run(capsys, "import", str(empty), "--db", fresh)[0] == 0
    status, out, _ = run(capsys, "pairs", "import", str(good), "--db", fresh)
    assert status == 0 and "registered 1 pair (numbers" in out
    exported = tmp_path / "out.json"
    run(capsys, "export-json", "--db", fresh, "--out", str(exported))
    players = json.loads(exported.read_text(encoding="utf-8"))["pairs"][0]["players"]
    assert [p["name"] for p in players] == ["Carla D'Alessandro", "Łukasz Wąsowski"]
    assert [p["member_id"] for p in players] == ["=1+2", "007"]

    bad = tmp_path / "bad.csv"
    bad.write_text("player1;player2\nAnna Rossi;\nBruno Bianchi;Dario Verdi\n", encoding="utf-8")
    status, out, err = run(capsys, "pairs", "import", str(bad), "--db", fresh)
    assert status == 1 and "Row 2" in err and "player 2" in err
    run(capsys, "export-json", "--db", fresh, "--out", str(exported))
    assert len(json.loads(exported.read_text(encoding="utf-8"))["pairs"]) == 1


def _fresh_event(tmp_path: Path, clubs: list[str], regions: list[str] | None = None) -> str:
    """The sample tournament with no rounds yet and these clubs (one per pair, both players), and regions."""
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["rounds"], data["adjustments"] = [], []
    for number, (pair, club) in enumerate(zip(data["pairs"], clubs, strict=True)):
        pair["status"] = "active"
        pair.pop("entry_round", None)
        pair.pop("withdrawn_after_round", None)
        for player in pair["players"]:
            player["club"] = club
            if regions is not None:
                player["region"] = regions[number]
    path = tmp_path / "fresh.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    db = str(tmp_path / "fresh.sqlite")
    assert main(["import", str(path), "--db", db]) == 0
    return db


def test_round_next_can_keep_clubs_apart(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    clubs = ["Circolo X", "Circolo X", "Club Y", "Club Y", "Circolo X", "Circolo X", "Club Y", "Club Y"]
    db = _fresh_event(tmp_path, clubs)
    capsys.readouterr()
    status, out, _ = run(capsys, "round", "next", "--db", db, "--seating", "club_separation")
    assert status == 0
    tables = json.loads(out)["tables"]
    assert len(tables) == 4
    assert all(clubs[t["ns"] - 1] != clubs[t["ew"] - 1] for t in tables)


def test_round_next_keeps_regions_apart_and_a_seed_draws_again_the_same(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    regions = ["Lazio", "Campania", "Toscana", "Sicilia"] * 2  # by number, pair i meets pair i + 4
    tables = []
    for attempt in ("one", "again"):
        folder = tmp_path / attempt
        folder.mkdir()
        db = _fresh_event(folder, ["Circolo X"] * 8, regions)
        capsys.readouterr()
        argv = ("round", "next", "--db", db, "--separate", "region", "--seating", "draw", "--seed", "48213")
        status, out, _ = run(capsys, *argv)
        assert status == 0
        tables.append([(t["ns"], t["ew"]) for t in json.loads(out)["tables"]])
    assert tables[0] == tables[1] and len(tables[0]) == 4
    assert all(regions[ns - 1] != regions[ew - 1] for ns, ew in tables[0])


def test_round_next_by_registration_seats_the_first_half_ns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = _fresh_event(tmp_path, ["Circolo X"] * 8)
    capsys.readouterr()
    status, out, _ = run(capsys, "round", "next", "--db", db)
    assert status == 0
    assert [(t["ns"], t["ew"]) for t in json.loads(out)["tables"]] == [(1, 5), (2, 6), (3, 7), (4, 8)]


def test_a_file_s_semi_clean_burracos_under_rules_without_them_are_imported_as_dirty_and_said(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 30 item 3: counted as dirty, as Italian sources count them, never refused without a remedy."""
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["tournament"]["scoring"]["semi_clean"] = None  # the rules have no semi-clean burraco
    ew = data["rounds"][0]["tables"][1]["deals"][2]["ew"]
    assert (ew["dirty"], ew["semi_clean"]) == (0, 1)  # the one semi-clean burraco of the file
    file = tmp_path / "classic.json"
    file.write_text(json.dumps(data), encoding="utf-8")
    db = str(tmp_path / "event.sqlite")
    status, out, err = run(capsys, "--lang", "it", "import", str(file), "--db", db)
    assert status == 0 and "importato" in out.lower()
    assert err == (
        f"{file}: Turno 1, tavolo 2, smazzata 3, burraco semipuliti EO: Contati come burraco sporchi (1): il "
        "regolamento di questo torneo non prevede il burraco semipulito. "
        "(rounds[0].tables[1].deals[2].ew.semi_clean)\n"
    )
    exported = tmp_path / "back.json"
    assert run(capsys, "export-json", "--db", db, "--out", str(exported))[0] == 0
    deal = json.loads(exported.read_text(encoding="utf-8"))["rounds"][0]["tables"][1]["deals"][2]
    assert (deal["ew"]["dirty"], deal["ew"]["semi_clean"]) == (1, 0)
    # In English and German too.
    for lang, words in (
        ("en", "EW semi-clean burracos: Counted as dirty burracos (1): this tournament's rules have no "),
        ("de", "halbsaubere Burracos OW: Als schmutzige Burracos gezählt (1): die Regeln dieses Turniers "),
    ):
        status, _, err = run(
            capsys, "--lang", lang, "import", str(file), "--db", str(tmp_path / f"{lang}.db")
        )
        assert status == 0 and words in err, err
