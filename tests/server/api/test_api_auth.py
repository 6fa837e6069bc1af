"""Auth and limits: 401 without/with a bad key, 403 without the scope, 429 with Retry-After."""

from __future__ import annotations

import socket
import uuid

import httpx
import pytest
from tests.conftest import require_service
from tests.server.api.conftest import Api, api_settings

from agentschool.exceptions import ConfigError
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import check_bind, create_app
from agentschool.server.authn import Principal
from agentschool.server.limits import InProcessRateLimiter, RedisRateLimiter

PROBLEM = "application/problem+json"


async def test_missing_and_bad_keys_are_401(api: Api) -> None:
    for headers in ({"Authorization": ""}, {"Authorization": "Bearer as_nope_nope"}):
        response = await api.client.get("/api/v1/runs", headers=headers)
        assert response.status_code == 401
        assert response.headers["content-type"] == PROBLEM
        assert response.headers["www-authenticate"].startswith("Bearer")


async def test_revoked_key_is_401(api: Api) -> None:
    keys = KeyStore(api.store)
    key, token = await keys.create("old", KeyScope.ADMIN)
    await keys.revoke(key.id)
    response = await api.client.get("/api/v1/runs", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 401


async def test_scopes_are_403(api: Api) -> None:
    read = api.auth(KeyScope.READ)
    assert (await api.client.get("/api/v1/runs", headers=read)).status_code == 200
    denied = await api.client.post("/api/v1/runs", json={"task": "t"}, headers=read)
    assert denied.status_code == 403
    assert denied.headers["content-type"] == PROBLEM
    assert (await api.store.list_runs())[0] == []
    run = await api.client.post("/api/v1/runs", json={"task": "t"}, headers=api.auth(KeyScope.RUN))
    assert run.status_code == 201


async def test_health_and_ready_need_no_key(api: Api) -> None:
    no_key = {"Authorization": ""}
    assert (await api.client.get("/api/v1/health", headers=no_key)).status_code == 200
    assert (await api.client.get("/api/v1/ready", headers=no_key)).status_code == 200
    assert (await api.client.get("/api/v1/metrics", headers=no_key)).status_code == 401


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_rate_limit_is_429_with_retry_after(store: RunStore) -> None:
    clock = FakeClock()
    limiter = InProcessRateLimiter(limit=3, window=60.0, clock=clock)
    app = create_app(store, settings=api_settings(), limiter=limiter)
    keys = KeyStore(store)
    _, first = await keys.create("a", KeyScope.READ)
    _, second = await keys.create("b", KeyScope.READ)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        a = {"Authorization": f"Bearer {first}"}
        codes = [(await client.get("/api/v1/runs", headers=a)).status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
        limited = await client.get("/api/v1/runs", headers=a)
        assert limited.headers["content-type"] == PROBLEM
        assert limited.headers["retry-after"] == "20"  # window [960, 1020) ends in 20 s
        b = {"Authorization": f"Bearer {second}"}
        assert (await client.get("/api/v1/runs", headers=b)).status_code == 200  # per key
        clock.now += 20
        assert (await client.get("/api/v1/runs", headers=a)).status_code == 200


async def test_auth_disabled_only_on_loopback(store: RunStore) -> None:
    settings = api_settings(auth_disabled=True)
    check_bind("127.0.0.1", settings)
    with pytest.raises(ConfigError, match="loopback"):
        check_bind("0.0.0.0", settings)
    check_bind("0.0.0.0", api_settings())
    app = create_app(store, settings=settings)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        assert (await client.post("/api/v1/runs", json={"task": "t"})).status_code == 201


def _redis_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 6379), timeout=1):
            return True
    except OSError:
        return False


@pytest.mark.redis
async def test_redis_limit_is_shared_by_processes() -> None:
    if not _redis_up():
        require_service("redis")
    prefix = f"agentschool:test:{uuid.uuid4().hex}:"
    one = RedisRateLimiter("redis://127.0.0.1:6379/0", limit=2, window=30, prefix=prefix)
    two = RedisRateLimiter("redis://127.0.0.1:6379/0", limit=2, window=30, prefix=prefix)
    try:
        decisions = [await one.hit("k"), await two.hit("k"), await one.hit("k")]
        assert [d.allowed for d in decisions] == [True, True, False]
        assert 1 <= decisions[-1].retry_after <= 30
        assert (await two.hit("other")).allowed
    finally:
        await one.client.delete(prefix + "k", prefix + "other")
        await one.close()
        await two.close()


async def test_failed_authentication_is_limited_per_address_before_any_lookup(
    store: RunStore,
) -> None:
    app = create_app(store, settings=api_settings(auth_failure_limit=3))
    _, token = await KeyStore(store).create("good", KeyScope.READ)
    lookups: list[str] = []
    authenticator = app.state.context.authenticator
    check = authenticator.check

    async def counted(candidate: str) -> Principal | None:
        lookups.append(candidate)
        return await check(candidate)

    authenticator.check = counted
    transport = httpx.ASGITransport(app=app, client=("203.0.113.7", 1234))
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        garbage = {"Authorization": "Bearer as_0123456789ab_guess"}
        codes = [(await client.get("/api/v1/runs", headers=garbage)).status_code for _ in range(5)]
        assert codes == [401, 401, 401, 429, 429]
        assert len(lookups) == 3  # the refused attempts cost no database lookup
        refused = await client.get("/api/v1/runs", headers={"Authorization": f"Bearer {token}"})
        assert refused.status_code == 429
        assert refused.headers["content-type"] == PROBLEM
        assert int(refused.headers["retry-after"]) >= 1
    other = httpx.ASGITransport(app=app, client=("203.0.113.8", 1234))
    async with httpx.AsyncClient(transport=other, base_url="http://test") as client:
        good = await client.get("/api/v1/runs", headers={"Authorization": f"Bearer {token}"})
        assert good.status_code == 200  # per client address


async def test_mcp_shares_the_rest_rate_limit_per_key(store: RunStore) -> None:
    from agentschool.cli.serve import _mcp_app
    from agentschool.runs.keys import KeyStore as Keys
    from agentschool.server.app import make_rate_limiter
    from agentschool.server.context import make_authenticator
    from agentschool.tools.toolset import Toolset

    settings = api_settings(rate_limit=3)
    authenticator = make_authenticator(Keys(store), settings, make_rate_limiter(settings))
    mcp_app = _mcp_app(Toolset(), None, store, True, False, authenticator=authenticator)
    app = create_app(store, settings=settings, mcp_app=mcp_app, authenticator=authenticator)
    _, token = await KeyStore(store).create("k", KeyScope.READ)
    auth = {"Authorization": f"Bearer {token}"}
    mcp_headers = {**auth, "Accept": "application/json, text/event-stream"}
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    transport = httpx.ASGITransport(app=app)
    async with (
        app.router.lifespan_context(app),
        httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client,
    ):
        assert (await client.get("/api/v1/runs", headers=auth)).status_code == 200
        assert (await client.get("/api/v1/runs", headers=auth)).status_code == 200
        assert (await client.post("/mcp", json=ping, headers=mcp_headers)).status_code != 429
        limited = await client.post("/mcp", json=ping, headers=mcp_headers)
        assert limited.status_code == 429
        assert int(limited.headers["retry-after"]) >= 1
        assert (await client.get("/api/v1/runs", headers=auth)).status_code == 429
