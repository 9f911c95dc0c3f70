"""One set of text limits: what the window and the services accept, the tournament file takes back."""

from __future__ import annotations

from pathlib import Path

import pytest

from burraco_tourney.domain import limits
from burraco_tourney.domain.tournament import Player
from burraco_tourney.io.interchange import load_tournament_file, save_tournament_file
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, tournaments
from burraco_tourney.services.errors import ServiceError
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
