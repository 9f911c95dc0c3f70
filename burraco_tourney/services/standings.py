"""Standings after any round, computed from the stored results (never from running totals)."""

from __future__ import annotations

from burraco_tourney.domain.standings import Standings, compute_standings
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.tournaments import load_tournament

__all__ = ["take_standings"]


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
        made = f"rounds 1 to {last} are made" if last else "no round is made yet"
        raise RuleError(f"Standings after round {after_round} cannot be taken: {made}.")
    try:
        return compute_standings(tournament, after_round)
    except ValueError as error:
        # The services keep stored data consistent; this reports a database edited by other means.
        raise RuleError(f"The standings cannot be computed: {error}") from error
