"""Multi-agent teams: a director splits a task and specialists run the subtasks.

A team run is a plan whose steps call specialists as tools (`DirectorPlanner`, `specialist_tool`),
run by the agent's one executor. The shipped General, Code and Research team is built from specs:
`specs.team.specialist_team`.
"""

from agentschool.teams.director import Specialist, Team, TeamResult, specialist_tool
from agentschool.teams.planner import (
    DirectorPlanner,
    Subtask,
    dedupe_subtasks,
    pick_schema,
    split_task,
)

__all__ = [
    "DirectorPlanner",
    "Specialist",
    "Subtask",
    "Team",
    "TeamResult",
    "dedupe_subtasks",
    "pick_schema",
    "specialist_tool",
    "split_task",
]
