"""`agentschool stats [--json]`: models, tools, days, anomalies, slow/costly steps, learning."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError

if TYPE_CHECKING:  # the run store loads SQLAlchemy and Alembic: only once the command runs
    from agentschool.observability.stats import Stats

__all__ = ["stats"]


async def _collect(days: int, top: int) -> Stats:
    from agentschool.observability.stats import collect_stats
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings()
    try:
        await store.migrate()
        return await collect_stats(store, days=days, top=top)
    finally:
        await store.close()


EXPERIENCE_COUNTERS = ("runs_recorded", "plans_reused", "model_calls_saved")
"""What learning from experience saved in all, counted once per run by the long-term memory.

`learning` (from the run store, the window's runs, served or local) says the same per window."""


def _experience() -> dict[str, int]:
    """The experience counters of the configured long-term memory (zeros when there is none)."""
    from agentschool.memory.long_term import open_memory_store
    from agentschool.memory.sqlite_vec import MEMORY_DB_NAME
    from agentschool.settings import Settings

    settings = Settings()
    on_postgres = (settings.database_url or "").startswith(("postgresql", "postgres:"))
    if not on_postgres and not (settings.data_dir / MEMORY_DB_NAME).exists():
        return dict.fromkeys(EXPERIENCE_COUNTERS, 0)
    store = open_memory_store(settings)
    try:
        counters = store.counters()
    finally:
        store.close()
    return {name: counters.get(name, 0) for name in EXPERIENCE_COUNTERS}


def _table(title: str, rows: list[dict[str, object]]) -> Table | None:
    if not rows:
        return None
    table = Table(*rows[0].keys(), title=title)
    for row in rows:
        table.add_row(*(f"{v:.6g}" if isinstance(v, float) else str(v) for v in row.values()))
    return table


@app.command("stats")
def stats(
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    days: Annotated[int, typer.Option(min=1, help="Look at runs of the last N days.")] = 30,
    top: Annotated[int, typer.Option(min=1, help="How many slowest/costliest steps.")] = 5,
) -> None:
    """Per model, per tool and per day figures from the run store, with anomaly flags."""
    try:
        report = asyncio.run(_collect(days, top))
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    data = report.as_dict()
    data["experience"] = _experience()
    if json_output:
        print_json(data)
        return
    console.print(f"{report.runs} runs since {report.since}")
    learned = report.learning
    console.print(
        f"learning from experience: {learned.plans_reused} plans reused, "
        f"{learned.model_calls_saved} model calls saved in {learned.runs} learning runs; "
        f"{data['experience']['runs_recorded']} runs remembered in all"
    )
    titles = {
        "models": "per model",
        "tools": "per tool",
        "days": "per day",
        "anomalies": "anomalies (robust z-score)",
        "slowest_steps": "slowest steps",
        "costliest_steps": "costliest steps (model requests)",
    }
    for key, title in titles.items():
        table = _table(title, data[key])
        if table is not None:
            console.print(table)
    if not report.anomalies:
        console.print("no anomalies")
