"""`gate-audit redact`: erase one request's rows on purpose (an erasure request) and leave the chain whole.

For every object of the tenant holding rows of the request (all three tables), in this order:
1. a redaction record per chained row, `redactions/<slot>/<seq>.json` {"slot", "seq", "table", "row_hash",
   "prev_hash", "reason", "time", "request_id"}: the chain keeps the row's hash, so the verifier shows the
   row as redacted, not missing, and the rows around it still link;
2. the object without those rows, under a new key (`redacted-<id>.parquet`; keys are never overwritten);
3. a record in the compaction records' format (`compactions/<table>/date=<D>/<id>.json`, payload "kind":
   "redaction"), signed when a signing key is given, mapping the old object to the new one: a checkpoint
   that lists the old key still verifies, and the old object put back is reported as resurrected;
4. the old object deleted.
Run again after a failure, it finishes what is left. Rows written before schema v4 have no chain: they are
removed all the same, without a record. Passages and policies are content-addressed and shared by other
requests, so they stay (docs/audit.md).
"""

from __future__ import annotations

import hashlib
import logging
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from gate.audit.layout import list_tenants
from gate.audit.scan import read_object
from gate.audit.verify import AuditStoreError, _load_json, _signed_payload
from gate.traces.chain import SigningKey, compaction_key, encode_object, redaction_key, sign_payload, utc_iso
from gate.traces.store import ObjectStore, open_store

logger = logging.getLogger(__name__)

REDACTED_PREFIX = "redacted-"


@dataclass
class RedactResult:
    """What `redact_request` did: rows removed, records written, objects rewritten, deletions refused."""

    rows: int = 0
    records: int = 0
    unchained: int = 0
    objects: list[str] = field(default_factory=list)  # old keys rewritten (or removed)
    undeletable: dict[str, str] = field(default_factory=dict)


def redact_request(
    uri: str,
    tenant: str | None,
    request_id: str,
    reason: str,
    *,
    signing_key: SigningKey | None = None,
    store: ObjectStore | None = None,
    compression: str = "zstd",
) -> RedactResult:
    """Remove every row of `request_id` in `tenant`'s root (None: the root tenant); see the module docstring."""
    if not request_id or not reason:
        raise ValueError("request_id and reason must not be empty")
    try:
        store = store or open_store(uri)
        [objects] = list_tenants(store, only=tenant, only_given=True)
    except Exception as exc:  # noqa: BLE001 - no bucket, no rights: a store error
        raise AuditStoreError(f"cannot list {uri}: {type(exc).__name__}: {exc}") from exc
    replaced: set[str] = set()
    loaded = _load_json(store, [objects.full_key(k) for k in objects.compactions])
    for _, obj in loaded.values():
        payload = _signed_payload(obj)
        if payload is not None:
            replaced.update(objects.relative(i["key"]) for i in payload.get("inputs") or []
                            if isinstance(i, Mapping) and isinstance(i.get("key"), str))
    result = RedactResult()
    value_set = pa.array([request_id])
    for obj in sorted(objects.parquet, key=lambda o: o.key):
        ids, _ = read_object(uri, objects.full_key(obj.key), columns=["request_id"])
        if "request_id" not in ids.column_names or not pc.any(pc.is_in(ids.column("request_id"), value_set=value_set)).as_py():
            continue
        full = objects.full_key(obj.key)
        if obj.key in replaced:  # a rewrite that stopped before its delete: only the delete is left
            result.undeletable.update(store.delete_many([full]))
            result.objects.append(obj.key)
            continue
        table, data = read_object(uri, full)
        assert data is not None
        hit = pc.fill_null(pc.is_in(table.column("request_id"), value_set=value_set), False)
        removed = table.filter(hit).to_pylist()
        kept = table.filter(pc.invert(hit))
        now = utc_iso()
        for row in removed:
            slot, seq = row.get("chain_slot"), row.get("chain_seq")
            if slot is None or seq is None:
                result.unchained += 1
                continue
            record = {"slot": slot, "seq": seq, "table": obj.table, "row_hash": row.get("row_hash"),
                      "prev_hash": row.get("prev_hash"), "reason": reason, "time": now, "request_id": request_id}
            if store.put_if_absent(objects.full_key(redaction_key(slot, seq)), encode_object(record)):
                result.records += 1
        outputs = []
        if kept.num_rows:
            sink = pa.BufferOutputStream()
            pq.write_table(kept, sink, compression=compression)
            body = sink.getvalue().to_pybytes()
            new_key = f"{obj.table}/date={obj.date}/{REDACTED_PREFIX}{uuid.uuid4().hex}.parquet"
            store.put_if_absent(objects.full_key(new_key), body)
            outputs.append({"key": new_key, "sha256": hashlib.sha256(body).hexdigest(), "rows": kept.num_rows})
        payload = {"kind": "redaction", "table": obj.table, "date": obj.date, "request_id": request_id,
                   "reason": reason, "time": now,
                   "inputs": [{"key": obj.key, "sha256": hashlib.sha256(data).hexdigest(), "rows": table.num_rows}],
                   "outputs": outputs}
        record_key = compaction_key(obj.table, obj.date, f"redaction-{uuid.uuid4().hex}")
        store.put_if_absent(objects.full_key(record_key), encode_object(sign_payload(signing_key, payload)))
        result.undeletable.update(store.delete_many([full]))
        result.objects.append(obj.key)
        result.rows += len(removed)
        logger.info("redacted %d row(s) of %s from %s", len(removed), request_id, obj.key)
    return result
