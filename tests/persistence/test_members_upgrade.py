"""Migration 0009 (the member register): an upgraded database keeps every row, and its players come into the
register, none lost: one member per member number, one record per name and club among those without one."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command

from burraco_tourney.persistence.db import alembic_config, head_revision, open_database
from burraco_tourney.services import tournaments
from burraco_tourney.services.demo import create_demo
from tests.persistence.test_upgrade_keeps_data import counts, revision

COPIED = (
    "deals_per_round, minutes_per_deal, scoring_clean, scoring_dirty, scoring_closing, "
    "scoring_pozzetto_missing, vp_scale, bye_vp, tie_breaks, plan, revision, created_at, updated_at"
)


def test_a_0008_database_brings_its_players_into_the_register_and_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    first = create_demo(db, pairs=6, rounds=2)
    tid = first.id
    before = tournaments.load_tournament(db, tid)
    db.close()
    made = counts(path)
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0008")
    assert revision(path) == "0008"
    with sqlite3.connect(path) as connection:
        # Two evenings of the same club as an older version left them: the same people, spelled apart.
        connection.executescript(
            f"""
            INSERT INTO tournaments (name, date, {COPIED}) SELECT 'Old evening', '2026-01-10', {COPIED}
                FROM tournaments;
            INSERT INTO tournaments (name, date, {COPIED}) SELECT 'New evening', '2026-02-10', {COPIED}
                FROM tournaments WHERE name = 'Old evening';
            INSERT INTO pairs (tournament_id, number, status, entry_round, lots_draw)
                SELECT id, 1, 'active', 1, 1 FROM tournaments WHERE name IN ('Old evening', 'New evening');
            INSERT INTO players (pair_id, seat, name, club, member_id)
                SELECT p.id, 1, 'Carla D''Alessandro', 'Circolo Roma', ' 007 ' FROM pairs p
                JOIN tournaments t ON t.id = p.tournament_id WHERE t.name = 'Old evening';
            INSERT INTO players (pair_id, seat, name, club, member_id)
                SELECT p.id, 2, 'Łukasz Müller', 'Circolo Roma', NULL FROM pairs p
                JOIN tournaments t ON t.id = p.tournament_id WHERE t.name = 'Old evening';
            INSERT INTO players (pair_id, seat, name, club, member_id, province)
                SELECT p.id, 1, 'Carla DAlessandro Bianchi', 'Circolo Roma', '007', 'RM' FROM pairs p
                JOIN tournaments t ON t.id = p.tournament_id WHERE t.name = 'New evening';
            INSERT INTO players (pair_id, seat, name, club, member_id)
                SELECT p.id, 2, 'MÜLLER Lukasz', 'circolo roma', '' FROM pairs p
                JOIN tournaments t ON t.id = p.tournament_id WHERE t.name = 'New evening';
            """
        )
        players_before = connection.execute(
            "SELECT id, name, club, member_id FROM players ORDER BY id"
        ).fetchall()

    db = open_database(path)
    assert revision(path) == head_revision()
    assert counts(path)["players"] == made["players"] + 4
    assert tournaments.load_tournament(db, tid) == before
    db.close()
    with sqlite3.connect(path) as connection:
        # The players as they were played, each linked to a record.
        assert (
            connection.execute("SELECT id, name, club, member_id FROM players ORDER BY id").fetchall()
            == players_before
        )
        assert connection.execute("SELECT count(*) FROM players WHERE register_id IS NULL").fetchone() == (0,)
        carla = connection.execute(
            "SELECT member_id, surname, name, club, province FROM members WHERE member_id = '007'"
        ).fetchall()
        # The later evening's spelling, its blanks filled from the earlier one.
        assert carla == [("007", "Bianchi", "Carla DAlessandro", "Circolo Roma", "RM")]
        lukasz = connection.execute(
            "SELECT count(DISTINCT register_id) FROM players WHERE name IN ('Łukasz Müller', 'MÜLLER Lukasz')"
        ).fetchone()
        assert lukasz == (1,)
        demo_people = connection.execute(
            "SELECT count(DISTINCT register_id) FROM players p JOIN pairs q ON q.id = p.pair_id "
            "WHERE q.tournament_id = ?",
            (tid,),
        ).fetchone()[0]
        assert demo_people == 12
        assert connection.execute("SELECT DISTINCT event_level FROM tournaments").fetchall() == [("club",)]
