"""The review desk (`/review`, server-rendered HTML) and its JSON twin for scripts (`/v1/review/...`).

Only reviewer credentials open these routes: a reviewer key as a bearer token, or the session
cookie the login form sets (Secure, HttpOnly, SameSite=Strict; every form post carries the
session's CSRF token and must come from the desk's own origin; sign-out ends the session on every
replica, gate.review.sessions). An API key gets 401 here. Every view of a request is recorded in the
review store (who, which request, whether it holds PHI, whether identifiers were revealed)
before the page is sent; a view that cannot be recorded is not shown.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import logging
from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Depends, Form, Path, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, RedirectResponse, Response

from gate.api import REQUEST_ID_PATTERN, DecisionBody
from gate.errors import GateError, error_body
from gate.review.auth import SESSION_COOKIE, SESSION_SECONDS, Reviewer, ReviewerAuth
from gate.review.decisions import DecisionRefused, decide, status_after
from gate.review.desk import STATIC, answer_spans, identifier_terms, render
from gate.review.queue import DEFAULT_LIMIT, MAX_LIMIT, InvalidCursor, TenantQueues, check_cursor, queue_response
from gate.review.sessions import ReviewSessions, SessionStoreUnavailable
from gate.review.bounded import store_lookup
from gate.routes import service
from gate.service import GateService
from gate.tenants import Principal, Tenant

logger = logging.getLogger(__name__)

router = APIRouter(include_in_schema=True)

RequestId = Path(pattern=REQUEST_ID_PATTERN, description="The request's ID.")
STATUSES = ("pending", "escalated", "blocked", "released", "rejected", "all")
# Referrer-Policy same-origin, not no-referrer: under no-referrer a browser posts the desk's own forms with
# `Origin: null` (Fetch spec; Chromium does), which `same_origin` must refuse. No referrer leaves the desk either way.
_NO_STORE = {"Cache-Control": "no-store", "X-Frame-Options": "DENY", "Referrer-Policy": "same-origin",
             "Content-Security-Policy": "default-src 'self'; style-src 'self'; script-src 'none'; frame-ancestors 'none'"}


class NeedsLogin(Exception):
    """A browser without a session: send it to the login form."""


def review_auth(request: Request) -> ReviewerAuth:
    auth = getattr(request.app.state, "review_auth", None)
    if auth is None or not auth.enabled:
        raise GateError(403, "the review desk is off: no reviewer keys are configured (GATE_REVIEWER_KEYS)",
                        code="review_disabled")
    return auth


def _store(gate: GateService) -> Any:
    if gate.review is None:
        raise GateError(503, "the review desk needs a trace store; configure trace_uri", code="no_trace_store")
    return gate.review


def _queues(gate: GateService, reviewer: Reviewer) -> TenantQueues:
    """The queue of the tenants this reviewer sees (each tenant's store, plus the root's cases from before tenants
    for the legacy tenant), merged."""
    _store(gate)
    stores = [(tenant.name, store) for tenant in gate.tenants.visible_to(reviewer.name)
              for store in gate.review_lookups(tenant)]
    return TenantQueues(stores)


async def _bounded_queue(gate: GateService, store: TenantQueues, **query: Any) -> dict[str, Any]:
    """`queue_response` within the store-call budget (503 store_unavailable past it)."""
    return await store_lookup(functools.partial(queue_response, store, **query), what="review queue",
                              budget_s=gate.limits.store_call_timeout_s, retry_after_s=gate.limits.retry_after_s,
                              calls=gate.store_calls)


def _sessions(request: Request) -> ReviewSessions | None:
    """The shared session store (`app.state.session_store`); None: no cookie sessions (never issued, never accepted)."""
    return getattr(request.app.state, "session_store", None)


async def _live(request: Request, reviewer: Reviewer | None) -> Reviewer | None:
    """`reviewer`, unless it came by a cookie whose session was ended (signed out) on any replica. A store
    that cannot say refuses the request (503), never accepts it; so does a desk without a session store."""
    if reviewer is None or reviewer.via != "session":
        return reviewer
    sessions = _sessions(request)
    if sessions is None or reviewer.session_id is None:
        return None
    try:
        revoked = await asyncio.to_thread(sessions.is_revoked, reviewer.session_id)
    except SessionStoreUnavailable:
        raise GateError(503, "the desk's sessions cannot be checked now (trace store unreachable); retry later",
                        code="session_store_unavailable", retry_after=2) from None
    return None if revoked else reviewer


async def api_reviewer(request: Request, auth: ReviewerAuth = Depends(review_auth)) -> Reviewer:
    """A reviewer from the bearer token or a live session cookie (401 otherwise): the JSON routes."""
    reviewer = auth.authenticate(request.headers.get("authorization"), request.cookies.get(SESSION_COOKIE))
    reviewer = await _live(request, reviewer)
    if reviewer is None:
        raise GateError(401, "a reviewer key is required (an API key does not open the review desk)",
                        param="Authorization", code="invalid_reviewer_key")
    return reviewer


async def desk_reviewer(request: Request, auth: ReviewerAuth = Depends(review_auth)) -> Reviewer:
    """A reviewer for the HTML pages; a browser without a live session (none, expired, signed out) is sent to
    the login form."""
    reviewer = auth.authenticate(request.headers.get("authorization"), request.cookies.get(SESSION_COOKIE))
    reviewer = await _live(request, reviewer)
    if reviewer is None:
        if request.headers.get("authorization"):
            raise GateError(401, "a reviewer key is required (an API key does not open the review desk)",
                            param="Authorization", code="invalid_reviewer_key")
        raise NeedsLogin()
    return reviewer


def _root(request: Request) -> str:
    return str(request.scope.get("root_path", "")).rstrip("/")


def _html(text: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(text, status_code=status, headers=_NO_STORE)


# -------------------------------------------------------------------- static, login, logout

@router.get("/review/static/desk.css", include_in_schema=False)
async def desk_css(_: ReviewerAuth = Depends(review_auth)) -> FileResponse:
    return FileResponse(STATIC / "desk.css", media_type="text/css")


@router.get("/review/login", include_in_schema=False)
async def login_form(request: Request, _: ReviewerAuth = Depends(review_auth)) -> HTMLResponse:
    return _html(render("login.html", root=_root(request), reviewer=None, error=None))


def same_origin(request: Request, auth: ReviewerAuth = Depends(review_auth)) -> None:
    """A state-changing desk post must come from the desk's own origin (or a configured one): its Origin, else
    its Referer, names it; a post with neither passes only with a bearer header (a script: no cookie, nothing
    to forge). 403 `origin_refused` otherwise. Listed after the reviewer in a route, so an unknown caller
    still gets 401 or the login form first."""
    if not auth.origin_ok(request.headers, request.url.scheme):
        logger.warning("review desk: a %s from another origin was refused", request.url.path.rsplit("/", 1)[-1])
        raise GateError(403, "this form may only be posted from the review desk's own pages", param="Origin",
                        code="origin_refused")


@router.post("/review/login", include_in_schema=False)
async def login(request: Request, key: str = Form(max_length=4096), auth: ReviewerAuth = Depends(review_auth),
                _: None = Depends(same_origin)) -> Response:
    name = auth.by_key(key.strip())
    if name is None:
        logger.warning("review desk: a sign-in with an unknown key was refused")
        return _html(render("login.html", root=_root(request), reviewer=None, error="That is not a reviewer key."), 401)
    if _sessions(request) is None:
        return _html(render("login.html", root=_root(request), reviewer=None,
                            error="Signing in needs the trace store (trace_uri); use the reviewer key as a bearer token."),
                     503)
    response = RedirectResponse(f"{_root(request)}/review", status_code=303)
    response.set_cookie(SESSION_COOKIE, auth.session_cookie(name), max_age=SESSION_SECONDS, path=f"{_root(request)}/review",
                        secure=True, httponly=True, samesite="strict")
    logger.info("review desk: %s signed in", name)
    return response


@router.post("/review/logout", include_in_schema=False)
async def logout(request: Request, csrf_token: str = Form(default="", max_length=128),
                 reviewer: Reviewer = Depends(desk_reviewer), auth: ReviewerAuth = Depends(review_auth),
                 _: None = Depends(same_origin)) -> Response:
    """End the session on every replica (its cookie is refused from now on), then drop the cookie."""
    if not auth.csrf_ok(reviewer, csrf_token):
        raise GateError(403, "the form's CSRF token is missing or wrong; reload the page", param="csrf_token",
                        code="csrf_failed")
    sessions = _sessions(request)
    if reviewer.via == "session" and sessions is not None and reviewer.session_id and reviewer.session_expiry:
        try:
            await asyncio.to_thread(sessions.revoke, reviewer.session_id, reviewer.name, reviewer.session_expiry)
        except SessionStoreUnavailable:
            raise GateError(503, "signing out could not be recorded (trace store unreachable), so the session is "
                            "still open on other replicas; sign out again", code="session_store_unavailable",
                            retry_after=2) from None
        logger.info("review desk: %s signed out", reviewer.name)
    response = RedirectResponse(f"{_root(request)}/review/login", status_code=303)
    response.delete_cookie(SESSION_COOKIE, path=f"{_root(request)}/review", secure=True, httponly=True, samesite="strict")
    return response


# -------------------------------------------------------------------- the queue

def _parse_date(value: str | None, param: str) -> dt.date | None:
    if not value:
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise GateError(422, f"{param} must be a date (YYYY-MM-DD)", param=param, code="invalid_date") from None


def _queue_args(status: str, since: str | None, until: str | None,
                cursor: str | None = None) -> tuple[dt.date | None, dt.date | None, str | None]:
    if status not in STATUSES:
        raise GateError(422, f"status must be one of {', '.join(STATUSES)}", param="status", code="invalid_status")
    try:
        after = check_cursor(cursor)
    except InvalidCursor:
        raise GateError(422, "cursor must be a next_cursor this queue returned", param="cursor",
                        code="invalid_cursor") from None
    return _parse_date(since, "since"), _parse_date(until, "until"), after


@router.get("/review", include_in_schema=False)
async def desk_queue(
    request: Request, status: str = Query(default="pending", max_length=16), check: str | None = Query(default=None, max_length=64),
    profile: str | None = Query(default=None, max_length=64), since: str | None = Query(default=None, max_length=10),
    until: str | None = Query(default=None, max_length=10), cursor: str | None = Query(default=None, max_length=64),
    limit: int = Query(default=DEFAULT_LIMIT, ge=1, le=MAX_LIMIT),
    reviewer: Reviewer = Depends(desk_reviewer), auth: ReviewerAuth = Depends(review_auth), gate: GateService = Depends(service),
) -> HTMLResponse:
    store = _queues(gate, reviewer)
    since_date, until_date, after = _queue_args(status, since, until, cursor)
    page = await _bounded_queue(gate, store, status=status, check=check, profile=profile,
                                   since=since_date, until=until_date, cursor=after, limit=limit)
    filters = {"status": status, "check": check, "profile": profile, "since": since, "until": until}
    kept = {k: v for k, v in filters.items() if v}
    if limit != DEFAULT_LIMIT:
        kept["limit"] = str(limit)
    first_url = None if after is None else f"{_root(request)}/review?{urlencode(kept)}"
    next_url = None
    if page["next_cursor"]:
        next_url = f"{_root(request)}/review?{urlencode({**kept, 'cursor': page['next_cursor']})}"
    checks = sorted(gate.policy.checks) if hasattr(gate.policy, "checks") else []
    return _html(render("queue.html", root=_root(request), reviewer=reviewer, csrf_token=auth.csrf_token(reviewer),
                        rows=page["requests"], counts=page["counts"], next_url=next_url, first_url=first_url,
                        checks=checks, profiles=gate.served_profiles(), filters=filters))


@router.get("/v1/review/queue", tags=["review"])
async def api_queue(
    status: str = Query(default="pending", max_length=16), check: str | None = Query(default=None, max_length=64),
    profile: str | None = Query(default=None, max_length=64), since: str | None = Query(default=None, max_length=10),
    until: str | None = Query(default=None, max_length=10),
    cursor: str | None = Query(default=None, max_length=64, description="The next_cursor of the page before."),
    limit: int = Query(default=DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Rows per page."),
    reviewer: Reviewer = Depends(api_reviewer), gate: GateService = Depends(service),
) -> dict[str, Any]:
    """The review queue, oldest first, a page at a time (reviewer keys only).

    `requests`: the page's rows; `next_cursor`: pass it as `cursor` for the next page (null: the
    last page; a page may hold fewer than `limit` rows, even none, and still have one, when a rare
    check or profile filter needed more listing than one request does); `counts`: cases per status."""
    store = _queues(gate, reviewer)
    since_date, until_date, after = _queue_args(status, since, until, cursor)
    return await _bounded_queue(gate, store, status=status, check=check, profile=profile,
                                   since=since_date, until=until_date, cursor=after, limit=limit)


# -------------------------------------------------------------------- one request

TenantName = Query(default=None, max_length=64, description="The tenant whose request it is, when the reviewer "
                   "sees several and the ID is in more than one (409 ambiguous_request otherwise).")


def _find_case(gate: GateService, reviewer: Reviewer, request_id: str, case_uid: str | None,
               tenant_name: str | None) -> tuple[Tenant, Any, dict[str, Any], dict[str, Any] | None]:
    """(tenant, its review store, the case, its decision) of a request among the tenants the reviewer sees; 404
    when none of them has it (the same answer as for an ID nobody used). Blocking (store lookups)."""
    tenant = gate.request_tenant(Principal("reviewer", reviewer.name), request_id, tenant_name)
    for store in gate.review_lookups(tenant):
        case = store.case(request_id, case_uid) if case_uid else store.latest_case(request_id)
        if case is not None:
            return tenant, store, case, store.decision(request_id, case["case_uid"])
    raise GateError(404, f"request {request_id!r} has no review case", param="request_id", code="unknown_request")


async def _case_and_decision(gate: GateService, reviewer: Reviewer, request_id: str, case_uid: str | None,
                             tenant_name: str | None) -> tuple[Tenant, Any, dict[str, Any], dict[str, Any] | None]:
    _store(gate)
    return await store_lookup(_find_case, gate, reviewer, request_id, case_uid, tenant_name, what="review case lookup",
                              budget_s=gate.limits.store_call_timeout_s, retry_after_s=gate.limits.retry_after_s,
                              calls=gate.store_calls)


async def _record_view(gate: GateService, store: Any, reviewer: Reviewer, case: dict[str, Any], what: str) -> None:
    try:
        await gate.store_calls.run(store.record_view, reviewer.name, case["request_id"], case["case_uid"], what,
                                   bool(case.get("has_phi")), what="review view record")
    except Exception as exc:
        logger.error("review desk: a view could not be recorded (%s); not shown", type(exc).__name__)
        raise GateError(503, "the view could not be recorded in the audit trail; retry later", code="audit_unavailable",
                        retry_after=2) from None


def _request_page(request: Request, reviewer: Reviewer, auth: ReviewerAuth, case: dict[str, Any],
                  decision: dict[str, Any] | None, reveal: bool, message: str | None = None, error: bool = False,
                  edit_text: str | None = None, status_code: int = 200) -> HTMLResponse:
    final = case["attempts"][-1]
    spans, findings = answer_spans(final, reveal)
    terms = identifier_terms(case)
    has_phi = bool(case.get("has_phi")) or bool(terms)
    if edit_text is None:
        edit_text = "" if has_phi and not reveal else (final.get("output") or "")
    return _html(render(
        "request.html", root=_root(request), reviewer=reviewer, csrf_token=auth.csrf_token(reviewer), case=case,
        final=final, spans=spans, findings=findings, decision=decision, status=status_after(decision, case),
        reveal=reveal, has_phi=has_phi, terms=terms, message=message, message_error=error, edit_text=edit_text,
    ), status_code)


@router.get("/review/requests/{request_id}", include_in_schema=False)
async def desk_request(
    request: Request, request_id: str = RequestId, case: str | None = Query(default=None, max_length=64),
    reveal: int = Query(default=0, ge=0, le=1), reviewer: Reviewer = Depends(desk_reviewer),
    auth: ReviewerAuth = Depends(review_auth), gate: GateService = Depends(service), tenant: str | None = TenantName,
) -> HTMLResponse:
    _, store, found, decision = await _case_and_decision(gate, reviewer, request_id, case, tenant)
    await _record_view(gate, store, reviewer, found, "reveal" if reveal else "view")
    return _request_page(request, reviewer, auth, found, decision, bool(reveal))


@router.post("/review/requests/{request_id}/decide", include_in_schema=False)
async def desk_decide(
    request: Request, request_id: str = RequestId, action: str = Form(max_length=16),
    text: str = Form(default="", max_length=64_000), note: str = Form(default="", max_length=8192),
    case_uid: str = Form(default="", max_length=64), csrf_token: str = Form(default="", max_length=128),
    reviewer: Reviewer = Depends(desk_reviewer), auth: ReviewerAuth = Depends(review_auth),
    gate: GateService = Depends(service), _origin: None = Depends(same_origin), tenant: str | None = TenantName,
) -> Response:
    if not auth.csrf_ok(reviewer, csrf_token):
        raise GateError(403, "the form's CSRF token is missing or wrong; reload the page", param="csrf_token",
                        code="csrf_failed")
    owner, store, _, _ = await _case_and_decision(gate, reviewer, request_id, case_uid or None, tenant)
    try:
        await decide(gate, store, request_id, reviewer=reviewer.name, action=action, text=text or None, note=note,
                     case_uid=case_uid or None, tenant=owner)
    except DecisionRefused as exc:
        _, _, found, decision = await _case_and_decision(gate, reviewer, request_id, case_uid or None, owner.name)
        return _request_page(request, reviewer, auth, found, decision, False, message=exc.message, error=True,
                             edit_text=text, status_code=exc.status)
    query = urlencode({"case": case_uid, "tenant": owner.name})
    return RedirectResponse(f"{_root(request)}/review/requests/{request_id}?{query}", status_code=303)


@router.get("/v1/review/requests/{request_id}", tags=["review"])
async def api_request(
    request_id: str = RequestId, case: str | None = Query(default=None, max_length=64),
    reviewer: Reviewer = Depends(api_reviewer), gate: GateService = Depends(service), tenant: str | None = TenantName,
) -> dict[str, Any]:
    """A request's case (query, passages, attempts, evidence) and its decision; reviewer keys only, recorded."""
    _, store, found, decision = await _case_and_decision(gate, reviewer, request_id, case, tenant)
    await _record_view(gate, store, reviewer, found, "view")
    return {"case": found, "decision": decision, "status": status_after(decision, found)}


