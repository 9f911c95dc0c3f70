"""Checks on a round before it starts, and the director's swaps of two pairs or two tables.

Every problem is a `Problem` (`draw.*`, worded in io/problem_texts/domain.py), e.g. `draw.rematch` with
`ns=3, ew=8, round=2`: "pairs 3 and 8 already met in round 2".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from burraco_tourney.domain.movements.history import History, find_repeats
from burraco_tourney.domain.movements.model import DrawRequest, RoundDraw, Seat, Separation
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Movement, Pair, PairStatus


def _absent(pair: Pair, round_number: int) -> Problem:
    if pair.status is PairStatus.WITHDRAWN or (
        pair.withdrawn_after_round is not None and round_number > pair.withdrawn_after_round
    ):
        return Problem.of("draw.pair_withdrawn", pair=pair.number)
    if round_number < pair.entry_round:
        return Problem.of("draw.pair_joins_later", pair=pair.number, entry=pair.entry_round)
    return Problem.of("draw.pair_not_in_round", pair=pair.number, round=round_number)


# The problem of a table whose pairs share what a separation keeps apart, and the name of its argument.
_SAME = {
    Separation.CLUB: ("draw.same_club", "club"),
    Separation.PROVINCE: ("draw.same_province", "province"),
    Separation.REGION: ("draw.same_region", "region"),
}


def check_round(request: DrawRequest, draw: RoundDraw) -> tuple[Problem, ...]:
    """Every rule the round breaks, in table order: seats, byes, rematches, groups, and the clubs,
    provinces and regions kept apart."""
    history = History(request.earlier_rounds, request.round_number)
    movement = request.effective_movement
    registered = {p.number: p for p in request.pairs}
    playing = [p.number for p in request.playing_pairs()]
    playing_set = set(playing)
    problems: list[Problem] = []

    for table, times in sorted(Counter(s.table for s in draw.tables).items()):
        if table < 1:
            problems.append(Problem.of("draw.table_number", table=table))
        if times > 1:
            problems.append(Problem.of("draw.table_used_twice", table=table, times=times))
    for seat in draw.tables:
        if seat.ns == seat.ew:
            problems.append(Problem.of("draw.plays_itself", pair=seat.ns, table=seat.table))
    places = Counter(draw.seated_pairs())
    for number, times in sorted(places.items()):
        if number not in registered:
            problems.append(Problem.of("draw.pair_not_registered", pair=number))
        elif number not in playing_set:
            problems.append(_absent(registered[number], request.round_number))
        if times > 1:
            problems.append(Problem.of("draw.pair_placed_twice", pair=number, times=times))
    problems += [
        Problem.of("draw.pair_without_place", pair=number) for number in playing if number not in places
    ]

    grouped = request.options.grouped and movement in (Movement.DANISH, Movement.SWISS)
    group_of = {n: (registered[n].group if grouped else None) for n in registered}
    for group in sorted({group_of[n] for n in playing}, key=lambda g: (g is None, g or "")):
        members = [n for n in playing if group_of[n] == group]
        resting = [b for b in draw.byes if b in registered and group_of[b] == group]
        if len(resting) > len(members) % 2:
            # One pair resting when none need (bye_not_needed), several (byes_not_needed), or more than one
            # when one is enough (too_many_byes); "_in_group" names the group.
            code = (
                "draw.too_many_byes"
                if len(members) % 2
                else ("draw.bye_not_needed" if len(resting) == 1 else "draw.byes_not_needed")
            )
            if grouped and group is not None:
                problems.append(Problem.of(f"{code}_in_group", pairs=tuple(resting), group=group))
            else:
                problems.append(Problem.of(code, pairs=tuple(resting)))
        others = [n for n in members if n not in resting]
        for bye in resting:
            if not others:
                break
            fewest = min(others, key=lambda n: (history.bye_count(n), n))
            if history.bye_count(bye) > history.bye_count(fewest):
                problems.append(
                    Problem.of(
                        "draw.bye_unfair",
                        pair=bye,
                        nth=history.bye_count(bye) + 1,
                        other=fewest,
                        had=history.bye_count(fewest),
                    )
                )

    scheduled = movement in (Movement.MITCHELL, Movement.ROUND_ROBIN)
    danish = movement is Movement.DANISH
    for seat in sorted(draw.tables, key=lambda s: s.table):
        # A Mitchell or round robin forbids rematches within its phase only; Danish and Swiss look back
        # over the whole tournament.
        met = history.met_in(seat.ns, seat.ew, since=request.phase_start if scheduled else 0)
        if met:
            previous = history.previous_round
            if danish and previous in met:
                problems.append(Problem.of("draw.rematch_previous", ns=seat.ns, ew=seat.ew, round=previous))
            elif len(met) == 1:
                problems.append(Problem.of("draw.rematch", ns=seat.ns, ew=seat.ew, round=met[0]))
            else:
                problems.append(Problem.of("draw.rematch_rounds", ns=seat.ns, ew=seat.ew, rounds=tuple(met)))
        if seat.ns not in registered or seat.ew not in registered:
            continue
        ns, ew = registered[seat.ns], registered[seat.ew]
        if grouped and ns.group != ew.group:
            problems.append(
                Problem.of(
                    "draw.different_groups",
                    ns=seat.ns,
                    ew=seat.ew,
                    ns_group=ns.group or "–",
                    ew_group=ew.group or "–",
                )
            )
        if movement is Movement.MITCHELL:
            for separation in sorted(request.options.separations, key=list(Separation).index):
                code, argument = _SAME[separation]
                ns_values, ew_values = separation.values_of(ns), separation.values_of(ew)
                for value in sorted(ns_values.keys() & ew_values.keys()):
                    named: dict[str, Any] = {argument: ns_values[value]}
                    problems.append(Problem.of(code, ns=seat.ns, ew=seat.ew, **named))
    return tuple(problems)


def check_swap(request: DrawRequest, before: RoundDraw, after: RoundDraw) -> tuple[Problem, ...]:
    """The rules a hand-edited round breaks that the round before the edit did not."""
    known = set(check_round(request, before))
    return tuple(problem for problem in check_round(request, after) if problem not in known)


def _with_repeats(request: DrawRequest, tables: list[Seat], byes: tuple[int, ...]) -> RoundDraw:
    tables.sort(key=lambda s: s.table)
    history = History(request.earlier_rounds, request.round_number)
    return RoundDraw(tuple(tables), byes, find_repeats(tables, history))


def swap_pairs(request: DrawRequest, draw: RoundDraw, a: int, b: int) -> RoundDraw:
    """The round with pairs a and b in each other's place (a seat or a bye); check it with `check_swap`."""
    seated = set(draw.seated_pairs())
    for number in (a, b):
        if number not in seated:
            raise ValueError(f"pair {number} is not in this round")  # program fault

    def other(number: int) -> int:
        return b if number == a else a if number == b else number

    tables = [Seat(s.table, other(s.ns), other(s.ew)) for s in draw.tables]
    return _with_repeats(request, tables, tuple(other(n) for n in draw.byes))


def swap_tables(request: DrawRequest, draw: RoundDraw, x: int, y: int) -> RoundDraw:
    """The round with the pairs of tables x and y changing tables."""
    used = {s.table for s in draw.tables}
    for table in (x, y):
        if table not in used:
            raise ValueError(f"table {table} is not in this round")  # program fault
    swapped = {x: y, y: x}
    tables = [replace(s, table=swapped.get(s.table, s.table)) for s in draw.tables]
    return _with_repeats(request, tables, draw.byes)
