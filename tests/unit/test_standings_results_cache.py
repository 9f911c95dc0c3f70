"""The standings' cache of table results holds one tournament's tables, however often it is reloaded
(issue 15).

A window on a scoring room reloads the tournament after every change from another station; each reload is a
new copy with new Table objects. The cache once kept every copy's tables (up to 250,000 entries), and the
collection pauses inside standings grew with it.
"""

from __future__ import annotations

import copy
from dataclasses import replace

from burraco_tourney.domain import standings
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.services.demo import build_demo_tournament


def _table_count(tournament: Tournament) -> int:
    return sum(len(rnd.tables) for rnd in tournament.rounds)


def test_reloading_a_tournament_many_times_does_not_grow_the_cache() -> None:
    tournament = build_demo_tournament(pairs=24, rounds=4, seed=3)
    expected = compute_standings(tournament)
    for _reload in range(40):
        reloaded = copy.deepcopy(tournament)  # what loading it again from the database gives: new objects
        assert compute_standings(reloaded) == expected
    assert len(standings._RESULTS) == _table_count(tournament)


def test_a_corrected_copy_counts_its_new_table_and_drops_the_old_one() -> None:
    tournament = build_demo_tournament(pairs=12, rounds=3, seed=5)
    compute_standings(tournament)
    first = tournament.rounds[0]
    table = first.tables[0]
    # As services.cache patches a copy after a save: only the saved table is a new object.
    swapped = replace(table, deals=tuple(replace(d, ns=d.ew, ew=d.ns) for d in table.deals))
    corrected = replace(
        tournament, rounds=(replace(first, tables=(swapped, *first.tables[1:])), *tournament.rounds[1:])
    )
    assert compute_standings(corrected) == compute_standings(copy.deepcopy(corrected))
    assert len(standings._RESULTS) == _table_count(corrected)
    assert all(entry[0] is not table for entry in standings._RESULTS.values())
