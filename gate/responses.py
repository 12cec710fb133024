"""Gate outcomes as response bodies: passed (with the output), blocked and escalated (without).

Blocked and escalated bodies carry check names, scores and reason codes only, never the
rejected answer's text, claims or figures: those stay in the traces, for reviewers.
"""

from __future__ import annotations

from typing import Any

from checks.loop import GateOutcome
from gate.api import BlockedResponse, EscalatedResponse, EscalationReason, PassedResponse


def reason_code(result: Any) -> str:
    """Why a check failed, as a code: its own reason when it names one, else check_error or below_floor."""
    reason = result.metrics.get("reason") if isinstance(result.metrics, dict) else None
    if isinstance(reason, str) and reason.replace("_", "").isalnum() and len(reason) <= 64:
        return reason
    return "check_error" if result.error else "below_floor"


def passed_body(outcome: GateOutcome) -> dict[str, Any]:
    final = outcome.final
    return PassedResponse(
        request_id=outcome.request_id, status="passed", output=outcome.output or "", attempts=len(outcome.attempts),
        healed=outcome.healed, scores=final.scores,
        checks={r.name: {"score": r.score, "passed": r.passed, "fired": r.fired} for r in final.results},
        model_calls=outcome.model_calls, nli_pairs=outcome.nli_pairs,
    ).model_dump()


def blocked_body(outcome: GateOutcome) -> dict[str, Any]:
    return BlockedResponse(
        request_id=outcome.request_id, status="blocked", check=outcome.blocking_checks[0],
        checks=list(outcome.blocking_checks), incident_id=outcome.incident_id or "",
        model_calls=outcome.model_calls, nli_pairs=outcome.nli_pairs,
    ).model_dump()


def escalated_body(outcome: GateOutcome) -> dict[str, Any]:
    final = outcome.final
    reasons = [EscalationReason(check=r.name, score=r.score, reason=reason_code(r))
               for r in final.results if not r.passed]
    return EscalatedResponse(
        request_id=outcome.request_id, status="escalated", attempts=len(outcome.attempts),
        failed=final.failed, reasons=reasons, model_calls=outcome.model_calls, nli_pairs=outcome.nli_pairs,
    ).model_dump()
