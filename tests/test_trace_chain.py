"""The audit chain's write side: rows hashed as stored, chained per tenant and slot across restarts and crashes,
signed checkpoints, tombstones for rows set aside, and compaction records (issue 33; docs/traces.md)."""

from __future__ import annotations

import datetime as dt
import json
import math
import os
import select
import signal
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from checks.context import RequestContext, Source
from gate.traces import TraceWriter
from gate.traces.chain import (
    CHAIN_FIELDS,
    GENESIS_HASH,
    SigningKey,
    canonical_json,
    canonical_row,
    checkpoint_key,
    load_public_key,
    registry_key,
    row_hash,
    sha256_hex,
    tombstone_key,
)
from gate.traces.schema import (
    INCIDENTS,
    SCHEMAS,
    OVERRIDES,
    TABLES,
    TRACES,
    TraceMeta,
    override_row,
    rows_from_outcome,
    rows_to_table,
    sanitize_row,
)
from gate.traces.store import LocalStore, ObjectStore, read_table
from tests.s3_server import MotoS3Server, free_port
from tests.trace_helpers import fast_config, make_outcomes, outcome_from_script

REPO_ROOT = Path(__file__).resolve().parents[1]
SURROGATE = "\ud800"


def _parquet_roundtrip(table: str, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    sink = pa.BufferOutputStream()
    pq.write_table(rows_to_table(table, rows), sink)
    return pq.read_table(pa.BufferReader(sink.getvalue())).to_pylist()


def _stored_rows(store: ObjectStore) -> list[tuple[str, dict[str, Any]]]:
    """(table, row) of every Parquet object under the store, read back with pyarrow (every tenant's root)."""
    out = []
    for key in store.list_keys(""):
        parts = key.split("/")
        table = next((p for p in parts if p in TABLES), None)
        if table and key.endswith(".parquet"):
            out.extend((table, row) for row in pq.read_table(pa.BufferReader(store.get(key))).to_pylist())
    return out


def _chains(store: ObjectStore) -> dict[tuple[str | None, str], list[tuple[str, dict[str, Any]]]]:
    """The stored rows per (tenant, slot), in chain order; asserts each row's hash matches its stored form."""
    chains: dict[tuple[str | None, str], list[tuple[str, dict[str, Any]]]] = defaultdict(list)
    for table, row in _stored_rows(store):
        assert row["row_hash"] == row_hash(table, row), (table, row["chain_seq"])
        chains[(row["tenant"], row["chain_slot"])].append((table, row))
    for rows in chains.values():
        rows.sort(key=lambda item: item[1]["chain_seq"])
    return chains


def _assert_linked(rows: list[tuple[str, dict[str, Any]]], gaps: dict[int, dict[str, Any]] | None = None) -> None:
    """seq 0, 1, 2 … each prev_hash the previous row's hash; `gaps` {seq: tombstone} stand in for rows not stored."""
    by_seq = {row["chain_seq"]: row for _, row in rows}
    for seq, stone in (gaps or {}).items():
        by_seq[seq] = {"chain_seq": seq, "row_hash": stone["row_hash"], "prev_hash": stone["prev_hash"]}
    assert sorted(by_seq) == list(range(len(by_seq))), sorted(by_seq)
    previous = GENESIS_HASH
    for seq in range(len(by_seq)):
        assert by_seq[seq]["prev_hash"] == previous, seq
        previous = by_seq[seq]["row_hash"]


# ------------------------------------------------------------------ canonical rows


def test_canonical_row_is_the_same_from_the_spoolers_dict_and_from_parquet() -> None:
    """Timestamps (datetime or ISO text), maps (dict vs Parquet's pairs), non-finite and integral floats, None and
    missing columns, and text repaired from lone surrogates: one canonical form, so one hash."""
    context = RequestContext(query=f"deductible{SURROGATE}?", sources=[Source(id="S1", text="EUR 385 per year.")])
    outcome = asyncio_run(outcome_from_script(["The deductible is EUR 385 [S1]."], request_id="r-1", context=context))
    rows = rows_from_outcome(outcome, context, TraceMeta(models={"generator": "qwen@1", "judge": "j@2"},
                                                         gpu_seconds=float("nan")), price_per_gpu_hour=2.0)
    row = sanitize_row(rows[0])
    row["temperature"] = 1  # an int in a float column: Parquet gives 1.0 back
    row["scores"] = {"b": 0.5, "a": float("inf")}
    assert row["sanitized"] == ["query"]
    back = _parquet_roundtrip(TRACES, [row])[0]
    assert isinstance(back["models"], list) and math.isnan(back["gpu_seconds"])
    assert canonical_row(TRACES, back) == canonical_row(TRACES, row)
    as_text = {**row, "ts": row["ts"].isoformat()}  # the spool holds ISO text
    assert canonical_row(TRACES, as_text) == canonical_row(TRACES, row)
    assert json.loads(canonical_row(TRACES, row))["ts"].endswith("+00:00") and ".000000" in json.loads(
        canonical_row(TRACES, {**row, "ts": dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)}))["ts"]
    override = override_row("r-1", "ann", "agree", note=None)
    del override["note"]  # a missing column is null
    assert canonical_row(OVERRIDES, override) == canonical_row(OVERRIDES, _parquet_roundtrip(OVERRIDES, [override])[0])
    assert row_hash(TRACES, row) != row_hash(TRACES, {**row, "output": row["output"] + " "})
    assert row_hash(TRACES, row) != row_hash(INCIDENTS, row)  # the table is part of the hash
    assert row_hash(TRACES, row) == row_hash(TRACES, {**row, "row_hash": "anything", "date": "2026-01-01"})


