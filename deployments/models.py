"""Thin Ray Serve deployments around the model engines; the logic lives in plain modules.

- `Generator`: an LLM engine on CPU (transformers, scripted in tests) that also speaks the OpenAI chat
  protocol of `ray.serve.llm`'s LLMServer (`chat`), the generator on a GPU (see deployments/serve_llm.py).
- `ClaimExtractor`, `Judge`: `checks.grounding.claims` / `checks.grounding.judging` over a handle to the
  helper LLM's deployment (called through deployments.clients, with a timeout).
- `NLIScorer`: one cross-encoder per replica, dynamic batching with `@serve.batch`: the pair
  lists of many concurrent requests are flattened into few large model calls and split back.

`Generator` has `check_health`, so Serve restarts a replica whose engine died. The clients of these
deployments (the Gate's, and the helper deployments' own) are in deployments/clients.py.

GPU options (num_gpus), replica counts and autoscaling come from the serve config.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from ray import serve
from ray.serve.handle import DeploymentHandle

from checks.grounding.claims import extract_claims
from checks.grounding.types import ClaimExtraction, JudgeRequest, JudgeVerdict, NLIScores
from checks.grounding.judging import judge_claims
from checks.loop import Generation
from deployments.clients import LLMProtocol, handle_llm
from gate.engines.config import EngineConfig
from gate.engines import openai_chat
from gate.engines.llm import Messages, SamplingConfig, build_llm_engine
from gate.engines.nli import ModelCallMerger, load_nli_model
from gate.engines.streaming import can_stream, serve_chat_stream

logger = logging.getLogger(__name__)

DEFAULT_MAX_BATCH_SIZE = 32
DEFAULT_BATCH_WAIT_TIMEOUT_S = 0.005
DEFAULT_MODEL_BATCH_SIZE = 256
# Batches Serve may have formed while the model was busy that go through it in one call (ModelCallMerger).
MERGED_BATCHES = 8


class ServedModel(BaseModel):
    """What `llm_config()` tells about a CPU Generator: the model it serves (LLMServer returns its LLMConfig)."""

    model_id: str = Field(description="The model name, as requests and traces carry it.")


class EngineDeadError(RuntimeError):
    """The deployment's engine can no longer serve: Serve replaces the replica."""


