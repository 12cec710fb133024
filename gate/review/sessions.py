"""Desk sessions that end at sign-out on every Gate replica: one write-once revocation marker per session.

    <root>/review/sessions/revoked/<session_id>/revoked.json   written at sign-out (who, when, cookie expiry)

A session cookie (gate.review.auth) names a random session ID under the reviewer's HMAC. Replicas
share nothing but the trace store, so sign-out writes the session's marker there and every desk
request that comes with a cookie asks the store whether that marker exists: one LIST of the
session's own prefix (a constant cost however many sessions have ended; LIST because a local
directory and S3 answer it alike, and a missing key is not an error). The marker is never
overwritten (`put_if_absent`), so Object Lock and write-once buckets are fine; markers may be
deleted once `expiry` has passed (the cookie is refused by its own expiry then), and need not be.

Only revocations are remembered in memory: the replica that ended a session refuses its cookie
without asking the store again; a live session is never cached, so another replica refuses an
ended session from its next request on (no cross-replica window beyond the store's own
read-after-write consistency, which S3 gives for LIST). A store that cannot be reached raises
`SessionStoreUnavailable`: the caller refuses the request (fail closed), never accepts it.

Sessions live at the trace root, not under a tenant: a reviewer may work for several tenants.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import threading
import time
from typing import Any

from gate.review.auth import SESSION_ID
from gate.traces.store import ObjectStore

logger = logging.getLogger(__name__)

SESSIONS_PREFIX = "review/sessions/revoked"
_MEMORY_LIMIT = 10_000  # revoked sessions remembered per replica; the rest are asked of the store


class SessionStoreUnavailable(RuntimeError):
    """The session store could not be read or written: the session cannot be checked (or ended) now."""


class ReviewSessions:
    """Ended desk sessions, shared by every replica through `store` (the trace root's ObjectStore)."""

    def __init__(self, store: ObjectStore) -> None:
        self.store = store
        self._revoked: dict[str, int] = {}  # session ID -> cookie expiry (epoch s)
        self._lock = threading.Lock()

    @staticmethod
    def _prefix(session_id: str) -> str:
        if not SESSION_ID.match(session_id):
            raise ValueError("not a session ID")
        return f"{SESSIONS_PREFIX}/{session_id}/"

    def _remember(self, session_id: str, expiry: int) -> None:
        with self._lock:
            if len(self._revoked) >= _MEMORY_LIMIT:
                now = time.time()
                self._revoked = {s: e for s, e in self._revoked.items() if e >= now}
                while len(self._revoked) >= _MEMORY_LIMIT:  # forget the oldest: the store still knows them
                    self._revoked.pop(next(iter(self._revoked)))
            self._revoked[session_id] = expiry

    def is_revoked(self, session_id: str) -> bool:
        """Whether the session was ended on any replica. Raises SessionStoreUnavailable when the store
        cannot say (the caller must then refuse the request)."""
        prefix = self._prefix(session_id)
        with self._lock:
            if session_id in self._revoked:
                return True
        try:
            keys = self.store.list_keys(prefix)
        except Exception as exc:
            logger.error("review sessions: the store could not be read (%s)", type(exc).__name__)
            raise SessionStoreUnavailable(f"{type(exc).__name__}: {exc}") from exc
        return bool(keys)

    def revoke(self, session_id: str, reviewer: str, expiry: int) -> None:
        """End the session everywhere: write its marker (once; ending it again is a no-op). This replica
        refuses it at once, even when the write fails (then SessionStoreUnavailable: other replicas may
        still accept it, and the reviewer is told to sign out again)."""
        prefix = self._prefix(session_id)
        self._remember(session_id, expiry)
        record: dict[str, Any] = {
            "session_id": session_id,
            "reviewer": reviewer,
            "revoked_at": dt.datetime.now(dt.timezone.utc).isoformat(),
            "expiry": dt.datetime.fromtimestamp(expiry, dt.timezone.utc).isoformat(),
        }
        try:
            written = self.store.put_if_absent(f"{prefix}revoked.json", json.dumps(record, sort_keys=True).encode())
        except Exception as exc:
            logger.error("review sessions: a sign-out could not be recorded (%s)", type(exc).__name__)
            raise SessionStoreUnavailable(f"{type(exc).__name__}: {exc}") from exc
        if not written:
            logger.info("review sessions: session of %s was already ended", reviewer)

    def describe(self) -> str:
        return f"{self.store.describe()}/{SESSIONS_PREFIX}"


def sessions_beside(review: Any) -> ReviewSessions | None:
    """Sessions on the object store of a review queue (`ReviewStore.store`), or None without one.

    A stopgap for apps built without `sessions=`: with tenants a review queue lives under a tenant's
    root, and sessions belong at the trace root."""
    store = getattr(review, "store", None)
    return ReviewSessions(store) if isinstance(store, ObjectStore) else None
