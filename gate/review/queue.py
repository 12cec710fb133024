"""The review queue's index: what the desk's queue shows, readable a page at a time, kept as cases are written.

    <root>/review/queue/pending/<case_uid>!<row>     a case nobody has decided yet (removed by its decision)
    <root>/review/queue/decided/<case_uid>!<row>     a decided case, with its status after the decision
    <root>/review/queue/counts/e<ms>!<case_uid>!…    one event per case opened or decided (what it adds to the counts)
    <root>/review/queue/counts/c<99…-ms>!<ms>!…      a checkpoint: the counts of every event up to <ms>

Why: the queue used to read every case and decision ever stored (2,635 cases: 9.5 s). Here a page
of the queue is one LIST per partition (two at most) from the cursor on, whatever the store holds:
the entry's key holds the row the queue shows (status, received time, phi flag, attempts, route,
profile, failed checks, request ID; fields percent-encoded and joined by `!`), so no object is
read. `case_uid` begins with the time in milliseconds and `!` sorts before every character of a
case UID, so the keys of a partition sort oldest first, like the case UIDs, and a cursor (the
last case UID a page covers) is a ListObjectsV2 `StartAfter`. A row too long for one key name
(200 bytes, so a local directory's 255-byte names and its temp-file suffix fit: a request ID of
128 characters with many checks) keeps only its case UID, status and time in the key, and its
row in the body (every entry's body holds its row as JSON), read with a GET when shown or filtered.

The two partitions split the cases: a status filter reads `pending/` (pending; escalated: the
key's status), `decided/` (released, rejected) or both (blocked: a blocked case undecided or
confirmed; all). Check, profile and status-in-key filters are applied to the keys listed, so a
rare check may need many keys listed to fill a page: a page request lists at most
`MAX_LIST_CALLS` LIST pages per partition and then answers the rows found so far with a cursor
to go on from (a short page, even an empty one, with a `next_cursor`, is not the end: only
`next_cursor` None is). `since`/`until` bound the listing itself (the case UID's milliseconds).

Counts per status (`counts`: every case of the store, before check, profile or date filters)
are events plus checkpoints: `open_case` adds one event
(`pending +1`, `<status> +1`, `all +1`), a decision one (`pending -1`, `<before> -1`,
`<after> +1`), both named by their own time. A count is the newest checkpoint plus the events
after it: one LIST of `counts/` (newest checkpoint first, then the events in time order). Once
`CHECKPOINT_EVERY` events are older than `SETTLE_S` (so a put that was slow or a replica's clock
that is behind by less than that is not missed), the reader that sees them writes a new
checkpoint (if the one it built on is still the newest) and deletes the events it covers and the
checkpoints before the one it built on, so the prefix stays one short LIST page. An event stored with a time at or before the newest
checkpoint (a put delayed past `SETTLE_S`, a clock that far behind) is left out of the counts
until the next recount. A case written before the index existed is in no partition and no count
until `index_existing_cases` (scripts/index_review_cases.py) writes its entry and recounts the
partitions into a checkpoint.

Writes and Object Lock: every index object is written once (`put_if_absent`, with the store's
encryption and Object Lock settings, like every object); none is ever overwritten. Three things
are deleted: a case's `pending/` entry when it is decided, and the counts' events and
checkpoints once a newer checkpoint covers them. On an Object Lock bucket (always versioned) a
DeleteObject without a version ID adds a delete marker, which Object Lock allows whatever the
retention or legal hold: the key leaves LIST results, and the retained version stays until its
retention ends (a few hundred bytes each; a lifecycle rule may expire noncurrent versions of
`review/queue/` once retention allows). So the Gate's role needs `s3:DeleteObject` on
`<root>/review/queue/*` (not `s3:DeleteObjectVersion`, and nothing else under `review/`). A
delete that is refused is logged: a decided case then still lists as pending (the desk shows its
decision when opened), and the count prefix grows (counts stay exact, a page slower per 1,000).

Consistency: the case (or decision) object is stored first and is the truth; the index follows.
A replica that dies between the two leaves the case out of the queue (or still pending) until
`index_existing_cases` runs, or for a decision until anyone decides the case again (the 409
`already_decided` path indexes the stored decision). A case listed in both partitions for a
moment counts as decided. Entries hold no PHI (no query, passage or answer), only IDs and names.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, unquote

from gate.traces.store import ObjectStore

logger = logging.getLogger(__name__)

QUEUE_PREFIX = "review/queue"
PENDING_PREFIX = f"{QUEUE_PREFIX}/pending"
DECIDED_PREFIX = f"{QUEUE_PREFIX}/decided"
COUNTS_PREFIX = f"{QUEUE_PREFIX}/counts"

STATUSES = ("pending", "escalated", "blocked", "released", "rejected", "all")
"""The queue's status filters; `pending` is every undecided case, `all` every case."""
COUNTED = ("pending", "escalated", "blocked", "released", "rejected", "all")
"""The statuses `counts` answers: the number of cases each status filter shows without other filters."""

