"""POST /v1/overrides: a reviewer's verdict on a request the gate answered.

The request must be one some Gate replica answered: this replica's memory, the tenant's review
queue or the trace rows' request index (`GateService.known_request`: two LISTs at most, never a
scan of the traces), so the check holds with several replicas. The lookup blocks on S3, so it runs
in a thread with a time budget (`InputLimits.store_call_timeout_s`, `gate.review.bounded`): a store
that stops answering, or fails, gets the caller a 503 `store_unavailable` with Retry-After, never a
request held for the stall nor a 404 for a request the store could not be asked about.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends

from gate.api import ErrorResponse, OverrideRequest
from gate.errors import ERROR_RESPONSES
from gate.review.bounded import store_lookup
from gate.routes import principal, service
from gate.service import GateService
from gate.tenants import Principal

router = APIRouter()


@router.post("/v1/overrides", status_code=201, responses={
    404: {"model": ErrorResponse, "description": "No Gate replica answered this request ID (or its rows have not landed yet)."},
    **ERROR_RESPONSES,
})
async def override(body: OverrideRequest, gate: GateService = Depends(service),
                   who: Principal | None = Depends(principal)) -> dict[str, str]:
    """Record a verdict on a request the gate answered; the reviewer is whoever the credentials say."""
    override_id = await store_lookup(gate.override, body, who, what="override lookup",
                                     budget_s=gate.limits.store_call_timeout_s, retry_after_s=gate.limits.retry_after_s,
                                     calls=gate.store_calls)
    return {"override_id": override_id, "request_id": body.request_id}
