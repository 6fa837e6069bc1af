"""Offline fixture sites and their seeds: test data for Agent School, never product knowledge.

`agentschool.testing.luma_site` is the Luma-faithful site (`agentschool luma-site`, the demo);
`agentschool.testing.truth` computes the events a query should return from a site's raw data.
No product module imports this package (a test walks the imports to keep it so).
"""

from __future__ import annotations

__all__: list[str] = []
