"""Free games (issue 22): two sides playing deals to a target score, outside any tournament.

- `free_games`: the sides' names, the target, the rule profile's copy (JSON) and when it was begun/last played.
- `free_game_deals`: its deals in order (number from 1), each as repositories.deal_to_json writes it.
Nothing else refers to them; deleting a game deletes its deals.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-01 15:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "free_games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("side_a", sa.String(length=200), nullable=False),
        sa.Column("side_b", sa.String(length=200), nullable=False),
        sa.Column("target", sa.Integer(), nullable=False),
        sa.Column("profile", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("target >= 1", name=op.f("ck_free_games_target_positive")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_free_games")),
    )
    op.create_table(
        "free_game_deals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("deal", sa.JSON(), nullable=False),
        sa.CheckConstraint("number >= 1", name=op.f("ck_free_game_deals_number_positive")),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["free_games.id"],
            name=op.f("fk_free_game_deals_game_id_free_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_free_game_deals")),
        sa.UniqueConstraint("game_id", "number", name=op.f("uq_free_game_deals_game_id_number")),
    )


def downgrade() -> None:
    op.drop_table("free_game_deals")
    op.drop_table("free_games")
