"""Making the next round: the plan's movement (or the director's choice) drawn on the stored tournament."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from burraco_tourney.domain.movements import (
    DrawOptions,
    DrawRequest,
    FirstRoundSeating,
    Separation,
    draw_round,
)
from burraco_tourney.domain.movements.plan import groups_due, in_groups, phase_start
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.standings import compute_standings, table_result
from burraco_tourney.domain.teams import TEAMS_KIND
from burraco_tourney.domain.tournament import Movement, Phase, Tournament
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import groups
from burraco_tourney.services.errors import RuleError, problems_of
from burraco_tourney.services.rounds import store_round
from burraco_tourney.services.tournaments import load_tournament

__all__ = ["NextRound", "make_next_round", "seats_afresh"]

# Movements that pair on the current standings, so the previous round must be complete first.
_RANKED = frozenset({Movement.DANISH, Movement.SWISS})


@dataclass(frozen=True, slots=True)
class NextRound:
    """A round just made and stored: its tables as (table, NS, EW), the byes, and the matches that repeat an
    earlier one (the director should see them)."""

    round: int
    movement: Movement
    tables: tuple[tuple[int, int, int], ...]
    byes: tuple[int, ...]
    repeats: tuple[tuple[int, int], ...]
    # What the director should know (worded by the caller): groups the plan formed, a group's bye.
    notes: tuple[Problem, ...] = ()
    # How the pairs were seated, when the round is the first of a Mitchell or round-robin phase (loading
    # order, separations, seed); None when the round moved on from earlier ones or paired on standings.
    seated_by: DrawOptions | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON that `round next` prints (INTERFACES.md §3)."""
        return {
            "round": self.round,
            "movement": self.movement.value,
            "tables": [{"table": t, "ns": ns, "ew": ew} for t, ns, ew in self.tables],
            "byes": list(self.byes),
            "repeats": [list(pair) for pair in self.repeats],
        }


def make_next_round(
    db: Database,
    tournament_id: int,
    movement: Movement | None = None,
    *,
    options: DrawOptions | None = None,
    who: str | None = None,
) -> NextRound:
    """Draw the next round from the plan (or with `movement` for this round only) and store it.

    `options`: plain or modified Danish, Danish/Swiss by groups, and how the first round of a Mitchell or
    round-robin phase is seated (pairs loaded by number, alphabetically or by a seeded draw; clubs,
    provinces, regions kept apart); the defaults of DrawOptions otherwise. How a round was seated goes
    into its audit entry (`seating`, `seed`, `separate`).

    Danish and Swiss pair on the standings, so they are refused while a table of the previous round has
    no result; Mitchell and round robin do not depend on results and may be made early.
    """
    tournament = load_tournament(db, tournament_id)
    if tournament.kind == TEAMS_KIND:
        from burraco_tourney.services.teams import next_team_round  # it builds on this module

        # A team event draws its teams and seats each match at its tables (issue 22).
        return next_team_round(db, tournament_id, movement, who=who)
    number = _next_number(tournament)
    if not tournament.settings.plan and movement is None:
        raise RuleError(Problem.of("round.no_plan", round=number))
    tournament = _planned(tournament, number, movement)
    notes: list[Problem] = []
    plan = tournament.settings.plan
    rule = groups_due(plan, number)
    if rule is not None and (tournament.groups is None or tournament.groups.after_round != number - 1):
        # The plan's phase in groups begins: its groups are formed now, unless the director formed them.
        formed = groups.form_groups(db, tournament_id, rule, after_round=number - 1, who=who).formation
        listed = ", ".join(f"{group.name} {group.tables}" for group in formed.groups)
        notes.append(Problem.warning("group.formed_by_plan", after=number - 1, groups=listed))
        tournament = replace(load_tournament(db, tournament_id), settings=tournament.settings)
    # A phase in groups pairs inside them; so does the phase in which the director formed groups by hand.
    by_hand = tournament.groups is not None and tournament.groups.after_round >= phase_start(plan, number) - 1
    if (in_groups(plan, number) or by_hand) and movement in (None, Movement.DANISH, Movement.SWISS):
        options = replace(options or DrawOptions(), grouped=True)
    if options is not None and options.grouped:
        notes += groups.playing_notes(tournament, number)
    request = DrawRequest.for_tournament(tournament, number, movement=movement, options=options)
    chosen = request.effective_movement
    ranking: tuple[int, ...] = ()
    if chosen in _RANKED and tournament.rounds:
        _refuse_if_previous_round_open(tournament, chosen)
        standings = compute_standings(tournament, number - 1)
        ranking = tuple(row.pair for row in standings.rows)
        request = DrawRequest.for_tournament(
            tournament, number, movement=movement, ranking=ranking, options=options
        )
    if not request.playing_pairs():
        raise RuleError(Problem.of("round.no_pairs", round=number))
    try:
        drawn = draw_round(request)
    except ValueError as error:
        raise RuleError([Problem.of("round.cannot_be_made", round=number), *problems_of(error)]) from error
    seated_by = request.options if request.seats_afresh else None
    store_round(
        db,
        tournament_id,
        number,
        chosen,
        [(seat.table, seat.ns, seat.ew) for seat in drawn.tables],
        drawn.byes,
        who=who,
        seating=_seating_record(seated_by) if seated_by is not None else None,
    )
    return NextRound(
        round=number,
        movement=chosen,
        tables=tuple((seat.table, seat.ns, seat.ew) for seat in drawn.tables),
        byes=drawn.byes,
        repeats=drawn.repeats,
        notes=tuple(notes),
        seated_by=seated_by,
    )


