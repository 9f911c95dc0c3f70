"""Team events (squadre, DOMAIN.md §11): teams of 2 or 3 pairs, matches between two teams played at as many
tables at once, team VP from the summed MP, team standings and team movements.

A team event is a `Tournament` whose `kind` is "teams": its rounds hold the pairs' tables as in a pair event
(so score sheets, entry and the pairs' own standings work unchanged), and `teams` says which pairs form each
team. A match is not stored: it is read from a round's tables (the tables where the pairs of two teams meet).
A team with a bye has every one of its pairs in the round's `byes`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from burraco_tourney.domain.movements.draw import draw_round
from burraco_tourney.domain.movements.model import DrawOptions, DrawRequest, Seat
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.standings import _apply_chain, _Totals
from burraco_tourney.domain.tournament import (
    DEFAULT_TIE_BREAKS,
    Movement,
    Pair,
    Phase,
    Player,
    Round,
    Table,
    Tournament,
)
from burraco_tourney.domain.vp import CONCAVE_BLITZ_MAX, ContinuousScale, ThresholdScale, VPScale

PAIRS_KIND = "pairs"
TEAMS_KIND = "teams"
KINDS = (PAIRS_KIND, TEAMS_KIND)

TEAM_SIZES = (2, 3)  # pairs in a team: four to six players

# The bundled team scale's name (resources/vp_scales/teams/teams-derived.json).
DERIVED_TEAM_SCALE = "teams-derived"


class TeamError(Refusal, ValueError):
    """A team or a team round that cannot be: `team.*` codes (io/problem_texts/teams.py)."""


@dataclass(frozen=True, slots=True)
class Team:
    """A team: its pairs in their order (the first pair, the second, the third), a name and a captain (a
    player's name, as the director wrote it). `group` is the team's group for a round robin in groups."""

    number: int
    name: str
    captain: str
    pairs: tuple[int, ...]
    group: str | None = None


@dataclass(frozen=True, slots=True)
class Match:
    """Two teams meeting in a round at `tables` (table numbers, in order); team A is the one whose first
    pair sits NS at the first of them."""

    round: int
    team_a: int
    team_b: int
    tables: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A match's score: each team's MP summed over its tables, and the team VP of the difference.
    `complete` is False while a table of the match has no sheet (then the MP are those entered and no VP)."""

    match: Match
    mp_a: int
    mp_b: int
    vp_a: Decimal | None
    vp_b: Decimal | None
    complete: bool


# seating ---------------------------------------------------------------------------------------------------


def match_seats(team_a: Team, team_b: Team, first_table: int = 1) -> tuple[Seat, ...]:
    """The tables of a match: A's first pair NS v B's second pair, B's first pair NS v A's second pair, and
    for three pairs A's third pair NS v B's third pair, so that each team sits both lines."""
    if len(team_a.pairs) != len(team_b.pairs):
        raise TeamError(Problem.of("team.sizes_differ", team=team_a.number, other=team_b.number))
    a, b = team_a.pairs, team_b.pairs
    seats = [Seat(first_table, a[0], b[1]), Seat(first_table + 1, b[0], a[1])]
    if len(a) == 3:
        seats.append(Seat(first_table + 2, a[2], b[2]))
    return tuple(seats)


# line-ups -------------------------------------------------------------------------------------------------
#
# A team's line-up for a match (formazione, docs/rules.md "Teams"): its pairs in the order they take the
# match's places. Places follow `match_seats`: team A's 1st pair NS at the match's first table, its 2nd EW at
# the second, its 3rd NS at the third; team B's 1st NS at the second table, its 2nd EW at the first, its 3rd
# EW at the third. A team with no line-up given sits its pairs in their registered order.


def lineup_problems(team: Team, pairs: Sequence[int]) -> list[Problem]:
    """What a line-up of `team` breaks: it names the team's own pairs, each once, all of them (a match is
    played at as many tables as a team has pairs)."""
    problems: list[Problem] = []
    seen: set[int] = set()
    for pair in pairs:
        if pair in seen:
            problems.append(Problem.of("team.lineup_pair_repeated", pair=pair))
        elif pair not in team.pairs:
            problems.append(Problem.of("team.lineup_not_member", pair=pair, team=team.number))
        seen.add(pair)
    if len(pairs) != len(team.pairs):
        problems.append(
            Problem.of("team.lineup_count", team=team.number, given=len(pairs), needed=len(team.pairs))
        )
    return problems


def lineup_places(match: Match, team: int) -> tuple[tuple[int, Line], ...]:
    """The match's places of `team` (one of its two), in line-up order: each one's table and line."""
    t = match.tables
    if team == match.team_a:
        places = [(t[0], Line.NS), (t[1], Line.EW)] + ([(t[2], Line.NS)] if len(t) == 3 else [])
    else:
        places = [(t[1], Line.NS), (t[0], Line.EW)] + ([(t[2], Line.EW)] if len(t) == 3 else [])
    return tuple(places)


def seated_lineup(match: Match, round_: Round, team: Team) -> tuple[int, ...]:
    """The line-up `team` plays `match` with, read from the round's tables by the places of `match_seats`;
    the registered order when the tables were changed by hand away from those places."""
    tables = {t.table: t for t in round_.tables}
    seated = [tables[number] for number in match.tables if number in tables]
    if len(seated) != len(team.pairs):
        return team.pairs
    if team.number == match.team_a:
        places = [seated[0].ns, seated[1].ew] + ([seated[2].ns] if len(seated) == 3 else [])
    else:
        places = [seated[1].ns, seated[0].ew] + ([seated[2].ew] if len(seated) == 3 else [])
    return tuple(places) if sorted(places) == sorted(team.pairs) else team.pairs


def lineup_tables(
    match: Match, round_: Round, teams: Sequence[Team], team: int, pairs: Sequence[int]
) -> tuple[Table, ...]:
    """The match's tables once `team` plays it with the line-up `pairs` (checked by `lineup_problems`), the
    other team keeping the line-up it sits with; each table keeps its number, and team A stays team A."""
    by_number = {t.number: t for t in teams}
    given = by_number[team]
    problems = lineup_problems(given, pairs)
    if problems:
        raise TeamError(problems)
    lined = {
        number: tuple(pairs) if number == team else seated_lineup(match, round_, by_number[number])
        for number in (match.team_a, match.team_b)
    }
    a = replace(by_number[match.team_a], pairs=lined[match.team_a])
    b = replace(by_number[match.team_b], pairs=lined[match.team_b])
    seats = match_seats(a, b)
    return tuple(Table(number, seat.ns, seat.ew) for number, seat in zip(match.tables, seats, strict=True))


def team_match(round_: Round, teams: Sequence[Team], team: int) -> Match:
    """The match `team` plays in the round; refused when it has none (a bye)."""
    matches, _ = round_matches(round_, teams)
    for match in matches:
        if team in (match.team_a, match.team_b):
            return match
    raise TeamError(Problem.of("team.lineup_no_match", team=team, round=round_.number))


def team_of_pairs(teams: Iterable[Team]) -> dict[int, int]:
    """Pair number → its team's number."""
    return {pair: team.number for team in teams for pair in team.pairs}


def round_matches(round_: Round, teams: Sequence[Team]) -> tuple[tuple[Match, ...], tuple[int, ...]]:
    """The matches of a round read from its tables, in table order, and the teams with a bye (every pair
    of the team in the round's byes). A table whose pairs are not of two different teams is left out."""
    team_of = team_of_pairs(teams)
    found: dict[frozenset[int], list[Table]] = {}
    for table in sorted(round_.tables, key=lambda t: t.table):
        ns, ew = team_of.get(table.ns), team_of.get(table.ew)
        if ns is None or ew is None or ns == ew:
            continue
        found.setdefault(frozenset((ns, ew)), []).append(table)
    matches = []
    for tables in found.values():
        first = tables[0]
        matches.append(
            Match(round_.number, team_of[first.ns], team_of[first.ew], tuple(t.table for t in tables))
        )
    byes = set(round_.byes)
    bye_teams = tuple(team.number for team in teams if team.pairs and set(team.pairs) <= byes)
    return tuple(matches), bye_teams


# scale -----------------------------------------------------------------------------------------------------


def doubled_scale(scale: VPScale, *, name: str = DERIVED_TEAM_SCALE, factor: int = 2) -> VPScale:
    """A team scale derived from a pair scale for a match of `factor` tables: the MP bounds (or the blitz
    margin) times `factor`, the same VP. Not official: the Codice di Gara Art. 17 has its own table."""
    description = (
        f"Derived from {scale.name} for matches of {factor} tables (MP bounds ×{factor}); not official — "
        "load the official Codice di Gara Art. 17 table as a JSON scale when its values are known."
    )
    if isinstance(scale, ThresholdScale):
        rows = [
            (None if row.bound is None else row.bound * factor, row.winner, row.loser) for row in scale.rows
        ]
        return ThresholdScale(name, rows, description=description, source=scale.source)
    assert isinstance(scale, ContinuousScale)
    blitz = scale.blitz * factor
    # A concave pair scale gives a concave team scale, up to the margin a concave scale may reach (twice
    # any blitz margin the program proposes); beyond it the team scale is rounded as scales were before.
    concave = scale.concave and blitz <= CONCAVE_BLITZ_MAX
    return ContinuousScale(
        name,
        blitz,
        scale.total,
        scale.decimals,
        description=description,
        source=scale.source,
        concave=concave,
    )


def team_scale(tournament: Tournament) -> VPScale:
    """The event's team VP scale: its own copy, or the pair scale doubled."""
    own = tournament.team_vp_scale
    return own if own is not None else doubled_scale(tournament.settings.vp_scale)


def team_bye_mp(tournament: Tournament) -> int:
    """The MP difference a team's bye earns: the smallest that earns the bye's VP in the team scale (the
    tournament's bye VP, 14 by default, counts as team VP)."""
    scale = team_scale(tournament)
    diff = scale.min_diff_for(tournament.settings.bye.vp)
    if diff is None:
        raise TeamError(Problem.of("team.bye_beyond_scale", vp=tournament.settings.bye.vp, scale=scale.name))
    return diff


# results ---------------------------------------------------------------------------------------------------


def match_result(match: Match, tournament: Tournament) -> MatchResult:
    """The MP each team scored at the match's tables (its pair's line at each) and the team VP."""
    team_of = team_of_pairs(tournament.teams)
    round_ = next(r for r in tournament.rounds if r.number == match.round)
    rules = tournament.settings.scoring
    mp_a = mp_b = 0
    complete = True
    for table in round_.tables:
        if table.table not in match.tables:
            continue
        if not table.entered:
            complete = False
            continue
        ns, ew = table.mp(rules)
        if team_of[table.ns] == match.team_a:
            mp_a, mp_b = mp_a + ns, mp_b + ew
        else:
            mp_a, mp_b = mp_a + ew, mp_b + ns
    if not complete:
        return MatchResult(match, mp_a, mp_b, None, None, False)
    vp_a, vp_b = team_scale(tournament).lookup(mp_a - mp_b)
    return MatchResult(match, mp_a, mp_b, vp_a, vp_b, True)


def tournament_matches(tournament: Tournament, after_round: int | None = None) -> list[MatchResult]:
    """Every match of the event (up to `after_round`), round by round, with its result."""
    results = []
    for round_ in sorted(tournament.rounds, key=lambda r: r.number):
        if after_round is not None and round_.number > after_round:
            continue
        matches, _ = round_matches(round_, tournament.teams)
        results += [match_result(match, tournament) for match in matches]
    return results


# standings -------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TeamStandingRow:
    """One team in the team standings: `mp_diff` includes its byes' MP difference."""

    rank: int
    team: int
    name: str
    vp: Decimal
    mp_diff: int
    mp: int
    played: int
    byes: int


@dataclass(frozen=True, slots=True)
class TeamStandings:
    after_round: int
    rows: tuple[TeamStandingRow, ...]
    matches: tuple[MatchResult, ...] = field(default=())


TEAM_TIE_BREAKS = DEFAULT_TIE_BREAKS  # team VP, MP difference, head-to-head, MP, (team number)


def team_standings(tournament: Tournament, after_round: int | None = None) -> TeamStandings:
    """Teams ranked by the chain team VP, MP difference, head-to-head (the VP won against the others still
    tied, once each two of them have met), MP; teams equal to the end share their rank, listed by number.
    Only complete matches count; a bye scores the tournament's bye VP and the team scale's MP difference
    for it."""
    played_rounds = [r for r in tournament.rounds if after_round is None or r.number <= after_round]
    last = max((r.number for r in played_rounds), default=0)
    totals = {team.number: _Totals() for team in tournament.teams}
    results = tournament_matches(tournament, last)
    for result in results:
        if not result.complete:
            continue
        assert result.vp_a is not None and result.vp_b is not None
        a, b = totals[result.match.team_a], totals[result.match.team_b]
        for mine, vp, mp, other_mp, opponent in (
            (a, result.vp_a, result.mp_a, result.mp_b, result.match.team_b),
            (b, result.vp_b, result.mp_b, result.mp_a, result.match.team_a),
        ):
            mine.vp += vp
            mine.mp += mp
            mine.mp_diff += mp - other_mp
            mine.rounds += 1
            mine.opponents[opponent] = mine.opponents.get(opponent, Decimal(0)) + vp
    bye_diff: int | None = None
    for round_ in played_rounds:
        _, byes = round_matches(round_, tournament.teams)
        for number in byes:
            if bye_diff is None:
                bye_diff = team_bye_mp(tournament)
            totals[number].vp += tournament.settings.bye.vp
            totals[number].mp_diff += bye_diff
            totals[number].byes += 1
    names = {team.number: team.name for team in tournament.teams}
    chain = tuple(c for c in TEAM_TIE_BREAKS if c.value != "lots")
    rows = []
    placed = 0
    for group, _ in _apply_chain(sorted(totals), chain, totals, {}):
        for number in group:
            t = totals[number]
            rows.append(
                TeamStandingRow(placed + 1, number, names[number], t.vp, t.mp_diff, t.mp, t.rounds, t.byes)
            )
        placed += len(group)
    return TeamStandings(last, tuple(rows), tuple(results))


# movements -------------------------------------------------------------------------------------------------


def _team_pairs(teams: Sequence[Team]) -> tuple[Pair, ...]:
    """The teams as the 'pairs' of the pair draws (a team's number, its group)."""
    return tuple(
        Pair(team.number, (Player(team.name), Player(team.captain)), group=team.group) for team in teams
    )


def team_rounds(tournament: Tournament, before: int) -> tuple[Round, ...]:
    """The event's rounds before `before` as team rounds: each match a table of team A NS v team B EW."""
    rounds = []
    for round_ in tournament.rounds:
        if round_.number >= before:
            continue
        matches, byes = round_matches(round_, tournament.teams)
        tables = tuple(Table(i + 1, m.team_a, m.team_b) for i, m in enumerate(matches))
        rounds.append(Round(round_.number, round_.movement, tables, byes))
    return tuple(rounds)


def _round_robin(numbers: list[int], index: int) -> tuple[list[tuple[int, int]], list[int]]:
    """Round `index` (from 0) of a round robin by the circle method: the first team stays, the others turn;
    with an odd number a bye stands in the circle. Colours alternate so each team is A about half the time."""
    circle: list[int | None] = list(numbers) + ([None] if len(numbers) % 2 else [])
    n = len(circle)
    if n < 2:
        return [], [x for x in circle if x is not None]
    turns = index % (n - 1)
    rest = circle[1:]
    rest = rest[-turns:] + rest[:-turns] if turns else rest
    circle = [circle[0], *rest]
    pairs: list[tuple[int, int]] = []
    byes: list[int] = []
    for i in range(n // 2):
        x, y = circle[i], circle[n - 1 - i]
        if x is None or y is None:
            byes.append(x if y is None else y)  # type: ignore[arg-type]
            continue
        pairs.append((x, y) if (index + i) % 2 == 0 else (y, x))
    return pairs, byes


def draw_team_round(
    tournament: Tournament,
    round_number: int,
    movement: Movement,
    *,
    index_in_phase: int = 0,
    grouped: bool = False,
) -> Round:
    """The next round of a team event as pair tables: the teams drawn (round robin, in groups when the
    teams have groups; Danish or Swiss on the team standings, no rematch of the previous round; a bye for
    an odd number of teams, to the lowest-ranked team without one), each match expanded into its tables."""
    teams = sorted(tournament.teams, key=lambda t: t.number)
    if len(teams) < 2:
        raise TeamError(Problem.of("team.too_few", teams=len(teams)))
    sizes = {len(team.pairs) for team in teams}
    if len(sizes) > 1:
        raise TeamError(Problem.of("team.sizes_mixed"))
    by_number = {team.number: team for team in teams}
    matches: list[tuple[int, int]] = []
    byes: list[int] = []
    if movement is Movement.ROUND_ROBIN:
        groups: dict[str | None, list[int]] = {}
        for team in teams:
            groups.setdefault(team.group if grouped else None, []).append(team.number)
        for name in sorted(groups, key=lambda g: (g is None, g or "")):
            group_matches, group_byes = _round_robin(groups[name], index_in_phase)
            matches += group_matches
            byes += group_byes
    elif movement in (Movement.DANISH, Movement.SWISS):
        ranking = tuple(row.team for row in team_standings(tournament, round_number - 1).rows)
        request = DrawRequest(
            round_number=round_number,
            pairs=_team_pairs(teams),
            earlier_rounds=team_rounds(tournament, round_number),
            phase=Phase(movement, 1),
            movement=movement,
            ranking=ranking,
            options=DrawOptions(modified_danish=True, grouped=grouped),
        )
        drawn = draw_round(request)
        matches = [(seat.ns, seat.ew) for seat in drawn.tables]
        byes = list(drawn.byes)
    else:
        raise TeamError(Problem.of("team.movement_unsupported", movement=movement.value))
    tables: list[Table] = []
    for a, b in matches:
        for seat in match_seats(by_number[a], by_number[b], len(tables) + 1):
            tables.append(Table(seat.table, seat.ns, seat.ew))
    bye_pairs = tuple(pair for number in byes for pair in by_number[number].pairs)
    return Round(round_number, movement, tuple(tables), bye_pairs)


def _number(value: Decimal) -> int | float:
    return int(value) if value == value.to_integral_value() else float(value)


def team_standings_to_json(standings: TeamStandings, teams: Sequence[Team]) -> dict[str, Any]:
    """The `standings --format json` object of a team event: one row per team, then every match."""
    by_number = {team.number: team for team in teams}
    return {
        "kind": TEAMS_KIND,
        "after_round": standings.after_round,
        "tie_breaks": [str(criterion) for criterion in TEAM_TIE_BREAKS if criterion.value != "lots"],
        "standings": [
            {
                "rank": row.rank,
                "team": row.team,
                "name": row.name,
                "captain": by_number[row.team].captain,
                "pairs": list(by_number[row.team].pairs),
                "vp": _number(row.vp),
                "mp_diff": row.mp_diff,
                "mp": row.mp,
                "played": row.played,
                "byes": row.byes,
            }
            for row in standings.rows
        ],
        "matches": [
            {
                "round": result.match.round,
                "team_a": result.match.team_a,
                "team_b": result.match.team_b,
                "tables": list(result.match.tables),
                "mp_a": result.mp_a,
                "mp_b": result.mp_b,
                "vp_a": None if result.vp_a is None else _number(result.vp_a),
                "vp_b": None if result.vp_b is None else _number(result.vp_b),
                "complete": result.complete,
            }
            for result in standings.matches
        ],
    }
