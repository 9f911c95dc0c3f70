"""Checks on a round before it starts, and the director's swaps of two pairs or two tables.

Every problem is one sentence in the director's words, e.g. "pairs 3 and 8 already met in round 2".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from burraco_tourney.domain.movements.history import History, find_repeats
from burraco_tourney.domain.movements.model import DrawRequest, FirstRoundSeating, RoundDraw, Seat
from burraco_tourney.domain.tournament import Movement, Pair, PairStatus

_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def _nth_bye(n: int) -> str:
    return f"a {_ORDINALS[n]} bye" if n in _ORDINALS else f"bye number {n}"


def _had(n: int) -> str:
    return "has none" if n == 0 else ("has had one" if n == 1 else f"has had {n}")


def _rounds(rounds: tuple[int, ...]) -> str:
    if len(rounds) == 1:
        return f"round {rounds[0]}"
    return "rounds " + ", ".join(str(r) for r in rounds[:-1]) + f" and {rounds[-1]}"


def _absent(pair: Pair, round_number: int) -> str:
    if pair.status is PairStatus.WITHDRAWN or (
        pair.withdrawn_after_round is not None and round_number > pair.withdrawn_after_round
    ):
        return f"pair {pair.number} has withdrawn"
    if round_number < pair.entry_round:
        return f"pair {pair.number} joins from round {pair.entry_round}"
    return f"pair {pair.number} does not play in round {round_number}"


def _clubs(pair: Pair) -> dict[str, str]:
    """The pair's clubs, compared without case, with the name as written."""
    return {p.club.strip().casefold(): p.club.strip() for p in pair.players if p.club and p.club.strip()}


def check_round(request: DrawRequest, draw: RoundDraw) -> tuple[str, ...]:
    """Every rule the round breaks, in table order: seats, byes, rematches, groups and clubs."""
    history = History(request.earlier_rounds, request.round_number)
    movement = request.effective_movement
    registered = {p.number: p for p in request.pairs}
    playing = [p.number for p in request.playing_pairs()]
    playing_set = set(playing)
    problems: list[str] = []

    for table, times in sorted(Counter(s.table for s in draw.tables).items()):
        if table < 1:
            problems.append(f"table {table} is not a table number")
        if times > 1:
            problems.append(f"table {table} is used {times} times")
    for seat in draw.tables:
        if seat.ns == seat.ew:
            problems.append(f"pair {seat.ns} plays against itself at table {seat.table}")
    places = Counter(draw.seated_pairs())
    for number, times in sorted(places.items()):
        if number not in registered:
            problems.append(f"pair {number} is not registered")
        elif number not in playing_set:
            problems.append(_absent(registered[number], request.round_number))
        if times > 1:
            problems.append(f"pair {number} has {times} places in this round")
    problems += [f"pair {number} has no place in this round" for number in playing if number not in places]

    grouped = request.options.grouped and movement in (Movement.DANISH, Movement.SWISS)
    group_of = {n: (registered[n].group if grouped else None) for n in registered}
    for group in sorted({group_of[n] for n in playing}, key=lambda g: (g is None, g or "")):
        members = [n for n in playing if group_of[n] == group]
        where = f" in group {group}" if grouped and group is not None else ""
        resting = [b for b in draw.byes if b in registered and group_of[b] == group]
        if len(resting) > len(members) % 2:
            names = " and ".join(str(b) for b in resting)
            who = f"pair {names} sits out" if len(resting) == 1 else f"pairs {names} sit out"
            if len(members) % 2 == 0:
                problems.append(f"{who}{where} although every pair can play")
            else:
                problems.append(f"{who}{where} where one is enough")
        others = [n for n in members if n not in resting]
        for bye in resting:
            if not others:
                break
            fewest = min(others, key=lambda n: (history.bye_count(n), n))
            if history.bye_count(bye) > history.bye_count(fewest):
                problems.append(
                    f"pair {bye} would get {_nth_bye(history.bye_count(bye) + 1)} while pair {fewest} "
                    f"{_had(history.bye_count(fewest))}"
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
                problems.append(
                    f"pairs {seat.ns} and {seat.ew} already met in round {previous}, the previous round"
                )
            else:
                problems.append(f"pairs {seat.ns} and {seat.ew} already met in {_rounds(met)}")
        if seat.ns not in registered or seat.ew not in registered:
            continue
        ns, ew = registered[seat.ns], registered[seat.ew]
        if grouped and ns.group != ew.group:
            groups = f"{ns.group or 'none'} and {ew.group or 'none'}"
            problems.append(f"pairs {seat.ns} and {seat.ew} are in different groups ({groups})")
        if movement is Movement.MITCHELL and request.options.seating is FirstRoundSeating.CLUB_SEPARATION:
            ns_clubs, ew_clubs = _clubs(ns), _clubs(ew)
            for club in sorted(ns_clubs.keys() & ew_clubs.keys()):
                problems.append(
                    f"pairs {seat.ns} and {seat.ew} are both from {ns_clubs[club]} (club separation is on)"
                )
    return tuple(problems)


def check_swap(request: DrawRequest, before: RoundDraw, after: RoundDraw) -> tuple[str, ...]:
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
            raise ValueError(f"pair {number} is not in this round")

    def other(number: int) -> int:
        return b if number == a else a if number == b else number

    tables = [Seat(s.table, other(s.ns), other(s.ew)) for s in draw.tables]
    return _with_repeats(request, tables, tuple(other(n) for n in draw.byes))


def swap_tables(request: DrawRequest, draw: RoundDraw, x: int, y: int) -> RoundDraw:
    """The round with the pairs of tables x and y changing tables."""
    used = {s.table for s in draw.tables}
    for table in (x, y):
        if table not in used:
            raise ValueError(f"table {table} is not in this round")
    swapped = {x: y, y: x}
    tables = [replace(s, table=swapped.get(s.table, s.table)) for s in draw.tables]
    return _with_repeats(request, tables, draw.byes)
