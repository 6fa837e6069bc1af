"""Each reference agent end to end: real agent loop, real table, a FunctionModel for the LLM."""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from agentschool.memory import LongTermMemory
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.messages import ModelMessage, ModelRequest, SystemPromptPart, UserPromptPart
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.specs import SpecRegistry
from agentschool.specs.factory import build_agent
from agentschool.specs.reference import reference_names, reference_spec


def prompts(messages: list[ModelMessage]) -> tuple[str, str]:
    system = user = ""
    for message in messages:
        if isinstance(message, ModelRequest):
            for part in message.parts:
                if isinstance(part, SystemPromptPart):
                    system += part.content
                elif isinstance(part, UserPromptPart):
                    user += part.content
    return system, user


def test_every_reference_spec_validates_and_registers(sqlite_registry: SpecRegistry) -> None:
    names = reference_names()
    assert {
        "text-processor",
        "knowledge-base",
        "email-analyst",
        "general",
        "code",
        "research",
    } <= set(names)
    for name in names:
        sqlite_registry.register(reference_spec(name))
    assert len(sqlite_registry.search()) == len(names)


async def test_text_processor(sqlite_registry: SpecRegistry) -> None:
    spec = reference_spec("text-processor")
    sqlite_registry.register(spec)

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        system, user = prompts(messages)
        assert info.output_schema is not None and "one-sentence summary" in system
        words = user.split()
        mood = "positive" if "love" in words else "neutral"
        return json.dumps(
            {"summary": " ".join(words[:4]), "sentiment": mood, "keywords": words[-2:]}
        )

    agent = build_agent(spec, model=FunctionModel(reply), records=sqlite_registry.records)
    result = await agent.run("I love this small and fast runtime")
    result.raise_for_status()
    assert result.planner == "pipeline"
    assert [s.tool for s in result.steps] == ["llm_process", "db_write"]
    page = sqlite_registry.records.query("text-processor", {"sentiment": "positive"})
    assert page.total == 1
    row = page.items[0]
    assert row["summary"] == "I love this small" and row["keywords"] == ["fast", "runtime"]
    assert row["run_id"] == result.run_id


class WordEmbedder:
    """A real, tiny `Embedder`: hashed bag of words, unit length (no model download)."""

    name = "words"
    dimension = 64

    def embed(self, texts: Sequence[str]) -> np.ndarray[Any, Any]:
        vectors = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"[a-z]+", text.lower()):
                vectors[row, zlib.crc32(word.encode()) % self.dimension] += 1.0
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1, norms)


async def test_knowledge_base_remembers_then_answers(
    sqlite_registry: SpecRegistry, tmp_path: Path
) -> None:
    spec = reference_spec("knowledge-base")
    sqlite_registry.register(spec)
    memory = LongTermMemory(SqliteVecStore(tmp_path / "memory.db"), WordEmbedder())
    bookmarks = [
        {"url": "https://docs.python.org", "title": "Python docs", "notes": "language reference"},
        {"url": "https://sqlite.org", "title": "SQLite home", "notes": "embedded database engine"},
    ]

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        system, user = prompts(messages)
        if info.output_schema is not None and info.output_schema.name == "plan":
            assert "recall" in system and "remember it with remember" in user
            if "Task: remember" in user:
                steps = [{"id": "s1", "tool": "db_write", "args": {"records": bookmarks}}] + [
                    {
                        "id": f"m{i}",
                        "tool": "remember",
                        "args": {"text": f"{b['title']}: {b['notes']} ({b['url']})"},
                    }
                    for i, b in enumerate(bookmarks)
                ]
                return json.dumps({"steps": steps})
            steps = [
                {"id": "s1", "tool": "recall", "args": {"query": "database engine", "k": 1}},
                {"id": "s2", "tool": "llm_process", "args": {"text": "${s1}"}},
            ]
            return json.dumps({"steps": steps, "answer": "${s2}"})
        recalled = json.loads(user)  # llm_process: the recalled memories, as JSON
        return "See " + ", ".join(re.findall(r"\((https?://[^)]+)\)", recalled[0]["text"]))

    agent = build_agent(
        spec, model=FunctionModel(reply), records=sqlite_registry.records, memory=memory
    )
    task = "remember these bookmarks: " + json.dumps(bookmarks)  # what is written is in the task
    (await agent.run(task)).raise_for_status()
    assert sqlite_registry.records.query("knowledge-base").total == 2
    assert len(memory.recall("python", 5)) == 2
    answer = (await agent.run("which bookmark is about a database?")).raise_for_status()
    assert answer.output == "See https://sqlite.org"


