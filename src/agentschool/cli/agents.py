"""`agentschool agents validate|register|list|show|versions|deprecate|delete|schema|audit`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

import typer
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError

if TYPE_CHECKING:  # specs load SQLAlchemy and the agent: only once a command runs
    from agentschool.specs.registry import RegisteredSpec, SpecRegistry

__all__ = ["agents_app"]

agents_app = typer.Typer(
    help="Declarative agent types: specs, versions, tables.", no_args_is_help=True
)
app.add_typer(agents_app, name="agents")

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
VersionOpt = Annotated[str | None, typer.Option("--version", "-v", help="One version.")]


def _registry() -> SpecRegistry:
    from agentschool.specs.registry import SpecRegistry

    return SpecRegistry()


def _summary(row: RegisteredSpec) -> dict[str, object]:
    spec = row.spec
    return {
        "name": spec.name,
        "version": spec.version,
        "description": spec.description,
        "tools": spec.all_tools(),
        "capabilities": spec.capabilities,
        "deprecated": row.deprecated,
        "has_table": spec.data_model is not None,
    }


@agents_app.command("validate")
def validate(path: Path, json_output: JsonOpt = False) -> None:
    """Check a spec file; errors name the field path and what was expected."""
    from agentschool.specs.spec import load_spec

    try:
        spec = load_spec(path)
    except AgentSchoolError as exc:
        problems = getattr(exc, "problems", [exc.message])
        if json_output:
            print_json({"status": "invalid", "problems": problems})
            raise typer.Exit(1) from None
        fail("\n".join(["invalid agent spec:", *problems]))
    if json_output:
        print_json({"status": "valid", "name": spec.name, "version": spec.version})
    else:
        console.print(f"[green]valid[/] {spec.name} {spec.version}")


@agents_app.command("register")
def register(
    path: Path,
    allow_data_loss: Annotated[
        bool, typer.Option("--allow-data-loss", help="Apply a migration that drops data.")
    ] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Only preview the table.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Register a spec version; creates or migrates its table (previewed with --dry-run)."""
    from agentschool.specs.spec import load_spec

    try:
        spec = load_spec(path)
        registry = _registry()
        plan = registry.preview(spec)
        if not dry_run:
            registry.register(spec, allow_data_loss=allow_data_loss)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    migration = plan.model_dump() if plan is not None else None
    if json_output:
        status = "preview" if dry_run else "registered"
        print_json(
            {"status": status, "name": spec.name, "version": spec.version, "migration": migration}
        )
        return
    console.print(f"{'would register' if dry_run else 'registered'} {spec.name} {spec.version}")
    if plan is not None and not plan.is_empty:
        console.print_json(json.dumps(migration))


