"""The web pages as a phone receives them (Starlette's TestClient, no browser): what a player reads on each
page, in the browser's language, that a change at the director's station shows in the next poll, and that
the pages are read-only and answer bad requests with a short page, never a traceback."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from html import unescape
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from burraco_tourney.domain.clock import FINAL_CIRCUIT_TEXTS, FinalCircuitRule
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import clock, pairs, scores, tournaments
from burraco_tourney.web.app import create_app
from burraco_tourney.web.server import PortInUseError, WebServer, WebServerError
from burraco_tourney.web.texts import LANGUAGES, TEXTS, choose_language
from tests.databases import new_database
from tests.services.support import closed_by_ew, closed_by_ns, settings, sheet, with_round
from tests.web.conftest import ROUND_2


@pytest.fixture
def reader(db_path: Path, tournament_id: int) -> Iterator[Database]:
    """The web server's own connection, read-only, as WebServer opens it."""
    db = open_database(db_path, create=False, reading=True)
    yield db
    db.close()


@pytest.fixture
def client(reader: Database) -> TestClient:
    return TestClient(create_app(reader), raise_server_exceptions=False)


def words(page: str) -> str:
    """The text a person reads in <main id="content">: tags dropped, entities decoded, spaces collapsed."""
    found = re.search(r'<main id="content"[^>]*>(.*)</main>', page, re.S)
    assert found, page[:500]
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", found.group(1))).split())


def element(page: str, element_id: str) -> str:
    """The words of the element with `element_id` (tables and sections: up to their closing tag)."""
    found = re.search(rf'<(\w+)[^>]* id="{element_id}"[^>]*>(.*?)</\1>', page, re.S)
    assert found, f"no #{element_id}"
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", found.group(2))).split())


def rows(page: str, table_id: str) -> list[list[str]]:
    found = re.search(rf'<table id="{table_id}"[^>]*>.*?<tbody>(.*?)</tbody>', page, re.S)
    assert found, f"no table#{table_id}"
    return [
        [
            " ".join(unescape(re.sub(r"<[^>]+>", " ", cell)).split())
            for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        ]
        for row in re.findall(r"<tr[^>]*>(.*?)</tr>", found.group(1), re.S)
    ]


# ------------------------------------------------------------------------------------------- texts


def test_every_text_is_in_the_three_languages_with_the_same_placeholders() -> None:
    for key, entry in TEXTS.items():
        assert set(entry) == set(LANGUAGES), key
        fields = {
            lang: {f for _, f, _, _ in string.Formatter().parse(entry[lang]) if f} for lang in LANGUAGES
        }
        for lang in LANGUAGES:
            assert entry[lang].strip(), (key, lang)
            assert fields[lang] == fields["en"], (key, lang)


@pytest.mark.parametrize(
    ("asked", "accept", "expected"),
    [
        (None, "de-DE,de;q=0.9,en;q=0.8", "de"),
        (None, "it-IT", "it"),
        (None, "fr-FR,fr;q=0.9", "en"),  # none of the three: English
        (None, "fr-FR,en;q=0.4,it;q=0.7", "it"),  # the best of the three by quality
        (None, "de;q=0,it", "it"),  # q=0 means "not this one"
        (None, None, "en"),
        (None, "xx;q=abc,,;", "en"),
        ("it", "de-DE", "it"),  # ?lang= wins
        ("DE", None, "de"),
        ("fr", "it", "it"),  # ?lang= naming another language is ignored
    ],
)
def test_the_language_is_the_browsers_unless_the_address_says(
    asked: str | None, accept: str | None, expected: str
) -> None:
    assert choose_language(asked, accept) == expected


# ------------------------------------------------------------------------------------------- pages


