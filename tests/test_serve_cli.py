"""`gate-serve`, the documented start command (Ray's `serve run` in-process): a start that cannot succeed ends by
itself with the reason and exit code 1, and SIGTERM stops the gate as gracefully as Ctrl-C, so every trace row of
the answers given is in the store when it exits 0, without another gate started on its spool."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from deployments.serve_cli import failure_line
from tests.audit_helpers import assert_store_verifies
from tests.fault_helpers import trace_rows
from tests.netutil import free_port
from tests.payer_texts import SOURCE
from tests.s3_server import moto_s3_server
from tests.serve_run import LocalServe

FAILED_START_LIMIT_S = 90  # the acceptance bound for a start that cannot succeed
GRACEFUL_SHUTDOWN_S = 110  # the Gate's graceful_shutdown_timeout_s in configs/local.yaml


def _reason(served: LocalServe) -> str:
    """gate-serve's own line about the failed deploy (Ray's logs share its stderr)."""
    lines = [line for line in served.output().splitlines() if line.startswith("gate-serve: ")]
    assert len(lines) == 1, served.output()[-4000:]
    return lines[0]


def test_the_failure_line_is_the_builders_message_without_the_exception_name():
    traceback = ("Deploying app 'gate' failed with exception:\nTraceback (most recent call last):\n  File \"x.py\", "
                 "line 1, in f\ngate.engines.availability.ModelUnavailable: set GATE_LLM_MODEL: see docs\n")
    assert failure_line(traceback) == "set GATE_LLM_MODEL: see docs"
    assert failure_line("The deployment failed to start 3 times in a row.") == (
        "The deployment failed to start 3 times in a row.")


@pytest.mark.slow
def test_without_the_hub_and_no_model_variable_it_exits_1_naming_the_variable(tmp_path):
    """configs/local.yaml as shipped (hub model IDs), an empty HF cache and a hub that refuses connections."""
    served = LocalServe(None, tmp_path, env={
        "GATE_LLM_MODEL": None, "GATE_NLI_MODEL": None, "HF_HUB_OFFLINE": None, "HF_HUB_CACHE": None,
        "HF_HOME": str(tmp_path / "hf-home"), "HF_ENDPOINT": f"http://127.0.0.1:{free_port()}",
        "XDG_STATE_HOME": str(tmp_path / "state")})
    started = time.monotonic()
    try:
        code = served.wait_exit(FAILED_START_LIMIT_S)
    finally:
        served.stop()
    elapsed = time.monotonic() - started
    reason = _reason(served)
    assert code == 1 and elapsed < FAILED_START_LIMIT_S, (code, elapsed)
    assert "GATE_LLM_MODEL" in reason and "GATE_NLI_MODEL" in reason and "scripts/make_tiny_models.py" in reason, reason
    assert "cannot be reached" in reason, reason



@pytest.mark.slow
def test_sigterm_after_the_last_answer_leaves_every_row_in_the_store(tmp_path):
    """Three answers, SIGTERM one second after the last: gate-serve exits 0 within the graceful-shutdown time
    and the store holds the three rows (the writer flushes every 5 s; nothing is started again)."""
    with moto_s3_server() as s3:
        bucket = s3.create_bucket()
        uri = f"s3://{bucket}/gate"
        served = LocalServe(None, tmp_path, model_free=True, env={
            "GATE_TRACE_URI": uri, "AWS_ENDPOINT_URL": s3.endpoint_url, "XDG_STATE_HOME": str(tmp_path / "state")})
        try:
            base, _ = served.wait_ready()
            request_ids = [f"sigterm-{i}" for i in range(3)]
            for request_id in request_ids:
                answer = httpx.post(f"{base}/v1/gate", timeout=60, json={
                    "query": "What does the plan cover?", "sources": [SOURCE], "profile": "deterministic",
                    "request_id": request_id})
                # passed, escalated or blocked: each is an answer, and traced
                assert answer.status_code in (200, 202, 422), (answer.status_code, answer.text)
            time.sleep(1)
            stopping = time.monotonic()
        finally:
            code = served.stop(timeout_s=GRACEFUL_SHUTDOWN_S + 30)
        stopped_in = time.monotonic() - stopping
        assert code == 0 and stopped_in < GRACEFUL_SHUTDOWN_S, (code, stopped_in, served.output()[-4000:])
        rows = trace_rows(uri, endpoint_url=s3.endpoint_url)
        assert_store_verifies(uri, s3.endpoint_url)  # the rows' checkpoints were written on the way out too
    assert sorted({row["request_id"] for row in rows} & set(request_ids)) == request_ids, rows
    assert "Got KeyboardInterrupt, shutting down" in served.output()
