"""Streaming of verified answers: OpenAI's `chat.completion.chunk` events, sent only after every check passed.

The gate holds the whole answer before anything leaves, so a stream is the verified completion cut into
chunks: a role chunk, content chunks (or one tool-call chunk), a final chunk with `finish_reason` and the
gate's metadata, a usage chunk when `stream_options.include_usage` is set, then `data: [DONE]`. The events
are written by sse-starlette's EventSourceResponse. With keep-alives (opt-in), SSE comments go out while
the answer is verified; the status is then 200 before the verdict, and a blocked or escalated request
ends with an `error` event (OpenAI's error object) and no content chunk.
"""

from __future__ import annotations

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


def verified_stream(completion: dict[str, Any], include_usage: bool) -> EventSourceResponse:
    """The stream of an answer that already passed: every chunk at once, then [DONE]."""
    return EventSourceResponse(_events(completion_chunks(completion, include_usage)), ping=NO_PING_S)


def keepalive_stream(
    decide: Callable[[], Awaitable[tuple[int, dict[str, Any]]]], include_usage: bool, keepalive_s: float
) -> EventSourceResponse:
    """A stream that sends SSE comments every `keepalive_s` while `decide()` runs the gate; then the verified
    chunks (status 200) or, for any other verdict, one error event carrying the body the non-streaming
    request would have had. Cancelling the stream (client gone) cancels `decide()`."""

    async def events() -> AsyncIterator[ServerSentEvent]:
        status, body = await decide()
        if status != 200:
            yield _data(body)
            yield _data("[DONE]")
            return
        async for event in _events(completion_chunks(body, include_usage)):
            yield event

    return EventSourceResponse(
        events(), ping=keepalive_s,
        ping_message_factory=lambda: ServerSentEvent(comment="keep-alive: verifying"),
    )
