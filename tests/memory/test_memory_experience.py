from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from agentschool.agent import Agent, LLMPlanner, PlanRequest, PolicyRecovery
from agentschool.exceptions import UserError
from agentschool.memory import (
    ExperienceMemory,
    ExperiencePlanner,
    LongTermMemory,
    SentenceTransformerEmbedder,
)
from agentschool.memory.experience import experience_id
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.messages import ModelMessage, ModelRequest, UserPromptPart
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.tools import Toolset, tool
from agentschool.tools.calculator import calculator_tool

# The first test to use the embedder pays for loading it (tens of seconds on a busy box).
pytestmark = pytest.mark.timeout(300)


@tool(run_in_thread=False)
def shout(text: str) -> str:
    """Say something loudly.

    Args:
        text: What to say.
    """
    return text.upper() + "!"


TOOLS = Toolset([calculator_tool, shout])


def prompt_of(messages: list[ModelMessage]) -> str:
    first = messages[0]
    assert isinstance(first, ModelRequest)
    return next(p.content for p in first.parts if isinstance(p, UserPromptPart))


def planning_model(prompts: list[str]) -> FunctionModel:
    """Plans 'what is A op B and shout "X"' the way an LLM would, reading the task line."""

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        prompt = prompt_of(messages)
        prompts.append(prompt)
        task = prompt.splitlines()[0]
        match = re.search(r"what is (\d+) ([-+*/]) (\d+) and shout \"([^\"]+)\"", task)
        assert match, task
        a, op, b, text = match.groups()
        return json.dumps(
            {
                "steps": [
                    {"id": "s1", "tool": "calculator", "args": {"expression": f"{a} {op} {b}"}},
                    {"id": "s2", "tool": "shout", "args": {"text": text}},
                ],
                "answer": f"{a} {op} {b} = ${{s1}}; ${{s2}}",
            }
        )

    return FunctionModel(reply)


def make_agent(model: FunctionModel, experience: ExperienceMemory) -> Agent:
    planner = ExperiencePlanner(experience, inner=LLMPlanner(model))
    return Agent(model, tools=TOOLS, planner=planner, recovery=PolicyRecovery(), backoff=0)


@pytest.fixture
def experience(tmp_path: Path, embedder: SentenceTransformerEmbedder) -> ExperienceMemory:
    return ExperienceMemory(LongTermMemory(SqliteVecStore(tmp_path / "mem.db"), embedder))


async def test_second_similar_task_reuses_the_plan_without_model_calls(
    experience: ExperienceMemory,
) -> None:
    prompts: list[str] = []
    model = planning_model(prompts)
    planner = ExperiencePlanner(experience, inner=LLMPlanner(model))
    agent = Agent(model, tools=TOOLS, planner=planner)

    first = await experience.run(agent, 'what is 12 * 3 and shout "buy milk"')
    assert first.status == "completed"
    assert first.output == "12 * 3 = 36; BUY MILK!"
    assert (first.planner, model.calls) == ("llm", 1)

    second = await experience.run(agent, 'What is 7 * 5 and shout "call mom"')
    assert second.status == "completed"
    assert second.output == "7 * 5 = 35; CALL MOM!"
    assert second.planner == "experience"
    assert model.calls == 1  # planned from memory: no model call at all
    assert second.usage.requests == 0

    assert experience.stats() == {
        "runs_recorded": 1,
        "plans_reused": 1,
        "model_calls_saved": 1,
        "reused_runs_completed": 1,
    }


async def test_different_operation_is_planned_by_the_model_with_examples(
    experience: ExperienceMemory,
) -> None:
    prompts: list[str] = []
    model = planning_model(prompts)
    agent = make_agent(model, experience)
    await experience.run(agent, 'what is 12 * 3 and shout "buy milk"')

    other = await experience.run(agent, 'what is 12 + 3 and shout "buy milk"')
    assert other.output == "12 + 3 = 15; BUY MILK!"  # not the multiplication plan
    assert (other.planner, model.calls) == ("llm", 2)
    assert 'A similar past task: what is 12 * 3 and shout "buy milk"' in prompts[1]
    assert experience.stats()["plans_reused"] == 0


async def test_failed_runs_are_remembered_but_never_reused(experience: ExperienceMemory) -> None:
    prompts: list[str] = []
    model = planning_model(prompts)
    agent = make_agent(model, experience)
    failed = await experience.run(agent, 'what is 1 / 0 and shout "oops"')
    assert failed.status == "failed"
    assert experience.memory.list({"kind": "experience"})[0].metadata["status"] == "failed"
    again = await experience.run(agent, 'what is 4 / 2 and shout "fine"')
    assert again.planner == "llm"
    assert model.calls >= 2


async def test_without_inner_planner_unknown_tasks_get_none(experience: ExperienceMemory) -> None:
    planner = ExperiencePlanner(experience)
    assert await planner.plan(PlanRequest(task="anything at all", tools=TOOLS)) is None


def test_only_finished_runs_are_remembered_from_events(experience: ExperienceMemory) -> None:
    with pytest.raises(UserError, match="cannot remember an unfinished run"):
        experience.record_events([])


async def test_remembering_a_run_again_changes_nothing(experience: ExperienceMemory) -> None:
    """A replayed remember step (a crash before its record committed) is idempotent per run."""
    model = planning_model([])
    agent = make_agent(model, experience)
    first = await experience.run(agent, 'what is 12 * 3 and shout "buy milk"')
    reused = await experience.run(agent, 'what is 7 * 5 and shout "call mom"')
    assert reused.planner == "experience"
    before = experience.stats()
    assert experience.record(first) == experience_id(first.run_id)
    experience.record_events(first.events)
    experience.record(reused)
    experience.record_events(reused.events)
    assert experience.stats() == before
    assert len(experience.memory.list({"kind": "experience"})) == 1
