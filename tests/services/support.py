"""Builders shared by the persistence and services tests: scales, settings, players and score sheets."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.domain.tournament import Movement, Player, TournamentSettings
from burraco_tourney.domain.vp import ThresholdScale
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, rounds, tournaments

# The 3-deal table of DOMAIN.md §4, built here so that these tests do not depend on the bundled files.
SCALE_3 = ThresholdScale(
    "fibur-3-deals",
    [
        [50, 10, 10],
        [150, 11, 9],
        [250, 12, 8],
        [350, 13, 7],
        [500, 14, 6],
        [650, 15, 5],
        [800, 16, 4],
        [1000, 17, 3],
        [1250, 18, 2],
        [1500, 19, 1],
        [None, 20, 0],
    ],
)

NAMES = (
    ("Anna D'Alessandro", "Bruno Bianchi"),
    ("Jürgen Müller", "Łukasz Wiśniewski"),
    ("Chiara Rossi", "Dario Verdi"),
    ("Elena Neri", "Fabio Gallo"),
    ("Giulia Costa", "Hans Schäfer"),
    ("Ilaria Fontana", "Zoë Ørsted"),
)


def settings(name: str = "Torneo di Natale", **changes: Any) -> TournamentSettings:
    base = TournamentSettings(name=name, vp_scale=SCALE_3, date=date(2026, 12, 20), venue="Circolo X")
    return TournamentSettings(**{**_fields(base), **changes})


def _fields(value: TournamentSettings) -> dict[str, Any]:
    return {name: getattr(value, name) for name in TournamentSettings.__dataclass_fields__}


def players(number: int) -> tuple[Player, Player]:
    first, second = NAMES[(number - 1) % len(NAMES)]
    return Player(first, "Circolo X", f"RM{number:04d}"), Player(second, "Circolo X", None)


def line(**values: object) -> DealLine:
    return DealLine(**values)  # type: ignore[arg-type]


def closed_by_ns(ns_cards: int = 230, ew_cards: int = 85, *, ns_clean: int = 1, ew_dirty: int = 1) -> Deal:
    """NS closed with a clean burraco; EW has a dirty one. NS total 200+100+cards; EW 100+cards."""
    return Deal(
        DealEnd.CLOSED,
        DealLine(clean=ns_clean, closed=True, cards=ns_cards),
        DealLine(dirty=ew_dirty, cards=ew_cards),
    )


def closed_by_ew(ew_cards: int = 230, ns_cards: int = 85) -> Deal:
    return Deal(
        DealEnd.CLOSED, DealLine(dirty=1, cards=ns_cards), DealLine(clean=1, closed=True, cards=ew_cards)
    )


def not_played() -> Deal:
    return Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())


def sheet(*deals: Deal) -> tuple[Deal, ...]:
    """A 3-deal score sheet, padded with deals not played."""
    return tuple(deals) + tuple(not_played() for _ in range(3 - len(deals)))


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def files_beside(path: Path) -> list[str]:
    """The database file and any journal files SQLite keeps beside it."""
    return sorted(p.name for p in path.parent.iterdir() if p.name.startswith(path.name))


def new_tournament(db: Database, pair_count: int = 4, **changes: Any) -> int:
    """A tournament with `pair_count` registered pairs (numbers 1..n), no round yet."""
    created = tournaments.create_tournament(db, settings(**changes), who="Direttore")
    for number in range(1, pair_count + 1):
        pairs.register_pair(db, created.id, players(number), who="Direttore")
    return created.id


def with_round(
    db: Database,
    tournament_id: int,
    seating: Sequence[tuple[int, int, int]] = ((1, 1, 2), (2, 3, 4)),
    byes: Sequence[int] = (),
    movement: Movement = Movement.MITCHELL,
    number: int = 1,
) -> None:
    rounds.store_round(db, tournament_id, number, movement, seating, byes, who="Direttore")


RULES = ScoringRules()
