"""The web UI's Evals view (Debian's chromium): stored reports listed, pass rate charted."""

from __future__ import annotations

import asyncio
import socket
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.conftest import require_service
from tests.evals.test_evals_api import report

from agentschool.evals.store import ReportStore
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"]


async def _key(url: str) -> str:
    store = RunStore(url)
    await store.migrate()
    try:
        return (await KeyStore(store).create("ui", KeyScope.READ))[1]
    finally:
        await store.close()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, str]]:
    import uvicorn

    url = f"sqlite:///{tmp_path / 'runs.db'}"
    token = asyncio.run(_key(url))
    store = RunStore(url)
    app = create_app(store)
    reports = ReportStore(tmp_path / "evals")
    reports.save(report("eval_0001", "everyday", ["pass", "fail"], 0))
    reports.save(report("eval_0002", "everyday", ["pass", "pass"], 1))
    reports.save(report("eval_0003", "mine", ["fail"], 2))
    app.state.eval_reports = reports
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))

    async def serve() -> None:  # the store's connections belong to this loop: closed in it
        try:
            await server.serve(sockets=[sock])
        finally:
            await store.close()

    thread = threading.Thread(target=asyncio.run, args=(serve(),), daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}", token
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        sock.close()


def test_the_evals_view_lists_reports_and_charts_pass_rate(served: tuple[str, str]) -> None:
    if not CHROMIUM.exists():
        require_service("chromium")
    from playwright.sync_api import expect, sync_playwright

    url, token = served
    errors: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page: Any = browser.new_page()
            page.set_default_timeout(30_000)
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url + "/")
            page.get_by_role("textbox", name="API key").fill(token)
            page.get_by_role("button", name="Use key").click()
            page.get_by_role("link", name="Evals").click()
            page.locator('#evals-body tr[data-report="eval_0001"]').wait_for()
            # Cells are read one by one and polled: a row's innerText has tabs once laid out.
            datasets = page.locator("#evals-body td:nth-child(2)")
            expect(datasets).to_have_text(["mine", "everyday", "everyday"])
            rates = page.locator("#evals-body td:nth-child(5)")
            expect(rates).to_have_text(["0.0%", "100.0%", "50.0%"])
            lines = page.locator("#evals-chart polyline")
            assert lines.count() == 2
            everyday = page.locator('#evals-chart polyline[data-dataset="everyday"]')
            assert len(everyday.get_attribute("points").split()) == 2
        finally:
            browser.close()
    assert errors == []