DEFAULT_LIMIT = 50
MAX_LIMIT = 500
MAX_LIST_CALLS = 2
"""LIST pages read per partition for one page request; a sparse filter answers a short page and a cursor after them."""
FILTERED_FIRST_LIST = 3
"""With a filter on the keys, the first LIST asks for this many keys per row wanted (then as the match rate says)."""
CHECKPOINT_EVERY = 50
"""Settled events after the newest checkpoint that make a reader write a new checkpoint."""
SETTLE_S = 300.0
"""Events younger than this are never folded into a checkpoint (slow puts, replica clocks behind)."""
LIST_THREADS = 8
"""LISTs and GETs of one page in flight at once (partitions, the counts, rows kept in bodies)."""

_NAME_LIMIT = 200  # bytes of a key's last segment: a directory's 255 less LocalStore's temp suffix (38)
_SEP = "!"
_AFTER_SEP = '"'  # the character after '!': "<uid>\"" sorts after every "<uid>!…" and before any longer UID
_CASE_UID = re.compile(r"^[A-Za-z0-9._:\-]{1,64}$")
_MS = re.compile(r"^\d{13}")
_SAFE = "-._~:"
_FULL, _BODY = "1", "b"
_INVERT = 10**13 - 1

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def _executor() -> ThreadPoolExecutor:
    """The threads that LIST partitions and the counts side by side (only leaf tasks run on them)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=LIST_THREADS, thread_name_prefix="review-queue")
        return _pool


class InvalidCursor(ValueError):
    """A cursor that is not one this API hands out."""


class QueuePage(list):  # type: ignore[type-arg]
    """Rows of one page, oldest first, and `next_cursor`: the page covers every matching case with a
    case UID after the request's `after` up to `next_cursor` (to the end when it is None)."""

    next_cursor: str | None

    def __init__(self, rows: Iterable[dict[str, Any]] = (), next_cursor: str | None = None) -> None:
        super().__init__(rows)
        self.next_cursor = next_cursor


def check_cursor(cursor: str | None) -> str | None:
    """`cursor` if it can be one (a case UID); raises InvalidCursor otherwise. Empty means none."""
    if not cursor:
        return None
    if not _CASE_UID.match(cursor):
        raise InvalidCursor("cursor is not one this queue handed out")
    return cursor


def merge_pages(pages: Sequence[QueuePage], limit: int) -> QueuePage:
    """One page from the pages of several stores asked with the same `after`, oldest first.

    Each page is complete up to its `next_cursor`, so the merged page is complete up to the
    smallest of them: rows past it are dropped (the next request asks every store again from the
    merged cursor, and they come back then)."""
    bounds = [p.next_cursor for p in pages if p.next_cursor is not None]
    bound = min(bounds) if bounds else None
    rows = sorted((r for p in pages for r in p if bound is None or r["case_uid"] <= bound), key=lambda r: r["case_uid"])
    if len(rows) > limit:
        return QueuePage(rows[:limit], rows[limit - 1]["case_uid"])
    return QueuePage(rows, bound)


