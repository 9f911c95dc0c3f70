"""The results of a tournament as the federation's results file lists them: one row per player (issue 21).

The rows are the data; io/results_formats.py writes them in a format (the generic CSV/XLSX, or one a
federation defines). A player's surname and given names are read from the name as played
(domain.names.split_name: "Carla D'Alessandro" → "D'Alessandro", "Carla"); the member number and the
association are the tournament's, as played.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from burraco_tourney.domain.names import split_name
from burraco_tourney.domain.standings import Standings
from burraco_tourney.domain.tournament import Tournament

__all__ = ["ResultRow", "result_rows", "tables_of"]


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One player of one tournament. `level` is the event level's key (domain.members.EventLevel: club,
    federal, regional, national); `group`/`group_rank` None when the pairs were not in groups."""

    tournament_id: int
    tournament: str
    date: date | None
    venue: str | None
    level: str | None
    tables: int
    member_id: str | None
    surname: str
    name: str
    club: str | None
    pair: int
    position: int
    vp: Decimal
    mp_diff: int
    group: str | None
    group_rank: int | None
    language: str  # the tournament's print language


def tables_of(tournament: Tournament) -> int:
    """The tables the event was played on: the most of any round (a bye is no table), else the pairs
    registered halved."""
    played = max((len(rnd.tables) for rnd in tournament.rounds), default=0)
    return played or len(tournament.pairs) // 2


def result_rows(tournament_id: int, tournament: Tournament, standings: Standings) -> list[ResultRow]:
    """The rows of one tournament, by position and then seat in the pair. Pairs that never played a round
    are left out (registered, then absent)."""
    settings = tournament.settings
    pairs = {pair.number: pair for pair in tournament.pairs}
    tables = tables_of(tournament)
    rows = []
    for standing in standings.rows:
        pair = pairs.get(standing.pair)
        if pair is None or not standing.rounds:
            continue
        for player in pair.players:
            surname, given = split_name(player.name)
            rows.append(
                ResultRow(
                    tournament_id=tournament_id,
                    tournament=settings.name,
                    date=settings.date,
                    venue=settings.venue,
                    level=settings.event_level.value,
                    tables=tables,
                    member_id=(player.member_id or "").strip() or None,
                    surname=surname,
                    name=given,
                    club=player.club,
                    pair=pair.number,
                    position=standing.rank,
                    vp=standing.vp,
                    mp_diff=standing.mp_diff,
                    group=standing.group,
                    group_rank=standing.group_rank,
                    language=settings.print_language,
                )
            )
    return rows
