"""Browser tools: open, read, click, fill and screenshot web pages in a real Chromium.

Each run has its own browser context and page (see `browser_engine`). The tools that act on the
current page take an optional `url`: when it differs from the page the run has open (a fresh
worker after a crash has none), the page is loaded first, so a plan that passes `${s1.url}` along
resumes where it was. Reading, clicking links and screenshots are reads; `browser_fill` submits a
form, an effect no idempotency key can deduplicate, so its risk is `dangerous` (the default
approval policy asks a person first). A click that would submit a form is refused.
"""

from __future__ import annotations

import atexit
import base64
import json
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import pydantic

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.settings import Settings
from agentschool.tools.base import RiskLevel, Tool, ToolContext
from agentschool.tools.browser_engine import BrowserEngine, RunPage, UrlGuard
from agentschool.tools.http import Resolver, resolve_host

if TYPE_CHECKING:
    from playwright.async_api import Locator

__all__ = ["BROWSER_TOOL_NAMES", "build_browser_tools", "shared_engine"]

T = TypeVar("T")

BROWSER_TOOL_NAMES: tuple[str, ...] = (
    "browser_open",
    "browser_read",
    "browser_click",
    "browser_fill",
    "browser_screenshot",
)
"""Names of the browser tools."""

FieldValue = str | int | float | bool

_READ_JS = """(args) => {
  const root = args.selector ? document.querySelector(args.selector) : document.body;
  if (!root) return null;
  const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const text = root.innerText || '';
  const links = [...root.querySelectorAll('a[href]')].slice(0, args.maxLinks).map((a) => ({
    text: clean(a.innerText || a.getAttribute('aria-label') || a.title), url: a.href}));
  const tables = [...root.querySelectorAll('table')].slice(0, 20).map((t) => {
    const rows = [...t.rows];
    const headRows = t.tHead ? [...t.tHead.rows] : [];
    let head = headRows.length ? headRows[headRows.length - 1] : null;
    if (!head && rows.length && [...rows[0].cells].every((c) => c.tagName === 'TH')) head = rows[0];
    const headers = head ? [...head.cells].map((c) => clean(c.innerText)) : [];
    const body = rows.filter((r) => r !== head && !headRows.includes(r));
    const out = body.slice(0, args.maxRows).map((r) => {
      const cells = [...r.cells].map((c) => clean(c.innerText));
      if (!headers.length) return cells;
      const row = {};
      headers.forEach((h, i) => { row[h || `column_${i + 1}`] = cells[i] ?? ''; });
      return row;
    });
    return {caption: clean(t.caption && t.caption.innerText), headers, rows: out,
            total_rows: body.length};
  });
  const forms = [...root.querySelectorAll('form')].slice(0, 20).map((f, i) => ({
    index: i, id: f.id || null, method: (f.getAttribute('method') || 'get').toLowerCase(),
    action: f.action,
    fields: [...f.elements].filter((e) => e.name && !['hidden', 'submit', 'button', 'reset',
      'image'].includes(e.type)).map((e) => ({name: e.name, type: e.type,
      label: clean((e.labels && e.labels[0] && e.labels[0].innerText) || e.placeholder
        || e.getAttribute('aria-label')), value: e.value}))}));
  return {text: text.slice(0, args.maxChars), truncated: text.length > args.maxChars, links,
          tables, forms};
}"""

_SUBMITS_JS = """(el) => {
  const type = (el.getAttribute('type') || '').toLowerCase();
  const button = el.tagName === 'BUTTON' && (type === '' || type === 'submit');
  return !!el.form && (button || (el.tagName === 'INPUT' && ['submit', 'image'].includes(type)));
}"""

_SUBMITTERS = "button[type=submit], button:not([type]), input[type=submit], input[type=image]"

_MAX_REDIRECTS = 10
_ENGINE: BrowserEngine | None = None


def shared_engine(settings: Settings | None = None) -> BrowserEngine:
    """The process's browser engine (started on first use, closed when the process exits)."""
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = BrowserEngine((settings or Settings()).browser_executable)
        atexit.register(_ENGINE.close)
    return _ENGINE


async def _summary(run: RunPage) -> dict[str, Any]:
    summary: dict[str, Any] = {
        "url": run.page.url,
        "title": await run.page.title(),
        "status": run.status,
        "pages_loaded": run.pages_loaded,
    }
    if run.blocked:
        summary["blocked"] = list(run.blocked)
    return summary


