"""Token streaming between the Gate and its generator, in the OpenAI chat protocol, in plain Python.

An engine that streams has `stream_generate(messages, sampling, *, continue_final=False)`: an async iterator of
text pieces, then one `Generation` with the token counts (its text is the whole reply). With `continue_final`
the last message is the assistant's unfinished reply and the engine continues it (vLLM's
`continue_final_message`; the chat template renders that message open, without a generation prompt).

Over a Ray handle the stream travels as ray.serve.llm's LLMServer sends it for `stream: true`: lists of
server-sent-event strings (`data: {chat.completion.chunk}\n\n`, the last `data: [DONE]\n\n`). The CPU Generator
deployment answers a streaming body the same way (`serve_chat_stream`), and `stream_deltas` reads either back.
Closing the iterator stops the engine's work for the request.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

from checks.loop import Generation
from gate.engines.llm import PromptTooLongError
from gate.engines.openai_chat import as_dict, context_error_body, prompt_too_long, sampling_of

# Extra chat request fields of a streamed continuation (vLLM's ChatCompletionRequest has both).
CONTINUE_FIELDS = {"continue_final_message": True, "add_generation_prompt": False}


def can_stream(llm: Any) -> bool:
    """Whether `llm` streams tokens (has `stream_generate`)."""
    return callable(getattr(llm, "stream_generate", None))


def _event(payload: dict[str, Any] | str) -> str:
    data = payload if isinstance(payload, str) else json.dumps(payload, separators=(",", ":"))
    return f"data: {data}\n\n"


async def serve_chat_stream(engine: Any, body: dict[str, Any]) -> AsyncIterator[list[str]]:
    """A streaming OpenAI chat completion by a local engine that has `stream_generate`, in LLMServer's form: each
    item a list of SSE strings. A prompt over the context gets vLLM's error body as its one event."""
    messages = [dict(m) for m in body["messages"]]
    sampling = sampling_of(body)
    head = {"id": f"chatcmpl-{uuid.uuid4().hex}", "object": "chat.completion.chunk", "created": int(time.time()),
            "model": body.get("model") or engine.model_name}
    pieces = engine.stream_generate(messages, sampling, continue_final=bool(body.get("continue_final_message")))
    try:
        async for piece in pieces:
            if isinstance(piece, Generation):
                usage = {"prompt_tokens": piece.prompt_tokens or 0, "completion_tokens": piece.completion_tokens or 0,
                         "total_tokens": (piece.prompt_tokens or 0) + (piece.completion_tokens or 0)}
                yield [_event({**head, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                               "usage": usage})]
            elif piece:
                yield [_event({**head, "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]})]
    except PromptTooLongError as error:
        yield [_event(context_error_body(error.prompt_tokens, error.context_tokens, sampling.max_tokens))]
        return
    finally:
        await pieces.aclose()
    yield [_event("[DONE]")]


def _events(item: Any) -> list[Any]:
    """The SSE payloads of one item of a streamed handle response (a list of strings, a string, or an object)."""
    if isinstance(item, list):
        return [payload for part in item for payload in _events(part)]
    if isinstance(item, (bytes, str)):
        text = item.decode() if isinstance(item, bytes) else item
        payloads = []
        for line in text.splitlines():
            if line.startswith("data:"):
                data = line[len("data:"):].strip()
                payloads.append(data if data == "[DONE]" else json.loads(data))
        return payloads
    return [as_dict(item)]


async def stream_deltas(items: AsyncIterator[Any], model: str, started: float) -> AsyncIterator[str | Generation]:
    """Text pieces of a streamed chat completion read from LLMServer's items, then a `Generation` with its usage.
    An error body raises: PromptTooLongError for a prompt over the context, RuntimeError otherwise."""
    text, usage, served = "", {}, model
    async for item in items:
        for payload in _events(item):
            if payload == "[DONE]":
                continue
            error = payload.get("error") if isinstance(payload, dict) else None
            if isinstance(error, dict) or payload.get("object") == "error":
                error = error if isinstance(error, dict) else payload
                too_long = prompt_too_long(error)
                if too_long is not None:
                    raise too_long
                raise RuntimeError(f"the generator answered {error.get('code')} {error.get('type')}: "
                                   f"{error.get('message')}")
            served = payload.get("model") or served
            usage = payload.get("usage") or usage
            for choice in payload.get("choices") or []:
                # A deployment that answered without streaming sends one whole `message`: one piece.
                piece = (choice.get("delta") or choice.get("message") or {}).get("content")
                if piece:
                    text += piece
                    yield piece
    yield Generation(text=text, prompt_tokens=usage.get("prompt_tokens"),
                     completion_tokens=usage.get("completion_tokens"),
                     latency_ms=(time.perf_counter() - started) * 1000.0, model=served)
