"""`gate-audit verify`: prove a trace store complete and unaltered, or name what is not.

For every tenant root (or one), it reads the three tables' Parquet objects and the audit chain's objects
(`gate.traces.chain`: slot registry, checkpoints, tombstones, redactions, compaction records) and checks,
per chain (tenant, writer slot):

- every chained row's `row_hash` against the row as stored (altered), `chain_seq` 0..last without a gap not
  covered by a tombstone or redaction (missing), once (duplicated), in ascending order within an object
  (out of order), and each `prev_hash` against the row before (chain break);
- every checkpoint: its signature (with the operator's public key), its count and last hash against the
  chain, the objects it lists (still there, or replaced by a compaction or redaction record), the
  checkpoint chain (numbers without a gap, each naming the hash of the one before);
- compaction records: an input listed again is a resurrected file; a slot named by the registry or by a
  checkpoint's `known_slots` with nothing left is a deleted slot.

Rows written before schema v4 have no chain: they are counted as unchained, not failures. Without a
public key signatures are not checked, so the result shows damage, not tampering by someone who can write
the prefix (see docs/audit.md). `verify_store` returns a `VerifyReport`; `report.ok` is the verdict.
"""

from __future__ import annotations

import concurrent.futures
import datetime as dt
import json
import logging
import multiprocessing
import os
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from gate.audit.layout import ROOT_TENANT_LABEL, ParquetObject, TenantObjects, in_range, list_tenants
from gate.audit.scan import FileScan, scan_object
from gate.traces.chain import GENESIS_HASH, VerifyingKey, sha256_hex
from gate.traces.store import ObjectStore, open_store

logger = logging.getLogger(__name__)

COMPACTED_PREFIX = "compacted-"
PARALLEL_MIN_OBJECTS = 16
"""Fewer objects than this are read in-process (a worker process costs about a second to start)."""

FINDING_KINDS: dict[str, str] = {
    "altered": "row altered (its hash does not match its content)",
    "missing": "rows missing (a gap in the chain no tombstone or redaction covers)",
    "duplicated": "row stored more than once",
    "out_of_order": "rows of one slot not in chain order within an object",
    "chain_break": "chain break (prev_hash is not the previous row's hash)",
    "redaction_incomplete": "row redacted but still present",
    "checkpoint_signature": "checkpoint signature fails",
    "checkpoint_mismatch": "checkpoint does not match the chain",
    "checkpoint_objects_gone": "object a checkpoint lists is gone (no compaction or redaction record maps it)",
    "checkpoint_gap": "checkpoint chain gap",
    "checkpoint_missing": "slot has rows but no checkpoint",
    "resurrected": "object a compaction replaced is listed again",
    "compaction_invalid": "compaction record unreadable, unsigned or its signature fails",
    "compaction_output_gone": "object a compaction wrote is gone",
    "object_altered": "object differs from the sha256 its compaction record gives",
    "slot_deleted": "writer slot known to the store has no rows or checkpoints left",
    "unregistered_slot": "writer slot has rows or checkpoints but no registry entry",
    "registry_invalid": "slot registry entry unreadable or its signature fails",
    "record_invalid": "tombstone or redaction record unreadable or misplaced",
    "unreadable": "object cannot be read",
    "bundle_file": "bundle file missing, unlisted or not matching its manifest",
    "blob_mismatch": "bundled passage or policy does not hash to its name",
    "unanchored": "bundled row not covered by a bundled checkpoint",
}
"""Every kind of problem the verifier reports, with what it means (docs/audit.md lists them too)."""


@dataclass(frozen=True)
class Finding:
    """One problem: its kind (`FINDING_KINDS`), where (tenant, slot, date, table, object, seq) and what."""

    kind: str
    tenant: str | None
    slot: str | None
    detail: str
    date: str | None = None
    table: str | None = None
    object: str | None = None
    seq: int | None = None
    row_key: str | None = None
    request_id: str | None = None

    def line(self) -> str:
        where = [f"tenant {self.tenant if self.tenant is not None else ROOT_TENANT_LABEL}"]
        if self.slot:
            where.append(f"slot {self.slot}")
        if self.date:
            where.append(self.date)
        if self.object:
            where.append(self.object)
        if self.seq is not None:
            where.append(f"seq {self.seq}")
        if self.row_key:
            where.append(f"row {self.row_key}")
        if self.request_id:
            where.append(f"request {self.request_id}")
        return f"{self.kind.upper()}: {', '.join(where)}: {self.detail}"


