"""Circuits: season standings over several tournaments (issue 21).

A circuit groups tournaments ("evenings"). Each evening gives every pair points from its standings: its VP,
or points by its position from a table (25, 20, 16, …; a position past the table's end earns 0; pairs
sharing a rank share its points). An evening may count double (its `weight`); the final counts as the rule
says: `final_weight` times its points, or its own position table (`final_points`).

Best N of M: a pair's (or player's) N best evenings count, by their weighted points; the final always counts,
on top of the N (it is the evening everyone plays for, and it cannot be dropped).

By pair, a pair is the same two players in either order; by player, a player's evenings are those of every
pair they played in (pairs change over a season). A player is the same person across evenings by the member
register's record the player is linked to (`Player.register_id`), else by member number when the tournament
has one, else by name as `domain.names.fold` compares them ("D'Alessandro" and "Dalessandro" are one
player; a club where two members share a name gives them their member numbers).

Ties are broken by this chain, then shared ("="): more points; more evenings counted; the best single
evening (weighted); more evenings played. Circuit standings are a season's table, not a tournament's: the
chain is the circuit's own and deliberately simple (no head-to-head across evenings with other partners).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import StrEnum

from burraco_tourney.domain.names import fold, name_sort_key
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.standings import Standings
from burraco_tourney.domain.tournament import Player, Tournament

__all__ = [
    "NAME_LENGTH",
    "POSITION_POINTS_MOST",
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
    "circuit_standings",
    "circuit_standings_to_json",
    "evening_result",
    "parse_points",
    "player_key",
    "points_text",
]

NAME_LENGTH = 100
POSITION_POINTS_MOST = 200  # positions a table may give points to (a big club evening has ~60 pairs)
_ZERO = Decimal(0)


class CircuitError(Refusal, ValueError):
    """A circuit's rule or evenings refused (codes `circuit.*`, worded in io/problem_texts/circuits.py)."""


class PointsKind(StrEnum):
    VP = "vp"  # the pair's VP of the evening
    POSITIONS = "positions"  # points by position from a table


class TieBreakStep(StrEnum):
    """The circuit's tie-break chain, in order (after the points)."""

    COUNTED = "counted"  # more evenings counted
    BEST = "best"  # the best single evening
    PLAYED = "played"  # more evenings played


TIE_BREAKS: tuple[TieBreakStep, ...] = (TieBreakStep.COUNTED, TieBreakStep.BEST, TieBreakStep.PLAYED)


@dataclass(frozen=True, slots=True)
class CircuitRule:
    """How evenings become circuit points. `best` None: every evening counts. `positions` is the table of
    the POSITIONS kind (1st, 2nd, …). The final counts `final_weight` times, or by `final_points` when
    given (its own position table, whatever the kind)."""

    points: PointsKind = PointsKind.VP
    positions: tuple[int, ...] = ()
    best: int | None = None
    final_weight: int = 2
    final_points: tuple[int, ...] = ()

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
    """One pair's result on one evening: its rank, VP, MP difference and players as they played."""

    rank: int
    pair: int
    players: tuple[Player, ...]
    vp: Decimal
    mp_diff: int


@dataclass(frozen=True, slots=True)
class EveningResult:
    """A tournament's standings as a circuit reads them, with the evening's weight and final mark."""

    tournament_id: int
    name: str
    date: date | None
    pairs: tuple[EveningPair, ...]
    weight: int = 1
    final: bool = False


def evening_result(tournament: Tournament, standings: Standings, evening: CircuitEvening) -> EveningResult:
    """The evening's standings (overall ranks: a circuit ranks the field, not the groups)."""
    players = {pair.number: pair.players for pair in tournament.pairs}
    rows = tuple(
        EveningPair(row.rank, row.pair, players.get(row.pair, ()), row.vp, row.mp_diff)
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
    by player: one); `scores` in the circuit's evening order, one per evening played."""

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

    def score_of(self, tournament_id: int) -> EveningScore | None:
        return next((score for score in self.scores if score.tournament_id == tournament_id), None)


