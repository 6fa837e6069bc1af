"""Eval benchmark: `agentschool eval` on the project's own datasets in `evals/`.

Runs the CLI (a subprocess, as a user would) on the tuned and held-out everyday sets, on both
together (100+ rule-path cases, the issue's "< 10 s, 0 model calls" target), and on the tuned and
held-out event-request sets (each request learned by Agent School from the offline fixture sites,
which `agentschool eval` serves in-process), and prints a Markdown table: cases, pass rate, wall
time of the command, the eval's own wall time, p50/p95 latency per case, model calls, side
effects, and the kinds of failure. The held-out figures are the ones to quote.

    .venv/bin/python bench/evals.py [--planner rule] [--model M] [--concurrency 8] [--runs 3]
                                    [--sets everyday,events]

Event sets run once (each case learns a function: seconds, not milliseconds).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

EVALS = Path(__file__).resolve().parents[1] / "evals"
EVERYDAY = ("everyday-tuned", "everyday-heldout")
EVENTS = ("events-tuned", "events-heldout")
KINDS = (
    ("cannot plan", re.compile(r"cannot plan: ")),
    ("cannot learn", re.compile(r"cannot (?:learn|call): ")),
    ("wrong set", re.compile(r"^result set differs")),
    ("side effects", re.compile(r"^side effects where none")),
    ("wrong answer", re.compile(r"^(?:answer|output|no number|the to-dos|to-do|file|table)")),
    ("run failed", re.compile(r"^run \w+, expected")),
    ("error", re.compile(r"raised|ran past")),
)
"""Failure kinds by the first reason of a case that did not pass (the first match wins)."""


def _combined(directory: Path) -> Path:
    """Both everyday sets as one dataset (names prefixed by their set)."""
    cases: list[dict[str, Any]] = []
    for name in EVERYDAY:
        data = yaml.safe_load((EVALS / f"{name}.yaml").read_text(encoding="utf-8"))
        cases += [{**c, "name": f"{name}/{c['name']}"} for c in data["cases"]]
    path = directory / "everyday-all.yaml"
    path.write_text(yaml.safe_dump({"name": "everyday-all", "cases": cases}), encoding="utf-8")
    return path


def _eval(path: Path, args: argparse.Namespace, home: str) -> tuple[float, dict[str, Any]]:
    cli = str(Path(sys.executable).with_name("agentschool"))
    command = [
        cli, "eval", str(path), "--json", "--no-store", "--fail-under", "0",
        "--planner", args.planner, "--concurrency", str(args.concurrency),
    ]  # fmt: skip
    if args.model:
        command += ["--model", args.model]
    env = {**os.environ, "AGENTSCHOOL_HOME": home}
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    return time.perf_counter() - started, json.loads(done.stdout)


def failure_kinds(report: dict[str, Any]) -> Counter[str]:
    """How many cases failed in each way (`KINDS`; `other` when none matches)."""
    kinds: Counter[str] = Counter()
    for case in report["cases"]:
        if case["verdict"] == "pass":
            continue
        reason = (case["reasons"] or [""])[0]
        kinds[next((k for k, pattern in KINDS if pattern.search(reason)), "other")] += 1
    return kinds


def _row(report: dict[str, Any], walls: list[float], eval_walls: list[float]) -> str:
    s = report["summary"]
    kinds = ", ".join(f"{k} {n}" for k, n in failure_kinds(report).most_common()) or "none"
    return (
        f"| {report['dataset']} | {s['cases']} | {s['pass_rate']:.1%} | "
        f"{statistics.median(walls):.2f} | {statistics.median(eval_walls):.2f} | "
        f"{s['p50_ms']:.1f} | {s['p95_ms']:.1f} | {s['model_calls']} | {s['side_effects']} | "
        f"{kinds} |"
    )


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--planner", default="rule")
    parser.add_argument("--model", default=None)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--runs", type=int, default=3, help="Runs per everyday set (median).")
    parser.add_argument("--sets", default="everyday,events", help="everyday, events or both.")
    args = parser.parse_args()
    chosen = set(args.sets.split(","))
    print(
        f"planner={args.planner} model={args.model} concurrency={args.concurrency}, everyday "
        f"sets: median of {args.runs} runs, event sets: 1 run; shared 2-core machine\n"
    )
    print(
        "| dataset | cases | pass rate | command s | eval s | p50 ms | p95 ms | model calls "
        "| side effects | failure kinds |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    with tempfile.TemporaryDirectory() as home:
        plan: list[tuple[Path, int]] = []
        if "everyday" in chosen:
            everyday = [EVALS / f"{name}.yaml" for name in EVERYDAY] + [_combined(Path(home))]
            plan += [(path, args.runs) for path in everyday]
        if "events" in chosen:
            plan += [(EVALS / f"{name}.yaml", 1) for name in EVENTS]
        for path, runs in plan:
            samples = [_eval(path, args, home) for _ in range(runs)]
            walls = [wall for wall, _ in samples]
            eval_walls = [r["summary"]["wall_s"] for _, r in samples]
            print(_row(samples[-1][1], walls, eval_walls), flush=True)


if __name__ == "__main__":
    main()
