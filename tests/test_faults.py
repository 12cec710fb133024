"""What a client and the audit trail see while parts of the gate fail, on a real Ray Serve with
tiny models and a real S3 server on 127.0.0.1 (slow; each test bounded in time):

1. an NLIScorer replica process is SIGKILLed during load: no 5xx; requests caught by it get the
   groundedness check's on_error result (fail open), recorded in their trace rows; Serve starts a
   new replica and groundedness scores again;
2. S3 stops during load and comes back: every answered request's rows land in S3 exactly once;
3. the `serve run` process group is SIGKILLed with rows still in the spool, and started again on
   the same spool: the rows arrive, once;
4. the claim extractor and the judge raise or time out: soft checks fail open and the trace says
   so; with groundedness made hard, the failing backend blocks the request.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from tests.audit_helpers import assert_store_verifies
from tests.fault_helpers import errors_of, replica_pids, run_load, trace_rows, wait_for
from tests.netutil import free_port
from tests.payer_texts import GOOD, SOURCE
from tests.s3_server import DUMMY_AWS_ENV, moto_s3_server
from tests.serve_graphs import GroupEnv, serve_group

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]

REPO = Path(__file__).resolve().parents[1]
NO_CPU = {"ray_actor_options": {"num_cpus": 0}}
DEPLOYMENTS = ("Gate", "Generator", "JudgeLLM", "ClaimExtractor", "NLIScorer", "Judge")


def _verify(index: int, prefix: str, profile: str = "default") -> tuple[str, dict[str, Any]]:
    return "/v1/verify", {"answer": GOOD, "sources": [SOURCE], "profile": profile, "request_id": f"{prefix}-{index}"}


def _rows_by_request(rows: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    grouped: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        grouped.setdefault(row["request_id"], []).append(row)
    return grouped


def _expected_rows(reply: Any) -> int:
    """Trace rows one answered request leaves: one per attempt (verify: one)."""
    return int(reply.body.get("attempts", 1)) if reply.route == "/v1/gate" else 1


# ------------------------------------------------------------------------ 1 and 2: one app, traces in S3

@serve_group(wave="faults")
@contextlib.contextmanager
def fault_apps(env: GroupEnv):
    """Every in-process app of this module, deployed in one serve.run_many (with the other groups of its wave) so
    that their replicas start in parallel: `faults` (the gate via build_app: scripted generator, tiny NLI pool of
    one replica, traces to moto S3) and the soft and hard FaultyLLM graphs of section 4. Gives
    {app name: (base URL, trace URI)} and the S3."""
    from ray import serve

    from deployments.app import AppArgs, build_app

    tiny_models = env.tiny_models
    with moto_s3_server() as s3:
        bucket = s3.create_bucket("gate-faults")
        uri = f"s3://{bucket}/faults"
        deployments: dict[str, Any] = {name: NO_CPU for name in DEPLOYMENTS}
        deployments["Gate"] = {"ray_actor_options": {"num_cpus": 0, "runtime_env": {"env_vars": DUMMY_AWS_ENV}}}
        deployments["NLIScorer"] = {"num_replicas": 1, "ray_actor_options": {"num_cpus": 0}}
        args = AppArgs(
            generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": [GOOD]},
            judge_llm={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted-judge", "answers": ["not json"]},
            nli={"model": str(tiny_models.nli)},
            trace_uri=uri,
            trace={"endpoint_url": s3.endpoint_url, "flush_interval_s": 0.5, "upload_attempts": 1,
                   "backoff_initial_s": 0.1, "backoff_max_s": 1.0, "connect_timeout_s": 1.0, "read_timeout_s": 5.0,
                   "spool_dir": str(env.tmp / "fault-spool")},
            # shorter than a replica's replacement (a new process, torch, the model: several seconds), so the
            # requests that meet the dead pool fail open instead of waiting for the new replica
            timeouts={"nli_s": 2.0, "claim_extractor_s": 20.0, "judge_s": 20.0},
            api_keys=[],
            deployments=deployments,
        )
        (env.tmp / "soft-faults").mkdir()
        (env.tmp / "hard-faults").mkdir()
        soft, soft_uri = _faulty_app(tiny_models, env.tmp / "soft-faults", hard=False)
        hard, hard_uri = _faulty_app(tiny_models, env.tmp / "hard-faults", hard=True)
        targets = {"faults": (build_app(args), uri), "soft-faults": (soft, soft_uri), "hard-faults": (hard, hard_uri)}
        yield ([serve.RunTarget(app, name=name, route_prefix=f"/{name}") for name, (app, _) in targets.items()],
               ({name: (f"{env.base_url}/{name}", app_uri) for name, (_, app_uri) in targets.items()}, s3))


@pytest.fixture(scope="module")
def apps(fault_apps):
    """`fault_apps`, the FaultyLLM graphs warmed up."""
    _warm_up_the_fault_graphs(fault_apps[0])
    return fault_apps


@pytest.fixture(scope="module")
def s3_gate(apps):
    """The `faults` app: (base URL, the S3 server, trace URI)."""
    served, s3 = apps
    base, uri = served["faults"]
    return base, s3, uri


def test_a_killed_nli_replica_costs_no_5xx_fails_open_in_the_trace_and_is_replaced(s3_gate):
    base, s3, uri = s3_gate
    before = replica_pids("faults", "NLIScorer")
    assert len(before) == 1, before
    (old_actor, old_pid), = before.items()
    killed_at: list[float] = []

    def kill_once(elapsed: float) -> None:
        if elapsed > 4 and not killed_at:
            os.kill(old_pid, signal.SIGKILL)
            killed_at.append(time.monotonic())

    run = run_load(base, lambda i: _verify(i, "nli-kill"), concurrency=4, duration_s=14, timeout_s=60, during=kill_once)
    assert killed_at, "the replica was never killed"
    print(f"NLI kill: {len(run.replies)} requests, statuses {run.statuses()}")
    assert not run.server_errors(), [(r.request_id, r.status, r.error, str(r.body)[:200]) for r in run.server_errors()][:5]
    assert {r.status for r in run.replies} <= {200, 202}, run.statuses()  # pass, or fail on the random tiny NLI

    # Serve replaces the replica, and groundedness scores again through it.
    replaced = wait_for(lambda: {a: p for a, p in replica_pids("faults", "NLIScorer").items() if a != old_actor},
                        60, "a new NLIScorer replica")
    assert old_pid not in replaced.values()

    last: list[Any] = []

    def recovered() -> bool:
        response = httpx.post(f"{base}/v1/verify", json=_verify(10**6 + int(time.time() * 1000) % 10**6, "nli-after")[1],
                              timeout=60)
        last[:] = [response.status_code, response.text[:1500]]
        return response.status_code in {200, 202} and "groundedness" in response.json()["scores"] \
            and not response.json().get("errors")
    try:
        wait_for(recovered, 60, "a verify request scored by the new replica without an error", interval_s=1)
    except AssertionError as exc:
        raise AssertionError(f"{exc}; last reply: {last}") from None

    # Every answered request has its row; those the kill caught carry groundedness's error and passed open.
    answered = {r.request_id: r for r in run.answered()}
    grouped = wait_for(lambda: (g := _rows_by_request(trace_rows(uri, s3.endpoint_url))) and set(answered) <= set(g) and g,
                       60, "the load's trace rows in S3")
    failed_open = [rows[0] for rid, rows in grouped.items() if rid in answered and "groundedness" in errors_of(rows[0])]
    assert failed_open, "no request was caught by the kill: nothing shows the on_error path"
    for row in failed_open:
        reply = answered[row["request_id"]]
        assert reply.body["scores"]["groundedness"] == 1.0 and "groundedness" not in reply.body["failed"], reply.body
    print(f"NLI kill: {len(failed_open)} of {len(answered)} requests failed open, e.g. {errors_of(failed_open[0])}")


def test_s3_down_during_load_then_back_every_answered_request_lands_once(s3_gate):
    base, s3, uri = s3_gate
    phases: list[str] = []

    def outage(elapsed: float) -> None:
        if elapsed > 3 and "stopped" not in phases:
            s3.stop()
            phases.append("stopped")
        elif elapsed > 9 and "started" not in phases:
            s3.start()
            phases.append("started")

    def request(index: int) -> tuple[str, dict[str, Any]]:
        if index % 2:
            return _verify(index, "s3-outage", profile="deterministic")
        return "/v1/gate", {"query": "What does the plan cover after a hospital stay?", "sources": [SOURCE],
                            "profile": "deterministic", "request_id": f"s3-outage-{index}"}

    try:
        run = run_load(base, request, concurrency=4, duration_s=13, timeout_s=60, during=outage)
    finally:
        s3.start()
    assert phases == ["stopped", "started"], phases
    print(f"S3 outage: {len(run.replies)} requests, statuses {run.statuses()}")
    assert not run.server_errors(), [(r.request_id, r.status, str(r.body)[:200]) for r in run.server_errors()][:5]
    answered = run.answered()
    assert len(answered) == len(run.replies)
    expected = {r.request_id: _expected_rows(r) for r in answered}

    def landed() -> dict[str, list[dict[str, Any]]] | None:
        grouped = _rows_by_request(trace_rows(uri, s3.endpoint_url))
        return grouped if all(len(grouped.get(rid, [])) >= n for rid, n in expected.items()) else None

    try:
        grouped = wait_for(landed, 90, "every answered request's rows in S3 after the outage")
    except AssertionError:
        grouped = _rows_by_request(trace_rows(uri, s3.endpoint_url))
        missing = {rid: n - len(grouped.get(rid, [])) for rid, n in expected.items() if len(grouped.get(rid, [])) < n}
        raise AssertionError(f"{len(missing)} of {len(expected)} answered requests lack rows: {list(missing.items())[:10]}")
    time.sleep(2)  # a duplicate upload would land after the rows we waited for
    grouped = _rows_by_request(trace_rows(uri, s3.endpoint_url))
    counts = {rid: len(grouped.get(rid, [])) for rid in expected}
    assert counts == expected, {rid: (counts[rid], n) for rid, n in expected.items() if counts[rid] != n}
    row_ids = [row["row_id"] for rid in expected for row in grouped[rid]]
    assert len(row_ids) == len(set(row_ids))
    assert_store_verifies(uri, s3.endpoint_url)
    print(f"S3 outage: {sum(expected.values())} rows of {len(expected)} answered requests landed exactly once")


# ----------------------------------------------------------------------------- 3: serve run SIGKILLed

MODEL_DEPLOYMENTS = {"ClaimExtractor", "Judge", "NLIScorer"}


SCRIPTED_GENERATOR = {"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted",
                      "answers": [GOOD]}


def _model_free_local_config(tmp_path: Path, port: int, **args: Any) -> Path:
    """configs/local.yaml on `port`, serving the deterministic profile with no NLI pool (no ClaimExtractor,
    NLIScorer or Judge to start: what these tests kill and restart is the Gate and its trace writer) and a scripted
    generator (these tests only verify answers: a start needs no torch and no model load in the Generator)."""
    config = yaml.safe_load((REPO / "configs" / "local.yaml").read_text())
    config["http_options"]["port"] = port
    app = config["applications"][0]
    app["args"].update(profiles=["deterministic"], nli=None, generator=SCRIPTED_GENERATOR, **args)
    app["deployments"] = [d for d in app["deployments"] if d["name"] not in MODEL_DEPLOYMENTS]
    config_path = tmp_path / "local.yaml"
    config_path.write_text(yaml.safe_dump(config))
    return config_path

def _start_serve_run(config_path: Path, env: dict[str, str], log_path: Path, base: str) -> subprocess.Popen:
    serve_bin = Path(sys.executable).with_name("serve")
    log = open(log_path, "a")
    process = subprocess.Popen([str(serve_bin), "run", str(config_path)], cwd=REPO, env=env, stdout=log,
                               stderr=subprocess.STDOUT, start_new_session=True)
    log.close()
    deadline = time.monotonic() + 180
    while True:
        if process.poll() is not None:
            raise AssertionError(f"serve run exited with {process.returncode}:\n{log_path.read_text()[-4000:]}")
        try:
            if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                return process
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            _kill_group(process)
            raise AssertionError(f"/healthz not ready in 180 s:\n{log_path.read_text()[-4000:]}")
        time.sleep(1)


def _kill_group(process: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    """Signal the whole process group of `serve run` (its Ray: GCS, raylet, workers, replicas)."""
    try:
        os.killpg(process.pid, sig)
    except ProcessLookupError:
        return
    process.wait(timeout=30)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            os.killpg(process.pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.2)
    os.killpg(process.pid, signal.SIGKILL)


def _spooled(spool_dir: Path, request_ids: set[str]) -> set[str]:
    found: set[str] = set()
    for path in spool_dir.rglob("*"):
        if path.is_file() and path.suffix in {".open", ".jsonl"}:
            text = path.read_text(errors="replace")
            found |= {rid for rid in request_ids if f'"{rid}"' in text}
    return found


class ModelFreeServe:
    """One `serve run` of the model-free config (`_model_free_local_config`), shared by sections 3 and 5 (its start
    costs tens of seconds on 2 cores): rows are spooled (fsynced) at once but never uploaded while a process lives,
    so only a restart uploads them; the proxy carries the gate's middlewares (ReplicaLostGuard). `start` starts
    it when it is not running; section 3 kills and restarts it, section 5 kills its Gate replica."""

    def __init__(self, tmp_path: Path) -> None:
        port = free_port()
        self.base = f"http://127.0.0.1:{port}"
        self.spool_dir = tmp_path / "spool"
        self.trace_dir = tmp_path / "traces"
        self.config_path = _model_free_local_config(tmp_path, port, trace={
            "spool_dir": str(self.spool_dir), "flush_interval_s": 3600, "flush_rows": 1_000_000,
            "spool_sync_interval_s": 0.05})
        inherited = {name: value for name, value in os.environ.items() if name not in {"GATE_LLM_MODEL", "GATE_LLM_BACKEND"}}
        self.env = {**inherited,
                    "GATE_TRACE_URI": self.trace_dir.as_uri(), "RAY_ADDRESS": "local", "HF_HUB_OFFLINE": "1",
                    "RAY_USAGE_STATS_ENABLED": "0",
                    "RAY_SERVE_HTTP_PROXY_CALLBACK_IMPORT_PATH": "gate.middleware:proxy_middlewares"}
        self.log_path = tmp_path / "serve.log"
        self.process: subprocess.Popen | None = None

    def start(self) -> subprocess.Popen:
        if self.process is None or self.process.poll() is not None:
            self.process = _start_serve_run(self.config_path, self.env, self.log_path, self.base)
        return self.process

    def stop(self) -> None:
        """SIGKILL the whole process group: nothing is checked after the module's last test, and a SIGTERM makes
        `serve run` wait for its replicas (about 14 s)."""
        if self.process is not None:
            _kill_group(self.process)


@pytest.fixture(scope="module")
def model_free_serve(tmp_path_factory):
    served = ModelFreeServe(tmp_path_factory.mktemp("model-free-serve"))
    try:
        yield served
    finally:
        served.stop()


def test_serve_run_sigkilled_with_rows_spooled_uploads_them_after_a_restart(model_free_serve):
    served = model_free_serve
    base, spool_dir, trace_dir = served.base, served.spool_dir, served.trace_dir
    request_ids = {f"spooled-{i}" for i in range(12)}

    first = served.start()
    try:
        with httpx.Client(base_url=base, timeout=60) as client:
            for rid in sorted(request_ids):
                response = client.post("/v1/verify", json={"answer": GOOD, "sources": [SOURCE], "profile": "deterministic",
                                                           "request_id": rid})
                assert response.status_code == 200, response.text
        wait_for(lambda: _spooled(spool_dir, request_ids) == request_ids, 30, "every row fsynced to the spool", 0.2)
        assert not {row["request_id"] for row in trace_rows(trace_dir.as_uri())} & request_ids, "uploaded before the kill"
    finally:
        _kill_group(first)
    assert first.returncode == -signal.SIGKILL

    served.start()  # left running for section 5; the module's teardown stops it
    def arrived() -> dict[str, list[dict[str, Any]]] | None:
        grouped = _rows_by_request(trace_rows(trace_dir.as_uri()))
        return grouped if request_ids <= set(grouped) else None
    grouped = wait_for(arrived, 90, "the spooled rows in the store after the restart")
    time.sleep(1)
    grouped = _rows_by_request(trace_rows(trace_dir.as_uri()))
    assert {rid: len(grouped[rid]) for rid in request_ids} == {rid: 1 for rid in request_ids}
    assert all(rows[0]["output"] == GOOD for rid, rows in grouped.items() if rid in request_ids)
    assert_store_verifies(trace_dir.as_uri())  # the chain links across the SIGKILL and the restart


# --------------------------------------------------------------- 4: extractor and judge raise or time out

BORDERLINE_EVERYTHING = {"supported_above": 1.0, "unsupported_below": 0.0, "contradiction_above": 1.0}
"""Bands under which every claim is borderline, so every request reaches the judge."""

FAULT_ANSWERS = {
    "extractor raises": "After a stay of at least 3 days the plan covers up to 100 days EXTRACT-FAIL in a facility [1].",
    "extractor times out": "After a stay of at least 3 days the plan covers up to 100 days EXTRACT-SLOW in a facility [1].",
    "judge raises": "After a stay of at least 3 days the plan covers up to 100 days JUDGE-FAIL in a facility [1].",
    "judge times out": "After a stay of at least 3 days the plan covers up to 100 days JUDGE-SLOW in a facility [1].",
}
FAULT_ERRORS = {"extractor raises": "EngineDownError", "extractor times out": "TimeoutError",
                "judge raises": "EngineDownError", "judge times out": "TimeoutError"}
MODEL_TIMEOUT_S = 3.0


def _faulty_app(tiny_models: Any, tmp_path: Path, *, hard: bool) -> tuple[Any, str]:
    """The real graph with FaultyLLM behind the extractor and the judge (see tests/fault_helpers.py)."""
    import ray.cloudpickle

    import tests.fault_helpers as fault_helpers
    from deployments.gate import Gate, GateIngressConfig
    from deployments.models import ClaimExtractor, Generator, Judge, NLIScorer
    from gate.traces import TraceConfig

    ray.cloudpickle.register_pickle_by_value(fault_helpers)  # replicas cannot import the tests package
    policy = yaml.safe_load((REPO / "configs" / "checks.yaml").read_text())
    policy["checks"]["groundedness"]["options"].update(BORDERLINE_EVERYTHING)
    if hard:
        policy["checks"]["groundedness"]["hard"] = True
        policy["checks"]["groundedness"].pop("on_error", None)  # a hard check's default: fail closed
    policy_path = tmp_path / "checks.yaml"
    policy_path.write_text(yaml.safe_dump(policy))
    uri = (tmp_path / "traces").as_uri()
    faulty = fault_helpers.FaultyLLM.bind()
    generator = Generator.options(**NO_CPU).bind(
        {"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": [FAULT_ANSWERS["judge raises"]]})
    extractor = ClaimExtractor.options(**NO_CPU).bind(faulty, None, MODEL_TIMEOUT_S)
    nli = NLIScorer.options(**NO_CPU).bind(str(tiny_models.nli))
    judge = Judge.options(**NO_CPU).bind(faulty, None, MODEL_TIMEOUT_S)
    ingress = GateIngressConfig(
        policy_path=str(policy_path), model_name="scripted",
        trace=TraceConfig(uri=uri, spool_dir=tmp_path / "spool", flush_interval_s=0.5),
        timeouts={"claim_extractor_s": MODEL_TIMEOUT_S, "judge_s": MODEL_TIMEOUT_S, "nli_s": 30.0, "generator_s": 30.0},
    )
    return Gate.options(**NO_CPU).bind(generator, extractor, nli, judge, ingress.model_dump()), uri


def _warm_up_the_fault_graphs(served: dict[str, tuple[str, str]]) -> None:
    """One clean request through each FaultyLLM graph before the tests time it.

    The first call over a Serve handle sets up its router; on a loaded two-core box the Gate -> extractor ->
    FaultyLLM chain's first call took more than the 3 s model timeout of these graphs, so the "extractor
    raises" case read as a timeout. A clean answer reaches the extractor and the judge without a fault marker.
    """
    with httpx.Client(timeout=120) as client:
        for name in ("soft-faults", "hard-faults"):
            response = client.post(f"{served[name][0]}/v1/verify",
                                   json={"answer": GOOD, "sources": [SOURCE], "request_id": f"{name}-warm-up"})
            assert response.status_code in (200, 202, 422), (name, response.text)


def _row_for(uri: str, request_id: str) -> dict[str, Any]:
    rows = wait_for(lambda: _rows_by_request(trace_rows(uri)).get(request_id), 30, f"the trace row of {request_id}")
    return rows[-1]


def test_extractor_and_judge_failures_fail_open_and_the_trace_says_so(apps):
    base, uri = apps[0]["soft-faults"]
    with httpx.Client(base_url=base, timeout=60) as client:
        for label, answer in FAULT_ANSWERS.items():
            started = time.monotonic()
            response = client.post("/v1/verify", json={"answer": answer, "sources": [SOURCE],
                                                       "request_id": f"soft-{label.replace(' ', '-')}"})
            elapsed = time.monotonic() - started
            assert response.status_code == 200, (label, response.text)
            body = response.json()
            assert body["verdict"] == "pass" and body["scores"]["groundedness"] == 1.0, (label, body)
            assert elapsed < MODEL_TIMEOUT_S + 10, f"{label}: {elapsed:.1f} s, the timeout is {MODEL_TIMEOUT_S} s"
            row = _row_for(uri, f"soft-{label.replace(' ', '-')}")
            assert FAULT_ERRORS[label] in errors_of(row).get("groundedness", ""), (label, errors_of(row))
        gated = client.post("/v1/gate", json={"query": "What does the plan cover after a hospital stay?",
                                              "sources": [SOURCE], "request_id": "soft-gate"})
    assert gated.status_code == 200 and gated.json()["output"] == FAULT_ANSWERS["judge raises"], gated.text
    assert "EngineDownError" in errors_of(_row_for(uri, "soft-gate")).get("groundedness", "")


def test_a_hard_checks_failing_backend_blocks(apps):
    base, uri = apps[0]["hard-faults"]
    with httpx.Client(base_url=base, timeout=60) as client:
        verified = client.post("/v1/verify", json={"answer": FAULT_ANSWERS["extractor raises"], "sources": [SOURCE],
                                                   "request_id": "hard-verify"})
        gated = client.post("/v1/gate", json={"query": "What does the plan cover after a hospital stay?",
                                              "sources": [SOURCE], "request_id": "hard-gate"})
    assert verified.json()["verdict"] == "block" and "groundedness" in verified.json()["failed"], verified.text
    assert gated.status_code == 422 and gated.json()["status"] == "blocked", gated.text
    assert gated.json()["check"] == "groundedness" and gated.json()["incident_id"]
    assert "output" not in gated.json()
    assert "EngineDownError" in errors_of(_row_for(uri, "hard-verify")).get("groundedness", "")
    gate_row = _row_for(uri, "hard-gate")
    assert "EngineDownError" in errors_of(gate_row).get("groundedness", "")
    assert gate_row["decision"] == "block" and gate_row["output"] == FAULT_ANSWERS["judge raises"]


# ------------------------------------------------------------------------ 5: the Gate replica itself dies

def _parent(pid: int) -> int:
    return int((Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[1])


def _gate_replica_pid(root: int) -> int | None:
    """The pid of the live Gate replica among the descendants of the `serve run` process `root`."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            title = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            if "ServeReplica:gate:Gate" not in title:
                continue
            pid = ancestor = int(entry.name)
            while ancestor > 1 and ancestor != root:
                ancestor = _parent(ancestor)
            if ancestor == root:
                return pid
        except (OSError, ValueError, IndexError):
            continue
    return None


