"""Spans of a real agent run, read back from an in-memory exporter."""

from __future__ import annotations

import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from agentschool.agent.agent import Agent
from agentschool.observability.tracing import RunTracer, configure_tracing, make_exporter, traced
from agentschool.settings import Settings
from agentschool.tools import Toolset

from .conftest import scripted_model


@pytest.fixture
def exporter() -> InMemorySpanExporter:
    return InMemorySpanExporter()


def tracer_for(exporter: InMemorySpanExporter) -> RunTracer:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return RunTracer(provider.get_tracer("test"))


async def run_traced(tools: Toolset, exporter: InMemorySpanExporter) -> list[ReadableSpan]:
    agent = Agent(scripted_model(), tools, planner="react", retries=0, backoff=0)
    events = [e async for e in traced(agent.iter("add things", run_id="r1"), tracer_for(exporter))]
    assert events[-1].kind == "run-finished"
    return list(exporter.get_finished_spans())


async def test_run_step_tool_and_model_spans_form_one_tree(
    tools: Toolset, exporter: InMemorySpanExporter
) -> None:
    spans = await run_traced(tools, exporter)
    by_name: dict[str, list[ReadableSpan]] = {}
    for span in spans:
        by_name.setdefault(span.name, []).append(span)
    (run,) = by_name["invoke_agent agentschool"]
    assert run.parent is None
    assert run.attributes is not None and run.attributes["agentschool.run_id"] == "r1"
    trace_ids = {s.context.trace_id for s in spans if s.context is not None}
    assert len(trace_ids) == 1
    assert len(by_name["chat scripted"]) == 3
    steps = [s for s in spans if s.name.startswith("step ")]
    assert {s.name for s in steps} == {"step t1_1", "step t1_2", "step t2_1"}
    for step in steps:
        assert step.parent is not None and run.context is not None
        assert step.parent.span_id == run.context.span_id
    tool_spans = [s for s in spans if s.name.startswith("execute_tool ")]
    step_ids = {s.context.span_id for s in steps if s.context is not None}
    assert tool_spans and all(t.parent and t.parent.span_id in step_ids for t in tool_spans)


async def test_spans_carry_genai_attributes_and_cost(
    tools: Toolset, exporter: InMemorySpanExporter
) -> None:
    spans = await run_traced(tools, exporter)
    chat = next(s for s in spans if s.name == "chat scripted")
    attrs = dict(chat.attributes or {})
    assert attrs["gen_ai.operation.name"] == "chat"
    assert attrs["gen_ai.system"] == "function"
    assert attrs["gen_ai.request.model"] == "scripted"
    assert attrs["gen_ai.usage.input_tokens"] == 100
    assert attrs["gen_ai.usage.output_tokens"] == 20
    assert attrs["agentschool.cost_usd"] == pytest.approx(0.01)
    run = next(s for s in spans if s.name == "invoke_agent agentschool")
    assert dict(run.attributes or {})["agentschool.cost_usd"] == pytest.approx(0.03)
    tool = next(s for s in spans if s.name == "execute_tool add")
    assert dict(tool.attributes or {})["gen_ai.tool.name"] == "add"


async def test_a_failing_tool_marks_its_spans_as_errors(
    tools: Toolset, exporter: InMemorySpanExporter
) -> None:
    spans = await run_traced(tools, exporter)
    failed = [s for s in spans if s.name == "execute_tool broken"]
    assert failed and all(s.status.status_code is StatusCode.ERROR for s in failed)
    assert dict(failed[0].attributes or {})["error.type"] == "ToolError"
    ok = next(s for s in spans if s.name == "execute_tool add")
    assert ok.status.status_code is StatusCode.UNSET
    assert all(s.end_time is not None for s in spans)


def test_tracing_is_off_unless_configured() -> None:
    assert make_exporter(Settings(trace_exporter="none")) is None
    assert configure_tracing(Settings()) is None


def test_console_and_otlp_exporters_are_built_on_request() -> None:
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import ConsoleSpanExporter

    assert isinstance(make_exporter(Settings(trace_exporter="console")), ConsoleSpanExporter)
    otlp = make_exporter(
        Settings(trace_exporter="otlp", otlp_endpoint="http://127.0.0.1:4318/v1/traces")
    )
    assert isinstance(otlp, OTLPSpanExporter)
    assert otlp._endpoint == "http://127.0.0.1:4318/v1/traces"
