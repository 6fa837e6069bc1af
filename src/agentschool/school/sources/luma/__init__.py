"""Luma: its endpoints, page shapes and code templates (`LumaSource`); no data of its own."""

from __future__ import annotations

from agentschool.school.sources.luma.source import LumaSource

__all__ = ["LumaSource"]
