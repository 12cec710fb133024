"""Verify one finished answer: the shared core of `gate-verify` and `POST /v1/verify`.

It gates answers generated elsewhere: no generation, no retry, one verdict.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from checks.base import CheckResult
from checks.context import RequestContext, Source, unique_source_ids
from checks.loop import verdict_of


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
    """The public result object: id, verdict, failed, scores, evidence (and errors when a backend failed)."""
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
    return out
