"""The trace writer: the request path appends rows in memory; background threads make them durable.

    request thread ──enqueue──▶ in-memory queue (bounded: max_queue_rows)
    spooler thread ──append + fsync──▶ spool_dir/<segment>.open (JSONL)
                   ──seal (rename) by rows, size, age or flush──▶ spool_dir/<segment>.jsonl
    uploader thread ──Parquet, put-if-absent, retries with backoff──▶ <uri>/<table>/date=…/part-<segment>.parquet
                   ──then──▶ delete the segment

Rows are never dropped: a full queue or an over-budget spool makes `reserve`/`check_capacity`
raise `SpoolFullError` at admission (the ingress answers 503), and rows enqueued with a
reservation are taken even if the spool filled since; S3 down means segments wait on disk, and a
segment left by a crash is uploaded at the next start. Text that is not valid Unicode (a lone
surrogate) is repaired to U+FFFD at upload and the row says so in `sanitized`; a line that still
cannot be stored is set aside in `rejected/` alone, and the rest of its segment is uploaded. A segment also carries the request's
passages and policy (content-addressed, uploaded before the rows that name them), and the
spooler stages each incident's page in the webhook outbox before the incident row is durable. An object's key is derived from its
segment's name, so re-uploading a segment that was uploaded just before a crash finds the key
already there and writes nothing twice. The durability point is the spool's fsync, at most
`spool_sync_interval_s` after `enqueue_*` returned; a process killed before that loses those rows.

The parts live by concern: settings (`TraceConfig`), admission (reservations, `SpoolFullError`), the spool
(files, crash recovery), the uploader (Parquet, blobs, webhook outbox, set-aside rows); this module
holds the writer itself: lifecycle, the queue, enqueueing, flush, health and stats.
"""

from __future__ import annotations

import collections
import logging
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from checks.context import RequestContext
from checks.loop import GateOutcome
from gate.traces.admission import RowReservation, SpoolFullError
from gate.traces.chain import SigningKey
from gate.traces.checkpoints import Checkpoints
from gate.traces.schema import (
    BLOB_TABLES,
    INCIDENTS,
    OVERRIDES,
    POLICIES,
    SOURCES,
    TENANT_FIELD,
    TRACES,
    OverrideVerdict,
    ReviewerKind,
    TraceMeta,
    incident_row,
    new_request_uid,
    override_row,
    policy_blob,
    rows_from_outcome,
    source_blob,
)
from gate.traces.settings import TraceConfig
from gate.traces.sources import policy_document
from gate.traces.spool import DIR_MODE, OUTBOX_DIR, QueuedRow, Segment, SpoolFiles
from gate.traces.store import ObjectStore, open_store
from gate.traces.upload import SegmentUploader
from gate.traces.webhook import IncidentPager

logger = logging.getLogger(__name__)


_BLOB_CACHE_SIZE = 100_000


@dataclass(frozen=True)
class TraceWriterStats:
    """A snapshot of the writer, for health endpoints and tests."""

    enqueued_rows: int
    queued_rows: int
    spooled_rows: int
    spool_bytes: int
    pending_segments: int
    uploaded_rows: int
    uploaded_objects: int
    already_present_objects: int
    rejected_segments: int  # segments with at least one line set aside in rejected/
    rejected_rows: int  # lines set aside (rows that could not be stored even after repair)
    sanitized_rows: int  # rows stored with text repaired (lone surrogates replaced by U+FFFD)
    upload_failures: int
    consecutive_upload_failures: int
    last_upload_error: str | None
    disk_full: bool
    spool_error: str | None