def asyncio_run(coro):
    import asyncio

    return asyncio.run(coro)


# ------------------------------------------------------------------ keys and signatures


def test_signatures_verify_and_a_forged_payload_or_another_key_fails(tmp_path: Path) -> None:
    key = SigningKey.generate()
    signed = key.sign({"slot": "a" * 32, "number": 0, "last_hash": "f" * 64})
    public = load_public_key(key.public_pem())
    assert public.key_id == key.key_id == signed["key_id"] and public.verify(signed)
    forged = json.loads(json.dumps(signed))
    forged["payload"]["last_hash"] = "e" * 64
    assert not public.verify(forged)
    assert not load_public_key(SigningKey.generate().public_pem()).verify(signed)
    assert not public.verify({"payload": signed["payload"], "signature": None, "key_id": None})
    assert not public.verify({"payload": signed["payload"], "signature": "not base64!", "key_id": key.key_id})
    # Loading: a file, else the environment's PEM text, else none (unsigned); a bad key names its source.
    path = tmp_path / "key.pem"
    path.write_bytes(key.private_pem())
    assert SigningKey.load(path, env={}).key_id == key.key_id
    assert SigningKey.load(None, env={"GATE_AUDIT_SIGNING_KEY": key.private_pem().decode()}).key_id == key.key_id
    assert SigningKey.load(None, env={}) is None
    with pytest.raises(ValueError, match="GATE_AUDIT_SIGNING_KEY"):
        SigningKey.load(None, env={"GATE_AUDIT_SIGNING_KEY": "not a key"})
    with pytest.raises(ValueError, match="public key"):
        load_public_key(key.private_pem())
    assert canonical_json({"b": 1, "a": "é"}) == '{"a":"é","b":1}'.encode()
    assert checkpoint_key("s", 7) == "checkpoints/s/000000000007.json" and registry_key("s") == "chains/s.json"


# ------------------------------------------------------------------ the writer


def _checkpoints(store: ObjectStore, root: str = "") -> list[tuple[str, bytes, dict[str, Any]]]:
    keys = [k for k in store.list_keys(root.rstrip("/")) if k.startswith(f"{root}checkpoints/")]
    return [(k, store.get(k), json.loads(store.get(k))) for k in sorted(keys)]


