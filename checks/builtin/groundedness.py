"""The `groundedness` check: every atomic claim of the answer must be entailed by the sources.

claims = extract(answer); every claim is paired with every source chunk (premise = chunk,
hypothesis = claim) and scored by an NLI cross-encoder. Over `max_pairs` pairs, only the
lexically closest chunks per claim are scored (`checks.grounding.pair_budget`: every claim gets its best
chunk before any gets a second); a claim left with no scored pair is unsupported with the
reason `NOT_SCORED_REASON`, never silently supported. Per claim, the best chunk is the scored one
with the highest entailment; its entailment and contradiction put the claim in a band:

- supported:   entailment > supported_above (0.85)
- unsupported: entailment < unsupported_below (0.30), or contradiction > contradiction_above (0.5)
- borderline:  otherwise; all borderline claims of the answer go to the judge in one call.

The judge (an LLM) answers SUPPORTED / PARTIAL / UNSUPPORTED and copies the supporting sentence;
SUPPORTED stands only if that quote is a whole sentence (or a clause of 8+ words) of one of the
chunks the judge saw for that claim and is about the claim (checked here, in code:
`checks.judging.apply_quote_rule`).
PARTIAL does not count as supported. When no judge is configured, borderline claims count as
unsupported with reason "no judge configured". score = supported claims / claims (1.0 with none).

Cheap pre-checks, no model call: an answer without a factual sentence does not fire (score 1.0);
a request without sources has nothing to ground against and does not fire either (the
`citations` check covers fabricated source IDs). Plain Python: the model work happens behind
`GroundednessBackends`, in-process (`gate.local_backends`) or over Ray handles, through the
request's cache (`checks.grounding.cache`), so a retry scores only the pairs it has not scored.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from pydantic import Field, model_validator

from checks.base import Check, CheckConfig, CheckResult, Evidence, MarkerOptions
from checks.context import RequestContext
from checks.grounding.cache import ModelWork, request_cache
from checks.grounding.types import (
    Band,
    Claim,
    ClaimExtraction,
    GroundednessBackends,
    JudgeRequest,
    JudgeVerdict,
    NLIScores,
    Verdict,
)
from checks.grounding.judging import apply_quote_rule
from checks.grounding.pair_budget import pairs_within_budget
from checks.text.sentences import (
    approximate_tokens,
    factual_sentences,
    is_factual_sentence,
    locate,
    split_into_chunks,
    split_sentences,
    strip_citation_markers,
)

logger = logging.getLogger(__name__)

# Re-exported: callers import the shared types and text helpers from here as well.
__all__ = [
    "Band", "Claim", "ClaimExtraction", "GroundednessBackends", "GroundednessCheck", "GroundednessOptions",
    "JudgeRequest", "JudgeVerdict", "NO_JUDGE_REASON", "NOT_SCORED_REASON", "Verdict", "approximate_tokens",
    "factual_sentences", "is_factual_sentence", "source_chunks", "split_into_chunks", "split_sentences",
    "strip_citation_markers",
]

NO_JUDGE_REASON = "no judge configured"
NOT_SCORED_REASON = "not checked: over the request's NLI pair budget (max_pairs)"


class GroundednessOptions(MarkerOptions):
    """The check's `options` in configs/checks.yaml."""

    supported_above: float = Field(default=0.85, ge=0.0, le=1.0, description="Entailment above this is supported.")
    unsupported_below: float = Field(
        default=0.30, ge=0.0, le=1.0, description="Entailment below this is unsupported without asking the judge."
    )
    contradiction_above: float = Field(
        default=0.5, ge=0.0, le=1.0, description="Contradiction of the best chunk above this is unsupported."
    )
    judge_chunks: int = Field(default=3, ge=1, le=10, description="How many best chunks the judge sees per claim.")
    max_feedback_claims: int = Field(
        default=5, ge=1, description="How many unsupported claims the feedback names (all are in the evidence)."
    )
    max_pairs: int = Field(
        default=4096, ge=1, description="Most (chunk, claim) pairs scored per answer, the lexically closest chunks of "
        "each claim first; a claim left with no scored pair counts as unsupported."
    )

    @model_validator(mode="after")
    def _ordered(self) -> "GroundednessOptions":
        if self.unsupported_below > self.supported_above:
            raise ValueError("unsupported_below must not exceed supported_above")
        return self


