"""Serve configs: both validate with Ray's own schema and build the graph the docs describe."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from ray.serve.schema import ServeDeploySchema

from ray.serve._private.api import call_user_app_builder_with_args_if_necessary

from deployments.app import DEFAULT_CPU_LLM, DEFAULT_CPU_NLI, AppArgs, StartupRefused, build_app, model_id_of
from deployments.serve_llm import llm_config_from_engine, validate_llm_config
from gate.engines.config import EngineConfig

REPO = Path(__file__).resolve().parents[1]


CONFIGS = ["serve_config.yaml", "configs/gpu_24gb.yaml", "configs/multi_gpu.yaml", "configs/local.yaml"]
GPU_CONFIGS = ["serve_config.yaml", "configs/gpu_24gb.yaml", "configs/multi_gpu.yaml"]
ONE_GPU_CONFIGS = ["serve_config.yaml", "configs/gpu_24gb.yaml"]


def _app(path: str):
    (app,) = ServeDeploySchema.model_validate(yaml.safe_load((REPO / path).read_text())).applications
    return app


@pytest.mark.parametrize("path", CONFIGS)
def test_config_validates_with_ray_schema_and_app_args(path, monkeypatch, tmp_path):
    monkeypatch.setenv("GATE_LLM_MODEL", str(tmp_path / "lm"))
    monkeypatch.setenv("GATE_NLI_MODEL", str(tmp_path / "nli"))
    app = _app(path)
    assert app.import_path == "deployments.app:build_app"
    args = AppArgs.model_validate(app.args or {})
    assert args.nli is not None and model_id_of(args.generator)
    names = {d.name for d in app.deployments}
    assert {"Gate", "NLIScorer", "ClaimExtractor", "Judge"} <= names
    nli = next(d for d in app.deployments if d.name == "NLIScorer")
    assert nli.max_ongoing_requests >= 64, "max_ongoing_requests caps the NLI batch size"
    assert set(nli.user_config) >= {"max_batch_size", "batch_wait_timeout_s"}


@pytest.mark.parametrize("path", GPU_CONFIGS)
def test_gpu_configs_serve_the_generator_with_ray_serve_llm(path):
    """The generator is a ray.serve.llm LLMConfig (validated by LLMConfig itself), placed by its placement group:
    no `deployments:` entry gives it num_gpus of its own (that would be a second reservation)."""
    app = _app(path)
    llm_config = validate_llm_config(app.args["generator"]["llm_config"])
    assert type(llm_config).__name__ == "LLMConfig" and llm_config.model_id
    assert "Generator" not in {d.name for d in app.deployments}
    assert app.args["trace_uri"].startswith("s3://")
    nli = next(d for d in app.deployments if d.name == "NLIScorer")
    assert nli.ray_actor_options.num_gpus > 0


def _generator_gpus(llm_config: dict) -> tuple[float, int]:
    """(GPUs the generator's placement group reserves, tensor x pipeline parallel workers)."""
    engine = llm_config["engine_kwargs"]
    workers = engine.get("tensor_parallel_size", 1) * engine.get("pipeline_parallel_size", 1)
    group = llm_config["placement_group_config"]
    if "bundle_per_worker" in group:
        return group["bundle_per_worker"].get("GPU", 0) * workers, workers
    return sum(bundle.get("GPU", 0) for bundle in group["bundles"]), workers


@pytest.mark.parametrize("path", ONE_GPU_CONFIGS)
def test_the_one_gpu_config_fits_one_gpu(path):
    """Generator and NLI pool share one GPU: scheduler fractions add up to at most 1, vLLM's memory share is
    below the generator's fraction (the rest is the NLI replica's), and the pool cannot grow past the GPU.
    (What fits in the memory, by the models' shapes: tests/test_gpu_memory.py.)"""
    app = _app(path)
    llm_config = app.args["generator"]["llm_config"]
    generator_gpus, workers = _generator_gpus(llm_config)
    assert workers == 1 and len(llm_config["placement_group_config"]["bundles"]) == 1
    nli = next(d for d in app.deployments if d.name == "NLIScorer")
    max_nli = nli.autoscaling_config["max_replicas"] if nli.autoscaling_config else nli.num_replicas
    assert generator_gpus + max_nli * nli.ray_actor_options.num_gpus <= 1.0
    memory = llm_config["engine_kwargs"]["gpu_memory_utilization"]
    assert memory <= generator_gpus and memory + nli.ray_actor_options.num_gpus <= 0.9
    assert app.args["generator_gpus"] == generator_gpus


def test_the_multi_gpu_config_shards_a_70b_model_over_four_gpus_and_autoscales_nli():
    app = _app("configs/multi_gpu.yaml")
    llm_config = app.args["generator"]["llm_config"]
    assert "70B" in llm_config["model_loading_config"]["model_id"]
    generator_gpus, workers = _generator_gpus(llm_config)
    assert workers == 4 and generator_gpus == 4
    nli = next(d for d in app.deployments if d.name == "NLIScorer")
    assert nli.ray_actor_options.num_gpus == 1
    assert nli.autoscaling_config["max_replicas"] > nli.autoscaling_config["min_replicas"] >= 1
    assert generator_gpus + nli.autoscaling_config["max_replicas"] <= 8
    assert app.args["generator_gpus"] == 4


def test_an_engine_config_with_the_vllm_backend_becomes_an_llm_config():
    """The older short form still works: backend vllm is served by ray.serve.llm with the same engine arguments."""
    settings = llm_config_from_engine(EngineConfig(backend="vllm", model="Qwen/Qwen2.5-7B-Instruct",
                                                   max_model_len=4096, tensor_parallel_size=2))
    llm_config = validate_llm_config(settings)
    assert llm_config.model_id == "Qwen/Qwen2.5-7B-Instruct"
    assert llm_config.engine_kwargs["tensor_parallel_size"] == 2 and llm_config.engine_kwargs["max_model_len"] == 4096


def test_a_bad_llm_config_is_refused_naming_the_field():
    with pytest.raises(ValueError, match="llm_engine"):
        AppArgs.model_validate({"generator": {"llm_config": {"model_loading_config": {"model_id": "m"},
                                                             "llm_engine": "no-such-engine"}}})


def test_the_local_config_starts_with_no_variable_set(monkeypatch):
    """Small hub models named in the file (and in the README) are the defaults; the variables override them."""
    for name in ("GATE_LLM_MODEL", "GATE_NLI_MODEL", "GATE_LLM_BACKEND"):
        monkeypatch.delenv(name, raising=False)
    args = AppArgs.model_validate(_app("configs/local.yaml").args)
    assert args.generator.backend == "transformers" and args.generator.model == DEFAULT_CPU_LLM
    assert args.nli.model == DEFAULT_CPU_NLI
    readme = (REPO / "README.md").read_text()
    assert DEFAULT_CPU_LLM in readme and DEFAULT_CPU_NLI in readme


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
    monkeypatch.setenv("GATE_SKIP_MODEL_CHECK", "1")  # no model is loaded here: tests/test_startup_checks.py
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
    monkeypatch.setenv("GATE_SKIP_MODEL_CHECK", "1")  # no model is loaded here: tests/test_startup_checks.py
    monkeypatch.delenv("GATE_NLI_MODEL", raising=False)
    assert type(build_app(AppArgs(profiles=["deterministic"]))).__name__ == "Application"
    with pytest.raises(StartupRefused, match="no NLI pool") as refused:
        build_app(AppArgs(profiles=["deterministic", "default"]))
    assert isinstance(refused.value.__cause__, ValueError)
    with pytest.raises(ValueError):
        AppArgs(profiles=[])


def test_the_24gb_config_is_the_one_gpu_graph_with_a_smaller_generator():
    """configs/gpu_24gb.yaml repeats serve_config.yaml (a Serve config cannot include another): everything but
    the generator's model, dtype and memory share must stay the same, so a fix to one reaches the other."""
    production, small = (yaml.safe_load((REPO / path).read_text()) for path in ONE_GPU_CONFIGS)
    differing = {"model_id", "dtype", "gpu_memory_utilization"}
    for config in (production, small):
        engine = config["applications"][0]["args"]["generator"]["llm_config"]
        for key in differing:
            engine["model_loading_config"].pop(key, None)
            engine["engine_kwargs"].pop(key, None)
    assert small == production
