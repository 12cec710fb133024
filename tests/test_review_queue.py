"""The review queue's index (gate/review/queue.py) on a local directory and on a bucket of the loopback S3
server: pages oldest first, decisions moving cases out of pending, filters, paging by cursor (every case
exactly once, also when a sparse filter cuts a page short and when several stores' pages are merged),
counts (through checkpoints too), cases stored before the index (index_existing_cases and its script),
an Object Lock bucket, and the JSON and HTML routes."""

from __future__ import annotations

import datetime as dt
import json
import random
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

import gate.review.queue as queue_module
from gate.review.queue import COUNTED, merge_pages
from gate.review.store import ReviewStore
from gate.traces.store import LocalStore, S3Settings, S3Store

REPO = Path(__file__).resolve().parents[1]
QUICK = S3Settings(max_attempts=2, connect_timeout_s=2, read_timeout_s=5)
DAY0 = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc)


@pytest.fixture(params=["local", "s3"])
def review(request, tmp_path):
    """A ReviewStore on a local directory, and on a bucket prefix of the loopback S3 server."""
    if request.param == "local":
        yield ReviewStore(LocalStore(tmp_path / "root"), uri=str(tmp_path / "root"))
        return
    s3 = request.getfixturevalue("s3_server")
    bucket = s3.create_bucket()
    settings = QUICK.model_copy(update={"endpoint_url": s3.endpoint_url})
    yield ReviewStore(S3Store(bucket, "gate/tenant=a", settings), uri=f"s3://{bucket}/gate/tenant=a",
                      endpoint_url=s3.endpoint_url)


def make_case(index: int, *, hours: float | None = None, status: str | None = None, profile: str | None = None,
              checks: list[str] | None = None, request_id: str | None = None) -> dict:
    """A case as `case_from_outcome` shapes it (the keys the queue reads), `hours` after DAY0."""
    when = DAY0 + dt.timedelta(hours=index * 5 if hours is None else hours)
    ms = int(when.timestamp() * 1000)
    return {
        "schema_version": 1, "request_id": request_id or f"req-{index}", "case_uid": f"{ms:013d}-{index:012x}",
        "ts": when.isoformat(), "route": "verify" if index % 4 == 3 else "gate",
        "status": status or ("blocked" if index % 3 == 0 else "escalated"),
        "profile": profile or ("payer" if index % 2 else "default"),
        "failed": checks if checks is not None else (["figures"] if index % 5 == 0 else ["citations", "phi"]),
        "blocking_checks": [], "attempts": [{"attempt": a} for a in range(1 + index % 3)],
        "has_phi": index % 4 == 0, "output": "x", "query": "q", "sources": [],
    }


def decide(review: ReviewStore, case: dict, after: str, *, at: dt.datetime | None = None) -> bool:
    when = at or dt.datetime.fromisoformat(case["ts"]) + dt.timedelta(minutes=30)
    return review.put_decision({
        "decision_id": f"d-{case['case_uid']}", "request_id": case["request_id"], "case_uid": case["case_uid"],
        "ts": when.isoformat(), "reviewer": "ann", "action": "x", "edited": False, "verdict": "agree", "note": "",
        "status_before": case["status"], "status_after": after, "checks_failed": case["failed"],
        "profile": case["profile"], "before": "x", "after": None})


def every_page(review: ReviewStore, limit: int, **filters) -> tuple[list[dict], int]:
    """Every row of a filter, page by page from the start; (rows, pages read)."""
    rows, cursor, pages = [], None, 0
    while True:
        page = review.queue_page(after=cursor, limit=limit, **filters)
        pages += 1
        assert len(page) <= limit
        rows.extend(page)
        if page.next_cursor is None:
            return rows, pages
        assert page.next_cursor != cursor, "a page must make progress"
        cursor = page.next_cursor


def ids(rows: list[dict]) -> list[str]:
    return [row["request_id"] for row in rows]


