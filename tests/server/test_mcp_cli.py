"""`agentschool mcp`: option checks that need no server (serving is covered by the stdio tests)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.cli.mcp import load_toolset, token_verifier
from agentschool.exceptions import UserError
from agentschool.tools import Toolset

runner = CliRunner()


def test_http_beyond_loopback_requires_a_token() -> None:
    result = runner.invoke(app, ["mcp", "--http", "--host", "0.0.0.0"])
    assert result.exit_code == 1
    assert "AGENTSCHOOL_MCP_TOKEN" in result.output


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
