"""Team events (issue 22).

- `tournaments.kind`: 'pairs' (every earlier tournament) or 'teams'; `tournaments.team_vp_scale`: the team
  event's copy of its team VP scale (JSON like `vp_scale`; NULL: the pair scale doubled).
- `teams`: a team event's teams (number unique in the tournament, name, captain, group).
- `pairs.team_id`, `pairs.team_seat`: the team a pair plays for and its place in it (1 = the first pair).
  A match is not stored: it is read from a round's tables, whose pairs say their teams.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-01 15:30:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

KIND_KNOWN = "kind IN ('pairs', 'teams')"


def upgrade() -> None:
    op.create_table(
        "teams",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("captain", sa.String(length=200), server_default="", nullable=False),
        sa.Column("team_group", sa.String(length=64), nullable=True),
        sa.CheckConstraint("number >= 1", name=op.f("ck_teams_number_positive")),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_teams_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_teams")),
        sa.UniqueConstraint("tournament_id", "number", name=op.f("uq_teams_tournament_id_number")),
    )
    with op.batch_alter_table("pairs", schema=None) as batch_op:
        batch_op.add_column(sa.Column("team_id", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("team_seat", sa.Integer(), nullable=True))
        batch_op.create_index(batch_op.f("ix_pairs_team_id"), ["team_id"], unique=False)
        batch_op.create_foreign_key(
            batch_op.f("fk_pairs_team_id_teams"), "teams", ["team_id"], ["id"], ondelete="SET NULL"
        )
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.add_column(sa.Column("kind", sa.String(length=8), server_default="pairs", nullable=False))
        batch_op.add_column(sa.Column("team_vp_scale", sa.JSON(), nullable=True))
        batch_op.create_check_constraint(batch_op.f("ck_tournaments_kind_known"), KIND_KNOWN)


def downgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_tournaments_kind_known"), type_="check")
        batch_op.drop_column("team_vp_scale")
        batch_op.drop_column("kind")
    with op.batch_alter_table("pairs", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_pairs_team_id_teams"), type_="foreignkey")
        batch_op.drop_index(batch_op.f("ix_pairs_team_id"))
        batch_op.drop_column("team_seat")
        batch_op.drop_column("team_id")
    op.drop_table("teams")
