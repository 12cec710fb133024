"""`fabricated_claims` (hard): a claim that cites a supplied source which contradicts it.

Citing a passage for a statement that passage contradicts is a fabricated claim of support, as
grave as a fabricated citation ID: the request is blocked (422) and an incident is written. On
in the `strict` profile, off in `default`.

Pre-check, no model call: the answer has a factual sentence that cites a supplied source. Then
the claims (shared with `groundedness` through the request's cache: one extraction, each pair
scored once) are scored against the chunks of the source each one cites; a claim whose cited
source contradicts it above `contradiction_above` (and entails it no more than
`entailment_below`) is a candidate. At most `max_pairs` pairs are scored, the lexically closest
chunks of each claim's cited source first (`checks.grounding.pair_budget`); a claim with no scored pair is
counted in `claims_unscored` and cannot block (nothing was read against it; `groundedness`
reports it unsupported). When a judge is configured, a candidate stands only when
the judge, shown that source's chunks, does not find a verbatim supporting sentence
(`checks.judging.apply_quote_rule`): the judge confirms, the NLI model alone never blocks
where a judge could have cleared it.
"""

from __future__ import annotations

import logging
from typing import Any

from pydantic import Field

from checks.base import Check, CheckConfig, CheckResult, Evidence, MarkerOptions
from checks.context import RequestContext
from checks.grounding.cache import ModelWork, request_cache
from checks.grounding.types import Claim, GroundednessBackends, JudgeRequest, NLIScores
from checks.grounding.judging import apply_quote_rule
from checks.grounding.pair_budget import pairs_within_budget
from checks.text.sentences import factual_sentences, locate, split_into_chunks, strip_citation_markers

logger = logging.getLogger(__name__)


class FabricationOptions(MarkerOptions):
    """The check's `options` in configs/checks.yaml."""

    contradiction_above: float = Field(
        default=0.8, ge=0.0, le=1.0, description="Contradiction of the cited source above this makes a candidate."
    )
    entailment_below: float = Field(
        default=0.5, ge=0.0, le=1.0, description="A chunk of the cited source entailing the claim above this clears it."
    )
    confirm_with_judge: bool = Field(
        default=True, description="Ask the judge (when one is configured) to confirm each candidate before blocking."
    )
    judge_chunks: int = Field(default=3, ge=1, le=10, description="Chunks of the cited source the judge sees.")
    max_pairs: int = Field(
        default=4096, ge=1, description="Most (chunk, claim) pairs scored per answer, the closest chunks of each claim's "
        "cited source first."
    )


def _resolve(cited: str, ids: dict[str, str]) -> str | None:
    return ids.get(cited.strip().lower())


