"""The tables' sheets on the phones (issue 20), as a phone receives them (Starlette's TestClient): a table's
link shows its own sheet only, the checks and the live foot come from the server, one line sends and the
other agrees, the sheet is saved once as "table 7"; and every abuse (a wrong or another table's token, a
replay, a closed round, the director's entry first, a flood, a missing or forged form token) is refused in
words with nothing saved."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import audit, scores
from burraco_tourney.services import table_entry as te
from burraco_tourney.services.errors import DealsRejectedError
from burraco_tourney.web.app import create_app
from burraco_tourney.web.table_entry import RateLimiter, TableEntryPages
from tests.databases import new_database
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round

SEATING = tuple((table, 2 * table - 1, 2 * table) for table in range(1, 8))  # 7 tables, 14 pairs

# Deal 1: NS closed with a clean burraco and 230 card points, EW a dirty one and 85; deals 2, 3 not played.
GOOD = {
    "d0.end": "closed",
    "d0.ns.clean": "1",
    "d0.ns.closed": "1",
    "d0.ns.cards": "230",
    "d0.ns.pozzetto": "1",
    "d0.ew.dirty": "1",
    "d0.ew.cards": "85",
    "d0.ew.pozzetto": "1",
    "d1.end": "not_played",
    "d2.end": "not_played",
}


@pytest.fixture
def paths(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture
def director(paths: Path) -> Iterator[Database]:
    db = new_database(paths)
    yield db
    db.close()


@pytest.fixture
def tournament_id(director: Database) -> int:
    made = new_tournament(director, 14)
    with_round(director, made, SEATING)
    return made


@pytest.fixture
def writer(paths: Path, tournament_id: int) -> Iterator[Database]:
    """The web server's writing connection (WebServer opens one beside its read-only one)."""
    db = open_database(paths, create=False)
    yield db
    db.close()


@pytest.fixture
def client(paths: Path, writer: Database) -> Iterator[TestClient]:
    reader = open_database(paths, create=False, reading=True)
    yield TestClient(create_app(reader, writer=writer), raise_server_exceptions=False)
    reader.close()


def links(db: Database, tournament_id: int) -> dict[tuple[int, str], te.TableLink]:
    return {(link.table, link.line): link for link in te.table_links(db, tournament_id, 1)}


