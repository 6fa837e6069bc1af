from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from agentschool.exceptions import ModelRetry, ToolError, ToolTimeoutError
from agentschool.settings import Settings
from agentschool.tools.base import Tool
from agentschool.tools.http import build_http_get, check_address

PUBLIC = "93.184.215.14"
DNS = {
    "example.com": [PUBLIC],
    "api.example.com": [PUBLIC],
    "evil.test": ["203.0.113.9"],  # TEST-NET-3: documentation range, not global
    "internal.test": ["10.1.2.3"],
    "split.test": [PUBLIC, "192.168.1.10"],  # one private answer is enough to refuse
    "metadata.test": ["169.254.169.254"],
    "public.test": [PUBLIC],
}


async def fake_dns(host: str) -> list[str]:
    try:
        return DNS[host]
    except KeyError:
        raise OSError(f"[Errno -2] Name or service not known: {host}") from None


class Recorder:
    """A MockTransport handler that records every request it is asked to serve."""

    def __init__(self, respond: Callable[[httpx.Request], httpx.Response] | None = None) -> None:
        self.requests: list[httpx.Request] = []
        self.respond = respond or (lambda request: httpx.Response(200, text="hello"))

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return self.respond(request)


def make_tool(recorder: Recorder, **settings: object) -> Tool:
    return build_http_get(
        Settings(**settings),  # type: ignore[arg-type]
        transport=httpx.MockTransport(recorder),
        resolver=fake_dns,
    )


async def test_fetches_text_with_header_subset() -> None:
    recorder = Recorder(
        lambda r: httpx.Response(
            200,
            headers={"content-type": "text/html; charset=utf-8", "set-cookie": "s=1", "etag": "x"},
            text="<h1>Hi ✓</h1>",
        )
    )
    result = await make_tool(recorder).call({"url": "https://example.com/page"})
    assert result["status"] == 200
    assert result["content_type"] == "text/html; charset=utf-8"
    assert result["text"] == "<h1>Hi ✓</h1>"
    assert result["truncated"] is False
    assert result["headers"]["etag"] == "x"
    assert "set-cookie" not in result["headers"]
    assert str(recorder.requests[0].url) == "https://example.com/page"


async def test_error_statuses_are_returned_not_raised() -> None:
    recorder = Recorder(lambda r: httpx.Response(404, text="not here"))
    result = await make_tool(recorder).call({"url": "https://example.com/missing"})
    assert (result["status"], result["text"]) == (404, "not here")


async def test_binary_bodies_are_not_returned_as_text() -> None:
    png = b"\x89PNG\r\n\x1a\n" + bytes(100)
    recorder = Recorder(
        lambda r: httpx.Response(200, headers={"content-type": "image/png"}, content=png)
    )
    result = await make_tool(recorder).call({"url": "https://example.com/a.png"})
    assert result["text"] == "" and result["bytes"] == len(png)


@pytest.mark.parametrize(
    ("url", "allowed"),
    [
        ("https://example.com/", True),
        ("https://api.example.com/v1", True),
        ("https://EXAMPLE.com./", True),
        ("https://public.test/", False),
        ("https://example.com.public.test/", False),
        ("https://notexample.com/", False),
    ],
)
async def test_domain_allowlist(url: str, allowed: bool) -> None:
    recorder = Recorder()
    tool = make_tool(recorder, http_allowed_domains=["example.com"])
    if allowed:
        assert (await tool.call({"url": url}))["status"] == 200
    else:
        with pytest.raises(ToolError, match="not in the allowed domains"):
            await tool.call({"url": url})
        assert recorder.requests == []


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("http://127.0.0.1:8080/admin", "loopback"),
        ("http://[::1]/", "loopback"),
        ("http://[::ffff:127.0.0.1]/", "loopback"),
        ("http://10.0.0.5/", "private"),
        ("http://192.168.0.1/", "private"),
        ("http://169.254.169.254/latest/meta-data/", "link-local"),
        ("http://0.0.0.0/", "address 0.0.0.0"),
        ("http://224.0.0.1/", "multicast"),
        ("http://internal.test/", "private address 10.1.2.3"),
        ("http://split.test/", "private address 192.168.1.10"),
        ("http://metadata.test/", "link-local"),
        ("http://evil.test/", "address 203.0.113.9"),
    ],
)
async def test_private_addresses_are_refused_before_connecting(url: str, kind: str) -> None:
    recorder = Recorder()
    with pytest.raises(ToolError, match=kind.replace("[", "\\[")) as info:
        await make_tool(recorder).call({"url": url})
    assert "AGENTSCHOOL_HTTP_ALLOW_PRIVATE" in info.value.message
    assert recorder.requests == []


