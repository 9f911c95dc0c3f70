"""Circuit ties (issue 30, item 7): what pairs sharing a place earn, and the circuit's own tie-break chain.

- `circuits.tied_places`: 'split' (the places' points added and split, the default of a new circuit) or
  'full' (each keeps the place's points). Circuits already in the database get 'full': what they did, so a
  season's standings do not change under it.
- `circuits.tie_breaks`: the chain that breaks ties in the circuit's points, as --tie-breaks writes it;
  circuits already in the database keep the chain they used ('counted,best,played').
- `circuits.lots`: the circuit's drawing of lots, drawn when it is created (0 for the circuits already
  there: their chain does not draw lots).

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-10 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TIED_PLACES_KNOWN = "tied_places IN ('split', 'full')"


def upgrade() -> None:
    with op.batch_alter_table("circuits", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("tied_places", sa.String(length=8), server_default="full", nullable=False)
        )
        batch_op.add_column(
            sa.Column(
                "tie_breaks", sa.String(length=100), server_default="counted,best,played", nullable=False
            )
        )
        batch_op.add_column(sa.Column("lots", sa.Integer(), server_default="0", nullable=False))
        batch_op.create_check_constraint(batch_op.f("ck_circuits_tied_places_known"), TIED_PLACES_KNOWN)


def downgrade() -> None:
    with op.batch_alter_table("circuits", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_circuits_tied_places_known"), type_="check")
        batch_op.drop_column("lots")
        batch_op.drop_column("tie_breaks")
        batch_op.drop_column("tied_places")
