"""The `groundedness` check: every atomic claim of the answer must be entailed by the sources.

claims = extract(answer); every claim is paired with every source chunk (premise = chunk,
hypothesis = claim) and scored by an NLI cross-encoder. Per claim, the best chunk is the one
with the highest entailment; its entailment and contradiction put the claim in a band:

- supported:   entailment > supported_above (0.85)
- unsupported: entailment < unsupported_below (0.30), or contradiction > contradiction_above (0.5)
- borderline:  otherwise; all borderline claims of the answer go to the judge in one call.

The judge (an LLM) answers SUPPORTED / PARTIAL / UNSUPPORTED and copies the supporting sentence;
SUPPORTED stands only if that sentence occurs verbatim in a source (checked here, in code).
PARTIAL does not count as supported. When no judge is configured, borderline claims count as
unsupported with reason "no judge configured". score = supported claims / claims (1.0 with none).

Cheap pre-checks, no model call: an answer without a factual sentence does not fire (score 1.0);
a request without sources has nothing to ground against and does not fire either (the
`citations` check covers fabricated source IDs). Plain Python: the model work happens behind
`GroundednessBackends`, in-process (`gate.local_backends`) or over Ray handles.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext

logger = logging.getLogger(__name__)

Verdict = Literal["SUPPORTED", "PARTIAL", "UNSUPPORTED"]
Band = Literal["supported", "borderline", "unsupported"]

NO_JUDGE_REASON = "no judge configured"


@dataclass(frozen=True)
class Claim:
    """One atomic claim of the answer, with the source IDs it cites."""

    text: str
    cited_source_ids: tuple[str, ...] = ()
    type: str = "fact"


@dataclass(frozen=True)
class ClaimExtraction:
    """The extractor's output; `fallback_used` when the claims came from sentence segmentation."""

    claims: tuple[Claim, ...]
    fallback_used: bool = False
    error: str | None = None


@dataclass(frozen=True)
class NLIScores:
    """Softmaxed NLI probabilities for one (premise, hypothesis) pair."""

    entailment: float
    contradiction: float
    neutral: float


@dataclass(frozen=True)
class JudgeRequest:
    """One borderline claim and the chunks that came closest to supporting it."""

    claim: str
    chunks: tuple[str, ...]


@dataclass(frozen=True)
class JudgeVerdict:
    """The judge's answer for one claim; `quote` is the sentence it says supports the claim."""

    verdict: Verdict
    quote: str = ""
    reason: str = ""


class GroundednessBackends(Protocol):
    """The model work the check needs. `has_judge` is False when no LLM is configured for the judge."""

    @property
    def max_chunk_tokens(self) -> int:
        """Largest source chunk, in approximate tokens, that fits the NLI model next to a claim."""
        ...

    @property
    def has_judge(self) -> bool: ...

    async def extract_claims(self, answer: str) -> ClaimExtraction: ...

    async def score_pairs(self, pairs: list[tuple[str, str]]) -> list[NLIScores]:
        """NLI scores for (premise, hypothesis) pairs, in order."""
        ...

    async def judge(self, requests: list[JudgeRequest], sources: list[str]) -> list[JudgeVerdict]:
        """One verdict per request, in order; `sources` are the full source texts for the verbatim rule."""
        ...


class GroundednessOptions(BaseModel):
    """The check's `options` in configs/checks.yaml."""

    model_config = ConfigDict(extra="forbid")

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

    @model_validator(mode="after")
    def _ordered(self) -> "GroundednessOptions":
        if self.unsupported_below > self.supported_above:
            raise ValueError("unsupported_below must not exceed supported_above")
        return self


# ---------------------------------------------------------------- text helpers (pre-check, chunking)

_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "cf.", "art.", "no.", "nr.", "sec.", "para.", "dr.", "mr.", "mrs.",
                  "ms.", "st.", "fig.", "approx.", "incl.", "ca.", "p.", "pp.")
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")
_CITATION_MARKER = re.compile(r"\s*\[([A-Za-z]{0,8}\d+[A-Za-z]?(?:\s*,\s*[A-Za-z]{0,8}\d+[A-Za-z]?)*)\]")
_WORD = re.compile(r"\w+|[^\w\s]")
_PLEASANTRY = re.compile(
    r"^(hi|hello|hey|greetings|dear [^,.!]*|good (morning|afternoon|evening)|thanks?( (very|so) much)?|"
    r"thank you( (very|so) much)?( for [^.!]*)?|you're welcome|(i )?hope (this|that) helps|"
    r"let me know [^.!]*|feel free [^.!]*|sure|certainly|of course|great question|happy to help[^.!]*)"
    r"[\s,.!:]*$",
    re.IGNORECASE,
)
_HEDGE = re.compile(
    r"^(i('m| am) not (sure|certain)|i don't know|i do not know|it depends|i cannot (say|tell)|"
    r"i can't (say|tell)|maybe|perhaps|possibly|not sure)[\s,.!]*$",
    re.IGNORECASE,
)


