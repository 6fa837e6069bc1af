from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.settings import Settings
from agentschool.tools.base import RiskLevel, Tool, ToolContext
from agentschool.tools.todo import TODO_DB_NAME, build_todo_tools, format_todos


def _tools(settings: Settings | None = None) -> dict[str, Tool]:
    return {t.name: t for t in build_todo_tools(settings)}


def _ctx(step: str, run: str = "run-1") -> ToolContext:
    return ToolContext(run_id=run, step_id=step)


async def test_add_list_complete_delete_round_trip(_isolated_home: Path) -> None:
    tools = _tools()
    first = await tools["todo_add"].call({"title": "pay rent"}, _ctx("s1"))
    second = await tools["todo_add"].call({"title": " buy milk "}, _ctx("s2"))
    assert first["id"] == 1 and first["title"] == "pay rent" and first["done"] is False
    assert second["id"] == 2 and second["title"] == "buy milk"
    assert set(first) == {"id", "title", "done", "created_at"}

    done = await tools["todo_complete"].call({"id": 1})
    assert done == {**first, "done": True}
    listed = await tools["todo_list"].call({})
    assert [(t["id"], t["done"]) for t in listed["todos"]] == [(1, True), (2, False)]
    open_only = await tools["todo_list"].call({"include_done": False})
    assert [t["title"] for t in open_only["todos"]] == ["buy milk"]
    assert listed["text"] == "1. pay rent — done\n2. buy milk — open"  # numbered by id, with state
    assert (listed["open"], listed["done"]) == (1, 1)  # "how many are left?" is answered from these
    assert (open_only["open"], open_only["done"]) == (1, 0)
    about = await tools["todo_list"].call({"title": "Pay Rent"})  # "is 'pay rent' done?"
    assert about["text"] == "1. pay rent — done" and (about["open"], about["done"]) == (0, 1)
    containing = await tools["todo_list"].call({"title": "milk"})
    assert [t["title"] for t in containing["todos"]] == ["buy milk"]
    missing = await tools["todo_list"].call({"title": "walk the dog"})
    assert missing["todos"] == [] and missing["text"] == "(no todo titled 'walk the dog')"

    deleted = await tools["todo_delete"].call({"id": 2})
    assert deleted["title"] == "buy milk"
    assert [t["id"] for t in (await tools["todo_list"].call({}))["todos"]] == [1]
    assert (_isolated_home / TODO_DB_NAME).is_file()


async def test_items_persist_across_toolset_instances() -> None:
    await _tools()["todo_add"].call({"title": "call mum"}, _ctx("s1"))
    fresh = _tools()  # a new process would build its tools the same way
    listed = await fresh["todo_list"].call({})
    assert [t["title"] for t in listed["todos"]] == ["call mum"]


async def test_ids_are_stable_and_never_reused_after_delete() -> None:
    tools = _tools()
    for step in ("a", "b", "c"):
        await tools["todo_add"].call({"title": step}, _ctx(step))
    await tools["todo_delete"].call({"id": 3})
    again = await tools["todo_add"].call({"title": "d"}, _ctx("d"))
    assert again["id"] == 4


async def test_retried_step_adds_once() -> None:
    tools = _tools()
    first = await tools["todo_add"].call({"title": "pay rent"}, _ctx("step-2"))
    retried = await _tools()["todo_add"].call({"title": "pay rent"}, _ctx("step-2"))
    assert retried == first
    other_step = await tools["todo_add"].call({"title": "pay rent"}, _ctx("step-3"))
    other_run = await tools["todo_add"].call({"title": "pay rent"}, _ctx("step-2", run="run-2"))
    assert len({first["id"], other_step["id"], other_run["id"]}) == 3
    assert len((await tools["todo_list"].call({}))["todos"]) == 3


async def test_adhoc_calls_are_not_deduplicated() -> None:
    tools = _tools()
    one = await tools["todo_add"].call({"title": "x"})
    two = await tools["todo_add"].call({"title": "x"}, ToolContext())
    assert one["id"] != two["id"]


async def test_retry_after_the_item_was_deleted_does_not_add_it_again() -> None:
    tools = _tools()
    item = await tools["todo_add"].call({"title": "once"}, _ctx("s1"))
    await tools["todo_delete"].call({"id": item["id"]})
    replayed = await tools["todo_add"].call({"title": "once"}, _ctx("s1"))
    assert replayed == item
    with pytest.raises(ToolError, match="no todo with id 1"):
        await tools["todo_complete"].call({"id": item["id"]})
    assert (await tools["todo_list"].call({}))["todos"] == []


