"""`agentschool eval CASES`: run a dataset of cases against an agent and report how it did.

A dataset with a `site:` holds data requests learned by Agent School; when the site is one of the
offline fixtures (`luma`, with its `seed`, or `schema`), this command serves it in-process, so
`agentschool eval evals/events-heldout.yaml` needs no server and no network.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markdown import Markdown
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError, UserError

if TYPE_CHECKING:
    from agentschool.agent import RunResult
    from agentschool.evals import (
        AgentFactory,
        Dataset,
        EvalReport,
        EvalRunner,
        OpenedSite,
        Site,
        SiteTarget,
    )
    from agentschool.school.registry import FunctionRegistry

__all__ = ["FIXTURE_URLS", "eval_command", "open_fixture"]

FIXTURE_URLS = {"luma": "http://luma.test", "schema": "http://site.test"}
"""The URL each offline fixture site is served at in-process (unless the dataset gives one)."""


def open_fixture(site: Site) -> OpenedSite:
    """Serve a fixture site in-process (or name a live site's URL) for the cases that learn from it.

    Raises:
        UserError: An unknown fixture, or a source the fixture does not publish.
    """
    from agentschool.evals import OpenedSite
    from agentschool.school.transport import SyncASGITransport

    if site.fixture is None:
        return OpenedSite(site, str(site.url))
    if site.fixture not in FIXTURE_URLS:
        known = ", ".join(FIXTURE_URLS)
        raise UserError(f"site: unknown fixture {site.fixture!r}; the fixtures are {known}")
    wanted = {"luma": "luma", "schema": "jsonld"}[site.fixture]
    if site.source != wanted:
        raise UserError(
            f"site: the {site.fixture} fixture publishes {wanted}: set source: {wanted}"
        )
    if site.fixture == "luma":
        from agentschool.testing.luma_site import DEFAULT_SEED, create_app

        seed = DEFAULT_SEED if site.seed is None else site.seed
        luma = create_app(drift=(), now=site.now, seed=seed)
        app, now = luma, luma.state.dataset.now
    else:
        from agentschool.testing.schema_site import create_app as create_schema_site

        if site.seed is not None:
            raise UserError("site: the schema fixture has no seed")
        app = create_schema_site(now=site.now)
        now = app.state.now
    url = site.url or FIXTURE_URLS[site.fixture]
    return OpenedSite(site, url, SyncASGITransport(app), now)


@contextmanager
def _sites(dataset: Dataset) -> Iterator[dict[Site, OpenedSite]]:
    """Every site the dataset's cases learn from, opened (fixtures served) until the eval ends."""
    opened: dict[Site, OpenedSite] = {}
    try:
        for case in dataset.cases:
            site = dataset.site_of(case)
            if site is not None and site not in opened:
                opened[site] = open_fixture(site)
        yield opened
    finally:
        for each in opened.values():
            if each.transport is not None:
                each.transport.close()


def _evaluate(
    cases: Path,
    planner: str,
    model: str | None,
    spec: Path | None,
    limits: tuple[int, float],
    progress: Progress | None,
    options: tuple[bool, bool] = (False, False),
) -> EvalReport:
    """Load the dataset and run every case.

    `limits` is (concurrency, timeout); `options` is (learned, record).
    """
    from agentschool.evals import load_dataset, planner_target, request_target, spec_target
    from agentschool.school.registry import FunctionRegistry

    learned, record = options
    dataset = load_dataset(cases)
    calls = any(c.expect.result_set and c.expect.result_set.function for c in dataset.cases)
    registry = FunctionRegistry.from_settings() if learned or calls else None
    try:
        extra = registry.toolset() if registry is not None and learned else None
        if spec is not None:
            factory = spec_target(spec, model, planner=planner, extra_tools=extra)
        else:
            factory = planner_target(planner, model, extra_tools=extra)
        with _sites(dataset) as opened:
            sites = request_target(opened.__getitem__, planner, model) if opened else None
            what = (planner, model, spec)
            return _run(dataset, (factory, sites), registry, what, limits, progress, record)
    finally:
        if registry is not None:
            registry.close()


def _run(
    dataset: Dataset,
    targets: tuple[AgentFactory, SiteTarget | None],
    registry: FunctionRegistry | None,
    what: tuple[str, str | None, Path | None],
    limits: tuple[int, float],
    progress: Progress | None,
    record: bool,
) -> EvalReport:
    from agentschool.evals import EvalRunner
    from agentschool.evals.targets import registry_caller

    planner, model, spec = what
    agent: dict[str, str | None] = {"spec": str(spec)} if spec else {"planner": planner}
    agent["model"] = model
    if dataset.site is not None:
        agent["site"] = dataset.site.label
    task = progress.add_task(dataset.name, total=len(dataset.cases)) if progress else None

    def advance(_: object) -> None:
        if progress is not None and task is not None:
            progress.advance(task)

    concurrency, timeout = limits
    factory, sites = targets
    runner = EvalRunner(
        factory=factory,
        site_target=sites,
        concurrency=concurrency,
        timeout=timeout,
        on_result=advance,
        call_function=registry_caller(registry) if registry is not None else None,
    )
    if not record:
        return asyncio.run(runner.run(dataset, agent=dict(agent)))
    return asyncio.run(_recorded(runner, dataset, dict(agent)))


async def _recorded(runner: EvalRunner, dataset: Dataset, agent: dict[str, Any]) -> EvalReport:
    """Run the eval with each case's run recorded in the run store (for `runs replay`)."""
    from agentschool.evals.recording import record_result
    from agentschool.runs.store import RunStore

    store = RunStore.from_settings()
    try:
        await store.migrate()

        async def keep(result: RunResult) -> None:
            await record_result(store, result, {"eval": dataset.name, **agent})

        runner.on_run = keep
        return await runner.run(dataset, agent=agent)
    finally:
        await store.close()


def _progress(quiet: bool) -> Progress | None:
    if quiet:
        return None
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=True,
    )