def split_sentences(text: str) -> list[str]:
    """Sentences of `text`: split at line breaks and at sentence-final punctuation followed by a capital or digit,
    not after common abbreviations."""
    sentences: list[str] = []
    for line in re.split(r"\n\s*", text):
        line = re.sub(r"^\s*(?:[-*•]|\d+[.)])\s+", "", line).strip()
        if not line:
            continue
        start = 0
        for match in _SENTENCE_END.finditer(line):
            candidate = line[start : match.start() + len(match.group(0).rstrip())].strip()
            last_word = candidate.rsplit(" ", 1)[-1].lower()
            if last_word in _ABBREVIATIONS:
                continue
            sentences.append(candidate)
            start = match.end()
        tail = line[start:].strip()
        if tail:
            sentences.append(tail)
    return sentences


def strip_citation_markers(sentence: str) -> tuple[str, tuple[str, ...]]:
    """The sentence without `[1]`-style markers, and the IDs those markers named."""
    ids: list[str] = []
    for match in _CITATION_MARKER.finditer(sentence):
        ids.extend(part.strip() for part in match.group(1).split(","))
    cleaned = _CITATION_MARKER.sub("", sentence).strip()
    cleaned = re.sub(r"\s+([.,;:!?])", r"\1", cleaned)
    return cleaned, tuple(dict.fromkeys(ids))


def is_factual_sentence(sentence: str) -> bool:
    """False for what carries no checkable claim: questions, greetings, pure hedges, headings, fragments."""
    text, _ = strip_citation_markers(sentence.strip())
    if not text or text.endswith("?"):
        return False
    if _PLEASANTRY.match(text) or _HEDGE.match(text):
        return False
    if _looks_like_heading(text):
        return False
    return len(re.findall(r"[A-Za-z]{2,}", text)) >= 2


def _looks_like_heading(text: str) -> bool:
    if text.startswith("#") or text.endswith(":") or re.fullmatch(r"\*\*[^*]+\*\*:?", text):
        return True
    if re.search(r"[.!)\]\"']$", text):
        return False
    words = text.split()
    if len(words) <= 3:
        return True
    return len(words) <= 8 and all(not w[0].isalpha() or w[0].isupper() or len(w) <= 3 for w in words)


def factual_sentences(text: str) -> list[str]:
    """The sentences of `text` that the pre-check considers factual."""
    return [sentence for sentence in split_sentences(text) if is_factual_sentence(sentence)]


def approximate_tokens(text: str) -> int:
    """A cheap upper-leaning estimate of subword tokens: words and punctuation, plus a third for word pieces."""
    return int(len(_WORD.findall(text)) * 1.3) + 1


