"""POST /v1/chat/completions: OpenAI-compatible; the last user message is the query the checks read."""

from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from gate.api import ChatCompletionRequest, ErrorResponse
from gate.errors import ERROR_RESPONSES, error_body
from gate.responses import blocked_body, escalated_body
from gate.routes import service, until_disconnect
from gate.service import GateError, GateService

router = APIRouter()


@router.post("/v1/chat/completions", responses={
    422: {"model": ErrorResponse, "description": "Invalid request, or the gate blocked (gate_blocked) or "
          "escalated (gate_escalated) the answer."},
    **ERROR_RESPONSES,
})
async def chat_completions(body: ChatCompletionRequest, request: Request, gate: GateService = Depends(service)) -> JSONResponse:
    """OpenAI-compatible: the last user message is the query, `sources` travel in the body."""
    gate.check_chat_limits(body.messages)
    try:
        gate_request = body.to_gate_request()
    except ValidationError as exc:
        raise RequestValidationError(exc.errors()) from None
    try:
        outcome = await until_disconnect(request, gate.gate(gate_request))
    except GateError as exc:
        exc.param = chat_param(exc.param, body)  # name the chat body's own field
        raise
    gate_info: dict[str, Any] = {"request_id": outcome.request_id, "status": outcome.status, "attempts": len(outcome.attempts),
                                 "scores": outcome.final.scores}
    if outcome.status == "blocked":
        return JSONResponse(error_body(
            f"blocked by the {outcome.blocking_checks[0]} check; incident {outcome.incident_id}",
            code="gate_blocked", type_="gate_blocked", gate={**blocked_body(outcome), "scores": outcome.final.scores},
        ), status_code=422)
    if outcome.status == "escalated":
        return JSONResponse(error_body(
            f"no answer passed every check after {len(outcome.attempts)} attempts; escalated for review",
            code="gate_escalated", type_="gate_escalated", gate={**escalated_body(outcome), "scores": outcome.final.scores},
        ), status_code=422)
    prompt_tokens = sum(a.prompt_tokens or 0 for a in outcome.attempts)
    completion_tokens = sum(a.completion_tokens or 0 for a in outcome.attempts)
    gate_info["healed"] = outcome.healed
    return JSONResponse({
        "id": f"chatcmpl-{outcome.request_id}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": outcome.final.model or gate.model_name or body.model or "gate",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": outcome.output},
                     "finish_reason": "stop", "logprobs": None}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
        "gate": gate_info,
    })


def chat_param(param: str | None, body: ChatCompletionRequest) -> str | None:
    """The chat body's field for a /v1/gate field the service named (the query is the last user message)."""
    if param == "query":
        index = max(i for i, m in enumerate(body.messages) if m.role == "user" and m.text().strip())
        return f"messages.{index}.content"
    if param == "generation.max_tokens":
        return "max_tokens" if body.max_tokens is not None or body.max_completion_tokens is None else "max_completion_tokens"
    return param
