"""The rules a tournament keeps, as checks returning Problems (domain.problems), never sentences.

Each problem's `path` is in the tournament file's terms, relative to what was checked: a setting's is
`("deals_per_round",)` (the file puts `"tournament"` in front), a player's `("players", 0, "name")`, a
seat's `("tables", 2, "ew")`; `tournament_problems` gives whole-file paths (`("rounds", 1, "tables", 0,
"deals", 2, "ns", "cards")`). The services, the file reader and the window all call these, so a tournament
one of them accepts every other accepts too.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from decimal import Decimal

from burraco_tourney.domain import groups, profiles
from burraco_tourney.domain.problems import PathPart, Problem
from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.scoring import Deal, DealEnd, ScoringRules, check_deal, check_table_totals
from burraco_tourney.domain.teams import TEAM_SIZES, Team
from burraco_tourney.domain.tournament import (
    PRINT_LANGUAGES,
    Movement,
    Pair,
    PairStatus,
    Player,
    TieBreak,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import ContinuousScale, VPScale

# ------------------------------------------------------------------------------------- small checks


# Control characters (C0, DEL, C1) and lone surrogates: PostgreSQL refuses NUL, a lone surrogate cannot be
# stored as UTF-8, and a newline or an escape sequence would break the printouts (and the file refuses them).
_UNSTORABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def text_problems(text: str | None, limit: int, *path: PathPart, required: bool = False) -> list[Problem]:
    """A text longer than `limit`, with a control character or a lone surrogate (see _UNSTORABLE), or
    empty when `required`."""
    if text is None:
        return [Problem.of("rule.text_required", path=path)] if required else []
    if required and not text.strip():
        return [Problem.of("rule.text_required", path=path)]
    if len(text) > limit:
        return [Problem.of("rule.text_too_long", path=path, length=len(text), limit=limit)]
    found = _UNSTORABLE.search(text)
    if found is not None:
        return [Problem.of("rule.text_unstorable", path=path, char=ascii(found.group()))]
    return []


def range_problems(value: int, low: int | None, high: int | None, *path: PathPart) -> list[Problem]:
    """`value` outside low..high (either may be open)."""
    if low is not None and high is not None and not low <= value <= high:
        return [Problem.of("rule.out_of_range", path=path, value=value, low=low, high=high)]
    if low is not None and value < low:
        return [Problem.of("rule.too_small", path=path, value=value, low=low)]
    if high is not None and value > high:
        return [Problem.of("rule.too_large", path=path, value=value, high=high)]
    return []


def points_problems(value: int, low: int, high: int, *path: PathPart) -> list[Problem]:
    """A whole number of points within low..high, a multiple of 5 (every card is worth a multiple of 5)."""
    problems = range_problems(value, low, high, *path)
    if not problems and value % 5:
        problems.append(Problem.of("rule.not_multiple_of_5", path=path, value=value))
    return problems


# ------------------------------------------------------------------------------------------ settings


def settings_problems(settings: TournamentSettings) -> list[Problem]:
    """Everything wrong with a tournament's settings (empty when all is well)."""
    problems = text_problems(settings.name, limits.TOURNAMENT_NAME, "name", required=True)
    problems += text_problems(settings.venue, limits.VENUE, "venue")
    if settings.print_language not in PRINT_LANGUAGES:
        problems.append(
            Problem.of(
                "rule.print_language",
                path=("print_language",),
                language=settings.print_language,
                languages=PRINT_LANGUAGES,
            )
        )
    problems += text_problems(settings.club_name, limits.CLUB, "club_name")
    if settings.club_logo is not None:
        problems += logo_problems(settings.club_logo)
    problems += range_problems(
        settings.deals_per_round, limits.MIN_DEALS_PER_ROUND, limits.MAX_DEALS_PER_ROUND, "deals_per_round"
    )
    problems += range_problems(settings.minutes_per_deal, 1, limits.MAX_MINUTES_PER_DEAL, "minutes_per_deal")
    problems += scoring_problems(settings.scoring)
    # The rule profile's own words (its values are the scoring and bye above).
    problems += text_problems(settings.profile.name, profiles.NAME_LENGTH, "profile", "name")
    problems += text_problems(
        settings.profile.timeout_text, profiles.TIMEOUT_TEXT_LENGTH, "profile", "timeout_text", required=True
    )
    problems += scale_problems(settings.vp_scale)
    problems += bye_problems(settings)
    problems += tie_break_problems(settings.tie_breaks)
    for index, phase in enumerate(settings.plan):
        problems += range_problems(phase.rounds, 1, limits.MAX_PHASE_ROUNDS, "plan", index, "rounds")
        problems += range_problems(phase.shift, 1, limits.MAX_SHIFT, "plan", index, "shift")
        if phase.groups is not None:
            problems += groups.rule_problems(phase.groups, "plan", index, "groups")
            if phase.movement not in (Movement.DANISH, Movement.SWISS):
                problems.append(
                    Problem.of(
                        "group.phase_movement",
                        path=("plan", index, "movement"),
                        movement=phase.movement.value,
                    )
                )
            if index == 0:
                problems.append(Problem.of("group.phase_first", path=("plan", index, "groups")))
    return problems


