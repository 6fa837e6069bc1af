"""The ASGI app of the offline Luma-faithful site (`create_app`), served by `agentschool luma-site`.

One host answers both Luma's JSON API (see `api`) and its web pages (see `pages`), so
`AGENTSCHOOL_LUMA_API_URL` and `AGENTSCHOOL_LUMA_WEB_URL` may both point at it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from datetime import datetime

import anyio
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from agentschool.exceptions import UserError
from agentschool.testing.luma_site.api import API_ROUTES, ApiError, Handler
from agentschool.testing.luma_site.dataset import DEFAULT_SEED, LumaDataset, load_dataset
from agentschool.testing.luma_site.drift import Drift
from agentschool.testing.luma_site.pages import render_page

__all__ = ["RETRY_AFTER_SECONDS", "create_app"]

RETRY_AFTER_SECONDS = 2
"""`Retry-After` of the `api-429` drift."""

Endpoint = Callable[[Request], Awaitable[Response]]


def _request_drift(request: Request) -> Drift:
    base: Drift = request.app.state.drift
    return base | Drift.parse(request.query_params.get("drift"))


def _gated(view: Callable[[Request, Drift], Response], *, api: bool) -> Endpoint:
    """Apply the request-level drift switches (bad names, slow, 403, 429) around a view."""

    async def endpoint(request: Request) -> Response:
        try:
            drift = _request_drift(request)
        except UserError as exc:
            return JSONResponse({"message": exc.message}, status_code=400)
        if "slow" in drift:
            await anyio.sleep(drift.slow_seconds)
        if api and "api-403" in drift:
            return JSONResponse({"message": "Forbidden"}, status_code=403)
        if api and "api-429" in drift:
            headers = {"Retry-After": str(RETRY_AFTER_SECONDS)}
            message = "Too many requests, slow down"
            return JSONResponse({"message": message}, status_code=429, headers=headers)
        return view(request, drift)

    return endpoint


def _api_view(handler: Handler, listing: bool) -> Callable[[Request, Drift], Response]:
    def view(request: Request, drift: Drift) -> Response:
        dataset: LumaDataset = request.app.state.dataset
        try:
            payload = handler(dataset, request.query_params, drift)
        except ApiError as exc:
            return JSONResponse({"message": exc.message}, status_code=exc.status)
        return JSONResponse(drift.apply_keys(payload, listing=listing))

    return view


def _page_view(request: Request, drift: Drift) -> Response:
    slug = request.path_params.get("slug", "discover")
    base_url = str(request.base_url).rstrip("/")
    status, document = render_page(request.app.state.dataset, slug, base_url, drift)
    return HTMLResponse(document, status_code=status)


async def _home(request: Request) -> Response:
    return RedirectResponse("/discover", status_code=307)


def create_app(
    drift: str | Iterable[str] | Drift | None = None,
    *,
    now: datetime | None = None,
    seed: int = DEFAULT_SEED,
    dataset: LumaDataset | None = None,
) -> Starlette:
    """Build the site.

    Args:
        drift: Drift switches active on every request (`"renamed-key,slow:0.5"`, a list of names
            or a `Drift`); when `None`, read from `AGENTSCHOOL_LUMA_DRIFT`.
        now: Pinned clock the dataset is generated against (default `DEFAULT_NOW`).
        seed: Seed of the dataset generator.
        dataset: A prebuilt dataset (overrides `now` and `seed`).

    Returns:
        A Starlette app; `app.state.dataset` and `app.state.drift` hold what it serves.

    Raises:
        UserError: A drift name is unknown.
    """
    routes = [Route("/", _home)]
    routes += [
        Route(path, _gated(_api_view(handler, listing), api=True))
        for path, (handler, listing) in API_ROUTES.items()
    ]
    routes += [
        Route("/discover", _gated(_page_view, api=False)),
        Route("/{slug:str}", _gated(_page_view, api=False)),
    ]
    app = Starlette(routes=routes)
    if isinstance(drift, Drift):
        app.state.drift = drift
    else:
        app.state.drift = Drift.from_env() if drift is None else Drift.parse(drift)
    app.state.dataset = dataset or load_dataset(now, seed)
    return app