def test_the_writer_chains_each_tenants_rows_and_signs_checkpoints_across_restarts(tmp_path: Path) -> None:
    key = SigningKey.generate()
    key_file = tmp_path / "audit.pem"
    key_file.write_bytes(key.private_pem())
    root = tmp_path / "store"
    spool = tmp_path / "spool"
    config = fast_config(root.as_uri(), spool, signing_key_file=key_file, flush_rows=7)
    outcomes = make_outcomes(12, prefix="chain")
    for run_index in range(2):  # a restart continues every chain where it stopped
        with TraceWriter(config) as writer:
            for index, (outcome, context) in enumerate(outcomes[run_index * 6:(run_index + 1) * 6]):
                writer.enqueue_outcome(outcome, context, TraceMeta(tenant="clinic-a" if index % 2 else None))
                writer.enqueue_override(outcome.request_id, "ann", "agree", note=f"ok{SURROGATE}",
                                        tenant="clinic-a" if index % 2 else None)
            assert writer.flush(timeout=15)
    store = LocalStore(root)
    chains = _chains(store)
    slot = (spool / "chain_slot").read_text().strip()
    assert set(chains) == {(None, slot), ("clinic-a", slot)}
    for rows in chains.values():
        _assert_linked(rows)
        assert {table for table, _ in rows} == {TRACES, INCIDENTS, OVERRIDES}  # one chain over the three tables
    public = load_public_key(key.public_pem())
    for tenant, prefix in ((None, ""), ("clinic-a", "tenant=clinic-a/")):
        rows = chains[(tenant, slot)]
        registry = json.loads(store.get(prefix + registry_key(slot)))
        assert public.verify(registry) and registry["payload"]["tenant"] == tenant
        checkpoints = _checkpoints(store, prefix)
        assert len(checkpoints) >= 2  # at least one per upload and restart
        previous = GENESIS_HASH
        for number, (k, data, obj) in enumerate(checkpoints):
            assert k == prefix + checkpoint_key(slot, number) and public.verify(obj)
            assert obj["payload"]["prev_checkpoint"] == previous and obj["payload"]["slot"] == slot
            assert obj["payload"]["rows"] == obj["payload"]["last_seq"] + 1
            assert slot in obj["payload"]["known_slots"]
            previous = sha256_hex(data)
        last = checkpoints[-1][2]["payload"]
        assert (last["last_seq"], last["last_hash"]) == (rows[-1][1]["chain_seq"], rows[-1][1]["row_hash"])
        covered = {o for _, _, obj in checkpoints for o in obj["payload"]["objects"]}
        assert covered == {k[len(prefix):] for k in store.list_keys(prefix.rstrip("/"))
                           if k.endswith(".parquet") and (tenant or not k.startswith("tenant="))}
    notes = [row["note"] for table, row in _stored_rows(store) if table == OVERRIDES]
    assert notes and all(note == "ok\ufffd" for note in notes)  # hashed as stored: repaired

    # Off (to measure its cost): no chain columns, no checkpoints.
    plain = tmp_path / "plain"
    with TraceWriter(fast_config(plain.as_uri(), tmp_path / "spool-plain", audit_chain=False)) as writer:
        writer.enqueue_outcome(*outcomes[0])
        assert writer.flush(timeout=10)
    assert all(row[field] is None for _, row in _stored_rows(LocalStore(plain)) for field in CHAIN_FIELDS)
    assert not [k for k in LocalStore(plain).list_keys("") if k.startswith(("checkpoints/", "chains/"))]


class _CheckpointsRefused(LocalStore):
    """A directory whose checkpoints/ refuses writes until `healed` (a missing right, a prefix under maintenance)."""

    healed = False

    def put_if_absent(self, key: str, data: bytes) -> bool:
        if "checkpoints/" in key and not self.healed:
            raise PermissionError(f"AccessDenied: {key}")
        return super().put_if_absent(key, data)


def test_a_row_set_aside_leaves_a_tombstone_and_checkpoint_failures_hold_nothing_back(tmp_path: Path) -> None:
    store = _CheckpointsRefused(tmp_path / "store")
    outcomes = make_outcomes(4, prefix="stone")
    with TraceWriter(fast_config(str(store.root), tmp_path / "spool"), store=store) as writer:
        writer.enqueue_outcome(*outcomes[0])
        writer.enqueue_outcome(*outcomes[1], TraceMeta(models={"generator": 5}))  # a bug: not a string, not storable
        writer.enqueue_outcome(*outcomes[2])
        assert not writer.flush(timeout=15)  # a row set aside
        rejected = writer.stats().rejected_rows
        assert writer.stats().spooled_rows == 0  # every other row stored, though no checkpoint could be written
        assert writer.health()["audit_checkpoint_error"].startswith("PermissionError")
        store.healed = True
        writer.enqueue_outcome(*outcomes[3])
        assert writer.flush(timeout=15)
    slot = (tmp_path / "spool" / "chain_slot").read_text().strip()
    stones = {int(k.rsplit("/", 1)[1].split(".")[0]): json.loads(store.get(k))
              for k in store.list_keys("tombstones")}
    assert rejected >= 1 and len(stones) == rejected
    for seq, stone in stones.items():
        assert stone["slot"] == slot and stone["table"] == TRACES and stone["reason"]
        assert tombstone_key(slot, seq) in store.list_keys("tombstones")
    rows = _chains(store)[(None, slot)]
    _assert_linked(rows, gaps=stones)
    last = _checkpoints(store)[-1][2]
    assert last["signature"] is None  # no key configured: unsigned
    assert last["payload"]["last_seq"] == rows[-1][1]["chain_seq"] == len(rows) + len(stones) - 1


