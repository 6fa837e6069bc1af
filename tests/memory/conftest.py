"""Memory fixtures: one shared embedding model per session, and a store per backend."""

from __future__ import annotations

import uuid
import warnings
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest
from tests.conftest import require_service
from tests.memory.recall_cases import RECALL_CASES

from agentschool.memory import LongTermMemory, SentenceTransformerEmbedder, default_embedder
from agentschool.memory.embeddings import Vectors
from agentschool.memory.pgvector import PgVectorStore
from agentschool.memory.sqlite_vec import SqliteVecStore
from agentschool.memory.store import VectorStore

POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/test"
RUN_TAG = uuid.uuid4().hex[:8]


@pytest.fixture(scope="session")
def embedder() -> SentenceTransformerEmbedder:
    """The real all-MiniLM-L6-v2, loaded once (the CLI's default_embedder() is the same one)."""
    model = default_embedder()
    assert model.dimension == 384
    return model


class PrimedEmbedder:
    """The real model's vectors for a known set of texts, computed in one batch and reused.

    The recall suite runs on two backends; embedding its 120 texts once keeps it fast on a busy
    machine. Texts outside the set go to the real model.
    """

    def __init__(self, model: SentenceTransformerEmbedder, texts: list[str]) -> None:
        self.model = model
        self.name = model.name
        self.dimension = model.dimension
        self._cache = dict(zip(texts, model.embed(texts), strict=True))

    def embed(self, texts: Sequence[str]) -> Vectors:
        missing = [t for t in texts if t not in self._cache]
        if missing:
            self._cache.update(zip(missing, self.model.embed(missing), strict=True))
        return np.stack([self._cache[t] for t in texts])


@pytest.fixture(scope="session")
def recall_embedder(embedder: SentenceTransformerEmbedder) -> PrimedEmbedder:
    """The real model, primed with every text of the labeled recall set."""
    return PrimedEmbedder(embedder, [text for pair in RECALL_CASES for text in pair])


def _pgserver_url(tmp: Path) -> Iterator[str]:
    """A private PostgreSQL 16 + pgvector from the `pgserver` wheel, on a unix socket in `tmp`."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns when XDG_RUNTIME_DIR is unset
        try:
            import pgserver
        except ImportError:
            pytest.skip("no pgvector: the local server lacks it and pgserver is not installed")
        server = pgserver.get_server(tmp, cleanup_mode="stop")
    try:
        yield str(server.get_uri())
    finally:
        server.cleanup()


@pytest.fixture(scope="session")
def pgvector_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """PostgreSQL with pgvector: the local server (127.0.0.1:5432/test) when it has the extension.

    Debian bookworm has no postgresql-15-pgvector package, so when the local server cannot load
    the extension the same tests run on a private pgserver instance (PostgreSQL 16 + pgvector).
    """
    import psycopg

    try:
        with psycopg.connect(POSTGRES_URL, connect_timeout=3, autocommit=True) as db:
            db.execute("CREATE EXTENSION IF NOT EXISTS vector")
    except psycopg.OperationalError:
        require_service("postgres")
    except psycopg.Error:
        yield from _pgserver_url(tmp_path_factory.mktemp("pgserver"))
        return
    yield POSTGRES_URL


def new_store(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> VectorStore:
    """An empty store: a SQLite file, or a uniquely named table (this run's tag in its name)."""
    if backend == "sqlite-vec":
        return SqliteVecStore(tmp_path / "mem.db")
    url = request.getfixturevalue("pgvector_url")
    return PgVectorStore(url, table=f"memtest_{RUN_TAG}_{uuid.uuid4().hex[:8]}")


def drop(store: VectorStore) -> None:
    if isinstance(store, PgVectorStore):
        store.drop()
    store.close()


@pytest.fixture(params=["sqlite-vec", pytest.param("pgvector", marks=pytest.mark.postgres)])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorStore]:
    """An empty store of each backend, dropped afterwards."""
    created = new_store(request.param, tmp_path, request)
    yield created
    drop(created)


@pytest.fixture
def memory(store: VectorStore, embedder: SentenceTransformerEmbedder) -> LongTermMemory:
    """Long-term memory over each backend with the shared model."""
    return LongTermMemory(store, embedder)
