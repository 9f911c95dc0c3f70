"""The database tables of a tournament: SQLAlchemy 2.0 typed models, one class per table, named ...Row."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    false,
    true,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

from burraco_tourney.domain.clock import FINAL_CIRCUIT_TEXTS, FinalCircuitRule
from burraco_tourney.domain.members import CardType, EventLevel
from burraco_tourney.domain.profiles import PROFILE_KEYS
from burraco_tourney.domain.scoring import ClosingRule
from burraco_tourney.domain.tournament import PRINT_LANGUAGES

# Named constraints, so that later migrations (batch mode on SQLite) can find and change them by name.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

NAME_LENGTH = 200  # names of tournaments, venues, players, clubs
SHORT_LENGTH = 64  # member ids, group names


class DecimalText(TypeDecorator[Decimal]):
    """A Decimal kept as its exact text: SQLite has no decimal type, and VP must not pass through floats."""

    impl = String(40)
    cache_ok = True

    def process_bind_param(self, value: Decimal | None, dialect: Dialect) -> str | None:
        if value is None:
            return None
        return str(Decimal(value))

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        return Decimal(value)


class UTCDateTime(TypeDecorator[datetime]):
    """A moment stored as naive UTC and read back as aware UTC, the same on SQLite and PostgreSQL."""

    impl = DateTime(timezone=False)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("a stored moment must carry its time zone (use UTC)")  # program fault
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


def _one_of(column: str, values: tuple[str, ...]) -> str:
    listed = ", ".join(f"'{value}'" for value in values)
    return f"{column} IN ({listed})"


PAIR_STATUSES = ("active", "withdrawn")
MOVEMENTS = ("mitchell", "danish", "swiss", "round_robin", "manual")
CLOSING_RULES = tuple(rule.value for rule in ClosingRule)
TABLE_ENTRY_STATES = ("auto", "open", "closed")
LINES = ("ns", "ew")
PROPOSAL_STATUSES = ("proposed", "confirmed", "rejected", "superseded", "saved")
DEAL_ENDS = ("closed", "timeout", "stock", "not_played", "stalemate", "totals")
EVENT_LEVELS = tuple(level.value for level in EventLevel)
TOURNAMENT_KINDS = ("pairs", "teams")
CARD_TYPES = tuple(card.value for card in CardType)


class TournamentRow(Base):
    """One event with all its settings. The VP scale is a frozen copy, so editing a library scale never
    changes a finished event; `revision` grows with every change, so a cached copy can tell it is stale."""

    __tablename__ = "tournaments"
    __table_args__ = (
        CheckConstraint("deals_per_round >= 1", name="deals_per_round_positive"),
        CheckConstraint("minutes_per_deal >= 1", name="minutes_per_deal_positive"),
        CheckConstraint(_one_of("print_language", PRINT_LANGUAGES), name="print_language_known"),
        CheckConstraint(_one_of("profile_key", PROFILE_KEYS), name="profile_key_known"),
        CheckConstraint(_one_of("closing_requires", CLOSING_RULES), name="closing_requires_known"),
        CheckConstraint(_one_of("event_level", EVENT_LEVELS), name="event_level_known"),
        CheckConstraint(_one_of("kind", TOURNAMENT_KINDS), name="kind_known"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    date: Mapped[date | None] = mapped_column(Date)
    venue: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    deals_per_round: Mapped[int] = mapped_column(Integer)
    minutes_per_deal: Mapped[int] = mapped_column(Integer)
    scoring_clean: Mapped[int] = mapped_column(Integer)
    scoring_dirty: Mapped[int] = mapped_column(Integer)
    scoring_semi_clean: Mapped[int | None] = mapped_column(Integer)
    scoring_closing: Mapped[int] = mapped_column(Integer)
    scoring_pozzetto_missing: Mapped[int] = mapped_column(Integer)
    vp_scale: Mapped[dict[str, Any]] = mapped_column(JSON)
    bye_vp: Mapped[Decimal] = mapped_column(DecimalText)
    bye_mp: Mapped[int | None] = mapped_column(Integer)
    tie_breaks: Mapped[list[str]] = mapped_column(JSON)
    plan: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    print_language: Mapped[str] = mapped_column(String(8), server_default="en")
    club_name: Mapped[str] = mapped_column(String(NAME_LENGTH), server_default="")
    club_logo: Mapped[bytes | None] = mapped_column(LargeBinary)
    # The rule profile's copy: its bonus values and bye score are the scoring_ and bye_ columns above.
    profile_key: Mapped[str] = mapped_column(String(16), server_default="classic")
    profile_name: Mapped[str] = mapped_column(String(NAME_LENGTH), server_default="")
    closing_requires: Mapped[str] = mapped_column(String(16), server_default="any_burraco")
    timeout_text: Mapped[str] = mapped_column(
        Text, server_default=FINAL_CIRCUIT_TEXTS[FinalCircuitRule.DISCARDER]
    )
    danish_last_round_rematch: Mapped[bool] = mapped_column(
        Boolean(create_constraint=False), server_default=false()
    )
    # The last groups formation (domain.groups.GroupsFormation as JSON), or NULL: none formed.
    groups_formation: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True))
    # The prize plan's copy (domain.prizes.PrizePlan as JSON), or NULL: none chosen.
    prize_plan: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True))
    # Sheets confirmed at the tables are saved at once (true) or wait for the director's review (false).
    auto_accept_table_sheets: Mapped[bool] = mapped_column(
        Boolean(create_constraint=False), server_default=true()
    )
    # The event's class (club, federal, regional, national): which card types the membership check allows.
    event_level: Mapped[str] = mapped_column(String(16), server_default="club")
    # A pair event or a team event (domain.teams); a team event's copy of its team VP scale (NULL: the pair
    # scale doubled).
    kind: Mapped[str] = mapped_column(String(8), server_default="pairs")
    team_vp_scale: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True))
    revision: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class PairRow(Base):
    """A pair: its number is unique in the tournament; `lots_draw` is drawn once at registration."""

    __tablename__ = "pairs"
    __table_args__ = (
        UniqueConstraint("tournament_id", "number"),
        UniqueConstraint("tournament_id", "lots_draw"),
        CheckConstraint("number >= 1", name="number_positive"),
        CheckConstraint(_one_of("status", PAIR_STATUSES), name="status_known"),
        CheckConstraint("entry_round >= 1", name="entry_round_positive"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    pair_group: Mapped[str | None] = mapped_column(String(SHORT_LENGTH))
    status: Mapped[str] = mapped_column(String(16))
    entry_round: Mapped[int] = mapped_column(Integer, default=1)
    withdrawn_after_round: Mapped[int | None] = mapped_column(Integer)
    lots_draw: Mapped[int | None] = mapped_column(Integer)
    # The team the pair plays for in a team event and its place in the team (1: the first pair).
    team_id: Mapped[int | None] = mapped_column(ForeignKey("teams.id", ondelete="SET NULL"), index=True)
    team_seat: Mapped[int | None] = mapped_column(Integer)


class TeamRow(Base):
    """A team of a team event; its pairs name it (`PairRow.team_id`)."""

    __tablename__ = "teams"
    __table_args__ = (
        UniqueConstraint("tournament_id", "number"),
        CheckConstraint("number >= 1", name="number_positive"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    captain: Mapped[str] = mapped_column(String(NAME_LENGTH), server_default="")
    team_group: Mapped[str | None] = mapped_column(String(SHORT_LENGTH))


class PlayerRow(Base):
    """One of the two players of a pair (`seat` 1 or 2); names are stored exactly as typed."""

    __tablename__ = "players"
    __table_args__ = (
        UniqueConstraint("pair_id", "seat"),
        CheckConstraint("seat IN (1, 2)", name="seat_one_or_two"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    pair_id: Mapped[int] = mapped_column(ForeignKey("pairs.id", ondelete="CASCADE"))
    seat: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    club: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    member_id: Mapped[str | None] = mapped_column(String(SHORT_LENGTH))
    # Where the player comes from (club is the association) and a category a prize plan may name.
    region: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    province: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    category: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    # Who vouches for a non-member at a club event (a member's number or name, as written).
    guarantor: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    # The member register's record of this player (NULL: not linked). A deleted record leaves the player
    # as played, unlinked.
    register_id: Mapped[int | None] = mapped_column(ForeignKey("members.id", ondelete="SET NULL"), index=True)


class MemberRow(Base):
    """One person of the member register (one register per database, lasting across tournaments). The
    member number is unique when given; non-members have none. `version` grows at each change of the record
    (edit, merge, import), so that an edit made on an older copy is refused instead of wiping the other
    station's change; `updated_by` is the station that changed it last (the conflict names it)."""

    __tablename__ = "members"
    __table_args__ = (
        UniqueConstraint("member_id"),
        CheckConstraint(_one_of("card_type", CARD_TYPES), name="card_type_known"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    member_id: Mapped[str | None] = mapped_column(String(SHORT_LENGTH))
    surname: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH), server_default="")
    club: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    region: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    province: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    card_type: Mapped[str | None] = mapped_column(String(16))
    valid_until: Mapped[date | None] = mapped_column(Date)
    category: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    notes: Mapped[str] = mapped_column(Text, server_default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)
    version: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    updated_by: Mapped[str | None] = mapped_column(String(NAME_LENGTH))


