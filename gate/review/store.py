"""The review queue's shared state: cases, decisions and PHI views as write-once objects under the trace root.

    <uri>/review/cases/<request_id>/<case_uid>.json       one per escalated or blocked request
    <uri>/review/decisions/<request_id>/<case_uid>.json   at most one per case (conditional put)
    <uri>/review/views/date=YYYY-MM-DD/<view_id>.json     who opened which request, when
    <uri>/review/queue/...                                 the queue's index (gate/review/queue.py)

Every object is written with `ObjectStore.put_if_absent` (S3 `If-None-Match: *`, a hard link
in a directory), so two reviewers deciding one request through two Gate replicas at the same
moment leave exactly one decision: the second put finds the key taken. A case holds what the
desk shows (query, passages, each attempt's answer, evidence and feedback): the review prefix
holds PHI, like the traces prefix it lives in. `case_uid` begins with the time in
milliseconds, so a request ID reused by a caller lists its cases oldest first.

The queue (`queue_page`, `queue_counts`) reads its index, written here with each case and
decision, never the cases themselves: a page costs one or two LISTs however many cases the store
holds. Cases stored before the index existed join it with `index_existing_cases` (once, after
upgrading: `scripts/index_review_cases.py URI`). The index's pending entries are deleted when
decided (a delete marker under Object Lock; see gate/review/queue.py); nothing else here is.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
import time
import uuid
from dataclasses import dataclass
from typing import Any

from checks.context import RequestContext
from checks.loop import GateOutcome
from gate.review.queue import QueueIndex, QueuePage
from gate.traces.request_index import indexed_dates
from gate.traces.store import ObjectStore, S3Settings, open_store

logger = logging.getLogger(__name__)

REVIEW_PREFIX = "review"
CASE_SCHEMA_VERSION = 1
_SAFE_ID = re.compile(r"^[A-Za-z0-9._:\-]{1,128}$")
_PHI_CHECKS = frozenset({"phi"})


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def _key_part(request_id: str) -> str:
    """A request ID as a key segment (IDs are already restricted to [A-Za-z0-9._:-] by the API)."""
    if not _SAFE_ID.match(request_id) or request_id in (".", ".."):
        raise ValueError(f"not a request ID: {request_id!r}")
    return request_id


def _evidence_item(check: str, item: Any) -> dict[str, Any]:
    """An evidence item as the case keeps it; a PHI finding keeps its kind and offsets, not its text."""
    if check in _PHI_CHECKS:
        kept: dict[str, Any] = {"kind": item.detail.get("kind") or item.detail.get("type") or "identifier",
                                "chars": len(item.text)}
        if item.start is not None:
            kept["start"], kept["end"] = item.start, item.end
        return kept
    return item.to_dict()


def case_from_outcome(outcome: GateOutcome, context: RequestContext, route: str) -> dict[str, Any]:
    """The case of an escalated or blocked request: everything a reviewer needs, nothing computed later."""
    ts = utc_now()
    attempts = []
    for record in outcome.attempts:
        attempts.append({
            "attempt": record.attempt,
            "output": record.output,
            "decision": record.decision,
            "scores": {r.name: float(r.score) for r in record.results},
            "failed": list(record.failed),
            "hard_failed": list(record.hard_failed),
            "feedback_in": record.feedback_in,
            "feedback_out": record.feedback_out,
            "errors": dict(record.errors),
            "evidence": {r.name: {"evidence": [_evidence_item(r.name, e) for e in r.evidence],
                                  "metrics": _jsonable(r.metrics), "passed": r.passed, "hard": r.hard}
                         for r in record.results if r.evidence or not r.passed},
        })
    final = outcome.attempts[-1] if outcome.attempts else None
    return {
        "schema_version": CASE_SCHEMA_VERSION,
        "request_id": outcome.request_id,
        "case_uid": f"{int(ts.timestamp() * 1000):013d}-{uuid.uuid4().hex[:12]}",
        "ts": ts.isoformat(),
        "route": route,
        "status": outcome.status,
        "profile": context.profile,
        "query": context.query,
        "document": context.document,
        "allowed_identifiers": list(context.allowed_identifiers),
        "reference_codes": None if context.reference_codes is None else list(context.reference_codes),
        "sources": [{"id": s.id, "text": s.text, "document": s.document, "jurisdiction": s.jurisdiction}
                    for s in context.sources],
        "failed": list(final.failed) if final else [],
        "blocking_checks": list(outcome.blocking_checks),
        "incident_id": outcome.incident_id,
        "output": final.output if final else None,
        "has_phi": any("phi" in a["evidence"] for a in attempts) or bool(context.allowed_identifiers),
        "attempts": attempts,
    }


def _jsonable(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str, allow_nan=False)) if value else {}


def context_of(case: dict[str, Any]) -> RequestContext:
    """The request's context rebuilt from its case, to re-verify an edited answer against the same material."""
    from checks.context import Source

    return RequestContext(
        query=case.get("query") or "",
        sources=tuple(Source(id=s["id"], text=s["text"], document=s.get("document"),
                             jurisdiction=s.get("jurisdiction")) for s in case["sources"]),
        document=case.get("document"),
        allowed_identifiers=tuple(case.get("allowed_identifiers") or ()),
        reference_codes=None if case.get("reference_codes") is None else tuple(case["reference_codes"]),
        profile=case["profile"],
    )


