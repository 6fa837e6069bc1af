"""Verify a generated version: static checks, a live run, a sandboxed replay, plausibility.

See `school.checks` for the list and the reasons for the live/sandbox split. `verify()` never
executes code that failed the static checks, and returns every check's outcome so the CLI can
show why a version was rejected.
"""

from __future__ import annotations

import json
import types
from pathlib import Path
from typing import Any

import httpx

from agentschool.exceptions import AgentSchoolError
from agentschool.sandbox import Sandbox, SandboxLimits
from agentschool.school.checks import (
    Verification,
    check_plausible,
    check_ruff,
    check_static,
    same_result,
)
from agentschool.school.codegen import GeneratedCode
from agentschool.school.functions import RecordingTransport, call_module, load_module
from agentschool.school.query import EventQuery, EventSearchResult
from agentschool.school.sandbox_bundle import HARNESS, vendor_files

__all__ = [
    "SANDBOX_LIMITS",
    "RecordingRenderer",
    "captured",
    "request_args",
    "save_artifacts",
    "verify",
]

SANDBOX_LIMITS = SandboxLimits(timeout=30, tmp_size_bytes=96 * 1024 * 1024)
"""Limits of a verification run in the sandbox (the vendored libraries need ~10 MB)."""


class RecordingRenderer:
    """A page renderer for the browser strategy that records every rendered page."""

    def __init__(self, module: types.ModuleType) -> None:
        """Drive the generated module's own `Browser` (started on first use)."""
        self._module = module
        self._browser: Any = None
        self.pages: dict[str, str] = {}
        """URL → rendered HTML ("" for a 404)."""

    def html(self, url: str, *, idle: bool = True) -> str:
        """Render `url` and record it."""
        if self._browser is None:
            self._browser = self._module.Browser().__enter__()
        html = str(self._browser.html(url, idle=idle))
        self.pages[url] = html
        return html

    @property
    def last_url(self) -> str:
        """The URL last rendered (the module's failure capture asks which page failed)."""
        return "" if self._browser is None else str(self._browser.last_url)

    def fail(self, message: str, url: str) -> None:
        """Raise the module's `PageCaptureError` with the page's HTML and a screenshot."""
        if self._browser is None:  # failed before any page: nothing to capture
            raise self._module.PageCaptureError(message, url, self.pages.get(url, ""), None)
        self._browser.fail(message, url)

    def close(self) -> None:
        """Stop the browser."""
        if self._browser is not None:
            self._browser.__exit__(None, None, None)
            self._browser = None


def captured(exc: BaseException) -> dict[str, bytes]:
    """The page HTML and screenshot a browser failure carries (`failure.html`, `failure.png`)."""
    found: dict[str, bytes] = {}
    html, screenshot = getattr(exc, "html", None), getattr(exc, "screenshot", None)
    if isinstance(html, str) and html:
        found["failure.html"] = html.encode()
    if isinstance(screenshot, bytes) and screenshot:
        found["failure.png"] = screenshot
    return found


def save_artifacts(directory: Path, artifacts: dict[str, bytes]) -> list[Path]:
    """Write a failed page's HTML and screenshot under `directory`; returns the paths."""
    if not artifacts:
        return []
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, data in artifacts.items():
        path = directory / name
        path.write_bytes(data)
        paths.append(path)
    return paths


def request_args(code: GeneratedCode, query: EventQuery) -> dict[str, Any]:
    """The arguments of `code`'s `Request` taken from a query (JSON-ready)."""
    return query.model_dump(mode="json", include=set(code.params))


