"""Circuits: season standings over several tournaments (issue 21).

A circuit groups tournaments ("evenings"). Each evening gives every pair points from its standings: its VP,
or points by its position from a table (25, 20, 16, …; a position past the table's end earns 0). Pairs
sharing a place share its points: the points of the places they cover are added and split, (20 + 16) / 2 =
18 each (to the cent); keeping the full points of the place for each is the rule's `tied` setting
(DOMAIN.md, circuits; issue 30 item 7). An evening may count double (its `weight`); the final counts as the
rule says: `final_weight` times its points, or its own position table (`final_points`).

Best N of M: a pair's (or player's) N best evenings count, by their weighted points; the final always counts,
on top of the N (it is the evening everyone plays for, and it cannot be dropped).

By pair, a pair is the same two players in either order; by player, a player's evenings are those of every
pair they played in (pairs change over a season). A player is the same person across evenings by the member
register's record the player is linked to (`Player.register_id`), else by member number when the tournament
has one, else by name as `domain.names.fold` compares them ("D'Alessandro" and "Dalessandro" are one
player; a club where two members share a name gives them their member numbers).

Ties in the circuit's points are broken by the circuit's own chain (the rule's `tie_breaks`), then shared
("="). The default: more evenings counted; the best single evening (weighted); more evenings played. The
other chain offered is a club rule found in use (FEDERATION.md, "Prizes in practice"): head-to-head (the VP
won against each other, only when every two of the tied group have met), then MP difference, then VP,
then drawing lots. Head-to-head, MP difference and VP read the evenings counted, each as played (an evening
counting double counts once here); the lots are the circuit's own, drawn once when it is created (`lots`, a
number stored with the circuit: each pair or player draws by it and its key), so they never change. Each
criterion is applied to the group still tied after the previous one, as a tournament's chain is.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum
from typing import Any

from burraco_tourney.domain.names import fold, name_sort_key
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.standings import Standings, table_result
from burraco_tourney.domain.tournament import Player, Tournament

__all__ = [
    "CLUB_TIE_BREAKS",
    "NAME_LENGTH",
    "POSITION_POINTS_MOST",
    "TIE_BREAKS",
    "TIE_BREAK_CHAINS",
    "Circuit",
    "CircuitError",
    "CircuitEvening",
    "CircuitRow",
    "CircuitRule",
    "CircuitStandings",
    "EveningResult",
    "EveningScore",
    "PointsKind",
    "TieBreakStep",
    "TiedPlaces",
    "circuit_standings",
    "circuit_standings_to_json",
    "evening_result",
    "parse_points",
    "parse_tie_breaks",
    "player_key",
    "points_text",
    "tie_breaks_text",
]

NAME_LENGTH = 100
POSITION_POINTS_MOST = 200  # positions a table may give points to (a big club evening has ~60 pairs)
_ZERO = Decimal(0)


class CircuitError(Refusal, ValueError):
    """A circuit's rule or evenings refused (codes `circuit.*`, worded in io/problem_texts/circuits.py)."""


class PointsKind(StrEnum):
    VP = "vp"  # the pair's VP of the evening
    POSITIONS = "positions"  # points by position from a table


class TiedPlaces(StrEnum):
    """What pairs (or players) sharing a place on an evening earn from a position table."""

    SPLIT = "split"  # the points of the places they cover, added and split: (20 + 16) / 2 = 18 each
    FULL = "full"  # each the full points of the place they share


class TieBreakStep(StrEnum):
    """The steps a circuit's tie-break chain may take, in its order (after the points)."""

    COUNTED = "counted"  # more evenings counted
    BEST = "best"  # the best single evening
    PLAYED = "played"  # more evenings played
    HEAD_TO_HEAD = "head_to_head"  # the VP won against each other (every two of the group have met)
    MP_DIFF = "mp_diff"  # the MP difference of the evenings counted
    VP = "vp"  # the VP of the evenings counted
    LOTS = "lots"  # the circuit's drawing of lots


# The default chain (what every circuit did before the chain was a setting).
TIE_BREAKS: tuple[TieBreakStep, ...] = (TieBreakStep.COUNTED, TieBreakStep.BEST, TieBreakStep.PLAYED)
# A club's rule found in use (FEDERATION.md, "Prizes in practice"): head-to-head, MP difference, VP, lots.
CLUB_TIE_BREAKS: tuple[TieBreakStep, ...] = (
    TieBreakStep.HEAD_TO_HEAD,
    TieBreakStep.MP_DIFF,
    TieBreakStep.VP,
    TieBreakStep.LOTS,
)
# The chains the window offers (the command line takes any order of the steps).
TIE_BREAK_CHAINS: tuple[tuple[TieBreakStep, ...], ...] = (TIE_BREAKS, CLUB_TIE_BREAKS)


