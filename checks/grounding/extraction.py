"""Verbatim extraction: the model copies sentences out of the material; code decides what they are worth.

The model is never asked to rule. Each request names a statement of the answer and what to look
for ("every sentence that states whether this is permitted"); the model copies sentences, and a
copied sentence counts only if it is a whole sentence (or a clause of 8+ words) of the passages
it was shown, after whitespace normalisation (`checks.sentences.verbatim_sentence`). Anything
else is recorded as fabricated and ignored.

One call per answer: the requests of every check that fired on the same answer are gathered for
one event-loop turn and sent to the engine together (`generate_json_many`), so the checks that
run concurrently in the model tier share one batched call. Replies are cached per request in the
request's scratch space, so a retry pays only for new requests.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from checks.context import scratch_entry
from checks.grounding.cache import ModelWork, content_key
from checks.grounding.types import JSONGenerator
from checks.text.sentences import verbatim_sentence

logger = logging.getLogger(__name__)

SCRATCH_KEY = "copy_sentences"
COPY_SAMPLING: dict[str, Any] = {"temperature": 0.0, "max_tokens": 512, "seed": 0}
MAX_COPIED_SENTENCES = 8

COPY_SYSTEM_PROMPT = (
    "You copy sentences out of source passages; you never paraphrase and never give an opinion.\n"
    "Copy, character for character, every sentence of the passages that {what}, "
    "as it bears on the statement below. Copy whole sentences. If no sentence does, return an empty list."
)


class CopiedSentences(BaseModel):
    """The extraction schema: {sentences: [...]}, each copied verbatim from the passages."""

    model_config = ConfigDict(extra="forbid")

    sentences: list[str] = Field(
        default_factory=list, max_length=MAX_COPIED_SENTENCES, description="Sentences copied verbatim from the passages."
    )


@dataclass(frozen=True)
class CopyRequest:
    """Copy from `passages` every sentence that `what` (a relative clause: "states whether X is permitted")."""

    what: str
    statement: str
    passages: tuple[str, ...]

    @property
    def key(self) -> str:
        return content_key(self.what, self.statement, *self.passages)


@dataclass(frozen=True)
class CopyResult:
    """What came back for one request: the verified sentences, the rejected quotes, and the error if the reply did
    not parse (then `verified` is empty and the check decides how to fail open)."""

    verified: tuple[str, ...] = ()
    rejected: tuple[str, ...] = ()
    error: str | None = None


def copy_messages(request: CopyRequest) -> list[dict[str, str]]:
    passages = "\n\n".join(f"<passage {i}>\n{text}\n</passage {i}>" for i, text in enumerate(request.passages, 1))
    return [
        {"role": "system", "content": COPY_SYSTEM_PROMPT.format(what=request.what)},
        {"role": "user", "content": f"Passages:\n{passages}\n\nStatement: {request.statement}"},
    ]


def verify_copies(reply: Any, request: CopyRequest) -> CopyResult:
    """The code decision: keep only sentences that occur in the request's passages."""
    if isinstance(reply, BaseException):
        return CopyResult(error=f"{type(reply).__name__}: {reply}")
    if not isinstance(reply, CopiedSentences):
        try:
            reply = CopiedSentences.model_validate(reply)
        except ValueError as exc:
            return CopyResult(error=f"{type(exc).__name__}: {exc}")
    verified: list[str] = []
    rejected: list[str] = []
    for quote in reply.sentences:
        sentence = verbatim_sentence(quote, request.passages)
        if sentence is None:
            rejected.append(quote)
        elif sentence not in verified:
            verified.append(sentence)
    return CopyResult(verified=tuple(verified), rejected=tuple(rejected))


@dataclass
class _PendingBatch:
    requests: dict[str, CopyRequest] = field(default_factory=dict)


@dataclass
class CopyCache:
    """One request's extraction replies, and the batch now being gathered."""

    results: dict[str, asyncio.Future[CopyResult]] = field(default_factory=dict)
    pending: _PendingBatch | None = None
    running: set[asyncio.Task[None]] = field(default_factory=set)
    calls: int = 0


def _copy_cache(context: Any) -> CopyCache:
    return scratch_entry(context, SCRATCH_KEY, CopyCache)


async def copy_sentences(
    llm: JSONGenerator, context: Any, requests: list[CopyRequest], work: ModelWork,
    sampling: dict[str, Any] | None = None,
) -> list[CopyResult]:
    """One result per request, in order. Requests made by other checks in the same event-loop turn go to the engine
    in the same batched call; requests answered earlier in the request come from the cache."""
    cache = _copy_cache(context)
    loop = asyncio.get_running_loop()
    new = [r for r in dict.fromkeys(requests) if r.key not in cache.results]
    if new:
        if cache.pending is None:
            cache.pending = _PendingBatch()
            # the call is counted once, by the check that opened the batch; the others ride in it
            task = loop.create_task(_flush(llm, cache, {**COPY_SAMPLING, **(sampling or {})}))
            cache.running.add(task)  # held until done: the loop keeps only a weak reference
            task.add_done_callback(cache.running.discard)
            work.model_calls += 1
        for request in new:
            cache.results[request.key] = loop.create_future()
            cache.pending.requests[request.key] = request
    return [await cache.results[r.key] for r in requests]


async def _flush(llm: JSONGenerator, cache: CopyCache, sampling: dict[str, Any]) -> None:
    await asyncio.sleep(0)  # let every check of this turn add its requests
    batch, cache.pending = cache.pending, None
    if batch is None or not batch.requests:
        return
    keys = list(batch.requests)
    requests = [batch.requests[k] for k in keys]
    cache.calls += 1
    try:
        replies = await llm.generate_json_many(
            [copy_messages(r) for r in requests], CopiedSentences, sampling, return_exceptions=True
        )
        if len(replies) != len(requests):
            raise RuntimeError(f"extraction returned {len(replies)} replies for {len(requests)} requests")
    except Exception as exc:  # the engine failed: every waiting check sees the error and applies its on_error
        for key in keys:
            future = cache.results.pop(key)
            if not future.done():
                future.set_exception(exc)
        return
    for key, request, reply in zip(keys, requests, replies):
        cache.results[key].set_result(verify_copies(reply, request))
