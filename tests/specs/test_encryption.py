"""Sensitive fields encrypted at rest with Fernet keys, on SQLite and PostgreSQL; key rotation."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import sqlalchemy as sa

from agentschool.exceptions import ConfigError, UserError
from agentschool.settings import Settings
from agentschool.specs import SpecRegistry
from agentschool.specs.encryption import FieldCipher
from agentschool.specs.spec import SpecError, parse_spec
from agentschool.specs.storage import MigrationError

SPEC = {
    "name": "contacts",
    "version": "1.0.0",
    "description": "Keeps contacts.",
    "tools": ["db_write"],
    "data_model": {
        "fields": [
            {"name": "name", "type": "string", "required": True},
            {"name": "email", "type": "string", "sensitive": True},
            {"name": "born", "type": "datetime", "sensitive": True},
            {"name": "score", "type": "integer", "sensitive": True},
        ]
    },
}
ROW = {"name": "Ada", "email": "ada@example.org", "born": datetime(1815, 12, 10, tzinfo=UTC),
       "score": 42}  # fmt: skip


def _with(registry: SpecRegistry, *keys: str) -> SpecRegistry:
    """The same database and tables, opened with other keys (a restarted server)."""
    cipher = FieldCipher(list(keys)) if keys else None
    other = SpecRegistry(registry.engine, prefix=registry.tables.prefix, cipher=cipher)
    other.records.cipher = cipher  # None means: no key configured at all
    return other


def _raw(registry: SpecRegistry) -> dict[str, object]:
    with registry.engine.connect() as conn:
        table = registry.tables.table_name("contacts")
        return dict(conn.execute(sa.text(f'SELECT * FROM "{table}"')).mappings().one())


def test_sensitive_fields_are_stored_encrypted_and_read_in_clear(registry: SpecRegistry) -> None:
    old = FieldCipher.new_key()
    registry = _with(registry, old)
    registry.register(parse_spec(SPEC))
    registry.records.insert("contacts", [ROW], run_id="run_1")
    raw = _raw(registry)
    assert raw["name"] == "Ada"  # not sensitive
    for field in ("email", "born", "score"):
        assert str(raw[field]).startswith("gAAAAA") and "ada@" not in str(raw[field])
    page = registry.records.query("contacts")
    assert {k: page.items[0][k] for k in ROW} == ROW  # decrypted, typed as declared
    assert "ada@example.org" in registry.records.export("contacts", "csv")
    with pytest.raises(UserError, match="filter email: the field is sensitive"):
        registry.records.query("contacts", {"email": "ada@example.org"})
    assert registry.records.search("contacts", "example") == []  # ciphertext is not searched

    # rotation: a new key first, re-encrypt, then the old key can go
    new = FieldCipher.new_key()
    assert _with(registry, new, old).records.reencrypt("contacts") == 1
    assert _with(registry, new).records.query("contacts").items[0]["email"] == "ada@example.org"
    with pytest.raises(ConfigError, match=r"contacts.email: no key in AGENTSCHOOL_ENCRYPTION_KEYS"):
        _with(registry, old).records.query("contacts")
    with pytest.raises(ConfigError, match=r"set AGENTSCHOOL_ENCRYPTION_KEYS to read"):
        _with(registry).records.query("contacts")


def test_a_spec_with_sensitive_fields_needs_a_key_at_registration(registry: SpecRegistry) -> None:
    bare = _with(registry)
    with pytest.raises(SpecError) as caught:
        bare.register(parse_spec(SPEC))
    assert caught.value.problems[0].startswith("data_model.fields.1.sensitive: email is encrypted")
    assert "AGENTSCHOOL_ENCRYPTION_KEYS" in caught.value.message
    assert bare.versions("contacts") == []  # nothing registered, no table
    with pytest.raises(SpecError, match="cannot be unique or indexed"):
        parse_spec(SPEC | {"data_model": {"fields": [
            {"name": "email", "sensitive": True, "unique": True}]}})  # fmt: skip


def test_turning_encryption_on_for_a_column_with_rows_is_a_data_loss(
    registry: SpecRegistry,
) -> None:
    registry = _with(registry, FieldCipher.new_key())
    plain = SPEC | {"data_model": {"fields": [{"name": "name"}, {"name": "email"}]}}
    registry.register(parse_spec(plain))
    registry.records.insert("contacts", [{"name": "Ada", "email": "ada@example.org"}])
    secret = plain | {"version": "1.1.0", "data_model": {"fields": [
        {"name": "name"}, {"name": "email", "sensitive": True}]}}  # fmt: skip
    plan = registry.preview(parse_spec(secret))
    assert (
        plan is not None
        and plan.drops_data
        and "email: string -> string sensitive" in plan.changed_columns
    )
    with pytest.raises(MigrationError, match="would drop data"):
        registry.register(parse_spec(secret))
    registry.register(parse_spec(secret), allow_data_loss=True)  # export first, then re-insert
    kept = registry.records.query("contacts").items[0]
    assert (kept["name"], kept["email"]) == ("Ada", None)


def test_keys_come_from_settings_comma_separated() -> None:
    first, second = FieldCipher.new_key(), FieldCipher.new_key()
    cipher = FieldCipher.from_settings(Settings(encryption_keys=f"{first}, {second}"))
    assert cipher is not None
    token = FieldCipher([second]).encrypt("x")
    assert cipher.decrypt(token, field="f") == "x"  # every key decrypts
    assert FieldCipher([first]).decrypt(cipher.encrypt("y"), field="f") == "y"  # the first encrypts
    assert FieldCipher.from_settings(Settings()) is None
    with pytest.raises(ConfigError, match="AGENTSCHOOL_ENCRYPTION_KEYS: key 1 is not a Fernet key"):
        FieldCipher(["not-a-key"])
    assert Settings(encryption_keys=first).masked()["encryption_keys"] == "****"