@dataclass
class DayCounts:
    """Per tenant, slot and day: rows whose hash verified, and problems found there by kind."""

    verified: int = 0
    problems: Counter = field(default_factory=Counter)


@dataclass
class VerifyReport:
    """What `verify_store` found. `ok` is True only when nothing is wrong."""

    uri: str
    signatures_checked: bool
    key_id: str | None = None
    findings: list[Finding] = field(default_factory=list)
    days: dict[tuple[str, str, str], DayCounts] = field(default_factory=lambda: defaultdict(DayCounts))
    unchained: Counter = field(default_factory=Counter)  # (tenant, date) -> rows before v4
    tombstoned: int = 0
    redacted: int = 0
    unanchored: Counter = field(default_factory=Counter)  # (tenant, slot) -> rows after the last checkpoint
    chains: int = 0
    checkpoints: int = 0
    objects_read: int = 0
    rows_read: int = 0
    elapsed_s: float = 0.0
    since: str | None = None
    until: str | None = None
    tenants: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.findings

    @property
    def rows_verified(self) -> int:
        return sum(c.verified for c in self.days.values())

    @property
    def rows_per_s(self) -> float:
        return self.rows_read / self.elapsed_s if self.elapsed_s > 0 else 0.0

    def add(self, finding: Finding) -> None:
        self.findings.append(finding)
        if finding.slot and finding.date:
            self.days[(finding.tenant or ROOT_TENANT_LABEL, finding.slot, finding.date)].problems[finding.kind] += 1

    def kinds(self) -> Counter:
        return Counter(f.kind for f in self.findings)

    def lines(self) -> list[str]:
        """The human-readable report: the mode, per tenant, slot and day the counts, every finding, a verdict."""
        out = [f"gate-audit verify {self.uri}"]
        if self.since or self.until:
            out.append(f"dates {self.since or '…'} to {self.until or '…'} (chains checked within the range)")
        if self.signatures_checked:
            out.append(f"signatures checked with public key {self.key_id}: detects damage and tampering by anyone"
                       " without the signing key")
        else:
            out.append("no public key given: signatures NOT checked; this detects damage, not tampering")
        for (tenant, slot, date), counts in sorted(self.days.items()):
            extra = "".join(f", {n} {kind}" for kind, n in sorted(counts.problems.items()))
            out.append(f"  tenant {tenant} slot {slot} {date}: {counts.verified} rows verified{extra}")
        for (tenant, date), rows in sorted(self.unchained.items()):
            out.append(f"  tenant {tenant} {date}: {rows} rows unchained (before v4)")
        for (tenant, slot), rows in sorted(self.unanchored.items()):
            out.append(f"  tenant {tenant} slot {slot}: {rows} rows after its last checkpoint (not yet signed)")
        out.extend(f.line() for f in self.findings)
        summary = (f"{self.rows_verified} rows verified in {self.chains} chains, {sum(self.unchained.values())}"
                   f" unchained, {self.tombstoned} tombstoned, {self.redacted} redacted, {self.checkpoints}"
                   f" checkpoints; {self.rows_read} rows in {self.objects_read} objects in {self.elapsed_s:.2f} s"
                   f" ({self.rows_per_s:,.0f} rows/s)")
        if self.ok:
            out.append(f"OK: {summary}")
        else:
            kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(self.kinds().items()))
            out.append(f"DAMAGE: {len(self.findings)} problems ({kinds}); {summary}")
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "uri": self.uri, "ok": self.ok, "signatures_checked": self.signatures_checked, "key_id": self.key_id,
            "rows_verified": self.rows_verified, "rows_read": self.rows_read, "objects_read": self.objects_read,
            "chains": self.chains, "checkpoints": self.checkpoints, "tombstoned": self.tombstoned,
            "redacted": self.redacted, "elapsed_s": self.elapsed_s, "rows_per_s": self.rows_per_s,
            "days": [{"tenant": t, "slot": s, "date": d, "verified": c.verified, "problems": dict(c.problems)}
                     for (t, s, d), c in sorted(self.days.items())],
            "unchained": [{"tenant": t, "date": d, "rows": n} for (t, d), n in sorted(self.unchained.items())],
            "unanchored": [{"tenant": t, "slot": s, "rows": n} for (t, s), n in sorted(self.unanchored.items())],
            "findings": [asdict(f) for f in self.findings],
        }


