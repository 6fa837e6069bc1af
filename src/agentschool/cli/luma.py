"""`agentschool luma-site`: serve the offline Luma-faithful site (API and pages) with uvicorn."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

import typer

from agentschool.cli.app import app, console, fail
from agentschool.exceptions import UserError

# for the option's help; the package also loads the site's ASGI app (Starlette) for now
from agentschool.testing.luma_site.drift import DRIFT_NAMES

__all__ = ["luma_site"]


def _parse_now(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise UserError(f"--now must be an ISO 8601 date-time, got {value!r}") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


@app.command("luma-site")
def luma_site(
    port: Annotated[int, typer.Option("--port", help="TCP port to listen on.")] = 8787,
    host: Annotated[str, typer.Option("--host", help="Interface to bind.")] = "127.0.0.1",
    drift: Annotated[
        list[str] | None,
        typer.Option(
            "--drift",
            help=f"Drift switch, repeatable or comma-separated: {', '.join(DRIFT_NAMES)} "
            "(`slow:SECONDS`). Default: $AGENTSCHOOL_LUMA_DRIFT.",
        ),
    ] = None,
    now: Annotated[
        str | None,
        typer.Option("--now", envvar="AGENTSCHOOL_NOW", help="Pinned clock (ISO 8601)."),
    ] = None,
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed",
            help="Dataset seed; 7 serves the held-out catalog (Seattle, Chicago, other "
            "category slugs and organizers). Default: the case study's.",
        ),
    ] = None,
) -> None:
    """Serve the offline Luma-faithful site: Luma's JSON API and Next.js-like pages."""
    import uvicorn

    from agentschool.testing.luma_site import DEFAULT_SEED, Drift, create_app

    try:
        site = create_app(
            Drift.parse(drift) if drift else None,
            now=_parse_now(now),
            seed=DEFAULT_SEED if seed is None else seed,
        )
    except UserError as exc:
        fail(exc)
    dataset, active = site.state.dataset, site.state.drift
    console.print(
        f"Luma-faithful site on http://{host}:{port}/discover — {len(dataset.events)} events, "
        f"now {dataset.now.isoformat()}, drift: {active or 'none'}",
        highlight=False,
    )
    uvicorn.run(site, host=host, port=port, log_level="warning", lifespan="off")
