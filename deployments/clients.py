"""Clients of the model deployments, for the Gate ingress and the helper deployments: no deployment lives here.

- `HandleLLM`: the LLM engine interface (`generate`, `generate_json`, ...) over a deployment handle, in one of
  two calling protocols, chosen once by `handle_llm`: `OpenAIChatHandleLLM` (what the app uses: one OpenAI chat
  request per prompt to `chat`, as ray.serve.llm's LLMServer and the CPU Generator take it) or
  `EngineHandleLLM` (the engine methods called remotely, for deployments that offer them, as tests do).
- `HandleBackends`: `GroundednessBackends` over the ClaimExtractor, NLIScorer and Judge handles.
- `ModelTimeouts`: how long each model call may take.

Every call across a handle has a timeout; when it passes, or the caller is cancelled, the remote request is
cancelled too, which stops the engine's work for it.
"""

from __future__ import annotations

import abc
import asyncio
import logging
import time
from collections.abc import AsyncIterator, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from ray.serve.handle import DeploymentHandle

from checks.grounding.types import ClaimExtraction, JudgeRequest, JudgeVerdict, NLIScores
from checks.loop import Generation
from gate.engines import openai_chat
from gate.engines.llm import Messages, PromptedJSONEngine, SamplingConfig
from gate.engines.nli import HYPOTHESIS_RESERVE_TOKENS
from gate.engines.streaming import CONTINUE_FIELDS, stream_deltas

logger = logging.getLogger(__name__)

LLMProtocol = Literal["engine", "openai"]

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


class HandleLLM(abc.ABC):
    """The LLMEngine methods (gate.engines.llm.LLMEngine) over a model deployment's handle, for the gate loop, the
    claim extractor, the judge and the checks' own LLM work. Every call has `timeout_s` (None: no limit); on a
    timeout, or when the caller is cancelled, the remote request is cancelled too. `model` names the served model
    when the caller knows it; otherwise the deployment is asked once. Build one with `handle_llm`."""

    def __init__(self, handle: DeploymentHandle, timeout_s: float | None = None, *, model: str | None = None) -> None:
        self._handle = handle
        self._timeout_s = timeout_s
        self._model = model

    async def model_name(self) -> str:  # type: ignore[override]
        if self._model is None:
            self._model = await self._served_model_name()
        return self._model

    @abc.abstractmethod
    async def _served_model_name(self) -> str:
        """The model the deployment serves, asked in this protocol."""