@router.post("/v1/review/requests/{request_id}/decision", status_code=201, tags=["review"])
async def api_decide(
    body: DecisionBody, request_id: str = RequestId, reviewer: Reviewer = Depends(api_reviewer),
    auth: ReviewerAuth = Depends(review_auth), gate: GateService = Depends(service),
    _origin: None = Depends(same_origin), tenant: str | None = TenantName,
) -> JSONResponse:
    """Decide a request: release (as is, or `text` edited and re-verified), reject, confirm or overturn a block.

    The decision records the reviewer whose key made it (there is no body field naming one)."""
    if not auth.csrf_ok(reviewer, None) and reviewer.via == "session":
        raise GateError(403, "the JSON decision route takes a reviewer key as a bearer token, not the desk's cookie",
                        param="Authorization", code="csrf_failed")
    owner, store, _, _ = await _case_and_decision(gate, reviewer, request_id, body.case_uid, tenant)
    try:
        decision = await decide(gate, store, request_id, reviewer=reviewer.name, action=body.action,
                                text=body.text, note=body.note, case_uid=body.case_uid, tenant=owner)
    except DecisionRefused as exc:
        return JSONResponse(error_body(exc.message, param=exc.param, code=exc.code, **exc.extra), status_code=exc.status)
    return JSONResponse({"decision": decision}, status_code=201)
