"""Session fixtures for model tests: the tiny models (built once) and one shared Ray Serve instance.

Registered by tests/conftest.py (`pytest_plugins`). No model hub is reachable: HF_HUB_OFFLINE is set
for this process and for every Ray worker.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from gate_testkit.tiny_models import TinyModelPaths, build_tiny_models
from tests.netutil import free_port

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
# Serve's proxy readiness check (5 s by default, three misses kill the proxy) waits longer on a loaded 2-core machine;
# Ray's processes inherit it from this one (see tests/serve_run.py for the `gate-serve` subprocesses).
os.environ.setdefault("RAY_SERVE_PROXY_READY_CHECK_TIMEOUT_S", "30")

RAY_NUM_CPUS = 4


@pytest.fixture(scope="session")
def tiny_models(tmp_path_factory: pytest.TempPathFactory) -> TinyModelPaths:
    """The tiny NLI and LM models, built once per session into a temporary directory."""
    return build_tiny_models(tmp_path_factory.mktemp("tiny_models"))


@pytest.fixture(scope="session")
def ray_serve() -> Iterator[int]:
    """A local Ray (4 logical CPUs, no dashboard) with Serve's HTTP proxy on 127.0.0.1; yields the HTTP port.

    Shared by every test module that needs Serve; shut down (Serve, then Ray) at the end of the session.
    """
    import ray
    from ray import serve

    port = free_port()
    ray.init(
        num_cpus=RAY_NUM_CPUS,
        include_dashboard=False,
        log_to_driver=False,
        runtime_env={"env_vars": {"HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}},
    )
    try:
        serve.start(http_options={"host": "127.0.0.1", "port": port})
        yield port
    finally:
        try:
            serve.shutdown()
        finally:
            ray.shutdown()
