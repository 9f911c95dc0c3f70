"""The web page /prizes as a phone receives it (Starlette's TestClient): who wins what, group by group, with
the rule that gave each prize, in the page's language; by the tournament's own plan once chosen (issue 18)."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import prizes, scores
from burraco_tourney.web.app import create_app
from tests.services.support import closed_by_ew, closed_by_ns, sheet
from tests.web.test_app import element, words


@pytest.fixture
def client(db_path: Path, tournament_id: int) -> TestClient:
    reader = open_database(db_path, create=False, reading=True)
    return TestClient(create_app(reader), raise_server_exceptions=False)


def results_in(database: Database, tournament_id: int) -> None:
    """Round 1: pair 1 beats 2, 4 beats 3, 5 beats 6, 8 beats 7 (groups A: 1-4, B: 5-8)."""
    for table, deal in ((1, closed_by_ns()), (2, closed_by_ew()), (3, closed_by_ns()), (4, closed_by_ew())):
        scores.save_table_deals(database, tournament_id, 1, table, sheet(deal), who="Direttore")


def prize_rows(page: str) -> list[list[str]]:
    """Each prize table's rows, in the page's order."""
    return [
        [
            " ".join(unescape(re.sub(r"<[^>]+>", " ", cell)).split())
            for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        ]
        for row in re.findall(r'<tr class="prize"[^>]*>(.*?)</tr>', page, re.S)
    ]


def test_before_any_result_the_prize_list_is_not_published(client: TestClient) -> None:
    assert "L'elenco dei premi non è ancora pubblicato." in words(client.get("/prizes?lang=it").text)


def test_the_prizes_per_group_in_three_languages(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    results_in(database, tournament_id)
    page = client.get("/prizes?lang=it").text
    shown = words(page)
    assert "Dopo il turno 1 · Piano premi: FIBur, premi per girone" in shown
    assert element(page, "provisional") == "Classifica provvisoria: i premi possono ancora cambiare."
    assert element(page, "prizes-A") == "Girone A, 2 tavoli"
    assert element(page, "prizes-B") == "Girone B, 2 tavoli"
    assert element(page, "prizes-field") == "Classifica generale, 4 tavoli"
    given = prizes.take_prizes(database, tournament_id)
    expected = [(award.pair, " ".join(award.players)) for award in given.awards]
    found = prize_rows(page)
    assert [(int(row[1]), row[2]) for row in found] == expected
    first_a = found[0]
    assert first_a[0] == "1º posto fascia da 1 tavolo: 1 premio"
    assert found[1][0].startswith("Miglior punteggio degli ultimi 3 turni premio speciale 1, per girone, ")
    assert "nessuna coppia può vincere il premio speciale 3" in element(page, "prize-notes")

    german = client.get("/prizes?lang=de").text
    assert element(german, "prizes-A") == "Gruppe A, 2 Tische"
    assert prize_rows(german)[0][0] == "1. Platz Stufe ab 1 Tisch: 1 Preis"
    assert "Bestes Damenpaar: kein Paar kann den Sonderpreis 3 gewinnen" in element(german, "prize-notes")
    english = client.get("/prizes?lang=en").text
    assert element(english, "prizes-field") == "Whole field, 4 tables"
    assert prize_rows(english)[-1][0] == "Last pair special prize 2, over the whole field, one prize per pair"


def test_the_tournaments_own_plan_is_followed(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    results_in(database, tournament_id)
    prizes.choose_plan(database, tournament_id, prizes.bundled_plan("club"))
    page = client.get("/prizes?lang=it").text
    assert "Piano premi: Serata di circolo" in words(page)
    titles = [row[0].split(" fascia")[0].split(" premio")[0] for row in prize_rows(page)]
    assert titles == ["1º posto", "1º posto", "Ultima coppia classificata"]
