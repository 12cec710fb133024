"""GET /v1/requests/{request_id}: what became of a request (passed, blocked, escalated, released, rejected).

The 202 of an escalated request points here (`Location`). Once a reviewer released it, the
body carries the answer that left; a rejected or still-pending answer's text never appears.
Every Gate replica answers alike: the state is the tenant's review store and trace rows. A case
still waiting in this replica's outbox (`gate.review.outbox`: the store has not taken it yet) is
answered from there, so the replica that answered a request never says 404 for it.

The lookups run with a time budget (`InputLimits.store_call_timeout_s`, `gate.review.bounded`): a
store that stops answering gets the caller a 503 `store_unavailable` with Retry-After within the
budget, not a request held for the stall (the lookup's thread runs on until the S3 client's own
timeouts end it).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Path, Query

from gate.api import MAX_NAME_CHARS, REQUEST_ID_PATTERN, ErrorResponse, RequestStatusResponse
from gate.errors import ERROR_RESPONSES, GateError
from gate.review.bounded import store_lookup
from gate.review.decisions import public_view
from gate.routes import principal, service
from gate.service import GateService
from gate.tenants import Principal, Tenant

router = APIRouter()


def request_status(gate: GateService, tenant: Tenant, request_id: str) -> dict[str, Any] | None:
    """The public view of `tenant`'s `request_id` (blocking: store lookups). A case still in this replica's
    outbox is newer than any stored one and undecided; else the latest stored case with its decision, else
    the trace rows."""
    outbox = gate.case_outbox
    staged = outbox.pending_case(tenant.root, request_id) if outbox is not None else None
    if staged is not None:
        return public_view(staged, None, None, request_id)
    stores = gate.review_lookups(tenant)
    for store in stores:
        case = store.latest_case(request_id)
        if case is not None:
            return public_view(case, store.decision(request_id, case["case_uid"]), None, request_id)
    for store in stores:
        traced = store.traced_status(request_id)
        if traced is not None:
            return public_view(None, None, traced, request_id)
    return None


@router.get("/v1/requests/{request_id}", response_model=RequestStatusResponse, responses={
    404: {"model": ErrorResponse, "description": "No Gate replica has a record of this request (yet)."},
    **ERROR_RESPONSES,
})
async def get_request(
    request_id: str = Path(pattern=REQUEST_ID_PATTERN, description="The request's ID."),
    tenant_name: str | None = Query(
        default=None, alias="tenant", max_length=MAX_NAME_CHARS,
        description="A reviewer key's lookup: the tenant whose request it is, when the reviewer sees several and the "
        "ID is in more than one (409 ambiguous_request otherwise). An API key's tenant is its own.",
    ),
    gate: GateService = Depends(service), who: Principal | None = Depends(principal),
) -> dict[str, Any]:
    """The request's status; once a reviewer released it, the answer that left."""
    if gate.review is None:
        raise GateError(503, "request status needs a trace store; configure trace_uri", code="no_trace_store")

    def lookup() -> dict[str, Any] | None:
        return request_status(gate, gate.request_tenant(who, request_id, tenant_name), request_id)

    body = await store_lookup(lookup, what="request status", budget_s=gate.limits.store_call_timeout_s,
                              retry_after_s=gate.limits.retry_after_s,
                              calls=gate.store_calls)
    if body is None:
        raise GateError(404, f"no record of request {request_id!r} (its trace rows may not have landed yet)",
                        param="request_id", code="unknown_request")
    return body
