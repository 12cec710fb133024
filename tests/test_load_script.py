"""scripts/load.py against a real gate over HTTP on 127.0.0.1 (the ingress app under uvicorn, a scripted
generator, the tiny NLI model in-process, a real trace writer to a local store): it stops by itself, counts
statuses and latencies, and finds the trace rows of the requests that got an answer."""

from __future__ import annotations

import importlib.util
import sys
import threading
import time
from pathlib import Path

import pytest

from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.engines.nli import load_nli_model
from gate.http import create_http_app
from gate.local_backends import LocalBackends
from gate.service import GateService
from gate.traces import TraceConfig
from gate.traces.slots import start_writer_in_free_slot
from tests.netutil import free_port

REPO = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("load_script", REPO / "scripts" / "load.py")
load = importlib.util.module_from_spec(SPEC)
sys.modules[SPEC.name] = load
SPEC.loader.exec_module(load)

pytestmark = pytest.mark.slow
ANSWER = "After a qualifying hospital stay of at least 3 days, the plan covers up to 100 days of care [1]."


@pytest.fixture(scope="module")
def served(tiny_models, tmp_path_factory):
    """The ingress app on a free loopback port; yields (base URL, trace URI)."""
    import uvicorn

    root = tmp_path_factory.mktemp("load")
    trace_uri = f"file://{root / 'store'}"
    writer = start_writer_in_free_slot(TraceConfig(uri=trace_uri, spool_dir=root / "spool", flush_interval_s=0.3))
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="scripted", answers=[ANSWER]))
    backends = LocalBackends(load_nli_model(str(tiny_models.nli), device="cpu"))
    service = GateService(policy=Policy.load(), llm=engine, traces=writer, backends=backends)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_http_app(service), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    try:
        yield base, trace_uri
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        writer.close()


@pytest.mark.parametrize("route", ["verify", "gate", "chat"])
def test_load_stops_by_itself_and_finds_the_trace_rows(served, route):
    base, trace_uri = served
    started = time.monotonic()
    result = load.run_load(base, concurrency=3, duration_s=1.5, route=route, trace_uri=trace_uri, trace_wait_s=20)
    assert time.monotonic() - started < 60
    assert result["requests"] >= 3
    assert result["server_errors"] == 0, result["statuses"]
    assert sum(result["statuses"].values()) == result["requests"]
    assert set(result["statuses"]) <= {"200", "202", "422"}, result["statuses"]
    assert len(result["answered_request_ids"]) == result["requests"]
    assert result["requests_with_rows"] == result["requests"] and result["requests_without_rows"] == 0
    assert result["trace_rows"] >= result["requests"]  # one row per attempt; the gate may take two
    latency = result["latency_s"]
    assert 0 < latency["p50"] <= latency["p95"] <= latency["p99"] <= latency["max"]
    text = load.format_result(result)
    assert "p99" in text and "trace rows" in text and "5xx: 0" in text


def test_connection_failures_are_counted_not_raised():
    port = free_port()  # nothing listens here
    result = load.run_load(f"http://127.0.0.1:{port}", concurrency=2, duration_s=0.5, route="verify", timeout_s=2)
    assert result["requests"] >= 2 and result["statuses"].get("ConnectError", 0) == result["requests"]
    assert result["latency_s"]["p50"] is None and result["answered_request_ids"] == []


@pytest.mark.parametrize(("values", "fraction", "expected"), [
    ([5.0], 0.99, 5.0), ([1.0, 2.0, 3.0, 4.0], 0.5, 2.0), (list(map(float, range(1, 101))), 0.99, 99.0),
    (list(map(float, range(1, 101))), 0.95, 95.0), ([], 0.5, None),
])
def test_percentile_is_nearest_rank(values, fraction, expected):
    assert load.percentile(values, fraction) == expected


def test_request_ids_are_read_from_every_response_shape():
    assert load.response_request_id({"request_id": "a"}) == "a"
    assert load.response_request_id({"gate": {"request_id": "b"}}) == "b"
    assert load.response_request_id({"error": {"message": "x", "gate": {"request_id": "c"}}}) == "c"
    assert load.response_request_id({"error": {"message": "x"}}) is None
    assert load.response_request_id(["not", "a", "dict"]) is None


@pytest.mark.parametrize("route", ["verify", "gate", "chat"])
def test_every_request_body_is_valid_for_its_route(route):
    from gate.api import ChatCompletionRequest, GateRequest, VerifyRequest

    model = {"verify": VerifyRequest, "gate": GateRequest, "chat": ChatCompletionRequest}[route]
    ids = set()
    for index in range(len(load.CASES)):
        request_id, body = load.build_request(route, index, "run1", 32, 2)
        model.model_validate(body)
        ids.add(request_id)
    assert len(ids) == len(load.CASES)
