"""Team events (issue 22): registering teams of registered pairs, drawing a team round through the plan,
match results and team standings, and the demo team event.

A team event is an ordinary tournament of pairs whose `kind` is "teams" and whose pairs belong to teams
(domain.teams): its rounds, score sheets and pair standings go through the other services unchanged.
"""

from __future__ import annotations

import random
from dataclasses import replace

from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.movements.plan import phase_for_round
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.rules.checks import team_registration_problems
from burraco_tourney.domain.teams import (
    DERIVED_TEAM_SCALE,
    TEAMS_KIND,
    MatchResult,
    Team,
    TeamError,
    TeamStandings,
    draw_team_round,
    lineup_tables,
    seated_lineup,
    team_match,
    team_standings,
    tournament_matches,
)
from burraco_tourney.domain.tournament import Movement, Phase, Round, Table, Tournament
from burraco_tourney.domain.vp import VPScale, load_scale_file
from burraco_tourney.paths import resource
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.audit import record
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.errors import NotFoundError, RuleError
from burraco_tourney.services.lookup import round_row, table_row, tournament_row
from burraco_tourney.services.pairing import NextRound
from burraco_tourney.services.rounds import store_round
from burraco_tourney.services.tournaments import TournamentSummary, import_tournament, load_tournament
from burraco_tourney.services.transaction import reading, writing

__all__ = [
    "bundled_team_scale",
    "create_team_demo",
    "list_teams",
    "match_results",
    "next_team_round",
    "register_team",
    "set_lineup",
    "team_event_standings",
    "team_lineup",
]

REGISTER_TEAM = "register team"  # the audit log's action
SET_LINEUP = "set team line-up"  # the audit log's action

# The demo's team names (the teams of a club evening are named like this; proper names, not translated).
_DEMO_TEAM_NAMES = (
    "Aquile", "Delfini", "Falchi", "Leoni", "Lupi", "Orsi", "Pantere", "Tigri", "Volpi", "Gabbiani",
    "Cervi", "Civette",
)  # fmt: skip


def bundled_team_scale() -> VPScale:
    """The bundled team VP scale: the 3-deal pair table with its MP bounds doubled (not official)."""
    return load_scale_file(resource("vp_scales", "teams", f"{DERIVED_TEAM_SCALE}.json"))


def list_teams(db: Database, tournament_id: int) -> tuple[Team, ...]:
    return load_tournament(db, tournament_id).teams


def register_team(
    db: Database,
    tournament_id: int,
    name: str,
    pairs: tuple[int, ...],
    captain: str = "",
    *,
    number: int | None = None,
    group: str | None = None,
    who: str | None = None,
) -> Team:
    """Register a team of registered pairs (2 or 3, in their order) with a captain, one of their players
    (empty: the first player of the first pair). The first team makes the tournament a team event, with the
    bundled team scale unless it has one. Refused once a round has been drawn."""
    name = name.strip()
    captain = captain.strip()
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        tournament = repositories.load_tournament(session, tournament_id)
        assert tournament is not None
        if tournament.rounds:
            raise RuleError(Problem.of("team.rounds_started"))
        if number is None:
            number = max((team.number for team in tournament.teams), default=0) + 1
        registered = {pair.number: pair for pair in tournament.pairs}
        team = Team(number, name, captain, tuple(pairs), group or None)
        problems = team_registration_problems(team, tournament.teams, registered)
        if problems:
            raise RuleError(problems)
        if not captain:
            team = replace(team, captain=registered[pairs[0]].players[0].name)
        if row.kind != TEAMS_KIND:
            row.kind = TEAMS_KIND
        if row.team_vp_scale is None:
            row.team_vp_scale = bundled_team_scale().to_json()
        session.flush()
        repositories.save_teams(session, tournament_id, (*tournament.teams, team))
        record(
            session,
            tournament_id,
            who=who,
            action=REGISTER_TEAM,
            new={"team": team.number, "name": team.name, "captain": team.captain, "pairs": list(team.pairs)},
        )
    return team


def _team_event(db: Database, tournament_id: int) -> Tournament:
    tournament = load_tournament(db, tournament_id)
    if tournament.kind != TEAMS_KIND:
        raise RuleError(Problem.of("team.not_team_event"))
    return tournament