def logo_problems(logo: bytes, *path: PathPart) -> list[Problem]:
    """A club logo must be a PNG or JPEG image (the kinds every PDF reader shows) of at most LOGO_BYTES."""
    where = path or ("club_logo",)
    if not (logo.startswith(b"\x89PNG\r\n\x1a\n") or logo.startswith(b"\xff\xd8\xff")):
        return [Problem.of("rule.logo_not_image", path=where)]
    if len(logo) > limits.LOGO_BYTES:
        return [
            Problem.of(
                "rule.logo_too_big", path=where, kb=len(logo) // 1000, limit_kb=limits.LOGO_BYTES // 1000
            )
        ]
    return []


def scoring_problems(scoring: ScoringRules) -> list[Problem]:
    """Bonus values: 0 to BONUS_MAX, the pozzetto not taken POZZETTO_MIN to 0; all multiples of 5."""
    problems: list[Problem] = []
    for name in ("clean", "dirty", "semi_clean", "closing"):
        value = getattr(scoring, name)
        if value is not None:
            problems += points_problems(value, 0, limits.BONUS_MAX, "scoring", name)
    problems += points_problems(
        scoring.pozzetto_missing, limits.POZZETTO_MIN, 0, "scoring", "pozzetto_missing"
    )
    return problems


def scale_problems(scale: VPScale) -> list[Problem]:
    """A scale's texts and numbers within what the printed scale and the score sheets show (the scale
    checks its own shape when it is made)."""
    problems = text_problems(scale.name, limits.SCALE_NAME, "vp_scale", "name")
    problems += text_problems(scale.description, limits.SCALE_TEXT, "vp_scale", "description")
    problems += text_problems(scale.source, limits.SCALE_SOURCE, "vp_scale", "source")
    if scale.total > limits.SCALE_TOTAL_MAX:
        problems.append(
            Problem.of(
                "rule.too_large", path=("vp_scale", "total"), value=scale.total, high=limits.SCALE_TOTAL_MAX
            )
        )
    if isinstance(scale, ContinuousScale):
        problems += range_problems(scale.decimals, 0, limits.SCALE_DECIMALS_MAX, "vp_scale", "decimals")
    return problems


def bye_problems(settings: TournamentSettings) -> list[Problem]:
    bye, scale = settings.bye, settings.vp_scale
    if not Decimal(0) <= bye.vp <= scale.total:
        return [Problem.of("rule.vp_out_of_scale", path=("bye", "vp"), vp=bye.vp, total=scale.total)]
    if bye.mp is None:
        if scale.min_diff_for(bye.vp) is None:
            return [Problem.of("rule.bye_mp_needed", path=("bye", "mp"), vp=bye.vp, scale=scale.name)]
        return []
    return points_problems(bye.mp, 0, limits.BYE_MP_MAX, "bye", "mp")


def tie_break_problems(chain: Sequence[TieBreak]) -> list[Problem]:
    """A chain starts with vp (standings rank by VP first) and names each tie-break once."""
    problems: list[Problem] = []
    if not chain or chain[0] is not TieBreak.VP:
        problems.append(Problem.of("rule.tie_breaks_start", path=("tie_breaks",)))
    seen: set[TieBreak] = set()
    for index, tie_break in enumerate(chain):
        if tie_break in seen:
            problems.append(
                Problem.of("rule.tie_break_repeated", path=("tie_breaks", index), tie_break=tie_break.value)
            )
        seen.add(tie_break)
    return problems


# --------------------------------------------------------------------------------------------- pairs


