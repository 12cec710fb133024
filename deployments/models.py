"""Thin Ray Serve deployments around the model engines; the logic lives in plain modules.

- `Generator`: an LLM engine on CPU (transformers, scripted in tests) that also speaks the OpenAI chat
  protocol of `ray.serve.llm`'s LLMServer (`chat`), the generator on a GPU (see deployments/serve_llm.py).
- `ClaimExtractor`, `Judge`: `checks.grounding.claims` / `checks.grounding.judging` over a handle to an LLM deployment.
- `NLIScorer`: one cross-encoder per replica, dynamic batching with `@serve.batch`: the pair
  lists of many concurrent requests are flattened into few large model calls and split back.
- `HandleBackends`: `GroundednessBackends` over the handles, for the gate ingress.

Every call across a handle has a timeout (`ModelTimeouts`, per deployment, from the app args);
when it passes, or the caller is cancelled, the remote request is cancelled too, which stops
the engine's work for it. `Generator` has `check_health`, so Serve restarts a replica whose
engine died.

`HandleLLM` is the engine interface (`generate`, `generate_json`, ...) over a handle, in one of two
calling conventions: "openai" (what the app uses: one OpenAI chat request per prompt to `chat`, the
schema as `response_format`, vLLM's context-length error read back as PromptTooLongError) or
"engine" (the engine methods called remotely, for deployments that offer them, as tests do).

GPU options (num_gpus), replica counts and autoscaling come from the serve config.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from ray import serve
from ray.serve.handle import DeploymentHandle

from checks.grounding.claims import extract_claims
from checks.builtin.groundedness import ClaimExtraction, JudgeRequest, JudgeVerdict, NLIScores
from checks.grounding.judging import judge_claims
from checks.loop import Generation
from gate.engines.config import EngineConfig
from gate.engines import openai_chat
from gate.engines.llm import Messages, PromptedJSONEngine, SamplingConfig, build_llm_engine
from gate.engines.nli import HYPOTHESIS_RESERVE_TOKENS, ModelCallMerger, load_nli_model

logger = logging.getLogger(__name__)

LLMProtocol = Literal["engine", "openai"]

DEFAULT_MAX_BATCH_SIZE = 32
DEFAULT_BATCH_WAIT_TIMEOUT_S = 0.005
DEFAULT_MODEL_BATCH_SIZE = 256
# Batches Serve may have formed while the model was busy that go through it in one call (ModelCallMerger).
MERGED_BATCHES = 8
DEFAULT_MAX_CHUNK_TOKENS = 512 - HYPOTHESIS_RESERVE_TOKENS


class ModelTimeouts(BaseModel):
    """How long each model call may take, per deployment; past it the call is cancelled and fails
    (a soft check's on_error decides; a generator timeout is a 503 with Retry-After)."""

    model_config = ConfigDict(extra="forbid")

    generator_s: float = Field(default=90.0, gt=0, description="One generation by the Generator.")
    claim_extractor_s: float = Field(default=60.0, gt=0, description="One claim extraction (an LLM call, plus its repair).")
    nli_s: float = Field(default=30.0, gt=0, description="One request's NLI pairs in the NLIScorer pool.")
    judge_s: float = Field(default=60.0, gt=0, description="One request's borderline claims judged.")
    llm_s: float = Field(
        default=60.0, gt=0,
        description="One batched call of the checks' own LLM work: sentence copies, the criteria evaluation.",
    )


async def _cancelling_on_timeout(work: Any, remote: Any, timeout_s: float | None, what: str) -> Any:
    """Await `work` within `timeout_s`; cancel the `remote` request on timeout or when the caller is cancelled."""
    try:
        return await asyncio.wait_for(work, timeout_s)
    except TimeoutError:
        remote.cancel()
        raise TimeoutError(f"{what} did not answer within {timeout_s:g} s") from None
    except asyncio.CancelledError:
        remote.cancel()
        raise


async def call_with_timeout(response: Any, timeout_s: float | None, what: str) -> Any:
    """Await a DeploymentResponse; cancel the remote request on timeout or when the caller is cancelled."""

    async def wait() -> Any:
        return await response

    return await _cancelling_on_timeout(wait(), response, timeout_s, what)


async def first_item_with_timeout(stream: Any, timeout_s: float | None, what: str) -> Any:
    """The first item of a streaming DeploymentResponseGenerator (LLMServer yields one per non-streaming
    request); the remote request is cancelled on timeout or when the caller is cancelled."""

    async def first() -> Any:
        async for item in stream:
            return item
        raise RuntimeError(f"{what} returned nothing")

    return await _cancelling_on_timeout(first(), stream, timeout_s, what)


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
        error body for a prompt over the context), so the Gate calls a CPU and a GPU generator alike."""
        yield await openai_chat.serve_chat_body(self._engine, openai_chat.as_dict(request))

    async def llm_config(self) -> ServedModel:
        return ServedModel(model_id=self._engine.model_name)

    def model_name(self) -> str:
        return self._engine.model_name

    def recorded_calls(self) -> list[Messages]:
        """Every chat a scripted engine received, in order (empty for real engines)."""
        return list(getattr(self._engine, "calls", []))


class HandleLLM(PromptedJSONEngine):
    """The LLMEngine methods over a model deployment's handle, for the gate loop, the claim extractor, the judge
    and the checks' own LLM work. Every call has `timeout_s` (None: no limit); on a timeout, or when the caller
    is cancelled, the remote request is cancelled too.

    `protocol="openai"`: each prompt is one OpenAI chat request to the deployment's `chat` (LLMServer on a
    GPU, the CPU Generator elsewhere); every field SamplingConfig carries goes into the request as it is,
    JSON requests carry the schema as `response_format` and are validated (with one repair) by the shared
    PromptedJSONEngine code. vLLM refuses a prompt plus `max_tokens` over the context: a prompt that fills
    the context alone raises PromptTooLongError (413 context_length_exceeded), otherwise the request is sent
    once more with `max_tokens` cut to the room left. `protocol="engine"` calls the engine methods remotely."""

    def __init__(
        self, handle: DeploymentHandle, timeout_s: float | None = None, *, protocol: LLMProtocol = "engine",
        model: str | None = None,
    ) -> None:
        self.config = None  # PromptedJSONEngine's; the model lives behind the handle
        self._handle = handle
        self._timeout_s = timeout_s
        self._protocol = protocol
        self._model = model
        self._request_cls: Any = None

    async def _call(self, response: Any, what: str) -> Any:
        return await call_with_timeout(response, self._timeout_s, what)

    async def model_name(self) -> str:  # type: ignore[override]
        if self._model is None:
            if self._protocol == "openai":
                self._model = (await self._handle.llm_config.remote()).model_id
            else:
                self._model = await self._handle.model_name.remote()
        return self._model

    # -- the OpenAI protocol ---------------------------------------------------------------
    def _request(self, body: dict[str, Any]) -> Any:
        """vLLM's ChatCompletionRequest where ray.serve.llm imports (LLMServer needs it), else the body itself."""
        if self._request_cls is None:
            try:
                from ray.serve.llm.openai_api_models import ChatCompletionRequest
            except ImportError:
                ChatCompletionRequest = dict  # noqa: N806 - the CPU Generator reads a plain body
            self._request_cls = ChatCompletionRequest
        return self._request_cls(**body)

    async def _chat(self, body: dict[str, Any], what: str) -> dict[str, Any]:
        stream = self._handle.options(stream=True).chat.remote(self._request(body))
        reply = await first_item_with_timeout(stream, self._timeout_s, what)
        if isinstance(reply, list):  # LLMServer batches streamed chunks into lists
            reply = reply[0]
        return openai_chat.as_dict(reply)

    async def _generate_openai(self, messages: Messages, sampling: SamplingConfig,
                               schema: type[BaseModel] | None) -> Generation:
        model = await self.model_name()
        what = "the generator" if schema is None else "the LLM (JSON)"
        body = openai_chat.chat_request_body(messages, sampling, schema, model)
        started = time.perf_counter()
        reply = await self._chat(body, what)
        error = openai_chat.error_of(reply)
        if error is not None:
            too_long = openai_chat.prompt_too_long(error)
            if too_long is not None:
                raise too_long
            overflow = openai_chat.context_overflow(error)
            if overflow is not None and overflow[1] is not None:
                context, prompt = overflow
                reply = await self._chat({**body, "max_tokens": context - prompt}, what)
                error = openai_chat.error_of(reply)
        if error is not None:
            raise RuntimeError(f"{what} answered {error.get('code')} {error.get('type')}: {error.get('message')}")
        return openai_chat.generation_from_response(reply, (time.perf_counter() - started) * 1000.0, model)

    async def _generate_batch(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig, schema: type[BaseModel] | None
    ) -> list[Generation]:
        return list(await asyncio.gather(*(self._generate_openai(m, sampling, schema) for m in messages_list)))

    # -- both protocols ----------------------------------------------------------------------
    async def generate(self, messages: Messages, sampling: SamplingConfig | dict[str, Any] | None = None) -> Generation:
        if self._protocol == "openai":
            return await super().generate(messages, sampling)
        return await self._call(self._handle.generate.remote(messages, sampling), "the generator")

    async def generate_many(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> list[Generation]:
        if self._protocol == "openai":
            return await super().generate_many(messages_list, sampling)
        return await self._call(self._handle.generate_many.remote(list(messages_list), sampling), "the generator")

    async def generate_json(
        self, messages: Messages, schema: type[BaseModel], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> BaseModel:
        if self._protocol == "openai":
            return await super().generate_json(messages, schema, sampling)
        return await self._call(self._handle.generate_json.remote(messages, schema, sampling), "the LLM (JSON)")

    async def generate_json_many(
        self,
        messages_list: Sequence[Messages],
        schema: type[BaseModel],
        sampling: SamplingConfig | dict[str, Any] | None = None,
        *,
        return_exceptions: bool = False,
    ) -> list[Any]:
        if self._protocol == "openai":
            return await super().generate_json_many(messages_list, schema, sampling,
                                                    return_exceptions=return_exceptions)
        return await self._call(
            self._handle.generate_json_many.remote(list(messages_list), schema, sampling, return_exceptions),
            "the LLM (JSON)",
        )


@serve.deployment(max_ongoing_requests=64)
class ClaimExtractor:
    """Atomic claims of an answer (checks.grounding.claims) with the LLM behind `llm`."""

    def __init__(
        self, llm: DeploymentHandle, sampling: dict[str, Any] | None = None, timeout_s: float | None = None,
        protocol: LLMProtocol = "engine",
    ) -> None:
        self._llm = HandleLLM(llm, timeout_s, protocol=protocol)
        self._sampling = sampling

    async def extract(self, answer: str) -> ClaimExtraction:
        return await extract_claims(self._llm, answer, self._sampling)


@serve.deployment(max_ongoing_requests=64)
class Judge:
    """Verdicts for borderline claims (checks.grounding.judging); the verbatim-quote rule is applied in code."""

    def __init__(
        self, llm: DeploymentHandle, sampling: dict[str, Any] | None = None, timeout_s: float | None = None,
        protocol: LLMProtocol = "engine",
    ) -> None:
        self._llm = HandleLLM(llm, timeout_s, protocol=protocol)
        self._sampling = sampling

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


class HandleBackends:
    """GroundednessBackends over deployment handles; `judge` None means no judge is configured.

    `llm` (the claim extractor's and judge's LLM) copies sentences for the extraction-based checks and
    evaluates `criteria`; `evaluator_llm`, when configured, evaluates `criteria` with `cross_model`.
    `max_chunk_tokens` must match the NLI model's window; `from_handles` asks the NLIScorer for it and
    every deployment for its model name (`model_ids`, recorded in the trace rows).
    """

    def __init__(
        self,
        extractor: DeploymentHandle,
        nli: DeploymentHandle,
        judge: DeploymentHandle | None = None,
        *,
        helper_llm: DeploymentHandle | None = None,
        evaluator_llm: DeploymentHandle | None = None,
        max_chunk_tokens: int = DEFAULT_MAX_CHUNK_TOKENS,
        timeouts: ModelTimeouts | None = None,
        model_names: dict[str, str] | None = None,
        protocol: LLMProtocol = "engine",
    ) -> None:
        self._extractor = extractor
        self._nli = nli
        self._judge = judge
        self._max_chunk_tokens = max_chunk_tokens
        self._timeouts = timeouts or ModelTimeouts()
        self.llm = HandleLLM(helper_llm, self._timeouts.llm_s, protocol=protocol) if helper_llm is not None else None
        self.evaluator_llm = (HandleLLM(evaluator_llm, self._timeouts.llm_s, protocol=protocol)
                              if evaluator_llm is not None else None)
        self._model_names = dict(model_names or {})

    @classmethod
    async def from_handles(
        cls, extractor: DeploymentHandle, nli: DeploymentHandle, judge: DeploymentHandle | None = None,
        timeouts: ModelTimeouts | None = None, *, helper_llm: DeploymentHandle | None = None,
        evaluator_llm: DeploymentHandle | None = None, protocol: LLMProtocol = "engine",
    ) -> "HandleBackends":
        info = await nli.info.remote()
        names = {"nli": info["model"]}
        if helper_llm is not None:
            helper = await HandleLLM(helper_llm, protocol=protocol).model_name()
            names["extractor"] = helper
            if judge is not None:
                names["judge"] = helper
        if evaluator_llm is not None:
            names["evaluator"] = await HandleLLM(evaluator_llm, protocol=protocol).model_name()
        return cls(extractor, nli, judge, helper_llm=helper_llm, evaluator_llm=evaluator_llm,
                   max_chunk_tokens=info["max_chunk_tokens"], timeouts=timeouts, model_names=names,
                   protocol=protocol)

    def model_ids(self) -> dict[str, str]:
        """{role: model} for extractor, judge, nli and evaluator (the roles this gate has)."""
        return dict(self._model_names)

    @property
    def max_chunk_tokens(self) -> int:
        return self._max_chunk_tokens

    @property
    def has_judge(self) -> bool:
        return self._judge is not None

    async def extract_claims(self, answer: str) -> ClaimExtraction:
        # The extractor's own LLM call has the same limit; this one also bounds its queue.
        return await call_with_timeout(self._extractor.extract.remote(answer), self._timeouts.claim_extractor_s,
                                       "the claim extractor")

    async def score_pairs(self, pairs: list[tuple[str, str]]) -> list[NLIScores]:
        if not pairs:
            return []
        return await call_with_timeout(self._nli.score.remote(list(pairs)), self._timeouts.nli_s, "the NLI pool")

    async def judge(self, requests: list[JudgeRequest], sources: list[str]) -> list[JudgeVerdict]:
        if self._judge is None:
            raise RuntimeError("no judge configured")
        return await call_with_timeout(self._judge.judge.remote(list(requests), list(sources)),
                                       self._timeouts.judge_s, "the judge")
