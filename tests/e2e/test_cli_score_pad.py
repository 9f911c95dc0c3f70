"""print score-pad (issue 22): a blank pad to a target and a stored free game's pad filled in, read back
with pdftotext in Italian and German; no tournament needed; a bad target or game said in words."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services import free_game

A = "Rossi – D'Alessandro"
B = "Müller – Łukasz"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def text_of(pdf: Path) -> str:
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


def test_a_blank_pad_in_italian(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "blocco.pdf"
    status, said, err = run(
        capsys, "print", "score-pad", "--out", str(out), "--target", "505", "--lang", "it"
    )
    assert (status, err) == (0, "")
    assert str(out) in said
    text = text_of(out)
    assert "Blocco segnapunti" in text and "Punteggio obiettivo: 505" in text
    assert "Base" in text and "Carte" in text and "Totale" in text
    assert "Vince la prima parte che raggiunge l'obiettivo" in text
    numbers = [line.split()[0] for line in text.splitlines() if line.split() and line.split()[0].isdigit()]
    assert numbers == [str(n) for n in range(1, 25)]  # a row for each of 24 deals


def test_the_global_language_prints_the_pad(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A free game has no print language: `--lang it` before the command is the pad's language, not the
    environment's (English here)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    out = tmp_path / "blocco.pdf"
    status, _said, err = run(
        capsys, "--lang", "it", "print", "score-pad", "--out", str(out), "--target", "505"
    )
    assert (status, err) == (0, "")
    text = text_of(out)
    assert "Blocco segnapunti" in text and "Punteggio obiettivo: 505" in text


def test_a_stored_game_filled_in_german(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    with open_database(path) as db:
        game = free_game.create_game(db, A, B, 1005)
        free_game.add_deal(
            db,
            game.id,
            Deal(
                DealEnd.CLOSED,
                DealLine(clean=1, dirty=1, closed=True, cards=150),
                DealLine(cards=-60, pozzetto=False),
            ),
        )
        free_game.add_deal(db, game.id, Deal.of_totals(300, 410))
        free_game.add_deal(db, game.id, Deal.of_totals(300, 585))
    out = tmp_path / "block.pdf"
    status, _said, err = run(
        capsys,
        "print",
        "score-pad",
        "--db",
        str(path),
        "--game",
        str(game.id),
        "--out",
        str(out),
        "--lang",
        "de",
    )
    assert (status, err) == (0, "")
    text = text_of(out)
    assert A in text and B in text
    assert "Zielpunktzahl: 1005" in text
    assert "+400" in text and "+150" in text and "−160" in text  # honours, cards; B's −100 − 60
    assert "1150" in text and "835" in text
    assert f"{A} gewinnt, 1150 zu 835" in text


def test_bad_input_in_words(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "x.pdf"
    status, _said, err = run(capsys, "print", "score-pad", "--out", str(out), "--target", "0", "--lang", "it")
    assert status == 1 and "il punteggio obiettivo deve essere da 5 a 100000" in err
    path = tmp_path / "club.sqlite"
    open_database(path).close()
    status, _said, err = run(
        capsys, "print", "score-pad", "--db", str(path), "--game", "9", "--out", str(out), "--lang", "it"
    )
    assert status == 1 and "non esiste la partita libera 9" in err
    assert not out.exists()
