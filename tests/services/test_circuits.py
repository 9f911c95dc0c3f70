"""Circuits in the database: a season of demo evenings with the same players in changing pairs, the circuit
standings by pair and by player, the results rows, and bad input worded in it/de/en."""

from __future__ import annotations

import random
import sqlite3
from dataclasses import replace
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from alembic import command

from burraco_tourney.domain.circuits import (
    CLUB_TIE_BREAKS,
    TIE_BREAKS,
    CircuitRule,
    PointsKind,
    TiedPlaces,
    player_key,
)
from burraco_tourney.domain.groups import GroupsRule
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Pair, Player, Tournament
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database, alembic_config, open_database
from burraco_tourney.services.circuits import (
    CircuitRefusedError,
    add_to_circuit,
    circuit_of,
    create_circuit,
    list_circuits,
    remove_from_circuit,
    take_circuit_standings,
    take_results,
)
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.errors import NotFoundError
from burraco_tourney.services.groups import form_groups
from burraco_tourney.services.tournaments import import_tournament, load_tournament

PEOPLE = [
    Player("Carla D'Alessandro", club="Circolo Roma", member_id="RM001"),
    Player("Jürgen Müller", club="Bozen"),
    Player("Łukasz Nowak", club="Circolo Roma", member_id="RM003"),
    *(Player(f"Giocatore {n}", club="Circolo Roma", member_id=f"RM{n:03d}") for n in range(4, 17)),
]
POINTS = (25, 20, 16, 14, 12, 10, 8, 6)


def _evening(seed: int, day: int, people: list[Player]) -> Tournament:
    """A demo evening of 8 pairs played by `people` (the same 16 each time, partners as listed)."""
    demo = build_demo_tournament(8, 4, seed, name=f"Serata {day}")
    pairs = tuple(Pair(pair.number, (people[2 * i], people[2 * i + 1])) for i, pair in enumerate(demo.pairs))
    return replace(demo, pairs=pairs, settings=replace(demo.settings, date=date(2026, 1, day)))


def _season(db: Database) -> list[int]:
    rng = random.Random(7)
    ids = []
    for seed, day in ((1, 10), (2, 17), (3, 24)):
        people = list(PEOPLE)
        if seed > 1:
            rng.shuffle(people)  # partners change over the season
        ids.append(import_tournament(db, _evening(seed, day, people)).id)
    return ids


def _position_points(rank: int) -> int:
    return POINTS[rank - 1] if rank <= len(POINTS) else 0


def test_a_season_by_pair_and_by_player_with_a_double_evening_and_a_final(db: Database) -> None:
    first, second, final = _season(db)
    create_circuit(db, "Circuito d'Inverno", CircuitRule(PointsKind.POSITIONS, POINTS, best=1))
    add_to_circuit(db, "circuito d’inverno", final, final=True)  # found folded; added out of date order
    add_to_circuit(db, "Circuito d'Inverno", first)
    add_to_circuit(db, "Circuito d'Inverno", second, weight=2)
    [info] = list_circuits(db)
    assert [evening.tournament_id for evening, _, _ in info.evenings] == [first, second, final]

    # By player, computed here from each evening's standings: best 1 of the first two (the second double),
    # plus the final twice (final_weight 2).
    expected: dict[str, list[int]] = {}
    for tid, weight in ((first, 1), (second, 2), (final, 2)):
        tournament = load_tournament(db, tid)
        pairs = {pair.number: pair for pair in tournament.pairs}
        for row in compute_standings(tournament).rows:
            for player in pairs[row.pair].players:
                expected.setdefault(player_key(player), []).append(_position_points(row.rank) * weight)
    by_player = take_circuit_standings(db, "Circuito d'Inverno", by="player")
    assert len(by_player.rows) == 16
    for row in by_player.rows:
        one, two, last = expected[row.key]
        assert row.points == Decimal(max(one, two) + last), row.names
        assert (row.counted, row.played) == (2, 3)
    assert by_player.rows == tuple(sorted(by_player.rows, key=lambda row: -row.points))
    names = {name for row in by_player.rows for name in row.names}
    assert {"Carla D'Alessandro", "Jürgen Müller", "Łukasz Nowak"} <= names

    by_pair = take_circuit_standings(db, "Circuito d'Inverno", by="pair")
    # The first evening's pairs are new pairs on the other evenings (shuffled partners): more rows.
    assert len(by_pair.rows) > 8
    assert sum(row.played for row in by_pair.rows) == 24


