"""The round clock: the director's actions on each round's clock (start, pause, resume, extend, extra time for
a table, finish), from which the clock is computed, so that it survives a restart of the program.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0002'
down_revision: str | None = '0001'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('round_clock_events',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('round_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.Column('minutes', sa.Integer(), nullable=True),
    sa.Column('table_number', sa.Integer(), nullable=True),
    sa.Column('who', sa.String(length=200), nullable=False),
    sa.Column('warning_minutes', sa.Integer(), nullable=True),
    sa.Column('time_out_seconds', sa.Integer(), nullable=True),
    sa.Column('final_circuit_text', sa.Text(), nullable=True),
    sa.CheckConstraint("kind IN ('start', 'pause', 'resume', 'extend', 'table_extra', 'finish')", name=op.f('ck_round_clock_events_kind_known')),
    sa.CheckConstraint("(kind IN ('start', 'extend', 'table_extra')) = (minutes IS NOT NULL)", name=op.f('ck_round_clock_events_minutes_given')),
    sa.CheckConstraint("(kind = 'table_extra') = (table_number IS NOT NULL)", name=op.f('ck_round_clock_events_table_given')),
    sa.CheckConstraint("(kind = 'start') = (warning_minutes IS NOT NULL AND time_out_seconds IS NOT NULL AND final_circuit_text IS NOT NULL)", name=op.f('ck_round_clock_events_settings_given_at_start')),
    sa.ForeignKeyConstraint(['round_id'], ['rounds.id'], name=op.f('fk_round_clock_events_round_id_rounds'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_round_clock_events'))
    )
    with op.batch_alter_table('round_clock_events', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_round_clock_events_round_id'), ['round_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('round_clock_events', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_round_clock_events_round_id'))

    op.drop_table('round_clock_events')
