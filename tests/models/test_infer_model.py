"""infer_model: every accepted model string form, and the errors for the rest."""

from __future__ import annotations

import pytest

from agentschool.exceptions import ConfigError, UserError
from agentschool.models import MODEL_FORMS, FunctionModel, TestModel, infer_model
from agentschool.models.anthropic import AnthropicModel, AnthropicProvider
from agentschool.models.openai import OpenAIModel, OpenAIProvider


@pytest.mark.parametrize(
    ("spec", "provider", "model_name", "base_url"),
    [
        ("openai:gpt-4o-mini", "openai", "gpt-4o-mini", "https://api.openai.com/v1"),
        (
            "groq:llama-3.3-70b-versatile",
            "groq",
            "llama-3.3-70b-versatile",
            "https://api.groq.com/openai/v1",
        ),
        (
            "mistral:mistral-small-latest",
            "mistral",
            "mistral-small-latest",
            "https://api.mistral.ai/v1",
        ),
        ("ollama:llama3.1", "ollama", "llama3.1", "http://localhost:11434/v1"),
        ("ollama:llama3.1:8b", "ollama", "llama3.1:8b", "http://localhost:11434/v1"),
        (
            "vllm:Qwen/Qwen2.5-7B-Instruct",
            "vllm",
            "Qwen/Qwen2.5-7B-Instruct",
            "http://localhost:8000/v1",
        ),
        ("llamacpp:smollm2", "llamacpp", "smollm2", "http://localhost:8080/v1"),
        ("  openai:gpt-4o  ", "openai", "gpt-4o", "https://api.openai.com/v1"),
    ],
)
def test_openai_compatible_presets(
    spec: str, provider: str, model_name: str, base_url: str
) -> None:
    model = infer_model(spec)

    assert isinstance(model, OpenAIModel)
    assert (model.system, model.name, model.provider.base_url) == (provider, model_name, base_url)
    assert model.label == f"{provider}:{model_name}"


def test_self_hosted_base_urls_come_from_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTSCHOOL_VLLM_BASE_URL", "http://gpu-box:8000/v1")
    monkeypatch.setenv("AGENTSCHOOL_LLAMACPP_BASE_URL", "http://127.0.0.1:9090/v1/")

    vllm = infer_model("vllm:qwen")
    llamacpp = infer_model("llamacpp:smollm2")

    assert isinstance(vllm, OpenAIModel) and isinstance(llamacpp, OpenAIModel)
    assert vllm.provider.base_url == "http://gpu-box:8000/v1"
    assert llamacpp.provider.base_url == "http://127.0.0.1:9090/v1"


@pytest.mark.parametrize(
    ("spec", "base_url", "model_name"),
    [
        (
            "openai-compatible:http://localhost:8000/v1:qwen2.5",
            "http://localhost:8000/v1",
            "qwen2.5",
        ),
        (
            "openai-compatible:https://api.together.xyz/v1:meta-llama/Llama-3-8b",
            "https://api.together.xyz/v1",
            "meta-llama/Llama-3-8b",
        ),
    ],
)
def test_openai_compatible_base_url(spec: str, base_url: str, model_name: str) -> None:
    model = infer_model(spec)

    assert isinstance(model, OpenAIModel)
    assert (model.provider.base_url, model.name) == (base_url, model_name)
    assert model.system == "openai-compatible"  # never priced or reported as OpenAI
    assert model.provider.api_key_env is None  # a custom server never gets OPENAI_API_KEY


def test_anthropic() -> None:
    model = infer_model("anthropic:claude-sonnet-4-5")

    assert isinstance(model, AnthropicModel)
    assert isinstance(model.provider, AnthropicProvider)
    assert model.label == "anthropic:claude-sonnet-4-5"
    assert model.provider.base_url == "https://api.anthropic.com"


def test_building_models_without_keys_does_not_fail_until_a_request() -> None:
    # `agentschool models` lists providers without any key set; only requesting needs the key.
    openai_model = infer_model("openai:gpt-4o-mini")
    anthropic_model = infer_model("anthropic:claude-haiku-4-5")
    assert isinstance(openai_model, OpenAIModel) and isinstance(anthropic_model, AnthropicModel)
    assert not OpenAIProvider.is_configured("openai")
    assert not AnthropicProvider.is_configured()

    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        _ = openai_model.provider.client
    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        _ = anthropic_model.provider.client


def test_test_and_passthrough() -> None:
    assert isinstance(infer_model("test"), TestModel)
    model = FunctionModel(lambda messages, info: "hi")
    assert infer_model(model) is model


def test_local_forms() -> None:
    local = pytest.importorskip("agentschool.models.local")

    default = infer_model("local")
    by_path = infer_model("local:/models/qwen2.5-0.5b-instruct-q4_k_m.gguf")

    assert isinstance(default, local.LocalModel) and isinstance(by_path, local.LocalModel)
    assert default.label == "local"
    assert by_path.label == "local:/models/qwen2.5-0.5b-instruct-q4_k_m.gguf"


@pytest.mark.parametrize(
    "spec",
    [
        "gpt-4o",
        "",
        "openai:",
        "unknown:model",
        "openai-compatible:qwen",
        "openai-compatible:localhost:8000:qwen",
        "openai-compatible:http://localhost:8000/v1:",
    ],
)
def test_unknown_strings_list_every_accepted_form(spec: str) -> None:
    with pytest.raises(UserError) as info:
        infer_model(spec)

    message = str(info.value)
    assert repr(spec.strip()) in message
    for form in MODEL_FORMS:
        assert form in message


def test_unknown_preset_name_is_a_user_error() -> None:
    with pytest.raises(UserError, match="groq"):
        OpenAIProvider.preset("together")
