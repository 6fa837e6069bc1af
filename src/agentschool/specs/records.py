"""Records in an agent's table: validated inserts, filtered paginated queries, JSON/CSV export.

Fields marked `sensitive` are encrypted on insert and decrypted on every read with the
`FieldCipher` given (`agentschool.specs.encryption`); `reencrypt` moves them to the first key.
"""

from __future__ import annotations

import csv
import io
import json
import time
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

import pydantic
import sqlalchemy as sa

from agentschool.exceptions import ConfigError, UserError
from agentschool.specs.encryption import KEYS_SETTING, FieldCipher
from agentschool.specs.spec import DataModel, FieldType
from agentschool.specs.storage import AgentTables

__all__ = ["RecordPage", "Records", "record_model"]

_PY_TYPES: dict[FieldType, Any] = {
    "string": str,
    "text": str,
    "integer": int,
    "number": float,
    "boolean": bool,
    "datetime": datetime,
    "json": Any,
}


def record_model(agent: str, model: DataModel) -> type[pydantic.BaseModel]:
    """A Pydantic model validating one record of the agent's table."""
    fields: dict[str, Any] = {
        f.name: (_PY_TYPES[f.type], ...) if f.required else (_PY_TYPES[f.type] | None, None)
        for f in model.fields
    }
    built: type[pydantic.BaseModel] = pydantic.create_model(
        f"{agent.replace('-', '_')}_record",
        __config__=pydantic.ConfigDict(extra="forbid"),
        **fields,
    )
    return built


def _coerce(name: str, kind: FieldType | None, value: Any) -> Any:
    """A query-string value as the column's type (`?age=3` filters an integer column)."""
    if not isinstance(value, str) or kind in (None, "string", "text", "datetime", "json"):
        return value
    try:
        if kind == "boolean":
            return value.lower() in ("1", "true", "yes")
        return int(value) if kind == "integer" else float(value)
    except ValueError:
        raise UserError(f"filter {name}: expected a {kind}, got {value!r}") from None


class RecordPage(pydantic.BaseModel):
    """One page of records."""

    items: list[dict[str, Any]]
    """The records (with `id`, `run_id`, `created_at`)."""
    total: int
    """Records matching the filters."""
    limit: int
    """Page size."""
    offset: int
    """Records skipped."""


