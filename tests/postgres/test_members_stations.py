"""Two stations registering the same member at the same moment (PostgreSQL, issue 21): one is saved, the
other is told in words that another station registered that member number a moment ago; nothing doubled.

The race is made certain: a third connection inserts the member number without committing, so both
stations find the number free, then wait on the unique index; it rolls back once both are waiting."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest
from sqlalchemy.engine import make_url

from burraco_tourney.domain.members import Member
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import members
from burraco_tourney.services.errors import RuleError, StaleMemberError
from tests.postgres.server import PostgresServer
from tests.postgres.stations import wait_for_lock_waiters

pytestmark = pytest.mark.postgres


@pytest.fixture
def stations(pg_url: str) -> Iterator[tuple[Database, Database]]:
    first, second = open_database(pg_url, busy_timeout=60), open_database(pg_url, busy_timeout=60)
    yield first, second
    first.close()
    second.close()


def test_two_stations_registering_the_same_member_number_at_once(
    postgres_server: PostgresServer, pg_url: str, stations: tuple[Database, Database]
) -> None:
    first, second = stations
    database = make_url(pg_url).database
    assert database is not None
    with postgres_server.connect(database, autocommit=False) as holder:
        holder.execute(
            "INSERT INTO members (member_id, surname, name, notes, created_at, updated_at) "
            "VALUES ('007', 'Segnaposto', '', '', now(), now())"
        )
        with ThreadPoolExecutor(2) as pool:
            futures = [
                pool.submit(members.add_member, db, Member("007", "D'Alessandro", name, club="Circolo Roma"))
                for db, name in ((first, "Carla"), (second, "Carla Maria"))
            ]
            try:
                wait_for_lock_waiters(postgres_server, database, 2)
            finally:
                holder.rollback()
            outcomes = [future.exception(timeout=120) or future.result() for future in futures]

    saved = [outcome for outcome in outcomes if isinstance(outcome, Member)]
    refused = [outcome for outcome in outcomes if isinstance(outcome, BaseException)]
    assert len(saved) == 1 and len(refused) == 1, outcomes
    assert isinstance(refused[0], RuleError)
    assert describe_error(refused[0], "it") == (
        "Tessera: La tessera 007 è stata registrata da un'altra postazione un attimo fa: cercare quel "
        "tesserato invece di registrarne uno nuovo. Non è stato salvato nulla."
    )
    assert [m.full_name for m in members.list_members(first)] == [saved[0].full_name]
    # Afterwards the number is simply taken: the usual words, with the member's name.
    with pytest.raises(RuleError) as again:
        members.add_member(second, Member("007", "Rossi", "Mario"))
    assert "è già di" in describe_error(again.value, "it")


def test_two_stations_correcting_one_member_at_once_never_lose_a_change(
    postgres_server: PostgresServer, pg_url: str, stations: tuple[Database, Database]
) -> None:
    """Both stations edit the member from the same copy (issue 26, item 8): one is saved, the other is told
    that the member was changed meanwhile; neither change wipes the other. A third connection holds the
    record locked until both stations wait on it, so the race is certain."""
    first, second = stations
    first.set_station("Banco 1")
    second.set_station("Banco 2")
    carla = members.add_member(first, Member("007", "D'Alessandro", "Carla", club="Circolo Roma"))
    assert carla.id is not None
    database = make_url(pg_url).database
    assert database is not None
    with postgres_server.connect(database, autocommit=False) as holder:
        holder.execute(f"SELECT id FROM members WHERE id = {carla.id} FOR UPDATE")
        with ThreadPoolExecutor(2) as pool:
            futures = [
                pool.submit(members.edit_member, db, carla.id, replace(carla, **change), expected_version=0)
                for db, change in ((first, {"club": "Circolo Brera"}), (second, {"province": "RM"}))
            ]
            try:
                wait_for_lock_waiters(postgres_server, database, 2)
            finally:
                holder.rollback()
            outcomes = [future.exception(timeout=120) or future.result() for future in futures]

    refused = [outcome for outcome in outcomes if isinstance(outcome, BaseException)]
    assert len(refused) == 1 and isinstance(refused[0], StaleMemberError), outcomes
    stored = members.get_member(first, carla.id)
    assert stored.version == 1
    assert (stored.club, stored.province) in (("Circolo Brera", None), ("Circolo Roma", "RM"))
    assert "modificato nel frattempo da Banco " in describe_error(refused[0], "it")
