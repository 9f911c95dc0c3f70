"""`burraco-tourney serve` as a director runs it: it says which address phones open, serves the pages, and
stops quietly on Ctrl+C; a taken port or a missing database is one line on stderr."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from burraco_tourney.cli import main


@pytest.mark.slow
def test_serve_prints_the_address_serves_and_stops_on_ctrl_c(db_path: Path, tournament_id: int) -> None:
    command = [sys.executable, "-m", "burraco_tourney", "serve", "--db", str(db_path)]
    process = subprocess.Popen(
        [*command, "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        assert process.stdout.readline() == "Phones on this network open:\n"
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/")
        assert process.stdout.readline() == "Press Ctrl+C to stop.\n"
        with urllib.request.urlopen(f"{url}standings?lang=it", timeout=10) as answer:
            assert "Classifica" in answer.read().decode()
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0
    assert err == ""  # no traceback, no "Aborted!"
    port = int(url.rsplit(":", 1)[1].rstrip("/"))
    with socket.socket() as probe, pytest.raises(OSError):
        probe.connect(("127.0.0.1", port))


def test_a_taken_port_is_said_in_one_line(
    db_path: Path, tournament_id: int, capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status = main(["serve", "--db", str(db_path), "--host", "127.0.0.1", "--port", str(port)])
    assert status == 1
    err = capsys.readouterr().err
    assert err == f"burraco-tourney: Port {port} is already in use by another program: choose another port.\n"


def test_a_missing_database_is_not_created(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "typo.sqlite"
    assert main(["serve", "--db", str(missing), "--host", "127.0.0.1", "--port", "0"]) == 1
    assert "There is no database" in capsys.readouterr().err
    assert not missing.exists()


def test_a_port_out_of_range_is_refused(
    db_path: Path, tournament_id: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--db", str(db_path), "--port", "70000"]) == 1
    assert "a port is a number from 1 to 65535" in capsys.readouterr().err
