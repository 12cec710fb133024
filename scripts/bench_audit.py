#!/usr/bin/env python
"""How fast `gate-audit verify` reads a chained trace store: rows per second.

    python scripts/bench_audit.py [--rows 200000] [--rows-per-file 10000] [--jobs N] [--dir DIR]

Writes --rows chained trace rows (realistic columns: a paragraph of answer, evidence JSON, scores, latencies)
into a local store in files of --rows-per-file, with a signed checkpoint per file and a slot registry entry,
as the writer would; then verifies the whole store with the public key. The last line reads
`audit verify: N rows in S s, R rows/s`.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
import tempfile
import time
import uuid
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

import pyarrow.parquet as pq  # noqa: E402

from gate.audit.verify import verify_store  # noqa: E402
from gate.traces.chain import (  # noqa: E402
    GENESIS_HASH,
    SigningKey,
    checkpoint_key,
    checkpoint_payload,
    encode_object,
    link_row,
    registry_key,
    sha256_hex,
    utc_iso,
)
from gate.traces.schema import SCHEMA_VERSION, rows_to_table, row_id_for, sha256_text, to_json  # noqa: E402
from gate.traces.store import LocalStore  # noqa: E402

ANSWER = ("Prior authorization is required for outpatient MRI of the lumbar spine unless red-flag symptoms are "
          "documented [1]. The request must include six weeks of conservative therapy [2]. ")


def trace_row(index: int, ts: dt.datetime) -> dict:
    uid = uuid.uuid4().hex
    return {
        "row_id": row_id_for(uid, 1), "request_id": f"bench-{index}", "request_uid": uid, "trace_id": None,
        "route": "gate", "tenant": None, "ts": ts, "attempt": 1, "profile": "claims", "model": "tiny-model",
        "models": {"generator": "tiny-model@abc"}, "prompt_version": "v3", "policy_sha256": "0" * 64,
        "sampling": to_json({"max_tokens": 512}), "query": f"Is an MRI covered? ({index})",
        "query_sha256": sha256_text(str(index)), "source_ids": ["1", "2"], "source_sha256": ["a" * 64, "b" * 64],
        "document": None, "allowed_identifiers": [], "reference_codes": None, "temperature": 0.0,
        "output": ANSWER * 3 + str(index), "output_before": None, "output_after": None,
        "scores": {"figures": 1.0, "groundedness": 0.93, "phi": 1.0, "citations": 1.0},
        "failed": [], "fired": ["groundedness"],
        "evidence": to_json({"groundedness": {"metrics": {"judge_calls": 0, "pairs": 6}}}),
        "feedback_in": None, "feedback_out": None, "decision": "pass",
        "latency_ms": {"generate": 812.5, "checks": 41.2, "total": 860.1}, "prompt_tokens": 900,
        "completion_tokens": 120, "gpu_seconds": 0.8, "cost_usd": 0.0004, "judge_calls": 0, "model_calls": 1,
        "nli_pairs": 6, "errors": {}, "status": "passed", "error": None, "incident_id": None, "sanitized": None,
        "schema_version": SCHEMA_VERSION,
    }


def write_store(root: Path, rows: int, rows_per_file: int, key: SigningKey) -> None:
    store = LocalStore(root)
    slot = uuid.uuid4().hex
    store.put_if_absent(registry_key(slot), encode_object(key.sign(
        {"slot": slot, "tenant": None, "created": utc_iso(), "key_id": key.key_id})))
    prev, prev_checkpoint, seq = GENESIS_HASH, GENESIS_HASH, 0
    ts = dt.datetime.now(dt.timezone.utc)
    for number, start in enumerate(range(0, rows, rows_per_file)):
        batch = []
        for index in range(start, min(rows, start + rows_per_file)):
            row = trace_row(index, ts)
            row = link_row("traces", row, slot, seq, prev)
            prev = row["row_hash"]
            seq += 1
            batch.append(row)
        key_name = f"traces/date={ts.date().isoformat()}/part-bench-{uuid.uuid4().hex}.parquet"
        path = root / key_name
        path.parent.mkdir(parents=True, exist_ok=True)
        pq.write_table(rows_to_table("traces", batch), path, compression="zstd")
        payload = checkpoint_payload(tenant=None, slot=slot, number=number, last_seq=seq - 1, last_hash=prev,
                                     objects=[key_name], prev_checkpoint=prev_checkpoint, known_slots=[slot],
                                     key_id=key.key_id)
        data = encode_object(key.sign(payload))
        store.put_if_absent(checkpoint_key(slot, number), data)
        prev_checkpoint = sha256_hex(data)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=200_000)
    parser.add_argument("--rows-per-file", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, default=None, help="verifier processes (default: CPUs, at most 8)")
    parser.add_argument("--dir", type=Path, help="where to write the store (default: a temporary directory)")
    args = parser.parse_args()
    key = SigningKey.generate()
    with tempfile.TemporaryDirectory() as temp:
        root = args.dir or Path(temp) / "store"
        started = time.perf_counter()
        write_store(root, args.rows, args.rows_per_file, key)
        print(f"wrote {args.rows} chained rows in {time.perf_counter() - started:.1f} s to {root}")
        report = verify_store(str(root), public_key=key.verifying_key(), jobs=args.jobs)
        if not report.ok:
            print("\n".join(report.lines()[-5:]))
            return 1
        print(f"audit verify: {report.rows_verified} rows in {report.elapsed_s:.2f} s, {report.rows_per_s:,.0f} rows/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
