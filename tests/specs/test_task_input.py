"""A spec's `input`: what a task must be, checked before anything runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentschool.exceptions import PlanValidationError
from agentschool.specs import TaskInput, WrongInput, accept_task, parse_spec

TEXT = TaskInput(description="a review")
PATH = TaskInput(kind="path", description="a CSV file")
EMAIL = TaskInput(description="an email", pattern=r"(?i)^subject:")


def test_text_is_taken_as_is_and_a_named_file_gives_its_text(tmp_path: Path) -> None:
    (tmp_path / "review.txt").write_text("Great product.\n")
    assert accept_task("a", TEXT, "Loved it", tmp_path) == "Loved it"
    assert accept_task("a", TEXT, "review.txt", tmp_path) == "Great product.\n"
    assert accept_task("a", TEXT, "missing.txt", tmp_path) == "missing.txt"  # just text


def test_a_path_must_name_a_file_inside_the_workspace(tmp_path: Path) -> None:
    (tmp_path / "data.csv").write_text("a,b\n")
    (tmp_path.parent / "secret.csv").write_text("x\n")
    assert accept_task("loader", PATH, " data.csv ", tmp_path) == "data.csv"
    for task in ("nope.csv", "../secret.csv", str(tmp_path.parent / "secret.csv")):
        with pytest.raises(WrongInput) as caught:
            accept_task("loader", PATH, task, tmp_path)
        assert caught.value.message.startswith("agent loader expects a CSV file; ")
        assert "is not a file in the workspace" in caught.value.message


def test_a_pattern_refuses_other_text_naming_what_is_expected(tmp_path: Path) -> None:
    (tmp_path / "mail.eml").write_text("Subject: hi\n\nbody\n")
    (tmp_path / "notes.txt").write_text("no headers\n")
    assert accept_task("mail", EMAIL, "mail.eml", tmp_path).startswith("Subject: hi")
    assert accept_task("mail", EMAIL, "From: x\nSubject: y\n", tmp_path).endswith("y\n")
    with pytest.raises(WrongInput, match=r"the file notes\.txt does not hold one"):
        accept_task("mail", EMAIL, "notes.txt", tmp_path)
    with pytest.raises(PlanValidationError, match="got 'hello there', which is neither"):
        accept_task("mail", EMAIL, "hello   there", tmp_path)


def test_a_spec_declares_its_input_and_bad_kinds_name_the_field() -> None:
    base = {"name": "x", "description": "d"}
    spec = parse_spec({**base, "input": {"kind": "path", "description": "a file"}})
    assert spec.input == TaskInput(kind="path", description="a file")
    with pytest.raises(Exception, match=r"input\.kind: Input should be 'text' or 'path'"):
        parse_spec({**base, "input": {"kind": "url"}})


def test_the_generated_docs_say_what_input_an_agent_takes() -> None:
    from agentschool.specs import markdown_doc
    from agentschool.specs.reference import reference_spec

    page = markdown_doc(reference_spec("email-analyst"))
    assert "## Input\n\nThe task is an email: the name of an .eml file" in page
