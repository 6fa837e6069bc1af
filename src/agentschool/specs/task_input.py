"""What a spec's agent takes as its task, and the check made before anything runs.

A spec's `input` says what the task must be. `kind: text` takes the text itself, or the name of a
file in the workspace whose text is used instead (both make sense for a review, an email);
`kind: path` takes only the name of a file in the workspace (passed on as is). An optional
`pattern` is a regular expression the text must contain. A task of the wrong kind is refused
with one error naming what the agent expects, before any step or retry. Pipeline agents check
the task this way (`PipelinePlanner`); for a planning agent, `input` documents what it takes.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from agentschool.exceptions import PlanValidationError, UserError

__all__ = ["TaskInput", "WrongInput", "accept_task"]

_MAX_FILE_BYTES = 5 * 1024 * 1024
"""A file named as the task is read only up to this size."""


class TaskInput(BaseModel):
    """What the task given to a spec's agent must be."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["text", "path"] = "text"
    """`text`: the text itself, or a workspace file whose text is used; `path`: a workspace file."""
    description: str = "a text"
    """What the task should be, in words (shown when a task is refused)."""
    pattern: str | None = None
    """A regular expression the text must contain (searched line by line), if any."""


class WrongInput(PlanValidationError):
    """A task is not the kind of input the agent expects (nothing ran)."""

    def __init__(self, message: str) -> None:
        self.problems = [message]
        UserError.__init__(self, message)


def _workspace_file(task: str, workspace: Path) -> Path | None:
    """The file `task` names inside `workspace`, or None (text, a missing file, or outside it)."""
    if "\n" in task or len(task) > 1024:
        return None
    base = workspace.resolve()
    try:
        target = (base / task).resolve()
    except (OSError, ValueError):
        return None
    return target if target.is_relative_to(base) and target.is_file() else None


def _snippet(task: str) -> str:
    flat = " ".join(task.split())
    return repr(flat if len(flat) <= 60 else flat[:57] + "...")


def accept_task(agent: str, expected: TaskInput, task: str, workspace: Path) -> str:
    """The task as the agent's steps take it: a named file's text replaces the name for `text`.

    Raises:
        WrongInput: The task is not what `expected` describes (naming what it should be).
    """
    found = _workspace_file(task.strip(), workspace)
    wants = f"agent {agent} expects {expected.description}"
    if expected.kind == "path":
        if found is None:
            where = f"the workspace {workspace}"
            raise WrongInput(f"{wants}; {_snippet(task)} is not a file in {where}")
        return task.strip()
    text = task
    if found is not None:
        if found.stat().st_size > _MAX_FILE_BYTES:
            raise WrongInput(f"{wants}; the file {found.name} is over {_MAX_FILE_BYTES} bytes")
        text = found.read_bytes().decode("utf-8", errors="replace")
    if expected.pattern and not re.search(expected.pattern, text, re.MULTILINE):
        if found is not None:
            raise WrongInput(f"{wants}; the file {found.name} does not hold one")
        got = _snippet(task)
        raise WrongInput(f"{wants}; got {got}, which is neither that nor a file in {workspace}")
    return text
