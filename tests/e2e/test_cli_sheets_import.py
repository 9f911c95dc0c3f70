"""`burraco-tourney sheets import`: a round's sheets from a JSON file, all tables or none, every refusal at
its place in the file (by the table's number and its JSON path), in the messages' language."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from burraco_tourney.cli import main
from burraco_tourney.domain.tournament import Movement
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import audit, scores, tournaments
from tests.services.support import new_tournament, with_round

DANISH = Movement.DANISH
CLOSED_NS: dict[str, Any] = {
    "end": "closed",
    "ns": {"clean": 1, "closed": True, "cards": 230},
    "ew": {"dirty": 1, "cards": 85},
}
NOT_PLAYED: dict[str, Any] = {"end": "not_played", "ns": {}, "ew": {}}
SHEET = [CLOSED_NS, NOT_PLAYED, NOT_PLAYED]  # NS 530, EW 185


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def db(tmp_path: Path) -> str:
    """Eight pairs; round 1 made: tables 1 to 4 are 1v2, 3v4, 5v6, 7v8."""
    path = str(tmp_path / "event.sqlite")
    with open_database(path) as database:
        tournament = new_tournament(database, 8)
        with_round(database, tournament, ((1, 1, 2), (2, 3, 4), (3, 5, 6), (4, 7, 8)))
    return path


def write(tmp_path: Path, data: object, name: str = "sheets.json") -> str:
    file = tmp_path / name
    file.write_text(json.dumps(data, ensure_ascii=False) if not isinstance(data, str) else data, "utf-8")
    return str(file)


def saved(db: str) -> dict[int, tuple[Any, Any]]:
    """Round 1's tables with a sheet: table -> (deals, totals)."""
    with open_database(db) as database:
        [tournament] = tournaments.list_tournaments(database)
        found = {}
        for number in range(1, 5):
            table = scores.get_table(database, tournament.id, 1, number).table
            if table.entered:
                found[number] = (table.deals, table.totals)
        return found


def log(db: str) -> list[tuple[str, int | None, str]]:
    with open_database(db) as database:
        [tournament] = tournaments.list_tournaments(database)
        entries = sorted(audit.audit_log(database, tournament.id), key=lambda entry: entry.id)
        return [(entry.action, entry.table, entry.reason) for entry in entries if entry.table is not None]