def test_the_index_names_the_event_and_links_every_page(client: TestClient) -> None:
    page = client.get("/", headers={"Accept-Language": "it-IT,it;q=0.9"}).text
    assert '<html lang="it">' in page
    read = words(page)
    assert "Torneo di Natale" in read
    assert "20/12/2026 · Circolo X" in read
    assert "Turno 1 (in corso)" in read
    for label in ("Orologio", "Posti ai tavoli", "Classifica", "La mia coppia", "Premi"):
        assert label in read
    assert 'action="/pair"' in page


def test_seats_by_table_by_surname_and_by_pair_with_the_groups(client: TestClient) -> None:
    page = client.get("/seats?lang=it").text
    assert "Posti ai tavoli: Turno 1" in words(page)
    by_table = rows(page, "seats-by-table")
    assert by_table[0] == ["1", "1 Anna D'Alessandro Bruno Bianchi", "2 Jürgen Müller Łukasz Wiśniewski"]
    assert len(by_table) == 4
    by_name = rows(page, "seats-by-name")
    assert len(by_name) == 16
    assert ["D'Alessandro Anna", "1", "1", "NS"] in by_name
    assert ["Wiśniewski Łukasz", "2", "1", "EO"] in by_name  # the Italian line of East-West
    surnames = [row[0] for row in by_name]
    assert (
        surnames.index("Bianchi Bruno")
        < surnames.index("D'Alessandro Anna")
        < surnames.index("Müller Jürgen")
    )
    by_pair = rows(page, "seats-by-pair")
    assert by_pair[0] == ["1", "Anna D'Alessandro – Bruno Bianchi", "A", "1", "NS"]
    assert by_pair[7] == ["8", "Søren Kjærgård – Ewa Żółkiewska", "B", "4", "EO"]
    assert "Girone" in element(page, "seats-by-pair")


def test_seats_show_the_next_round_once_drawn_with_a_link_to_the_current(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    with_round(database, tournament_id, ROUND_2, number=2)
    page = client.get("/seats?lang=en").text
    assert "Seats: Round 2" in words(page)
    assert rows(page, "seats-by-table")[0][:1] == ["1"]
    assert rows(page, "seats-by-pair")[3] == ["4", "Elena Neri – Fabio Gallo", "A", "1", "EW"]
    assert 'href="/seats?round=1&amp;lang=en"' in page
    assert "Round 1 (now)" in words(page)
    assert rows(client.get("/seats?round=1").text, "seats-by-pair")[3][3:] == ["2", "EW"]


def test_a_bye_is_said_in_every_list(client: TestClient, database: Database, tournament_id: int) -> None:
    with_round(database, tournament_id, ((1, 1, 4), (2, 3, 2), (3, 5, 8)), byes=(6, 7), number=2)
    page = client.get("/seats?lang=it").text
    assert "Riposo Coppia 6 Ilaria Fontana – Zoë Ørsted Coppia 7" in words(page)
    assert ["Ørsted Zoë", "6", "–", "Riposo"] in rows(page, "seats-by-name")
    assert rows(page, "seats-by-pair")[5] == ["6", "Ilaria Fontana – Zoë Ørsted", "B", "–", "Riposo"]
    assert "Riposo: in questo turno non gioca." in element(client.get("/pair/7?lang=it").text, "pair-next")


def test_the_newest_tournament_is_served_unless_one_is_named(
    reader: Database, database: Database, tournament_id: int
) -> None:
    other = tournaments.create_tournament(database, settings("Coppa d'Inverno"))
    assert "Coppa d'Inverno" in words(TestClient(create_app(reader)).get("/").text)
    assert "Torneo di Natale" in words(TestClient(create_app(reader, tournament_id)).get("/").text)
    assert other.id != tournament_id


def test_standings_are_provisional_while_the_round_is_played_then_final(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    scores.save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ns(), closed_by_ns()))
    page = client.get("/standings?lang=en").text
    assert "Provisional standings: round 1 in progress (1 of 4 tables in)." in element(page, "provisional")
    standing = rows(page, "standings")
    assert standing[0][:3] == ["1", "1", "Anna D'Alessandro – Bruno Bianchi"]
    for table in (2, 3, 4):
        scores.save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ew()))
    page = client.get("/standings?lang=it").text
    assert 'id="provisional"' not in page
    assert "Dopo il turno 1" in words(page)
    # per group, ranked within the group
    assert "Girone A" in words(page) and "Girone B" in words(page)
    group_b = re.search(r'id="group-B".*?<tbody>(.*?)</tbody>', page, re.S)
    assert group_b
    ranks = re.findall(r'<td class="rank">(\d+)</td>', group_b.group(1))
    assert ranks[0] == "1" and len(ranks) == 4