# -------------------------------------------------------------------- rows and their keys

def case_row(case: dict[str, Any]) -> dict[str, Any]:
    """The queue row of a case as the gate left it (before any decision)."""
    return {
        "request_id": case["request_id"],
        "case_uid": case["case_uid"],
        "status": case["status"],
        "received": str(case["ts"])[:19].replace("T", " "),
        "checks": list(case.get("blocking_checks") or case.get("failed") or []),
        "profile": case["profile"],
        "route": case["route"],
        "attempts": len(case.get("attempts") or []),
        "phi": bool(case.get("has_phi")),
        "decided": False,
    }


def _enc(value: Any) -> str:
    return quote(str(value), safe=_SAFE)


def _compact_time(received: str) -> str:
    return received.replace("-", "").replace(":", "").replace(" ", "T")


def _received(compact: str) -> str:
    if len(compact) != 15:
        return unquote(compact)
    return f"{compact[0:4]}-{compact[4:6]}-{compact[6:8]} {compact[9:11]}:{compact[11:13]}:{compact[13:15]}"


def entry_name(row: dict[str, Any]) -> str:
    """The last key segment of a row's entry: `<case_uid>!1!<status>!<time>!<phi>!<attempts>!<route>!
    <profile>!<check,check>!<request_id>`, or `<case_uid>!b!<status>!<time>` when that is too long."""
    head = [row["case_uid"], _FULL, row["status"], _compact_time(row["received"])]
    name = _SEP.join([*head, "1" if row["phi"] else "0", str(int(row["attempts"])), _enc(row["route"]),
                      _enc(row["profile"]), ",".join(_enc(c) for c in row["checks"]), _enc(row["request_id"])])
    if len(name.encode("utf-8")) <= _NAME_LIMIT:
        return name
    head[1] = _BODY
    return _SEP.join([head[0], head[1], _enc(head[2]), _enc(head[3])])


def parse_entry(name: str, decided: bool) -> dict[str, Any] | None:
    """The row an entry's name holds; for a row kept in the body only `case_uid`, `status`,
    `received` and `in_body: True`. None for a name this index does not write."""
    parts = name.split(_SEP)
    if len(parts) < 4:
        return None
    if parts[1] == _FULL and len(parts) == 10:
        try:
            attempts = int(parts[5])
        except ValueError:
            return None
        return {"request_id": unquote(parts[9]), "case_uid": parts[0], "status": parts[2],
                "received": _received(parts[3]), "checks": [unquote(c) for c in parts[8].split(",") if c],
                "profile": unquote(parts[7]), "route": unquote(parts[6]), "attempts": attempts,
                "phi": parts[4] == "1", "decided": decided}
    return {"case_uid": parts[0], "status": unquote(parts[2]), "received": _received(parts[3]), "in_body": True,
            "decided": decided}


def _uid_of(name: str) -> str:
    return name.split(_SEP, 1)[0]


def _event_ms(ts: Any, uid: str) -> int:
    """An event's time: the case's or decision's `ts`, else the case UID's milliseconds, else now."""
    try:
        when = dt.datetime.fromisoformat(str(ts).replace("Z", "+00:00"))
        if when.tzinfo is None:
            when = when.replace(tzinfo=dt.timezone.utc)
        return int(when.timestamp() * 1000)
    except ValueError:
        return int(uid[:13]) if _MS.match(uid) else int(time.time() * 1000)


def _day_ms(day: dt.date) -> int:
    return int(dt.datetime(day.year, day.month, day.day, tzinfo=dt.timezone.utc).timestamp() * 1000)


# -------------------------------------------------------------------- counts

@dataclass(frozen=True)
class _Event:
    ms: int
    key: str
    deltas: dict[str, int]