def _seating_record(options: DrawOptions) -> dict[str, Any]:
    """How a round's pairs were seated, as its audit entry keeps it: the loading order, the seed of a draw,
    and what was kept apart (in the order club, province, region)."""
    record: dict[str, Any] = {"seating": options.order.value}
    if options.order is FirstRoundSeating.DRAW:
        record["seed"] = options.seed
    record["separate"] = [s.value for s in Separation if s in options.separations]
    return record


def seats_afresh(tournament: Tournament, movement: Movement | None = None) -> bool:
    """Whether the next round, made with `movement` (None: the plan's), seats its pairs by the seating
    options (loading order, separations, seed): the first round of a Mitchell or round-robin phase."""
    if tournament.kind == TEAMS_KIND:
        return False  # a team event seats each match at its tables
    number = _next_number(tournament)
    if not tournament.settings.plan and movement is None:
        return False  # refused: there is nothing to make
    request = DrawRequest.for_tournament(_planned(tournament, number, movement), number, movement=movement)
    return request.seats_afresh


def _next_number(tournament: Tournament) -> int:
    return max((r.number for r in tournament.rounds), default=0) + 1


def _planned(tournament: Tournament, number: int, movement: Movement | None) -> Tournament:
    """The tournament with a plan: without one, the chosen movement is the plan, so that e.g. a Mitchell
    keeps moving round after round."""
    if tournament.settings.plan or movement is None:
        return tournament
    settings = replace(tournament.settings, plan=(Phase(movement, number),))
    return replace(tournament, settings=settings)


def _refuse_if_previous_round_open(tournament: Tournament, movement: Movement) -> None:
    previous = max(tournament.rounds, key=lambda r: r.number)
    missing = [t.table for t in previous.tables if not table_result(t, tournament.settings).played]
    if missing:
        codes = {
            (Movement.DANISH, False): "round.previous_open_danish",
            (Movement.DANISH, True): "round.previous_open_danish_tables",
            (Movement.SWISS, False): "round.previous_open_swiss",
            (Movement.SWISS, True): "round.previous_open_swiss_tables",
        }
        code = codes[movement, len(missing) > 1]
        raise RuleError(Problem.of(code, round=previous.number, count=len(missing), tables=missing))
