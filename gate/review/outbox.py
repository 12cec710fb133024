"""Review cases reach the shared store from a durable local outbox, never on the request path.

    request ──stage(key, case)──▶ <outbox_dir>/<case_uid>.json (fsynced, 0600)  ── returns at once
    delivery thread ──ReviewStore.open_case, retries with backoff forever──▶ store_for(key) ──▶ delete the file

A hung S3 (it stops answering rather than refusing) held an escalated request for as long as the stall when
the case was stored inline; staged here, the request answers within its deadline and the case follows once
the store answers again. `open_case` is a conditional put under the case's own `case_uid`, so a case
delivered twice (a crash after the put, a reply lost in a stall) is stored once. At start the thread
delivers what a crash left. `key` is the tenant whose store root the case goes to (None: the store's root);
`store_for(key)` opens it.

A case is readable from the store only once delivered: `pending_case(key, request_id)` answers from the
outbox meanwhile (an in-memory index of staged files; the case itself is read from disk). `health()` says
'degraded' while deliveries fail or hang, or a case has waited longer than `degraded_after_s`.

The file writes are those of the incident pager's outbox (`gate.traces.durable`); the delivery loop is its
loop with two differences: a store call can hang for minutes, so a delivery unanswered past `stall_after_s`
counts as a timeout while it runs, and a case whose tenant no longer exists is set aside (`undeliverable/`)
instead of blocking the cases behind it.
"""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import os
import random
import re
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from gate.traces.durable import fsync_directory, replace_file

logger = logging.getLogger(__name__)

_SUFFIX = ".json"
_SAFE_NAME = re.compile(r"^[A-Za-z0-9_\-][A-Za-z0-9._:\-]{0,127}$")  # a case_uid as a file name: no leading dot
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:\-]{1,128}$")  # what the review store takes as a key segment
_DISK_FULL = frozenset({errno.ENOSPC, errno.EDQUOT})
UNDELIVERABLE_DIR = "undeliverable"


class CaseStore(Protocol):
    """What the outbox needs of a store (gate.review.store.ReviewStore)."""

    def open_case(self, case: dict[str, Any]) -> None: ...


class CaseNotStaged(RuntimeError):
    """A case could not be written to the outbox (disk full, over its budget, not writable): answer 503."""

    def __init__(self, message: str, *, full: bool) -> None:
        super().__init__(message)
        self.full = full  # the disk or the outbox's budget is full (False: the outbox cannot be written)


class CaseOutboxConfig(BaseModel):
    """Where undelivered review cases wait, and how hard the outbox tries to store them."""

    model_config = ConfigDict(extra="forbid")

    outbox_dir: Path | None = Field(
        default=None,
        description="Directory of cases not yet stored (one Gate process per directory); default <spool_dir>/case-outbox.",
    )
    backoff_initial_s: float = Field(default=0.5, gt=0, description="Wait after a failed delivery; doubles per failure.")
    backoff_max_s: float = Field(default=30.0, gt=0, description="Longest wait between attempts (cases are retried forever).")
    stall_after_s: float = Field(
        default=10.0, gt=0,
        description="A delivery unanswered this long counts as a store timeout and degrades readiness while it hangs.",
    )
    degraded_after_s: float = Field(
        default=30.0, gt=0, description="Readiness is degraded while the oldest undelivered case is older than this."
    )
    max_bytes: int = Field(
        default=1 << 30, gt=0, description="Bytes of cases the outbox may hold; beyond it `stage` refuses (503)."
    )


@dataclass(frozen=True)
class _Staged:
    key: str | None
    request_id: str
    size: int
    staged_at: float  # wall clock, from the file's mtime after a restart


