"""Standings taken through the services after any round, and the cached tournament that keeps them fast."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from burraco_tourney.domain.tournament import TieBreak
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import adjustments, scores, tournaments
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.errors import NotFoundError, RuleError
from burraco_tourney.services.standings import RoundsProgress, rounds_progress, take_standings
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round


@pytest.fixture
def tournament_id(db: Database) -> int:
    created = new_tournament(db, 5)
    with_round(db, created, byes=(5,))
    scores.save_table_deals(db, created, 1, 1, sheet(closed_by_ns()))
    scores.save_table_deals(db, created, 1, 2, sheet(closed_by_ew()))
    with_round(db, created, ((1, 1, 5), (2, 2, 3)), byes=(4,), number=2)
    scores.save_table_deals(db, created, 2, 1, sheet(closed_by_ns(ns_cards=630)))
    return created


def test_standings_after_each_round(db: Database, tournament_id: int) -> None:
    first = take_standings(db, tournament_id, 1)
    assert first.after_round == 1
    # Pairs 1 and 4 tie on VP, MP difference and MP and never met: the lots drawn at registration decide.
    lots = tournaments.load_tournament(db, tournament_id).lots
    assert [row.pair for row in first.rows[:3]] == [5, *sorted((1, 4), key=lots.__getitem__)]
    assert [row.vp for row in first.rows[:3]] == [Decimal(14), Decimal(13), Decimal(13)]
    assert first.rows[2].separated_by is TieBreak.LOTS
    assert (first.checks.vp_total, first.checks.vp_expected) == (Decimal(40), Decimal(40))
    assert first.checks.mp_diff_total == 0
    latest = take_standings(db, tournament_id)
    assert latest.after_round == 2
    assert {row.pair: row.vp for row in latest.rows} == {1: 29, 2: 7, 3: 7, 4: 27, 5: 18}
    with pytest.raises(RuleError, match=r"after round 3 cannot be taken: rounds 1 to 2 are made"):
        take_standings(db, tournament_id, 3)


def test_the_cache_reuses_an_unchanged_tournament_and_patches_a_saved_table(
    db: Database, tournament_id: int
) -> None:
    cache = TournamentCache(db)
    first = cache.tournament(tournament_id)
    assert cache.tournament(tournament_id) is first  # nothing changed: not read again

    saved = scores.correct_deal(db, tournament_id, 2, 1, 1, closed_by_ns(ns_cards=330), reason="ricontato")
    cache.note(tournament_id, saved)
    patched = cache.tournament(tournament_id)
    assert patched is not first
    assert patched == tournaments.load_tournament(db, tournament_id)
    assert cache.tournament(tournament_id) is patched
    assert take_standings(db, tournament_id, cache=cache) == take_standings(db, tournament_id)


def test_the_cache_notices_changes_it_was_not_told_about(
    db: Database, tournament_id: int, tmp_path: Path
) -> None:
    cache = TournamentCache(db)
    cache.tournament(tournament_id)
    adjustments.add_adjustment(db, tournament_id, 2, 2, vp=Decimal(-1), reason="ritardo")
    assert cache.tournament(tournament_id).adjustments[0].reason == "ritardo"

    # A second station writing to the same file, and a note that comes after another change.
    with open_database(db.path or tmp_path / "missing") as other_station:
        saved = scores.save_table_deals(other_station, tournament_id, 2, 2, sheet(closed_by_ew()))
        adjustments.add_adjustment(other_station, tournament_id, 3, 2, vp=Decimal(1), reason="premio")
    cache.note(tournament_id, saved)  # not the only change since the copy: the copy is dropped
    fresh = tournaments.load_tournament(db, tournament_id)
    assert cache.tournament(tournament_id) == fresh
    assert len(fresh.adjustments) == 2


def test_the_cache_reports_a_missing_tournament(db: Database) -> None:
    with pytest.raises(NotFoundError):
        TournamentCache(db).tournament(42)


def test_rounds_progress_names_the_last_complete_round(db: Database, tournament_id: int) -> None:
    """Round 1 has every table's result, round 2 one of its two tables (and pair 4 on a bye)."""
    tournament = tournaments.load_tournament(db, tournament_id)
    progress = rounds_progress(tournament)
    assert (progress.made, progress.complete, progress.sheets_in, progress.sheets) == (2, 1, 1, 2)
    assert progress.in_progress
    scores.save_table_deals(db, tournament_id, 2, 2, sheet(closed_by_ew()))
    done = rounds_progress(tournaments.load_tournament(db, tournament_id))
    assert (done.made, done.complete, done.in_progress) == (2, 2, False)


def test_rounds_progress_without_rounds_or_with_an_artificial_result(db: Database) -> None:
    created = new_tournament(db, 4)
    assert rounds_progress(tournaments.load_tournament(db, created)) == RoundsProgress(0, 0, 0, 0)
    with_round(db, created)
    assert rounds_progress(tournaments.load_tournament(db, created)) == RoundsProgress(1, 0, 0, 2)