def test_pending_cases_come_oldest_first_with_the_row_the_queue_shows(review):
    cases = [make_case(i) for i in range(9)]
    for case in random.Random(7).sample(cases, len(cases)):  # stored in any order
        review.open_case(case)
    page = review.queue_page(status="pending", limit=50)
    assert ids(page) == [f"req-{i}" for i in range(9)] and page.next_cursor is None
    first = page[0]
    assert first == {"request_id": "req-0", "case_uid": cases[0]["case_uid"], "status": "blocked",
                     "received": "2026-11-02 00:00:00", "checks": ["figures"], "profile": "default", "route": "gate",
                     "attempts": 1, "phi": True, "decided": False}
    assert page[4]["checks"] == ["citations", "phi"] and page[5]["attempts"] == 3 and page[3]["route"] == "verify"


def test_a_decided_case_leaves_pending_and_shows_as_released_or_rejected(review):
    cases = [make_case(i, status="escalated") for i in range(1, 5)]
    for case in cases:
        review.open_case(case)
    assert decide(review, cases[0], "released") and decide(review, cases[2], "rejected")
    assert not decide(review, cases[0], "rejected"), "a case is decided once"
    assert ids(review.queue_page(status="pending")) == ["req-2", "req-4"]
    assert ids(review.queue_page(status="escalated")) == ["req-2", "req-4"]
    released = review.queue_page(status="released")
    assert ids(released) == ["req-1"] and released[0]["status"] == "released" and released[0]["decided"] is True
    assert ids(review.queue_page(status="rejected")) == ["req-3"]
    everything = review.queue_page(status="all")
    assert [(r["request_id"], r["status"], r["decided"]) for r in everything] == [
        ("req-1", "released", True), ("req-2", "escalated", False), ("req-3", "rejected", True),
        ("req-4", "escalated", False)]
    assert review.queue_counts() == {"pending": 2, "escalated": 2, "blocked": 0, "released": 1, "rejected": 1, "all": 4}


def test_blocked_shows_undecided_and_confirmed_blocks_but_not_overturned_ones(review):
    cases = [make_case(i, status="blocked") for i in range(3)]
    for case in cases:
        review.open_case(case)
    decide(review, cases[0], "blocked")  # confirmed
    decide(review, cases[1], "released")  # overturned with an edit
    blocked = review.queue_page(status="blocked")
    assert [(r["request_id"], r["decided"]) for r in blocked] == [("req-0", True), ("req-2", False)]
    assert ids(review.queue_page(status="pending")) == ["req-2"]
    assert review.queue_counts() == {"pending": 1, "escalated": 0, "blocked": 2, "released": 1, "rejected": 0, "all": 3}


def test_filters_by_check_profile_and_dates(review):
    cases = [make_case(i) for i in range(20)]  # 5 hours apart: 2026-11-02 .. 2026-11-05
    for case in cases:
        review.open_case(case)

    def expect(**filters) -> list[str]:
        keep = []
        for case in cases:
            day = case["ts"][:10]
            if filters.get("check") and filters["check"] not in case["failed"]:
                continue
            if filters.get("profile") and case["profile"] != filters["profile"]:
                continue
            if filters.get("since") and day < filters["since"].isoformat():
                continue
            if filters.get("until") and day > filters["until"].isoformat():
                continue
            keep.append(case["request_id"])
        return keep

    for filters in ({"check": "figures"}, {"check": "phi", "profile": "payer"}, {"profile": "default"},
                    {"since": dt.date(2026, 11, 3)}, {"until": dt.date(2026, 11, 3)},
                    {"since": dt.date(2026, 11, 3), "until": dt.date(2026, 11, 3), "check": "citations"},
                    {"check": "no-such-check"}):
        assert ids(review.queue_page(status="pending", limit=100, **filters)) == expect(**filters), filters
    assert ids(review.queue_page(status="escalated", check="figures")) == ["req-5", "req-10"]