async def _goto(run: RunPage, url: str) -> None:
    """Open `url`, following (and checking) its redirects."""
    from playwright.async_api import Error as PlaywrightError

    for _ in range(_MAX_REDIRECTS + 1):
        run.redirect = None
        try:
            await run.page.goto(url, wait_until="load")
        except PlaywrightError as exc:
            if run.redirect is None:
                first_line = exc.message.splitlines()[0]
                raise ToolError(run.refusal or f"cannot open {url}: {first_line}") from None
        if run.refusal:
            raise ToolError(run.refusal)
        if run.redirect is None:
            return
        url = run.redirect
    raise ToolError(f"more than {_MAX_REDIRECTS} redirects")


async def _ensure(run: RunPage, url: str | None) -> None:
    """Load `url` unless it is the page already open; refuse when there is no page at all."""
    if url:
        if url.split("#", 1)[0] != run.page.url.split("#", 1)[0]:
            await _goto(run, url)
    elif run.page.url == "about:blank":
        raise ModelRetry("no page is open in this run: call browser_open first, or pass url")


async def _after_action(run: RunPage) -> dict[str, Any]:
    """Wait for a navigation the action started, then describe the page."""
    from playwright.async_api import Error as PlaywrightError

    try:
        await run.page.wait_for_load_state("load")
    except PlaywrightError as exc:
        raise ToolError(run.refusal or exc.message.splitlines()[0]) from None
    if run.refusal:
        raise ToolError(run.refusal)
    if run.redirect is not None:
        await _goto(run, run.redirect)
    return await _summary(run)


async def _read(
    run: RunPage, url: str | None, selector: str | None, max_chars: int
) -> dict[str, Any]:
    await _ensure(run, url)
    args = {"selector": selector, "maxChars": max_chars, "maxLinks": 200, "maxRows": 500}
    content = await run.page.evaluate(_READ_JS, args)
    if content is None:
        raise ModelRetry(f"no element matches the selector {selector!r}")
    return {**await _summary(run), **content}


async def _click(
    run: RunPage, text: str | None, selector: str | None, url: str | None
) -> dict[str, Any]:
    if (text is None) == (selector is None):
        raise ModelRetry("give exactly one of text (a link's or button's words) or selector")
    await _ensure(run, url)
    page = run.page
    if selector is not None:
        target = page.locator(selector)
    else:
        target = page.get_by_role("link", name=text).or_(page.get_by_role("button", name=text))
    if not await target.count():
        raise ModelRetry(f"nothing to click matches {text or selector!r} on {page.url}")
    element = target.first
    if await element.evaluate(_SUBMITS_JS):
        raise ToolError(
            f"clicking {text or selector!r} submits a form: use browser_fill, which needs approval"
        )
    await element.evaluate("(el) => el.removeAttribute('target')")  # stay in this run's page
    await element.click()
    return await _after_action(run)


async def _field(run: RunPage, form: str | None, key: str) -> Locator:
    scope = run.page.locator(form) if form else run.page.locator("body")
    for candidate in (
        scope.locator(f"[name={json.dumps(key)}]"),
        scope.get_by_label(key, exact=True),
        scope.get_by_placeholder(key, exact=True),
    ):
        if await candidate.count():
            return candidate.first
    raise ModelRetry(f"no form field named or labelled {key!r} on {run.page.url}")


async def _set(field: Locator, value: FieldValue) -> None:
    tag, kind = await field.evaluate("(el) => [el.tagName, (el.type || '').toLowerCase()]")
    if tag == "SELECT":
        await field.select_option(str(value))
    elif kind in ("checkbox", "radio"):
        await field.set_checked(str(value).lower() in ("true", "1", "yes", "on"))
    else:
        await field.fill(str(value))


async def _fill(
    run: RunPage, fields: dict[str, FieldValue], submit: bool, form: str | None, url: str | None
) -> dict[str, Any]:
    if not fields:
        raise ModelRetry("fields is empty: give {field name or label: value}")
    await _ensure(run, url)
    located = [(await _field(run, form, key), value) for key, value in fields.items()]
    for field, value in located:
        await _set(field, value)
    if not submit:
        return await _summary(run)
    first = located[0][0]
    submitter = first.locator("xpath=ancestor::form[1]").locator(_SUBMITTERS)
    run.submitting = True  # this tool call was approved: its form may POST
    try:
        if await submitter.count():
            await submitter.first.click()
        else:
            await located[-1][0].press("Enter")
        return await _after_action(run)
    finally:
        run.submitting = False


async def _screenshot(run: RunPage, url: str | None, full_page: bool) -> dict[str, Any]:
    await _ensure(run, url)
    image = await run.page.screenshot(type="jpeg", quality=60, full_page=full_page)
    summary = await _summary(run)
    data = base64.b64encode(image).decode()
    return {"url": summary["url"], "title": summary["title"], "mime": "image/jpeg", "data": data}


