"""`SpecRegistry`: agent specs by name and version, search, deprecation, delete, and an audit log.

Registering a spec with a data model creates (or migrates) the agent's table; every lifecycle
operation (register, deprecate, delete, migrate) is written to the audit log.

Delete modes: `soft` hides the type (restorable by registering again; table and records kept),
`hard` removes every version but keeps the table and its records, `purge` removes the versions,
the table and its records. `delete_impact` previews what a mode removes; export records first.

Each agent type also has an owner key, an access rule and a disabled state
(`agentschool.specs.access`), and an incident log (`agentschool.specs.incidents`): too many
incidents within the window disable the type (its runs are refused) until an admin enables it.
Fields marked `sensitive` are encrypted at rest (`agentschool.specs.encryption`).
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
from agentschool.specs.access import AccessRule, TypeState, TypeStates
from agentschool.specs.encryption import KEYS_SETTING, FieldCipher
from agentschool.specs.incidents import Incident, IncidentKind, IncidentPolicy, Incidents
from agentschool.specs.limits import SpecLimitError, SpecLimits, check_spec_limits
from agentschool.specs.records import Records
from agentschool.specs.spec import AgentSpec, SpecError
from agentschool.specs.storage import AgentTables, MigrationError, MigrationPlan, make_engine

__all__ = [
    "AgentTypeDisabled",
    "AuditEntry",
    "DeleteImpact",
    "DeleteMode",
    "RegisteredSpec",
    "SpecRegistry",
]

DeleteMode = Literal["soft", "hard", "purge"]
"""How much a delete removes."""


class AgentTypeDisabled(UserError):
    """An agent type is disabled (after too many incidents, or by an admin)."""


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
    """`register`, `migrate`, `migrate-failed`, `deprecate`, `delete-soft|hard|purge`,
    `access`, `incident`, `disable`, `enable`."""
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
        limits: Complexity caps checked at registration; from settings when None.
        cipher: Encrypts sensitive fields; from `AGENTSCHOOL_ENCRYPTION_KEYS` when None.
        incident_policy: Incidents that disable a type; from settings when None.
    """

    def __init__(
        self,
        engine: Engine | str | None = None,
        *,
        prefix: str = "agent_",
        limits: SpecLimits | None = None,
        cipher: FieldCipher | None = None,
        incident_policy: IncidentPolicy | None = None,
    ) -> None:
        if engine is None or isinstance(engine, str):
            engine = make_engine(engine or Settings().effective_database_url())
        self.engine = engine
        self.limits = limits
        """Complexity caps checked at registration; from settings when None."""
        self.incident_policy = incident_policy or IncidentPolicy.from_settings()
        """How many incidents within how long disable a type."""
        self.tables = AgentTables(engine, prefix=prefix)
        self.records = Records(self.tables, cipher=cipher or FieldCipher.from_settings())
        self.states = TypeStates(engine, prefix=prefix)
        """Owners, access rules and disabled states."""
        self.incidents = Incidents(engine, prefix=prefix)
        """The incident log."""
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

    def check_encryption(self, spec: AgentSpec) -> None:
        """Refuse a spec with sensitive fields when no encryption key is configured.

        Raises:
            SpecError: Naming each sensitive field and the setting the server needs.
        """
        if spec.data_model is None or self.records.cipher is not None:
            return
        problems = [
            f"data_model.fields.{i}.sensitive: {f.name} is encrypted at rest, which needs "
            f"{KEYS_SETTING} set on the server (a Fernet key: FieldCipher.new_key())"
            for i, f in enumerate(spec.data_model.fields)
            if f.sensitive
        ]
        if problems:
            raise SpecError(problems)

    def preview(self, spec: AgentSpec) -> MigrationPlan | None:
        """The table migration registering `spec` would run (None without a data model).

        Raises:
            SpecLimitError: The spec is over a complexity limit (it would not register).
        """
        self.check_limits(spec)
        self.check_encryption(spec)
        return self.tables.preview(spec.name, spec.data_model) if spec.data_model else None

    def register(
        self, spec: AgentSpec, *, allow_data_loss: bool = False, owner_key: str | None = None
    ) -> RegisteredSpec:
        """Store a new version and create or migrate its table.

        Re-registering an identical version is a no-op (and undeletes a soft-deleted type).
        The first registration of a type makes `owner_key` its owner.

        Raises:
            SpecLimitError: The spec is over a complexity limit (an incident of the type when
                it is registered already).
            SpecError: The spec has sensitive fields and no encryption key is configured.
            UserError: This version exists with different content, or is not newer than the
                latest version.
            MigrationError: The table migration was refused or failed (nothing is registered).
        """
        existing = {r.spec.version: r for r in self.versions(spec.name, include_deleted=True)}
        try:
            self.check_limits(spec)
        except SpecLimitError as exc:
            if existing:
                self.record_incident(spec.name, "limit", {"problems": exc.problems})
            raise
        self.check_encryption(spec)
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
            if not existing and self.states.get(spec.name, conn).owner_key is None:
                self.states.put(conn, TypeState(name=spec.name, owner_key=owner_key))
            self._log(conn, "register", spec.name, spec.version, by=owner_key)
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
            if mode == "purge":  # the records are gone: the next registrant owns the name
                self.states.forget(conn, name)
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

    # owners, access rules, incidents

    def state(self, name: str) -> TypeState:
        """A type's owner, access rule and disabled state."""
        return self.states.get(name)

    def set_access(self, name: str, rule: AccessRule, *, by: str | None) -> TypeState:
        """Replace a type's access rule (recorded in the audit log with who changed it).

        Raises:
            UserError: No such agent type.
        """
        self.get(name)
        with self.engine.begin() as conn:
            state = self.states.get(name, conn).model_copy(update={"access": rule})
            self.states.put(conn, state)
            self._log(conn, "access", name, None, by=by, **rule.model_dump())
        return state

    def record_incident(
        self,
        name: str,
        kind: IncidentKind,
        detail: dict[str, Any],
        *,
        run_id: str | None = None,
        ref: str | None = None,
    ) -> Incident | None:
        """Log an incident; disable the type when the policy's count is reached in its window.

        Returns None when an incident with the same `ref` was recorded already.
        """
        detail = json.loads(json.dumps(detail, default=str))
        with self.engine.begin() as conn:
            incident = self.incidents.add(conn, name, kind, detail, run_id=run_id, ref=ref)
            if incident is None:
                return None
            self._log(conn, "incident", name, None, kind=kind, run_id=run_id, facts=detail)
            state = self.states.get(name, conn)
            since = max(incident.at - self.incident_policy.window_seconds, state.enabled_at or 0)
            count = self.incidents.count_since(conn, name, since)
            if not state.disabled and count >= self.incident_policy.limit:
                reason = (
                    f"{count} incidents within {self.incident_policy.window_seconds:g}s "
                    f"(limit {self.incident_policy.limit}); last: {kind}"
                )
                self._set_disabled(conn, state, reason, by=None)
        return incident

    def disable(self, name: str, reason: str, *, by: str | None) -> TypeState:
        """Disable a type by hand: its runs are refused until it is enabled."""
        self.get(name)
        with self.engine.begin() as conn:
            return self._set_disabled(conn, self.states.get(name, conn), reason, by=by)

    def _set_disabled(
        self, conn: sa.Connection, state: TypeState, reason: str, *, by: str | None
    ) -> TypeState:
        update = {"disabled": True, "disabled_reason": reason, "disabled_at": time.time()}
        disabled = state.model_copy(update=update)
        self.states.put(conn, disabled)
        self._log(conn, "disable", state.name, None, reason=reason, by=by)
        return disabled

    def enable(self, name: str, *, by: str | None) -> TypeState:
        """Enable a disabled type again; earlier incidents stop counting towards the limit."""
        self.get(name)
        with self.engine.begin() as conn:
            state = self.states.get(name, conn)
            update = {"disabled": False, "disabled_reason": None, "enabled_at": time.time()}
            enabled = state.model_copy(update=update)
            self.states.put(conn, enabled)
            self._log(conn, "enable", name, None, by=by, was_disabled=state.disabled)
        return enabled

    def check_enabled(self, name: str) -> None:
        """Refuse to run a disabled type.

        Raises:
            AgentTypeDisabled: The type is disabled (says why and how to enable it).
        """
        state = self.states.get(name)
        if state.disabled:
            raise AgentTypeDisabled(
                f"agent type {name!r} is disabled ({state.disabled_reason}); an admin enables "
                f"it again: agentschool agents enable {name} (or POST /agent-types/{name}/enable)"
            )
