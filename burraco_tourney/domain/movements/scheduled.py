"""Scheduled movements — Mitchell and round robin — and what happens when pairs join or leave.

Both are fixed schedules over *slots*: a Mitchell has t NS slots (slot j stays at table j+1) and t EW
slots (EW slot i starts at table i+1 and moves up each round); a round robin (circle method) has an
even number of slots, the last one fixed and the others turning around it. The first round of a phase
puts each pair in a slot; every later round of the phase reads the slots back from that first round as
it was stored (so a director's swap in the first round becomes the layout) and moves them on.

Pairs joining or leaving a running phase (decided here; DOMAIN.md §6 only says when):
- a withdrawn pair leaves its slot empty, so nobody else's movement changes;
- a late entry takes the first empty slot (a Mitchell's NS slots first: the phantom NS seat of an odd
  Mitchell is such a slot, so one late entry turns an odd Mitchell into a complete one);
- a late entry that finds no empty slot plays outside the schedule, against other pairs left over;
- pairs left without an opponent by an empty seat are paired with one another (no rematch within the
  phase where one can be avoided); with an odd number of them, one has the bye.
The bye always goes to a pair with the fewest byes. When none of the pairs left over may rest, or
pairing them would repeat a match of the phase, scheduled tables join them and are paired anew.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from burraco_tourney.domain.movements.history import History, participants
from burraco_tourney.domain.movements.matching import pair_ranked, pairing_cost
from burraco_tourney.domain.movements.model import DrawRequest, FirstRoundSeating, Seat, Separation
from burraco_tourney.domain.names import name_sort_key
from burraco_tourney.domain.tournament import Movement, Pair


@dataclass(frozen=True, slots=True)
class MitchellSchedule:
    """t tables; NS slot j sits at table j+1 all phase, EW slot t+i starts at table i+1."""

    tables: int
    shift: int = 1

    @property
    def slots(self) -> int:
        return 2 * self.tables

    def real_slots(self, pairs: int) -> list[int]:
        """The slots a fresh seating of `pairs` pairs fills: an odd count leaves the last NS seat empty."""
        return list(range(pairs // 2)) + list(range(self.tables, 2 * self.tables))

    def offset(self, position: int) -> int:
        """How many tables EW have moved up by the round at `position` in the phase (0 = first).

        EW move `shift` tables a round. When shift and t share a factor g, they would be back at their
        first NS after t/g rounds; they move one table more then (as a bridge Mitchell "skips"), so that
        they meet all t NS in t rounds whatever the shift.
        """
        t = self.tables
        g = math.gcd(self.shift % t, t)
        cycle = t // g
        turn = position % t
        return (turn // cycle + (turn % cycle) * self.shift) % t

    def seats(self, position: int) -> list[tuple[int, int, int]]:
        t = self.tables
        off = self.offset(position)
        return [(j + 1, j, t + (j - off) % t) for j in range(t)]


@dataclass(frozen=True, slots=True)
class RoundRobinSchedule:
    """The circle method on `size` slots (even): slot size-1 stays, the others turn one place a round."""

    size: int

    @property
    def slots(self) -> int:
        return self.size

    def real_slots(self, pairs: int) -> list[int]:
        """An odd count leaves the fixed slot empty: its opponent of each round has the bye."""
        return list(range(pairs))

    def seats(self, position: int) -> list[tuple[int, int, int]]:
        turns = self.size - 1
        q = position % turns
        fixed = self.size - 1
        # Lines alternate from round to round and table to table, so that nobody is always NS.
        out = [(1, fixed, q) if q % 2 == 0 else (1, q, fixed)]
        for j in range(2, self.size // 2 + 1):
            a, b = (q + j - 1) % turns, (q - j + 1) % turns
            out.append((j, a, b) if j % 2 == 0 else (j, b, a))
        return out


Schedule = MitchellSchedule | RoundRobinSchedule


def _schedule(movement: Movement, pairs: int, shift: int) -> Schedule:
    if movement is Movement.MITCHELL:
        return MitchellSchedule(tables=max(1, (pairs + 1) // 2), shift=shift)
    return RoundRobinSchedule(size=max(2, pairs + pairs % 2))


@dataclass(frozen=True, slots=True)
class _Loose:
    """A pair without an opponent in the schedule: at its own seat (table, line) or outside it."""

    pair: int
    table: int | None = None
    line: str | None = None  # "ns" or "ew"


def _place(schedule: Schedule, occupancy: dict[int, int], position: int) -> tuple[list[Seat], list[_Loose]]:
    tables: list[Seat] = []
    loose: list[_Loose] = []
    for table, ns_slot, ew_slot in schedule.seats(position):
        ns, ew = occupancy.get(ns_slot), occupancy.get(ew_slot)
        if ns is not None and ew is not None:
            tables.append(Seat(table, ns, ew))
        elif ns is not None:
            loose.append(_Loose(ns, table, "ns"))
        elif ew is not None:
            loose.append(_Loose(ew, table, "ew"))
    return tables, loose


# --- the first round of a phase ------------------------------------------------------------------


def _seating_order(request: DrawRequest, numbers: list[int]) -> list[int]:
    order = sorted(numbers)
    seating = request.options.order
    if seating is FirstRoundSeating.ALPHABETICAL:
        pairs = {p.number: p for p in request.pairs}
        order.sort(key=lambda n: (*(name_sort_key(player.name) for player in pairs[n].players), n))
    elif seating is FirstRoundSeating.DRAW:
        # The round number joins the seed, so that two phases drawn with one seed differ.
        random.Random(request.options.seed * 1_000_003 + request.round_number).shuffle(order)
    return order


def _marks(pair: Pair, separations: frozenset[Separation]) -> frozenset[str]:
    """What the pair shares with the pairs it should not meet: "club:circolo x", "region:lazio", ..."""
    return frozenset(
        f"{separation.value}:{value}" for separation in separations for value in separation.values_of(pair)
    )


def _separated_lines(
    order: list[int], pairs: dict[int, Pair], separations: frozenset[Separation], ns_count: int
) -> tuple[list[int], list[int]]:
    """Split pairs into the NS and EW lines keeping each club (province, region) on one line where it fits:
    in a Mitchell, NS never meet NS nor EW meet EW. Pairs sharing one are kept together (a pair whose
    players come from two clubs links them). A group bigger than its line's room is cut in loading order;
    `_improve` then keeps its clubs whole where it can."""
    marks = {number: _marks(pairs[number], separations) for number in order}
    parent: dict[str, str] = {}

    def root(mark: str) -> str:
        while parent.setdefault(mark, mark) != mark:
            mark = parent[mark]
        return mark

    for number in order:
        first, *others = sorted(marks[number]) or [""]
        for other in others:
            parent[root(other)] = root(first)
    groups: dict[str, list[int]] = {}
    free: list[int] = []
    for number in order:
        if marks[number]:
            groups.setdefault(root(min(marks[number])), []).append(number)
        else:
            free.append(number)
    ns: list[int] = []
    ew: list[int] = []
    ew_count = len(order) - ns_count
    for group in sorted(groups.values(), key=lambda g: (-len(g), g[0])):
        room_ns, room_ew = ns_count - len(ns), ew_count - len(ew)
        first_line, second_line = (ns, ew) if room_ns >= room_ew else (ew, ns)
        room = max(room_ns, room_ew)
        first_line += group[:room]
        second_line += group[room:]
    for number in free:
        (ns if len(ns) < ns_count else ew).append(number)
    return ns, ew


def _separation_conflicts(
    numbers: list[int], pairs: dict[int, Pair], separations: frozenset[Separation]
) -> dict[tuple[int, int], int]:
    """Two pair numbers (lower first) that should not meet, weighed by how many clubs, provinces and
    regions they share."""
    sharing: dict[str, list[int]] = {}
    for number in sorted(numbers):
        for mark in sorted(_marks(pairs[number], separations)):
            sharing.setdefault(mark, []).append(number)
    conflict: dict[tuple[int, int], int] = {}
    for members in sharing.values():
        for i, a in enumerate(members):
            for b in members[i + 1 :]:
                conflict[(a, b)] = conflict.get((a, b), 0) + 1
    return conflict


def _opponents(schedule: Schedule, rounds: int) -> list[list[int]]:
    """For each slot, the slots it meets in the first `rounds` rounds of the phase (a schedule's rounds
    at most)."""
    turns = schedule.tables if isinstance(schedule, MitchellSchedule) else schedule.size - 1
    met: list[list[int]] = [[] for _ in range(schedule.slots)]
    for position in range(min(rounds, turns)):
        for _, a, b in schedule.seats(position):
            met[a].append(b)
            met[b].append(a)
    return met


def _improve(
    occupancy: dict[int, int],
    opponents: list[list[int]],
    conflict: dict[tuple[int, int], int],
    swap_class: dict[int, int] | None,
    first: dict[tuple[int, int], int] | None = None,
    schedule: Schedule | None = None,
) -> None:
    """Swap pairs between slots while that lowers the conflicts between the pairs who would meet.

    `conflict` weighs two pair numbers (lower first) that should not meet; `swap_class`, when given,
    lets only pairs of the same class change places. `first` weighs, on top, pairs that should not meet
    in the first round of the phase (the round `schedule` seats first).
    """
    first_opponents: list[list[int]] = [[] for _ in opponents]
    if first and schedule is not None:
        first_opponents = _opponents(schedule, 1)

    def weight(table: dict[tuple[int, int], int], a: int, b: int) -> int:
        return table.get((a, b) if a < b else (b, a), 0)

    def cost(slot: int) -> int:
        pair = occupancy[slot]
        total = sum(weight(conflict, pair, occupancy[o]) for o in opponents[slot] if o in occupancy)
        if first:
            total += sum(weight(first, pair, occupancy[o]) for o in first_opponents[slot] if o in occupancy)
        return total

    slots = sorted(occupancy)
    for _ in range(20):  # a pass rarely finds nothing after a handful; the cap bounds pathological cases
        improved = False
        for x in slots:
            if cost(x) == 0:
                continue
            for y in slots:
                if y == x or (
                    swap_class is not None and swap_class[occupancy[x]] != swap_class[occupancy[y]]
                ):
                    continue
                before = cost(x) + cost(y)
                occupancy[x], occupancy[y] = occupancy[y], occupancy[x]
                if cost(x) + cost(y) < before:
                    improved = True
                    break
                occupancy[x], occupancy[y] = occupancy[y], occupancy[x]
        if not improved:
            return


def _first_round_weights(
    conflict: dict[tuple[int, int], int], request: DrawRequest, schedule: Schedule
) -> dict[tuple[int, int], int]:
    """The separation conflicts again, for the first round alone: heavy enough that meeting there costs
    more than meeting in every later round of the phase, so that the first round is kept clean first."""
    turns = schedule.tables if isinstance(schedule, MitchellSchedule) else schedule.size - 1
    factor = max(1, min(request.phase.rounds, turns))
    return {key: value * factor for key, value in conflict.items()}


def _fresh_mitchell(
    schedule: MitchellSchedule, request: DrawRequest, history: History, numbers: list[int]
) -> dict[int, int]:
    t = schedule.tables
    n = len(numbers)
    ns_count = n // 2
    byes = {x: history.bye_count(x) for x in numbers}
    order = _seating_order(request, numbers)
    separations = request.options.separations
    pairs = {p.number: p for p in request.pairs if p.number in byes}
    if separations:
        ns, ew = _separated_lines(order, pairs, separations, ns_count)
    else:
        if n % 2 and len(set(byes.values())) > 1:
            # NS never rest in an odd Mitchell: they take the pairs with the most byes.
            order.sort(key=lambda x: -byes[x])
        ns, ew = order[:ns_count], order[ns_count:]
    if n % 2 and len({byes[x] for x in ew}) > 1:
        # EW reach the empty NS seat one after another: the fewest byes first.
        arrivals = [(t - 1 - schedule.offset(p)) % t for p in range(t)]
        by_byes = sorted(ew, key=lambda x: byes[x])
        placed = dict(zip(arrivals, by_byes, strict=True))
        ew = [placed[i] for i in range(t)]
    occupancy = {j: pair for j, pair in enumerate(ns)}
    occupancy.update({t + i: pair for i, pair in enumerate(ew)})
    # Keep apart who should not meet: pairs sharing a club, province or region (when asked) during the
    # phase, and in its first round above all; and pairs that met in earlier phases.
    present = set(numbers)
    conflict: dict[tuple[int, int], int] = {}
    for a, b, times in history.meetings():
        if a in present and b in present:
            conflict[(a, b)] = times
    first: dict[tuple[int, int], int] = {}
    if separations:
        separated = _separation_conflicts(numbers, pairs, separations)
        for key, weight in separated.items():
            conflict[key] = conflict.get(key, 0) + weight
        first = _first_round_weights(separated, request, schedule)
    if conflict:
        # In an odd Mitchell, swapping pairs with different byes would undo the bye order above.
        swap_class = byes if n % 2 else None
        _improve(occupancy, _opponents(schedule, request.phase.rounds), conflict, swap_class, first, schedule)
    return occupancy


def _fresh_occupancy(
    schedule: Schedule, request: DrawRequest, history: History, numbers: list[int]
) -> dict[int, int]:
    if isinstance(schedule, MitchellSchedule):
        return _fresh_mitchell(schedule, request, history, numbers)
    # The pair in slot q rests in round q of an odd round robin: the fewest byes first.
    order = sorted(_seating_order(request, numbers), key=history.bye_count)
    occupancy = dict(enumerate(order))
    separations = request.options.separations
    if separations:
        # Everybody meets everybody in a full round robin: the first round (and a phase shorter than
        # the schedule) keeps apart who shares a club, province or region; a swap keeps the bye order.
        pairs = {p.number: p for p in request.pairs if p.number in occupancy.values()}
        conflict = _separation_conflicts(numbers, pairs, separations)
        byes = {x: history.bye_count(x) for x in numbers}
        swap_class = byes if len(numbers) % 2 else None
        first = _first_round_weights(conflict, request, schedule)
        _improve(occupancy, _opponents(schedule, request.phase.rounds), conflict, swap_class, first, schedule)
    return occupancy


def _from_round(
    schedule: Schedule, stored_tables: Sequence[Seat], byes: Sequence[int], count: int
) -> dict[int, int] | None:
    """The slots of the pairs of a phase's first round as stored; None if its shape is not the
    schedule's (then the caller seats the pairs afresh)."""
    placeholder = {slot: slot for slot in schedule.real_slots(count)}
    tables, loose = _place(schedule, placeholder, 0)
    if len(tables) != len(stored_tables) or len(loose) != len(byes):
        return None
    occupancy: dict[int, int] = {}
    ordered = sorted(stored_tables, key=lambda s: s.table)
    for seat, stored in zip(sorted(tables, key=lambda s: s.table), ordered, strict=True):
        occupancy[seat.ns], occupancy[seat.ew] = stored.ns, stored.ew
    for spot, pair in zip(loose, byes, strict=True):
        occupancy[spot.pair] = pair
    if len(set(occupancy.values())) != len(occupancy):
        return None
    return occupancy


