"""HTTP request and response models of the gate (the protocol layer of the ingress).

Bodies are strict (unknown fields are rejected) so that a typo in a field name is a 422 that
names it, not a silently ignored option; numbers and booleans are strict too (`temperature:
true` is a 422, not 1.0). Every text field is bounded: short labels here (`max_length`), the
large ones (query, answer, sources' texts, chat messages) by `gate.service.InputLimits`, which
answers 413 naming the field.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from checks.context import RequestContext, Source, unique_source_ids

REQUEST_ID_PATTERN = r"^[A-Za-z0-9._:\-]{1,128}$"
MAX_NAME_CHARS = 64  # profile and check names
MAX_CHECKS = 32
MAX_MESSAGES = 256  # a hard ceiling; InputLimits.max_messages is the configured one
MAX_CONTENT_PARTS = 64


class ErrorDetail(BaseModel):
    message: str = Field(description="What is wrong, in words.")
    type: str = Field(description="Error class: invalid_request_error, authentication_error, server_error, gate_blocked ...")
    param: str | None = Field(description="The field at fault (dotted path), 'body', or null.")
    code: str = Field(description="Machine-readable reason: too_large, check_unavailable, deadline_exceeded ...")


class ErrorResponse(BaseModel):
    """Every error the gate answers: 400 (not JSON / not UTF-8 / nested too deep), 401, 404, 405, 413, 422, 503."""

    error: ErrorDetail = Field(description="The error.")


class GenerationOptions(BaseModel):
    """Sampling options for the generator."""

    model_config = ConfigDict(extra="forbid")

    max_tokens: int | None = Field(
        default=None, ge=1, le=32768, strict=True,
        description="Most tokens the generator may write per attempt; default and ceiling: the policy's gate.max_tokens.",
    )
    temperature: float | None = Field(
        default=None, ge=0.0, le=2.0, strict=True,
        description="Temperature of the first attempt; retries never go above it. Default: the policy's schedule.",
    )


class _Grounded(BaseModel):
    """Fields shared by every request that carries sources."""

    model_config = ConfigDict(extra="forbid")

    sources: list[Source] = Field(description="Passages the answer must be grounded in; IDs must be unique.")
    document: str | None = Field(default=None, description="The document the question names, if any (bounded by limits.max_label_bytes).")
    allowed_identifiers: list[str] = Field(
        default_factory=list,
        description="Identifiers the answer may contain although they look like PHI (limits.max_identifiers entries).",
    )
    reference_codes: list[str] | None = Field(
        default=None, description="Codes the answer may use (ICD-10, CPT ...; limits.max_identifiers entries)."
    )

    _unique_sources = field_validator("sources")(unique_source_ids)

    def context(self, query: str, profile: str) -> RequestContext:
        return RequestContext(
            query=query,
            sources=tuple(self.sources),
            document=self.document,
            allowed_identifiers=tuple(self.allowed_identifiers),
            reference_codes=None if self.reference_codes is None else tuple(self.reference_codes),
            profile=profile,
        )


class GateRequest(_Grounded):
    """POST /v1/gate: generate an answer and return it only when every check passes."""

    query: str = Field(min_length=1, description="The user's question (limits.max_query_bytes).")
    sources: list[Source] = Field(min_length=1, description="Passages the answer must be grounded in; IDs must be unique.")
    profile: str = Field(default="default", max_length=MAX_NAME_CHARS, description="Check profile to run (see GET /v1/checks).")
    max_attempts: int | None = Field(
        default=None, ge=1, le=10, strict=True,
        description="Attempts before escalation; default and ceiling: the policy's gate.max_attempts.",
    )
    request_id: str | None = Field(default=None, pattern=REQUEST_ID_PATTERN, description="Caller's ID; generated when absent.")
    generation: GenerationOptions = Field(default_factory=GenerationOptions, description="Sampling options.")


class VerifyRequest(_Grounded):
    """POST /v1/verify: check an answer generated elsewhere; no generation, no retry."""

    answer: str = Field(description="The answer to verify (limits.max_answer_bytes).")
    query: str = Field(default="", description="The question the answer responds to.")
    profile: str = Field(default="default", max_length=MAX_NAME_CHARS, description="Check profile to run.")
    checks: list[Annotated[str, Field(max_length=MAX_NAME_CHARS)]] | None = Field(
        default=None, min_length=1, max_length=MAX_CHECKS, description="Run only these checks."
    )
    request_id: str | None = Field(default=None, pattern=REQUEST_ID_PATTERN, description="Caller's ID; generated when absent.")


class CheckSummary(BaseModel):
    score: float = Field(description="Score in [0, 1].")
    passed: bool = Field(description="Whether the score reached the check's floor.")
    fired: bool = Field(description="Whether the check's pre-check found something to examine.")


class PassedResponse(BaseModel):
    request_id: str = Field(description="The request's ID.")
    status: Literal["passed"] = Field(description="Every check passed.")
    output: str = Field(description="The verified answer.")
    attempts: int = Field(description="Attempts made.")
    healed: bool = Field(description="True when an earlier attempt failed and a retry passed.")
    scores: dict[str, float] = Field(description="Score per check of the returned answer.")
    checks: dict[str, CheckSummary] = Field(description="Result per check of the returned answer.")
    model_calls: int = Field(default=0, description="Model calls (LLM and NLI) the checks made over every attempt.")
    nli_pairs: int = Field(default=0, description="(premise, claim) pairs the NLI pool scored over every attempt.")


class BlockedResponse(BaseModel):
    request_id: str = Field(description="The request's ID.")
    status: Literal["blocked"] = Field(description="A hard check failed; nothing is returned.")
    check: str = Field(description="The (first) hard check that failed.")
    checks: list[str] = Field(description="Every hard check that failed.")
    incident_id: str = Field(description="ID of the incident row written for this request.")
    model_calls: int = Field(default=0, description="Model calls (LLM and NLI) the checks made over every attempt.")
    nli_pairs: int = Field(default=0, description="(premise, claim) pairs the NLI pool scored over every attempt.")


class EscalationReason(BaseModel):
    """Why a check failed, without its evidence: the claims and figures of a rejected answer never leave
    the gate (reviewers read them in the traces)."""

    check: str = Field(description="The failing check.")
    score: float = Field(description="Its score on the last attempt.")
    reason: str = Field(
        description="Reason code: below_floor, check_error (its backend failed closed), no_sources, "
        "no_judge ... never the answer's text."
    )


class EscalatedResponse(BaseModel):
    request_id: str = Field(description="The request's ID.")
    status: Literal["escalated"] = Field(description="Still failing after the last attempt; a person must review it.")
    attempts: int = Field(description="Attempts made.")
    failed: list[str] = Field(description="Checks that failed on the last attempt.")
    reasons: list[EscalationReason] = Field(description="Why each failing check failed.")
    status_url: str | None = Field(default=None, description="Where to follow the review: GET /v1/requests/{request_id}.")
    model_calls: int = Field(default=0, description="Model calls (LLM and NLI) the checks made over every attempt.")
    nli_pairs: int = Field(default=0, description="(premise, claim) pairs the NLI pool scored over every attempt.")


class OverrideRequest(BaseModel):
    """POST /v1/overrides: a reviewer's verdict on a gate decision."""

    model_config = ConfigDict(extra="forbid")

    request_id: str = Field(
        pattern=REQUEST_ID_PATTERN,
        description="The gated request being reviewed; it must be one this gate answered recently (404 otherwise).",
    )
    reviewer: str = Field(min_length=1, max_length=256, description="Who reviewed it.")
    verdict: Literal["agree", "disagree"] = Field(description="Whether the reviewer agrees with the gate's decision.")
    note: str = Field(default="", max_length=8192, description="Free-text reason.")