def next_team_round(
    db: Database, tournament_id: int, movement: Movement | None = None, *, who: str | None = None
) -> NextRound:
    """Draw the next round of a team event by its plan (or `movement` for this round only: round robin,
    Danish, Swiss) and store its tables. Danish and Swiss need the previous round's sheets all in. Round
    robin pairs inside the teams' groups when they have groups."""
    tournament = _team_event(db, tournament_id)
    number = max((r.number for r in tournament.rounds), default=0) + 1
    plan = tournament.settings.plan
    planned = sum(phase.rounds for phase in plan)
    index = number - 1
    if movement is None:
        if not plan:
            raise RuleError(Problem.of("round.no_plan", round=number))
        if number > planned:
            raise RuleError(Problem.of("team.plan_over", rounds=planned))
        phase, index = phase_for_round(plan, number)
        movement = phase.movement
    elif plan and number <= planned:
        _, index = phase_for_round(plan, number)
    if movement in (Movement.DANISH, Movement.SWISS) and tournament.rounds:
        previous = max(tournament.rounds, key=lambda r: r.number)
        if any(not table.has_result for table in previous.tables):
            raise RuleError(Problem.of("team.round_open", round=previous.number))
    grouped = any(team.group for team in tournament.teams)
    try:
        drawn = draw_team_round(tournament, number, movement, index_in_phase=index, grouped=grouped)
    except TeamError as error:
        raise RuleError(error.problems) from error
    tables = tuple((t.table, t.ns, t.ew) for t in drawn.tables)
    store_round(db, tournament_id, number, movement, tables, drawn.byes, who=who)
    return NextRound(round=number, movement=movement, tables=tables, byes=drawn.byes, repeats=())


def team_lineup(db: Database, tournament_id: int, round_number: int, team: int) -> tuple[int, ...]:
    """The line-up `team` plays its match of the round with: its pairs in the order of the match's places
    (docs/rules.md "Teams"; the registered order until a line-up is given)."""
    tournament = _team_event(db, tournament_id)
    round_ = _drawn_round(tournament, round_number)
    try:
        match = team_match(round_, tournament.teams, team)
    except TeamError as error:
        raise RuleError(error.problems) from error
    by_number = {t.number: t for t in tournament.teams}
    return seated_lineup(match, round_, by_number[team])


def set_lineup(
    db: Database,
    tournament_id: int,
    round_number: int,
    team: int,
    pairs: tuple[int, ...],
    *,
    who: str | None = None,
) -> tuple[Table, ...]:
    """Give `team`'s line-up for its match of a drawn round (formazione: which of its pairs sits at which of
    the match's tables and lines, docs/rules.md "Teams"): the match's tables are seated by it, the other
    team keeping its own line-up. Refused for pairs not of the team, a pair named twice, the wrong number
    of pairs, a team with a bye, and a match with a score sheet already in. Returns the match's tables."""
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        if row.kind != TEAMS_KIND:
            raise RuleError(Problem.of("team.not_team_event"))
        tournament = repositories.load_tournament(session, tournament_id)
        assert tournament is not None
        if not any(t.number == team for t in tournament.teams):
            raise RuleError(Problem.of("team.not_found", team=team))
        round_ = _drawn_round(tournament, round_number)
        try:
            match = team_match(round_, tournament.teams, team)
            tables = lineup_tables(match, round_, tournament.teams, team, pairs)
        except TeamError as error:
            raise RuleError(error.problems) from error
        other = match.team_b if team == match.team_a else match.team_a
        if any(t.has_result for t in round_.tables if t.table in match.tables):
            raise RuleError(Problem.of("team.lineup_has_results", team=team, other=other, round=round_number))
        old = [[t.table, t.ns, t.ew] for t in round_.tables if t.table in match.tables]
        rrow = round_row(session, tournament_id, round_number)
        ids = repositories.pair_ids(session, tournament_id)
        rows = [table_row(session, rrow, table.table) for table in tables]
        for trow, table in zip(rows, tables, strict=True):
            trow.ns_pair_id, trow.ew_pair_id = ids[table.ns], ids[table.ew]
        session.flush()
        record(
            session,
            tournament_id,
            who=who,
            action=SET_LINEUP,
            round=round_number,
            old={"team": team, "tables": old},
            new={"team": team, "pairs": list(pairs), "tables": [[t.table, t.ns, t.ew] for t in tables]},
        )
    return tables


