"""Migration 0006 and the players' region, province and category: an upgraded database keeps its rows
(players read with no region), and a player's places go through the services, the database and the file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command

from burraco_tourney.domain.tournament import Player, TournamentSettings
from burraco_tourney.io.interchange import read_tournament, tournament_to_json
from burraco_tourney.persistence.db import alembic_config, head_revision, open_database
from burraco_tourney.services import pairs, tournaments
from burraco_tourney.services.demo import create_demo
from tests.databases import new_database
from tests.persistence.test_upgrade_keeps_data import counts, revision
from tests.services.support import SCALE_3

LAZIO = Player("Anna D'Alessandro", "Circolo Roma Nord", "RM0001", "Lazio", "RM", "ladies")
BAVARIA = Player("Jürgen Müller", None, None, "Bayern", None, None)


def test_a_0005_database_gains_places_and_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    summary = create_demo(db, pairs=10, rounds=2)
    before = tournaments.load_tournament(db, summary.id)
    db.close()
    made = counts(path)
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0005")
    assert revision(path) == "0005"
    with sqlite3.connect(path) as connection:
        columns = {row[1] for row in connection.execute("PRAGMA table_info(players)")}
    assert "region" not in columns

    db = open_database(path)
    assert revision(path) == head_revision()
    assert counts(path) == made
    after = tournaments.load_tournament(db, summary.id)
    assert after.pairs == before.pairs
    assert all(p.region is None and p.category is None for pair in after.pairs for p in pair.players)


def test_places_are_stored_edited_and_travel_in_the_file(tmp_path: Path) -> None:
    db = new_database(tmp_path / "club.sqlite")
    made = tournaments.create_tournament(db, TournamentSettings("Regionale Lazio", SCALE_3))
    pairs.register_pair(db, made.id, (LAZIO, BAVARIA))
    stored = pairs.list_pairs(db, made.id)[0]
    assert stored.players == (LAZIO, BAVARIA)

    moved = Player("Łukasz Nowak", "Circolo Latina", None, "Lazio", "LT", "mixed")
    pairs.edit_pair(db, made.id, 1, (LAZIO, moved), None)
    assert pairs.list_pairs(db, made.id)[0].players == (LAZIO, moved)

    data = tournament_to_json(tournaments.export_tournament(db, made.id))
    written = data["pairs"][0]["players"]
    assert written[0] == {
        "name": "Anna D'Alessandro",
        "club": "Circolo Roma Nord",
        "member_id": "RM0001",
        "region": "Lazio",
        "province": "RM",
        "category": "ladies",
    }
    back = read_tournament(data)
    assert back.pairs[0].players == (LAZIO, moved)
    # A file without the keys reads as before.
    for player in written:
        for key in ("region", "province", "category"):
            player.pop(key, None)
    assert read_tournament(data).pairs[0].players[0] == Player(
        "Anna D'Alessandro", "Circolo Roma Nord", "RM0001"
    )
