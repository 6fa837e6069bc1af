"""`agentschool agents incidents|enable|disable|access|reencrypt` on the configured database."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.specs import SpecRegistry
from agentschool.specs.encryption import FieldCipher
from agentschool.specs.incidents import IncidentPolicy
from agentschool.specs.reference import reference_spec
from agentschool.specs.spec import parse_spec

runner = CliRunner()


def agents(*args: str) -> tuple[int, object]:
    result = runner.invoke(app, ["agents", *args, "--json"])
    return result.exit_code, json.loads(result.stdout) if result.stdout.strip() else None


def test_an_operator_enables_a_type_its_incidents_disabled() -> None:
    registry = SpecRegistry(incident_policy=IncidentPolicy(limit=1))
    registry.register(reference_spec("text-processor"))
    registry.record_incident("text-processor", "denied-tool", {"tool": "shell"}, ref="r:1")
    code, out = agents("incidents", "text-processor")
    assert code == 0 and isinstance(out, dict)
    assert out["state"]["disabled"] and [i["kind"] for i in out["incidents"]] == ["denied-tool"]
    code, out = agents("run", "text-processor", "a text")
    assert code == 1 and isinstance(out, dict) and "is disabled" in str(out["error"])
    code, out = agents("enable", "text-processor")
    assert code == 0 and isinstance(out, dict) and out["disabled"] is False
    code, out = agents("disable", "text-processor", "--reason", "under review")
    assert out == out | {"disabled": True, "disabled_reason": "under review"}
    code, out = agents("access", "text-processor", "--read", "key:abc123", "--read", "admin")
    assert code == 0 and isinstance(out, dict)
    assert out["access"] == {"read": ["key:abc123", "admin"], "run": ["run"], "change": ["admin"]}
    bad = runner.invoke(app, ["agents", "access", "text-processor", "--run", "everyone"])
    assert bad.exit_code == 1 and "run.0: String should match pattern" in bad.stderr
    assert [e.action for e in registry.audit("text-processor")][-4:] == [
        "disable", "enable", "disable", "access"]  # fmt: skip


def test_reencrypt_moves_sensitive_fields_to_the_first_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    old, new = FieldCipher.new_key(), FieldCipher.new_key()
    monkeypatch.setenv("AGENTSCHOOL_ENCRYPTION_KEYS", old)
    spec = {"name": "vault", "version": "1.0.0", "description": "Keeps secrets.",
            "tools": ["db_write"],
            "data_model": {"fields": [{"name": "secret", "sensitive": True}]}}  # fmt: skip
    SpecRegistry().register(parse_spec(spec))
    SpecRegistry().records.insert("vault", [{"secret": "s3cret"}])
    monkeypatch.setenv("AGENTSCHOOL_ENCRYPTION_KEYS", f"{new},{old}")
    assert agents("reencrypt", "vault") == (0, {"agent": "vault", "rows": 1})
    monkeypatch.setenv("AGENTSCHOOL_ENCRYPTION_KEYS", new)
    assert SpecRegistry().records.query("vault").items[0]["secret"] == "s3cret"
