"""POST /v1/gate: generate an answer and return it only when every check passed."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse

from gate.api import BlockedResponse, EscalatedResponse, GateRequest, PassedResponse
from gate.errors import ERROR_RESPONSES
from gate.responses import blocked_body, escalated_body, passed_body
from gate.routes import service, until_disconnect
from gate.service import GateService

router = APIRouter()


@router.post("/v1/gate", responses={
    200: {"model": PassedResponse}, 202: {"model": EscalatedResponse},
    422: {"model": BlockedResponse, "description": "Blocked by a hard check, or an invalid request (ErrorResponse)."},
    **ERROR_RESPONSES,
})
async def gate_answer(body: GateRequest, request: Request, gate: GateService = Depends(service)) -> JSONResponse:
    """Generate an answer and return it only when every check passed (200); 202 escalated; 422 blocked."""
    outcome = await until_disconnect(request, gate.gate(body))
    if outcome.status == "passed":
        return JSONResponse(passed_body(outcome), status_code=200)
    if outcome.status == "blocked":
        return JSONResponse(blocked_body(outcome), status_code=422)
    body = escalated_body(outcome)
    body["status_url"] = status_url(request, outcome.request_id)
    return JSONResponse(body, status_code=202, headers={"Location": body["status_url"]})


def status_url(request: Request, request_id: str) -> str:
    """Where a client follows a request's review: GET /v1/requests/{id} (under the app's root path)."""
    return f"{str(request.scope.get('root_path', '')).rstrip('/')}/v1/requests/{request_id}"
