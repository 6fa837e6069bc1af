"""Agent School: learn typed, versioned, self-healing functions from data requests.

Sub-packages: `sources` holds the data sources functions are learned against (the offline
Luma-faithful site lives in `agentschool.testing.luma_site`).
"""

from __future__ import annotations

__all__: list[str] = []
