"""Fixtures for the offline Luma site: the dataset and an ASGI client."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from luma_site_helpers import site_client

from agentschool.testing.luma_site import LumaDataset, create_app, load_dataset


@pytest.fixture(scope="session")
def luma_dataset() -> LumaDataset:
    """One dataset for read-only checks (tests must not mutate it)."""
    return load_dataset()


@pytest.fixture
async def luma_client(luma_dataset: LumaDataset) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the site without drift, over httpx.ASGITransport."""
    async with site_client(create_app(drift=(), dataset=luma_dataset)) as http:
        yield http
