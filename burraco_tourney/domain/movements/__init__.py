"""Movements: who meets whom at which table in each round, byes, the plan, and checks of hand edits."""

from burraco_tourney.domain.movements.checks import check_round, check_swap, swap_pairs, swap_tables
from burraco_tourney.domain.movements.draw import draw_round
from burraco_tourney.domain.movements.history import History
from burraco_tourney.domain.movements.matching import Pairing, PairingCost, pair_ranked, pairing_cost
from burraco_tourney.domain.movements.model import (
    DrawOptions,
    DrawRequest,
    FirstRoundSeating,
    RoundDraw,
    Seat,
    Separation,
)
from burraco_tourney.domain.movements.plan import phase_for_round

__all__ = [
    "DrawOptions",
    "DrawRequest",
    "FirstRoundSeating",
    "History",
    "Pairing",
    "PairingCost",
    "RoundDraw",
    "Seat",
    "Separation",
    "check_round",
    "check_swap",
    "draw_round",
    "pair_ranked",
    "pairing_cost",
    "phase_for_round",
    "swap_pairs",
    "swap_tables",
]
