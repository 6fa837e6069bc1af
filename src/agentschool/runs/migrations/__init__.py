"""Alembic migrations of the run store; `agentschool.runs.store.migrate` applies them."""

from __future__ import annotations

from pathlib import Path

__all__ = ["MIGRATIONS_DIR"]

MIGRATIONS_DIR = Path(__file__).parent
"""The Alembic script location."""