def test_paging_by_cursor_returns_every_case_exactly_once(review):
    cases = [make_case(i) for i in range(37)]
    for case in cases:
        review.open_case(case)
    for case in cases[::4]:
        decide(review, case, "released" if case["status"] == "escalated" else "blocked")
    everyone = sorted(c["case_uid"] for c in cases)
    rows, pages = every_page(review, 5, status="all")
    assert [r["case_uid"] for r in rows] == everyone and pages == 8
    pending, _ = every_page(review, 4, status="pending")
    assert [r["case_uid"] for r in pending] == sorted(c["case_uid"] for i, c in enumerate(cases) if i % 4)
    # Cursors of 'all' work for every status: a page of 'pending' after the 3rd page's cursor.
    third = review.queue_page(status="all", limit=5, after=review.queue_page(status="all", limit=10).next_cursor)
    assert third[0]["case_uid"] == everyone[10]


def test_a_sparse_filter_bounds_its_listing_and_the_cursor_goes_on_from_there(review):
    """With one LIST page allowed per request, a rare check answers short (even empty) pages with a
    cursor; following the cursors finds every match once, in order."""
    cases = [make_case(i, checks=["rare"] if i in (3, 61, 62, 118) else ["figures"]) for i in range(120)]
    for case in cases:
        review.open_case(case)
    index, rows, cursor, pages = review.queue, [], None, 0
    while True:
        page = index.page(status="pending", check="rare", after=cursor, limit=2, max_list_calls=1)
        rows.extend(page)
        pages += 1
        if page.next_cursor is None:
            break
        cursor = page.next_cursor
    assert ids(rows) == ["req-3", "req-61", "req-62", "req-118"]
    assert pages > 3, "each request listed a bounded number of keys"
    assert ids(review.queue_page(status="pending", check="rare", limit=10)) == ids(rows), "the default bound suffices here"


def test_counts_match_the_pages_through_checkpoints(review, monkeypatch):
    monkeypatch.setattr(queue_module, "CHECKPOINT_EVERY", 4)
    cases = [make_case(i) for i in range(14)]
    for case in cases[:8]:
        review.open_case(case)
    later = DAY0.timestamp() + 400 * 86400  # every event is settled then
    first = review.queue.counts(now=later)  # folds the events into a checkpoint (at the 8th case's time)
    for case in cases[8:]:  # events name their own time: each one here is after the checkpoint before it
        review.open_case(case)
    for minute, case in enumerate(cases[:6]):
        decide(review, case, "rejected" if case["status"] == "escalated" else "released",
               at=DAY0 + dt.timedelta(days=3, minutes=minute))
    second = review.queue.counts(now=later)  # a second checkpoint; the first one's events are dropped
    review.open_case(make_case(30, hours=100))
    decide(review, cases[9], "blocked" if cases[9]["status"] == "blocked" else "released",
           at=DAY0 + dt.timedelta(days=5))
    counts = review.queue_counts()
    expected = {status: len(every_page(review, 7, status=status)[0]) for status in COUNTED}
    assert counts == expected and counts["all"] == 15 and first["all"] == 8 and second["all"] == 14
    names = [k.rsplit("/", 1)[-1] for k in review.store.list_keys("review/queue/counts")]
    # Left: the two newest checkpoints and the two events after the newest (the rest were folded and dropped).
    assert sum(n.startswith("c") for n in names) == 2 and sum(n.startswith("e") for n in names) == 2


