"""What PostgreSQL refuses is refused on SQLite too, before the database sees it, naming the field: a
tournament SQLite takes can always move to a server (issue 17)."""

from __future__ import annotations

from pathlib import Path

import pytest

from burraco_tourney.domain.tournament import Pair, Player, Tournament
from burraco_tourney.services.errors import ServiceError
from burraco_tourney.services.tournaments import import_tournament
from tests.databases import new_database
from tests.services.support import players, settings


def test_a_nul_character_is_refused_on_sqlite_as_on_postgresql(tmp_path: Path) -> None:
    tournament = Tournament(
        settings(), (Pair(1, (Player("Anna\x00Rossi"), players(1)[1])), Pair(2, players(2)))
    )
    with new_database(tmp_path / "t.sqlite") as db, pytest.raises(ServiceError) as refused:
        import_tournament(db, tournament)
    assert "Pair entry 1, player 1, name: Contains the character '\\x00'" in str(refused.value)
