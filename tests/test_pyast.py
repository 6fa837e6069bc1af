"""`pyast.parse`: what `ast.parse` gives, and safe when many threads parse at once."""

import ast
from concurrent.futures import ThreadPoolExecutor

import pytest

from agentschool import pyast


def test_parse_gives_what_ast_parse_gives() -> None:
    source = "x = [1, (2, {3: 4})]\nprint(x)"
    assert ast.dump(pyast.parse(source)) == ast.dump(ast.parse(source))
    assert ast.dump(pyast.parse("2 ** 8", mode="eval")) == ast.dump(ast.parse("2**8", mode="eval"))
    with pytest.raises(SyntaxError) as raised:
        pyast.parse("def f(:\n", filename="gen.py")
    assert raised.value.filename == "gen.py"


def test_threads_parsing_deep_trees_at_once_all_succeed() -> None:
    # Deeply nested expressions in many threads: the pattern that raised "AST constructor
    # recursion depth mismatch" on CPython 3.11 (gh-106905) when two threads parsed at once.
    sources = [f"{'(' * depth}1{')' * depth} + {depth}" for depth in range(40, 120)]

    def parse_all(offset: int) -> int:
        return sum(isinstance(pyast.parse(s, mode="eval"), ast.Expression) for s in sources)

    with ThreadPoolExecutor(max_workers=8) as pool:
        counts = list(pool.map(parse_all, range(16)))
    assert counts == [len(sources)] * 16