class TraceWriter(SpoolFiles, SegmentUploader):
    """Appends trace, incident and override rows to `config.uri` without blocking the request path."""

    def __init__(self, config: TraceConfig, *, store: ObjectStore | None = None) -> None:
        self.config = config
        self._store = store
        self._spool_dir = Path(config.spool_dir)
        self._cond = threading.Condition()
        self._queue: collections.deque[QueuedRow] = collections.deque()
        self._next_seq = 1
        self._active: Segment | None = None
        self._active_fd: int | None = None
        self._sealed: dict[str, Segment] = {}
        self._spool_bytes = 0
        self._flush_requested = False
        self._upload_now = threading.Event()
        self._retry_now = threading.Event()
        self._stopping = False
        self._uploader_stopping = threading.Event()
        self._started = False
        self._closed = False
        self._lock_fd: int | None = None
        self._spooler: threading.Thread | None = None
        self._uploader: threading.Thread | None = None
        self._enqueued_rows = 0
        self._uploaded_rows = 0
        self._uploaded_objects = 0
        self._already_present_objects = 0
        self._rejected_segments = 0
        self._rejected_rows = 0
        self._sanitized_rows = 0
        self._upload_failures = 0
        self._consecutive_failures = 0
        self._last_upload_error: str | None = None
        self._disk_full = False
        self._spool_error: str | None = None
        self._reserved_rows = 0
        self._known_blobs: collections.OrderedDict[str, None] = collections.OrderedDict()
        self._pagers: dict[str | None, IncidentPager] = {}  # tenant -> its pager; None: the gate's
        # The audit chain (config.audit_chain): the slot's ID and per tenant ('' the root) its head (seq, row_hash),
        # as assigned (spooler) and as durable in the spool; the uploader's checkpoints and their retry state.
        self._chain_slot = ""
        self._chain_next: dict[str, tuple[int, str]] = {}
        self._chain_durable: dict[str, tuple[int, str]] = {}
        self._signing_key: SigningKey | None = None
        self._checkpoints: Checkpoints | None = None
        self._checkpoint_failures = 0
        self._checkpoint_retry_at = 0.0
        self._last_checkpoint_error: str | None = None

    # ---------------------------------------------------------------- lifecycle

    def start(self) -> "TraceWriter":
        """Lock the spool, seal what a crash left there, and start the spooler and uploader threads."""
        if self._started:
            return self
        if self.config.audit_chain:  # a key that is given but unusable fails the start, naming its source
            self._signing_key = SigningKey.load(self.config.signing_key_file)
        self._spool_dir.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
        os.chmod(self._spool_dir, DIR_MODE)
        self._lock_spool()
        try:
            if self._store is None:
                self._store = open_store(self.config.uri, self.config.store_settings())
            self._recover_spool()
            if self.config.audit_chain:
                self._checkpoints = Checkpoints(
                    self._spool_dir, self._chain_slot, self._signing_key, self.config.checkpoint_interval_s
                ).load()
            if self.config.incidents is not None:
                outbox = self.config.incidents.outbox_dir or self._spool_dir / OUTBOX_DIR
                self._pagers[None] = IncidentPager(self.config.incidents, outbox).start()
            for tenant, webhook in self.config.tenant_incidents.items():
                outbox = webhook.outbox_dir or self._spool_dir / OUTBOX_DIR / f"tenant={tenant}"
                self._pagers[tenant] = IncidentPager(webhook, outbox).start()
        except BaseException:
            self._unlock_spool()
            raise
        self._started = True
        self._spooler = threading.Thread(target=self._spool_loop, name="trace-spooler", daemon=True)
        self._uploader = threading.Thread(target=self._upload_loop, name="trace-uploader", daemon=True)
        self._spooler.start()
        self._uploader.start()
        logger.info(
            "trace writer %s started: %s, spool %s (%d segments to upload)",
            self.config.replica_id, self._store.describe(), self._spool_dir, len(self._sealed),
        )
        return self

    def close(self, timeout: float = 30.0) -> bool:
        """Stop accepting rows, upload everything (up to `timeout`), stop the threads. True if nothing is left.

        Whatever could not be uploaded stays in the spool for the next start. An upload still in
        flight after `timeout` (plus a second) is left to finish on its daemon thread; the spool
        stays locked until it does or the process exits, and a segment it did store is recognised
        by its key at the next start.
        """
        if not self._started or self._closed:
            self._closed = True
            return True
        deadline = time.monotonic() + timeout
        with self._cond:
            self._closed = True
        flushed = self.flush(timeout)
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        assert self._spooler is not None and self._uploader is not None
        self._spooler.join()  # local disk only: writes the last queued rows and seals the segment
        self._uploader_stopping.set()
        self._upload_now.set()
        self._uploader.join(timeout=max(0.0, deadline - time.monotonic()) + 1.0)
        for pager in self._pagers.values():
            pager.close(timeout=max(0.0, min(5.0, deadline - time.monotonic())))
        if self._uploader.is_alive():
            logger.warning("trace writer closed while an upload was in flight; the spool stays locked until it ends")
        else:
            self._unlock_spool()
        stats = self.stats()
        if not flushed:
            logger.warning(
                "trace writer closed with %d rows in %d spool segments: they are uploaded at the next start",
                stats.spooled_rows, stats.pending_segments,
            )
        return flushed and stats.queued_rows == 0 and stats.spooled_rows == 0

    def __enter__(self) -> "TraceWriter":
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _pager_for(self, incident: dict[str, Any]) -> IncidentPager | None:
        """The pager of an incident row: its tenant's webhook when it has one, else the gate's (or none)."""
        return self._pagers.get(incident.get(TENANT_FIELD)) or self._pagers.get(None)

    # ---------------------------------------------------------------- request path

    def _capacity_problem(self, rows: int) -> str | None:
        """Why `rows` more rows cannot be accepted now, or None. Call with the lock held."""
        if self._closed or not self._started:
            return "trace writer is not running"
        if self._spooler is not None and not self._spooler.is_alive():
            return "trace spooler thread died"
        if self._disk_full:
            return f"trace spool disk is full ({self._spool_dir})"
        if self._spool_error is not None:
            return f"trace spool cannot be written: {self._spool_error}"
        if self._spool_bytes >= self.config.max_spool_bytes:
            return f"trace spool holds {self._spool_bytes} bytes, budget {self.config.max_spool_bytes}"
        held = len(self._queue) + self._reserved_rows
        if held + rows > self.config.max_queue_rows:
            return f"trace queue holds {len(self._queue)} rows and {self._reserved_rows} reserved, limit {self.config.max_queue_rows}"
        return None

    def check_capacity(self) -> None:
        """Raise SpoolFullError when a new request's rows might not be kept: call before accepting a request."""
        with self._cond:
            problem = self._capacity_problem(1)
        if problem:
            raise SpoolFullError(problem)

    def reserve(self, rows: int) -> RowReservation:
        """Hold queue room for a request's `rows` rows (its attempts, plus one for an incident), or raise SpoolFullError.

        Pass the reservation to `enqueue_outcome`; `release()` it when the request ends without rows."""
        if rows < 0:
            raise ValueError("rows must be >= 0")
        with self._cond:
            problem = self._capacity_problem(rows)
            if problem:
                raise SpoolFullError(problem)
            self._reserved_rows += rows
        return RowReservation(self._release, rows)

    def _release(self, rows: int) -> None:
        if rows:
            with self._cond:
                self._reserved_rows = max(0, self._reserved_rows - rows)

    def enqueue_outcome(
        self,
        outcome: GateOutcome,
        context: RequestContext,
        meta: TraceMeta = TraceMeta(),
        *,
        reservation: RowReservation | None = None,
    ) -> int:
        """Queue one row per attempt (one row for a request with none), the incident row of a blocked
        request, and the sources and policy not stored yet. Returns the trace and incident rows queued.

        Only an in-memory append. With a `reservation` it never refuses for capacity (the room was
        held at admission); without one it raises SpoolFullError (nothing queued) on a full queue.
        `meta.policy` (a Policy) records the effective policy by hash and stores its text once under
        <uri>/policies/.
        """
        request_uid = new_request_uid()
        blobs: list[tuple[str, dict[str, Any]]] = []
        if meta.policy is not None:
            blobs.append((POLICIES, policy_blob(*policy_document(meta.policy))))
        blobs.extend((SOURCES, source_blob(source)) for source in context.sources)
        if meta.tenant is not None:  # stored under the tenant's root, like its rows
            blobs = [(table, {**blob, TENANT_FIELD: meta.tenant}) for table, blob in blobs]
        rows = [
            (TRACES, row)
            for row in rows_from_outcome(
                outcome, context, meta, request_uid=request_uid, price_per_gpu_hour=self.config.price_per_gpu_hour,
                store_query=self.config.store_query,
            )
        ]
        ts = rows[0][1]["ts"]
        if outcome.incident_id is not None and outcome.attempts:
            rows.append((INCIDENTS, incident_row(outcome, context, ts=ts, request_uid=request_uid, tenant=meta.tenant)))
        self._append(rows, blobs=blobs, reservation=reservation)
        return len(rows)

    def enqueue_override(
        self, request_id: str, reviewer: str, verdict: OverrideVerdict, note: str | None = None, *,
        tenant: str | None = None, reviewer_kind: ReviewerKind | None = None,
    ) -> str:
        """Queue a reviewer's verdict on a request of `tenant` (None: the root); returns its override_id."""
        row = override_row(request_id, reviewer, verdict, note, tenant=tenant, reviewer_kind=reviewer_kind)
        self._append([(OVERRIDES, row)])
        return row["override_id"]

    def _append(
        self,
        rows: list[tuple[str, dict[str, Any]]],
        *,
        blobs: list[tuple[str, dict[str, Any]]] = (),  # type: ignore[assignment]
        reservation: RowReservation | None = None,
    ) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("trace writer is closed")
            if not self._started:
                raise RuntimeError("TraceWriter.start() was not called")
            held = reservation._consume() if reservation is not None else 0
            self._reserved_rows = max(0, self._reserved_rows - held)
            if reservation is None and len(self._queue) + self._reserved_rows + len(rows) > self.config.max_queue_rows:
                raise SpoolFullError(
                    f"trace queue full ({len(self._queue)} rows, {self._reserved_rows} reserved,"
                    f" limit {self.config.max_queue_rows})"
                )
            now = time.time()
            for table, blob in blobs:
                key = f"{blob.get(TENANT_FIELD)}/{table}/{blob['sha256']}"
                if key in self._known_blobs:
                    self._known_blobs.move_to_end(key)
                    continue
                self._known_blobs[key] = None
                if len(self._known_blobs) > _BLOB_CACHE_SIZE:
                    self._known_blobs.popitem(last=False)
                self._queue.append(QueuedRow(self._next_seq, table, blob, now))
                self._next_seq += 1
            for table, row in rows:
                self._queue.append(QueuedRow(self._next_seq, table, row, now))
                self._next_seq += 1
            self._enqueued_rows += len(rows)
            if len(self._queue) >= self.config.flush_rows:
                self._cond.notify_all()

    def health(self) -> dict[str, Any]:
        """What an operator needs before the spool fills: 'ok' or 'degraded', depth, failures, age, last error.

        Degraded when uploads are failing (S3 down, a missing bucket, no rights), the spool cannot
        be written, it is over `degraded_spool_fraction` of its budget, the oldest row waiting is
        older than `degraded_after_s`, or a thread died."""
        now = time.time()
        with self._cond:
            segments = list(self._sealed.values()) + ([self._active] if self._active else [])
            oldest = [s.oldest for s in segments if s.rows]
            if self._queue:
                oldest.append(self._queue[0].enqueued)
            age = max(0.0, now - min(oldest)) if oldest else 0.0
            spool_rows = sum(s.rows for s in segments) + sum(1 for q in self._queue if q.table not in BLOB_TABLES)
            reasons = []
            if self._consecutive_failures:
                reasons.append(f"{self._consecutive_failures} uploads failed in a row")
            if self._spool_error:
                reasons.append("spool write failed")
            if self._spool_bytes > self.config.degraded_spool_fraction * self.config.max_spool_bytes:
                reasons.append("spool over its warning level")
            if age > self.config.degraded_after_s:
                reasons.append(f"oldest row waiting {age:.0f}s")
            if self._checkpoint_failures:
                reasons.append(f"{self._checkpoint_failures} audit checkpoint writes failed in a row")
            if self._started and not self._closed:
                for thread in (self._spooler, self._uploader):
                    if thread is not None and not thread.is_alive():
                        reasons.append(f"{thread.name} died")
            last_error = self._spool_error or self._last_upload_error
            health: dict[str, Any] = {
                "state": "degraded" if reasons else "ok",
                "reasons": reasons,
                "spool_rows": spool_rows,
                "spool_bytes": self._spool_bytes,
                "spool_budget_bytes": self.config.max_spool_bytes,
                "reserved_rows": self._reserved_rows,
                "upload_failures": self._upload_failures,
                "consecutive_upload_failures": self._consecutive_failures,
                "oldest_unuploaded_age_s": age,
                "last_error": last_error,
                "rejected_rows": self._rejected_rows,  # set aside in rejected/: look at them
                "sanitized_rows": self._sanitized_rows,
            }
            if self._checkpoints is not None:
                health["audit_checkpoints_written"] = self._checkpoints.written
                health["audit_checkpoint_error"] = self._last_checkpoint_error
        if self._pagers:
            health["incident_pages_pending"] = sum(pager.pending() for pager in self._pagers.values())
            health["incident_page_failures"] = sum(pager.failures for pager in self._pagers.values())
        return health

    # ---------------------------------------------------------------- flush and stats

    def flush(self, timeout: float = 30.0) -> bool:
        """Seal and upload every row enqueued before this call; True when done within `timeout` seconds."""
        if not self._started:
            return True
        deadline = time.monotonic() + timeout
        with self._cond:
            target = self._next_seq - 1
            rejected_before = self._rejected_segments
            self._flush_requested = True
            self._cond.notify_all()
        self._retry_now.set()
        self._upload_now.set()
        while True:
            with self._cond:
                if self._flushed_up_to(target):
                    return self._rejected_segments == rejected_before
                if self._active is not None and self._active.min_seq <= target:
                    self._flush_requested = True
                    self._cond.notify_all()
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            time.sleep(min(0.02, remaining))

    def _flushed_up_to(self, target: int) -> bool:
        if self._queue and self._queue[0].seq <= target:
            return False
        if self._active is not None and self._active.min_seq <= target:
            return False
        return all(segment.min_seq > target for segment in self._sealed.values())

    def stats(self) -> TraceWriterStats:
        with self._cond:
            segments = list(self._sealed.values()) + ([self._active] if self._active else [])
            return TraceWriterStats(
                enqueued_rows=self._enqueued_rows,
                queued_rows=len(self._queue),
                spooled_rows=sum(s.rows for s in segments),
                spool_bytes=self._spool_bytes,
                pending_segments=len(segments),
                uploaded_rows=self._uploaded_rows,
                uploaded_objects=self._uploaded_objects,
                already_present_objects=self._already_present_objects,
                rejected_segments=self._rejected_segments,
                rejected_rows=self._rejected_rows,
                sanitized_rows=self._sanitized_rows,
                upload_failures=self._upload_failures,
                consecutive_upload_failures=self._consecutive_failures,
                last_upload_error=self._last_upload_error,
                disk_full=self._disk_full,
                spool_error=self._spool_error,
            )
