"""POST /v1/verify: check an answer generated elsewhere (200 pass, 202 fail, 422 block)."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse

from gate.api import VerifyRequest
from gate.errors import ERROR_RESPONSES
from gate.routes import service, tenant, until_disconnect
from gate.routes.gate import decision_response
from gate.service import GateService
from gate.tenants import Tenant

router = APIRouter()


@router.post("/v1/verify", responses={
    200: {"description": "Every check passed."},
    202: {"description": "Soft checks failed: escalated for review (verdict 'fail')."},
    422: {"description": "A hard check failed (verdict 'block'), or an invalid request (ErrorResponse)."},
    **ERROR_RESPONSES,
})
async def verify(body: VerifyRequest, request: Request, gate: GateService = Depends(service),
                 caller: Tenant | None = Depends(tenant)) -> JSONResponse:
    """Check an answer generated elsewhere; same status codes as /v1/gate (200 pass, 202 fail, 422 block).

    A retry (same `request_id`, same body) of a request that reached a verdict gets the recorded response, with
    the header `Gate-Replayed: true`; the same ID with another body gets 409 request_id_conflict."""
    status, payload, replayed = await until_disconnect(request, gate.verify_response(body, caller))
    return decision_response(request, status, payload, replayed)
