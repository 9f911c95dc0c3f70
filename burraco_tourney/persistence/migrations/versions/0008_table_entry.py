"""Sheets entered from the tables' phones.

- `table_links`: each line (NS, EW) of each table of a round gets a link with a secret token and the table's
  short PIN, made on demand and kept as made.
- `table_proposals`: a sheet proposed from a link (the deals as the file writes them), which line proposed
  it, the table's version it was based on, its status (proposed, confirmed, saved, rejected, superseded) and
  how it was confirmed (the other line's link or the PIN).
- `rounds.table_entry`: 'auto' (the links take sheets while the round is the last one made), 'open'
  (reopened by the director) or 'closed'.
- `tournaments.auto_accept_table_sheets`: a confirmed sheet is saved at once (the default) or waits for the
  director's review.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01 14:45:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLE_ENTRY_KNOWN = "table_entry IN ('auto', 'open', 'closed')"


def upgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("auto_accept_table_sheets", sa.Boolean(), server_default=sa.true(), nullable=False)
        )
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("table_entry", sa.String(length=8), server_default="auto", nullable=False)
        )
        batch_op.create_check_constraint(batch_op.f("ck_rounds_table_entry_known"), TABLE_ENTRY_KNOWN)
    op.create_table(
        "table_links",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("line", sa.String(length=2), nullable=False),
        sa.Column("token", sa.String(length=64), nullable=False),
        sa.Column("pin", sa.String(length=8), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("line IN ('ns', 'ew')", name=op.f("ck_table_links_line_known")),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_table_links_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_table_links_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_links")),
        sa.UniqueConstraint(
            "round_id", "table_number", "line", name=op.f("uq_table_links_round_id_table_number_line")
        ),
        sa.UniqueConstraint("token", name=op.f("uq_table_links_token")),
    )
    with op.batch_alter_table("table_links", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_links_tournament_id"), ["tournament_id"], unique=False)
    op.create_table(
        "table_proposals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("line", sa.String(length=2), nullable=False),
        sa.Column("deals", sa.JSON(), nullable=False),
        sa.Column("based_on_version", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("proposed_at", sa.DateTime(), nullable=False),
        sa.Column("confirmed_by", sa.String(length=8), nullable=True),
        sa.Column("decided_at", sa.DateTime(), nullable=True),
        sa.CheckConstraint("line IN ('ns', 'ew')", name=op.f("ck_table_proposals_line_known")),
        sa.CheckConstraint(
            "status IN ('proposed', 'confirmed', 'rejected', 'superseded', 'saved')",
            name=op.f("ck_table_proposals_status_known"),
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_table_proposals_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_proposals")),
    )
    with op.batch_alter_table("table_proposals", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_table_proposals_round_id_table_number"), ["round_id", "table_number"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("table_proposals", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_proposals_round_id_table_number"))
    op.drop_table("table_proposals")
    with op.batch_alter_table("table_links", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_links_tournament_id"))
    op.drop_table("table_links")
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_rounds_table_entry_known"), type_="check")
        batch_op.drop_column("table_entry")
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.drop_column("auto_accept_table_sheets")
