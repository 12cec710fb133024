"""Bounds on every request: the configured limits, and the checks that refuse a body over them (413 naming the field).

Sizes are UTF-8 bytes, so a limit means the same for every script; the time and concurrency bounds are
enforced where the work runs (`gate.service`, `gate.inflight`) and the body and header bounds by the
middleware (`gate.middleware`); a tenant's requests per minute by `TenantRateLimiter`.
"""

from __future__ import annotations

import collections
import math
import time
from collections.abc import Callable, Sequence

from pydantic import BaseModel, ConfigDict, Field

from gate.api import ChatMessage, GateRequest, VerifyRequest
from gate.errors import GateError


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
    store_call_timeout_s: float = Field(
        default=5.0, gt=0,
        description="Longest one trace-store call on a request's path may take (request ID claims, status and "
        "override lookups): past it a lookup answers 503 store_unavailable, and a claim goes on with the replica's "
        "memory; /readyz then reports the store degraded.",
    )
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


def too_large(param: str, message: str) -> GateError:
    """The 413 of a field over its limit."""
    return GateError(413, message, param=param, code="too_large")


def check_grounded_limits(limits: InputLimits, request: GateRequest | VerifyRequest, answer: str | None = None) -> None:
    """Refuse (413 naming the field) a request whose query, sources, labels, allow-lists or `answer` are over `limits`."""
    if utf8_bytes(request.query) > limits.max_query_bytes:
        raise too_large("query", f"query is longer than {limits.max_query_bytes} bytes")
    sources = request.sources
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
    if request.document is not None and utf8_bytes(request.document) > limits.max_label_bytes:
        raise too_large("document", f"document is longer than {limits.max_label_bytes} bytes")
    for name, values in (("allowed_identifiers", request.allowed_identifiers), ("reference_codes", request.reference_codes)):
        values = values or []
        if len(values) > limits.max_identifiers:
            raise too_large(name, f"at most {limits.max_identifiers} {name} are allowed, got {len(values)}")
        for index, value in enumerate(values):
            if utf8_bytes(value) > limits.max_identifier_bytes:
                raise too_large(f"{name}.{index}", f"{name}[{index}] is longer than {limits.max_identifier_bytes} bytes")
    if answer is not None and utf8_bytes(answer) > limits.max_answer_bytes:
        raise too_large("answer", f"answer is longer than {limits.max_answer_bytes} bytes")


def check_chat_limits(limits: InputLimits, messages: Sequence[ChatMessage]) -> None:
    """Refuse (413 naming the field) a chat body with too many messages or a message's text over `limits`."""
    if len(messages) > limits.max_messages:
        raise too_large("messages", f"at most {limits.max_messages} messages are allowed, got {len(messages)}")
    for index, message in enumerate(messages):
        if utf8_bytes(message.text()) > limits.max_message_bytes:
            raise too_large(f"messages.{index}.content", f"messages[{index}] is longer than {limits.max_message_bytes} bytes")


class TenantRateLimiter:
    """Requests per minute per tenant on this replica: a sliding window of start times (bounded by the limit)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._starts: dict[str, collections.deque[float]] = {}

    def admit(self, tenant: str, per_minute: int | None) -> None:
        """Count a request of `tenant`, or raise 429 rate_limited (Retry-After: when the oldest start leaves the
        window) when it already started `per_minute` requests in the last 60 s."""
        if per_minute is None:
            return
        now = self.clock()
        starts = self._starts.setdefault(tenant, collections.deque())
        while starts and starts[0] <= now - 60.0:
            starts.popleft()
        if len(starts) >= per_minute:
            wait = max(1, math.ceil(starts[0] + 60.0 - now))
            raise GateError(429, f"tenant {tenant!r} may start {per_minute} requests per minute; retry in {wait} s",
                            code="rate_limited", retry_after=wait)
        starts.append(now)
