"""A save that returned is on disk: SQLite syncs the WAL at every commit (synchronous=FULL), proven by
counting the fsync calls of a process that saves (issue 17: 20 returned saves made 0 fsync calls)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_tourney.domain.tournament import Movement, Pair, Round, Table, Tournament
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services.tournaments import import_tournament
from tests.services.support import players, settings

REPOSITORY = Path(__file__).resolve().parents[2]
SAVES = 20


def test_the_live_connection_syncs_every_commit(tmp_path: Path) -> None:
    with open_database(tmp_path / "torneo.sqlite") as db, db.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL


@pytest.mark.skipif(shutil.which("strace") is None, reason="strace is not installed (.ci/run installs it)")
def test_every_returned_save_reached_fsync(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite"
    pairs = tuple(Pair(n, players(n)) for n in range(1, 2 * SAVES + 1))
    seating = tuple(Table(t, 2 * t - 1, 2 * t) for t in range(1, SAVES + 1))
    with open_database(path) as db:
        tournament_id = import_tournament(
            db, Tournament(settings(), pairs, (Round(1, Movement.MITCHELL, seating),))
        ).id
    trace = tmp_path / "trace.txt"
    done = subprocess.run(
        ["strace", "-f", "-e", "trace=fsync,fdatasync,write", "-e", "signal=none", "-o", str(trace),
         sys.executable, "-m", "tests.persistence.saver_child", str(path), str(tournament_id), str(SAVES)],
        cwd=REPOSITORY, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if done.returncode != 0 and "ptrace" in done.stderr:
        pytest.skip(f"strace cannot trace here: {done.stderr.strip()}")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(table) for table in range(1, SAVES + 1)]
    # Before each report of a returned save (the child's print on stdout), at least one sync (SQLite uses
    # fdatasync for the WAL on Linux).
    syncs_before_report = []
    syncs = 0
    for line in trace.read_text().splitlines():
        if re.search(r"\b(fsync|fdatasync)\(", line):
            syncs += 1
        elif re.search(r'\bwrite\(1, "[0-9]*\\n"', line):  # print writes the number, then its newline
            syncs_before_report.append(syncs)
            syncs = 0
    assert len(syncs_before_report) == SAVES
    assert all(count >= 1 for count in syncs_before_report), syncs_before_report
