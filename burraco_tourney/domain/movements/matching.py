"""Minimum-cost pairing of a ranked list of pairs, with the bye decided inside the matching.

The cost of a pairing is lexicographic: first the forbidden repeats (Swiss: any rematch; modified
Danish: a match of the previous round), then the repeats to avoid where possible (modified Danish:
earlier matches; Swiss: the previous round's), then how far the bye is from the lowest-ranked pair
that may take it (counted in such pairs), then how the matches follow the ranking. Danish and Swiss serve
the top first (`top_first`, DOMAIN.md §6): among pairings as good in the tiers above, the first pair meets
the best-ranked pair it may meet, then the best-ranked pair still free does, and so on, as Italian directors
pair (so when 1 and 2 may not meet, 1v3 2v4; when 3 and 4 may not, 1v2 3v5 4v6, not 1v3 2v4 5v6). A
scheduled movement's pool takes the least sum of squared distances in the ranking instead (few tables
change). The tiers are folded into one integer for each call of blossom, with weights large enough that a
lower tier can never outweigh one unit of a higher one, and networkx's blossom algorithm finds the
maximum-cardinality matching of least cost exactly. Serving the top first weighs the match of the k-th node
of a call by a power of the call's node count, which slows blossom down twentyfold on a slice of 80: up to
`_EXACT_UP_TO` pairs (and with `exact`) that is what runs; on a slice, blossom takes the squared distances
and the matching is then served from the top down, matching again the few pairs around each one that could
meet a better-ranked free pair (`_serve_the_top`). In bench/bench_pairing.py (100-200 pairs after 10
rounds) that gives the complete graph's pairing, in about the time the squared distances took (0.3-0.5 s
for 100-200 pairs, 1-2 s for 400-800 against 0.8-1.9 s, on a busy machine).

Blossom on the complete graph is cubic: two minutes for 800 pairs. Up to `_EXACT_UP_TO` pairs that is
what runs. Above, the matcher gives blossom only the edges that can matter — each pair's neighbours in
the ranking, reaching out until it has found `_FIRST_REACH` opponents it has never met on each side — and
solves the ranking from the top in overlapping slices: a slice of `_SLICE` pairs is matched, the matches
within its upper part are kept, and its lower `_LOOKAHEAD` pairs are matched again with the next slice
(the last slice holds the lowest pairs that may take the bye). When that leaves a pair without an
opponent or keeps a forbidden repeat, the reach is doubled; when the reach nears the complete graph
(a history so dense that the window saves little), or as a last resort, the complete graph is solved.
Where the top of the ranking has met itself out (more pairs than a slice holds), a slice that can keep no
match without a forbidden repeat is matched again with the new pairs below (`_reaching`), its repeats stay
open for the next slice, and its upper pairs keep their matches further down (bench/bench_forced_repeats.py:
the complete graph took 100 s there at 800 pairs; in trials of 300-400 pairs whose top 90-100 had met each
other, the repeats were as few as the complete graph's and the squared distances 11-21% more).
So forbidden repeats are always as few as on the complete graph (a repeat forced on the whole field takes
pairs that have met half of it: a small field, where the complete graph is quick). The rest matched the
complete graph's optimum in every benchmark case (bench/bench_pairing.py: 100-800 pairs after 10 rounds)
and in trials of 41-161 pairs after 12, 20 and 25 rounds; a slice could in principle settle for a
slightly longer match.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import NamedTuple

# (forbidden, avoided) repeats for a match between two pair numbers.
Penalty = Callable[[int, int], tuple[int, int]]

# Up to this many pairs the complete graph is solved at once (a few hundredths of a second).
_EXACT_UP_TO = 40
_FIRST_REACH = 8  # opponents never met looked for on each side of a pair at first
_SPARSE_ENOUGH = 4  # the window is worth it while it keeps under 1/4 of the complete graph's edges
_SLICE = 80  # pairs matched together
_LOOKAHEAD = 24  # the lower part of a slice, matched again with the next slice
_BYE_CANDIDATES = 4  # the lowest eligible pairs that must all be in the last slice
_BAND = 8  # a met-out upper part's k-th pair may meet the k-th new pair below it, this many either side
_AROUND = 12  # serving the top first: the nodes from one that could do better matched again together


class PairingCost(NamedTuple):
    """A pairing's cost, compared lexicographically. `order` is how the matches follow the ranking: when
    serving the top first, the ranking places (0 = best, the bye after the last) of the opponents of the
    best-ranked pair, then of the best-ranked pair left, and so on (smaller is better); otherwise the sum
    of the squared distances in the ranking of the matches."""

    forbidden: int
    avoided: int
    bye: int
    order: int | tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Pairing:
    """Matches as (better ranked, worse ranked) pair numbers, best match first, and the bye if any."""

    matches: tuple[tuple[int, int], ...]
    bye: int | None


class _Problem:
    """One ranked list, worked on by ranking index (0 = best); index n is the bye."""

    def __init__(
        self,
        ranked: Sequence[int],
        penalty: Penalty,
        eligible: Collection[int] | None,
        max_avoided: int,
        top_first: bool,
    ) -> None:
        self.ranked = list(ranked)
        self.n = len(self.ranked)
        self.penalty = penalty
        self.top_first = top_first
        self.max_avoided = max(max_avoided, 1)
        self.exact = False
        self.bye: int | None = None
        self.eligible: list[int] = []
        self._below: dict[int, int] = {}
        if eligible is not None:
            self.bye = self.n
            self.eligible = [i for i, number in enumerate(self.ranked) if number in eligible]
            self._below = {i: len(self.eligible) - 1 - k for k, i in enumerate(self.eligible)}
        self._penalties: dict[tuple[int, int], tuple[int, int]] = {}

    def parts(self, i: int, j: int) -> PairingCost:
        """The cost of matching index i with index j (i < j; j may be the bye); `order` is the squared
        distance (serving the top first is weighed by `_match`, for the nodes of one call)."""
        if j == self.bye:
            return PairingCost(0, 0, self._below[i], 0)
        found = self._penalties.get((i, j))
        if found is None:
            found = self.penalty(self.ranked[i], self.ranked[j])
            self._penalties[(i, j)] = found
        return PairingCost(found[0], found[1], 0, (j - i) ** 2)

    def _match(self, nodes: Collection[int], edges: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The least-cost maximum-cardinality matching of `nodes` through `edges` (i < j)."""
        if self.top_first and (self.exact or len(nodes) <= _EXACT_UP_TO + 1):
            return self._blossom(nodes, edges, top_first=True)
        matching = self._blossom(nodes, edges, top_first=False)
        return self._serve_the_top(nodes, edges, matching) if self.top_first else matching

    def _blossom(
        self, nodes: Collection[int], edges: list[tuple[int, int]], *, top_first: bool
    ) -> list[tuple[int, int]]:
        """Blossom on the tiers folded into one integer, the last tier serving the top first or the least
        squared distances."""
        count = len(nodes)
        if top_first:
            # The match of the k-th node of the call (from the top) outweighs all below it together: a
            # match with the r-th node costs (r - count)·base^(count - k), so a node matched at all, and
            # matched higher, is worth more than anything the nodes below it can gain.
            rank = {node: k for k, node in enumerate(sorted(nodes))}
            base = count + 2
            spread = 2 * base ** (count + 1)
        else:
            rank = {}
            base = 0
            spread = (self.n // 2 + 1) * self.n**2
        # Weights that keep the tiers apart: no total of a lower tier reaches one unit of the next.
        bye_weight = spread + 1
        avoided_weight = bye_weight * (self.n + 1)
        forbidden_weight = avoided_weight * ((self.n // 2 + 1) * self.max_avoided + 1)
        weighted = []
        for i, j in edges:
            forbidden, avoided, bye, distance = self.parts(i, j)
            assert isinstance(distance, int)
            if top_first:
                distance = (rank[j] - count) * base ** (count - rank[i])
            cost = forbidden * forbidden_weight + avoided * avoided_weight + bye * bye_weight + distance
            weighted.append((i, j, cost))
        return _min_cost_matching(sorted(nodes), weighted)

    def _serve_the_top(
        self, nodes: Collection[int], edges: list[tuple[int, int]], matching: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """A least-cost matching made to serve the top first, from the top down: where a node could meet a
        better-ranked node that is still free, at no more repeats than its match, the nodes around it
        (`_AROUND` from it, with their opponents) are matched again serving the top first.

        Serving the top first weighs each node by a power of the call's size, which makes blossom slow on
        a slice (0.4 s for 80 pairs against 0.02 s); a few small calls where the order can change keep it
        as quick as the squared distances were."""
        mate: dict[int, int] = {}
        for u, v in matching:
            mate[u], mate[v] = v, u
        near: dict[int, list[int]] = {node: [] for node in nodes}
        for u, v in edges:
            near[u].append(v)
            near[v].append(u)
        order = sorted(nodes)
        place = {node: k for k, node in enumerate(order)}
        done: set[int] = set()
        for u in order:
            if u in done:
                continue
            if self._may_do_better(u, mate.get(u), near[u], done, place):
                group = self._around(u, order, place, mate, done)
                inside = set(group)
                local = [(a, b) for a in group for b in near[a] if a < b and b in inside]
                for a in group:
                    mate.pop(a, None)
                for a, b in self._blossom(group, local, top_first=True):
                    mate[a], mate[b] = b, a
            done.add(u)
            if u in mate:
                done.add(mate[u])
        return sorted({(min(u, v), max(u, v)) for u, v in mate.items()})

    def _may_do_better(
        self, u: int, partner: int | None, near: list[int], done: set[int], place: dict[int, int]
    ) -> bool:
        """Whether node u has a neighbour ranked above its partner, still free, at no more cost."""
        limit = place[partner] if partner is not None else len(place)
        own = self._tiers(u, partner) if partner is not None else None
        for v in near:
            if v in done or v == partner or place[v] >= limit:
                continue
            if own is None or self._tiers(u, v) <= own:
                return True
        return False

    def _tiers(self, a: int, b: int) -> tuple[int, int, int]:
        forbidden, avoided, bye, _ = self.parts(min(a, b), max(a, b))
        return forbidden, avoided, bye

    @staticmethod
    def _around(
        u: int, order: list[int], place: dict[int, int], mate: dict[int, int], done: set[int]
    ) -> list[int]:
        """The nodes matched again for u: the first `_AROUND` free ones from u down, and their partners."""
        group: set[int] = set()
        for node in order[place[u] :]:
            if len(group) >= _AROUND:
                break
            if node not in done:
                group.add(node)
        group |= {mate[node] for node in group if node in mate}
        return sorted(group)

    def fresh(self, i: int, j: int) -> bool:
        parts = self.parts(i, j)
        return parts.forbidden == 0 and parts.avoided == 0

    def solve(self, exact: bool) -> list[tuple[int, int]]:
        self.exact = exact
        if not exact and self.n > _EXACT_UP_TO:
            reach = _FIRST_REACH
            while 2 * reach < self.n - 1:
                near = self._neighbours(reach)
                if sum(len(s) for s in near) > self.n * (self.n - 1) // _SPARSE_ENOUGH:
                    break  # so many repeats that the window is nearly the complete graph: solve that
                matching = self._slide(near)
                if matching is not None and not any(self.parts(i, j).forbidden for i, j in matching):
                    return matching
                reach *= 2
        return self._exact()

    def _neighbours(self, reach: int) -> list[list[int]]:
        """For each index, the indices it may be matched with: outwards on each side until `reach`
        opponents it has never met are found (the repeats passed on the way stay, at their cost)."""
        near: list[set[int]] = [set() for _ in range(self.n)]
        for i in range(self.n):
            for step in (1, -1):
                found = 0
                j = i + step
                while 0 <= j < self.n and found < reach:
                    near[i].add(j)
                    near[j].add(i)
                    if self.fresh(min(i, j), max(i, j)):
                        found += 1
                    j += step
        return [sorted(s) for s in near]

    def _edges(
        self, nodes: Sequence[int], near: list[list[int]], *, forbidden: bool = True
    ) -> list[tuple[int, int]]:
        members = set(nodes)
        return [
            (u, v)
            for u in nodes
            for v in near[u]
            if v > u and v in members and (forbidden or not self.parts(u, v).forbidden)
        ]

    def _bye_edges(self, nodes: Collection[int]) -> list[tuple[int, int]]:
        assert self.bye is not None
        return [(i, self.bye) for i in self.eligible if i in nodes]

    def _slide(self, near: list[list[int]]) -> list[tuple[int, int]] | None:
        """Match slice by slice from the top; None when some pair is left without an opponent."""
        bye_zone = self.n
        if self.bye is not None:
            # The last slice must hold the lowest eligible pairs, so that the bye is chosen among them.
            lowest = self.eligible[-_BYE_CANDIDATES:]
            bye_zone = lowest[0] - _LOOKAHEAD if lowest else 0
        keep_size = _SLICE - _LOOKAHEAD
        unfixed = list(range(self.n))
        result: list[tuple[int, int]] = []
        while unfixed:
            if len(unfixed) <= _SLICE or unfixed[keep_size - 1] >= bye_zone:
                nodes = set(unfixed)
                edges = self._edges(unfixed, near)
                if self.bye is not None:
                    edges += self._bye_edges(nodes)
                    nodes.add(self.bye)
                matching = self._match(nodes, edges)
                if 2 * len(matching) != len(nodes):
                    return None
                return result + matching
            window = unfixed[:_SLICE]
            keep = set(unfixed[:keep_size])
            matching = self._match(window, self._edges(window, near))
            fixed = self._kept(matching, keep, longer=False)
            if not fixed or any(u in keep and v in keep and self.parts(u, v).forbidden for u, v in matching):
                # The upper part has met itself out and the slice holds too few new opponents for it: they
                # are further down the ranking than the slice (or a neighbourhood) reaches.
                window, edges = self._reaching(unfixed[:keep_size], unfixed[keep_size:], near)
                matching = self._match(window, edges)
                fixed = self._kept(matching, keep, longer=True)
            if not fixed:
                # The top pair's match is always kept, so that every slice makes progress.
                fixed = [(u, v) for u, v in matching if u == unfixed[0]]
                if not fixed:
                    return None
            result += fixed
            done = {x for edge in fixed for x in edge}
            unfixed = [x for x in unfixed if x not in done]
        return result

    def _reaching(
        self, upper: list[int], rest: list[int], near: list[list[int]]
    ) -> tuple[list[int], list[tuple[int, int]]]:
        """A slice for an upper part that has met itself out: the upper pairs and the first pairs below
        that one of them has not met (as many, and a lookahead), without the repeats. The k-th upper pair
        may meet the new pairs around the k-th below it (`_BAND` either side): the least distances, as
        the complete graph would choose them, on a graph small enough to be quick."""
        below: list[int] = []
        for x in rest:
            if len(below) >= len(upper) + _LOOKAHEAD:
                break
            if any(not self.parts(min(u, x), max(u, x)).forbidden for u in upper):
                below.append(x)
        edges = self._edges(upper, near, forbidden=False) + self._edges(below, near, forbidden=False)
        for a, u in enumerate(upper):
            for v in below[max(0, a - _BAND) : a + _BAND + 1]:
                if not self.parts(min(u, v), max(u, v)).forbidden:
                    edges.append((min(u, v), max(u, v)))
        return sorted(upper + below), edges

    def _kept(
        self, matching: list[tuple[int, int]], keep: set[int], *, longer: bool
    ) -> list[tuple[int, int]]:
        """The matches of a slice that are kept: those within its upper part. A repeat there stays open
        for the next slice, which reaches further down; and while there is one (or in a `longer` slice,
        one made by `_reaching`), the upper part's matches with pairs below it are kept too (the top of
        the ranking has met itself out, say: its new opponents are below it, and the next slice must hold
        new ones for the rest of it)."""
        upper = [(u, v) for u, v in matching if u in keep and v in keep]
        fixed = [(u, v) for u, v in upper if not self.parts(u, v).forbidden]
        if longer or len(fixed) < len(upper):
            fixed += [
                (u, v) for u, v in matching if u in keep and v not in keep and not self.parts(u, v).forbidden
            ]
        return fixed

    def _exact(self) -> list[tuple[int, int]]:
        nodes = list(range(self.n))
        edges = [(i, j) for i in range(self.n) for j in range(i + 1, self.n)]
        if self.bye is not None:
            edges += self._bye_edges(set(nodes))
            nodes.append(self.bye)
        return self._match(nodes, edges)


def _min_cost_matching(nodes: Sequence[int], edges: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
    """The maximum-cardinality matching of least total cost, as (lower, higher) index pairs."""
    import networkx as nx  # a tenth of a second to import: loaded when pairing, not at start-up

    graph = nx.Graph()
    graph.add_nodes_from(nodes)
    if edges:
        # Blossom maximises weight; among maximum-cardinality matchings, most (top - cost) = least cost.
        top = max(cost for _, _, cost in edges) + 1
        graph.add_weighted_edges_from((u, v, top - cost) for u, v, cost in edges)
    mates: set[tuple[int, int]] = nx.max_weight_matching(graph, maxcardinality=True)
    return sorted((min(u, v), max(u, v)) for u, v in mates)


def pair_ranked(
    ranked: Sequence[int],
    penalty: Penalty,
    bye_eligible: Collection[int] | None,
    *,
    max_avoided: int,
    top_first: bool = False,
    exact: bool = False,
) -> Pairing:
    """Pair a ranked list (best first) at least cost.

    `bye_eligible` is None when the count is even; otherwise the pairs that may take the bye (at least
    one). `max_avoided` bounds the avoided count `penalty` can return. `top_first`: among pairings as good
    in repeats and bye, serve the top first (Danish, Swiss); else the least squared distances. `exact=True`
    solves on the complete graph in one go (slow for hundreds of pairs; the benchmark compares with it).
    """
    if len(set(ranked)) != len(ranked):
        raise ValueError("a pair is ranked twice")  # program fault
    odd = len(ranked) % 2 == 1
    if odd and not bye_eligible:
        raise ValueError("an odd number of pairs needs a pair that may take the bye")  # program fault
    problem = _Problem(ranked, penalty, bye_eligible if odd else None, max_avoided, top_first)
    matches: list[tuple[int, int]] = []
    bye: int | None = None
    for i, j in sorted(problem.solve(exact)):
        if j == problem.bye:
            bye = ranked[i]
        else:
            matches.append((ranked[i], ranked[j]))
    return Pairing(tuple(matches), bye)


def pairing_cost(
    ranked: Sequence[int],
    penalty: Penalty,
    pairing: Pairing,
    bye_eligible: Collection[int] = (),
    *,
    top_first: bool = False,
) -> PairingCost:
    """The cost of a pairing of `ranked` under `penalty`, as the matcher counts it."""
    index = {number: i for i, number in enumerate(ranked)}
    forbidden = avoided = distance = bye = 0
    opponent: dict[int, int] = {}
    for a, b in pairing.matches:
        i, j = sorted((index[a], index[b]))
        f, av = penalty(ranked[i], ranked[j])
        forbidden, avoided, distance = forbidden + f, avoided + av, distance + (j - i) ** 2
        opponent[i] = j
    if pairing.bye is not None:
        bye = sum(1 for number in ranked[index[pairing.bye] + 1 :] if number in bye_eligible)
        opponent[index[pairing.bye]] = len(ranked)
    if top_first:
        return PairingCost(forbidden, avoided, bye, tuple(opponent[i] for i in sorted(opponent)))
    return PairingCost(forbidden, avoided, bye, distance)
