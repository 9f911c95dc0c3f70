"""The printouts' language and the club's header: each tournament's print language (it, de, en), and the club
name and logo (PNG or JPEG bytes, kept in the database so the tournament file travels with its logo) that head
every PDF. Tournaments made before keep English paper, as they printed until now.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01 11:45:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0003'
down_revision: str | None = '0002'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('tournaments', schema=None) as batch_op:
        batch_op.add_column(sa.Column('print_language', sa.String(length=8), server_default='en', nullable=False))
        batch_op.add_column(sa.Column('club_name', sa.String(length=200), server_default='', nullable=False))
        batch_op.add_column(sa.Column('club_logo', sa.LargeBinary(), nullable=True))
        batch_op.create_check_constraint(
            batch_op.f('ck_tournaments_print_language_known'), "print_language IN ('it', 'de', 'en')"
        )


def downgrade() -> None:
    with op.batch_alter_table('tournaments', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_tournaments_print_language_known'), type_='check')
        batch_op.drop_column('club_logo')
        batch_op.drop_column('club_name')
        batch_op.drop_column('print_language')
