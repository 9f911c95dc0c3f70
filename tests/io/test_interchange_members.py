"""The tournament file keeps the event's level and a non-member's guarantor (issue 21); files without them
read as before (a club event, no guarantor); the register's link (a database's own id) is not written."""

from __future__ import annotations

from dataclasses import replace

from burraco_tourney.domain.members import EventLevel
from burraco_tourney.io.interchange import read_tournament, tournament_to_json
from burraco_tourney.services.demo import build_demo_tournament


def test_event_level_and_guarantor_travel_in_the_file_and_the_register_link_does_not() -> None:
    tournament = build_demo_tournament(pairs=4, rounds=1)
    first = tournament.pairs[0]
    guest = replace(first.players[1], member_id=None, guarantor="12345 Carla D'Alessandro", register_id=7)
    tournament = replace(
        tournament,
        settings=replace(tournament.settings, event_level=EventLevel.REGIONAL),
        pairs=(replace(first, players=(first.players[0], guest)), *tournament.pairs[1:]),
    )
    data = tournament_to_json(tournament)
    assert data["tournament"]["event_level"] == "regional"
    assert data["pairs"][0]["players"][1]["guarantor"] == "12345 Carla D'Alessandro"
    assert "register_id" not in data["pairs"][0]["players"][1]
    back = read_tournament(data)
    assert back.settings.event_level is EventLevel.REGIONAL
    assert back.pairs[0].players[1].guarantor == "12345 Carla D'Alessandro"
    assert back.pairs[0].players[1].register_id is None


def test_a_club_event_writes_no_level() -> None:
    data = tournament_to_json(build_demo_tournament(pairs=4, rounds=1))
    assert "event_level" not in data["tournament"]
    assert read_tournament(data).settings.event_level is EventLevel.CLUB


def test_a_guarantor_too_long_is_refused_at_its_place() -> None:
    import pytest

    from burraco_tourney.io.interchange import InterchangeError
    from burraco_tourney.io.problem_texts import describe_error

    data = tournament_to_json(build_demo_tournament(pairs=4, rounds=1))
    data["pairs"][1]["players"][0]["guarantor"] = "x" * 61
    with pytest.raises(InterchangeError) as refused:
        read_tournament(data)
    assert "garante" in describe_error(refused.value, "it")
