"""The llama.cpp engine behind `LocalModel`: one loaded model per path, a fast greedy decode loop.

Why our own loop instead of `Llama.create_completion`: grammar-constrained sampling in llama.cpp
applies the grammar to every one of the ~49k vocabulary entries per token, which doubles the cost
of a token on a 135M model. Like llama.cpp's own `common_sampler`, we first pick the best token from
the raw logits and ask the grammar about that single token; only when the grammar rejects it do we
filter the whole vocabulary. The loop also reuses the longest cached prompt prefix (the fixed
system prompt), so a request only evaluates its new suffix.
"""

from __future__ import annotations

import atexit
import codecs
import ctypes
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np

__all__ = ["DecodeResult", "LlamaEngine", "import_llama_cpp", "load_engine"]

_ENGINES: dict[tuple[str, int, int | None], LlamaEngine] = {}
_ENGINES_LOCK = threading.Lock()
_CLOSE_AT_EXIT: list[Callable[[], None]] = []
_GRAMMAR_CACHE_SIZE = 32
_TOKEN_DATA = np.dtype([("id", np.intc), ("logit", np.single), ("p", np.single)], align=True)


@dataclass(frozen=True, slots=True)
class DecodeResult:
    """What one decode produced."""

    text: str
    """The generated text (special tokens excluded)."""
    prompt_tokens: int
    """Tokens in the prompt (cached prefix included)."""
    completion_tokens: int
    """Tokens generated."""
    evaluated_prompt_tokens: int
    """Prompt tokens actually evaluated (the rest came from the prefix cache)."""
    finish_reason: str
    """`stop` (end of turn), `length` (hit max_tokens) or `cancelled`."""


def import_llama_cpp() -> Any:
    """Import `llama_cpp`, closing at exit the /dev/null files it opens (else a ResourceWarning)."""
    import llama_cpp
    from llama_cpp import _utils

    if not _CLOSE_AT_EXIT:
        _CLOSE_AT_EXIT.append(atexit.register(_utils.outnull_file.close))
        _CLOSE_AT_EXIT.append(atexit.register(_utils.errnull_file.close))
    return llama_cpp


def load_engine(path: str, *, n_ctx: int, n_threads: int | None) -> LlamaEngine:
    """The process-wide engine for a GGUF file, loading it on first use.

    Args:
        path: Path of the GGUF file.
        n_ctx: Context window in tokens.
        n_threads: CPU threads for llama.cpp; its default when None.
    """
    key = (path, n_ctx, n_threads)
    with _ENGINES_LOCK:
        engine = _ENGINES.get(key)
        if engine is None:
            llama_class = import_llama_cpp().Llama
            llama = llama_class(model_path=path, n_ctx=n_ctx, n_threads=n_threads, verbose=False)
            if not _ENGINES:
                atexit.register(_close_engines)
            engine = _ENGINES[key] = LlamaEngine(llama)
        return engine


def _close_engines() -> None:
    """Free the models before interpreter teardown (llama_cpp's own `__del__` runs too late)."""
    for engine in _ENGINES.values():
        engine.executor.shutdown(wait=False)
        engine.llama.close()
    _ENGINES.clear()


