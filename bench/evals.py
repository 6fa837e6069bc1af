"""Eval benchmark: `agentschool eval` on the project's own datasets in `evals/`.

Runs the CLI (a subprocess, as a user would) on the tuned and the held-out everyday sets, and on
both together (100+ rule-path cases, the issue's "< 10 s, 0 model calls" target), and prints a
Markdown table: cases, pass rate, wall time of the command, the eval's own wall time, p50/p95
latency per case, model calls and side effects. The held-out figure is the one to quote.

    .venv/bin/python bench/evals.py [--planner rule] [--model M] [--concurrency 8] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

EVALS = Path(__file__).resolve().parents[1] / "evals"
SETS = ("everyday-tuned", "everyday-heldout")


def _combined(directory: Path) -> Path:
    """Both everyday sets as one dataset (names prefixed by their set)."""
    cases: list[dict[str, Any]] = []
    for name in SETS:
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


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--planner", default="rule")
    parser.add_argument("--model", default=None)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--runs", type=int, default=3, help="Runs per set (median shown).")
    args = parser.parse_args()
    print(
        f"planner={args.planner} model={args.model} concurrency={args.concurrency}, "
        f"median of {args.runs} runs, shared 2-core machine\n"
    )
    print(
        "| dataset | cases | pass rate | command s | eval s | p50 ms | p95 ms | model calls "
        "| side effects |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as home:
        paths = [EVALS / f"{name}.yaml" for name in SETS] + [_combined(Path(home))]
        for path in paths:
            samples = [_eval(path, args, home) for _ in range(args.runs)]
            walls = [wall for wall, _ in samples]
            report = samples[-1][1]
            s = report["summary"]
            print(
                f"| {report['dataset']} | {s['cases']} | {s['pass_rate']:.1%} | "
                f"{statistics.median(walls):.2f} | "
                f"{statistics.median(r['summary']['wall_s'] for _, r in samples):.2f} | "
                f"{s['p50_ms']:.1f} | {s['p95_ms']:.1f} | {s['model_calls']} | "
                f"{s['side_effects']} |"
            )


if __name__ == "__main__":
    main()