def _update(
    occupancy: dict[int, int], schedule: Schedule, present: Iterable[int]
) -> tuple[dict[int, int], list[int]]:
    """Empty the slots of pairs not present; seat newcomers in the first empty slots; the rest are extra."""
    members = set(present)
    kept = {slot: pair for slot, pair in occupancy.items() if pair in members}
    seated = set(kept.values())
    vacant = [slot for slot in range(schedule.slots) if slot not in kept]
    extras: list[int] = []
    for pair in sorted(members - seated):
        if vacant:
            kept[vacant.pop(0)] = pair
        else:
            extras.append(pair)
    return kept, extras


# --- pairs left without an opponent -------------------------------------------------------------


def _settle(
    tables: list[Seat],
    loose: list[_Loose],
    history: History,
    playing: list[int],
    phase_start: int,
    next_table: int,
) -> tuple[list[Seat], list[int]]:
    """Pair the loose pairs with one another, one of them resting if their count is odd.

    When that would repeat a match of the phase, or none of them may rest (the bye goes to a pair
    with the fewest byes), scheduled tables join them — one, then two, four, ... — and everybody in
    that pool is paired again; tables the pool keeps as they were cost least, so few tables change.
    """
    byes_of = {x: history.bye_count(x) for x in playing}
    fewest = min(byes_of.values())

    def penalty(a: int, b: int) -> tuple[int, int]:
        in_phase = len(history.met_in(a, b, since=phase_start))
        return in_phase, history.times_met(a, b) - in_phase

    def may_rest(pool: list[_Loose]) -> bool:
        return len(pool) % 2 == 0 or any(byes_of[spot.pair] == fewest for spot in pool)

    # A scheduled match the phase already had (a phase longer than its schedule) is paired anew too.
    repeated = [s for s in tables if history.met_in(s.ns, s.ew, since=phase_start)]
    remaining = sorted((s for s in tables if s not in repeated), key=lambda s: -s.table)
    added = [spot for s in repeated for spot in (_Loose(s.ns, s.table, "ns"), _Loose(s.ew, s.table, "ew"))]
    step = 1
    while True:
        # Loose pairs last: the matcher prefers the last places for the bye, and pairs them together.
        pool = added + loose
        if may_rest(pool):
            ranked = [spot.pair for spot in pool]
            eligible = [x for x in ranked if byes_of[x] == fewest] if len(ranked) % 2 else None
            pairing = pair_ranked(ranked, penalty, eligible, max_avoided=history.most_meetings)
            if not remaining or pairing_cost(ranked, penalty, pairing).forbidden == 0:
                break
        # A pair that may rest must come in first when none of the pool may.
        remaining.sort(key=lambda s: may_rest(pool) or min(byes_of[s.ns], byes_of[s.ew]) != fewest)
        taken, remaining = remaining[:step], remaining[step:]
        added += [spot for s in taken for spot in (_Loose(s.ns, s.table, "ns"), _Loose(s.ew, s.table, "ew"))]
        step *= 2
    tables = sorted(remaining, key=lambda s: s.table)
    tables += _seat(pairing.matches, {spot.pair: spot for spot in pool}, next_table)
    return tables, [pairing.bye] if pairing.bye is not None else []


