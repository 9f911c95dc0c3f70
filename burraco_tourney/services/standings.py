"""Standings after any round, computed from the stored results (never from running totals)."""

from __future__ import annotations

from dataclasses import dataclass

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.standings import Standings, compute_standings
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.errors import RuleError, problems_of
from burraco_tourney.services.tournaments import load_tournament

__all__ = ["RoundsProgress", "rounds_progress", "take_standings"]


@dataclass(frozen=True, slots=True)
class RoundsProgress:
    """How far the rounds made are played. A round is complete when every one of its tables has its
    result; `complete` is the last round that is complete together with every round before it (0: none).
    Rounds after it are in progress: their byes are already known, most of their results are not, so
    standings that count them are live standings (a pair on a bye jumps ahead of pairs still playing)."""

    made: int  # the last round made
    complete: int
    sheets_in: int  # results in, over the rounds in progress
    sheets: int  # tables of the rounds in progress

    @property
    def in_progress(self) -> bool:
        return self.made > self.complete


def rounds_progress(tournament: Tournament) -> RoundsProgress:
    rounds = sorted(tournament.rounds, key=lambda round_: round_.number)
    complete = 0
    for round_ in rounds:
        if round_.number != complete + 1 or not all(t.has_result for t in round_.tables):
            break
        complete = round_.number
    playing = [table for round_ in rounds if round_.number > complete for table in round_.tables]
    made = rounds[-1].number if rounds else 0
    return RoundsProgress(made, complete, sum(1 for t in playing if t.has_result), len(playing))


def take_standings(
    db: Database,
    tournament_id: int,
    after_round: int | None = None,
    *,
    cache: TournamentCache | None = None,
) -> Standings:
    """Standings after `after_round` (None: after the last round made), with the tie-break chain used.

    With a `cache`, an unchanged tournament is not read again (see TournamentCache).
    """
    tournament = cache.tournament(tournament_id) if cache else load_tournament(db, tournament_id)
    last = max((round_.number for round_ in tournament.rounds), default=0)
    if after_round is not None and not 0 <= after_round <= last:
        if last:
            refused = Problem.of("standings.round_not_made", round=after_round, last=last)
        else:
            refused = Problem.of("standings.no_round_made", round=after_round)
        raise RuleError(refused)
    try:
        return compute_standings(tournament, after_round)
    except ValueError as error:
        # The services keep stored data consistent; this reports a database edited by other means.
        raise RuleError([Problem.of("standings.cannot_compute"), *problems_of(error)]) from error