async def test_allow_private_lets_private_hosts_through() -> None:
    recorder = Recorder()
    tool = make_tool(recorder, http_allow_private=True)
    assert (await tool.call({"url": "http://internal.test/"}))["status"] == 200
    assert (await tool.call({"url": "http://127.0.0.1/"}))["status"] == 200


async def test_localhost_is_refused_through_the_real_resolver() -> None:
    recorder = Recorder()
    tool = build_http_get(Settings(), transport=httpx.MockTransport(recorder))
    with pytest.raises(ToolError, match="loopback"):
        await tool.call({"url": "http://localhost:9/"})
    assert recorder.requests == []


@pytest.mark.parametrize("url", ["file:///etc/passwd", "ftp://example.com/x", "gopher://x/"])
async def test_only_http_schemes(url: str) -> None:
    with pytest.raises(ToolError, match="only http and https"):
        await make_tool(Recorder()).call({"url": url})


async def test_url_without_host_is_refused() -> None:
    with pytest.raises(ToolError, match="has no host"):
        await make_tool(Recorder()).call({"url": "http:///path"})


async def test_unresolvable_host_is_a_clear_error() -> None:
    with pytest.raises(ToolError, match=r"cannot resolve host nowhere\.test"):
        await make_tool(Recorder()).call({"url": "https://nowhere.test/"})


async def test_invalid_url_goes_back_to_the_model() -> None:
    with pytest.raises(ModelRetry, match="not a valid URL"):
        await make_tool(Recorder()).call({"url": "http://[::1/"})