def _event_name(ms: int, uid: str, kind: str, *statuses: str) -> str:
    return _SEP.join([f"e{ms:013d}", uid, kind, *(_enc(s) for s in statuses)])


def _parse_event(key: str, name: str) -> _Event | None:
    parts = name.split(_SEP)
    try:
        ms = int(parts[0][1:])
    except ValueError:
        return None
    if len(parts) == 4 and parts[2] == "o":
        status = unquote(parts[3])
        return _Event(ms, key, {"all": 1, "pending": 1, status: 1})
    if len(parts) == 5 and parts[2] == "d":
        before, after = unquote(parts[3]), unquote(parts[4])
        deltas = {"pending": -1, before: -1}
        deltas[after] = deltas.get(after, 0) + 1
        return _Event(ms, key, deltas)
    return None


def _checkpoint_name(ms: int, counts: dict[str, int]) -> str:
    return _SEP.join([f"c{_INVERT - ms:013d}", f"{ms:013d}", ",".join(f"{k}={counts.get(k, 0)}" for k in COUNTED)])


def _parse_checkpoint(name: str) -> tuple[int, dict[str, int]] | None:
    parts = name.split(_SEP)
    if len(parts) != 3:
        return None
    try:
        counts = {k: int(v) for k, v in (item.split("=", 1) for item in parts[2].split(",") if item)}
        return int(parts[1]), counts
    except ValueError:
        return None


def _add(total: dict[str, int], deltas: dict[str, int]) -> None:
    for status, delta in deltas.items():
        total[status] = total.get(status, 0) + delta


# -------------------------------------------------------------------- paging

@dataclass
class _Partition:
    """One partition's listing for a page request: where it stands and the rows it matched."""

    prefix: str
    status: str | None  # rows of this status only (None: every status)
    decided: bool
    start_after: str | None
    rows: list[dict[str, Any]] = field(default_factory=list)
    last_uid: str | None = None
    exhausted: bool = False
    calls: int = 0
    scanned: int = 0


def _next_size(part: _Partition, limit: int) -> int:
    """Keys to ask for next: what the rows still wanted take at the match rate seen so far, half again,
    at least 100 and at most 1,000 (S3 answers a call in about the same time either way; a bigger
    answer costs moto and the parser per key)."""
    wanted = max(1, limit + 1 - len(part.rows))
    rate = max(len(part.rows), 1) / max(part.scanned, 1)
    return max(100, min(1000, int(wanted / rate * 1.5)))


@dataclass(frozen=True)
class _Filter:
    check: str | None
    profile: str | None
    since: dt.date | None
    until: dt.date | None
    stop_uid: str | None  # the first case UID past `until`

    def keeps(self, row: dict[str, Any], status: str | None) -> bool:
        if status is not None and row["status"] != status:
            return False
        if self.check and self.check not in row["checks"]:
            return False
        if self.profile and row["profile"] != self.profile:
            return False
        day = row["received"][:10]
        if (self.since and day < self.since.isoformat()) or (self.until and day > self.until.isoformat()):
            return False
        return True


_PARTITIONS: dict[str, tuple[tuple[str, str | None, bool], ...]] = {
    "pending": ((PENDING_PREFIX, None, False),),
    "escalated": ((PENDING_PREFIX, "escalated", False),),
    "blocked": ((PENDING_PREFIX, "blocked", False), (DECIDED_PREFIX, "blocked", True)),
    "released": ((DECIDED_PREFIX, "released", True),),
    "rejected": ((DECIDED_PREFIX, "rejected", True),),
    "all": ((PENDING_PREFIX, None, False), (DECIDED_PREFIX, None, True)),
}


