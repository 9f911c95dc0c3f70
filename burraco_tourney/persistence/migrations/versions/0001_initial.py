"""The whole tournament schema: tournaments, pairs and players, rounds, tables, deals, byes, adjustments, audit.

Decimals (VP) are stored as exact text and moments as naive UTC: see orm.DecimalText and orm.UTCDateTime.

Revision ID: 0001
Revises:
Create Date: 2026-11-29 20:51:47.156786
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0001'
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('tournaments',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('date', sa.Date(), nullable=True),
    sa.Column('venue', sa.String(length=200), nullable=True),
    sa.Column('deals_per_round', sa.Integer(), nullable=False),
    sa.Column('minutes_per_deal', sa.Integer(), nullable=False),
    sa.Column('scoring_clean', sa.Integer(), nullable=False),
    sa.Column('scoring_dirty', sa.Integer(), nullable=False),
    sa.Column('scoring_semi_clean', sa.Integer(), nullable=True),
    sa.Column('scoring_closing', sa.Integer(), nullable=False),
    sa.Column('scoring_pozzetto_missing', sa.Integer(), nullable=False),
    sa.Column('vp_scale', sa.JSON(), nullable=False),
    sa.Column('bye_vp', sa.String(length=40), nullable=False),
    sa.Column('bye_mp', sa.Integer(), nullable=True),
    sa.Column('tie_breaks', sa.JSON(), nullable=False),
    sa.Column('plan', sa.JSON(), nullable=False),
    sa.Column('revision', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.CheckConstraint('deals_per_round >= 1', name=op.f('ck_tournaments_deals_per_round_positive')),
    sa.CheckConstraint('minutes_per_deal >= 1', name=op.f('ck_tournaments_minutes_per_deal_positive')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_tournaments'))
    )
    op.create_table('audit_log',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('tournament_id', sa.Integer(), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.Column('who', sa.String(length=200), nullable=False),
    sa.Column('action', sa.String(length=64), nullable=False),
    sa.Column('what', sa.Text(), nullable=False),
    sa.Column('old', sa.JSON(none_as_null=True), nullable=True),
    sa.Column('new', sa.JSON(none_as_null=True), nullable=True),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournaments.id'], name=op.f('fk_audit_log_tournament_id_tournaments'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_audit_log'))
    )
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_audit_log_tournament_id_id'), ['tournament_id', 'id'], unique=False)

    op.create_table('pairs',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('tournament_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('pair_group', sa.String(length=64), nullable=True),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('entry_round', sa.Integer(), nullable=False),
    sa.Column('withdrawn_after_round', sa.Integer(), nullable=True),
    sa.Column('lots_draw', sa.Integer(), nullable=True),
    sa.CheckConstraint("status IN ('active', 'withdrawn')", name=op.f('ck_pairs_status_known')),
    sa.CheckConstraint('entry_round >= 1', name=op.f('ck_pairs_entry_round_positive')),
    sa.CheckConstraint('number >= 1', name=op.f('ck_pairs_number_positive')),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournaments.id'], name=op.f('fk_pairs_tournament_id_tournaments'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_pairs')),
    sa.UniqueConstraint('tournament_id', 'lots_draw', name=op.f('uq_pairs_tournament_id_lots_draw')),
    sa.UniqueConstraint('tournament_id', 'number', name=op.f('uq_pairs_tournament_id_number'))
    )
    op.create_table('rounds',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('tournament_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('movement', sa.String(length=16), nullable=False),
    sa.Column('paired_at', sa.DateTime(), nullable=False),
    sa.CheckConstraint("movement IN ('mitchell', 'danish', 'swiss', 'round_robin', 'manual')", name=op.f('ck_rounds_movement_known')),
    sa.CheckConstraint('number >= 1', name=op.f('ck_rounds_number_positive')),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournaments.id'], name=op.f('fk_rounds_tournament_id_tournaments'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_rounds')),
    sa.UniqueConstraint('tournament_id', 'number', name=op.f('uq_rounds_tournament_id_number'))
    )
    op.create_table('adjustments',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('tournament_id', sa.Integer(), nullable=False),
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('after_round', sa.Integer(), nullable=False),
    sa.Column('vp', sa.String(length=40), nullable=False),
    sa.Column('mp', sa.Integer(), nullable=False),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['pair_id'], ['pairs.id'], name=op.f('fk_adjustments_pair_id_pairs')),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournaments.id'], name=op.f('fk_adjustments_tournament_id_tournaments'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_adjustments'))
    )
    with op.batch_alter_table('adjustments', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_adjustments_pair_id'), ['pair_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_adjustments_tournament_id'), ['tournament_id'], unique=False)

    op.create_table('byes',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('round_id', sa.Integer(), nullable=False),
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['pair_id'], ['pairs.id'], name=op.f('fk_byes_pair_id_pairs')),
    sa.ForeignKeyConstraint(['round_id'], ['rounds.id'], name=op.f('fk_byes_round_id_rounds'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_byes')),
    sa.UniqueConstraint('round_id', 'pair_id', name=op.f('uq_byes_round_id_pair_id'))
    )
    with op.batch_alter_table('byes', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_byes_pair_id'), ['pair_id'], unique=False)

    op.create_table('players',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('club', sa.String(length=200), nullable=True),
    sa.Column('member_id', sa.String(length=64), nullable=True),
    sa.CheckConstraint('seat IN (1, 2)', name=op.f('ck_players_seat_one_or_two')),
    sa.ForeignKeyConstraint(['pair_id'], ['pairs.id'], name=op.f('fk_players_pair_id_pairs'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_players')),
    sa.UniqueConstraint('pair_id', 'seat', name=op.f('uq_players_pair_id_seat'))
    )
    op.create_table('round_tables',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('round_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('ns_pair_id', sa.Integer(), nullable=False),
    sa.Column('ew_pair_id', sa.Integer(), nullable=False),
    sa.Column('vp_override_ns', sa.String(length=40), nullable=True),
    sa.Column('vp_override_ew', sa.String(length=40), nullable=True),
    sa.Column('override_reason', sa.Text(), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.CheckConstraint('(vp_override_ns IS NULL) = (vp_override_ew IS NULL)', name=op.f('ck_round_tables_override_sets_both_lines')),
    sa.CheckConstraint('ns_pair_id <> ew_pair_id', name=op.f('ck_round_tables_two_different_pairs')),
    sa.ForeignKeyConstraint(['ew_pair_id'], ['pairs.id'], name=op.f('fk_round_tables_ew_pair_id_pairs')),
    sa.ForeignKeyConstraint(['ns_pair_id'], ['pairs.id'], name=op.f('fk_round_tables_ns_pair_id_pairs')),
    sa.ForeignKeyConstraint(['round_id'], ['rounds.id'], name=op.f('fk_round_tables_round_id_rounds'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_round_tables')),
    sa.UniqueConstraint('round_id', 'number', name=op.f('uq_round_tables_round_id_number'))
    )
    with op.batch_alter_table('round_tables', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_round_tables_ew_pair_id'), ['ew_pair_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_round_tables_ns_pair_id'), ['ns_pair_id'], unique=False)

    op.create_table('deals',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('table_id', sa.Integer(), nullable=False),
    sa.Column('deal_number', sa.Integer(), nullable=False),
    sa.Column('deal_end', sa.String(length=16), nullable=False),
    sa.Column('ns_clean', sa.Integer(), nullable=False),
    sa.Column('ns_dirty', sa.Integer(), nullable=False),
    sa.Column('ns_semi_clean', sa.Integer(), nullable=False),
    sa.Column('ns_closed', sa.Boolean(), nullable=False),
    sa.Column('ns_cards', sa.Integer(), nullable=False),
    sa.Column('ns_pozzetto', sa.Boolean(), nullable=False),
    sa.Column('ns_penalty', sa.Integer(), nullable=False),
    sa.Column('ns_penalty_reason', sa.Text(), nullable=False),
    sa.Column('ns_melded', sa.Integer(), nullable=True),
    sa.Column('ns_in_hand', sa.Integer(), nullable=True),
    sa.Column('ew_clean', sa.Integer(), nullable=False),
    sa.Column('ew_dirty', sa.Integer(), nullable=False),
    sa.Column('ew_semi_clean', sa.Integer(), nullable=False),
    sa.Column('ew_closed', sa.Boolean(), nullable=False),
    sa.Column('ew_cards', sa.Integer(), nullable=False),
    sa.Column('ew_pozzetto', sa.Boolean(), nullable=False),
    sa.Column('ew_penalty', sa.Integer(), nullable=False),
    sa.Column('ew_penalty_reason', sa.Text(), nullable=False),
    sa.Column('ew_melded', sa.Integer(), nullable=True),
    sa.Column('ew_in_hand', sa.Integer(), nullable=True),
    sa.CheckConstraint("deal_end IN ('closed', 'timeout', 'stock', 'not_played')", name=op.f('ck_deals_deal_end_known')),
    sa.CheckConstraint('deal_number >= 1', name=op.f('ck_deals_deal_number_positive')),
    sa.CheckConstraint('ew_clean >= 0 AND ew_dirty >= 0 AND ew_semi_clean >= 0', name=op.f('ck_deals_ew_counts_not_negative')),
    sa.CheckConstraint('ew_penalty >= 0', name=op.f('ck_deals_ew_penalty_not_negative')),
    sa.CheckConstraint('ns_clean >= 0 AND ns_dirty >= 0 AND ns_semi_clean >= 0', name=op.f('ck_deals_ns_counts_not_negative')),
    sa.CheckConstraint('ns_penalty >= 0', name=op.f('ck_deals_ns_penalty_not_negative')),
    sa.ForeignKeyConstraint(['table_id'], ['round_tables.id'], name=op.f('fk_deals_table_id_round_tables'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_deals')),
    sa.UniqueConstraint('table_id', 'deal_number', name=op.f('uq_deals_table_id_deal_number'))
    )


def downgrade() -> None:
    op.drop_table('deals')
    with op.batch_alter_table('round_tables', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_round_tables_ns_pair_id'))
        batch_op.drop_index(batch_op.f('ix_round_tables_ew_pair_id'))

    op.drop_table('round_tables')
    op.drop_table('players')
    with op.batch_alter_table('byes', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_byes_pair_id'))

    op.drop_table('byes')
    with op.batch_alter_table('adjustments', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_adjustments_tournament_id'))
        batch_op.drop_index(batch_op.f('ix_adjustments_pair_id'))

    op.drop_table('adjustments')
    op.drop_table('rounds')
    op.drop_table('pairs')
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_audit_log_tournament_id_id'))

    op.drop_table('audit_log')
    op.drop_table('tournaments')