EML = """From: Ann <ann@example.com>
To: me@example.com
Subject: Budget review
Message-ID: <1@example.com>
Date: Mon, 02 Nov 2026 10:00:00 +0000

Please send the Q3 numbers by Friday. Thanks.
"""

MBOX = """From news@example.com Mon Nov  2 10:00:00 2026
From: News <news@example.com>
Subject: Weekly digest
Message-ID: <2@example.com>

Top stories this week.

From bob@example.com Mon Nov  2 11:00:00 2026
From: Bob <bob@example.com>
Subject: Lunch
Message-ID: <3@example.com>

Please book a table. Please invite Carol.
"""


def classify(messages: list[dict[str, Any]]) -> dict[str, Any]:
    records = []
    for message in messages:
        asks = [
            s.strip() + "." for s in message["body"].split(".") if s.strip().startswith("Please")
        ]
        category = "action-required" if asks else "newsletter"
        records.append(
            {
                "message_id": message["message_id"],
                "sender": message["from"],
                "subject": message["subject"],
                "category": category,
                "action_items": asks,
            }
        )
    return {"records": records}


async def test_email_analyst_reads_eml_and_mbox(
    sqlite_registry: SpecRegistry, tmp_path: Path
) -> None:
    spec = reference_spec("email-analyst")
    sqlite_registry.register(spec)
    (tmp_path / "one.eml").write_text(EML)
    (tmp_path / "inbox.mbox").write_text(MBOX)
    failures: list[str] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        system, user = prompts(messages)
        if info.output_schema is not None and info.output_schema.name == "recovery":
            failures.append(user)
            return json.dumps({"action": "fail", "reason": "cannot read that file"})
        assert "action items" in system
        return json.dumps(classify(json.loads(user)))

    agent = build_agent(
        spec, model=FunctionModel(reply), records=sqlite_registry.records, workspace=tmp_path
    )
    (await agent.run("one.eml")).raise_for_status()
    result = await agent.run("inbox.mbox")
    result.raise_for_status()
    assert result.steps[-1].output == {"written": 2, "ids": [2, 3]}
    assert result.output == classify(result.steps[0].output)  # the answer, not the receipt
    rows = sqlite_registry.records.query("email-analyst", order="id").items
    assert [(r["subject"], r["category"]) for r in rows] == [
        ("Budget review", "action-required"),
        ("Weekly digest", "newsletter"),
        ("Lunch", "action-required"),
    ]
    assert rows[0]["action_items"] == ["Please send the Q3 numbers by Friday."]
    assert rows[2]["action_items"] == ["Please book a table.", "Please invite Carol."]
    pasted = (await agent.run(EML)).raise_for_status()  # the message's own text works too
    assert pasted.output["records"][0]["subject"] == "Budget review"
    assert failures == []


async def test_email_analyst_refuses_other_input_before_running(
    sqlite_registry: SpecRegistry, tmp_path: Path
) -> None:
    spec = reference_spec("email-analyst")
    sqlite_registry.register(spec)
    calls: list[str] = []

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        calls.append(prompts(messages)[1])
        return json.dumps({"action": "retry", "reason": "try again"})

    (tmp_path / "notes.txt").write_text("just some notes, no headers\n")
    (tmp_path.parent / "outside.eml").write_text(EML)
    agent = build_agent(
        spec, model=FunctionModel(reply), records=sqlite_registry.records, workspace=tmp_path
    )
    for task, why in [
        ("Hi Ann, can we meet on Friday?", "which is neither that nor a file in"),
        ("notes.txt", "the file notes.txt does not hold one"),
        ("../outside.eml", "which is neither that nor a file in"),
    ]:
        result = await agent.run(task)
        assert result.status == "failed" and result.steps == [] and calls == []
        assert result.error is not None
        assert result.error.startswith("agent email-analyst expects an email: the name of")
        assert why in result.error
