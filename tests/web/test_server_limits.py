"""The server's limits against a real uvicorn on a free port (tests/web/conftest.py's `server`), with real
sockets and requests sent at once: the wrong-PIN limit holds whatever the concurrency (issue 26.3), and a
client that sends its request a byte at a time is dropped (issue 26.9)."""

from __future__ import annotations

import re
import select
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from html import unescape
from pathlib import Path

import pytest

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


def message(page: str, element_id: str = "message") -> str:
    found = re.search(rf'id="{element_id}"[^>]*>(.*?)</(p|span)>', page, re.S)
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
    assert all("not the table's PIN" in message(text, "p-pin") for text in checked)
    assert all("Too many requests" in message(text) for text in refused)
    # Even the right PIN waits now: the limit is the table's, not the guesser's.
    status, page = fetch(f"{base}{link.path}/confirm?lang=en", {**form, "pin": link.pin})
    assert status == 429 and "Too many requests" in message(page)
    assert te.table_sheet(database, link.token).proposal is not None
    assert not te.table_sheet(database, link.token).entered


@pytest.fixture
def impatient(db_path: Path, tournament_id: int) -> Iterator[WebServer]:
    """The server with a request deadline of 2 s instead of 10 (READ_TIMEOUT), so that the test is short."""
    web = WebServer(str(db_path), host="127.0.0.1", port=0, read_timeout=2.0)
    web.start()
    yield web
    web.stop()


def test_slow_clients_are_dropped_and_the_phones_still_answered(impatient: WebServer) -> None:
    """30 connections sending their request a byte at a time (every 0.5 s, never finishing) and 5 sending
    nothing: the server closes every one of them (well before 60 s: the deadline is 2 s here), and serves
    a phone meanwhile and after."""
    address = ("127.0.0.1", impatient.port)
    dribbling = [socket.create_connection(address, timeout=5) for _ in range(30)]
    silent = [socket.create_connection(address, timeout=5) for _ in range(5)]
    head = b"GET /standings HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 1000
    sent = 0
    open_ = set(dribbling + silent)
    give_up = time.monotonic() + 60  # a generous bound, not a measure: the server must close them first
    try:
        while open_ and time.monotonic() < give_up:
            for sock in [s for s in dribbling if s in open_]:
                try:
                    sock.send(head[sent : sent + 1])
                except OSError:  # closed by the server already
                    open_.discard(sock)
            sent += 1
            readable, _, _ = select.select(list(open_), [], [], 0.5)
            for sock in readable:
                try:
                    closed = sock.recv(4096) == b""
                except OSError:
                    closed = True
                if closed:
                    open_.discard(sock)
            if sent == 4:  # while they dribble, a phone is answered as ever
                assert fetch(f"http://127.0.0.1:{impatient.port}/standings?lang=en")[0] == 200
        assert not open_, f"{len(open_)} of 35 slow connections still open after 60 s"
        assert sent < len(head)  # dropped mid-request, not after a request that ended
    finally:
        for sock in dribbling + silent:
            sock.close()
    assert fetch(f"http://127.0.0.1:{impatient.port}/standings?lang=en")[0] == 200


def test_a_request_in_time_is_answered_on_a_kept_alive_connection(impatient: WebServer) -> None:
    """The deadline runs while a request arrives, not while the app answers nor between requests."""
    with socket.create_connection(("127.0.0.1", impatient.port), timeout=10) as sock:
        for _ in range(3):
            sock.sendall(b"GET /revision HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            answer = b""
            while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
                chunk = sock.recv(4096)
                assert chunk, "closed by the server"
                answer += chunk
            assert answer.startswith(b"HTTP/1.1 200")
            time.sleep(1.5)  # idle as a phone between its polls: longer than nothing, shorter than keep-alive


def test_the_connection_limit_answers_503_and_frees_itself_as_slow_clients_are_dropped(
    db_path: Path, tournament_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """CONCURRENCY (800) is uvicorn's limit_concurrency: beyond it a request is answered 503 at once (the
    pages' script retries). Five here: five idle connections fill it until the deadline drops them."""
    import burraco_tourney.web.server as server_module

    monkeypatch.setattr(server_module, "CONCURRENCY", 5)
    with WebServer(str(db_path), host="127.0.0.1", port=0, read_timeout=2.0) as web:
        url = f"http://127.0.0.1:{web.port}/standings?lang=en"
        idle = [socket.create_connection(("127.0.0.1", web.port), timeout=5) for _ in range(5)]
        try:
            assert fetch(url)[0] == 503
            give_up = time.monotonic() + 60
            while fetch(url)[0] != 200:
                assert time.monotonic() < give_up, "the idle connections were never dropped"
                time.sleep(0.2)
        finally:
            for sock in idle:
                sock.close()