async def test_concurrent_adds_get_distinct_ids() -> None:
    tools = _tools()
    items = await asyncio.gather(
        *(tools["todo_add"].call({"title": f"t{i}"}, _ctx(f"s{i}")) for i in range(20))
    )
    assert sorted(item["id"] for item in items) == list(range(1, 21))


@pytest.mark.parametrize("tool_name", ["todo_complete", "todo_delete"])
async def test_unknown_id_is_a_clear_error(tool_name: str) -> None:
    tools = _tools()
    await tools["todo_add"].call({"title": "real"}, _ctx("s1"))
    with pytest.raises(ToolError, match=r"no todo with id 42; existing ids: 1"):
        await tools[tool_name].call({"id": 42})


async def test_unknown_id_on_empty_list_says_so() -> None:
    with pytest.raises(ToolError, match="list is empty"):
        await _tools()["todo_complete"].call({"id": 1})


@pytest.mark.parametrize("title", ["", "   "])
async def test_empty_title_names_the_field(title: str) -> None:
    with pytest.raises(ModelRetry, match="title"):
        await _tools()["todo_add"].call({"title": title}, _ctx("s1"))


async def test_settings_choose_the_data_dir(tmp_path: Path) -> None:
    home = tmp_path / "elsewhere"
    tools = _tools(Settings(home=home))
    await tools["todo_add"].call({"title": "x"}, _ctx("s1"))
    assert (home / TODO_DB_NAME).is_file()


def test_risk_levels_and_schemas() -> None:
    tools = _tools()
    assert {name: t.risk for name, t in tools.items()} == {
        "todo_add": RiskLevel.WRITE,
        "todo_list": RiskLevel.READ,
        "todo_complete": RiskLevel.WRITE,
        "todo_delete": RiskLevel.WRITE,
        "todo_rename": RiskLevel.WRITE,
        "todo_clear": RiskLevel.WRITE,
    }
    add_schema = tools["todo_add"].parameters_json_schema
    # ctx is injected, not a model argument
    assert list(add_schema["properties"]) == ["title", "unless_listed"]
    for name in ("todo_complete", "todo_delete"):  # by id, by title, or by position
        properties = tools[name].parameters_json_schema["properties"]
        assert list(properties)[:3] == ["id", "title", "position"]
    assert "all_open" in tools["todo_complete"].parameters_json_schema["properties"]
    assert list(tools["todo_list"].parameters_json_schema["properties"]) == [
        "include_done",
        "title",
        "position",
        "id",
    ]


async def test_complete_and_delete_by_title() -> None:
    tools = _tools()
    for step, title in enumerate(["pay rent", "call mom", "call the bank"]):
        await tools["todo_add"].call({"title": title}, _ctx(f"s{step}"))
    with pytest.raises(ToolError, match=r"'call' matches more than one todo: #2 call mom; #3"):
        await tools["todo_complete"].call({"title": "call"})
    assert (await tools["todo_complete"].call({"title": "Pay Rent"}))["id"] == 1
    assert (await tools["todo_delete"].call({"title": "bank"}))["title"] == "call the bank"
    with pytest.raises(ToolError, match=r"no todo titled 'water plants'; existing todos: #1"):
        await tools["todo_delete"].call({"title": "water plants"})
    with pytest.raises(ModelRetry, match=r"`id`.*`title`"):
        await tools["todo_delete"].call({})
    listed = await tools["todo_list"].call({})
    assert [(t["title"], t["done"]) for t in listed["todos"]] == [
        ("pay rent", True),
        ("call mom", False),
    ]


async def test_a_title_names_its_item_in_any_inflection() -> None:
    tools = _tools()
    titles = ["clean the gutters", "buy stamps", "wrap the presents", "hang my new curtains"]
    for step, title in enumerate(titles):
        await tools["todo_add"].call({"title": title}, _ctx(f"s{step}"))
    said = {
        "cleaning the gutters": 1,
        "cleaned the gutters": 1,
        "the stamps": 2,
        "bought stamps": 2,
        "wrapping the presents": 3,
        "hung the new curtains": 4,
        "curtain": 4,
    }
    for title, expected in said.items():
        assert (await tools["todo_list"].call({"title": title}))["todos"][0]["id"] == expected
    assert (await tools["todo_complete"].call({"title": "wrapped presents"}))["id"] == 3
    with pytest.raises(ToolError, match=r"no todo titled 'cleaning the windows'"):
        await tools["todo_complete"].call({"title": "cleaning the windows"})
    listed = await tools["todo_list"].call({})
    assert [t["done"] for t in listed["todos"]] == [False, False, True, False]