def test_a_round_with_no_sheet_in_is_not_said_to_be_over(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    """Issue 27 H: round 1 over, round 2 drawn and no sheet of it in: the standings said "Dopo il turno 2"."""
    for table in (1, 2, 3, 4):
        scores.save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()))
    page = client.get("/standings?lang=it").text
    assert "Dopo il turno 1" in words(page)
    rank = element(client.get("/pair/1?lang=it").text, "pair-rank")
    assert "(dopo il turno 1)" in rank
    with_round(database, tournament_id, ROUND_2, number=2)
    page = client.get("/standings?lang=it").text
    assert "Dopo il turno 2" not in words(page)
    assert element(page, "provisional") == (
        "Classifica provvisoria: turno 2 in corso (tavoli conclusi: 0 su 4)."
    )
    rank = element(client.get("/pair/1?lang=it").text, "pair-rank")
    assert "dopo il turno 2" not in rank and "tavoli conclusi: 0 su 4" in rank
    assert re.search(r"\d+° posto con \d+ VP;", rank)


def test_my_pair_says_where_to_sit_now_and_next_and_the_results(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    page = client.get("/pair/2?lang=it").text
    assert "Tavolo 1 · Linea EO" in element(page, "pair-now")
    assert "contro Coppia 1" in element(page, "pair-now")
    assert "Il turno 2 non è ancora stato sorteggiato." in element(page, "pair-next")
    assert "Nessun risultato ancora." in words(page)
    scores.save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ns()))
    with_round(database, tournament_id, ROUND_2, number=2)
    page = client.get("/pair/2?lang=de").text
    assert "Tisch 2 · Linie OW" in element(page, "pair-next")
    assert "gegen Paar 3" in element(page, "pair-next")
    # Round 2 is drawn but round 1 is still played: the rank counts round 1's tables in, and says how many
    # (not "after round 1", which is not over).
    assert re.search(r"Platz \d+ mit \d+ VP", element(page, "pair-rank"))
    assert "nach Runde" not in element(page, "pair-rank")
    assert "(1 von 4 Tischen fertig)" in element(page, "pair-rank")
    assert "in Gruppe A" in element(page, "pair-rank")
    assert rows(page, "pair-results")[0][:3] == ["1", "1 OW", "1"]


def test_the_pair_form_goes_to_the_pairs_page(client: TestClient) -> None:
    answer = client.get("/pair?n=3&lang=de", follow_redirects=False)
    assert answer.status_code == 303
    assert answer.headers["location"] == "/pair/3?lang=de"
    assert "Chiara Rossi – Dario Verdi" in words(client.get("/pair?n=3").text)


def test_the_prize_list_is_not_published_yet(client: TestClient) -> None:
    assert "L'elenco dei premi non è ancora pubblicato." in words(client.get("/prizes?lang=it").text)
    assert "Die Preisliste ist noch nicht veröffentlicht." in words(client.get("/prizes?lang=de").text)
    assert "The prize list is not published yet." in words(client.get("/prizes").text)


