"""The real ingress on a real Ray Serve, built by deployments.app.build_app, with a scripted
generator (the passed path needs known answers) and traces to a real S3 server on 127.0.0.1.

N requests leave exactly as many trace rows as attempts were made, plus one incident per block.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

import httpx
import yaml
import pyarrow.fs as pafs
import pyarrow.dataset as ds
import pytest
from ray import serve

from checks.registry import MODEL_CHECKS
from deployments.app import AppArgs, StartupRefused, build_app
from tests.payer_texts import BODY, FABRICATED, GOOD, SOURCE
from tests.payer_texts import WRONG_FIGURE as WRONG
from tests.s3_server import DUMMY_AWS_ENV, moto_s3_server
from tests.serve_graphs import GroupEnv, serve_group

pytestmark = pytest.mark.slow
REPO = Path(__file__).resolve().parents[1]


def deterministic_policy_file(directory: Path) -> Path:
    """The shipped policy with its model checks taken out of every profile: this graph has no NLI pool,
    and a policy whose profiles need one refuses to start."""
    policy = yaml.safe_load((REPO / "configs" / "checks.yaml").read_text())
    model_free = [name for name in policy["profiles"]["deterministic"] if name not in MODEL_CHECKS]
    policy["profiles"] = {"default": model_free, "deterministic": model_free}
    path = directory / "checks.yaml"
    path.write_text(yaml.safe_dump(policy))
    return path


def test_a_graph_without_an_nli_pool_refuses_profiles_that_need_one():
    with pytest.raises(StartupRefused, match="no NLI pool is configured"):
        build_app(AppArgs(generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "answers": [GOOD]}, nli=None, trace_uri=None))


@serve_group(wave="desk")
@contextlib.contextmanager
def scripted_gate(env: GroupEnv):
    """The `scripted-gate` application, tracing to its own moto S3 server: (base URL, the server, the bucket)."""
    policy_path = deterministic_policy_file(env.tmp)
    with moto_s3_server() as s3:
        bucket = s3.create_bucket("gate-traces")
        args = AppArgs(
            policy_path=str(policy_path),
            generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": [GOOD, WRONG, GOOD, FABRICATED, WRONG, WRONG]},
            nli=None,
            trace_uri=f"s3://{bucket}/it",
            trace={"endpoint_url": s3.endpoint_url, "flush_interval_s": 0.5, "spool_dir": str(env.tmp / "spool")},
            api_keys=[],
            # replicas are processes started before this server: hand them the test credentials
            deployments={"Gate": {"ray_actor_options": {"num_cpus": 0, "runtime_env": {"env_vars": DUMMY_AWS_ENV}}},
                         "Generator": {"ray_actor_options": {"num_cpus": 0}}},
        )
        yield ([serve.RunTarget(build_app(args), name="scripted-gate", route_prefix="/scripted")],
               (f"{env.base_url}/scripted", s3, bucket))


def test_scripted_requests_through_the_real_ingress_and_their_traces(scripted_gate):
    base, s3, bucket = scripted_gate
    with httpx.Client(base_url=base, timeout=60) as client:
        passed = client.post("/v1/gate", json={**BODY, "request_id": "r-pass"})
        healed = client.post("/v1/gate", json={**BODY, "request_id": "r-healed"})
        blocked = client.post("/v1/gate", json={**BODY, "request_id": "r-blocked"})
        escalated = client.post("/v1/gate", json={**BODY, "request_id": "r-escalated", "max_attempts": 2})
        override = client.post("/v1/overrides", json={"request_id": "r-escalated", "verdict": "disagree",
                                                      "note": "120 was a typo in the draft"})

    assert passed.status_code == 200 and passed.json()["output"] == GOOD and passed.json()["attempts"] == 1
    assert healed.status_code == 200 and healed.json()["healed"] is True and healed.json()["attempts"] == 2
    assert blocked.status_code == 422 and blocked.json()["check"] == "citations" and "output" not in blocked.json()
    assert escalated.status_code == 202 and escalated.json()["failed"] == ["figures"]
    assert override.status_code == 201 and override.json()["override_id"]

    filesystem = pafs.S3FileSystem(endpoint_override=s3.endpoint_url.removeprefix("http://"), scheme="http",
                                   access_key="testing", secret_key="testing", region="us-east-1")
    expected_attempts = {"r-pass": 1, "r-healed": 2, "r-blocked": 1, "r-escalated": 2}
    deadline = time.monotonic() + 60
    rows: dict[str, list] = {}
    while time.monotonic() < deadline:
        try:
            table = ds.dataset(f"{bucket}/it/traces", filesystem=filesystem, format="parquet", partitioning="hive").to_table()
            incidents = ds.dataset(f"{bucket}/it/incidents", filesystem=filesystem, format="parquet", partitioning="hive").to_table()
            overrides = ds.dataset(f"{bucket}/it/overrides", filesystem=filesystem, format="parquet", partitioning="hive").to_table()
        except (FileNotFoundError, OSError):
            time.sleep(0.5)
            continue
        rows = {}
        for request_id, attempt in zip(table.column("request_id").to_pylist(), table.column("attempt").to_pylist()):
            rows.setdefault(request_id, []).append(attempt)
        if {k: len(v) for k, v in rows.items()} == expected_attempts and incidents.num_rows == 1 and overrides.num_rows == 1:
            break
        time.sleep(0.5)
    assert {k: sorted(v) for k, v in rows.items()} == {k: list(range(1, n + 1)) for k, n in expected_attempts.items()}
    assert incidents.column("request_id").to_pylist() == ["r-blocked"]
    assert overrides.column("verdict").to_pylist() == ["disagree"]



def test_trace_writer_health_is_exported_as_prometheus_metrics(scripted_gate):
    """The series the README's Operations section names, scraped from Ray's metrics export port."""
    import ray

    base, _, _ = scripted_gate
    with httpx.Client(base_url=base, timeout=60) as client:
        assert client.get("/readyz").json()["status"] == "ok"
        # One request of this test's own, so `ray_gate_requests` exists however the module's tests are selected.
        verified = client.post("/v1/verify", json={"answer": "The plan covers it [1].", "sources": [BODY["sources"][0]],
                                                   "profile": "deterministic"})
        assert verified.status_code in (200, 202), verified.text
    node = ray._private.worker.global_worker.node
    url = f"http://{node.node_ip_address}:{node.metrics_export_port}/metrics"
    wanted = {"ray_gate_trace_spool_rows", "ray_gate_trace_upload_failures", "ray_gate_trace_oldest_unuploaded_age_s",
              "ray_gate_trace_rejected_rows", "ray_gate_trace_degraded", "ray_gate_requests"}
    deadline = time.monotonic() + 90
    found: set[str] = set()
    while time.monotonic() < deadline:
        try:
            text = httpx.get(url, timeout=10).text
        except httpx.HTTPError:
            text = ""
        found = {name for name in wanted if any(line.startswith(name) for line in text.splitlines())}
        if found == wanted:
            break
        time.sleep(2)
    assert found == wanted, f"missing from {url}: {sorted(wanted - found)}"
