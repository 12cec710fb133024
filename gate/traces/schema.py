"""Trace, incident and override rows: the pyarrow schemas and the pure functions that build rows.

The trace table is the product's audit trail, so its columns are a contract: every column is
listed with its type in docs/traces.md, and a change to them bumps `SCHEMA_VERSION`. The
builders here do no I/O; `gate.traces.writer` spools and uploads what they return.
"""

from __future__ import annotations

import datetime as dt
import functools
import hashlib
import json
import math
import re
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import pyarrow as pa
from pydantic import BaseModel

from checks.base import Check
from checks.context import RequestContext, Source
from checks.loop import AttemptRecord, GateOutcome
from checks.policy import Policy
from checks.registry import check_class
from gate.traces.sources import canonical_sampling, policy_document

SCHEMA_VERSION = 4
"""Version of all three tables' columns; bump it whenever a column is added, renamed or retyped.

v4 (over v3): the audit chain's `chain_slot`, `chain_seq`, `prev_hash` and `row_hash` in all three tables
(`gate/traces/chain.py`; docs/traces.md, "The audit chain"): set by the spooler, in spool order per tenant
and writer slot. Null in older rows, and in rows of a writer with `audit_chain: false`. Also `released_chars`
in `traces`: the characters of the attempt a sentence-mode stream released to the client (null when buffered).

v3 (over v2): `tenant` in all three tables (the tenant whose API key made the request; null in a gate
without API keys and in older rows), and `reviewer_kind` in `overrides` ('reviewer' for a person signed
in with a reviewer key, 'service' for a tenant's API key allowed to post overrides; null in older rows).
The rows of a tenant are stored under `<uri>/tenant=<name>/`; older rows stay where they were.

v2 (over v1): `request_uid` (the server's ID of an accepted request, part of the dedupe key),
`route`, `query`, `source_sha256`, `document`, `allowed_identifiers`, `reference_codes`,
`sampling`, `models`, `prompt_version`, `policy_sha256`, `error`, and in all three tables
`sanitized` (the columns whose text the writer had to repair); `output` may be null (a request
that ended before its first answer); phi and groundedness evidence hold offsets and hashes
instead of text. Readers (`read_table`) fill the v2 columns of v1 rows (see docs/traces.md).
"""

TRACES = "traces"
INCIDENTS = "incidents"
OVERRIDES = "overrides"
TABLES = (TRACES, INCIDENTS, OVERRIDES)
SOURCES = "sources"
POLICIES = "policies"
BLOB_TABLES = (SOURCES, POLICIES)
"""Content-addressed objects, stored once each under `<uri>/sources/` and `<uri>/policies/`."""
TENANT_FIELD = "tenant"
"""The column (and a spooled blob's field) naming the tenant whose root an object goes under; None: the root."""


def tenant_prefix(tenant: str | None) -> str:
    """The key prefix of a tenant's objects in the store (`tenant=<name>/`; the root's is empty)."""
    return f"tenant={tenant}/" if tenant else ""

ROUTES = ("gate", "verify", "chat")

OverrideVerdict = Literal["agree", "disagree"]
ReviewerKind = Literal["reviewer", "service"]

_TIMESTAMP = pa.timestamp("us", tz="UTC")
_STRINGS = pa.list_(pa.string())