class DecisionBody(BaseModel):
    """POST /v1/review/requests/{id}/decision: a reviewer's decision (reviewer keys only)."""

    model_config = ConfigDict(extra="forbid")

    action: Literal["release", "reject", "confirm", "overturn"] = Field(
        description="Escalated: release or reject. Blocked: confirm the block, or overturn it (releases only an edit that passes)."
    )
    text: str | None = Field(
        default=None, max_length=64_000,
        description="An edited answer to release instead of the gate's; re-verified with the hard checks before it leaves.",
    )
    note: str = Field(default="", max_length=8192, description="Why (kept in the decision row).")
    case_uid: str | None = Field(default=None, pattern=REQUEST_ID_PATTERN, description="The case decided; default the latest.")


class RequestDecision(BaseModel):
    action: str = Field(description="release, reject, confirm or overturn.")
    edited: bool = Field(description="Whether the reviewer released an edited answer.")
    decided_at: str = Field(description="When (ISO 8601, UTC).")


class RequestStatusResponse(BaseModel):
    """GET /v1/requests/{id}: the request's fate; the answer only once it left the gate."""

    request_id: str = Field(description="The request's ID.")
    status: Literal["passed", "blocked", "escalated", "released", "rejected", "cancelled", "error"] = Field(
        description="passed, blocked, escalated (pending review), released by a reviewer, or rejected."
    )
    output: str | None = Field(default=None, description="The answer that left: the passed or released text; null otherwise.")
    checks: list[str] = Field(default_factory=list, description="The checks that held it back.")
    received_at: str | None = Field(default=None, description="When the gate decided it (ISO 8601, UTC).")
    decision: RequestDecision | None = Field(default=None, description="The reviewer's decision, once made.")


