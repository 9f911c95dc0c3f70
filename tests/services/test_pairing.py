"""Making the next round from the plan on a stored tournament."""

from __future__ import annotations

import pytest

from burraco_tourney.domain.movements import DrawOptions, FirstRoundSeating, Separation
from burraco_tourney.domain.tournament import Movement, Phase, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, scores
from burraco_tourney.services.audit import audit_log
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.pairing import make_next_round, seats_afresh
from burraco_tourney.services.rounds import get_round
from burraco_tourney.services.tournaments import create_tournament, load_tournament
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, players, settings, sheet

MITCHELL_THEN_DANISH = (Phase(Movement.MITCHELL, 3), Phase(Movement.DANISH, 2))


def _enter_all(db: Database, tournament_id: int, round_number: int, ns_wins: bool = True) -> None:
    for table in get_round(db, tournament_id, round_number).tables:
        deal = closed_by_ns(230 + 5 * table.table) if ns_wins else closed_by_ew()
        scores.save_table_deals(db, tournament_id, round_number, table.table, sheet(deal, deal, deal))


def test_the_plan_makes_mitchell_rounds_then_danish(db: Database) -> None:
    tid = new_tournament(db, 6, plan=MITCHELL_THEN_DANISH)
    first = make_next_round(db, tid)
    assert first.to_json() == {
        "round": 1,
        "movement": "mitchell",
        "tables": [
            {"table": 1, "ns": 1, "ew": 4},
            {"table": 2, "ns": 2, "ew": 5},
            {"table": 3, "ns": 3, "ew": 6},
        ],
        "byes": [],
        "repeats": [],
    }
    # Mitchell does not depend on results: round 2 may be made before round 1 is entered.
    second = make_next_round(db, tid)
    assert second.tables == ((1, 1, 6), (2, 2, 4), (3, 3, 5))
    _enter_all(db, tid, 1)
    _enter_all(db, tid, 2)
    third = make_next_round(db, tid)
    assert third.tables == ((1, 1, 5), (2, 2, 6), (3, 3, 4))
    _enter_all(db, tid, 3)
    fourth = make_next_round(db, tid)
    assert fourth.movement is Movement.DANISH
    stored = get_round(db, tid, 4)
    assert [(t.table, t.ns, t.ew) for t in stored.tables] == list(fourth.tables)
    seated = sorted(n for t in stored.tables for n in (t.ns, t.ew))
    assert seated == [1, 2, 3, 4, 5, 6]


def test_danish_waits_for_every_result_of_the_previous_round(db: Database) -> None:
    tid = new_tournament(db, 4, plan=(Phase(Movement.DANISH, 3),))
    make_next_round(db, tid)
    scores.save_table_deals(db, tid, 1, 1, sheet(closed_by_ns()))
    with pytest.raises(RuleError, match=r"round 1 still has 1 table without a result \(2\)") as refused:
        make_next_round(db, tid)
    # The movement is named as the game writes it, capitalised.
    assert str(refused.value).startswith("A Danish round is paired on the standings")
    with pytest.raises(RuleError, match=r"^A Swiss round is paired on the standings"):
        make_next_round(db, tid, Movement.SWISS)
    scores.save_table_deals(db, tid, 1, 2, sheet(closed_by_ew()))
    assert make_next_round(db, tid).round == 2


def test_an_odd_number_of_pairs_gives_one_bye(db: Database) -> None:
    tid = new_tournament(db, 5, plan=(Phase(Movement.SWISS, 4),))
    made = make_next_round(db, tid)
    assert len(made.tables) == 2
    assert len(made.byes) == 1


def test_the_director_can_choose_another_movement_for_one_round(db: Database) -> None:
    tid = new_tournament(db, 4, plan=(Phase(Movement.MITCHELL, 3),))
    made = make_next_round(db, tid, Movement.ROUND_ROBIN)
    assert made.movement is Movement.ROUND_ROBIN
    assert get_round(db, tid, 1).movement is Movement.ROUND_ROBIN


def test_no_plan_needs_a_movement(db: Database) -> None:
    tid = new_tournament(db, 4, plan=())
    with pytest.raises(RuleError, match="no plan; choose a movement"):
        make_next_round(db, tid)
    assert make_next_round(db, tid, Movement.MITCHELL).round == 1


def test_a_late_entry_joins_the_next_round(db: Database) -> None:
    tid = new_tournament(db, 4, plan=(Phase(Movement.DANISH, 3),))
    make_next_round(db, tid)
    _enter_all(db, tid, 1)
    late = pairs.late_entry(db, tid, players(5))
    made = make_next_round(db, tid)
    placed = {n for _t, ns, ew in made.tables for n in (ns, ew)} | set(made.byes)
    assert late.number in placed
    assert len(placed) == 5


def test_no_pairs_no_round(db: Database) -> None:
    tid = new_tournament(db, 0, plan=(Phase(Movement.DANISH, 3),))
    with pytest.raises(RuleError, match="no pair"):
        make_next_round(db, tid)


def test_the_first_round_keeps_regions_apart_and_its_audit_entry_says_how_it_was_seated(db: Database) -> None:
    regions = ("Lazio", "Campania", "Toscana", "Sicilia")
    tid = create_tournament(db, settings(plan=(Phase(Movement.MITCHELL, 8),)), who="Direttore").id
    for number in range(1, 17):
        region = regions[(number - 1) % 4]  # by number, pair i would meet pair i + 8: the same region
        pair = tuple(Player(f"Giocatore {number}{side}", region=region) for side in "ab")
        pairs.register_pair(db, tid, (pair[0], pair[1]), who="Direttore")
    assert seats_afresh(load_tournament(db, tid))
    options = DrawOptions(seating=FirstRoundSeating.DRAW, seed=48213, separate=frozenset({Separation.REGION}))
    made = make_next_round(db, tid, options=options)
    region_of = {n: regions[(n - 1) % 4] for n in range(1, 17)}
    assert len(made.tables) == 8 and all(region_of[ns] != region_of[ew] for _, ns, ew in made.tables)
    assert made.seated_by == options
    entry = next(e for e in audit_log(db, tid) if e.action == "store round")
    assert (entry.new["seating"], entry.new["seed"], entry.new["separate"]) == ("draw", 48213, ["region"])
    # Round 2 moves on from round 1: no seating of its own.
    assert not seats_afresh(load_tournament(db, tid))
    assert make_next_round(db, tid, options=options).seated_by is None
    assert "seating" not in next(e for e in audit_log(db, tid) if e.action == "store round").new