@dataclass(frozen=True, slots=True)
class CircuitRule:
    """How evenings become circuit points. `best` None: every evening counts. `positions` is the table of
    the POSITIONS kind (1st, 2nd, …). The final counts `final_weight` times, or by `final_points` when
    given (its own position table, whatever the kind). `tied`: what pairs sharing a place earn from a
    position table; `tie_breaks`: the chain that breaks ties in the circuit's points."""

    points: PointsKind = PointsKind.VP
    positions: tuple[int, ...] = ()
    best: int | None = None
    final_weight: int = 2
    final_points: tuple[int, ...] = ()
    tied: TiedPlaces = TiedPlaces.SPLIT
    tie_breaks: tuple[TieBreakStep, ...] = TIE_BREAKS

    def __post_init__(self) -> None:
        problems = []
        if self.points is PointsKind.POSITIONS and not self.positions:
            problems.append(Problem.of("circuit.positions_missing"))
        for table in (self.positions, self.final_points):
            if len(table) > POSITION_POINTS_MOST:
                problems.append(Problem.of("circuit.positions_too_many", most=POSITION_POINTS_MOST))
            if any(value < 0 for value in table):
                problems.append(Problem.of("circuit.points_negative"))
        if self.best is not None and self.best < 1:
            problems.append(Problem.of("circuit.best_not_positive", best=self.best))
        if self.final_weight < 1:
            problems.append(Problem.of("circuit.weight_not_positive", weight=self.final_weight))
        twice = sorted({step.value for step in self.tie_breaks if self.tie_breaks.count(step) > 1})
        if twice:
            problems.append(Problem.of("circuit.tie_break_twice", steps=tuple(twice)))
        if problems:
            raise CircuitError(problems)


@dataclass(frozen=True, slots=True)
class CircuitEvening:
    """One tournament of a circuit: counted `weight` times (2: an evening that counts double), or the
    final."""

    tournament_id: int
    weight: int = 1
    final: bool = False


@dataclass(frozen=True, slots=True)
class Circuit:
    name: str
    rule: CircuitRule = field(default_factory=CircuitRule)
    evenings: tuple[CircuitEvening, ...] = ()


@dataclass(frozen=True, slots=True)
class EveningPair:
    """One pair's result on one evening: its rank, VP, MP difference and players as they played; `met`:
    each table it played, as (the opponent pair's number, the VP it won there), for head-to-head."""

    rank: int
    pair: int
    players: tuple[Player, ...]
    vp: Decimal
    mp_diff: int
    met: tuple[tuple[int, Decimal], ...] = ()


@dataclass(frozen=True, slots=True)
class EveningResult:
    """A tournament's standings as a circuit reads them, with the evening's weight and final mark."""

    tournament_id: int
    name: str
    date: date | None
    pairs: tuple[EveningPair, ...]
    weight: int = 1
    final: bool = False


def evening_result(
    tournament: Tournament, standings: Standings, evening: CircuitEvening, *, meetings: bool = False
) -> EveningResult:
    """The evening's standings (overall ranks: a circuit ranks the field, not the groups); with `meetings`
    each pair's tables too (who it met, the VP it won: head-to-head needs them)."""
    players = {pair.number: pair.players for pair in tournament.pairs}
    met: dict[int, list[tuple[int, Decimal]]] = {}
    if meetings:
        for rnd in tournament.rounds:
            if rnd.number > standings.after_round:
                continue
            for table in rnd.tables:
                result = table_result(table, tournament.settings)
                if result.played:
                    met.setdefault(table.ns, []).append((table.ew, result.ns_vp))
                    met.setdefault(table.ew, []).append((table.ns, result.ew_vp))
    rows = tuple(
        EveningPair(
            row.rank, row.pair, players.get(row.pair, ()), row.vp, row.mp_diff, tuple(met.get(row.pair, ()))
        )
        for row in standings.rows
        if row.rounds  # a pair registered but never scored did not play the evening
    )
    settings = tournament.settings
    return EveningResult(
        evening.tournament_id, settings.name, settings.date, rows, evening.weight, evening.final
    )


def player_key(player: Player) -> str:
    """Who a player is across evenings: the member register's record when the player is linked to one
    (domain.members; names and numbers corrected there still match), else the member number when given,
    else the folded name."""
    if player.register_id is not None:
        return f"register:{player.register_id}"
    member = (player.member_id or "").strip()
    return f"member:{fold(member)}" if member else f"name:{fold(player.name)}"