class AuditStoreError(RuntimeError):
    """The store cannot be read at all (no such bucket, no rights, a bad URI)."""


# ---------------------------------------------------------------- chain entries


@dataclass(frozen=True)
class Entry:
    """One link of a chain as found: a row in an object, a tombstone or a redaction record."""

    seq: int
    prev_hash: str | None
    row_hash: str | None
    kind: str  # "row", "tombstone", "redaction"
    date: str | None
    where: str  # object key (row) or record key
    index: int = -1  # row index in its object
    context: bool = False  # read only to link the range's edges (--since/--until), not itself verified
    table: str | None = None
    row_key: str | None = None
    request_id: str | None = None


def _load_json(store: ObjectStore, keys: Iterable[str], threads: int = 16) -> dict[str, tuple[bytes | None, Any]]:
    """{key: (bytes, parsed JSON)} for `keys`, fetched in parallel; (None, error text) when one fails."""
    keys = list(keys)

    def fetch(key: str) -> tuple[bytes | None, Any]:
        try:
            data = store.get(key)
        except Exception as exc:  # noqa: BLE001 - reported as a finding by the caller
            return None, f"{type(exc).__name__}: {exc}"
        try:
            return data, json.loads(data)
        except ValueError as exc:
            return data, f"not JSON: {exc}"

    if len(keys) <= 2:
        return {key: fetch(key) for key in keys}
    with concurrent.futures.ThreadPoolExecutor(max_workers=min(threads, len(keys))) as pool:
        return dict(zip(keys, pool.map(fetch, keys)))


def _signed_payload(obj: Any) -> Mapping[str, Any] | None:
    if isinstance(obj, Mapping) and isinstance(obj.get("payload"), Mapping):
        return obj["payload"]
    return None


def _signature_problem(obj: Mapping[str, Any], public_key: VerifyingKey | None) -> str | None:
    """Why `obj`'s signature is not acceptable, or None (always None without a public key)."""
    if public_key is None:
        return None
    if obj.get("signature") is None:
        return "unsigned (a public key was given, so every object must be signed)"
    if obj.get("key_id") not in (None, public_key.key_id):
        return f"signed by key {obj.get('key_id')}, not {public_key.key_id}"
    if not public_key.verify(obj):
        return "signature does not verify"
    return None


