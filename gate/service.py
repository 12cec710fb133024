"""The gate service: one object that turns HTTP bodies into gate decisions, traces and metrics.

It holds no Ray import: the ingress deployment hands it engine and backend objects (Ray
handle adapters in production, in-process engines in tests), so every route's logic is
testable without a cluster.
"""

from __future__ import annotations

import logging
import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check
from checks.context import RequestContext
from checks.loop import AttemptRecord, GateOutcome, GateSettings, Generation, run_checks, run_gate, verdict_of
from checks.policy import Policy, UnknownProfileError
from checks.verify import summarize
from gate.api import GateRequest, OverrideRequest, VerifyRequest
from gate.engines.llm import SamplingConfig
from gate.prompts import generation_messages

logger = logging.getLogger(__name__)


class InputLimits(BaseModel):
    """Bounds on request size; over a bound the request gets 413 naming the field."""

    model_config = ConfigDict(extra="forbid")

    max_sources: int = Field(default=64, ge=1, description="Most sources per request.")
    max_source_bytes: int = Field(default=64_000, ge=1, description="Most UTF-8 bytes of one source's text.")
    max_query_bytes: int = Field(default=8_000, ge=1, description="Most UTF-8 bytes of the query.")
    max_answer_bytes: int = Field(default=64_000, ge=1, description="Most UTF-8 bytes of an answer sent to /v1/verify.")
    max_body_bytes: int = Field(default=2_000_000, ge=1, description="Most bytes of a request body.")


class GateError(Exception):
    """An error with an HTTP status and the field at fault; the HTTP layer renders it as JSON."""

    def __init__(self, status: int, message: str, *, param: str | None = None, code: str = "invalid_request") -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.param = param
        self.code = code


class LLM(Protocol):
    """What the service needs of a generator: an engine or a Ray handle adapter."""

    async def generate(self, messages: list[dict[str, str]], sampling: Any) -> Generation: ...


class GateMetrics(Protocol):
    """Where the service reports outcomes; the ingress plugs in Ray Serve metrics."""

    def observe_outcome(self, route: str, outcome: GateOutcome) -> None: ...


class NullMetrics:
    def observe_outcome(self, route: str, outcome: GateOutcome) -> None:
        return None


class TraceSink(Protocol):
    """The part of the trace writer the service uses."""

    def check_capacity(self) -> None: ...

    def enqueue_outcome(self, outcome: GateOutcome, context: RequestContext, **meta: Any) -> None: ...

    def enqueue_override(self, request_id: str, reviewer: str, verdict: str, note: str) -> str: ...


