"""Every file the command line reads is a regular file of a bounded size, checked before it is read: a named
pipe no longer hangs a command, /dev/zero no longer fills the memory (issue 26, item 4)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.domain.rules import limits

# Each command in a process of its own with a time limit (and a memory limit): a regression hangs on the
# pipe or reads /dev/zero without end, and must fail instead.
TIME_LIMIT = 60
MEMORY_LIMIT = 2 * 1024**3


def _limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def cli(*argv: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            [sys.executable, "-m", "burraco_tourney", *argv],
            capture_output=True,
            text=True,
            timeout=TIME_LIMIT,
            check=False,
            preexec_fn=_limit_memory,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"burraco-tourney {' '.join(argv)} hung")


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("db") / "torneo.sqlite"
    assert main(["demo", "--db", str(path), "--pairs", "6", "--rounds", "1"]) == 0
    return path


# (the command with FILE where the file goes, the file's name)
COMMANDS = {
    "prizes --plan": (["prizes", "--plan", "FILE", "--db", "DB"], "piano.json"),
    "teams scale": (["teams", "scale", "FILE", "--db", "DB"], "scala.json"),
    "vp --scale": (["vp", "--scale", "FILE", "--diff", "100"], "scala.json"),
    "profiles --show": (["profiles", "--show", "FILE"], "regolamento.json"),
    "pairs import": (["pairs", "import", "FILE", "--db", "DB"], "coppie.csv"),
    "members import": (["members", "import", "FILE", "--db", "DB"], "soci.csv"),
    "import": (["import", "FILE", "--db", "DB"], "torneo.json"),
    "sheets import": (["sheets", "import", "FILE", "--db", "DB"], "fogli.json"),
}


def _argv(name: str, file: Path, db: Path) -> list[str]:
    argv, _ = COMMANDS[name]
    return [str(file) if a == "FILE" else str(db) if a == "DB" else a for a in argv]


@pytest.mark.parametrize("name", COMMANDS)
def test_a_named_pipe_is_refused_without_waiting(db: Path, tmp_path: Path, name: str) -> None:
    fifo = tmp_path / COMMANDS[name][1]
    os.mkfifo(fifo)
    done = cli(*_argv(name, fifo, db))
    assert done.returncode == 1, done.stderr
    assert len(done.stderr.splitlines()) == 1 and str(fifo) in done.stderr
    assert "is not a regular file" in done.stderr or "This is not a regular file" in done.stderr
    assert "unexpected" not in done.stderr


@pytest.mark.parametrize("name", COMMANDS)
def test_dev_zero_is_refused_without_reading_it(db: Path, name: str) -> None:
    done = cli(*_argv(name, Path("/dev/zero"), db))
    assert done.returncode == 1, done.stderr
    assert "/dev/zero" in done.stderr and "not a regular file" in done.stderr


@pytest.mark.parametrize("name", COMMANDS)
def test_a_file_larger_than_the_limit_is_refused_unread(db: Path, tmp_path: Path, name: str) -> None:
    huge = tmp_path / COMMANDS[name][1]
    with huge.open("wb") as file:
        file.truncate(limits.INPUT_FILE_BYTES + 1)  # sparse: no disk space taken
    done = cli(*_argv(name, huge, db))
    assert done.returncode == 1, done.stderr
    megabytes = limits.INPUT_FILE_BYTES // 1_000_000
    assert f"larger than {megabytes} MB" in done.stderr and str(huge) in done.stderr


def test_the_refusal_is_worded_in_italian_and_german(db: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "coppie.csv"
    os.mkfifo(fifo)
    done = cli("--lang", "it", *_argv("pairs import", fifo, db))
    assert f"{fifo} non è un file normale (è una pipe, un dispositivo o un socket)" in done.stderr
    done = cli("--lang", "de", *_argv("vp --scale", Path("/dev/zero"), db))
    assert "/dev/zero ist keine normale Datei (sondern eine Pipe, ein Gerät oder ein Socket)" in done.stderr
