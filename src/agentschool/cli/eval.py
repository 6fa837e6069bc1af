"""`agentschool eval CASES`: run a dataset of cases against an agent and report how it did."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markdown import Markdown
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError

if TYPE_CHECKING:
    from agentschool.agent import RunResult
    from agentschool.evals import AgentFactory, Dataset, EvalReport, EvalRunner
    from agentschool.school.registry import FunctionRegistry

__all__ = ["eval_command"]


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
    from agentschool.evals import load_dataset, planner_target, spec_target
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
        return _run(dataset, factory, registry, (planner, model, spec), limits, progress, record)
    finally:
        if registry is not None:
            registry.close()


def _run(
    dataset: Dataset,
    factory: AgentFactory,
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
    task = progress.add_task(dataset.name, total=len(dataset.cases)) if progress else None

    def advance(_: object) -> None:
        if progress is not None and task is not None:
            progress.advance(task)

    concurrency, timeout = limits
    runner = EvalRunner(
        factory=factory,
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
