"""Streaming of verified answers: OpenAI's `chat.completion.chunk` events, sent only once the text passed.

Buffered mode (the default): the gate holds the whole answer before anything leaves, so a stream is the verified
completion cut into chunks: a role chunk, content chunks (or one tool-call chunk), a final chunk with `finish_reason` and the
gate's metadata, a usage chunk when `stream_options.include_usage` is set, then `data: [DONE]`. The events
are written by sse-starlette's EventSourceResponse. With keep-alives (opt-in), SSE comments go out while
the answer is verified; the status is then 200 before the verdict, and a blocked or escalated request
ends with an `error` event (OpenAI's error object) and no content chunk.

Sentence mode (`sentence_stream`, opt-in: gate.sentence_stream): the role chunk goes out at once and each
verified piece as content chunks when it is released; the stream ends with the final chunk, or with the error
event of a blocked or escalated answer after the text that had passed. Every stream says its mode in the
`Gate-Stream-Mode` header and in the final chunk's `gate.stream_mode` (with `gate.stream_mode_reason` when a
request that asked for sentence mode was buffered).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from sse_starlette import EventSourceResponse, ServerSentEvent

# Content chunks of about this many characters, split after whitespace (what a token stream looks like).
CHUNK_CHARS = 32
# sse-starlette pings every 15 s by default; without keep-alives the answer is ready before the stream
# starts, so its pings are pushed out of any realistic stream's life.
NO_PING_S = 3600
_PIECE = re.compile(r"\S+\s*|\s+")
MODE_HEADER = "Gate-Stream-Mode"


def mode_headers(mode: str) -> dict[str, str]:
    return {MODE_HEADER: mode}


def content_pieces(text: str, size: int = CHUNK_CHARS) -> list[str]:
    """`text` in pieces of about `size` characters that join back to exactly `text`."""
    pieces, current = [], ""
    for match in _PIECE.finditer(text):
        current += match.group(0)
        if len(current) >= size:
            pieces.append(current)
            current = ""
    if current:
        pieces.append(current)
    return pieces


def completion_chunks(completion: dict[str, Any], include_usage: bool) -> list[dict[str, Any]]:
    """The chunks of a finished `chat.completion` object, in OpenAI's order."""
    head = {"id": completion["id"], "object": "chat.completion.chunk", "created": completion["created"],
            "model": completion["model"]}
    choice = completion["choices"][0]
    message = choice["message"]

    def chunk(delta: dict[str, Any], finish_reason: str | None = None, **extra: Any) -> dict[str, Any]:
        body = {**head, "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}]}
        if include_usage:
            body["usage"] = None
        body.update(extra)
        return body

    chunks = [chunk({"role": "assistant", "content": ""})]
    for piece in content_pieces(message.get("content") or ""):
        chunks.append(chunk({"content": piece}))
    if message.get("tool_calls"):
        chunks.append(chunk({"tool_calls": [{"index": i, **call} for i, call in enumerate(message["tool_calls"])]}))
    chunks.append(chunk({}, choice["finish_reason"], gate=completion["gate"]))
    if include_usage:
        chunks.append({**head, "choices": [], "usage": completion["usage"]})
    return chunks


def _data(payload: dict[str, Any] | str) -> ServerSentEvent:
    return ServerSentEvent(data=payload if isinstance(payload, str) else json.dumps(payload, separators=(",", ":")))


async def _events(chunks: list[dict[str, Any]]) -> AsyncIterator[ServerSentEvent]:
    for chunk in chunks:
        yield _data(chunk)
    yield _data("[DONE]")


def with_mode(completion: dict[str, Any], mode: str, reason: str | None) -> dict[str, Any]:
    """`completion` (or an error body) with the stream mode in its gate metadata."""
    key = "error" if "error" in completion else None
    holder = completion[key] if key else completion
    gate = dict(holder.get("gate") or {})
    gate["stream_mode"] = mode
    if reason:
        gate["stream_mode_reason"] = reason
    holder = {**holder, "gate": gate}
    return {**completion, key: holder} if key else holder


def verified_stream(completion: dict[str, Any], include_usage: bool, reason: str | None = None) -> EventSourceResponse:
    """The stream of an answer that already passed: every chunk at once, then [DONE]."""
    return EventSourceResponse(_events(completion_chunks(with_mode(completion, "buffered", reason), include_usage)),
                               ping=NO_PING_S, headers=mode_headers("buffered"))


def sentence_stream(
    decide: Callable[[], Awaitable[tuple[int, dict[str, Any]]]], released: "asyncio.Queue[str]",
    head: dict[str, Any], include_usage: bool, keepalive_s: float | None = None,
) -> EventSourceResponse:
    """Sentence mode: the role chunk at once, each verified piece that `decide()` puts in `released` as content
    chunks as it comes, then the final chunk (and usage) of the passed completion, or the error event of any
    other verdict. `head` is the chunks' id, created and model. Cancelling the stream (client gone) cancels
    `decide()`, which stops the generation and the checks and traces the request cancelled."""

    def chunk(delta: dict[str, Any], finish_reason: str | None = None, **extra: Any) -> dict[str, Any]:
        body = {**head, "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}]}
        if include_usage:
            body["usage"] = None
        body.update(extra)
        return body

    async def events() -> AsyncIterator[ServerSentEvent]:
        task = asyncio.ensure_future(decide())
        try:
            yield _data(chunk({"role": "assistant", "content": ""}))
            while not task.done() or not released.empty():
                if released.empty():
                    waiting = asyncio.ensure_future(released.get())
                    await asyncio.wait({task, waiting}, return_when=asyncio.FIRST_COMPLETED)
                    if not waiting.done():
                        waiting.cancel()
                        continue
                    text = waiting.result()
                else:
                    text = released.get_nowait()
                for piece in content_pieces(text):
                    yield _data(chunk({"content": piece}))
            status, body = task.result()
            if status != 200:
                yield _data(with_mode(body, "sentence", None))
            else:
                choice = body["choices"][0]
                yield _data(chunk({}, choice["finish_reason"], gate={**body["gate"], "stream_mode": "sentence"}))
                if include_usage:
                    yield _data({**head, "object": "chat.completion.chunk", "choices": [], "usage": body["usage"]})
            yield _data("[DONE]")
        finally:
            if not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    if keepalive_s is not None:
        return EventSourceResponse(
            events(), ping=keepalive_s, headers=mode_headers("sentence"),
            ping_message_factory=lambda: ServerSentEvent(comment="keep-alive: verifying"),
        )
    return EventSourceResponse(events(), ping=NO_PING_S, headers=mode_headers("sentence"))


def keepalive_stream(
    decide: Callable[[], Awaitable[tuple[int, dict[str, Any]]]], include_usage: bool, keepalive_s: float,
    reason: str | None = None,
) -> EventSourceResponse:
    """A stream that sends SSE comments every `keepalive_s` while `decide()` runs the gate; then the verified
    chunks (status 200) or, for any other verdict, one error event carrying the body the non-streaming
    request would have had. Cancelling the stream (client gone) cancels `decide()`."""

    async def events() -> AsyncIterator[ServerSentEvent]:
        status, body = await decide()
        if status != 200:
            yield _data(with_mode(body, "buffered", reason))
            yield _data("[DONE]")
            return
        async for event in _events(completion_chunks(with_mode(body, "buffered", reason), include_usage)):
            yield event

    return EventSourceResponse(
        events(), ping=keepalive_s, headers=mode_headers("buffered"),
        ping_message_factory=lambda: ServerSentEvent(comment="keep-alive: verifying"),
    )