def test_a_killed_writer_and_a_lost_chain_file_break_no_chain(
    s3_server: MotoS3Server, s3_bucket: str, tmp_path: Path
) -> None:
    """SIGKILL with sealed and open segments; then chain.json is lost too (as if the kill landed between a batch's
    fsync and its replace): the next writer finds the head in the segments and continues the same chain."""
    uri = f"s3://{s3_bucket}/chain"
    spool = tmp_path / "spool"
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.trace_writer_child", "--uri", uri, "--spool-dir", str(spool),
         "--endpoint-url", f"http://127.0.0.1:{free_port()}", "--count", "8", "--prefix", "killed"],
        cwd=REPO_ROOT, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
    )
    try:
        ready, _, _ = select.select([child.stdout], [], [], 60)
        line = child.stdout.readline().strip() if ready else ""
        assert line.startswith("READY"), f"child did not spool its rows: {line!r}"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    (spool / "chain.json").unlink()
    config = fast_config(uri, spool, endpoint_url=s3_server.endpoint_url)
    with TraceWriter(config) as writer:
        for outcome, context in make_outcomes(3, prefix="after"):
            writer.enqueue_outcome(outcome, context)
        assert writer.flush(timeout=20)
    rows: dict[str, list[tuple[str, dict[str, Any]]]] = defaultdict(list)
    for table in TABLES:
        columns = SCHEMAS[table].names  # as stored: read_table's v1 migration would fill a null `route`
        for row in read_table(uri, table, endpoint_url=s3_server.endpoint_url, columns=columns).to_pylist():
            assert row["row_hash"] == row_hash(table, row)
            rows[row["chain_slot"]].append((table, row))
    assert list(rows) == [(spool / "chain_slot").read_text().strip()]
    chain = sorted(next(iter(rows.values())), key=lambda item: item[1]["chain_seq"])
    _assert_linked(chain)
    assert {row["request_id"].split("-")[0] for _, row in chain} == {"killed", "after"}


def test_compaction_keeps_chain_columns_and_signs_what_it_read_and_wrote(tmp_path: Path) -> None:
    sys.path.insert(0, str(REPO_ROOT / "scripts"))
    import compact  # type: ignore[import-not-found]

    root = tmp_path / "store"
    config = fast_config(root.as_uri(), tmp_path / "spool", flush_rows=3)
    with TraceWriter(config) as writer:
        for outcome, context in make_outcomes(6, prefix="compact"):
            writer.enqueue_outcome(outcome, context)
            writer.flush(timeout=10)  # one object per request: something to compact
    store = LocalStore(root)
    before = {row["row_id"]: {f: row[f] for f in CHAIN_FIELDS} for t, row in _stored_rows(store) if t == TRACES}
    inputs = {k: sha256_hex(store.get(k)) for k in store.list_keys("traces")}
    key = SigningKey.generate()
    day = dt.datetime.now(dt.timezone.utc).date().isoformat()
    report = compact.compact_day(str(root), day, tables=[TRACES], store=store, signing_key=key)[0]
    after = {row["row_id"]: {f: row[f] for f in CHAIN_FIELDS} for t, row in _stored_rows(store) if t == TRACES}
    assert after == before and len(report.outputs) == 1
    record = json.loads(store.get(report.record))
    assert report.record.startswith(f"compactions/traces/date={day}/")
    assert load_public_key(key.public_pem()).verify(record)
    assert {(i["key"], i["sha256"]) for i in record["payload"]["inputs"]} == set(inputs.items())
    assert [o["key"] for o in record["payload"]["outputs"]] == report.outputs
    assert sum(i["rows"] for i in record["payload"]["inputs"]) == len(before)
    _assert_linked(_chains(store)[(None, (tmp_path / "spool" / "chain_slot").read_text().strip())])


def test_an_idle_slot_still_checkpoints_each_interval(tmp_path: Path) -> None:
    """The daily checkpoint (here every 0.3 s): a slot without new rows says so, signed, with the same head."""
    import time

    root = tmp_path / "store"
    config = fast_config(root.as_uri(), tmp_path / "spool", checkpoint_interval_s=0.3)
    with TraceWriter(config) as writer:
        writer.enqueue_outcome(*make_outcomes(1, prefix="idle")[0])
        assert writer.flush(timeout=10)
        first = len(_checkpoints(LocalStore(root)))
        deadline = time.monotonic() + 10
        while len(_checkpoints(LocalStore(root))) < first + 2:
            assert time.monotonic() < deadline, "no checkpoint while idle"
            time.sleep(0.05)
    payloads = [obj["payload"] for _, _, obj in _checkpoints(LocalStore(root))]
    assert len({(p["last_seq"], p["last_hash"]) for p in payloads}) == 1 and payloads[-1]["objects"] == []
    assert [p["number"] for p in payloads] == list(range(len(payloads)))
