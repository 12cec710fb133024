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
from gate.engines.streaming import can_stream
from gate.errors import GateError
from gate.inflight import InFlight, Reservation, SpoolRoom
from gate.json_answers import json_answers
from gate.limits import InputLimits, TenantRateLimiter, check_chat_limits, check_grounded_limits
from gate.prompts import Conversation, prompt_version, retry_messages
from gate.request_ids import ClaimState, RequestClaims, body_digest
from gate.review.bounded import BoundedStoreCalls
from gate.review.outbox import CaseNotStaged, CaseOutbox
from gate.responses import blocked_body, escalated_body, passed_body
from gate.sentence_stream import StreamMode, buffered_reason, run_sentence_gate
from gate.review.store import ReviewStore, case_from_outcome
from gate.tenants import Principal, Tenant, TenantDirectory, for_tenant, tenant_uri
from gate.traces.prefixed import PrefixedStore
from gate.traces.schema import TraceMeta, tenant_prefix
from gate.traces.sources import models_with_revisions
from gate.traces.store import ObjectStore

logger = logging.getLogger(__name__)

Route = Literal["gate", "verify", "chat"]

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

    def enqueue_override(self, request_id: str, reviewer: str, verdict: str, note: str, *, tenant: str | None = None,
                         reviewer_kind: str | None = None) -> str: ...


class DecisionPages(Protocol):
    """Stages a reviewer's decision as a page to the caller's webhook (gate.review.pager.DecisionPager)."""

    def stage(self, decision: dict[str, Any]) -> None: ...


