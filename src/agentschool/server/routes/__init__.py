"""REST routes of the API (`/api/v1`): runs, tools, approvals, health/ready/metrics."""

from __future__ import annotations

__all__: list[str] = []