def test_cases_stored_before_the_index_appear_after_index_existing_cases(review):
    cases = [make_case(i, status="escalated") for i in range(6)]
    for case in cases:  # the way cases and decisions were stored before the index: objects only
        review.store.put_if_absent(f"review/cases/{case['request_id']}/{case['case_uid']}.json",
                                   json.dumps(case).encode())
    old_decision = {"request_id": "req-1", "case_uid": cases[1]["case_uid"], "ts": cases[1]["ts"],
                    "status_before": "escalated", "status_after": "rejected"}
    review.store.put_if_absent(f"review/decisions/req-1/{cases[1]['case_uid']}.json", json.dumps(old_decision).encode())
    assert ids(review.queue_page(status="all")) == []
    review.open_case(make_case(7, status="blocked"))  # a case written after the upgrade
    crashed = make_case(8, status="blocked")  # indexed, then decided by a replica that died before indexing it
    review.open_case(crashed)
    review.store.put_if_absent(f"review/decisions/req-8/{crashed['case_uid']}.json", json.dumps(
        {"request_id": "req-8", "case_uid": crashed["case_uid"], "ts": crashed["ts"], "status_before": "blocked",
         "status_after": "released"}).encode())
    result = review.index_existing_cases()
    assert result["cases"] == 8 and result["indexed_pending"] == 5 and result["indexed_decided"] == 2
    assert ids(review.queue_page(status="pending")) == ["req-0", "req-2", "req-3", "req-4", "req-5", "req-7"]
    assert ids(review.queue_page(status="rejected")) == ["req-1"] and ids(review.queue_page(status="released")) == ["req-8"]
    assert review.queue_counts() == {"pending": 6, "escalated": 5, "blocked": 1, "released": 1, "rejected": 1, "all": 8}
    again = review.index_existing_cases()
    assert again["indexed_pending"] == again["indexed_decided"] == 0 and again["counts"]["all"] == 8
    # Decided after the backfill (a second later: one in the recount's own millisecond is the race it documents).
    decide(review, cases[0], "released", at=dt.datetime.now(dt.timezone.utc) + dt.timedelta(seconds=1))
    assert review.queue_counts()["released"] == 2 and review.queue_counts()["pending"] == 5


def test_a_row_too_long_for_a_key_name_is_kept_in_the_body(review):
    long_id = "r" * 128
    checks = [f"check_number_{n}" for n in range(8)]
    review.open_case(make_case(1, request_id=long_id, checks=checks))
    review.open_case(make_case(2))
    assert ids(review.queue_page(status="pending")) == [long_id, "req-2"]
    assert review.queue_page(status="pending", check="check_number_5")[0]["checks"] == checks
    decide(review, make_case(1, request_id=long_id, checks=checks), "released")
    assert ids(review.queue_page(status="released")) == [long_id]
    assert ids(review.queue_page(status="pending")) == ["req-2"]


def store_id(store: ReviewStore) -> str:
    return Path(store.store.describe()).name


def test_pages_of_several_stores_merge_by_case_uid(tmp_path):
    """The lead's multi-tenant queue: each store asked with the same cursor, pages merged (merge_pages)."""
    stores = [ReviewStore(LocalStore(tmp_path / name)) for name in ("a", "b", "c")]
    uids = []
    for i in range(31):
        case = make_case(i, hours=i * 0.5 + (3 if i % 3 == 2 else 0))
        uids.append(case["case_uid"])
        stores[i % 3].open_case(case)
    stores[2].open_case(make_case(99, hours=0.1, checks=["rare"]))
    merged_rows, cursor = [], None
    while True:
        page = merge_pages([s.queue_page(status="all", after=cursor, limit=4) for s in stores], 4)
        merged_rows.extend(page)
        if page.next_cursor is None:
            break
        cursor = page.next_cursor
    assert [r["case_uid"] for r in merged_rows] == sorted(uids + [make_case(99, hours=0.1)["case_uid"]])
    # Short pages (each store's listing bounded, a rare check) bound the merge: nothing past one is skipped.
    rare = [("a", 40), ("b", 2), ("b", 41), ("c", 79)]
    for name, index in rare:
        stores["abc".index(name)].open_case(make_case(index, hours=index, checks=["rare"], request_id=f"rare-{index}"))
    for store in stores:
        for index in range(100, 160):
            store.open_case(make_case(index, hours=index - 100 + 0.25, checks=["common"], request_id=f"c-{store_id(store)}-{index}"))
    found, cursor, rounds = [], None, 0
    while True:
        page = merge_pages([s.queue.page(status="all", check="rare", after=cursor, limit=1, max_list_calls=1)
                            for s in stores], 1)
        found.extend(page)
        rounds += 1
        if page.next_cursor is None:
            break
        cursor = page.next_cursor
    assert ids(found) == ["req-99", "rare-2", "rare-40", "rare-41", "rare-79"] and rounds > 4