class RecentRequests:
    """A bounded memory of the (tenant, request ID)s this replica answered (least recently seen dropped first)."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._ids: OrderedDict[tuple[str, str], None] = OrderedDict()

    def add(self, request_id: tuple[str, str]) -> None:
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
    # The review store at the trace store's root, shared by every replica; each tenant's is below it
    # (`review_for`). None: no trace store, so no desk, no request status and no shared request ID claims.
    review: ReviewStore | None = None
    # Which tenant each API key is and which tenants each reviewer sees; default: one tenant, no keys.
    tenants: TenantDirectory = field(default_factory=TenantDirectory.build)
    # Where review cases wait for the store (gate.review.outbox), so a stalled store never holds a request;
    # None: a case is stored on the request's path, within the store-call budget.
    case_outbox: CaseOutbox | None = None
    # Where a reviewer's decision is paged to the caller's webhook; None: no webhook.
    decision_pager: DecisionPages | None = None

    def __post_init__(self) -> None:
        self.recent = RecentRequests(self.limits.recent_request_ids)
        self.check_workers = CheckWorkers(self.limits.check_workers)
        self.inflight = InFlight(self.limits, self.traces)
        # Every store call on a request's path runs with a time budget; their health is part of /readyz.
        self.store_calls = BoundedStoreCalls(self.limits.store_call_timeout_s)
        self.claims = RequestClaims(max(1, self.limits.recent_request_ids), self.store_calls)
        self.rate_limits = TenantRateLimiter()
        self._tenant_reviews: dict[str, ReviewStore] = {}

    # -- tenants ----------------------------------------------------------------------------
    def tenant(self, tenant: Tenant | None) -> Tenant:
        """`tenant`, or the one tenant of a gate without API keys (callers in-process, tests)."""
        return tenant if tenant is not None else self.tenants.anonymous()

    def review_for(self, tenant: Tenant) -> ReviewStore | None:
        """The review store under `tenant`'s root (the root's own for a tenant stored at the root)."""
        return self.review_at(tenant.root)

    def review_at(self, root: str | None) -> ReviewStore | None:
        """The review store under `tenant=<root>/` of the trace store (its root for None)."""
        if self.review is None or root is None:
            return self.review
        found = self._tenant_reviews.get(root)
        if found is None:
            found = ReviewStore(PrefixedStore(self.review.store, tenant_prefix(root)),
                                uri=None if self.review.uri is None else tenant_uri(self.review.uri, root),
                                endpoint_url=self.review.endpoint_url)
            self._tenant_reviews[root] = found
        return found

    def review_lookups(self, tenant: Tenant) -> list[ReviewStore]:
        """Where `tenant`'s requests are looked up: its own root, then the root's objects from before tenants
        when it is the legacy tenant."""
        own = self.review_for(tenant)
        stores = [own] if own is not None else []
        if tenant.reads_legacy and self.review is not None and own is not self.review:
            stores.append(self.review)
        return stores

    def claims_store(self, tenant: Tenant) -> ObjectStore | None:
        review = self.review_for(tenant)
        return review.store if review is not None else None

    async def run_once(self, route: Route, request: GateRequest | VerifyRequest, tenant: Tenant,
                       run: Callable[[], Awaitable[tuple[int, dict[str, Any]]]]) -> tuple[int, dict[str, Any], bool]:
        """Run a request under its caller's ID at most once per tenant: (status code, body, replayed).

        A request without `request_id` just runs. With one, a retry of the same body that reached a decision is
        answered with its recorded response (replayed: True), the same ID with another body is refused with 409
        request_id_conflict, and a decision reached is recorded for the retries to come (`gate.request_ids`)."""
        if request.request_id is None:
            status, body = await run()
            return status, body, False
        store = self.claims_store(tenant)
        digest = body_digest(route, request)
        claim = await self.claims.claim(store, tenant.name, request.request_id, digest)
        if claim.state is ClaimState.CONFLICT:
            raise GateError(409, f"request_id {request.request_id!r} was already used for a different request; use a "
                            "new ID (a retry must send the same body)", param="request_id", code="request_id_conflict")
        if claim.state is ClaimState.REPLAY:
            assert claim.response is not None
            return claim.response["status_code"], claim.response["body"], True
        status, body = await run()
        recorded = await self.claims.record(store, tenant.name, request.request_id, digest, status, body)
        return recorded["status_code"], recorded["body"], recorded is not None and recorded["body"] is not body

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

    def validate_tenants(self) -> None:
        """Refuse to start when a tenant names a profile this gate does not serve."""
        served = set(self.served_profiles())
        for tenant in self.tenants.tenants.values():
            wanted = [*(tenant.policy.profiles or ()), *([tenant.policy.default_profile] if tenant.policy.default_profile
                                                         else [])]
            unserved = sorted({p for p in wanted if p not in served})
            if unserved:
                raise ValueError(f"tenant {tenant.name!r} names profiles this gate does not serve: "
                                 f"{', '.join(unserved)} (served: {', '.join(sorted(served))})")

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
        self.validate_tenants()
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
        if self.review is not None:  # the store calls on requests' paths (claims, lookups) and their timeouts
            store = {**self.store_calls.health(), **self.claims.stats()}
            report["store"] = store
            if store["state"] != "ok" and not self.inflight.draining:
                report["status"] = "degraded"
        if self.case_outbox is not None:
            outbox = self.case_outbox.health()
            report["review_outbox"] = outbox
            if outbox["state"] != "ok" and not self.inflight.draining:
                report["status"] = "degraded"
        return report

    # -- routes -----------------------------------------------------------------------------
    def chat(self, body: ChatCompletionRequest, tenant: Tenant | None = None, *,
             emit: Callable[[str], None] | None = None) -> "ChatDecision":
        """A chat request: checked now, decided by the function returned.

        The call refuses a body over the chat limits (413) or without material to check against (422
        no_material), and raises pydantic's ValidationError when the body makes no gate request: a refused
        body is answered with its own status before a keep-alive stream commits 200. The function runs the
        gate on the whole conversation (`gate`); the errors it raises name the chat body's own fields. With `emit`
        and a request that streams in sentence mode (`stream_mode`, told by the returned decision's `mode` and
        `reason`) the answer is verified sentence by sentence and each verified piece goes to `emit` as it is
        released."""
        check_chat_limits(self.limits, body.messages)
        if not body.sources and not body.tool_sources():
            raise GateError(422, "no material to check the answer against: send `sources` (extra body field) or the "
                            "results of tool calls (role 'tool' messages)", param="sources", code="no_material")
        request = body.to_gate_request()
        conversation = body.to_conversation()
        mode, reason = self.stream_mode(body) if emit is not None else ("buffered", None)
        released = emit if mode == "sentence" else None

        async def decide() -> GateOutcome:
            try:
                return await self.gate(request, conversation, tenant=tenant, emit=released)
            except GateError as exc:
                exc.param = body.field_name(exc.param)
                raise

        return ChatDecision(decide, mode, reason)

    def stream_mode(self, body: ChatCompletionRequest) -> tuple[StreamMode, str | None]:
        """How a streaming chat request is streamed: `stream_options.mode`, else its profile's `stream`; and why
        a request that wants sentence mode is buffered instead (None when it is not): a check that judges only
        the whole answer (gate.sentence_stream), tools or a JSON answer, or a generator that cannot stream."""
        options = body.stream_options
        profile = self.policy.profiles.get(body.profile)
        wanted = (options.mode if options is not None else None) or (profile.stream if profile else "buffered")
        if wanted != "sentence":
            return "buffered", None
        reason = buffered_reason(self._checks(body.profile), tools_offered=bool(body.tools))
        response_format = getattr(body, "response_format", None)
        if reason is None and response_format is not None and response_format.type != "text":
            reason = "response_format: a JSON answer is checked whole"
        if reason is None and not can_stream(self.llm):
            reason = "the generator cannot stream tokens"
        return ("buffered", reason) if reason else ("sentence", None)

    async def gate_response(self, request: GateRequest, tenant: Tenant | None = None) -> tuple[int, dict[str, Any], bool]:
        """POST /v1/gate: (status code, body, replayed). 200 with the answer, 422 blocked, 202 escalated (bodies of
        `gate.responses`); a retry of a request that reached a decision gets its recorded response (`run_once`)."""
        tenant = self.tenant(tenant)

        async def run() -> tuple[int, dict[str, Any]]:
            outcome = await self.gate(request, tenant=tenant)
            if outcome.status == "passed":
                return 200, passed_body(outcome)
            if outcome.status == "blocked":
                return 422, blocked_body(outcome)
            return 202, escalated_body(outcome)

        return await self.run_once("gate", request, tenant, run)

    async def gate(self, request: GateRequest, conversation: Conversation | None = None, *,
                   tenant: Tenant | None = None, emit: Callable[[str], None] | None = None) -> GateOutcome:
        """Generate, check, retry; return the outcome (output set only when every check passed).

        With a chat request's `conversation`, the generator sees the whole conversation and its sampling
        options; a reply that is a tool call is checked by `phi` on its arguments and, when it passes, its
        calls are in `outcome.extra["tool_calls"]`.

        Raises GateError when no decision was reached: 413 when the prompt does not fit the
        model's context, 503 (Retry-After) when the generator failed or timed out or the request's
        deadline passed. The attempts made are traced in every case, a cancelled request's too."""
        if self.llm is None:
            raise GateError(503, "no generator is configured for this gate", code="no_generator")
        tenant = self.tenant(tenant)
        request = for_tenant(request, tenant, self.policy.gate.max_attempts)
        check_grounded_limits(self.limits, request)
        settings, attempts = self._settings(request)
        checks = self._checks(request.profile)
        self.rate_limits.admit(tenant.name, tenant.policy.requests_per_minute)
        # One row per attempt, plus the incident row of a blocked request.
        with self.inflight.admit(attempts + 1) as reservation:
            return await self._gate(request, checks, settings, attempts, reservation, tenant, conversation, emit)

    async def _gate(
        self, request: GateRequest, checks: list[Check], settings: GateSettings, attempts: int,
        reservation: Reservation | None, tenant: Tenant, conversation: Conversation | None = None,
        emit: Callable[[str], None] | None = None,
    ) -> GateOutcome:
        context = request.context(request.query, request.profile)
        request_id = request.request_id or uuid.uuid4().hex
        self.recent.add((tenant.name, request_id))
        llm = self.llm
        max_tokens = request.generation.max_tokens or self.policy.gate.max_tokens
        generations: list[Generation] = []
        route: Route = "gate" if conversation is None else "chat"
        # A JSON answer (response_format): its own check, and the other checks read the JSON's values.
        answers = json_answers(conversation, self.policy.config_for("json_schema", request.profile))
        if answers is not None:
            checks = [*checks, answers.check]

        async def generate(ctx: RequestContext, retry: Retry | None, temperature: float) -> Generation:
            if conversation is None:
                sampling = SamplingConfig(max_tokens=max_tokens, temperature=temperature)
            else:
                sampling = conversation.sampling(max_tokens, temperature, len(generations) + 1)
            generation = await llm.generate(retry_messages(ctx, retry, conversation), sampling)  # type: ignore[union-attr]
            generations.append(generation)
            return answers.read(generation, ctx) if answers is not None else generation

        async def stream(ctx: RequestContext, retry: Retry | None, temperature: float, prefix: str) -> Any:
            """Sentence mode's generator: the attempt's pieces, continuing the released `prefix` when there is one."""
            attempt = len(generations) + 1
            sampling = (conversation.sampling(max_tokens, temperature, attempt) if conversation is not None
                        else SamplingConfig(max_tokens=max_tokens, temperature=temperature))
            messages = retry_messages(ctx, retry, conversation)
            if prefix:
                messages.append({"role": "assistant", "content": prefix})
            generations.append(Generation(text=""))
            async for piece in llm.stream_generate(messages, sampling, continue_final=bool(prefix)):  # type: ignore[union-attr]
                yield piece

        # A tool call is checked by the hard checks that apply to its arguments: phi, with the request's allow-list.
        tool_call_checks = [c for c in checks if c.name in TOOL_CALL_CHECKS] if conversation and conversation.tools else None

        records: list[AttemptRecord] = []
        # What the generator is sent (top_p and seed at the engine's defaults); the temperature per attempt.
        first = SamplingConfig(max_tokens=max_tokens, temperature=settings.temperature(1))
        sampling = (conversation.sampling(max_tokens, first.temperature, 1) if conversation else first).model_dump()
        sampling["temperatures"] = [settings.temperature(n) for n in range(1, attempts + 1)]
        deadline = self.limits.request_deadline_s
        if emit is None:
            loop = run_gate(context, generate, checks, settings, request_id=request_id, max_attempts=attempts,
                            records=records, tool_call_checks=tool_call_checks, workers=self.check_workers)
        else:  # sentence mode (`stream_mode`): no tools, no JSON answer
            loop = run_sentence_gate(context, stream, checks, emit, settings, request_id=request_id,
                                     max_attempts=attempts, records=records, workers=self.check_workers)
        try:
            outcome = await asyncio.wait_for(loop, timeout=deadline)
        except TimeoutError:
            outcome = _unfinished_outcome(request_id, records, "error", f"deadline: no decision within {deadline} s")
            self._finish(route, outcome, context, reservation, tenant, sampling)
            raise GateError(503, f"no decision within the request deadline of {deadline:g} s; retry later",
                            code="deadline_exceeded", retry_after=self.limits.retry_after_s) from None
        except asyncio.CancelledError:
            self._finish(route, _unfinished_outcome(request_id, records, "cancelled", self.inflight.cancel_reason()),
                         context, reservation, tenant, sampling)
            self.inflight.raise_if_shut_down()
            raise
        if answers is not None:
            outcome = answers.located(outcome)
        self._finish(route, outcome, context, reservation, tenant, sampling)
        await self._open_case(route, outcome, context, tenant)
        if outcome.status == "error":
            raise _generation_error(outcome.cause, outcome, self.limits.retry_after_s)
        if outcome.status == "passed" and generations and generations[-1].tool_calls:
            outcome.extra["tool_calls"] = generations[-1].tool_calls
        return outcome

    def _finish(
        self, route: Route, outcome: GateOutcome, context: RequestContext, reservation: Reservation | None,
        tenant: Tenant, sampling: dict[str, Any] | None = None,
    ) -> None:
        if self.traces is not None:
            meta = dataclasses.replace(self._trace_meta(route, outcome, sampling), tenant=tenant.root)
            self.traces.enqueue_outcome(outcome, context, meta, reservation=reservation)
        self.metrics.observe_outcome(route, outcome)

    def _trace_meta(self, route: Route, outcome: GateOutcome, sampling: dict[str, Any] | None) -> TraceMeta:
        """What replaying the request's rows needs: the effective policy (stored once by hash), the prompt
        version, the models with their revisions and the sampling."""
        gpu_seconds = self.generator_gpus * sum(a.latency_ms.get("generate", 0.0) for a in outcome.attempts) / 1000.0
        meta = TraceMeta(route=route, model=self.model_name if route != "verify" else "external",
                         trace_id=outcome.request_id, gpu_seconds=gpu_seconds, policy=self.policy, sampling=sampling)
        try:
            models = {"generator": self.model_name} if route != "verify" else {}
            model_ids = getattr(self.backends, "model_ids", None)  # backends that can say which models they run
            if callable(model_ids):
                models.update(model_ids())
            return dataclasses.replace(meta, models=models_with_revisions(models),
                                       prompt_version=prompt_version() if route != "verify" else None)
        except Exception:  # metadata must never cost the request its rows
            logger.exception("trace metadata (models, prompt version) could not be computed")
            return meta

    async def verify_response(self, request: VerifyRequest, tenant: Tenant | None = None
                              ) -> tuple[int, dict[str, Any], bool]:
        """POST /v1/verify: (status code, body, replayed), with /v1/gate's codes (200 pass, 202 fail, 422 block);
        a retry of a request that reached a verdict gets its recorded response (`run_once`)."""
        tenant = self.tenant(tenant)

        async def run() -> tuple[int, dict[str, Any]]:
            body = await self.verify(request, tenant=tenant)
            return VERIFY_STATUS_CODES[body["verdict"]], body

        return await self.run_once("verify", request, tenant, run)

    async def verify(self, request: VerifyRequest, *, tenant: Tenant | None = None) -> dict[str, Any]:
        """Check an answer generated elsewhere; traced as a single attempt with model 'external'.

        The body has `status` (passed / escalated / blocked) beside the verdict; the HTTP layer
        answers it with the same status codes as /v1/gate (200 / 202 / 422)."""
        tenant = self.tenant(tenant)
        request = for_tenant(request, tenant)
        check_grounded_limits(self.limits, request, request.answer)
        checks = self._checks(request.profile, request.checks)
        self.rate_limits.admit(tenant.name, tenant.policy.requests_per_minute)
        with self.inflight.admit(2) as reservation:
            return await self._verify(request, checks, reservation, tenant)

    async def _verify(
        self, request: VerifyRequest, checks: list[Check], reservation: Reservation | None, tenant: Tenant
    ) -> dict[str, Any]:
        context = request.context(request.query, request.profile)
        request_id = request.request_id or uuid.uuid4().hex
        self.recent.add((tenant.name, request_id))
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
            self._finish("verify", outcome, context, reservation, tenant)
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
        self._finish("verify", outcome, context, reservation, tenant)
        await self._open_case("verify", outcome, context, tenant)
        body = summarize(results, request_id)
        if verdict != "pass":  # like every blocked or escalated body: where in the caller's answer, never its text
            body["evidence"] = {r.name: [item.safe_fields() for item in r.evidence] for r in results if r.evidence}
        body["request_id"] = request_id
        body["status"] = status
        body.update(model_work(results))
        if outcome.incident_id:
            body["incident_id"] = outcome.incident_id
        return body

    # -- review -----------------------------------------------------------------------------
    async def _open_case(self, route: Route, outcome: GateOutcome, context: RequestContext, tenant: Tenant) -> None:
        """Put an escalated or blocked request in its tenant's review queue (every replica's desk sees it)."""
        store = self.review_for(tenant)
        if store is None or outcome.status not in ("escalated", "blocked") or not outcome.attempts:
            return
        case = case_from_outcome(outcome, context, route)
        case["tenant"] = tenant.name
        if self.case_outbox is not None:
            try:  # on the outbox's own threads: never behind store calls hung in the loop's default executor
                await self.case_outbox.stage_async(tenant.root, case)
            except CaseNotStaged as exc:
                raise GateError(503, "the review queue cannot take the case now; retry later", code="review_unavailable",
                                retry_after=self.limits.retry_after_s) from exc
            return
        try:
            await self.store_calls.run(store.open_case, case, what="review case")
        except Exception as exc:  # the answer's fate is in the traces; the case is logged missing, never a 500
            logger.error("request %s: review case not stored (%s)", outcome.request_id, type(exc).__name__)

    def review_checks(self, profile: str) -> list[Check]:
        """The checks of `profile` as this gate builds them (a reviewer's edit is re-verified with its hard ones)."""
        return self._checks(profile)

    def notify_decision(self, decision: dict[str, Any]) -> None:
        """Page the caller's webhook with a decision (IDs and status only), when one is configured."""
        if self.decision_pager is not None:
            self.decision_pager.stage(decision)

    def known_request(self, request_id: str, tenant: Tenant | None = None) -> bool:
        """Whether any replica answered `request_id` for `tenant`: this replica's memory, the tenant's review queue
        and trace rows (and the root's from before tenants, for the legacy tenant).

        Blocking (S3): callers run it off the event loop. At most two LISTs per store looked at, whatever the store
        holds: the request's case prefix (a case is stored at once, before its rows land) and its request index
        markers (`gate.traces.request_index`), instead of a scan of the traces table. An ID nobody answered costs
        the same, so no negative cache is kept. Raises what the store raises (the route answers 503)."""
        tenant = self.tenant(tenant)
        if (tenant.name, request_id) in self.recent:
            return True
        return any(store.is_traced(request_id) or store.has_case(request_id) for store in self.review_lookups(tenant))

    def request_tenant(self, principal: Principal | None, request_id: str, tenant_name: str | None) -> Tenant:
        """The tenant whose request `request_id` a caller means: an API key's own; for a reviewer, the tenant it
        names (`tenant_name`, among those it sees: 404 otherwise, so nothing says another tenant exists), else the
        one tenant it sees that knows the ID (404 none, 409 several: name the tenant). Blocking (store lookups)."""
        if principal is None or principal.kind == "tenant":
            tenant = principal.tenant if principal is not None and principal.tenant is not None else self.tenant(None)
            if tenant_name is not None and tenant_name != tenant.name:
                raise GateError(404, f"no record of request {request_id!r}", param="request_id", code="unknown_request")
            return tenant
        visible = self.tenants.visible_to(principal.name)
        if tenant_name is not None:
            named = [t for t in visible if t.name == tenant_name]
            if not named:
                raise GateError(404, f"no record of request {request_id!r} in tenant {tenant_name!r} for this "
                                "reviewer", param="tenant", code="unknown_request")
            return named[0]
        if len(visible) == 1:
            return visible[0]
        knowing = [t for t in visible if self.known_request(request_id, t)]
        if not knowing:
            raise GateError(404, f"no record of request {request_id!r} in the tenants this reviewer sees",
                            param="request_id", code="unknown_request")
        if len(knowing) > 1:
            raise GateError(409, f"request {request_id!r} exists in several tenants ({', '.join(t.name for t in knowing)});"
                            " name one with `tenant`", param="tenant", code="ambiguous_request")
        return knowing[0]

    def override(self, request: OverrideRequest, principal: Principal | None = None) -> str:
        """Record a verdict on a request some replica answered (404 for an ID nobody did), attributed to whoever
        the credentials say: a reviewer's key is that reviewer; a tenant's API key is the tenant's service account
        (`service:<tenant>`), and only when its policy allows overrides. A body naming someone else is refused."""
        if self.traces is None:
            raise GateError(503, "overrides need a trace store; configure trace_uri", code="no_trace_store")
        if principal is not None and principal.kind == "reviewer":
            who, kind = principal.name, "reviewer"
        else:
            tenant = self.tenant(principal.tenant if principal is not None else None)
            if self.tenants.auth_enabled and not tenant.policy.allow_overrides:
                raise GateError(403, "this API key's tenant may not post overrides; a reviewer posts them with a "
                                "reviewer key (or the operator sets allow_overrides for the tenant)",
                                param="Authorization", code="overrides_not_allowed")
            who, kind = f"service:{tenant.name}", "service"
        if request.reviewer is not None and request.reviewer != who:
            raise GateError(403, f"reviewer {request.reviewer!r} is not who these credentials are ({who!r}); the "
                            "reviewer is taken from the credentials, leave the field out", param="reviewer",
                            code="reviewer_mismatch")
        tenant = self.request_tenant(principal, request.request_id, request.tenant)
        if self.reject_unknown_overrides and self.limits.recent_request_ids and \
                not self.known_request(request.request_id, tenant):
            raise GateError(
                404, f"request {request.request_id!r} is not among this gate's recent requests; an override must "
                "name a request the gate answered", param="request_id", code="unknown_request",
            )
        with self.inflight.reserve(1):
            return self.traces.enqueue_override(request.request_id, who, request.verdict, request.note,
                                                tenant=tenant.root, reviewer_kind=kind)


@dataclass(frozen=True)
class ChatDecision:
    """`GateService.chat`'s answer: awaiting `decision()` runs the gate; `mode` is how a streaming request is
    streamed and `reason` why one that asked for sentence mode is buffered."""

    decide: Callable[[], Awaitable[GateOutcome]]
    mode: StreamMode = "buffered"
    reason: str | None = None

    def __call__(self) -> Awaitable[GateOutcome]:
        return self.decide()


VERIFY_STATUS: dict[str, Status] = {"pass": "passed", "fail": "escalated", "block": "blocked"}
VERIFY_STATUS_CODES = {"pass": 200, "fail": 202, "block": 422}


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