def source_chunks(context: RequestContext, max_chunk_tokens: int) -> list[tuple[str, str]]:
    """(source id, chunk) for every sentence-aligned chunk of every source."""
    return [(source.id, chunk) for source in context.sources for chunk in split_into_chunks(source.text, max_chunk_tokens)]


# ---------------------------------------------------------------- the check


@dataclass
class _ClaimAssessment:
    claim: Claim
    band: Band
    scores: NLIScores | None  # None: no pair of the claim was scored (over the pair budget)
    best_chunk: str
    best_source_id: str | None
    ranked_chunks: tuple[str, ...]
    verdict: JudgeVerdict | None = None
    reason: str = ""
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def supported(self) -> bool:
        if self.band == "supported":
            return True
        return self.band == "borderline" and self.verdict is not None and self.verdict.verdict == "SUPPORTED"


class GroundednessCheck(Check):
    """Atomic claims not entailed by the sources (NLI, then the judge for the borderline band)."""

    name = "groundedness"
    default_hard = False
    default_floor = 0.8
    default_hint = "Make every claim one that the supplied passages support, and cite the passage for each."
    needs_models = True
    requires_sources = True

    options_model = GroundednessOptions

    def __init__(self, config: CheckConfig | None, backends: GroundednessBackends) -> None:
        super().__init__(config)
        self.backends = backends

    def band_of(self, scores: NLIScores) -> Band:
        """The band of a claim from its best chunk's scores."""
        settings = self.settings
        if scores.contradiction > settings.contradiction_above or scores.entailment < settings.unsupported_below:
            return "unsupported"
        if scores.entailment > settings.supported_above:
            return "supported"
        return "borderline"

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        work = ModelWork()
        base_metrics: dict[str, Any] = {
            "claims": 0,
            "bands": {"supported": 0, "borderline": 0, "unsupported": 0},
            "judge_calls": 0,
            "fallback_used": False,
        }
        patterns = self.settings.marker_patterns
        if not factual_sentences(answer, patterns):
            return self.result(
                1.0, fired=False, metrics={**base_metrics, **work.as_metrics(), "skipped": "no factual sentences"}
            )
        chunks = source_chunks(context, self.backends.max_chunk_tokens)
        if not chunks:  # no sources, or only blank ones: nothing to ground against
            return self.result(1.0, fired=False, metrics={**base_metrics, **work.as_metrics(), "skipped": "no sources"})

        cache = request_cache(context)
        extraction = await cache.extract_claims(self.backends, answer, work, patterns)
        claims = list(extraction.claims)
        metrics = {**base_metrics, "claims": len(claims), "fallback_used": extraction.fallback_used}
        if extraction.error:
            metrics["extraction_error"] = extraction.error
        if not claims:
            return self.result(1.0, fired=True, metrics={**metrics, **work.as_metrics()})

        chunk_texts = [chunk for _, chunk in chunks]
        chosen = pairs_within_budget([claim.text for claim in claims], chunk_texts, self.settings.max_pairs)
        scores = await cache.score_pairs(self.backends, [(chunk_texts[k], claims[c].text) for c, k in chosen], work)
        metrics["pairs"] = len(chosen)
        metrics["pairs_dropped"] = len(claims) * len(chunks) - len(chosen)
        scored: list[list[tuple[int, NLIScores]]] = [[] for _ in claims]
        for (claim_index, chunk_index), claim_scores in zip(chosen, scores, strict=True):
            scored[claim_index].append((chunk_index, claim_scores))
        if metrics["pairs_dropped"]:
            metrics["claims_unscored"] = sum(1 for pairs in scored if not pairs)
            logger.info("groundedness: %d of %d pairs over the budget not scored", metrics["pairs_dropped"],
                        len(claims) * len(chunks))

        assessments = []
        for claim, claim_pairs in zip(claims, scored):
            if not claim_pairs:
                assessments.append(_ClaimAssessment(
                    claim=claim, band="unsupported", scores=None, best_chunk="", best_source_id=None, ranked_chunks=(),
                    reason=NOT_SCORED_REASON,
                ))
                continue
            ranked = sorted(claim_pairs, key=lambda pair: pair[1].entailment, reverse=True)
            best_index, best_scores = ranked[0]
            assessments.append(
                _ClaimAssessment(
                    claim=claim,
                    band=self.band_of(best_scores),
                    scores=best_scores,
                    best_chunk=chunks[best_index][1],
                    best_source_id=chunks[best_index][0],
                    ranked_chunks=tuple(chunks[i][1] for i, _ in ranked[: self.settings.judge_chunks]),
                )
            )

        borderline = [a for a in assessments if a.band == "borderline"]
        if borderline:
            await self._judge(borderline, context, metrics, work)

        for assessment in assessments:
            metrics["bands"][assessment.band] += 1
        supported = sum(1 for a in assessments if a.supported)
        metrics["supported"] = supported
        metrics.update(work.as_metrics())
        score = supported / len(assessments)
        unsupported = [a for a in assessments if not a.supported]
        evidence = [self._evidence(answer, a) for a in unsupported]
        return self.result(
            score, fired=True, evidence=evidence, feedback=self._feedback(unsupported, context), metrics=metrics
        )

    async def _judge(
        self, borderline: list[_ClaimAssessment], context: RequestContext, metrics: dict[str, Any], work: ModelWork
    ) -> None:
        if not self.backends.has_judge:
            for assessment in borderline:
                assessment.verdict = JudgeVerdict(verdict="UNSUPPORTED", reason=NO_JUDGE_REASON)
            return
        sources = [source.text for source in context.sources]
        requests = [JudgeRequest(claim=a.claim.text, chunks=a.ranked_chunks) for a in borderline]
        verdicts = await self.backends.judge(requests, sources)
        work.model_calls += 1
        metrics["judge_calls"] = 1
        metrics["judged"] = len(requests)
        if len(verdicts) != len(requests):
            raise RuntimeError(f"judge returned {len(verdicts)} verdicts for {len(requests)} claims")
        for assessment, verdict, request in zip(borderline, verdicts, requests, strict=True):
            # The judge backend applies the rule too; applying it here keeps the decision in the check's code.
            assessment.verdict = apply_quote_rule(verdict, request)

    @staticmethod
    def _evidence(answer: str, assessment: _ClaimAssessment) -> Evidence:
        claim = assessment.claim
        start, end = locate(answer, claim.text)
        detail: dict[str, Any] = {
            "band": assessment.band,
            "best_chunk": assessment.best_chunk,
            "best_source_id": assessment.best_source_id,
            "cited_source_ids": list(claim.cited_source_ids),
            "claim_type": claim.type,
        }
        if assessment.scores is not None:
            detail.update(
                entailment=round(assessment.scores.entailment, 4),
                contradiction=round(assessment.scores.contradiction, 4),
                neutral=round(assessment.scores.neutral, 4),
            )
        if assessment.reason:
            detail["reason"] = assessment.reason
        if assessment.verdict is not None:
            detail.update(
                verdict=assessment.verdict.verdict, quote=assessment.verdict.quote, reason=assessment.verdict.reason
            )
        return Evidence(
            text=claim.text,
            start=start,
            end=end,
            detail=detail,
        )

    def _feedback(self, unsupported: list[_ClaimAssessment], context: RequestContext) -> str | None:
        if not unsupported:
            return None
        shown = unsupported[: self.settings.max_feedback_claims]
        listed = "; ".join(f'"{a.claim.text}"' for a in shown)
        more = f" (and {len(unsupported) - len(shown)} more)" if len(unsupported) > len(shown) else ""
        source_ids = ", ".join(source.id for source in context.sources)
        unscored = sum(1 for a in unsupported if a.reason == NOT_SCORED_REASON)
        shorter = (
            f" Make fewer claims: {unscored} could not be checked within this request's limit." if unscored else ""
        )
        return (
            f"{self.hint} Correct these claims from the passages or remove them, because no passage supports "
            f"them: {listed}{more}. Every claim must be supported by the passages ({source_ids}).{shorter}"
        )

    @classmethod
    def stored_evidence(cls, item: Evidence, context: RequestContext) -> dict[str, Any]:
        """A trace row keeps a finding's claim, but names the passage text it quotes (best chunk, judge
        quote) by source id and offsets instead of copying it."""
        return item.with_passages_located(context, ("best_chunk", "quote"))