class Records:
    """Reads and writes the records of agent tables managed by `tables`.

    Args:
        tables: The agent tables.
        cipher: Encrypts the fields marked `sensitive`; a table with such fields cannot be read
            or written without one.
    """

    def __init__(self, tables: AgentTables, *, cipher: FieldCipher | None = None) -> None:
        self.tables = tables
        self.cipher = cipher

    def _table(self, agent: str) -> tuple[sa.Table, DataModel]:
        model = self.tables.applied_model(agent)
        if model is None:
            raise UserError(f"agent type {agent!r} has no table (its spec has no data_model)")
        return self.tables.table(agent, model), model

    def _cipher(self, agent: str, model: DataModel) -> FieldCipher | None:
        if model.sensitive_fields and self.cipher is None:
            raise ConfigError(
                f"agent {agent}: fields {model.sensitive_fields} are encrypted; "
                f"set {KEYS_SETTING} to read or write its records"
            )
        return self.cipher if model.sensitive_fields else None

    def _seal(self, agent: str, model: DataModel, row: dict[str, Any]) -> dict[str, Any]:
        cipher = self._cipher(agent, model)
        if cipher is None:
            return row
        secret = {n: cipher.encrypt(row[n]) for n in model.sensitive_fields if n in row}
        return {**row, **secret}

    def _open(
        self, agent: str, model: DataModel, rows: Sequence[sa.RowMapping]
    ) -> list[dict[str, Any]]:
        cipher = self._cipher(agent, model)
        items = [dict(row) for row in rows]
        if cipher is None:
            return items
        for field in (model.field(n) for n in model.sensitive_fields):
            adapter: pydantic.TypeAdapter[Any] = pydantic.TypeAdapter(_PY_TYPES[field.type])
            for item in items:
                value = cipher.decrypt(item[field.name], field=f"{agent}.{field.name}")
                item[field.name] = None if value is None else adapter.validate_python(value)
        return items

    def insert(
        self, agent: str, records: Sequence[Mapping[str, Any]], *, run_id: str | None = None
    ) -> list[int]:
        """Validate and insert records; returns their ids.

        Raises:
            UserError: A record does not match the data model (names the record and field).
        """
        table, model = self._table(agent)
        validator = record_model(agent, model)
        rows = []
        for i, record in enumerate(records):
            try:
                valid = validator.model_validate(dict(record))
            except pydantic.ValidationError as exc:
                problems = "; ".join(
                    f"records[{i}].{'.'.join(map(str, e['loc']))}: {e['msg']}"
                    for e in exc.errors(include_url=False)
                )
                raise UserError(f"invalid record for {agent}: {problems}") from None
            row = {**valid.model_dump(), "run_id": run_id, "created_at": time.time()}
            rows.append(self._seal(agent, model, row))
        if not rows:
            return []
        statement = sa.insert(table).returning(table.c.id, sort_by_parameter_order=True)
        with self.tables.engine.begin() as conn:  # one executemany ("insertmanyvalues" batches)
            return [int(row_id) for row_id in conn.execute(statement, rows).scalars()]

    def query(
        self,
        agent: str,
        filters: Mapping[str, Any] | None = None,
        *,
        limit: int = 50,
        offset: int = 0,
        order: str = "id",
    ) -> RecordPage:
        """Records equal to every filter (`{"field": value}`; `run_id` too), paginated.

        `order` is a column name, `-name` for descending.

        Raises:
            UserError: A filter or the order names an unknown column.
        """
        table, model = self._table(agent)
        types = {f.name: f.type for f in model.fields}
        where = []
        for name, value in (filters or {}).items():
            if name not in table.c:
                raise UserError(f"unknown filter field {name!r}; known: {list(table.c.keys())}")
            if name in model.sensitive_fields:
                raise UserError(
                    f"filter {name}: the field is sensitive (encrypted); not filterable"
                )
            where.append(table.c[name] == _coerce(name, types.get(name), value))
        column = order.lstrip("-")
        if column not in table.c:
            raise UserError(f"unknown order field {column!r}; known: {list(table.c.keys())}")
        if column in model.sensitive_fields:
            raise UserError(f"order {column}: the field is sensitive (encrypted); not sortable")
        sort = table.c[column].desc() if order.startswith("-") else table.c[column].asc()
        with self.tables.engine.connect() as conn:
            total = conn.execute(
                sa.select(sa.func.count()).select_from(table).where(*where)
            ).scalar_one()
            rows = conn.execute(
                sa.select(table).where(*where).order_by(sort).limit(limit).offset(offset)
            ).mappings()
            items = self._open(agent, model, rows.all())
        return RecordPage(items=items, total=int(total), limit=limit, offset=offset)

    def runs(self, agent: str) -> list[dict[str, Any]]:
        """Runs that wrote records: `{"run_id", "records", "last_at"}`, newest first."""
        table, _ = self._table(agent)
        last = sa.func.max(table.c.created_at)
        query = (
            sa.select(table.c.run_id, sa.func.count().label("records"), last.label("last_at"))
            .where(table.c.run_id.is_not(None))
            .group_by(table.c.run_id)
            .order_by(last.desc())
        )
        with self.tables.engine.connect() as conn:
            return [dict(r) for r in conn.execute(query).mappings()]

    def search(self, agent: str, text: str, *, limit: int = 10) -> list[dict[str, Any]]:
        """Records whose text columns contain every word of `text` (case-insensitive)."""
        table, model = self._table(agent)
        columns = [
            table.c[f.name]
            for f in model.fields
            if f.type in ("string", "text", "json") and not f.sensitive
        ]
        where = [
            sa.or_(*(sa.func.lower(sa.cast(c, sa.Text())).contains(word) for c in columns))
            for word in text.lower().split()
        ]
        with self.tables.engine.connect() as conn:
            rows = conn.execute(sa.select(table).where(*where).order_by(table.c.id).limit(limit))
            return self._open(agent, model, rows.mappings().all())

    def export(self, agent: str, fmt: Literal["json", "csv"] = "json") -> str:
        """Every record of the agent as JSON (a list) or CSV (a header row first)."""
        table, model = self._table(agent)
        with self.tables.engine.connect() as conn:
            rows = conn.execute(sa.select(table).order_by(table.c.id)).mappings().all()
        items = self._open(agent, model, rows)
        if fmt == "json":
            return json.dumps(items, default=str, indent=2)
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=list(table.c.keys()))
        writer.writeheader()
        for item in items:
            writer.writerow(
                {k: json.dumps(v) if isinstance(v, dict | list) else v for k, v in item.items()}
            )
        return out.getvalue()

    def reencrypt(self, agent: str) -> int:
        """Re-encrypt the agent's sensitive fields with the first key; returns rows rewritten.

        One transaction: a value no key decrypts stops it and nothing is rewritten.
        """
        table, model = self._table(agent)
        cipher = self._cipher(agent, model)
        if cipher is None:
            return 0
        secret = model.sensitive_fields
        with self.tables.engine.begin() as conn:
            rows = conn.execute(sa.select(table.c.id, *(table.c[n] for n in secret))).all()
            for row in rows:
                for name in secret:  # decrypting first names a field no key opens
                    cipher.decrypt(getattr(row, name), field=f"{agent}.{name}")
                values = {n: cipher.rotate(getattr(row, n)) for n in secret}
                conn.execute(sa.update(table).where(table.c.id == row.id).values(**values))
        return len(rows)
