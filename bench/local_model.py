"""Embedded model benchmark: our LocalModel layer against raw llama_cpp.Llama on the same GGUF.

Prints Markdown tables (medians of --runs runs): first-load time; prompt and generation speed
through LocalModel vs raw `Llama.create_completion`; constrained vs free decoding; one plan-sized
call end to end with a cached prompt prefix; tool-choice accuracy on a labeled set, with and without
the few-shot system prompt.

    .venv/bin/python bench/local_model.py [--runs 5] [--threads N] [--no-accuracy]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

sys.path.insert(0, os.path.dirname(__file__))

from agentschool.messages import ModelRequest
from agentschool.models import OutputSchema
from agentschool.models._local_prompt import render_prompt
from agentschool.models.local import LocalModel, default_gguf_path, schema_grammar
from local_model_cases import CASES, TOOLS, score

LONG_PROMPT = (
    "Here is a short story. A lighthouse keeper on a small island kept a log of every ship that "
    "passed. Over forty years she wrote about storms, calm mornings, whales, lost sailors and the "
    "day the lamp failed. Her grandson found the logs in a chest and read them to the village. "
    "Write a long, detailed continuation of the story."
)
PLAN_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "goal": {"type": "string", "maxLength": 60},
        "steps": {
            "type": "array",
            "maxItems": 2,
            "items": {
                "type": "object",
                "properties": {
                    "id": {"type": "string", "maxLength": 4},
                    "tool": {"enum": ["web_search", "get_weather", "send_email"]},
                    "query": {"type": "string", "maxLength": 24},
                },
                "required": ["id", "tool", "query"],
            },
        },
    },
    "required": ["goal", "steps"],
}
PLAN_PROMPT = (
    "Plan: find the weather in Lisbon, search for Lisbon events, email the summary to ann."
)


def median_ms(fn: Callable[[], float], runs: int) -> float:
    return statistics.median(fn() for _ in range(runs)) * 1000


def load_times(runs: int, threads: int) -> dict[str, float]:
    """Median seconds to import and to load, for LocalModel and raw Llama, in fresh processes."""
    ours = (
        "import time; t=time.perf_counter(); from agentschool.models.local import LocalModel; "
        f"i=time.perf_counter(); LocalModel(n_threads={threads}).load(); "
        "print(i-t, time.perf_counter()-i)"
    )
    raw = (
        "import time; t=time.perf_counter(); from llama_cpp import Llama; i=time.perf_counter(); "
        f"Llama(model_path={default_gguf_path()!r}, n_ctx=4096, n_threads={threads}, "
        "verbose=False); print(i-t, time.perf_counter()-i)"
    )

    def run(code: str) -> tuple[float, float]:
        args = [sys.executable, "-c", code]
        out = subprocess.run(args, capture_output=True, text=True, check=True)
        imported, loaded = out.stdout.strip().splitlines()[-1].split()
        return float(imported), float(loaded)

    ours_runs = [run(ours) for _ in range(runs)]
    raw_runs = [run(raw) for _ in range(runs)]
    return {
        "ours_import": statistics.median(r[0] for r in ours_runs),
        "ours_load": statistics.median(r[1] for r in ours_runs),
        "raw_import": statistics.median(r[0] for r in raw_runs),
        "raw_load": statistics.median(r[1] for r in raw_runs),
    }


class Speed:
    """Times the same prompt through LocalModel and through a raw Llama on the same file."""

    def __init__(self, threads: int) -> None:
        from llama_cpp import Llama, LlamaGrammar

        self.model = LocalModel(n_threads=threads)
        self.engine = self.model.load()
        self.raw = Llama(
            model_path=default_gguf_path(), n_ctx=4096, n_threads=threads, verbose=False
        )
        self.grammar_cls = LlamaGrammar
        for call in (self.ours, self.raw_call):  # warm up: page in the weights, build grammars
            call(PLAN_PROMPT, 4, PLAN_SCHEMA)
            call(PLAN_PROMPT, 4, None)

    def ours(
        self, prompt: str, max_tokens: int, schema: dict[str, Any] | None, cached: bool = False
    ) -> tuple[float, int]:
        """Seconds and completion tokens of one LocalModel request; `cached` keeps the KV cache."""
        if not cached:
            self.engine.llama.reset()
        output = OutputSchema(json_schema=schema) if schema is not None else None
        start = time.perf_counter()
        response = asyncio.run(
            self.model.request(
                [ModelRequest.user(prompt)], {"max_tokens": max_tokens}, output_schema=output
            )
        )
        return time.perf_counter() - start, response.usage.output_tokens

    def raw_call(
        self, prompt: str, max_tokens: int, schema: dict[str, Any] | None, cached: bool = False
    ) -> tuple[float, int]:
        """Seconds and completion tokens of raw create_completion on the same rendered prompt."""
        output = OutputSchema(json_schema=schema) if schema is not None else None
        text = render_prompt([ModelRequest.user(prompt)], (), output)
        grammar = (
            self.grammar_cls.from_string(schema_grammar(schema), verbose=False) if schema else None
        )
        if not cached:
            self.raw.reset()
        start = time.perf_counter()
        out: Any = self.raw.create_completion(
            text, max_tokens=max_tokens, temperature=0.0, grammar=grammar
        )
        return time.perf_counter() - start, out["usage"]["completion_tokens"]

    def per_token(self, schema: Any, runs: int) -> tuple[float, float]:
        """Median ms per generated token, ours and raw: (time of 64 tokens - time of 1) / 63.

        The prompt prefix stays cached (both sides re-evaluate only its last token), so the noise
        of evaluating a whole prompt does not swamp the difference; ours and raw alternate within
        each run, so a burst of load on the shared machine hits both sides alike.
        """
        prompt = LONG_PROMPT if schema is None else PLAN_PROMPT
        calls = (self.ours, self.raw_call)
        samples: tuple[list[float], list[float]] = ([], [])
        for call in calls:
            call(prompt, 1, schema)  # cache the prompt
        for _ in range(runs):
            for call, timings in zip(calls, samples, strict=True):
                one, _ = call(prompt, 1, schema, cached=True)
                many, n = call(prompt, 64, schema, cached=True)
                timings.append((many - one) / max(n - 1, 1))
        ours, raw = (statistics.median(timings) * 1000 for timings in samples)
        return ours, raw

    def prompt_rate(self, call: Callable[..., tuple[float, int]], runs: int) -> tuple[float, int]:
        """Median prompt tokens/s: a 1-token completion of an uncached ~250-token prompt."""
        prompt = " ".join([LONG_PROMPT] * 3)
        n = len(self.engine.tokenize(render_prompt([ModelRequest.user(prompt)])))
        seconds = statistics.median(call(prompt, 1, None)[0] for _ in range(runs))
        return n / seconds, n

    def plan_call(self, runs: int) -> tuple[float, int, bool]:
        """Median seconds of a plan-sized structured call with the prompt prefix already cached."""
        output = OutputSchema(json_schema=PLAN_SCHEMA)
        messages = [ModelRequest.user(PLAN_PROMPT)]
        asyncio.run(self.model.request(messages, output_schema=output))  # warm the prefix
        times, tokens, valid = [], 0, True
        for _ in range(runs):
            start = time.perf_counter()
            response = asyncio.run(self.model.request(messages, output_schema=output))
            times.append(time.perf_counter() - start)
            tokens = response.usage.output_tokens
            import jsonschema

            valid = valid and jsonschema.Draft202012Validator(PLAN_SCHEMA).is_valid(
                json.loads(response.text)
            )
        return statistics.median(times), tokens, valid


async def accuracy(few_shot: bool, threads: int) -> tuple[int, int, float]:
    model = LocalModel(few_shot=few_shot, n_threads=threads)
    tool_ok = args_ok = 0
    start = time.perf_counter()
    for case in CASES:
        response = await model.request([ModelRequest.user(case[0])], tools=TOOLS)
        calls = response.tool_calls
        name, args = (calls[0].tool_name, calls[0].args) if calls else (None, {})
        t, a = score(name, args, case)
        tool_ok, args_ok = tool_ok + t, args_ok + a
    return tool_ok, args_ok, (time.perf_counter() - start) / len(CASES)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--threads", type=int, default=min(os.cpu_count() or 1, 8))
    parser.add_argument("--no-accuracy", action="store_true")
    opts = parser.parse_args()
    runs, threads = opts.runs, opts.threads
    print(
        f"CPU: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} (shared machine), "
        f"n_threads={threads}, medians of {runs} runs\n"
    )

    loads = load_times(runs, threads)
    ours_load, raw_load = loads["ours_load"], loads["raw_load"]
    speed = Speed(threads)
    ours_prompt, n_prompt = speed.prompt_rate(speed.ours, runs)
    raw_prompt, _ = speed.prompt_rate(speed.raw_call, runs)
    ours_free, raw_free = speed.per_token(None, runs)
    ours_json, raw_json = speed.per_token(PLAN_SCHEMA, runs)
    plan_s, plan_tokens, plan_valid = speed.plan_call(runs)

    print("| measure | LocalModel | raw llama_cpp | ours/raw | goal |")
    print("|---|---|---|---|---|")
    print(
        f"| first load: Python imports (s) | {loads['ours_import']:.2f} | "
        f"{loads['raw_import']:.2f} | | |"
    )
    print(
        f"| first load: weights (s) | {ours_load:.2f} | {raw_load:.2f} | "
        f"{ours_load / raw_load:.2f}× | ≤ 1 s |"
    )
    print(
        f"| prompt tokens/s ({n_prompt}-token prompt, uncached) | {ours_prompt:.0f} | "
        f"{raw_prompt:.0f} | {raw_prompt / ours_prompt:.2f}× time | — |"
    )
    print(
        f"| generation tokens/s (free) | {1000 / ours_free:.0f} | {1000 / raw_free:.0f} | "
        f"{ours_free / raw_free:.2f}× time, {ours_free - raw_free:+.2f} ms/token | "
        "≤ +1 ms/token |"
    )
    print(f"| ms/token, free decoding | {ours_free:.2f} | {raw_free:.2f} | | |")
    print(
        f"| ms/token, JSON-schema constrained | {ours_json:.2f} | {raw_json:.2f} | "
        f"{ours_json / raw_json:.2f}× | |"
    )
    print(
        f"| constrained / free | {ours_json / ours_free:.2f}× | {raw_json / raw_free:.2f}× | "
        "| ≤ 1.2× |"
    )
    print(
        f"| plan call end to end ({plan_tokens}-token JSON, cached prefix, s) | {plan_s:.2f} | "
        f"| | ≤ 2 s (valid: {plan_valid}) |"
    )

    if not opts.no_accuracy:
        print(f"\n| system prompt | tool right ({len(CASES)}) | tool + args right | s/request |")
        print("|---|---|---|---|")
        for label, few_shot in (("minimal (no examples)", False), ("few-shot (default)", True)):
            tool_ok, args_ok, per = asyncio.run(accuracy(few_shot, threads))
            print(f"| {label} | {tool_ok} | {args_ok} | {per:.2f} |")


if __name__ == "__main__":
    main()