def _pair_key(players: Sequence[Player]) -> str:
    return "+".join(sorted(player_key(player) for player in players))


@dataclass(frozen=True, slots=True)
class EveningScore:
    """What one evening gave a circuit row: `points` weighted; `counted` False when dropped by best N."""

    tournament_id: int
    rank: int
    points: Decimal
    counted: bool
    final: bool = False


@dataclass(frozen=True, slots=True)
class CircuitRow:
    """One pair or player in the circuit standings. `names` are as last played (by pair: both players,
    by player: one); `scores` in the circuit's evening order, one per evening played. `vp` and `mp_diff`
    are the sums over the evenings counted, `met` the VP won there against each pair (or player) met, by
    its key: what the tie-break chain reads beside the points."""

    rank: int
    key: str
    names: tuple[str, ...]
    members: tuple[str, ...]
    points: Decimal
    counted: int
    played: int
    best: Decimal
    scores: tuple[EveningScore, ...]
    separated_by: TieBreakStep | None = None
    vp: Decimal = _ZERO
    mp_diff: int = 0
    met: tuple[tuple[str, Decimal], ...] = ()

    def score_of(self, tournament_id: int) -> EveningScore | None:
        return next((score for score in self.scores if score.tournament_id == tournament_id), None)


@dataclass(frozen=True, slots=True)
class CircuitStandings:
    name: str
    rule: CircuitRule
    by: str  # "pair" | "player"
    evenings: tuple[EveningResult, ...]
    rows: tuple[CircuitRow, ...]

    @property
    def has_final(self) -> bool:
        return any(evening.final for evening in self.evenings)


def evening_points(evening: EveningResult, entry: EveningPair, rule: CircuitRule, tied: int = 1) -> Decimal:
    """The weighted points of one pair on one evening; `tied`: how many pairs share its place."""
    if evening.final and rule.final_points:
        return _position_points(rule.final_points, entry.rank, tied, rule.tied)
    if rule.points is PointsKind.VP:
        base = entry.vp
    else:
        base = _position_points(rule.positions, entry.rank, tied, rule.tied)
    weight = rule.final_weight if evening.final else evening.weight
    return base * weight


_CENT = Decimal("0.01")


def _position_points(
    table: Sequence[int], rank: int, tied: int = 1, how: TiedPlaces = TiedPlaces.FULL
) -> Decimal:
    """The points of place `rank`; `tied` pairs sharing it split the points of the places they cover
    (`rank` to `rank + tied - 1`, past the table's end 0), to the cent, unless `how` keeps the full points."""

    def place(number: int) -> Decimal:
        return Decimal(table[number - 1]) if 1 <= number <= len(table) else _ZERO

    if tied <= 1 or how is TiedPlaces.FULL:
        return place(rank)
    shared = sum((place(number) for number in range(rank, rank + tied)), _ZERO) / tied
    if shared == shared.to_integral_value():
        return shared.to_integral_value()
    return shared.quantize(_CENT, rounding=ROUND_HALF_UP)


class _Entity:
    __slots__ = ("entries", "members", "names", "scores")

    def __init__(self) -> None:
        self.names: tuple[str, ...] = ()
        self.members: tuple[str, ...] = ()
        self.scores: dict[int, EveningScore] = {}
        self.entries: dict[int, EveningPair] = {}  # the evening's entry each score comes from


def circuit_standings(
    name: str, rule: CircuitRule, evenings: Sequence[EveningResult], *, by: str = "pair", lots: int = 0
) -> CircuitStandings:
    """The circuit standings by pair or by player over `evenings` (in the circuit's order: the names shown
    are those of the latest evening). `lots`: the circuit's drawing of lots (its stored number)."""
    if by not in ("pair", "player"):
        raise CircuitError(Problem.of("circuit.by_unknown", by=by, known=("pair", "player")))

    def keys_of(players: Sequence[Player]) -> list[tuple[str, tuple[Player, ...]]]:
        if by == "pair":
            return [(_pair_key(players), tuple(players))]
        return [(player_key(player), (player,)) for player in players]

    entities: dict[str, _Entity] = {}
    for evening in evenings:
        sharing = Counter(entry.rank for entry in evening.pairs)
        for entry in evening.pairs:
            points = evening_points(evening, entry, rule, sharing[entry.rank])
            score = EveningScore(evening.tournament_id, entry.rank, points, True, evening.final)
            for key, players in keys_of(entry.players):
                entity = entities.setdefault(key, _Entity())
                entity.names = tuple(player.name for player in players)
                entity.members = tuple((player.member_id or "").strip() for player in players)
                known = entity.scores.get(evening.tournament_id)
                # One score per evening: a player entered twice in one evening keeps the better one.
                if known is None or points > known.points:
                    entity.scores[evening.tournament_id] = score
                    entity.entries[evening.tournament_id] = entry
    order = {evening.tournament_id: index for index, evening in enumerate(evenings)}
    opponents = {
        evening.tournament_id: {
            entry.pair: [key for key, _ in keys_of(entry.players)] for entry in evening.pairs
        }
        for evening in evenings
    }
    rows = [_row(key, entity, rule, order, opponents) for key, entity in entities.items()]
    return CircuitStandings(name, rule, by, tuple(evenings), _ranked(rows, rule.tie_breaks, lots))


