"""The browser behind the browser tools: one Chromium, a context per run, every request checked.

Playwright's async API runs on a thread of its own with its own event loop, so a tool called from
any loop (the server's, a DBOS workflow's, a test's) reaches the same Chromium. Each run gets its
own context (cookies, storage) and page; the least recently used context closes when more than
`max_runs` are open.

Every request the page makes goes through `RunPage._route`: the URL must pass the same checks as
`http_get` (http(s) only, the host allowlist, no private address unless the allowlist names that
address), a request that is not GET or HEAD is refused unless `browser_fill` is submitting a form
(which needs approval), and a run loads at most `max_pages` documents. Requests are fetched with
`max_redirects=0`, so no redirect is followed unchecked: a sub-resource's redirect is handed to the
page as it came (Chromium then fails it), a document's is noted in `RunPage.redirect` and the
navigation stops; the tools then open that target, which passes through the checks like any page.
"""

from __future__ import annotations

import asyncio
import ipaddress
import threading
import urllib.parse
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from agentschool.exceptions import ToolError

# The private-address guard of http_get, reused (not copied) until it becomes one shared function.
from agentschool.tools.http import Resolver, _checked_addresses, _host_allowed

if TYPE_CHECKING:
    from playwright.async_api import Browser, BrowserContext, Page, Playwright, Request, Route

__all__ = ["LAUNCH_ARGS", "BrowserEngine", "RunPage", "UrlGuard"]

T = TypeVar("T")

LAUNCH_ARGS: tuple[str, ...] = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
)
"""Chromium flags: headless, no GPU, no background traffic of its own."""

_MISSING = "the browser tools need Playwright: pip install 'agentschool[browser]'"
_INERT_SCHEMES = ("data", "blob", "about")
_SAFE_METHODS = ("GET", "HEAD")


class UrlGuard:
    """Decides whether the browser may request a URL, with the rules of `http_get`.

    Args:
        allowed_hosts: `browser_allowed_hosts`: when not empty, only these hosts (and their
            subdomains); an IP address or `localhost` listed here may be a private address.
        allow_private: `http_allow_private`: any private address is allowed.
        resolver: Host name → addresses.
    """

    def __init__(self, allowed_hosts: list[str], allow_private: bool, resolver: Resolver) -> None:
        self.allowed_hosts = [h.lower().strip().rstrip(".") for h in allowed_hosts if h.strip()]
        self.allow_private = allow_private
        self.resolver = resolver
        self._hosts: dict[str, str | None] = {}  # host → refusal (None: allowed), per run

    async def refusal(self, url: str) -> str | None:
        """Why `url` may not be requested, or None when it may."""
        parts = urllib.parse.urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme in _INERT_SCHEMES:
            return None
        if scheme not in ("http", "https"):
            return f"only http and https pages can be opened, not {scheme or '?'}: ({url})"
        host = (parts.hostname or "").rstrip(".").lower()
        if not host:
            return f"URL {url} has no host"
        if host not in self._hosts:
            self._hosts[host] = await self._host_refusal(host)
        return self._hosts[host]

    async def _host_refusal(self, host: str) -> str | None:
        if not _host_allowed(host, self.allowed_hosts):
            allowed = ", ".join(self.allowed_hosts)
            return (
                f"host {host} is not in the browser's allowed hosts ({allowed}); "
                "see AGENTSCHOOL_BROWSER_ALLOWED_HOSTS"
            )
        if host in self.allowed_hosts and _names_an_address(host):
            return None  # the operator named this very address
        try:
            await _checked_addresses(host, self.resolver, self.allow_private)
        except ToolError as exc:
            return f"{exc.message}, or name the address in AGENTSCHOOL_BROWSER_ALLOWED_HOSTS"
        return None


