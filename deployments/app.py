"""Build the gate's deployment graph from typed args: `import_path: deployments.app:build_app`.

A model given as `{llm_config: {...}}` (ray.serve.llm's LLMConfig, as Ray documents it) or as an
EngineConfig with backend 'vllm' is a stock ray.serve.llm LLMServer deployment (vLLM, placement
groups for tensor parallelism, fractional GPUs); one with backend 'transformers' or 'scripted' is
the CPU `Generator`, which answers the same OpenAI chat requests. The Gate calls both alike.

Gate <- Generator, ClaimExtractor, NLIScorer, Judge. The extractor and the judge use the
helper LLM (`helper_llm` in code): the generator's engine unless the config key `judge_llm`
names a second model, which then gets its own deployment (`JudgeLLM`); the helper LLM also
copies sentences for the extraction-based checks and evaluates `criteria`. `evaluator_llm` adds a
separate evaluator (`EvaluatorLLM`) for `criteria` with `cross_model`, so the generator does not
grade itself. Without an NLI model the graph has no NLI pool: it then starts only when no
profile of the policy runs a model check (a request naming one gets `check_unavailable`), so a
model check never vanishes silently.
"""

# No `from __future__ import annotations`: Ray reads build_app's annotation as a class to validate args.
import logging
import os
from pathlib import Path
from typing import Any, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, field_validator, model_validator
from ray.serve import Application
from ray.serve.exceptions import RayServeException

from checks.policy import Policy
from deployments.gate import Gate, GateIngressConfig, GateSettings
from deployments.models import ClaimExtractor, Generator, Judge, NLIScorer
from deployments.serve_llm import llm_config_from_engine, llm_deployment, validate_llm_config
from gate.engines.availability import ModelSetting, require_models
from gate.engines.config import EngineConfig
from gate.engines.nli import NLILabelMapping
from gate.service import GateService
from gate.tenants import TenantDirectory, load_access_file
from gate.traces import TraceConfig
from gate.traces.preflight import check_trace_store

logger = logging.getLogger(__name__)

DeploymentName = Literal["Gate", "Generator", "JudgeLLM", "EvaluatorLLM", "ClaimExtractor", "NLIScorer", "Judge"]


def _env(name: str) -> str | None:
    value = os.environ.get(name, "").strip()
    return value or None


# What configs/local.yaml serves with no variable set, from the hub (GATE_LLM_MODEL, GATE_NLI_MODEL override).
DEFAULT_CPU_LLM = "Qwen/Qwen2.5-0.5B-Instruct"
DEFAULT_CPU_NLI = "cross-encoder/nli-deberta-v3-xsmall"


def _default_generator() -> EngineConfig:
    model = _env("GATE_LLM_MODEL")
    if model is None:
        raise ValueError("generator.model is required: set it in the app args or export GATE_LLM_MODEL")
    backend = _env("GATE_LLM_BACKEND") or "transformers"
    return EngineConfig(backend=backend, model=model)


def _default_nli() -> "NLIArgs | None":
    model = _env("GATE_NLI_MODEL")
    return NLIArgs(model=model) if model else None


class ServeLLMArgs(BaseModel):
    """A model served by ray.serve.llm: `llm_config` is its LLMConfig (model_loading_config, engine_kwargs for
    vLLM, placement_group_config, deployment_config, accelerator_type, lora_config ...)."""

    model_config = ConfigDict(extra="forbid")

    llm_config: dict[str, Any] = Field(description="ray.serve.llm LLMConfig fields, validated by LLMConfig itself.")

    @field_validator("llm_config")
    @classmethod
    def _valid_llm_config(cls, value: dict[str, Any]) -> dict[str, Any]:
        validate_llm_config(value)
        return value

    @property
    def model_id(self) -> str:
        return validate_llm_config(self.llm_config).model_id


ModelArgs = EngineConfig | ServeLLMArgs


def model_id_of(spec: ModelArgs) -> str:
    """The model name requests carry and traces record."""
    return spec.model_id if isinstance(spec, ServeLLMArgs) else spec.model


def model_to_load(spec: ModelArgs, field: str) -> tuple[str, str] | None:
    """(what a replica will load, the config field naming it), or None when no model is loaded by name (a custom
    engine, an llm_config whose model_source is a cloud mirror)."""
    if isinstance(spec, EngineConfig):
        return None if spec.backend == "custom" else (spec.model, f"args.{field}.model")
    source = validate_llm_config(spec.llm_config).model_loading_config.model_source
    if source is None:
        return spec.model_id, f"args.{field}.llm_config.model_loading_config.model_id"
    return (source, f"args.{field}.llm_config.model_loading_config.model_source") if isinstance(source, str) else None