class CaseOutbox:
    """The outbox of review cases and the thread that stores them."""

    def __init__(self, outbox_dir: str | os.PathLike[str], store_for: Callable[[str | None], CaseStore],
                 config: CaseOutboxConfig | None = None) -> None:
        self.config = config or CaseOutboxConfig()
        self.outbox_dir = Path(outbox_dir)
        self.store_for = store_for
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._staged: dict[str, _Staged] = {}  # file name -> what it holds
        self._by_request: dict[tuple[str | None, str], set[str]] = {}
        self._bytes = 0
        self._retry_at = 0.0
        self._flushing = False
        self._delivering: tuple[str, float] | None = None  # file name, monotonic start
        self._delivery_timed_out = False
        self.delivered = 0
        self.failures = 0
        self.consecutive_failures = 0
        self.timeouts = 0
        self.undeliverable = 0
        self.last_error: str | None = None
        self._stage_error: str | None = None
        self._stagers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="case-stage")
        self.outbox_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.chmod(self.outbox_dir, 0o700)
        self._load()

    # -- life ---------------------------------------------------------------------------------
    def start(self) -> "CaseOutbox":
        self._thread = threading.Thread(target=self._run, name="case-outbox", daemon=True)
        self._thread.start()
        if self._staged:
            logger.warning("case outbox %s holds %d undelivered review cases: storing them", self.outbox_dir,
                           len(self._staged))
        return self

    def close(self, timeout: float = 5.0) -> None:
        """Try to store what is staged for up to `timeout` seconds, then stop; the rest waits in the outbox."""
        deadline = time.monotonic() + timeout
        self._flushing = True
        if self._thread is not None and self._thread.is_alive():
            while self.pending() and time.monotonic() < deadline:
                self._wake.set()
                time.sleep(0.05)
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=max(0.1, deadline - time.monotonic()))
        self._stagers.shutdown(wait=False)
        if self.pending():
            logger.warning("case outbox closed with %d review cases not stored (kept in %s)", self.pending(),
                           self.outbox_dir)

    # -- the request side ---------------------------------------------------------------------
    def stage(self, key: str | None, case: dict[str, Any]) -> None:
        """Write `case` (for the store of tenant `key`; None: the root) to the outbox durably and return.

        No network: a local fsynced write. Raises CaseNotStaged when the disk is full, the outbox is over
        `max_bytes` or cannot be written, so the caller answers 503 instead of reporting a status whose
        case would be lost; ValueError for a case without a usable `case_uid` or `request_id`."""
        name = _file_name(case)
        request_id = case["request_id"]
        if not isinstance(request_id, str) or not _REQUEST_ID.match(request_id) or request_id in (".", ".."):
            raise ValueError(f"not a request ID: {request_id!r}")
        data = json.dumps({"key": key, "case": case}, sort_keys=True).encode("ascii")  # ASCII: lone surrogates survive
        with self._lock:
            if self._bytes + len(data) > self.config.max_bytes and name not in self._staged:
                self._stage_error = f"outbox over its budget of {self.config.max_bytes} bytes"
                raise CaseNotStaged(f"review case outbox is full ({self._bytes} bytes staged, budget "
                                    f"{self.config.max_bytes}); the store has not answered", full=True)
        try:
            replace_file(self.outbox_dir / name, data)
        except OSError as exc:
            disk_full = exc.errno in _DISK_FULL
            with self._lock:
                self._stage_error = f"{type(exc).__name__}: {exc}"
            logger.error("review case of request %s not staged (%s)", request_id, exc.strerror or type(exc).__name__)
            raise CaseNotStaged(f"review case outbox {'disk is full' if disk_full else 'cannot be written'}: "
                                f"{exc.strerror or exc}", full=disk_full) from exc
        with self._lock:
            self._stage_error = None
            self._index(name, _Staged(key, request_id, len(data), time.time()))
        self._wake.set()

    async def stage_async(self, key: str | None, case: dict[str, Any]) -> None:
        """`stage` from the event loop, on the outbox's own threads: never queued behind store calls hung in
        the loop's default executor (`asyncio.to_thread`), which a stalled store can fill."""
        await asyncio.wrap_future(self._stagers.submit(self.stage, key, case))

    def pending_case(self, key: str | None, request_id: str) -> dict[str, Any] | None:
        """The latest case of `request_id` (tenant `key`) still waiting in the outbox, or None (never staged
        here, or already in the store: look there)."""
        with self._lock:
            names = sorted(self._by_request.get((key, request_id), ()))
        if not names:
            return None
        try:
            return json.loads((self.outbox_dir / names[-1]).read_bytes())["case"]
        except FileNotFoundError:  # stored meanwhile
            return None

    def pending(self) -> int:
        with self._lock:
            return len(self._staged)

    def notify(self) -> None:
        self._wake.set()

    def health(self) -> dict[str, Any]:
        """'ok' or 'degraded' with the reasons: deliveries failing or hung, a case waiting too long, the outbox
        not writable or over its budget, the delivery thread dead."""
        now_wall, now = time.time(), time.monotonic()
        with self._lock:
            self._check_stall(now)
            delivering_s = None if self._delivering is None else now - self._delivering[1]
            oldest = min((s.staged_at for s in self._staged.values()), default=None)
            age = 0.0 if oldest is None else max(0.0, now_wall - oldest)
            reasons = []
            if self.consecutive_failures:
                reasons.append(f"{self.consecutive_failures} case deliveries failed in a row")
            if delivering_s is not None and delivering_s > self.config.stall_after_s:
                reasons.append(f"the store has not answered a case delivery for {delivering_s:.0f}s")
            if age > self.config.degraded_after_s:
                reasons.append(f"oldest undelivered case waiting {age:.0f}s")
            if self._stage_error:
                reasons.append(f"cases cannot be staged ({self._stage_error})")
            if self._thread is not None and not self._thread.is_alive() and not self._stop.is_set():
                reasons.append("case-outbox thread died")
            return {
                "state": "degraded" if reasons else "ok",
                "reasons": reasons,
                "pending_cases": len(self._staged),
                "pending_bytes": self._bytes,
                "budget_bytes": self.config.max_bytes,
                "oldest_pending_age_s": age,
                "delivering_for_s": delivering_s,
                "delivered": self.delivered,
                "failures": self.failures,
                "consecutive_failures": self.consecutive_failures,
                "timeouts": self.timeouts,
                "undeliverable": self.undeliverable,
                "last_error": self.last_error,
            }

    # -- index ----------------------------------------------------------------------------------
    def _index(self, name: str, staged: _Staged) -> None:
        previous = self._staged.get(name)
        if previous is not None:
            self._bytes -= previous.size
        self._staged[name] = staged
        self._bytes += staged.size
        self._by_request.setdefault((staged.key, staged.request_id), set()).add(name)

    def _unindex(self, name: str) -> None:
        staged = self._staged.pop(name, None)
        if staged is None:
            return
        self._bytes -= staged.size
        names = self._by_request.get((staged.key, staged.request_id))
        if names is not None:
            names.discard(name)
            if not names:
                del self._by_request[(staged.key, staged.request_id)]

    def _load(self) -> None:
        """Index what a previous process left; a temp file of an interrupted write is removed."""
        for path in sorted(self.outbox_dir.iterdir()):
            if path.name.startswith(".") and path.name.endswith(".tmp"):
                path.unlink(missing_ok=True)
                continue
            if not path.name.endswith(_SUFFIX) or not path.is_file():
                continue
            try:
                data = path.read_bytes()
                entry = json.loads(data)
                key, request_id = entry["key"], entry["case"]["request_id"]
            except (ValueError, KeyError, TypeError) as exc:
                self._set_aside(path, f"unreadable ({type(exc).__name__})")
                continue
            self._index(path.name, _Staged(key, request_id, len(data), path.stat().st_mtime))

    # -- delivery -------------------------------------------------------------------------------
    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.clear()
            if time.monotonic() < self._retry_at and not self._flushing:
                self._stop.wait(timeout=0.2)  # backing off: a newly staged case does not cut the wait short
                continue
            with self._lock:
                names = sorted(self._staged)  # case_uid begins with the time: oldest first
            for name in names:
                if self._stop.is_set():
                    return
                if not self._deliver(name):
                    break
            else:
                self._wake.wait(timeout=1.0)

    def _deliver(self, name: str) -> bool:
        """Store one staged case; False when the store failed (the loop backs off)."""
        path = self.outbox_dir / name
        with self._lock:
            staged = self._staged.get(name)
        if staged is None:
            return True
        try:
            case = json.loads(path.read_bytes())["case"]
        except FileNotFoundError:
            with self._lock:
                self._unindex(name)
            return True
        try:
            store = self.store_for(staged.key)
        except LookupError as exc:  # the tenant is gone: never blocks the cases behind it
            self._set_aside(path, f"no store for tenant {staged.key!r} ({exc})")
            return True
        started = time.monotonic()
        with self._lock:
            self._delivering, self._delivery_timed_out = (name, started), False
        try:
            store.open_case(case)
        except Exception as exc:  # store down, hung then timed out, no rights: the case stays and is retried
            self._failed(name, exc, started)
            return False
        finally:
            with self._lock:
                self._check_stall(time.monotonic())
                self._delivering = None
        path.unlink(missing_ok=True)
        fsync_directory(self.outbox_dir)
        with self._lock:
            self._unindex(name)
            self.delivered += 1
            self._stage_error = None  # room was made
            self.consecutive_failures = 0
            self._retry_at = 0.0
        logger.info("review case of request %s stored", staged.request_id)
        return True

    def _failed(self, name: str, exc: Exception, started: float) -> None:
        with self._lock:
            if "timeout" in type(exc).__name__.lower() and not self._delivery_timed_out:
                self._delivery_timed_out = True
                self.timeouts += 1
            self.failures += 1
            self.consecutive_failures += 1
            self.last_error = f"{type(exc).__name__}: {exc}"
            delay = min(self.config.backoff_max_s,
                        self.config.backoff_initial_s * 2.0 ** min(self.consecutive_failures - 1, 20))
            delay *= random.uniform(0.5, 1.0)
            if self._flushing:
                delay = min(delay, 0.2)
            self._retry_at = time.monotonic() + delay
        logger.warning("review case %s not stored after %.1fs (%s); retrying in %.2fs", name,
                       time.monotonic() - started, type(exc).__name__, delay)

    def _check_stall(self, now: float) -> None:
        """Count the running delivery as a timeout once it is unanswered past `stall_after_s` (lock held)."""
        if self._delivering is not None and not self._delivery_timed_out \
                and now - self._delivering[1] > self.config.stall_after_s:
            self._delivery_timed_out = True
            self.timeouts += 1
            self.last_error = f"the store did not answer a case delivery within {self.config.stall_after_s:g}s"

    def _set_aside(self, path: Path, why: str) -> None:
        aside = self.outbox_dir / UNDELIVERABLE_DIR
        aside.mkdir(mode=0o700, exist_ok=True)
        try:
            os.replace(path, aside / path.name)
            fsync_directory(self.outbox_dir)
        except FileNotFoundError:
            pass
        with self._lock:
            self._unindex(path.name)
            self.undeliverable += 1
        logger.error("review case file %s set aside in %s: %s", path.name, aside, why)


def _file_name(case: dict[str, Any]) -> str:
    case_uid = case.get("case_uid")
    if not isinstance(case_uid, str) or not _SAFE_NAME.match(case_uid):
        raise ValueError(f"not a case_uid: {case_uid!r}")
    return f"{case_uid}{_SUFFIX}"


def start_case_outbox(store_for: Callable[[str | None], CaseStore], spool_dir: str | os.PathLike[str],
                      config: CaseOutboxConfig | None = None) -> CaseOutbox:
    """A running outbox in `config.outbox_dir`, default `<spool_dir>/case-outbox`."""
    config = config or CaseOutboxConfig()
    outbox_dir = Path(config.outbox_dir) if config.outbox_dir else Path(spool_dir) / "case-outbox"
    return CaseOutbox(outbox_dir, store_for, config).start()
