"""Circuits on PostgreSQL: two stations creating the same circuit at once get one circuit and, the other,
'already exists' in the director's words; a season's standings and results as on SQLite."""

from __future__ import annotations

import threading

import pytest

from burraco_tourney.domain.circuits import CircuitRule, PointsKind
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services.circuits import (
    CircuitRefusedError,
    add_to_circuit,
    create_circuit,
    list_circuits,
    take_circuit_standings,
    take_results,
)
from burraco_tourney.services.demo import create_demo


def test_two_stations_create_the_same_circuit_at_once(pg_db: Database, pg_url: str) -> None:
    stations = [open_database(pg_url) for _ in range(4)]
    start = threading.Barrier(len(stations))
    outcomes: list[str] = []

    def create(station: Database) -> None:
        start.wait()
        try:
            create_circuit(station, "Circuito d'Inverno")
            outcomes.append("made")
        except CircuitRefusedError as refused:
            outcomes.append(describe_error(refused, "it"))

    threads = [threading.Thread(target=create, args=(station,)) for station in stations]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for station in stations:
        station.close()
    assert sorted(outcomes) == ["esiste già un circuito chiamato Circuito d'Inverno."] * 3 + ["made"]
    assert [info.name for info in list_circuits(pg_db)] == ["Circuito d'Inverno"]


def test_a_season_on_postgres(pg_db: Database) -> None:
    ids = [create_demo(pg_db, 8, 3, seed).id for seed in (1, 2)]
    create_circuit(pg_db, "Inverno", CircuitRule(PointsKind.POSITIONS, (10, 8, 6)))
    add_to_circuit(pg_db, "Inverno", ids[0])
    add_to_circuit(pg_db, "Inverno", ids[1], final=True)
    with pytest.raises(CircuitRefusedError):
        add_to_circuit(pg_db, "Inverno", ids[1])
    standings = take_circuit_standings(pg_db, "Inverno")
    assert standings.rows[0].points >= standings.rows[-1].points
    assert sum(row.played for row in standings.rows) == 16
    assert len(take_results(pg_db)) == 32
