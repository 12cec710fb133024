"""GET /v1/requests/{request_id}: what became of a request (passed, blocked, escalated, released, rejected).

The 202 of an escalated request points here (`Location`). Once a reviewer released it, the
body carries the answer that left; a rejected or still-pending answer's text never appears.
Every Gate replica answers alike: the state is the shared review store and the trace rows.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Depends, Path

from gate.api import REQUEST_ID_PATTERN, ErrorResponse, RequestStatusResponse
from gate.errors import ERROR_RESPONSES, GateError
from gate.review.decisions import public_view
from gate.routes import service
from gate.service import GateService

router = APIRouter()


def request_status(gate: GateService, request_id: str) -> dict[str, Any] | None:
    store = gate.review
    case = store.latest_case(request_id)
    decision = store.decision(request_id, case["case_uid"]) if case is not None else None
    traced = store.traced_status(request_id) if case is None else None
    return public_view(case, decision, traced, request_id)


@router.get("/v1/requests/{request_id}", response_model=RequestStatusResponse, responses={
    404: {"model": ErrorResponse, "description": "No Gate replica has a record of this request (yet)."},
    **ERROR_RESPONSES,
})
async def get_request(request_id: str = Path(pattern=REQUEST_ID_PATTERN, description="The request's ID."),
                      gate: GateService = Depends(service)) -> dict[str, Any]:
    """The request's status; once a reviewer released it, the answer that left."""
    if gate.review is None:
        raise GateError(503, "request status needs a trace store; configure trace_uri", code="no_trace_store")
    body = await asyncio.to_thread(request_status, gate, request_id)
    if body is None:
        raise GateError(404, f"no record of request {request_id!r} (its trace rows may not have landed yet)",
                        param="request_id", code="unknown_request")
    return body
