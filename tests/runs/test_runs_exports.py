import agentschool.runs


def test_runs_exports_are_sorted_and_exist() -> None:
    names = agentschool.runs.__all__
    assert names == sorted(names)
    assert [n for n in names if not hasattr(agentschool.runs, n)] == []