TRACE_SCHEMA = pa.schema(
    [
        pa.field("row_id", pa.string(), nullable=False),
        pa.field("request_id", pa.string(), nullable=False),
        pa.field("request_uid", pa.string()),
        pa.field("trace_id", pa.string()),
        pa.field("route", pa.string()),
        pa.field("tenant", pa.string()),
        pa.field("ts", _TIMESTAMP, nullable=False),
        pa.field("attempt", pa.int32(), nullable=False),
        pa.field("profile", pa.string(), nullable=False),
        pa.field("model", pa.string()),
        pa.field("models", pa.map_(pa.string(), pa.string())),
        pa.field("prompt_version", pa.string()),
        pa.field("policy_sha256", pa.string()),
        pa.field("sampling", pa.string()),
        pa.field("query", pa.string()),
        pa.field("query_sha256", pa.string(), nullable=False),
        pa.field("source_ids", _STRINGS, nullable=False),
        pa.field("source_sha256", _STRINGS),
        pa.field("document", pa.string()),
        pa.field("allowed_identifiers", _STRINGS),
        pa.field("reference_codes", _STRINGS),
        pa.field("temperature", pa.float64()),
        pa.field("output", pa.string()),
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
        pa.field("model_calls", pa.int32()),
        pa.field("nli_pairs", pa.int32()),
        pa.field("released_chars", pa.int64()),
        pa.field("errors", pa.map_(pa.string(), pa.string()), nullable=False),
        pa.field("status", pa.string(), nullable=False),
        pa.field("error", pa.string()),
        pa.field("incident_id", pa.string()),
        pa.field("sanitized", _STRINGS),
        pa.field("schema_version", pa.int32(), nullable=False),
        pa.field("chain_slot", pa.string()),
        pa.field("chain_seq", pa.int64()),
        pa.field("prev_hash", pa.string()),
        pa.field("row_hash", pa.string()),
    ]
)
"""One row per attempt. The `date` partition column comes from the object path, not the file."""

INCIDENT_SCHEMA = pa.schema(
    [
        pa.field("incident_id", pa.string(), nullable=False),
        pa.field("request_id", pa.string(), nullable=False),
        pa.field("request_uid", pa.string()),
        pa.field("tenant", pa.string()),
        pa.field("ts", _TIMESTAMP, nullable=False),
        pa.field("profile", pa.string(), nullable=False),
        pa.field("attempt", pa.int32(), nullable=False),
        pa.field("checks", _STRINGS, nullable=False),
        pa.field("evidence", pa.string(), nullable=False),
        pa.field("sanitized", _STRINGS),
        pa.field("schema_version", pa.int32(), nullable=False),
        pa.field("chain_slot", pa.string()),
        pa.field("chain_seq", pa.int64()),
        pa.field("prev_hash", pa.string()),
        pa.field("row_hash", pa.string()),
    ]
)
"""One row per blocked request (a hard check failed). Holds kinds, counts and offsets, never the text."""

OVERRIDE_SCHEMA = pa.schema(
    [
        pa.field("override_id", pa.string(), nullable=False),
        pa.field("request_id", pa.string(), nullable=False),
        pa.field("tenant", pa.string()),
        pa.field("ts", _TIMESTAMP, nullable=False),
        pa.field("reviewer", pa.string(), nullable=False),
        pa.field("reviewer_kind", pa.string()),
        pa.field("verdict", pa.string(), nullable=False),
        pa.field("note", pa.string()),
        pa.field("sanitized", _STRINGS),
        pa.field("schema_version", pa.int32(), nullable=False),
        pa.field("chain_slot", pa.string()),
        pa.field("chain_seq", pa.int64()),
        pa.field("prev_hash", pa.string()),
        pa.field("row_hash", pa.string()),
    ]
)
"""One row per human review of a gate decision: did the reviewer agree with it?"""

SCHEMAS: dict[str, pa.Schema] = {TRACES: TRACE_SCHEMA, INCIDENTS: INCIDENT_SCHEMA, OVERRIDES: OVERRIDE_SCHEMA}
TIMESTAMP_COLUMNS: dict[str, tuple[str, ...]] = {
    name: tuple(f.name for f in schema if pa.types.is_timestamp(f.type)) for name, schema in SCHEMAS.items()
}

DEDUPE_KEYS: dict[str, str] = {TRACES: "row_id", INCIDENTS: "incident_id", OVERRIDES: "override_id"}
"""The column each table is deduplicated on by readers and by compaction."""

StoreQuery = Literal["full", "hash"]