def test_a_round_s_sheets_are_saved_by_deals_and_by_totals(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    file = write(
        tmp_path,
        {
            "round": 1,
            "tables": [
                {"table": 3, "ns": 5, "ew": 6, "deals": SHEET},
                {"table": 1, "totals": [1620, 360]},
            ],
        },
    )
    status, out, err = run(capsys, "sheets", "import", file, "--db", db)
    assert (status, err) == (0, "")
    assert out == (
        "Round 1: 2 sheets saved, 0 replaced, 0 already saved the same; 2 tables still waiting for their "
        "sheet.\n"
    )
    stored = saved(db)
    assert sorted(stored) == [1, 3]
    assert stored[1] == ((), (1620, 360))
    assert stored[3][0][0].ns.cards == 230 and len(stored[3][0]) == 3
    assert [action for action, _, _ in log(db)] == ["save deals", "save deals"]
    status, out, _ = run(capsys, "standings", "--db", db, "--format", "json")
    rows = {row["pair"]: row["mp"] for row in json.loads(out)["standings"]}
    assert (rows[1], rows[2], rows[5], rows[6]) == (1620, 360, 530, 185)


def test_the_same_file_again_changes_nothing_and_a_different_sheet_needs_replace_and_a_reason(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    first = write(
        tmp_path, {"round": 1, "tables": [{"table": 2, "deals": SHEET}, {"table": 4, "deals": SHEET}]}
    )
    assert run(capsys, "sheets", "import", first, "--db", db)[0] == 0
    status, out, _ = run(capsys, "sheets", "import", first, "--db", db)
    assert status == 0 and "0 sheets saved, 0 replaced, 2 already saved the same" in out
    status, out, _ = run(capsys, "sheets", "import", first, "--db", db, "--format", "json")
    assert (status, json.loads(out)["unchanged"], json.loads(out)["saved"]) == (0, [2, 4], [])
    # A second keying that differs at table 4 only: refused there, nothing saved (table 1 neither).
    other = [dict(CLOSED_NS, ns={"clean": 1, "closed": True, "cards": 235}), NOT_PLAYED, NOT_PLAYED]
    second = write(
        tmp_path,
        {
            "round": 1,
            "tables": [
                {"table": 1, "deals": SHEET},
                {"table": 2, "deals": SHEET},
                {"table": 4, "deals": other},
            ],
        },
        "second.json",
    )
    before = saved(db)
    status, out, err = run(capsys, "sheets", "import", second, "--db", db)
    assert (status, out) == (1, "")
    assert "Table 4: a different sheet is already saved for this table; replacing it is a correction" in err
    assert "(tables[2])" in err and "Nothing was saved" in err
    assert saved(db) == before
    # Its sheet is checked all the same: one run says everything that is wrong with the file.
    wrong = [dict(CLOSED_NS, ns={"clean": 1, "closed": True, "cards": 233}), NOT_PLAYED, NOT_PLAYED]
    third = write(tmp_path, {"round": 1, "tables": [{"table": 4, "deals": wrong}]}, "third.json")
    status, _, err = run(capsys, "sheets", "import", third, "--db", db)
    assert status == 1 and "a different sheet is already saved" in err
    assert "Table 4, deal 1, NS card points: 233 is not a multiple of 5. (tables[0].deals[0].ns.cards)" in err
    assert saved(db) == before
    status, _, err = run(capsys, "sheets", "import", second, "--db", db, "--replace")
    assert status == 1 and "needs a reason (--reason)" in err
    status, out, _ = run(
        capsys, "sheets", "import", second, "--db", db, "--replace", "--reason", "second keying"
    )
    assert status == 0 and "1 sheets saved, 1 replaced, 1 already saved the same" in out
    assert saved(db)[4][0][0].ns.cards == 235
    assert log(db)[-2:] == [("save deals", 1, ""), ("correct deals", 4, "second keying")]


def test_a_wrong_score_is_refused_at_its_table_deal_and_field_and_nothing_is_saved(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    wrong = [dict(CLOSED_NS, ns={"clean": 1, "closed": True, "cards": 233}), NOT_PLAYED, NOT_PLAYED]
    file = write(
        tmp_path, {"round": 1, "tables": [{"table": 1, "deals": SHEET}, {"table": 3, "deals": wrong}]}
    )
    status, out, err = run(capsys, "sheets", "import", file, "--db", db)
    assert (status, out) == (1, "")
    assert err.startswith("burraco-tourney: " + file + ": Table 3, deal 1, NS card points: ")
    assert "(tables[1].deals[0].ns.cards)" in err
    assert err.rstrip().endswith(
        "Nothing was saved: the sheets of a file are saved all together or not at all."
    )
    assert saved(db) == {}
    # In Italian, the same place in the game's words.
    status, _, err = run(capsys, "--lang", "it", "sheets", "import", file, "--db", db)
    assert status == 1 and "Tavolo 3, smazzata 1, punti carte NS: " in err
    assert "Non è stato salvato nulla" in err


def test_warnings_need_confirm_warnings(capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str) -> None:
    # Two clean burracos and 50 card points: possible, but low (a warning, as on the window's sheet).
    low = [dict(CLOSED_NS, ns={"clean": 2, "closed": True, "cards": 50}), NOT_PLAYED, NOT_PLAYED]
    file = write(tmp_path, {"round": 1, "tables": [{"table": 2, "deals": SHEET}, {"table": 1, "deals": low}]})
    status, _, err = run(capsys, "sheets", "import", file, "--db", db)
    assert status == 1
    assert "Table 1, deal 1, NS card points: 50 is low for 2 burraco(s)" in err
    assert "If these values are right, import again with --confirm-warnings." in err
    assert saved(db) == {}
    status, out, err = run(capsys, "sheets", "import", file, "--db", db, "--confirm-warnings")
    assert status == 0 and "2 sheets saved" in out
    assert err.startswith("Confirmed: Table 1, deal 1, NS card points: 50 is low")
    assert sorted(saved(db)) == [1, 2]


def test_a_table_not_in_the_round_a_round_not_made_a_table_twice_and_wrong_pairs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    file = write(
        tmp_path, {"round": 1, "tables": [{"table": 1, "deals": SHEET}, {"table": 9, "deals": SHEET}]}
    )
    status, _, err = run(capsys, "sheets", "import", file, "--db", db)
    assert status == 1 and "Table 9, table number: round 1 has no table 9 (its tables are 1 to 4)." in err
    file = write(tmp_path, {"round": 2, "tables": [{"table": 1, "deals": SHEET}]})
    status, _, err = run(capsys, "sheets", "import", file, "--db", db)
    assert status == 1 and "round: Round 2 has not been made yet in this tournament; Nothing was saved" in err
    file = write(
        tmp_path, {"round": 1, "tables": [{"table": 2, "deals": SHEET}, {"table": 2, "deals": SHEET}]}
    )
    status, _, err = run(capsys, "sheets", "import", file, "--db", db)
    assert status == 1
    assert "table 2 is given twice (also in entry 1 of the list)" in err and "(tables[1].table)" in err
    file = write(tmp_path, {"round": 1, "tables": [{"table": 2, "ns": 4, "ew": 3, "deals": SHEET}]})
    status, _, err = run(capsys, "sheets", "import", file, "--db", db)
    assert status == 1
    assert "the sheet says NS 4 and EW 3, but in round 1 pairs 3 (NS) and 4 (EW) sit at this table" in err
    assert saved(db) == {}


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ('{"round": 1, "tables": [', "not valid JSON"),
        ("[1, 2]", "Must be an object {...}, not [1, 2]; Nothing was saved"),
        ({"round": 1}, "tables: Required key is missing; Nothing was saved"),
        ({"round": 1, "tables": []}, "the file lists no table"),
        ({"round": 1, "tables": [{"table": 1}]}, 'the table has neither "deals" nor "totals"'),
        ({"round": 1, "tables": [{"table": 1, "deals": SHEET, "totals": [1, 2]}]}, "not both"),
        ({"round": 1, "tables": [{"table": 1, "deals": SHEET[:2]}]}, "a round has 3 deals, but 2 were given"),
        ({"round": "1", "tables": [{"table": 1, "deals": SHEET}]}, "round: "),
        ({"round": 1, "tables": [{"table": 1, "deals": SHEET, "colour": 1}]}, "tables[0].colour"),
        (
            {"round": 1, "tables": [{"table": 1, "deals": [{"end": "won"}, NOT_PLAYED, NOT_PLAYED]}]},
            "deals[0]",
        ),
        ({"format": "burraco-tourney", "round": 1, "tables": []}, "burraco-tourney-sheets"),
    ],
)
def test_a_malformed_file_is_refused_with_its_place_and_nothing_is_saved(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str, content: object, said: str
) -> None:
    status, out, err = run(capsys, "sheets", "import", write(tmp_path, content), "--db", db)
    assert (status, out) == (1, "")
    assert said in err, err
    assert "Traceback" not in err and len(err.splitlines()) == 1
    assert saved(db) == {}


def test_a_missing_file_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str) -> None:
    status, _, err = run(capsys, "sheets", "import", str(tmp_path / "none.json"), "--db", db)
    assert status == 1 and f"{tmp_path / 'none.json'}: " in err and len(err.splitlines()) == 1


