"""POST /v1/chat/completions: OpenAI-compatible; the whole conversation reaches the generator, the last
user message is the query the checks read, and tool results are material the answer is checked against.

Streaming (`stream: true`) sends the verified answer as `chat.completion.chunk` events once it passed
every check (gate.streaming); a blocked or escalated streaming request gets the same status and error
body as a non-streaming one, unless it opted into keep-alives (`stream_options.keepalive_s`). Sentence mode
(`stream_options.mode: sentence`, or the profile's `stream: sentence`) sends each sentence once it passed its
checks (gate.sentence_stream); its errors travel as events.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import ValidationError

from checks.loop import GateOutcome
from gate.api import ChatCompletionRequest, ErrorResponse
from gate.errors import ERROR_RESPONSES, GateError, error_body
from gate.responses import blocked_body, escalated_body
from gate.routes import service, tenant, until_disconnect
from gate.routes.gate import status_url
from gate.service import GateService
from gate.tenants import Tenant
from gate.streaming import keepalive_stream, sentence_stream, verified_stream

router = APIRouter()


@router.post("/v1/chat/completions", responses={
    200: {"description": "The verified completion (`chat.completion`), or with `stream: true` its "
          "`chat.completion.chunk` events (text/event-stream) ending in `data: [DONE]`.",
          "content": {"text/event-stream": {}}},
    422: {"model": ErrorResponse, "description": "Invalid request, or the gate blocked (gate_blocked) or "
          "escalated (gate_escalated) the answer."},
    **ERROR_RESPONSES,
})
async def chat_completions(body: ChatCompletionRequest, request: Request, gate: GateService = Depends(service),
                           caller: Tenant | None = Depends(tenant)) -> Response:
    """OpenAI-compatible: the conversation goes to the generator; `sources` and tool results are the material."""
    released: asyncio.Queue[str] = asyncio.Queue()
    try:
        decision = gate.chat(body, caller, emit=released.put_nowait if body.stream else None)
    except ValidationError as exc:
        raise RequestValidationError(exc.errors()) from None

    async def decide() -> tuple[int, dict[str, Any]]:
        outcome = await decision()
        return completion_or_error(outcome, body, gate, status_url(request, outcome.request_id))

    async def decide_as_event() -> tuple[int, dict[str, Any]]:
        try:
            return await decide()
        except GateError as exc:  # the status is already committed: the error travels as an event
            return exc.status, error_body(exc.message, param=exc.param, code=exc.code)

    options = body.stream_options
    mode, buffered_because = decision.mode, decision.reason
    if mode == "sentence":
        head = {"id": f"chatcmpl-{uuid.uuid4().hex}", "created": int(time.time()),
                "model": gate.model_name or body.model or "gate"}
        return sentence_stream(decide_as_event, released, head, options.include_usage if options else False,
                               options.keepalive_s if options else None)
    if body.stream and options is not None and options.keepalive_s is not None:
        return keepalive_stream(decide_as_event, options.include_usage, options.keepalive_s, buffered_because)
    status, payload = await until_disconnect(request, decide())
    if status != 200:
        return JSONResponse(payload, status_code=status)
    if body.stream:
        return verified_stream(payload, options.include_usage if options else False, buffered_because)
    return JSONResponse(payload)


def completion_or_error(outcome: GateOutcome, body: ChatCompletionRequest, gate: GateService,
                        follow_at: str | None = None) -> tuple[int, dict[str, Any]]:
    """(200, a `chat.completion`) for a passed request; (422, the error body) for a blocked or escalated one, whose
    `gate.status_url` (`follow_at`) is where the client follows the review, as on /v1/gate."""
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
            code="gate_escalated", type_="gate_escalated",
            gate={**escalated_body(outcome), "status_url": follow_at, "scores": outcome.final.scores},
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

