"""A small regional event for the window tests of issue 18: twelve pairs from three regions, two
Mitchell rounds played, the plan going on with Danish rounds."""

from __future__ import annotations

from burraco_tourney.domain.tournament import Movement, Phase, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, scores, tournaments
from burraco_tourney.services.pairing import make_next_round
from tests.services.support import closed_by_ew, closed_by_ns, players, settings, sheet

REGIONS = ("Lombardia", "Emilia-Romagna", "Lazio")


def play_round(database: Database, tid: int) -> None:
    """The next round made and every sheet saved (NS and EW win in turn, by margins that differ)."""
    made = make_next_round(database, tid)
    for index, (table, _ns, _ew) in enumerate(made.tables):
        deal = closed_by_ns(230 + 5 * index) if index % 2 else closed_by_ew(230 + 5 * index)
        scores.save_table_deals(database, tid, made.round, table, sheet(deal, closed_by_ns(180, 120)))


def make_regional(database: Database, *, rounds: int = 2) -> int:
    """Twelve pairs (six tables), `rounds` rounds played; pair 1 is Carla D'Alessandro and Łukasz
    Wąsowski, ladies (category F); each pair from one of REGIONS in turn."""
    created = tournaments.create_tournament(
        database, settings(plan=(Phase(Movement.MITCHELL, 2), Phase(Movement.DANISH, 2)))
    )
    tid = created.id
    pairs.register_pair(
        database,
        tid,
        (
            Player("Carla D'Alessandro", "Circolo Brera", region=REGIONS[0], category="F"),
            Player("Łukasz Wąsowski", "Circolo Brera", region=REGIONS[0], category="F"),
        ),
    )
    for number in range(2, 13):
        first, second = players(number)
        region = REGIONS[(number - 1) % 3]
        pairs.register_pair(
            database, tid, (Player(first.name, region=region), Player(second.name, region=region))
        )
    for _ in range(rounds):
        play_round(database, tid)
    return tid