def player_problems(players: Sequence[Player], group: str | None) -> list[Problem]:
    """What is wrong with a pair's players and group: a missing name, a text too long."""
    if len(players) != 2:
        return [Problem.of("rule.players_count", path=("players",), count=len(players))]
    problems: list[Problem] = []
    for index, player in enumerate(players):
        problems += text_problems(player.name, limits.PLAYER_NAME, "players", index, "name", required=True)
        problems += text_problems(player.club, limits.CLUB, "players", index, "club")
        problems += text_problems(player.member_id, limits.MEMBER_ID, "players", index, "member_id")
        problems += text_problems(player.region, limits.REGION, "players", index, "region")
        problems += text_problems(player.province, limits.PROVINCE, "players", index, "province")
        problems += text_problems(player.category, limits.CATEGORY, "players", index, "category")
        problems += text_problems(player.guarantor, limits.GUARANTOR, "players", index, "guarantor")
    return problems + text_problems(group, limits.GROUP, "group")


def pair_problems(pair: Pair) -> list[Problem]:
    """A pair's number, players, entry round and withdrawal."""
    problems = range_problems(pair.number, 1, None, "number")
    problems += player_problems(pair.players, pair.group)
    problems += range_problems(pair.entry_round, 1, None, "entry_round")
    problems += withdrawal_problems(pair.status, pair.withdrawn_after_round, pair.entry_round)
    return problems


def withdrawal_problems(status: PairStatus, after_round: int | None, entry_round: int) -> list[Problem]:
    """Only a withdrawn pair says after which round it withdrew, and not before it entered. A withdrawn pair
    may leave it unsaid (files of INTERFACES.md §2 know no such round): it plays no round from then on."""
    path = ("withdrawn_after_round",)
    if after_round is None:
        return []
    if status is not PairStatus.WITHDRAWN:
        return [Problem.of("rule.withdrawal_round_not_withdrawn", path=path)]
    if after_round < entry_round - 1:
        return [Problem.of("rule.withdrawal_before_entry", path=path, after=after_round, entry=entry_round)]
    return []


def lots_problems(lots: Mapping[int, int], pairs: Iterable[int]) -> list[Problem]:
    """Lots draws: distinct whole numbers within LOTS_RANGE, given to registered pairs."""
    registered = set(pairs)
    problems: list[Problem] = []
    seen: dict[int, int] = {}
    for number, draw in lots.items():
        path = ("lots", str(number))
        if number not in registered:
            problems.append(Problem.of("rule.pair_unknown", path=path, pair=number))
        problems += range_problems(draw, 0, limits.LOTS_RANGE, *path)
        if draw in seen:
            problems.append(Problem.of("rule.lots_draw_repeated", path=path, draw=draw, pair=seen[draw]))
        else:
            seen[draw] = number
    return problems


def draw_lots(rng: random.Random, taken: set[int]) -> int:
    """A pair's lots draw, different from every draw already `taken` (drawn once, at registration)."""
    while True:
        draw = rng.randrange(1, limits.LOTS_RANGE)
        if draw not in taken:
            return draw


def derived_lots(tournament: Tournament) -> dict[int, int]:
    """The tournament's lots, with a draw for every pair that has none, derived from the tournament itself:
    importing one file twice ranks an exact tie the same way both times. The seed is the registration
    (name, date, each pair's number and players), not the results, so correcting a score never redraws."""
    lots = dict(tournament.lots)
    missing = [pair.number for pair in tournament.pairs if pair.number not in lots]
    if not missing:
        return lots
    settings = tournament.settings
    seed = [settings.name, str(settings.date)]
    for pair in tournament.pairs:
        seed += [str(pair.number), *(f"{p.name}\x1f{p.club}\x1f{p.member_id}" for p in pair.players)]
    digest = hashlib.sha256("\x1e".join(seed).encode("utf-8", "surrogatepass")).digest()
    rng = random.Random(int.from_bytes(digest, "big"))
    taken = set(lots.values())
    for number in missing:
        lots[number] = draw = draw_lots(rng, taken)
        taken.add(draw)
    return lots


def reason_problems(reason: str) -> list[Problem]:
    """The reason of an adjustment or a correction: at most REASON characters of plain text."""
    return text_problems(reason, limits.REASON, "reason")


# -------------------------------------------------------------------------------------------- rounds


