"""What a sandboxed verification run gets: the vendored libraries and the replay harness.

The sandbox runs the *system* Python with no network and no access to the virtualenv, so the
libraries generated code imports (pydantic, httpx and their dependencies) are shipped into each
run's workspace: pure-Python packages as one zip of unchecked hash-based `.pyc` files (no
compilation inside the sandbox), `pydantic_core` (a native extension) as plain files. The harness
(`main.py`) replays the responses recorded during the in-process run: an `httpx.MockTransport`
for the `api`/`page` strategies, a page table for `browser`.
"""

from __future__ import annotations

import functools
import importlib.util
import io
import marshal
import zipfile
from pathlib import Path

__all__ = ["HARNESS", "VENDORED_PACKAGES", "vendor_files"]

VENDORED_PACKAGES = (
    "annotated_types",
    "anyio",
    "certifi",
    "h11",
    "httpcore",
    "httpx",
    "idna",
    "pydantic",
    "sniffio",
    "typing_extensions",
    "typing_inspection",
)
"""Pure-Python packages shipped (as `.pyc`) into a verification run."""
_NATIVE_PACKAGE = "pydantic_core"

HARNESS = '''\
import json
import sys

sys.path[:0] = ["vendor", "vendor.zip"]

import learned  # noqa: E402

with open("fixtures.json", encoding="utf-8") as handle:
    fixtures = json.load(handle)


class Replay:
    """Serves recorded pages to the browser strategy."""

    def html(self, url, idle=True):
        return fixtures["pages"][url]

    def fail(self, message, url):
        raise learned.PageCaptureError(message, url, fixtures["pages"].get(url, ""), None)


if learned.STRATEGY == "browser":
    client = Replay()
else:
    import httpx

    table = {(e["method"], e["url"]): e for e in fixtures["exchanges"]}

    def handler(request):
        found = table.get((request.method, str(request.url)))
        if found is None:
            raise RuntimeError(f"no recorded response for {request.method} {request.url}")
        headers = {"content-type": found["content_type"]}
        return httpx.Response(found["status"], headers=headers, text=found["body"])

    client = httpx.Client(transport=httpx.MockTransport(handler))

request = learned.Request.model_validate(fixtures["args"])
result = learned.run(
    request, api_url=fixtures["api_url"], web_url=fixtures["web_url"], client=client
)
sys.stdout.write(result.model_dump_json())
'''
"""The sandbox's `main.py`: load `learned.py`, replay `fixtures.json`, print the result JSON."""


def _site_packages() -> Path:
    spec = importlib.util.find_spec("pydantic_core")
    if spec is None or spec.origin is None:
        raise RuntimeError("pydantic_core is not installed")
    return Path(spec.origin).parent.parent


def _pyc(source: bytes, path: str) -> bytes:
    code = compile(source, path, "exec", dont_inherit=True)
    flags = (1).to_bytes(4, "little")  # hash-based, unchecked: no source needed
    source_hash = importlib.util.source_hash(source)
    return importlib.util.MAGIC_NUMBER + flags + source_hash + marshal.dumps(code)


@functools.cache
def vendor_files() -> dict[str, bytes]:
    """Workspace files holding the vendored libraries (built once per process).

    Returns:
        `vendor.zip` (compiled pure-Python packages) and `vendor/pydantic_core/...`.
    """
    root = _site_packages()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_STORED) as bundle:
        for package in VENDORED_PACKAGES:
            single = root / f"{package}.py"
            paths = [single] if single.exists() else sorted((root / package).rglob("*.py"))
            for path in paths:
                relative = path.relative_to(root).as_posix()
                bundle.writestr(relative + "c", _pyc(path.read_bytes(), relative))
            for data in [] if single.exists() else sorted((root / package).rglob("*.pem")):
                bundle.writestr(data.relative_to(root).as_posix(), data.read_bytes())
    files = {"vendor.zip": buffer.getvalue()}
    for path in sorted((root / _NATIVE_PACKAGE).iterdir()):
        if path.is_file() and path.suffix in (".py", ".so", ".typed"):
            files[f"vendor/{_NATIVE_PACKAGE}/{path.name}"] = path.read_bytes()
    return files
