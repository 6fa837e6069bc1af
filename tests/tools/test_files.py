from __future__ import annotations

from pathlib import Path

import pytest

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.settings import Settings
from agentschool.tools import files
from agentschool.tools.base import RiskLevel, Tool, ToolContext
from agentschool.tools.files import build_file_tools


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    return root


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    secret_dir = tmp_path / "outside"
    secret_dir.mkdir()
    (secret_dir / "secret.txt").write_text("TOP SECRET")
    return secret_dir


@pytest.fixture
def tools(workspace: Path) -> dict[str, Tool]:
    return {t.name: t for t in build_file_tools(Settings(workspace=workspace))}


CTX = ToolContext(run_id="r", step_id="s")


async def test_write_read_and_list(tools: dict[str, Tool], workspace: Path) -> None:
    written = await tools["write_file"].call({"path": "notes/a.txt", "content": "héllo"}, CTX)
    assert written == {"path": "notes/a.txt", "bytes": 6, "created": True}
    assert (workspace / "notes" / "a.txt").read_text() == "héllo"
    again = await tools["write_file"].call({"path": "notes/a.txt", "content": "bye"}, CTX)
    assert again["created"] is False
    assert await tools["read_file"].call({"path": "notes/a.txt"}) == "bye"
    assert await tools["read_file"].call({"path": str(workspace / "notes/a.txt")}) == "bye"
    (workspace / "b.bin").write_bytes(b"\xff\x00ok")
    listing = await tools["list_dir"].call({})
    assert listing == [
        {"name": "b.bin", "type": "file", "size": 4},
        {"name": "notes", "type": "dir", "size": listing[1]["size"]},
    ]
    assert await tools["list_dir"].call({"path": "notes"}) == [
        {"name": "a.txt", "type": "file", "size": 3}
    ]
    assert await tools["read_file"].call({"path": "b.bin"}) == "\ufffd\x00ok"


async def test_default_workspace_is_in_the_data_dir(_isolated_home: Path) -> None:
    tools = {t.name: t for t in build_file_tools()}
    await tools["write_file"].call({"path": "x.txt", "content": "1"}, CTX)
    assert (_isolated_home / "workspace" / "x.txt").read_text() == "1"


@pytest.mark.parametrize(
    "path", ["../outside/secret.txt", "notes/../../outside/secret.txt", "..", "a/.."]
)
async def test_dotdot_is_refused(tools: dict[str, Tool], outside: Path, path: str) -> None:
    for name, args in [
        ("read_file", {"path": path}),
        ("list_dir", {"path": path}),
        ("write_file", {"path": path, "content": "pwned"}),
    ]:
        with pytest.raises(ToolError, match="'\\.\\.'"):
            await tools[name].call(args, CTX)
    assert (outside / "secret.txt").read_text() == "TOP SECRET"


async def test_absolute_paths_outside_are_refused(tools: dict[str, Tool], outside: Path) -> None:
    secret = str(outside / "secret.txt")
    with pytest.raises(ToolError, match="outside the workspace"):
        await tools["read_file"].call({"path": secret})
    with pytest.raises(ToolError, match="outside the workspace"):
        await tools["write_file"].call({"path": secret, "content": "pwned"}, CTX)
    with pytest.raises(ToolError, match="outside the workspace"):
        await tools["list_dir"].call({"path": "/etc"})
    assert (outside / "secret.txt").read_text() == "TOP SECRET"


async def test_symlinked_dir_pointing_out_is_refused(
    tools: dict[str, Tool], workspace: Path, outside: Path
) -> None:
    (workspace / "link").symlink_to(outside, target_is_directory=True)
    with pytest.raises(ToolError, match="outside the workspace"):
        await tools["read_file"].call({"path": "link/secret.txt"})
    with pytest.raises(ToolError, match="outside the workspace"):
        await tools["list_dir"].call({"path": "link"})
    with pytest.raises(ToolError, match="outside the workspace"):
        await tools["write_file"].call({"path": "link/new.txt", "content": "pwned"}, CTX)
    assert not (outside / "new.txt").exists()
    # the link itself is listed, as a symlink, without following it
    assert {"name": "link", "type": "symlink"}.items() <= (await tools["list_dir"].call({}))[
        0
    ].items()


