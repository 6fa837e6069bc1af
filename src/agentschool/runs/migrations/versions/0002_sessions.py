"""Sessions: a `sessions` table, and `session_id` and `turn` on runs.

Revision ID: 0002
Revises: 0001

The whole upgrade runs in one transaction (`RunStore.migrate`): when a step fails, PostgreSQL
and SQLite both roll back the steps before it, and the store stays at 0001.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

__all__: list[str] = []

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the sessions table and the runs' session columns."""
    op.add_column("runs", sa.Column("session_id", sa.String(100), nullable=True))
    op.add_column("runs", sa.Column("turn", sa.JSON(), nullable=True))
    op.create_table(
        "sessions",
        sa.Column("id", sa.String(100), primary_key=True),
        sa.Column("api_key_id", sa.String(40), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_runs_session_id", "runs", ["session_id"])


def downgrade() -> None:
    """Drop them again."""
    op.drop_index("ix_runs_session_id", "runs")
    op.drop_table("sessions")
    with op.batch_alter_table("runs") as batch:  # SQLite drops columns by copying the table
        batch.drop_column("turn")
        batch.drop_column("session_id")
