"""One set of text limits: what the window and the services accept, the tournament file takes back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from burraco_tourney.domain import limits
from burraco_tourney.domain.tournament import Player
from burraco_tourney.io.interchange import load_tournament_file, save_tournament_file
from burraco_tourney.io.pairs_import import PairImportRow
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, tournaments
from burraco_tourney.services.errors import ServiceError
from burraco_tourney.services.pairs_import import preview_pairs_import
from tests import file_schema
from tests.services.support import settings


def test_the_longest_names_the_services_accept_survive_the_file(db: Database, tmp_path: Path) -> None:
    created = tournaments.create_tournament(
        db, settings(name="T" * limits.TOURNAMENT_NAME, venue="V" * limits.VENUE)
    )
    longest = Player(
        "D'Alessandro " + "x" * (limits.PLAYER_NAME - 13), "C" * limits.CLUB, "9" * limits.MEMBER_ID
    )
    pairs.register_pair(db, created.id, (longest, Player("Łukasz Müller")), group="G" * limits.GROUP)
    file = tmp_path / "export.json"
    save_tournament_file(tournaments.export_tournament(db, created.id), file)
    back = load_tournament_file(file)  # refused before: the services took 200 characters, the file 40
    assert back.pairs[0].players[0] == longest


@pytest.mark.parametrize(
    "players",
    [
        (Player("x" * (limits.PLAYER_NAME + 1)), Player("Anna")),
        (Player("Anna", club="c" * (limits.CLUB + 1)), Player("Bice")),
    ],
)
def test_a_text_longer_than_the_file_takes_is_refused_at_registration(
    db: Database, players: tuple[Player, Player]
) -> None:
    created = tournaments.create_tournament(db, settings())
    with pytest.raises(ServiceError, match="at most"):
        pairs.register_pair(db, created.id, players)


# Real names longer than the 40 characters once allowed (issue 30, item 19): 41 and 80 characters.
SPANISH = "María de los Ángeles Fernández-Villaverde"
LONGEST = "Giovanni Battista Maria Sant'Ambrogio Dell'Acqua-Bevilacqua di Montes Ødegårdsen"
IMPORTED = "Hubertus-Maximilian von Hohenzollern-Sigmaringen Wittelsbach-Habsburg Ødegårdsen"


def test_a_name_of_up_to_80_characters_is_taken_by_the_window_the_import_and_the_file(
    db: Database, tmp_path: Path
) -> None:
    assert (len(SPANISH), len(LONGEST), len(IMPORTED)) == (41, 80, 80)
    created = tournaments.create_tournament(db, settings())
    pairs.register_pair(db, created.id, (Player(SPANISH), Player(LONGEST)))
    rows = [PairImportRow(2, None, (Player(IMPORTED), Player("Anna " + SPANISH)))]
    assert preview_pairs_import(db, created.id, rows).problems == ()
    file = tmp_path / "export.json"
    save_tournament_file(tournaments.export_tournament(db, created.id), file)
    file_schema.validator().validate(json.loads(file.read_text(encoding="utf-8")))
    back = load_tournament_file(file)
    assert [player.name for player in back.pairs[0].players] == [SPANISH, LONGEST]
    with pytest.raises(ServiceError, match="Too long: 81 characters, at most 80 fit"):
        pairs.register_pair(db, created.id, (Player(LONGEST + "x"), Player("Anna")))
