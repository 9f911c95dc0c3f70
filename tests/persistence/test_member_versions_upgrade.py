"""Migration 0013 (versioned member saves): an upgraded database keeps every row and every member as it was,
each at version 0, and an edit on the copy read before another station's is refused."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from alembic import command

from burraco_tourney.domain.members import Member
from burraco_tourney.persistence.db import alembic_config, head_revision, open_database
from burraco_tourney.services import members, tournaments
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.errors import StaleMemberError
from tests.persistence.test_upgrade_keeps_data import counts, revision


def test_a_0012_database_keeps_every_row_and_its_members_start_at_version_0(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    tid = create_demo(db, pairs=6, rounds=2).id
    members.add_member(db, Member("007", "D'Alessandro", "Carla", club="Circolo Roma", notes="socia"))
    members.add_member(db, Member(None, "Müller", "Łukasz", club="Circolo Roma", province="RM"))
    before = tournaments.load_tournament(db, tid)
    register = members.list_members(db)
    db.close()
    made = counts(path)
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0012")
    assert revision(path) == "0012"
    with sqlite3.connect(path) as connection:
        assert "version" not in {row[1] for row in connection.execute("PRAGMA table_info(members)")}
        rows_before = connection.execute("SELECT * FROM members ORDER BY id").fetchall()

    db = open_database(path)
    assert revision(path) == head_revision()
    assert tournaments.load_tournament(db, tid) == before
    after = members.list_members(db)
    assert after == register and {m.version for m in after} == {0}
    carla = next(m for m in after if m.member_id == "007")
    assert carla.id is not None
    members.edit_member(db, carla.id, replace(carla, club="Circolo Brera"), expected_version=0)
    with pytest.raises(StaleMemberError):
        members.edit_member(db, carla.id, replace(carla, province="RM"), expected_version=0)
    db.close()
    assert counts(path) == made
    with sqlite3.connect(path) as connection:
        # The columns of before, as they were (the one edited apart).
        rows_after = connection.execute("SELECT * FROM members ORDER BY id").fetchall()
    # Every member's columns as they were (the one edited apart), the two new ones after them.
    width = len(rows_before[0])
    assert len(rows_after) == len(rows_before)
    assert [row[:width] for row in rows_after if row[1] != "007"] == [r for r in rows_before if r[1] != "007"]
    assert {row[width:] for row in rows_after if row[1] != "007"} == {(0, None)}
