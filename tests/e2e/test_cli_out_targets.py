"""`--out` writes regular files only: a named pipe, a device or a socket is refused before anything is
written (it would hang, or be replaced), and `--out -` is standard output (issue 26, item 7)."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from burraco_tourney.cli import main

# Each command in a process of its own with a time limit: a regression hangs on the pipe, and must fail.
TIME_LIMIT = 60


def cli(*argv: str, cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(
            [sys.executable, "-m", "burraco_tourney", *argv],
            capture_output=True,
            timeout=TIME_LIMIT,
            check=False,
            cwd=cwd,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"burraco-tourney {' '.join(argv)} hung")


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("db") / "torneo.sqlite"
    assert main(["demo", "--db", str(path), "--pairs", "6", "--rounds", "1"]) == 0
    return path


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "uscita.csv"
    os.mkfifo(path)
    return path


@pytest.fixture
def device(tmp_path: Path) -> Iterator[Path]:
    """A character device made with mknod (the same as /dev/null: 1, 3), as only root can."""
    path = tmp_path / "uscita.pdf"
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except PermissionError:
        pytest.skip("making a device node needs root")
    yield path


COMMANDS = [
    ("export", "standings-csv"),
    ("export", "xlsx"),
    ("export", "results"),
    ("export-json",),
    ("print", "standings"),
    ("members", "export"),
]


def _command(what: tuple[str, ...], db: Path, out: Path | str) -> list[str]:
    return [*what, "--db", str(db), "--out", str(out)]


@pytest.mark.parametrize("what", COMMANDS, ids=" ".join)
def test_a_named_pipe_as_out_is_refused_without_waiting(db: Path, fifo: Path, what: tuple[str, ...]) -> None:
    done = cli(*_command(what, db, fifo))
    assert done.returncode == 1, done.stderr
    err = done.stderr.decode()
    assert f"cannot write {fifo}: it is not a file but a named pipe, a device or a socket" in err
    assert "Nothing was written." in err
    assert stat.S_ISFIFO(fifo.stat().st_mode)


@pytest.mark.parametrize("what", [("export", "standings-csv"), ("print", "standings")], ids=" ".join)
def test_a_device_as_out_is_refused_and_stays_a_device(db: Path, device: Path, what: tuple[str, ...]) -> None:
    done = cli(*_command(what, db, device))
    assert done.returncode == 1
    assert "it is not a file but a named pipe, a device or a socket" in done.stderr.decode()
    assert stat.S_ISCHR(device.stat().st_mode)


def test_dev_null_and_a_socket_are_refused(db: Path, tmp_path: Path) -> None:
    done = cli("export", "standings-csv", "--db", str(db), "--out", "/dev/null")
    assert done.returncode == 1 and "cannot write /dev/null: it is not a file" in done.stderr.decode()
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    path = tmp_path / "s.csv"
    with socket.socket(socket.AF_UNIX) as listening:
        listening.bind(str(path))
        done = cli("export", "standings-csv", "--db", str(db), "--out", str(path))
    assert done.returncode == 1 and "it is not a file" in done.stderr.decode()


def test_the_refusal_is_worded_in_italian_and_german(db: Path, fifo: Path) -> None:
    done = cli("--lang", "it", "export", "standings-csv", "--db", str(db), "--out", str(fifo))
    assert "non è un file ma una pipe, un dispositivo o un socket" in done.stderr.decode()
    done = cli("--lang", "de", "export", "standings-csv", "--db", str(db), "--out", str(fifo))
    assert "das ist keine Datei, sondern eine Pipe, ein Gerät oder ein Socket" in done.stderr.decode()


def test_a_link_is_written_through_not_replaced(db: Path, tmp_path: Path) -> None:
    # /dev/stdout with the output sent to a file is such a link: the link must stay.
    target = tmp_path / "classifica.csv"
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    done = cli("export", "standings-csv", "--db", str(db), "--out", str(link))
    assert done.returncode == 0, done.stderr
    assert link.is_symlink() and "Ugo Lefèvre" in target.read_text(encoding="utf-8-sig")


def test_out_dash_is_standard_output(db: Path, tmp_path: Path) -> None:
    done = cli("export", "standings-csv", "--db", str(db), "--out", "-", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode("utf-8-sig").startswith("Rank,Pair,Player 1")
    assert done.stderr.decode() == "wrote -\n"
    done = cli("print", "standings", "--db", str(db), "--out", "-", cwd=tmp_path)
    assert done.returncode == 0 and done.stdout.startswith(b"%PDF-")
    assert list(tmp_path.iterdir()) == []  # no file named "-" left behind


def test_out_dash_says_a_refusal_on_stderr_and_writes_nothing(db: Path, tmp_path: Path) -> None:
    done = cli("export", "seats-csv", "--round", "9", "--db", str(db), "--out", "-", cwd=tmp_path)
    assert done.returncode == 1 and done.stdout == b""
    assert done.stderr.decode().startswith("burraco-tourney: ")
