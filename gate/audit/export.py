"""`gate-audit export`: a self-contained bundle a third party verifies with the operator's public key alone.

    bundle/
      manifest.json                      sha256 of every other file; what was selected, from where
      rows/<table>.jsonl                 {"tenant", "object", "date", "row"}: every column as stored
      blobs/<tenant>/sources/<sha256>.json    the passages the rows name (content-addressed)
      blobs/<tenant>/policies/<sha256>.yaml   the effective policies they name
      proofs/<tenant>/<slot>.json        per chain: (seq, prev_hash, row_hash, kind) from the first exported
                                         row to the nearest checkpoint at or after the last one (no content)
      checkpoints/<tenant>/<slot>/<n>.json  those checkpoints, byte for byte as stored (signed)
      summary.md                         per request: what was asked, answered, decided, and how it is anchored

`verify_bundle` checks it offline: every file against the manifest, every row's hash against its
content and its proof, each proof link by link up to a checkpoint whose signature verifies, every blob
against its content hash, and summary.md against the summary the rows give (so every byte is either
anchored to a signed checkpoint or derived from what is).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import math
import time
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from gate.audit.layout import ParquetObject, TenantObjects, in_range, list_tenants
from gate.audit.scan import CHAIN_COLUMNS, read_object
from gate.audit.verify import (
    AuditStoreError,
    Finding,
    VerifyReport,
    _load_json,
    _signature_problem,
    _signed_payload,
)
from gate.traces.chain import GENESIS_HASH, VerifyingKey, row_hash
from gate.traces.schema import (
    DEDUPE_KEYS,
    POLICIES,
    SOURCES,
    TABLES,
    blob_key,
    sha256_text,
    source_document,
    to_json,
)
from gate.traces.store import ObjectStore, open_store

logger = logging.getLogger(__name__)

BUNDLE_FORMAT = "gate-audit-bundle"
BUNDLE_VERSION = 1
MANIFEST = "manifest.json"
SUMMARY = "summary.md"


class ExportError(RuntimeError):
    """Nothing matched the selection, or the output directory is not empty."""


@dataclass
class ExportResult:
    out_dir: Path
    rows: dict[str, int] = field(default_factory=dict)
    requests: int = 0
    chains: int = 0
    unchained: int = 0
    unanchored: int = 0
    missing_blobs: list[str] = field(default_factory=list)


def tenant_dir(tenant: str | None) -> str:
    """A tenant's directory name inside a bundle: `tenant=<name>`, or `root` for the root tenant."""
    return f"tenant={tenant}" if tenant is not None else "root"


# ---------------------------------------------------------------- rows as JSON


def _json_value(value: Any) -> Any:
    if isinstance(value, dt.datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=dt.timezone.utc)
        return value.astimezone(dt.timezone.utc).isoformat(timespec="microseconds")
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, list):
        if value and all(isinstance(item, tuple) and len(item) == 2 for item in value):  # a map as read back
            return {str(k): _json_value(v) for k, v in value}
        return [_json_value(item) for item in value]
    if isinstance(value, dict):
        return {str(k): _json_value(v) for k, v in value.items()}
    return value


def json_row(row: Mapping[str, Any]) -> dict[str, Any]:
    """A row read from Parquet as JSON values: timestamps ISO 8601 UTC (microseconds), maps as objects,
    non-finite floats null. `chain.row_hash` of it equals that of the row as stored."""
    return {name: _json_value(value) for name, value in row.items()}


# ---------------------------------------------------------------- the summary


def _short(text: Any, limit: int = 600) -> str:
    if text is None:
        return "(none)"
    text = str(text).replace("\r", " ")
    return text if len(text) <= limit else text[:limit] + f" … ({len(text)} characters)"


