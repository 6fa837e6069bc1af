"""Data sources Agent School learns functions against (`luma`: the offline Luma-faithful site)."""

from __future__ import annotations

__all__: list[str] = []