def _ranges(numbers: list[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for n in sorted(numbers):
        if out and n == out[-1][1] + 1:
            out[-1] = (out[-1][0], n)
        else:
            out.append((n, n))
    return out


def _scan_all(uri: str, tasks: list[tuple[str, ParquetObject, bool]], jobs: int) -> list[FileScan]:
    """Scan every (prefix, object, hash_rows) task, in a process pool when there is enough to read."""
    if jobs > 1 and len(tasks) > 1:
        context = multiprocessing.get_context("spawn")  # never fork a process that runs pyarrow's threads
        with concurrent.futures.ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            futures = [pool.submit(scan_object, uri, prefix, obj.key, obj.table, obj.date, hashed)
                       for prefix, obj, hashed in tasks]
            return [future.result() for future in futures]
    return [scan_object(uri, prefix, obj.key, obj.table, obj.date, hashed) for prefix, obj, hashed in tasks]


def default_jobs() -> int:
    return max(1, min(8, os.cpu_count() or 1))


# ---------------------------------------------------------------- the verifier


class _TenantVerifier:
    """The checks of one tenant root; findings and counts go to the shared report."""

    def __init__(self, report: VerifyReport, store: ObjectStore, objects: TenantObjects,
                 public_key: VerifyingKey | None, since: dt.date | None, until: dt.date | None) -> None:
        self.report = report
        self.store = store
        self.objects = objects
        self.public_key = public_key
        self.since, self.until = since, until
        self.ranged = since is not None or until is not None
        self.tenant = objects.tenant
        self.replaced: dict[str, str] = {}  # input key -> compaction record key (trusted records only)
        self.outputs: dict[str, tuple[str, str | None]] = {}  # output key -> (record key, sha256)
        self.entries: dict[str, dict[int, list[Entry]]] = defaultdict(lambda: defaultdict(list))
        self.slots_with_rows: set[str] = set()

    def add(self, kind: str, detail: str, **where: Any) -> None:
        self.report.add(Finding(kind, self.tenant, detail=detail, **{"slot": None, **where}))

    # -- compaction and redaction mappings

    def load_compactions(self) -> None:
        loaded = _load_json(self.store, [self.objects.full_key(k) for k in self.objects.compactions])
        for key in self.objects.compactions:
            data, obj = loaded[self.objects.full_key(key)]
            payload = _signed_payload(obj)
            if data is None or payload is None or not isinstance(payload.get("inputs"), list):
                self.add("compaction_invalid", f"{key}: {obj if isinstance(obj, str) else 'not a compaction record'}",
                         object=key)
                continue
            problem = _signature_problem(obj, self.public_key)
            if problem:
                self.add("compaction_invalid", f"{key}: {problem}; its mapping is not trusted", object=key)
                continue
            for item in payload.get("inputs") or []:
                if isinstance(item, Mapping) and isinstance(item.get("key"), str):
                    self.replaced[self.objects.relative(item["key"])] = key
            for item in payload.get("outputs") or []:
                if isinstance(item, Mapping) and isinstance(item.get("key"), str):
                    self.outputs[self.objects.relative(item["key"])] = (key, item.get("sha256"))

    def accounted_for(self, key: str) -> bool:
        """Whether `key` is still listed, or was replaced by a trusted compaction or redaction record (whose
        outputs are checked on their own: `compaction_output_gone`)."""
        return key in self.objects.keys or key in self.replaced

    # -- rows

    def scan_tasks(self) -> list[tuple[str, ParquetObject, bool]]:
        tasks: list[tuple[str, ParquetObject, bool]] = []
        day = dt.timedelta(days=1)
        edges = {d.isoformat() for d in (self.since - day if self.since else None,
                                         self.until + day if self.until else None) if d is not None}
        for obj in sorted(self.objects.parquet, key=lambda o: o.key):
            if obj.key in self.replaced:
                record = self.replaced[obj.key]
                if in_range(obj.date, self.since, self.until):
                    self.add("resurrected", f"replaced by compaction record {record} but listed again",
                             object=obj.key, date=obj.date, table=obj.table)
                continue
            if in_range(obj.date, self.since, self.until):
                tasks.append((self.objects.prefix, obj, True))
            elif obj.date in edges:
                tasks.append((self.objects.prefix, obj, False))  # context: links the range's first and last rows
        return tasks

    def take_scan(self, scan: FileScan) -> None:
        report = self.report
        label = self.objects.label
        if scan.error is not None:
            self.add("unreadable", scan.error, object=scan.key, date=scan.date, table=scan.table)
            return
        if scan.hashed:
            report.objects_read += 1
            report.rows_read += scan.rows
            if scan.unchained:
                report.unchained[(label, scan.date)] += scan.unchained
            expected = self.outputs.get(scan.key)
            if expected is not None and expected[1] and scan.sha256 != expected[1]:
                self.add("object_altered", f"sha256 {scan.sha256} but compaction record {expected[0]} says {expected[1]}",
                         object=scan.key, date=scan.date, table=scan.table)
        altered = set(scan.altered)
        last_seq: dict[str, int] = {}
        # A segment's rows are in spool order; compaction sorts a day by time, so only segments are checked.
        ordered = not scan.key.rsplit("/", 1)[-1].startswith(COMPACTED_PREFIX)
        for index in range(scan.rows):
            slot, seq = scan.slots[index], scan.seqs[index]
            if slot is None:
                continue
            if seq is None:
                altered.add(index)
                continue
            entry = Entry(seq, scan.prevs[index], scan.hashes[index], "row", scan.date, scan.key, index,
                          context=not scan.hashed, table=scan.table, row_key=scan.row_keys[index],
                          request_id=scan.request_ids[index])
            self.entries[slot][seq].append(entry)
            self.slots_with_rows.add(slot)
            if not scan.hashed:
                continue
            if index in altered:
                self.add("altered", f"row_hash {scan.hashes[index]} does not match the row as stored", slot=slot,
                         date=scan.date, table=scan.table, object=scan.key, seq=seq, row_key=scan.row_keys[index],
                         request_id=scan.request_ids[index])
            else:
                report.days[(label, slot, scan.date)].verified += 1
            previous = last_seq.get(slot)
            if previous is not None and seq <= previous and ordered:
                self.add("out_of_order", f"seq {seq} comes after seq {previous} in the object (row {index})",
                         slot=slot, date=scan.date, table=scan.table, object=scan.key, seq=seq,
                         row_key=scan.row_keys[index], request_id=scan.request_ids[index])
            last_seq[slot] = seq if previous is None else max(previous, seq)

    # -- tombstones and redactions

    def load_records(self) -> None:
        for kind, records in (("tombstone", self.objects.tombstones), ("redaction", self.objects.redactions)):
            keys = [key for by_seq in records.values() for key in by_seq.values()]
            loaded = _load_json(self.store, [self.objects.full_key(k) for k in keys])
            for slot, by_seq in records.items():
                for seq, key in by_seq.items():
                    data, obj = loaded[self.objects.full_key(key)]
                    if data is None or not isinstance(obj, Mapping) or obj.get("slot") != slot or obj.get("seq") != seq:
                        why = obj if isinstance(obj, str) else "its slot or seq does not match its key"
                        self.add("record_invalid", f"{kind} {key}: {why}", slot=slot, seq=seq, object=key)
                        continue
                    date = str(obj.get("time") or "")[:10] or None
                    self.entries[slot][seq].append(Entry(seq, obj.get("prev_hash"), obj.get("row_hash"), kind, date, key,
                                                         table=obj.get("table"), request_id=obj.get("request_id")))
                    if kind == "tombstone":
                        self.report.tombstoned += 1
                    else:
                        self.report.redacted += 1

    # -- checkpoints and the registry

    def check_registry(self) -> set[str]:
        known: set[str] = set()
        loaded = _load_json(self.store, [self.objects.full_key(k) for k in self.objects.registry.values()])
        for slot, key in sorted(self.objects.registry.items()):
            data, obj = loaded[self.objects.full_key(key)]
            payload = _signed_payload(obj)
            known.add(slot)
            if payload is None or payload.get("slot") != slot:
                why = obj if isinstance(obj, str) else "not a registry entry of this slot"
                self.add("registry_invalid", f"{key}: {why}", slot=slot, object=key)
                continue
            problem = _signature_problem(obj, self.public_key)
            if problem:
                self.add("registry_invalid", f"{key}: {problem}", slot=slot, object=key)
        return known

    def check_checkpoints(self) -> tuple[dict[str, int], set[str]]:
        """Check every checkpoint; returns ({slot: highest last_seq signed}, slots named in known_slots)."""
        anchored: dict[str, int] = {}
        known: set[str] = set()
        keys = [k for by_number in self.objects.checkpoints.values() for k in by_number.values()]
        loaded = _load_json(self.store, [self.objects.full_key(k) for k in keys])
        for slot, by_number in sorted(self.objects.checkpoints.items()):
            self.report.checkpoints += len(by_number)
            numbers = sorted(by_number)
            gaps = sorted(set(range(numbers[-1] + 1)) - set(numbers))
            for first, last in _ranges(gaps):
                span = f"number {first}" if first == last else f"numbers {first}-{last}"
                self.add("checkpoint_gap", f"checkpoint {span} missing", slot=slot)
            previous_seq = -1
            for number in numbers:
                key = by_number[number]
                data, obj = loaded[self.objects.full_key(key)]
                payload = _signed_payload(obj)
                if data is None or payload is None:
                    self.add("checkpoint_mismatch", f"{key}: {obj if isinstance(obj, str) else 'not a checkpoint'}",
                             slot=slot, object=key)
                    continue
                date = str(payload.get("time") or "")[:10] or None
                where = {"slot": slot, "object": key, "date": date}
                problem = _signature_problem(obj, self.public_key)
                if problem:
                    self.add("checkpoint_signature", f"checkpoint {number}: {problem}", **where)
                    continue  # nothing else in it can be trusted
                known.update(s for s in payload.get("known_slots") or [] if isinstance(s, str))
                problems = []
                if payload.get("slot") != slot or payload.get("number") != number:
                    problems.append(f"says slot {payload.get('slot')} number {payload.get('number')}")
                last_seq, last_hash = payload.get("last_seq"), payload.get("last_hash")
                if not isinstance(last_seq, int) or payload.get("rows") != last_seq + 1:
                    problems.append(f"rows {payload.get('rows')} does not follow from last_seq {last_seq}")
                if isinstance(last_seq, int):
                    if last_seq < previous_seq:
                        problems.append(f"last_seq {last_seq} is below the previous checkpoint's {previous_seq}")
                    previous_seq = max(previous_seq, last_seq)
                    anchored[slot] = max(anchored.get(slot, -1), last_seq)
                    found = [e for e in self.entries.get(slot, {}).get(last_seq, [])]
                    if found and found[0].row_hash != last_hash:
                        problems.append(f"last_hash {last_hash} but seq {last_seq} hashes to {found[0].row_hash}")
                prior = by_number.get(number - 1)
                if number == 0 and payload.get("prev_checkpoint") != GENESIS_HASH:
                    problems.append("the first checkpoint does not start from the genesis hash")
                elif prior is not None:
                    prior_data = loaded[self.objects.full_key(prior)][0]
                    if prior_data is not None and payload.get("prev_checkpoint") != sha256_hex(prior_data):
                        problems.append(f"prev_checkpoint does not match checkpoint {number - 1}")
                for problem_text in problems:
                    self.add("checkpoint_mismatch", f"checkpoint {number}: {problem_text}", **where)
                for listed in payload.get("objects") or []:
                    relative = self.objects.relative(str(listed))
                    date_part = relative.split("/")[1][len("date="):] if relative.count("/") == 2 else None
                    if self.ranged and date_part and not in_range(date_part, self.since, self.until):
                        continue
                    if not self.accounted_for(relative):
                        self.add("checkpoint_objects_gone", f"checkpoint {number} lists {relative}, which is gone",
                                 slot=slot, object=relative, date=date_part)
        return anchored, known

    def check_compaction_outputs(self) -> None:
        for key, (record, _) in sorted(self.outputs.items()):
            date_part = key.split("/")[1][len("date="):] if key.count("/") == 2 else None
            if self.ranged and date_part and not in_range(date_part, self.since, self.until):
                continue
            if key not in self.objects.keys and key not in self.replaced:
                self.add("compaction_output_gone", f"written by {record}, now gone", object=key, date=date_part)

    # -- the chain walk

    def walk(self, anchored: dict[str, int]) -> None:
        label = self.objects.label
        for slot, by_seq in sorted(self.entries.items()):
            self.report.chains += 1
            checked = [seq for seq, found in by_seq.items() if any(not e.context for e in found)]
            if not checked:
                continue
            if self.ranged:
                low, high = min(checked), max(checked)
            else:
                low, high = 0, max(max(by_seq), anchored.get(slot, -1))
            missing = [seq for seq in range(low, high + 1) if seq not in by_seq]
            for first, last in _ranges(missing):
                neighbour = by_seq.get(first - 1) or by_seq.get(last + 1) or []
                date = next((e.date for e in neighbour if e.date), None)
                span = f"seq {first}" if first == last else f"seqs {first}-{last} ({last - first + 1} rows)"
                self.add("missing", f"{span} not found (no row, tombstone or redaction)", slot=slot, seq=first,
                         date=date)
            for seq in range(low, high + 1):
                found = by_seq.get(seq)
                if not found:
                    continue
                if len(found) > 1:
                    self._duplicates(slot, seq, found)
                entry = found[0]
                if seq == 0:
                    expected: str | None = GENESIS_HASH
                else:
                    before = by_seq.get(seq - 1)
                    expected = before[0].row_hash if before else None
                if expected is not None and entry.prev_hash != expected and not entry.context:
                    self.add("chain_break", f"prev_hash {entry.prev_hash} but seq {seq - 1} has row_hash {expected}",
                             slot=slot, seq=seq, date=entry.date, table=entry.table, object=entry.where,
                             row_key=entry.row_key, request_id=entry.request_id)
            tail = high - anchored.get(slot, -1)
            if tail > 0 and not self.ranged:
                self.report.unanchored[(label, slot)] += tail

    def _duplicates(self, slot: str, seq: int, found: list[Entry]) -> None:
        kinds = {e.kind for e in found}
        places = "; ".join(f"{e.kind} {e.where}" + (f" row {e.index}" if e.index >= 0 else "") for e in found)
        entry = next((e for e in found if e.kind == "row"), found[0])
        where = {"slot": slot, "seq": seq, "date": entry.date, "table": entry.table, "object": entry.where,
                 "row_key": entry.row_key, "request_id": entry.request_id}
        if "redaction" in kinds and "row" in kinds:
            self.add("redaction_incomplete", f"a redaction record and the row both exist ({places}); run redact again",
                     **where)
        elif not all(e.context for e in found):
            self.add("duplicated", f"{len(found)} times: {places}", **where)

    def run(self, jobs: int) -> None:
        self.load_compactions()
        tasks = self.scan_tasks()
        for scan in _scan_all(self.report.uri, tasks, jobs if len(tasks) >= PARALLEL_MIN_OBJECTS else 1):
            self.take_scan(scan)
        self.load_records()
        known = self.check_registry()
        anchored, named = self.check_checkpoints()
        self.check_compaction_outputs()
        self.walk(anchored)
        with_checkpoints = set(self.objects.checkpoints)
        for slot in sorted(self.slots_with_rows - with_checkpoints):
            if not self.ranged:
                self.add("checkpoint_missing", "rows of this slot are stored but no checkpoint is", slot=slot)
        for slot in sorted((self.slots_with_rows | with_checkpoints) - known):
            if not self.ranged or slot in with_checkpoints:
                self.add("unregistered_slot", f"no {self.objects.prefix}chains/{slot}.json", slot=slot)
        for slot in sorted((known | named) - self.slots_with_rows - with_checkpoints):
            source = "the registry" if slot in known else "another slot's checkpoint (known_slots)"
            self.add("slot_deleted", f"named by {source}, but no rows or checkpoints are left", slot=slot)


def verify_store(
    uri: str,
    *,
    public_key: VerifyingKey | None = None,
    since: dt.date | None = None,
    until: dt.date | None = None,
    tenant: str | None = None,
    tenant_given: bool = False,
    jobs: int | None = None,
    store: ObjectStore | None = None,
) -> VerifyReport:
    """Verify the trace store at `uri` (see the module docstring): every tenant, or only `tenant` when
    `tenant_given` (None: the root tenant). Raises AuditStoreError when the store cannot be listed."""
    started = time.perf_counter()
    report = VerifyReport(uri, public_key is not None, public_key.key_id if public_key else None,
                          since=since.isoformat() if since else None, until=until.isoformat() if until else None)
    try:
        store = store or open_store(uri)
        roots = list_tenants(store, only=tenant, only_given=tenant_given)
    except Exception as exc:  # noqa: BLE001 - no bucket, no rights, a bad endpoint: a usage error
        raise AuditStoreError(f"cannot list {uri}: {type(exc).__name__}: {exc}") from exc
    for objects in roots:
        report.tenants.append(objects.label)
        _TenantVerifier(report, store, objects, public_key, since, until).run(jobs or default_jobs())
    report.elapsed_s = time.perf_counter() - started
    return report