def model_deployment(spec: ModelArgs, name: str, options: dict[str, Any]) -> Any:
    """The bound deployment serving `spec` under `name`: LLMServer for vLLM, the CPU Generator otherwise."""
    if isinstance(spec, EngineConfig) and spec.backend != "vllm":
        return Generator.options(name=name, **options).bind(spec.model_dump())
    settings = spec.llm_config if isinstance(spec, ServeLLMArgs) else llm_config_from_engine(spec)
    return llm_deployment(settings, name, options)


class NLIArgs(BaseModel):
    """The NLI cross-encoder pool."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="Cross-encoder hub ID or local path, e.g. cross-encoder/nli-deberta-v3-large.")
    device: str | None = Field(default=None, description="Torch device; default cuda when available, else cpu.")
    max_length: int = Field(default=512, ge=16, description="Most tokens per (chunk, claim) pair.")
    dtype: str | None = Field(default=None, description="float16 or bfloat16 on GPU; None keeps float32.")
    labels: NLILabelMapping | None = Field(
        default=None,
        description="Which model labels mean supported / contradicted / neutral; None reads config.id2label.",
    )


class DeploymentOptions(BaseModel):
    """Per-deployment Ray Serve options; the serve config's `deployments:` section can override them too."""

    model_config = ConfigDict(extra="forbid")

    num_replicas: int | Literal["auto"] | None = Field(default=None, description="Fixed replica count or 'auto'.")
    max_ongoing_requests: int | None = Field(default=None, ge=1, description="Concurrent requests per replica.")
    ray_actor_options: dict[str, Any] | None = Field(default=None, description="num_cpus, num_gpus, memory ...")
    autoscaling_config: dict[str, Any] | None = Field(default=None, description="min_replicas, max_replicas ...")
    user_config: dict[str, Any] | None = Field(default=None, description="Live-reconfigurable settings.")

    def as_options(self) -> dict[str, Any]:
        return self.model_dump(exclude_none=True)


def _keys_from_env(name: str) -> list[str]:
    return [key.strip() for key in (_env(name) or "").split(",") if key.strip()]