class _Browsing:
    """What every browser tool shares: settings, the engine and the resolver."""

    def __init__(
        self, settings: Settings | None, engine: BrowserEngine | None, resolver: Resolver
    ) -> None:
        self.settings = settings
        self.engine = engine
        self.resolver = resolver

    async def act(self, ctx: ToolContext, action: Callable[[RunPage], Awaitable[T]]) -> T:
        settings = self.settings or Settings()
        engine = self.engine or shared_engine(settings)

        def guard() -> UrlGuard:
            hosts, private = settings.browser_allowed_hosts, settings.http_allow_private
            return UrlGuard(hosts, private, self.resolver)

        return await engine.act(ctx.run_id, guard, settings.browser_max_pages, action)


def build_browser_tools(
    settings: Settings | None = None,
    *,
    engine: BrowserEngine | None = None,
    resolver: Resolver | None = None,
    timeout: float = 60.0,
) -> list[Tool]:
    """Build the five browser tools.

    Args:
        settings: Allowed hosts, private-address policy, page budget and Chromium path;
            `Settings()` read per call when None.
        engine: The browser engine; the process's shared one when None.
        resolver: Host name → addresses, for the private-address check; system DNS when None.
        timeout: Seconds one tool call may take.
    """
    browsing = _Browsing(settings, engine, resolver or resolve_host)

    async def browser_open(url: str, ctx: ToolContext) -> dict[str, Any]:
        """Open a web page in the run's browser; returns its final url, title and HTTP status.

        Args:
            url: The http:// or https:// URL to open.
            ctx: The call context (injected): its run chooses the browser context.
        """
        return await browsing.act(ctx, lambda run: _open(run, url))

    async def browser_read(
        ctx: ToolContext,
        url: str | None = None,
        selector: str | None = None,
        max_chars: Annotated[int, pydantic.Field(ge=100, le=200_000)] = 20_000,
    ) -> dict[str, Any]:
        """Read the open page: its text, links, tables (rows keyed by header) and forms.

        Args:
            url: Read this page (loaded first unless it is the open one); the open page if None.
            selector: CSS selector of the part to read; the whole page if None.
            max_chars: Most characters of text returned.
            ctx: The call context (injected): its run chooses the browser context.
        """
        return await browsing.act(ctx, lambda run: _read(run, url, selector, max_chars))

    async def browser_click(
        ctx: ToolContext,
        text: str | None = None,
        selector: str | None = None,
        url: str | None = None,
    ) -> dict[str, Any]:
        """Click a link or button on the open page (never a form's submit button).

        Args:
            text: The visible words of the link or button (e.g. "Next").
            selector: A CSS selector instead of text.
            url: The page to click on (loaded first unless it is the open one).
            ctx: The call context (injected): its run chooses the browser context.
        """
        return await browsing.act(ctx, lambda run: _click(run, text, selector, url))

    async def browser_fill(
        fields: dict[str, FieldValue],
        ctx: ToolContext,
        submit: bool = True,
        form: str | None = None,
        url: str | None = None,
    ) -> dict[str, Any]:
        """Fill a form's fields and submit it (a side effect: it needs approval).

        Args:
            fields: Field name, label or placeholder → value.
            submit: Submit the form after filling it.
            form: CSS selector of the form when the page has several.
            url: The page with the form (loaded first unless it is the open one).
            ctx: The call context (injected): its run chooses the browser context.
        """
        return await browsing.act(ctx, lambda run: _fill(run, fields, submit, form, url))

    async def browser_screenshot(
        ctx: ToolContext, url: str | None = None, full_page: bool = False
    ) -> dict[str, Any]:
        """Take a JPEG screenshot of the open page; returns it base64-encoded.

        Args:
            url: The page to capture (loaded first unless it is the open one).
            full_page: Capture the whole scrollable page, not just the viewport.
            ctx: The call context (injected): its run chooses the browser context.
        """
        return await browsing.act(ctx, lambda run: _screenshot(run, url, full_page))

    functions: list[tuple[Callable[..., Any], RiskLevel]] = [
        (browser_open, RiskLevel.READ),
        (browser_read, RiskLevel.READ),
        (browser_click, RiskLevel.READ),
        (browser_fill, RiskLevel.DANGEROUS),  # a form submission has no idempotency key
        (browser_screenshot, RiskLevel.READ),
    ]
    tools = []
    for function, risk in functions:
        tool = Tool.from_function(function, risk=risk, timeout=timeout)
        tool.metadata["open_world"] = True
        tools.append(tool)
    return tools


async def _open(run: RunPage, url: str) -> dict[str, Any]:
    await _goto(run, url.strip())
    return await _summary(run)
