"""`agentschool config show`: the effective settings, secrets masked."""

from __future__ import annotations

from typing import Annotated

import pydantic
import typer
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.settings import Settings

__all__ = ["config_app"]

config_app = typer.Typer(help="Inspect configuration.", no_args_is_help=True)
app.add_typer(config_app, name="config")


@config_app.command("show")
def show(json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """Print the effective settings (env vars, agentschool.toml, defaults) with secrets masked."""
    try:
        data = Settings().masked()
    except pydantic.ValidationError as exc:
        fail(f"invalid settings: {exc}", as_json=json_output)
    if json_output:
        print_json(data)
        return
    table = Table("setting", "value", title="agentschool settings")
    for key, value in data.items():
        table.add_row(key, str(value))
    console.print(table)
