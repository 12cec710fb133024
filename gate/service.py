"""The gate service: one object that turns HTTP bodies into gate decisions, traces and metrics.

It holds no Ray import: the ingress deployment hands it engine and backend objects (Ray
handle adapters in production, in-process engines in tests), so every route's logic is
testable without a cluster.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
import uuid
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check, short_error
from checks.context import RequestContext
from checks.loop import (
    AttemptRecord, CheckWorkers, GateOutcome, GateSettings, Generation, Retry, Status, model_work, run_gate,
    verdict_of,
)
from checks.policy import Policy, UnknownProfileError
from checks.registry import MODEL_CHECKS
from checks.verify import summarize, verify_answer
from gate.api import GateRequest, OverrideRequest, VerifyRequest
from gate.engines.llm import PromptTooLongError, SamplingConfig
from gate.prompts import SYSTEM_PROMPT, generation_messages

logger = logging.getLogger(__name__)


class InputLimits(BaseModel):
    """Bounds on every request: sizes (413 naming the field), time (503 with Retry-After) and concurrency.

    Every text field a request carries has a bound here or a fixed one in `gate.api`; the
    README's Operations section lists them all."""

    model_config = ConfigDict(extra="forbid")

    max_sources: int = Field(default=64, ge=1, description="Most sources per request.")
    max_source_bytes: int = Field(default=64_000, ge=1, description="Most UTF-8 bytes of one source's text.")
    max_label_bytes: int = Field(
        default=1_000, ge=1,
        description="Most UTF-8 bytes of a label: sources[].document, sources[].jurisdiction and the request's document.",
    )
    max_query_bytes: int = Field(default=8_000, ge=1, description="Most UTF-8 bytes of the query.")
    max_answer_bytes: int = Field(default=64_000, ge=1, description="Most UTF-8 bytes of an answer sent to /v1/verify.")
    max_identifiers: int = Field(
        default=256, ge=0, description="Most entries of allowed_identifiers, and of reference_codes."
    )
    max_identifier_bytes: int = Field(
        default=256, ge=1, description="Most UTF-8 bytes of one allowed identifier or reference code."
    )
    max_messages: int = Field(default=64, ge=1, description="Most messages of a /v1/chat/completions body.")
    max_message_bytes: int = Field(default=32_000, ge=1, description="Most UTF-8 bytes of one chat message's text.")
    max_body_bytes: int = Field(default=2_000_000, ge=1, description="Most bytes of a request body.")
    request_deadline_s: float = Field(
        default=120.0, gt=0,
        description="Longest a /v1/gate or /v1/verify request may take (every attempt and check); past it the "
        "request is cancelled, its attempts are traced and the client gets 503 deadline_exceeded.",
    )
    max_concurrent_requests: int = Field(
        default=64, ge=1,
        description="Requests one ingress replica works on at once; more get 503 overloaded with Retry-After.",
    )
    recent_request_ids: int = Field(
        default=100_000, ge=0,
        description="How many recent request IDs a replica remembers to check overrides against (0: accept any).",
    )
    retry_after_s: int = Field(default=2, ge=1, description="Retry-After (seconds) sent with 503 responses.")
    check_workers: int = Field(
        default=2, ge=1,
        description="Worker threads per ingress replica that run the deterministic checks off the event loop: at "
        "most this many requests' checks run at once, the others wait for a worker within their deadline.",
    )
    max_header_bytes: int = Field(
        default=32_768, ge=1024,
        description="Most bytes of a request's headers (names and values); more get 431 headers_too_large.",
    )
    body_read_timeout_s: float = Field(
        default=30.0, gt=0,
        description="Longest the gate waits for the next part of a request body; past it the client gets 408 "
        "body_read_timeout (a client that announces more body than it sends cannot hold a connection).",
    )


def utf8_bytes(text: str) -> int:
    """UTF-8 size of `text`; a lone surrogate counts as 3 bytes instead of raising."""
    return len(text.encode("utf-8", "surrogatepass"))


