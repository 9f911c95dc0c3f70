"""Helpers shared by the movement tests: pairs, playing a tournament round by round, invariants."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

import networkx as nx

from burraco_tourney.domain.movements import (
    DrawOptions,
    DrawRequest,
    History,
    RoundDraw,
    Seat,
    check_round,
    draw_round,
    phase_for_round,
)
from burraco_tourney.domain.tournament import Movement, Pair, Phase, Player, Round


def make_pairs(
    count: int,
    *,
    groups: Sequence[str | None] | None = None,
    clubs: Sequence[str | None] | None = None,
    first: int = 1,
) -> tuple[Pair, ...]:
    """Pairs numbered from `first`; both players of pair i belong to `clubs[i]`, the pair to `groups[i]`."""
    pairs = []
    for i in range(count):
        number = first + i
        club = clubs[i] if clubs is not None else None
        players = (Player(f"Player {number}a", club=club), Player(f"Player {number}b", club=club))
        pairs.append(Pair(number, players, group=groups[i] if groups is not None else None))
    return tuple(pairs)


def seats(*tables: tuple[int, int]) -> tuple[Seat, ...]:
    """Seats for tables 1, 2, ... from (NS, EW) pairs."""
    return tuple(Seat(i, ns, ew) for i, (ns, ew) in enumerate(tables, start=1))


def played(number: int, movement: Movement, *tables: tuple[int, int], byes: tuple[int, ...] = ()) -> Round:
    """A stored round from (NS, EW) pairs at tables 1, 2, ..."""
    return RoundDraw(seats(*tables), byes).as_round(number, movement)


def matches(draw: RoundDraw) -> list[tuple[int, int]]:
    return [(s.ns, s.ew) for s in draw.tables]


@dataclass
class Played:
    """A tournament played round by round: each round's request and draw."""

    pairs: tuple[Pair, ...]
    rounds: list[Round] = field(default_factory=list)
    steps: list[tuple[DrawRequest, RoundDraw]] = field(default_factory=list)


def play(
    pairs: Sequence[Pair] | Callable[[int], Sequence[Pair]],
    plan: tuple[Phase, ...],
    rounds: int,
    *,
    seed: int = 0,
    options: DrawOptions | None = None,
) -> Iterator[tuple[DrawRequest, RoundDraw]]:
    """Draw `rounds` rounds of `plan` with random results deciding the standings.

    `pairs` may be a function of the round number (late entries, withdrawals). Yields each round's
    request and draw; the draw is stored as played before the next round is drawn.
    """
    rng = random.Random(seed)
    history: list[Round] = []
    points: Counter[int] = Counter()
    for number in range(1, rounds + 1):
        now = tuple(pairs(number) if callable(pairs) else pairs)
        lots = {p.number: rng.random() for p in now}
        ranking = tuple(sorted(lots, key=lambda n: (-points[n], lots[n])))
        phase, index = phase_for_round(plan, number)
        request = DrawRequest(
            number, now, tuple(history), phase, index, ranking=ranking, options=options or DrawOptions()
        )
        draw = draw_round(request)
        yield request, draw
        for seat in draw.tables:
            ns_vp = rng.randint(0, 20)
            points[seat.ns] += ns_vp
            points[seat.ew] += 20 - ns_vp
        for bye in draw.byes:
            points[bye] += 14
        history.append(draw.as_round(number, request.effective_movement))


def group_members(request: DrawRequest) -> dict[str | None, list[int]]:
    """The playing pairs by the group they are paired in (one group unless Danish/Swiss grouped)."""
    grouped = request.options.grouped and request.effective_movement in (Movement.DANISH, Movement.SWISS)
    members: dict[str | None, list[int]] = {}
    for pair in request.playing_pairs():
        members.setdefault(pair.group if grouped else None, []).append(pair.number)
    return members


def assert_sound(request: DrawRequest, draw: RoundDraw) -> None:
    """What every drawn round must satisfy, whatever the movement."""
    playing = sorted(p.number for p in request.playing_pairs())
    # Each playing pair exactly once, at a table or with a bye; nobody else.
    assert sorted(draw.seated_pairs()) == playing
    numbers = [s.table for s in draw.tables]
    assert len(set(numbers)) == len(numbers) and all(n >= 1 for n in numbers)
    assert numbers == sorted(numbers)
    history = History(request.earlier_rounds, request.round_number)
    for members in group_members(request).values():
        resting = [b for b in draw.byes if b in members]
        # One bye for an odd count, none for an even one (per group when grouped).
        assert len(resting) == len(members) % 2
        # The bye goes to a pair with the fewest byes: never a second while another pair has none.
        for bye in resting:
            assert history.bye_count(bye) == min(history.bye_count(n) for n in members)
    # The director sees every repeat.
    assert list(draw.repeats) == [(s.ns, s.ew) for s in draw.tables if history.times_met(s.ns, s.ew)]
    # Nothing about seats or byes that the checks would report.
    assert [p for p in check_round(request, draw) if not p.code.startswith("draw.rematch")] == []


def assert_no_avoidable_rematch(request: DrawRequest, draw: RoundDraw, since: int) -> None:
    """No two pairs meet again (in rounds numbered `since` or later) when a pairing without that existed."""
    history = History(request.earlier_rounds, request.round_number)
    for members in group_members(request).values():
        inside = set(members)
        if any(history.met_in(s.ns, s.ew, since) for s in draw.tables if s.ns in inside):
            fewest = min(history.bye_count(n) for n in members)
            bye_ok = {n for n in members if history.bye_count(n) == fewest}
            assert not perfect_matching_exists(members, lambda a, b: not history.met_in(a, b, since), bye_ok)


def perfect_matching_exists(
    members: Sequence[int], allowed: Callable[[int, int], bool], bye_ok: set[int]
) -> bool:
    """Whether `members` can all be paired through allowed matches (plus one bye among `bye_ok` if odd):
    the oracle for "no rematch while one is possible", straight from networkx."""
    graph = nx.Graph()
    graph.add_nodes_from(members)
    graph.add_edges_from((a, b) for i, a in enumerate(members) for b in members[i + 1 :] if allowed(a, b))
    nodes = len(members)
    if nodes % 2:
        graph.add_edges_from((b, "bye") for b in bye_ok)
        nodes += 1
    return 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == nodes
