"""Serve configs: both validate with Ray's own schema and build the graph the docs describe."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from ray.serve.schema import ServeDeploySchema

from ray.serve._private.api import call_user_app_builder_with_args_if_necessary

from deployments.app import AppArgs, build_app

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("path", ["serve_config.yaml", "configs/local.yaml"])
def test_config_validates_with_ray_schema_and_app_args(path, monkeypatch, tmp_path):
    monkeypatch.setenv("GATE_LLM_MODEL", str(tmp_path / "lm"))
    monkeypatch.setenv("GATE_NLI_MODEL", str(tmp_path / "nli"))
    config = ServeDeploySchema.model_validate(yaml.safe_load((REPO / path).read_text()))
    (app,) = config.applications
    assert app.import_path == "deployments.app:build_app"
    args = AppArgs.model_validate(app.args or {})
    assert args.nli is not None and args.generator.model
    names = {d.name for d in app.deployments}
    assert {"Gate", "Generator", "NLIScorer", "ClaimExtractor", "Judge"} <= names
    nli = next(d for d in app.deployments if d.name == "NLIScorer")
    assert nli.max_ongoing_requests >= 64, "max_ongoing_requests caps the NLI batch size"
    assert set(nli.user_config) >= {"max_batch_size", "batch_wait_timeout_s"}


def test_production_config_puts_models_on_gpus_and_scales_nli_alone():
    config = ServeDeploySchema.model_validate(yaml.safe_load((REPO / "serve_config.yaml").read_text()))
    (app,) = config.applications
    by_name = {d.name: d for d in app.deployments}
    assert app.args["generator"]["backend"] == "vllm"
    assert by_name["Generator"].ray_actor_options.num_gpus >= 1
    assert by_name["NLIScorer"].ray_actor_options.num_gpus > 0
    autoscaling = by_name["NLIScorer"].autoscaling_config
    assert autoscaling["max_replicas"] > autoscaling["min_replicas"]
    assert app.args["trace_uri"].startswith("s3://")


def test_local_config_takes_models_and_traces_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("GATE_LLM_MODEL", "/models/lm")
    monkeypatch.setenv("GATE_NLI_MODEL", "/models/nli")
    monkeypatch.setenv("GATE_TRACE_URI", "s3://bucket/prefix")
    config = ServeDeploySchema.model_validate(yaml.safe_load((REPO / "configs" / "local.yaml").read_text()))
    args = AppArgs.model_validate(config.applications[0].args or {})
    assert args.generator.backend == "transformers" and args.generator.model == "/models/lm"
    assert args.nli.model == "/models/nli"
    assert args.trace_config().uri == "s3://bucket/prefix"
    monkeypatch.delenv("GATE_TRACE_URI")
    monkeypatch.chdir(tmp_path)
    assert AppArgs.model_validate(config.applications[0].args or {}).trace_uri == str(tmp_path / "gate-traces")


def test_missing_generator_model_is_a_clear_error(monkeypatch):
    monkeypatch.delenv("GATE_LLM_MODEL", raising=False)
    with pytest.raises(ValueError, match="GATE_LLM_MODEL"):
        AppArgs.model_validate({})


def test_ray_validates_the_args_into_the_typed_model_and_builds_the_graph(monkeypatch, tmp_path):
    monkeypatch.setenv("GATE_LLM_MODEL", str(tmp_path / "lm"))
    monkeypatch.setenv("GATE_NLI_MODEL", str(tmp_path / "nli"))
    raw = yaml.safe_load((REPO / "configs" / "local.yaml").read_text())["applications"][0]["args"]
    app = call_user_app_builder_with_args_if_necessary(build_app, raw)
    assert type(app).__name__ == "Application"
    with pytest.raises(Exception, match="limits"):
        call_user_app_builder_with_args_if_necessary(build_app, {**raw, "limits": {"max_sources": 0}})


def test_local_config_fits_a_two_core_machine():
    config = ServeDeploySchema.model_validate(yaml.safe_load((REPO / "configs" / "local.yaml").read_text()))
    deployments = config.applications[0].deployments
    total = sum((d.num_replicas if isinstance(d.num_replicas, int) else 1) * d.ray_actor_options.num_cpus for d in deployments)
    assert total <= 1.5, f"the local graph reserves {total} CPUs; replicas would stay pending on 2 cores"


def _profiles_of(path: str) -> list[str] | None:
    return yaml.safe_load((REPO / path).read_text())["applications"][0]["args"].get("profiles")


def test_the_local_config_serves_what_a_fresh_install_can_build(monkeypatch, tmp_path):
    """The quickstart installs no NER model: configs/local.yaml leaves `strict` (phi's name layer) out, and
    every profile it serves builds without one; production serves every profile of the policy."""
    from checks.policy import Policy
    from gate.service import GateService

    monkeypatch.setenv("GATE_NER_MODEL", str(tmp_path / "no-such-pipeline"))
    local = _profiles_of("configs/local.yaml")
    assert "strict" not in local and {"default", "deterministic"} <= set(local)
    GateService(policy=Policy.load(), profiles=local, backends=object()).validate_startup()
    with pytest.raises(ValueError, match="profile 'strict' cannot be served"):
        GateService(policy=Policy.load(), profiles=[*local, "strict"], backends=object()).validate_startup()
    assert set(_profiles_of("serve_config.yaml")) == set(Policy.load().profiles)


def test_a_graph_without_an_nli_pool_starts_when_its_profiles_need_no_model(monkeypatch, tmp_path):
    monkeypatch.setenv("GATE_LLM_MODEL", str(tmp_path / "lm"))
    monkeypatch.delenv("GATE_NLI_MODEL", raising=False)
    assert type(build_app(AppArgs(profiles=["deterministic"]))).__name__ == "Application"
    with pytest.raises(ValueError, match="no NLI pool"):
        build_app(AppArgs(profiles=["deterministic", "default"]))
    with pytest.raises(ValueError):
        AppArgs(profiles=[])