@serve.deployment(max_ongoing_requests=64, health_check_period_s=10, health_check_timeout_s=30)
class Generator:
    """An LLM engine as a deployment. `engine` is an EngineConfig or its dict form."""

    def __init__(self, engine: dict[str, Any] | EngineConfig) -> None:
        self._engine = build_llm_engine(engine)

    async def check_health(self) -> None:
        """Called by Serve every health_check_period_s; raising makes Serve restart this replica."""
        engine_check = getattr(self._engine, "check_health", None)
        if engine_check is not None:
            await engine_check()
        is_healthy = getattr(self._engine, "is_healthy", None)
        if is_healthy is not None and not is_healthy():
            raise EngineDeadError(f"the {self._engine.config.backend} engine for {self._engine.model_name} is dead")

    async def generate(self, messages: Messages, sampling: SamplingConfig | dict[str, Any] | None = None) -> Generation:
        return await self._engine.generate(messages, sampling)

    async def generate_many(
        self, messages_list: list[Messages], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> list[Generation]:
        return await self._engine.generate_many(messages_list, sampling)

    async def generate_json(
        self, messages: Messages, schema: type[BaseModel], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> BaseModel:
        return await self._engine.generate_json(messages, schema, sampling)

    async def generate_json_many(
        self,
        messages_list: list[Messages],
        schema: type[BaseModel],
        sampling: SamplingConfig | dict[str, Any] | None = None,
        return_exceptions: bool = False,
    ) -> list[Any]:
        return await self._engine.generate_json_many(
            messages_list, schema, sampling, return_exceptions=return_exceptions
        )

    async def chat(self, request: Any, raw_request_info: Any = None):
        """An OpenAI chat completion, the way LLMServer.chat answers one: a stream of one response body (an
        error body for a prompt over the context), so the Gate calls a CPU and a GPU generator alike; with
        `stream: true` (an engine that streams) lists of SSE chunk strings, as LLMServer streams them."""
        body = openai_chat.as_dict(request)
        if body.get("stream") and can_stream(self._engine):
            async for events in serve_chat_stream(self._engine, body):
                yield events
            return
        yield await openai_chat.serve_chat_body(self._engine, body)

    async def llm_config(self) -> ServedModel:
        return ServedModel(model_id=self._engine.model_name)

    def model_name(self) -> str:
        return self._engine.model_name

    def recorded_calls(self) -> list[Messages]:
        """Every chat a scripted engine received, in order (empty for real engines)."""
        return list(getattr(self._engine, "calls", []))

    def stream_stats(self) -> list[dict[str, Any]]:
        """Per streamed chat of a paced scripted engine: pieces sent and whether it was stopped early (else [])."""
        return [dataclasses.asdict(stats) for stats in getattr(self._engine, "stream_stats", [])]


class HelperLLMDeployment:
    """What the claim extractor and the judge share: the helper LLM's handle, called in `protocol` with
    `timeout_s` per call, and the sampling settings of their prompts (None keeps the defaults)."""

    def __init__(
        self, helper_llm: DeploymentHandle, sampling: dict[str, Any] | None = None, timeout_s: float | None = None,
        protocol: LLMProtocol = "engine",
    ) -> None:
        self._llm = handle_llm(helper_llm, timeout_s, protocol=protocol)
        self._sampling = sampling


@serve.deployment(max_ongoing_requests=64)
class ClaimExtractor(HelperLLMDeployment):
    """Atomic claims of an answer (checks.grounding.claims) with the helper LLM."""

    async def extract(self, answer: str) -> ClaimExtraction:
        return await extract_claims(self._llm, answer, self._sampling)


@serve.deployment(max_ongoing_requests=64)
class Judge(HelperLLMDeployment):
    """Verdicts for borderline claims (checks.grounding.judging); the verbatim-quote rule is applied in code."""

    async def judge(self, requests: list[JudgeRequest], sources: list[str]) -> list[JudgeVerdict]:
        return await judge_claims(self._llm, requests, sources, self._sampling)


class NLIScorerSettings(BaseModel):
    """NLIScorer's `user_config`: applied live by `reconfigure`, no redeploy. Unset fields keep their value."""

    model_config = ConfigDict(extra="forbid")

    max_batch_size: int | None = Field(
        default=None, ge=1,
        description="Most requests merged into one batch, and into one model call (which takes the batches formed "
        "while the model was busy); bounded by max_ongoing_requests.",
    )
    batch_wait_timeout_s: float | None = Field(
        default=None, ge=0.0, description="How long a batch waits for more requests after its first one."
    )
    model_batch_size: int | None = Field(
        default=None, ge=1, description="Pairs per forward pass when a batch's pairs go through the model."
    )


# max_ongoing_requests caps how many requests can wait in a batch: keep it well above max_batch_size.
@serve.deployment(max_ongoing_requests=256)
class NLIScorer:
    """A cross-encoder NLI replica. `score(pairs)` is batched across concurrent callers."""

    def __init__(
        self,
        model: str,
        device: str | None = None,
        max_length: int = 512,
        dtype: str | None = None,
        model_batch_size: int = DEFAULT_MODEL_BATCH_SIZE,
        labels: dict[str, list[str]] | None = None,
    ) -> None:
        self._nli = load_nli_model(model, device=device, max_length=max_length, dtype=dtype, labels=labels)
        self._model_batch_size = model_batch_size
        # Mirrors of what the @serve.batch decorator holds, for settings(); reconfigure keeps both in step.
        self._batch_wait_timeout_s = DEFAULT_BATCH_WAIT_TIMEOUT_S
        self._batch_sizes: Counter[int] = Counter()
        self._pairs_scored = 0
        self._forward_passes = 0
        self._model_seconds = 0.0
        self._merger = ModelCallMerger(self._score_pairs, max_requests=DEFAULT_MAX_BATCH_SIZE)

    def reconfigure(self, user_config: dict[str, Any]) -> None:
        settings = NLIScorerSettings.model_validate(user_config or {})
        if settings.max_batch_size is not None:
            self.score.set_max_batch_size(settings.max_batch_size)
            self._merger.max_requests = settings.max_batch_size
        if settings.batch_wait_timeout_s is not None:
            self.score.set_batch_wait_timeout_s(settings.batch_wait_timeout_s)
            self._batch_wait_timeout_s = settings.batch_wait_timeout_s
        if settings.model_batch_size is not None:
            self._model_batch_size = settings.model_batch_size
        logger.info("NLIScorer settings now %s", self.settings())

    @serve.batch(max_batch_size=DEFAULT_MAX_BATCH_SIZE, batch_wait_timeout_s=DEFAULT_BATCH_WAIT_TIMEOUT_S,
                 max_concurrent_batches=MERGED_BATCHES)
    async def score(self, requests: list[list[tuple[str, str]]]) -> list[list[NLIScores]]:
        """Each caller passes its own pair list and gets its own scores, in order. Batches formed while the model
        is busy go through it together in its next call."""
        self._batch_sizes[len(requests)] += 1
        flat = [tuple(pair) for pairs in requests for pair in pairs]
        scores = await self._merger.score(flat, len(requests))
        results = []
        offset = 0
        for pairs in requests:
            results.append(scores[offset : offset + len(pairs)])
            offset += len(pairs)
        return results

    def _score_pairs(self, pairs: list[tuple[str, str]]) -> list[NLIScores]:
        """One model call (in the merger's worker thread), timed and counted."""
        started = time.perf_counter()
        scores = self._nli.score(pairs, self._model_batch_size)
        self._model_seconds += time.perf_counter() - started
        self._pairs_scored += len(pairs)
        self._forward_passes += -(-len(pairs) // self._model_batch_size)  # the model runs model_batch_size at a time
        return scores

    def settings(self) -> dict[str, Any]:
        return {
            "max_batch_size": self._merger.max_requests,
            "batch_wait_timeout_s": self._batch_wait_timeout_s,
            "model_batch_size": self._model_batch_size,
        }

    def batch_stats(self) -> dict[str, Any]:
        """How batching went on this replica: histogram of requests per batch, totals, current settings."""
        return {
            "replica": serve.get_replica_context().replica_id.unique_id,
            "histogram": dict(sorted(self._batch_sizes.items())),
            "requests_per_model_call": dict(sorted(self._merger.requests_per_call.items())),
            "batches": sum(self._batch_sizes.values()),
            "requests": sum(size * count for size, count in self._batch_sizes.items()),
            "pairs": self._pairs_scored,
            "forward_passes": self._forward_passes,
            "model_seconds": round(self._model_seconds, 4),
            **self.settings(),
        }

    def reset_batch_stats(self) -> None:
        self._batch_sizes.clear()
        self._pairs_scored = 0
        self._forward_passes = 0
        self._model_seconds = 0.0
        self._merger.requests_per_call.clear()

    def info(self) -> dict[str, Any]:
        return {
            "replica": serve.get_replica_context().replica_id.unique_id,
            "model": self._nli.model_name,
            "device": self._nli.device,
            "max_length": self._nli.max_length,
            "max_chunk_tokens": self._nli.max_chunk_tokens,
        }
