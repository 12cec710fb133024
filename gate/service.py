"""The gate service: one object that turns requests into gate decisions, traces, review cases and metrics.

It holds no Ray import: the ingress deployment hands it engine and backend objects (Ray
handle adapters in production, in-process engines in tests), so every route's logic is
testable without a cluster. Its parts live by concern: the request bounds in `gate.limits`,
admission and drain in `gate.inflight`, the messages the generator is sent in `gate.prompts`,
the trace rows in `gate.traces`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from checks.base import Check, short_error
from checks.context import RequestContext
from checks.grounding.types import GroundednessBackends
from checks.loop import (
    AttemptRecord, CheckWorkers, GateOutcome, GateSettings, Generation, Retry, Status, model_work, run_gate,
    verdict_of,
)
from checks.policy import Policy, UnknownProfileError
from checks.registry import MODEL_CHECKS
from checks.verify import summarize, verify_answer
from gate.api import ChatCompletionRequest, GateRequest, OverrideRequest, VerifyRequest
from gate.engines.llm import PromptTooLongError, SamplingConfig
from gate.errors import GateError
from gate.inflight import InFlight, Reservation, SpoolRoom
from gate.limits import InputLimits, check_chat_limits, check_grounded_limits
from gate.prompts import Conversation, prompt_version, retry_messages
from gate.review.store import case_from_outcome
from gate.traces.schema import TraceMeta
from gate.traces.sources import models_with_revisions

logger = logging.getLogger(__name__)

Route = Literal["gate", "verify"]

# The checks that read a tool call's arguments (the rest read answers to the user).
TOOL_CALL_CHECKS = frozenset({"phi"})


class LLM(Protocol):
    """What the service needs of a generator: an engine or a Ray handle adapter."""

    async def generate(self, messages: list[dict[str, str]], sampling: Any) -> Generation: ...


class GateMetrics(Protocol):
    """Where the service reports outcomes; the ingress plugs in Ray Serve metrics."""

    def observe_outcome(self, route: str, outcome: GateOutcome) -> None: ...


class NullMetrics:
    def observe_outcome(self, route: str, outcome: GateOutcome) -> None:
        return None


class TraceSink(SpoolRoom, Protocol):
    """The part of the trace writer the service uses.

    `reserve(rows)` holds spool capacity for a request's rows from admission to enqueue (or
    raises when the spool cannot take them), so a spool that fills in between cannot lose them;
    the reservation is passed to `enqueue_outcome` and released afterwards. `health()` is what
    /readyz reports (`state` 'ok' or 'degraded')."""

    def health(self) -> dict[str, Any]: ...

    def enqueue_outcome(
        self, outcome: GateOutcome, context: RequestContext, meta: TraceMeta, *, reservation: Reservation | None = None
    ) -> int: ...

    def enqueue_override(self, request_id: str, reviewer: str, verdict: str, note: str) -> str: ...


class ReviewQueue(Protocol):
    """The part of the review queue every replica shares (gate.review.store.ReviewStore) the service uses: it opens
    the case of an escalated or blocked request, and looks a request up for an override."""

    def open_case(self, case: dict[str, Any]) -> None: ...

    def has_case(self, request_id: str) -> bool: ...

    def is_traced(self, request_id: str) -> bool: ...


class DecisionPages(Protocol):
    """Stages a reviewer's decision as a page to the caller's webhook (gate.review.pager.DecisionPager)."""

    def stage(self, decision: dict[str, Any]) -> None: ...


class RecentRequests:
    """A bounded memory of request IDs this replica answered (least recently seen dropped first)."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._ids: OrderedDict[str, None] = OrderedDict()

    def add(self, request_id: str) -> None:
        if self.capacity <= 0:
            return
        self._ids[request_id] = None
        self._ids.move_to_end(request_id)
        while len(self._ids) > self.capacity:
            self._ids.popitem(last=False)

    def __contains__(self, request_id: object) -> bool:
        return request_id in self._ids


