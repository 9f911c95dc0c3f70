"""Table results, standings with the tie-break chain, and each pair's history (DOMAIN.md §3, §6, §7)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, NamedTuple

from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.tournament import (
    Pair,
    PairStatus,
    Round,
    Table,
    TieBreak,
    Tournament,
    TournamentSettings,
)

_ZERO = Decimal(0)


class TableResult(NamedTuple):
    """The result of one table in one round.

    `played` is False for a table with no deals and no `vp_override` (a round in progress): it has no
    result yet, all numbers are 0 and it counts nowhere — not in standings, checks, head-to-head or
    history. A table with at least one deal has a result computed from the deals entered.
    `artificial` marks VP set by the director (`vp_override`); the MP of the deals entered still stand.
    A NamedTuple rather than a frozen dataclass: it is built once per table and builds several times faster.
    """

    played: bool
    ns_mp: int
    ew_mp: int
    diff: int
    ns_vp: Decimal
    ew_vp: Decimal
    artificial: bool = False


_NOT_PLAYED = TableResult(played=False, ns_mp=0, ew_mp=0, diff=0, ns_vp=_ZERO, ew_vp=_ZERO)


def standings_final(tournament: Tournament, cutoff: int) -> bool:
    """Standings after round `cutoff` are final once the plan's last round is reached, no round follows,
    and every table up to it has its result; otherwise they are provisional (and the printouts say so)."""
    planned = sum(phase.rounds for phase in tournament.settings.plan)
    if not planned or cutoff < planned or any(r.number > cutoff for r in tournament.rounds):
        return False
    return all(table.has_result for rnd in tournament.rounds if rnd.number <= cutoff for table in rnd.tables)


def table_result(table: Table, settings: TournamentSettings) -> TableResult:
    """MP, difference and VP of one table (DOMAIN.md §3)."""
    if table.vp_override is not None:
        ns_mp, ew_mp = table.mp(settings.scoring)
        ns_vp, ew_vp = table.vp_override
        return TableResult(True, ns_mp, ew_mp, ns_mp - ew_mp, ns_vp, ew_vp, artificial=True)
    if not table.entered:
        return _NOT_PLAYED
    ns_mp, ew_mp = table.mp(settings.scoring)
    diff = ns_mp - ew_mp
    ns_vp, ew_vp = settings.vp_scale.lookup(diff)
    return TableResult(True, ns_mp, ew_mp, diff, ns_vp, ew_vp)


# The results of the tables of the tournament last scored, by the identity of its (immutable) Table objects.
# A cached tournament keeps its unchanged Table objects after a correction, so standings re-score only what
# changed. Each entry holds its table and the settings it was scored with, so their ids cannot be reused while
# the entry exists. Only the tables of the tournament being scored are kept (see `_results`): a reloaded
# copy's tables replace the old copy's instead of adding to them, so memory and collection pauses stay
# those of one tournament however often it is reloaded.
_RESULTS: dict[int, tuple[Table, TournamentSettings, TableResult]] = {}


def _results(tournament: Tournament) -> dict[int, tuple[Table, TournamentSettings, TableResult]]:
    """The result of every table of `tournament`, by id(table): reused when already scored, else scored."""
    global _RESULTS
    settings = tournament.settings
    known = _RESULTS
    results: dict[int, tuple[Table, TournamentSettings, TableResult]] = {}
    for rnd in tournament.rounds:
        for table in rnd.tables:
            key = id(table)
            entry = known.get(key)
            if entry is None or entry[0] is not table or entry[1] is not settings:
                entry = (table, settings, table_result(table, settings))
            results[key] = entry
    # One assignment: a standings computed meanwhile on another thread sees the old map or the new one.
    _RESULTS = results
    return results


def bye_mp(settings: TournamentSettings) -> int:
    """The MP difference a bye earns: `settings.bye.mp`, or the smallest difference that earns (at least)
    the bye's VP in the tournament's scale (+355 for 14 VP with the 3-deal table). Raises ValueError when
    no difference earns that many VP (a bye worth more than the scale's winner can get)."""
    if settings.bye.mp is not None:
        return settings.bye.mp
    diff = settings.vp_scale.min_diff_for(settings.bye.vp)
    if diff is None:
        raise StandingsError(
            Problem.of("standings.bye_beyond_scale", vp=settings.bye.vp, scale=settings.vp_scale.name)
        )
    return diff


class StandingRow(NamedTuple):
    """One pair in the standings.

    `vp`, `mp_diff` and `mp` are totals with byes and adjustments. `rounds` counts the rounds with a
    score for the pair (tables with a result plus byes); `byes` how many of them were byes.
    `separated_by` is the criterion of the chain that put this pair below the row above (None for the
    first row and for a row that shares the rank of the row above). `group` is the pair's group (None when
    it has none) and `group_rank` its rank inside it, by the same chain applied to the group's pairs alone
    (head-to-head counts the meetings inside the group); `group_separated_by` is `separated_by` inside it.
    A NamedTuple, like TableResult, because it builds several times faster than a frozen dataclass.
    """

    rank: int
    pair: int
    players: tuple[str, ...]
    vp: Decimal
    mp_diff: int
    mp: int
    rounds: int
    byes: int
    adjustment_vp: Decimal
    adjustment_mp: int
    status: PairStatus
    separated_by: TieBreak | None = None
    group: str | None = None
    group_rank: int | None = None
    group_separated_by: TieBreak | None = None


@dataclass(frozen=True, slots=True)
class StandingsChecks:
    """Sums over the tables with computed results (byes, adjustments and `vp_override` tables left
    out): `vp_total` must equal `vp_expected` (scale total × `tables`), `mp_diff_total` must be 0.
    Both are summed from the pairs' totals less what is left out, so they check the accumulation too."""

    vp_total: Decimal
    vp_expected: Decimal
    mp_diff_total: int
    tables: int

    @property
    def ok(self) -> bool:
        return self.vp_total == self.vp_expected and self.mp_diff_total == 0


@dataclass(frozen=True, slots=True)
class Standings:
    """Standings after `after_round` (the last round of the tournament when none was asked for)."""

    after_round: int
    tie_breaks: tuple[TieBreak, ...]
    rows: tuple[StandingRow, ...]
    checks: StandingsChecks

    @property
    def groups(self) -> tuple[str, ...]:
        """The groups of the pairs, by name (empty when no pair is in a group)."""
        return tuple(sorted({row.group for row in self.rows if row.group is not None}))

    def of_group(self, name: str) -> tuple[StandingRow, ...]:
        """The rows of group `name`, by their rank in it."""
        return tuple(
            sorted((row for row in self.rows if row.group == name), key=lambda row: row.group_rank or 0)
        )


class _Totals:
    """Running sums for one pair while the rounds are read. `excluded_vp`/`excluded_diff` hold what the
    checks leave out (byes, adjustments, `vp_override` tables), so the checks are the pairs' totals minus
    them: that checks the accumulation too, and keeps the per-table work small."""

    __slots__ = (
        "adj_mp",
        "adj_vp",
        "byes",
        "excluded_diff",
        "excluded_vp",
        "mp",
        "mp_diff",
        "opponents",
        "rounds",
        "vp",
    )

    def __init__(self) -> None:
        self.vp = _ZERO
        self.mp_diff = 0
        self.mp = 0
        self.rounds = 0
        self.byes = 0
        self.adj_vp = _ZERO
        self.adj_mp = 0
        self.excluded_vp = _ZERO
        self.excluded_diff = 0
        # opponent → VP this pair won against it, summed over every meeting (for head-to-head).
        self.opponents: dict[int, Decimal] = {}


def _counted_rounds(tournament: Tournament, after_round: int | None) -> tuple[int, list[Round]]:
    rounds = sorted(tournament.rounds, key=lambda r: r.number)
    last = rounds[-1].number if rounds else 0
    cutoff = last if after_round is None else after_round
    return cutoff, [r for r in rounds if r.number <= cutoff]


class StandingsError(Refusal, ValueError):
    """Standings that cannot be computed from this tournament (its data contradicts itself)."""


def _unknown_pair(code: str, number: int, round_number: int, table: int | None = None) -> StandingsError:
    path = () if table is None else ("rounds", round_number - 1, "tables", table - 1)
    return StandingsError(Problem.of(code, path=path, pair=number, round=round_number))


def compute_standings(tournament: Tournament, after_round: int | None = None) -> Standings:
    """Standings after `after_round` (None: all rounds), DOMAIN.md §7.

    Only rounds numbered ≤ `after_round` count, and adjustments whose `after_round` is ≤ it (None takes
    the highest round number stored, so an adjustment after a round not yet made does not count). The
    byes of a counted round count even while its tables are still being played. Every registered pair
    is listed, withdrawn ones with their past results, late entries with zeros.

    `settings.tie_breaks` is applied as given, in its order. Head-to-head counts a table with a
    `vp_override` as a meeting, with the director's VP. Pairs tied on the whole chain share a rank and
    are listed by pair number; with `lots` in the chain nobody stays tied (see `_apply_chain`).
    Raises ValueError when a table, bye or adjustment names a pair that is not registered.
    """
    settings = tournament.settings
    cutoff, rounds = _counted_rounds(tournament, after_round)
    totals: dict[int, _Totals] = {pair.number: _Totals() for pair in tournament.pairs}
    tables_counted = 0
    chain = tuple(settings.tie_breaks)
    head_to_head = TieBreak.HEAD_TO_HEAD in chain  # the opponents' VP are only needed for it
    bye_diff: int | None = None  # computed on the first bye only, so a scale without it only fails then

    results = _results(tournament)
    for rnd in rounds:
        for table in rnd.tables:
            result = results[id(table)][2]
            if not result.played:
                continue
            ns = totals.get(table.ns)
            ew = totals.get(table.ew)
            if ns is None or ew is None:
                missing = table.ns if ns is None else table.ew
                raise _unknown_pair("standings.pair_not_registered", missing, rnd.number, table.table)
            ns.vp += result.ns_vp
            ew.vp += result.ew_vp
            ns.mp_diff += result.diff
            ew.mp_diff -= result.diff
            ns.mp += result.ns_mp
            ew.mp += result.ew_mp
            ns.rounds += 1
            ew.rounds += 1
            if head_to_head:
                ns.opponents[table.ew] = ns.opponents.get(table.ew, _ZERO) + result.ns_vp
                ew.opponents[table.ns] = ew.opponents.get(table.ns, _ZERO) + result.ew_vp
            if result.artificial:
                ns.excluded_vp += result.ns_vp
                ew.excluded_vp += result.ew_vp
                ns.excluded_diff += result.diff
                ew.excluded_diff -= result.diff
            else:
                tables_counted += 1
        for number in rnd.byes:
            pair_totals = totals.get(number)
            if pair_totals is None:
                raise _unknown_pair("standings.bye_not_registered", number, rnd.number)
            if bye_diff is None:
                bye_diff = bye_mp(settings)
            pair_totals.vp += settings.bye.vp
            pair_totals.mp_diff += bye_diff  # a difference: nothing goes to the MP scored
            pair_totals.excluded_vp += settings.bye.vp
            pair_totals.excluded_diff += bye_diff
            pair_totals.rounds += 1
            pair_totals.byes += 1

    for adjustment in tournament.adjustments:
        pair_totals = totals.get(adjustment.pair)
        if pair_totals is None:
            raise _unknown_pair("standings.adjusted_not_registered", adjustment.pair, adjustment.after_round)
        if adjustment.after_round > cutoff:
            continue
        pair_totals.vp += adjustment.vp
        pair_totals.mp_diff += adjustment.mp
        pair_totals.adj_vp += adjustment.vp
        pair_totals.adj_mp += adjustment.mp
        pair_totals.excluded_vp += adjustment.vp
        pair_totals.excluded_diff += adjustment.mp

    groups = _apply_chain(sorted(totals), chain, totals, tournament.lots)
    rows = _rows(
        tournament.pairs, groups, totals, _group_ranks(tournament.pairs, chain, totals, tournament.lots)
    )
    checks = StandingsChecks(
        vp_total=sum((t.vp - t.excluded_vp for t in totals.values()), _ZERO),
        vp_expected=settings.vp_scale.total * tables_counted,
        mp_diff_total=sum(t.mp_diff - t.excluded_diff for t in totals.values()),
        tables=tables_counted,
    )
    return Standings(after_round=cutoff, tie_breaks=chain, rows=rows, checks=checks)


# A group of pairs still tied, in order, with the criterion that separated it from the group above.
_Group = tuple[list[int], TieBreak | None]
# Sort key of one pair inside a group (lower ranks first), or None when the criterion separates nobody.
_KeyFn = Callable[[list[int]], dict[int, Any] | None]


def _apply_chain(
    numbers: list[int],
    chain: tuple[TieBreak, ...],
    totals: dict[int, _Totals],
    lots: dict[int, int],
) -> list[_Group]:
    """Split the field into ordered groups, each criterion applied only inside the groups still tied
    after the previous one (never pairwise). Inside a final group pairs stay by pair number."""

    def by_vp(group: list[int]) -> dict[int, Any]:
        return {n: -totals[n].vp for n in group}

    def by_mp_diff(group: list[int]) -> dict[int, Any]:
        return {n: -totals[n].mp_diff for n in group}

    def by_mp(group: list[int]) -> dict[int, Any]:
        return {n: -totals[n].mp for n in group}

    def by_lots(group: list[int]) -> dict[int, Any]:
        # Pairs without a drawn number (lots not drawn yet, a late entry) come after those with one, by
        # pair number; the pair number also settles equal draws, so lots always separates everyone.
        return {n: (0, lots[n], n) if n in lots else (1, 0, n) for n in group}

    def by_head_to_head(group: list[int]) -> dict[int, Any] | None:
        members = set(group)
        needed = len(group) - 1
        keys: dict[int, Any] = {}
        for n in group:
            opponents = totals[n].opponents
            if len(opponents) < needed:
                return None
            won = _ZERO
            met = 0
            for opponent, vp in opponents.items():
                if opponent in members:
                    met += 1
                    won += vp
            if met < needed:
                return None
            keys[n] = -won
        return keys

    key_fns: dict[TieBreak, _KeyFn] = {
        TieBreak.VP: by_vp,
        TieBreak.MP_DIFF: by_mp_diff,
        TieBreak.HEAD_TO_HEAD: by_head_to_head,
        TieBreak.MP: by_mp,
        TieBreak.LOTS: by_lots,
    }

    groups: list[_Group] = [(numbers, None)] if numbers else []
    for criterion in chain:
        key_fn = key_fns[criterion]
        refined: list[_Group] = []
        for group, separated_by in groups:
            keys = key_fn(group) if len(group) > 1 else None
            if keys is None:
                refined.append((group, separated_by))
                continue
            ordered = sorted(group, key=keys.__getitem__)  # stable: ties stay by pair number
            start = 0
            for i in range(1, len(ordered) + 1):
                if i == len(ordered) or keys[ordered[i]] != keys[ordered[start]]:
                    refined.append((ordered[start:i], separated_by if start == 0 else criterion))
                    start = i
        groups = refined
    return groups


def _group_ranks(
    pairs: Iterable[Pair], chain: tuple[TieBreak, ...], totals: dict[int, _Totals], lots: dict[int, int]
) -> dict[int, tuple[str, int, TieBreak | None]]:
    """Pair → (its group, its rank in the group, the criterion that put it below the row above in the
    group): the chain applied to each group's pairs alone."""
    members: dict[str, list[int]] = {}
    for pair in pairs:
        if pair.group is not None:
            members.setdefault(pair.group, []).append(pair.number)
    ranks: dict[int, tuple[str, int, TieBreak | None]] = {}
    for name, numbers in members.items():
        placed = 0
        for tied, separated_by in _apply_chain(sorted(numbers), chain, totals, lots):
            for index, number in enumerate(tied):
                ranks[number] = (name, placed + 1, separated_by if index == 0 else None)
            placed += len(tied)
    return ranks


def _rows(
    pairs: Iterable[Pair],
    groups: list[_Group],
    totals: dict[int, _Totals],
    group_ranks: dict[int, tuple[str, int, TieBreak | None]],
) -> tuple[StandingRow, ...]:
    """Rows in order; the pairs of one group share its rank. With `lots` in the chain every group has
    one pair, so ranks are shared only when lots is not in the chain."""
    by_number = {pair.number: pair for pair in pairs}
    rows: list[StandingRow] = []
    for group, separated_by in groups:
        group_rank = len(rows) + 1
        for i, number in enumerate(group):
            pair = by_number[number]
            t = totals[number]
            rows.append(
                StandingRow(
                    rank=group_rank,
                    pair=number,
                    players=tuple(player.name for player in pair.players),
                    vp=t.vp,
                    mp_diff=t.mp_diff,
                    mp=t.mp,
                    rounds=t.rounds,
                    byes=t.byes,
                    adjustment_vp=t.adj_vp,
                    adjustment_mp=t.adj_mp,
                    status=pair.status,
                    separated_by=separated_by if i == 0 else None,
                    group=group_ranks[number][0] if number in group_ranks else None,
                    group_rank=group_ranks[number][1] if number in group_ranks else None,
                    group_separated_by=group_ranks[number][2] if number in group_ranks else None,
                )
            )
    return tuple(rows)


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One round of one pair. For a bye `table`, `line` and `opponent` are None, both MP are 0 and
    `diff` is the bye's MP difference (which adds to the MP difference, not to the MP scored)."""

    round: int
    table: int | None
    line: Line | None
    opponent: int | None
    own_mp: int
    opponent_mp: int
    diff: int
    vp: Decimal
    bye: bool = False
    artificial: bool = False


def pair_history(tournament: Tournament, pair: int, after_round: int | None = None) -> list[HistoryEntry]:
    """The pair's rounds in order, up to `after_round` (None: all). Tables without a result yet are left
    out; adjustments are not rounds and are not listed (see the standings row)."""
    settings = tournament.settings
    _, rounds = _counted_rounds(tournament, after_round)
    entries: list[HistoryEntry] = []
    for rnd in rounds:
        for table in rnd.tables:
            if pair not in (table.ns, table.ew):
                continue
            result = table_result(table, settings)
            if not result.played:
                continue
            if table.ns == pair:
                line, opponent = Line.NS, table.ew
                own_mp, opponent_mp, vp = result.ns_mp, result.ew_mp, result.ns_vp
            else:
                line, opponent = Line.EW, table.ns
                own_mp, opponent_mp, vp = result.ew_mp, result.ns_mp, result.ew_vp
            entries.append(
                HistoryEntry(
                    round=rnd.number,
                    table=table.table,
                    line=line,
                    opponent=opponent,
                    own_mp=own_mp,
                    opponent_mp=opponent_mp,
                    diff=own_mp - opponent_mp,
                    vp=vp,
                    artificial=result.artificial,
                )
            )
        if pair in rnd.byes:
            entries.append(
                HistoryEntry(
                    round=rnd.number,
                    table=None,
                    line=None,
                    opponent=None,
                    own_mp=0,
                    opponent_mp=0,
                    diff=bye_mp(settings),
                    vp=settings.bye.vp,
                    bye=True,
                )
            )
    return entries


def _json_number(value: Decimal) -> int | float:
    return int(value) if value == value.to_integral_value() else float(value)


def standings_to_json(standings: Standings) -> dict[str, Any]:
    """The `standings --format json` object of INTERFACES.md §3 (with a few extra keys: per row
    `status`, `adjustment_vp`, `adjustment_mp`, `separated_by`; in checks `vp_expected`, `tables`)."""
    checks = standings.checks
    return {
        "after_round": standings.after_round,
        "tie_breaks": [str(criterion) for criterion in standings.tie_breaks],
        "standings": [
            {
                "rank": row.rank,
                "pair": row.pair,
                "players": list(row.players),
                "vp": _json_number(row.vp),
                "mp_diff": row.mp_diff,
                "mp": row.mp,
                "rounds": row.rounds,
                "byes": row.byes,
                "status": str(row.status),
                "adjustment_vp": _json_number(row.adjustment_vp),
                "adjustment_mp": row.adjustment_mp,
                "separated_by": None if row.separated_by is None else str(row.separated_by),
                "group": row.group,
                "group_rank": row.group_rank,
            }
            for row in standings.rows
        ],
        "checks": {
            "vp_total": _json_number(checks.vp_total),
            "mp_diff_total": checks.mp_diff_total,
            "vp_expected": _json_number(checks.vp_expected),
            "tables": checks.tables,
        },
    }
