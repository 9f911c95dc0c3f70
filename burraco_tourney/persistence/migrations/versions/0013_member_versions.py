"""Versioned saves of the member register (issue 26, item 8): two stations editing one member.

- `members.version`: grows at each change of the record (edit, merge, import); an edit made on an older copy
  is refused (services.members.StaleMemberError) instead of silently wiping the other station's change.
  Members already in the register start at 0.
- `members.updated_by`: the station that changed the record last, named in the refusal (empty before).

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-08 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("members", schema=None) as batch_op:
        batch_op.add_column(sa.Column("version", sa.Integer(), server_default="0", nullable=False))
        batch_op.add_column(sa.Column("updated_by", sa.String(length=200), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("members", schema=None) as batch_op:
        batch_op.drop_column("updated_by")
        batch_op.drop_column("version")
