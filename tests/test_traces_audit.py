"""The audit trail reproduces decisions: replay from the store, compaction under concurrent reads,
Object Lock headers on every put, and incidents paged through a signed webhook with a durable outbox.
Everything runs against moto's S3 server and a real HTTP receiver on 127.0.0.1."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import os
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import yaml

from checks.context import RequestContext, Source
from checks.loop import GateSettings, Generation, run_gate
from checks.policy import Policy
from gate.traces import TraceWriter, read_table
from gate.traces.schema import POLICIES, TraceMeta, blob_key
from gate.traces.sources import policy_document
from gate.traces.store import S3Settings, open_store
from gate.traces.webhook import SIGNATURE_HEADER, TIMESTAMP_HEADER, IncidentWebhookConfig, verify_signature
from tests.netutil import free_port
from tests.s3_server import MotoS3Server
from tests.trace_helpers import fast_config, make_outcomes

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "scripts"))
import compact  # noqa: E402
import replay  # noqa: E402

POLICY = Policy.load()
PASSAGES = (
    Source(id="1", document="Member handbook 2025",
           text="Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days "
                "of skilled nursing facility care per benefit period."),
    Source(id="2", document="Member handbook 2025",
           text="The skilled nursing coinsurance is 204 dollars per day for days 21 through 100."),
)
GOOD = "After a qualifying stay of at least 3 days the plan covers up to 100 days of skilled nursing care [1]."
WRONG_FIGURE = "The plan covers up to 120 days of skilled nursing care after a 3 day stay [1]."
FABRICATED = "Coinsurance is 204 dollars per day for days 21 through 100 [7]."
PHI = "The member's SSN is 123-45-6789; coinsurance is 204 dollars per day [2]."
REQUESTS = {  # request_id: the answers the generator gives, in order
    "claim-pass": [GOOD],
    "claim-heal": [WRONG_FIGURE, GOOD],
    "claim-escalate": [WRONG_FIGURE, WRONG_FIGURE, WRONG_FIGURE],
    "claim-block": [PHI],
    "claim-block-citation": [WRONG_FIGURE, FABRICATED],
}


def run_requests(writer: TraceWriter, policy: Policy = POLICY) -> dict[str, object]:
    """The real gate loop with the policy's deterministic profile, traced with the replay metadata."""
    checks = policy.build(policy.check_names("deterministic"), include_models=False)
    outcomes = {}

    async def run_all() -> None:
        for request_id, answers in REQUESTS.items():
            script = iter(answers)

            async def generate(ctx, retry, temperature, script=script):
                return Generation(text=next(script), model="scripted")

            context = RequestContext(query=f"What does the plan cover? ({request_id})", sources=PASSAGES,
                                     document="Member handbook 2025", profile="deterministic")
            outcome = await run_gate(context, generate, checks, GateSettings(max_attempts=3), request_id=request_id)
            writer.enqueue_outcome(outcome, context, TraceMeta(
                model="scripted", route="gate", policy=policy, sampling={"max_tokens": 256, "top_p": 1.0},
                prompt_version="test-prompt", models={"generator": "scripted@test"}))
            outcomes[request_id] = outcome

    asyncio.run(run_all())
    return outcomes


def run_script(name: str, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, f"scripts/{name}", *args], cwd=REPO_ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, **(env or {})})


# ------------------------------------------------------------------ replay


