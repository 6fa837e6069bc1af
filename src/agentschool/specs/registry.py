"""`SpecRegistry`: agent specs by name and version, search, deprecation, delete, and an audit log.

Registering a spec with a data model creates (or migrates) the agent's table; every lifecycle
operation (register, deprecate, delete, migrate) is written to the audit log.

Delete modes: `soft` hides the type (restorable by registering again; table and records kept),
`hard` removes every version but keeps the table and its records, `purge` removes the versions,
the table and its records. `delete_impact` previews what a mode removes; export records first.
"""

from __future__ import annotations

import json
import time
from typing import Any, Literal

import pydantic
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from agentschool.exceptions import UserError
from agentschool.settings import Settings
from agentschool.specs.limits import SpecLimits, check_spec_limits
from agentschool.specs.records import Records
from agentschool.specs.spec import AgentSpec
from agentschool.specs.storage import AgentTables, MigrationError, MigrationPlan, make_engine

__all__ = ["AuditEntry", "DeleteImpact", "DeleteMode", "RegisteredSpec", "SpecRegistry"]

DeleteMode = Literal["soft", "hard", "purge"]
"""How much a delete removes."""


class RegisteredSpec(pydantic.BaseModel):
    """A spec version as stored."""

    spec: AgentSpec
    """The spec."""
    deprecated: bool = False
    """Deprecated versions still run but are not the default."""
    deleted: bool = False
    """Soft-deleted."""
    registered_at: float
    """Unix time of registration."""


class AuditEntry(pydantic.BaseModel):
    """One lifecycle operation."""

    at: float
    """Unix time."""
    action: str
    """`register`, `migrate`, `migrate-failed`, `deprecate`, `delete-soft|hard|purge`."""
    agent: str
    """The agent type."""
    version: str | None
    """The version concerned, if one."""
    detail: dict[str, Any]
    """What changed."""


class DeleteImpact(pydantic.BaseModel):
    """What deleting an agent type would remove."""

    agent: str
    """The agent type."""
    mode: DeleteMode
    """The delete mode previewed."""
    versions: list[str]
    """Versions that would be removed (hidden, for soft)."""
    table: str | None
    """The agent's table, if it has one."""
    records: int
    """Records in that table."""
    drops_records: bool
    """Whether the records are deleted (purge)."""