@dataclass
class GateService:
    """Routes' logic: profile, the gate loop, traces, review cases and metrics."""

    policy: Policy
    llm: LLM | None = None
    backends: GroundednessBackends | None = None
    traces: TraceSink | None = None
    limits: InputLimits = field(default_factory=InputLimits)
    metrics: GateMetrics = field(default_factory=NullMetrics)
    model_name: str | None = None
    generator_gpus: float = 0.0
    # Reject overrides for request IDs this replica has not answered recently. Only sound with one
    # ingress replica (or sticky routing): with several, a replica knows only its own requests.
    reject_unknown_overrides: bool = True
    # The profiles this gate serves; None serves every profile of the policy.
    profiles: list[str] | None = None
    # The review queue shared by every replica (a ReviewStore, whose other methods the review routes use); None: no desk.
    review: ReviewQueue | None = None
    # Where a reviewer's decision is paged to the caller's webhook; None: no webhook.
    decision_pager: DecisionPages | None = None

    def __post_init__(self) -> None:
        self.recent = RecentRequests(self.limits.recent_request_ids)
        self.check_workers = CheckWorkers(self.limits.check_workers)
        self.inflight = InFlight(self.limits, self.traces)

    # -- start ------------------------------------------------------------------------------
    def served_profiles(self) -> list[str]:
        """The profiles requests may name: the configured ones, or every profile of the policy."""
        return list(self.profiles) if self.profiles is not None else list(self.policy.profiles)

    def unavailable_checks(self) -> dict[str, list[str]]:
        """Profile -> enabled checks it names that need a backend this service lacks."""
        if self.backends is not None:
            return {}
        missing = {}
        for profile in self.served_profiles():
            names = [n for n in self.policy.check_names(profile) if n in MODEL_CHECKS]
            if names:
                missing[profile] = names
        return missing

    def validate_startup(self) -> None:
        """Refuse to start when a served profile is not in the policy, needs a model backend that is not
        configured, or has a check that cannot be built (a bad option, the phi name layer's missing NER
        model): the gate fails at start with the reason, not on the first request."""
        unknown = [p for p in self.served_profiles() if p not in self.policy.profiles]
        if unknown:
            raise ValueError(f"profiles {', '.join(map(repr, unknown))} are not in the policy "
                             f"(its profiles: {', '.join(self.policy.profiles)})")
        for profile in self.served_profiles():
            try:
                self.policy.build(self.policy.check_names(profile), backends=self.backends,
                                  include_models=self.backends is not None, profile=profile)
            except Exception as exc:
                # The whole message: it comes from the policy file and the installation, never from a request.
                raise ValueError(f"profile {profile!r} cannot be served: {type(exc).__name__}: {exc}\n(fix the "
                                 "policy, install what the check needs, or leave the profile out of the app's "
                                 "`profiles`)") from exc
        missing = self.unavailable_checks()
        if missing:
            detail = "; ".join(f"profile {p!r} needs {', '.join(n)}" for p, n in missing.items())
            raise ValueError(
                f"the policy's profiles need model checks but no NLI pool is configured ({detail}): "
                "configure nli.model (GATE_NLI_MODEL) or remove those checks from the profiles"
            )

    # -- a request's checks and attempts -----------------------------------------------------
    def _checks(self, profile: str, only: list[str] | None = None) -> list[Check]:
        if self.profiles is not None and profile not in self.profiles and profile in self.policy.profiles:
            raise GateError(422, f"profile {profile!r} is not served by this gate; served profiles: "
                            f"{', '.join(self.profiles)}", param="profile", code="profile_unavailable")
        try:
            names = self.policy.check_names(profile, only)
        except UnknownProfileError as exc:
            raise GateError(422, str(exc), param="profile", code="unknown_profile") from None
        except KeyError as exc:
            raise GateError(422, str(exc).strip("'\""), param="checks", code="unknown_check") from None
        if self.backends is None:
            unavailable = [n for n in names if n in MODEL_CHECKS]
            if unavailable:
                raise GateError(
                    422, f"check(s) {', '.join(unavailable)} need a model backend this gate does not have "
                    "(no NLI pool is configured)",
                    param="checks" if only is not None else "profile", code="check_unavailable",
                )
        try:
            return self.policy.build(names, backends=self.backends, profile=profile)
        except Exception as exc:  # e.g. phi's name layer without its NER model: the gate's setup, not the request
            logger.error("profile %r: a check could not be built (%s)", profile, short_error(exc))
            raise GateError(
                422, f"a check of profile {profile!r} is unavailable on this gate: {short_error(exc)}",
                param="checks" if only is not None else "profile", code="check_unavailable",
            ) from None

    def _settings(self, request: GateRequest) -> tuple[GateSettings, int]:
        """The attempt schedule for `request`; its max_tokens and max_attempts may not exceed the policy's."""
        policy = self.policy.gate
        if request.generation.max_tokens is not None and request.generation.max_tokens > policy.max_tokens:
            raise GateError(422, f"generation.max_tokens may be at most {policy.max_tokens} (the policy's cap)",
                            param="generation.max_tokens", code="above_policy_limit")
        if request.max_attempts is not None and request.max_attempts > policy.max_attempts:
            raise GateError(422, f"max_attempts may be at most {policy.max_attempts} (the policy's)",
                            param="max_attempts", code="above_policy_limit")
        settings = policy
        if request.generation.temperature is not None:
            first = request.generation.temperature
            settings = policy.model_copy(update={
                "temperatures": [min(first, t) if i else first for i, t in enumerate(policy.temperatures)],
            })
        return settings, request.max_attempts or policy.max_attempts

    # -- admission, drain and readiness ------------------------------------------------------
    @property
    def draining(self) -> bool:
        """Whether the replica is shutting down (new requests get 503 shutting_down)."""
        return self.inflight.draining

    async def drain(self, timeout_s: float) -> int:
        """Stop admitting (503 shutting_down with Retry-After), let the requests in flight finish for up to
        `timeout_s`, then cancel the rest: their attempts are traced as cancelled. Returns how many were cancelled.

        Called when the replica shuts down, before the trace writer is closed, so every row is enqueued."""
        cancelled = await self.inflight.drain(timeout_s)
        self.check_workers.close()
        return cancelled

    def readiness(self) -> dict[str, Any]:
        """What /readyz reports: 'ok', or 'degraded' with the reason (the trace writer's health)."""
        report: dict[str, Any] = {"status": "ok", "inflight": self.inflight.count,
                                  "max_concurrent_requests": self.limits.max_concurrent_requests}
        if self.inflight.draining:
            report["status"] = "shutting_down"
        if self.traces is not None:
            traces = self.traces.health()
            report["traces"] = traces
            if traces.get("state") != "ok" and not self.inflight.draining:
                report["status"] = "degraded"
        return report

    # -- routes -----------------------------------------------------------------------------
    def chat(self, body: ChatCompletionRequest) -> Callable[[], Awaitable[GateOutcome]]:
        """A chat request: checked now, decided by the function returned.

        The call refuses a body over the chat limits (413) or without material to check against (422
        no_material), and raises pydantic's ValidationError when the body makes no gate request: a refused
        body is answered with its own status before a keep-alive stream commits 200. The function runs the
        gate on the whole conversation (`gate`); the errors it raises name the chat body's own fields."""
        check_chat_limits(self.limits, body.messages)
        if not body.sources and not body.tool_sources():
            raise GateError(422, "no material to check the answer against: send `sources` (extra body field) or the "
                            "results of tool calls (role 'tool' messages)", param="sources", code="no_material")
        request = body.to_gate_request()
        conversation = body.to_conversation()

        async def decide() -> GateOutcome:
            try:
                return await self.gate(request, conversation)
            except GateError as exc:
                exc.param = body.field_name(exc.param)
                raise

        return decide

    async def gate(self, request: GateRequest, conversation: Conversation | None = None) -> GateOutcome:
        """Generate, check, retry; return the outcome (output set only when every check passed).

        With a chat request's `conversation`, the generator sees the whole conversation and its sampling
        options; a reply that is a tool call is checked by `phi` on its arguments and, when it passes, its
        calls are in `outcome.extra["tool_calls"]`.

        Raises GateError when no decision was reached: 413 when the prompt does not fit the
        model's context, 503 (Retry-After) when the generator failed or timed out or the request's
        deadline passed. The attempts made are traced in every case, a cancelled request's too."""
        if self.llm is None:
            raise GateError(503, "no generator is configured for this gate", code="no_generator")
        check_grounded_limits(self.limits, request)
        settings, attempts = self._settings(request)
        checks = self._checks(request.profile)
        # One row per attempt, plus the incident row of a blocked request.
        with self.inflight.admit(attempts + 1) as reservation:
            return await self._gate(request, checks, settings, attempts, reservation, conversation)

    async def _gate(
        self, request: GateRequest, checks: list[Check], settings: GateSettings, attempts: int,
        reservation: Reservation | None, conversation: Conversation | None = None,
    ) -> GateOutcome:
        context = request.context(request.query, request.profile)
        request_id = request.request_id or uuid.uuid4().hex
        self.recent.add(request_id)
        llm = self.llm
        max_tokens = request.generation.max_tokens or self.policy.gate.max_tokens
        generations: list[Generation] = []

        async def generate(ctx: RequestContext, retry: Retry | None, temperature: float) -> Generation:
            if conversation is None:
                sampling = SamplingConfig(max_tokens=max_tokens, temperature=temperature)
            else:
                sampling = conversation.sampling(max_tokens, temperature, len(generations) + 1)
            generation = await llm.generate(retry_messages(ctx, retry, conversation), sampling)  # type: ignore[union-attr]
            generations.append(generation)
            return generation

        # A tool call is checked by the hard checks that apply to its arguments: phi, with the request's allow-list.
        tool_call_checks = [c for c in checks if c.name in TOOL_CALL_CHECKS] if conversation and conversation.tools else None

        records: list[AttemptRecord] = []
        # What the generator is sent (top_p and seed at the engine's defaults); the temperature per attempt.
        first = SamplingConfig(max_tokens=max_tokens, temperature=settings.temperature(1))
        sampling = (conversation.sampling(max_tokens, first.temperature, 1) if conversation else first).model_dump()
        sampling["temperatures"] = [settings.temperature(n) for n in range(1, attempts + 1)]
        deadline = self.limits.request_deadline_s
        try:
            outcome = await asyncio.wait_for(
                run_gate(context, generate, checks, settings, request_id=request_id, max_attempts=attempts,
                         records=records, tool_call_checks=tool_call_checks, workers=self.check_workers),
                timeout=deadline,
            )
        except TimeoutError:
            outcome = _unfinished_outcome(request_id, records, "error", f"deadline: no decision within {deadline} s")
            self._finish("gate", outcome, context, reservation, sampling)
            raise GateError(503, f"no decision within the request deadline of {deadline:g} s; retry later",
                            code="deadline_exceeded", retry_after=self.limits.retry_after_s) from None
        except asyncio.CancelledError:
            self._finish("gate", _unfinished_outcome(request_id, records, "cancelled", self.inflight.cancel_reason()),
                         context, reservation, sampling)
            self.inflight.raise_if_shut_down()
            raise
        self._finish("gate", outcome, context, reservation, sampling)
        await self._open_case("gate", outcome, context)
        if outcome.status == "error":
            raise _generation_error(outcome.cause, outcome, self.limits.retry_after_s)
        if outcome.status == "passed" and generations and generations[-1].tool_calls:
            outcome.extra["tool_calls"] = generations[-1].tool_calls
        return outcome

    def _finish(
        self, route: Route, outcome: GateOutcome, context: RequestContext, reservation: Reservation | None,
        sampling: dict[str, Any] | None = None,
    ) -> None:
        if self.traces is not None:
            self.traces.enqueue_outcome(outcome, context, self._trace_meta(route, outcome, sampling),
                                        reservation=reservation)
        self.metrics.observe_outcome(route, outcome)

    def _trace_meta(self, route: Route, outcome: GateOutcome, sampling: dict[str, Any] | None) -> TraceMeta:
        """What replaying the request's rows needs: the effective policy (stored once by hash), the prompt
        version, the models with their revisions and the sampling."""
        gpu_seconds = self.generator_gpus * sum(a.latency_ms.get("generate", 0.0) for a in outcome.attempts) / 1000.0
        meta = TraceMeta(route=route, model=self.model_name if route == "gate" else "external",
                         trace_id=outcome.request_id, gpu_seconds=gpu_seconds, policy=self.policy, sampling=sampling)
        try:
            models = {"generator": self.model_name} if route == "gate" else {}
            model_ids = getattr(self.backends, "model_ids", None)  # backends that can say which models they run
            if callable(model_ids):
                models.update(model_ids())
            return dataclasses.replace(meta, models=models_with_revisions(models),
                                       prompt_version=prompt_version() if route == "gate" else None)
        except Exception:  # metadata must never cost the request its rows
            logger.exception("trace metadata (models, prompt version) could not be computed")
            return meta

    async def verify(self, request: VerifyRequest) -> dict[str, Any]:
        """Check an answer generated elsewhere; traced as a single attempt with model 'external'.

        The body has `status` (passed / escalated / blocked) beside the verdict; the HTTP layer
        answers it with the same status codes as /v1/gate (200 / 202 / 422)."""
        check_grounded_limits(self.limits, request, request.answer)
        checks = self._checks(request.profile, request.checks)
        with self.inflight.admit(2) as reservation:
            return await self._verify(request, checks, reservation)

    async def _verify(
        self, request: VerifyRequest, checks: list[Check], reservation: Reservation | None
    ) -> dict[str, Any]:
        context = request.context(request.query, request.profile)
        request_id = request.request_id or uuid.uuid4().hex
        self.recent.add(request_id)
        started = time.perf_counter()
        deadline = self.limits.request_deadline_s
        try:
            results = await asyncio.wait_for(verify_answer(request.answer, context, checks, workers=self.check_workers),
                                             timeout=deadline)
        except (TimeoutError, asyncio.CancelledError) as exc:
            cancelled = isinstance(exc, asyncio.CancelledError)
            record = AttemptRecord(
                attempt=1, output=request.answer, temperature=0.0, results=(),
                decision="cancelled" if cancelled else "error", feedback_in=None, feedback_out=None,
                latency_ms={"checks": (time.perf_counter() - started) * 1000.0},
                error=self.inflight.cancel_reason() if cancelled else f"deadline: no verdict within {deadline} s",
            )
            outcome = GateOutcome(request_id, "cancelled" if cancelled else "error", None, (record,), error=record.error)
            self._finish("verify", outcome, context, reservation)
            if cancelled:
                self.inflight.raise_if_shut_down()
                raise
            raise GateError(503, f"no verdict within the request deadline of {deadline:g} s; retry later",
                            code="deadline_exceeded", retry_after=self.limits.retry_after_s) from None
        elapsed = (time.perf_counter() - started) * 1000.0
        verdict = verdict_of(results)
        decision = {"pass": "pass", "fail": "escalate", "block": "block"}[verdict]
        record = AttemptRecord(
            attempt=1, output=request.answer, temperature=0.0, results=tuple(results), decision=decision,  # type: ignore[arg-type]
            feedback_in=None, feedback_out=None,
            latency_ms={"checks": elapsed, **{f"check.{r.name}": r.latency_ms for r in results}},
        )
        status = VERIFY_STATUS[verdict]
        hard_failed = tuple(record.hard_failed)
        outcome = GateOutcome(
            request_id, status, request.answer if verdict == "pass" else None, (record,),  # type: ignore[arg-type]
            incident_id=uuid.uuid4().hex if hard_failed else None, blocking_checks=hard_failed,
        )
        self._finish("verify", outcome, context, reservation)
        await self._open_case("verify", outcome, context)
        body = summarize(results, request_id)
        body["request_id"] = request_id
        body["status"] = status
        body.update(model_work(results))
        if outcome.incident_id:
            body["incident_id"] = outcome.incident_id
        return body

    # -- review -----------------------------------------------------------------------------
    async def _open_case(self, route: Route, outcome: GateOutcome, context: RequestContext) -> None:
        """Put an escalated or blocked request in the shared review queue (every replica's desk sees it)."""
        if self.review is None or outcome.status not in ("escalated", "blocked") or not outcome.attempts:
            return
        try:
            await asyncio.to_thread(self.review.open_case, case_from_outcome(outcome, context, route))
        except Exception as exc:  # the answer's fate is in the traces; the case is logged missing, never a 500
            logger.error("request %s: review case not stored (%s)", outcome.request_id, type(exc).__name__)

    def review_checks(self, profile: str) -> list[Check]:
        """The checks of `profile` as this gate builds them (a reviewer's edit is re-verified with its hard ones)."""
        return self._checks(profile)

    def notify_decision(self, decision: dict[str, Any]) -> None:
        """Page the caller's webhook with a decision (IDs and status only), when one is configured."""
        if self.decision_pager is not None:
            self.decision_pager.stage(decision)

    def known_request(self, request_id: str) -> bool:
        """Whether any replica answered `request_id`: this replica's memory, the review queue, the traces.

        Blocking (S3): callers run it off the event loop (the override route calls `override` in
        `asyncio.to_thread`). At most two LISTs, whatever the store holds: the request's case prefix
        (a case is stored at once, before its rows land) and its request index markers, which the
        trace writer stores with the rows (`gate.traces.request_index`), instead of a scan of the
        traces table. An ID nobody answered costs the same two LISTs, so no negative cache is kept."""
        if request_id in self.recent:
            return True
        if self.review is None:
            return False
        try:
            return self.review.is_traced(request_id) or self.review.has_case(request_id)
        except Exception as exc:
            logger.warning("review store unreadable while checking an override (%s)", type(exc).__name__)
            return False

    def override(self, request: OverrideRequest) -> str:
        """Record a reviewer's verdict on a request some replica answered (404 for an ID nobody did)."""
        if self.traces is None:
            raise GateError(503, "overrides need a trace store; configure trace_uri", code="no_trace_store")
        if self.reject_unknown_overrides and self.limits.recent_request_ids and not self.known_request(request.request_id):
            raise GateError(
                404, f"request {request.request_id!r} is not among this gate's recent requests; an override must "
                "name a request the gate answered", param="request_id", code="unknown_request",
            )
        with self.inflight.reserve(1):
            return self.traces.enqueue_override(request.request_id, request.reviewer, request.verdict, request.note)