def _seat(matches: Sequence[tuple[int, int]], spot_of: dict[int, _Loose], next_table: int) -> list[Seat]:
    """Tables for matches of pairs that had a seat somewhere: each match takes the table of one of its
    pairs, an NS pair's own table first (in a Mitchell NS stay all phase); matches with no free table
    of their own get new tables after the last one."""
    import networkx as nx  # a tenth of a second to import: loaded when pairing, not at start-up

    graph = nx.Graph()
    for k, match in enumerate(matches):
        for pair in match:
            spot = spot_of[pair]
            if spot.table is not None:
                weight = 2 if spot.line == "ns" else 1
                old = graph.get_edge_data(("match", k), ("table", spot.table), {"weight": 0})["weight"]
                graph.add_edge(("match", k), ("table", spot.table), weight=max(weight, old))
    mates: set[tuple[tuple[str, int], tuple[str, int]]] = nx.max_weight_matching(graph, maxcardinality=True)
    table_of: dict[int, int] = {}
    for u, v in mates:
        match_node, table_node = (u, v) if u[0] == "match" else (v, u)
        table_of[match_node[1]] = table_node[1]
    seated: list[Seat] = []
    for k, (a, b) in enumerate(matches):
        table = table_of.get(k)
        if table is None:
            seated.append(Seat(next_table, a, b))
            next_table += 1
            continue
        at_home = [x for x in (a, b) if spot_of[x].table == table]
        host = next((x for x in at_home if spot_of[x].line == "ns"), at_home[0])
        guest = b if host == a else a
        seated.append(Seat(table, host, guest) if spot_of[host].line == "ns" else Seat(table, guest, host))
    return seated


