"""Approvals through the MCP Inspector's web UI (2.12.0), driven in Chromium (slow: npx).

A real `agentschool mcp --http` subprocess serves the built-in tools (the sandboxed `python`
asks by default; the policy file makes `write_file` ask too). The Inspector web UI, seeded with
that server (`--server-url --transport http --protocol-era ERA`), connects, lists the tools and
calls one; the server's approval question appears as the Inspector's "Elicitation Request"
dialog, and the test answers it there (Submit with "Approve" checked, Submit unchecked, Decline,
Cancel). Every era the web UI offers is tested: `legacy` (its default) negotiates 2025-11-25 and
the question is an `elicitation/create` request; `modern`, and `auto` against this server,
negotiate 2026-07-28 and the question is an input-required result the Inspector answers by
retrying the call (its history shows "MRTR, 2 rounds").

The UI's CLIENT_PORT cannot be 0, so the ports come from `free_port()` (a small race, as for
the server). Auth is off (`DANGEROUSLY_OMIT_AUTH`), on loopback.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from test_mcp_approvals import POLICY, database_url, statuses
from test_mcp_external import (
    INSPECTOR_2_12,
    free_port,
    npx,
    server_env,
    serving_http,
    wait_for_port,
)
from tests.sandbox.conftest import require_sandbox

from agentschool.runs.approvals import ApprovalStatus

__all__ = ["npx", "require_sandbox"]  # fixtures

sync_api = pytest.importorskip("playwright.sync_api", reason="needs the `browser` extra")
expect = sync_api.expect
pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(420),  # the first use fetches the npm package and Node 22
    pytest.mark.usefixtures("npx", "require_sandbox"),
]

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
WEB_UI = INSPECTOR_2_12[:-1]  # the same package and bin, without `--cli`
TIMEOUT_MS = 60_000
ERAS = {"legacy": "MCP 2025-11-25", "modern": "MCP 2026-07-28", "auto": "MCP 2026-07-28"}
"""The Inspector's `--protocol-era` and the protocol version its server card shows."""


@dataclass(frozen=True)
class Inspector:
    era: str
    url: str


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("inspector-ui")
    (home / "policy.yaml").write_text(POLICY)
    return home


@pytest.fixture(scope="module")
def server_url(home: Path) -> Iterator[str]:
    """The built-in tools over Streamable HTTP, with its own database, workspace and policy."""
    env = {
        "AGENTSCHOOL_DATABASE_URL": database_url(home),
        "AGENTSCHOOL_WORKSPACE": str(home / "workspace"),
        "AGENTSCHOOL_APPROVAL_POLICY": str(home / "policy.yaml"),
    }
    with serving_http(home, env=env) as url:
        yield url


@pytest.fixture(scope="module", params=list(ERAS))
def inspector(request: pytest.FixtureRequest, home: Path, server_url: str) -> Iterator[Inspector]:
    """The Inspector web UI on free loopback ports, seeded with the server; yields its URL."""
    era = str(request.param)
    port = free_port()
    env = {
        **server_env(home),
        "CLIENT_PORT": str(port),
        "MCP_SANDBOX_PORT": str(free_port()),
        "MCP_APP_ORIGIN_PORT": str(free_port()),
        "DANGEROUSLY_OMIT_AUTH": "true",  # loopback only, for this test's browser
        "MCP_AUTO_OPEN_ENABLED": "false",
        "MCP_INSPECTOR_SECRET_STORE": "memory",
        "MCP_STORAGE_DIR": str(home / f"inspector-{era}"),
    }
    target = ["--server-url", server_url, "--transport", "http", "--protocol-era", era]
    with (home / f"inspector-{era}.log").open("w") as log:
        process = subprocess.Popen(
            [*WEB_UI, *target],
            env=env,
            cwd=home,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # npx and its node child stop together
        )
        try:
            wait_for_port(port, process, "the Inspector web UI", timeout=300)
            yield Inspector(era, f"http://127.0.0.1:{port}/")
        finally:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()


@pytest.fixture
def browser() -> Iterator[Any]:
    """Chromium, per test: Playwright's sync API runs an event loop, and `require_sandbox` (and
    `recorded`) run their own, so it must start after them."""
    if not CHROMIUM.exists():
        pytest.skip("needs Debian's Chromium at /usr/bin/chromium")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any, inspector: Inspector, home: Path) -> Iterator[Any]:
    """A fresh page with the Inspector connected to the server (its card shows the version)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    expect.set_options(timeout=TIMEOUT_MS)
    page.goto(inspector.url)
    # Mantine's switch track covers its input: check the input itself
    page.get_by_role("switch", name="Connect or disconnect").check(force=True)
    page.get_by_text("Connected", exact=True).wait_for()
    page.get_by_text(ERAS[inspector.era], exact=True).wait_for()
    try:
        yield page
    finally:
        page.screenshot(path=str(home / f"last-{inspector.era}.png"))
        (home / f"last-{inspector.era}.html").write_text(page.content())
        context.close()


def call(page: Any, tool: str, arguments: dict[str, str]) -> Any:
    """Open the tool from the listed tools, fill its form, execute; return the approval dialog."""
    page.get_by_role("banner").get_by_text("Tools", exact=True).click()
    page.get_by_role("heading", name=re.compile(r"^Tools \(\d+\)$")).wait_for()  # listed
    page.get_by_role("button", name=tool, exact=True).click()
    for name, value in arguments.items():
        page.get_by_role("textbox", name=name, exact=True).fill(value)
    page.get_by_role("button", name="Execute Tool").click()
    dialog = page.get_by_role("dialog", name="Elicitation Request")
    dialog.wait_for()
    return dialog


def answer(dialog: Any, button: str) -> None:
    dialog.get_by_role("button", name=button, exact=True).click()
    dialog.wait_for(state="hidden")


def recorded(home: Path) -> list[str]:
    """The server's approval statuses, oldest first (read outside Playwright's event loop)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, statuses(home)).result()


