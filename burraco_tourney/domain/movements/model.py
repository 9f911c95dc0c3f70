"""What a draw is asked for (`DrawRequest`, `DrawOptions`) and what it gives back (`RoundDraw`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from burraco_tourney.domain.movements.plan import phase_for_round
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    PairStatus,
    Phase,
    Round,
    Table,
    Tournament,
)


class FirstRoundSeating(StrEnum):
    """The order pairs are loaded in for the first round of a Mitchell or round-robin phase: in a Mitchell
    the first half of that order sits NS at tables 1, 2, ..., the second half EW."""

    REGISTRATION = "registration"  # by pair number
    ALPHABETICAL = "alphabetical"  # by the surname (then given names) of the pair's first player
    DRAW = "draw"  # by a seeded random draw
    # Earlier versions' one way to keep clubs apart, kept for the command line and scripts: by pair number,
    # with Separation.CLUB (DrawOptions.order and .separations read it so).
    CLUB_SEPARATION = "club_separation"


class Separation(StrEnum):
    """What pairs that should not meet in the first round of a phase share (DrawOptions.separate): a
    player's association (club), province or region."""

    CLUB = "club"
    PROVINCE = "province"
    REGION = "region"

    def values_of(self, pair: Pair) -> dict[str, str]:
        """The pair's clubs (provinces, regions) compared without case or outer spaces, with the name as
        written: a pair whose players come from two clubs has both."""
        written = (getattr(player, self.value) for player in pair.players)
        return {value.strip().casefold(): value.strip() for value in written if value and value.strip()}


@dataclass(frozen=True, slots=True)
class DrawOptions:
    """The director's choices for drawing rounds.

    `modified_danish`: never repeat a match of the previous round, avoid earlier repeats (DOMAIN.md §6);
    False pairs 1v2, 3v4, ... strictly. `grouped`: Danish and Swiss pair each `Pair.group` separately.
    `seating`, `separate` and `seed` decide the first round of a Mitchell or round-robin phase: the order
    pairs are loaded in, what pairs sharing should not meet, and the draw (`seed` only matters for a draw).
    """

    modified_danish: bool = True
    grouped: bool = False
    seating: FirstRoundSeating = FirstRoundSeating.REGISTRATION
    seed: int = 0
    separate: frozenset[Separation] = frozenset()

    @property
    def order(self) -> FirstRoundSeating:
        """The loading order (never CLUB_SEPARATION, which loads by number)."""
        if self.seating is FirstRoundSeating.CLUB_SEPARATION:
            return FirstRoundSeating.REGISTRATION
        return self.seating

    @property
    def separations(self) -> frozenset[Separation]:
        """The separations in force: `separate`, and the club for CLUB_SEPARATION."""
        if self.seating is FirstRoundSeating.CLUB_SEPARATION:
            return self.separate | {Separation.CLUB}
        return self.separate


@dataclass(frozen=True, slots=True)
class Seat:
    """One table of a drawn round: the pair sitting NS and the pair sitting EW."""

    table: int
    ns: int
    ew: int


@dataclass(frozen=True, slots=True)
class RoundDraw:
    """A drawn round: its tables in table order, the pairs with a bye, and the matches that repeat an
    earlier one (as (NS, EW), in table order), which the director should see."""

    tables: tuple[Seat, ...]
    byes: tuple[int, ...] = ()
    repeats: tuple[tuple[int, int], ...] = ()

    def seated_pairs(self) -> list[int]:
        """Every pair of the round, at a table or with a bye, in table order then byes."""
        seated = [number for seat in self.tables for number in (seat.ns, seat.ew)]
        return seated + list(self.byes)

    def as_round(self, number: int, movement: Movement) -> Round:
        """The round as the tournament stores it, with no deals yet."""
        tables = tuple(Table(table=seat.table, ns=seat.ns, ew=seat.ew) for seat in self.tables)
        return Round(number=number, movement=movement, tables=tables, byes=self.byes)


_DEFAULT_PHASE = Phase(Movement.DANISH, 1)


