"""Initial run store: runs, steps, events, effects, approvals, api_keys.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

__all__: list[str] = []

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def _ts(name: str, *, nullable: bool = False) -> sa.Column[object]:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=nullable)


def upgrade() -> None:
    """Create every table."""
    op.create_table(
        "runs",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("task", sa.Text(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("agent_config", sa.JSON(), nullable=False),
        _ts("created_at"),
        _ts("updated_at"),
        sa.Column("output", sa.JSON(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("usage", sa.JSON(), nullable=True),
        sa.Column("cost", sa.Float(), nullable=True),
        sa.Column("api_key_id", sa.String(40), nullable=True),
    )
    op.create_index("ix_runs_status", "runs", ["status"])
    op.create_table(
        "steps",
        sa.Column("run_id", sa.String(40), primary_key=True),
        sa.Column("step_id", sa.String(100), primary_key=True),
        sa.Column("tool", sa.String(100), nullable=True),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("args", sa.JSON(), nullable=True),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        _ts("updated_at"),
    )
    op.create_table(
        "events",
        sa.Column("run_id", sa.String(40), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        _ts("created_at"),
    )
    op.create_table(
        "effects",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("run_id", sa.String(40), nullable=False),
        sa.Column("step_id", sa.String(100), nullable=False),
        sa.Column("tool", sa.String(100), nullable=False),
        sa.Column("idempotency_key", sa.String(160), nullable=False),
        sa.Column("args_hash", sa.String(64), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=True),
        _ts("created_at"),
        _ts("updated_at"),
        sa.UniqueConstraint("run_id", "step_id", name="uq_effects_run_step"),
    )
    op.create_table(
        "approvals",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("run_id", sa.String(40), nullable=False),
        sa.Column("step_id", sa.String(100), nullable=False),
        sa.Column("tool", sa.String(100), nullable=False),
        sa.Column("args", sa.JSON(), nullable=False),
        sa.Column("args_hash", sa.String(64), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("status", sa.String(20), nullable=False),
        _ts("created_at"),
        _ts("expires_at"),
        _ts("decided_at", nullable=True),
        sa.Column("decided_by", sa.String(40), nullable=True),
        sa.UniqueConstraint("run_id", "step_id", name="uq_approvals_run_step"),
    )
    op.create_index("ix_approvals_status", "approvals", ["status"])
    op.create_table(
        "api_keys",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("scope", sa.String(10), nullable=False),
        sa.Column("secret_hash", sa.String(64), nullable=False, unique=True),
        _ts("created_at"),
        _ts("revoked_at", nullable=True),
    )


def downgrade() -> None:
    """Drop every table."""
    for table in ("api_keys", "approvals", "effects", "events", "steps", "runs"):
        op.drop_table(table)
