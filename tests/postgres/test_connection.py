"""Connecting a station: the password never in plain text by the program, and a lost server survived."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from burraco_tourney.persistence import db as persistence_db
from burraco_tourney.persistence.db import DatabaseUnavailableError, open_database
from burraco_tourney.persistence.orm import Base
from burraco_tourney.services import scores, tournaments
from burraco_tourney.services.live import LiveWatcher
from tests.postgres.conftest import require_postgres
from tests.postgres.server import PostgresServer, private_server
from tests.services.support import closed_by_ns, new_tournament, settings, sheet, with_round

pytestmark = pytest.mark.postgres


@pytest.fixture
def no_stored_password(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A station with neither a password file nor PGPASSWORD."""
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "no-such-pgpass"))
    monkeypatch.delenv("PGPASSWORD", raising=False)


def _everything_stored(server: PostgresServer, database: str) -> str:
    """Every row of every table of the program, as text."""
    with server.connect(database) as connection:
        return "".join(
            str(connection.execute(f"SELECT coalesce(string_agg(t::text, ''), '') FROM {table} t").fetchone())
            for table in Base.metadata.tables
        )


def test_a_station_finds_its_password_in_the_password_file(pg_url: str) -> None:
    # pg_url holds no password: the session's PGPASSFILE (the tests' ~/.pgpass) gives it.
    assert ":" not in pg_url.split("://", 1)[1].split("@", 1)[0]
    with open_database(pg_url) as db:
        assert db.target == pg_url
        tournaments.create_tournament(db, settings())


def test_a_station_can_take_its_password_from_pgpassword(
    postgres_server: PostgresServer, pg_url: str, no_stored_password: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PGPASSWORD", postgres_server.password)
    with open_database(pg_url) as db:
        assert tournaments.list_tournaments(db) == []


def test_without_a_password_the_station_is_told_how_to_give_one(
    pg_url: str, no_stored_password: None
) -> None:
    with pytest.raises(persistence_db.PasswordRequiredError) as refused:
        open_database(pg_url)
    assert isinstance(refused.value, DatabaseUnavailableError)
    assert "pgpass" in str(refused.value) and "never stores it" in str(refused.value)


def test_a_wrong_password_is_refused_and_never_repeated(
    postgres_server: PostgresServer, pg_url: str, no_stored_password: None, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    wrong = "Sbagliata-7f3c"
    with pytest.raises(persistence_db.PasswordRequiredError) as refused:
        open_database(pg_url.replace("burraco@", f"burraco:{wrong}@"))
    assert "refused" in str(refused.value)
    assert wrong not in str(refused.value) and wrong not in refused.value.target
    assert wrong not in caplog.text


def test_a_password_given_in_the_url_is_never_shown_logged_or_stored(
    postgres_server: PostgresServer, pg_url: str, no_stored_password: None, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    secret = postgres_server.password
    with_password = pg_url.replace("burraco@", f"burraco:{secret}@")
    with open_database(with_password) as db:
        tournament_id = new_tournament(db)
        with_round(db, tournament_id)
        scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
        shown = (
            db.target,
            str(db.engine.url),
            repr(db.engine),
            persistence_db.address_to_remember(with_password),
        )
    assert all(secret not in text for text in shown), shown
    assert persistence_db.address_to_remember(with_password) == pg_url  # what a window may keep, to reconnect
    assert secret not in caplog.text
    database = pg_url.rsplit("/", 1)[1]
    assert secret not in _everything_stored(postgres_server, database)


@pytest.fixture
def own_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[PostgresServer]:
    """A server of its own, that a test may stop and start again."""
    require_postgres()
    with private_server() as server:
        monkeypatch.setenv("PGPASSFILE", str(server.passfile))
        yield server


def test_a_station_that_loses_the_server_is_told_and_saves_once_it_is_back(
    own_server: PostgresServer,
) -> None:
    url = own_server.url(own_server.create_database())
    with open_database(url) as db:
        tournament_id = new_tournament(db)
        with_round(db, tournament_id)
        watcher = LiveWatcher(db, tournament_id)
        on_screen = scores.get_table(db, tournament_id, 1, 1)
        own_server.stop()

        with pytest.raises(DatabaseUnavailableError) as lost:
            scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()), expected_version=0)
        assert "127.0.0.1" in str(lost.value)
        with pytest.raises(DatabaseUnavailableError):
            watcher.changed()

        own_server.start()
        # The same engine, the same sheet and version the station kept on screen: saved now.
        saved = scores.save_table_deals(
            db, tournament_id, 1, 1, sheet(closed_by_ns()), expected_version=on_screen.version
        )
        assert saved.version == 1
        assert watcher.changed()


def test_connections_cut_by_the_server_are_replaced_without_the_station_noticing(
    postgres_server: PostgresServer, pg_url: str
) -> None:
    with open_database(pg_url) as db:
        tournament_id = new_tournament(db)
        with_round(db, tournament_id)
        database = pg_url.rsplit("/", 1)[1]
        with postgres_server.connect(database) as admin:
            cut = admin.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                "WHERE datname = %s AND pid <> pg_backend_pid()",
                (database,),
            ).fetchone()
        assert cut is not None and cut[0] >= 1
        assert scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns())).version == 1
        with db.engine.connect() as connection:
            assert connection.scalar(text("SELECT count(*) FROM deals")) == 3


def test_the_stations_connections_say_what_program_they_belong_to(pg_url: str) -> None:
    with open_database(pg_url) as db, db.engine.connect() as connection:
        assert connection.scalar(text("SELECT current_setting('application_name')")) == "burraco-tourney"
        assert connection.scalar(text("SELECT current_setting('lock_timeout')")) == "5s"
    import psycopg

    assert psycopg.__version__
