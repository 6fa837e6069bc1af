import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.settings import Settings, mask_secret


def test_env_vars_override_the_toml_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "agentschool.toml"
    config.write_text('model = "openai:gpt-4o-mini"\nmax_steps = 7\nfallback_models = ["local"]\n')
    monkeypatch.setenv("AGENTSCHOOL_CONFIG", str(config))
    monkeypatch.setenv("AGENTSCHOOL_MAX_STEPS", "9")
    settings = Settings()
    assert settings.model == "openai:gpt-4o-mini"  # from the file
    assert settings.max_steps == 9  # the env var wins
    assert settings.fallback_models == ["local"]


def test_defaults_use_the_embedded_model_and_the_data_dir(tmp_path: Path) -> None:
    settings = Settings()
    assert settings.model == "local"
    assert settings.data_dir.is_dir()
    assert settings.effective_database_url().startswith("sqlite:///")


def test_invalid_values_name_the_field(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTSCHOOL_MAX_STEPS", "zero")
    with pytest.raises(ValueError, match="max_steps"):
        Settings()


def test_masking() -> None:
    assert mask_secret("sk-abcdefghijklmnop") == "sk-a…op (len 19)"
    assert mask_secret("short") == "****"
    assert mask_secret(None) is None


def test_config_show_masks_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret-value-123456")
    monkeypatch.setenv("AGENTSCHOOL_DATABASE_URL", "postgresql://bob:hunter2@db:5432/app")
    result = CliRunner().invoke(app, ["config", "show", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["provider_keys"]["openai"] == "sk-s…56 (len 22)"
    assert data["database_url"] == "postgresql://bob:****@db:5432/app"
    assert "hunter2" not in result.output and "secret-value" not in result.output
