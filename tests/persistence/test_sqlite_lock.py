"""No returned save lost while the event is published on a SQLite file (issue 26, item 1).

POSIX drops all of a process's fcntl locks on a file when the process closes any descriptor of it. The
program used to read the database's header from Python at every opening, so the web server's opening beside
the window's (or the CLI's) dropped SQLite's shared lock; the next program to open and close the file then
deleted the -wal with every save written into it since. Each test here publishes (or opens twice), lets
another program open and close the file, and runs command lines beside it; then the -wal must still be
there, every save that returned must be seen by a fresh process, and nothing may be lost once all stopped.
"""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from burraco_tourney.io.output import database_file
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import scores
from burraco_tourney.services import table_entry as te
from burraco_tourney.services.tournaments import load_tournament
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round
from tests.web.test_table_entry_evening import sheet_form

SEATING = tuple((table, 2 * table - 1, 2 * table) for table in range(1, 5))  # 4 tables, 8 pairs
DEALS_PER_SHEET = 3
CLI = [sys.executable, "-m", "burraco_tourney"]


def another_program_opens_and_closes(path: Path) -> None:
    """What `sqlite3 event.sqlite`, a backup tool or another copy of the program does: open, read, close."""
    code = (
        "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
        "c.execute('select count(*) from sqlite_master').fetchall(); c.close()"
    )
    subprocess.run([sys.executable, "-c", code, str(path)], check=True, timeout=60)


def deals_seen_by_a_fresh_process(path: Path) -> int:
    code = (
        "import sqlite3, sys; "
        "print(sqlite3.connect(sys.argv[1]).execute('select count(*) from deals').fetchone()[0])"
    )
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return int(done.stdout)


def command_lines_beside(path: Path) -> None:
    """Several commands at once on the file, as a director's terminal runs them meanwhile."""
    commands = [
        [*CLI, "standings", "--db", str(path)],
        [*CLI, "export-json", "--db", str(path), "--out", str(path.with_name("copy.json"))],
        [*CLI, "table-links", "--db", str(path), "--round", "1"],
    ]
    running = [subprocess.Popen(c, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for c in commands]
    for process, command in zip(running, commands, strict=True):
        _, error = process.communicate(timeout=120)
        assert process.returncode == 0, (command, error)


def wal(path: Path) -> Path:
    return Path(f"{path}-wal")


@pytest.fixture
def event(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    """An event of 8 pairs with round 1 seated and open to the tables' phones; no connection left open."""
    path = tmp_path / "event.sqlite"
    with open_database(path) as db:
        made = new_tournament(db, 8)
        with_round(db, made, SEATING)
    yield path, made


def phone_sends(base: str, db_path: Path, tournament_id: int, table: int) -> None:
    """Table `table`'s NS line proposes its sheet and EW agrees, over HTTP, as two phones do."""
    import httpx2

    with open_database(db_path, create=False, reading=True) as db:
        links = {(link.table, link.line): link.path for link in te.table_links(db, tournament_id, 1)}
        settings = load_tournament(db, tournament_id).settings
    deals = sheet(closed_by_ns(), closed_by_ew(), closed_by_ns(120, 60))
    with httpx2.Client(base_url=base, timeout=30, follow_redirects=True) as phone:
        page = phone.get(links[(table, "ns")]).text
        csrf = re.search(r'name="csrf" value="([^"]+)"', page)
        assert csrf is not None, page[:300]
        sent = phone.post(
            f"{links[(table, 'ns')]}/propose", data={"csrf": csrf.group(1), **sheet_form(deals, settings)}
        )
        assert sent.status_code == 200, sent.text[:300]
        page = phone.get(links[(table, "ew")]).text
        csrf = re.search(r'name="csrf" value="([^"]+)"', page)
        proposal = re.search(r'name="proposal" id="proposal" value="(\d+)"', page)
        assert csrf is not None and proposal is not None, page[:300]
        agreed = phone.post(
            f"{links[(table, 'ew')]}/confirm", data={"csrf": csrf.group(1), "proposal": proposal.group(1)}
        )
        assert 'data-state="entered"' in agreed.text, agreed.text[:300]


def director_saves(db: Database, tournament_id: int, table: int) -> None:
    state = scores.get_table(db, tournament_id, 1, table)
    scores.save_table_deals(
        db, tournament_id, 1, table, sheet(closed_by_ew(), closed_by_ns()), expected_version=state.version
    )


@pytest.mark.slow
def test_the_served_file_keeps_every_save_while_other_programs_open_it(event: tuple[Path, int]) -> None:
    path, tournament_id = event
    server = subprocess.Popen(
        [*CLI, "--lang", "en", "serve", "--db", str(path), "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        base = ""
        for line in server.stdout:
            found = re.search(r"(http://127\.0\.0\.1:\d+)/", line)
            if found:
                base = found.group(1)
                break
        assert base, server.stderr.read() if server.stderr else "no address"
        another_program_opens_and_closes(path)
        assert wal(path).exists()
        phone_sends(base, path, tournament_id, 1)
        assert deals_seen_by_a_fresh_process(path) == DEALS_PER_SHEET

        command_lines_beside(path)
        another_program_opens_and_closes(path)
        assert wal(path).exists()
        phone_sends(base, path, tournament_id, 2)
        assert deals_seen_by_a_fresh_process(path) == 2 * DEALS_PER_SHEET
    finally:
        server.send_signal(signal.SIGINT)
        server.communicate(timeout=60)
    assert server.returncode == 0
    assert deals_seen_by_a_fresh_process(path) == 2 * DEALS_PER_SHEET


def test_asking_whether_a_held_file_is_a_database_reads_nothing_of_it(event: tuple[Path, int]) -> None:
    """The printouts' 'is this a database?' check (io.output.database_file) on the open file and its -wal."""
    path, tournament_id = event
    with open_database(path) as db:
        assert db.lock_held() is True
        assert database_file(path) == path
        assert database_file(wal(path)) == path
        assert database_file(Path(f"{path}-shm")) == path
        assert db.lock_held() is True
        another_program_opens_and_closes(path)
        director_saves(db, tournament_id, 4)
        assert deals_seen_by_a_fresh_process(path) == DEALS_PER_SHEET


def test_the_open_database_chosen_as_a_file_to_read_is_refused_unread(event: tuple[Path, int]) -> None:
    """A director who picks the tournament's own database (or its -wal) in an import dialog: refused in
    words, without opening it, so that SQLite keeps its lock."""
    from burraco_tourney.domain.files import InputFileRefused, read_input_file
    from burraco_tourney.io.interchange import InterchangeError, load_json_file
    from burraco_tourney.io.pairs_import import PairsFileError, read_file_bytes
    from burraco_tourney.io.problem_texts import describe

    path, tournament_id = event
    with open_database(path) as db:
        for name in (path, wal(path)):
            with pytest.raises(InputFileRefused) as refused:
                read_input_file(name)
            assert refused.value.reason == "open_database"
        with pytest.raises(PairsFileError) as pairs_refused:
            read_file_bytes(path)
        assert "database" in " ".join(describe(p, "en") for p in pairs_refused.value.problems)
        with pytest.raises(InterchangeError) as file_refused:
            load_json_file(path)
        [problem] = file_refused.value.all_problems
        assert "tournament database the program has open" in describe(problem, "en")
        assert db.lock_held() is True
        another_program_opens_and_closes(path)
        director_saves(db, tournament_id, 4)
        assert deals_seen_by_a_fresh_process(path) == DEALS_PER_SHEET
    # Closed, it is a file like any other (and not a tournament file).
    with pytest.raises(InterchangeError):
        load_json_file(path)
