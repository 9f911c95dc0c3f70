"""The tournament's prize plan.

- The tournament keeps a copy of its prize plan (`prize_plan`, JSON as domain.prizes.PrizePlan.to_json, like
  the VP scale's copy): editing or replacing a plan file never changes an event's prizes. NULL: no plan was
  chosen, and the prizes follow the bundled FIBur-style plan.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01 14:40:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.add_column(sa.Column("prize_plan", sa.JSON(none_as_null=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.drop_column("prize_plan")