UNCHAINED: dict[str, None] = {"chain_slot": None, "chain_seq": None, "prev_hash": None, "row_hash": None}
"""The chain columns of a row as built: the spooler links it (`gate.traces.chain.link_row`) when it spools it."""


def row_id_for(request_uid: str, attempt: int) -> str:
    """The dedupe key of a trace row: the first 32 hex digits of sha256("<request_uid>\\n<attempt>").

    `request_uid` is the writer's own ID of the accepted request (a uuid per `enqueue_outcome`),
    so two callers that send the same `request_id` never share a key."""
    return hashlib.sha256(f"{request_uid}\n{attempt}".encode()).hexdigest()[:32]


def new_request_uid() -> str:
    """A fresh server-side ID for one accepted request."""
    return uuid.uuid4().hex


def query_digest(query: str) -> str:
    """sha256 hex digest of the UTF-8 query: lets equal questions be grouped without storing them."""
    return sha256_text(query)


def sha256_text(text: str) -> str:
    """sha256 hex digest of `text` as UTF-8; a lone surrogate hashes as its own code point (never raises)."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


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


# ---------------------------------------------------------------- evidence, reduced for the trace row

@functools.lru_cache(maxsize=64)
def _check_class(name: str) -> type[Check]:
    """The class of check `name`, which says how its evidence is stored; the base's way for a name the
    registry does not know (a check a test or a deployment built itself)."""
    try:
        return check_class(name)
    except KeyError:
        return Check


def _attempt_evidence(record: AttemptRecord, context: RequestContext) -> dict[str, Any]:
    """Per check with anything to say: its evidence items, each as its check stores it
    (`Check.stored_evidence`), and its metrics (NLI scores, judge verdicts ...)."""
    out: dict[str, Any] = {}
    for result in record.results:
        entry: dict[str, Any] = {}
        if result.evidence:
            stored = _check_class(result.name).stored_evidence
            entry["evidence"] = [stored(e, context) for e in result.evidence]
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


def source_document(source: Source) -> dict[str, Any]:
    """What the sources table stores of a passage: the fields checks read, not its request-local ID."""
    return {"text": source.text, "document": source.document, "jurisdiction": source.jurisdiction}


@functools.lru_cache(maxsize=4096)
def source_digest(source: Source) -> str:
    """Content hash of a passage: sha256 of the canonical JSON of its text, document and jurisdiction.

    Cached: a frozen `Source` hashes by value, and the same passages come back request after request."""
    return sha256_text(to_json(source_document(source)))


def _error_text(value: Any) -> str | None:
    if value is None:
        return None
    return str(value)[:2000]


@dataclass(frozen=True)
class TraceMeta:
    """What a request's trace rows record beside its outcome and context; every field may be unknown (None).

    `model` is the fallback when an attempt's generation did not name its model. `gpu_seconds` is
    the whole request's (split over its attempts by generate latency). `policy` is the effective
    policy: the rows name it by hash, and the writer stores its text once. `sampling` is what the
    generator was sent (a mapping or a pydantic model); `error`, when given, is recorded as the
    request's error instead of the outcome's."""

    route: Literal["gate", "chat", "verify"] | None = None
    model: str | None = None
    trace_id: str | None = None
    gpu_seconds: float | None = None
    models: Mapping[str, str] | None = None
    prompt_version: str | None = None
    sampling: Mapping[str, Any] | BaseModel | None = None
    policy: Policy | None = None
    error: str | None = None
    tenant: str | None = None


def rows_from_outcome(
    outcome: GateOutcome,
    context: RequestContext,
    meta: TraceMeta = TraceMeta(),
    *,
    request_uid: str | None = None,
    ts: dt.datetime | None = None,
    price_per_gpu_hour: float | None = None,
    store_query: StoreQuery = "full",
) -> list[dict[str, Any]]:
    """One trace row per attempt of `outcome`, as plain Python values matching `TRACE_SCHEMA`.

    The rest is the writer's: `request_uid` (default: a fresh uuid) makes the rows' dedupe keys;
    `ts` (default: now, UTC) is the same for every row of the request, so a request never
    straddles two date partitions; `price_per_gpu_hour` prices the GPU-seconds; `store_query`
    'hash' keeps only the query's hash. A request that ended before its first answer (cancelled,
    or an error in the generator) still gets one row, with attempt 0 and no output.
    """
    ts = ts or utc_now()
    request_uid = request_uid or new_request_uid()
    healed = outcome.healed
    model, gpu_seconds = meta.model, meta.gpu_seconds
    shares = _split_gpu_seconds(outcome.attempts, gpu_seconds)
    request_error = _error_text(meta.error or getattr(outcome, "error", None))
    sampling = canonical_sampling(meta.sampling)
    common: dict[str, Any] = {
        "request_id": outcome.request_id,
        "request_uid": request_uid,
        "trace_id": meta.trace_id,
        "route": meta.route,
        "tenant": meta.tenant,
        "ts": ts,
        "profile": context.profile,
        "models": dict(meta.models) if meta.models else None,
        "prompt_version": meta.prompt_version,
        "policy_sha256": policy_document(meta.policy)[1] if meta.policy is not None else None,
        "sampling": to_json(sampling) if sampling else None,
        "query": context.query if store_query == "full" else None,
        "query_sha256": query_digest(context.query),
        "source_ids": [source.id for source in context.sources],
        "source_sha256": [source_digest(source) for source in context.sources],
        "document": context.document,
        "allowed_identifiers": list(context.allowed_identifiers),
        "reference_codes": None if context.reference_codes is None else list(context.reference_codes),
        "status": outcome.status,
        "incident_id": outcome.incident_id,
        "sanitized": None,  # set by the writer if it has to repair text (sanitize_row)
        "schema_version": SCHEMA_VERSION,
        **UNCHAINED,
    }
    if not outcome.attempts:
        return [
            {
                **common, "row_id": row_id_for(request_uid, 0), "attempt": 0, "model": model, "temperature": None,
                "output": None, "output_before": None, "output_after": None, "scores": {}, "failed": [],
                "fired": [], "evidence": "{}", "feedback_in": None, "feedback_out": None,
                "decision": outcome.status, "latency_ms": {}, "prompt_tokens": None, "completion_tokens": None,
                "gpu_seconds": gpu_seconds, "cost_usd": _cost(gpu_seconds, price_per_gpu_hour), "judge_calls": 0,
                "model_calls": 0, "nli_pairs": 0, "released_chars": None, "errors": {}, "error": request_error,
            }
        ]
    rows: list[dict[str, Any]] = []
    last = outcome.attempts[-1]
    for record, gpu_share in zip(outcome.attempts, shares):
        is_final = record is last
        attempt_error = _error_text(getattr(record, "error", None)) or (request_error if is_final else None)
        rows.append(
            {
                **common,
                "row_id": row_id_for(request_uid, record.attempt),
                "attempt": record.attempt,
                "model": record.model or model,
                "temperature": record.temperature,
                "output": record.output,
                "output_before": outcome.attempts[0].output if healed and is_final else None,
                "output_after": record.output if healed and is_final else None,
                "scores": {name: float(score) for name, score in record.scores.items()},
                "failed": record.failed,
                "fired": record.fired,
                "evidence": to_json(_attempt_evidence(record, context)),
                "feedback_in": record.feedback_in,
                "feedback_out": record.feedback_out,
                "decision": record.decision,
                "latency_ms": {stage: float(ms) for stage, ms in record.latency_ms.items()},
                "prompt_tokens": record.prompt_tokens,
                "completion_tokens": record.completion_tokens,
                "gpu_seconds": gpu_share,
                "cost_usd": _cost(gpu_share, price_per_gpu_hour),
                "judge_calls": _judge_calls(record),
                "model_calls": record.model_calls,
                "nli_pairs": record.nli_pairs,
                "released_chars": record.released_chars,
                "errors": dict(record.errors),
                "error": attempt_error,
            }
        )
    return rows


def _cost(gpu_seconds: float | None, price_per_gpu_hour: float | None) -> float | None:
    if gpu_seconds is None or price_per_gpu_hour is None:
        return None
    return gpu_seconds * price_per_gpu_hour / 3600.0


def _incident_check_summary(record: AttemptRecord, check_name: str) -> dict[str, Any]:
    """What a blocking check found, reduced to counts, kinds, IDs and offsets: no matched text (it may be PHI)."""
    result = next((r for r in record.results if r.name == check_name), None)
    if result is None:
        return {"count": 0}
    details = [_check_class(check_name).incident_evidence(item) for item in result.evidence]
    summary: dict[str, Any] = {"count": len(result.evidence), "score": result.score, "items": details}
    if result.error:
        summary["error"] = result.error.split(":", 1)[0]  # the exception type, not its message
    return summary


def incident_row(
    outcome: GateOutcome, context: RequestContext, *, ts: dt.datetime | None = None, request_uid: str | None = None,
    tenant: str | None = None,
) -> dict[str, Any]:
    """The incident row of a blocked request. Raises ValueError when `outcome` has no incident."""
    if outcome.incident_id is None or not outcome.attempts:
        raise ValueError(f"request {outcome.request_id} has no incident (status {outcome.status})")
    final = outcome.attempts[-1]
    checks = list(outcome.blocking_checks) or final.hard_failed
    return {
        "incident_id": outcome.incident_id,
        "request_id": outcome.request_id,
        "request_uid": request_uid,
        "tenant": tenant,
        "ts": ts or utc_now(),
        "profile": context.profile,
        "attempt": final.attempt,
        "checks": checks,
        "evidence": to_json({name: _incident_check_summary(final, name) for name in checks}),
        "sanitized": None,
        "schema_version": SCHEMA_VERSION,
        **UNCHAINED,
    }


def override_row(
    request_id: str,
    reviewer: str,
    verdict: OverrideVerdict,
    note: str | None = None,
    *,
    ts: dt.datetime | None = None,
    override_id: str | None = None,
    tenant: str | None = None,
    reviewer_kind: ReviewerKind | None = None,
) -> dict[str, Any]:
    """A reviewer's verdict on the gate's decision for `request_id`: 'agree' or 'disagree'. `reviewer` is the
    authenticated principal's name (`reviewer_kind` says whether a person or a tenant's service account)."""
    if verdict not in ("agree", "disagree"):
        raise ValueError(f"verdict must be 'agree' or 'disagree', not {verdict!r}")
    if not request_id or not reviewer:
        raise ValueError("request_id and reviewer must not be empty")
    return {
        "override_id": override_id or uuid.uuid4().hex,
        "request_id": request_id,
        "tenant": tenant,
        "ts": ts or utc_now(),
        "reviewer": reviewer,
        "reviewer_kind": reviewer_kind,
        "verdict": verdict,
        "note": note,
        "sanitized": None,
        "schema_version": SCHEMA_VERSION,
        **UNCHAINED,
    }


def partition_date(row: Mapping[str, Any]) -> str:
    """The `date=YYYY-MM-DD` partition value of a row: the UTC date of its `ts`."""
    ts: dt.datetime = row["ts"]
    return ts.astimezone(dt.timezone.utc).date().isoformat()


def encode_row(table: str, row: Mapping[str, Any]) -> dict[str, Any]:
    """A row as JSON-ready values (timestamps as ISO 8601) for the spool."""
    encoded = dict(row)
    for column in TIMESTAMP_COLUMNS.get(table, ()):
        value = encoded.get(column)
        if isinstance(value, dt.datetime):
            encoded[column] = value.astimezone(dt.timezone.utc).isoformat()
    return encoded


def decode_row(table: str, encoded: Mapping[str, Any]) -> dict[str, Any]:
    """Inverse of `encode_row`."""
    row = dict(encoded)
    for column in TIMESTAMP_COLUMNS.get(table, ()):
        value = row.get(column)
        if isinstance(value, str):
            row[column] = dt.datetime.fromisoformat(value)
    return row


def rows_to_table(table: str, rows: Sequence[Mapping[str, Any]]) -> pa.Table:
    """Rows (decoded) as an Arrow table with the table's schema; raises if a row does not fit it."""
    return pa.Table.from_pylist(list(rows), schema=SCHEMAS[table])


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
REPLACEMENT_CHARACTER = "\ufffd"


