"""The member register's domain (issue 21): folded matching, probable duplicates, card types and levels."""

from __future__ import annotations

from datetime import date

from burraco_tourney.domain.members import (
    CardType,
    EventLevel,
    Member,
    card_type_of,
    duplicates_of,
    find_members,
    probable_duplicates,
)

CARLA = Member("007", "D'Alessandro", "Carla", "Circolo Roma", id=1)
MARCO = Member("12", "De Luca", "Marco", "Circolo Roma", id=2)
LUKASZ = Member(None, "Müller", "Łukasz", "Circolo Milano", id=3)


def test_find_is_accent_apostrophe_and_particle_insensitive() -> None:
    register = [CARLA, MARCO, LUKASZ]
    assert find_members(register, "d'alessandro") == [CARLA]
    assert find_members(register, "DALESS") == [CARLA]
    assert find_members(register, "deluca") == [MARCO]
    assert find_members(register, "luca marco") == [MARCO]
    assert find_members(register, "lukasz mull") == [LUKASZ]
    assert find_members(register, "12") == [MARCO]
    assert find_members(register, "milano") == [LUKASZ]


def test_probable_duplicates_by_number_or_by_name_and_club() -> None:
    twin = Member(None, "Dalessandro", "Carla", "circolo roma", id=4)
    number = Member("007", "Rossi", "Anna", id=5)
    found = probable_duplicates([CARLA, MARCO, LUKASZ, twin, number])
    assert [(d.first.id, d.second.id, d.reason) for d in found] == [
        (1, 4, "name_and_club"),
        (1, 5, "member_id"),
    ]
    assert [
        d.first.id for d in duplicates_of(Member(None, "Carla", "D'Alessandro", "Circolo Roma"), [CARLA])
    ] == [1]
    assert duplicates_of(CARLA, [CARLA]) == []  # a record is not its own duplicate
    assert duplicates_of(Member(None, "D'Alessandro", "Carla", "Circolo Milano"), [CARLA]) == []


def test_card_types_and_the_events_they_allow() -> None:
    assert [card_type_of(text) for text in ("Ordinaria", "JUNIORES", "ridotta", "Gold")] == [
        CardType.ORDINARIA,
        CardType.JUNIORES,
        CardType.RIDOTTA,
        None,
    ]
    reduced = Member("1", "X", card_type=CardType.RIDOTTA, valid_until=date(2026, 12, 31))
    assert [reduced.allows(level) for level in EventLevel] == [True, True, False, False]
    assert Member("2", "Y", card_type=CardType.JUNIORES).allows(EventLevel.NATIONAL)
    assert not reduced.expired_on(date(2026, 12, 31)) and reduced.expired_on(date(2027, 1, 1))
    assert CARLA.full_name == "Carla D'Alessandro"