@pytest.mark.slow
def test_replay_reproduces_pass_heal_block_and_escalate_from_s3(
    s3_server: MotoS3Server, s3_bucket: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    uri = f"s3://{s3_bucket}/gate"
    with TraceWriter(fast_config(uri, tmp_path / "spool", endpoint_url=s3_server.endpoint_url)) as writer:
        outcomes = run_requests(writer)
        assert writer.flush(timeout=15)
    statuses = {rid: o.status for rid, o in outcomes.items()}
    assert statuses == {"claim-pass": "passed", "claim-heal": "passed", "claim-escalate": "escalated",
                        "claim-block": "blocked", "claim-block-citation": "blocked"}

    # The policy is stored once, by hash, and is the text the hash was taken of.
    text, digest = policy_document(POLICY)
    stored = s3_server.client().get_object(Bucket=s3_bucket, Key=f"gate/{blob_key(POLICIES, digest)}")["Body"].read()
    assert stored.decode() == text and Policy.model_validate(yaml.safe_load(stored)) == POLICY

    env = {"AWS_ENDPOINT_URL": s3_server.endpoint_url}
    # replay.py's main in this process for each request (a process per request costs seconds on 2 cores); the
    # table below goes through the script itself.
    monkeypatch.setenv("AWS_ENDPOINT_URL", s3_server.endpoint_url)
    for request_id, outcome in outcomes.items():
        capsys.readouterr()
        returncode = replay.main([uri, request_id, "--json"])
        stdout, stderr = capsys.readouterr()
        assert returncode == 0, (request_id, stdout, stderr)
        (report,) = json.loads(stdout)
        assert report["agrees"] and report["status"] == outcome.status
        assert len(report["decisions"]) == len(outcome.attempts)
        checks_per_attempt = len(POLICY.check_names("deterministic"))
        assert len(report["checks"]) == checks_per_attempt * len(outcome.attempts)
        for item in report["checks"]:
            assert item["recomputed"] == item["recorded"]  # exactly, not approximately
    table = run_script("replay.py", uri, "claim-heal", env=env).stdout
    assert "figures         score=0.5000 passed=false fired=true" in table and " NO" not in table


def test_replay_tells_a_disagreement_and_an_unreplayable_row(tmp_path: Path) -> None:
    root = tmp_path / "store"
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        run_requests(writer)
        assert writer.flush(timeout=10)
    store = open_store(str(root))
    groups = replay.load_rows(str(root), "claim-heal")
    (rows,) = groups.values()
    replayed = replay.replay_request(store, rows)
    assert replayed.agrees
    # What the request was generated with is shown beside the verdicts.
    assert replayed.sampling == {"max_tokens": 256, "top_p": 1.0} and replayed.models == {"generator": "scripted@test"}
    rendered = replay.render(replayed)
    assert 'sampling: {"max_tokens": 256, "top_p": 1.0}' in rendered and "models: generator=scripted@test" in rendered
    assert "prompt test-prompt" in rendered and replay.as_json(replayed)["sampling"] == replayed.sampling
    rows[0]["failed"] = []  # as if the gate had let the wrong figure through
    tampered = replay.replay_request(store, rows)
    assert not tampered.agrees
    assert [c.check for c in tampered.comparisons if c.agrees is False] == ["figures"]

    hashed = tmp_path / "hashed"
    config = fast_config(hashed.as_uri(), tmp_path / "spool-hashed", store_query="hash")
    with TraceWriter(config) as writer:
        run_requests(writer)
        assert writer.flush(timeout=10)
    assert read_table(str(hashed), "traces").column("query").null_count == read_table(str(hashed), "traces").num_rows
    result = run_script("replay.py", str(hashed), "claim-pass")
    assert result.returncode == 2 and "store_query" in result.stderr
    assert run_script("replay.py", str(hashed), "never-seen").returncode == 2


# ------------------------------------------------------------------ compaction


@pytest.mark.slow
def test_compaction_keeps_every_row_exactly_once_under_concurrent_reads(
    s3_server: MotoS3Server, s3_bucket: str, tmp_path: Path
) -> None:
    uri = f"s3://{s3_bucket}/gate"
    outcomes = make_outcomes(1200, prefix="compact")
    config = fast_config(uri, tmp_path / "spool", endpoint_url=s3_server.endpoint_url, flush_rows=50,
                         flush_interval_s=30)
    with TraceWriter(config) as writer:
        for index, (outcome, context) in enumerate(outcomes, start=1):
            writer.enqueue_outcome(outcome, context)
            if index % 30 == 0:
                assert writer.flush(timeout=30)  # one small file per flush, as a replica makes over a day
        assert writer.flush(timeout=30)
    expected = sum(len(o.attempts) for o, _ in outcomes)
    assert expected > 2000
    date = dt.datetime.now(dt.timezone.utc).date().isoformat()
    client = s3_server.client()
    day = f"gate/traces/date={date}/"
    before = [o["Key"] for page in client.get_paginator("list_objects_v2").paginate(Bucket=s3_bucket, Prefix=day)
              for o in page.get("Contents", [])]
    assert len(before) > 30
    # A copy of one file under another name: the same rows twice, as a botched manual copy would leave them.
    client.copy_object(Bucket=s3_bucket, Key=before[0].replace("part-", "part-copy-"),
                       CopySource={"Bucket": s3_bucket, "Key": before[0]})

    reads: list[tuple[float, float, int, int]] = []
    errors: list[BaseException] = []
    stop = threading.Event()

    def reader() -> None:
        while not stop.is_set():
            started = time.monotonic()
            try:
                ids = read_table(uri, "traces", endpoint_url=s3_server.endpoint_url).column("row_id").to_pylist()
            except BaseException as exc:  # noqa: BLE001 - reported below
                errors.append(exc)
                return
            reads.append((started, time.monotonic(), len(ids), len(set(ids))))

    threads = [threading.Thread(target=reader) for _ in range(2)]
    for thread in threads:
        thread.start()
    time.sleep(0.5)
    began = time.monotonic()
    store = open_store(uri, S3Settings(endpoint_url=s3_server.endpoint_url))
    reports = compact.compact_day(uri, date, store=store, target_mb=256)
    ended = time.monotonic()
    time.sleep(0.5)
    stop.set()
    for thread in threads:
        thread.join(timeout=60)

    assert not errors, errors
    assert all(count == distinct == expected for _, _, count, distinct in reads), reads
    assert any(start < ended and end > began for start, end, _, _ in reads), "no read overlapped the compaction"
    traces_report = next(r for r in reports if r.table == "traces")
    assert traces_report.duplicates > 0 and traces_report.rows_out == expected and len(traces_report.outputs) == 1
    after = [o["Key"] for o in client.list_objects_v2(Bucket=s3_bucket, Prefix=day).get("Contents", [])]
    assert len(after) == 1 and "/compacted-" in after[0]
    final = read_table(uri, "traces", endpoint_url=s3_server.endpoint_url, deduplicate=False)
    assert final.num_rows == expected  # no duplicate left on disk either
    incidents = read_table(uri, "incidents", endpoint_url=s3_server.endpoint_url, deduplicate=False)
    assert incidents.num_rows == sum(o.incident_id is not None for o, _ in outcomes)

    result = run_script("compact.py", uri, "--date", date, env={"AWS_ENDPOINT_URL": s3_server.endpoint_url})
    assert result.returncode == 0, result.stderr  # a second run finds one file per table and leaves it


def test_compaction_splits_by_target_size_and_keeps_late_files(tmp_path: Path) -> None:
    root = tmp_path / "store"
    outcomes = make_outcomes(300, prefix="split")
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool", flush_rows=40)) as writer:
        for outcome, context in outcomes:
            writer.enqueue_outcome(outcome, context)
        assert writer.flush(timeout=20)
    expected = sum(len(o.attempts) for o, _ in outcomes)
    date = dt.datetime.now(dt.timezone.utc).date().isoformat()
    store = open_store(str(root))
    inputs = store.list_keys(f"traces/date={date}/")
    # The writer never puts more than flush_rows rows in a segment, however fast they arrive, so
    # there are always enough small files to compact (a burst once made a single file here).
    assert len(inputs) >= expected / 40, len(inputs)
    for key in inputs:
        assert pq.read_metadata(pa.BufferReader(store.get(key))).num_rows <= 40, key
    total = sum(len(store.get(k)) for k in inputs)
    (report,) = compact.compact_day(str(root), date, tables=["traces"], target_mb=total / 3 / 1024 / 1024)
    assert 2 <= len(report.outputs) <= 5 and report.rows_out == expected
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:  # a late file for the same day
        for outcome, context in make_outcomes(3, prefix="late"):
            writer.enqueue_outcome(outcome, context)
        assert writer.flush(timeout=10)
    assert read_table(str(root), "traces").num_rows == expected + sum(len(o.attempts) for o, _ in make_outcomes(3))


# ------------------------------------------------------------------ Object Lock


def test_object_lock_and_encryption_headers_arrive_at_the_server(s3_server: MotoS3Server, tmp_path: Path) -> None:
    client = s3_server.client()
    bucket = f"locked-{os.getpid()}-{int(time.time() * 1000) % 100000}"
    client.create_bucket(Bucket=bucket, ObjectLockEnabledForBucket=True)
    uri = f"s3://{bucket}/gate"
    config = fast_config(uri, tmp_path / "spool", endpoint_url=s3_server.endpoint_url, sse="AES256",
                         object_lock_mode="COMPLIANCE", object_lock_retain_days=30)
    with TraceWriter(config) as writer:
        for outcome, context in make_outcomes(6, prefix="locked"):
            writer.enqueue_outcome(outcome, context, TraceMeta(policy=POLICY))
        assert writer.flush(timeout=15)
        assert writer.stats().upload_failures == 0
    keys = [o["Key"] for o in client.list_objects_v2(Bucket=bucket)["Contents"]]
    assert {k.split("/")[1] for k in keys} == {
        "traces", "incidents", "sources", "policies", "request_index", "chains", "checkpoints"}  # audit objects locked too
    soon = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=30)
    for key in keys:
        head = client.head_object(Bucket=bucket, Key=key)
        assert head["ObjectLockMode"] == "COMPLIANCE", key
        assert abs((head["ObjectLockRetainUntilDate"] - soon).total_seconds()) < 120, key
        assert head["ServerSideEncryption"] == "AES256", key
    with pytest.raises(Exception):  # compliance mode: not even the writer's own role may delete it
        client.delete_object(Bucket=bucket, Key=keys[0], VersionId=client.head_object(Bucket=bucket, Key=keys[0])["VersionId"])


