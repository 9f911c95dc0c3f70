"""The FIBur scoring-room exam, end to end through the command line (issue 18): 100 pairs (50 tables) from an
Excel file with region, province and association; 6 Mitchell + 2 Danish + 3 Danish rounds in groups of 15,
17 and 18 tables formed after round 8; every sheet entered with `sheets import`; seats, group standings and
prizes per group printed. It asserts what the commands print (JSON and text) and what the PDFs say
(pdftotext). The same at 400 pairs (200 tables) is marked slow. The script is tests/e2e/national.py;
bench/bench_national.py times it."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from burraco_tourney.domain.names import surname_first
from burraco_tourney.services.prizes import bundled_plan
from tests.e2e.national import GROUPS_AFTER, ROUNDS, Event, national_event, pdf_text, run

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils (pdftotext)")

MITCHELL_ROUNDS = range(1, 7)


def check_event(event: Event, tables: int, sizes: tuple[int, ...]) -> None:
    pupils = {pupil.number: pupil for pupil in event.pairs}
    pair_count = len(pupils)
    said = event.said

    # Registered from the spreadsheet, with where each player comes from (read back from the tournament file).
    assert said["pairs"] == (
        "Colonne lette da questo file: Coppia, Giocatore 1, Tessera 1, Categoria 1, Giocatore 2, Tessera 2, "
        "Categoria 2, Associazione, Regione, Provincia. Foglio: Iscritti.\n"
        f"iscritte {pair_count} coppie (numeri da 1 a {pair_count})\n"
    )
    run("export-json", "--db", event.db, "--out", str(event.folder / "export.json"))
    exported = json.loads((event.folder / "export.json").read_text("utf-8"))
    assert exported["tournament"]["plan"][2]["groups"] == {"sizes": list(sizes)}
    for pair in exported["pairs"]:
        pupil = pupils[pair["number"]]
        for seat, player in enumerate(pair["players"]):
            assert player["name"] == pupil.names[seat]
            assert (player["club"], player["region"], player["province"]) == (
                pupil.association,
                pupil.region,
                pupil.province,
            )
            assert player["category"] == pupil.categories[seat]

    # The plan: 6 Mitchell, then Danish; every pair plays every round (an even field: no bye).
    for number, made in event.rounds.items():
        assert made["movement"] == ("mitchell" if number in MITCHELL_ROUNDS else "danish"), number
        assert len(made["tables"]) == tables and made["byes"] == []
        seated = sorted(pair for table in made["tables"] for pair in (table["ns"], table["ew"]))
        assert seated == list(range(1, pair_count + 1))
    # Associations, provinces and regions kept apart: eight regions fit on the two lines of the Mitchell, so
    # in its six rounds no two pairs of one region (so of one province or association) meet.
    for number in MITCHELL_ROUNDS:
        for table in event.rounds[number]["tables"]:
            ns, ew = pupils[table["ns"]], pupils[table["ew"]]
            assert ns.region != ew.region, (number, table)
    # Loaded at random: the first half of the numbers is not the NS line.
    assert {table["ns"] for table in event.rounds[1]["tables"]} != set(range(1, tables + 1))

    # Seats of round 1 for the wall: by table, by surname and by pair number, every player on them.
    flat = pdf_text(event.files["seats 1"], layout=False)
    for title in ("per tavolo", "per cognome", "per numero di coppia"):
        assert f"Posti del turno 1, {title}" in flat, title
    lines = {table["ns"]: (table["table"], "NS") for table in event.rounds[1]["tables"]}
    lines |= {table["ew"]: (table["table"], "EO") for table in event.rounds[1]["tables"]}
    by_surname = flat[flat.index("Posti del turno 1, per cognome") : flat.index("per numero di coppia")]
    rows = 0
    for pupil in pupils.values():
        table, line = lines[pupil.number]
        for name in pupil.names:
            assert surname_first(name) in by_surname, name
            # "D'Alessandro Anna 26 20 EO": surname first, pair, table, line (in reading order, a name at
            # the foot of a column may come apart from its numbers)
            rows += f"{surname_first(name)} {pupil.number} {table} {line}" in by_surname
    assert rows >= 0.9 * 2 * pair_count

    # Every round's sheets saved, all 50 (200) tables, some of them by their totals.
    for number in range(1, ROUNDS + 1):
        assert said[f"sheets {number}"] == (
            f"Turno {number}: {tables} score salvati, 0 sostituiti, 0 già salvati uguali; 0 tavoli ancora in "
            "attesa dello score.\n"
        )

    # The groups after round 8: by the standings then, the top to A, the sizes asked for.
    ranking = [row["pair"] for row in json.loads(said["standings 8"])["standings"]]
    groups = json.loads(said["groups"])
    assert (groups["after_round"], groups["method"], groups["values"]) == (GROUPS_AFTER, "sizes", list(sizes))
    assert [(group["name"], group["tables"], group["bye"]) for group in groups["groups"]] == [
        (name, size, False) for name, size in zip("ABC", sizes, strict=True)
    ]
    start = 0
    group_of: dict[int, str] = {}
    for group, size in zip(groups["groups"], sizes, strict=True):
        assert group["pairs"] == ranking[start : start + 2 * size]
        start += 2 * size
        group_of |= {pair: group["name"] for pair in group["pairs"]}
    assert groups["notes"] == []

    # Rounds 9 to 11 are played within the groups, each group at its own tables.
    for number in range(GROUPS_AFTER + 1, ROUNDS + 1):
        at_tables: dict[str, int] = {}
        for table in event.rounds[number]["tables"]:
            assert group_of[table["ns"]] == group_of[table["ew"]], (number, table)
            at_tables[group_of[table["ns"]]] = at_tables.get(group_of[table["ns"]], 0) + 1
        assert at_tables == dict(zip("ABC", sizes, strict=True)), number

    # Standings: overall (each row with its group) and group by group, ranked inside the group.
    overall = json.loads(said["standings"])
    assert overall["after_round"] == ROUNDS
    assert {row["pair"]: row["group"] for row in overall["standings"]} == group_of
    by_group: dict[str, list[dict[str, Any]]] = {}
    for name, size in zip("ABC", sizes, strict=True):
        data = json.loads(said[f"standings {name}"])
        rows = data["standings"]
        by_group[name] = rows
        assert data["group"] == name and len(rows) == 2 * size
        assert {row["group"] for row in rows} == {name}
        assert [row["group_rank"] for row in rows] == list(range(1, 2 * size + 1))
        # inside a group, the overall order (the same chain ranks both)
        assert [row["rank"] for row in rows] == sorted(row["rank"] for row in rows)
        assert all(row["rounds"] == ROUNDS for row in rows)
    top = by_group["A"][0]
    assert said["standings A text"].startswith(f"Classifica del girone A dopo il turno {ROUNDS} (spareggi:")
    assert re.search(rf"^\s+1\s+{top['pair']}\s", said["standings A text"], re.M)
    printed = pdf_text(event.files["standings"])
    for name, size in zip("ABC", sizes, strict=True):
        assert f"Girone {name}, {size} tavoli" in printed

    # Prizes per group by the bundled FIBur-style plan: the places go to the top of each group.
    plan = bundled_plan("fibur")
    prizes = json.loads(said["prizes"])
    assert prizes["after_round"] == ROUNDS
    sections = {section["group"]: section for section in prizes["groups"]}
    prize_pdf = re.sub(r"\s+", " ", pdf_text(event.files["prizes"]))
    for name, size in zip("ABC", sizes, strict=True):
        section = sections[name]
        assert (section["tables"], section["pairs"]) == (size, 2 * size)
        places = [award for award in section["awards"] if award["rule"] == "place"]
        assert section["places"] == len(places) == plan.prizes_for(size)
        assert [award["pair"] for award in places] == [row["pair"] for row in by_group[name][: len(places)]]
        assert [award["title"] for award in places] == [f"{n}º posto" for n in range(1, len(places) + 1)]
        assert f"Girone {name}, {size} tavoli" in prize_pdf
        winner = places[0]
        assert f"1º posto 1 {winner['pair']}" in prize_pdf
        # the best score of the last 3 rounds of the group, to a pair without a prize yet
        [best] = [award for award in section["awards"] if award["rule"] == "best_last_rounds"]
        assert best["pair"] not in {award["pair"] for award in places}
        assert group_of[best["pair"]] == name
    awarded = [award["pair"] for section in prizes["groups"] for award in section["awards"]]
    assert len(awarded) == len(set(awarded))  # a pair wins one prize


def second_keying(event: Event) -> None:
    """The last round keyed again by someone else, the same: nothing changes; one sheet keyed at the wrong
    table: refused at its place in the file, nothing saved."""
    last = event.folder / f"score-turno-{ROUNDS}.json"
    assert run("--lang", "it", "sheets", "import", str(last), "--db", event.db) == (
        f"Turno {ROUNDS}: 0 score salvati, 0 sostituiti, {len(event.rounds[ROUNDS]['tables'])} già salvati "
        "uguali; 0 tavoli ancora in attesa dello score.\n"
    )
    data = json.loads(last.read_text("utf-8"))
    first, second = data["tables"][0], data["tables"][1]
    first["ns"], second["ns"] = second["ns"], first["ns"]
    wrong = event.folder / "wrong.json"
    wrong.write_text(json.dumps(data), "utf-8")
    with pytest.raises(AssertionError) as refused:
        run("--lang", "it", "sheets", "import", str(wrong), "--db", event.db)
    assert f"Tavolo {first['table']}: lo score indica NS {first['ns']}" in str(refused.value)
    assert "(tables[0]);" in str(refused.value) and "Non è stato salvato nulla" in str(refused.value)


def test_the_national_event_of_50_tables(tmp_path: Path) -> None:
    event = national_event(tmp_path, 100)
    check_event(event, 50, (15, 17, 18))
    second_keying(event)


@pytest.mark.slow
def test_the_national_event_of_200_tables(tmp_path: Path) -> None:
    event = national_event(tmp_path, 400, sizes=(60, 66, 74))
    check_event(event, 200, (60, 66, 74))
