"""Groundedness backends in one process: an NLIModel and an optional LLM engine, no Ray.

Used by `gate-verify` (without --no-models) and by tests. Without an LLM, claims come from
sentence segmentation and borderline claims count as unsupported ("no judge configured").
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from checks.claims import extract_claims
from checks.groundedness import ClaimExtraction, JudgeRequest, JudgeVerdict, NLIScores
from checks.judging import judge_claims
from gate.engines.config import EngineConfig
from gate.engines.llm import LLMEngine, build_llm_engine
from gate.engines.nli import NLIModel

logger = logging.getLogger(__name__)

DEFAULT_NLI_BATCH_SIZE = 64


class LocalBackends:
    """GroundednessBackends over an in-process NLIModel and an optional LLMEngine."""

    def __init__(
        self,
        nli: NLIModel,
        llm: LLMEngine | None = None,
        *,
        nli_batch_size: int = DEFAULT_NLI_BATCH_SIZE,
        extraction_sampling: dict[str, Any] | None = None,
        judge_sampling: dict[str, Any] | None = None,
    ) -> None:
        self.nli = nli
        self.llm = llm
        self.nli_batch_size = nli_batch_size
        self.extraction_sampling = extraction_sampling
        self.judge_sampling = judge_sampling
        self._nli_lock = asyncio.Lock()

    @property
    def max_chunk_tokens(self) -> int:
        return self.nli.max_chunk_tokens

    @property
    def has_judge(self) -> bool:
        return self.llm is not None

    async def extract_claims(self, answer: str) -> ClaimExtraction:
        return await extract_claims(self.llm, answer, self.extraction_sampling)

    async def score_pairs(self, pairs: list[tuple[str, str]]) -> list[NLIScores]:
        async with self._nli_lock:  # one model call at a time; the model is not shared across threads
            return await asyncio.to_thread(self.nli.score, pairs, self.nli_batch_size)

    async def judge(self, requests: list[JudgeRequest], sources: list[str]) -> list[JudgeVerdict]:
        if self.llm is None:
            raise RuntimeError("no judge configured: LocalBackends was built without an LLM")
        return await judge_claims(self.llm, requests, sources, self.judge_sampling)


def build_local_backends(
    nli_model: str, llm_model: str | None, device: str | None = None, llm_max_tokens: int | None = None
) -> LocalBackends:
    """Load the NLI model and, when `llm_model` is given, a transformers LLM (CPU unless `device` says otherwise).

    `llm_max_tokens` caps what the extractor and the judge may generate per call (None: their defaults)."""
    nli = NLIModel(nli_model, device=device)
    llm = None
    if llm_model:
        llm = build_llm_engine(EngineConfig(backend="transformers", model=llm_model, device=device))
    sampling = {"max_tokens": llm_max_tokens} if llm_max_tokens else None
    return LocalBackends(nli, llm, extraction_sampling=sampling, judge_sampling=sampling)
