"""A reviewer's decision on a case: release (as is or edited), reject, confirm or overturn a block.

An answer leaves only after the request's hard checks pass on it (an edit is re-verified, and so
is an escalated answer released as it is): a reviewer can no more release an identifier or a
fabricated citation than the model can. Overturning a block without an edit records the
disagreement and releases nothing. The decision is stored once (`ReviewStore.put_decision`, a
conditional put): the second of two concurrent decisions gets 409 `already_decided` with who
decided first. Each decision also adds an `overrides` row (agree / disagree with the gate), so
the report's override rate counts it.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import uuid
from typing import Any, Literal

from checks.verify import verify_answer
from gate.review.bounded import StoreCallTimeout
from gate.review.store import ReviewStore, context_of, utc_now

logger = logging.getLogger(__name__)

Action = Literal["release", "reject", "confirm", "overturn"]
ACTIONS_BY_STATUS: dict[str, tuple[str, ...]] = {"escalated": ("release", "reject"), "blocked": ("confirm", "overturn")}
# Whether the reviewer agrees with the gate's decision to hold the answer back.
_VERDICT = {"reject": "agree", "confirm": "agree", "overturn": "disagree"}


class DecisionRefused(Exception):
    """The decision cannot be taken; `status`, `code` and `param` say why (rendered as the gate's error shape)."""

    def __init__(self, status: int, message: str, code: str, param: str | None = None, **extra: Any) -> None:
        super().__init__(message)
        self.status, self.message, self.code, self.param, self.extra = status, message, code, param, extra


def status_after(decision: dict[str, Any] | None, case: dict[str, Any]) -> str:
    """The request's status as a client sees it: released / rejected once decided, else the gate's."""
    if decision is None:
        return case["status"]
    return decision["status_after"]


async def reverify(service: Any, case: dict[str, Any], text: str) -> list[dict[str, Any]]:
    """Run the request's hard checks on `text` against the request's own material; the failures."""
    context = context_of(case)
    checks = [c for c in service.review_checks(case["profile"]) if c.hard]
    results = await verify_answer(text, context, checks)
    return [{"check": r.name, "score": r.score, "error": r.error} for r in results if not r.passed]


async def decide(
    service: Any, store: ReviewStore, request_id: str, *, reviewer: str, action: str, text: str | None,
    note: str, case_uid: str | None = None, tenant: Any = None,
) -> dict[str, Any]:
    """Take and store one decision on the request's (latest) case in `store` (its tenant's); the stored decision.

    `reviewer` is the authenticated reviewer's name (its key or session), never a name from a body."""
    case = await _store_call(service, store.case, request_id, case_uid) if case_uid else \
        await _store_call(service, store.latest_case, request_id)
    if case is None:
        raise DecisionRefused(404, f"request {request_id!r} has no case awaiting review", "unknown_request",
                              "request_id")
    allowed = ACTIONS_BY_STATUS.get(case["status"], ())
    if action not in allowed:
        raise DecisionRefused(422, f"a {case['status']} request can be decided with {' or '.join(allowed)}, "
                              f"not {action!r}", "invalid_action", "action")
    existing = await _store_call(service, store.decision, request_id, case["case_uid"])
    if existing is not None:
        raise _already_decided(existing)
    before = case.get("output") or ""
    edited = text is not None and text.strip() != "" and text != before
    after: str | None = None
    if action == "release" or (action == "overturn" and edited):
        after = text if edited else before
        if service.limits and len(after.encode("utf-8", "surrogatepass")) > service.limits.max_answer_bytes:
            raise DecisionRefused(413, f"the answer is longer than {service.limits.max_answer_bytes} bytes",
                                  "too_large", "text")
        failures = await reverify(service, case, after)
        if failures:
            names = ", ".join(f["check"] for f in failures)
            raise DecisionRefused(422, f"the {'edited ' if edited else ''}answer fails the hard check(s) {names}; "
                                  "it cannot be released", "edit_refused", "text",
                                  checks=[f["check"] for f in failures])
    verdict = _VERDICT.get(action, "disagree")
    if action == "release" and edited:
        verdict = "agree"  # the reviewer agreed the answer could not leave as it was, and fixed it
    if case["status"] == "escalated":
        new_status = "released" if action == "release" else "rejected"
    else:
        new_status = "released" if after is not None else "blocked"
    now = utc_now()
    decision = {
        "decision_id": uuid.uuid4().hex,
        "request_id": request_id,
        "tenant": getattr(tenant, "name", None),
        "case_uid": case["case_uid"],
        "ts": now.isoformat(),
        "reviewer": reviewer,
        "action": action,
        "edited": edited,
        "verdict": verdict,
        "note": note,
        "status_before": case["status"],
        "status_after": new_status,
        "checks_failed": list(case.get("blocking_checks") or case.get("failed") or []),
        "profile": case["profile"],
        "before": before,
        "before_sha256": hashlib.sha256(before.encode("utf-8", "surrogatepass")).hexdigest(),
        "after": after,
    }
    if not await asyncio.to_thread(store.put_decision, decision):
        existing = await _store_call(service, store.decision, request_id, case["case_uid"])
        raise _already_decided(existing or {})
    _record_override(service, decision, getattr(tenant, "root", None))
    notify = getattr(service, "notify_decision", None)
    if callable(notify):
        try:
            notify(decision)
        except Exception:  # the decision is stored; a page that cannot be staged is logged, never a 500
            logger.exception("decision webhook could not be staged for request %s", request_id)
    logger.info("request %s decided: %s by %s", request_id, action, reviewer)
    return decision


async def _store_call(service: Any, fn: Any, *args: Any) -> Any:
    """A blocking store call of a decision, on the service's bounded store calls (`gate.review.bounded`) when it
    has them: a store that stops answering refuses the decision (503) instead of holding the reviewer."""
    calls = getattr(service, "store_calls", None)
    if calls is None:
        return await asyncio.to_thread(fn, *args)
    try:
        return await calls.run(fn, *args, what="review decision")
    except StoreCallTimeout:
        raise DecisionRefused(503, "the review store did not answer in time; retry the decision", "store_unavailable",
                              None) from None


def _already_decided(existing: dict[str, Any]) -> DecisionRefused:
    who = existing.get("reviewer", "another reviewer")
    return DecisionRefused(409, f"this request was already decided ({existing.get('action', '?')} by {who} at "
                           f"{existing.get('ts', '?')})", "already_decided", "request_id",
                           decided_by=who, decided_at=existing.get("ts"), decision=existing.get("action"))


def _record_override(service: Any, decision: dict[str, Any], tenant_root: str | None) -> None:
    traces = getattr(service, "traces", None)
    if traces is None:
        return
    try:
        traces.enqueue_override(decision["request_id"], decision["reviewer"], decision["verdict"],
                                f"{decision['action']}{' (edited)' if decision['edited'] else ''}: {decision['note']}",
                                tenant=tenant_root, reviewer_kind="reviewer")
    except Exception as exc:  # the decision object is the record; the overrides row is its summary
        logger.warning("override row of decision %s not enqueued (%s)", decision["decision_id"], type(exc).__name__)


def public_view(case: dict[str, Any] | None, decision: dict[str, Any] | None, traced: dict[str, Any] | None,
                request_id: str) -> dict[str, Any] | None:
    """What GET /v1/requests/{id} answers an API key: status, and the answer only once it left the gate."""
    if case is None:
        if traced is None:
            return None
        body = {"request_id": request_id, "status": traced["status"], "output": traced.get("output")}
        return body
    status = status_after(decision, case)
    body: dict[str, Any] = {"request_id": request_id, "status": status, "output": None,
                            "checks": list(case.get("blocking_checks") or case.get("failed") or []),
                            "received_at": case["ts"]}
    if decision is not None:
        body["decision"] = {"action": decision["action"], "edited": decision["edited"], "decided_at": decision["ts"]}
        if status == "released":
            body["output"] = decision["after"]
    return body