async def test_writing_through_a_symlink_that_points_out_is_refused(
    tools: dict[str, Tool], workspace: Path, outside: Path
) -> None:
    (workspace / "innocent.txt").symlink_to(outside / "secret.txt")
    (workspace / "dangling.txt").symlink_to(outside / "created-by-attacker.txt")
    for name in ("innocent.txt", "dangling.txt"):
        with pytest.raises(ToolError, match="outside the workspace"):
            await tools["write_file"].call({"path": name, "content": "pwned"}, CTX)
    with pytest.raises(ToolError, match="outside the workspace"):
        await tools["read_file"].call({"path": "innocent.txt"})
    assert (outside / "secret.txt").read_text() == "TOP SECRET"
    assert not (outside / "created-by-attacker.txt").exists()


async def test_symlinks_inside_the_workspace_work(tools: dict[str, Tool], workspace: Path) -> None:
    (workspace / "real.txt").write_text("data")
    (workspace / "alias.txt").symlink_to(workspace / "real.txt")
    assert await tools["read_file"].call({"path": "alias.txt"}) == "data"
    result = await tools["write_file"].call({"path": "alias.txt", "content": "new"}, CTX)
    assert result["path"] == "real.txt"
    assert (workspace / "real.txt").read_text() == "new"


def test_final_write_does_not_follow_a_swapped_in_symlink(workspace: Path, outside: Path) -> None:
    class RacedWorkspace(files.Workspace):
        """The path passes the check, then an attacker swaps a symlink in before the open."""

        def resolve(self, path: str) -> Path:
            checked = super().resolve(path)
            checked.symlink_to(outside / "secret.txt")
            return checked

    with pytest.raises(ToolError, match=r"cannot write race\.txt"):
        RacedWorkspace(workspace).write("race.txt", "pwned")
    assert (outside / "secret.txt").read_text() == "TOP SECRET"


async def test_clear_errors_for_missing_and_wrong_kinds(
    tools: dict[str, Tool], workspace: Path
) -> None:
    (workspace / "d").mkdir()
    (workspace / "f.txt").write_text("x")
    cases = [
        ("read_file", {"path": "nope.txt"}, "no such file: nope.txt"),
        ("read_file", {"path": "d"}, "is a directory"),
        ("list_dir", {"path": "nope"}, "no such directory"),
        ("list_dir", {"path": "f.txt"}, "is a file"),
        ("write_file", {"path": "d", "content": "x"}, "is a directory"),
        ("write_file", {"path": ".", "content": "x"}, "workspace root"),
    ]
    for name, args, message in cases:
        with pytest.raises(ToolError, match=message):
            await tools[name].call(args, CTX)


@pytest.mark.parametrize("path", ["", "  ", "a\x00b"])
async def test_empty_or_nul_paths_go_back_to_the_model(tools: dict[str, Tool], path: str) -> None:
    with pytest.raises(ModelRetry, match="path is empty"):
        await tools["read_file"].call({"path": path})


async def test_large_files_are_cut_and_marked(
    tools: dict[str, Tool], workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "MAX_READ_BYTES", 10)
    (workspace / "big.txt").write_text("0123456789abcdef")
    text = await tools["read_file"].call({"path": "big.txt"})
    assert text.startswith("0123456789\n[... truncated: showing 10 of 16 bytes]")


async def test_oversized_content_is_refused(
    tools: dict[str, Tool], workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "MAX_WRITE_BYTES", 4)
    with pytest.raises(ToolError, match="at most 4 allowed"):
        await tools["write_file"].call({"path": "x", "content": "12345"}, CTX)
    assert not (workspace / "x").exists()


def test_risk_levels(tools: dict[str, Tool]) -> None:
    assert {n: t.risk for n, t in tools.items()} == {
        "read_file": RiskLevel.READ,
        "write_file": RiskLevel.WRITE,
        "list_dir": RiskLevel.READ,
    }
    assert list(tools["write_file"].parameters_json_schema["properties"]) == ["path", "content"]
