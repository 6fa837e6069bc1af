"""Multi-agent teams: a director decomposes a task and specialists run the subtasks.

The shipped General, Code and Research team is built from specs: `specs.team.specialist_team`.
"""

from agentschool.teams.director import Decomposition, Specialist, Subtask, Team, TeamResult

__all__ = ["Decomposition", "Specialist", "Subtask", "Team", "TeamResult"]