def test_bad_input_is_refused_in_three_languages(db: Database) -> None:
    first, second, final = _season(db)
    create_circuit(db, "Circuito d'Inverno")
    with pytest.raises(CircuitRefusedError) as taken:
        create_circuit(db, "CIRCUITO D’INVERNO")
    assert describe_error(taken.value, "it") == "esiste già un circuito chiamato Circuito d'Inverno."
    assert describe_error(taken.value, "de") == "es gibt schon einen Circuit namens Circuito d'Inverno."
    add_to_circuit(db, "Circuito d'Inverno", first)
    with pytest.raises(CircuitRefusedError) as twice:
        add_to_circuit(db, "Circuito d'Inverno", first, weight=2)
    assert describe_error(twice.value, "en") == (
        f"tournament {first} (Serata 10) is already in the circuit Circuito d'Inverno."
    )
    assert describe_error(twice.value, "it") == (
        f"il torneo {first} (Serata 10) è già nel circuito Circuito d'Inverno."
    )
    add_to_circuit(db, "Circuito d'Inverno", second, final=True)
    with pytest.raises(CircuitRefusedError) as two_finals:
        add_to_circuit(db, "Circuito d'Inverno", final, final=True)
    assert "Finale" in describe_error(two_finals.value, "de")
    with pytest.raises(CircuitRefusedError) as unknown:
        take_circuit_standings(db, "Estate")
    assert describe_error(unknown.value, "it") == (
        "non c'è nessun circuito chiamato Estate (circuiti: Circuito d'Inverno)."
    )
    assert describe_error(unknown.value, "de").startswith("es gibt keinen Circuit namens Estate")
    with pytest.raises(NotFoundError):
        add_to_circuit(db, "Circuito d'Inverno", 999)
    with pytest.raises(CircuitRefusedError) as empty:
        create_circuit(db, "   ")
    assert describe_error(empty.value, "it") == "un circuito deve avere un nome."
    # Nothing refused changed the circuit: two evenings, the second its final.
    [info] = list_circuits(db)
    assert [(e.tournament_id, e.final) for e, _, _ in info.evenings] == [(first, False), (second, True)]
    remove_from_circuit(db, "Circuito d'Inverno", second)
    with pytest.raises(CircuitRefusedError):
        remove_from_circuit(db, "Circuito d'Inverno", second)


def test_no_circuit_yet_says_so(db: Database) -> None:
    with pytest.raises(CircuitRefusedError) as none:
        take_circuit_standings(db, "Inverno")
    assert describe_error(none.value, "en") == (
        "there is no circuit called Inverno: this database has no circuits yet."
    )


def test_results_rows_of_a_demo_tournament_with_groups(db: Database) -> None:
    tid = import_tournament(db, _evening(1, 10, list(PEOPLE))).id
    form_groups(db, tid, GroupsRule.count(2))
    rows = take_results(db, tid)
    assert len(rows) == 16
    standings = compute_standings(load_tournament(db, tid))
    assert [row.position for row in rows[::2]] == [row.rank for row in standings.rows]
    carla = next(row for row in rows if row.member_id == "RM001")
    assert (carla.surname, carla.name, carla.club) == ("D'Alessandro", "Carla", "Circolo Roma")
    assert carla.group in ("A", "B") and carla.group_rank is not None
    assert carla.tables == 4 and carla.date == date(2026, 1, 10) and carla.level == "club"
    muller = next(row for row in rows if row.surname == "Müller")
    assert muller.member_id is None and muller.name == "Jürgen"
    lukasz = next(row for row in rows if row.member_id == "RM003")
    assert (lukasz.surname, lukasz.name) == ("Nowak", "Łukasz")


def test_a_circuit_created_meanwhile_by_another_station_is_named(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    create_circuit(db, "Inverno")
    # As if the other station's circuit were not there yet when this one looked (a race on PostgreSQL):
    # the database's unique name refuses the second, in the director's words, not as a clash.
    import burraco_tourney.services.circuits as service

    names = iter(range(1000))
    monkeypatch.setattr(service, "fold", lambda text: f"{text}-{next(names)}")
    with pytest.raises(CircuitRefusedError) as taken:
        create_circuit(db, "Inverno")
    assert describe_error(taken.value, "it") == "esiste già un circuito chiamato Inverno."
    assert [info.name for info in list_circuits(db)] == ["Inverno"]


def test_a_circuits_tie_settings_are_kept_and_its_lots_drawn_once(db: Database) -> None:
    first, second, _ = _season(db)
    rule = CircuitRule(PointsKind.POSITIONS, POINTS, tied=TiedPlaces.FULL, tie_breaks=CLUB_TIE_BREAKS)
    made = create_circuit(db, "Circuito del Giovedì", rule)
    add_to_circuit(db, "Circuito del Giovedì", first)
    add_to_circuit(db, "Circuito del Giovedì", second)
    info = circuit_of(db, "Circuito del Giovedì")
    assert (info.rule, info.lots) == (rule, made.lots)
    by_player = take_circuit_standings(db, "Circuito del Giovedì", by="player")
    # Lots close the chain: nobody shares a rank, and the draw is the same each time the standings are taken.
    assert [row.rank for row in by_player.rows] == list(range(1, 17))
    assert take_circuit_standings(db, "Circuito del Giovedì", by="player") == by_player
    # A new circuit splits tied places and keeps the default chain.
    assert create_circuit(db, "Circuito d'Estate").rule.tied is TiedPlaces.SPLIT
    assert circuit_of(db, "Circuito d'Estate").rule.tie_breaks == TIE_BREAKS


def test_a_circuit_made_before_the_setting_keeps_the_full_points_it_gave(tmp_path: Path) -> None:
    path = tmp_path / "stagione.sqlite"
    open_database(path).close()
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0013")  # the release before the setting
    with sqlite3.connect(path) as raw:
        raw.execute(
            "INSERT INTO circuits (name, points, positions, best, final_weight, final_points, created_at) "
            "VALUES ('Inverno', 'positions', '[25, 20, 16]', NULL, 2, '[]', '2026-01-01 10:00:00')"
        )
    raw.close()
    with open_database(path) as db:  # upgraded when opened: its standings do not change under it
        rule = circuit_of(db, "Inverno").rule
    assert rule == CircuitRule(PointsKind.POSITIONS, (25, 20, 16), tied=TiedPlaces.FULL)
    assert rule.tie_breaks == TIE_BREAKS
