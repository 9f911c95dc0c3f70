"""Nothing lost, nothing leaked: what the command line does with outputs that are the database, a full
disk, a log that cannot be written, passwords, broken pipes, read-only and missing databases (issue 17)."""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from burraco_tourney import paths
from burraco_tourney.cli import main
from burraco_tourney.cli.errors import BROKEN_PIPE_STATUS


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "torneo.sqlite"
    assert run(capsys, "demo", "--db", str(path), "--pairs", "6", "--rounds", "2")[0] == 0
    return path


@pytest.fixture
def log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data" / "errors.log"
    path.parent.mkdir()
    monkeypatch.setattr(paths, "user_log_path", lambda: path)
    return path


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A real, full file system: a 64 KiB tmpfs filled to the last byte (needs root to mount)."""
    folder = tmp_path / "full"
    folder.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], capture_output=True, check=False
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {done.stderr!r}")
    try:
        filler = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(filler, b"\0" * 512):
                pass
        except OSError:
            pass  # full
        finally:
            os.close(filler)
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


WRITERS = [
    ("print", "scoresheets"),
    ("export", "xlsx"),
    ("export", "standings-csv"),
    ("export", "seats-csv"),
    ("export-json",),
]


@pytest.mark.parametrize("command", WRITERS, ids=" ".join)
@pytest.mark.parametrize("suffix", ["", "-wal", "-shm"])
def test_no_export_writes_over_the_database(
    capsys: pytest.CaptureFixture[str], db: Path, command: tuple[str, ...], suffix: str
) -> None:
    # (SQLite itself makes and removes the -wal and -shm files as the command opens and closes the database.)
    target = Path(f"{db}{suffix}")
    before = digest(db)
    status, out, err = run(capsys, *command, "--db", str(db), "--out", str(target))
    assert status == 1
    assert "wrote" not in out
    assert "database" in err and "choose another file name" in err
    assert digest(db) == before
    assert not suffix or not target.exists()
    assert run(capsys, "standings", "--db", str(db))[0] == 0


def test_no_export_writes_over_another_sqlite_file(
    capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path
) -> None:
    other = tmp_path / "altro.sqlite"
    shutil.copy(db, other)
    status, _, err = run(capsys, "print", "standings", "--db", str(db), "--out", str(other))
    assert status == 1 and "it is a database" in err
    assert digest(other) == digest(db)


def test_a_password_never_reaches_the_crash_log_or_the_screen(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, log: Path
) -> None:
    url = "postgresql+psycopg://director:s3cret-pw@server.local:5432/torneo"

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError(f"boom while talking to {url}")

    monkeypatch.setattr("burraco_tourney.persistence.db.open_database", broken)
    monkeypatch.setattr(sys, "argv", ["burraco-tourney", "standings", "--db", url])
    status, _, err = run(capsys, "standings", "--db", url)
    assert status == 1 and "unexpected error" in err and str(log) in err
    text = log.read_text(encoding="utf-8")
    assert "RuntimeError" in text and "director:***@server.local" in text
    assert "s3cret-pw" not in text and "s3cret-pw" not in err
    assert stat.S_IMODE(log.stat().st_mode) == 0o600


# Every way a password can stand in a database address (issue 26, item 6): the user information with a
# space, quotes, "@" or ":" in it; the query's password= and pwd=; a libpq connection string's password=.
PASSWORD_FORMS = [
    ("postgresql+psycopg://director:s3cret pw@server.local:5432/torneo", "s3cret pw", "pw"),
    ("postgresql+psycopg://director:s3c'r\"et@server.local/torneo", "s3c'r\"et", 'r"et'),
    ("postgresql+psycopg://director:s3c@ret:x@server.local/torneo", "s3c@ret:x", "ret:x"),
    ("postgresql+psycopg://director@server.local/torneo?password=s3cret-pw", "s3cret-pw", "s3cret"),
    (
        "postgresql+psycopg://director@server.local/torneo?password=s3cret pw&sslmode=require",
        "s3cret pw",
        "pw&",
    ),
    (
        "postgresql+psycopg://director@server.local/torneo?sslmode=require&PWD=s3cret-pw",
        "s3cret-pw",
        "s3cret",
    ),
    ("host=server.local user=director password='s3cret pw' dbname=torneo", "s3cret pw", "pw'"),
    ("host=server.local user=director password=s3cret-pw dbname=torneo", "s3cret-pw", "s3cret"),
]


@pytest.mark.parametrize(("url", "password", "part"), PASSWORD_FORMS)
def test_no_form_of_password_reaches_the_crash_log_or_the_screen(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, log: Path, url: str, password: str,
    part: str,
) -> None:  # fmt: skip
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError(f"boom while talking to {url}")

    monkeypatch.setattr("burraco_tourney.persistence.db.open_database", broken)
    monkeypatch.setattr(sys, "argv", ["burraco-tourney", "standings", "--db", url])
    status, _, err = run(capsys, "standings", "--db", url)
    assert status == 1 and "unexpected error" in err and str(log) in err
    text = log.read_text(encoding="utf-8")
    assert "RuntimeError" in text and "***" in text
    for said in (text, err):
        assert password not in said and part not in said


@pytest.mark.parametrize(
    "url",
    [
        "postgresql+psycopg://director@127.0.0.1:1/torneo?password=s3cret-pw",
        "postgresql+psycopg://director:s3cret pw@127.0.0.1:1/torneo",
    ],
)
def test_a_refused_connection_names_the_server_without_its_password(
    capsys: pytest.CaptureFixture[str], url: str
) -> None:
    pytest.importorskip("psycopg")
    status, _, err = run(capsys, "standings", "--db", url)
    assert status == 1 and len(err.splitlines()) == 1 and "Connection refused" in err
    assert "127.0.0.1:1/torneo" in err and "s3cret" not in err


@pytest.mark.parametrize(
    ("url", "port"),
    [
        ("postgresql+psycopg://director:s3cret pw@server.local:notaport/torneo", "notaport"),
        ("postgresql+psycopg://director@server.local:99999/torneo", "99999"),
    ],
)
def test_a_mistyped_port_is_refused_in_words(
    capsys: pytest.CaptureFixture[str], log: Path, url: str, port: str
) -> None:
    status, _, err = run(capsys, "standings", "--db", url)
    assert status == 1
    assert err.startswith("burraco-tourney: postgresql+psycopg://director")
    assert f'is not a valid database address: the port "{port}" is not a port number' in err
    assert "s3cret" not in err and "unexpected" not in err and not log.exists()
    status, _, err = run(capsys, "--lang", "it", "standings", "--db", url)
    assert f'non è un indirizzo di database valido: la porta "{port}"' in err


def test_an_old_world_readable_log_becomes_private(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, log: Path
) -> None:
    log.write_text("earlier\n", encoding="utf-8")
    log.chmod(0o644)
    monkeypatch.setattr("burraco_tourney.persistence.db.open_database", lambda *a, **k: 1 / 0)
    assert run(capsys, "standings", "--db", "x.sqlite")[0] == 1
    assert stat.S_IMODE(log.stat().st_mode) == 0o600
    assert log.read_text(encoding="utf-8").startswith("earlier\n")


@pytest.mark.parametrize("where", ["missing folder", "log is a folder"])
def test_a_log_that_cannot_be_written_still_gives_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path, where: str
) -> None:
    target = tmp_path / "gone" / "errors.log"
    if where == "log is a folder":
        target = tmp_path / "errors.log"
        target.mkdir()
    monkeypatch.setattr(paths, "user_log_path", lambda: target)
    monkeypatch.setattr("burraco_tourney.persistence.db.open_database", lambda *a, **k: 1 / 0)
    status, _, err = run(capsys, "standings", "--db", "x.sqlite")
    assert status == 1
    assert err.strip().splitlines() == ["burraco-tourney: unexpected error: division by zero"]


def test_a_log_on_a_full_disk_still_gives_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, full_disk: Path
) -> None:
    monkeypatch.setattr(paths, "user_log_path", lambda: full_disk / "errors.log")
    monkeypatch.setattr("burraco_tourney.persistence.db.open_database", lambda *a, **k: 1 / 0)
    status, _, err = run(capsys, "standings", "--db", "x.sqlite")
    assert status == 1
    assert err.strip().splitlines() == ["burraco-tourney: unexpected error: division by zero"]


@pytest.mark.parametrize(
    ("command", "name"),
    [
        (("export", "xlsx"), "torneo.xlsx"),
        (("export-json",), "torneo.json"),
        (("print", "standings"), "classifica.pdf"),
        (("export", "standings-csv"), "classifica.csv"),
    ],
)
def test_an_export_on_a_full_disk_says_so_in_one_line(
    db: Path, full_disk: Path, command: tuple[str, ...], name: str
) -> None:
    # A child process: ZipFile's complaint came from its __del__, at collection or at the interpreter's exit.
    out = full_disk / name
    done = subprocess.run(
        [sys.executable, "-m", "burraco_tourney", *command, "--db", str(db), "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.splitlines() == [f"burraco-tourney: cannot write {out}: the disk is full "
                                        "(nothing was written; free some space and try again)"]  # fmt: skip
    assert sorted(p.name for p in full_disk.iterdir()) == ["filler"]


def test_export_json_on_a_damaged_database_says_it_is_damaged(
    capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path
) -> None:
    import sqlite3

    with sqlite3.connect(db) as reader:
        page = reader.execute("PRAGMA page_size").fetchone()[0]
        (root,) = reader.execute("SELECT rootpage FROM sqlite_master WHERE name = 'deals'").fetchone()
    reader.close()
    data = bytearray(db.read_bytes())
    data[(root - 1) * page : root * page] = b"\xff" * page  # the deals' table: opening still works
    db.write_bytes(bytes(data))
    status, _, err = run(capsys, "export-json", "--db", str(db), "--out", str(tmp_path / "t.json"))
    assert status == 1
    assert err.startswith(f"burraco-tourney: {db} is damaged") and "unexpected error" not in err


def test_standings_into_a_closed_pipe_exits_quietly(db: Path, log: Path) -> None:
    # `standings | head -1`: the reader is gone before the standings are written (deterministic here).
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "burraco_tourney", "standings", "--db", str(db)],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (BROKEN_PIPE_STATUS, "")


def test_a_mistyped_database_is_not_created(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for argv in (
        ("standings",),
        ("print", "standings", "--out", str(tmp_path / "c.pdf")),
        ("export", "xlsx", "--out", str(tmp_path / "c.xlsx")),
        ("export-json", "--out", str(tmp_path / "c.json")),
    ):
        status, _, err = run(capsys, *argv, "--db", str(tmp_path / "toreno.sqlite"))
        assert status == 1 and "There is no database" in err
    assert list(tmp_path.iterdir()) == []


def test_a_demo_that_fails_leaves_no_database(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run(capsys, "demo", "--db", str(tmp_path / "demo.sqlite"), "--pairs", "0")
    assert status == 1 and err
    assert list(tmp_path.iterdir()) == []


def test_reading_does_not_wait_for_a_writer(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    import sqlite3

    writer = sqlite3.connect(db, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # another program in the middle of a save
    try:
        status, out, err = run(capsys, "standings", "--db", str(db))
        assert (status, err) == (0, "") and "Standings after round 2" in out
    finally:
        writer.execute("ROLLBACK")
        writer.close()


@pytest.mark.skipif(shutil.which("chattr") is None and os.geteuid() == 0, reason="root needs chattr")
def test_a_read_only_database_can_be_printed(
    capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path
) -> None:
    from tests.persistence.test_db import _read_only

    before = digest(db)
    out = tmp_path / "out"
    out.mkdir()
    with _read_only(db):
        status, _, err = run(capsys, "print", "standings", "--db", str(db), "--out", str(out / "c.pdf"))
        assert (status, err) == (0, "")
        status, _, err = run(capsys, "demo", "--db", str(db))
        assert status == 1 and "cannot be written" in err
    assert digest(db) == before
    assert (out / "c.pdf").read_bytes().startswith(b"%PDF")


def test_a_killed_export_leaves_no_temporary_file_after_the_next(
    capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path
) -> None:
    out = tmp_path / "classifica.csv"
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True)
    leftover = tmp_path / f".classifica.csv.{int(dead.stdout)}-0123abcd.part"
    leftover.write_bytes(b"half")  # what an export killed with SIGKILL leaves
    assert run(capsys, "export", "standings-csv", "--db", str(db), "--out", str(out))[0] == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["classifica.csv", "torneo.sqlite"]


def test_a_terminated_export_cleans_up(db: Path, tmp_path: Path) -> None:
    # SIGTERM while the workbook is being written: the command unwinds and removes its temporary file.
    script = (
        "import os, signal, sys\n"
        "from burraco_tourney.io import xlsx\n"
        "real = xlsx.Workbook.save\n"
        "def save(self, target):\n"
        "    os.kill(os.getpid(), signal.SIGTERM)\n"
        "xlsx.Workbook.save = save\n"
        "from burraco_tourney.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    out = tmp_path / "torneo.xlsx"
    done = subprocess.run(
        [sys.executable, "-c", script, "export", "xlsx", "--db", str(db), "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 128 + 15, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["torneo.sqlite"]


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_import_refuses_what_is_not_a_regular_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str
) -> None:
    if kind == "fifo":
        source = tmp_path / "torneo.json"
        os.mkfifo(source)
    else:
        source = Path("/dev/zero")
    status, _, err = run(capsys, "import", str(source), "--db", str(tmp_path / "t.sqlite"))
    assert status == 1 and "not a regular file" in err
    assert not (tmp_path / "t.sqlite").exists()


def test_a_save_on_a_full_disk_says_the_disk_is_full(
    capsys: pytest.CaptureFixture[str], full_disk: Path
) -> None:
    status, _, err = run(capsys, "demo", "--db", str(full_disk / "torneo.sqlite"))
    assert status == 1
    assert err == f"burraco-tourney: The disk that holds {full_disk / 'torneo.sqlite'} is full. " \
        "Nothing was saved; free some space and try again.\n"  # fmt: skip


def test_a_server_that_refuses_the_connection_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("psycopg")
    status, _, err = run(capsys, "standings", "--db", "postgresql+psycopg://director:pw@127.0.0.1:1/torneo")
    assert status == 1
    assert len(err.splitlines()) == 1 and "Connection refused" in err
    assert "pw@" not in err


def _imported(tmp_path: Path, name: str) -> Path:
    """The small sample tournament with every player called `name`, in a new database."""
    import json
    from dataclasses import replace

    from burraco_tourney.io.interchange import read_tournament
    from burraco_tourney.persistence.db import open_database
    from burraco_tourney.services.tournaments import import_tournament

    sample = Path(__file__).parent.parent / "data" / "small_tournament.json"
    tournament = read_tournament(json.loads(sample.read_text(encoding="utf-8")))
    renamed = tuple(
        replace(pair, players=tuple(replace(player, name=name) for player in pair.players))
        for pair in tournament.pairs
    )
    db = tmp_path / "t.sqlite"
    with open_database(db) as database:
        import_tournament(database, replace(tournament, pairs=renamed))
    return db


def test_the_longest_names_print_on_score_sheets_two_to_a_page(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The longest name the window takes, without a space to break at: it stopped with "too large" before;
    # now a sheet shrinks within its half page (issue 16).
    db = _imported(tmp_path, "W" * 40)
    out = tmp_path / "fogli.pdf"
    status, _, err = run(
        capsys, "print", "scoresheets", "--db", str(db), "--out", str(out), "--round", "1", "--per-page", "2"
    )
    assert (status, err) == (0, "")
    from pypdf import PdfReader

    pages = [page.extract_text() for page in PdfReader(out).pages]
    # Three tables: two sheets on the first page, one on the second; four players a sheet.
    assert [page.count("W" * 40) for page in pages] == [8, 4]


def test_a_text_the_page_cannot_hold_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from reportlab.platypus.doctemplate import LayoutError

    from burraco_tourney.io.pdf import seats

    def too_large(*_args: object, **_kwargs: object) -> None:
        raise LayoutError("Flowable <Table@0x7f…> too large on page 1 in frame 'body'")

    monkeypatch.setattr(seats, "write_seats", too_large)  # where the catalogue finds it
    db = _imported(tmp_path, "Anna Rossi")
    out = tmp_path / "posti.pdf"
    status, _, err = run(capsys, "print", "seats", "--db", str(db), "--out", str(out), "--round", "1")
    assert status == 1
    assert err.startswith(f"burraco-tourney: cannot write {out}: some text does not fit on the page")
    assert len(err.splitlines()) == 1
    assert not out.exists()