class FabricatedClaimsCheck(Check):
    """Claims that cite a supplied source which contradicts them (NLI, confirmed by the judge)."""

    name = "fabricated_claims"
    default_hard = True
    default_floor = 1.0
    default_hint = "State only what each cited passage says, and cite for each statement the passage that states it."
    needs_models = True
    # Without sources there is nothing to copy or contradict and the check does not fire; `groundedness`
    # alone reports an answer that makes claims with no sources (one `no_sources` failure, not several).
    requires_sources = False

    options_model = FabricationOptions

    def __init__(self, config: CheckConfig | None, backends: GroundednessBackends) -> None:
        super().__init__(config)
        self.backends = backends

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        work = ModelWork()
        ids = {source.id.lower(): source.id for source in context.sources}
        patterns = self.settings.marker_patterns
        if not ids or not any(
            any(_resolve(i, ids) for i in strip_citation_markers(s, tuple(ids.values()), patterns)[1])
            for s in factual_sentences(answer, patterns)
        ):
            return self.result(1.0, fired=False, metrics={**work.as_metrics(), "skipped": "no sentence cites a source"})

        cache = request_cache(context)
        extraction = await cache.extract_claims(self.backends, answer, work, patterns)
        chunks: list[str] = []
        chunks_of: dict[str, list[int]] = {}
        for source in context.sources:
            first = len(chunks)
            chunks.extend(split_into_chunks(source.text, self.backends.max_chunk_tokens))
            chunks_of[source.id] = list(range(first, len(chunks)))
        cited_claims: list[tuple[Claim, str]] = [
            (claim, source_id)
            for claim in extraction.claims
            for source_id in dict.fromkeys(filter(None, (_resolve(i, ids) for i in claim.cited_source_ids)))
        ]
        candidate_chunks = [chunks_of[source_id] for _, source_id in cited_claims]
        chosen = pairs_within_budget(
            [claim.text for claim, _ in cited_claims], chunks, self.settings.max_pairs, candidate_chunks
        ) if cited_claims else []
        pairs = [(chunks[k], cited_claims[c][0].text) for c, k in chosen]
        scores = await cache.score_pairs(self.backends, pairs, work) if pairs else []
        scored: list[list[tuple[int, NLIScores]]] = [[] for _ in cited_claims]
        for (claim_index, chunk_index), pair_scores in zip(chosen, scores, strict=True):
            scored[claim_index].append((chunk_index, pair_scores))

        candidates: list[tuple[Claim, str, NLIScores, tuple[str, ...]]] = []
        for (claim, source_id), claim_pairs in zip(cited_claims, scored):
            if not claim_pairs:
                continue  # over the pair budget: nothing was read against it
            if max(s.entailment for _, s in claim_pairs) > self.settings.entailment_below:
                continue
            order = sorted(claim_pairs, key=lambda pair: pair[1].contradiction, reverse=True)
            worst = order[0][1]
            if worst.contradiction > self.settings.contradiction_above:
                candidates.append(
                    (claim, source_id, worst, tuple(chunks[i] for i, _ in order[: self.settings.judge_chunks]))
                )

        metrics: dict[str, Any] = {
            "cited_claims": len(cited_claims), "candidates": len(candidates), "judge_calls": 0, "pairs": len(chosen),
            "pairs_dropped": sum(map(len, candidate_chunks)) - len(chosen),
        }
        if metrics["pairs_dropped"]:
            metrics["claims_unscored"] = sum(1 for claim_pairs in scored if not claim_pairs)
        confirmed = candidates
        verdicts: dict[int, Any] = {}
        if candidates and self.settings.confirm_with_judge and self.backends.has_judge:
            requests = [JudgeRequest(claim=claim.text, chunks=chunks) for claim, _, _, chunks in candidates]
            raw = await self.backends.judge(requests, [s.text for s in context.sources])
            work.model_calls += 1
            metrics["judge_calls"] = 1
            if len(raw) != len(requests):
                raise RuntimeError(f"judge returned {len(raw)} verdicts for {len(requests)} claims")
            checked = [apply_quote_rule(v, r) for v, r in zip(raw, requests, strict=True)]
            verdicts = dict(enumerate(checked))
            confirmed = [c for i, c in enumerate(candidates) if checked[i].verdict == "UNSUPPORTED"]
        metrics["confirmed"] = len(confirmed)
        metrics.update(work.as_metrics())

        evidence = []
        for index, (claim, source_id, worst, chunks) in enumerate(candidates):
            if (claim, source_id, worst, chunks) not in confirmed:
                continue
            start, end = locate(answer, claim.text)
            detail: dict[str, Any] = {
                "cited_source_id": source_id,
                "contradiction": round(worst.contradiction, 4),
                "entailment": round(worst.entailment, 4),
                "contradicting_chunk": chunks[0],
            }
            if index in verdicts:
                detail.update(verdict=verdicts[index].verdict, reason=verdicts[index].reason)
            evidence.append(Evidence(claim.text, start, end, detail))
        if not evidence:
            return self.result(1.0, fired=True, metrics=metrics)
        listed = "; ".join(f'"{e.text}" (cites {e.detail["cited_source_id"]})' for e in evidence[:5])
        feedback = f"{self.hint} These statements contradict the passage they cite: {listed}."
        return self.result(0.0, fired=True, evidence=evidence, feedback=feedback, metrics=metrics)