def test_a_killed_gate_replica_answers_its_clients_503_with_retry_after_in_the_error_shape(model_free_serve):
    """SIGKILL of the Gate replica under 8 clients: the requests it held get 503 `replica_unavailable` with
    Retry-After from the proxy (gate.middleware.ReplicaLostGuard), never a bare 500; Serve replaces it. The load
    stops once the replacement has answered (at most 30 s)."""
    process = model_free_serve.start()
    killed: list[float] = []  # time.monotonic() of the kill, the clock of Reply.started
    victim = _gate_replica_pid(process.pid)
    assert victim is not None, "no Gate replica process found"

    def kill_once(elapsed: float) -> None:
        if elapsed > 3 and not killed:
            os.kill(victim, signal.SIGKILL)
            killed.append(time.monotonic())

    def replaced(run: Any) -> bool:
        return bool(killed) and any(r.status == 200 and r.started > killed[0] + 1 for r in run.replies)

    run = run_load(model_free_serve.base, lambda i: _verify(i, "killed-gate", "deterministic"), concurrency=8,
                   duration_s=30, timeout_s=60, during=kill_once, until=replaced)
    assert killed, "the replica was not killed"
    statuses = run.statuses()
    bad = [r for r in run.server_errors()
           if r.status != 503 or not isinstance(r.body, dict) or r.body.get("error", {}).get("code") is None]
    assert not bad, (statuses, [(r.status, r.body, r.error) for r in bad[:5]])
    assert any(r.status == 200 and r.started > killed[0] + 1 for r in run.replies), statuses  # replaced, answering