def test_help_describes_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["sheets", "import", "--help"])
    out = capsys.readouterr().out
    assert '"tables": [{"table": 1, "deals": [<deal>, <deal>, <deal>]},' in out
    assert "--confirm-warnings" in out and "--replace" in out


def test_a_sheet_replaced_in_a_round_the_groups_were_formed_on_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    tables = [{"table": table, "deals": SHEET} for table in range(1, 5)]
    assert (
        run(capsys, "sheets", "import", write(tmp_path, {"round": 1, "tables": tables}), "--db", db)[0] == 0
    )
    status, _, err = run(capsys, "groups", "form", "--db", db, "--after-round", "1", "--sizes", "2,2")
    assert status == 0, err
    other = [dict(CLOSED_NS, ns={"clean": 1, "closed": True, "cards": 300}), NOT_PLAYED, NOT_PLAYED]
    file = write(tmp_path, {"round": 1, "tables": [{"table": 2, "deals": other}]}, "late.json")
    status, out, err = run(
        capsys, "--lang", "it", "sheets", "import", file, "--db", db, "--replace", "--reason", "errore"
    )
    assert status == 0 and "0 score salvati, 1 sostituiti" in out
    assert err == (
        "I gironi sono stati formati sulla classifica dopo il turno 1, prima di questa correzione: sono "
        "stati formati sulla classifica vecchia (formali di nuovo, o lasciali così).\n"
    )


def test_sheets_of_a_round_before_a_danish_round_already_paired_say_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    with open_database(db) as database:
        [tournament] = tournaments.list_tournaments(database)
        with_round(
            database, tournament.id, ((1, 1, 3), (2, 2, 4), (3, 5, 7), (4, 6, 8)), movement=DANISH, number=2
        )
    file = write(tmp_path, {"round": 1, "tables": [{"table": 1, "deals": SHEET}]})
    status, out, err = run(capsys, "--lang", "it", "sheets", "import", file, "--db", db)
    assert status == 0 and "Turno 1: 1 score salvati" in out
    assert err == "Questi score cambiano la classifica su cui sono stati accoppiati i turni successivi: 2.\n"


TIMEOUT: dict[str, Any] = {
    "end": "timeout",
    "ns": {"clean": 1, "cards": 150},
    "ew": {"dirty": 1, "cards": 60},
}


