"""Per-request caches of model work: claim extractions per sentence and NLI scores per (chunk, claim).

A retry re-checks mostly the same sentences; with these caches it pays only for what changed.
The cache lives in the request's scratch space (`RequestContext.scratch`), so it dies with the
request and no text outlives it. Checks that run concurrently on one answer (groundedness and
fabricated_claims) share one extraction and one scoring of each pair: work in flight is shared
as a future, not started twice.

Every cache entry is keyed by a content hash, never by position, so a reordered answer reuses
its scores as well.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from checks.grounding.claims import NO_LLM_ERROR, with_extra_markers_read
from checks.context import scratch_entry
from checks.grounding.types import Claim, ClaimExtraction, GroundednessBackends, NLIScores
from checks.text.sentences import content_words, factual_sentences

logger = logging.getLogger(__name__)

SCRATCH_KEY = "grounding_cache"


def content_key(*parts: str) -> str:
    """A short, stable hash of the parts (joined with a separator no text contains)."""
    digest = hashlib.blake2b(digest_size=16)
    for part in parts:
        digest.update(part.encode("utf-8", "surrogatepass"))
        digest.update(b"\x00\x1f")
    return digest.hexdigest()


@dataclass
class ModelWork:
    """What one call into the cache cost: model calls made and NLI pairs scored or served from the cache."""

    model_calls: int = 0
    nli_pairs: int = 0
    nli_pairs_cached: int = 0
    extraction_calls: int = 0
    sentences_extracted: int = 0
    sentences_cached: int = 0

    def as_metrics(self) -> dict[str, int]:
        return {
            "model_calls": self.model_calls,
            "nli_pairs": self.nli_pairs,
            "nli_pairs_cached": self.nli_pairs_cached,
            "extraction_calls": self.extraction_calls,
            "sentences_cached": self.sentences_cached,
        }


@dataclass
class GroundingCache:
    """Model results of one request, shared by its attempts and by the checks of one attempt."""

    scores: dict[str, asyncio.Future[NLIScores]] = field(default_factory=dict)
    sentence_claims: dict[str, tuple[Claim, ...]] = field(default_factory=dict)
    extractions: dict[str, asyncio.Future[ClaimExtraction]] = field(default_factory=dict)

    async def score_pairs(
        self, backends: GroundednessBackends, pairs: Sequence[tuple[str, str]], work: ModelWork
    ) -> list[NLIScores]:
        """NLI scores for `pairs`; only pairs never scored in this request go to the backend, in one call."""
        keys = [content_key(premise, hypothesis) for premise, hypothesis in pairs]
        missing: dict[str, tuple[str, str]] = {}
        for key, pair in zip(keys, pairs):
            if key not in self.scores and key not in missing:
                missing[key] = (pair[0], pair[1])
        work.nli_pairs_cached += len(pairs) - len(missing)
        if missing:
            loop = asyncio.get_running_loop()
            futures = {key: loop.create_future() for key in missing}
            self.scores.update(futures)
            try:
                scored = await backends.score_pairs(list(missing.values()))
                if len(scored) != len(missing):
                    raise RuntimeError(f"NLI backend returned {len(scored)} scores for {len(missing)} pairs")
            except BaseException as exc:
                for key, future in futures.items():
                    self.scores.pop(key, None)
                    if not future.done():
                        future.set_exception(exc)
                        future.exception()  # mark retrieved: the caller below re-raises it
                raise
            for (key, future), score in zip(futures.items(), scored):
                future.set_result(score)
            work.model_calls += 1
            work.nli_pairs += len(missing)
        return [await self.scores[key] for key in keys]

    async def extract_claims(
        self, backends: GroundednessBackends, answer: str, work: ModelWork, marker_patterns: Sequence[str] = ()
    ) -> ClaimExtraction:
        """The claims of `answer`, extracted once per request for each factual sentence.

        The first time, the whole answer goes to the extractor (headings and neighbours give context) and
        each claim is filed under the sentence it shares most content words with. On a retry only the
        sentences not seen before are sent (one call), and the others reuse their claims. `marker_patterns`
        (the configured extra citation markers) are read out of the claims for this caller."""
        extraction = await self._shared_extraction(backends, answer, work)
        return with_extra_markers_read(extraction, marker_patterns)

    async def _shared_extraction(self, backends: GroundednessBackends, answer: str, work: ModelWork) -> ClaimExtraction:
        answer_key = content_key(answer)
        if answer_key in self.extractions:
            work.sentences_cached += 1
            return await self.extractions[answer_key]
        future: asyncio.Future[ClaimExtraction] = asyncio.get_running_loop().create_future()
        self.extractions[answer_key] = future
        try:
            extraction = await self._extract(backends, answer, work)
        except BaseException as exc:
            self.extractions.pop(answer_key, None)
            future.set_exception(exc)
            future.exception()
            raise
        future.set_result(extraction)
        return extraction

    async def _extract(self, backends: GroundednessBackends, answer: str, work: ModelWork) -> ClaimExtraction:
        sentences = factual_sentences(answer)
        keys = [content_key(sentence) for sentence in sentences]
        new = [(key, sentence) for key, sentence in zip(keys, sentences) if key not in self.sentence_claims]
        work.sentences_cached += len(sentences) - len(new)
        fallback_used, error = False, None
        if new:
            text = answer if len(new) == len(sentences) else " ".join(sentence for _, sentence in new)
            extraction = await backends.extract_claims(text)
            if extraction.error != NO_LLM_ERROR:  # the sentence fallback without an LLM calls no model
                work.model_calls += 1
                work.extraction_calls += 1
            work.sentences_extracted += len(new)
            fallback_used, error = extraction.fallback_used, extraction.error
            filed: dict[str, list[Claim]] = {key: [] for key, _ in new}
            words = [(key, content_words(sentence)) for key, sentence in new]
            for claim in extraction.claims:
                claim_words = content_words(claim.text)
                best = max(words, key=lambda item: len(item[1] & claim_words))[0]
                filed[best].append(claim)
            for key, claims in filed.items():
                self.sentence_claims[key] = tuple(claims)
        claims = tuple(claim for key in dict.fromkeys(keys) for claim in self.sentence_claims[key])
        return ClaimExtraction(claims=claims, fallback_used=fallback_used, error=error)


def request_cache(context: Any) -> GroundingCache:
    """The request's cache, kept in `context.scratch`; a throw-away one when the context has no scratch space."""
    return scratch_entry(context, SCRATCH_KEY, GroundingCache)
