"""The groups on the command line: groups form (--sizes, --count, --proportions, --preview) prints the
groups as JSON, groups show / undo / clear, standings --group A, and group and group_rank in every JSON row;
bad input is one line in the user's language, exit status 1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from burraco_tourney.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def db(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> str:
    path = str(tmp_path / "regionale.sqlite")
    assert run(capsys, "demo", "--db", path, "--pairs", "21", "--rounds", "3", "--seed", "3")[0] == 0
    return path


def test_form_preview_show_standings_undo(capsys: pytest.CaptureFixture[str], db: str) -> None:
    status, out, err = run(
        capsys, "groups", "form", "--db", db, "--sizes", "4,6", "--preview", "--lang", "it"
    )
    assert (status, err) == (0, "")
    preview = json.loads(out)
    assert preview["after_round"] == 3 and preview["method"] == "sizes" and preview["values"] == [4, 6]
    assert [(g["name"], g["tables"], g["bye"], len(g["pairs"])) for g in preview["groups"]] == [
        ("A", 4, False, 8),
        ("B", 6, True, 13),
    ]
    assert preview["notes"] == [
        "il girone B ha un numero dispari di coppie (13, 6 tavoli): a ogni turno una sua coppia riposa, "
        "all'interno del girone."
    ]
    # The preview saved nothing.
    assert run(capsys, "groups", "show", "--db", db)[0] == 1

    overall = json.loads(run(capsys, "standings", "--db", db, "--format", "json")[1])
    assert [row["pair"] for row in overall["standings"][:8]] == preview["groups"][0]["pairs"]
    assert all(row["group"] is None and row["group_rank"] is None for row in overall["standings"])

    status, out, _ = run(capsys, "groups", "form", "--db", db, "--after-round", "3", "--sizes", "4,6")
    assert status == 0 and json.loads(out)["groups"] == preview["groups"]
    assert json.loads(run(capsys, "groups", "show", "--db", db)[1])["groups"] == preview["groups"]

    rows = json.loads(run(capsys, "standings", "--db", db, "--format", "json")[1])["standings"]
    assert {(row["group"], row["group_rank"]) for row in rows} == {("A", n) for n in range(1, 9)} | {
        ("B", n) for n in range(1, 14)
    }
    group_b = json.loads(run(capsys, "standings", "--db", db, "--format", "json", "--group", "B")[1])
    assert group_b["group"] == "B"
    assert [row["pair"] for row in group_b["standings"]] == preview["groups"][1]["pairs"]
    assert [row["group_rank"] for row in group_b["standings"]] == list(range(1, 14))
    status, text, _ = run(capsys, "standings", "--db", db, "--group", "A", "--lang", "it")
    assert status == 0 and text.startswith("Classifica del girone A dopo il turno 3")
    assert len(text.splitlines()) == 1 + 1 + 8 + 1

    status, out, _ = run(capsys, "groups", "undo", "--db", db, "--lang", "it")
    assert (status, out) == (
        0,
        "I gironi sono stati annullati: le coppie tornano nei gironi che avevano prima.\n",
    )
    assert run(capsys, "groups", "show", "--db", db)[0] == 1


def test_count_proportions_clear_and_round_next_in_groups(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    formed = json.loads(run(capsys, "groups", "form", "--db", db, "--count", "3")[1])
    assert [g["tables"] for g in formed["groups"]] == [3, 3, 4]
    formed = json.loads(run(capsys, "groups", "form", "--db", db, "--proportions", "30,30,40")[1])
    assert [g["tables"] for g in formed["groups"]] == [3, 3, 4]
    status, out, _ = run(capsys, "groups", "clear", "--db", db, "--lang", "de")
    assert (status, out) == (0, "Kein Paar ist mehr in einer Gruppe.\n")

    run(capsys, "groups", "form", "--db", db, "--count", "2")
    made = json.loads(run(capsys, "round", "next", "--db", db, "--lang", "en", "--beyond-plan")[1])
    group = {}
    for entry in json.loads(run(capsys, "groups", "show", "--db", db)[1])["groups"]:
        group.update(dict.fromkeys(entry["pairs"], entry["name"]))
    assert all(group[t["ns"]] == group[t["ew"]] for t in made["tables"])
    assert made["notes"][0].startswith("group B has an odd number of pairs (11, 5 tables)")
    status, _, err = run(capsys, "groups", "undo", "--db", db, "--lang", "it")
    assert status == 1
    assert "i gironi sono stati formati dopo il turno 3 e da allora è stato fatto il turno 4" in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("--sizes", "4,4"), "i gironi da 4, 4 tavoli fanno 8 tavoli, ma i tavoli in gioco sono 10."),
        (("--count", "11"), "non si possono formare 11 gironi con 10 tavoli in gioco"),
        (("--sizes", "5,5", "--after-round", "2"), "i gironi si possono formare solo dopo l'ultimo turno"),
        (("--proportions", "50,0"), "ogni numero dei gironi (proportions) deve essere almeno 1, non 0."),
    ],
)
def test_bad_groups_are_one_line_in_italian(
    capsys: pytest.CaptureFixture[str], db: str, argv: tuple[str, ...], words: str
) -> None:
    status, out, err = run(capsys, "groups", "form", "--db", db, *argv, "--lang", "it")
    assert status == 1 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_unknown_group_and_a_list_that_is_not_numbers(capsys: pytest.CaptureFixture[str], db: str) -> None:
    status, _, err = run(capsys, "standings", "--db", db, "--group", "Z", "--lang", "it")
    assert status == 1 and "non c'è il girone Z: nessuna coppia è in un girone." in err
    run(capsys, "groups", "form", "--db", db, "--count", "2")
    status, _, err = run(capsys, "standings", "--db", db, "--group", "Z", "--lang", "it")
    assert status == 1 and "non c'è il girone Z (i gironi sono A, B)." in err
    status, _, err = run(capsys, "groups", "form", "--db", db, "--sizes", "sette,nove", "--lang", "it")
    assert status == 1 and "sette,nove non è un elenco di numeri interi" in err


def test_print_seats_of_one_group(capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path) -> None:
    from tests.io.test_pdf import pdf_pages

    run(capsys, "groups", "form", "--db", db, "--sizes", "4,6")
    run(capsys, "round", "next", "--db", db, "--beyond-plan")
    every, only_b = tmp_path / "every.pdf", tmp_path / "b.pdf"
    assert run(capsys, "print", "seats", "--db", db, "--lang", "it", "--out", str(every))[0] == 0
    status, out, _ = run(
        capsys, "print", "seats", "--db", db, "--lang", "it", "--group", "B", "--out", str(only_b)
    )
    assert status == 0 and str(only_b) in out
    text = "\n".join(pdf_pages(every.read_bytes()))
    assert "Girone A, tavoli 1–4" in text and "Girone B, tavoli 5–10" in text
    text = "\n".join(pdf_pages(only_b.read_bytes()))
    assert "Girone B, tavoli 5–10" in text and "Girone A" not in text
    assert "\n1\nCoppia" not in text and "\n5\nCoppia" in text  # group B's tables, not group A's

    status, _, err = run(
        capsys, "print", "seats", "--db", db, "--lang", "it", "--group", "C", "--out", str(only_b)
    )
    assert status == 1 and "il turno 4 non ha un girone C: i suoi gironi sono A, B" in err
    assert len(err.strip().splitlines()) == 1
    status, _, err = run(
        capsys,
        "print",
        "seats",
        "--db",
        db,
        "--round",
        "3",
        "--group",
        "A",
        "--lang",
        "it",
        "--out",
        str(only_b),
    )
    assert status == 1 and "il turno 3 non si gioca a gironi" in err
    status, _, err = run(
        capsys, "print", "standings", "--db", db, "--group", "A", "--lang", "it", "--out", str(only_b)
    )
    assert status == 1 and "--group vale per i posti" in err
