"""The vocabulary of an offline fixture site, discovered as the product discovers any source."""

from __future__ import annotations

import functools

from agentschool.school.discovery import vocabulary_for
from agentschool.school.sources import get_source
from agentschool.school.sources.base import Vocabulary
from agentschool.school.transport import SyncASGITransport
from agentschool.testing.luma_site import DEFAULT_SEED, create_app

__all__ = ["IN_PROCESS_URL", "site_vocabulary"]

IN_PROCESS_URL = "http://luma.test"
"""Base URL the in-process fixture site is addressed by (`SyncASGITransport`)."""


@functools.lru_cache(maxsize=4)
def site_vocabulary(seed: int = DEFAULT_SEED) -> Vocabulary:
    """What the Luma-faithful site of `seed` publishes, through its own endpoints (cached)."""
    transport = SyncASGITransport(create_app(drift=(), seed=seed))
    try:
        return vocabulary_for(get_source("luma"), IN_PROCESS_URL, transport=transport)
    finally:
        transport.close()