def test_compaction_on_an_object_lock_bucket_hides_the_inputs_and_keeps_their_locked_versions(
    s3_server: MotoS3Server, tmp_path: Path
) -> None:
    client = s3_server.client()
    bucket = f"locked-compact-{os.getpid()}-{int(time.time() * 1000) % 100000}"
    client.create_bucket(Bucket=bucket, ObjectLockEnabledForBucket=True)
    uri = f"s3://{bucket}/gate"
    lock = {"object_lock_mode": "GOVERNANCE", "object_lock_retain_days": 1}
    outcomes = make_outcomes(30, prefix="locked-day")
    config = fast_config(uri, tmp_path / "spool", endpoint_url=s3_server.endpoint_url, flush_rows=15, **lock)
    with TraceWriter(config) as writer:
        for outcome, context in outcomes:
            writer.enqueue_outcome(outcome, context)
        assert writer.flush(timeout=15)
    date = dt.datetime.now(dt.timezone.utc).date().isoformat()
    day = f"gate/traces/date={date}/"
    inputs = [o["Key"] for o in client.list_objects_v2(Bucket=bucket, Prefix=day)["Contents"]]
    assert len(inputs) >= 3

    store = open_store(uri, S3Settings(endpoint_url=s3_server.endpoint_url, **lock))
    (report,) = compact.compact_day(uri, date, tables=["traces"], store=store)
    assert report.undeletable == [] and len(report.outputs) == 1
    (listed,) = [o["Key"] for o in client.list_objects_v2(Bucket=bucket, Prefix=day)["Contents"]]
    assert "/compacted-" in listed and client.head_object(Bucket=bucket, Key=listed)["ObjectLockMode"] == "GOVERNANCE"
    versions = client.list_object_versions(Bucket=bucket, Prefix=day)
    retained = {v["Key"] for v in versions["Versions"] if not v["IsLatest"]}
    assert retained == set(inputs)  # hidden behind delete markers, still stored and locked
    assert {m["Key"] for m in versions["DeleteMarkers"]} == set(inputs)
    expected = sum(len(o.attempts) for o, _ in outcomes)
    assert read_table(uri, "traces", endpoint_url=s3_server.endpoint_url, deduplicate=False).num_rows == expected