def _split_long_sentence(sentence: str, max_tokens: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for word in sentence.split():
        if current and approximate_tokens(" ".join([*current, word])) > max_tokens:
            pieces.append(" ".join(current))
            current = []
        current.append(word)
    if current:
        pieces.append(" ".join(current))
    return pieces


def split_into_chunks(text: str, max_tokens: int) -> list[str]:
    """Sentence-aligned chunks of `text`, each about `max_tokens` or fewer; an over-long sentence is cut at words."""
    chunks: list[str] = []
    current: list[str] = []
    current_tokens = 0
    for sentence in split_sentences(text):
        sentence_tokens = approximate_tokens(sentence)
        if sentence_tokens > max_tokens:
            if current:
                chunks.append(" ".join(current))
                current, current_tokens = [], 0
            chunks.extend(_split_long_sentence(sentence, max_tokens))
            continue
        if current and current_tokens + sentence_tokens > max_tokens:
            chunks.append(" ".join(current))
            current, current_tokens = [], 0
        current.append(sentence)
        current_tokens += sentence_tokens
    if current:
        chunks.append(" ".join(current))
    return chunks


# ---------------------------------------------------------------- the check


@dataclass
class _ClaimAssessment:
    claim: Claim
    band: Band
    scores: NLIScores
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

    def __init__(self, config: CheckConfig | None, backends: GroundednessBackends) -> None:
        super().__init__(config)
        self.backends = backends
        self.settings = GroundednessOptions.model_validate(self.options)

    def band_of(self, scores: NLIScores) -> Band:
        """The band of a claim from its best chunk's scores."""
        settings = self.settings
        if scores.contradiction > settings.contradiction_above or scores.entailment < settings.unsupported_below:
            return "unsupported"
        if scores.entailment > settings.supported_above:
            return "supported"
        return "borderline"

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        base_metrics: dict[str, Any] = {
            "claims": 0,
            "bands": {"supported": 0, "borderline": 0, "unsupported": 0},
            "judge_calls": 0,
            "fallback_used": False,
        }
        if not factual_sentences(answer):
            return self.result(1.0, fired=False, metrics={**base_metrics, "skipped": "no factual sentences"})
        chunks = [
            (source.id, chunk)
            for source in context.sources
            for chunk in split_into_chunks(source.text, self.backends.max_chunk_tokens)
        ]
        if not chunks:  # no sources, or only blank ones: nothing to ground against
            return self.result(1.0, fired=False, metrics={**base_metrics, "skipped": "no sources"})

        extraction = await self.backends.extract_claims(answer)
        claims = list(extraction.claims)
        metrics = {**base_metrics, "claims": len(claims), "fallback_used": extraction.fallback_used}
        if extraction.error:
            metrics["extraction_error"] = extraction.error
        if not claims:
            return self.result(1.0, fired=True, metrics=metrics)

        pairs = [(chunk, claim.text) for claim in claims for _, chunk in chunks]
        scores = await self.backends.score_pairs(pairs)
        if len(scores) != len(pairs):
            raise RuntimeError(f"NLI backend returned {len(scores)} scores for {len(pairs)} pairs")
        metrics["pairs"] = len(pairs)

        assessments = []
        for index, claim in enumerate(claims):
            claim_scores = scores[index * len(chunks) : (index + 1) * len(chunks)]
            order = sorted(range(len(chunks)), key=lambda i: claim_scores[i].entailment, reverse=True)
            best = order[0]
            assessments.append(
                _ClaimAssessment(
                    claim=claim,
                    band=self.band_of(claim_scores[best]),
                    scores=claim_scores[best],
                    best_chunk=chunks[best][1],
                    best_source_id=chunks[best][0],
                    ranked_chunks=tuple(chunks[i][1] for i in order[: self.settings.judge_chunks]),
                )
            )

        borderline = [a for a in assessments if a.band == "borderline"]
        if borderline:
            await self._judge(borderline, context, metrics)

        for assessment in assessments:
            metrics["bands"][assessment.band] += 1
        supported = sum(1 for a in assessments if a.supported)
        metrics["supported"] = supported
        score = supported / len(assessments)
        unsupported = [a for a in assessments if not a.supported]
        evidence = [self._evidence(answer, a) for a in unsupported]
        return self.result(
            score, fired=True, evidence=evidence, feedback=self._feedback(unsupported, context), metrics=metrics
        )

    async def _judge(
        self, borderline: list[_ClaimAssessment], context: RequestContext, metrics: dict[str, Any]
    ) -> None:
        if not self.backends.has_judge:
            for assessment in borderline:
                assessment.verdict = JudgeVerdict(verdict="UNSUPPORTED", reason=NO_JUDGE_REASON)
            return
        sources = [source.text for source in context.sources]
        requests = [JudgeRequest(claim=a.claim.text, chunks=a.ranked_chunks) for a in borderline]
        verdicts = await self.backends.judge(requests, sources)
        metrics["judge_calls"] = 1
        metrics["judged"] = len(requests)
        if len(verdicts) != len(requests):
            raise RuntimeError(f"judge returned {len(verdicts)} verdicts for {len(requests)} claims")
        from checks.judging import apply_quote_rule  # judging imports this module's types

        for assessment, verdict in zip(borderline, verdicts, strict=True):
            # The judge backend applies the rule too; applying it here keeps the decision in the check's code.
            assessment.verdict = apply_quote_rule(verdict, sources)

    @staticmethod
    def _evidence(answer: str, assessment: _ClaimAssessment) -> Evidence:
        claim = assessment.claim
        start = answer.find(claim.text)
        detail: dict[str, Any] = {
            "band": assessment.band,
            "entailment": round(assessment.scores.entailment, 4),
            "contradiction": round(assessment.scores.contradiction, 4),
            "neutral": round(assessment.scores.neutral, 4),
            "best_chunk": assessment.best_chunk,
            "best_source_id": assessment.best_source_id,
            "cited_source_ids": list(claim.cited_source_ids),
            "claim_type": claim.type,
        }
        if assessment.verdict is not None:
            detail.update(
                verdict=assessment.verdict.verdict, quote=assessment.verdict.quote, reason=assessment.verdict.reason
            )
        return Evidence(
            text=claim.text,
            start=start if start >= 0 else None,
            end=start + len(claim.text) if start >= 0 else None,
            detail=detail,
        )

    def _feedback(self, unsupported: list[_ClaimAssessment], context: RequestContext) -> str | None:
        if not unsupported:
            return None
        shown = unsupported[: self.settings.max_feedback_claims]
        listed = "; ".join(f'"{a.claim.text}"' for a in shown)
        more = f" (and {len(unsupported) - len(shown)} more)" if len(unsupported) > len(shown) else ""
        source_ids = ", ".join(source.id for source in context.sources)
        return (
            f"{self.hint} Correct these claims from the passages or remove them, because no passage supports "
            f"them: {listed}{more}. Every claim must be supported by the passages ({source_ids})."
        )
