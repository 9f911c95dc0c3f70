"""Circuits: season standings over tournaments of the database (issue 21).

- `circuits`: a circuit's name (unique) and rule: points from VP or a position table (`positions`, JSON list),
  best N evenings (NULL: all), how the final counts (`final_weight` times, or its own table `final_points`).
- `circuit_tournaments`: the tournaments of a circuit, each counted `weight` times (2: double), or the final.
  Deleting a tournament or a circuit removes its rows here; nothing else refers to them.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01 15:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "circuits",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("points", sa.String(length=16), server_default="vp", nullable=False),
        sa.Column("positions", sa.JSON(), nullable=False),
        sa.Column("best", sa.Integer(), nullable=True),
        sa.Column("final_weight", sa.Integer(), server_default="2", nullable=False),
        sa.Column("final_points", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("points IN ('vp', 'positions')", name=op.f("ck_circuits_points_known")),
        sa.CheckConstraint("best IS NULL OR best >= 1", name=op.f("ck_circuits_best_positive")),
        sa.CheckConstraint("final_weight >= 1", name=op.f("ck_circuits_final_weight_positive")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_circuits")),
        sa.UniqueConstraint("name", name=op.f("uq_circuits_name")),
    )
    op.create_table(
        "circuit_tournaments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("circuit_id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("weight", sa.Integer(), server_default="1", nullable=False),
        sa.Column("final", sa.Boolean(create_constraint=False), server_default=sa.false(), nullable=False),
        sa.Column("added_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("weight >= 1", name=op.f("ck_circuit_tournaments_weight_positive")),
        sa.ForeignKeyConstraint(
            ["circuit_id"],
            ["circuits.id"],
            name=op.f("fk_circuit_tournaments_circuit_id_circuits"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_circuit_tournaments_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_circuit_tournaments")),
        sa.UniqueConstraint(
            "circuit_id", "tournament_id", name=op.f("uq_circuit_tournaments_circuit_id_tournament_id")
        ),
    )
    with op.batch_alter_table("circuit_tournaments", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_circuit_tournaments_tournament_id"), ["tournament_id"], unique=False
        )


def downgrade() -> None:
    op.drop_table("circuit_tournaments")
    op.drop_table("circuits")