@dataclass
class ReviewStore:
    """Cases, decisions and view records on the trace store, shared by every Gate replica."""

    store: ObjectStore
    uri: str | None = None
    endpoint_url: str | None = None

    @classmethod
    def open(cls, uri: str, settings: S3Settings | None = None) -> "ReviewStore":
        """The review store on the trace store at `uri` (an S3 one reached with `settings`)."""
        settings = settings or S3Settings()
        return cls(open_store(uri, settings), uri=uri, endpoint_url=settings.endpoint_url)

    @classmethod
    def from_trace_config(cls, config: Any) -> "ReviewStore":
        """The review store beside a TraceWriter's objects (same URI, endpoint, encryption, Object Lock)."""
        return cls.open(config.uri, S3Settings(
            endpoint_url=config.endpoint_url, sse=config.sse, kms_key_id=config.kms_key_id,
            object_lock_mode=config.object_lock_mode, object_lock_retain_days=config.object_lock_retain_days,
            conditional_writes=config.conditional_writes,
        ))

    # -- writing ------------------------------------------------------------------------------------
    def _put_json(self, key: str, value: dict[str, Any]) -> bool:
        data = json.dumps(value, sort_keys=True, ensure_ascii=False).encode("utf-8", "surrogatepass")
        return self.store.put_if_absent(key, data)

    @property
    def queue(self) -> QueueIndex:
        """The queue's index on this store."""
        return QueueIndex(self.store)

    def open_case(self, case: dict[str, Any]) -> None:
        """Store a case, then its queue index entry (a failed index write is logged: the case is stored)."""
        key = f"{REVIEW_PREFIX}/cases/{_key_part(case['request_id'])}/{case['case_uid']}.json"
        self._put_json(key, case)
        try:
            self.queue.add_case(case)
        except Exception as exc:  # the case is stored; the backfill script indexes it later
            logger.error("review case %s stored but not indexed for the queue (%s: %s); run "
                         "scripts/index_review_cases.py", case["case_uid"], type(exc).__name__, exc)

    def put_decision(self, decision: dict[str, Any]) -> bool:
        """Store the decision of a case; False when the case was already decided (nothing written).

        Then moves the case in the queue index to decided; when the case was decided already, the
        stored decision is indexed again (a replica that died before indexing it leaves it pending)."""
        key = f"{REVIEW_PREFIX}/decisions/{_key_part(decision['request_id'])}/{decision['case_uid']}.json"
        written = self._put_json(key, decision)
        indexed = decision if written else self._get_json(key)
        if indexed is not None:
            try:
                self.queue.add_decision(indexed, lambda: self.case(indexed["request_id"], indexed["case_uid"]))
            except Exception as exc:  # the decision is stored; the next attempt or the backfill indexes it
                logger.error("review decision on case %s stored but not indexed for the queue (%s: %s)",
                             indexed.get("case_uid"), type(exc).__name__, exc)
        return written

    def record_view(self, reviewer: str, request_id: str, case_uid: str | None, what: str, phi: bool) -> None:
        """Who saw which request (and whether it holds PHI or its identifiers were revealed), when."""
        now = utc_now()
        view_id = f"{int(now.timestamp() * 1000):013d}-{uuid.uuid4().hex[:12]}"
        self._put_json(f"{REVIEW_PREFIX}/views/date={now.date().isoformat()}/{view_id}.json", {
            "view_id": view_id, "ts": now.isoformat(), "reviewer": reviewer, "request_id": request_id,
            "case_uid": case_uid, "what": what, "phi": phi,
        })

    # -- reading ------------------------------------------------------------------------------------
    def _get_json(self, key: str) -> dict[str, Any] | None:
        try:
            return json.loads(self.store.get(key))
        except (FileNotFoundError, KeyError):
            return None
        except Exception as exc:  # S3 NoSuchKey and friends
            if "NoSuchKey" in type(exc).__name__ or "NoSuchKey" in str(exc) or "404" in str(exc):
                return None
            raise

    def _case_keys(self, request_id: str) -> list[str]:
        """The keys of `request_id`'s cases, oldest first: one LIST of its case prefix."""
        return [k for k in self.store.list_keys(f"{REVIEW_PREFIX}/cases/{_key_part(request_id)}/") if k.endswith(".json")]

    def cases_of(self, request_id: str) -> list[dict[str, Any]]:
        """Every case of `request_id`, oldest first (more than one only when a caller reused the ID)."""
        return [c for c in (self._get_json(k) for k in self._case_keys(request_id)) if c is not None]

    def has_case(self, request_id: str) -> bool:
        """Whether `request_id` has a case: one LIST of its case prefix, no case read."""
        return bool(self._case_keys(request_id))

    def latest_case(self, request_id: str) -> dict[str, Any] | None:
        keys = self._case_keys(request_id)
        return self._get_json(keys[-1]) if keys else None

    def case(self, request_id: str, case_uid: str) -> dict[str, Any] | None:
        if not _SAFE_ID.match(case_uid):
            return None
        return self._get_json(f"{REVIEW_PREFIX}/cases/{_key_part(request_id)}/{case_uid}.json")

    def decision(self, request_id: str, case_uid: str) -> dict[str, Any] | None:
        return self._get_json(f"{REVIEW_PREFIX}/decisions/{_key_part(request_id)}/{case_uid}.json")

    def all_cases(self) -> list[dict[str, Any]]:
        keys = [k for k in self.store.list_keys(f"{REVIEW_PREFIX}/cases/") if k.endswith(".json")]
        return [c for c in (self._get_json(k) for k in keys) if c is not None]

    def all_decisions(self) -> dict[tuple[str, str], dict[str, Any]]:
        keys = [k for k in self.store.list_keys(f"{REVIEW_PREFIX}/decisions/") if k.endswith(".json")]
        out = {}
        for key in keys:
            decision = self._get_json(key)
            if decision is not None:
                out[(decision["request_id"], decision["case_uid"])] = decision
        return out

    def queue_page(self, *, status: str, check: str | None = None, profile: str | None = None,
                   since: dt.date | None = None, until: dt.date | None = None, after: str | None = None,
                   limit: int = 50) -> QueuePage:
        """The queue from its index: rows (the `queue_rows` keys plus `case_uid`) with a case UID after
        `after`, oldest first, at most `limit`; a list with `next_cursor` (None: nothing after it).

        The rows cover every matching case up to `next_cursor`, which a sparse filter may reach
        before `limit` rows (a bounded number of LISTs per call): to merge several stores' pages,
        ask each with the same `after` and use `gate.review.queue.merge_pages`."""
        return self.queue.page(status=status, check=check, profile=profile, since=since, until=until,
                               after=after, limit=limit)

    def queue_counts(self) -> dict[str, int]:
        """Cases per status (pending, escalated, blocked, released, rejected, all) from the index's counters."""
        return self.queue.counts()

    def index_existing_cases(self, threads: int = 16) -> dict[str, Any]:
        """Index every stored case and decision the queue index lacks, then recount (once, after upgrading).

        Lists every case, decision and index entry, reads the cases and decisions not indexed yet
        (in `threads` threads), and writes their entries; a second run writes nothing new. Ends with
        a recount of the index into the counters (see `QueueIndex.recount`)."""
        from concurrent.futures import ThreadPoolExecutor

        index = self.queue
        indexed = index.indexed()
        decided_keys = {k for k in self.store.list_keys(f"{REVIEW_PREFIX}/decisions/") if k.endswith(".json")}
        case_keys = [k for k in self.store.list_keys(f"{REVIEW_PREFIX}/cases/") if k.endswith(".json")]

        def one(case_key: str) -> str:
            request_id, name = case_key.split("/")[-2:]
            uid = name[: -len(".json")]
            decision_key = f"{REVIEW_PREFIX}/decisions/{request_id}/{name}"
            was_decided, entries = indexed.get(uid, (False, []))
            if decision_key in decided_keys:
                if was_decided and len(entries) == 1:
                    return "kept"
                decision = self._get_json(decision_key)
                if decision is None:
                    return "kept"
                if entries:  # indexed pending (or both): move it
                    index.add_decision(decision, lambda: self._get_json(case_key), count=False)
                    return "decided"
                case = self._get_json(case_key)
                return "decided" if case is not None and index.add_decided(case, decision) else "kept"
            if entries:
                return "kept"
            case = self._get_json(case_key)
            if case is None:
                return "kept"
            return "pending" if index.add_case(case, count=False) else "kept"

        with ThreadPoolExecutor(max_workers=threads, thread_name_prefix="review-index") as pool:
            outcomes = list(pool.map(one, case_keys))
        counts = index.recount()
        return {"cases": len(case_keys), "indexed_pending": outcomes.count("pending"),
                "indexed_decided": outcomes.count("decided"), "counts": counts}

    def views(self) -> list[dict[str, Any]]:
        keys = [k for k in self.store.list_keys(f"{REVIEW_PREFIX}/views/") if k.endswith(".json")]
        return [v for v in (self._get_json(k) for k in keys) if v is not None]

    def is_traced(self, request_id: str) -> bool:
        """Whether `request_id` has stored trace rows: one LIST of its request index markers (see
        `gate.traces.request_index`), so the cost does not grow with the traces table."""
        return bool(indexed_dates(self.store, request_id))

    def traced_status(self, request_id: str) -> dict[str, Any] | None:
        """A request without a case (it passed, or its case is not stored) as its trace rows record it.

        Only the date partitions its request index markers name are listed and read; an ID without a
        marker costs one LIST and reads nothing."""
        if self.uri is None:
            return None
        import pyarrow.dataset as ds

        from gate.traces.store import read_table

        try:
            dates = indexed_dates(self.store, request_id)
            if not dates:
                return None
            rows = read_table(self.uri, "traces", endpoint_url=self.endpoint_url, dates=dates,
                              where=ds.field("request_id") == request_id).to_pylist()
        except Exception as exc:  # the store is down: the caller says 'not found yet' rather than fail
            logger.warning("trace rows of a request could not be read (%s)", type(exc).__name__)
            return None
        if not rows:
            return None
        rows.sort(key=lambda r: (r["ts"], r["attempt"]))
        last = rows[-1]
        return {"status": last["status"], "output": last["output"] if last["status"] == "passed" else None,
                "ts": last["ts"].isoformat(), "attempts": last["attempt"]}


def wait_for(predicate: Any, timeout_s: float = 10.0, interval_s: float = 0.1) -> Any:
    """Poll `predicate` until it returns something truthy or `timeout_s` passes (tools and tests)."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = predicate()
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(interval_s)
