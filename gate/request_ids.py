"""A caller's request ID is unique per tenant: the same ID and body again is a retry, another body a conflict.

The README tells clients to retry a 503 with the same `request_id`. So when a tenant sends an ID it sent before:
- with the same body (same route, same fields: `body_digest`), it is a retry: a request that reached a decision
  (passed, blocked, escalated) is answered with the response recorded for it, and nothing runs again; one that
  ended without a decision (503) runs again;
- with another body, it is refused with 409 `request_id_conflict`: two requests are never merged under one ID.
Another tenant's use of the same ID is another request (its objects live under its own root).

Claims are kept in two places: this replica's memory (bounded, least recently used dropped first) and, when the
gate has a store, `request_ids/<request_id>/claim.json` and `.../response.json` under the tenant's root, written
with put-if-absent, so every replica sees them. Each store call has a time budget: a store that does not answer
in time is logged and counted (`stats`), and the request goes on with this replica's memory only, because a
stalled store must not stall the gate (the answer is verified either way; only a conflicting reuse of an ID
through another replica goes unnoticed while the store is away).
"""

from __future__ import annotations

import enum
import hashlib
import json
import logging
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from gate.review.bounded import BoundedStoreCalls, StoreCallTimeout
from gate.traces.store import ObjectStore

logger = logging.getLogger(__name__)

CLAIMS_PREFIX = "request_ids"


def body_digest(route: str, body: Any) -> str:
    """The identity of a request's content: sha256 of its route and its fields as canonical JSON (the request ID
    itself left out)."""
    fields = body.model_dump(mode="json", exclude={"request_id"}) if hasattr(body, "model_dump") else body
    canonical = json.dumps({"route": route, "body": fields}, sort_keys=True, separators=(",", ":"),
                           ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8", "surrogatepass")).hexdigest()


class ClaimState(enum.Enum):
    NEW = "new"  # first use of the ID (or a retry of one that ended without a decision): run it
    REPLAY = "replay"  # a retry of a request that reached a decision: answer with its recorded response
    CONFLICT = "conflict"  # the ID was used with another body: 409


@dataclass(frozen=True)
class Claim:
    state: ClaimState
    response: dict[str, Any] | None = None  # REPLAY: {"status_code": int, "body": dict}


@dataclass
class _Known:
    digest: str
    response: dict[str, Any] | None = None


class RequestClaims:
    """Claims of (tenant, request ID) on this replica and in the tenant's store."""

    def __init__(self, capacity: int = 10_000, store_calls: BoundedStoreCalls | None = None) -> None:
        self.capacity = capacity
        self.store_calls = store_calls or BoundedStoreCalls()
        self._known: OrderedDict[tuple[str, str], _Known] = OrderedDict()
        self.store_timeouts = 0
        self.store_errors = 0

    def _remember(self, key: tuple[str, str], known: _Known) -> None:
        self._known[key] = known
        self._known.move_to_end(key)
        while len(self._known) > self.capacity:
            self._known.popitem(last=False)

    async def claim(self, store: ObjectStore | None, tenant: str, request_id: str, digest: str) -> Claim:
        """Claim `request_id` for a body whose digest is `digest`; what to do with the request."""
        key = (tenant, request_id)
        known = self._known.get(key)
        if known is not None:
            self._known.move_to_end(key)
            if known.digest != digest:
                return Claim(ClaimState.CONFLICT)
            if known.response is not None:
                return Claim(ClaimState.REPLAY, known.response)
        if store is not None:
            found = await self._bounded(self._claim_in_store, store, request_id, digest)
            if found is not None:
                stored_digest, response = found
                if stored_digest != digest:
                    return Claim(ClaimState.CONFLICT)
                if response is not None:
                    self._remember(key, _Known(digest, response))
                    return Claim(ClaimState.REPLAY, response)
        self._remember(key, _Known(digest))
        return Claim(ClaimState.NEW)

    async def record(self, store: ObjectStore | None, tenant: str, request_id: str, digest: str,
                     status_code: int, body: dict[str, Any]) -> dict[str, Any]:
        """Record the response of a request that reached a decision; the response to send, which is the one
        recorded first when another replica answered the same retry meanwhile."""
        response = {"status_code": status_code, "body": body}
        if store is not None:
            first = await self._bounded(self._record_in_store, store, request_id, response)
            if first is not None:
                response = first
        self._remember((tenant, request_id), _Known(digest, response))
        return response

    async def _bounded(self, call: Any, *args: Any) -> Any:
        try:
            return await self.store_calls.run(call, *args, what="request ID claim")
        except StoreCallTimeout:
            self.store_timeouts += 1
            logger.warning("request ID store call got no answer in time; going on with this replica's memory")
        except Exception as exc:  # noqa: BLE001 - the store's failure must not fail the request
            self.store_errors += 1
            logger.warning("request ID store call failed (%s); going on with this replica's memory",
                           type(exc).__name__)
        return None

    @staticmethod
    def _claim_in_store(store: ObjectStore, request_id: str, digest: str) -> tuple[str, dict[str, Any] | None]:
        """(the digest the ID is claimed with, its recorded response or None); claims it when nobody had."""
        base = f"{CLAIMS_PREFIX}/{request_id}"
        if store.put_if_absent(f"{base}/claim.json", json.dumps({"digest": digest}).encode()):
            return digest, None
        claimed = json.loads(store.get(f"{base}/claim.json"))["digest"]
        if claimed != digest:
            return claimed, None
        try:
            return claimed, json.loads(store.get(f"{base}/response.json"))
        except Exception as exc:  # noqa: BLE001 - no response recorded (yet): the request runs again
            if _missing(exc):
                return claimed, None
            raise

    @staticmethod
    def _record_in_store(store: ObjectStore, request_id: str, response: dict[str, Any]) -> dict[str, Any]:
        key = f"{CLAIMS_PREFIX}/{request_id}/response.json"
        data = json.dumps(response, sort_keys=True, ensure_ascii=False).encode("utf-8", "surrogatepass")
        if store.put_if_absent(key, data):
            return response
        return json.loads(store.get(key))

    def stats(self) -> dict[str, int]:
        return {"request_id_store_timeouts": self.store_timeouts, "request_id_store_errors": self.store_errors}


def _missing(exc: Exception) -> bool:
    """Whether `exc` says the key does not exist (a directory store's FileNotFoundError, S3's NoSuchKey)."""
    if isinstance(exc, (FileNotFoundError, KeyError)):
        return True
    text = f"{type(exc).__name__} {exc}"
    return "NoSuchKey" in text or "404" in text
