"""Importing whole tournaments (all or nothing) and exporting them; with the tournament file, lossless."""

from __future__ import annotations

import random
import tempfile
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import (
    Adjustment,
    Movement,
    Pair,
    PairStatus,
    Round,
    Table,
    Tournament,
)
from burraco_tourney.io.interchange import read_tournament, tournament_to_json
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, tournaments
from burraco_tourney.services.errors import ImportRefusedError, RuleError
from burraco_tourney.services.standings import take_standings
from tests.databases import new_database
from tests.services.support import RULES, players
from tests.services.support import settings as tournament_settings

DATA = Path(__file__).resolve().parents[1] / "data"


def _small() -> Tournament:
    rng = random.Random(3)
    pairs = tuple(Pair(n, players(n)) for n in range(1, 6))
    rounds = (
        Round(
            1, Movement.MITCHELL, (Table(1, 1, 2, random_round_deals(rng, RULES, 3)), Table(2, 3, 4)), (5,)
        ),
        Round(2, Movement.DANISH, (Table(1, 5, 1, random_round_deals(rng, RULES, 3)),), (2,)),
    )
    # Pair 3 and 4 left after round 1; their table of round 1 was not played (no deals).
    pairs = pairs[:2] + tuple(
        replace(p, status=PairStatus.WITHDRAWN, withdrawn_after_round=1) for p in pairs[2:4]
    )
    pairs += (Pair(5, players(5)),)
    return Tournament(
        tournament_settings(), pairs, rounds, (Adjustment(1, 2, Decimal(-1), 0, "ammonizioni"),)
    )


def test_an_imported_tournament_exports_identical_with_lots_drawn(db: Database) -> None:
    original = _small()
    summary = tournaments.import_tournament(db, original, who="Segreteria", rng=random.Random(1))
    assert (summary.name, summary.pairs, summary.rounds) == ("Torneo di Natale", 5, 2)
    exported = tournaments.export_tournament(db, summary.id)
    assert sorted(exported.lots) == [1, 2, 3, 4, 5]
    assert exported == replace(original, lots=exported.lots)
    again = tournaments.export_tournament(db, summary.id)
    assert again.lots == exported.lots
    entry = audit.audit_log(db, summary.id)[0]
    assert (entry.action, entry.who) == ("import tournament", "Segreteria")
    assert entry.new == {"pairs": 5, "rounds": 2, "tables": 3, "deals": 6, "adjustments": 1}


def test_given_lots_are_kept(db: Database) -> None:
    original = replace(_small(), lots={1: 3, 2: 1, 3: 5, 4: 2, 5: 4})
    summary = tournaments.import_tournament(db, original)
    assert tournaments.export_tournament(db, summary.id) == original


def test_an_import_that_breaks_rules_lists_every_problem_and_imports_nothing(db: Database) -> None:
    bad_deal = Deal(DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=233), DealLine(cards=20))
    original = _small()
    rounds = (
        replace(original.rounds[0], tables=(Table(1, 1, 2, (bad_deal,)), Table(2, 3, 9))),
        replace(original.rounds[1], number=3, tables=(Table(1, 5, 3),)),
    )
    broken = replace(
        original,
        rounds=rounds,
        adjustments=(Adjustment(7, 1, Decimal(1), 3, "?"),),
        lots={1: 1, 2: 1},
    )
    with pytest.raises(ImportRefusedError) as refused:
        tournaments.import_tournament(db, broken)
    problems = [str(problem) for problem in refused.value.problems]
    for expected in (
        "Round 1, table 1, deal 1, NS card points: 233 is not a multiple of 5.",
        "Round 1, table 2, EW: There is no pair 9.",
        "Round 2: Rounds are numbered 1, 2, 3, ... in order: expected 2, not 3.",
        "Adjustment 1, pair: There is no pair 7.",
        "Adjustment 1, MP: 3 is not a multiple of 5.",
        "Lots, 2: Draw 1 is also given to pair 1.",
    ):
        assert expected in problems
    assert str(refused.value) == "; ".join(problems)
    assert tournaments.list_tournaments(db) == []