@dataclass
class GateService:
    """Routes' logic: limits, profile, the gate loop, traces and metrics."""

    policy: Policy
    llm: LLM | None = None
    backends: Any = None
    traces: TraceSink | None = None
    limits: InputLimits = field(default_factory=InputLimits)
    metrics: GateMetrics = field(default_factory=NullMetrics)
    model_name: str | None = None
    generator_gpus: float = 0.0

    # -- validation -------------------------------------------------------------------------
    def _check_limits(self, query: str, sources: list[Any], answer: str | None = None) -> None:
        limits = self.limits
        if len(query.encode()) > limits.max_query_bytes:
            raise GateError(413, f"query is longer than {limits.max_query_bytes} bytes", param="query", code="too_large")
        if len(sources) > limits.max_sources:
            raise GateError(413, f"at most {limits.max_sources} sources are allowed, got {len(sources)}", param="sources", code="too_large")
        for index, source in enumerate(sources):
            if len(source.text.encode()) > limits.max_source_bytes:
                raise GateError(
                    413, f"source {source.id!r} is longer than {limits.max_source_bytes} bytes",
                    param=f"sources.{index}.text", code="too_large",
                )
        if answer is not None and len(answer.encode()) > limits.max_answer_bytes:
            raise GateError(413, f"answer is longer than {limits.max_answer_bytes} bytes", param="answer", code="too_large")

    def _checks(self, profile: str, only: list[str] | None = None) -> list[Check]:
        try:
            names = self.policy.check_names(profile, only)
        except UnknownProfileError as exc:
            raise GateError(422, str(exc), param="profile", code="unknown_profile") from None
        except KeyError as exc:
            raise GateError(422, str(exc).strip("'\""), param="checks", code="unknown_check") from None
        return self.policy.build(names, backends=self.backends, include_models=self.backends is not None)

    def _admit(self) -> None:
        if self.traces is not None:
            try:
                self.traces.check_capacity()
            except Exception as exc:  # the writer refuses: rows must never be dropped
                logger.error("refusing request: trace spool cannot take more rows (%s)", exc)
                raise GateError(503, f"the trace spool is full; retry later ({exc})", code="trace_spool_full") from None

    def _trace(self, outcome: GateOutcome, context: RequestContext, model: str | None) -> None:
        if self.traces is None:
            return
        gpu_seconds = self.generator_gpus * sum(a.latency_ms.get("generate", 0.0) for a in outcome.attempts) / 1000.0
        self.traces.enqueue_outcome(outcome, context, model=model, trace_id=outcome.request_id, gpu_seconds=gpu_seconds)

    # -- routes -----------------------------------------------------------------------------
    async def gate(self, request: GateRequest) -> GateOutcome:
        """Generate, check, retry; return the outcome (output set only when every check passed)."""
        if self.llm is None:
            raise GateError(503, "no generator is configured for this gate", code="no_generator")
        self._check_limits(request.query, request.sources)
        checks = self._checks(request.profile)
        self._admit()
        context = request.context(request.query, request.profile)
        settings = self.policy.gate
        if request.generation.temperature is not None:
            first = request.generation.temperature
            settings = GateSettings(
                max_attempts=settings.max_attempts,
                temperatures=[min(first, t) if i else first for i, t in enumerate(settings.temperatures)],
            )
        llm = self.llm
        max_tokens = request.generation.max_tokens

        async def generate(ctx: RequestContext, feedback: str | None, temperature: float) -> Generation:
            sampling = SamplingConfig(max_tokens=max_tokens, temperature=temperature)
            return await llm.generate(generation_messages(ctx, feedback), sampling)

        outcome = await run_gate(
            context, generate, checks, settings,
            request_id=request.request_id or uuid.uuid4().hex, max_attempts=request.max_attempts,
        )
        self._trace(outcome, context, self.model_name)
        self.metrics.observe_outcome("gate", outcome)
        return outcome

    async def verify(self, request: VerifyRequest) -> dict[str, Any]:
        """Check an answer generated elsewhere; traced as a single attempt with model 'external'."""
        self._check_limits(request.query, request.sources, request.answer)
        checks = self._checks(request.profile, request.checks)
        self._admit()
        context = request.context(request.query, request.profile)
        request_id = request.request_id or uuid.uuid4().hex
        started = time.perf_counter()
        results = await run_checks(request.answer, context, checks)
        elapsed = (time.perf_counter() - started) * 1000.0
        verdict = verdict_of(results)
        decision = {"pass": "pass", "fail": "escalate", "block": "block"}[verdict]
        record = AttemptRecord(
            attempt=1, output=request.answer, temperature=0.0, results=tuple(results), decision=decision,  # type: ignore[arg-type]
            feedback_in=None, feedback_out=None,
            latency_ms={"checks": elapsed, **{f"check.{r.name}": r.latency_ms for r in results}},
        )
        status = {"pass": "passed", "fail": "escalated", "block": "blocked"}[verdict]
        hard_failed = tuple(record.hard_failed)
        outcome = GateOutcome(
            request_id, status, request.answer if verdict == "pass" else None, (record,),  # type: ignore[arg-type]
            incident_id=uuid.uuid4().hex if hard_failed else None, blocking_checks=hard_failed,
        )
        self._trace(outcome, context, "external")
        self.metrics.observe_outcome("verify", outcome)
        body = summarize(results, request_id)
        body["request_id"] = request_id
        return body

    def override(self, request: OverrideRequest) -> str:
        if self.traces is None:
            raise GateError(503, "overrides need a trace store; configure trace_uri", code="no_trace_store")
        self._admit()
        return self.traces.enqueue_override(request.request_id, request.reviewer, request.verdict, request.note)