async def test_an_inflected_title_naming_two_items_is_refused() -> None:
    tools = _tools()
    for step, title in enumerate(["wash the car", "wash the dog", "walk the dog"]):
        await tools["todo_add"].call({"title": title}, _ctx(f"s{step}"))
    with pytest.raises(ToolError, match=r"'washing' matches more than one todo: #1 wash the car"):
        await tools["todo_delete"].call({"title": "washing"})
    assert (await tools["todo_delete"].call({"title": "washing the dog"}))["id"] == 2
    assert len((await tools["todo_list"].call({}))["todos"]) == 2


async def test_a_position_counts_along_the_list_as_shown() -> None:
    tools = _tools()
    for step, title in enumerate(["a1", "b2", "c3", "d4", "e5"]):
        await tools["todo_add"].call({"title": title}, _ctx(f"s{step}"))
    await tools["todo_delete"].call({"id": 1})  # positions follow the list, not the ids
    assert (await tools["todo_complete"].call({"position": "last"}))["title"] == "e5"
    assert (await tools["todo_complete"].call({"position": "second-to-last"}))["title"] == "d4"
    assert (await tools["todo_delete"].call({"position": "first"}))["title"] == "b2"
    assert (await tools["todo_delete"].call({"position": "penultimate"}))["title"] == "d4"
    with pytest.raises(ToolError, match=r"the list has 2 items; there is no fifth one"):
        await tools["todo_delete"].call({"position": "fifth"})
    with pytest.raises(ToolError, match=r"cannot read the position 'somewhere'"):
        await tools["todo_delete"].call({"position": "somewhere"})
    assert [t["title"] for t in (await tools["todo_list"].call({}))["todos"]] == ["c3", "e5"]


async def test_a_number_lists_the_item_the_list_shows_by_it() -> None:
    tools = _tools()
    for step, title in enumerate(["e1", "e2", "e3"]):
        await tools["todo_add"].call({"title": title}, _ctx(f"n{step}"))
    await tools["todo_delete"].call({"id": 1})
    listed = await tools["todo_list"].call({"id": 3})
    assert [i["title"] for i in listed["todos"]] == ["e3"]
    assert listed["text"] == "3. e3 — open"  # its number as shown, not its place (second)
    assert (await tools["todo_list"].call({"id": 1}))["text"] == "(no todo #1)"


def test_an_empty_list_reads_as_such() -> None:
    assert format_todos([]) == "(no todos)"


async def test_clear_deletes_every_item_or_only_the_done_ones() -> None:
    tools = _tools()
    for step, title in enumerate(["pay rent", "call mom", "buy milk"]):
        await tools["todo_add"].call({"title": title}, _ctx(f"s{step}"))
    await tools["todo_complete"].call({"id": 2})
    done_only = await tools["todo_clear"].call({"only_done": True})
    assert done_only["deleted"] == 1 and done_only["text"] == "2. call mom — done"
    assert [t["id"] for t in (await tools["todo_list"].call({}))["todos"]] == [1, 3]
    cleared = await tools["todo_clear"].call({})
    assert [t["title"] for t in cleared["todos"]] == ["pay rent", "buy milk"]
    assert (await tools["todo_list"].call({}))["todos"] == []
    assert (await tools["todo_clear"].call({}))["deleted"] == 0  # a replayed clear is harmless


async def test_an_add_unless_listed_adds_only_what_is_missing() -> None:
    tools = _tools()
    await tools["todo_add"].call({"title": "Pay the rent"}, _ctx("s1"))
    await tools["todo_add"].call({"title": "oat milk"}, _ctx("s2"))
    again = await tools["todo_add"].call(
        {"title": "pay the rent", "unless_listed": True}, _ctx("s3")
    )
    assert again["added"] is False and again["id"] == 1
    assert again["said"] == "Already on your list: #1 Pay the rent"
    milk = await tools["todo_add"].call({"title": "milk", "unless_listed": True}, _ctx("s4"))
    assert milk["added"] is True and milk["said"] == "Added todo #3: milk"  # "oat milk" is not it
    listed = await tools["todo_list"].call({})
    assert [t["title"] for t in listed["todos"]] == ["Pay the rent", "oat milk", "milk"]


