"""Traces: one Parquet row per attempt, plus incidents and overrides, appended to S3 or a directory.

Typical use in the ingress:

    writer = TraceWriter(TraceConfig(uri="s3://bucket/gate", spool_dir="/var/spool/gate")).start()
    reservation = writer.reserve(max_attempts + 1)   # SpoolFullError -> HTTP 503
    writer.enqueue_outcome(outcome, context, TraceMeta(route="gate", model=..., policy=policy, ...), reservation=reservation)
    reservation.release()
    writer.enqueue_override(request_id, reviewer, "disagree", note)
    writer.health()                              # {"state": "ok" | "degraded", ...} for /readyz and metrics
    writer.close()                               # graceful shutdown: flushes everything
"""

from gate.traces.schema import (
    INCIDENT_SCHEMA,
    INCIDENTS,
    OVERRIDE_SCHEMA,
    OVERRIDES,
    DEDUPE_KEYS,
    SCHEMA_VERSION,
    SCHEMAS,
    TRACE_SCHEMA,
    TRACES,
    TraceMeta,
    incident_row,
    override_row,
    query_digest,
    row_id_for,
    rows_from_outcome,
)
from gate.traces.store import LocalStore, ObjectStore, S3Settings, S3Store, TraceLocation, open_store, read_table
from gate.traces.webhook import IncidentWebhookConfig
from gate.traces.admission import RowReservation, SpoolFullError, SpoolInUseError
from gate.traces.settings import TraceConfig
from gate.traces.writer import TraceWriter, TraceWriterStats

__all__ = [
    "DEDUPE_KEYS",
    "IncidentWebhookConfig",
    "RowReservation",
    "INCIDENTS",
    "INCIDENT_SCHEMA",
    "OVERRIDES",
    "OVERRIDE_SCHEMA",
    "SCHEMAS",
    "SCHEMA_VERSION",
    "TRACES",
    "TRACE_SCHEMA",
    "TraceMeta",
    "LocalStore",
    "ObjectStore",
    "S3Settings",
    "S3Store",
    "SpoolFullError",
    "SpoolInUseError",
    "TraceConfig",
    "TraceLocation",
    "TraceWriter",
    "TraceWriterStats",
    "incident_row",
    "open_store",
    "override_row",
    "query_digest",
    "read_table",
    "row_id_for",
    "rows_from_outcome",
]
