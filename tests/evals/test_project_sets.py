"""The project's own datasets in `evals/`: they load, tuned and held-out stay apart, and the
event sets are what their seeded generator writes, with expected sets the fixtures agree with."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from agentschool.evals import load_dataset
from agentschool.school.query import EventQuery
from agentschool.testing import truth
from agentschool.testing.luma_site import HELD_OUT_SEED
from agentschool.testing.luma_site import load_dataset as load_luma
from agentschool.testing.schema_site import load_items
from agentschool.testing.schema_site import truth as schema_truth

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


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_events", EVALS / "make_events.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_events"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_the_event_sets_are_what_their_seeded_generator_writes(tmp_path: Path) -> None:
    _generator().main(tmp_path)
    for name in ("events-tuned", "events-heldout"):
        written = (tmp_path / f"{name}.yaml").read_text(encoding="utf-8")
        assert written == (EVALS / f"{name}.yaml").read_text(encoding="utf-8"), name


def test_event_sets_keep_tuned_and_held_out_apart() -> None:
    tuned = load_dataset(EVALS / "events-tuned.yaml")
    held_out = load_dataset(EVALS / "events-heldout.yaml")
    assert tuned.site is not None and tuned.site.seed is None  # the primary seed
    assert held_out.site is not None and held_out.site.seed == HELD_OUT_SEED
    assert len(held_out.cases) >= 40
    tasks = {c.task.lower() for c in tuned.cases}
    assert not tasks & {c.task.lower() for c in held_out.cases}
    for case in [*tuned.cases, *held_out.cases]:  # an empty set would pass a plan of nothing
        result_set = case.expect.result_set
        assert result_set is not None and result_set.items, case.name


def _query(want: Any, places: dict[str, str]) -> EventQuery:
    slug = places.get(want.city, want.city and want.city.lower())
    days = want.days or (None, None)
    return EventQuery(
        city=slug, category=want.category, keywords=[want.keyword] if want.keyword else [],
        free_only=want.free, max_price_usd=want.max_price, date_from=days[0], date_to=days[1],
        organizer=want.organizer,
    )  # fmt: skip


def test_held_out_expected_sets_agree_with_the_fixtures_own_truth() -> None:
    """The generator's filter and `testing.truth` were written apart; they must agree."""
    dataset = load_luma(seed=HELD_OUT_SEED)
    places = {p["name"]: p["slug"] for p in dataset.places}
    items = load_items()
    checked = 0
    for case, want in _generator().heldout_cases():
        ids = set(case["expect"]["result_set"]["items"])
        if "site" in case:  # the schema.org site
            paths = schema_truth.expected_ids(items, _query(want, {}))
            assert {f"http://site.test{p}" for p in paths} == ids, case["task"]
        else:
            assert truth.expected_ids(dataset, _query(want, places)) == ids, case["task"]
        checked += 1
    assert checked >= 40


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


GENERATED = {
    2: ("everyday-heldout-2", "everyday-heldout-3"),
    4: ("everyday-heldout-4", "everyday-heldout-5"),
    6: ("everyday-heldout-6",),
    **{n: (f"everyday-heldout-{n}",) for n in range(7, 52)},
}
"""Each everyday generator and the sets it writes (`gen_everyday_heldout_N.py`)."""


def _forget_generators() -> None:
    for name in [m for m in sys.modules if m.startswith("gen_everyday_heldout_")]:
        del sys.modules[name]


@pytest.mark.parametrize("number", sorted(GENERATED))
def test_an_everyday_generator_rewrites_its_committed_sets_byte_for_byte(
    number: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regenerate, never edit: the YAML is exactly what its seeded generator writes today."""
    monkeypatch.syspath_prepend(str(EVALS))
    _forget_generators()  # fresh module state: some templates cycle through values
    generator = importlib.import_module(f"gen_everyday_heldout_{number}")
    for name, module in list(sys.modules.items()):
        if name.startswith("gen_everyday_heldout_"):
            for attr in ("OUT", "OUT3"):  # set 2's generator names its files
                if hasattr(module, attr):
                    monkeypatch.setattr(module, attr, tmp_path / getattr(module, attr).name)
            if hasattr(module, "HERE"):  # the others write beside themselves
                monkeypatch.setattr(module, "HERE", tmp_path)
    try:
        generator.main()
    finally:
        _forget_generators()
    for name in GENERATED[number]:
        written = (tmp_path / f"{name}.yaml").read_bytes()
        assert written == (EVALS / f"{name}.yaml").read_bytes(), name


def test_no_side_effect_set_asks_for_none_on_fifty_tasks() -> None:
    dataset = load_dataset(EVALS / "no-side-effects.yaml")
    assert len(dataset.cases) >= 50
    assert all(c.expect.no_side_effects and c.setup.todos for c in dataset.cases)
