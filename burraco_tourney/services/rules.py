"""The checks that services share: settings, a round's seating, a table's deals, a tournament to import."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal

from burraco_tourney.domain import limits
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import Deal, ScoringRules, check_deal
from burraco_tourney.domain.tournament import (
    PRINT_LANGUAGES,
    Pair,
    PairStatus,
    Player,
    TieBreak,
    Tournament,
    TournamentSettings,
    logo_problem,
)
from burraco_tourney.domain.vp import VPScale
from burraco_tourney.services.errors import RuleError

STANDINGS_PAIRINGS = frozenset({"danish", "swiss"})  # movements that pair on the current standings


def settings_problems(settings: TournamentSettings) -> list[str]:
    """Everything wrong with a tournament's settings, in a director's words (empty when all is well)."""
    problems: list[str] = []
    if not settings.name.strip():
        problems.append("the tournament needs a name")
    problems += too_long("the tournament's name", settings.name, limits.TOURNAMENT_NAME)
    problems += too_long("the venue", settings.venue, limits.VENUE)
    if settings.print_language not in PRINT_LANGUAGES:
        problems.append(
            f"the print language must be one of {', '.join(PRINT_LANGUAGES)}, not {settings.print_language!r}"
        )
    problems += too_long("the club's name", settings.club_name, limits.CLUB)
    problems += logo_problems(settings.club_logo)
    if settings.deals_per_round < 1:
        problems.append(f"deals per round must be at least 1, not {settings.deals_per_round}")
    if settings.minutes_per_deal < 1:
        problems.append(f"minutes per deal must be at least 1, not {settings.minutes_per_deal}")
    problems += _scoring_problems(settings.scoring)
    problems += _bye_problems(settings)
    chain = settings.tie_breaks
    if not chain or chain[0] is not TieBreak.VP:
        problems.append("the tie-break chain must start with vp (standings rank by VP first)")
    repeated = [tie_break.value for tie_break, count in Counter(chain).items() if count > 1]
    if repeated:
        problems.append(f"the tie-break chain names {', '.join(repeated)} more than once")
    for index, phase in enumerate(settings.plan, 1):
        if phase.rounds < 1:
            problems.append(f"phase {index} of the plan must have at least 1 round, not {phase.rounds}")
        if phase.shift < 1:
            problems.append(
                f"phase {index} of the plan must move pairs by at least 1 table, not {phase.shift}"
            )
    return problems


def logo_problems(logo: bytes | None) -> list[str]:
    """A club logo must be a PNG or JPEG image of reasonable size (domain.tournament.logo_problem)."""
    problem = logo_problem(logo) if logo is not None else None
    return [problem] if problem else []


def _scoring_problems(scoring: ScoringRules) -> list[str]:
    problems = []
    values = {
        "clean burraco": scoring.clean,
        "dirty burraco": scoring.dirty,
        "semi-clean burraco": scoring.semi_clean,
        "closing": scoring.closing,
        "pozzetto not taken": scoring.pozzetto_missing,
    }
    for label, value in values.items():
        if value is not None and value % 5:
            problems.append(f"the {label} value {value} is not a multiple of 5")
    for label in ("clean burraco", "dirty burraco", "semi-clean burraco", "closing"):
        value = values[label]
        if value is not None and value < 0:
            problems.append(f"the {label} bonus cannot be negative ({value})")
    if scoring.pozzetto_missing > 0:
        problems.append(
            f"the pozzetto-not-taken value is a penalty: 0 or less, not {scoring.pozzetto_missing}"
        )
    return problems


def _bye_problems(settings: TournamentSettings) -> list[str]:
    bye, scale = settings.bye, settings.vp_scale
    problems = []
    if not Decimal(0) <= bye.vp <= scale.total:
        problems.append(f"a bye's VP must be between 0 and the scale's total {scale.total}, not {bye.vp}")
    elif bye.mp is None and scale.min_diff_for(bye.vp) is None:
        problems.append(f"no MP difference earns {bye.vp} VP in the scale {scale.name}: set the bye's MP")
    if bye.mp is not None and bye.mp % 5:
        problems.append(f"a bye's MP difference must be a multiple of 5, not {bye.mp}")
    return problems


def too_long(label: str, text: str | None, limit: int) -> list[str]:
    """A text longer than its column holds, or with a NUL character (PostgreSQL refuses both; SQLite would
    keep them silently, and the tournament could not move to a server)."""
    if text is not None and len(text) > limit:
        return [f"{label} is {len(text)} characters long; at most {limit} fit"]
    if text is not None and "\x00" in text:
        return [f"{label} contains a NUL character (\\x00), which no database stores"]
    return []


def player_problems(players: Sequence[Player], group: str | None) -> list[str]:
    """What is wrong with a pair's players and group: a missing name, a text too long."""
    problems: list[str] = []
    if len(players) != 2:
        return [f"a pair has two players, not {len(players)}"]
    for seat, player in enumerate(players, 1):
        if not player.name.strip():
            problems.append(f"player {seat} has no name")
        problems += too_long(f"player {seat}'s name", player.name, limits.PLAYER_NAME)
        problems += too_long(f"player {seat}'s club", player.club, limits.CLUB)
        problems += too_long(f"player {seat}'s member id", player.member_id, limits.MEMBER_ID)
    return problems + too_long("the group", group, limits.GROUP)


def check_settings(settings: TournamentSettings) -> None:
    problems = settings_problems(settings)
    if problems:
        raise RuleError("The settings were not saved: " + "; ".join(problems) + ".")


