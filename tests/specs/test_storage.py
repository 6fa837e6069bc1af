from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest
import sqlalchemy as sa

from agentschool.exceptions import UserError
from agentschool.specs import MigrationError, SpecRegistry, parse_spec


def spec(version: str, fields: list[dict[str, Any]], indexes: list[Any] | None = None) -> Any:
    return parse_spec(
        {
            "name": "contacts",
            "version": version,
            "description": "Contacts.",
            "capabilities": ["crm"],
            "tools": ["db_write"],
            "data_model": {"fields": fields, "indexes": indexes or []},
        }
    )


V1 = [{"name": "email", "type": "string", "required": True}, {"name": "age", "type": "integer"}]


def columns(registry: SpecRegistry) -> set[str]:
    table = registry.tables.table_name("contacts")
    return {c["name"] for c in sa.inspect(registry.engine).get_columns(table)}


def test_register_creates_real_table_and_stores_records(registry: SpecRegistry) -> None:
    plan = registry.preview(spec("1.0.0", V1))
    assert plan is not None and plan.creates_table
    assert plan.added_columns == ["email: string required", "age: integer"]
    registry.register(spec("1.0.0", V1))
    assert columns(registry) == {"id", "run_id", "created_at", "email", "age"}
    ids = registry.records.insert("contacts", [{"email": "a@x", "age": 3}, {"email": "b@x"}])
    assert len(ids) == 2
    page = registry.records.query("contacts", {"email": "b@x"})
    assert page.total == 1 and page.items[0]["age"] is None
    with pytest.raises(UserError, match=r"records\[0\]\.email: Field required"):
        registry.records.insert("contacts", [{"age": 1}])


def test_migration_preview_and_apply_keeps_rows(registry: SpecRegistry) -> None:
    registry.register(spec("1.0.0", V1))
    registry.records.insert("contacts", [{"email": "a@x", "age": 3}])
    v2 = spec(
        "1.1.0",
        [*V1, {"name": "city", "type": "string"}],
        [{"fields": ["email"], "unique": True}],
    )
    plan = registry.preview(v2)
    assert plan is not None
    assert plan.added_columns == ["city: string"]
    assert plan.added_indexes == ["unique(email)"]
    assert plan.rows == 1 and not plan.drops_data and not plan.removed_columns
    registry.register(v2)
    assert "city" in columns(registry)
    rows = registry.records.query("contacts").items
    assert [(r["email"], r["age"], r["city"]) for r in rows] == [("a@x", 3, None)]
    new_id = registry.records.insert("contacts", [{"email": "c@x"}])[0]
    assert new_id > rows[0]["id"]  # ids continue after the copied rows
    actions = [e.action for e in registry.audit("contacts")]
    assert actions == ["register", "migrate", "register", "migrate"]


def test_migration_dropping_data_needs_flag(registry: SpecRegistry) -> None:
    registry.register(spec("1.0.0", V1))
    registry.records.insert("contacts", [{"email": "a@x", "age": 3}])
    v2 = spec("2.0.0", [V1[0]])
    plan = registry.preview(v2)
    assert plan is not None and plan.removed_columns == ["age"] and plan.drops_data
    with pytest.raises(MigrationError, match=r"would drop data in \['age'\]"):
        registry.register(v2)
    assert registry.get("contacts").spec.version == "1.0.0"
    assert "age" in columns(registry)
    registry.register(v2, allow_data_loss=True)
    assert "age" not in columns(registry)
    assert registry.records.query("contacts").items[0]["email"] == "a@x"


def test_failed_migration_rolls_back(registry: SpecRegistry) -> None:
    registry.register(spec("1.0.0", V1))
    registry.records.insert("contacts", [{"email": "same@x"}, {"email": "same@x"}])
    unique = spec("1.1.0", V1, [{"fields": ["email"], "unique": True}])
    with pytest.raises(MigrationError, match="failed and was rolled back"):
        registry.register(unique)
    assert registry.tables.count("contacts") == 2
    assert registry.tables.applied_model("contacts") == spec("1.0.0", V1).data_model
    assert [r.spec.version for r in registry.versions("contacts")] == ["1.0.0"]
    table = registry.tables.table_name("contacts")
    names = sa.inspect(registry.engine).get_table_names()
    assert table in names and f"{table}__migrating" not in names
    required = spec("1.1.0", [*V1, {"name": "phone", "type": "string", "required": True}])
    with pytest.raises(MigrationError, match="rolled back"):
        registry.register(required)
    assert "phone" not in columns(registry)
    failed = [e for e in registry.audit("contacts") if e.action == "migrate-failed"]
    assert len(failed) == 2 and "rolled back" in failed[0].detail["error"]


def test_versions_search_deprecate(registry: SpecRegistry) -> None:
    registry.register(spec("1.0.0", V1))
    registry.register(spec("1.1.0", V1))
    with pytest.raises(UserError, match="already registered with different content"):
        registry.register(spec("1.1.0", [*V1, {"name": "x"}]))
    with pytest.raises(UserError, match=r"newer than 1\.1\.0"):
        registry.register(spec("1.0.5", V1))
    assert [r.spec.version for r in registry.versions("contacts")] == ["1.0.0", "1.1.0"]
    assert [r.spec.name for r in registry.search(capability="crm")] == ["contacts"]
    assert registry.search(capability="code") == []
    assert [r.spec.name for r in registry.search(tool="db_write")] == ["contacts"]
    assert registry.deprecate("contacts", "1.1.0") == ["1.1.0"]
    assert registry.get("contacts").spec.version == "1.0.0"
    registry.deprecate("contacts")
    assert registry.search() == []
    assert len(registry.search(include_deprecated=True)) == 1


def test_delete_modes_with_impact_and_export(registry: SpecRegistry) -> None:
    registry.register(spec("1.0.0", V1))
    registry.records.insert("contacts", [{"email": "a@x", "age": 3}])
    exported = json.loads(registry.records.export("contacts", "json"))
    assert exported[0]["email"] == "a@x"
    rows = list(csv.DictReader(io.StringIO(registry.records.export("contacts", "csv"))))
    assert rows[0]["email"] == "a@x" and rows[0]["age"] == "3"
    impact = registry.delete_impact("contacts", "purge")
    assert impact.records == 1 and impact.drops_records and impact.versions == ["1.0.0"]
    registry.delete("contacts", "soft")
    assert registry.search() == [] and registry.tables.count("contacts") == 1
    registry.register(spec("1.0.0", V1))  # restores a soft-deleted type
    assert registry.get("contacts").spec.version == "1.0.0"
    registry.delete("contacts", "hard")
    assert registry.versions("contacts", include_deleted=True) == []
    assert registry.tables.count("contacts") == 1  # hard keeps the records
    registry.register(spec("1.0.0", V1))
    registry.delete("contacts", "purge")
    assert registry.tables.applied_model("contacts") is None
    table = registry.tables.table_name("contacts")
    assert table not in sa.inspect(registry.engine).get_table_names()
    actions = [e.action for e in registry.audit("contacts")]
    assert {"delete-soft", "delete-hard", "delete-purge"} <= set(actions)
    with pytest.raises(UserError, match="unknown agent type 'contacts'"):
        registry.get("contacts")
