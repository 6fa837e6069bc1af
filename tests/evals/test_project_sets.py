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


def test_second_held_out_set_is_the_generators_output_and_apart_from_tuning() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("gen2", EVALS / "gen_everyday_heldout_2.py")
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    rng = generator.random.Random(generator.SEED)
    cases = generator.arithmetic_cases(rng, 2) + generator.todo_cases(rng, 2)
    held_out = load_dataset(EVALS / "everyday-heldout-2.yaml")
    assert [c.task for c in held_out.cases] == [c["task"] for c in cases]  # seeded, regenerated
    assert len(held_out.cases) >= 150
    tags = {t for c in held_out.cases for t in c.tags}
    assert {"arithmetic", "todo"} <= tags
    rng = generator.random.Random(generator.SEED + 3)
    third = generator.arithmetic_cases(rng, 2, generator.ARITHMETIC_3)
    third += generator.todo_cases(rng, 2, generator.TODOS_3)
    held_out_3 = load_dataset(EVALS / "everyday-heldout-3.yaml")
    assert [c.task for c in held_out_3.cases] == [c["task"] for c in third]
    tuned = {c.task.lower().strip() for c in load_dataset(EVALS / "everyday-tuned.yaml").cases}
    assert not tuned & {c.task.lower().strip() for c in held_out.cases + held_out_3.cases}


def test_no_side_effect_set_asks_for_none_on_fifty_tasks() -> None:
    dataset = load_dataset(EVALS / "no-side-effects.yaml")
    assert len(dataset.cases) >= 50
    assert all(c.expect.no_side_effects and c.setup.todos for c in dataset.cases)