def override_problems(ns_vp: Decimal, ew_vp: Decimal, scale: VPScale) -> list[str]:
    return [
        f"{line} VP {vp} must be between 0 and the scale's total {scale.total}"
        for line, vp in (("NS", ns_vp), ("EW", ew_vp))
        if not Decimal(0) <= vp <= scale.total
    ]


def deal_problems(deals: Sequence[Deal], rules: ScoringRules) -> tuple[list[Problem], list[Problem]]:
    """(blocking errors, warnings) of a table's deals, each placed at its deal (from 0) and field:
    path ("deals", 1, "ns", "cards")."""
    blocking: list[Problem] = []
    warnings: list[Problem] = []
    for index, deal in enumerate(deals):
        for violation in check_deal(deal, rules):
            (blocking if violation.blocking else warnings).append(violation.under("deals", index))
    return blocking, warnings


def seating_problems(
    pairs: Mapping[int, Pair],
    round_number: int,
    tables: Iterable[tuple[int, int, int]],
    byes: Iterable[int],
) -> list[str]:
    """What is wrong with a round's tables (table, NS, EW) and byes: unknown pairs, a pair placed twice, a
    pair that does not play in that round (late entry, withdrawn), repeated table numbers."""
    problems: list[str] = []
    places: Counter[int] = Counter()
    table_numbers: Counter[int] = Counter()
    for table, ns, ew in tables:
        table_numbers[table] += 1
        if table < 1:
            problems.append(f"table number {table} must be 1 or more")
        if ns == ew:
            problems.append(f"table {table} has pair {ns} on both lines")
        places.update((ns, ew))
    places.update(byes)
    problems += [
        f"table {table} is listed {count} times" for table, count in table_numbers.items() if count > 1
    ]
    for number, count in sorted(places.items()):
        pair = pairs.get(number)
        if pair is None:
            problems.append(f"pair {number} is not registered")
            continue
        if count > 1:
            problems.append(f"pair {number} is placed {count} times in round {round_number}")
        if not pair.plays_in(round_number):
            problems.append(_why_not_playing(pair, round_number))
    return problems


def _why_not_playing(pair: Pair, round_number: int) -> str:
    if round_number < pair.entry_round:
        return f"pair {pair.number} joins at round {pair.entry_round}, so it cannot play round {round_number}"
    return (
        f"pair {pair.number} withdrew after round {pair.withdrawn_after_round}, "
        f"so it cannot play round {round_number}"
    )


def tournament_problems(tournament: Tournament) -> list[str]:
    """Every rule a tournament to import breaks, each with where it is (empty when it can be imported)."""
    settings = tournament.settings
    problems = [f"settings: {problem}" for problem in settings_problems(settings)]
    pairs: dict[int, Pair] = {}
    for pair in tournament.pairs:
        where = f"pair {pair.number}"
        if pair.number in pairs:
            problems.append(f"{where}: the number is used twice")
        pairs[pair.number] = pair
        if pair.number < 1:
            problems.append(f"{where}: pair numbers start at 1")
        problems += [f"{where}: {problem}" for problem in player_problems(pair.players, pair.group)]
        if pair.entry_round < 1:
            problems.append(f"{where}: entry round must be 1 or more, not {pair.entry_round}")
        withdrawn = pair.status is PairStatus.WITHDRAWN
        if withdrawn != (pair.withdrawn_after_round is not None):
            problems.append(f"{where}: a withdrawn pair, and only one, says after which round it withdrew")
    draws = Counter(tournament.lots.values())
    problems += [f"lots: draw {draw} is given to {count} pairs" for draw, count in draws.items() if count > 1]
    problems += [
        f"lots: pair {number} is not registered" for number in tournament.lots if number not in pairs
    ]

    for index, round_ in enumerate(tournament.rounds, 1):
        where = f"round {round_.number}"
        if round_.number != index:
            problems.append(f"{where}: rounds must be numbered 1, 2, 3, ... (expected {index})")
        seating = [(table.table, table.ns, table.ew) for table in round_.tables]
        problems += [
            f"{where}: {problem}" for problem in seating_problems(pairs, round_.number, seating, round_.byes)
        ]
        for table in round_.tables:
            at = f"{where} table {table.table}"
            if len(table.deals) > settings.deals_per_round:
                problems.append(f"{at}: {len(table.deals)} deals, but a round has {settings.deals_per_round}")
            blocking, _warnings = deal_problems(table.deals, settings.scoring)
            problems += [f"{at} {problem}" for problem in blocking]
            if table.vp_override is not None:
                problems += [f"{at}: {p}" for p in override_problems(*table.vp_override, settings.vp_scale)]
    for adjustment in tournament.adjustments:
        where = f"adjustment of pair {adjustment.pair} after round {adjustment.after_round}"
        if adjustment.pair not in pairs:
            problems.append(f"{where}: pair {adjustment.pair} is not registered")
        if not 1 <= adjustment.after_round <= max(len(tournament.rounds), 1):
            problems.append(f"{where}: there is no round {adjustment.after_round}")
        if adjustment.mp % 5:
            problems.append(f"{where}: MP {adjustment.mp} is not a multiple of 5")
    return problems


def draw_lots(rng: random.Random, taken: set[int]) -> int:
    """A pair's lots draw, different from every draw already `taken` (drawn once, at registration)."""
    while True:
        draw = rng.randrange(1, limits.LOTS_RANGE)
        if draw not in taken:
            return draw
