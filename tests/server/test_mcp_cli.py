"""`agentschool mcp` and `serve`: options, and HTTP auth with the API keys of the database."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from mcp_live import INIT, MCP_HEADERS, LiveServer
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.cli.mcp import TOKEN_ENV_VAR, load_toolset, mcp_http_app, token_verifier
from agentschool.cli.serve import _mcp_app
from agentschool.exceptions import UserError
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.tools import Toolset, tool

runner = CliRunner()


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


def test_auth_cannot_be_disabled_beyond_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTSCHOOL_AUTH_DISABLED", "1")
    result = runner.invoke(app, ["mcp", "--http", "--host", "0.0.0.0"])
    assert result.exit_code == 1
    assert "AGENTSCHOOL_AUTH_DISABLED" in result.output


async def _api_key(database_url: str, *, revoked: bool = False) -> str:
    store = RunStore(database_url)
    try:
        await store.migrate()
        keys = KeyStore(store)
        key, token = await keys.create("mcp-client", KeyScope.RUN)
        if revoked:
            await keys.revoke(key.id)
        return token
    finally:
        await store.close()


async def _statuses(url: str, tokens: dict[str, str | None]) -> dict[str, int]:
    statuses: dict[str, int] = {}
    async with httpx.AsyncClient() as http:
        for name, token in tokens.items():
            auth = {"Authorization": f"Bearer {token}"} if token else {}
            response = await http.post(
                url, content=json.dumps(INIT), headers={**MCP_HEADERS, **auth}
            )
            statuses[name] = response.status_code
    return statuses


async def test_standalone_http_accepts_the_api_keys_and_the_token(
    live_server: type[LiveServer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database_url = f"sqlite:///{tmp_path / 'keys.db'}"
    key = await _api_key(database_url)
    revoked = await _api_key(database_url, revoked=True)
    monkeypatch.setenv(TOKEN_ENV_VAR, "env-token-0123")
    live = live_server(mcp_http_app(Toolset([add]), None, RunStore(database_url)))
    live.start()
    statuses = await _statuses(
        live.url,
        {
            "key": key,
            "token": "env-token-0123",
            "revoked": revoked,
            "wrong": "as_x_y",
            "none": None,
        },
    )
    assert statuses == {"key": 200, "token": 200, "revoked": 401, "wrong": 401, "none": 401}


async def test_standalone_http_without_auth_migrates_its_own_store(
    live_server: type[LiveServer], tmp_path: Path
) -> None:
    database = tmp_path / "fresh.db"  # no tables yet: the app's lifespan creates them
    live = live_server(
        mcp_http_app(Toolset([add]), None, RunStore(f"sqlite:///{database}"), auth=False)
    )
    live.start()
    assert await _statuses(live.url, {"none": None}) == {"none": 200}
    assert database.exists()


async def test_serve_mounts_mcp_behind_the_rest_api_keys(
    live_server: type[LiveServer], tmp_path: Path
) -> None:
    database_url = f"sqlite:///{tmp_path / 'serve.db'}"
    key = await _api_key(database_url)
    store = RunStore(database_url)
    # what `agentschool serve` mounts
    mcp_app = _mcp_app(Toolset([add]), None, store, auth=True, follow=False)
    settings = ServerSettings(auth_disabled=False)
    live = live_server(
        create_app(store, settings=settings, toolset=Toolset([add]), mcp_app=mcp_app)
    )
    live.start()
    try:
        assert await _statuses(live.url, {"key": key, "none": None, "wrong": "as_1_2"}) == {
            "key": 200,
            "none": 401,
            "wrong": 401,
        }
        async with httpx.AsyncClient() as http:
            tools = await http.get(
                live.url.removesuffix("/mcp") + "/api/v1/tools",
                headers={"Authorization": f"Bearer {key}"},
            )
        assert tools.status_code == 200
    finally:
        live.stop()
        await store.close()


def test_a_bad_toolset_spec_is_a_clear_error() -> None:
    result = runner.invoke(app, ["mcp", "--toolset", "no_such_module:toolset"])
    assert result.exit_code == 1
    assert "cannot load toolset 'no_such_module:toolset'" in result.output
    with pytest.raises(UserError, match="cannot build toolset 'json:dumps'"):
        load_toolset("json:dumps")
    with pytest.raises(UserError, match="is not a Toolset"):
        load_toolset("json:__name__")


def test_toolset_spec_accepts_a_factory_and_defaults_to_the_builtins() -> None:
    assert isinstance(load_toolset("agentschool.tools.builtin:builtin_toolset"), Toolset)
    assert "calculator" in load_toolset(None)


async def test_token_verifier_accepts_only_the_token() -> None:
    verify = token_verifier("s3cret-token")
    assert await verify("s3cret-token")
    assert not await verify("s3cret-tokeN")
    assert not await verify("")
