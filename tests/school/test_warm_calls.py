"""Warm calls: the version that answers is always the current one, and every call is counted.

The registry caches each version's compiled module; these tests fail if that cache ever answers
with a stale version. The site is answered in-process (`SyncASGITransport`), so they are fast.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from agentschool.exceptions import ToolError
from agentschool.school.codegen import generate
from agentschool.school.functions import LearnedFunction, lent
from agentschool.school.heal import learned_function
from agentschool.school.query import DataSource, EventQuery, EventSearchResult, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.transport import SyncASGITransport
from agentschool.school.verify import verify
from agentschool.settings import Settings
from agentschool.testing.luma_site import create_app

URL = "http://luma.test"
SETTINGS = Settings(luma_api_url=URL, luma_web_url=URL)
QUERY = EventQuery(city="tokyo")
NAME = "search_events_by_city"


@pytest.fixture(name="site")
def site_fixture() -> Iterator[SyncASGITransport]:
    """The Luma site, answered in-process."""
    transport = SyncASGITransport(create_app(drift=()))
    yield transport
    transport.close()


@pytest.fixture(name="db_url")
def db_url_fixture(tmp_path: Path) -> str:
    """A fresh SQLite registry database."""
    return f"sqlite:///{tmp_path / 'functions.db'}"


def _save(registry: FunctionRegistry, site: SyncASGITransport, strategy: DataSource
          ) -> LearnedFunction:  # fmt: skip
    code = generate(ExecutionPlan(params=QUERY), strategy)
    verification = verify(code, QUERY, api_url=URL, web_url=URL, transport=site,
                          use_sandbox=False)  # fmt: skip
    assert verification.passed, verification.to_json()
    return registry.save(learned_function(code, verification, QUERY, "Tokyo events."))


def _call(registry: FunctionRegistry, site: SyncASGITransport, city: str = "nyc"
          ) -> EventSearchResult:  # fmt: skip
    with httpx.Client(transport=lent(site)) as client:  # closing the client leaves the site open
        return registry.call(NAME, {"city": city}, settings=SETTINGS, client=client)


def _stats(registry: FunctionRegistry) -> dict[int, tuple[int, int]]:
    return {f.number: (f.stats.calls, f.stats.failures) for f in registry.versions(NAME)}


def test_a_new_version_answers_the_next_call_and_deprecating_it_restores_the_old(
    db_url: str, site: SyncASGITransport
) -> None:
    registry = FunctionRegistry(db_url)
    try:
        _save(registry, site, "api")
        assert _call(registry, site).source == "api"  # v1's module is now cached
        assert _save(registry, site, "page").number == 2  # as `heal` saves vN+1
        assert _call(registry, site).source == "page"
        registry.deprecate(NAME, 2)
        assert _call(registry, site).source == "api"
        assert _stats(registry) == {1: (2, 0), 2: (1, 0)}
    finally:
        registry.close()


def test_a_version_saved_by_another_process_answers_the_next_call(
    db_url: str, site: SyncASGITransport
) -> None:
    caller, healer = FunctionRegistry(db_url), FunctionRegistry(db_url)
    try:
        _save(healer, site, "api")
        assert _call(caller, site).source == "api"
        _save(healer, site, "page")
        assert _call(caller, site).source == "page"
    finally:
        caller.close()
        healer.close()


def test_a_version_saved_again_under_the_same_number_is_not_answered_by_the_cache(
    db_url: str, site: SyncASGITransport
) -> None:
    registry = FunctionRegistry(db_url)
    try:
        _save(registry, site, "api")
        assert _call(registry, site).source == "api"
        registry.delete(NAME)
        assert _save(registry, site, "page").number == 1  # same name and number, new source
        assert _call(registry, site).source == "page"
    finally:
        registry.close()


def test_calls_from_several_registries_and_threads_are_all_counted(
    db_url: str, site: SyncASGITransport
) -> None:
    first, second = FunctionRegistry(db_url), FunctionRegistry(db_url)
    try:
        _save(first, site, "api")
        errors: list[BaseException] = []

        def calls(registry: FunctionRegistry) -> None:
            try:
                for _ in range(3):
                    _call(registry, site)
            except BaseException as exc:  # reported by the assertion below
                errors.append(exc)

        threads = [threading.Thread(target=calls, args=(r,)) for r in (first, second)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        assert not errors and not any(t.is_alive() for t in threads)
        with pytest.raises(ToolError):
            _call(second, site, city="atlantis")
        assert _stats(first) == {1: (7, 1)}
        current = first.get(NAME)
        assert current is not None and "atlantis" in (current.stats.last_error or "")
        assert current.stats.last_success_at is not None
    finally:
        first.close()
        second.close()


def test_arguments_and_results_are_still_validated_on_warm_calls(
    db_url: str, site: SyncASGITransport
) -> None:
    registry = FunctionRegistry(db_url)
    try:
        _save(registry, site, "api")
        _call(registry, site)
        with (
            httpx.Client(transport=lent(site)) as client,
            pytest.raises(Exception, match="invalid"),
        ):
            registry.call(NAME, {"city": "nyc", "town": "x"}, settings=SETTINGS, client=client)
        result = _call(registry, site)
        assert isinstance(result, EventSearchResult) and result.events
        assert {e.timezone for e in result.events} == {"America/New_York"}
    finally:
        registry.close()


def test_the_in_process_site_answers_any_thread_and_a_running_event_loop(
    site: SyncASGITransport,
) -> None:
    def get() -> int:
        return len(site.handle_request(httpx.Request("GET", f"{URL}/url?url=sf")).read())

    expected = get()
    sizes: list[int] = []
    workers = [threading.Thread(target=lambda: sizes.append(get())) for _ in range(3)]
    for worker in workers:  # one after another: each ends before the next starts
        worker.start()
        worker.join(timeout=30)

    async def inside_a_loop() -> int:
        return get()  # this thread's loop is busy: answered on the background loop

    import asyncio

    assert asyncio.run(inside_a_loop()) == expected
    assert sizes == [expected] * 3


class _Headers(httpx.BaseTransport):
    """Records the user agent and accept header of each request, then lets the site answer."""

    def __init__(self, site: SyncASGITransport) -> None:
        self.site = site
        self.seen: list[tuple[str, str]] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.seen.append((request.headers["user-agent"], request.headers["accept"]))
        return self.site.handle_request(request)


def test_calls_without_a_client_share_the_registry_s_client_with_the_function_s_headers(
    db_url: str, site: SyncASGITransport
) -> None:
    recorder = _Headers(site)
    registry = FunctionRegistry(db_url, transport=recorder)  # as the CLI, MCP and REST call
    try:
        function = _save(registry, site, "api")
        module = registry.module(function)
        first = registry.call(NAME, {"city": "nyc"}, settings=SETTINGS)
        assert registry.call(NAME, {"city": "nyc"}, settings=SETTINGS) == first
        assert first.events and set(recorder.seen) == {(module.USER_AGENT, "application/json")}
        _save(registry, site, "page")
        assert registry.call(NAME, {"city": "nyc"}, settings=SETTINGS).source == "page"
        assert recorder.seen[-1] == (module.USER_AGENT, "text/html")
        assert _stats(registry) == {1: (2, 0), 2: (1, 0)}
    finally:
        registry.close()
    assert site.handle_request(httpx.Request("GET", f"{URL}/url?url=sf")).status_code == 200