def draw_scheduled(request: DrawRequest, history: History) -> tuple[list[Seat], list[int]]:
    """A Mitchell or round-robin round: the tables (in table order) and the byes."""
    playing = [p.number for p in request.playing_pairs()]
    if not playing:
        return [], []
    movement = request.effective_movement
    shift = request.phase.shift
    phase_rounds = [r for r in history.rounds if r.number >= request.phase_start and r.movement is movement]
    if phase_rounds:
        first = phase_rounds[0]
        first_pairs = participants(first)
        schedule = _schedule(movement, len(first_pairs), shift)
        stored = [Seat(t.table, t.ns, t.ew) for t in first.tables]
        occupancy = _from_round(schedule, stored, first.byes, len(first_pairs))
        if occupancy is None:
            occupancy = _fresh_occupancy(schedule, request, History(()), sorted(first_pairs))
        steps = [participants(r) for r in phase_rounds[1:]] + [playing]
        position = len(phase_rounds)
    else:
        schedule = _schedule(movement, len(playing), shift)
        occupancy = _fresh_occupancy(schedule, request, history, playing)
        steps = [playing]
        position = 0
    extras: list[int] = []
    for present in steps:
        occupancy, extras = _update(occupancy, schedule, present)
    tables, loose = _place(schedule, occupancy, position)
    loose += [_Loose(pair) for pair in extras]
    next_table = max((table for table, _, _ in schedule.seats(0)), default=0) + 1
    tables, byes = _settle(tables, loose, history, playing, request.phase_start, next_table)
    tables.sort(key=lambda s: s.table)
    if isinstance(schedule, RoundRobinSchedule):
        # Everybody moves in a round robin: number the tables in use 1, 2, 3, ...
        tables = [Seat(i, s.ns, s.ew) for i, s in enumerate(tables, start=1)]
    return tables, byes
