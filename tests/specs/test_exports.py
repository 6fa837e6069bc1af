from __future__ import annotations

import agentschool.specs
import agentschool.teams


def test_public_surfaces_are_sorted_and_importable() -> None:
    for module in (agentschool.specs, agentschool.teams):
        names = module.__all__
        assert names == sorted(names, key=lambda n: (not n.isupper(), n))
        for name in names:
            assert getattr(module, name) is not None