def csrf(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found, page[:300]
    return found.group(1)


def words(page: str, element_id: str = "content") -> str:
    found = re.search(rf'<(\w+)[^>]* id="{element_id}"[^>]*>(.*?)</\1>', page, re.S)
    assert found, f"no #{element_id}"
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", found.group(2))).split())


def saves(db: Database, tournament_id: int) -> list[audit.AuditEntry]:
    return [e for e in audit.audit_log(db, tournament_id) if e.action in ("save deals", "correct deals")]


def send(client: TestClient, link: te.TableLink, values: dict[str, str], lang: str = "it") -> tuple[int, str]:
    page = client.get(f"{link.path}?lang={lang}").text
    answer = client.post(f"{link.path}/propose?lang={lang}", data={"csrf": csrf(page), **values})
    return answer.status_code, answer.text


def proposal_id(page: str) -> str:
    found = re.search(r'name="proposal" id="proposal" value="(\d+)"', page)
    assert found, "no proposal to agree with"
    return found.group(1)


def test_the_tables_page_shows_its_own_sheet_only_in_the_phones_language(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    link = links(director, tournament_id)[(7, "ew")]
    answer = client.get(link.path, headers={"Accept-Language": "de-DE,de;q=0.9"})
    assert answer.status_code == 200
    page = answer.text
    assert words(page, "heading") == "Runde 1 · Tisch 7"
    assert "Paar 13" in words(page, "pairs") and "Paar 14" in words(page, "pairs")
    assert "Paar 1:" not in page and "Paar 12" not in page  # no other table's pairs
    assert "Linie OW" in words(page, "you")
    for box in ("d0-end", "d0-ns-clean", "d0-ew-cards", "d2-ew-penalty_reason", "propose", "ns-mp", "ew-vp"):
        assert f'id="{box}"' in page, box
    assert 'name="d0.ns.cards" inputmode="numeric"' in page
    assert "/standings" not in page and "/seats" not in page  # nothing beyond the table's sheet
    headers = answer.headers
    assert headers["X-Frame-Options"] == "DENY" and headers["Referrer-Policy"] == "no-referrer"
    assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
    assert headers["Cache-Control"] == "no-store"
    nonce = re.search(r"'nonce-([^']+)'", headers["Content-Security-Policy"])
    assert nonce and f'<script nonce="{nonce.group(1)}">' in page


def test_the_phones_say_segnapunti_in_italian_as_the_window_not_score(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    found = links(director, tournament_id)
    first = client.get(f"{found[(1, 'ns')].path}?lang=it").text
    assert words(first, "propose") == "Invia il segnapunti"
    _, waiting = send(client, found[(1, "ns")], GOOD)
    other = client.get(f"{found[(1, 'ew')].path}?lang=it").text
    wrong = client.post(
        f"{found[(1, 'ns')].path}/confirm?lang=it",
        data={"csrf": csrf(waiting), "proposal": proposal_id(waiting), "pin": "x"},
    ).text
    for page in (first, waiting, other, wrong):
        assert "score" not in words(page).lower(), words(page)
        title = re.search(r"<title>(.*?)</title>", page)
        assert title and "score" not in title.group(1).lower()
    # Every word a phone may read, in the web's catalogue and among the table entry's refusals.
    from burraco_tourney.io.problem_texts import TEXTS as PROBLEMS
    from burraco_tourney.web.texts import TEXTS as WEB

    phones = [WEB[key]["it"] for key in WEB if key.startswith("te_")]
    refusals = ["unknown_link", "closed", "already_entered", "no_proposal", "other_line_confirms"]
    refusals += ["wrong_pin", "not_a_number"]
    refusals += [f"proposal_{state}" for state in ("confirmed", "saved", "rejected", "superseded")]
    phones += [PROBLEMS[f"table_entry.{code}"]["it"] for code in refusals]
    assert [said for said in phones if "score" in said.lower()] == []


def test_the_server_checks_and_computes_the_foot_as_the_window(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    link = links(director, tournament_id)[(1, "ns")]
    token = csrf(client.get(f"{link.path}?lang=it").text)
    good = client.post(f"{link.path}/check?lang=it", data={"csrf": token, **GOOD}).json()
    assert good["deals"][0] == {"ns": 530, "ew": 185} and good["deals"][1] is None
    assert good["foot"] == {"ns_mp": 530, "ew_mp": 185, "diff": 345, "ns_vp": "13", "ew_vp": "7"}
    assert good["problems"] == []
    odd = client.post(f"{link.path}/check?lang=it", data={"csrf": token, **GOOD, "d0.ns.cards": "233"}).json()
    [problem] = odd["problems"]
    assert problem["for"] == "d0-ns-cards" and problem["blocking"]
    assert "5" in problem["text"]  # multiples of 5, in Italian
    assert saves(director, tournament_id) == []


def test_propose_then_the_other_line_agrees_saves_once_as_table_7(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    found = links(director, tournament_id)
    status, page = send(client, found[(7, "ns")], GOOD)
    assert status == 200  # after the redirect
    assert "ora lo conferma la linea EO" in words(page, "state")
    assert scores.get_table(director, tournament_id, 1, 7).table.deals == ()

    other = client.get(f"{found[(7, 'ew')].path}?lang=it").text
    assert "La linea NS ha inviato questo segnapunti" in words(other, "state")
    assert 'id="agree"' in other
    agreed = client.post(
        f"{found[(7, 'ew')].path}/confirm?lang=it", data={"csrf": csrf(other), "proposal": proposal_id(other)}
    )
    assert agreed.status_code == 200
    assert words(agreed.text, "state") == "Segnapunti confermato e salvato. Grazie!"
    assert words(agreed.text).count("confermato e salvato") == 1  # said once, not again as a message
    assert scores.get_table(director, tournament_id, 1, 7).table.deals == sheet(closed_by_ns())
    [entry] = saves(director, tournament_id)
    assert entry.who == "table 7"

    # The confirmation replayed (a double tap, a resent form): refused, still one save.
    replay = client.post(
        f"{found[(7, 'ew')].path}/confirm?lang=it", data={"csrf": csrf(other), "proposal": proposal_id(other)}
    )
    assert replay.status_code == 409
    assert "già stato confermato e salvato" in words(replay.text, "message")
    assert len(saves(director, tournament_id)) == 1


def test_the_same_phone_agrees_with_the_tables_pin(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    link = links(director, tournament_id)[(2, "ew")]
    _, page = send(client, link, GOOD, lang="en")
    assert 'id="pin"' in page and 'id="agree"' in page
    wrong = "0000" if link.pin != "0000" else "1111"
    refused = client.post(
        f"{link.path}/confirm?lang=en", data={"csrf": csrf(page), "proposal": proposal_id(page), "pin": wrong}
    )
    assert refused.status_code == 403
    # The page is given back, not lost: the sheet to agree with, the PIN as typed, the refusal beside it.
    assert words(refused.text, "p-pin") == "That is not the table's PIN (it is printed on the score sheet)."
    assert '<input id="pin" name="pin" class="bad" autofocus' in refused.text
    assert f'value="{wrong}"' in refused.text
    assert 'id="agree"' in refused.text and 'id="proposal-sheet"' in refused.text
    assert 'id="message"' not in refused.text  # said once, at the PIN
    assert saves(director, tournament_id) == []
    agreed = client.post(
        f"{link.path}/confirm?lang=en",
        data={"csrf": csrf(refused.text), "proposal": proposal_id(refused.text), "pin": link.pin},
    )
    assert words(agreed.text, "state") == "Sheet confirmed and saved. Thank you!"
    assert words(agreed.text).count("Sheet confirmed and saved") == 1  # not again as a message
    assert [e.who for e in saves(director, tournament_id)] == ["table 2"]


def test_text_in_a_number_box_is_refused_at_its_box_and_kept_as_typed(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    link = links(director, tournament_id)[(3, "ew")]
    typed = {"d0.ns.cards": "-5O", "d0.ew.dirty": "abc", "d0.ew.cards": "1e3"}
    status, page = send(client, link, {**GOOD, **typed}, lang="de")
    assert status == 422
    assert "nicht gesendet" in words(page, "message")
    for name, value in typed.items():
        box = name.replace(".", "-")
        assert f'class="number bad" id="{box}" name="{name}"' in page, name
        assert f'value="{value}"' in page, name  # what was typed stays in its box
        assert words(page, f"p-{box}") == f"„{value}“ ist keine ganze Zahl: Geben Sie nur Ziffern ein."
    assert te.table_sheet(director, link.token).proposal is None
    # The live check says the same at the same boxes, before anything is sent.
    token = csrf(client.get(f"{link.path}?lang=it").text)
    checked = client.post(f"{link.path}/check?lang=it", data={"csrf": token, **GOOD, **typed}).json()
    at = {p["for"]: p for p in checked["problems"]}
    assert at["d0-ns-cards"] == {
        "for": "d0-ns-cards",
        "text": "«-5O» non è un numero intero: scrivete solo cifre.",
        "blocking": True,
    }
    assert at["d0-ew-dirty"]["blocking"] and at["d0-ew-cards"]["blocking"]
    # A box left empty is still 0, as on paper.
    assert client.post(f"{link.path}/check", data={"csrf": token, **GOOD}).json()["problems"] == []


def test_a_proposal_number_the_page_never_wrote_is_a_bad_form_in_the_phones_language(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    found = links(director, tournament_id)
    send(client, found[(2, "ns")], GOOD)
    other = client.get(f"{found[(2, 'ew')].path}?lang=it").text
    for sent in ("99999999999999999999", "9" * 300, "-1", "1e3", "12abc", "١٢", ""):
        answer = client.post(
            f"{found[(2, 'ew')].path}/confirm?lang=it", data={"csrf": csrf(other), "proposal": sent}
        )
        assert answer.status_code == 400, sent
        assert "Il modulo non è valido" in words(answer.text, "message"), sent
    assert saves(director, tournament_id) == []


def test_errors_stay_at_their_field_and_warnings_ask_to_confirm(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    link = links(director, tournament_id)[(3, "ns")]
    status, page = send(client, link, {**GOOD, "d0.ns.cards": "233"}, lang="en")
    assert status == 422
    assert 'class="number bad" id="d0-ns-cards"' in page
    assert words(page, "p-d0-ns-cards")  # the words at the box
    assert 'value="233"' in page  # what was typed stays
    assert te.table_sheet(director, link.token).proposal is None

    thin = {**GOOD, "d0.ns.clean": "2", "d0.ns.cards": "40", "d0.ew.dirty": "0", "d0.ew.cards": "20"}
    status, page = send(client, link, thin, lang="en")
    assert status == 200 and 'id="confirm-warnings"' in page and words(page, "warnings")
    assert te.table_sheet(director, link.token).proposal is None
    answer = client.post(
        f"{link.path}/propose?lang=en", data={"csrf": csrf(page), **thin, "confirm_warnings": "1"}
    )
    assert answer.status_code == 200 and "now line EW confirms it" in words(answer.text, "state")


def test_wrong_and_other_tables_tokens_reach_nothing(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    found = links(director, tournament_id)
    send(client, found[(1, "ns")], GOOD)
    proposal = proposal_id(client.get(f"{found[(1, 'ew')].path}").text)
    for token in ("x" * 32, found[(1, "ns")].token[:-2] + "zz", "%2e%2e", "a" * 200):
        answer = client.get(f"/t/{token}?lang=it")
        assert answer.status_code in (404, 400), token
        assert "non è valido" in answer.text or answer.status_code == 400
        assert "Traceback" not in answer.text
    other = client.get(f"{found[(2, 'ew')].path}").text
    assert 'id="proposal"' not in other  # table 2 sees no proposal of table 1
    # Table 2's link, with its own valid form token, cannot confirm table 1's proposal.
    answer = client.post(f"{found[(2, 'ew')].path}/confirm", data={"csrf": csrf(other), "proposal": proposal})
    assert answer.status_code == 409
    assert saves(director, tournament_id) == []


def test_a_missing_or_forged_form_token_is_refused_and_nothing_saved(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    found = links(director, tournament_id)
    link = found[(4, "ns")]
    own = csrf(client.get(link.path).text)
    other_tables = csrf(client.get(found[(5, "ns")].path).text)
    for form in ({}, {"csrf": ""}, {"csrf": "0" * 64}, {"csrf": other_tables}):
        answer = client.post(f"{link.path}/propose?lang=en", data={**form, **GOOD})
        assert answer.status_code == 400
        assert "reload the page" in words(answer.text, "message")
    assert te.table_sheet(director, link.token).proposal is None
    # A post from a page of another site, even with the right form token.
    answer = client.post(
        f"{link.path}/propose", data={"csrf": own, **GOOD}, headers={"Origin": "http://evil.example"}
    )
    assert answer.status_code == 400
    assert te.table_sheet(director, link.token).proposal is None
    # A body too big to be a sheet.
    answer = client.post(f"{link.path}/propose", data={"csrf": own, "d0.ns.cards": "1" * 40_000})
    assert answer.status_code == 400


def test_a_sheet_after_the_round_closed_is_refused(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    found = links(director, tournament_id)
    proposer = client.get(found[(6, "ns")].path + "?lang=it").text
    send(client, found[(6, "ns")], GOOD)
    other = client.get(found[(6, "ew")].path + "?lang=it").text
    te.set_accepting(director, tournament_id, 1, False)
    answer = client.post(
        f"{found[(6, 'ew')].path}/confirm?lang=it", data={"csrf": csrf(other), "proposal": proposal_id(other)}
    )
    assert answer.status_code == 409
    assert "non accetta più segnapunti" in words(answer.text, "message")
    page = client.get(found[(6, "ns")].path + "?lang=it").text
    assert words(page, "state").startswith("Questo turno non accetta più segnapunti")
    assert 'id="sheet"' not in page
    # A form kept open from before the round closed: refused too.
    answer = client.post(f"{found[(6, 'ns')].path}/propose?lang=it", data={"csrf": csrf(proposer), **GOOD})
    assert answer.status_code == 409
    assert saves(director, tournament_id) == []


def test_the_directors_entry_first_wins_and_the_table_sees_it(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    found = links(director, tournament_id)
    send(client, found[(5, "ns")], GOOD)
    other = client.get(found[(5, "ew")].path + "?lang=it").text
    entered = sheet(closed_by_ew(), closed_by_ew())
    scores.save_table_deals(director, tournament_id, 1, 5, entered, who="Direttore")
    answer = client.post(
        f"{found[(5, 'ew')].path}/confirm?lang=it", data={"csrf": csrf(other), "proposal": proposal_id(other)}
    )
    assert answer.status_code == 409
    assert "già stato inserito dall'arbitro" in words(answer.text, "message")
    assert scores.get_table(director, tournament_id, 1, 5).table.deals == entered
    assert [e.who for e in saves(director, tournament_id)] == ["Direttore"]
    page = client.get(found[(5, "ns")].path + "?lang=it").text
    assert words(page, "state") == "Il segnapunti di questo tavolo è già stato inserito dall'arbitro."
    assert 'id="sheet"' not in page and 'id="propose"' not in page


def test_a_flood_of_requests_gets_429_and_nothing_saved(
    paths: Path, writer: Database, director: Database, tournament_id: int
) -> None:
    from starlette.applications import Starlette

    pages = TableEntryPages(writer, per_link=(5, 60.0), per_address=(8, 60.0))
    client = TestClient(Starlette(routes=pages.routes()), raise_server_exceptions=False)
    found = links(director, tournament_id)
    statuses = [client.get(found[(1, "ns")].path + "?lang=en").status_code for _ in range(7)]
    assert statuses == [200] * 5 + [429] * 2
    flooded = client.get(found[(1, "ns")].path + "?lang=en")
    assert flooded.headers["Retry-After"] and "Too many requests" in words(flooded.text, "message")
    # The address's own limit: other links from the same address are stopped too.
    statuses = [client.get(found[(2, "ns")].path).status_code for _ in range(4)]
    assert statuses.count(429) >= 1
    answer = client.post(
        found[(3, "ns")].path + "/propose", data={"csrf": pages.csrf(found[(3, "ns")].token), **GOOD}
    )
    assert answer.status_code == 429
    assert te.table_sheet(director, found[(3, "ns")].token).proposal is None
    assert saves(director, tournament_id) == []


def test_the_rate_limiter_forgets_hits_after_its_window() -> None:
    now = [0.0]
    limiter = RateLimiter(2, 10.0, clock=lambda: now[0])
    assert [limiter.allow("a"), limiter.allow("a"), limiter.allow("a"), limiter.allow("b")] == [
        True,
        True,
        False,
        True,
    ]
    now[0] = 10.5
    assert limiter.allow("a")


def test_without_a_writer_the_links_are_not_served(
    paths: Path, director: Database, tournament_id: int
) -> None:
    reader = open_database(paths, create=False, reading=True)
    try:
        client = TestClient(create_app(reader), raise_server_exceptions=False)
        link = links(director, tournament_id)[(1, "ns")]
        assert client.get(link.path).status_code == 404
    finally:
        reader.close()


def test_a_deal_left_empty_is_marked_when_the_sheet_is_sent(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    link = links(director, tournament_id)[(4, "ew")]
    # Deal 2 left as the page gave it (ending "closed", both pozzetti ticked, nothing typed).
    played_one = {k: v for k, v in GOOD.items() if not k.startswith("d1.")}
    played_one |= {"d1.end": "closed", "d1.ns.pozzetto": "1", "d1.ew.pozzetto": "1"}
    status, page = send(client, link, played_one, lang="en")
    assert status == 422
    marked = re.findall(r'class="problem blocking" data-for="(d1-[^"]+)"', page)
    assert marked, "the empty deal's problem is shown at its boxes"
    assert te.table_sheet(director, link.token).proposal is None


def test_a_deal_closed_after_the_time_out_is_refused_at_its_ending_in_the_phones_language(
    client: TestClient, director: Database, tournament_id: int
) -> None:
    """Issue 30 item 1: the order of the deals is checked on the phones as in the window."""
    link = links(director, tournament_id)[(5, "ns")]
    timed_out = {
        "d0.end": "timeout",
        "d0.ns.clean": "1",
        "d0.ns.cards": "150",
        "d0.ns.pozzetto": "1",
        "d0.ew.dirty": "1",
        "d0.ew.cards": "60",
        "d0.ew.pozzetto": "1",
    }
    closed_after = {key.replace("d0.", "d1."): value for key, value in GOOD.items() if key.startswith("d0.")}
    status, page = send(client, link, {**timed_out, **closed_after, "d2.end": "not_played"})
    assert status == 422
    assert 'class="problem blocking" data-for="d1-end"' in page
    assert words(page, "p-d1-end") == (
        "La smazzata 1 è finita a tempo scaduto, quindi questa non è stata giocata: segnarla come non "
        "giocata, oppure correggere la smazzata 1."
    )
    assert te.table_sheet(director, link.token).proposal is None
    # Sent past the page's checks, the service refuses it too.
    timeout = Deal(DealEnd.TIMEOUT, DealLine(clean=1, cards=150), DealLine(dirty=1, cards=60))
    deals = (timeout, closed_by_ns(), closed_by_ns())
    with pytest.raises(DealsRejectedError) as refused:
        te.propose(director, link.token, deals)
    assert [(p.code, p.json_path) for p in refused.value.problems] == [
        ("deal.played_after_timeout", "deals[1].end"),
        ("deal.played_after_timeout", "deals[2].end"),
    ]
