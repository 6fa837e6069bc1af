"""The school core knows no source, and no product module imports the fixture sites' data.

Static: every module under `src/agentschool` is parsed (`ast`) and its imports walked.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).parents[2] / "src" / "agentschool"
CORE = ("intent", "codegen", "checks", "registry", "heal", "verify", "lexicon", "discovery")
"""School modules that must name no source (the issue's list, plus the matcher and cache)."""
SERVES_THE_FIXTURE = {"cli/luma.py", "cli/run.py", "cli/eval.py"}
"""`agentschool luma-site`, `agentschool demo` and `agentschool eval` (for a dataset whose `site:`
is a fixture) serve the offline sites; nothing else may."""
SITE_APPS = ("agentschool.testing.luma_site", "agentschool.testing.schema_site")


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _product_modules() -> list[Path]:
    return [p for p in sorted(SRC.rglob("*.py")) if "testing" not in p.relative_to(SRC).parts]


def test_the_walk_sees_the_product() -> None:
    names = {p.relative_to(SRC).as_posix() for p in _product_modules()}
    assert {"school/intent.py", "school/sources/luma/source.py", "cli/luma.py"} <= names
    assert len(names) > 100


def test_no_product_module_imports_the_fixtures() -> None:
    offenders = {
        path.relative_to(SRC).as_posix(): sorted(
            name for name in _imports(path) if name.startswith("agentschool.testing")
        )
        for path in _product_modules()
    }
    offenders = {
        path: names for path, names in offenders.items() if names and path not in SERVES_THE_FIXTURE
    }
    assert offenders == {}


def test_the_serving_commands_import_only_the_site_app() -> None:
    for path in SERVES_THE_FIXTURE:
        names = {n for n in _imports(SRC / path) if n.startswith("agentschool.testing")}
        assert names and all(n.startswith(SITE_APPS) for n in names)


@pytest.mark.parametrize("module", CORE)
def test_the_core_names_no_source(module: str) -> None:
    path = SRC / "school" / f"{module}.py"
    assert "luma" not in path.read_text().lower()
    specific = {
        n for n in _imports(path) if n.startswith("agentschool.school.sources.")
        and not n.startswith("agentschool.school.sources.base")
        and n not in ("agentschool.school.sources.get_source",
                      "agentschool.school.sources.source_urls",
                      "agentschool.school.sources.DEFAULT_SOURCE")
    }  # fmt: skip
    assert specific == set(), "the core asks `sources.get_source`, never a source's package"
