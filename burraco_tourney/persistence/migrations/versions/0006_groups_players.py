"""Groups (gironi) and the players' places.

- Each player may carry a region, a province and a category (e.g. ladies, mixed, junior, as a prize plan
  names it); `club` stays the player's association.
- The tournament keeps its last groups formation (`groups_formation`, JSON): after which round, how (sizes
  in tables, a number of groups or proportions), the groups formed, when, the round count at that moment,
  and the pairs' groups before it, so that a later correction of an earlier round can say the groups were
  formed on the old standings, and an undo knows what to restore (domain.groups.GroupsFormation).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01 14:20:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PLAYER_COLUMNS = ("region", "province", "category")


def upgrade() -> None:
    with op.batch_alter_table("players", schema=None) as batch_op:
        for column in PLAYER_COLUMNS:
            batch_op.add_column(sa.Column(column, sa.String(length=200), nullable=True))
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.add_column(sa.Column("groups_formation", sa.JSON(none_as_null=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.drop_column("groups_formation")
    with op.batch_alter_table("players", schema=None) as batch_op:
        for column in reversed(PLAYER_COLUMNS):
            batch_op.drop_column(column)
