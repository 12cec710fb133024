"""`serve run configs/local.yaml` as a subprocess on a free port, with the tiny models: what a user runs."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from tests.netutil import free_port

REPO = Path(__file__).resolve().parents[1]
SERVE = Path(sys.executable).with_name("serve")


@contextlib.contextmanager
def serve_local_config(
    tiny_models: Any, workdir: Path, *, args: dict[str, Any] | None = None, ready_timeout_s: float = 240
) -> Iterator[tuple[str, Path]]:
    """Yields (base URL, trace directory); `args` are merged over the config's app args. SIGTERM at the end."""
    port = free_port()
    config = yaml.safe_load((REPO / "configs" / "local.yaml").read_text())
    config["http_options"]["port"] = port
    config["applications"][0]["args"].update(args or {})
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
    log_path = workdir / "serve.log"
    log = open(log_path, "w")
    proc = subprocess.Popen([str(SERVE), "run", str(config_path)], cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + ready_timeout_s
        while True:
            output = log_path.read_text()
            if proc.poll() is not None or "DEPLOY_FAILED" in output or "Deploying app 'gate' failed" in output:
                raise AssertionError(f"serve run failed (exit code {proc.poll()}):\n{output[-6000:]}")
            try:
                if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"/healthz not ready in {ready_timeout_s} s:\n{output[-4000:]}")
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


@pytest.fixture(scope="session")
def served_local_gate(tiny_models: Any, tmp_path_factory: Any) -> Iterator[tuple[str, Path]]:
    """One `serve run configs/local.yaml` for the session (its start costs about a minute on 2 cores): the README's
    calls and scripts and the end-to-end contract and load tests all run against it. Yields (base URL, trace dir)."""
    with serve_local_config(tiny_models, tmp_path_factory.mktemp("serve-run")) as served:
        yield served