def _live(
    code: GeneratedCode,
    args: dict[str, Any],
    verification: Verification,
    *,
    api_url: str,
    web_url: str,
    transport: httpx.BaseTransport | None,
    timeout: float,
) -> EventSearchResult | None:
    with verification.timed("live") as check:
        module = load_module(code.source, f"learned_{code.name}")
        try:
            if code.strategy == "browser":
                renderer = RecordingRenderer(module)
                try:  # Playwright's sync API stays on this thread: its own timeouts bound it
                    result = call_module(module, args, api_url=api_url, web_url=web_url,
                                         client=renderer)  # fmt: skip
                finally:
                    renderer.close()
                verification.recording = {"pages": renderer.pages}
            else:
                recorder = RecordingTransport(transport)
                with httpx.Client(transport=recorder, follow_redirects=True) as client:
                    result = call_module(module, args, api_url=api_url, web_url=web_url,
                                         client=client, timeout=timeout)  # fmt: skip
                verification.recording = {"exchanges": recorder.exchanges}
        except Exception as exc:  # any failure of generated code is a verdict
            check.detail = f"{type(exc).__name__}: {exc}"[:2000]
            verification.artifacts.update(captured(exc))
            return None
        check.passed = True
        check.detail = f"{len(result.events)} events"
        return result


def _sandboxed(
    code: GeneratedCode,
    args: dict[str, Any],
    live: EventSearchResult,
    verification: Verification,
    *,
    api_url: str,
    web_url: str,
) -> bool:
    fixtures = {"args": args, "api_url": api_url, "web_url": web_url, **verification.recording}
    files: dict[str, str | bytes] = {
        **vendor_files(),
        "learned.py": code.source,
        "fixtures.json": json.dumps(fixtures),
    }
    with verification.timed("sandbox") as check:
        try:
            outcome = Sandbox(SANDBOX_LIMITS).run_python_sync(HARNESS, files=files)
        except AgentSchoolError as exc:
            check.detail = f"sandbox unavailable: {exc}"
            return False
        if outcome.exit_code != 0 or outcome.killed_reason:
            reason = outcome.killed_reason or f"exit {outcome.exit_code}"
            check.detail = f"{reason}: {outcome.stderr.strip()[-1500:]}"
            return False
        try:
            check.passed = same_result(live, json.loads(outcome.stdout))
        except ValueError:
            check.passed = False
        check.detail = "same result as the live run" if check.passed else "result differs"
    return check.passed


def verify(
    code: GeneratedCode,
    query: EventQuery,
    *,
    api_url: str,
    web_url: str,
    transport: httpx.BaseTransport | None = None,
    expect_matches: bool | None = None,
    timeout: float = 60.0,
    use_sandbox: bool = True,
) -> Verification:
    """Run every check on a generated version, stopping at the first failure.

    Args:
        code: The generated version.
        query: The request to verify it with (only the fields the code takes are passed).
        api_url: The source's API base URL.
        web_url: The source's web base URL.
        transport: httpx transport to the source (a real one when None).
        expect_matches: True when the request is known to have matches.
        timeout: Wall-clock seconds for the live run.
        use_sandbox: Run the sandboxed replay (False only where bubblewrap is missing: the check
            is then recorded as skipped, not passed silently).

    Returns:
        The verification; `.passed` tells whether the version may be saved.
    """
    verification = Verification()
    if not check_static(code.source, verification) or not check_ruff(code.source, verification):
        return verification
    args = request_args(code, query)
    live = _live(code, args, verification, api_url=api_url, web_url=web_url,
                 transport=transport, timeout=timeout)  # fmt: skip
    if live is None:
        return verification
    if use_sandbox:
        if not _sandboxed(code, args, live, verification, api_url=api_url, web_url=web_url):
            return verification
    else:
        with verification.timed("sandbox") as check:
            check.passed, check.detail = True, "skipped (use_sandbox=False)"
    with verification.timed("schema") as check:
        check.passed = EventSearchResult.model_validate(live.model_dump()) == live
        check.detail = "EventSearchResult"
    with verification.timed("plausibility") as check:
        problems = check_plausible(live, query, expect_matches=expect_matches)
        check.passed, check.detail = not problems, "; ".join(problems[:10])
    if check.passed:
        verification.result = live
    return verification
