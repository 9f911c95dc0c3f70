"""Rule profiles: each tournament keeps a copy of the rule set it plays by (FIBur, Classic, Burraco
internazionale or a custom one). The bonus values and the bye score were already columns; this adds the
profile's key and name, what a line may close with, the words read to the room at time-out, and whether the
last modified-Danish round may repeat the previous round's match. Tournaments made before play as they did:
Classic when their values are Classic's, else a custom profile with their values (closing with any burraco,
the seed 001 time-out text, no last-round exemption).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01 13:40:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0004'
down_revision: str | None = '0003'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The seed 001 rule, as FINAL_CIRCUIT_TEXTS words it (copied: a migration must not change with the code).
DISCARDER_TEXT = 'The last circuit starts with the player who must discard.'


def upgrade() -> None:
    with op.batch_alter_table('tournaments', schema=None) as batch_op:
        batch_op.add_column(sa.Column('profile_key', sa.String(length=16), server_default='classic', nullable=False))
        batch_op.add_column(sa.Column('profile_name', sa.String(length=200), server_default='', nullable=False))
        batch_op.add_column(
            sa.Column('closing_requires', sa.String(length=16), server_default='any_burraco', nullable=False)
        )
        batch_op.add_column(sa.Column('timeout_text', sa.Text(), server_default=DISCARDER_TEXT, nullable=False))
        batch_op.add_column(
            sa.Column(
                'danish_last_round_rematch',
                sa.Boolean(create_constraint=False),
                server_default=sa.false(),
                nullable=False,
            )
        )
        batch_op.create_check_constraint(
            batch_op.f('ck_tournaments_profile_key_known'),
            "profile_key IN ('fibur', 'classic', 'international', 'custom')",
        )
        batch_op.create_check_constraint(
            batch_op.f('ck_tournaments_closing_requires_known'),
            "closing_requires IN ('any_burraco', 'clean_burraco')",
        )
    # Values other than Classic's (semi-clean on, other bonuses or bye score) were the director's own rules.
    op.execute(
        "UPDATE tournaments SET profile_key = 'custom' WHERE NOT ("
        "scoring_clean = 200 AND scoring_dirty = 100 AND scoring_semi_clean IS NULL AND scoring_closing = 100 "
        "AND scoring_pozzetto_missing = -100 AND bye_vp = '14' AND bye_mp IS NULL)"
    )
    # A bundled profile is stored under its own name, as the program writes it.
    op.execute("UPDATE tournaments SET profile_name = 'Classic' WHERE profile_key = 'classic'")


def downgrade() -> None:
    with op.batch_alter_table('tournaments', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_tournaments_closing_requires_known'), type_='check')
        batch_op.drop_constraint(batch_op.f('ck_tournaments_profile_key_known'), type_='check')
        batch_op.drop_column('danish_last_round_rematch')
        batch_op.drop_column('timeout_text')
        batch_op.drop_column('closing_requires')
        batch_op.drop_column('profile_name')
        batch_op.drop_column('profile_key')