def new_statuses(home: Path, before: list[str]) -> list[str]:
    """The approval statuses recorded since `before` (the server is shared by the module)."""
    now = recorded(home)
    assert now[: len(before)] == before
    return now[len(before) :]


def test_an_approved_python_call_runs_once(page: Any, home: Path, inspector: Inspector) -> None:
    before = recorded(home)
    dialog = call(page, "python", {"Code": "print('ran', 6 * 7)"})
    question = dialog.get_by_text("Approve one call of the tool 'python'?")
    expect(question).to_contain_text("print('ran', 6 * 7)")
    expect(question).to_contain_text("'python' is a dangerous tool")
    expect(dialog.get_by_role("checkbox", name="Approve")).to_be_checked()
    answer(dialog, "Submit")
    page.get_by_role("heading", name="Results").wait_for()
    expect(page.get_by_role("main")).to_contain_text("ran 42")
    expect(page.get_by_role("main")).to_contain_text('"exit_code": 0')
    assert new_statuses(home, before) == [ApprovalStatus.USED]
    history = page.get_by_role("main")  # the Inspector's protocol message history
    if inspector.era == "legacy":  # 2025-11-25: the server's request, answered
        expect(history).to_contain_text("elicitation/create", ignore_case=True)
    else:  # 2026-07-28: an input-required result, then the retried call (2 rounds)
        expect(history).to_contain_text("MRTR", ignore_case=True)
        expect(history).to_contain_text("2 rounds", ignore_case=True)
        expect(history).not_to_contain_text("elicitation/create", ignore_case=True)
    # the approval was used once: the same call again asks again
    page.get_by_role("button", name="Close results").click()
    answer(call(page, "python", {}), "Decline")
    expect(page.get_by_text("was not approved (decline)")).to_be_visible()
    assert new_statuses(home, before) == [ApprovalStatus.USED, ApprovalStatus.DENIED]


@pytest.mark.parametrize("button", ["Decline", "Cancel"])
def test_a_declined_or_cancelled_python_call_never_runs(page: Any, home: Path, button: str) -> None:
    before = recorded(home)
    answer(call(page, "python", {"Code": "print('ran', 6 * 7)"}), button)
    reason = f"not run: the call of 'python' was not approved ({button.lower()})"
    expect(page.get_by_text(reason)).to_be_visible()
    expect(page.get_by_text("Tool Error")).to_be_visible()
    expect(page.get_by_text("ran 42")).to_have_count(0)
    assert new_statuses(home, before) == [ApprovalStatus.DENIED]


def test_submitting_the_form_with_approve_unchecked_refuses(page: Any, home: Path) -> None:
    """The form's `approve` box is the answer: accepted but unchecked does not approve."""
    before = recorded(home)
    dialog = call(page, "python", {"Code": "print('ran', 6 * 7)"})
    dialog.get_by_role("checkbox", name="Approve").uncheck()
    answer(dialog, "Submit")
    reason = "not run: the call of 'python' was not approved (answered without approving)"
    expect(page.get_by_text(reason)).to_be_visible()
    expect(page.get_by_text("ran 42")).to_have_count(0)
    assert new_statuses(home, before) == [ApprovalStatus.DENIED]


@pytest.mark.parametrize("button", ["Submit", "Decline"])
def test_write_file_writes_once_when_approved_and_never_when_declined(
    page: Any, home: Path, inspector: Inspector, button: str
) -> None:
    """The side effect is on the host: a file in the server's workspace (the policy asks)."""
    before = recorded(home)
    name = f"{inspector.era}-{button}.txt"
    note = home / "workspace" / name
    dialog = call(page, "write_file", {"Path": name, "Content": "approved"})
    expect(dialog).to_contain_text("approval policy's rule for 'write_file'")
    expect(dialog).to_contain_text(name)
    assert not note.exists()  # nothing runs while the question is open
    answer(dialog, button)
    page.get_by_role("heading", name="Results").wait_for()
    if button == "Submit":
        expect(page.get_by_role("main")).to_contain_text(name)
        assert note.read_text() == "approved"
        assert new_statuses(home, before) == [ApprovalStatus.USED]
    else:
        expect(page.get_by_text("was not approved (decline)")).to_be_visible()
        assert not note.exists()
        assert new_statuses(home, before) == [ApprovalStatus.DENIED]
