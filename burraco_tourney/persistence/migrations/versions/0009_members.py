"""The member register (issue 21).

- `members`: one register per database, lasting across tournaments: member number (unique when given),
  surname, given names, club (association), region, province, card type, valid until, category, notes.
- `players.register_id`: the register's record of a tournament's player (NULL: not linked; a deleted record
  leaves the player as played); `players.guarantor`: who vouches for a non-member at a club event.
- `tournaments.event_level`: club (the default), federal, regional or national.

An existing database's players come into the register, none lost: every player with a member number
becomes (or joins) the member of that number; every player without one becomes (or joins) the record of the
same name and club, folded (case, accents, apostrophes and the order of the words ignored), among those
without a number. A member's data are the latest tournament's (by date, then as created), its blanks filled
from the earlier ones. Players' own fields are not touched: each tournament keeps its names as played.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-01 14:50:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

from burraco_tourney.domain.members import member_key
from burraco_tourney.domain.names import split_name

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CARD_TYPES_KNOWN = "card_type IN ('ordinaria', 'juniores', 'ridotta')"
EVENT_LEVEL_KNOWN = "event_level IN ('club', 'federal', 'regional', 'national')"
_FILLED = ("club", "region", "province", "category")


def upgrade() -> None:
    op.create_table(
        "members",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("member_id", sa.String(length=64), nullable=True),
        sa.Column("surname", sa.String(length=200), nullable=False),
        sa.Column("name", sa.String(length=200), server_default="", nullable=False),
        sa.Column("club", sa.String(length=200), nullable=True),
        sa.Column("region", sa.String(length=200), nullable=True),
        sa.Column("province", sa.String(length=200), nullable=True),
        sa.Column("card_type", sa.String(length=16), nullable=True),
        sa.Column("valid_until", sa.Date(), nullable=True),
        sa.Column("category", sa.String(length=200), nullable=True),
        sa.Column("notes", sa.Text(), server_default="", nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(CARD_TYPES_KNOWN, name=op.f("ck_members_card_type_known")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_members")),
        sa.UniqueConstraint("member_id", name=op.f("uq_members_member_id")),
    )
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.add_column(sa.Column("guarantor", sa.String(length=200), nullable=True))
        batch_op.add_column(sa.Column("register_id", sa.Integer(), nullable=True))
        batch_op.create_index(batch_op.f("ix_players_register_id"), ["register_id"], unique=False)
        batch_op.create_foreign_key(
            batch_op.f("fk_players_register_id_members"),
            "members",
            ["register_id"],
            ["id"],
            ondelete="SET NULL",
        )
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("event_level", sa.String(length=16), server_default="club", nullable=False)
        )
        batch_op.create_check_constraint(batch_op.f("ck_tournaments_event_level_known"), EVENT_LEVEL_KNOWN)
    _players_into_register()


def _players_into_register() -> None:
    bind = op.get_bind()
    players = sa.table(
        "players",
        sa.column("id", sa.Integer),
        sa.column("pair_id", sa.Integer),
        sa.column("seat", sa.Integer),
        sa.column("name", sa.String),
        sa.column("club", sa.String),
        sa.column("member_id", sa.String),
        sa.column("region", sa.String),
        sa.column("province", sa.String),
        sa.column("category", sa.String),
        sa.column("register_id", sa.Integer),
    )
    pairs = sa.table("pairs", sa.column("id", sa.Integer), sa.column("tournament_id", sa.Integer))
    tournaments = sa.table("tournaments", sa.column("id", sa.Integer), sa.column("date", sa.Date))
    members = sa.table(
        "members",
        sa.column("id", sa.Integer),
        sa.column("member_id", sa.String),
        sa.column("surname", sa.String),
        sa.column("name", sa.String),
        sa.column("club", sa.String),
        sa.column("region", sa.String),
        sa.column("province", sa.String),
        sa.column("category", sa.String),
        sa.column("notes", sa.String),
        sa.column("created_at", sa.DateTime),
        sa.column("updated_at", sa.DateTime),
    )
    rows = bind.execute(
        sa.select(
            players.c.id,
            players.c.name,
            players.c.club,
            players.c.member_id,
            players.c.region,
            players.c.province,
            players.c.category,
        )
        .select_from(players.join(pairs, pairs.c.id == players.c.pair_id))
        .join(tournaments, tournaments.c.id == pairs.c.tournament_id)
        # Oldest first, so that a later tournament's values win (undated tournaments count as oldest).
        .order_by(
            sa.case((tournaments.c.date.is_(None), 0), else_=1),
            tournaments.c.date,
            tournaments.c.id,
            players.c.pair_id,
            players.c.seat,
        )
    ).all()
    people: dict[tuple[str, ...], dict[str, Any]] = {}
    linked: dict[tuple[str, ...], list[int]] = {}
    for player_id, name, club, member_id, region, province, category in rows:
        number = (member_id or "").strip()
        key = ("number", number) if number else ("name", *member_key(name, club))
        surname, given = split_name(name)
        values = {
            "member_id": number or None,
            "surname": surname,
            "name": given,
            "club": club,
            "region": region,
            "province": province,
            "category": category,
        }
        earlier = people.get(key, {})
        people[key] = {**values, **{f: earlier.get(f) for f in _FILLED if not values[f] and earlier.get(f)}}
        linked.setdefault(key, []).append(player_id)
    now = datetime.now(UTC).replace(tzinfo=None)
    for key, values in people.items():
        register_id = bind.execute(
            members.insert().returning(members.c.id),
            {**values, "notes": "", "created_at": now, "updated_at": now},
        ).scalar_one()
        bind.execute(players.update().where(players.c.id.in_(linked[key])).values(register_id=register_id))


def downgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_tournaments_event_level_known"), type_="check")
        batch_op.drop_column("event_level")
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_players_register_id_members"), type_="foreignkey")
        batch_op.drop_index(batch_op.f("ix_players_register_id"))
        batch_op.drop_column("register_id")
        batch_op.drop_column("guarantor")
    op.drop_table("members")
