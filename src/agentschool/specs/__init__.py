"""Declarative agents: specs, registry, per-agent tables, factory, docs and the builder.

Who may use an agent type is here too: owners, access rules, incidents, encryption at rest.
"""

from agentschool.specs.access import AccessRule, TypeState
from agentschool.specs.builder import BuilderTurn, SpecBuilder
from agentschool.specs.docs import markdown_doc, openapi_fragment, typescript_types
from agentschool.specs.encryption import FieldCipher
from agentschool.specs.factory import SpecAgent, build_agent
from agentschool.specs.incidents import Incident, IncidentPolicy
from agentschool.specs.records import RecordPage, Records, record_model
from agentschool.specs.registry import (
    AgentTypeDisabled,
    AuditEntry,
    DeleteImpact,
    DeleteMode,
    RegisteredSpec,
    SpecRegistry,
)
from agentschool.specs.spec import (
    MEMORY_TOOL_NAMES,
    PIPELINE_TOOL_NAMES,
    SANDBOX_TOOL_NAMES,
    AgentSpec,
    DataField,
    DataIndex,
    DataModel,
    PipelineStep,
    SpecError,
    known_tool_names,
    load_spec,
    parse_spec,
    spec_json_schema,
)
from agentschool.specs.storage import AgentTables, MigrationError, MigrationPlan, make_engine
from agentschool.specs.task_input import TaskInput, WrongInput, accept_task

__all__ = [
    "MEMORY_TOOL_NAMES",
    "PIPELINE_TOOL_NAMES",
    "SANDBOX_TOOL_NAMES",
    "AccessRule",
    "AgentSpec",
    "AgentTables",
    "AgentTypeDisabled",
    "AuditEntry",
    "BuilderTurn",
    "DataField",
    "DataIndex",
    "DataModel",
    "DeleteImpact",
    "DeleteMode",
    "FieldCipher",
    "Incident",
    "IncidentPolicy",
    "MigrationError",
    "MigrationPlan",
    "PipelineStep",
    "RecordPage",
    "Records",
    "RegisteredSpec",
    "SpecAgent",
    "SpecBuilder",
    "SpecError",
    "SpecRegistry",
    "TaskInput",
    "TypeState",
    "WrongInput",
    "accept_task",
    "build_agent",
    "known_tool_names",
    "load_spec",
    "make_engine",
    "markdown_doc",
    "openapi_fragment",
    "parse_spec",
    "record_model",
    "spec_json_schema",
    "typescript_types",
]
