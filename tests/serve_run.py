"""`gate-serve configs/local.yaml` (Ray's `serve run`, stopped gracefully on SIGTERM) as a subprocess on a free
port, with the tiny models: what a user runs.

The session's one (`served_local_gate`) is started once the Serve wave before its first test is deployed
(tests/serve_graphs.py: it starts beside the tests in between, which leave a core idle) and stopped after its last
test.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from tests.netutil import free_port
from tests.serve_graphs import launch_with_the_wave_before

REPO = Path(__file__).resolve().parents[1]
GATE_SERVE = Path(sys.executable).with_name("gate-serve")


# A generator that needs no model: `model_free` graphs serve the deterministic profile with it and no model pool.
SCRIPTED_GENERATOR = {"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted",
                      "answers": ["The plan covers 100 days in a skilled nursing facility [1]."]}
MODEL_DEPLOYMENTS = {"ClaimExtractor", "Judge", "NLIScorer"}


class LocalServe:
    """One `gate-serve` of configs/local.yaml (app args merged over the config's) on a free port, with the tiny
    models (None: no model variable at all) and its traces in `workdir`/traces; `env` is applied over that
    environment (a None value removes the variable). `model_free` serves the deterministic profile with a scripted
    generator and no model deployments (a start in seconds, for tests of the process rather than the checks).
    `launch` starts it without waiting, `wait_ready` waits for /healthz, `wait_exit` for its end, `stop` sends
    SIGTERM and returns the exit code."""

    def __init__(self, tiny_models: Any, workdir: Path, *, args: dict[str, Any] | None = None,
                 env: dict[str, str | None] | None = None, ready_timeout_s: float = 240,
                 model_free: bool = False) -> None:
        port = free_port()
        config = yaml.safe_load((REPO / "configs" / "local.yaml").read_text())
        config["http_options"]["port"] = port
        app = config["applications"][0]
        if model_free:
            app["args"].update(profiles=["deterministic"], nli=None, generator=SCRIPTED_GENERATOR)
            app["deployments"] = [d for d in app["deployments"] if d["name"] not in MODEL_DEPLOYMENTS]
        app["args"].update(args or {})
        self.config_path = workdir / "local.yaml"
        self.config_path.write_text(yaml.safe_dump(config))
        self.trace_dir = workdir / "traces"
        self.env = {
            **os.environ,
            "GATE_TRACE_URI": f"file://{self.trace_dir}",
            "RAY_ADDRESS": "local",
            "HF_HUB_OFFLINE": "1",
            "RAY_USAGE_STATS_ENABLED": "0",
            # Serve kills a proxy whose readiness check takes over 5 s three times in a row; on 2 cores, beside a wave
            # of replicas starting in the session's own Ray, it can (two clean-clone CI runs lost the shared graph so).
            "RAY_SERVE_PROXY_READY_CHECK_TIMEOUT_S": os.environ.get("RAY_SERVE_PROXY_READY_CHECK_TIMEOUT_S", "30"),
        }
        if tiny_models is not None:
            self.env.update(GATE_LLM_MODEL=str(tiny_models.lm), GATE_NLI_MODEL=str(tiny_models.nli))
        for name, value in (env or {}).items():
            if value is None:
                self.env.pop(name, None)
            else:
                self.env[name] = value
        self.log_path = workdir / "serve.log"
        self.base = f"http://127.0.0.1:{port}"
        self.ready_timeout_s = ready_timeout_s
        self.process: subprocess.Popen | None = None
        self._log: Any = None
        self._ready = False

    def launch(self) -> None:
        if self.process is None:
            self._log = open(self.log_path, "w")
            self.process = subprocess.Popen([str(GATE_SERVE), str(self.config_path)], cwd=REPO, env=self.env,
                                            stdout=self._log, stderr=subprocess.STDOUT)
            self._launched = time.monotonic()

    def wait_ready(self) -> tuple[str, Path]:
        """(base URL, trace directory) once /healthz answers 200; AssertionError with the log if it fails."""
        self.launch()
        assert self.process is not None
        deadline = self._launched + self.ready_timeout_s
        while not self._ready:
            output = self.log_path.read_text()
            if self.process.poll() is not None or "DEPLOY_FAILED" in output or "Deploying app 'gate' failed" in output:
                raise AssertionError(f"gate-serve failed (exit code {self.process.poll()}):\n{output[-6000:]}")
            try:
                self._ready = httpx.get(f"{self.base}/healthz", timeout=2).status_code == 200
            except httpx.HTTPError:
                pass
            if not self._ready:
                if time.monotonic() > deadline:
                    raise AssertionError(f"/healthz not ready in {self.ready_timeout_s} s:\n{output[-4000:]}")
                time.sleep(0.5)
        return self.base, self.trace_dir

    def output(self) -> str:
        """What it has written so far (stdout and stderr)."""
        return self.log_path.read_text() if self.log_path.exists() else ""

    def wait_exit(self, timeout_s: float) -> int:
        """Its exit code once it ends by itself; subprocess.TimeoutExpired if it runs past `timeout_s`."""
        self.launch()
        assert self.process is not None
        return self.process.wait(timeout=timeout_s)

    def stop(self, timeout_s: float = 120) -> int | None:
        """SIGTERM (a graceful stop: replicas flush their traces), SIGKILL past `timeout_s`; the exit code."""
        code = None
        if self.process is not None:
            self.process.send_signal(signal.SIGTERM)
            try:
                code = self.process.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None
        if self._log is not None:
            self._log.close()
            self._log = None
        return code


@contextlib.contextmanager
def serve_local_config(
    tiny_models: Any, workdir: Path, *, args: dict[str, Any] | None = None, ready_timeout_s: float = 240
) -> Iterator[tuple[str, Path]]:
    """Yields (base URL, trace directory); `args` are merged over the config's app args. SIGTERM at the end."""
    served = LocalServe(tiny_models, workdir, args=args, ready_timeout_s=ready_timeout_s)
    try:
        yield served.wait_ready()
    finally:
        served.stop()


_SESSION: list[LocalServe] = []
"""The session's `served_local_gate`, once launched (ahead of its fixture, or by it)."""
_LAST_USER: list[str] = []


def _launch_session_gate(tiny_models: Callable[[], Any], tmp_path_factory: pytest.TempPathFactory) -> LocalServe:
    if not _SESSION:
        _SESSION.append(LocalServe(tiny_models(), tmp_path_factory.mktemp("serve-run")))
        _SESSION[0].launch()
    return _SESSION[0]


launch_with_the_wave_before("served_local_gate", _launch_session_gate)


@pytest.fixture(scope="session")
def served_local_gate(tiny_models: Any, tmp_path_factory: Any) -> Iterator[tuple[str, Path]]:
    """One `gate-serve configs/local.yaml` for the session (its start costs about half a minute on 2 cores): the
    README's calls and scripts and the end-to-end contract and load tests all run against it. Yields (base URL,
    trace dir)."""
    served = _launch_session_gate(lambda: tiny_models, tmp_path_factory)
    try:
        yield served.wait_ready()
    finally:
        served.stop()


def pytest_collection_finish(session: pytest.Session) -> None:
    _LAST_USER[:] = [item.nodeid for item in session.items if "served_local_gate" in getattr(item, "fixturenames", ())][-1:]


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """Stop the session's `gate-serve` after its last test: the tests after it need neither its CPU nor its memory."""
    try:
        return (yield)
    finally:
        if _SESSION and _LAST_USER == [item.nodeid]:
            _SESSION[0].stop()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A `gate-serve` launched ahead of a test that never came (a failure with -x, say) is stopped too."""
    for served in _SESSION:
        served.stop()
