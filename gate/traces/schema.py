"""Trace, incident and override rows: the pyarrow schemas and the pure functions that build rows.

The trace table is the product's audit trail, so its columns are a contract: every column is
listed with its type in docs/traces.md, and a change to them bumps `SCHEMA_VERSION`. The
builders here do no I/O; `gate.traces.writer` spools and uploads what they return.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import math
import uuid
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import pyarrow as pa

from checks.context import RequestContext
from checks.loop import AttemptRecord, GateOutcome

SCHEMA_VERSION = 1
"""Version of all three tables' columns; bump it whenever a column is added, renamed or retyped."""

TRACES = "traces"
INCIDENTS = "incidents"
OVERRIDES = "overrides"
TABLES = (TRACES, INCIDENTS, OVERRIDES)

OverrideVerdict = Literal["agree", "disagree"]

_TIMESTAMP = pa.timestamp("us", tz="UTC")
_STRINGS = pa.list_(pa.string())

TRACE_SCHEMA = pa.schema(
    [
        pa.field("row_id", pa.string(), nullable=False),
        pa.field("request_id", pa.string(), nullable=False),
        pa.field("trace_id", pa.string()),
        pa.field("ts", _TIMESTAMP, nullable=False),
        pa.field("attempt", pa.int32(), nullable=False),
        pa.field("profile", pa.string(), nullable=False),
        pa.field("model", pa.string()),
        pa.field("query_sha256", pa.string(), nullable=False),
        pa.field("source_ids", _STRINGS, nullable=False),
        pa.field("temperature", pa.float64()),
        pa.field("output", pa.string(), nullable=False),
        pa.field("output_before", pa.string()),
        pa.field("output_after", pa.string()),
        pa.field("scores", pa.map_(pa.string(), pa.float64()), nullable=False),
        pa.field("failed", _STRINGS, nullable=False),
        pa.field("fired", _STRINGS, nullable=False),
        pa.field("evidence", pa.string(), nullable=False),
        pa.field("feedback_in", pa.string()),
        pa.field("feedback_out", pa.string()),
        pa.field("decision", pa.string(), nullable=False),
        pa.field("latency_ms", pa.map_(pa.string(), pa.float64()), nullable=False),
        pa.field("prompt_tokens", pa.int64()),
        pa.field("completion_tokens", pa.int64()),
        pa.field("gpu_seconds", pa.float64()),
        pa.field("cost_usd", pa.float64()),
        pa.field("judge_calls", pa.int32(), nullable=False),
        pa.field("errors", pa.map_(pa.string(), pa.string()), nullable=False),
        pa.field("status", pa.string(), nullable=False),
        pa.field("incident_id", pa.string()),
        pa.field("schema_version", pa.int32(), nullable=False),
    ]
)
"""One row per attempt. The `date` partition column comes from the object path, not the file."""

INCIDENT_SCHEMA = pa.schema(
    [
        pa.field("incident_id", pa.string(), nullable=False),
        pa.field("request_id", pa.string(), nullable=False),
        pa.field("ts", _TIMESTAMP, nullable=False),
        pa.field("profile", pa.string(), nullable=False),
        pa.field("attempt", pa.int32(), nullable=False),
        pa.field("checks", _STRINGS, nullable=False),
        pa.field("evidence", pa.string(), nullable=False),
        pa.field("schema_version", pa.int32(), nullable=False),
    ]
)
"""One row per blocked request (a hard check failed). Holds kinds, counts and offsets, never the text."""

OVERRIDE_SCHEMA = pa.schema(
    [
        pa.field("override_id", pa.string(), nullable=False),
        pa.field("request_id", pa.string(), nullable=False),
        pa.field("ts", _TIMESTAMP, nullable=False),
        pa.field("reviewer", pa.string(), nullable=False),
        pa.field("verdict", pa.string(), nullable=False),
        pa.field("note", pa.string()),
        pa.field("schema_version", pa.int32(), nullable=False),
    ]
)
"""One row per human review of a gate decision: did the reviewer agree with it?"""

SCHEMAS: dict[str, pa.Schema] = {TRACES: TRACE_SCHEMA, INCIDENTS: INCIDENT_SCHEMA, OVERRIDES: OVERRIDE_SCHEMA}
TIMESTAMP_COLUMNS: dict[str, tuple[str, ...]] = {
    name: tuple(f.name for f in schema if pa.types.is_timestamp(f.type)) for name, schema in SCHEMAS.items()
}