class QueueIndex:
    """The queue index of one store root (see the module docstring); thread-safe, no state of its own."""

    def __init__(self, store: ObjectStore) -> None:
        self.store = store

    # -- writing ------------------------------------------------------------------------------------
    def _put_entry(self, prefix: str, row: dict[str, Any]) -> bool:
        body = json.dumps(row, sort_keys=True, ensure_ascii=False).encode("utf-8", "surrogatepass")
        return self.store.put_if_absent(f"{prefix}/{entry_name(row)}", body)

    def _put_event(self, name: str) -> None:
        self.store.put_if_absent(f"{COUNTS_PREFIX}/{name}", b"")

    def add_case(self, case: dict[str, Any], *, count: bool = True) -> bool:
        """Index a case the gate just opened: its pending entry, then its event. True if the entry is new."""
        row = case_row(case)
        if not _CASE_UID.match(row["case_uid"]):
            raise ValueError(f"not a case UID: {row['case_uid']!r}")
        written = self._put_entry(PENDING_PREFIX, row)
        if written and count:
            self._put_event(_event_name(_event_ms(case.get("ts"), row["case_uid"]), row["case_uid"], "o", row["status"]))
        return written

    def _entries(self, prefix: str, uid: str) -> list[str]:
        return self.store.list_page(f"{prefix}/{uid}{_SEP}", None, 10)

    def _row_of_key(self, key: str, decided: bool) -> dict[str, Any] | None:
        row = parse_entry(key.rsplit("/", 1)[-1], decided)
        if row is not None and row.get("in_body"):
            try:
                row = {**json.loads(self.store.get(key)), "decided": decided}
            except Exception as exc:  # noqa: BLE001 - removed meanwhile, or unreadable: the row is left out
                logger.warning("review queue: the body of an index entry could not be read (%s)", type(exc).__name__)
                return None
        return row

    def add_decision(self, decision: dict[str, Any], load_case: Callable[[], dict[str, Any] | None],
                     *, count: bool = True) -> bool:
        """Move a decided case from `pending/` to `decided/` (status after the decision); its event.

        Safe to repeat (the 409 path and the backfill do): the decided entry is written once, the
        event only with it, and a pending entry left behind is deleted. The row comes from the
        pending entry, else from the case (`load_case`); a decision without a case indexes nothing.
        True if the decided entry is new."""
        uid = decision["case_uid"]
        if not _CASE_UID.match(str(uid)):
            return False
        pending = self._entries(PENDING_PREFIX, uid)
        written = False
        if not self._entries(DECIDED_PREFIX, uid):
            row = self._row_of_key(pending[0], False) if pending else None
            if row is None:
                case = load_case()
                if case is None:
                    logger.info("review queue: decision on a case that is not stored; not indexed")
                    return False
                row = case_row(case)
            before = decision.get("status_before") or row["status"]
            after = decision.get("status_after") or before
            written = self._put_entry(DECIDED_PREFIX, {**row, "status": after, "decided": True})
            if written and count:
                self._put_event(_event_name(_event_ms(decision.get("ts"), uid), uid, "d", before, after))
        for key in pending:
            self._delete(key)
        return written

    def add_decided(self, case: dict[str, Any], decision: dict[str, Any]) -> bool:
        """Index a case that was decided before it was ever indexed: its decided entry only (no event,
        no LIST). For the backfill, which recounts after; True if the entry is new."""
        row = case_row(case)
        if not _CASE_UID.match(row["case_uid"]):
            raise ValueError(f"not a case UID: {row['case_uid']!r}")
        after = decision.get("status_after") or row["status"]
        return self._put_entry(DECIDED_PREFIX, {**row, "status": after, "decided": True})

    def _delete(self, key: str) -> bool:
        try:
            self.store.delete(key)
            return True
        except Exception as exc:  # noqa: BLE001 - no delete right (see the module docstring): logged, not fatal
            logger.error("review queue: index object %s not deleted (%s: %s); grant s3:DeleteObject on "
                         "review/queue/", key, type(exc).__name__, exc)
            return False

    # -- paging -------------------------------------------------------------------------------------
    def page(self, *, status: str, check: str | None = None, profile: str | None = None,
             since: dt.date | None = None, until: dt.date | None = None, after: str | None = None,
             limit: int = DEFAULT_LIMIT, max_list_calls: int = MAX_LIST_CALLS) -> QueuePage:
        """The cases `status` shows after the cursor `after`, oldest first, at most `limit` (see QueuePage)."""
        if status not in _PARTITIONS:
            raise ValueError(f"status must be one of {', '.join(STATUSES)}")
        after = check_cursor(after)
        limit = max(1, min(int(limit), MAX_LIMIT))
        stop_uid = f"{_day_ms(until + dt.timedelta(days=1)):013d}" if until else None
        keep = _Filter(check or None, profile or None, since, until, stop_uid)
        parts = []
        for prefix, part_status, decided in _PARTITIONS[status]:
            start = f"{prefix}/{after}{_AFTER_SEP}" if after else None
            if since is not None:
                floor = f"{prefix}/{_day_ms(since):013d}"
                start = floor if start is None or floor > start else start
            parts.append(_Partition(prefix, part_status, decided, start))
        filtered = bool(check or profile or any(p.status for p in parts))
        first = min(1000, (limit + 1) * (FILTERED_FIRST_LIST if filtered else 1))
        wanted = parts
        while True:
            self._fetch_all(wanted, keep, {id(p): first if p.calls == 0 else _next_size(p, limit) for p in wanted})
            rows = sorted((r for p in parts for r in p.rows), key=lambda r: r["case_uid"])
            target = rows[limit]["case_uid"] if len(rows) > limit else None
            wanted = [p for p in parts if not p.exhausted and (target is None or (p.last_uid or "") < target)]
            if not wanted or any(p.calls >= max_list_calls for p in wanted):
                break
        # A partition left open has listed keys (an empty answer exhausts it), so last_uid is set.
        open_parts = [p.last_uid for p in parts if not p.exhausted and p.last_uid is not None]
        bound = min(open_parts) if open_parts else None
        complete = _dedupe(r for p in parts for r in p.rows if bound is None or r["case_uid"] <= bound)
        if len(complete) > limit:
            return QueuePage(complete[:limit], complete[limit - 1]["case_uid"])
        return QueuePage(complete, bound)

    def _fetch_all(self, parts: list[_Partition], keep: _Filter, sizes: dict[int, int]) -> None:
        if len(parts) == 1:
            self._fetch(parts[0], keep, sizes[id(parts[0])])
            return
        futures = [_executor().submit(self._fetch, p, keep, sizes[id(p)]) for p in parts[1:]]
        self._fetch(parts[0], keep, sizes[id(parts[0])])
        for future in futures:
            future.result()

    def _fetch(self, part: _Partition, keep: _Filter, max_keys: int) -> None:
        """One LIST page of a partition: advance it, keep the rows that pass the filters."""
        keys = self.store.list_page(f"{part.prefix}/", part.start_after, max_keys)
        part.calls += 1
        part.scanned += len(keys)
        if len(keys) < max_keys:
            part.exhausted = True
        cut = len(part.prefix) + 1
        for key in keys:
            name = key[cut:]
            uid = _uid_of(name)
            if keep.stop_uid is not None and uid >= keep.stop_uid:
                part.exhausted = True
                break
            part.start_after, part.last_uid = key, uid
            row = parse_entry(name, part.decided)
            if row is None:
                continue
            if row.get("in_body"):
                if part.status is not None and row["status"] != part.status:
                    continue
                row = self._row_of_key(key, part.decided)
                if row is None:
                    continue
            if keep.keeps(row, part.status):
                part.rows.append(row)

    # -- counts -------------------------------------------------------------------------------------
    def _list_all(self, prefix: str) -> list[str]:
        keys: list[str] = []
        start: str | None = None
        while True:
            page = self.store.list_page(prefix, start, 1000)
            keys.extend(page)
            if len(page) < 1000:
                return keys
            start = page[-1]

    def counts(self, now: float | None = None) -> dict[str, int]:
        """Cases per status (`COUNTED`): the newest checkpoint plus the events after it; one LIST
        while the events since the last checkpoint fit in a page. May write a checkpoint (see the
        module docstring). Exact for every case indexed with an event or recounted."""
        keys = self._list_all(f"{COUNTS_PREFIX}/")
        cut = len(COUNTS_PREFIX) + 1
        checkpoints: list[tuple[int, dict[str, int], str]] = []
        events: list[_Event] = []
        for key in keys:
            name = key[cut:]
            if name.startswith("c"):
                parsed = _parse_checkpoint(name)
                if parsed is not None:
                    checkpoints.append((parsed[0], parsed[1], key))
            elif name.startswith("e"):
                event = _parse_event(key, name)
                if event is not None:
                    events.append(event)
        base_ms, base = (checkpoints[0][0], dict(checkpoints[0][1])) if checkpoints else (-1, {})
        newer = [e for e in events if e.ms > base_ms]
        totals = dict(base)
        for event in newer:
            _add(totals, event.deltas)
        settled_before = int(((time.time() if now is None else now) - SETTLE_S) * 1000)
        settled = [e for e in newer if e.ms <= settled_before]
        if len(settled) >= CHECKPOINT_EVERY:
            self._checkpoint(base, base_ms, settled, checkpoints, events)
        return {status: max(0, totals.get(status, 0)) for status in COUNTED}

    def _checkpoint(self, base: dict[str, int], base_ms: int, settled: list[_Event],
                    checkpoints: list[tuple[int, dict[str, int], str]], events: list[_Event]) -> None:
        """Fold the settled events into a new checkpoint, then drop the events it covers and every
        checkpoint but the one before it.

        Written only while the checkpoint this reader built on is still the newest (one more LIST,
        of the checkpoints' first key): a reader whose listing crossed another's new checkpoint and
        deletions (it saw neither the checkpoint nor the deleted events) never writes its view down.
        The checkpoint before is kept for a reader whose listing started before this one was put."""
        newest = self.store.list_page(f"{COUNTS_PREFIX}/c", None, 1)
        if newest != [key for _, _, key in checkpoints[:1]]:
            return
        counts = dict(base)
        for event in settled:
            _add(counts, event.deltas)
        ms = max(e.ms for e in settled)
        try:
            self.store.put_if_absent(f"{COUNTS_PREFIX}/{_checkpoint_name(ms, counts)}", b"")
        except Exception as exc:  # noqa: BLE001 - the counts above are right; the next reader tries again
            logger.warning("review queue: counts checkpoint not written (%s)", type(exc).__name__)
            return
        stale = [key for _, _, key in checkpoints[1:]] + [e.key for e in events if e.ms <= ms]
        if stale:
            failed = self.store.delete_many(stale)
            if failed:
                logger.error("review queue: %d covered count object(s) not deleted (e.g. %s); grant "
                             "s3:DeleteObject on review/queue/", len(failed), next(iter(failed.values())))

    def recount(self, now: float | None = None) -> dict[str, int]:
        """Count the partitions themselves into a checkpoint at `now` and drop older count objects.

        For the backfill (`index_existing_cases`): cases written before the index have no events.
        Lists every entry, so run it when few decisions are being taken; one taken while it
        lists may be counted twice or not at all until the next recount."""
        ms = int((time.time() if now is None else now) * 1000)
        old = self._list_all(f"{COUNTS_PREFIX}/")
        statuses: dict[str, tuple[bool, str]] = {}
        for prefix, decided in ((PENDING_PREFIX, False), (DECIDED_PREFIX, True)):
            cut = len(prefix) + 1
            for key in self._list_all(f"{prefix}/"):
                parts = key[cut:].split(_SEP)
                if len(parts) >= 4 and (decided or parts[0] not in statuses):
                    statuses[parts[0]] = (decided, unquote(parts[2]))
        counts = {status: 0 for status in COUNTED}
        for decided, status in statuses.values():
            counts["all"] += 1
            counts[status] = counts.get(status, 0) + 1
            if not decided:
                counts["pending"] += 1
        counts = {status: counts.get(status, 0) for status in COUNTED}
        name = _checkpoint_name(ms, counts)
        self.store.put_if_absent(f"{COUNTS_PREFIX}/{name}", b"")
        stale = [key for key in old if key != f"{COUNTS_PREFIX}/{name}" and self._covered(key, ms)]
        if stale:
            failed = self.store.delete_many(stale)
            if failed:
                logger.error("review queue: %d count object(s) not deleted after the recount", len(failed))
        return counts

    @staticmethod
    def _covered(key: str, ms: int) -> bool:
        name = key.rsplit("/", 1)[-1]
        if name.startswith("c"):
            parsed = _parse_checkpoint(name)
            return parsed is not None and parsed[0] <= ms
        event = _parse_event(key, name) if name.startswith("e") else None
        return event is not None and event.ms <= ms

    def indexed(self) -> dict[str, tuple[bool, list[str]]]:
        """Every indexed case UID: (decided, its entries' keys). Lists both partitions whole (backfill only)."""
        out: dict[str, tuple[bool, list[str]]] = {}
        for prefix, decided in ((PENDING_PREFIX, False), (DECIDED_PREFIX, True)):
            for key in self._list_all(f"{prefix}/"):
                uid = _uid_of(key[len(prefix) + 1:])
                was_decided, keys = out.get(uid, (False, []))
                out[uid] = (was_decided or decided, [*keys, key])
        return out