def test_a_pair_in_a_round_before_it_joined_is_refused(db: Database) -> None:
    original = _small()
    late = replace(original, pairs=(*original.pairs[:4], replace(original.pairs[4], entry_round=2)))
    with pytest.raises(ImportRefusedError, match="Pair 5 joins at round 2, so it cannot play round 1"):
        tournaments.import_tournament(db, late)


def test_importing_the_same_tournament_twice_is_refused(db: Database) -> None:
    tournaments.import_tournament(db, _small())
    with pytest.raises(RuleError, match="already holds the tournament 'Torneo di Natale'"):
        tournaments.import_tournament(db, _small())
    assert len(tournaments.list_tournaments(db)) == 1


def test_the_sample_tournament_file_goes_through_the_database_unchanged(db: Database) -> None:
    from burraco_tourney.io.interchange import load_tournament_file

    original = load_tournament_file(DATA / "small_tournament.json")
    summary = tournaments.import_tournament(db, original)
    exported = tournaments.export_tournament(db, summary.id)
    assert exported == original
    assert tournament_to_json(exported) == tournament_to_json(original)


# -------------------------------------------------------------------------- random tournaments


@st.composite
def _tournaments(draw: st.DrawFn) -> Tournament:
    """Any pairs, rounds, byes, artificial results and adjustments, with valid random deals."""
    count = draw(st.integers(min_value=2, max_value=9))
    rng = random.Random(draw(st.integers(min_value=0, max_value=10**6)))
    pairs = tuple(Pair(n, players(n)) for n in range(1, count + 1))
    rounds = []
    for number in range(1, draw(st.integers(min_value=1, max_value=4)) + 1):
        order = list(range(1, count + 1))
        rng.shuffle(order)
        byes = tuple(sorted(order[: count % 2]))
        seated = order[count % 2 :]
        tables = []
        for index in range(len(seated) // 2):
            deals = random_round_deals(rng, RULES, 3) if draw(st.booleans()) or index == 0 else ()
            override = None
            if draw(st.integers(min_value=0, max_value=5)) == 0:
                ns_vp = draw(st.decimals(min_value=0, max_value=20, places=2))
                override = (ns_vp, Decimal(20) - ns_vp)
            tables.append(Table(index + 1, seated[2 * index], seated[2 * index + 1], deals, override))
        rounds.append(Round(number, draw(st.sampled_from(Movement)), tuple(tables), byes))
    adjustments = tuple(
        Adjustment(
            draw(st.integers(min_value=1, max_value=count)),
            draw(st.integers(min_value=1, max_value=len(rounds))),
            Decimal(draw(st.integers(min_value=-3, max_value=3))),
            5 * draw(st.integers(min_value=-20, max_value=20)),
            "rettifica",
        )
        for _ in range(draw(st.integers(min_value=0, max_value=3)))
    )
    lots = dict(zip(range(1, count + 1), rng.sample(range(1, 100), count), strict=True))
    return Tournament(tournament_settings(), pairs, tuple(rounds), adjustments, lots)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(original=_tournaments())
def test_random_tournaments_survive_the_database_and_the_file_with_the_same_standings(
    original: Tournament,
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        with new_database(Path(folder) / "a.sqlite") as first:
            stored = tournaments.import_tournament(first, original)
            exported = tournaments.export_tournament(first, stored.id)
            standings = take_standings(first, stored.id)
        assert exported == original
        assert standings == compute_standings(original)
        assert standings.checks.mp_diff_total == 0
        assert standings.checks.vp_total == standings.checks.vp_expected
        with new_database(Path(folder) / "b.sqlite") as second:
            moved = tournaments.import_tournament(second, read_tournament(tournament_to_json(exported)))
            assert take_standings(second, moved.id) == standings
