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
"""

from __future__ import annotations

import collections
import errno
import fcntl
import itertools
import json
import logging
import os
import random
import re
import socket
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import BaseModel, ConfigDict, Field, model_validator

from checks.context import RequestContext
from checks.loop import GateOutcome
from gate.traces.schema import (
    BLOB_TABLES,
    INCIDENTS,
    OVERRIDES,
    POLICIES,
    SCHEMAS,
    SOURCES,
    TRACES,
    OverrideVerdict,
    StoreQuery,
    blob_bytes,
    blob_key,
    decode_row,
    encode_row,
    incident_row,
    new_request_uid,
    override_row,
    partition_date,
    policy_blob,
    rows_from_outcome,
    rows_to_table,
    sanitize_row,
    source_blob,
)
from gate.traces.sources import canonical_sampling, policy_document
from gate.traces.store import (
    ObjectLockMode,
    ObjectStore,
    ServerSideEncryption,
    default_endpoint_url,
    fsync_directory,
    open_store,
)
from gate.traces.webhook import IncidentPager, IncidentWebhookConfig

logger = logging.getLogger(__name__)

OPEN_SUFFIX = ".open"
SEALED_SUFFIX = ".jsonl"
REJECTED_DIR = "rejected"
OUTBOX_DIR = "outbox"
LOCK_FILE = ".lock"
_FILE_MODE = 0o600  # spool files hold answers and queries (PHI): owner only
_DIR_MODE = 0o700
_BLOB_CACHE_SIZE = 100_000
_DISK_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})
_SAFE_NAME = re.compile(r"[^A-Za-z0-9_.-]+")
_SPOOL_BATCH_ROWS = 5000  # rows serialised per write+fsync


def _default_replica_id() -> str:
    return _SAFE_NAME.sub("_", f"{socket.gethostname()}-{os.getpid()}")


class TraceConfig(BaseModel):
    """Where traces go and how the writer buffers, spools and uploads them."""

    model_config = ConfigDict(extra="forbid")

    uri: str = Field(
        description="Destination root: 's3://bucket/prefix', 'file:///abs/dir' or a plain directory path."
    )
    spool_dir: Path = Field(
        default=Path("spool"),
        description="Local directory for spool segments; one live writer per directory (it is locked).",
    )
    replica_id: str = Field(
        default_factory=_default_replica_id,
        pattern=r"^[A-Za-z0-9_.-]+$",
        description="Names this writer's objects (part-<replica_id>-<segment>.parquet); default host-pid.",
    )
    flush_rows: int = Field(default=1000, ge=1, description="Seal and upload a segment once it holds this many rows.")
    flush_interval_s: float = Field(
        default=30.0, gt=0, description="Seal and upload a non-empty segment once it is this many seconds old."
    )
    spool_sync_interval_s: float = Field(
        default=0.2,
        gt=0,
        description="How often queued rows are appended to the spool and fsynced (the window a kill can lose).",
    )
    segment_max_bytes: int = Field(
        default=32 * 1024 * 1024, ge=1024, description="Seal a segment once its file reaches this size."
    )
    max_queue_rows: int = Field(
        default=20_000, ge=1, description="Memory bound: rows waiting for the spooler; beyond it enqueue is refused."
    )
    max_spool_bytes: int = Field(
        default=1024**3,
        ge=1,
        description="Disk budget of the spool; beyond it check_capacity refuses new requests until uploads catch up.",
    )
    upload_attempts: int = Field(
        default=3, ge=1, le=20, description="Attempts per S3 call inside botocore (standard retry mode)."
    )
    backoff_initial_s: float = Field(
        default=0.5, gt=0, description="Wait after the first failed segment upload; doubles per consecutive failure."
    )
    backoff_max_s: float = Field(default=60.0, gt=0, description="Longest wait between segment upload attempts.")
    connect_timeout_s: float = Field(default=5.0, gt=0, description="S3 connect timeout per call.")
    read_timeout_s: float = Field(default=30.0, gt=0, description="S3 read timeout per call.")
    sse: ServerSideEncryption | None = Field(
        default=None, description="Server-side encryption on every put: 'AES256', 'aws:kms' or none."
    )
    kms_key_id: str | None = Field(default=None, description="KMS key for sse='aws:kms'; none uses the bucket's.")
    endpoint_url: str | None = Field(
        default_factory=default_endpoint_url,
        description="S3 endpoint (MinIO, a test server); default AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL, else AWS.",
    )
    price_per_gpu_hour: float | None = Field(
        default=None, ge=0, description="USD per GPU-hour; cost_usd = gpu_seconds x this / 3600 (null when unset)."
    )
    parquet_compression: str = Field(default="zstd", description="Parquet codec of uploaded files.")
    store_query: StoreQuery = Field(
        default="full",
        description="'full' keeps the query text in the `query` column (the audit needs it); 'hash' keeps only query_sha256.",
    )
    object_lock_mode: ObjectLockMode | None = Field(
        default=None,
        description="S3 Object Lock mode on every put ('GOVERNANCE' or 'COMPLIANCE'); the bucket must have Object Lock on.",
    )
    object_lock_retain_days: int | None = Field(
        default=None, ge=1, le=36_500, description="Retention period of every object from its upload (with object_lock_mode)."
    )
    object_legal_hold: bool = Field(default=False, description="Put every object under an S3 legal hold.")
    conditional_writes: bool = Field(
        default=True,
        description="Write with If-None-Match: * (needs only PutObject rights). False: HEAD then PUT, for servers without conditional writes (needs read rights).",
    )
    incidents: IncidentWebhookConfig | None = Field(
        default=None, description="Page a person for every blocked request (a signed webhook with a durable outbox)."
    )
    degraded_after_s: float = Field(
        default=300.0,
        gt=0,
        description="health() reports 'degraded' when the oldest row not yet uploaded is older than this.",
    )
    degraded_spool_fraction: float = Field(
        default=0.5,
        gt=0,
        le=1,
        description="health() reports 'degraded' when the spool holds more than this share of max_spool_bytes.",
    )

    @model_validator(mode="after")
    def _kms_key_needs_kms(self) -> "TraceConfig":
        if self.kms_key_id and self.sse != "aws:kms":
            raise ValueError("kms_key_id requires sse='aws:kms'")
        if (self.object_lock_mode is None) != (self.object_lock_retain_days is None):
            raise ValueError("object_lock_mode and object_lock_retain_days go together")
        return self


class SpoolInUseError(RuntimeError):
    """Another live writer holds this spool directory's lock."""


