"""`agentschool functions export NAME --skill DIR` and `agentschool functions import DIR`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from agentschool.cli.app import console, fail, print_json
from agentschool.cli.school import JsonOption, VersionOption, functions_app
from agentschool.exceptions import AgentSchoolError
from agentschool.settings import Settings

__all__ = ["export_command", "import_command"]


@functions_app.command("export")
def export_command(
    name: str,
    skill: Annotated[
        Path, typer.Option("--skill", help="The skill folder to write (created if missing).")
    ],
    version: VersionOption = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing skill.")] = False,
    json_output: JsonOption = False,
) -> None:
    """Write a learned function as an Agent Skill: SKILL.md, a script, its JSON Schemas."""
    from agentschool.school.registry import FunctionRegistry
    from agentschool.school.skills import export_skill, skill_name
    from agentschool.school.sources import source_urls

    settings = Settings()
    registry = FunctionRegistry.from_settings(settings)
    function = registry.get(name) if version is None else registry.version(name, version)
    if function is None:
        fail(f"no learned function {name!r}" + (f" v{version}" if version else ""),
             as_json=json_output)  # fmt: skip
    api_url, web_url = source_urls(settings)
    try:
        written = export_skill(function, skill, api_url=api_url, web_url=web_url, force=force)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if skill.resolve().name != skill_name(name):  # the spec asks the folder be named so
        Console(stderr=True).print(
            f"note: Agent Skills expect this folder named {skill_name(name)}"
        )
    if json_output:
        print_json({"name": name, "version": function.number, "skill": str(skill),
                    "files": [str(p.relative_to(skill)) for p in written]})  # fmt: skip
    else:
        console.print(f"exported {name} v{function.number} to {skill} ({len(written)} files)")


@functions_app.command("import")
def import_command(
    skill: Annotated[Path, typer.Argument(help="A skill folder written by `functions export`.")],
    json_output: JsonOption = False,
) -> None:
    """Check an exported skill folder and save its function as the next version of its name."""
    from agentschool.school.registry import FunctionRegistry
    from agentschool.school.skills import import_skill

    registry = FunctionRegistry.from_settings(Settings())
    try:
        saved = import_skill(skill, registry)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({"name": saved.name, "version": saved.number, "template": saved.template})
    else:
        console.print(f"imported {saved.name} v{saved.number} ({saved.strategy})")
