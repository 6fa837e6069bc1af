"""OpenTelemetry spans of a run, built by reading the agent's event stream.

```
invoke_agent agentschool            one per run (RunStarted → RunFinished)
├── chat gpt-4o-mini                one per model request (ModelResponded), GenAI attributes
└── step s1                         one per step attempt (StepStarted → finished/failed/skipped)
    └── execute_tool add            the tool call (ToolCalled → StepFinished/StepFailed)
```

`RunTracer` is a consumer, not code inside the loop: feed it each event (`observe`) or wrap the
stream with `traced(events, tracer)`. Attributes follow the OpenTelemetry GenAI semantic
conventions (`gen_ai.operation.name`, `gen_ai.system`, `gen_ai.request.model`,
`gen_ai.usage.input_tokens`, `gen_ai.usage.output_tokens`, `gen_ai.tool.name`); cost has no
convention yet and is `agentschool.cost_usd`.

Tracing is off by default: `configure_tracing(settings)` returns None and installs nothing unless
`AGENTSCHOOL_TRACE_EXPORTER` is `console` or `otlp`, so no span leaves the machine unasked.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter, SpanExporter
from opentelemetry.trace import Span, Status, StatusCode

from agentschool.agent.events import (
    AgentEvent,
    ApprovalRequested,
    ModelResponded,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepSkipped,
    StepStarted,
    ToolCalled,
)
from agentschool.exceptions import ConfigError

if TYPE_CHECKING:
    from agentschool.settings import Settings

__all__ = ["COST_ATTRIBUTE", "RunTracer", "configure_tracing", "make_exporter", "traced"]

COST_ATTRIBUTE = "agentschool.cost_usd"
"""Span attribute holding a model request's (or a run's) cost in USD."""


def _ns(seconds: float) -> int:
    return int(seconds * 1_000_000_000)


def make_exporter(settings: Settings) -> SpanExporter | None:
    """The span exporter `settings.trace_exporter` asks for; None for `none`.

    Raises:
        ConfigError: `otlp` was asked for but the `otlp` extra is not installed.
    """
    if settings.trace_exporter == "console":
        return ConsoleSpanExporter()
    if settings.trace_exporter == "otlp":
        try:
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        except ImportError as exc:  # pragma: no cover - depends on the installed extras
            raise ConfigError(
                "AGENTSCHOOL_TRACE_EXPORTER=otlp needs the otlp extra: "
                "pip install 'agentschool[otlp]'"
            ) from exc
        return OTLPSpanExporter(endpoint=settings.otlp_endpoint)
    return None


def configure_tracing(settings: Settings) -> TracerProvider | None:
    """Install a global tracer provider exporting as configured; None (and nothing set) if off."""
    exporter = make_exporter(settings)
    if exporter is None:
        return None
    provider = TracerProvider(resource=Resource.create({"service.name": "agentschool"}))
    provider.add_span_processor(BatchSpanProcessor(exporter))
    trace.set_tracer_provider(provider)
    return provider


@dataclass(slots=True)
class _RunSpans:
    run: Span
    last_at: float
    steps: dict[str, Span] = field(default_factory=dict[str, Span])
    tools: dict[str, Span] = field(default_factory=dict[str, Span])


class RunTracer:
    """Turns the events of any number of runs into spans.

    Args:
        tracer: Where spans go; the global provider's `agentschool` tracer when None (a no-op
            tracer unless `configure_tracing` or the application installed a provider).
    """

    def __init__(self, tracer: trace.Tracer | None = None) -> None:
        self.tracer = tracer or trace.get_tracer("agentschool")
        self._runs: dict[str, _RunSpans] = {}

    def observe(self, event: AgentEvent) -> None:
        """Open, annotate or close the spans this event concerns."""
        if isinstance(event, RunStarted):
            self._start_run(event)
            return
        spans = self._runs.get(event.run_id)
        if spans is None:  # a stream joined mid-run: nothing to hang spans on
            return
        if isinstance(event, ModelResponded):
            self._model_span(spans, event)
        elif isinstance(event, StepStarted):
            self._start_step(spans, event)
        elif isinstance(event, ToolCalled):
            self._start_tool(spans, event)
        elif isinstance(event, StepFinished | StepFailed | StepSkipped):
            self._end_step(spans, event)
        elif isinstance(event, ApprovalRequested):
            spans.run.add_event("approval-requested", {"agentschool.step_id": event.step_id})
        elif isinstance(event, RunFinished):
            self._end_run(spans, event)
        spans.last_at = event.at

    def _start_run(self, event: RunStarted) -> None:
        span = self.tracer.start_span(
            "invoke_agent agentschool",
            start_time=_ns(event.at),
            attributes={
                "gen_ai.operation.name": "invoke_agent",
                "gen_ai.agent.name": "agentschool",
                "agentschool.run_id": event.run_id,
                "agentschool.task": event.task[:500],
            },
        )
        self._runs[event.run_id] = _RunSpans(run=span, last_at=event.at)

    def _child(self, parent: Span, name: str, at: float, attributes: dict[str, Any]) -> Span:
        context = trace.set_span_in_context(parent)
        return self.tracer.start_span(
            name, context=context, start_time=_ns(at), attributes=attributes
        )

    def _model_span(self, spans: _RunSpans, event: ModelResponded) -> None:
        # The event arrives when the answer does; the time since the run's previous event is the
        # wait for it (plan, react and judge requests are made right after that event).
        system, _, name = event.model.partition(":")
        usage = event.usage
        span = self._child(
            spans.run,
            f"chat {name or system}",
            spans.last_at,
            {
                "gen_ai.operation.name": "chat",
                "gen_ai.system": system,
                "gen_ai.request.model": name or system,
                "gen_ai.usage.input_tokens": usage.input_tokens,
                "gen_ai.usage.output_tokens": usage.output_tokens,
                COST_ATTRIBUTE: usage.cost_usd,
                "agentschool.purpose": event.purpose,
            },
        )
        span.end(end_time=_ns(event.at))

    def _start_step(self, spans: _RunSpans, event: StepStarted) -> None:
        if event.step_id in spans.steps:
            return
        spans.steps[event.step_id] = self._child(
            spans.run,
            f"step {event.step_id}",
            event.at,
            {
                "agentschool.step_id": event.step_id,
                "agentschool.tool": event.tool,
                "agentschool.attempt": event.attempt,
            },
        )

    def _start_tool(self, spans: _RunSpans, event: ToolCalled) -> None:
        parent = spans.steps.get(event.step_id, spans.run)
        old = spans.tools.pop(event.step_id, None)
        if old is not None:
            old.end(end_time=_ns(event.at))
        spans.tools[event.step_id] = self._child(
            parent,
            f"execute_tool {event.tool}",
            event.at,
            {
                "gen_ai.operation.name": "execute_tool",
                "gen_ai.tool.name": event.tool,
                "agentschool.step_id": event.step_id,
            },
        )

    def _end_step(self, spans: _RunSpans, event: StepFinished | StepFailed | StepSkipped) -> None:
        end = _ns(event.at)
        tool = spans.tools.pop(event.step_id, None)
        if isinstance(event, StepFailed):
            if tool is not None:
                tool.set_status(Status(StatusCode.ERROR, event.error))
                tool.set_attribute("error.type", event.error_type)
                tool.end(end_time=end)
            if event.will_retry:
                return
        elif tool is not None:
            tool.end(end_time=end)
        step = spans.steps.pop(event.step_id, None)
        if step is None:
            return
        if isinstance(event, StepFailed):
            step.set_status(Status(StatusCode.ERROR, event.error))
        elif isinstance(event, StepSkipped):
            step.set_attribute("agentschool.skipped", event.reason)
        else:
            step.set_attribute("agentschool.attempts", event.attempts)
        step.end(end_time=end)

    def _end_run(self, spans: _RunSpans, event: RunFinished) -> None:
        end = _ns(event.at)
        for span in [*spans.tools.values(), *spans.steps.values()]:
            span.end(end_time=end)
        run = spans.run
        run.set_attribute("agentschool.status", event.status)
        run.set_attribute("gen_ai.usage.input_tokens", event.usage.input_tokens)
        run.set_attribute("gen_ai.usage.output_tokens", event.usage.output_tokens)
        run.set_attribute(COST_ATTRIBUTE, event.usage.cost_usd)
        if event.status != "completed":
            run.set_status(Status(StatusCode.ERROR, event.error or event.status))
        run.end(end_time=end)
        del self._runs[event.run_id]


async def traced(
    events: AsyncIterator[AgentEvent], tracer: RunTracer | None = None
) -> AsyncIterator[AgentEvent]:
    """Pass a run's events through unchanged, making spans of them on the way.

    Example:
        ```python
        async for event in traced(agent.iter("what is 2 + 3")):
            ...
        ```
    """
    tracer = tracer or RunTracer()
    async for event in events:
        tracer.observe(event)
        yield event