class SpoolFullError(RuntimeError):
    """Rows cannot be accepted now (queue full, spool over budget, disk full): refuse the request (503)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


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


class RowReservation:
    """Queue room held for one request's rows from admission until its outcome is enqueued.

    `TraceWriter.reserve(n)` takes the room (or raises SpoolFullError); `enqueue_outcome(...,
    reservation=r)` then never refuses the request's rows for capacity, even when the spool
    filled in between. `release()` gives back what was not used; it is idempotent, and a
    reservation is a context manager that releases on exit.
    """

    def __init__(self, writer: "TraceWriter", rows: int) -> None:
        self._writer = writer
        self.rows = rows
        self._held = rows

    @property
    def held(self) -> int:
        return self._held

    def _consume(self) -> int:
        held, self._held = self._held, 0
        return held

    def release(self) -> None:
        """Return the unused room to the writer (nothing happens the second time)."""
        self._writer._release(self._consume())

    def __enter__(self) -> "RowReservation":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()


@dataclass
class _QueuedRow:
    seq: int
    table: str
    row: dict[str, Any]
    enqueued: float  # wall-clock time.time(), for the oldest-row age


@dataclass
class _Segment:
    """A spool file: `<name>.open` while the spooler appends to it, `<name>.jsonl` once sealed."""

    name: str
    path: Path
    rows: int  # trace, incident and override rows (not the sources and policies stored with them)
    bytes: int
    min_seq: int  # the earliest enqueue sequence number in it; 0 for segments recovered from a crash
    created: float
    blobs: int = 0  # source and policy records
    oldest: float = 0.0  # wall-clock time of its oldest row (file mtime for segments left by a crash)
    sanitized: int = 0  # rows whose text had to be repaired, counted when it is converted for upload


class TraceWriter:
    """Appends trace, incident and override rows to `config.uri` without blocking the request path."""

    def __init__(self, config: TraceConfig, *, store: ObjectStore | None = None) -> None:
        self.config = config
        self._store = store
        self._spool_dir = Path(config.spool_dir)
        self._cond = threading.Condition()
        self._queue: collections.deque[_QueuedRow] = collections.deque()
        self._next_seq = 1
        self._active: _Segment | None = None
        self._active_fd: int | None = None
        self._sealed: dict[str, _Segment] = {}
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
        self._pager: IncidentPager | None = None
        self._ignored_meta_logged: set[str] = set()

    # ---------------------------------------------------------------- lifecycle

    def start(self) -> "TraceWriter":
        """Lock the spool, seal what a crash left there, and start the spooler and uploader threads."""
        if self._started:
            return self
        self._spool_dir.mkdir(mode=_DIR_MODE, parents=True, exist_ok=True)
        os.chmod(self._spool_dir, _DIR_MODE)
        self._lock_spool()
        try:
            if self._store is None:
                self._store = open_store(
                    self.config.uri,
                    endpoint_url=self.config.endpoint_url,
                    sse=self.config.sse,
                    kms_key_id=self.config.kms_key_id,
                    max_attempts=self.config.upload_attempts,
                    connect_timeout_s=self.config.connect_timeout_s,
                    read_timeout_s=self.config.read_timeout_s,
                    object_lock_mode=self.config.object_lock_mode,
                    object_lock_retain_days=self.config.object_lock_retain_days,
                    legal_hold=self.config.object_legal_hold,
                    conditional_writes=self.config.conditional_writes,
                )
            self._recover_spool()
            if self.config.incidents is not None:
                outbox = self.config.incidents.outbox_dir or self._spool_dir / OUTBOX_DIR
                self._pager = IncidentPager(self.config.incidents, outbox).start()
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
        if self._pager is not None:
            self._pager.close(timeout=max(0.0, min(5.0, deadline - time.monotonic())))
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
        return RowReservation(self, rows)

    def _release(self, rows: int) -> None:
        if rows:
            with self._cond:
                self._reserved_rows = max(0, self._reserved_rows - rows)

    def enqueue_outcome(
        self,
        outcome: GateOutcome,
        context: RequestContext,
        *,
        reservation: RowReservation | None = None,
        model: str | None = None,
        trace_id: str | None = None,
        gpu_seconds: float | None = None,
        route: str | None = None,
        models: dict[str, str] | None = None,
        sampling: Any = None,
        prompt_version: str | None = None,
        policy: Any = None,
        policy_text: str | None = None,
        error: str | None = None,
        **meta: Any,
    ) -> int:
        """Queue one row per attempt (one row for a request with none), the incident row of a blocked
        request, and the sources and policy not stored yet. Returns the trace and incident rows queued.

        Only an in-memory append. With a `reservation` it never refuses for capacity (the room was
        held at admission); without one it raises SpoolFullError (nothing queued) on a full queue.
        `policy` (a Policy) or `policy_text` (its canonical YAML) records the effective policy by
        hash and stores its text once under <uri>/policies/.
        """
        for key in meta:
            if key not in self._ignored_meta_logged:
                self._ignored_meta_logged.add(key)
                logger.warning("enqueue_outcome: unknown trace metadata %r ignored", key)
        request_uid = new_request_uid()
        blobs: list[tuple[str, dict[str, Any]]] = []
        policy_sha256 = None
        if policy_text is None and policy is not None:
            policy_text, policy_sha256 = policy_document(policy)
        if policy_text is not None:
            record = policy_blob(policy_text, policy_sha256)
            policy_sha256 = record["sha256"]
            blobs.append((POLICIES, record))
        blobs.extend((SOURCES, source_blob(source)) for source in context.sources)
        rows = [
            (TRACES, row)
            for row in rows_from_outcome(
                outcome, context, model=model, trace_id=trace_id, gpu_seconds=gpu_seconds,
                price_per_gpu_hour=self.config.price_per_gpu_hour, request_uid=request_uid, route=route,
                models=models, prompt_version=prompt_version, policy_sha256=policy_sha256,
                sampling=canonical_sampling(sampling), store_query=self.config.store_query, error=error,
            )
        ]
        ts = rows[0][1]["ts"]
        if outcome.incident_id is not None and outcome.attempts:
            rows.append((INCIDENTS, incident_row(outcome, context, ts=ts, request_uid=request_uid)))
        self._append(rows, blobs=blobs, reservation=reservation)
        return len(rows)

    def enqueue_override(
        self, request_id: str, reviewer: str, verdict: OverrideVerdict, note: str | None = None
    ) -> str:
        """Queue a reviewer's verdict on a request; returns its override_id."""
        row = override_row(request_id, reviewer, verdict, note)
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
                key = f"{table}/{blob['sha256']}"
                if key in self._known_blobs:
                    self._known_blobs.move_to_end(key)
                    continue
                self._known_blobs[key] = None
                if len(self._known_blobs) > _BLOB_CACHE_SIZE:
                    self._known_blobs.popitem(last=False)
                self._queue.append(_QueuedRow(self._next_seq, table, blob, now))
                self._next_seq += 1
            for table, row in rows:
                self._queue.append(_QueuedRow(self._next_seq, table, row, now))
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
        if self._pager is not None:
            health["incident_pages_pending"] = self._pager.pending()
            health["incident_page_failures"] = self._pager.failures
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

    # ---------------------------------------------------------------- spool files

    def _lock_spool(self) -> None:
        fd = os.open(self._spool_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, _FILE_MODE)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise SpoolInUseError(f"trace spool {self._spool_dir} is in use by another live writer") from None
        self._lock_fd = fd

    def _unlock_spool(self) -> None:
        if self._lock_fd is not None:
            fcntl.flock(self._lock_fd, fcntl.LOCK_UN)
            os.close(self._lock_fd)
            self._lock_fd = None

    def _recover_spool(self) -> None:
        """Seal segments a dead writer left open (dropping a torn last line) and register every sealed one."""
        for path in sorted(self._spool_dir.glob(f"*{OPEN_SUFFIX}")):
            _truncate_torn_tail(path)
            if path.stat().st_size == 0:
                path.unlink()
                continue
            path.rename(path.with_suffix(SEALED_SUFFIX))
        fsync_directory(self._spool_dir)
        sealed = sorted(self._spool_dir.glob(f"*{SEALED_SUFFIX}"), key=lambda p: (p.stat().st_mtime_ns, p.name))
        for path in sealed:
            stat = path.stat()
            os.chmod(path, _FILE_MODE)
            segment = _Segment(
                path.stem, path, _count_rows(path), stat.st_size, min_seq=0, created=time.monotonic(),
                oldest=stat.st_mtime,
            )
            self._sealed[segment.name] = segment
            self._spool_bytes += stat.st_size
        if sealed:
            logger.warning(
                "trace spool %s holds %d segments (%d rows) from an earlier run: uploading them first",
                self._spool_dir, len(sealed), sum(s.rows for s in self._sealed.values()),
            )

    def _spool_loop(self) -> None:
        while True:
            try:
                self._spool_until_stopped()
                return
            except Exception:  # never let the spooler die: rows stay queued, check_capacity reports the error
                logger.exception("trace spooler failed; retrying")
                with self._cond:
                    self._spool_error = "unexpected spooler error (see log)"
                    if self._stopping:
                        return
                time.sleep(self.config.spool_sync_interval_s)

    def _spool_until_stopped(self) -> None:
        """Every sync interval: write what is queued, seal when due. Returns once stopping and spooled."""
        while True:
            with self._cond:
                if not self._stopping:
                    self._cond.wait(self.config.spool_sync_interval_s)
                force_seal = self._flush_requested or self._stopping
                self._flush_requested = False
                stopping = self._stopping
            written = True
            while written:
                batch, lines = self._next_batch()
                if not batch and self._queue_has_rows():  # the next line does not fit the active segment
                    self._seal_if_due(force=False, full=True)
                    batch, lines = self._next_batch()
                if not batch:
                    break
                written = self._write_batch(batch, lines)
                if written:
                    self._seal_if_due(force=False)
            if written:
                self._seal_if_due(force=force_seal)
            if stopping:
                with self._cond:
                    leftover = len(self._queue)
                if leftover:
                    logger.error("trace writer stopping with %d rows it could not spool: they are lost", leftover)
                return

    def _seal_if_due(self, *, force: bool, full: bool = False) -> None:
        try:
            self._maybe_seal(force=force, full=full)
        except OSError as exc:
            self._record_spool_error(exc)

    def _queue_has_rows(self) -> bool:
        with self._cond:
            return bool(self._queue)

    def _next_batch(self) -> tuple[list[_QueuedRow], list[bytes]]:
        """The queued rows the active segment has room for, with their spool lines.

        A segment never holds more than `flush_rows` rows or (unless one line is larger)
        `segment_max_bytes`: however fast rows arrive, segments and their objects stay that small.
        Empty when the first queued line does not fit the active segment (seal it, then ask again);
        an empty segment takes any one line."""
        with self._cond:
            candidates = list(itertools.islice(self._queue, _SPOOL_BATCH_ROWS))
        active = self._active
        rows_room = self.config.flush_rows - (active.rows if active else 0)
        bytes_room = self.config.segment_max_bytes - (active.bytes if active else 0)
        batch: list[_QueuedRow] = []
        lines: list[bytes] = []
        for item in candidates:
            line = _spool_line(item)
            is_row = item.table not in BLOB_TABLES
            empty = not batch and (active is None or active.rows + active.blobs == 0)
            if not empty and ((is_row and rows_room <= 0) or len(line) > bytes_room):
                break
            batch.append(item)
            lines.append(line)
            rows_room -= int(is_row)
            bytes_room -= len(line)
        return batch, lines

    def _write_batch(self, batch: list[_QueuedRow], lines: list[bytes]) -> bool:
        """Append `batch` to the active segment and fsync; on failure the file is cut back and rows stay queued."""
        payload = b"".join(lines)
        table_rows = sum(1 for item in batch if item.table not in BLOB_TABLES)
        fd: int | None = None
        size_before = 0
        try:
            if self._pager is not None:  # a page is staged before its incident row is durable: never lost
                for item in batch:
                    if item.table == INCIDENTS:
                        self._pager.stage(item.row)
            if self._active is None:
                self._open_segment(batch[0].seq, batch[0].enqueued)
            elif self._active_fd is None:  # a failed seal left the segment without a descriptor
                self._active_fd = os.open(self._active.path, os.O_WRONLY | os.O_APPEND)
            assert self._active is not None and self._active_fd is not None
            fd = self._active_fd
            size_before = self._active.bytes
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        except OSError as exc:
            if fd is not None:
                try:
                    os.ftruncate(fd, size_before)  # a partial line must not precede the next batch
                except OSError:
                    logger.exception("could not cut spool segment back after a failed write")
            self._record_spool_error(exc)
            return False
        with self._cond:
            for _ in batch:
                self._queue.popleft()
            self._active.rows += table_rows
            self._active.blobs += len(batch) - table_rows
            self._active.bytes += len(payload)
            self._spool_bytes += len(payload)
            self._disk_full = False
            self._spool_error = None
        if self._pager is not None and any(item.table == INCIDENTS for item in batch):
            self._pager.notify()
        return True

    def _record_spool_error(self, exc: OSError) -> None:
        with self._cond:
            first = self._spool_error is None
            self._disk_full = exc.errno in _DISK_FULL_ERRNOS
            self._spool_error = f"{type(exc).__name__}: {exc}"
        if first:
            logger.error("trace spool write failed (%s): refusing new requests until it succeeds", exc)

    def _open_segment(self, min_seq: int, oldest: float) -> None:
        name = f"{self.config.replica_id}-{uuid.uuid4().hex}"
        path = self._spool_dir / f"{name}{OPEN_SUFFIX}"
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_EXCL, _FILE_MODE)
        try:
            fsync_directory(self._spool_dir)
        except BaseException:  # the segment never became active: no descriptor or empty file is left behind
            os.close(fd)
            path.unlink(missing_ok=True)
            raise
        self._active_fd = fd
        with self._cond:
            self._active = _Segment(name, path, 0, 0, min_seq=min_seq, created=time.monotonic(), oldest=oldest)

    def _maybe_seal(self, *, force: bool, full: bool = False) -> None:
        """Seal the active segment when forced (a flush), old enough, or full (`full`: the next line does not fit)."""
        segment = self._active
        if segment is None or segment.rows + segment.blobs == 0:
            return
        old_enough = time.monotonic() - segment.created >= self.config.flush_interval_s
        full = full or segment.rows >= self.config.flush_rows or segment.bytes >= self.config.segment_max_bytes
        if not (force or old_enough or full):
            return
        if self._active_fd is not None:
            fd, self._active_fd = self._active_fd, None  # never keep a closed descriptor's number
            os.close(fd)
        sealed_path = segment.path.with_suffix(SEALED_SUFFIX)
        segment.path.rename(sealed_path)  # on failure the segment stays active; the next write reopens it
        with self._cond:
            segment.path = sealed_path
            self._sealed[segment.name] = segment
            self._active = None
        if force:
            self._retry_now.set()  # a flush asked for this segment: try now even while backing off
        self._upload_now.set()
        fsync_directory(self._spool_dir)  # the rename's durability; a failure is reported by the caller
        with self._cond:
            if not self._queue:  # nothing failed to be written: the disk answers again (an idle writer
                self._spool_error = None  # has no write that would clear the error)
                self._disk_full = False

    # ---------------------------------------------------------------- upload

    def _upload_loop(self) -> None:
        while not self._uploader_stopping.is_set():
            try:
                self._upload_until_stopped()
            except Exception:  # never let the uploader die: segments wait in the spool
                logger.exception("trace uploader failed; restarting it")
                time.sleep(self.config.backoff_initial_s)

    def _upload_until_stopped(self) -> None:
        next_attempt = 0.0
        while not self._uploader_stopping.is_set():
            backing_off = self._consecutive_failures > 0
            self._upload_now.wait(timeout=max(0.01, next_attempt - time.monotonic()) if backing_off else 1.0)
            self._upload_now.clear()
            if self._uploader_stopping.is_set():
                return
            if backing_off and time.monotonic() < next_attempt and not self._retry_now.is_set():
                continue
            self._retry_now.clear()
            with self._cond:
                pending = list(self._sealed.values())  # oldest first: recovered segments, then in sealing order
                if not pending:
                    self._consecutive_failures = 0  # nothing left to retry
            for segment in pending:
                if self._uploader_stopping.is_set():
                    return
                try:
                    self._upload_segment(segment)
                except Exception as exc:  # network, S3 or local store errors: the segment waits and is retried
                    delay = self._register_upload_failure(segment, exc)
                    next_attempt = time.monotonic() + delay
                    break
                else:
                    with self._cond:
                        self._consecutive_failures = 0

    def _register_upload_failure(self, segment: _Segment, exc: Exception) -> float:
        with self._cond:
            self._upload_failures += 1
            self._consecutive_failures += 1
            self._last_upload_error = f"{type(exc).__name__}: {exc}"
            failures = self._consecutive_failures
        delay = min(self.config.backoff_max_s, self.config.backoff_initial_s * 2.0 ** min(failures - 1, 30))
        delay *= random.uniform(0.5, 1.0)
        logger.warning(
            "trace upload of segment %s failed (%d in a row, retrying in %.2fs): %s",
            segment.name, failures, delay, exc,
        )
        return delay

    def _upload_segment(self, segment: _Segment) -> None:
        """Upload a sealed segment as one Parquet object per (table, date), then delete it.

        Lines that cannot be stored (not JSON, not the table's schema) are set aside in
        `rejected/<segment>.jsonl` first; the segment's other rows are uploaded as usual."""
        try:
            objects, rejected = self._segment_objects(segment)
        except FileNotFoundError:
            logger.error("trace segment %s vanished from the spool before it was uploaded", segment.path)
            with self._cond:
                self._sealed.pop(segment.name, None)
                self._spool_bytes -= segment.bytes
            return
        if rejected:
            self._set_aside(segment, rejected, whole=not objects)
            if not objects:
                return
        assert self._store is not None
        written_rows = 0
        for key, (data, rows) in objects.items():
            written = self._store.put_if_absent(key, data)
            if rows == 0:  # a source or policy: content-addressed, so "already there" is the usual case
                continue
            if written:
                written_rows += rows
                with self._cond:
                    self._uploaded_objects += 1
            else:
                logger.info("trace object %s already exists (segment re-uploaded after a crash): skipped", key)
                with self._cond:
                    self._already_present_objects += 1
        segment.path.unlink(missing_ok=True)
        fsync_directory(self._spool_dir)
        with self._cond:
            self._sealed.pop(segment.name, None)
            self._spool_bytes -= segment.bytes
            self._uploaded_rows += written_rows
            self._sanitized_rows += segment.sanitized
        if segment.sanitized:
            logger.warning("trace segment %s: the text of %d row(s) was not valid Unicode and was stored repaired"
                           " (their 'sanitized' column names the columns)", segment.name, segment.sanitized)
        logger.debug("trace segment %s uploaded (%d rows in %d objects)", segment.name, segment.rows, len(objects))

    def _segment_objects(self, segment: _Segment) -> tuple[dict[str, tuple[bytes, int]], list[tuple[int, bytes, str]]]:
        """The segment's objects {key: (body, table rows)} and the lines that cannot be stored (number, line, why).

        Text that is not valid Unicode (lone surrogates) is repaired by `sanitize_row` and stored;
        a line that still does not convert is isolated, so it never holds back the other rows."""
        groups: dict[tuple[str, str], list[tuple[dict[str, Any], int, bytes]]] = collections.defaultdict(list)
        objects: dict[str, tuple[bytes, int]] = {}
        rejected: list[tuple[int, bytes, str]] = []
        with open(segment.path, "rb") as handle:
            for number, line in enumerate(handle, start=1):
                try:
                    record = json.loads(line)
                    table, body = record["t"], record["r"]
                    if table in BLOB_TABLES:  # sources and policies first: a row never precedes what it references
                        objects[blob_key(table, body["sha256"])] = (blob_bytes(table, body), 0)
                        continue
                    if table not in SCHEMAS:
                        raise KeyError(f"unknown table {table!r}")
                    row = sanitize_row(decode_row(table, body))
                    groups[(table, partition_date(row))].append((row, number, line))
                except (ValueError, KeyError, TypeError, AttributeError) as exc:
                    rejected.append((number, line, type(exc).__name__))
        for (table, date), items in sorted(groups.items()):
            rows = [row for row, _, _ in items]
            try:
                data = self._parquet(table, rows)
            except (ValueError, TypeError, pa.ArrowException):
                rows = []
                for row, number, line in items:  # one by one: only the rows that do not fit are set aside
                    try:
                        rows_to_table(table, [row])
                    except (ValueError, TypeError, pa.ArrowException) as exc:
                        rejected.append((number, line, type(exc).__name__))
                    else:
                        rows.append(row)
                if not rows:
                    continue
                data = self._parquet(table, rows)
            objects[f"{table}/date={date}/part-{segment.name}.parquet"] = (data, len(rows))
        segment.sanitized = sum(1 for items in groups.values() for row, _, _ in items if row.get("sanitized"))
        rejected.sort()
        return objects, rejected

    def _parquet(self, table: str, rows: list[dict[str, Any]]) -> bytes:
        sink = pa.BufferOutputStream()
        pq.write_table(rows_to_table(table, rows), sink, compression=self.config.parquet_compression)
        return sink.getvalue().to_pybytes()

    def _set_aside(self, segment: _Segment, rejected: list[tuple[int, bytes, str]], *, whole: bool) -> None:
        """Keep lines that cannot be stored in `rejected/` (0600, fsynced) for inspection; they are not retried.

        `whole`: nothing in the segment could be stored, so the segment file itself is moved there."""
        rejected_dir = self._spool_dir / REJECTED_DIR
        rejected_dir.mkdir(mode=_DIR_MODE, exist_ok=True)
        target = rejected_dir / f"{segment.name}{SEALED_SUFFIX}"
        if whole:
            segment.path.rename(target)
        else:  # written before the rest is uploaded: a crash in between writes the same file again
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, _FILE_MODE)
            try:
                payload = memoryview(b"".join(line if line.endswith(b"\n") else line + b"\n" for _, line, _ in rejected))
                while payload:
                    payload = payload[os.write(fd, payload):]
                os.fsync(fd)
            finally:
                os.close(fd)
        fsync_directory(rejected_dir)
        with self._cond:
            self._rejected_segments += 1
            self._rejected_rows += len(rejected)
            if whole:
                self._sealed.pop(segment.name, None)
                self._spool_bytes -= segment.bytes
        # Only line numbers and exception types: the lines themselves may hold PHI.
        logger.error(
            "trace segment %s: %d line(s) cannot be stored (%s) and were set aside in %s; %s",
            segment.name, len(rejected),
            ", ".join(f"line {n}: {why}" for n, _, why in rejected[:10]), target,
            "nothing else was in it" if whole else "its other rows are uploaded",
        )


def _spool_line(item: _QueuedRow) -> bytes:
    """One spool line: JSON with non-ASCII escaped, so any Python string (a lone surrogate too) round-trips."""
    return (json.dumps({"t": item.table, "r": encode_row(item.table, item.row)}, default=str) + "\n").encode("ascii")



def _truncate_torn_tail(path: Path) -> None:
    """Cut a segment back to its last complete line: the crash interrupted that write before its fsync."""
    data = path.read_bytes()
    keep = data.rfind(b"\n") + 1
    if keep == len(data):
        return
    logger.warning(
        "trace segment %s ends in a torn line (%d bytes, never fsynced): dropping it", path.name, len(data) - keep
    )
    with open(path, "r+b") as handle:
        handle.truncate(keep)
        handle.flush()
        os.fsync(handle.fileno())


_BLOB_LINE_PREFIXES = tuple(f'{{"t": "{table}"'.encode() for table in BLOB_TABLES)


def _count_rows(path: Path) -> int:
    """Table rows in a segment file (its source and policy records left out)."""
    with open(path, "rb") as handle:
        return sum(1 for line in handle if not line.startswith(_BLOB_LINE_PREFIXES))