# ------------------------------------------------------------------ incident webhook


class Receiver:
    """A webhook receiver on 127.0.0.1 that can be stopped and started again on the same port."""

    def __init__(self, secret: str) -> None:
        self.port = free_port()
        self.secret = secret
        self.pages: list[dict] = []
        self.bad_signatures = 0
        self._server: ThreadingHTTPServer | None = None

    def start(self) -> "Receiver":
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers["Content-Length"]))
                if verify_signature(receiver.secret, self.headers[TIMESTAMP_HEADER], body, self.headers[SIGNATURE_HEADER]):
                    receiver.pages.append(json.loads(body))
                    self.send_response(204)
                else:
                    receiver.bad_signatures += 1
                    self.send_response(401)
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hooks/gate"


def wait_for(condition, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


@pytest.mark.slow
def test_every_incident_is_paged_across_a_receiver_outage_and_a_restart(tmp_path: Path) -> None:
    receiver = Receiver("s3cret")
    hook = IncidentWebhookConfig(webhook_url=receiver.url, secret="s3cret", timeout_s=1.0, backoff_initial_s=0.05,
                                 backoff_max_s=0.3)
    config = fast_config((tmp_path / "store").as_uri(), tmp_path / "spool", incidents=hook)
    outcomes = make_outcomes(24, prefix="page")
    blocked = [(o, c) for o, c in outcomes if o.status == "blocked"]
    assert len(blocked) == 8
    writer = TraceWriter(config).start()  # the receiver is down
    for outcome, context in blocked[:4]:
        writer.enqueue_outcome(outcome, context)
    outbox = tmp_path / "spool" / "outbox"
    wait_for(lambda: writer.health().get("incident_page_failures", 0) >= 2 and len(list(outbox.glob("*.json"))) == 4)
    assert {oct(p.stat().st_mode & 0o777) for p in outbox.glob("*.json")} == {"0o600"}
    receiver.start()  # back: the outbox drains
    wait_for(lambda: len(receiver.pages) == 4)
    receiver.stop()
    for outcome, context in blocked[4:]:
        writer.enqueue_outcome(outcome, context)
    wait_for(lambda: len(list(outbox.glob("*.json"))) == 4)
    writer.close(timeout=1.0)  # closed while the receiver is down: the pages wait in the outbox
    assert len(list(outbox.glob("*.json"))) == 4

    receiver.start()
    try:
        with TraceWriter(config):  # the next start sends what the last one could not
            wait_for(lambda: len(receiver.pages) == 8)
    finally:
        receiver.stop()
    assert receiver.bad_signatures == 0
    assert sorted(p["incident_id"] for p in receiver.pages) == sorted(o.incident_id for o, _ in blocked)
    for page in receiver.pages:
        assert set(page) == {"event", "incident_id", "request_id", "request_uid", "tenant", "checks", "profile", "time"}
        assert page["checks"] == ["phi"]
    text = json.dumps(receiver.pages)
    for outcome, _ in blocked:
        for attempt in outcome.attempts:
            assert attempt.output not in text
    assert "123-45-6789" not in text and "987-65-4321" not in text
    assert not list(outbox.glob("*.json"))


def test_each_tenants_incidents_go_to_its_own_webhook_and_the_rest_to_the_gates(tmp_path: Path) -> None:
    gates, clinics = Receiver("gate-secret").start(), Receiver("clinic-secret").start()
    fast = {"timeout_s": 1.0, "backoff_initial_s": 0.05, "backoff_max_s": 0.3}
    config = fast_config((tmp_path / "store").as_uri(), tmp_path / "spool",
                         incidents=IncidentWebhookConfig(webhook_url=gates.url, secret="gate-secret", **fast),
                         tenant_incidents={"clinic-a": IncidentWebhookConfig(webhook_url=clinics.url,
                                                                             secret="clinic-secret", **fast)})
    blocked = [(o, c) for o, c in make_outcomes(12, prefix="tenant-page") if o.status == "blocked"]
    try:
        with TraceWriter(config) as writer:
            for index, (outcome, context) in enumerate(blocked):
                writer.enqueue_outcome(outcome, context, TraceMeta(tenant="clinic-a" if index % 2 else "clinic-b"))
            wait_for(lambda: len(gates.pages) + len(clinics.pages) == len(blocked))
    finally:
        gates.stop()
        clinics.stop()
    assert {p["tenant"] for p in clinics.pages} == {"clinic-a"} and {p["tenant"] for p in gates.pages} == {"clinic-b"}
    assert len(clinics.pages) == len(blocked) // 2 and gates.bad_signatures == clinics.bad_signatures == 0
    assert (tmp_path / "spool" / "outbox" / "tenant=clinic-a").is_dir()


@pytest.mark.slow
def test_replay_reruns_groundedness_when_the_same_models_are_given(
    tiny_models, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from gate.local_backends import build_local_backends

    backends = build_local_backends(str(tiny_models.nli), None)
    names = ["citations", "phi", "figures", "groundedness"]
    checks = POLICY.build(names, backends=backends, include_models=True)
    root = tmp_path / "store"
    answers = iter([WRONG_FIGURE, GOOD, GOOD])

    async def generate(ctx, retry, temperature):
        return Generation(text=next(answers), model="scripted")

    context = RequestContext(query="What does the plan cover after a stay?", sources=PASSAGES, profile="default")
    outcome = asyncio.run(run_gate(context, generate, checks, GateSettings(max_attempts=3), request_id="grounded-1"))
    assert "groundedness" in outcome.attempts[0].scores
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        writer.enqueue_outcome(outcome, context, TraceMeta(route="gate", policy=POLICY,
                                                           models={"nli": str(tiny_models.nli)}))
        assert writer.flush(timeout=10)

    # replay.py's main in this process, which has torch loaded already; the run without models is the script's.
    capsys.readouterr()
    returncode = replay.main([str(root), "grounded-1", "--json", "--nli-model", str(tiny_models.nli)])
    stdout, stderr = capsys.readouterr()
    assert returncode == 0, stdout + stderr
    (report,) = json.loads(stdout)
    grounded = [c for c in report["checks"] if c["check"] == "groundedness"]
    assert len(grounded) == len(outcome.attempts) and all(c["agrees"] for c in grounded)

    without = run_script("replay.py", str(root), "grounded-1", "--json")
    assert without.returncode == 0, without.stderr
    (report,) = json.loads(without.stdout)
    assert {c["check"] for c in report["checks"] if c["recomputed"] is None} == {"groundedness"}