class GateError(Exception):
    """An error with an HTTP status and the field at fault; the HTTP layer renders it as JSON."""

    def __init__(
        self, status: int, message: str, *, param: str | None = None, code: str = "invalid_request",
        retry_after: int | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.param = param
        self.code = code
        self.retry_after = retry_after


class LLM(Protocol):
    """What the service needs of a generator: an engine or a Ray handle adapter."""

    async def generate(self, messages: list[dict[str, str]], sampling: Any) -> Generation: ...


class GateMetrics(Protocol):
    """Where the service reports outcomes; the ingress plugs in Ray Serve metrics."""

    def observe_outcome(self, route: str, outcome: GateOutcome) -> None: ...


class NullMetrics:
    def observe_outcome(self, route: str, outcome: GateOutcome) -> None:
        return None


class Reservation(Protocol):
    """Spool room held for one request's rows (the trace writer's RowReservation)."""

    def release(self) -> None: ...


class TraceSink(Protocol):
    """The part of the trace writer the service uses.

    `reserve(rows)` holds spool capacity for a request's rows from admission to enqueue (or
    raises when the spool cannot take them), so a spool that fills in between cannot lose them;
    the reservation is passed to `enqueue_outcome` and released afterwards. `health()` is what
    /readyz reports (`state` 'ok' or 'degraded')."""

    def reserve(self, rows: int) -> Reservation: ...

    def health(self) -> dict[str, Any]: ...

    def enqueue_outcome(self, outcome: GateOutcome, context: RequestContext, **meta: Any) -> Any: ...

    def enqueue_override(self, request_id: str, reviewer: str, verdict: str, note: str) -> str: ...


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


@dataclass(frozen=True)
class Conversation:
    """What a chat request adds to a gate request: its turns (OpenAI's message form) and the sampling options
    OpenAI clients send. `query_index` is the last user message, the query the checks read."""

    messages: list[dict[str, Any]]
    query_index: int
    tools: list[dict[str, Any]] | None = None
    tool_choice: str | dict[str, Any] | None = None
    top_p: float | None = None
    seed: int | None = None
    stop: list[str] = field(default_factory=list)
    user: str | None = None

    def sampling(self, max_tokens: int, temperature: float, attempt: int) -> SamplingConfig:
        """The attempt's sampling: a seeded request changes its seed per retry, so a retry can differ."""
        options: dict[str, Any] = {"stop": list(self.stop), "tools": self.tools, "tool_choice": self.tool_choice,
                                   "user": self.user}
        if self.top_p is not None:
            options["top_p"] = self.top_p
        if self.seed is not None:
            options["seed"] = self.seed + attempt - 1
        return SamplingConfig(max_tokens=max_tokens, temperature=temperature, **options)


TOOL_RESULTS_NOTE = (
    "The results of tool calls in this conversation are passages as well: cite one by its call ID in square "
    "brackets and copy its figures exactly."
)


def conversation_messages(context: RequestContext, conversation: Conversation) -> list[dict[str, Any]]:
    """The whole conversation for the generator: the gate's system prompt with the client's system and developer
    messages after it, the earlier turns as they were, and the query turn carrying the supplied passages. Tool
    messages stay tool messages (the chat template renders them); their contents are passages to the checks."""
    tool_ids = {m.get("tool_call_id") for m in conversation.messages if m.get("role") == "tool"}
    passages = context.model_copy(update={"sources": tuple(s for s in context.sources if s.id not in tool_ids)})
    system = [SYSTEM_PROMPT] + ([TOOL_RESULTS_NOTE] if tool_ids else [])
    system += [m["content"] for m in conversation.messages if m.get("role") in ("system", "developer") and m["content"]]
    messages: list[dict[str, Any]] = [{"role": "system", "content": "\n\n".join(system)}]
    for index, message in enumerate(conversation.messages):
        if message.get("role") in ("system", "developer"):
            continue
        if index == conversation.query_index:
            turn = generation_messages(passages, None)[1]["content"] if passages.sources else message["content"]
            message = {**message, "content": turn}
        messages.append(message)
    return messages


# The checks that read a tool call's arguments (the rest read answers to the user).
TOOL_CALL_CHECKS = frozenset({"phi"})


def retry_messages(
    context: RequestContext, retry: Retry | None, conversation: Conversation | None = None
) -> list[dict[str, Any]]:
    """Chat messages for one attempt. A retry sees its previous answer as the assistant turn and the
    checks' feedback as the user turn after it, so "replace 120" points at text the model can see.
    A chat request's attempts carry its whole conversation (`conversation_messages`)."""
    messages = generation_messages(context, None) if conversation is None else conversation_messages(context, conversation)
    if retry is not None:
        messages.append({"role": "assistant", "content": retry.previous_answer})
        messages.append({"role": "user", "content": f"Your previous answer did not pass review. {retry.feedback}"})
    return messages


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
    # Reject overrides for request IDs this replica has not answered recently. Only sound with one
    # ingress replica (or sticky routing): with several, a replica knows only its own requests.
    reject_unknown_overrides: bool = True
    # The profiles this gate serves; None serves every profile of the policy.
    profiles: list[str] | None = None
    # The review queue shared by every replica (gate.review.store.ReviewStore); None: no review desk.
    review: Any = None
    # Stages a decision's webhook page (gate.review.pager.DecisionPager.stage); None: no webhook.
    decision_pager: Any = None

    def __post_init__(self) -> None:
        self._inflight = 0
        self.recent = RecentRequests(self.limits.recent_request_ids)
        self.check_workers = CheckWorkers(self.limits.check_workers)
        self._draining = False
        self._requests: set[asyncio.Task[Any]] = set()

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

    # -- validation -------------------------------------------------------------------------
    def _check_limits(
        self, query: str, sources: list[Any], answer: str | None = None, *, document: str | None = None,
        allowed_identifiers: list[str] | None = None, reference_codes: list[str] | None = None,
    ) -> None:
        limits = self.limits

        def too_large(param: str, message: str) -> GateError:
            return GateError(413, message, param=param, code="too_large")

        if utf8_bytes(query) > limits.max_query_bytes:
            raise too_large("query", f"query is longer than {limits.max_query_bytes} bytes")
        if len(sources) > limits.max_sources:
            raise too_large("sources", f"at most {limits.max_sources} sources are allowed, got {len(sources)}")
        for index, source in enumerate(sources):
            if utf8_bytes(source.text) > limits.max_source_bytes:
                raise too_large(f"sources.{index}.text",
                                f"source {source.id!r} is longer than {limits.max_source_bytes} bytes")
            for label in ("document", "jurisdiction"):
                value = getattr(source, label)
                if value is not None and utf8_bytes(value) > limits.max_label_bytes:
                    raise too_large(f"sources.{index}.{label}",
                                    f"sources[{index}].{label} is longer than {limits.max_label_bytes} bytes")
        if document is not None and utf8_bytes(document) > limits.max_label_bytes:
            raise too_large("document", f"document is longer than {limits.max_label_bytes} bytes")
        for name, values in (("allowed_identifiers", allowed_identifiers), ("reference_codes", reference_codes)):
            values = values or []
            if len(values) > limits.max_identifiers:
                raise too_large(name, f"at most {limits.max_identifiers} {name} are allowed, got {len(values)}")
            for index, value in enumerate(values):
                if utf8_bytes(value) > limits.max_identifier_bytes:
                    raise too_large(f"{name}.{index}", f"{name}[{index}] is longer than {limits.max_identifier_bytes} bytes")
        if answer is not None and utf8_bytes(answer) > limits.max_answer_bytes:
            raise too_large("answer", f"answer is longer than {limits.max_answer_bytes} bytes")

    def _check_grounded_limits(self, request: Any, query: str, answer: str | None = None) -> None:
        self._check_limits(
            query, request.sources, answer, document=request.document,
            allowed_identifiers=request.allowed_identifiers, reference_codes=request.reference_codes,
        )

    def check_chat_limits(self, messages: list[Any]) -> None:
        """Bounds on a chat body's messages (count and each message's text)."""
        limits = self.limits
        if len(messages) > limits.max_messages:
            raise GateError(413, f"at most {limits.max_messages} messages are allowed, got {len(messages)}",
                            param="messages", code="too_large")
        for index, message in enumerate(messages):
            if utf8_bytes(message.text()) > limits.max_message_bytes:
                raise GateError(413, f"messages[{index}] is longer than {limits.max_message_bytes} bytes",
                                param=f"messages.{index}.content", code="too_large")

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

    # -- admission --------------------------------------------------------------------------
    @contextlib.contextmanager
    def _slot(self) -> Iterator[None]:
        if self._draining:
            raise GateError(503, "this gate replica is shutting down; retry (another replica will answer)",
                            code="shutting_down", retry_after=self.limits.retry_after_s)
        if self._inflight >= self.limits.max_concurrent_requests:
            raise GateError(503, f"the gate is working on {self._inflight} requests, its limit; retry later",
                            code="overloaded", retry_after=self.limits.retry_after_s)
        self._inflight += 1
        task = asyncio.current_task()
        if task is not None:
            self._requests.add(task)
        try:
            yield
        finally:
            self._inflight -= 1
            self._requests.discard(task)  # type: ignore[arg-type]

    @property
    def draining(self) -> bool:
        """Whether the replica is shutting down (new requests get 503 shutting_down)."""
        return self._draining

    def _cancel_reason(self) -> str:
        return "cancelled: the replica shut down" if self._draining else "cancelled: the client went away"

    def _raise_if_shut_down(self) -> None:
        """A request the drain cancelled (it is traced already) is answered 503, not left without a response."""
        if self._draining:
            raise GateError(503, "the gate replica shut down before this request was decided; retry",
                            code="shutting_down", retry_after=self.limits.retry_after_s)

    async def drain(self, timeout_s: float) -> int:
        """Stop admitting (503 shutting_down with Retry-After), let the requests in flight finish for up to
        `timeout_s`, then cancel the rest: their attempts are traced as cancelled. Returns how many were cancelled.

        Called when the replica shuts down, before the trace writer is closed, so every row is enqueued."""
        self._draining = True
        deadline = time.monotonic() + timeout_s
        while self._requests and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        abandoned = list(self._requests)
        for task in abandoned:
            task.cancel()
        if abandoned:
            logger.warning("shutting down: %d requests still in flight after %.0f s are cancelled", len(abandoned),
                           timeout_s)
            await asyncio.wait(abandoned, timeout=5.0)
        self.check_workers.close()
        return len(abandoned)

    def _admit(self, rows: int = 1) -> Any:
        """Hold trace capacity for `rows` rows; returns the writer's reservation (None without one)."""
        if self.traces is None:
            return None
        try:
            return self.traces.reserve(rows)
        except Exception as exc:  # the writer refuses: rows must never be dropped
            logger.error("refusing request: trace spool cannot take more rows (%s)", type(exc).__name__)
            raise GateError(503, f"the trace spool is full; retry later ({exc})", code="trace_spool_full",
                            retry_after=self.limits.retry_after_s) from None

    @staticmethod
    def _release(reservation: Any) -> None:
        if reservation is not None:
            reservation.release()

    def _trace(
        self, outcome: GateOutcome, context: RequestContext, model: str | None, reservation: Any = None,
        sampling: Any = None,
    ) -> None:
        """Enqueue the request's rows with what replaying them needs: the effective policy (stored once
        by hash), the prompt template version, the models with their revisions and the sampling."""
        if self.traces is None:
            return
        gpu_seconds = self.generator_gpus * sum(a.latency_ms.get("generate", 0.0) for a in outcome.attempts) / 1000.0
        meta: dict[str, Any] = {"model": model, "trace_id": outcome.request_id, "gpu_seconds": gpu_seconds}
        if reservation is not None:
            meta["reservation"] = reservation
        route = "verify" if model == "external" else "gate"
        meta.update(route=route, policy=self.policy, sampling=sampling)
        try:
            from gate.traces.sources import models_with_revisions, prompt_version

            models = {"generator": self.model_name} if route == "gate" else {}
            model_ids = getattr(self.backends, "model_ids", None)
            if callable(model_ids):
                models.update(model_ids())
            meta["models"] = models_with_revisions(models)
            meta["prompt_version"] = prompt_version() if route == "gate" else None
        except Exception:  # metadata must never cost the request its rows
            logger.exception("trace metadata (models, prompt version) could not be computed")
        self.traces.enqueue_outcome(outcome, context, **meta)

    def readiness(self) -> dict[str, Any]:
        """What /readyz reports: 'ok', or 'degraded' with the reason (the trace writer's health)."""
        report: dict[str, Any] = {"status": "ok", "inflight": self._inflight,
                                  "max_concurrent_requests": self.limits.max_concurrent_requests}
        if self._draining:
            report["status"] = "shutting_down"
        if self.traces is not None:
            traces = self.traces.health()
            report["traces"] = traces
            if traces.get("state") != "ok" and not self._draining:
                report["status"] = "degraded"
        return report

    # -- routes -----------------------------------------------------------------------------
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
        self._check_grounded_limits(request, request.query)
        settings, attempts = self._settings(request)
        checks = self._checks(request.profile)
        with self._slot():
            # One row per attempt, plus the incident row of a blocked request.
            reservation = self._admit(attempts + 1)
            try:
                return await self._gate(request, checks, settings, attempts, reservation, conversation)
            finally:
                self._release(reservation)

    async def _gate(
        self, request: GateRequest, checks: list[Check], settings: GateSettings, attempts: int, reservation: Any,
        conversation: Conversation | None = None,
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
            self._finish("gate", _unfinished_outcome(request_id, records, "cancelled", self._cancel_reason()),
                         context, reservation, sampling)
            self._raise_if_shut_down()
            raise
        self._finish("gate", outcome, context, reservation, sampling)
        await self._open_case("gate", outcome, context)
        if outcome.status == "error":
            raise _generation_error(outcome.cause, outcome, self.limits.retry_after_s)
        if outcome.status == "passed" and generations and generations[-1].tool_calls:
            outcome.extra["tool_calls"] = generations[-1].tool_calls
        return outcome

    def _finish(
        self, route: str, outcome: GateOutcome, context: RequestContext, reservation: Any, sampling: Any = None
    ) -> None:
        self._trace(outcome, context, self.model_name if route == "gate" else "external", reservation, sampling)
        self.metrics.observe_outcome(route, outcome)

    async def verify(self, request: VerifyRequest) -> dict[str, Any]:
        """Check an answer generated elsewhere; traced as a single attempt with model 'external'.

        The body has `status` (passed / escalated / blocked) beside the verdict; the HTTP layer
        answers it with the same status codes as /v1/gate (200 / 202 / 422)."""
        self._check_grounded_limits(request, request.query, request.answer)
        checks = self._checks(request.profile, request.checks)
        with self._slot():
            reservation = self._admit(2)
            try:
                return await self._verify(request, checks, reservation)
            finally:
                self._release(reservation)

    async def _verify(self, request: VerifyRequest, checks: list[Check], reservation: Any) -> dict[str, Any]:
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
                error=self._cancel_reason() if cancelled else f"deadline: no verdict within {deadline} s",
            )
            outcome = GateOutcome(request_id, "cancelled" if cancelled else "error", None, (record,), error=record.error)
            self._finish("verify", outcome, context, reservation)
            if cancelled:
                self._raise_if_shut_down()
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
    async def _open_case(self, route: str, outcome: GateOutcome, context: RequestContext) -> None:
        """Put an escalated or blocked request in the shared review queue (every replica's desk sees it)."""
        if self.review is None or outcome.status not in ("escalated", "blocked") or not outcome.attempts:
            return
        from gate.review.store import case_from_outcome

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
        if self.traces is None:
            raise GateError(503, "overrides need a trace store; configure trace_uri", code="no_trace_store")
        if self.reject_unknown_overrides and self.limits.recent_request_ids and not self.known_request(request.request_id):
            raise GateError(
                404, f"request {request.request_id!r} is not among this gate's recent requests; an override must "
                "name a request the gate answered", param="request_id", code="unknown_request",
            )
        reservation = self._admit(1)
        try:
            return self.traces.enqueue_override(request.request_id, request.reviewer, request.verdict, request.note)
        finally:
            self._release(reservation)


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