def render_summary(rows: Mapping[str, list[dict[str, Any]]], proofs: Mapping[str, Mapping[str, Any]]) -> str:
    """summary.md: per request (tenant, request_id, request_uid), its attempts, decision, incident, overrides,
    sources and policy, and where each row sits in its chain. A pure function of the bundle's rows and proofs."""
    by_request: dict[tuple[str, str], dict[str, list[dict[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for table in TABLES:
        for item in rows.get(table, []):
            row = item["row"]
            by_request[(tenant_dir(item.get("tenant")), str(row.get("request_id")))][table].append(item)
    lines = ["# Audit bundle: requests", ""]
    for (tenant, request_id), tables in sorted(by_request.items()):
        lines.append(f"## Request `{request_id}` ({tenant})")
        lines.append("")
        traces = sorted(tables.get("traces", []), key=lambda i: (str(i["row"].get("request_uid")), i["row"].get("attempt") or 0))
        for uid in sorted({str(i["row"].get("request_uid")) for i in traces}):
            attempts = [i["row"] for i in traces if str(i["row"].get("request_uid")) == uid]
            first = attempts[0]
            lines.append(f"- server ID `{uid}`, time {first.get('ts')}, route {first.get('route')}, profile "
                         f"{first.get('profile')}, model {first.get('model')}, status **{first.get('status')}**")
            lines.append(f"- policy `{first.get('policy_sha256')}`, prompt version {first.get('prompt_version')}")
            lines.append(f"- question: {_short(first.get('query') or ('(hash only) ' + str(first.get('query_sha256'))))}")
            for source_id, digest in zip(first.get("source_ids") or [], first.get("source_sha256") or []):
                lines.append(f"- passage {source_id}: `blobs/{tenant}/sources/{digest}.json`")
            for row in attempts:
                lines.append(f"- attempt {row.get('attempt')}: decision **{row.get('decision')}**; failed "
                             f"{', '.join(row.get('failed') or []) or 'none'}; fired {', '.join(row.get('fired') or []) or 'none'}")
                lines.append(f"  - answer: {_short(row.get('output'))}")
                if row.get("error"):
                    lines.append(f"  - error: {_short(row.get('error'), 200)}")
        for item in tables.get("incidents", []):
            row = item["row"]
            lines.append(f"- incident `{row.get('incident_id')}`: blocked by {', '.join(row.get('checks') or [])} "
                         f"at attempt {row.get('attempt')}")
        for item in sorted(tables.get("overrides", []), key=lambda i: str(i["row"].get("ts"))):
            row = item["row"]
            lines.append(f"- review {row.get('ts')}: {row.get('reviewer')} ({row.get('reviewer_kind')}) "
                         f"**{row.get('verdict')}**: {_short(row.get('note'), 300)}")
        lines.append("- anchoring:")
        for table in TABLES:
            for item in tables.get(table, []):
                row = item["row"]
                slot, seq = row.get("chain_slot"), row.get("chain_seq")
                if slot is None:
                    lines.append(f"  - {table} {row.get(DEDUPE_KEYS[table])}: unchained (written before schema v4)")
                    continue
                proof = proofs.get(f"{tenant}/{slot}") or {}
                anchor = next((c for c in proof.get("checkpoints", []) if c["last_seq"] >= seq), None)
                where = (f"checkpoint {anchor['number']} of {anchor['time']} (key {anchor['key_id'] or 'unsigned'})"
                         if anchor else "no checkpoint yet")
                lines.append(f"  - {table} {row.get(DEDUPE_KEYS[table])}: slot {slot} seq {seq}, {where}")
        lines.append("")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- export


def _write(out_dir: Path, relative: str, data: bytes, files: dict[str, str]) -> None:
    path = out_dir / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    files[relative] = hashlib.sha256(data).hexdigest()


class _TenantExport:
    def __init__(self, store: ObjectStore, uri: str, objects: TenantObjects) -> None:
        self.store, self.uri, self.objects = store, uri, objects
        self.replaced: dict[str, list[str]] = {}  # input key -> output keys (compaction and redaction records)
        loaded = _load_json(store, [objects.full_key(k) for k in objects.compactions])
        for data, obj in loaded.values():
            payload = _signed_payload(obj)
            if payload is None:
                continue
            outputs = [objects.relative(o["key"]) for o in payload.get("outputs") or [] if isinstance(o, Mapping)]
            for item in payload.get("inputs") or []:
                if isinstance(item, Mapping) and isinstance(item.get("key"), str):
                    self.replaced[objects.relative(item["key"])] = outputs

    def live(self) -> list[ParquetObject]:
        return [o for o in self.objects.parquet if o.key not in self.replaced]

    def select(self, request_ids: set[str] | None, since: dt.date | None, until: dt.date | None
               ) -> list[tuple[ParquetObject, dict[str, Any]]]:
        """The selected rows, each with its object, in object and row order."""
        picked: list[tuple[ParquetObject, dict[str, Any]]] = []
        for obj in sorted(self.live(), key=lambda o: o.key):
            if (since or until) and not in_range(obj.date, since, until):
                continue
            if request_ids is not None:
                ids, _ = read_object(self.uri, self.objects.full_key(obj.key), columns=["request_id"])
                if "request_id" not in ids.column_names or not pc.any(
                        pc.is_in(ids.column("request_id"), value_set=pa.array(sorted(request_ids)))).as_py():
                    continue
            table, _ = read_object(self.uri, self.objects.full_key(obj.key))
            if request_ids is not None:
                table = table.filter(pc.fill_null(
                    pc.is_in(table.column("request_id"), value_set=pa.array(sorted(request_ids))), False))
            picked.extend((obj, row) for row in table.to_pylist())
        return picked

    def chain_entries(self, slot: str, low: int, high: int, dates_from: str | None) -> dict[int, tuple]:
        """{seq: (prev_hash, row_hash, kind)} of `slot` for seqs in [low, high]: tombstones and redactions, then
        the chain columns of the objects dated `dates_from` or later (None: all), until every seq is found."""
        found: dict[int, tuple] = {}
        for kind, records in (("tombstone", self.objects.tombstones), ("redaction", self.objects.redactions)):
            keys = {seq: key for seq, key in records.get(slot, {}).items() if low <= seq <= high}
            loaded = _load_json(self.store, [self.objects.full_key(k) for k in keys.values()])
            for seq, key in keys.items():
                _, obj = loaded[self.objects.full_key(key)]
                if isinstance(obj, Mapping):
                    found[seq] = (obj.get("prev_hash"), obj.get("row_hash"), kind)
        candidates = sorted(self.live(), key=lambda o: o.key)
        if dates_from:
            candidates = [o for o in candidates if o.date >= dates_from]
        for obj in candidates:
            if all(seq in found for seq in range(low, high + 1)):
                break
            table, _ = read_object(self.uri, self.objects.full_key(obj.key), columns=list(CHAIN_COLUMNS))
            if "chain_slot" not in table.column_names:
                continue
            for s, seq, prev, digest in zip(*(table.column(c).to_pylist() for c in CHAIN_COLUMNS)):
                if s == slot and seq is not None and low <= seq <= high:
                    found.setdefault(seq, (prev, digest, "row"))
        return found


def export_bundle(
    uri: str,
    out_dir: str | Path,
    *,
    request_ids: Sequence[str] | None = None,
    since: dt.date | None = None,
    until: dt.date | None = None,
    tenant: str | None = None,
    tenant_given: bool = False,
    store: ObjectStore | None = None,
) -> ExportResult:
    """Write the bundle of the selected requests (or of every row dated since..until) to `out_dir`."""
    out = Path(out_dir)
    if out.exists() and any(out.iterdir()):
        raise ExportError(f"{out} is not empty")
    if request_ids is None and since is None and until is None:
        raise ExportError("select request IDs or a date range")
    try:
        store = store or open_store(uri)
        roots = list_tenants(store, only=tenant, only_given=tenant_given)
    except Exception as exc:  # noqa: BLE001 - reported as a store error
        raise AuditStoreError(f"cannot list {uri}: {type(exc).__name__}: {exc}") from exc
    wanted = set(request_ids) if request_ids is not None else None
    result = ExportResult(out)
    files: dict[str, str] = {}
    rows_out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    proofs: dict[str, dict[str, Any]] = {}
    for objects in roots:
        export = _TenantExport(store, uri, objects)
        picked = export.select(wanted, since, until)
        if not picked:
            continue
        label = tenant_dir(objects.tenant)
        sources: set[str] = set()
        policies: set[str] = set()
        seqs: dict[str, list[int]] = defaultdict(list)
        first_date: dict[str, str] = {}
        for obj, row in picked:
            rows_out[obj.table].append({"tenant": objects.tenant, "object": obj.key, "date": obj.date,
                                        "row": json_row(row)})
            sources.update(d for d in row.get("source_sha256") or [] if d)
            if row.get("policy_sha256"):
                policies.add(row["policy_sha256"])
            if row.get("chain_slot") is None or row.get("chain_seq") is None:
                result.unchained += 1
                continue
            seqs[row["chain_slot"]].append(row["chain_seq"])
            first_date[row["chain_slot"]] = min(first_date.get(row["chain_slot"], obj.date), obj.date)
        for slot, numbers in sorted(seqs.items()):
            result.chains += 1
            proofs[f"{label}/{slot}"] = _prove(export, out, label, slot, min(numbers), max(numbers),
                                               first_date[slot], files, result)
        for table, digests in ((SOURCES, sources), (POLICIES, policies)):
            for digest in sorted(digests):
                try:
                    data = store.get(objects.full_key(blob_key(table, digest)))
                except Exception:  # noqa: BLE001 - a blob the store lacks is listed, not fatal
                    result.missing_blobs.append(f"{label}/{table}/{digest}")
                    continue
                suffix = "yaml" if table == POLICIES else "json"
                _write(out, f"blobs/{label}/{table}/{digest}.{suffix}", data, files)
    if not rows_out:
        raise ExportError("no rows matched the selection")
    for table in TABLES:
        if rows_out.get(table):
            body = "".join(json.dumps(item, sort_keys=True, ensure_ascii=False) + "\n" for item in rows_out[table])
            _write(out, f"rows/{table}.jsonl", body.encode("utf-8", "surrogatepass"), files)
            result.rows[table] = len(rows_out[table])
    _write(out, SUMMARY, render_summary(rows_out, proofs).encode("utf-8", "surrogatepass"), files)
    result.requests = len({(i.get("tenant"), i["row"].get("request_id")) for t in rows_out.values() for i in t})
    manifest = {
        "format": BUNDLE_FORMAT, "version": BUNDLE_VERSION, "created": dt.datetime.now(dt.timezone.utc).isoformat(),
        "source": uri, "selection": {"request_ids": sorted(wanted) if wanted is not None else None,
                                     "since": since.isoformat() if since else None,
                                     "until": until.isoformat() if until else None},
        "rows": result.rows, "unchained_rows": result.unchained, "unanchored_rows": result.unanchored,
        "missing_blobs": result.missing_blobs, "files": dict(sorted(files.items())),
    }
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return result


def _prove(export: _TenantExport, out: Path, label: str, slot: str, low: int, high: int, first_date: str,
           files: dict[str, str], result: ExportResult) -> dict[str, Any]:
    """Write the chain's proof and checkpoints; returns the proof (as written)."""
    objects = export.objects
    by_number = objects.checkpoints.get(slot, {})
    loaded = _load_json(export.store, [objects.full_key(k) for k in by_number.values()])
    checkpoints: list[tuple[int, bytes, Mapping[str, Any]]] = []
    for number, key in sorted(by_number.items()):
        data, obj = loaded[objects.full_key(key)]
        payload = _signed_payload(obj)
        if data is not None and payload is not None and isinstance(payload.get("last_seq"), int):
            checkpoints.append((number, data, payload))
    anchor = next((c for c in checkpoints if c[2]["last_seq"] >= high), None)
    top = anchor[2]["last_seq"] if anchor else high
    if anchor is None:
        result.unanchored += 1
    day_before = (dt.date.fromisoformat(first_date) - dt.timedelta(days=1)).isoformat()
    entries = export.chain_entries(slot, low, top, day_before)
    if any(seq not in entries for seq in range(low, top + 1)):  # a row filed under an earlier day: look everywhere
        entries = export.chain_entries(slot, low, top, None)
    included = [c for c in checkpoints if low <= c[2]["last_seq"] <= top]
    for number, data, _ in included:
        _write(out, f"checkpoints/{label}/{slot}/{number:012d}.json", data, files)
    proof = {
        "tenant": label, "slot": slot,
        "entries": [[seq, *entries[seq]] if seq in entries else [seq, None, None, "missing"]
                    for seq in range(low, top + 1)],
        "checkpoints": [{"number": n, "last_seq": p["last_seq"], "time": p.get("time"), "key_id": p.get("key_id")}
                        for n, _, p in included],
    }
    _write(out, f"proofs/{label}/{slot}.json", (json.dumps(proof, sort_keys=True) + "\n").encode(), files)
    return proof


# ---------------------------------------------------------------- offline verification


def is_bundle(path: str | Path) -> bool:
    """Whether `path` is a local directory holding a bundle's manifest."""
    manifest = Path(path) / MANIFEST
    try:
        return manifest.is_file() and json.loads(manifest.read_text()).get("format") == BUNDLE_FORMAT
    except (OSError, ValueError, AttributeError):
        return False


def _blob_problem(table: str, digest: str, data: bytes) -> str | None:
    if table == POLICIES:
        return None if hashlib.sha256(data).hexdigest() == digest else "policy text does not hash to its name"
    try:
        record = json.loads(data)
        text = to_json(source_document(_SourceLike(record)))
    except (ValueError, TypeError, KeyError) as exc:
        return f"not a passage record: {exc}"
    return None if sha256_text(text) == digest else "passage does not hash to its name"


class _SourceLike:
    """A stored passage record read back, with the attributes `source_document` reads."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.text = record["text"]
        self.document = record.get("document")
        self.jurisdiction = record.get("jurisdiction")


def verify_bundle(path: str | Path, public_key: VerifyingKey | None = None) -> VerifyReport:
    """Verify a bundle offline (see the module docstring); the same report as `verify_store`."""
    started = time.perf_counter()
    root = Path(path)
    report = VerifyReport(f"bundle {root}", public_key is not None, public_key.key_id if public_key else None)

    def add(kind: str, detail: str, **where: Any) -> None:
        report.add(Finding(kind, where.pop("tenant", None), where.pop("slot", None), detail, **where))

    try:
        manifest = json.loads((root / MANIFEST).read_text())
        listed: dict[str, str] = dict(manifest["files"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        add("bundle_file", f"{MANIFEST} unreadable: {exc}")
        report.elapsed_s = time.perf_counter() - started
        return report
    present = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()} - {MANIFEST}
    for name in sorted(present - set(listed)):
        add("bundle_file", "not in the manifest", object=name)
    contents: dict[str, bytes] = {}
    for name, digest in sorted(listed.items()):
        try:
            data = (root / name).read_bytes()
        except OSError:
            add("bundle_file", "listed in the manifest but missing", object=name)
            continue
        if hashlib.sha256(data).hexdigest() != digest:
            add("bundle_file", "sha256 differs from the manifest", object=name)
        contents[name] = data

    # proofs and their checkpoints
    proofs: dict[str, dict[str, Any]] = {}
    links: dict[tuple[str, str], dict[int, tuple[str | None, str | None]]] = {}
    for name, data in sorted(contents.items()):
        if not name.startswith("proofs/"):
            continue
        try:
            proof = json.loads(data)
            label, slot = proof["tenant"], proof["slot"]
        except (ValueError, KeyError, TypeError) as exc:
            add("bundle_file", f"proof unreadable: {exc}", object=name)
            continue
        proofs[f"{label}/{slot}"] = proof
        report.chains += 1
        chain: dict[int, tuple[str | None, str | None]] = {}
        previous: tuple[int, str | None] | None = None
        for seq, prev, digest, kind in proof.get("entries", []):
            if kind == "missing":
                add("missing", "the store had no row, tombstone or redaction for it at export", tenant=label,
                    slot=slot, seq=seq)
            elif previous is not None and previous[0] == seq - 1 and prev != previous[1]:
                add("chain_break", f"prev_hash {prev} but seq {seq - 1} has row_hash {previous[1]}", tenant=label,
                    slot=slot, seq=seq, object=name)
            elif seq == 0 and prev != GENESIS_HASH:
                add("chain_break", "the chain's first row does not start from the genesis hash", tenant=label,
                    slot=slot, seq=seq, object=name)
            chain[seq] = (prev, digest)
            previous = (seq, digest)
        links[(label, slot)] = chain
        for anchor in proof.get("checkpoints", []):
            key = f"checkpoints/{label}/{slot}/{anchor['number']:012d}.json"
            if key not in contents:
                add("checkpoint_mismatch", f"checkpoint {anchor['number']} is not in the bundle", tenant=label, slot=slot)
                continue
            report.checkpoints += 1
            try:
                obj = json.loads(contents[key])
            except ValueError as exc:
                add("checkpoint_mismatch", f"unreadable: {exc}", tenant=label, slot=slot, object=key)
                continue
            payload = _signed_payload(obj) or {}
            problem = _signature_problem(obj, public_key)
            if problem:
                add("checkpoint_signature", f"checkpoint {anchor['number']}: {problem}", tenant=label, slot=slot,
                    object=key)
                continue
            last_seq = payload.get("last_seq")
            if payload.get("slot") != slot or payload.get("number") != anchor["number"] or last_seq != anchor["last_seq"]:
                add("checkpoint_mismatch", "does not match the proof's account of it", tenant=label, slot=slot,
                    object=key)
            elif chain.get(last_seq, (None, None))[1] != payload.get("last_hash"):
                add("checkpoint_mismatch", f"last_hash {payload.get('last_hash')} is not the proof's seq {last_seq}",
                    tenant=label, slot=slot, object=key)

    # rows: content hash, and the same link as the proof
    rows: dict[str, list[dict[str, Any]]] = {}
    for table in TABLES:
        name = f"rows/{table}.jsonl"
        if name not in contents:
            continue
        items = []
        try:
            text = contents[name].decode("utf-8", "surrogatepass")
        except UnicodeDecodeError as exc:
            add("bundle_file", f"not UTF-8: {exc}", object=name)
            continue
        for number, line in enumerate(text.splitlines(), start=1):
            try:
                item = json.loads(line)
                row = item["row"]
            except (ValueError, KeyError, TypeError) as exc:
                add("bundle_file", f"line {number} unreadable: {exc}", object=name)
                continue
            items.append(item)
            report.rows_read += 1
            label = tenant_dir(item.get("tenant"))
            slot, seq = row.get("chain_slot"), row.get("chain_seq")
            where = {"tenant": label, "slot": slot, "seq": seq, "table": table, "object": item.get("object"),
                     "date": item.get("date"), "row_key": row.get(DEDUPE_KEYS[table]), "request_id": row.get("request_id")}
            if slot is None:
                report.unchained[(label, str(item.get("date")))] += 1
                continue
            if row_hash(table, row) != row.get("row_hash"):
                add("altered", "row_hash does not match the row's content", **where)
                continue
            link = links.get((label, slot), {}).get(seq)
            if link is None:
                add("missing", "no proof covers this row", **where)
            elif link != (row.get("prev_hash"), row.get("row_hash")):
                add("chain_break", "the row's hashes differ from its proof's", **where)
            else:
                proof = proofs[f"{label}/{slot}"]
                if not any(c["last_seq"] >= seq for c in proof.get("checkpoints", [])):
                    add("unanchored", "no checkpoint at or after this row in the bundle", **where)
                else:
                    report.days[(label, slot, str(item.get("date")))].verified += 1
        rows[table] = items

    # blobs, and the summary derived from the rows
    for name, data in sorted(contents.items()):
        parts = name.split("/")
        if parts[0] == "blobs" and len(parts) == 4:
            digest = parts[3].rsplit(".", 1)[0]
            problem = _blob_problem(parts[2], digest, data)
            if problem:
                add("blob_mismatch", problem, object=name)
    if contents.get(SUMMARY) is not None and contents[SUMMARY] != render_summary(rows, proofs).encode("utf-8", "surrogatepass"):
        add("bundle_file", "summary.md differs from the summary of the bundle's rows", object=SUMMARY)
    report.objects_read = len(contents)
    report.elapsed_s = time.perf_counter() - started
    return report


def request_ids_from_file(path: str | Path) -> list[str]:
    """Request IDs from a file, one per line (blank lines and lines starting with # skipped)."""
    return [line.strip() for line in Path(path).read_text().splitlines() if line.strip() and not line.startswith("#")]