def seating_problems(
    pairs: Mapping[int, Pair],
    round_number: int,
    tables: Iterable[tuple[int, int, int]],
    byes: Iterable[int],
    *,
    complete: bool = False,
) -> list[Problem]:
    """What is wrong with a round's tables (table, NS, EW) and byes: unknown pairs, a pair placed twice, a
    pair that does not play in that round (late entry, withdrawn), repeated table numbers; with `complete`
    (a round being made), also pairs that play in the round but are neither seated nor on a bye. Paths:
    `("tables", i, "ns")`, `("byes", j)`."""
    problems: list[Problem] = []
    seats: list[tuple[int, tuple[PathPart, ...]]] = []
    table_numbers: Counter[int] = Counter()
    for index, (table, ns, ew) in enumerate(tables):
        table_numbers[table] += 1
        problems += range_problems(table, 1, None, "tables", index, "table")
        if table_numbers[table] == 2:
            problems.append(Problem.of("rule.table_repeated", path=("tables", index, "table"), table=table))
        if ns == ew:
            problems.append(Problem.of("rule.table_same_pair", path=("tables", index, "ew"), pair=ns))
            seats.append((ns, ("tables", index, "ns")))
        else:
            seats += [(ns, ("tables", index, "ns")), (ew, ("tables", index, "ew"))]
    seats += [(number, ("byes", index)) for index, number in enumerate(byes)]
    placed: set[int] = set()
    for number, path in seats:
        pair = pairs.get(number)
        if pair is None:
            problems.append(Problem.of("rule.pair_unknown", path=path, pair=number))
        elif number in placed:
            problems.append(Problem.of("rule.pair_seated_twice", path=path, pair=number, round=round_number))
        elif not pair.plays_in(round_number):
            problems.append(_not_playing(pair, round_number, path))
        placed.add(number)
    if complete:
        left_out = sorted(n for n, pair in pairs.items() if pair.plays_in(round_number) and n not in placed)
        if left_out:
            problems.append(Problem.of("rule.pairs_left_out", pairs=left_out, round=round_number))
    return problems


def _not_playing(pair: Pair, round_number: int, path: tuple[PathPart, ...]) -> Problem:
    if round_number < pair.entry_round:
        return Problem.of(
            "rule.pair_not_yet", path=path, pair=pair.number, entry=pair.entry_round, round=round_number
        )
    return Problem.of(
        "rule.pair_withdrawn",
        path=path,
        pair=pair.number,
        after=pair.withdrawn_after_round,
        round=round_number,
    )


def override_problems(ns_vp: Decimal, ew_vp: Decimal, scale: VPScale) -> list[Problem]:
    """An artificial result: each line's VP between 0 and the scale's total (they need not add up to it:
    an artificial result may favour both lines or neither). Paths `("vp_override", 0)` (NS), 1 (EW)."""
    return [
        Problem.of("rule.vp_out_of_scale", path=("vp_override", index), vp=vp, total=scale.total)
        for index, vp in enumerate((ns_vp, ew_vp))
        if not Decimal(0) <= vp <= scale.total
    ]


def deal_problems(deals: Sequence[Deal], rules: ScoringRules) -> tuple[list[Problem], list[Problem]]:
    """(blocking errors, warnings) of a table's deals, each placed at its deal (from 0) and field:
    path ("deals", 1, "ns", "cards"); the order of the deals (`deal_order_problems`) comes last."""
    blocking: list[Problem] = []
    warnings: list[Problem] = []
    for index, deal in enumerate(deals):
        for problem in check_deal(deal, rules):
            (blocking if problem.blocking else warnings).append(problem.under("deals", index))
        for side in ("ns", "ew"):
            reason = getattr(deal, side).penalty_reason
            blocking += text_problems(reason, limits.REASON, "deals", index, side, "penalty_reason")
    blocking += deal_order_problems(deals)
    return blocking, warnings


# The checks of the order of a table's deals (DOMAIN.md §5), all blocking; worded in
# io/problem_texts/domain.py.
ORDER_CHECKS = ("deal.played_after_timeout", "deal.second_timeout", "deal.played_after_not_played")


def deal_order_problems(deals: Sequence[Deal]) -> list[Problem]:
    """The order of a table's deals, blocking (DOMAIN.md §5 "Order of the deals at a table"): at most one deal
    ends by time-out (the one in play when the round's time ran out), every deal after it was not played,
    and after a deal not played no deal was played (one entered by its totals counts as played). Each
    problem is at the later deal's ending (`("deals", 2, "end")`) and names the deal that rules it out
    (`timeout` or `not_played`, numbered from 1)."""
    problems: list[Problem] = []
    timeout: int | None = None
    not_played: int | None = None
    for index, deal in enumerate(deals):
        if deal.end is DealEnd.NOT_PLAYED:
            if not_played is None:
                not_played = index
            continue
        at = ("deals", index, "end")
        if timeout is not None:
            code = "deal.second_timeout" if deal.end is DealEnd.TIMEOUT else "deal.played_after_timeout"
            problems.append(Problem.of(code, path=at, timeout=timeout + 1))
        elif not_played is not None:
            problems.append(Problem.of("deal.played_after_not_played", path=at, not_played=not_played + 1))
        if deal.end is DealEnd.TIMEOUT and timeout is None:
            timeout = index
    return problems


