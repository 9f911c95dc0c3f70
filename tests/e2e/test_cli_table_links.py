"""`table-links` (issue 20): each table's and line's link and PIN as JSON or text, in the language asked; the
links are the same at every call; --close / --reopen; and `print scoresheets|table-cards --url U
--table-links` puts each table's codes and PIN on its sheet and card (read back with pdftotext)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import table_entry


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def db(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> str:
    path = str(tmp_path / "serata.sqlite")
    assert run(capsys, "demo", "--db", path, "--pairs", "8", "--rounds", "2")[0] == 0
    return path


def test_links_as_json_stable_and_opening_their_own_table(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    status, out, err = run(
        capsys,
        "table-links",
        "--db",
        db,
        "--round",
        "2",
        "--format",
        "json",
        "--base-url",
        "http://10.0.0.5:8080/",
    )
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["round"] == 2 and data["accepting"] is True
    assert [(row["table"], row["line"]) for row in data["links"]] == [
        (table, line) for table in range(1, 5) for line in ("ns", "ew")
    ]
    first = data["links"][0]
    assert first["url"] == "http://10.0.0.5:8080" + first["path"] and first["pin"].isdigit()
    again = json.loads(run(capsys, "table-links", "--db", db, "--round", "2", "--format", "json")[1])
    assert [row["path"] for row in again["links"]] == [row["path"] for row in data["links"]]
    database = open_database(db)
    try:
        access = table_entry.open_link(database, first["path"].removeprefix("/t/"))
        assert (access.round, access.table, access.line) == (2, 1, "ns")
    finally:
        database.close()


def test_text_in_italian_and_closing_and_reopening(capsys: pytest.CaptureFixture[str], db: str) -> None:
    status, out, _ = run(capsys, "--lang", "it", "table-links", "--db", db, "--round", "1")
    assert status == 0
    assert (
        out.splitlines()[0] == "Turno 1: i link non accettano score (chiusi; table-links --reopen li riapre)."
    )
    assert out.splitlines()[1].startswith("Tavolo Linea PIN")
    assert " EO " in out and "/t/" in out
    out = run(capsys, "--lang", "it", "table-links", "--db", db, "--round", "1", "--reopen")[1]
    assert out.startswith("Turno 1: i link accettano gli score dai tavoli.")
    out = run(capsys, "--lang", "de", "table-links", "--db", db, "--round", "1", "--close")[1]
    assert out.startswith("Runde 1: Die Links nehmen keine Spielzettel an")
    status, _, err = run(capsys, "--lang", "it", "table-links", "--db", db, "--round", "9")
    assert status == 1 and "turno 9" in err.lower() and "Traceback" not in err


def test_printed_sheets_and_cards_carry_each_tables_codes_and_pin(
    capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path
) -> None:
    links = json.loads(run(capsys, "table-links", "--db", db, "--round", "2", "--format", "json")[1])["links"]
    pins = {row["table"]: row["pin"] for row in links}
    sheets, cards = tmp_path / "score.pdf", tmp_path / "cards.pdf"
    url = "http://10.0.0.5:8080/"
    assert (
        run(
            capsys,
            "print",
            "scoresheets",
            "--db",
            db,
            "--url",
            url,
            "--table-links",
            "--out",
            str(sheets),
            "--lang",
            "it",
        )[0]
        == 0
    )
    assert (
        run(capsys, "print", "table-cards", "--db", db, "--url", url, "--table-links", "--out", str(cards))[0]
        == 0
    )
    for path, said in ((sheets, "Il segnapunti sul telefono"), (cards, "The sheet on your phone")):
        pages = subprocess.run(
            ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
        ).stdout.split("\f")
        for table in range(1, 5):
            assert said in pages[table - 1] and pins[table] in pages[table - 1], (path.name, table)
    status, _, err = run(
        capsys, "--lang", "it", "print", "scoresheets", "--db", db, "--table-links", "--out", str(sheets)
    )
    assert status == 1 and "richiede --url" in err