async def test_complete_every_open_item_and_read_one_position() -> None:
    tools = _tools()
    for step, title in enumerate(["pay rent", "call mom", "water plants"]):
        await tools["todo_add"].call({"title": title}, _ctx(f"s{step}"))
    await tools["todo_complete"].call({"id": 2})
    first = await tools["todo_list"].call({"position": "first"})
    assert [i["title"] for i in first["todos"]] == ["pay rent"]
    last = await tools["todo_list"].call({"position": "last"})
    assert [i["title"] for i in last["todos"]] == ["water plants"]
    with pytest.raises(ToolError, match="the list has 3 items"):
        await tools["todo_list"].call({"position": "fifth"})
    done = await tools["todo_complete"].call({"all_open": True})
    assert done["completed"] == 2  # item 2 was already done
    assert done["said"].startswith("Completed 2 todos:")
    listed = await tools["todo_list"].call({})
    assert (listed["open"], listed["done"]) == (0, 3)
    again = await tools["todo_complete"].call({"all_open": True})
    assert (again["completed"], again["said"]) == (0, "No open todos to complete.")


async def test_a_title_after_a_verb_names_the_item() -> None:
    tools = _tools()
    for step, title in enumerate(["kitchen roll", "buy stamps"]):
        await tools["todo_add"].call({"title": title}, _ctx(f"s{step}"))
    done = await tools["todo_complete"].call({"title": "bought the kitchen roll"})
    assert done["title"] == "kitchen roll"
    with pytest.raises(ToolError, match="no todo titled"):
        await tools["todo_complete"].call({"title": "bought the kitchen roll holder"})


async def test_rename_by_id_title_or_position_keeps_the_item() -> None:
    tools = _tools()
    for n, title in enumerate(["buy running shoes", "email the teacher", "walk the dog"], 1):
        await tools["todo_add"].call({"title": title}, _ctx(f"s{n}"))
    await tools["todo_complete"].call({"id": 2})
    by_title = await tools["todo_rename"].call(
        {"title": "running shoes", "new_title": " buy hiking boots "}
    )
    assert (by_title["id"], by_title["title"], by_title["old_title"]) == (
        1,
        "buy hiking boots",
        "buy running shoes",
    )
    by_id = await tools["todo_rename"].call({"id": 2, "new_title": "email the principal"})
    assert by_id["done"] is True  # a rename changes the title only
    last = await tools["todo_rename"].call({"position": "last", "new_title": "walk the dogs"})
    assert last["id"] == 3
    again = await tools["todo_rename"].call({"id": 3, "new_title": "walk the dogs"})
    assert again["title"] == "walk the dogs"  # a replayed rename is harmless
    listed = await tools["todo_list"].call({})
    assert listed["text"] == (
        "1. buy hiking boots — open\n2. email the principal — done\n3. walk the dogs — open"
    )


async def test_rename_names_what_is_wrong() -> None:
    tools = _tools()
    await tools["todo_add"].call({"title": "pay rent"}, _ctx("s1"))
    with pytest.raises(ModelRetry, match="new_title"):
        await tools["todo_rename"].call({"id": 1, "new_title": "  "})
    with pytest.raises(ToolError, match="7"):
        await tools["todo_rename"].call({"id": 7, "new_title": "pay the rent"})
    with pytest.raises(ModelRetry, match="id"):
        await tools["todo_rename"].call({"new_title": "pay the rent"})


async def test_complete_all_but_one_leaves_that_one_open(_isolated_home: Path) -> None:
    """`all_open` with `except_title` completes every open item but the one it names."""
    tools = _tools()
    for title in ("call the bank", "water the plants", "post the forms"):
        await tools["todo_add"].call({"title": title})
    result = await tools["todo_complete"].call({"all_open": True, "except_title": "the plants"})
    assert result["completed"] == 2
    listed = await tools["todo_list"].call({})
    assert [(t["title"], t["done"]) for t in listed["todos"]] == [
        ("call the bank", True),
        ("water the plants", False),
        ("post the forms", True),
    ]
    with pytest.raises(ToolError, match="no todo titled"):
        await tools["todo_complete"].call({"all_open": True, "except_title": "feed the cat"})
