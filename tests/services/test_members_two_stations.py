"""Two stations on one member register (issue 26, item 8): an edit saved from an older copy is refused with
the sheets' kind of conflict (who changed the member, when, both versions) instead of silently wiping the
other station's change; saved again on the member as stored, both changes are kept. Two Databases on one
real SQLite file, as two windows of the club are."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_tourney.domain.members import CardType, Member
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import members
from burraco_tourney.services.errors import StaleCopyError, StaleMemberError

CARLA = Member("007", "D'Alessandro", "Carla", club="Circolo Roma", card_type=CardType.ORDINARIA)


@pytest.fixture
def stations(tmp_path: Path) -> Iterator[tuple[Database, Database]]:
    path = tmp_path / "club.sqlite"
    first = open_database(path)
    second = open_database(path)
    first.set_station("Banco 1")
    second.set_station("Banco 2")
    yield first, second
    second.close()
    first.close()


def test_an_edit_on_an_older_copy_is_refused_and_the_other_stations_change_stays(
    stations: tuple[Database, Database],
) -> None:
    first, second = stations
    added = members.add_member(first, CARLA)
    assert added.id is not None and added.version == 0
    # Both stations have the member on screen.
    here, there = members.get_member(first, added.id), members.get_member(second, added.id)
    members.edit_member(first, added.id, replace(here, club="Circolo Brera"), expected_version=here.version)

    with pytest.raises(StaleMemberError) as refused:
        members.edit_member(second, added.id, replace(there, province="RM"), expected_version=there.version)
    error = refused.value
    assert isinstance(error, StaleCopyError)  # the sheets' conflict, for a member
    said = describe_error(error, "it")
    assert said.startswith("Carla D'Alessandro è stato modificato nel frattempo da Banco 1 alle "), said
    assert said.endswith(
        "UTC (versione 1, questa copia è la versione 0). La tua modifica non è stata salvata: guarda il "
        "tesserato com'è stato salvato là, poi ripeti la modifica se serve ancora."
    ), said
    assert "was changed meanwhile by Banco 1 at " in describe_error(error, "en")
    assert "wurde inzwischen von Banco 1 um " in describe_error(error, "de")
    assert error.member.club == "Circolo Brera" and error.version == 1 and error.saved_by == "Banco 1"

    stored = members.get_member(first, added.id)
    assert (stored.club, stored.province) == ("Circolo Brera", None)  # nothing lost, nothing half-saved

    # Made again on the member as stored now: both changes are kept.
    members.edit_member(
        second, added.id, replace(error.member, province="RM"), expected_version=error.member.version
    )
    both = members.get_member(first, added.id)
    assert (both.club, both.province, both.version) == ("Circolo Brera", "RM", 2)


def test_ten_edits_from_older_copies_wipe_nothing(stations: tuple[Database, Database]) -> None:
    first, second = stations
    added = members.add_member(first, CARLA)
    assert added.id is not None
    for evening in range(10):
        here, there = members.get_member(first, added.id), members.get_member(second, added.id)
        members.edit_member(
            first, added.id, replace(here, notes=f"sera {evening}"), expected_version=here.version
        )
        with pytest.raises(StaleMemberError):
            members.edit_member(
                second, added.id, replace(there, category=f"F{evening}"), expected_version=there.version
            )
        assert members.get_member(second, added.id).notes == f"sera {evening}"


def test_a_merge_or_an_import_makes_an_older_copy_stale_too(
    stations: tuple[Database, Database], tmp_path: Path
) -> None:
    first, second = stations
    carla = members.add_member(first, CARLA)
    twin = members.add_member(
        first,
        Member(None, "Dalessandro", "Carla", club="circolo roma", province="RM"),
        confirm_duplicates=True,
    )
    assert carla.id is not None and twin.id is not None
    copy = members.get_member(second, carla.id)
    members.merge_members(first, carla.id, twin.id)
    with pytest.raises(StaleMemberError):
        members.edit_member(second, carla.id, replace(copy, category="F"), expected_version=copy.version)

    copy = members.get_member(second, carla.id)
    listed = tmp_path / "soci.csv"
    listed.write_text("tessera;cognome;nome;associazione\n007;D'Alessandro;Carla;Circolo Brera\n", "utf-8")
    members.import_members(first, listed)
    with pytest.raises(StaleMemberError):
        members.edit_member(second, carla.id, replace(copy, category="F"), expected_version=copy.version)
    assert members.get_member(second, carla.id).club == "Circolo Brera"


def test_an_edit_without_a_version_replaces_what_is_stored(stations: tuple[Database, Database]) -> None:
    first, second = stations
    added = members.add_member(first, CARLA)
    assert added.id is not None
    members.edit_member(first, added.id, replace(added, club="Circolo Brera"))
    members.edit_member(second, added.id, replace(added, province="RM"))
    stored = members.get_member(first, added.id)
    assert (stored.club, stored.province, stored.version) == ("Circolo Roma", "RM", 2)