def _row(
    key: str,
    entity: _Entity,
    rule: CircuitRule,
    order: dict[int, int],
    opponents: dict[int, dict[int, list[str]]],
) -> CircuitRow:
    scores = sorted(entity.scores.values(), key=lambda score: order[score.tournament_id])
    finals = [score for score in scores if score.final]
    others = [score for score in scores if not score.final]
    # Best N: the highest weighted points; between equal points the earlier evening stays counted.
    chosen = sorted(others, key=lambda score: (-score.points, order[score.tournament_id]))
    kept = {id(score) for score in (chosen if rule.best is None else chosen[: rule.best])}
    kept |= {id(score) for score in finals}
    marked = tuple(
        score if id(score) in kept else EveningScore(score.tournament_id, score.rank, score.points, False)
        for score in scores
    )
    counted = [score for score in marked if score.counted]
    entries = [entity.entries[score.tournament_id] for score in counted]
    # Head-to-head: the VP won against each pair (or player) met, over the evenings counted.
    met: dict[str, Decimal] = {}
    for score, entry in zip(counted, entries, strict=True):
        for opponent, vp in entry.met:
            for other in opponents[score.tournament_id].get(opponent, ()):
                met[other] = met.get(other, _ZERO) + vp
    return CircuitRow(
        rank=0,
        key=key,
        names=entity.names,
        members=entity.members,
        points=sum((score.points for score in counted), _ZERO),
        counted=len(counted),
        played=len(marked),
        best=max((score.points for score in counted), default=_ZERO),
        scores=marked,
        vp=sum((entry.vp for entry in entries), _ZERO),
        mp_diff=sum(entry.mp_diff for entry in entries),
        met=tuple(met.items()),
    )


# Sort keys of the rows of a tied group (lower first), or None when the step separates nobody.
_KeyFn = Callable[[list[CircuitRow]], dict[str, Any] | None]


def _step_keys(lots: int) -> dict[TieBreakStep, _KeyFn]:
    def by(value: Callable[[CircuitRow], Any]) -> _KeyFn:
        return lambda group: {row.key: value(row) for row in group}

    def by_head_to_head(group: list[CircuitRow]) -> dict[str, Any] | None:
        keys: dict[str, Any] = {}
        for row in group:
            met = dict(row.met)
            others = [other.key for other in group if other.key != row.key]
            if any(other not in met for other in others):
                return None  # not every two of the group have met: it separates nobody
            keys[row.key] = -sum((met[other] for other in others), _ZERO)
        return keys

    def drawn(row: CircuitRow) -> str:
        return hashlib.sha256(f"{lots}:{row.key}".encode()).hexdigest()

    return {
        TieBreakStep.COUNTED: by(lambda row: -row.counted),
        TieBreakStep.BEST: by(lambda row: -row.best),
        TieBreakStep.PLAYED: by(lambda row: -row.played),
        TieBreakStep.HEAD_TO_HEAD: by_head_to_head,
        TieBreakStep.MP_DIFF: by(lambda row: -row.mp_diff),
        TieBreakStep.VP: by(lambda row: -row.vp),
        TieBreakStep.LOTS: by(drawn),
    }