class RoundRow(Base):
    """A round as it was paired: its movement and when the pairing was stored (for correction warnings)."""

    __tablename__ = "rounds"
    __table_args__ = (
        UniqueConstraint("tournament_id", "number"),
        CheckConstraint("number >= 1", name="number_positive"),
        CheckConstraint(_one_of("movement", MOVEMENTS), name="movement_known"),
        CheckConstraint(_one_of("table_entry", TABLE_ENTRY_STATES), name="table_entry_known"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    movement: Mapped[str] = mapped_column(String(16))
    paired_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # Whether the tables' links take sheets: 'auto' while it is the last round made, 'open' (reopened by the
    # director even after a later round), 'closed' (closed by the director).
    table_entry: Mapped[str] = mapped_column(String(8), server_default="auto")


class TableRow(Base):
    """One match of a round. `version` grows at each save of the table, so that a later multi-station
    set-up can refuse a save made on a stale copy. An artificial result sets both VP with a reason."""

    __tablename__ = "round_tables"
    __table_args__ = (
        UniqueConstraint("round_id", "number"),
        CheckConstraint("ns_pair_id <> ew_pair_id", name="two_different_pairs"),
        CheckConstraint(
            "(vp_override_ns IS NULL) = (vp_override_ew IS NULL)", name="override_sets_both_lines"
        ),
        CheckConstraint("(totals_ns IS NULL) = (totals_ew IS NULL)", name="totals_set_both_lines"),
        Index(None, "ns_pair_id"),
        Index(None, "ew_pair_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    ns_pair_id: Mapped[int] = mapped_column(ForeignKey("pairs.id"))
    ew_pair_id: Mapped[int] = mapped_column(ForeignKey("pairs.id"))
    vp_override_ns: Mapped[Decimal | None] = mapped_column(DecimalText)
    vp_override_ew: Mapped[Decimal | None] = mapped_column(DecimalText)
    override_reason: Mapped[str | None] = mapped_column(Text)
    version: Mapped[int] = mapped_column(Integer, default=0)
    # A sheet entered as the table's totals only (NS MP, EW MP): then the table has no deals.
    totals_ns: Mapped[int | None] = mapped_column(Integer)
    totals_ew: Mapped[int | None] = mapped_column(Integer)


def _line_checks(prefix: str) -> tuple[CheckConstraint, ...]:
    return (
        CheckConstraint(
            f"{prefix}_clean >= 0 AND {prefix}_dirty >= 0 AND {prefix}_semi_clean >= 0",
            name=f"{prefix}_counts_not_negative",
        ),
        CheckConstraint(f"{prefix}_penalty >= 0", name=f"{prefix}_penalty_not_negative"),
    )


class DealRow(Base):
    """One deal of a table (`deal_number` from 1), with every field of both lines' score sheet."""

    __tablename__ = "deals"
    __table_args__ = (
        UniqueConstraint("table_id", "deal_number"),
        CheckConstraint("deal_number >= 1", name="deal_number_positive"),
        CheckConstraint(_one_of("deal_end", DEAL_ENDS), name="deal_end_known"),
        CheckConstraint(
            "(deal_end = 'totals') = (ns_total IS NOT NULL AND ew_total IS NOT NULL)", name="totals_given"
        ),
        *_line_checks("ns"),
        *_line_checks("ew"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"))
    deal_number: Mapped[int] = mapped_column(Integer)
    deal_end: Mapped[str] = mapped_column(String(16))
    ns_clean: Mapped[int] = mapped_column(Integer)
    ns_dirty: Mapped[int] = mapped_column(Integer)
    ns_semi_clean: Mapped[int] = mapped_column(Integer)
    ns_closed: Mapped[bool] = mapped_column(Boolean(create_constraint=False))
    ns_cards: Mapped[int] = mapped_column(Integer)
    ns_pozzetto: Mapped[bool] = mapped_column(Boolean(create_constraint=False))
    ns_penalty: Mapped[int] = mapped_column(Integer)
    ns_penalty_reason: Mapped[str] = mapped_column(Text)
    ns_melded: Mapped[int | None] = mapped_column(Integer)
    ns_in_hand: Mapped[int | None] = mapped_column(Integer)
    ew_clean: Mapped[int] = mapped_column(Integer)
    ew_dirty: Mapped[int] = mapped_column(Integer)
    ew_semi_clean: Mapped[int] = mapped_column(Integer)
    ew_closed: Mapped[bool] = mapped_column(Boolean(create_constraint=False))
    ew_cards: Mapped[int] = mapped_column(Integer)
    ew_pozzetto: Mapped[bool] = mapped_column(Boolean(create_constraint=False))
    ew_penalty: Mapped[int] = mapped_column(Integer)
    ew_penalty_reason: Mapped[str] = mapped_column(Text)
    ew_melded: Mapped[int | None] = mapped_column(Integer)
    ew_in_hand: Mapped[int | None] = mapped_column(Integer)
    # A deal entered by its totals only (deal_end 'totals'): each line's total; the line columns stay empty.
    ns_total: Mapped[int | None] = mapped_column(Integer)
    ew_total: Mapped[int | None] = mapped_column(Integer)


class ByeRow(Base):
    """A pair that sits out a round."""

    __tablename__ = "byes"
    __table_args__ = (UniqueConstraint("round_id", "pair_id"), Index(None, "pair_id"))

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    pair_id: Mapped[int] = mapped_column(ForeignKey("pairs.id"))


class AdjustmentRow(Base):
    """A director's VP/MP award or penalty to one pair, counting from `after_round` on."""

    __tablename__ = "adjustments"
    __table_args__ = (Index(None, "tournament_id"), Index(None, "pair_id"))

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    pair_id: Mapped[int] = mapped_column(ForeignKey("pairs.id"))
    after_round: Mapped[int] = mapped_column(Integer)
    vp: Mapped[Decimal] = mapped_column(DecimalText)
    mp: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class AuditRow(Base):
    """One change made by a director: when (UTC), who (the station's name), the action's code, what it
    changed (round, table, deal, pair; `other_number` is the second pair or table of a swap), the old and
    new values as JSON, and why. `what` is the English text rows kept before version 0005 (empty since)."""

    __tablename__ = "audit_log"
    __table_args__ = (Index(None, "tournament_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    at: Mapped[datetime] = mapped_column(UTCDateTime)
    who: Mapped[str] = mapped_column(String(NAME_LENGTH))
    action: Mapped[str] = mapped_column(String(64))
    what: Mapped[str] = mapped_column(Text, default="")
    round_number: Mapped[int | None] = mapped_column(Integer)
    table_number: Mapped[int | None] = mapped_column(Integer)
    deal_number: Mapped[int | None] = mapped_column(Integer)
    pair_number: Mapped[int | None] = mapped_column(Integer)
    other_number: Mapped[int | None] = mapped_column(Integer)
    old: Mapped[Any | None] = mapped_column(JSON(none_as_null=True))
    new: Mapped[Any | None] = mapped_column(JSON(none_as_null=True))
    reason: Mapped[str] = mapped_column(Text)


CLOCK_EVENT_KINDS = ("start", "pause", "resume", "extend", "table_extra", "finish")


class ClockEventRow(Base):
    """One action on a round's clock, at a moment (UTC), and by whom; the clock is computed from them.

    `minutes` is the round's minutes (start), the extension (extend, negative to shorten) or the extra time of
    `table_number` (table_extra). The start also keeps the clock's other settings, fixed for the round.
    """

    __tablename__ = "round_clock_events"
    __table_args__ = (
        CheckConstraint(_one_of("kind", CLOCK_EVENT_KINDS), name="kind_known"),
        CheckConstraint(
            "(kind IN ('start', 'extend', 'table_extra')) = (minutes IS NOT NULL)", name="minutes_given"
        ),
        CheckConstraint("(kind = 'table_extra') = (table_number IS NOT NULL)", name="table_given"),
        CheckConstraint(
            "(kind = 'start') = (warning_minutes IS NOT NULL AND time_out_seconds IS NOT NULL "
            "AND final_circuit_text IS NOT NULL)",
            name="settings_given_at_start",
        ),
        Index(None, "round_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(16))
    at: Mapped[datetime] = mapped_column(UTCDateTime)
    minutes: Mapped[int | None] = mapped_column(Integer)
    table_number: Mapped[int | None] = mapped_column(Integer)
    who: Mapped[str] = mapped_column(String(NAME_LENGTH))
    warning_minutes: Mapped[int | None] = mapped_column(Integer)
    time_out_seconds: Mapped[int | None] = mapped_column(Integer)
    final_circuit_text: Mapped[str | None] = mapped_column(Text)


class TableLinkRow(Base):
    """The link of one line (NS or EW) of one table of a round: the secret `token` of its address and the
    table's short PIN (the same for both lines), made on demand and kept as made."""

    __tablename__ = "table_links"
    __table_args__ = (
        UniqueConstraint("round_id", "table_number", "line"),
        UniqueConstraint("token"),
        CheckConstraint(_one_of("line", LINES), name="line_known"),
        Index(None, "tournament_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    table_number: Mapped[int] = mapped_column(Integer)
    line: Mapped[str] = mapped_column(String(2))
    token: Mapped[str] = mapped_column(String(64))
    pin: Mapped[str] = mapped_column(String(8))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class TableProposalRow(Base):
    """A sheet proposed from a table's link: its deals (the file's deal JSON), which line proposed it, the
    table's version it was based on, and what became of it (confirmed by the other line or the PIN, saved,
    rejected by the director, or superseded by a later proposal or the director's own entry)."""

    __tablename__ = "table_proposals"
    __table_args__ = (
        CheckConstraint(_one_of("line", LINES), name="line_known"),
        CheckConstraint(_one_of("status", PROPOSAL_STATUSES), name="status_known"),
        Index(None, "round_id", "table_number"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    table_number: Mapped[int] = mapped_column(Integer)
    line: Mapped[str] = mapped_column(String(2))
    deals: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    based_on_version: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16))
    proposed_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # How it was confirmed: 'ns'/'ew' (the other line's link) or 'pin' (the same phone with the PIN).
    confirmed_by: Mapped[str | None] = mapped_column(String(8))
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


POINTS_KINDS = ("vp", "positions")
TIED_PLACES = ("split", "full")


class CircuitRow(Base):
    """A circuit (season standings over tournaments of this database) and its rule (domain.circuits):
    points from VP or a position table, best N (NULL: every evening), how the final counts, what pairs
    sharing a place earn (`tied_places`: split or full; circuits made before the setting kept the full
    points), the tie-break chain (`tie_breaks`, as --tie-breaks writes it) and its drawing of lots (`lots`,
    drawn when the circuit is created)."""

    __tablename__ = "circuits"
    __table_args__ = (
        UniqueConstraint("name"),
        CheckConstraint(_one_of("points", POINTS_KINDS), name="points_known"),
        CheckConstraint("best IS NULL OR best >= 1", name="best_positive"),
        CheckConstraint("final_weight >= 1", name="final_weight_positive"),
        CheckConstraint(_one_of("tied_places", TIED_PLACES), name="tied_places_known"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    points: Mapped[str] = mapped_column(String(16), server_default="vp")
    positions: Mapped[list[int]] = mapped_column(JSON)  # the position table: 1st, 2nd, … ([] for VP)
    best: Mapped[int | None] = mapped_column(Integer)
    final_weight: Mapped[int] = mapped_column(Integer, server_default="2")
    final_points: Mapped[list[int]] = mapped_column(JSON)  # the final's own table, [] for none
    tied_places: Mapped[str] = mapped_column(String(8), server_default="full")
    tie_breaks: Mapped[str] = mapped_column(String(100), server_default="counted,best,played")
    lots: Mapped[int] = mapped_column(Integer, server_default="0")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class CircuitTournamentRow(Base):
    """A tournament in a circuit: counted `weight` times (2: double), or its final (at most one)."""

    __tablename__ = "circuit_tournaments"
    __table_args__ = (
        UniqueConstraint("circuit_id", "tournament_id"),
        CheckConstraint("weight >= 1", name="weight_positive"),
        Index(None, "tournament_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    circuit_id: Mapped[int] = mapped_column(ForeignKey("circuits.id", ondelete="CASCADE"))
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    weight: Mapped[int] = mapped_column(Integer, server_default="1")
    final: Mapped[bool] = mapped_column(Boolean(create_constraint=False), server_default=false())
    added_at: Mapped[datetime] = mapped_column(UTCDateTime)


class FreeGameRow(Base):
    """A free game (domain.free_game): two sides playing to a target score, outside any tournament; the rule
    profile its deals are scored by is kept as a copy (domain.profiles.profile_to_json)."""

    __tablename__ = "free_games"
    __table_args__ = (CheckConstraint("target >= 1", name="target_positive"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    side_a: Mapped[str] = mapped_column(String(NAME_LENGTH))
    side_b: Mapped[str] = mapped_column(String(NAME_LENGTH))
    target: Mapped[int] = mapped_column(Integer)
    profile: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class FreeGameDealRow(Base):
    """One deal of a free game (number from 1), as repositories.deal_to_json writes it; side A is NS."""

    __tablename__ = "free_game_deals"
    __table_args__ = (
        UniqueConstraint("game_id", "number"),
        CheckConstraint("number >= 1", name="number_positive"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("free_games.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    deal: Mapped[dict[str, Any]] = mapped_column(JSON)