@app.command("eval")
def eval_command(
    cases: Annotated[Path, typer.Argument(help="A dataset of cases (.yaml or .jsonl).")],
    planner: Annotated[str, typer.Option(help="rule, llm, hybrid or react.")] = "hybrid",
    model: Annotated[str | None, typer.Option(help="Model string, e.g. local.")] = None,
    spec: Annotated[
        Path | None, typer.Option(help="Evaluate the agent of this spec file instead.")
    ] = None,
    concurrency: Annotated[int, typer.Option(min=1, max=64, help="Cases run at once.")] = 8,
    timeout: Annotated[float, typer.Option(min=0.1, help="Seconds one case may take.")] = 120.0,
    compare: Annotated[
        Path | None, typer.Option("--compare", help="An earlier report (JSON): list changes.")
    ] = None,
    output: Annotated[Path | None, typer.Option(help="Also write the report JSON here.")] = None,
    store: Annotated[
        bool, typer.Option("--store/--no-store", help="Keep the report in the data dir.")
    ] = True,
    fail_under: Annotated[
        float, typer.Option(min=0.0, max=1.0, help="Exit 1 when the pass rate is below this.")
    ] = 1.0,
    learned: Annotated[
        bool, typer.Option("--learned", help="Give the agent the learned functions as tools.")
    ] = False,
    record: Annotated[
        bool, typer.Option("--record", help="Keep each case's run in the run store (replayable).")
    ] = False,
    json_output: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    markdown: Annotated[
        bool, typer.Option("--markdown", help="Print the report as plain Markdown text.")
    ] = False,
) -> None:
    """Run every case of a dataset, judge it, and print the report (Markdown or JSON)."""
    from agentschool.evals import EvalReport
    from agentschool.evals.store import ReportStore

    try:
        before = EvalReport.load(compare) if compare else None
        limits = (concurrency, timeout)
        progress = _progress(json_output)
        if progress is None:
            report = _evaluate(cases, planner, model, spec, limits, None, (learned, record))
        else:
            with progress:
                report = _evaluate(cases, planner, model, spec, limits, progress, (learned, record))
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if output is not None:
        output.write_text(report.model_dump_json(indent=2), encoding="utf-8")
    stored = ReportStore.from_settings().save(report) if store else None
    comparison = report.compare(before) if before is not None else None
    if json_output:
        data = report.model_dump(mode="json")
        data["comparison"] = comparison.model_dump() if comparison else None
        print_json(data)
    else:
        texts = [report.to_markdown(), comparison.to_markdown() if comparison else ""]
        for text in filter(None, texts):
            if markdown:
                console.out(text, highlight=False)
            else:
                console.print(Markdown(text))
        if stored is not None:
            console.print(f"[dim]report {report.id} stored in {stored}[/]", highlight=False)
    if report.summary.pass_rate < fail_under:
        raise typer.Exit(1)