# ----------------------------------------------------------------------------------------------- teams


def team_problems(teams: Sequence[Team], pairs: Collection[int]) -> list[Problem]:
    """Every rule the teams of a tournament break, each at its place among `teams` (`("teams", 1, "pairs")`,
    the tournament file's terms): a team's number is 1 or more and no other team's; a team has 2 or 3 of
    the registered `pairs` (their numbers), each named once and playing for no team before it."""
    problems: list[Problem] = []
    numbers: set[int] = set()
    owner: dict[int, int] = {}
    for index, team in enumerate(teams):
        at = ("teams", index)
        problems += [p.under(*at, "number") for p in _team_number_problems(team.number, numbers)]
        numbers.add(team.number)
        problems += [p.under(*at, "pairs") for p in _team_pairs_problems(team, pairs, owner)]
    return problems


def team_registration_problems(team: Team, teams: Sequence[Team], pairs: Mapping[int, Pair]) -> list[Problem]:
    """What registering `team` after the tournament's `teams` breaks, in the order the director reads it
    (no paths: the window and the command line ask for one team): a name; the rules of `team_problems`
    on its pairs; a captain who is one of their players (an empty captain is left to the caller, which
    names the first player). Its number is judged only once the rest is right."""
    problems: list[Problem] = []
    if not team.name.strip():
        problems.append(Problem.of("team.name_missing"))
    taken = {pair: other.number for other in teams for pair in other.pairs}
    problems += _team_pairs_problems(team, pairs, taken)
    players = [player.name for pair in team.pairs if pair in pairs for player in pairs[pair].players]
    if team.captain and players and team.captain not in players:
        problems.append(Problem.of("team.captain_not_member", captain=team.captain))
    if problems:
        return problems
    return _team_number_problems(team.number, {other.number for other in teams})


def _team_number_problems(number: int, taken: Collection[int]) -> list[Problem]:
    if number < 1:
        return [Problem.of("team.number_too_small", team=number)]
    if number in taken:
        return [Problem.of("team.number_taken", team=number)]
    return []


def _team_pairs_problems(team: Team, registered: Collection[int], owner: dict[int, int]) -> list[Problem]:
    """A team's size, its pairs named twice, then each pair (once) not registered or already in the team
    `owner` says; the pairs of the team become the team's in `owner`."""
    problems: list[Problem] = []
    if len(team.pairs) not in TEAM_SIZES:
        problems.append(Problem.of("team.size", pairs=len(team.pairs)))
    seen: set[int] = set()
    for pair in team.pairs:
        if pair in seen:
            problems.append(Problem.of("team.pair_repeated", pair=pair))
        seen.add(pair)
    for pair in dict.fromkeys(team.pairs):
        if pair not in registered:
            problems.append(Problem.of("pair.not_found", pair=pair))
        elif pair in owner:
            problems.append(Problem.of("team.pair_taken", pair=pair, team=owner[pair]))
        else:
            owner[pair] = team.number
    return problems


# -------------------------------------------------------------------------------- a whole tournament


