"""POST /v1/overrides: a reviewer's verdict on a request the gate answered."""

from __future__ import annotations

from fastapi import APIRouter, Depends

from gate.api import ErrorResponse, OverrideRequest
from gate.errors import ERROR_RESPONSES
from gate.routes import service
from gate.service import GateService

router = APIRouter()


@router.post("/v1/overrides", status_code=201, responses={
    404: {"model": ErrorResponse, "description": "The request ID is not among this gate's recent requests."},
    **ERROR_RESPONSES,
})
async def override(body: OverrideRequest, gate: GateService = Depends(service)) -> dict[str, str]:
    """Record a reviewer's verdict on a request this gate answered."""
    return {"override_id": gate.override(body), "request_id": body.request_id}