def test_deals_out_of_the_round_s_order_are_refused_at_their_ending(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    """Issue 30 item 1: a deal played after the time-out, two time-outs, one played after one not played."""
    file = write(
        tmp_path,
        {
            "round": 1,
            "tables": [
                {"table": 1, "deals": [TIMEOUT, CLOSED_NS, NOT_PLAYED]},
                {"table": 2, "deals": [CLOSED_NS, TIMEOUT, TIMEOUT]},
                {"table": 4, "deals": [NOT_PLAYED, CLOSED_NS, NOT_PLAYED]},
            ],
        },
    )
    status, out, err = run(capsys, "--lang", "it", "sheets", "import", file, "--db", db)
    assert (status, out) == (1, "")
    assert (
        "Tavolo 1, smazzata 2, fine della smazzata: La smazzata 1 è finita a tempo scaduto, quindi questa "
        "non è stata giocata: segnarla come non giocata, oppure correggere la smazzata 1. "
        "(tables[0].deals[1].end)"
    ) in err
    assert (
        "Tavolo 2, smazzata 3, fine della smazzata: La smazzata 2 è già finita a tempo scaduto, e a un "
        "tavolo può finire così una sola smazzata"
    ) in err
    assert (
        "Tavolo 4, smazzata 2, fine della smazzata: La smazzata 1 non è stata giocata, quindi nemmeno le "
        "successive"
    ) in err
    assert "Non è stato salvato nulla" in err
    assert saved(db) == {}


def test_semi_clean_burracos_the_rules_lack_are_counted_as_dirty_once_confirmed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db: str
) -> None:
    """Issue 30 item 3: as every other warning of a sheets import, said with its remedy, then saved."""
    semi = dict(CLOSED_NS, ew={"semi_clean": 1, "cards": 85})
    file = write(tmp_path, {"round": 1, "tables": [{"table": 3, "deals": [semi, NOT_PLAYED, NOT_PLAYED]}]})
    status, out, err = run(capsys, "--lang", "it", "sheets", "import", file, "--db", db)
    assert (status, out) == (1, "")
    assert err == (
        f"burraco-tourney: {file}: Tavolo 3, smazzata 1, burraco semipuliti EO: Contati come burraco sporchi "
        "(1): il regolamento di questo torneo non prevede il burraco semipulito. "
        "(tables[0].deals[0].ew.semi_clean); Non è stato salvato nulla. Se questi valori sono giusti, "
        "importare di nuovo con --confirm-warnings.\n"
    )
    assert saved(db) == {}
    status, _, err = run(capsys, "--lang", "de", "sheets", "import", file, "--db", db)
    assert (
        status == 1
        and "Tisch 3, Spiel 1, halbsaubere Burracos OW: Als schmutzige Burracos gezählt (1)" in err
    )
    assert "--confirm-warnings" in err
    status, out, err = run(capsys, "sheets", "import", file, "--db", db, "--confirm-warnings")
    assert status == 0 and "1 sheets saved" in out
    assert err == (
        "Confirmed: Table 3, deal 1, EW semi-clean burracos: Counted as dirty burracos (1): this "
        "tournament's rules have no semi-clean burraco. (tables[0].deals[0].ew.semi_clean)\n"
    )
    [deal, _, _] = saved(db)[3][0]
    assert (deal.ew.dirty, deal.ew.semi_clean) == (1, 0)
    # The same file again: the sheet saved is the same, nothing to confirm.
    status, out, err = run(capsys, "sheets", "import", file, "--db", db)
    assert (status, err) == (0, "") and "1 already saved the same" in out


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("it", "non è ancora stato creato in questo torneo; Non è stato salvato nulla"),
        ("de", "noch nicht ausgelost; Nichts wurde gespeichert"),
        ("en", "; Nothing was saved"),
    ],
)
def test_sentences_on_one_line_are_parted_without_doubled_stops(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, language: str, words: str
) -> None:
    """Issue 30.17: a refusal and its remedy on one line read "…; …", never "….; …"."""
    db = str(tmp_path / "event.sqlite")
    assert run(capsys, "demo", "--db", db, "--pairs", "8", "--rounds", "1")[0] == 0
    sheets = tmp_path / "sheets.json"
    data = {
        "format": "burraco-tourney-sheets",
        "version": 1,
        "round": 7,
        "tables": [{"table": 1, "totals": [100, 50]}],
    }
    sheets.write_text(json.dumps(data), encoding="utf-8")
    status, _, err = run(capsys, "--lang", language, "sheets", "import", str(sheets), "--db", db)
    assert status == 1 and words in err and ".;" not in err