class SpecRegistry:
    """Specs, versions, tables and the audit log in one database.

    Args:
        engine: A SQLAlchemy engine or URL; `Settings().effective_database_url()` when None.
        prefix: Prefix of every table this registry creates (tests use a unique one).
    """

    def __init__(
        self,
        engine: Engine | str | None = None,
        *,
        prefix: str = "agent_",
        limits: SpecLimits | None = None,
    ) -> None:
        if engine is None or isinstance(engine, str):
            engine = make_engine(engine or Settings().effective_database_url())
        self.engine = engine
        self.limits = limits
        """Complexity caps checked at registration; from settings when None."""
        self.tables = AgentTables(engine, prefix=prefix)
        self.records = Records(self.tables)
        meta = sa.MetaData()
        self._specs = sa.Table(
            f"{prefix}_specs",
            meta,
            sa.Column("name", sa.String(64), primary_key=True),
            sa.Column("version", sa.String(64), primary_key=True),
            sa.Column("spec", sa.JSON(), nullable=False),
            sa.Column("deprecated", sa.Boolean(), nullable=False, default=False),
            sa.Column("deleted", sa.Boolean(), nullable=False, default=False),
            sa.Column("registered_at", sa.Float(), nullable=False),
        )
        self._audit = sa.Table(
            f"{prefix}_audit",
            meta,
            sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
            sa.Column("at", sa.Float(), nullable=False),
            sa.Column("action", sa.String(32), nullable=False),
            sa.Column("agent", sa.String(64), nullable=False, index=True),
            sa.Column("version", sa.String(64), nullable=True),
            sa.Column("detail", sa.JSON(), nullable=False),
        )
        meta.create_all(engine)

    def _log(
        self, conn: sa.Connection, action: str, agent: str, version: str | None, **detail: Any
    ) -> None:
        row = {"at": time.time(), "action": action, "agent": agent, "version": version}
        conn.execute(sa.insert(self._audit).values(**row, detail=json.loads(json.dumps(detail))))

    def check_limits(self, spec: AgentSpec) -> None:
        """Refuse a spec over the complexity limits (`agentschool.specs.limits`).

        Raises:
            SpecLimitError: Naming each field over its limit and the setting that caps it.
        """
        check_spec_limits(spec, self.limits or SpecLimits.from_settings())

    def preview(self, spec: AgentSpec) -> MigrationPlan | None:
        """The table migration registering `spec` would run (None without a data model).

        Raises:
            SpecLimitError: The spec is over a complexity limit (it would not register).
        """
        self.check_limits(spec)
        return self.tables.preview(spec.name, spec.data_model) if spec.data_model else None

    def register(self, spec: AgentSpec, *, allow_data_loss: bool = False) -> RegisteredSpec:
        """Store a new version and create or migrate its table.

        Re-registering an identical version is a no-op (and undeletes a soft-deleted type).

        Raises:
            SpecLimitError: The spec is over a complexity limit.
            UserError: This version exists with different content, or is not newer than the
                latest version.
            MigrationError: The table migration was refused or failed (nothing is registered).
        """
        self.check_limits(spec)
        existing = {r.spec.version: r for r in self.versions(spec.name, include_deleted=True)}
        if spec.version in existing and existing[spec.version].spec != spec:
            raise UserError(
                f"{spec.name} {spec.version} is already registered with different content; "
                "bump the version"
            )
        latest = max(existing.values(), key=lambda r: r.spec.semver, default=None)
        if spec.version not in existing and latest and spec.semver <= latest.spec.semver:
            raise UserError(
                f"version: expected a version newer than {latest.spec.version}, got {spec.version}"
            )
        plan = None
        if spec.data_model is not None:
            try:
                plan = self.tables.apply(
                    spec.name, spec.data_model, allow_data_loss=allow_data_loss
                )
            except MigrationError as exc:  # refused or rolled back: recorded all the same
                with self.engine.begin() as conn:
                    self._log(conn, "migrate-failed", spec.name, spec.version, error=exc.message)
                raise
        now = time.time()
        with self.engine.begin() as conn:
            if spec.version in existing:
                conn.execute(
                    sa.update(self._specs)
                    .where(self._specs.c.name == spec.name)
                    .values(deleted=False)
                )
            else:
                data = json.loads(spec.model_dump_json())
                conn.execute(
                    sa.insert(self._specs).values(
                        name=spec.name, version=spec.version, spec=data, registered_at=now
                    )
                )
            self._log(conn, "register", spec.name, spec.version)
            if plan is not None and not plan.is_empty:
                self._log(conn, "migrate", spec.name, spec.version, **plan.model_dump())
        return self.get(spec.name, spec.version)

    def _rows(self, *where: Any) -> list[RegisteredSpec]:
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(self._specs).where(*where)).mappings().all()
        found = [
            RegisteredSpec(
                spec=AgentSpec.model_validate(r["spec"]),
                deprecated=r["deprecated"],
                deleted=r["deleted"],
                registered_at=r["registered_at"],
            )
            for r in rows
        ]
        return sorted(found, key=lambda r: (r.spec.name, r.spec.semver))

    def versions(self, name: str, *, include_deleted: bool = False) -> list[RegisteredSpec]:
        """Every version of an agent type, oldest first."""
        rows = self._rows(self._specs.c.name == name)
        return [r for r in rows if include_deleted or not r.deleted]

    def get(self, name: str, version: str | None = None) -> RegisteredSpec:
        """A version, or the latest non-deprecated one (the latest of all when all are).

        Raises:
            UserError: No such agent type or version.
        """
        versions = self.versions(name)
        if version is not None:
            versions = [r for r in versions if r.spec.version == version]
        if not versions:
            known = ", ".join(sorted({r.spec.name for r in self.search(include_deprecated=True)}))
            what = f"{name} {version}" if version else name
            raise UserError(f"unknown agent type {what!r}; registered: {known or 'none'}")
        current = [r for r in versions if not r.deprecated] or versions
        return current[-1]

    def search(
        self,
        *,
        capability: str | None = None,
        tool: str | None = None,
        query: str | None = None,
        include_deprecated: bool = False,
    ) -> list[RegisteredSpec]:
        """The current version of each agent type, filtered by capability, tool or text."""
        latest: dict[str, RegisteredSpec] = {}
        for row in self._rows(self._specs.c.deleted.is_(False)):
            if row.deprecated and not include_deprecated:
                continue
            latest[row.spec.name] = row
        found = list(latest.values())
        if capability:
            found = [r for r in found if capability in r.spec.capabilities]
        if tool:
            found = [r for r in found if tool in r.spec.all_tools()]
        if query:
            needle = query.lower()
            found = [r for r in found if needle in f"{r.spec.name} {r.spec.description}".lower()]
        return found

    def deprecate(self, name: str, version: str | None = None) -> list[str]:
        """Deprecate one version, or every version; returns the versions deprecated."""
        targets = [
            r.spec.version
            for r in self.versions(name)
            if version is None or r.spec.version == version
        ]
        if not targets:
            self.get(name, version)  # raises the helpful unknown-agent error
        with self.engine.begin() as conn:
            conn.execute(
                sa.update(self._specs)
                .where(self._specs.c.name == name, self._specs.c.version.in_(targets))
                .values(deprecated=True)
            )
            self._log(conn, "deprecate", name, version, versions=targets)
        return targets

    def delete_impact(self, name: str, mode: DeleteMode = "soft") -> DeleteImpact:
        """What `delete(name, mode)` would remove.

        Raises:
            UserError: No such agent type.
        """
        versions = [r.spec.version for r in self.versions(name, include_deleted=True)]
        if not versions:
            self.get(name)
        has_table = self.tables.applied_model(name) is not None
        return DeleteImpact(
            agent=name,
            mode=mode,
            versions=versions,
            table=self.tables.table_name(name) if has_table else None,
            records=self.tables.count(name),
            drops_records=mode == "purge" and has_table,
        )

    def delete(self, name: str, mode: DeleteMode = "soft") -> DeleteImpact:
        """Delete an agent type (see the module docs for the modes); returns what was removed."""
        impact = self.delete_impact(name, mode)
        if mode == "purge":
            self.tables.drop(name)
        with self.engine.begin() as conn:
            where = self._specs.c.name == name
            if mode == "soft":
                conn.execute(sa.update(self._specs).where(where).values(deleted=True))
            else:
                conn.execute(sa.delete(self._specs).where(where))
            self._log(conn, f"delete-{mode}", name, None, **impact.model_dump(exclude={"agent"}))
        return impact

    def audit(self, name: str | None = None) -> list[AuditEntry]:
        """The audit log, oldest first (one agent type's when `name` is given)."""
        query = sa.select(self._audit).order_by(self._audit.c.id)
        if name is not None:
            query = query.where(self._audit.c.agent == name)
        with self.engine.connect() as conn:
            rows = conn.execute(query).mappings().all()
        return [AuditEntry.model_validate(dict(r)) for r in rows]