def test_on_an_object_lock_bucket_a_decision_leaves_pending(s3_server):
    client = s3_server.client()
    client.create_bucket(Bucket="locked-queue", ObjectLockEnabledForBucket=True)
    settings = QUICK.model_copy(update={"endpoint_url": s3_server.endpoint_url, "object_lock_mode": "COMPLIANCE",
                                        "object_lock_retain_days": 1})
    review = ReviewStore(S3Store("locked-queue", "root", settings))
    cases = [make_case(i, status="escalated") for i in range(3)]
    for case in cases:
        review.open_case(case)
    assert decide(review, cases[1], "released")
    assert ids(review.queue_page(status="pending")) == ["req-0", "req-2"]
    assert ids(review.queue_page(status="released")) == ["req-1"]
    prefix = "root/review/queue/pending/"
    versions = client.list_object_versions(Bucket="locked-queue", Prefix=prefix)
    assert len(versions.get("DeleteMarkers", [])) == 1 and len(versions.get("Versions", [])) == 3, \
        "the decided entry's version is retained; a delete marker hides it"
    assert review.queue_counts()["pending"] == 2


def test_the_backfill_script_indexes_a_directory(tmp_path):
    root = tmp_path / "traces"
    store = LocalStore(root)
    for i in range(3):
        case = make_case(i)
        store.put_if_absent(f"review/cases/{case['request_id']}/{case['case_uid']}.json", json.dumps(case).encode())
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "index_review_cases.py"), str(root)],
                            capture_output=True, text=True, timeout=120, cwd=REPO)
    assert result.returncode == 0, result.stderr
    assert "3 case(s)" in result.stdout and "3 newly indexed" in result.stdout
    assert ids(ReviewStore(LocalStore(root)).queue_page(status="pending")) == ["req-0", "req-1", "req-2"]


def test_queue_routes_page_by_cursor(tmp_path):
    """GET /v1/review/queue answers requests, next_cursor and counts; /review links the next page."""
    from checks.policy import Policy
    from gate.engines.config import EngineConfig
    from gate.engines.llm import build_llm_engine
    from gate.http import create_http_app
    from gate.service import GateService

    review = ReviewStore.open(str(tmp_path / "traces"))
    for i in range(5):
        review.open_case(make_case(i))
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine",
                                           model="scripted", answers=["x"]))
    service = GateService(policy=Policy.load(), llm=engine, model_name="scripted", review=review)
    app = create_http_app(service, api_keys=["api-key-queue-1"], reviewer_keys=["ann:rk-ann-queue-1234"])
    headers = {"Authorization": "Bearer rk-ann-queue-1234"}

    async def run() -> None:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="https://gate.test") as client:
            first = (await client.get("/v1/review/queue", params={"limit": 2}, headers=headers)).json()
            assert ids(first["requests"]) == ["req-0", "req-1"] and first["next_cursor"]
            assert first["counts"]["pending"] == 5 and first["counts"]["all"] == 5
            rest = (await client.get("/v1/review/queue", params={"limit": 3, "cursor": first["next_cursor"]},
                                     headers=headers)).json()
            assert ids(rest["requests"]) == ["req-2", "req-3", "req-4"] and rest["next_cursor"] is None
            bad = await client.get("/v1/review/queue", params={"cursor": "../x"}, headers=headers)
            assert bad.status_code == 422 and bad.json()["error"]["code"] == "invalid_cursor"
            assert (await client.get("/v1/review/queue", params={"limit": 501}, headers=headers)).status_code == 422
            html = await client.get("/review", params={"limit": 2, "check": "phi"}, headers=headers)
            assert html.status_code == 200 and "req-1" in html.text and "req-2" in html.text
            assert "req-0" not in html.text and "req-3" not in html.text and "5 pending" not in html.text
            link = html.text.split('rel="next"')[0].rsplit('href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
            assert "cursor=" in link and "check=phi" in link and "limit=2" in link
            second = await client.get(link, headers=headers)
            assert "req-3" in second.text and "req-4" in second.text and "req-2" not in second.text
            assert 'rel="next"' not in second.text and "First page" in second.text
            unfiltered = await client.get("/review", headers=headers)
            assert "5 pending requests" in unfiltered.text

    import asyncio

    asyncio.run(run())