class LlamaEngine:
    """A loaded `llama_cpp.Llama` with serialized, prefix-cached, grammar-aware greedy decoding."""

    def __init__(self, llama: Any) -> None:
        llama_cpp = import_llama_cpp()
        self._c = llama_cpp
        self.llama = llama
        self.lock = threading.Lock()
        """Held for the whole of one decode: llama.cpp contexts are not re-entrant."""
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="llama")
        """One worker thread: decodes run off the event loop, one at a time, in arrival order."""
        self._vocab = llama._model.vocab
        self._ctx = llama._ctx.ctx
        self.n_vocab: int = llama.n_vocab()
        self._grammars: OrderedDict[str, Any] = OrderedDict()
        self._full = np.zeros(self.n_vocab, dtype=_TOKEN_DATA)
        self._full["id"] = np.arange(self.n_vocab, dtype=np.intc)
        self._one = (llama_cpp.llama_token_data * 1)()
        stops = llama.tokenize(b"<|im_start|><|im_end|>", add_bos=False, special=True)
        self._stop_ids = set(stops)

    def tokenize(self, text: str) -> list[int]:
        """Tokens of `text`, special tokens (`<|im_start|>`) parsed as such."""
        return list(self.llama.tokenize(text.encode(), add_bos=False, special=True))

    def _grammar(self, gbnf: str) -> Any:
        """A reset grammar sampler for `gbnf`, compiled once and kept in a small LRU cache."""
        sampler = self._grammars.get(gbnf)
        if sampler is None:
            sampler = self._c.llama_sampler_init_grammar(self._vocab, gbnf.encode(), b"root")
            if not sampler:
                raise ValueError("llama.cpp could not parse the grammar")
            self._grammars[gbnf] = sampler
            if len(self._grammars) > _GRAMMAR_CACHE_SIZE:
                _, old = self._grammars.popitem(last=False)
                self._c.llama_sampler_free(old)
        else:
            self._grammars.move_to_end(gbnf)
            self._c.llama_sampler_reset(sampler)
        return sampler

    def _eval_prompt(self, tokens: list[int]) -> int:
        """Evaluate `tokens`, reusing the cached prefix; return how many were evaluated."""
        llama = self.llama
        cached = llama.input_ids[: llama.n_tokens].tolist()
        prefix = 0
        for a, b in zip(cached, tokens, strict=False):
            if a != b:
                break
            prefix += 1
        prefix = min(prefix, len(tokens) - 1)  # always decode ≥1 token to get fresh logits
        if prefix <= 0 or not llama._ctx.kv_cache_seq_rm(-1, prefix, -1):
            llama.reset()
            prefix = 0
        llama.n_tokens = prefix
        llama.eval(tokens[prefix:])
        return len(tokens) - prefix

    def _pick(
        self,
        grammar: Any,
        rng: np.random.Generator | None,
        temperature: float,
        bias: dict[int, float] | None = None,
    ) -> int:
        """Choose the next token: best raw token if the grammar allows it, else the best allowed."""
        logits = np.ctypeslib.as_array(
            self._c.llama_get_logits_ith(self._ctx, -1), shape=(self.n_vocab,)
        )
        if bias:
            logits = logits.copy()
            for token_id, delta in bias.items():
                logits[token_id] += delta
        token = _choose(logits, rng, temperature)
        if grammar is None:
            return token
        one = self._one
        one[0] = self._c.llama_token_data(token, float(logits[token]), 0.0)
        array = self._c.llama_token_data_array(one, 1, -1, False)
        self._c.llama_sampler_apply(grammar, ctypes.byref(array))
        if np.isfinite(one[0].logit):
            return token
        full = self._full
        full["logit"] = logits
        array = self._c.llama_token_data_array(
            full.ctypes.data_as(ctypes.POINTER(self._c.llama_token_data)), self.n_vocab, -1, False
        )
        self._c.llama_sampler_apply(grammar, ctypes.byref(array))
        return _choose(full["logit"], rng, temperature)

    def decode(
        self,
        prompt: str,
        *,
        gbnf: str | None = None,
        max_tokens: int = 512,
        temperature: float = 0.0,
        seed: int | None = None,
        on_text: Callable[[str], None] | None = None,
        cancelled: threading.Event | None = None,
        grammar_prefix: str = "",
        first_token_bias: dict[int, float] | None = None,
    ) -> DecodeResult:
        """Generate a completion of `prompt` (blocking; call it from a worker thread).

        Args:
            prompt: The full prompt text (ChatML).
            gbnf: A GBNF grammar the output must match, or None for free text.
            max_tokens: Upper bound on generated tokens.
            temperature: 0 for greedy (deterministic), else softmax sampling.
            seed: Seed of the sampling RNG when `temperature` > 0.
            on_text: Called with each decoded text chunk as it is produced.
            cancelled: When set, generation stops after the current token.
            grammar_prefix: The end of `prompt` that already belongs to the constrained output
                (a pre-filled `{"tool": "`); the grammar consumes it before generation starts.
            first_token_bias: Logit offsets applied to the first generated token only.

        Raises:
            ValueError: The prompt does not fit the context window, or the grammar is invalid.
        """
        tokens = self.tokenize(prompt)
        if len(tokens) >= self.llama.n_ctx():
            raise ValueError(f"prompt of {len(tokens)} tokens exceeds n_ctx={self.llama.n_ctx()}")
        max_tokens = min(max_tokens, self.llama.n_ctx() - len(tokens))
        rng = np.random.default_rng(seed) if temperature > 0 else None
        utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")
        chunks: list[str] = []
        with self.lock:
            grammar = self._grammar(gbnf) if gbnf is not None else None
            if grammar is not None and grammar_prefix:
                for token in self.tokenize(grammar_prefix):
                    self._c.llama_sampler_accept(grammar, token)
            evaluated = self._eval_prompt(tokens)
            finish, count = "length", 0
            while count < max_tokens:
                if cancelled is not None and cancelled.is_set():
                    finish = "cancelled"
                    break
                bias = first_token_bias if count == 0 else None
                token = self._pick(grammar, rng, temperature, bias)
                if token in self._stop_ids or self._c.llama_vocab_is_eog(self._vocab, token):
                    finish = "stop"
                    break
                if grammar is not None:
                    self._c.llama_sampler_accept(grammar, token)
                count += 1
                text = utf8.decode(self.llama.detokenize([token]))
                if text:
                    chunks.append(text)
                    if on_text is not None:
                        on_text(text)
                if count < max_tokens:  # the last token's logits would go unused
                    self.llama.eval([token])
        tail = utf8.decode(b"", final=True)
        if tail:
            chunks.append(tail)
            if on_text is not None:
                on_text(tail)
        return DecodeResult("".join(chunks), len(tokens), count, evaluated, finish)


def _choose(logits: np.ndarray[Any, Any], rng: np.random.Generator | None, temp: float) -> int:
    if rng is None:
        return int(np.argmax(logits))
    scaled = (logits - np.max(logits)) / temp
    probs = np.exp(scaled)
    probs /= probs.sum()
    return int(rng.choice(len(probs), p=probs))