def _names_an_address(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return True


class RunPage:
    """One run's browser context and page, its page budget and the refusals of its requests."""

    def __init__(self, context: BrowserContext, page: Page, guard: UrlGuard, max_pages: int):
        self.context = context
        self.page = page
        self.guard = guard
        self.max_pages = max_pages
        self.pages_loaded = 0
        """Documents loaded so far (redirect hops count)."""
        self.submitting = False
        """True while an approved form submission runs: non-GET requests may pass."""
        self.refusal: str | None = None
        """Why the last main-frame navigation was refused."""
        self.blocked: list[str] = []
        """Refused sub-resource requests (reported, at most 20)."""
        self.status: int | None = None
        """HTTP status of the last document loaded."""
        self.redirect: str | None = None
        """Where the last document redirected to (the tools open it next)."""
        self.lock = asyncio.Lock()
        """One action at a time on this page."""

    def reset(self) -> None:
        """Forget the refusals of the previous action."""
        self.refusal, self.blocked, self.redirect = None, [], None

    async def _route(self, route: Route, request: Request) -> None:
        document = request.is_navigation_request() and request.frame.parent_frame is None
        refusal = await self.guard.refusal(request.url)
        if refusal is None and request.method not in _SAFE_METHODS and not self.submitting:
            refusal = (
                f"a {request.method} request to {request.url} is a side effect: only "
                "browser_fill submits forms (with approval)"
            )
        if refusal is None and document:
            if self.pages_loaded >= self.max_pages:
                refusal = (
                    f"the run's page budget ({self.max_pages} pages) is spent; "
                    "see AGENTSCHOOL_BROWSER_MAX_PAGES"
                )
            else:
                self.pages_loaded += 1
        if refusal is not None:
            if document:  # no content: the navigation stops without an error page to wait for
                self.refusal = refusal
                await route.fulfill(status=204)
                return
            if len(self.blocked) < 20:
                self.blocked.append(refusal)
            await route.abort("blockedbyclient")
            return
        await self._forward(route, document)

    async def _forward(self, route: Route, document: bool) -> None:
        from playwright.async_api import Error as PlaywrightError

        try:
            response = await route.fetch(max_redirects=0)
        except PlaywrightError:
            await route.abort("failed")
            return
        location = response.headers.get("location")
        if document and 300 <= response.status < 400 and location:
            self.redirect = urllib.parse.urljoin(route.request.url, location)
            await route.fulfill(status=204)
            return
        if document:
            self.status = response.status
        await route.fulfill(response=response)


class BrowserEngine:
    """One Chromium for the process on a thread of its own; a context and page per run.

    Args:
        executable: The Chromium binary (Debian's); never downloaded.
        max_runs: Contexts kept open; the least recently used one closes beyond this.
        timeout: Seconds Playwright waits for a navigation or an element.
    """

    def __init__(
        self,
        executable: Path | str = "/usr/bin/chromium",
        *,
        max_runs: int = 8,
        timeout: float = 15.0,
    ) -> None:
        self.executable = Path(executable)
        self.max_runs = max_runs
        self.timeout = timeout
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None
        self._runs: OrderedDict[str, RunPage] = OrderedDict()

    async def act(
        self,
        run_id: str,
        guard: Callable[[], UrlGuard],
        max_pages: int,
        action: Callable[[RunPage], Awaitable[T]],
    ) -> T:
        """Run `action` on the run's page (created on first use), one action at a time per run.

        Raises:
            ToolError: Playwright or Chromium is missing, or the action failed.
        """

        async def on_engine() -> T:
            page = await self._run_page(run_id, guard, max_pages)
            async with page.lock:
                page.reset()
                return await action(page)

        return await self._call(on_engine())

    async def close_run(self, run_id: str) -> None:
        """Close a run's context (its pages, cookies and storage)."""

        async def close() -> None:
            page = self._runs.pop(run_id, None)
            if page is not None:
                await page.context.close()

        if self._loop is not None:
            await self._call(close())

    def close(self) -> None:
        """Close every context and Chromium, and stop the engine's thread (call from outside it)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout=30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=30)
        loop.close()
        self._loop = self._thread = None

    async def _call(self, coro: Coroutine[Any, Any, T]) -> T:
        future = asyncio.run_coroutine_threadsafe(coro, self._engine_loop())
        return await asyncio.wrap_future(future)  # cancelling the caller cancels the action

    def _engine_loop(self) -> asyncio.AbstractEventLoop:
        with self._start_lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                thread = threading.Thread(
                    target=loop.run_forever, name="agentschool-browser", daemon=True
                )
                thread.start()
                self._loop, self._thread = loop, thread
            return self._loop

    async def _run_page(
        self, run_id: str, guard: Callable[[], UrlGuard], max_pages: int
    ) -> RunPage:
        page = self._runs.get(run_id)
        if page is not None:
            self._runs.move_to_end(run_id)
            return page
        browser = await self._ensure_browser()
        context = await browser.new_context(service_workers="block", accept_downloads=False)
        context.set_default_timeout(self.timeout * 1000)
        page = RunPage(context, await context.new_page(), guard(), max_pages)
        await context.route("**/*", page._route)
        await context.route_web_socket("**/*", lambda ws: ws.close())  # never routed otherwise
        self._runs[run_id] = page
        while len(self._runs) > self.max_runs:
            _, oldest = self._runs.popitem(last=False)
            await oldest.context.close()
        return page

    async def _ensure_browser(self) -> Browser:
        if self._browser is not None and self._browser.is_connected():
            return self._browser
        try:
            from playwright.async_api import async_playwright
        except ImportError:
            raise ToolError(_MISSING) from None
        if not self.executable.exists():
            raise ToolError(
                f"no Chromium at {self.executable}: install Debian's chromium or set "
                "AGENTSCHOOL_BROWSER_EXECUTABLE"
            )
        if self._playwright is None:
            self._playwright = await async_playwright().start()
        self._browser = await self._playwright.chromium.launch(
            executable_path=str(self.executable), args=list(LAUNCH_ARGS)
        )
        return self._browser

    async def _shutdown(self) -> None:
        for page in self._runs.values():
            await page.context.close()
        self._runs.clear()
        if self._browser is not None:
            await self._browser.close()
        if self._playwright is not None:
            await self._playwright.stop()
        self._browser = self._playwright = None
