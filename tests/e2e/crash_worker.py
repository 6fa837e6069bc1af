"""A worker process for the crash test: a 5-step run of side-effecting tools, killable on cue.

Configured by one JSON file (argv[1]): databases, the receiver (a SQLite file standing in for the
outside world: it applies an effect once per idempotency key), the crash plan
(`"<run_id>/<step_id>/<point>"` with points before_effect, after_effect, after_commit; a learning
run's recall and remember steps too, see `CrashingExperience`), the marker
directory (a crash point fires once: its marker is written before the SIGKILL) and `fresh_keys`
(the control: a new random key per call, so the receiver cannot deduplicate).
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from dbos import DBOS

from agentschool.agent.events import AgentEvent
from agentschool.memory import LongTermMemory
from agentschool.memory.experience import ExperienceMemory
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.memory.store import Memory
from agentschool.messages import ModelMessage
from agentschool.models.function import AgentInfo, FunctionModel
from agentschool.runs.engine import AgentRecipe, EngineConfig, RunEngine, learning_recipe
from agentschool.teams import Team
from agentschool.tools.base import Tool, ToolContext
from agentschool.tools.toolset import Toolset

CONFIG: dict[str, Any] = json.loads(Path(sys.argv[1]).read_text())
STEPS = ["charge_card", "send_email", "write_file", "post_webhook", "add_todo"]


def maybe_crash(run_id: str, step_id: str, point: str) -> None:
    name = f"{run_id}/{step_id}/{point}"
    if name not in CONFIG["crash_points"]:
        return
    marker = Path(CONFIG["markers"]) / name.replace("/", "__")
    if marker.exists():
        return
    with marker.open("w") as handle:
        handle.write(str(os.getpid()))
        handle.flush()
        os.fsync(handle.fileno())
    os.kill(os.getpid(), signal.SIGKILL)


def apply_effect(key: str, run_id: str, step_id: str) -> None:
    """The outside world: records every delivery, applies each idempotency key once."""
    with sqlite3.connect(CONFIG["receiver"], timeout=30) as db:
        row = (key, run_id, step_id)
        db.execute("INSERT INTO deliveries (key, run_id, step_id) VALUES (?, ?, ?)", row)
        db.execute(
            "INSERT OR IGNORE INTO effects (key, run_id, step_id) VALUES (?, ?, ?)",
            (key, run_id, step_id),
        )


def make_tool(name: str) -> Tool:
    async def effect(label: str, ctx: ToolContext) -> str:
        maybe_crash(ctx.run_id, ctx.step_id, "before_effect")
        key = uuid.uuid4().hex if CONFIG["fresh_keys"] else ctx.idempotency_key
        apply_effect(key, ctx.run_id, ctx.step_id)
        maybe_crash(ctx.run_id, ctx.step_id, "after_effect")
        return f"{name}:{label}"

    effect.__doc__ = f"{name} (a side effect)."
    return Tool.from_function(effect, name=name, risk="write")


def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
    steps = [
        {
            "id": f"s{i}",
            "tool": tool,
            "args": {"label": f"l{i}"},
            "depends_on": [f"s{i - 1}"] if i > 1 else [],
        }
        for i, tool in enumerate(STEPS, start=1)
    ]
    return json.dumps({"steps": steps})


def make_specialist(name: str) -> Tool:
    """A team's specialist whose subtask is a side effect (the director calls it as a tool)."""

    async def specialist(task: str, ctx: ToolContext, context: dict[str, Any] | None = None) -> str:
        maybe_crash(ctx.run_id, ctx.step_id, "before_effect")
        key = uuid.uuid4().hex if CONFIG["fresh_keys"] else ctx.idempotency_key
        apply_effect(key, ctx.run_id, ctx.step_id)
        maybe_crash(ctx.run_id, ctx.step_id, "after_effect")
        return f"{name}:{task}"

    specialist.__doc__ = f"{name.replace('_', ' ')}: a specialist (a side effect)."
    return Tool.from_function(specialist, name=name, risk="write", run_in_thread=False)


def direct(messages: list[ModelMessage], info: AgentInfo) -> str:
    """The director's model only aggregates: its rules split the task, one clause per specialist."""
    assert info.output_schema is None, "every clause names its specialist"
    return "all five effects done"


class HashingEmbedder:
    """A deterministic bag-of-words embedder: learning runs without loading a model per restart."""

    name = "hashing-64"
    dimension = 64

    def embed(self, texts: Sequence[str]) -> Any:
        vectors = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                digest = hashlib.sha256(word.encode()).digest()
                vectors[row, digest[0] % self.dimension] += 1.0
            norm = float(np.linalg.norm(vectors[row])) or 1.0
            vectors[row] /= norm
        return vectors


class CrashingExperience(ExperienceMemory):
    """Experience memory killable inside the recall step and around the remember step's write.

    Points: `<run>/recall/after_effect` (recalled, the plan not yet recorded),
    `<run>/remember/before_effect` and `<run>/remember/after_effect` (the memory written, the
    step's record not yet committed: the window a replay must not remember twice).
    """

    def similar(self, task: str, k: int = 3) -> list[Memory]:
        hits = super().similar(task, k)
        maybe_crash(DBOS.workflow_id or "", "recall", "after_effect")
        return hits

    def record_events(self, events: Sequence[AgentEvent]) -> str | None:
        run_id = events[-1].run_id
        maybe_crash(run_id, "remember", "before_effect")
        remembered = super().record_events(events)
        maybe_crash(run_id, "remember", "after_effect")
        return remembered


_EXPERIENCE: list[ExperienceMemory] = []


def experience() -> ExperienceMemory:
    """The worker's experience memory (a sqlite-vec file beside the receiver)."""
    if not _EXPERIENCE:
        store = SqliteVecStore(Path(CONFIG["receiver"]).with_name("memory.db"))
        _EXPERIENCE.append(CrashingExperience(LongTermMemory(store, HashingEmbedder())))
    return _EXPERIENCE[0]


def factory(agent_config: dict[str, Any]) -> AgentRecipe:
    if agent_config.get("remember"):
        plain = AgentRecipe(
            model=FunctionModel(plan),
            tools=Toolset(make_tool(name) for name in STEPS),
            options={"planner": "llm", "retries": 0},
        )
        return learning_recipe(plain, experience())
    if agent_config.get("team"):
        return AgentRecipe(
            model=FunctionModel(direct),
            tools=Toolset(make_specialist(name) for name in STEPS),
            make=Team.from_parts,
        )
    return AgentRecipe(
        model=FunctionModel(plan),
        tools=Toolset(make_tool(name) for name in STEPS),
        options={"planner": "llm", "retries": 0},
    )


def after_commit(run_id: str, step_id: str, status: str) -> None:
    if status == "completed":
        maybe_crash(run_id, step_id, "after_commit")


def main() -> None:
    config = EngineConfig(
        database_url=CONFIG["database_url"],
        system_database_url=CONFIG["system_database_url"],
        schema=CONFIG.get("schema"),
        dbos_schema=CONFIG.get("dbos_schema", "dbos"),
        concurrency=CONFIG.get("concurrency", 4),
        executor_id="crash-worker",
    )
    engine = RunEngine(config, factory, effect_listeners=[after_commit])
    engine.launch()
    print("ready", flush=True)
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main()
