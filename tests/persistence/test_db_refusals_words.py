"""A database that cannot be used is refused in the user's language, naming the file: the refusals are coded
problems (db.*) worded by io.problem_texts, never English sentences built below the window."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import (
    DatabaseLockedError,
    DatabaseUnavailableError,
    ReadOnlyDatabaseError,
    open_database,
)
from tests.persistence.test_db import _read_only
from tests.services.support import new_tournament


def test_a_locked_database_is_refused_in_italian_and_german_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "circolo-d'alessandro.sqlite"
    with open_database(path) as db:
        new_tournament(db, 2)
    holder = sqlite3.connect(path, isolation_level=None, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(DatabaseLockedError) as refused:
            open_database(path, busy_timeout=0.2)
    finally:
        holder.rollback()
        holder.close()
    assert refused.value.problem.code == "db.locked"
    assert describe_error(refused.value, "it") == (
        f"{path} è in uso da un altro programma, che lo tiene bloccato (atteso 0,2 s). Chiudere l'altro "
        "programma, o l'altra finestra di Burraco Tourney, e riprovare. Non è cambiato nulla."
    )
    assert describe_error(refused.value, "de").startswith(f"{path} wird von einem anderen Programm verwendet")
    # The English words stay those of before, for logs and tests.
    assert "is in use by another program" in str(refused.value)


@pytest.mark.skipif(shutil.which("chattr") is None and os.geteuid() == 0, reason="root needs chattr")
def test_a_read_only_database_is_refused_in_italian_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "archivio.sqlite"
    with open_database(path) as db:
        new_tournament(db, 2)
    with _read_only(path), pytest.raises(ReadOnlyDatabaseError) as refused:
        open_database(path)
    assert refused.value.problem.code == "db.read_only"
    assert describe_error(refused.value, "it") == (
        f"Impossibile scrivere su {path} (il file è di sola lettura). Copiarlo in una cartella dove si può "
        "scrivere, o cambiarne i permessi. Il file non è stato modificato."
    )


def test_a_server_that_wants_a_password_says_so_in_italian_without_the_password() -> None:
    with pytest.raises(DatabaseUnavailableError) as refused:
        open_database("postgresql+psycopg://direttore:segreto@127.0.0.1:9/tornei")
    for language in ("it", "de", "en"):
        text = describe_error(refused.value, language)
        assert "segreto" not in text
        assert "127.0.0.1" in text
    assert describe_error(refused.value, "it").startswith("Impossibile usare il database")
