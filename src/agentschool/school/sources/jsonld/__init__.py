"""Sites publishing schema.org `Event` JSON-LD (`JsonLdSource`); no data of its own."""

from __future__ import annotations

from agentschool.school.sources.jsonld.source import JsonLdSource

__all__ = ["JsonLdSource"]
