"""Issue 20's "done when": a round of a demo evening scored entirely from the tables' phones (every table's
sheet sent by one line and agreed by the other, over HTTP as the phones send it), the standings are right
(the same as the same sheets entered at the director's station, and as the demo's own), and the director
typed nothing (every sheet of the round audited as its table's, once)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from burraco_tourney.domain.scoring import Deal
from burraco_tourney.domain.sheet_draft import SheetDraft
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Tournament, TournamentSettings
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import audit, scores
from burraco_tourney.services import table_entry as te
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.standings import take_standings
from burraco_tourney.services.tournaments import import_tournament
from burraco_tourney.web.app import create_app
from tests.databases import new_database

PAIRS, ROUNDS, SEED = 16, 2, 20
ROUND = 2  # played at the tables; round 1 is the demo's, entered as the demo made it


def sheet_form(deals: tuple[Deal, ...], settings: TournamentSettings) -> dict[str, str]:
    """The boxes of the table's page filled with `deals`, as a player types them (names d0.ns.cards...)."""
    draft = SheetDraft.of_sheet(deals, settings.scoring, settings.vp_scale, settings.deals_per_round)
    form: dict[str, str] = {}
    for key in draft.boxes():
        name = f"d{key[0]}.{key[1]}"
        if key[1] == "end":
            form[name] = draft.end(key[0]).value
            continue
        value = draft.value(key)
        if isinstance(value, bool):
            if value:
                form[name] = "1"
        else:
            form[name] = draft.text(key)
    return form


def field(page: str, pattern: str) -> str:
    found = re.search(pattern, page)
    assert found, page[:400]
    return found.group(1)


def csrf(page: str) -> str:
    return field(page, r'name="csrf" value="([^"]+)"')


def state(page: str) -> str:
    return field(page, r'id="state" data-state="([^"]+)"')


@pytest.fixture
def demo() -> Tournament:
    return build_demo_tournament(PAIRS, ROUNDS, SEED)


def stored(path: Path, demo: Tournament) -> tuple[Database, int]:
    """The demo in a file, its round 2 made and seated but no sheet of it entered."""
    rounds = list(demo.rounds)
    last = rounds[ROUND - 1]
    rounds[ROUND - 1] = replace(last, tables=tuple(replace(t, deals=()) for t in last.tables))
    db = new_database(path)
    made = import_tournament(db, replace(demo, rounds=tuple(rounds)), who="director")
    return db, made.id


@pytest.fixture
def phones_db(tmp_path: Path, demo: Tournament) -> Iterator[tuple[Database, int]]:
    db, tournament_id = stored(tmp_path / "phones.sqlite", demo)
    yield db, tournament_id
    db.close()


@pytest.fixture
def director_db(tmp_path: Path, demo: Tournament) -> Iterator[tuple[Database, int]]:
    db, tournament_id = stored(tmp_path / "director.sqlite", demo)
    yield db, tournament_id
    db.close()


def test_a_round_scored_entirely_from_the_phones_gives_the_right_standings(
    tmp_path: Path, demo: Tournament, phones_db: tuple[Database, int], director_db: tuple[Database, int]
) -> None:
    db, tournament_id = phones_db
    settings = demo.settings
    played = {table.table: table.deals for table in demo.rounds[ROUND - 1].tables}
    assert len(played) == PAIRS // 2 and all(played.values())
    links = {(link.table, link.line): link for link in te.table_links(db, tournament_id, ROUND)}
    reader = open_database(tmp_path / "phones.sqlite", create=False, reading=True)
    writer = open_database(tmp_path / "phones.sqlite", create=False)
    client = TestClient(create_app(reader, tournament_id, writer=writer), raise_server_exceptions=False)
    warned = 0
    try:
        for table, deals in sorted(played.items()):
            # Odd tables: NS sends, EW agrees on its own phone; even ones: EW sends, NS agrees with the PIN
            # on the same phone ("we agree").
            sender = links[(table, "ns" if table % 2 else "ew")]
            page = client.get(f"{sender.path}?lang=it").text
            form = {"csrf": csrf(page), **sheet_form(deals, settings)}
            answer = client.post(f"{sender.path}/propose?lang=it", data=form, follow_redirects=False)
            if answer.status_code == 200:  # warnings (a penalty, a total beyond the limit): confirmed
                assert 'id="confirm-warnings"' in answer.text
                warned += 1
                answer = client.post(
                    f"{sender.path}/propose?lang=it",
                    data={**form, "confirm_warnings": "1"},
                    follow_redirects=False,
                )
            assert answer.status_code == 303, answer.text[:500]
            if table % 2:
                other = links[(table, "ew")]
                page = client.get(f"{other.path}?lang=it").text
                assert state(page) == "proposed-there"
                agree = {
                    "csrf": csrf(page),
                    "proposal": field(page, r'name="proposal" id="proposal" value="(\d+)"'),
                }
                answer = client.post(f"{other.path}/confirm?lang=it", data=agree)
            else:
                page = client.get(f"{sender.path}?lang=it").text
                assert state(page) == "proposed-here"
                agree = {
                    "csrf": csrf(page),
                    "proposal": field(page, r'name="proposal" id="proposal" value="(\d+)"'),
                    "pin": sender.pin,
                }
                answer = client.post(f"{sender.path}/confirm?lang=it", data=agree)
            assert answer.status_code == 200 and state(answer.text) == "entered", answer.text[:500]
    finally:
        client.close()
        reader.close()
        writer.close()

    # Every sheet saved once, as its table's, with the deals played: the director typed nothing.
    saves = [e for e in audit.audit_log(db, tournament_id) if e.round == ROUND]
    assert sorted((e.action, e.who, e.table) for e in saves) == [
        ("save deals", f"table {table}", table) for table in sorted(played)
    ]
    for table, deals in played.items():
        assert scores.get_table(db, tournament_id, ROUND, table).table.deals == deals
    states = te.table_entry_states(db, tournament_id, ROUND)
    assert {t: s.status for t, s in states.items()} == dict.fromkeys(played, "saved")

    # The same sheets typed at the director's station give the same standings; so does the demo itself.
    other_db, other_id = director_db
    for table, deals in played.items():
        scores.save_table_deals(
            other_db, other_id, ROUND, table, deals, confirm_warnings=True, who="director"
        )
    from_phones = take_standings(db, tournament_id)
    typed = take_standings(other_db, other_id)
    expected = compute_standings(demo)

    def rows(standings: object) -> list[tuple[object, ...]]:
        return [(r.rank, r.pair, r.players, r.vp, r.mp_diff, r.mp) for r in standings.rows]  # type: ignore[attr-defined]

    assert rows(from_phones) == rows(typed) == rows(expected)
    assert len(from_phones.rows) == PAIRS
