"""Generated TypeScript types compile with `tsc --strict` (slow: needs TypeScript from npm)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from agentschool.specs.docs import markdown_doc, openapi_fragment, typescript_types
from agentschool.specs.reference import reference_names, reference_spec

CACHE = Path(__file__).resolve().parents[2] / ".cache" / "typescript"


def tsc(tmp_path: Path) -> Path:
    cached = CACHE / "node_modules" / ".bin" / "tsc"
    if cached.exists():
        return cached
    if shutil.which("npm") is None:
        if os.environ.get("CI"):  # CI's machine has node and npm: a skip there would hide a gap
            pytest.fail("npm is not installed (required when CI is set)")
        pytest.skip("npm is not installed")
    prefix = tmp_path / "npm"
    subprocess.run(
        ["npm", "install", "--prefix", str(prefix), "typescript@5", "--no-audit", "--no-fund"],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return prefix / "node_modules" / ".bin" / "tsc"


USAGE = """
import type { EmailAnalystOutput, EmailAnalystRecord, TextProcessorOutput } from "./types";
const out: TextProcessorOutput = { summary: "s", sentiment: "positive", keywords: ["a"] };
const rec: EmailAnalystRecord = {
  id: 1, run_id: null, created_at: 1.5, message_id: null, sender: "a", subject: "b",
  category: "fyi", action_items: ["x"],
};
const mail: EmailAnalystOutput = {
  records: [{ sender: "a", subject: "b", category: "spam", action_items: [] }],
};
// @ts-expect-error: sentiment is an enum
const wrong: TextProcessorOutput = { summary: "s", sentiment: "angry", keywords: [] };
export { out, rec, mail, wrong };
"""


@pytest.mark.slow
def test_generated_typescript_compiles(tmp_path: Path) -> None:
    compiler = tsc(tmp_path)
    source = "\n".join(typescript_types(reference_spec(n)) for n in reference_names())
    (tmp_path / "types.ts").write_text(source)
    (tmp_path / "usage.ts").write_text(USAGE)
    result = subprocess.run(
        [str(compiler), "--strict", "--noEmit", "--target", "es2020", "types.ts", "usage.ts"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_markdown_and_openapi_cover_every_reference_spec() -> None:
    for name in reference_names():
        spec = reference_spec(name)
        assert markdown_doc(spec).startswith(f"# {name} {spec.version}")
        paths = openapi_fragment(spec)["paths"]
        assert f"/api/v1/agents/{name}/runs" in paths
        assert (f"/api/v1/agents/{name}/records" in paths) == (spec.data_model is not None)
