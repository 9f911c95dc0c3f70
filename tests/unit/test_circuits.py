"""Circuits: points per evening, best N of M with double evenings and a final, by pair and by player."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from burraco_tourney.domain.circuits import (
    CircuitError,
    CircuitRule,
    EveningPair,
    EveningResult,
    PointsKind,
    TieBreakStep,
    circuit_standings,
    parse_points,
    player_key,
)
from burraco_tourney.domain.tournament import Player
from burraco_tourney.io.problem_texts import describe


def _p(name: str, member: str | None = None) -> Player:
    return Player(name, member_id=member)


ANNA, BRUNO, CARLA, DARIO = (
    _p("Anna Rossi"),
    _p("Bruno Bianchi"),
    _p("Carla D'Alessandro"),
    _p("Dario Müller"),
)
ELENA, FABIO = _p("Elena Łukasz"), _p("Fabio Verdi")


def _evening(tid: int, rows: list[tuple[int, tuple[Player, Player], int]], **kw: object) -> EveningResult:
    pairs = tuple(
        EveningPair(rank, number, players, Decimal(vp), 0)
        for number, (rank, players, vp) in enumerate(rows, start=1)
    )
    return EveningResult(tid, f"Serata {tid}", date(2026, 1, tid), pairs, **kw)  # type: ignore[arg-type]


def test_best_n_of_m_with_a_double_evening_and_a_final() -> None:
    rule = CircuitRule(PointsKind.POSITIONS, positions=(10, 6, 3), best=2, final_weight=3)
    evenings = [
        _evening(1, [(1, (ANNA, BRUNO), 0), (2, (CARLA, DARIO), 0), (3, (ELENA, FABIO), 0)]),
        _evening(2, [(1, (CARLA, DARIO), 0), (2, (ELENA, FABIO), 0), (3, (BRUNO, ANNA), 0)], weight=2),
        _evening(3, [(1, (ELENA, FABIO), 0), (2, (ANNA, BRUNO), 0), (3, (CARLA, DARIO), 0)]),
        _evening(4, [(1, (ANNA, BRUNO), 0), (2, (ELENA, FABIO), 0), (3, (CARLA, DARIO), 0)], final=True),
    ]
    standings = circuit_standings("Inverno", rule, evenings, by="pair")
    by_names = {row.names: row for row in standings.rows}
    # Anna+Bruno: 10, 3×2=6, 6 → best 2 = 10 + 6 (the earlier of the two sixes), final 10×3 = 30 always.
    ab = by_names[("Anna Rossi", "Bruno Bianchi")]
    assert ab.points == Decimal(46)
    assert [(s.tournament_id, s.points, s.counted) for s in ab.scores] == [
        (1, 10, True), (2, 6, True), (3, 6, False), (4, 30, True)
    ]  # fmt: skip
    # Carla+Dario: 6, 10×2=20, 3 → 20 + 6, final 3×3 = 9: 35. Elena+Fabio: 3, 12, 10 → 22, final 18: 40.
    cd = by_names[("Carla D'Alessandro", "Dario Müller")]
    ef = by_names[("Elena Łukasz", "Fabio Verdi")]
    assert (cd.points, ef.points) == (Decimal(35), Decimal(40))
    assert [row.rank for row in standings.rows] == [1, 2, 3]
    assert [row.names[0] for row in standings.rows] == ["Anna Rossi", "Elena Łukasz", "Carla D'Alessandro"]
    assert (ab.counted, ab.played, ab.best) == (3, 4, Decimal(30))


def test_a_final_with_its_own_table_and_vp_points() -> None:
    rule = CircuitRule(PointsKind.VP, final_points=(50, 30))
    evenings = [
        _evening(1, [(1, (ANNA, BRUNO), 80), (2, (CARLA, DARIO), 60)]),
        _evening(2, [(1, (CARLA, DARIO), 90), (2, (ANNA, BRUNO), 40)], final=True),
    ]
    rows = circuit_standings("C", rule, evenings).rows
    assert [(row.names[0], row.points) for row in rows] == [("Anna Rossi", 110), ("Carla D'Alessandro", 110)]
    # 80 VP + the final's 30 against 60 VP + the final's 50: equal points and evenings counted, the best
    # single evening (80 against 60) decides.
    assert rows[1].rank == 2 and rows[1].separated_by is TieBreakStep.BEST


def test_by_player_across_changing_pairs() -> None:
    rule = CircuitRule(PointsKind.POSITIONS, positions=(10, 6))
    evenings = [
        _evening(1, [(1, (ANNA, BRUNO), 0), (2, (CARLA, DARIO), 0)]),
        _evening(2, [(1, (ANNA, CARLA), 0), (2, (BRUNO, DARIO), 0)]),
        # Carla written without the apostrophe and Müller as Muller are the same players (folded names).
        _evening(3, [(1, (_p("Carla Dalessandro"), _p("DARIO MULLER")), 0), (2, (ANNA, BRUNO), 0)]),
    ]
    by_player = circuit_standings("C", rule, evenings, by="player")
    points = {row.names[0]: row.points for row in by_player.rows}
    assert points == {"Anna Rossi": 26, "Carla Dalessandro": 26, "Bruno Bianchi": 22, "DARIO MULLER": 22}
    # Tied on points, evenings counted, best evening and evenings played: they share the rank.
    assert [row.rank for row in by_player.rows] == [1, 1, 3, 3]
    by_pair = circuit_standings("C", rule, evenings, by="pair")
    assert len(by_pair.rows) == 4  # AB, CD (three evenings as one pair), AC, BD
    cd = next(row for row in by_pair.rows if row.played == 2 and row.points == 16)
    assert cd.names == ("Carla Dalessandro", "DARIO MULLER")  # as last played


def test_a_member_number_tells_two_players_of_one_name_apart() -> None:
    one, other = _p("Mario Rossi", "AB123"), _p("Mario Rossi", "CD456")
    assert player_key(one) != player_key(other)
    assert player_key(_p("Łukasz Müller")) == player_key(_p("lukasz muller"))
    rule = CircuitRule(PointsKind.POSITIONS, positions=(10, 6))
    evenings = [_evening(1, [(1, (one, ANNA), 0), (2, (other, BRUNO), 0)])]
    rows = circuit_standings("C", rule, evenings, by="player").rows
    assert sorted((row.members[0], row.points) for row in rows if row.names == ("Mario Rossi",)) == [
        ("AB123", 10), ("CD456", 6)
    ]  # fmt: skip


def test_points_spec_parsed_and_bad_rules_worded() -> None:
    assert parse_points("vp") == (PointsKind.VP, ())
    assert parse_points("positions:25,20,16") == (PointsKind.POSITIONS, (25, 20, 16))
    with pytest.raises(CircuitError) as bad:
        parse_points("positions:25,x")
    assert describe(bad.value.problems[0], "it") == "i punti di una posizione sono numeri interi, non x."
    with pytest.raises(CircuitError) as bad:
        parse_points("medals")
    assert "'vp'" in describe(bad.value.problems[0], "de")
    with pytest.raises(CircuitError) as bad:
        CircuitRule(best=0)
    assert (
        describe(bad.value.problems[0], "en") == "the evenings that count (best N) must be 1 or more, not 0."
    )
    with pytest.raises(CircuitError):
        CircuitRule(PointsKind.POSITIONS)
