"""The Gate ingress deployment: builds a GateService from handles and serves its FastAPI app.

All route logic lives in gate.service / gate.http; this class only wires Ray handles to it. `GateSettings` is
what the ingress serves with; the app args (deployments.app.AppArgs) build on it, so each setting is declared once.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from ray import serve
from ray.serve.handle import DeploymentHandle

from checks.loop import freeze_startup_heap
from checks.policy import Policy
from deployments.clients import HandleBackends, LLMProtocol, ModelTimeouts, handle_llm
from deployments.metrics import RayGateMetrics, TraceWriterGauges
from gate.http import create_http_app
from gate.limits import InputLimits
from gate.service import GateService
from gate.tenants import AccessConfig, TenantDirectory
from gate.traces import TraceConfig, TraceWriter
from gate.traces.slots import start_writer_in_free_slot
from gate.review.outbox import start_case_outbox
from gate.review.pager import start_decision_pager
from gate.review.sessions import ReviewSessions
from gate.review.store import ReviewStore
from gate.traces.webhook import IncidentWebhookConfig

logger = logging.getLogger(__name__)


class GateSettings(BaseModel):
    """What the gate serves with, as the app args give it (deployments.app.AppArgs builds on this) and as the
    ingress receives it (GateIngressConfig): each setting declared once, here."""

    model_config = ConfigDict(extra="forbid")

    policy_path: str | None = Field(default=None, description="Check policy YAML; default configs/checks.yaml.")
    profiles: list[str] | None = Field(
        default=None, min_length=1,
        description="The profiles this deployment serves (each built at start); None = every profile of the policy. "
        "A request naming another gets 422 profile_unavailable.",
    )
    limits: InputLimits = Field(default_factory=InputLimits, description="Request size bounds.")
    api_keys: list[str] = Field(
        default_factory=list,
        description="Bearer tokens, `tenant:key` (the key joins that tenant) or `key` (a tenant of its own); with "
        "no keys here or in `access`, auth is off. The app args read env GATE_API_KEYS (comma-separated) when not "
        "given.",
    )
    access: AccessConfig = Field(
        default_factory=AccessConfig,
        description="Tenants (keys and per-tenant policy: profiles, default profile, allowed identifiers, max "
        "attempts, requests per minute, overrides, incident webhook) and which tenants each reviewer sees. The app "
        "args read the YAML file named by env GATE_TENANTS_FILE when not given.",
    )
    reviewer_keys: list[str] = Field(
        default_factory=list,
        description="Reviewers' own keys, `name:key`, apart from API keys; empty turns the review desk off. The app "
        "args read env GATE_REVIEWER_KEYS (comma-separated) when not given.",
    )
    review_allowed_origins: list[str] = Field(
        default_factory=list,
        description="Origins besides the desk's own (scheme://host[:port]) whose pages may post the desk's forms, "
        "e.g. the public https URL behind a TLS-terminating proxy that the Gate sees as plain HTTP.",
    )
    review_webhook: IncidentWebhookConfig | None = Field(
        default=None,
        description="Where each review decision is paged (webhook_url, secret, ...: signed and durable, like "
        "trace.incidents); None: no page.",
    )
    generator_gpus: float = Field(default=0.0, ge=0, description="GPUs per generator replica, for GPU-seconds and cost.")
    timeouts: ModelTimeouts = Field(
        default_factory=ModelTimeouts,
        description="Per-deployment model call timeouts (generator, extractor, NLI, judge, the checks' own LLM work).",
    )
    reject_unknown_overrides: bool = Field(
        default=True,
        description="Answer 404 to an override for a request ID this replica has not answered recently; turn off "
        "with several Gate replicas (each knows only its own requests).",
    )


class GateIngressConfig(GateSettings):
    """What the ingress needs besides its handles; built by deployments.app from the app args."""

    trace: TraceConfig | None = Field(default=None, description="Where attempts are recorded; None disables traces.")
    model_name: str | None = Field(default=None, description="Generator model name recorded in traces.")
    health_interval_s: float = Field(default=5.0, gt=0, description="How often the trace writer's health is exported.")
    shutdown_drain_s: float = Field(
        default=5.0, ge=0,
        description="At shutdown, after Serve's own drain: how long requests still in flight may finish before they "
        "are cancelled (traced as cancelled); then the trace writer flushes and closes.",
    )
    llm_protocol: LLMProtocol = Field(
        default="engine",
        description="How the model deployments are called: 'openai' (chat requests, as ray.serve.llm's LLMServer "
        "takes them; what deployments.app builds) or 'engine' (the engine methods, for deployments offering them).",
    )


# Serve drains a stopping replica (no new requests routed to it, those in flight finish) for up to
# graceful_shutdown_timeout_s: longer than the request deadline (120 s) plus the writer's last flush, so no
# request is cut off by a replacement. The wait loop is how often Serve looks whether it is idle.
@serve.deployment(max_ongoing_requests=128, graceful_shutdown_timeout_s=140, graceful_shutdown_wait_loop_s=0.5)
@serve.ingress()
class Gate:
    """HTTP ingress: POST /v1/gate, /v1/verify, /v1/chat/completions, /v1/overrides; GET /v1/checks, /healthz."""

    async def __init__(
        self,
        generator: DeploymentHandle,
        extractor: DeploymentHandle | None,
        nli: DeploymentHandle | None,
        judge: DeploymentHandle | None,
        config: dict[str, Any],
        helper_llm: DeploymentHandle | None = None,
        evaluator_llm: DeploymentHandle | None = None,
    ) -> None:
        """`helper_llm` (the extractor's and judge's LLM) copies sentences and evaluates `criteria`;
        `evaluator_llm` is the separate evaluator for `criteria` with cross_model."""
        settings = GateIngressConfig.model_validate(config)
        self.tenants = TenantDirectory.build(settings.api_keys, settings.access)
        self.reviewer_keys = settings.reviewer_keys
        self.review_allowed_origins = settings.review_allowed_origins
        self.writer: TraceWriter | None = None
        if settings.trace is not None:
            replica = _safe(serve.get_replica_context().replica_id.unique_id)
            pages = {name: config.incident_webhook for name, config in settings.access.tenants.items()
                     if config.incident_webhook is not None}
            self.writer = start_writer_in_free_slot(settings.trace.model_copy(
                update={"replica_id": replica, "tenant_incidents": {**settings.trace.tenant_incidents, **pages}}))
        backends = None
        if nli is not None and extractor is not None:
            backends = await HandleBackends.from_handles(
                extractor, nli, judge, timeouts=settings.timeouts, helper_llm=helper_llm, evaluator_llm=evaluator_llm,
                protocol=settings.llm_protocol,
            )
        else:
            logger.warning("no NLI model configured: model-based checks (groundedness) are unavailable")
        self.service = GateService(
            policy=Policy.load(settings.policy_path),
            profiles=settings.profiles,
            llm=handle_llm(generator, settings.timeouts.generator_s, protocol=settings.llm_protocol,
                           model=settings.model_name),
            backends=backends,
            traces=self.writer,
            limits=settings.limits,
            metrics=RayGateMetrics(),
            model_name=settings.model_name,
            generator_gpus=settings.generator_gpus,
            reject_unknown_overrides=settings.reject_unknown_overrides,
            review=ReviewStore.from_trace_config(settings.trace) if settings.trace is not None else None,
            tenants=self.tenants,
            decision_pager=start_decision_pager(settings.review_webhook, self.writer.config.spool_dir)
            if settings.review_webhook is not None and self.writer is not None else None,
        )
        self.service.validate_startup()
        freeze_startup_heap()  # what the replica built to check answers stays out of every later collection
        if self.service.review is not None and self.writer is not None:
            self.service.case_outbox = start_case_outbox(self.service.review_at, self.writer.config.spool_dir)
        self.shutdown_drain_s = settings.shutdown_drain_s
        self._health_task: asyncio.Task | None = None
        if self.writer is not None:
            self._health_task = asyncio.get_running_loop().create_task(
                self._export_trace_health(TraceWriterGauges(), settings.health_interval_s)
            )

    async def _export_trace_health(self, gauges: TraceWriterGauges, interval_s: float) -> None:
        while True:
            try:
                gauges.observe(self.writer.health())  # type: ignore[union-attr]
            except Exception as exc:  # a metrics hiccup must not stop the exporter
                logger.warning("could not export trace writer health: %s", type(exc).__name__)
            await asyncio.sleep(interval_s)

    def __serve_build_asgi_app__(self):  # noqa: D401 - Ray Serve hook
        # Desk sessions live at the store's root (a reviewer may see several tenants), never under a tenant.
        sessions = ReviewSessions(self.service.review.store) if self.service.review is not None else None
        return create_http_app(self.service, reviewer_keys=self.reviewer_keys, tenants=self.tenants, sessions=sessions,
                               review_allowed_origins=self.review_allowed_origins)

    async def __del__(self) -> None:
        """Serve's graceful shutdown, after its drain: refuse new requests (503 shutting_down), cancel what is still
        in flight after `shutdown_drain_s` (traced as cancelled), then flush and close the trace writer."""
        service = getattr(self, "service", None)  # absent when the constructor failed
        if service is not None:
            cancelled = await service.drain(self.shutdown_drain_s)
            logger.info("gate replica shutting down: %d requests cancelled", cancelled)
        if getattr(self, "_health_task", None) is not None:
            self._health_task.cancel()
        outbox = getattr(service, "case_outbox", None)
        if outbox is not None:
            await asyncio.to_thread(outbox.close, 5.0)
        if getattr(self, "writer", None) is not None:
            await asyncio.to_thread(self.writer.close)


def _safe(tag: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in tag)