def _drawn_round(tournament: Tournament, round_number: int) -> Round:
    for round_ in tournament.rounds:
        if round_.number == round_number:
            return round_
    raise NotFoundError(Problem.of("round.not_made", round=round_number))


def team_event_standings(db: Database, tournament_id: int, after_round: int | None = None) -> TeamStandings:
    """The team standings (team VP, MP difference, head-to-head, MP) with every match's result."""
    return team_standings(_team_event(db, tournament_id), after_round)


def match_results(db: Database, tournament_id: int, round_number: int | None = None) -> list[MatchResult]:
    """The matches of a round (or of every round), each with its teams' MP and team VP."""
    results = tournament_matches(_team_event(db, tournament_id))
    return [r for r in results if round_number is None or r.match.round == round_number]


def build_team_demo(
    teams: int = 8, rounds: int = 3, seed: int = 1, *, name: str | None = None, language: str = "en"
) -> Tournament:
    """A team event of `teams` teams of 2 demo pairs (the pairs by number: team 1 is pairs 1 and 2), a
    plan of 2 round robin rounds then Danish (one more round than played), `rounds` rounds played."""
    if teams < 2:
        raise RuleError(Problem.of("team.too_few", teams=teams))
    base = build_demo_tournament(2 * teams, 1, seed, name=name, language=language)
    rng = random.Random(seed)
    robin = min(2, rounds + 1)
    plan = (Phase(Movement.ROUND_ROBIN, robin), Phase(Movement.DANISH, max(rounds + 1 - robin, 1)))
    team_list = tuple(
        Team(
            number,
            _DEMO_TEAM_NAMES[(number - 1) % len(_DEMO_TEAM_NAMES)]
            + ("" if number <= len(_DEMO_TEAM_NAMES) else f" {number}"),
            base.pair(2 * number - 1).players[0].name,
            (2 * number - 1, 2 * number),
        )
        for number in range(1, teams + 1)
    )
    event = replace(
        base,
        settings=replace(base.settings, plan=plan),
        rounds=(),
        kind=TEAMS_KIND,
        teams=team_list,
        team_vp_scale=bundled_team_scale(),
    )
    rules = event.settings.scoring
    for number in range(1, rounds + 1):
        phase, index = phase_for_round(plan, number)
        drawn = draw_team_round(event, number, phase.movement, index_in_phase=index)
        tables = tuple(
            replace(t, deals=random_round_deals(rng, rules, event.settings.deals_per_round))
            for t in drawn.tables
        )
        event = replace(event, rounds=(*event.rounds, replace(drawn, tables=tables)))
    return event


def create_team_demo(
    db: Database,
    teams: int = 8,
    rounds: int = 3,
    seed: int = 1,
    *,
    who: str | None = None,
    name: str | None = None,
    language: str = "en",
) -> TournamentSummary:
    """Build the demo team event and store it (all or nothing)."""
    demo = build_team_demo(teams, rounds, seed, name=name, language=language)
    return import_tournament(db, demo, who=who, rng=random.Random(seed))


def is_team_event(db: Database, tournament_id: int) -> bool:
    """True for a team event (its kind is "teams"), read without loading the tournament."""
    with reading(db) as session:
        return tournament_row(session, tournament_id).kind == TEAMS_KIND


def set_team_scale(db: Database, tournament_id: int, scale: VPScale, *, who: str | None = None) -> None:
    """Give a team event its team VP scale (a copy, e.g. the official Codice di Gara Art. 17 table loaded
    from a JSON scale file); the team standings follow it at once, the sheets are untouched."""
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        if row.kind != TEAMS_KIND:
            raise RuleError(Problem.of("team.not_team_event"))
        old = row.team_vp_scale
        row.team_vp_scale = scale.to_json()
        session.flush()
        record(session, tournament_id, who=who, action="change settings", old={"team_vp_scale": old},
               new={"team_vp_scale": row.team_vp_scale})  # fmt: skip
