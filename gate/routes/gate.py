"""POST /v1/gate: generate an answer and return it only when every check passed."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse

from typing import Any

from gate.api import BlockedResponse, EscalatedResponse, GateRequest, PassedResponse
from gate.errors import ERROR_RESPONSES
from gate.routes import service, tenant, until_disconnect
from gate.service import GateService
from gate.tenants import Tenant

router = APIRouter()

REPLAYED_HEADER = "Gate-Replayed"  # set on the recorded response a retry of a decided request gets


@router.post("/v1/gate", responses={
    200: {"model": PassedResponse}, 202: {"model": EscalatedResponse},
    422: {"model": BlockedResponse, "description": "Blocked by a hard check, or an invalid request (ErrorResponse)."},
    **ERROR_RESPONSES,
})
async def gate_answer(body: GateRequest, request: Request, gate: GateService = Depends(service),
                      caller: Tenant | None = Depends(tenant)) -> JSONResponse:
    """Generate an answer and return it only when every check passed (200); 202 escalated; 422 blocked.

    A retry (same `request_id`, same body) of a request that reached a decision gets the recorded response, with
    the header `Gate-Replayed: true`; the same ID with another body gets 409 request_id_conflict."""
    status, payload, replayed = await until_disconnect(request, gate.gate_response(body, caller))
    return decision_response(request, status, payload, replayed)


def decision_response(request: Request, status: int, payload: dict[str, Any], replayed: bool) -> JSONResponse:
    """A decision as HTTP: an escalated (202) one points at its status URL (body and Location)."""
    headers = {REPLAYED_HEADER: "true"} if replayed else {}
    if status == 202:
        payload = {**payload, "status_url": status_url(request, payload["request_id"])}
        headers["Location"] = payload["status_url"]
    return JSONResponse(payload, status_code=status, headers=headers or None)


def status_url(request: Request, request_id: str) -> str:
    """Where a client follows a request's review: GET /v1/requests/{id} (under the app's root path)."""
    return f"{str(request.scope.get('root_path', '')).rstrip('/')}/v1/requests/{request_id}"