class AppArgs(GateSettings):
    """Typed args of the gate application (the `args:` of an application in a serve config): the models, the
    traces and the deployments' options here, what the Gate serves with in GateSettings."""

    generator: ModelArgs = Field(
        default_factory=_default_generator,
        description="The answer-writing LLM: {llm_config: ...} for ray.serve.llm (vLLM) or an EngineConfig "
        "(transformers on CPU; env GATE_LLM_MODEL).",
    )
    helper_llm: ModelArgs | None = Field(
        default=None, validation_alias=AliasChoices("judge_llm", "helper_llm"),
        description="Config key `judge_llm`: a second, smaller LLM (deployment JudgeLLM) for claim extraction, the "
        "judge, sentence copies and `criteria`; None shares the generator.",
    )
    evaluator_llm: ModelArgs | None = Field(
        default=None,
        description="A separate LLM deployment (EvaluatorLLM) for `criteria` with cross_model; None: the "
        "evaluator is unavailable and criteria uses the helper LLM.",
    )
    nli: NLIArgs | None = Field(default_factory=_default_nli, description="The NLI pool (env GATE_NLI_MODEL); None skips groundedness.")
    trace_uri: str | None = Field(
        default_factory=lambda: _env("GATE_TRACE_URI") or str(Path.cwd() / "gate-traces"),
        description="s3://bucket/prefix, file:///dir or a directory (env GATE_TRACE_URI; default ./gate-traces).",
    )
    trace: dict[str, Any] = Field(default_factory=dict, description="Further TraceConfig settings (spool_dir, flush_rows, sse ...).")
    helper_max_tokens: int | None = Field(
        default=None, ge=1,
        description="Most tokens the claim extractor and the judge may generate per call; None keeps their defaults.",
    )
    deployments: dict[DeploymentName, DeploymentOptions] = Field(
        default_factory=dict, description="Per-deployment Ray Serve options."
    )

    @model_validator(mode="before")
    @classmethod
    def _environment_overrides(cls, data: Any) -> Any:
        """GATE_LLM_MODEL (and GATE_LLM_BACKEND) name the model of a generator given as an EngineConfig, and
        GATE_NLI_MODEL the NLI model, over what the config file says: a config with defaults runs as it is,
        and a test or a user points it elsewhere without editing it. GATE_API_KEYS and GATE_REVIEWER_KEYS give
        the keys the config leaves out, GATE_TENANTS_FILE the tenants."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        for field, variable in (("api_keys", "GATE_API_KEYS"), ("reviewer_keys", "GATE_REVIEWER_KEYS")):
            if field not in data:
                data[field] = _keys_from_env(variable)
        if "access" not in data and _env("GATE_TENANTS_FILE"):
            data["access"] = load_access_file(_env("GATE_TENANTS_FILE"))
        generator = data.get("generator")
        llm_model = _env("GATE_LLM_MODEL")
        if isinstance(generator, dict) and "llm_config" not in generator and llm_model:
            data["generator"] = {**generator, "model": llm_model,
                                 **({"backend": _env("GATE_LLM_BACKEND")} if _env("GATE_LLM_BACKEND") else {})}
        nli_model = _env("GATE_NLI_MODEL")
        if isinstance(data.get("nli"), dict) and nli_model:
            data["nli"] = {**data["nli"], "model": nli_model}
        return data

    @field_validator("trace_uri")
    @classmethod
    def _absolute_local_path(cls, value: str | None) -> str | None:
        if value and "://" not in value:
            return str(Path(value).expanduser().resolve())
        return value

    def trace_config(self) -> TraceConfig | None:
        if not self.trace_uri:
            return None
        return TraceConfig.model_validate({**self.trace, "uri": self.trace_uri})

    def models_to_load(self) -> list[tuple[str, ModelSetting]]:
        """Each model a replica will load by name, with the setting that names it (for the start-up check)."""
        generator_is_engine = isinstance(self.generator, EngineConfig)
        named = [(self.generator, "generator", "GATE_LLM_MODEL" if generator_is_engine else None),
                 (self.helper_llm, "judge_llm", None), (self.evaluator_llm, "evaluator_llm", None)]
        models = []
        for spec, field, variable in named:
            found = model_to_load(spec, field) if spec is not None else None
            if found is not None:
                models.append((found[0], ModelSetting(field=found[1], variable=variable, tiny_folder="lm")))
        if self.nli is not None:
            models.append((self.nli.model, ModelSetting(field="args.nli.model", variable="GATE_NLI_MODEL",
                                                        tiny_folder="nli")))
        return models


class StartupRefused(RayServeException):
    """A configuration the gate cannot start with (a policy, tenants, a model or a trace store), refused by `build_app`
    with the setting to change; the refusal it wraps is its `__cause__`. Serve fails a deploy at once on a
    RayServeException; any other error of a builder it retries three times, running every probe again, before it
    marks the app failed."""


def build_app(args: AppArgs) -> Application:
    """The Serve application: Gate ingress bound to its model deployments. A setting that refuses to build it is
    raised as `StartupRefused`, so that Serve reports the failed deploy after one try."""
    try:
        return _graph(args)
    except ImportError:
        raise  # a package not installed (vLLM, the gpu extra), not a setting: its callers handle it as before
    except Exception as refused:
        raise StartupRefused(str(refused)) from refused


def _graph(args: AppArgs) -> Application:
    def opts(name: DeploymentName) -> dict[str, Any]:
        return args.deployments[name].as_options() if name in args.deployments else {}

    # A bad policy (an unknown check, a class that is not a check, invalid options) stops the driver here,
    # once, before any replica starts.
    policy = Policy.load(args.policy_path)
    # So do tenants that cannot be served (a key listed twice, a reviewer of an unknown tenant, a profile not served).
    tenants = TenantDirectory.build(args.api_keys, args.access)
    GateService(policy=policy, profiles=args.profiles, tenants=tenants).validate_tenants()
    # So do a model that cannot be loaded and a trace store that refuses, with the setting to change.
    require_models(args.models_to_load())
    trace = args.trace_config()
    if trace is not None:
        check_trace_store(trace)
    generator = model_deployment(args.generator, "Generator", opts("Generator"))
    helper_llm = generator
    if args.helper_llm is not None:
        helper_llm = model_deployment(args.helper_llm, "JudgeLLM", opts("JudgeLLM"))
    evaluator_llm = None
    extractor = nli = judge = None
    helper_sampling = {"max_tokens": args.helper_max_tokens} if args.helper_max_tokens else None
    if args.nli is not None:
        extractor = ClaimExtractor.options(**opts("ClaimExtractor")).bind(
            helper_llm, helper_sampling, args.timeouts.claim_extractor_s, "openai"
        )
        labels = args.nli.labels.model_dump() if args.nli.labels is not None else None
        nli = NLIScorer.options(**opts("NLIScorer")).bind(
            args.nli.model, device=args.nli.device, max_length=args.nli.max_length, dtype=args.nli.dtype,
            labels=labels,
        )
        judge = Judge.options(**opts("Judge")).bind(helper_llm, helper_sampling, args.timeouts.judge_s, "openai")
        if args.evaluator_llm is not None:
            evaluator_llm = model_deployment(args.evaluator_llm, "EvaluatorLLM", opts("EvaluatorLLM"))
    else:
        # Without an NLI pool, a policy whose served profiles run model checks cannot be served: refuse at start.
        GateService(policy=policy, profiles=args.profiles, tenants=tenants).validate_startup()
    ingress = GateIngressConfig(
        **{name: getattr(args, name) for name in GateSettings.model_fields},
        trace=trace,
        model_name=model_id_of(args.generator),
        llm_protocol="openai",
    )
    return Gate.options(**opts("Gate")).bind(
        generator, extractor, nli, judge, ingress.model_dump(),
        helper_llm=helper_llm if nli is not None else None, evaluator_llm=evaluator_llm,
    )

