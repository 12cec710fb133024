"""The OpenAI chat protocol between the Gate and its model deployments, in plain Python.

The generator on a GPU is a stock `ray.serve.llm` LLMServer: it takes an OpenAI chat completion
request and yields one response (or an error) per call. On CPU the `Generator` deployment speaks
the same protocol over the project's transformers (or scripted) engine, so the Gate has one
calling convention. This module builds the request bodies, reads the responses back into
`Generation`s, serves a body with a local engine (`serve_chat_body`), and reads vLLM's
context-length error, which the handle layer turns into `PromptTooLongError` (HTTP 413
`context_length_exceeded`) or, when only `max_tokens` overflowed, a retry with the room left.
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from typing import Any

from pydantic import BaseModel

from checks.loop import Generation
from gate.engines.llm import Messages, PromptTooLongError, SamplingConfig
from gate.engines.tool_calls import ToolCall, arguments_text

logger = logging.getLogger(__name__)

# vLLM's wording (vllm/renderers/params.py), which the CPU server writes too.
_CONTEXT_LIMIT = re.compile(r"maximum context length is (\d+) tokens")
_PROMPT_TOKENS = re.compile(r"prompt contains (?:at least )?(\d+) input tokens")
_PROMPT_CHARACTERS = re.compile(r"prompt contains (\d+) characters")


def chat_request_body(
    messages: Messages, sampling: SamplingConfig, schema: type[BaseModel] | None, model: str
) -> dict[str, Any]:
    """An OpenAI chat completion request: every field SamplingConfig carries, passed as it is, and for a
    JSON request `response_format` with the schema (vLLM constrains decoding to it)."""
    body: dict[str, Any] = {"model": model, "messages": [dict(m) for m in messages], "stream": False}
    body.update(sampling.model_dump(exclude_none=True))
    if not body.get("tools"):
        body.pop("tools", None)
        body.pop("tool_choice", None)
    if schema is not None:
        body["response_format"] = {
            "type": "json_schema",
            "json_schema": {"name": schema.__name__, "schema": schema.model_json_schema()},
        }
    return body


def as_dict(value: Any) -> dict[str, Any]:
    """A response object (vLLM's pydantic models) or a dict, as a dict."""
    if isinstance(value, dict):
        return value
    dump = getattr(value, "model_dump", None)
    if dump is None:
        raise TypeError(f"not an OpenAI response: {type(value).__name__}")
    return dump()


def error_of(body: dict[str, Any]) -> dict[str, Any] | None:
    """The `error` object of an OpenAI error response, None for a completion."""
    error = body.get("error")
    return error if isinstance(error, dict) else None


def context_overflow(error: dict[str, Any]) -> tuple[int, int | None] | None:
    """(context tokens, prompt tokens or None) when `error` is vLLM's context-length error."""
    message = str(error.get("message", ""))
    limit = _CONTEXT_LIMIT.search(message)
    if limit is None:
        return None
    prompt = _PROMPT_TOKENS.search(message)
    return int(limit.group(1)), (int(prompt.group(1)) if prompt else None)


def generation_from_response(body: dict[str, Any], latency_ms: float, model: str) -> Generation:
    """The first choice of a chat completion as a Generation (tool calls included when the model made any)."""
    choices = body.get("choices") or []
    if not choices:
        raise RuntimeError("the model deployment returned no choices")
    message = choices[0].get("message") or {}
    usage = body.get("usage") or {}
    fields: dict[str, Any] = {
        "text": message.get("content") or "",
        "prompt_tokens": usage.get("prompt_tokens"),
        "completion_tokens": usage.get("completion_tokens"),
        "latency_ms": latency_ms,
        "model": body.get("model") or model,
    }
    calls = message.get("tool_calls") or []
    if calls and "tool_calls" in getattr(Generation, "__dataclass_fields__", {}):
        parsed = tuple(
            ToolCall(id=c.get("id") or f"call_{uuid.uuid4().hex[:12]}", name=c["function"]["name"],
                     arguments=c["function"].get("arguments") or "{}")
            for c in calls
        )
        fields["tool_calls"] = parsed
        if "tool_call_text" in Generation.__dataclass_fields__:
            fields["tool_call_text"] = "\n".join(filter(None, [fields["text"], *map(arguments_text, parsed)]))
    return Generation(**fields)


def prompt_too_long(error: dict[str, Any]) -> PromptTooLongError | None:
    """PromptTooLongError when the prompt alone fills the context (else None: a smaller max_tokens fits)."""
    overflow = context_overflow(error)
    if overflow is None:
        return None
    context, prompt = overflow
    if prompt is None:  # measured in characters: the prompt is over the context whatever max_tokens is
        characters = _PROMPT_CHARACTERS.search(str(error.get("message", "")))
        return PromptTooLongError(int(characters.group(1)) if characters else context, context)
    if prompt >= context:
        return PromptTooLongError(prompt, context)
    return None


def context_error_body(prompt_tokens: int, context_tokens: int, max_tokens: int) -> dict[str, Any]:
    """The error vLLM's OpenAI server answers for a prompt over the context (same wording, same shape)."""
    message = (
        f"This model's maximum context length is {context_tokens} tokens. However, you requested {max_tokens} "
        f"output tokens and your prompt contains {prompt_tokens} input tokens, for a total of "
        f"{prompt_tokens + max_tokens} tokens. Please reduce the length of the input prompt or the number of "
        "requested output tokens."
    )
    return {"error": {"message": message, "type": "BadRequestError", "param": "input_tokens", "code": 400}}


def sampling_of(body: dict[str, Any]) -> SamplingConfig:
    """The SamplingConfig fields a chat request body carries (the rest of the body is not sampling)."""
    fields = SamplingConfig.model_fields
    return SamplingConfig.model_validate({k: v for k, v in body.items() if k in fields and v is not None})


async def serve_chat_body(engine: Any, body: dict[str, Any]) -> dict[str, Any]:
    """One OpenAI chat completion by a local engine (transformers, scripted): the CPU stand-in for vLLM's
    server. A prompt over the context gets vLLM's error body; cancellation reaches the engine."""
    messages = [dict(m) for m in body["messages"]]
    sampling = sampling_of(body)
    started = time.perf_counter()
    try:
        generation = await engine.generate(messages, sampling)
    except PromptTooLongError as error:
        return context_error_body(error.prompt_tokens, error.context_tokens, sampling.max_tokens)
    message: dict[str, Any] = {"role": "assistant", "content": generation.text}
    calls = getattr(generation, "tool_calls", ())
    if calls:
        message["tool_calls"] = [call.to_openai() for call in calls]
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model") or engine.model_name,
        "choices": [{
            "index": 0, "message": message,
            "finish_reason": "tool_calls" if calls else "stop",
        }],
        "usage": {
            "prompt_tokens": generation.prompt_tokens or 0,
            "completion_tokens": generation.completion_tokens or 0,
            "total_tokens": (generation.prompt_tokens or 0) + (generation.completion_tokens or 0),
        },
        "latency_ms": (time.perf_counter() - started) * 1000.0,
    }
