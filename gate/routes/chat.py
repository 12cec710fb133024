"""POST /v1/chat/completions: OpenAI-compatible; the whole conversation reaches the generator, the last
user message is the query the checks read, and tool results are material the answer is checked against.

Streaming (`stream: true`) sends the verified answer as `chat.completion.chunk` events once it passed
every check (gate.streaming); a blocked or escalated streaming request gets the same status and error
body as a non-streaming one, unless it opted into keep-alives (`stream_options.keepalive_s`).
"""

from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import ValidationError

from checks.loop import GateOutcome
from gate.api import ChatCompletionRequest, ErrorResponse
from gate.errors import ERROR_RESPONSES, error_body
from gate.responses import blocked_body, escalated_body
from gate.routes import service, until_disconnect
from gate.service import Conversation, GateError, GateService
from gate.streaming import keepalive_stream, verified_stream

router = APIRouter()


@router.post("/v1/chat/completions", responses={
    200: {"description": "The verified completion (`chat.completion`), or with `stream: true` its "
          "`chat.completion.chunk` events (text/event-stream) ending in `data: [DONE]`.",
          "content": {"text/event-stream": {}}},
    422: {"model": ErrorResponse, "description": "Invalid request, or the gate blocked (gate_blocked) or "
          "escalated (gate_escalated) the answer."},
    **ERROR_RESPONSES,
})
async def chat_completions(body: ChatCompletionRequest, request: Request, gate: GateService = Depends(service)) -> Response:
    """OpenAI-compatible: the conversation goes to the generator; `sources` and tool results are the material."""
    gate.check_chat_limits(body.messages)
    if not body.sources and not body.tool_sources():
        raise GateError(422, "no material to check the answer against: send `sources` (extra body field) or the "
                        "results of tool calls (role 'tool' messages)", param="sources", code="no_material")
    try:
        gate_request = body.to_gate_request()
    except ValidationError as exc:
        raise RequestValidationError(exc.errors()) from None
    conversation = Conversation(
        messages=[m.to_prompt() for m in body.messages], query_index=body.query_index(),
        tools=[t.model_dump(exclude_none=True) for t in body.tools] if body.tools else None,
        tool_choice=body.tool_choice if isinstance(body.tool_choice, str) or body.tool_choice is None
        else body.tool_choice.model_dump(),
        top_p=body.top_p, seed=body.seed, stop=body.stop_strings(), user=body.user,
    )

    async def decide() -> tuple[int, dict[str, Any]]:
        try:
            outcome = await gate.gate(gate_request, conversation)
        except GateError as exc:
            exc.param = chat_param(exc.param, body)  # name the chat body's own field
            raise
        return completion_or_error(outcome, body, gate)

    options = body.stream_options
    if body.stream and options is not None and options.keepalive_s is not None:
        async def decide_as_event() -> tuple[int, dict[str, Any]]:
            try:
                return await decide()
            except GateError as exc:  # the status is already committed: the error travels as an event
                return exc.status, error_body(exc.message, param=exc.param, code=exc.code)

        return keepalive_stream(decide_as_event, options.include_usage, options.keepalive_s)
    status, payload = await until_disconnect(request, decide())
    if status != 200:
        return JSONResponse(payload, status_code=status)
    if body.stream:
        return verified_stream(payload, options.include_usage if options else False)
    return JSONResponse(payload)


def completion_or_error(outcome: GateOutcome, body: ChatCompletionRequest, gate: GateService) -> tuple[int, dict[str, Any]]:
    """(200, a `chat.completion`) for a passed request; (422, the error body) for a blocked or escalated one."""
    gate_info: dict[str, Any] = {"request_id": outcome.request_id, "status": outcome.status, "attempts": len(outcome.attempts),
                                 "scores": outcome.final.scores}
    if outcome.status == "blocked":
        return 422, error_body(
            f"blocked by the {outcome.blocking_checks[0]} check; incident {outcome.incident_id}",
            code="gate_blocked", type_="gate_blocked", gate={**blocked_body(outcome), "scores": outcome.final.scores},
        )
    if outcome.status == "escalated":
        return 422, error_body(
            f"no answer passed every check after {len(outcome.attempts)} attempts; escalated for review",
            code="gate_escalated", type_="gate_escalated", gate={**escalated_body(outcome), "scores": outcome.final.scores},
        )
    prompt_tokens = sum(a.prompt_tokens or 0 for a in outcome.attempts)
    completion_tokens = sum(a.completion_tokens or 0 for a in outcome.attempts)
    gate_info["healed"] = outcome.healed
    tool_calls = outcome.extra.get("tool_calls") or ()
    if tool_calls:
        message: dict[str, Any] = {"role": "assistant", "content": None,
                                   "tool_calls": [call.to_openai() for call in tool_calls]}
        finish_reason = "tool_calls"
    else:
        message = {"role": "assistant", "content": outcome.output}
        finish_reason = "stop"
    return 200, {
        "id": f"chatcmpl-{outcome.request_id}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": outcome.final.model or gate.model_name or body.model or "gate",
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason, "logprobs": None}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
        "gate": gate_info,
    }


def chat_param(param: str | None, body: ChatCompletionRequest) -> str | None:
    """The chat body's field for a /v1/gate field the service named (the query is the last user message)."""
    if param == "query":
        return f"messages.{body.query_index()}.content"
    if param == "generation.max_tokens":
        return "max_tokens" if body.max_tokens is not None or body.max_completion_tokens is None else "max_completion_tokens"
    if param == "sources" and not body.sources:
        return "messages"  # the material was the tool results
    if param and param.startswith("sources."):
        head, _, rest = param[len("sources."):].partition(".")
        message = body.tool_message_index(int(head)) if head.isdigit() else None
        if message is not None:  # a tool result's passage: its message's content (the ID is its tool_call_id)
            return f"messages.{message}." + ("tool_call_id" if rest == "id" else "content")
    return param
