"""POST /v1/overrides: a reviewer's verdict on a request the gate answered.

The request must be one some Gate replica answered: this replica's memory, the shared review
queue or the trace rows' request index (`GateService.known_request`: two LISTs at most, never a
scan of the traces), so the check holds with several replicas. The lookup blocks on S3, so it runs
in a worker thread (`asyncio.to_thread`), off the replica's event loop.
"""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Depends

from gate.api import ErrorResponse, OverrideRequest
from gate.errors import ERROR_RESPONSES
from gate.routes import service
from gate.service import GateService

router = APIRouter()


@router.post("/v1/overrides", status_code=201, responses={
    404: {"model": ErrorResponse, "description": "No Gate replica answered this request ID (or its rows have not landed yet)."},
    **ERROR_RESPONSES,
})
async def override(body: OverrideRequest, gate: GateService = Depends(service)) -> dict[str, str]:
    """Record a reviewer's verdict on a request the gate answered."""
    return {"override_id": await asyncio.to_thread(gate.override, body), "request_id": body.request_id}