def _ranked(rows: list[CircuitRow], chain: Sequence[TieBreakStep], lots: int) -> tuple[CircuitRow, ...]:
    """Rows by points, ties broken by `chain` applied to each group still tied (never pairwise); rows
    still tied share the rank, by name."""
    rows.sort(key=lambda row: " / ".join(name_sort_key(name) for name in row.names))
    rows.sort(key=lambda row: row.points, reverse=True)
    groups: list[tuple[list[CircuitRow], TieBreakStep | None]] = []
    for row in rows:
        if groups and groups[-1][0][0].points == row.points:
            groups[-1][0].append(row)
        else:
            groups.append(([row], None))
    key_fns = _step_keys(lots)
    for step in chain:
        refined: list[tuple[list[CircuitRow], TieBreakStep | None]] = []
        for group, separated in groups:
            keys = key_fns[step](group) if len(group) > 1 else None
            if keys is None:
                refined.append((group, separated))
                continue
            ordered = sorted(group, key=lambda row: keys[row.key])  # stable: by name within equal keys
            start = 0
            for i in range(1, len(ordered) + 1):
                if i == len(ordered) or keys[ordered[i].key] != keys[ordered[start].key]:
                    refined.append((ordered[start:i], separated if start == 0 else step))
                    start = i
        groups = refined
    ranked: list[CircuitRow] = []
    for group, separated in groups:
        rank = len(ranked) + 1
        ranked.extend(_with(row, rank, separated if i == 0 else None) for i, row in enumerate(group))
    return tuple(ranked)


def _with(row: CircuitRow, rank: int, separated: TieBreakStep | None) -> CircuitRow:
    return replace(row, rank=rank, separated_by=separated)


def parse_points(text: str) -> tuple[PointsKind, tuple[int, ...]]:
    """`vp`, or `positions:25,20,16,…` (the command line's --points) as a kind and its table."""
    spec = text.strip()
    if spec.lower() == "vp":
        return PointsKind.VP, ()
    head, _, values = spec.partition(":")
    if head.strip().lower() != "positions":
        raise CircuitError(Problem.of("circuit.points_unknown", points=text))
    numbers = []
    for value in values.split(","):
        value = value.strip()
        if not value.isdigit():
            raise CircuitError(Problem.of("circuit.points_not_number", value=value or "''"))
        numbers.append(int(value))
    return PointsKind.POSITIONS, tuple(numbers)


def points_text(rule: CircuitRule) -> str:
    """The rule's points as --points writes them: `vp` or `positions:25,20,16`."""
    if rule.points is PointsKind.VP:
        return "vp"
    return "positions:" + ",".join(str(value) for value in rule.positions)


def parse_tie_breaks(text: str) -> tuple[TieBreakStep, ...]:
    """`counted,best,played` or `head_to_head,mp_diff,vp,lots` (the command line's --tie-breaks) as a
    chain; `club` is the club rule's chain, `default` the default one."""
    spec = text.strip().lower()
    if spec == "club":
        return CLUB_TIE_BREAKS
    if spec == "default":
        return TIE_BREAKS
    chain = []
    for value in spec.replace(";", ",").split(","):
        value = value.strip().replace("-", "_")
        if not value:
            continue
        try:
            chain.append(TieBreakStep(value))
        except ValueError:
            known = tuple(step.value for step in TieBreakStep)
            raise CircuitError(Problem.of("circuit.tie_break_unknown", value=value, known=known)) from None
    return tuple(chain)


def tie_breaks_text(rule: CircuitRule) -> str:
    """The rule's chain as --tie-breaks writes it: `counted,best,played`."""
    return ",".join(step.value for step in rule.tie_breaks)


def _number(value: Decimal) -> int | float:
    return int(value) if value == value.to_integral_value() else float(value)


def circuit_standings_to_json(standings: CircuitStandings) -> dict[str, object]:
    """What `circuit standings --format json` prints: the rule, the evenings and the rows."""
    rule = standings.rule
    return {
        "circuit": standings.name,
        "by": standings.by,
        "rule": {
            "points": points_text(rule),
            "best": rule.best,
            "final_weight": rule.final_weight,
            "final_points": list(rule.final_points),
            "tied_places": rule.tied.value,
            "tie_breaks": ["points", *(step.value for step in rule.tie_breaks)],
        },
        "evenings": [
            {
                "tournament": evening.tournament_id,
                "name": evening.name,
                "date": evening.date.isoformat() if evening.date else None,
                "weight": evening.weight,
                "final": evening.final,
            }
            for evening in standings.evenings
        ],
        "standings": [
            {
                "rank": row.rank,
                "names": list(row.names),
                "members": [member or None for member in row.members],
                "points": _number(row.points),
                "counted": row.counted,
                "played": row.played,
                "best": _number(row.best),
                "separated_by": row.separated_by.value if row.separated_by else None,
                "evenings": [
                    {
                        "tournament": score.tournament_id,
                        "rank": score.rank,
                        "points": _number(score.points),
                        "counted": score.counted,
                    }
                    for score in row.scores
                ],
            }
            for row in standings.rows
        ],
    }
