"""Build the gate's deployment graph from typed args: `import_path: deployments.app:build_app`.

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

from pydantic import BaseModel, ConfigDict, Field, field_validator
from ray.serve import Application

from deployments.gate import Gate, GateIngressConfig
from deployments.models import ClaimExtractor, Generator, Judge, ModelTimeouts, NLIScorer
from gate.engines.config import EngineConfig
from gate.engines.nli import NLILabelMapping
from gate.service import InputLimits
from gate.traces import TraceConfig

logger = logging.getLogger(__name__)

DeploymentName = Literal["Gate", "Generator", "JudgeLLM", "EvaluatorLLM", "ClaimExtractor", "NLIScorer", "Judge"]


def _env(name: str) -> str | None:
    value = os.environ.get(name, "").strip()
    return value or None


def _default_generator() -> EngineConfig:
    model = _env("GATE_LLM_MODEL")
    if model is None:
        raise ValueError("generator.model is required: set it in the app args or export GATE_LLM_MODEL")
    backend = _env("GATE_LLM_BACKEND") or "transformers"
    return EngineConfig(backend=backend, model=model)


def _default_nli() -> "NLIArgs | None":
    model = _env("GATE_NLI_MODEL")
    return NLIArgs(model=model) if model else None


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

    generator: EngineConfig = Field(default_factory=_default_generator, description="The answer-writing LLM (env GATE_LLM_MODEL).")
    judge_llm: EngineConfig | None = Field(
        default=None, description="A second, smaller LLM for claim extraction and the judge; None shares the generator."
    )
    evaluator_llm: EngineConfig | None = Field(
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

    generator = Generator.options(**opts("Generator")).bind(args.generator.model_dump())
    helper_llm = generator
    if args.judge_llm is not None:
        helper_llm = Generator.options(name="JudgeLLM", **opts("JudgeLLM")).bind(args.judge_llm.model_dump())
    evaluator_llm = None
    extractor = nli = judge = None
    helper_sampling = {"max_tokens": args.helper_max_tokens} if args.helper_max_tokens else None
    if args.nli is not None:
        extractor = ClaimExtractor.options(**opts("ClaimExtractor")).bind(
            helper_llm, helper_sampling, args.timeouts.claim_extractor_s
        )
        labels = args.nli.labels.model_dump() if args.nli.labels is not None else None
        nli = NLIScorer.options(**opts("NLIScorer")).bind(
            args.nli.model, device=args.nli.device, max_length=args.nli.max_length, dtype=args.nli.dtype,
            labels=labels,
        )
        judge = Judge.options(**opts("Judge")).bind(helper_llm, helper_sampling, args.timeouts.judge_s)
        if args.evaluator_llm is not None:
            evaluator_llm = Generator.options(name="EvaluatorLLM", **opts("EvaluatorLLM")).bind(
                args.evaluator_llm.model_dump()
            )
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
        model_name=args.generator.model,
        generator_gpus=args.generator_gpus,
        timeouts=args.timeouts,
        reject_unknown_overrides=args.reject_unknown_overrides,
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
