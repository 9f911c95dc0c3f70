"""What the command line shows (issue 26, item 10): names with terminal controls are shown escaped, never
acted on, while the register and the files written keep them; a sheets file's refusals speak of a sheets
file; a NUL in a member list is called what it is, at its line."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from burraco_tourney.cli import main

# ANSI colour and screen clearing, BEL, a C1 CSI (a one-byte ESC [), the right-to-left override.
RED, BEL, CSI, RLO = "\x1b[31m", "\x07", "\x9b2J", "\u202e"
SURNAMES = [f"Ros{RED}si{BEL}", f"{RLO}issoR", f"Bian{CSI}chi", "Müller–D'Alessandro"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def _unsafe(text: str) -> bool:
    return any(mark in text for mark in ("\x1b", BEL, "\x9b", RLO))


@pytest.fixture
def register(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    db = tmp_path / "soci.sqlite"
    source = tmp_path / "elenco.csv"
    lines = ["tessera;cognome;nome"] + [f"{n};{surname};Anna" for n, surname in enumerate(SURNAMES, 1)]
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    status, out, err = run(capsys, "members", "import", str(source), "--db", str(db))
    assert status == 0, err
    assert not _unsafe(out + err) and "Ros\\u001b[31msi\\u0007" in out
    return db


def test_names_with_terminal_controls_are_shown_escaped(
    register: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(capsys, "members", "list", "--db", str(register))
    assert status == 0 and not _unsafe(out + err)
    assert "Ros\\u001b[31msi\\u0007" in out and "\\u202eissoR" in out and "Bian\\u009b2Jchi" in out
    assert "Müller–D'Alessandro" in out  # letters and punctuation are shown as they are


def test_json_output_stays_json_of_the_same_names(register: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "members", "list", "--db", str(register), "--format", "json")
    assert status == 0 and not _unsafe(out)
    assert sorted(member["surname"] for member in json.loads(out)) == sorted(SURNAMES)


def test_the_register_and_its_export_keep_the_names_as_they_are(
    register: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "soci.csv"
    status, _, err = run(capsys, "members", "export", "--db", str(register), "--out", str(out_file))
    assert status == 0, err
    rows = list(csv.reader(io.StringIO(out_file.read_bytes().decode("utf-8-sig")), delimiter=";"))
    assert sorted(row[1] for row in rows[1:]) == sorted(SURNAMES)


def test_a_file_name_typed_with_controls_is_shown_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = str(tmp_path / f"{RED}torneo{BEL}.json")
    status, _, err = run(capsys, "import", name, "--db", str(tmp_path / "t.sqlite"))
    assert status == 1 and not _unsafe(err) and "\\u001b[31mtorneo\\u0007.json" in err


def test_an_unknown_key_in_a_sheets_file_is_not_called_part_of_the_tournament_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "t.sqlite"
    assert run(capsys, "demo", "--db", str(db), "--pairs", "6", "--rounds", "1")[0] == 0
    sheets = tmp_path / "fogli.json"
    sheets.write_text(json.dumps({"round": 1, "tables": [{"table": 1, "totals": [900, 300], "colour": 1}]}))
    status, _, err = run(capsys, "sheets", "import", str(sheets), "--db", str(db))
    assert status == 1 and "tournament file" not in err
    assert "unknown key (not part of the sheets file format)" in err and "(tables[0].colour)" in err
    status, _, err = run(capsys, "--lang", "it", "sheets", "import", str(sheets), "--db", str(db))
    assert "chiave sconosciuta (non fa parte del formato del file degli score)" in err
    status, _, err = run(capsys, "--lang", "de", "sheets", "import", str(sheets), "--db", str(db))
    assert "unbekannter Schlüssel (gehört nicht zum Format der Spielzettel-Datei)" in err


def test_a_nul_in_a_member_list_is_named_at_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "elenco.csv"
    source.write_bytes(b"tessera;cognome;nome\n1;Rossi;Mario\n2;Bi\x00anchi;Anna\n")
    db = str(tmp_path / "t.sqlite")
    status, _, err = run(capsys, "members", "import", str(source), "--db", db)
    assert status == 1 and "not a spreadsheet" not in err
    assert f"{source}: line 3 holds a NUL character (a zero byte)" in err
    _, _, err = run(capsys, "--lang", "it", "members", "import", str(source), "--db", db)
    assert "la riga 3 contiene un carattere NUL" in err
    _, _, err = run(capsys, "--lang", "de", "pairs", "import", str(source), "--db", db)
    assert "Zeile 3 enthält ein NUL-Zeichen" in err


def test_a_binary_file_is_still_not_a_spreadsheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "foto.csv"
    source.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)))
    _, _, err = run(capsys, "members", "import", str(source), "--db", str(tmp_path / "t.sqlite"))
    assert "this is not a spreadsheet: save the member list as .xlsx or as CSV" in err