def test_the_clock_before_the_start_while_running_and_at_time_out(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    page = client.get("/clock?lang=it").text
    assert element(page, "clock-time") == "45:00"
    assert element(page, "clock-status") == "Non ancora iniziato"
    clock.start_round_clock(
        database, tournament_id, 1, minutes=30, now=datetime.now(UTC) - timedelta(minutes=10)
    )
    page = client.get("/clock?lang=it").text
    assert element(page, "clock-time") in ("20:00", "19:59")
    assert 'data-state="running"' in page
    with_round(database, tournament_id, ROUND_2, number=2)
    for table in (1, 2, 3, 4):
        scores.save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()))
    clock.start_round_clock(
        database,
        tournament_id,
        2,
        minutes=30,
        final_circuit_text=FINAL_CIRCUIT_TEXTS[FinalCircuitRule.DRAWER_PARTNER],
        now=datetime.now(UTC) - timedelta(minutes=40),
    )
    page = client.get("/clock?lang=it").text
    assert element(page, "clock-round") == "Turno 2"
    assert element(page, "clock-time") == "TEMPO SCADUTO"
    assert element(page, "clock-status") == "Ultimo giro"
    assert (
        element(page, "clock-note") == "L'ultimo giro inizia dal compagno del giocatore che sta per pescare."
    )