@dataclass(frozen=True, slots=True)
class CircuitStandings:
    name: str
    rule: CircuitRule
    by: str  # "pair" | "player"
    evenings: tuple[EveningResult, ...]
    rows: tuple[CircuitRow, ...]


def evening_points(evening: EveningResult, entry: EveningPair, rule: CircuitRule) -> Decimal:
    """The weighted points of one pair on one evening."""
    if evening.final and rule.final_points:
        return _position_points(rule.final_points, entry.rank)
    base = entry.vp if rule.points is PointsKind.VP else _position_points(rule.positions, entry.rank)
    weight = rule.final_weight if evening.final else evening.weight
    return base * weight


def _position_points(table: Sequence[int], rank: int) -> Decimal:
    return Decimal(table[rank - 1]) if 1 <= rank <= len(table) else _ZERO


class _Entity:
    __slots__ = ("members", "names", "scores")

    def __init__(self) -> None:
        self.names: tuple[str, ...] = ()
        self.members: tuple[str, ...] = ()
        self.scores: dict[int, EveningScore] = {}


def circuit_standings(
    name: str, rule: CircuitRule, evenings: Sequence[EveningResult], *, by: str = "pair"
) -> CircuitStandings:
    """The circuit standings by pair or by player over `evenings` (in the circuit's order: the names shown
    are those of the latest evening)."""
    if by not in ("pair", "player"):
        raise CircuitError(Problem.of("circuit.by_unknown", by=by, known=("pair", "player")))
    entities: dict[str, _Entity] = {}
    for evening in evenings:
        for entry in evening.pairs:
            points = evening_points(evening, entry, rule)
            score = EveningScore(evening.tournament_id, entry.rank, points, True, evening.final)
            if by == "pair":
                groups: Iterable[tuple[str, tuple[Player, ...]]] = [(_pair_key(entry.players), entry.players)]
            else:
                groups = [(player_key(player), (player,)) for player in entry.players]
            for key, players in groups:
                entity = entities.setdefault(key, _Entity())
                entity.names = tuple(player.name for player in players)
                entity.members = tuple((player.member_id or "").strip() for player in players)
                known = entity.scores.get(evening.tournament_id)
                # One score per evening: a player entered twice in one evening keeps the better one.
                if known is None or points > known.points:
                    entity.scores[evening.tournament_id] = score
    order = {evening.tournament_id: index for index, evening in enumerate(evenings)}
    rows = [_row(key, entity, rule, order) for key, entity in entities.items()]
    return CircuitStandings(name, rule, by, tuple(evenings), _ranked(rows))


def _row(key: str, entity: _Entity, rule: CircuitRule, order: dict[int, int]) -> CircuitRow:
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
    )


def _ranked(rows: list[CircuitRow]) -> tuple[CircuitRow, ...]:
    def chain(row: CircuitRow) -> tuple[Decimal, int, Decimal, int]:
        return (row.points, row.counted, row.best, row.played)

    rows.sort(key=lambda row: " / ".join(name_sort_key(name) for name in row.names))
    rows.sort(key=chain, reverse=True)
    ranked: list[CircuitRow] = []
    for index, row in enumerate(rows):
        above = ranked[-1] if ranked else None
        if above is not None and chain(above) == chain(row):
            ranked.append(_with(row, above.rank, None))
            continue
        separated = None
        if above is not None and above.points == row.points:
            steps = zip(TIE_BREAKS, chain(above)[1:], chain(row)[1:], strict=True)
            separated = next(step for step, high, low in steps if high != low)
        ranked.append(_with(row, index + 1, separated))
    return tuple(ranked)


def _with(row: CircuitRow, rank: int, separated: TieBreakStep | None) -> CircuitRow:
    return CircuitRow(
        rank, row.key, row.names, row.members, row.points, row.counted, row.played, row.best, row.scores,
        separated,
    )  # fmt: skip


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
            "tie_breaks": ["points", *(step.value for step in TIE_BREAKS)],
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