# Evidence detail keys that name a kind or an identifier the gate itself issued or checked
# (a source ID, a code family). Only these reach the incident table; free text never does.
_INCIDENT_DETAIL_KEYS = frozenset(
    {"kind", "type", "category", "family", "pattern", "rule", "reason", "source_id", "cited_id"}
)
# Checks whose evidence text is itself an identifier, not patient data: a fabricated citation ID.
_ID_EVIDENCE_CHECKS = frozenset({"citations"})
_MAX_ID_CHARS = 128


def row_id_for(request_id: str, attempt: int) -> str:
    """The dedupe key of a trace row: the first 32 hex digits of sha256("<request_id>\\n<attempt>")."""
    return hashlib.sha256(f"{request_id}\n{attempt}".encode()).hexdigest()[:32]


def query_digest(query: str) -> str:
    """sha256 hex digest of the UTF-8 query: lets equal questions be grouped without storing them."""
    return hashlib.sha256(query.encode("utf-8")).hexdigest()


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def to_json(value: Any) -> str:
    """Canonical JSON (sorted keys, no NaN/Infinity, which DuckDB's JSON reader rejects)."""
    return json.dumps(_json_safe(value), sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _json_safe(value: Any) -> Any:
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Mapping):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_json_safe(v) for v in value]
    if value is None or isinstance(value, (str, int, bool)):
        return value
    if isinstance(value, (dt.datetime, dt.date)):
        return value.isoformat()
    return str(value)


def _attempt_evidence(record: AttemptRecord) -> dict[str, Any]:
    """Per check with anything to say: its evidence items and its metrics (NLI scores, judge verdicts ...)."""
    out: dict[str, Any] = {}
    for result in record.results:
        entry: dict[str, Any] = {}
        if result.evidence:
            entry["evidence"] = [e.to_dict() for e in result.evidence]
        if result.metrics:
            entry["metrics"] = dict(result.metrics)
        if entry:
            out[result.name] = entry
    return out


def _judge_calls(record: AttemptRecord) -> int:
    total = 0
    for result in record.results:
        calls = result.metrics.get("judge_calls", 0)
        if isinstance(calls, (int, float)) and math.isfinite(calls):
            total += int(calls)
    return total


def _split_gpu_seconds(records: Sequence[AttemptRecord], gpu_seconds: float | None) -> list[float | None]:
    """Attribute the request's GPU-seconds to its attempts in proportion to each one's generate time."""
    if gpu_seconds is None:
        return [None] * len(records)
    weights = [max(0.0, float(r.latency_ms.get("generate", 0.0))) for r in records]
    total = sum(weights)
    if total <= 0.0:
        weights, total = [1.0] * len(records), float(len(records))
    return [gpu_seconds * w / total for w in weights]


def rows_from_outcome(
    outcome: GateOutcome,
    context: RequestContext,
    *,
    model: str | None = None,
    trace_id: str | None = None,
    gpu_seconds: float | None = None,
    price_per_gpu_hour: float | None = None,
    ts: dt.datetime | None = None,
) -> list[dict[str, Any]]:
    """One trace row per attempt of `outcome`, as plain Python values matching `TRACE_SCHEMA`.

    `model` is the fallback when an attempt's generation did not name its model. `gpu_seconds`
    is the whole request's; it is split over the attempts by generate latency, so the rows of
    a request sum to it. `ts` (default: now, UTC) is the same for every row of the request, so
    a request never straddles two date partitions.
    """
    ts = ts or utc_now()
    healed = outcome.healed
    shares = _split_gpu_seconds(outcome.attempts, gpu_seconds)
    source_ids = [source.id for source in context.sources]
    digest = query_digest(context.query)
    rows: list[dict[str, Any]] = []
    for record, gpu_share in zip(outcome.attempts, shares):
        is_final = record is outcome.final
        cost = None
        if gpu_share is not None and price_per_gpu_hour is not None:
            cost = gpu_share * price_per_gpu_hour / 3600.0
        rows.append(
            {
                "row_id": row_id_for(outcome.request_id, record.attempt),
                "request_id": outcome.request_id,
                "trace_id": trace_id,
                "ts": ts,
                "attempt": record.attempt,
                "profile": context.profile,
                "model": record.model or model,
                "query_sha256": digest,
                "source_ids": list(source_ids),
                "temperature": record.temperature,
                "output": record.output,
                "output_before": outcome.attempts[0].output if healed and is_final else None,
                "output_after": record.output if healed and is_final else None,
                "scores": {name: float(score) for name, score in record.scores.items()},
                "failed": record.failed,
                "fired": record.fired,
                "evidence": to_json(_attempt_evidence(record)),
                "feedback_in": record.feedback_in,
                "feedback_out": record.feedback_out,
                "decision": record.decision,
                "latency_ms": {stage: float(ms) for stage, ms in record.latency_ms.items()},
                "prompt_tokens": record.prompt_tokens,
                "completion_tokens": record.completion_tokens,
                "gpu_seconds": gpu_share,
                "cost_usd": cost,
                "judge_calls": _judge_calls(record),
                "errors": dict(record.errors),
                "status": outcome.status,
                "incident_id": outcome.incident_id,
                "schema_version": SCHEMA_VERSION,
            }
        )
    return rows