def _dedupe(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows by case UID, oldest first; a case in both partitions (a decision being indexed) shows as decided."""
    by_uid: dict[str, dict[str, Any]] = {}
    for row in rows:
        seen = by_uid.get(row["case_uid"])
        if seen is None or (row["decided"] and not seen["decided"]):
            by_uid[row["case_uid"]] = row
    return [by_uid[uid] for uid in sorted(by_uid)]


def queue_response(store: Any, *, status: str, check: str | None, profile: str | None, since: dt.date | None,
                   until: dt.date | None, cursor: str | None, limit: int) -> dict[str, Any]:
    """What GET /v1/review/queue answers: `requests` (a page), `next_cursor` and `counts`.

    `store` is anything with `queue_page` and `queue_counts` (a ReviewStore, or one that merges
    several); the counts are read beside the page, not after it. Blocking: run it off the event loop."""
    counts: Future[dict[str, int]] = _executor().submit(store.queue_counts)
    page = store.queue_page(status=status, check=check, profile=profile, since=since, until=until,
                            after=cursor, limit=limit)
    try:
        totals = counts.result()
    except Exception as exc:  # noqa: BLE001 - the page is there; counts that cannot be read are left out
        logger.warning("review queue: counts not read (%s)", type(exc).__name__)
        totals = {}
    return {"requests": list(page), "next_cursor": getattr(page, "next_cursor", None), "counts": totals}


class TenantQueues:
    """The queue of several tenants' review stores as one: each tenant's page read with the same cursor and merged
    by case UID (`merge_pages`), counts summed; every row names its tenant. What a reviewer who sees several
    tenants is shown, and nothing of the tenants it does not see."""

    def __init__(self, stores: Sequence[tuple[str, Any]]) -> None:
        self.stores = list(stores)  # (tenant name, its ReviewStore)

    def queue_page(self, *, after: str | None = None, limit: int = DEFAULT_LIMIT, **filters: Any) -> QueuePage:
        pages = []
        for name, store in self.stores:  # sequential: the stores' own listing uses the shared pool
            page = store.queue_page(after=after, limit=limit, **filters)
            for row in page:
                row["tenant"] = name
            pages.append(page)
        return merge_pages(pages, limit) if pages else QueuePage()

    def queue_counts(self) -> dict[str, int]:
        totals: dict[str, int] = {}
        for _, store in self.stores:
            for status, count in store.queue_counts().items():
                totals[status] = totals.get(status, 0) + count
        return totals
