"""Types and protocols shared by the model-backed checks, the extractor, the judge and the backends.

They live here, in a module that imports nothing else of the project, so that `checks.grounding.claims`,
`checks.grounding.judging`, `checks.builtin.groundedness` and the newer model checks depend on this module and
never on each other (no import cycle).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol

Verdict = Literal["SUPPORTED", "PARTIAL", "UNSUPPORTED"]
Band = Literal["supported", "borderline", "unsupported"]


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


class JSONGenerator(Protocol):
    """The part of an LLM engine the extractor, the judge and the evaluators use."""

    async def generate_json(self, messages: list[dict[str, str]], schema: type[Any], sampling: Any = None) -> Any: ...

    async def generate_json_many(
        self, messages_list: list[list[dict[str, str]]], schema: type[Any], sampling: Any = None, *,
        return_exceptions: bool = False,
    ) -> list[Any]: ...


class GroundednessBackends(Protocol):
    """The model work the model checks need. `has_judge` is False when no LLM is configured for the judge.

    The newer checks (explicit_support, acceptance_conflict, exception_overruled, specificity, criteria)
    also use `llm` (a JSONGenerator, or None without one) when the backends object has that attribute,
    and `evaluator_llm` for a separate criteria evaluator model.
    """

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
        """One verdict per request, in order; `sources` are the full source texts."""
        ...