@dataclass(frozen=True, slots=True)
class DrawRequest:
    """Everything a draw needs to know.

    `phase` and `index_in_phase` place the round in the plan (see `phase_for_round`); `movement`
    overrides the phase's movement for this round only. `earlier_rounds` are the rounds already played
    (rounds numbered `round_number` or later are ignored). `ranking` lists pair numbers in standings
    order, best first (Danish, Swiss); playing pairs missing from it go to the bottom by number.
    `playing` names the pairs of this round; None takes every pair that `plays_in` the round and has
    not withdrawn.
    """

    round_number: int
    pairs: tuple[Pair, ...]
    earlier_rounds: tuple[Round, ...] = ()
    phase: Phase = _DEFAULT_PHASE
    index_in_phase: int = 0
    movement: Movement | None = None
    ranking: tuple[int, ...] = ()
    options: DrawOptions = field(default_factory=DrawOptions)
    playing: frozenset[int] | None = None
    # The last round of the plan, where the rule profile lets a modified Danish repeat a match of the previous
    # round (the Codice Internazionale art. 2 exempts the last round: FIBur on): then only that rule is
    # lifted, and the earlier rounds' matches are still avoided where possible (issue 30, item 8).
    last_round_rematch: bool = False

    def __post_init__(self) -> None:
        if self.round_number < 1:
            raise ValueError(f"round {self.round_number}: rounds are numbered from 1")  # program fault
        if not 0 <= self.index_in_phase < self.round_number:
            raise ValueError(
                f"round {self.round_number} cannot be round {self.index_in_phase + 1} of its phase"
            )  # program fault
        numbers = [pair.number for pair in self.pairs]
        if len(set(numbers)) != len(numbers):
            raise ValueError("two pairs have the same number")  # program fault
        if self.playing is not None and not self.playing <= set(numbers):
            unknown = sorted(self.playing - set(numbers))
            raise ValueError(f"pair {unknown[0]} is not registered")  # program fault

    @classmethod
    def for_tournament(
        cls,
        tournament: Tournament,
        round_number: int,
        *,
        ranking: tuple[int, ...] = (),
        movement: Movement | None = None,
        options: DrawOptions | None = None,
    ) -> DrawRequest:
        """The request for `round_number` of a tournament, placed in its plan."""
        settings = tournament.settings
        phase, index = phase_for_round(settings.plan, round_number)
        last = round_number == sum(planned.rounds for planned in settings.plan)
        return cls(
            round_number=round_number,
            pairs=tournament.pairs,
            earlier_rounds=tuple(r for r in tournament.rounds if r.number < round_number),
            phase=phase,
            index_in_phase=index,
            movement=movement,
            ranking=ranking,
            options=options if options is not None else DrawOptions(),
            last_round_rematch=last and settings.profile.danish_last_round_rematch_allowed,
        )

    @property
    def effective_movement(self) -> Movement:
        return self.movement if self.movement is not None else self.phase.movement

    @property
    def seats_afresh(self) -> bool:
        """Whether the draw seats the pairs by `options` (order, separations, seed): the first round of a
        Mitchell or round-robin phase. Later rounds of the phase move on from the first as stored; Danish
        and Swiss pair on the standings."""
        movement = self.effective_movement
        if movement not in (Movement.MITCHELL, Movement.ROUND_ROBIN):
            return False
        return not any(
            self.phase_start <= r.number < self.round_number and r.movement is movement
            for r in self.earlier_rounds
        )

    @property
    def phase_start(self) -> int:
        """The number of the first round of this round's phase."""
        return self.round_number - self.index_in_phase

    def plays(self, pair: Pair) -> bool:
        if self.playing is not None:
            return pair.number in self.playing
        if pair.status is PairStatus.WITHDRAWN and pair.withdrawn_after_round is None:
            return False
        return pair.plays_in(self.round_number)

    def playing_pairs(self) -> tuple[Pair, ...]:
        """The pairs of this round, by number."""
        return tuple(sorted((p for p in self.pairs if self.plays(p)), key=lambda p: p.number))
