"""Model-check backends in one process: an NLI model and optional LLM engines, no Ray.

Used by `gate-verify` (without --no-models), the evaluation and replay scripts and tests.
Without an LLM, claims come from sentence segmentation, borderline claims count as
unsupported ("no judge configured") and the extraction-based checks use their deterministic
candidates. Every model call has a timeout (`LocalTimeouts`): blocking NLI work runs in a
worker thread, so the timeout is real; past it the call fails and the check's `on_error` decides.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from checks.grounding.claims import extract_claims
from checks.grounding.types import ClaimExtraction, JudgeRequest, JudgeVerdict, NLIScores
from checks.grounding.judging import judge_claims
from gate.engines.config import EngineConfig
from gate.engines.llm import LLMEngine, build_llm_engine
from gate.engines.nli import NLILabelMapping, load_nli_model

logger = logging.getLogger(__name__)

DEFAULT_NLI_BATCH_SIZE = 64


class LocalTimeouts(BaseModel):
    """How long each in-process model call may take; past it the call fails with TimeoutError."""

    model_config = ConfigDict(extra="forbid")

    claim_extractor_s: float = Field(default=60.0, gt=0, description="One claim extraction (an LLM call and its repair).")
    nli_s: float = Field(default=30.0, gt=0, description="One call's NLI pairs, waiting for the model included.")
    judge_s: float = Field(default=60.0, gt=0, description="One answer's borderline claims judged.")
    llm_s: float = Field(
        default=60.0, gt=0, description="Any other LLM call: the checks' sentence copies and the criteria evaluation."
    )


class TimedLLM:
    """An LLM engine whose generation calls each fail with TimeoutError after `timeout_s`.

    Cancelling a call cancels the engine's work for it (the transformers engine stops the rows at the
    next token). Anything else (model_name, a scripted engine's `calls`) is the engine's own."""

    def __init__(self, engine: LLMEngine, timeout_s: float, what: str = "the LLM") -> None:
        self.engine = engine
        self._timeout_s = timeout_s
        self._what = what

    async def _bounded(self, call: Any) -> Any:
        try:
            return await asyncio.wait_for(call, self._timeout_s)
        except TimeoutError:
            raise TimeoutError(f"{self._what} did not answer within {self._timeout_s:g} s") from None

    async def generate(self, messages: Any, sampling: Any = None) -> Any:
        return await self._bounded(self.engine.generate(messages, sampling))

    async def generate_many(self, messages_list: Any, sampling: Any = None) -> Any:
        return await self._bounded(self.engine.generate_many(messages_list, sampling))

    async def generate_json(self, messages: Any, schema: Any, sampling: Any = None) -> Any:
        return await self._bounded(self.engine.generate_json(messages, schema, sampling))

    async def generate_json_many(
        self, messages_list: Any, schema: Any, sampling: Any = None, *, return_exceptions: bool = False
    ) -> Any:
        return await self._bounded(
            self.engine.generate_json_many(messages_list, schema, sampling, return_exceptions=return_exceptions)
        )

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)


def _timed(engine: Any, timeout_s: float, what: str) -> TimedLLM | None:
    if engine is None or isinstance(engine, TimedLLM):
        return engine
    return TimedLLM(engine, timeout_s, what)


class LocalBackends:
    """Model-check backends over an in-process NLI model and optional LLM engines.

    `llm` extracts claims, judges, copies sentences and evaluates `criteria`; `evaluator_llm`, when
    given, evaluates `criteria` with `cross_model`."""

    def __init__(
        self,
        nli: Any,
        llm: LLMEngine | None = None,
        *,
        evaluator_llm: LLMEngine | None = None,
        nli_batch_size: int = DEFAULT_NLI_BATCH_SIZE,
        extraction_sampling: dict[str, Any] | None = None,
        judge_sampling: dict[str, Any] | None = None,
        timeouts: LocalTimeouts | None = None,
    ) -> None:
        self.timeouts = timeouts or LocalTimeouts()
        self.nli = nli
        self.llm = llm
        self.evaluator_llm = evaluator_llm
        self.nli_batch_size = nli_batch_size
        self.extraction_sampling = extraction_sampling
        self.judge_sampling = judge_sampling
        self._nli_lock = asyncio.Lock()

    @property
    def llm(self) -> TimedLLM | None:
        """The helper LLM, every call bounded by `timeouts.llm_s` (assigning an engine wraps it)."""
        return self._llm

    @llm.setter
    def llm(self, engine: Any) -> None:
        self._llm = _timed(engine, self.timeouts.llm_s, "the LLM")

    @property
    def evaluator_llm(self) -> TimedLLM | None:
        """The separate evaluator for `criteria` with cross_model, bounded like `llm`."""
        return self._evaluator_llm

    @evaluator_llm.setter
    def evaluator_llm(self, engine: Any) -> None:
        self._evaluator_llm = _timed(engine, self.timeouts.llm_s, "the evaluator LLM")

    @property
    def max_chunk_tokens(self) -> int:
        return self.nli.max_chunk_tokens

    @property
    def has_judge(self) -> bool:
        return self.llm is not None

    def model_ids(self) -> dict[str, str]:
        """{role: model} for extractor, judge, nli and evaluator (the roles these backends have)."""
        models = {"nli": str(getattr(self.nli, "model_name", "") or "")}
        if self.llm is not None:
            models["extractor"] = models["judge"] = str(self.llm.model_name)
        if self.evaluator_llm is not None:
            models["evaluator"] = str(self.evaluator_llm.model_name)
        return {role: name for role, name in models.items() if name}

    async def _bounded(self, call: Any, timeout_s: float, what: str) -> Any:
        try:
            return await asyncio.wait_for(call, timeout_s)
        except TimeoutError:
            raise TimeoutError(f"{what} did not answer within {timeout_s:g} s") from None

    async def extract_claims(self, answer: str) -> ClaimExtraction:
        llm = self.llm.engine if self.llm is not None else None  # bounded as a whole below
        return await self._bounded(extract_claims(llm, answer, self.extraction_sampling),
                                   self.timeouts.claim_extractor_s, "the claim extractor")

    async def score_pairs(self, pairs: list[tuple[str, str]]) -> list[NLIScores]:
        return await self._bounded(self._score_one_at_a_time(list(pairs)), self.timeouts.nli_s, "the NLI model")

    async def _score_one_at_a_time(self, pairs: list[tuple[str, str]]) -> list[NLIScores]:
        """One model call at a time: the model is not shared across threads. A call that times out keeps the
        lock until its thread has finished, so the next call never runs beside it."""
        await self._nli_lock.acquire()
        try:
            running = asyncio.ensure_future(asyncio.to_thread(self.nli.score, pairs, self.nli_batch_size))
        except BaseException:
            self._nli_lock.release()
            raise

        def finished(future: asyncio.Future) -> None:
            self._nli_lock.release()
            if not future.cancelled():
                future.exception()  # retrieved, so an abandoned call's error is not logged as never retrieved

        running.add_done_callback(finished)
        return await asyncio.shield(running)

    async def judge(self, requests: list[JudgeRequest], sources: list[str]) -> list[JudgeVerdict]:
        if self.llm is None:
            raise RuntimeError("no judge configured: LocalBackends was built without an LLM")
        return await self._bounded(judge_claims(self.llm.engine, requests, sources, self.judge_sampling),
                                   self.timeouts.judge_s, "the judge")


def build_local_backends(
    nli_model: str,
    llm_model: str | None,
    device: str | None = None,
    llm_max_tokens: int | None = None,
    *,
    evaluator_model: str | None = None,
    nli_labels: NLILabelMapping | dict[str, Any] | None = None,
    dtype: str | None = None,
    timeouts: LocalTimeouts | None = None,
) -> LocalBackends:
    """Load the NLI model (`load_nli_model`: labels from `config.id2label` unless `nli_labels` names them)
    and, when given, transformers LLMs for the helper work and the evaluator (CPU unless `device` says
    otherwise). `llm_max_tokens` caps what the extractor and the judge may generate per call."""
    nli = load_nli_model(nli_model, device=device, dtype=dtype, labels=nli_labels)
    llm = evaluator = None
    if llm_model:
        llm = build_llm_engine(EngineConfig(backend="transformers", model=llm_model, device=device))
    if evaluator_model:
        evaluator = build_llm_engine(EngineConfig(backend="transformers", model=evaluator_model, device=device))
    sampling = {"max_tokens": llm_max_tokens} if llm_max_tokens else None
    return LocalBackends(nli, llm, evaluator_llm=evaluator, extraction_sampling=sampling, judge_sampling=sampling,
                         timeouts=timeouts)
