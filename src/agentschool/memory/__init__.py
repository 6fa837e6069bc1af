"""Memory: short-term notes, conversation sessions, long-term vector memory, past-plan reuse."""

from agentschool.memory.embeddings import (
    DEFAULT_EMBEDDING_MODEL,
    Embedder,
    SentenceTransformerEmbedder,
    default_embedder,
)
from agentschool.memory.experience import ExperienceMemory, ExperiencePlanner
from agentschool.memory.long_term import LongTermMemory, open_memory_store
from agentschool.memory.rebind import RebindError, TaskShape, rebind_plan, task_shape
from agentschool.memory.session import Resolution, Session, Turn
from agentschool.memory.short_term import Scratchpad, ShortTermMemory
from agentschool.memory.store import DimensionMismatchError, Memory, MemoryRecord, VectorStore
from agentschool.memory.tools import build_memory_tools

__all__ = [
    "DEFAULT_EMBEDDING_MODEL",
    "DimensionMismatchError",
    "Embedder",
    "ExperienceMemory",
    "ExperiencePlanner",
    "LongTermMemory",
    "Memory",
    "MemoryRecord",
    "RebindError",
    "Resolution",
    "Scratchpad",
    "SentenceTransformerEmbedder",
    "Session",
    "ShortTermMemory",
    "TaskShape",
    "Turn",
    "VectorStore",
    "build_memory_tools",
    "default_embedder",
    "open_memory_store",
    "rebind_plan",
    "task_shape",
]