def _incident_check_summary(record: AttemptRecord, check_name: str) -> dict[str, Any]:
    """What a blocking check found, reduced to counts, kinds, IDs and offsets: no matched text (it may be PHI)."""
    result = next((r for r in record.results if r.name == check_name), None)
    if result is None:
        return {"count": 0}
    details: list[dict[str, Any]] = []
    for item in result.evidence:
        safe: dict[str, Any] = {k: v for k, v in item.detail.items() if k in _INCIDENT_DETAIL_KEYS}
        if item.start is not None:
            safe["start"], safe["end"] = item.start, item.end
        if check_name in _ID_EVIDENCE_CHECKS:
            safe["id"] = item.text[:_MAX_ID_CHARS]
        details.append(safe)
    summary: dict[str, Any] = {"count": len(result.evidence), "score": result.score, "items": details}
    if result.error:
        summary["error"] = result.error.split(":", 1)[0]  # the exception type, not its message
    return summary


def incident_row(outcome: GateOutcome, context: RequestContext, *, ts: dt.datetime | None = None) -> dict[str, Any]:
    """The incident row of a blocked request. Raises ValueError when `outcome` has no incident."""
    if outcome.incident_id is None:
        raise ValueError(f"request {outcome.request_id} has no incident (status {outcome.status})")
    final = outcome.final
    checks = list(outcome.blocking_checks) or final.hard_failed
    return {
        "incident_id": outcome.incident_id,
        "request_id": outcome.request_id,
        "ts": ts or utc_now(),
        "profile": context.profile,
        "attempt": final.attempt,
        "checks": checks,
        "evidence": to_json({name: _incident_check_summary(final, name) for name in checks}),
        "schema_version": SCHEMA_VERSION,
    }


def override_row(
    request_id: str,
    reviewer: str,
    verdict: OverrideVerdict,
    note: str | None = None,
    *,
    ts: dt.datetime | None = None,
    override_id: str | None = None,
) -> dict[str, Any]:
    """A reviewer's verdict on the gate's decision for `request_id`: 'agree' or 'disagree'."""
    if verdict not in ("agree", "disagree"):
        raise ValueError(f"verdict must be 'agree' or 'disagree', not {verdict!r}")
    if not request_id or not reviewer:
        raise ValueError("request_id and reviewer must not be empty")
    return {
        "override_id": override_id or uuid.uuid4().hex,
        "request_id": request_id,
        "ts": ts or utc_now(),
        "reviewer": reviewer,
        "verdict": verdict,
        "note": note,
        "schema_version": SCHEMA_VERSION,
    }


def partition_date(row: Mapping[str, Any]) -> str:
    """The `date=YYYY-MM-DD` partition value of a row: the UTC date of its `ts`."""
    ts: dt.datetime = row["ts"]
    return ts.astimezone(dt.timezone.utc).date().isoformat()


def encode_row(table: str, row: Mapping[str, Any]) -> dict[str, Any]:
    """A row as JSON-ready values (timestamps as ISO 8601) for the spool."""
    encoded = dict(row)
    for column in TIMESTAMP_COLUMNS[table]:
        value = encoded.get(column)
        if isinstance(value, dt.datetime):
            encoded[column] = value.astimezone(dt.timezone.utc).isoformat()
    return encoded


def decode_row(table: str, encoded: Mapping[str, Any]) -> dict[str, Any]:
    """Inverse of `encode_row`."""
    row = dict(encoded)
    for column in TIMESTAMP_COLUMNS[table]:
        value = row.get(column)
        if isinstance(value, str):
            row[column] = dt.datetime.fromisoformat(value)
    return row


def rows_to_table(table: str, rows: Sequence[Mapping[str, Any]]) -> pa.Table:
    """Rows (decoded) as an Arrow table with the table's schema; raises if a row does not fit it."""
    return pa.Table.from_pylist(list(rows), schema=SCHEMAS[table])
