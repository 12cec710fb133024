"""The product as users run it: `serve run configs/local.yaml` as a subprocess, tiny models from
the environment, a free port; the contract of every route is checked over real HTTP.

Random tiny models usually escalate, so this asserts the contract, not the text; the passed
path with an output is covered by tests/test_serve_app.py with a scripted generator.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import openai
import pyarrow.dataset as ds
import pytest
import yaml

from tests.netutil import free_port

REPO = Path(__file__).resolve().parents[1]
SERVE = Path(sys.executable).with_name("serve")
SOURCE = {"id": "1", "document": "Member handbook", "text": "Each benefit period has a deductible of 1632 dollars."}
STATUS_BY_CODE = {200: "passed", 202: "escalated", 422: "blocked"}

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def served_gate(tiny_models, tmp_path_factory):
    workdir = tmp_path_factory.mktemp("serve-run")
    port = free_port()
    config = yaml.safe_load((REPO / "configs" / "local.yaml").read_text())
    config["http_options"]["port"] = port
    config_path = workdir / "local.yaml"
    config_path.write_text(yaml.safe_dump(config))
    trace_dir = workdir / "traces"
    env = {
        **os.environ,
        "GATE_LLM_MODEL": str(tiny_models.lm),
        "GATE_NLI_MODEL": str(tiny_models.nli),
        "GATE_TRACE_URI": f"file://{trace_dir}",
        "RAY_ADDRESS": "local",
        "HF_HUB_OFFLINE": "1",
        "RAY_USAGE_STATS_ENABLED": "0",
    }
    log = open(workdir / "serve.log", "w")
    proc = subprocess.Popen([str(SERVE), "run", str(config_path)], cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 240
        while True:
            output = (workdir / "serve.log").read_text()
            if proc.poll() is not None or "DEPLOY_FAILED" in output or "Deploying app 'gate' failed" in output:
                raise AssertionError(f"serve run failed (exit code {proc.poll()}):\n{output[-6000:]}")
            try:
                if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"/healthz not ready in 240 s:\n{(workdir / 'serve.log').read_text()[-4000:]}")
            time.sleep(1)
        yield base, trace_dir
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


def test_gate_route_keeps_its_contract(served_gate):
    base, _ = served_gate
    response = httpx.post(f"{base}/v1/gate", json={"query": "What is the deductible?", "sources": [SOURCE],
                                                   "max_attempts": 2, "generation": {"max_tokens": 24}}, timeout=180)
    assert response.status_code in STATUS_BY_CODE, response.text
    body = response.json()
    assert body["status"] == STATUS_BY_CODE[response.status_code]
    if body["status"] == "passed":
        assert body["output"] and body["checks"]
    else:
        assert "output" not in body
    if body["status"] == "escalated":
        assert body["attempts"] == 2 and body["failed"]


def test_verify_route_runs_groundedness_through_the_pool(served_gate):
    base, _ = served_gate
    response = httpx.post(f"{base}/v1/verify", json={"answer": "The deductible is 1632 dollars per benefit period [1].",
                                                     "sources": [SOURCE]}, timeout=180)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["verdict"] in {"pass", "fail", "block"}
    assert {"citations", "phi", "figures", "groundedness"} <= set(body["scores"])
    assert body["scores"]["figures"] == 1.0 and "errors" not in body


def test_openai_client_against_the_served_gate(served_gate):
    base, _ = served_gate
    client = openai.OpenAI(base_url=f"{base}/v1", api_key="not-needed", max_retries=0, timeout=180)
    try:
        completion = client.chat.completions.create(
            model="gate", messages=[{"role": "user", "content": "What is the deductible?"}], max_tokens=24,
            extra_body={"sources": [SOURCE], "max_attempts": 1},
        )
    except openai.APIStatusError as exc:
        assert exc.status_code == 422
        assert exc.body["code"] in {"gate_blocked", "gate_escalated"} and exc.body["gate"]["attempts"] == 1
    else:
        assert completion.choices[0].message.content
        assert completion.model_extra["gate"]["status"] == "passed"


def test_bad_input_and_policy_routes(served_gate):
    base, _ = served_gate
    bad = httpx.post(f"{base}/v1/gate", json={"query": "q", "sources": [SOURCE], "max_attempts": -1}, timeout=30)
    assert bad.status_code == 422 and bad.json()["error"]["param"] == "max_attempts"
    checks = httpx.get(f"{base}/v1/checks", timeout=30).json()
    assert checks["checks"]["groundedness"]["model_based"] is True and checks["checks"]["groundedness"]["available"] is True


def test_every_attempt_reaches_the_trace_store(served_gate):
    base, trace_dir = served_gate
    response = httpx.post(f"{base}/v1/verify", json={"answer": "The deductible is 1632 dollars [1].", "sources": [SOURCE],
                                                     "request_id": "trace-probe"}, timeout=180)
    assert response.status_code == 200
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if (trace_dir / "traces").exists():
            table = ds.dataset(trace_dir / "traces", format="parquet", partitioning="hive").to_table()
            if "trace-probe" in table.column("request_id").to_pylist():
                return
        time.sleep(1)
    raise AssertionError("the verify request's row did not reach the trace store within 60 s")
