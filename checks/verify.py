"""Verify one finished answer: the shared core of `gate-verify` and `POST /v1/verify`.

It gates answers generated elsewhere: no generation, no retry, one verdict.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from checks.base import Check, CheckResult
from checks.context import RequestContext, Source, unique_source_ids
from checks.loop import CheckWorkers, run_checks, verdict_of

# Checks that judge an answer against its sources; `Check.requires_sources` says the same per class.
SOURCE_CHECKS = frozenset({"groundedness"})
NO_SOURCES_REASON = "no_sources"
NO_SOURCES_FEEDBACK = "Supply the passages the answer relies on: a factual answer cannot be verified without them."


def requires_sources(check: Check) -> bool:
    """Whether `check` can only judge an answer against supplied sources."""
    return bool(getattr(check, "requires_sources", False)) or check.name in SOURCE_CHECKS


def answer_makes_claims(answer: str) -> bool:
    """Whether the answer has at least one factual sentence (the groundedness pre-check's rule)."""
    from checks.builtin.groundedness import factual_sentences

    return bool(factual_sentences(answer))


async def verify_answer(
    answer: str, context: RequestContext, checks: Sequence[Check], *, workers: CheckWorkers | None = None
) -> list[CheckResult]:
    """Run `checks` on a finished answer, in order (the deterministic ones on `workers` when given).

    An answer that makes factual claims with no sources at all is not verified: every check that
    needs sources fails with reason `no_sources` (no model is called for it), instead of passing
    because there was nothing to compare against."""
    if context.sources or not any(requires_sources(c) for c in checks) or not answer_makes_claims(answer):
        return await run_checks(answer, context, checks, workers=workers)
    runnable = [c for c in checks if not requires_sources(c)]
    ran = iter(await run_checks(answer, context, runnable, workers=workers))
    return [
        c.result(0.0, fired=True, feedback=NO_SOURCES_FEEDBACK, metrics={"reason": NO_SOURCES_REASON})
        if requires_sources(c) else next(ran)
        for c in checks
    ]


class VerifyCase(BaseModel):
    """One answer to verify, as a line of a `gate-verify` input file or a `/v1/verify` body."""

    model_config = ConfigDict(extra="forbid")

    id: str | int | None = Field(default=None, description="Caller's ID for the case, echoed in the result.")
    query: str = Field(default="", description="The question the answer responds to.")
    answer: str = Field(description="The answer to verify.")
    sources: list[Source] = Field(default_factory=list, description="Passages the answer must be grounded in.")
    document: str | None = Field(default=None, description="The document the question names, if any.")
    allowed_identifiers: list[str] = Field(default_factory=list, description="Identifiers allowed despite looking like PHI.")
    reference_codes: list[str] | None = Field(default=None, description="Codes the answer may use; omitted means no reference set.")
    profile: str = Field(default="default", description="Check profile to run.")
    checks: list[str] | None = Field(default=None, description="Run only these checks (overrides the profile).")
    expect: dict[str, Any] | None = Field(default=None, description="Ignored by the verifier; test files may carry expectations.")

    _unique_sources = field_validator("sources")(unique_source_ids)

    def context(self) -> RequestContext:
        return RequestContext(
            query=self.query,
            sources=tuple(self.sources),
            document=self.document,
            allowed_identifiers=tuple(self.allowed_identifiers),
            reference_codes=None if self.reference_codes is None else tuple(self.reference_codes),
            profile=self.profile,
        )


def summarize(results: list[CheckResult], case_id: str | int | None = None) -> dict[str, Any]:
    """The public result object: id, verdict, failed, scores, evidence (and errors when a backend failed).

    `reasons` names, per failed check that says why in a reason code, that code (e.g. `no_sources`)."""
    out: dict[str, Any] = {
        "id": case_id,
        "verdict": verdict_of(results),
        "failed": [r.name for r in results if not r.passed],
        "scores": {r.name: r.score for r in results},
        "evidence": {r.name: [e.to_dict() for e in r.evidence] for r in results if r.evidence},
    }
    errors = {r.name: r.error for r in results if r.error}
    if errors:
        out["errors"] = errors
    reasons = {r.name: r.metrics["reason"] for r in results if not r.passed and isinstance(r.metrics.get("reason"), str)}
    if reasons:
        out["reasons"] = reasons
    return out