class ContentPart(BaseModel):
    """An OpenAI content part; only `text` parts are read."""

    model_config = ConfigDict(extra="allow")

    type: str = Field(max_length=MAX_NAME_CHARS, description="Part type; 'text' parts are read, others ignored.")
    text: str | None = Field(default=None, description="The text of a 'text' part.")


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")

    role: Literal["system", "user", "assistant", "tool", "developer"] = Field(description="Author of the message.")
    content: str | Annotated[list[ContentPart], Field(max_length=MAX_CONTENT_PARTS)] | None = Field(
        default=None,
        description="Text, or OpenAI content parts (limits.max_message_bytes of text per message).",
    )

    def text(self) -> str:
        if self.content is None:
            return ""
        if isinstance(self.content, str):
            return self.content
        return "".join(part.text or "" for part in self.content if part.type == "text")


class ChatCompletionRequest(_Grounded):
    """POST /v1/chat/completions: OpenAI-compatible; sources travel in the extra body field `sources`."""

    model_config = ConfigDict(extra="ignore")

    model: str | None = Field(
        default=None, max_length=256, description="Ignored except for echo: the gate's generator is configured."
    )
    messages: list[ChatMessage] = Field(
        min_length=1, max_length=MAX_MESSAGES,
        description="The conversation; the last user message is the query (limits.max_messages).",
    )
    sources: list[Source] = Field(min_length=1, description="Passages (extra body field).")
    max_tokens: int | None = Field(default=None, ge=1, le=32768, strict=True, description="Most tokens per attempt.")
    max_completion_tokens: int | None = Field(
        default=None, ge=1, le=32768, strict=True, description="Alias of max_tokens."
    )
    temperature: float | None = Field(
        default=None, ge=0.0, le=2.0, strict=True, description="Temperature of the first attempt."
    )
    stream: bool = Field(
        default=False, strict=True, description="Streaming is not supported: only verified answers leave the gate."
    )
    n: int = Field(default=1, ge=1, le=1, strict=True, description="Only one choice is produced.")
    profile: str = Field(default="default", max_length=MAX_NAME_CHARS, description="Check profile (extra body field).")
    max_attempts: int | None = Field(
        default=None, ge=1, le=10, strict=True, description="Attempts before escalation (extra body field)."
    )

    @model_validator(mode="after")
    def _has_user_message(self) -> "ChatCompletionRequest":
        if self.stream:
            raise ValueError("stream: streaming is not supported; the gate returns only a verified, complete answer")
        if not any(m.role == "user" and m.text().strip() for m in self.messages):
            raise ValueError("messages: at least one non-empty user message is required")
        return self

    def query(self) -> str:
        return next(m.text() for m in reversed(self.messages) if m.role == "user" and m.text().strip())

    def to_gate_request(self) -> GateRequest:
        return GateRequest(
            query=self.query(),
            sources=self.sources,
            document=self.document,
            allowed_identifiers=self.allowed_identifiers,
            reference_codes=self.reference_codes,
            profile=self.profile,
            max_attempts=self.max_attempts,
            generation=GenerationOptions(
                max_tokens=self.max_tokens or self.max_completion_tokens, temperature=self.temperature
            ),
        )