def _redirects(target: str) -> Callable[[httpx.Request], httpx.Response]:
    def respond(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/start":
            return httpx.Response(302, headers={"location": target})
        return httpx.Response(200, text=f"landed on {request.url}")

    return respond


async def test_redirects_are_followed_and_rechecked() -> None:
    recorder = Recorder(_redirects("/end"))
    result = await make_tool(recorder).call({"url": "https://example.com/start"})
    assert result["text"] == "landed on https://example.com/end"
    assert result["url"] == "https://example.com/end"

    recorder = Recorder(_redirects("http://169.254.169.254/latest/meta-data/"))
    with pytest.raises(ToolError, match="link-local"):
        await make_tool(recorder).call({"url": "https://example.com/start"})
    assert [r.url.path for r in recorder.requests] == ["/start"]

    recorder = Recorder(_redirects("https://public.test/end"))
    tool = make_tool(recorder, http_allowed_domains=["example.com"])
    with pytest.raises(ToolError, match="not in the allowed domains"):
        await tool.call({"url": "https://example.com/start"})
    assert len(recorder.requests) == 1


async def test_redirect_loops_stop() -> None:
    recorder = Recorder(lambda r: httpx.Response(301, headers={"location": "/again"}))
    with pytest.raises(ToolError, match="more than 5 redirects"):
        await make_tool(recorder).call({"url": "https://example.com/"})
    assert len(recorder.requests) == 6


async def test_body_is_cut_at_the_byte_limit() -> None:
    recorder = Recorder(lambda r: httpx.Response(200, text="a" * 5000))
    result = await make_tool(recorder).call({"url": "https://example.com/", "max_bytes": 1000})
    assert (result["truncated"], len(result["text"]), result["bytes"]) == (True, 1000, 1000)


async def test_endless_body_stops_streaming_at_the_limit() -> None:
    produced = 0

    async def endless() -> AsyncIterator[bytes]:
        nonlocal produced
        while True:
            produced += 1
            yield b"x" * 1024

    recorder = Recorder(lambda r: httpx.Response(200, content=endless()))
    tool = build_http_get(
        Settings(), transport=httpx.MockTransport(recorder), resolver=fake_dns, max_bytes=10_000
    )
    result = await tool.call({"url": "https://example.com/stream", "max_bytes": 10**9})
    assert result["truncated"] is True and result["bytes"] == 10_000
    assert produced <= 11


async def test_network_timeout_is_a_clear_error() -> None:
    def respond(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("read timed out", request=request)

    with pytest.raises(ToolError, match="timed out"):
        await make_tool(Recorder(respond)).call({"url": "https://example.com/"})


async def test_whole_call_is_bounded_by_the_tool_timeout() -> None:
    release = asyncio.Event()

    async def hang(request: httpx.Request) -> httpx.Response:
        await release.wait()
        return httpx.Response(200)

    tool = build_http_get(
        Settings(), transport=httpx.MockTransport(hang), resolver=fake_dns, timeout=0.05
    )
    with pytest.raises(ToolTimeoutError):
        await tool.call({"url": "https://example.com/"})
    assert not release.is_set()


def test_check_address_accepts_public_addresses() -> None:
    check_address(PUBLIC, allow_private=False)
    check_address("2606:4700:4700::1111", allow_private=False)
    check_address("127.0.0.1", allow_private=True)


# --- a real loopback server ---------------------------------------------------------------------


@pytest.fixture
def loopback_server() -> Iterator[tuple[str, list[str]]]:
    seen: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            seen.append(self.path)
            body = b'{"ok": true}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", seen
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


async def test_real_loopback_server_allowed_only_when_private_is_allowed(
    loopback_server: tuple[str, list[str]],
) -> None:
    base, seen = loopback_server
    with pytest.raises(ToolError, match="loopback"):
        await build_http_get(Settings()).call({"url": f"{base}/secret"})
    assert seen == []

    result = await build_http_get(Settings(http_allow_private=True)).call({"url": f"{base}/ok"})
    assert result["status"] == 200
    assert result["content_type"] == "application/json"
    assert result["text"] == '{"ok": true}'
    assert seen == ["/ok"]


async def test_settings_from_the_environment_are_read_per_call(
    monkeypatch: pytest.MonkeyPatch, loopback_server: tuple[str, list[str]]
) -> None:
    base, seen = loopback_server
    tool = build_http_get()
    with pytest.raises(ToolError, match="loopback"):
        await tool.call({"url": base})
    monkeypatch.setenv("AGENTSCHOOL_HTTP_ALLOW_PRIVATE", "true")
    assert (await tool.call({"url": base}))["status"] == 200
    assert seen == ["/"]


async def test_connection_goes_to_the_checked_address(
    loopback_server: tuple[str, list[str]],
) -> None:
    base, seen = loopback_server
    port = base.rsplit(":", 1)[1]

    async def only_we_know(host: str) -> list[str]:
        return {"pinned.test": ["127.0.0.1"]}[host]  # the system resolver cannot find this name

    tool = build_http_get(Settings(http_allow_private=True), resolver=only_we_know)
    result = await tool.call({"url": f"http://pinned.test:{port}/ok"})
    assert result["status"] == 200 and seen == ["/ok"]


async def test_dns_rebinding_between_check_and_connect_is_refused(
    loopback_server: tuple[str, list[str]],
) -> None:
    base, seen = loopback_server
    port = base.rsplit(":", 1)[1]
    answers = iter([[PUBLIC], ["127.0.0.1"], ["127.0.0.1"]])

    async def rebinding(host: str) -> list[str]:
        return next(answers)  # public for the check, loopback when connecting

    tool = build_http_get(Settings(), resolver=rebinding)
    with pytest.raises(ToolError, match=r"loopback address 127\.0\.0\.1"):
        await tool.call({"url": f"http://rebind.test:{port}/secret"})
    assert seen == []