def test_a_saved_sheet_moves_the_revision_and_the_page_shows_it(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    before = client.get("/revision").json()["revision"]
    assert client.get("/revision").json()["revision"] == before  # nothing changed
    page = client.get("/standings").text
    assert f'data-revision="{before}"' in page
    scores.save_table_deals(database, tournament_id, 1, 2, sheet(closed_by_ns()))
    after = client.get("/revision").json()["revision"]
    assert after > before
    page = client.get("/standings").text
    assert f'data-revision="{after}"' in page
    assert "1 of 4 tables in" in words(page)


def test_names_are_escaped_and_survive(client: TestClient, database: Database, tournament_id: int) -> None:
    current = pairs.list_pairs(database, tournament_id)[0]
    changed = (current.players[0].__class__("<b>Zoë</b> D'Ørsted & Co"), current.players[1])
    pairs.edit_pair(database, tournament_id, 1, changed, current.group)
    page = client.get("/pair/1").text
    assert "&lt;b&gt;Zoë&lt;/b&gt; D&#x27;Ørsted &amp; Co" in page
    assert "<b>Zoë</b> D'Ørsted & Co – Bruno Bianchi" in words(page)


# ------------------------------------------------------------------------------------- bad requests


@pytest.mark.parametrize(
    ("path", "status", "said"),
    [
        ("/pair/abc", 400, "A pair number is a whole number, for example 12."),
        ("/pair/0", 400, "A pair number is a whole number, for example 12."),
        ("/pair/١٢", 400, "A pair number is a whole number, for example 12."),  # digits, but not 0-9
        ("/pair/99999999999999999999", 400, "A pair number is a whole number, for example 12."),
        ("/pair?n=12a", 400, "A pair number is a whole number, for example 12."),
        ("/pair/99", 404, "There is no pair number 99."),
        ("/nothing-here", 404, "There is no such page."),
        ("/seats?round=7", 404, "There is no such page."),
        ("/seats?round=x", 404, "There is no such page."),
        ("/standings?x=" + "a" * 5000, 414, "This request is not valid."),
    ],
)
def test_a_bad_request_gets_a_short_page(client: TestClient, path: str, status: int, said: str) -> None:
    answer = client.get(path)
    assert answer.status_code == status
    assert said in words(answer.text)
    assert "Traceback" not in answer.text


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
def test_nothing_can_be_changed(client: TestClient, method: str) -> None:
    for path in ("/", "/seats", "/pair/1", "/revision"):
        answer = client.request(method, path, headers={"Accept-Language": "de"})
        assert answer.status_code == 405
        assert answer.headers["allow"] == "GET, HEAD"
        assert "Diese Seiten kann man nur lesen." in words(answer.text)


def test_head_answers_like_get(client: TestClient) -> None:
    assert client.head("/standings").status_code == 200


def test_no_member_numbers_on_any_page(client: TestClient) -> None:
    # support.players gives the first player of pair n the member number RM000n
    for path in ("/", "/seats", "/standings", "/results", "/pair/1", "/pair/2", "/clock", "/prizes"):
        assert "RM0" not in client.get(path).text, path


def test_an_empty_database_says_no_tournament_is_published(tmp_path: Path) -> None:
    empty = new_database(tmp_path / "empty.sqlite")
    try:
        answer = TestClient(create_app(empty), raise_server_exceptions=False).get(
            "/", headers={"Accept-Language": "it"}
        )
    finally:
        empty.close()
    assert answer.status_code == 404
    assert "Nessun torneo è ancora pubblicato." in words(answer.text)


# ------------------------------------------------------------------------------------------- server


def test_the_server_serves_on_a_free_port_and_stops(db_path: Path, tournament_id: int) -> None:
    import urllib.request

    server = WebServer(str(db_path), host="127.0.0.1", port=0)
    server.start()
    try:
        assert server.port > 0
        assert server.urls == [f"http://127.0.0.1:{server.port}/"]
        with urllib.request.urlopen(f"{server.urls[0]}seats", timeout=5) as answer:
            assert "Torneo di Natale" in answer.read().decode()
        taken = WebServer(str(db_path), host="127.0.0.1", port=server.port)
        with pytest.raises(PortInUseError, match=f"Port {server.port} is already in use"):
            taken.start()
    finally:
        server.stop()
    assert not server.running
    import socket

    with socket.socket() as probe, pytest.raises(OSError):
        probe.connect(("127.0.0.1", server.port))


def test_the_server_refuses_a_missing_database_in_words(tmp_path: Path) -> None:
    with pytest.raises(WebServerError, match="There is no database"):
        WebServer(str(tmp_path / "missing.sqlite"), host="127.0.0.1", port=0).start()
    assert not (tmp_path / "missing.sqlite").exists()


def test_round_results_list_every_table_with_mp_and_vp(
    client: TestClient, database: Database, tournament_id: int
) -> None:
    assert "No results yet." in words(client.get("/results").text)
    scores.save_table_deals(database, tournament_id, 1, 2, sheet(closed_by_ns()))
    page = client.get("/results?lang=it").text
    assert "Risultati: Turno 1" in words(page)
    results = rows(page, "round-results")
    assert results[0] == ["1", "1", "2", "–", "–"]  # not in yet
    assert results[1][:3] == ["2", "3", "4"]
    assert re.fullmatch(r"\d+–\d+", results[1][3]) and re.fullmatch(r"\d+–\d+", results[1][4])
    assert client.get("/results?round=5").status_code == 404


def test_a_database_that_does_not_answer_is_a_short_page_then_the_pages_come_back(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from burraco_tourney.persistence.db import DatabaseUnavailableError
    from burraco_tourney.services.live import LiveWatcher

    assert client.get("/standings").status_code == 200
    real = LiveWatcher._read

    def down(self: LiveWatcher) -> int:
        raise DatabaseUnavailableError("the server is gone", target="postgresql://event")

    monkeypatch.setattr(LiveWatcher, "_read", down)
    answer = client.get("/standings", headers={"Accept-Language": "it"})
    assert answer.status_code == 503
    assert "Il database non risponde in questo momento: riprova tra poco." in words(answer.text)
    assert "postgresql" not in answer.text
    assert client.get("/revision").status_code == 503
    monkeypatch.setattr(LiveWatcher, "_read", real)
    assert client.get("/standings").status_code == 200


# ------------------------------------------------------------------------ what a phone user met (w4)

STANDINGS_NOT_YET = {
    "it": "La classifica comincia appena arrivano i primi risultati.",
    "de": "Die Rangliste beginnt, sobald die ersten Ergebnisse da sind.",
    "en": "The standings start once the first results are in.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_standings_and_no_rank_before_the_first_result(
    client: TestClient, database: Database, tournament_id: int, lang: str
) -> None:
    """Round 1 drawn, nothing entered: nobody is "7th" for nothing (the order would be the lots' draw)."""
    page = client.get(f"/standings?lang={lang}").text
    assert STANDINGS_NOT_YET[lang] in words(page)
    assert 'id="standings"' not in page
    assert element(client.get(f"/pair/7?lang={lang}").text, "pair-rank").endswith(STANDINGS_NOT_YET[lang])
    scores.save_table_deals(database, tournament_id, 1, 2, sheet(closed_by_ns()))
    page = client.get(f"/standings?lang={lang}").text
    assert STANDINGS_NOT_YET[lang] not in words(page)
    assert len(rows(page, "standings")) == 8
    assert STANDINGS_NOT_YET[lang] not in element(client.get(f"/pair/7?lang={lang}").text, "pair-rank")


def _damage_clock(db_path: Path, round_number: int) -> None:
    """A stored clock no clock can be rebuilt from (a start of 0 minutes), written past the services."""
    import sqlite3

    with sqlite3.connect(db_path) as raw:
        raw.execute(
            "UPDATE round_clock_events SET minutes = 0 WHERE kind = 'start' AND round_id = "
            "(SELECT id FROM rounds WHERE number = ?)",
            (round_number,),
        )
    raw.close()


def test_a_damaged_clock_of_the_next_round_leaves_the_pages_working(
    client: TestClient, database: Database, tournament_id: int, db_path: Path
) -> None:
    with_round(database, tournament_id, ROUND_2, number=2)
    clock.start_round_clock(database, tournament_id, 2, minutes=30, now=datetime.now(UTC))
    _damage_clock(db_path, 2)
    scores.save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ns()))  # a new revision
    for path in ("/", "/seats", "/standings", "/results", "/pair/1", "/clock", "/prizes"):
        answer = client.get(path)
        assert answer.status_code == 200, (path, words(answer.text))
    # The unreadable clock counts as not started: round 1 is still the one played.
    assert "Round 1" in element(client.get("/pair/1").text, "pair-now")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("it", "L'orologio di questo turno non si può leggere."),
        ("de", "Die Uhr dieser Runde kann nicht gelesen werden."),
        ("en", "The clock of this round cannot be read."),
    ],
)
def test_a_damaged_clock_of_the_round_played_is_said_on_the_clock_page(
    client: TestClient, database: Database, tournament_id: int, db_path: Path, lang: str, said: str
) -> None:
    clock.start_round_clock(database, tournament_id, 1, minutes=30, now=datetime.now(UTC))
    _damage_clock(db_path, 1)
    answer = client.get(f"/clock?lang={lang}")
    assert answer.status_code == 200
    assert said in words(answer.text)
    # And why, in the page's language: the stored start of 0 minutes.
    why = {
        "it": "Un turno dura da 1 a 600 minuti, non 0.",
        "de": "Eine Runde dauert 1 bis 600 Minuten, nicht 0.",
        "en": "A round lasts from 1 to 600 minutes, not 0.",
    }
    assert element(answer.text, "clock-why") == why[lang]
    assert client.get("/seats").status_code == 200


@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("it", "Posti ai tavoli: Turno 1 (in corso)"),
        ("de", "Sitzplan: Runde 1 (läuft)"),
        ("en", "Seats: Round 1 (now)"),
    ],
)
def test_the_seats_page_says_its_round_once(client: TestClient, lang: str, heading: str) -> None:
    page = client.get(f"/seats?lang={lang}").text
    found = re.search(r"<h1>(.*?)</h1>", page)
    assert found and unescape(found.group(1)) == heading
    round_label = heading.split(": ", 1)[1].split(" (")[0]
    assert words(page).count(round_label) == 1, words(page)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("it", "Anna D'Alessandro – Bruno Bianchi · Girone A"),
        ("de", "Anna D'Alessandro – Bruno Bianchi · Gruppe A"),
        ("en", "Anna D'Alessandro – Bruno Bianchi · Group A"),
    ],
)
def test_the_pair_page_sets_the_group_apart_from_the_names(client: TestClient, lang: str, said: str) -> None:
    assert said in words(client.get(f"/pair/1?lang={lang}").text)
