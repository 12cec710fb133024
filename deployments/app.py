"""Build the gate's deployment graph from typed args: `import_path: deployments.app:build_app`.

A model given as `{llm_config: {...}}` (ray.serve.llm's LLMConfig, as Ray documents it) or as an
EngineConfig with backend 'vllm' is a stock ray.serve.llm LLMServer deployment (vLLM, placement
groups for tensor parallelism, fractional GPUs); one with backend 'transformers' or 'scripted' is
the CPU `Generator`, which answers the same OpenAI chat requests. The Gate calls both alike.

Gate <- Generator, ClaimExtractor, NLIScorer, Judge. The extractor and the judge use the
generator's engine unless `judge_llm` names a second model, which then gets its own
deployment (`JudgeLLM`); that LLM also copies sentences for the extraction-based checks and
evaluates `criteria`. `evaluator_llm` adds a separate evaluator (`EvaluatorLLM`) for
`criteria` with `cross_model`, so the generator does not grade itself. Without an NLI model the graph has no NLI pool: it then starts only
when no profile of the policy runs a model check (a request naming one gets
`check_unavailable`), so a model check never vanishes silently.
"""

# No `from __future__ import annotations`: Ray reads build_app's annotation as a class to validate args.
import logging
import os
import tempfile
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from ray.serve import Application

from deployments.gate import Gate, GateIngressConfig
from deployments.models import ClaimExtractor, Generator, Judge, ModelTimeouts, NLIScorer
from deployments.serve_llm import llm_config_from_engine, llm_deployment, validate_llm_config
from gate.engines.config import EngineConfig
from gate.engines.nli import NLILabelMapping
from gate.service import InputLimits
from gate.traces import TraceConfig

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


class AppArgs(BaseModel):
    """Typed args of the gate application (the `args:` of an application in a serve config)."""

    model_config = ConfigDict(extra="forbid")

    generator: ModelArgs = Field(
        default_factory=_default_generator,
        description="The answer-writing LLM: {llm_config: ...} for ray.serve.llm (vLLM) or an EngineConfig "
        "(transformers on CPU; env GATE_LLM_MODEL).",
    )
    judge_llm: ModelArgs | None = Field(
        default=None, description="A second, smaller LLM for claim extraction and the judge; None shares the generator."
    )
    evaluator_llm: ModelArgs | None = Field(
        default=None,
        description="A separate LLM deployment (EvaluatorLLM) for `criteria` with cross_model; None: the "
        "evaluator is unavailable and criteria uses the judge's LLM.",
    )
    nli: NLIArgs | None = Field(default_factory=_default_nli, description="The NLI pool (env GATE_NLI_MODEL); None skips groundedness.")
    policy_path: str | None = Field(default=None, description="Check policy YAML; default configs/checks.yaml.")
    profiles: list[str] | None = Field(
        default=None, min_length=1,
        description="The profiles this deployment serves (each built at start); None = every profile of the policy. "
        "A request naming another gets 422 profile_unavailable.",
    )
    trace_uri: str | None = Field(
        default_factory=lambda: _env("GATE_TRACE_URI") or str(Path.cwd() / "gate-traces"),
        description="s3://bucket/prefix, file:///dir or a directory (env GATE_TRACE_URI; default ./gate-traces).",
    )
    trace: dict[str, Any] = Field(default_factory=dict, description="Further TraceConfig settings (spool_dir, flush_rows, sse ...).")
    limits: InputLimits = Field(default_factory=InputLimits, description="Request size bounds.")
    api_keys: list[str] = Field(
        default_factory=lambda: [k.strip() for k in (_env("GATE_API_KEYS") or "").split(",") if k.strip()],
        description="Bearer tokens (env GATE_API_KEYS, comma-separated); empty disables auth.",
    )
    reviewer_keys: list[str] = Field(
        default_factory=lambda: [k.strip() for k in (_env("GATE_REVIEWER_KEYS") or "").split(",") if k.strip()],
        description="Reviewers' keys, `name:key` (env GATE_REVIEWER_KEYS, comma-separated), apart from API keys; "
        "empty turns the review desk off.",
    )
    review_webhook: dict[str, Any] | None = Field(
        default=None, description="Decision webhook (webhook_url, secret, ...: as trace.incidents); None: no page."
    )
    generator_gpus: float = Field(default=0.0, ge=0, description="GPUs per generator replica, for GPU-seconds and cost.")
    timeouts: ModelTimeouts = Field(
        default_factory=ModelTimeouts, description="Per-deployment model call timeouts (generator, extractor, NLI, judge)."
    )
    helper_max_tokens: int | None = Field(
        default=None, ge=1,
        description="Most tokens the claim extractor and the judge may generate per call; None keeps their defaults.",
    )
    reject_unknown_overrides: bool = Field(
        default=True,
        description="404 for an override naming a request this Gate replica has not answered recently; set False "
        "with several Gate replicas.",
    )
    deployments: dict[DeploymentName, DeploymentOptions] = Field(
        default_factory=dict, description="Per-deployment Ray Serve options."
    )

    @model_validator(mode="before")
    @classmethod
    def _environment_overrides(cls, data: Any) -> Any:
        """GATE_LLM_MODEL (and GATE_LLM_BACKEND) name the model of a generator given as an EngineConfig, and
        GATE_NLI_MODEL the NLI model, over what the config file says: a config with defaults runs as it is,
        and a test or a user points it elsewhere without editing it."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
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
        settings = {"spool_dir": str(Path(tempfile.gettempdir()) / "gate-spool"), **self.trace, "uri": self.trace_uri}
        return TraceConfig.model_validate(settings)


def build_app(args: AppArgs) -> Application:
    """The Serve application: Gate ingress bound to its model deployments."""

    def opts(name: DeploymentName) -> dict[str, Any]:
        return args.deployments[name].as_options() if name in args.deployments else {}

    generator = model_deployment(args.generator, "Generator", opts("Generator"))
    helper_llm = generator
    if args.judge_llm is not None:
        helper_llm = model_deployment(args.judge_llm, "JudgeLLM", opts("JudgeLLM"))
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
        _refuse_profiles_needing_models(args.policy_path, args.profiles)
    trace = args.trace_config()
    ingress = GateIngressConfig(
        policy_path=args.policy_path,
        profiles=args.profiles,
        trace=trace,
        limits=args.limits,
        api_keys=args.api_keys,
        reviewer_keys=args.reviewer_keys,
        review_webhook=args.review_webhook,
        model_name=model_id_of(args.generator),
        generator_gpus=args.generator_gpus,
        timeouts=args.timeouts,
        reject_unknown_overrides=args.reject_unknown_overrides,
        llm_protocol="openai",
    )
    return Gate.options(**opts("Gate")).bind(
        generator, extractor, nli, judge, ingress.model_dump(),
        helper_llm=helper_llm if nli is not None else None, evaluator_llm=evaluator_llm,
    )


def _refuse_profiles_needing_models(policy_path: str | None, profiles: list[str] | None = None) -> None:
    """Without an NLI pool, a policy whose served profiles run model checks cannot be served: refuse at start."""
    from checks.policy import Policy
    from gate.service import GateService

    GateService(policy=Policy.load(policy_path), profiles=profiles).validate_startup()
