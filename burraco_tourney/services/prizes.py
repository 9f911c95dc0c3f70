"""Prize plans (bundled, from a JSON file, the tournament's copy) and who wins what (issue 18).

    plan = resolve_plan("fibur")            # a bundled plan by name, or a JSON file's path
    choose_plan(db, tournament_id, plan)    # the tournament keeps a copy (None: back to the default)
    prizes = take_prizes(db, tournament_id) # with the tournament's plan, or the bundled FIBur one
    prizes_to_json(prizes)                  # the `prizes --format json` object

A tournament without a chosen plan gets its prizes by the bundled FIBur-style plan (`DEFAULT_PLAN`).
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

from burraco_tourney.domain.prizes import (
    PrizeList,
    PrizePlan,
    PrizePlanError,
    award_prizes,
    load_plan_file,
    plan_from_json,
)
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.paths import resource
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.audit import record
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.lookup import tournament_row
from burraco_tourney.services.standings import take_standings
from burraco_tourney.services.transaction import reading, writing

__all__ = [
    "DEFAULT_PLAN",
    "bundled_plan",
    "bundled_plans",
    "choose_plan",
    "plan_in_use",
    "prizes_of",
    "prizes_to_json",
    "resolve_plan",
    "stored_plan",
    "take_prizes",
]

DEFAULT_PLAN = "fibur"


def bundled_plans() -> list[PrizePlan]:
    """Every plan in `resources/prize_plans/`, sorted by name (fibur, club…)."""
    plans = [load_plan_file(file) for file in sorted(resource("prize_plans").glob("*.json"))]
    return sorted(plans, key=lambda plan: plan.name)


def bundled_plan(name: str) -> PrizePlan:
    """The bundled plan called `name`; an unknown name is a PrizePlanError that lists the known ones."""
    plans = bundled_plans()
    for plan in plans:
        if plan.name == name:
            return plan
    raise _unknown_name(name, [plan.name for plan in plans])


def resolve_plan(name_or_file: str) -> PrizePlan:
    """A bundled plan by name, or else the JSON plan file at that path (as `prizes --plan` takes it)."""
    plans = bundled_plans()
    for plan in plans:
        if plan.name == name_or_file:
            return plan
    path = Path(name_or_file)
    if path.exists() or path.suffix.lower() == ".json" or len(path.parts) > 1:
        return load_plan_file(path)
    raise _unknown_name(name_or_file, [plan.name for plan in plans])


def _unknown_name(name: str, known: list[str]) -> PrizePlanError:
    return PrizePlanError(Problem.of("prize_plan.unknown_name", name=repr(name), known=tuple(known)))


def stored_plan(db: Database, tournament_id: int) -> PrizePlan | None:
    """The tournament's copy of its plan; None when none was chosen. A copy damaged outside the program is
    refused (prize_plan.stored_damaged) so that the director chooses the plan again."""
    with reading(db) as session:
        value = tournament_row(session, tournament_id).prize_plan
    if value is None:
        return None
    try:
        return plan_from_json(value)
    except PrizePlanError as error:
        raise PrizePlanError((Problem.of("prize_plan.stored_damaged"), *error.problems)) from None


def plan_in_use(db: Database, tournament_id: int) -> PrizePlan:
    """The plan the tournament's prizes follow: its own copy, else the bundled default."""
    return stored_plan(db, tournament_id) or bundled_plan(DEFAULT_PLAN)


def choose_plan(db: Database, tournament_id: int, plan: PrizePlan | None, *, who: str | None = None) -> None:
    """Keep a copy of `plan` in the tournament (None: none, the default applies); audited as a settings
    change naming the old and new plan."""
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        old = row.prize_plan
        new = None if plan is None else plan.to_json()
        if old == new:
            return
        row.prize_plan = new
        record(
            session,
            tournament_id,
            who=who,
            action="change settings",
            old={"prize_plan": None if old is None else old.get("name")},
            new={"prize_plan": None if plan is None else plan.name},
        )


def take_prizes(
    db: Database,
    tournament_id: int,
    *,
    plan: PrizePlan | None = None,
    after_round: int | None = None,
    cache: TournamentCache | None = None,
) -> PrizeList:
    """Who wins what after `after_round` (None: the last round made) by `plan` (None: the plan in use)."""
    chosen = plan if plan is not None else plan_in_use(db, tournament_id)
    cache = cache or TournamentCache(db)  # the standings and the prizes read the tournament once
    standings = take_standings(db, tournament_id, after_round, cache=cache)
    tournament = cache.tournament(tournament_id)
    _refuse_without_results(tournament, standings.after_round)
    return award_prizes(tournament, chosen, standings)


def prizes_of(
    tournament: Tournament, plan: PrizePlan | None = None, after_round: int | None = None
) -> PrizeList:
    """The prizes of a tournament already in hand (a printout): by `plan`, else the tournament's copy, else
    the bundled default; after `after_round` (None: the last round; the caller checked it was made)."""
    standings = compute_standings(tournament, after_round)
    _refuse_without_results(tournament, standings.after_round)
    return award_prizes(tournament, plan or tournament.prize_plan or bundled_plan(DEFAULT_PLAN), standings)


def _refuse_without_results(tournament: Tournament, after_round: int) -> None:
    """Before any result is in, everyone has 0 VP and the order is the lots': that gives no prize."""
    if not any(
        table.has_result for rnd in tournament.rounds if rnd.number <= after_round for table in rnd.tables
    ):
        raise RuleError(Problem.of("prizes.no_results", round=after_round))


def _number(value: Decimal | None) -> int | float | None:
    if value is None:
        return None
    return int(value) if value == value.to_integral_value() else float(value)


def prizes_to_json(prizes: PrizeList) -> dict[str, Any]:
    """The `prizes --format json` object: the plan, and per group its tables and awards with the rule that
    gave each (`rule`: "place" with `place`, or the special prize's kind with `special`, its index in the
    plan's list, from 0); `warnings` as codes and values (the command line words them)."""
    return {
        "after_round": prizes.after_round,
        "plan": prizes.plan.name,
        "groups": [
            {
                "group": section.group,
                "tables": section.tables,
                "pairs": section.pairs,
                "places": section.places,
                "awards": [
                    {
                        "rule": award.rule,
                        "place": award.place,
                        "special": award.special,
                        "pair": award.pair,
                        "players": list(award.players),
                        "rank": award.rank,
                        "vp": _number(award.vp),
                        "score": _number(award.score),
                    }
                    for award in section.awards
                ],
            }
            for section in prizes.sections
        ],
        "warnings": [{"code": w.code, **{k: _jsonable(v) for k, v in w.params}} for w in prizes.warnings],
    }


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, Decimal):
        return _number(value)
    return value