def _repair_text(value: str) -> str | None:
    """`value` with each lone surrogate replaced by U+FFFD, or None when it is valid UTF-8 text already."""
    if value.isascii() or not _LONE_SURROGATE.search(value):
        return None
    return _LONE_SURROGATE.sub(REPLACEMENT_CHARACTER, value)


def _repair_value(value: Any) -> tuple[Any, bool]:
    """(value with every string repaired, whether anything changed), through lists and maps."""
    if isinstance(value, str):
        repaired = _repair_text(value)
        return (value, False) if repaired is None else (repaired, True)
    if isinstance(value, list):
        items = [_repair_value(item) for item in value]
        return [item for item, _ in items], any(changed for _, changed in items)
    if isinstance(value, dict):
        changed = False
        out = {}
        for key, item in value.items():
            new_key, key_changed = _repair_value(key)
            new_item, item_changed = _repair_value(item)
            out[new_key] = new_item
            changed = changed or key_changed or item_changed
        return out, changed
    return value, False


def sanitize_row(row: Mapping[str, Any]) -> dict[str, Any]:
    """A row Parquet can store: lone surrogates (text that is not valid Unicode) become U+FFFD.

    The columns repaired are named in the row's `sanitized` column, so an auditor sees that the
    stored text differs from what the gate saw (hashes such as query_sha256 and source_sha256
    were taken of the original). NUL characters and long strings need no repair."""
    out = dict(row)
    repaired = []
    for column, value in row.items():
        if column == "sanitized":
            continue
        new_value, changed = _repair_value(value)
        if changed:
            out[column] = new_value
            repaired.append(column)
    if repaired:
        out["sanitized"] = sorted(set(repaired) | set(row.get("sanitized") or ()))
    return out


