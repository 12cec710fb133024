"""The review desk (`/review`, server-rendered HTML) and its JSON twin for scripts (`/v1/review/...`).

Only reviewer credentials open these routes: a reviewer key as a bearer token, or the session
cookie the login form sets (Secure, HttpOnly, SameSite=Strict; every form post carries the
session's CSRF token). An API key gets 401 here. Every view of a request is recorded in the
review store (who, which request, whether it holds PHI, whether identifiers were revealed)
before the page is sent; a view that cannot be recorded is not shown.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from typing import Any

from fastapi import APIRouter, Depends, Form, Path, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, RedirectResponse, Response

from gate.api import REQUEST_ID_PATTERN, DecisionBody
from gate.errors import GateError, error_body
from gate.review.auth import SESSION_COOKIE, SESSION_SECONDS, Reviewer, ReviewerAuth
from gate.review.decisions import DecisionRefused, decide, status_after
from gate.review.desk import STATIC, answer_spans, identifier_terms, render
from gate.routes import service
from gate.service import GateService

logger = logging.getLogger(__name__)

router = APIRouter(include_in_schema=True)

RequestId = Path(pattern=REQUEST_ID_PATTERN, description="The request's ID.")
STATUSES = ("pending", "escalated", "blocked", "released", "rejected", "all")
_NO_STORE = {"Cache-Control": "no-store", "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer",
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


def api_reviewer(request: Request, auth: ReviewerAuth = Depends(review_auth)) -> Reviewer:
    """A reviewer from the bearer token or session cookie (401 otherwise): the JSON routes."""
    reviewer = auth.authenticate(request.headers.get("authorization"), request.cookies.get(SESSION_COOKIE))
    if reviewer is None:
        raise GateError(401, "a reviewer key is required (an API key does not open the review desk)",
                        param="Authorization", code="invalid_reviewer_key")
    return reviewer


def desk_reviewer(request: Request, auth: ReviewerAuth = Depends(review_auth)) -> Reviewer:
    """A reviewer for the HTML pages; a browser without a session is sent to the login form."""
    reviewer = auth.authenticate(request.headers.get("authorization"), request.cookies.get(SESSION_COOKIE))
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


@router.post("/review/login", include_in_schema=False)
async def login(request: Request, key: str = Form(max_length=4096), auth: ReviewerAuth = Depends(review_auth)) -> Response:
    name = auth.by_key(key.strip())
    if name is None:
        logger.warning("review desk: a sign-in with an unknown key was refused")
        return _html(render("login.html", root=_root(request), reviewer=None, error="That is not a reviewer key."), 401)
    response = RedirectResponse(f"{_root(request)}/review", status_code=303)
    response.set_cookie(SESSION_COOKIE, auth.session_cookie(name), max_age=SESSION_SECONDS, path=f"{_root(request)}/review",
                        secure=True, httponly=True, samesite="strict")
    logger.info("review desk: %s signed in", name)
    return response


@router.post("/review/logout", include_in_schema=False)
async def logout(request: Request, csrf_token: str = Form(default="", max_length=128),
                 reviewer: Reviewer = Depends(desk_reviewer), auth: ReviewerAuth = Depends(review_auth)) -> Response:
    if not auth.csrf_ok(reviewer, csrf_token):
        raise GateError(403, "the form's CSRF token is missing or wrong; reload the page", param="csrf_token",
                        code="csrf_failed")
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


def queue_rows(store: Any, *, status: str, check: str | None, profile: str | None, since: dt.date | None,
               until: dt.date | None) -> list[dict[str, Any]]:
    """The queue, oldest first, filtered; each row with its status after any decision."""
    decisions = store.all_decisions()
    rows = []
    for case in sorted(store.all_cases(), key=lambda c: c["case_uid"]):
        decision = decisions.get((case["request_id"], case["case_uid"]))
        current = status_after(decision, case)
        checks = list(case.get("blocking_checks") or case.get("failed") or [])
        day = dt.date.fromisoformat(case["ts"][:10])
        if status == "pending" and decision is not None:
            continue
        if status not in ("pending", "all") and current != status:
            continue
        if check and check not in checks:
            continue
        if profile and case["profile"] != profile:
            continue
        if (since and day < since) or (until and day > until):
            continue
        rows.append({"request_id": case["request_id"], "case_uid": case["case_uid"], "status": current,
                     "received": case["ts"][:19].replace("T", " "), "checks": checks, "profile": case["profile"],
                     "route": case["route"], "attempts": len(case["attempts"]), "phi": bool(case.get("has_phi")),
                     "decided": decision is not None})
    return rows


def _queue_args(status: str, since: str | None, until: str | None) -> tuple[dt.date | None, dt.date | None]:
    if status not in STATUSES:
        raise GateError(422, f"status must be one of {', '.join(STATUSES)}", param="status", code="invalid_status")
    return _parse_date(since, "since"), _parse_date(until, "until")


@router.get("/review", include_in_schema=False)
async def desk_queue(
    request: Request, status: str = Query(default="pending", max_length=16), check: str | None = Query(default=None, max_length=64),
    profile: str | None = Query(default=None, max_length=64), since: str | None = Query(default=None, max_length=10),
    until: str | None = Query(default=None, max_length=10),
    reviewer: Reviewer = Depends(desk_reviewer), auth: ReviewerAuth = Depends(review_auth), gate: GateService = Depends(service),
) -> HTMLResponse:
    store = _store(gate)
    since_date, until_date = _queue_args(status, since, until)
    rows = await asyncio.to_thread(queue_rows, store, status=status, check=check, profile=profile, since=since_date,
                                   until=until_date)
    checks = sorted(gate.policy.checks) if hasattr(gate.policy, "checks") else []
    return _html(render("queue.html", root=_root(request), reviewer=reviewer, csrf_token=auth.csrf_token(reviewer),
                        rows=rows, checks=checks, profiles=gate.served_profiles(),
                        filters={"status": status, "check": check, "profile": profile, "since": since, "until": until}))


@router.get("/v1/review/queue", tags=["review"])
async def api_queue(
    status: str = Query(default="pending", max_length=16), check: str | None = Query(default=None, max_length=64),
    profile: str | None = Query(default=None, max_length=64), since: str | None = Query(default=None, max_length=10),
    until: str | None = Query(default=None, max_length=10),
    reviewer: Reviewer = Depends(api_reviewer), gate: GateService = Depends(service),
) -> dict[str, Any]:
    """The review queue, oldest first (reviewer keys only)."""
    store = _store(gate)
    since_date, until_date = _queue_args(status, since, until)
    rows = await asyncio.to_thread(queue_rows, store, status=status, check=check, profile=profile, since=since_date,
                                   until=until_date)
    return {"requests": rows}


# -------------------------------------------------------------------- one request

async def _case_and_decision(store: Any, request_id: str, case_uid: str | None) -> tuple[dict[str, Any], dict[str, Any] | None]:
    case = await asyncio.to_thread(store.case, request_id, case_uid) if case_uid else \
        await asyncio.to_thread(store.latest_case, request_id)
    if case is None:
        raise GateError(404, f"request {request_id!r} has no review case", param="request_id", code="unknown_request")
    decision = await asyncio.to_thread(store.decision, request_id, case["case_uid"])
    return case, decision


async def _record_view(store: Any, reviewer: Reviewer, case: dict[str, Any], what: str) -> None:
    try:
        await asyncio.to_thread(store.record_view, reviewer.name, case["request_id"], case["case_uid"], what,
                                bool(case.get("has_phi")))
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
    auth: ReviewerAuth = Depends(review_auth), gate: GateService = Depends(service),
) -> HTMLResponse:
    store = _store(gate)
    found, decision = await _case_and_decision(store, request_id, case)
    await _record_view(store, reviewer, found, "reveal" if reveal else "view")
    return _request_page(request, reviewer, auth, found, decision, bool(reveal))


@router.post("/review/requests/{request_id}/decide", include_in_schema=False)
async def desk_decide(
    request: Request, request_id: str = RequestId, action: str = Form(max_length=16),
    text: str = Form(default="", max_length=64_000), note: str = Form(default="", max_length=8192),
    case_uid: str = Form(default="", max_length=64), csrf_token: str = Form(default="", max_length=128),
    reviewer: Reviewer = Depends(desk_reviewer), auth: ReviewerAuth = Depends(review_auth),
    gate: GateService = Depends(service),
) -> Response:
    if not auth.csrf_ok(reviewer, csrf_token):
        raise GateError(403, "the form's CSRF token is missing or wrong; reload the page", param="csrf_token",
                        code="csrf_failed")
    store = _store(gate)
    try:
        await decide(gate, store, request_id, reviewer=reviewer.name, action=action, text=text or None, note=note,
                     case_uid=case_uid or None)
    except DecisionRefused as exc:
        found, decision = await _case_and_decision(store, request_id, case_uid or None)
        return _request_page(request, reviewer, auth, found, decision, False, message=exc.message, error=True,
                             edit_text=text, status_code=exc.status)
    return RedirectResponse(f"{_root(request)}/review/requests/{request_id}?case={case_uid}", status_code=303)


@router.get("/v1/review/requests/{request_id}", tags=["review"])
async def api_request(
    request_id: str = RequestId, case: str | None = Query(default=None, max_length=64),
    reviewer: Reviewer = Depends(api_reviewer), gate: GateService = Depends(service),
) -> dict[str, Any]:
    """A request's case (query, passages, attempts, evidence) and its decision; reviewer keys only, recorded."""
    store = _store(gate)
    found, decision = await _case_and_decision(store, request_id, case)
    await _record_view(store, reviewer, found, "view")
    return {"case": found, "decision": decision, "status": status_after(decision, found)}


@router.post("/v1/review/requests/{request_id}/decision", status_code=201, tags=["review"])
async def api_decide(
    body: DecisionBody, request_id: str = RequestId, reviewer: Reviewer = Depends(api_reviewer),
    auth: ReviewerAuth = Depends(review_auth), gate: GateService = Depends(service),
) -> JSONResponse:
    """Decide a request: release (as is, or `text` edited and re-verified), reject, confirm or overturn a block."""
    if not auth.csrf_ok(reviewer, None) and reviewer.via == "session":
        raise GateError(403, "the JSON decision route takes a reviewer key as a bearer token, not the desk's cookie",
                        param="Authorization", code="csrf_failed")
    try:
        decision = await decide(gate, _store(gate), request_id, reviewer=reviewer.name, action=body.action,
                                text=body.text, note=body.note, case_uid=body.case_uid)
    except DecisionRefused as exc:
        return JSONResponse(error_body(exc.message, param=exc.param, code=exc.code, **exc.extra), status_code=exc.status)
    return JSONResponse({"decision": decision}, status_code=201)
