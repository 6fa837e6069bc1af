"""The project's own datasets in `evals/`: they load, and tuned and held-out tasks stay apart."""

from __future__ import annotations

from pathlib import Path

from agentschool.evals import load_dataset

EVALS = Path(__file__).resolve().parents[2] / "evals"


def test_tuned_and_held_out_sets_load_and_share_no_task() -> None:
    tuned = load_dataset(EVALS / "everyday-tuned.yaml")
    held_out = load_dataset(EVALS / "everyday-heldout.yaml")
    assert (tuned.name, held_out.name) == ("everyday-tuned", "everyday-heldout")
    assert len(tuned.cases) + len(held_out.cases) >= 100
    normalized = {c.task.lower().strip() for c in tuned.cases}
    assert not normalized & {c.task.lower().strip() for c in held_out.cases}
    questions = [c for c in held_out.cases if {"question", "arithmetic"} & set(c.tags)]
    questions = [c for c in questions if "todo" not in c.tags]
    assert questions and all(c.expect.no_side_effects for c in questions)
