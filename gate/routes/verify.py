"""POST /v1/verify: check an answer generated elsewhere (200 pass, 202 fail, 422 block)."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse

from gate.api import VerifyRequest
from gate.errors import ERROR_RESPONSES
from gate.routes import service, until_disconnect
from gate.routes.gate import status_url
from gate.service import GateService

router = APIRouter()

VERIFY_STATUS_CODES = {"pass": 200, "fail": 202, "block": 422}


@router.post("/v1/verify", responses={
    200: {"description": "Every check passed."},
    202: {"description": "Soft checks failed: escalated for review (verdict 'fail')."},
    422: {"description": "A hard check failed (verdict 'block'), or an invalid request (ErrorResponse)."},
    **ERROR_RESPONSES,
})
async def verify(body: VerifyRequest, request: Request, gate: GateService = Depends(service)) -> JSONResponse:
    """Check an answer generated elsewhere; same status codes as /v1/gate (200 pass, 202 fail, 422 block)."""
    result = await until_disconnect(request, gate.verify(body))
    if result["verdict"] == "fail":  # escalated: the client follows the review at GET /v1/requests/{id}
        result["status_url"] = status_url(request, result["request_id"])
        return JSONResponse(result, status_code=202, headers={"Location": result["status_url"]})
    return JSONResponse(result, status_code=VERIFY_STATUS_CODES[result["verdict"]])
