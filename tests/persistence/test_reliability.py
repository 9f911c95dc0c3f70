"""A process killed while it saves loses nothing it reported saved, and leaves a sound file."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_tourney.domain.scoring import Deal
from burraco_tourney.domain.tournament import Movement, Pair, Round, Table, Tournament
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services.tournaments import import_tournament, load_tournament
from tests.databases import new_database
from tests.services.support import closed_by_ew, closed_by_ns, not_played, players, settings

REPOSITORY = Path(__file__).resolve().parents[2]
TABLES = 300


def deals_for(table: int) -> tuple[Deal, ...]:
    """A different, valid sheet for every table, so each saved table can be recognised."""
    return (
        closed_by_ns(ns_cards=100 + 5 * table),
        closed_by_ew(ew_cards=150 + 5 * (table % 50)),
        not_played(),
    )


@pytest.mark.slow
@pytest.mark.parametrize("kill_after", [1, 40, 117])
def test_sigkill_while_saving_loses_no_reported_save(tmp_path: Path, kill_after: int) -> None:
    path = tmp_path / "torneo.sqlite"
    pairs = tuple(Pair(n, players(n)) for n in range(1, 2 * TABLES + 1))
    seating = tuple(Table(t, 2 * t - 1, 2 * t) for t in range(1, TABLES + 1))
    with new_database(path) as db:
        tournament_id = import_tournament(
            db, Tournament(settings(), pairs, (Round(1, Movement.MITCHELL, seating),))
        ).id

    child = subprocess.Popen(
        [sys.executable, "-m", "tests.persistence.saver_child", str(path), str(tournament_id), str(TABLES)],
        cwd=REPOSITORY,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    reported: list[int] = []
    for text in child.stdout:
        reported.append(int(text))
        if len(reported) == kill_after:
            # Killed between two reports: very likely in the middle of the next save's transaction.
            os.kill(child.pid, signal.SIGKILL)
            break
    remaining, errors = child.communicate(timeout=60)
    reported += [int(text) for text in remaining.split()]
    assert child.returncode == -signal.SIGKILL, errors
    assert len(reported) < TABLES, "the process ended before it could be killed"

    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert raw.execute("PRAGMA foreign_key_check").fetchall() == []
    raw.close()
    with open_database(path) as db:
        tables = {t.table: t for t in load_tournament(db, tournament_id).rounds[0].tables}
    for number in reported:
        assert tables[number].deals == deals_for(number), f"table {number} was reported saved"
    # A table is saved whole or not at all.
    assert all(len(t.deals) in (0, 3) for t in tables.values())
    saved = sorted(number for number, table in tables.items() if table.deals)
    assert saved[: len(reported)] == reported
    assert len(saved) <= len(reported) + 1  # at most the save that was under way when the kill came