@agents_app.command("list")
def list_agents(
    capability: Annotated[str | None, typer.Option(help="Only with this capability.")] = None,
    tool: Annotated[str | None, typer.Option(help="Only using this tool.")] = None,
    query: Annotated[str | None, typer.Option(help="Text in name or description.")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Include deprecated.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """The registered agent types (latest version of each)."""
    try:
        rows = _registry().search(
            capability=capability, tool=tool, query=query, include_deprecated=all_
        )
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json([_summary(r) for r in rows])
        return
    table = Table("name", "version", "tools", "description", title="agent types")
    for row in rows:
        table.add_row(
            row.spec.name, row.spec.version, ", ".join(row.spec.all_tools()), row.spec.description
        )
    console.print(table)


@agents_app.command("show")
def show(name: str, version: VersionOpt = None, json_output: JsonOpt = False) -> None:
    """One agent type's spec (the current version unless --version)."""
    try:
        row = _registry().get(name, version)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    data = {**row.model_dump(mode="json")}
    if json_output:
        print_json(data)
    else:
        console.print_json(json.dumps(data))


@agents_app.command("versions")
def versions(name: str, json_output: JsonOpt = False) -> None:
    """Every version of an agent type, oldest first."""
    rows = _registry().versions(name)
    if not rows:
        fail(f"unknown agent type {name!r}", as_json=json_output)
    data = [{"version": r.spec.version, "deprecated": r.deprecated} for r in rows]
    if json_output:
        print_json(data)
        return
    for item in data:
        console.print(f"{item['version']}{'  (deprecated)' if item['deprecated'] else ''}")


@agents_app.command("deprecate")
def deprecate(name: str, version: VersionOpt = None, json_output: JsonOpt = False) -> None:
    """Deprecate one version (or all): they still run but are not the default."""
    try:
        done = _registry().deprecate(name, version)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({"status": "deprecated", "name": name, "versions": done})
    else:
        console.print(f"deprecated {name} {', '.join(done)}")


@agents_app.command("delete")
def delete(
    name: str,
    mode: Annotated[str, typer.Option(help="soft, hard or purge (drops the table).")] = "soft",
    export: Annotated[
        Path | None, typer.Option(help="Write the records here first (.json/.csv).")
    ] = None,
    yes: Annotated[
        bool, typer.Option("--yes", help="Delete; without it only the impact shows.")
    ] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete an agent type: shows the impact; --yes deletes (--export saves records first)."""
    if mode not in ("soft", "hard", "purge"):
        fail(f"--mode: expected soft, hard or purge, got {mode!r}", as_json=json_output)
    delete_mode: Literal["soft", "hard", "purge"] = mode  # type: ignore[assignment]
    registry = _registry()
    try:
        impact = registry.delete_impact(name, delete_mode)
        if export is not None and impact.table is not None:
            fmt: Literal["json", "csv"] = "csv" if export.suffix == ".csv" else "json"
            export.write_text(registry.records.export(name, fmt))
        if yes:
            registry.delete(name, delete_mode)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    data = {"status": "deleted" if yes else "preview", **impact.model_dump()}
    if json_output:
        print_json(data)
        return
    console.print_json(json.dumps(data))
    if not yes:
        console.print("nothing deleted: pass --yes to delete")


@agents_app.command("schema")
def schema() -> None:
    """Print the published JSON Schema of agent specs."""
    from agentschool.specs.spec import spec_json_schema

    print_json(spec_json_schema())


@agents_app.command("audit")
def audit(
    name: Annotated[str | None, typer.Argument()] = None, json_output: JsonOpt = False
) -> None:
    """The lifecycle audit log (one agent type's, when named)."""
    entries = [e.model_dump() for e in _registry().audit(name)]
    if json_output:
        print_json(entries)
        return
    for entry in entries:
        console.print(
            f"{entry['at']:.0f} {entry['action']} {entry['agent']} {entry['version'] or ''}"
        )


@agents_app.command("docs")
def docs(
    name: str,
    fmt: Annotated[
        str, typer.Option("--format", help="markdown, openapi or typescript.")
    ] = "markdown",
    version: VersionOpt = None,
) -> None:
    """Generated documentation of an agent type: Markdown, OpenAPI fragment or TypeScript types."""
    from agentschool.specs.docs import markdown_doc, openapi_fragment, typescript_types

    try:
        spec = _registry().get(name, version).spec
    except AgentSchoolError as exc:
        fail(exc)
    if fmt == "openapi":
        print_json(openapi_fragment(spec))
    elif fmt == "typescript":
        typer.echo(typescript_types(spec), nl=False)
    elif fmt == "markdown":
        typer.echo(markdown_doc(spec), nl=False)
    else:
        fail(f"--format: expected markdown, openapi or typescript, got {fmt!r}")


@agents_app.command("build")
def build(
    description: str,
    model: Annotated[str, typer.Option(help="The model that drafts the spec.")] = "local",
    max_turns: Annotated[int, typer.Option(help="Most questions before giving up.")] = 10,
    json_output: JsonOpt = False,
) -> None:
    """Build a spec in conversation: answer questions, check the preview, then finalize."""
    import anyio

    from agentschool.specs.builder import SpecBuilder

    async def converse() -> dict[str, object]:
        builder = SpecBuilder(model, _registry())
        turn = await builder.start(description)
        for _ in range(max_turns):
            if turn.status == "preview" and turn.spec is not None:
                console.print_json(turn.spec.model_dump_json(exclude_defaults=True))
                if turn.migration is not None and not turn.migration.is_empty:
                    console.print_json(turn.migration.model_dump_json())
                reply = typer.prompt("Finalize? (yes, or describe a change)", default="yes")
                if reply.strip().lower() in ("y", "yes"):
                    registered, _ = builder.finalize()
                    return {
                        "status": "registered",
                        "name": registered.spec.name,
                        "version": registered.spec.version,
                    }
                turn = await builder.answer(reply)
            else:
                turn = await builder.answer(typer.prompt(turn.question or "More details?"))
        return {"status": "unfinished", "draft": turn.draft, "problems": turn.problems}

    try:
        outcome = anyio.run(converse)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json(outcome)
    else:
        console.print(outcome)
    if outcome["status"] != "registered":
        raise typer.Exit(1)


@agents_app.command("run")
def run(
    name: str,
    task: str,
    model: Annotated[str | None, typer.Option(help="Overrides the spec's model.")] = None,
    version: VersionOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Run a registered agent type on a task (its pipeline, or its planner)."""
    import anyio

    from agentschool.specs.factory import build_agent

    registry = _registry()
    try:
        spec = registry.get(name, version).spec
        agent = build_agent(spec, model=model, records=registry.records)
        result = anyio.run(agent.run, task)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    data = {"agent": name, "version": spec.version, **result.as_dict()}
    if json_output:
        print_json(data)
    else:
        console.print(result.output if result.status == "completed" else data)
    if result.status != "completed":
        raise typer.Exit(1)
