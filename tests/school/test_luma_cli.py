"""`agentschool luma-site` really serves the site on a loopback port."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time

import httpx
from typer.testing import CliRunner

from agentschool.cli import app

_LAUNCH = "import sys; from agentschool.cli import main; sys.argv[0] = 'agentschool'; main()"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _wait_until_up(url: str, process: subprocess.Popen[bytes], limit: float = 60.0) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()[1].decode()
        try:
            httpx.get(url, timeout=1.0)
            return
        except httpx.TransportError:
            time.sleep(0.1)
    raise AssertionError(f"{url} did not come up within {limit} s")


def test_luma_site_serves_api_and_pages_on_loopback() -> None:
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    env = {**os.environ, "AGENTSCHOOL_LUMA_DRIFT": ""}
    command = [sys.executable, "-c", _LAUNCH, "luma-site", "--port", str(port)]
    command += ["--drift", "renamed-list", "--seed", "7"]  # the held-out catalog
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_until_up(f"{base}/discover/get-places", process)
        listing = httpx.get(f"{base}/discover/get-paginated-events", params={"pagination_limit": 5})
        assert listing.status_code == 200
        assert len(listing.json()["items"]) == 5  # the --drift switch is active
        page = httpx.get(f"{base}/seattle")
        assert page.status_code == 200 and 'id="__NEXT_DATA__"' in page.text
        assert httpx.get(f"{base}/sf").status_code == 404
    finally:
        process.terminate()
        out, _ = process.communicate(timeout=30)
    assert f"http://127.0.0.1:{port}/discover" in out.decode()


def test_luma_site_rejects_unknown_drift() -> None:
    result = CliRunner().invoke(app, ["luma-site", "--drift", "teleport"])
    assert result.exit_code == 1
    assert "unknown drift 'teleport'" in result.output


def test_luma_site_rejects_bad_now() -> None:
    result = CliRunner().invoke(app, ["luma-site", "--now", "yesterday"])
    assert result.exit_code == 1
    assert "ISO 8601" in result.output
