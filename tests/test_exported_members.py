import agentschool


def test_all_is_sorted_and_unique() -> None:
    assert agentschool.__all__ == sorted(agentschool.__all__)
    assert len(set(agentschool.__all__)) == len(agentschool.__all__)


def test_every_exported_name_exists() -> None:
    missing = [name for name in agentschool.__all__ if not hasattr(agentschool, name)]
    assert missing == []


def test_public_names_are_all_exported() -> None:
    public = {name for name in vars(agentschool) if not name.startswith("_")}
    # submodules are reachable but not part of the curated surface
    modules = {name for name in public if type(getattr(agentschool, name)).__name__ == "module"}
    assert public - modules == set(agentschool.__all__) - {"__version__"}


def test_the_main_nouns_are_at_the_top_level() -> None:
    from agentschool import Agent, AgentEvent, RunResult, tool
    from agentschool.agent import Agent as AgentClass
    from agentschool.agent import RunResult as RunResultClass

    assert Agent is AgentClass and RunResult is RunResultClass
    assert {"Agent", "AgentEvent", "RunResult", "tool"} <= set(agentschool.__all__)
    assert AgentEvent is not None and callable(tool)
