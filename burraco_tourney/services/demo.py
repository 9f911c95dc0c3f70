"""A complete, plausible demo tournament: pairs with names from several languages, rounds drawn by the real
movements, random but valid deals; built in memory and stored in one import."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date

from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.movements import DrawRequest, draw_round
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    Phase,
    Player,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.scales import bundled_scale
from burraco_tourney.services.tournaments import TournamentSummary, import_tournament

__all__ = ["build_demo_tournament", "create_demo"]

_FIRST_NAMES = (
    "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia", "Hans", "Ilaria", "Jürgen", "Katarzyna",
    "Łukasz", "Marta", "Nicolò", "Òscar", "Paola", "Renée", "Søren", "Teresa", "Ugo", "Valentina", "Zoë",
)  # fmt: skip
_LAST_NAMES = (
    "Rossi", "Bianchi", "D'Alessandro", "Müller", "Wąsowski", "Ferrari", "Esposito", "Schäfer", "Colombo",
    "Dell'Acqua", "Nowak", "García", "Lefèvre", "Ørsted", "Romano", "Greco", "Conti", "Müller-Lüdenscheid",
)  # fmt: skip
_CLUBS = ("Circolo X", "Burraco Club Roma", "Club dell'Ulivo", "Kartenclub München", "Circolo Ästhetik")


def build_demo_tournament(
    pairs: int = 16, rounds: int = 5, seed: int = 1, *, name: str | None = None, language: str = "en"
) -> Tournament:
    """The same tournament for the same arguments: half the rounds Mitchell, then Danish. `name` (worded
    by the caller in the user's language) and `language` (its printouts') are the director's."""
    if pairs < 2:
        raise RuleError(Problem.of("demo.too_few_pairs", pairs=pairs))
    if rounds < 1:
        raise RuleError(Problem.of("demo.too_few_rounds", rounds=rounds))
    rng = random.Random(seed)
    mitchell_rounds = min(max(rounds // 2, 1), max(pairs // 2, 1))
    plan = [Phase(Movement.MITCHELL, mitchell_rounds)]
    if rounds > mitchell_rounds:
        plan.append(Phase(Movement.DANISH, rounds - mitchell_rounds))
    settings = TournamentSettings(
        name=name or f"Demo {pairs} pairs, {rounds} rounds (seed {seed})",
        print_language=language,
        vp_scale=bundled_scale("fibur-3-deals"),
        date=date(2026, 12, 20),
        venue="Circolo X",
        plan=tuple(plan),
    )
    names = _unique_names(rng, 2 * pairs)
    tournament = Tournament(
        settings=settings,
        pairs=tuple(
            _demo_pair(rng, number, names[2 * number - 2 : 2 * number]) for number in range(1, pairs + 1)
        ),
        lots={number: draw for draw, number in enumerate(rng.sample(range(1, pairs + 1), pairs), start=1)},
    )
    for number in range(1, rounds + 1):
        ranking: tuple[int, ...] = ()
        if tournament.rounds:
            ranking = tuple(row.pair for row in compute_standings(tournament).rows)
        request = DrawRequest.for_tournament(tournament, number, ranking=ranking)
        played = draw_round(request).as_round(number, request.effective_movement)
        tables = tuple(
            replace(table, deals=random_round_deals(rng, settings.scoring, settings.deals_per_round))
            for table in played.tables
        )
        tournament = replace(tournament, rounds=(*tournament.rounds, replace(played, tables=tables)))
    return tournament


def create_demo(
    db: Database,
    pairs: int = 16,
    rounds: int = 5,
    seed: int = 1,
    *,
    who: str | None = None,
    name: str | None = None,
    language: str = "en",
) -> TournamentSummary:
    """Build the demo tournament and store it (all or nothing)."""
    demo = build_demo_tournament(pairs, rounds, seed, name=name, language=language)
    return import_tournament(db, demo, who=who, rng=random.Random(seed))


def _unique_names(rng: random.Random, count: int) -> list[str]:
    """`count` different player names (a middle initial once the plain combinations run out)."""
    plain = [f"{first} {last}" for first in _FIRST_NAMES for last in _LAST_NAMES]
    rng.shuffle(plain)
    initials = "ABCDEFGHILMNOPRSTUVZ"
    names = plain[:count]
    taken = set(names)
    while len(names) < count:
        name = f"{rng.choice(_FIRST_NAMES)} {rng.choice(initials)}. {rng.choice(_LAST_NAMES)}"
        if name not in taken:
            taken.add(name)
            names.append(name)
    return names


def _demo_pair(rng: random.Random, number: int, names: list[str]) -> Pair:
    club = rng.choice(_CLUBS)
    first, second = (
        Player(name=name, club=club, member_id=f"{club[:2].upper()}{number:04d}{index}")
        for index, name in enumerate(names, start=1)
    )
    return Pair(number=number, players=(first, second))