# ---------------------------------------------------------------- content-addressed objects


def source_blob(source: Source) -> dict[str, Any]:
    """The spool record of a passage for the sources table: its hash and what checks read of it."""
    return {"sha256": source_digest(source), **source_document(source), "schema_version": SCHEMA_VERSION}


def policy_blob(text: str, sha256: str | None = None) -> dict[str, Any]:
    """The spool record of an effective policy: its hash and its YAML text."""
    return {"sha256": sha256 or sha256_text(text), "text": text}


def blob_key(table: str, sha256: str) -> str:
    """Where a content-addressed object lives under the root: sources/ab/<sha>.json, policies/<sha>.yaml."""
    if table == SOURCES:
        return f"sources/{sha256[:2]}/{sha256}.json"
    if table == POLICIES:
        return f"policies/{sha256}.yaml"
    raise ValueError(f"not a content-addressed table: {table!r}")


def blob_bytes(table: str, record: Mapping[str, Any]) -> bytes:
    """The object body: the policy's YAML as it was hashed, or a passage as canonical JSON."""
    if table == POLICIES:
        return str(record["text"]).encode("utf-8")
    if table == SOURCES:
        text = to_json(record)
        try:
            return text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: JSON's \u escape keeps the text its hash was taken of
            return json.dumps(_json_safe(record), sort_keys=True, separators=(",", ":"), allow_nan=False).encode()
    raise ValueError(f"not a content-addressed table: {table!r}")
