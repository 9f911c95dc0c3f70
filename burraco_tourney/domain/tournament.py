"""A pair tournament as plain data: settings, pairs, rounds, tables, byes and adjustments."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import StrEnum
from typing import TYPE_CHECKING

from burraco_tourney.domain.groups import GroupsFormation, GroupsRule, RoundPart, round_parts
from burraco_tourney.domain.members import EventLevel
from burraco_tourney.domain.prizes import PrizePlan
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, CLASSIC, RuleProfile
from burraco_tourney.domain.profiles import ByeScore as ByeScore  # its home was here: importers keep working
from burraco_tourney.domain.scoring import Deal, ScoringRules, round_mp
from burraco_tourney.domain.vp import VPScale

if TYPE_CHECKING:  # domain.teams builds on this module
    from burraco_tourney.domain.teams import Team


class PairStatus(StrEnum):
    ACTIVE = "active"
    WITHDRAWN = "withdrawn"


class Movement(StrEnum):
    MITCHELL = "mitchell"
    DANISH = "danish"
    SWISS = "swiss"
    ROUND_ROBIN = "round_robin"
    MANUAL = "manual"


class TieBreak(StrEnum):
    VP = "vp"
    MP_DIFF = "mp_diff"
    HEAD_TO_HEAD = "head_to_head"
    MP = "mp"
    LOTS = "lots"


_Date = date  # TournamentSettings.__init__ has a parameter named date

# The languages a tournament's printouts, workbook and CSV can be written in (its "print language").
PRINT_LANGUAGES: tuple[str, ...] = ("it", "de", "en")

DEFAULT_TIE_BREAKS: tuple[TieBreak, ...] = (
    TieBreak.VP,
    TieBreak.MP_DIFF,
    TieBreak.HEAD_TO_HEAD,
    TieBreak.MP,
    TieBreak.LOTS,
)


@dataclass(frozen=True, slots=True)
class Player:
    """One player. `club` is the player's association (circolo); `region` and `province` say where the
    player comes from (seating keeps associations apart, prizes may go to the best of a province);
    `category` is a word a prize plan may name (e.g. "ladies", "mixed"). `guarantor` is who vouches for a
    non-member at a club event (a member's number or name, as the director wrote it).

    `register_id` is the member register's record of this person (domain.members), or None: the link lasts
    across tournaments, while the fields above are the player as this tournament played them. It takes no
    part in comparing players (the same player, linked or not, played the same games)."""

    name: str
    club: str | None = None
    member_id: str | None = None
    region: str | None = None
    province: str | None = None
    category: str | None = None
    guarantor: str | None = None
    register_id: int | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Pair:
    """Two players who play together all tournament.

    `entry_round` is the first round the pair plays (late entries join later); a withdrawn pair has
    `status=WITHDRAWN` and plays no round after `withdrawn_after_round`.
    """

    number: int
    players: tuple[Player, Player]
    group: str | None = None
    status: PairStatus = PairStatus.ACTIVE
    entry_round: int = 1
    withdrawn_after_round: int | None = None

    def plays_in(self, round_number: int) -> bool:
        if round_number < self.entry_round:
            return False
        return self.withdrawn_after_round is None or round_number <= self.withdrawn_after_round


@dataclass(frozen=True, slots=True)
class Table:
    """One match in a round. `vp_override` is an artificial result (NS VP, EW VP) set by the director.

    A sheet entered as the table's totals only has `totals=(NS MP, EW MP)` and no deals; `mp()` is the same
    for it as for those totals entered deal by deal.
    """

    table: int
    ns: int
    ew: int
    deals: tuple[Deal, ...] = ()
    vp_override: tuple[Decimal, Decimal] | None = None
    totals: tuple[int, int] | None = None

    @property
    def entered(self) -> bool:
        """True when the table's score sheet is in: its deals, or its totals."""
        return bool(self.deals) or self.totals is not None

    @property
    def has_result(self) -> bool:
        """True when the table has its result: its score sheet is in (`entered`) or the director set an
        artificial one (`vp_override`). The one test of it, for the standings, the rounds, the pages."""
        return self.entered or self.vp_override is not None

    def mp(self, rules: ScoringRules) -> tuple[int, int]:
        """(MP of NS, MP of EW): the table's totals, or the sum of its deals."""
        return self.totals if self.totals is not None else round_mp(self.deals, rules)


@dataclass(frozen=True, slots=True)
class Round:
    number: int
    movement: Movement
    tables: tuple[Table, ...] = ()
    byes: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Adjustment:
    """A director's VP/MP award or penalty to one pair, counting from `after_round` on."""

    pair: int
    after_round: int
    vp: Decimal = Decimal(0)
    mp: int = 0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Phase:
    """One part of the plan, e.g. 3 rounds of Mitchell with EW moving `shift` tables. A phase with `groups`
    is played in groups formed by that rule after the round before it ("3 Danish rounds in groups of 7, 9, 9
    tables formed after round 8"), each group paired on its own."""

    movement: Movement
    rounds: int
    shift: int = 1
    groups: GroupsRule | None = None


@dataclass(frozen=True, slots=True, init=False)
class TournamentSettings:
    """How one event is played and printed. `print_language` (one of PRINT_LANGUAGES) is the language of
    its paper, workbook and CSV; `club_name` and `club_logo` (PNG or JPEG bytes, kept in the tournament so
    the file travels with it) head every printout. `event_level` is the event's class (club, federal,
    regional, national): the membership check reads which card types it allows.

    `profile` is the tournament's copy of its rule profile, the one home of its bonus values and bye score:
    `scoring` and `bye` read them from it. Given `scoring=` or `bye=` (also through `dataclasses.replace`),
    the profile takes those values, and becomes a custom one if they are not its own."""

    name: str
    vp_scale: VPScale
    date: date | None
    venue: str | None
    deals_per_round: int
    minutes_per_deal: int
    tie_breaks: tuple[TieBreak, ...]
    plan: tuple[Phase, ...]
    print_language: str
    club_name: str
    club_logo: bytes | None
    profile: RuleProfile
    event_level: EventLevel

    def __init__(
        self,
        name: str,
        vp_scale: VPScale,
        date: _Date | None = None,
        venue: str | None = None,
        deals_per_round: int = 3,
        minutes_per_deal: int = 15,
        scoring: ScoringRules | None = None,
        bye: ByeScore | None = None,
        tie_breaks: tuple[TieBreak, ...] = DEFAULT_TIE_BREAKS,
        plan: tuple[Phase, ...] = (),
        print_language: str = "en",
        club_name: str = "",
        club_logo: bytes | None = None,
        *,
        profile: RuleProfile | None = None,
        event_level: EventLevel = EventLevel.CLUB,
    ) -> None:
        chosen = profile if profile is not None else BUNDLED_PROFILES[CLASSIC]
        values = {
            "name": name,
            "vp_scale": vp_scale,
            "date": date,
            "venue": venue,
            "deals_per_round": deals_per_round,
            "minutes_per_deal": minutes_per_deal,
            "tie_breaks": tie_breaks,
            "plan": plan,
            "print_language": print_language,
            "club_name": club_name,
            "club_logo": club_logo,
            "profile": chosen.with_values(scoring=scoring, bye=bye),
            "event_level": EventLevel(event_level),
        }
        for key, value in values.items():
            object.__setattr__(self, key, value)

    @property
    def scoring(self) -> ScoringRules:
        return self.profile.scoring

    @property
    def bye(self) -> ByeScore:
        return self.profile.bye


@dataclass(frozen=True, slots=True)
class Tournament:
    """Everything about one event. `lots` holds the drawn order used by the `lots` tie-break
    (pair number → draw, lower ranks first); it is drawn once and stored. `groups` is the last groups
    formation (the pairs' `group` says who is in which group now)."""

    settings: TournamentSettings
    pairs: tuple[Pair, ...] = ()
    rounds: tuple[Round, ...] = ()
    adjustments: tuple[Adjustment, ...] = ()
    lots: dict[int, int] = field(default_factory=dict)
    # The tournament's copy of its prize plan (None: none chosen; the prizes follow the bundled FIBur plan).
    prize_plan: PrizePlan | None = None
    groups: GroupsFormation | None = None
    # A team event (domain.teams) has kind "teams", its teams of pairs, and its copy of the team VP scale
    # (None: the pair scale doubled).
    kind: str = "pairs"
    teams: tuple[Team, ...] = ()
    team_vp_scale: VPScale | None = None

    def pair(self, number: int) -> Pair:
        for pair in self.pairs:
            if pair.number == number:
                return pair
        raise KeyError(number)

    def round_parts(self, number: int) -> tuple[RoundPart, ...]:
        """Round `number`'s groups (gironi), each with its tables and byes; () when it is not played in
        groups. A round is played in the groups the pairs are in now when it was made after they were
        formed (or they were given by hand, with no formation) and none of its tables seats pairs of two
        groups (a Mitchell after the groups mixes them: not in groups)."""
        if self.groups is not None and number <= self.groups.after_round:
            return ()  # played before the groups were formed
        played = next((r for r in self.rounds if r.number == number), None)
        if played is None:
            return ()
        group_of = {pair.number: pair.group for pair in self.pairs}
        return round_parts([(t.table, t.ns, t.ew) for t in played.tables], played.byes, group_of)