VERIFY_STATUS: dict[str, Status] = {"pass": "passed", "fail": "escalated", "block": "blocked"}


def _unfinished_outcome(request_id: str, records: list[AttemptRecord], status: Status, error: str) -> GateOutcome:
    """The outcome of a request that ended without a decision; its unfinished attempt carries `error`."""
    attempts = list(records)
    if attempts and attempts[-1].decision in ("cancelled", "error"):
        attempts[-1] = dataclasses.replace(attempts[-1], decision=status, error=error)  # type: ignore[arg-type]
    else:
        attempts.append(AttemptRecord(
            attempt=len(attempts) + 1, output="", temperature=0.0, results=(), decision=status,  # type: ignore[arg-type]
            feedback_in=None, feedback_out=None, latency_ms={}, error=error,
        ))
    return GateOutcome(request_id, status, None, tuple(attempts), error=error)


def _generation_error(exc: BaseException | None, outcome: GateOutcome, retry_after: int) -> GateError:
    """The HTTP error for a request whose generator failed (the attempts are already traced)."""
    if isinstance(exc, PromptTooLongError):
        return GateError(413, f"{exc}; send fewer or shorter sources", param="sources", code="context_length_exceeded")
    if isinstance(exc, TimeoutError):
        return GateError(503, "the generator did not answer within its timeout; retry later", code="model_timeout",
                         retry_after=retry_after)
    logger.warning("request %s: generator failed (%s)", outcome.request_id, outcome.error)
    return GateError(503, "the generator failed; retry later", code="generator_error", retry_after=retry_after)