def tournament_problems(tournament: Tournament) -> list[Problem]:
    """Every rule a whole tournament breaks, each with its path in the tournament file (empty when it can
    be imported). Warnings on deals are not problems here: the director accepted them when saving."""
    settings = tournament.settings
    problems = [problem.under("tournament") for problem in settings_problems(settings)]
    pairs: dict[int, Pair] = {}
    for index, pair in enumerate(tournament.pairs):
        problems += [problem.under("pairs", index) for problem in pair_problems(pair)]
        if pair.number in pairs:
            problems.append(
                Problem.of("rule.pair_number_repeated", path=("pairs", index, "number"), pair=pair.number)
            )
        pairs[pair.number] = pair
    trusted = len(pairs) == len(tournament.pairs) and all(number >= 1 for number in pairs)
    problems += lots_problems(tournament.lots, pairs)
    problems += list(_rounds_problems(tournament, pairs))
    for index, adjustment in enumerate(tournament.adjustments):
        path = ("adjustments", index)
        if adjustment.pair not in pairs:
            problems.append(Problem.of("rule.pair_unknown", path=(*path, "pair"), pair=adjustment.pair))
        if not 1 <= adjustment.after_round <= len(tournament.rounds):
            problems.append(
                Problem.of(
                    "rule.round_unknown",
                    path=(*path, "after_round"),
                    round=adjustment.after_round,
                    rounds=len(tournament.rounds),
                )
            )
        if adjustment.mp % 5:
            problems.append(Problem.of("rule.not_multiple_of_5", path=(*path, "mp"), value=adjustment.mp))
        problems += [problem.under(*path) for problem in reason_problems(adjustment.reason)]
    if tournament.groups is not None:
        problems += _formation_problems(tournament.groups, pairs, len(tournament.rounds))
    if not trusted:
        # A pair number broken or used twice: "there is no pair N" may well mean that pair, and would
        # only mislead; the pair's own problem says what to mend.
        problems = [problem for problem in problems if problem.code != "rule.pair_unknown"]
    return problems


def _formation_problems(
    formation: groups.GroupsFormation, pairs: Mapping[int, Pair], rounds: int
) -> list[Problem]:
    """The last groups formation names registered pairs, each in one group, after a round that exists."""
    problems = groups.rule_problems(formation.rule, "groups", "rule")
    if not 0 <= formation.after_round <= rounds:
        problems.append(
            Problem.of(
                "rule.round_unknown",
                path=("groups", "after_round"),
                round=formation.after_round,
                rounds=rounds,
            )
        )
    seen: set[int] = set()
    for index, group in enumerate(formation.groups):
        problems += text_problems(group.name, limits.GROUP, "groups", "groups", index, "name", required=True)
        for place, number in enumerate(group.pairs):
            path = ("groups", "groups", index, "pairs", place)
            if number not in pairs:
                problems.append(Problem.of("rule.pair_unknown", path=path, pair=number))
            elif number in seen:
                problems.append(Problem.of("group.pair_twice", path=path, pair=number))
            seen.add(number)
    return problems


_PLAYING_CODES = frozenset({"rule.pair_not_yet", "rule.pair_withdrawn"})


def _totals_in_file(problem: Problem) -> Problem:
    """A deal's totals are `ns.total` on the sheet and `ns_total` in the file."""
    if problem.path[-2:] in (("ns", "total"), ("ew", "total")):
        path = (*problem.path[:-2], f"{problem.path[-2]}_total")
        return Problem(problem.code, problem.severity, path, problem.params)
    return problem


def _rounds_problems(tournament: Tournament, pairs: Mapping[int, Pair]) -> Iterator[Problem]:
    settings = tournament.settings
    for index, round_ in enumerate(tournament.rounds):
        where = ("rounds", index)
        if round_.number != index + 1:
            yield Problem.of("rule.round_order", path=where, number=round_.number, expected=index + 1)
        seating = [(table.table, table.ns, table.ew) for table in round_.tables]
        for problem in seating_problems(pairs, round_.number, seating, round_.byes):
            # Of a misnumbered round, which round was meant is unknown: the pairs' entry and withdrawal are
            # not checked against it.
            if round_.number == index + 1 or problem.code not in _PLAYING_CODES:
                yield problem.under(*where)
        for table_index, table in enumerate(round_.tables):
            at = (*where, "tables", table_index)
            if len(table.deals) > settings.deals_per_round:
                yield Problem.of(
                    "rule.too_many_deals",
                    path=(*at, "deals"),
                    count=len(table.deals),
                    deals=settings.deals_per_round,
                )
            blocking, _warnings = deal_problems(table.deals, settings.scoring)
            for problem in blocking:
                yield _totals_in_file(problem).under(*at)
            if table.totals is not None:
                # A sheet entered as the table's totals only ("totals": [NS, EW] in the file).
                if table.deals:
                    yield Problem.of("table.totals_with_deals", path=(*at, "totals"))
                for problem in check_table_totals(table.totals, settings.deals_per_round):
                    if problem.blocking:
                        index = 0 if problem.path[0] == "ns" else 1
                        yield Problem(problem.code, problem.severity, (*at, "totals", index), problem.params)
            if table.vp_override is not None:
                for problem in override_problems(*table.vp_override, settings.vp_scale):
                    yield problem.under(*at)