class EngineHandleLLM(HandleLLM):
    """The engine methods called remotely, on a deployment that offers them (the CPU Generator)."""

    async def _call(self, response: Any, what: str) -> Any:
        return await call_with_timeout(response, self._timeout_s, what)

    async def _served_model_name(self) -> str:
        return await self._handle.model_name.remote()

    async def generate(self, messages: Messages, sampling: SamplingConfig | dict[str, Any] | None = None) -> Generation:
        return await self._call(self._handle.generate.remote(messages, sampling), "the generator")

    async def generate_many(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> list[Generation]:
        return await self._call(self._handle.generate_many.remote(list(messages_list), sampling), "the generator")

    async def generate_json(
        self, messages: Messages, schema: type[BaseModel], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> BaseModel:
        return await self._call(self._handle.generate_json.remote(messages, schema, sampling), "the LLM (JSON)")

    async def generate_json_many(
        self,
        messages_list: Sequence[Messages],
        schema: type[BaseModel],
        sampling: SamplingConfig | dict[str, Any] | None = None,
        *,
        return_exceptions: bool = False,
    ) -> list[Any]:
        return await self._call(
            self._handle.generate_json_many.remote(list(messages_list), schema, sampling, return_exceptions),
            "the LLM (JSON)",
        )


class OpenAIChatHandleLLM(HandleLLM, PromptedJSONEngine):
    """Each prompt is one OpenAI chat request to the deployment's `chat` (LLMServer on a GPU, the CPU Generator
    elsewhere). Every field SamplingConfig carries goes into the request as it is; JSON requests carry the schema
    as `response_format` and are validated (with one repair) by the shared PromptedJSONEngine code. vLLM refuses
    a prompt plus `max_tokens` over the context: a prompt that fills the context alone raises PromptTooLongError
    (413 context_length_exceeded), otherwise the request is sent once more with `max_tokens` cut to the room left."""

    forwards_response_format = True  # a chat's response_format goes in the request: vLLM decodes to it

    def __init__(self, handle: DeploymentHandle, timeout_s: float | None = None, *, model: str | None = None) -> None:
        super().__init__(handle, timeout_s, model=model)
        self._request_cls: Any = None

    async def _served_model_name(self) -> str:
        return (await self._handle.llm_config.remote()).model_id

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

    async def _generate_one(self, messages: Messages, sampling: SamplingConfig,
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
        return list(await asyncio.gather(*(self._generate_one(m, sampling, schema) for m in messages_list)))

    async def stream_generate(
        self, messages: Messages, sampling: SamplingConfig | dict[str, Any] | None = None, *, continue_final: bool = False
    ) -> AsyncIterator[str | Generation]:
        """The reply's text pieces as the deployment streams them (`stream: true`; with `continue_final`, vLLM's
        `continue_final_message` continues the last, assistant, message), then a Generation with the usage
        (gate.engines.streaming). The generator's timeout bounds the wait for each piece, not the whole stream;
        closing the iterator cancels the remote request, which stops the engine's work for it."""
        sampling = SamplingConfig.coerce(sampling)
        model = await self.model_name()
        body = openai_chat.chat_request_body(messages, sampling, None, model)
        body.update(stream=True, stream_options={"include_usage": True})
        if continue_final:
            body.update(CONTINUE_FIELDS)
        stream = self._handle.options(stream=True).chat.remote(self._request(body))
        started = time.perf_counter()

        async def items() -> AsyncIterator[Any]:
            iterator = stream.__aiter__()
            while True:
                try:
                    yield await _cancelling_on_timeout(iterator.__anext__(), stream, self._timeout_s, "the generator")
                except StopAsyncIteration:
                    return

        completed = False
        try:
            async for piece in stream_deltas(items(), model, started):
                yield piece
            completed = True
        finally:
            if not completed:
                stream.cancel()


_HANDLE_LLM_CLASSES: dict[str, type[HandleLLM]] = {"engine": EngineHandleLLM, "openai": OpenAIChatHandleLLM}


def handle_llm(
    handle: DeploymentHandle, timeout_s: float | None = None, *, protocol: LLMProtocol = "engine",
    model: str | None = None,
) -> HandleLLM:
    """The client of `handle` that speaks `protocol`: "openai" (chat requests) or "engine" (engine methods)."""
    try:
        cls = _HANDLE_LLM_CLASSES[protocol]
    except KeyError:
        raise ValueError(f"unknown LLM protocol {protocol!r}: one of {sorted(_HANDLE_LLM_CLASSES)}") from None
    return cls(handle, timeout_s, model=model)


class HandleBackends:
    """GroundednessBackends over deployment handles; `judge` None means no judge is configured.

    `helper_llm` (the claim extractor's and judge's LLM) is `llm` here, the name the checks read: it copies
    sentences for the extraction-based checks and evaluates `criteria`; `evaluator_llm`, when configured,
    evaluates `criteria` with `cross_model`. `max_chunk_tokens` must match the NLI model's window;
    `from_handles` asks the NLIScorer for it and every deployment for its model name (`model_ids`, recorded in
    the trace rows).
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
        self.llm = handle_llm(helper_llm, self._timeouts.llm_s, protocol=protocol) if helper_llm is not None else None
        self.evaluator_llm = (handle_llm(evaluator_llm, self._timeouts.llm_s, protocol=protocol)
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
            helper = await handle_llm(helper_llm, protocol=protocol).model_name()
            names["extractor"] = helper
            if judge is not None:
                names["judge"] = helper
        if evaluator_llm is not None:
            names["evaluator"] = await handle_llm(evaluator_llm, protocol=protocol).model_name()
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
