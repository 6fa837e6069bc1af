"""No outbound request a caller chose: model base URLs and fetched URLs, in 22 spellings.

A real socket listens on loopback; every spelling of a loopback, private or metadata address is
offered as a run's model base URL, a registered spec's model, and an `http_get` URL. Each is
refused, and the socket sees no connection.
"""

from __future__ import annotations

import select
import socket
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from tests.server.api.conftest import Api

from agentschool.exceptions import ModelRetry, ToolError, UserError
from agentschool.models.factory import build_model, check_model_allowed
from agentschool.net import url_refusal
from agentschool.server.registries import close_registries
from agentschool.settings import Settings
from agentschool.tools import ToolContext
from agentschool.tools.http import build_http_get

SPELLINGS = (
    "127.0.0.1",
    "127.1",
    "0x7f000001",
    "2130706433",
    "0177.0.0.1",
    "0x7f.0.0.1",
    "127.000.000.001",
    "localhost",
    "localhost.",
    "LOCALHOST",
    "[::1]",
    "[0:0:0:0:0:0:0:1]",
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "10.0.0.1",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "0.0.0.0",
    "[fd00::1]",
    "100.64.0.1",
    "[fe80::1]",
)


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    """A loopback socket that would see any connection the server made to itself."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    sock.setblocking(False)
    yield sock
    sock.close()


def connections(sock: socket.socket) -> int:
    seen = 0
    while select.select([sock], [], [], 0.05)[0]:
        conn, _ = sock.accept()
        conn.close()
        seen += 1
    return seen


def base_urls(port: int) -> list[str]:
    return [f"http://{host}:{port}/v1" for host in SPELLINGS]


async def test_runs_refuse_every_spelling(api: Api, listener: socket.socket) -> None:
    port = listener.getsockname()[1]
    refused = 0
    for url in base_urls(port):
        body = {"task": "say hi", "agent": {"model": f"openai-compatible:{url}:x"}}
        response = await api.client.post("/api/v1/runs", json=body, headers=api.auth())
        assert response.status_code == 422, (url, response.text)
        assert response.json()["errors"][0]["field"] == "model"
        assert "AGENTSCHOOL_MODEL_BASE_URLS" in response.json()["detail"]
        refused += 1
    assert (await api.store.list_runs())[0] == []
    assert connections(listener) == 0
    print(f"model base URLs refused: {refused}/{len(SPELLINGS)}, connections: 0")
    assert refused == len(SPELLINGS) == 22


async def test_specs_over_rest_refuse_a_custom_base_url(api: Api, listener: socket.socket) -> None:
    url = f"http://127.1:{listener.getsockname()[1]}/v1"
    app = api.client._transport.app  # type: ignore[attr-defined]
    spec = {
        "name": "sneaky",
        "version": "1.0.0",
        "description": "d",
        "model": f"openai-compatible:{url}:x",
    }
    response = await api.client.post("/api/v1/agent-types", json=spec, headers=api.auth())
    assert response.status_code == 422, response.text
    assert response.json()["errors"][0]["field"] == "model"
    assert connections(listener) == 0
    close_registries(app)  # the fixture does not run the app's lifespan, which would


def test_the_allowlist_and_the_worker_side_check() -> None:
    url = "http://models.internal:8080/v1"
    allowed = Settings(model="test", model_base_urls=[url + "/"])
    check_model_allowed(f"openai-compatible:{url}:m", allowed)
    with pytest.raises(UserError, match="AGENTSCHOOL_MODEL_BASE_URLS"):
        check_model_allowed("openai-compatible:http://127.1:8080/v1:m", allowed)
    with pytest.raises(UserError, match="model file"):
        check_model_allowed("local:/etc/passwd", allowed)
    with pytest.raises(UserError, match="AGENTSCHOOL_OLLAMA_BASE_URL"):
        check_model_allowed("ollama:llama3", allowed)
    with pytest.raises(UserError, match="unknown model"):
        check_model_allowed("gpt-4o", allowed)
    with pytest.raises(UserError, match="AGENTSCHOOL_MODEL_BASE_URLS"):
        build_model("openai-compatible:http://10.0.0.1/v1:m", allowed, requested=True)
    # the operator's own configuration is trusted
    configured = Settings(model="openai-compatible:http://127.0.0.1:9/v1:m")
    check_model_allowed(configured.model, configured)


async def test_the_shared_guard_refuses_every_spelling(
    listener: socket.socket, tmp_path: Path
) -> None:
    port = listener.getsockname()[1]
    fetch = build_http_get(Settings(home=tmp_path))
    for url in base_urls(port):
        assert await url_refusal(url) is not None, url
        with pytest.raises((ToolError, ModelRetry), match=r"refusing|resolve|not a valid URL"):
            await fetch.call({"url": url}, ToolContext(run_id="r", step_id=url))
    assert connections(listener) == 0


async def test_the_guard_lets_a_public_host_through() -> None:
    async def public(host: str) -> list[str]:
        return ["93.184.215.14"]

    assert await url_refusal("https://example.com/v1", public) is None
    assert await url_refusal("ftp://example.com/", public) is not None
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(str(request.url))
        return httpx.Response(200, text="ok")

    fetch = build_http_get(Settings(), transport=httpx.MockTransport(handler), resolver=public)
    result = await fetch.call({"url": "https://example.com/"}, ToolContext(run_id="r", step_id="s"))
    assert result["status"] == 200
    assert seen == ["https://example.com/"]
