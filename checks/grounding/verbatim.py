"""What the verbatim-extraction checks share: answer statements, passages to show, copying and NLI.

`explicit_support`, `acceptance_conflict` and `exception_overruled` have the same shape: a
deterministic pre-check picks the answer's statements that need a look (no model call when none
does); the model copies the sentences of the material that bear on each one, in one batched
call shared with the other checks of the answer (`checks.grounding.extraction`); the decision is made
here, in code, on sentences that occur in the material. Without an LLM the pre-check's own
candidate sentences of the material stand in for the copied ones, so the check still decides
(recorded as `extraction: "deterministic"`).
"""

from __future__ import annotations

import abc
import logging
import re
from dataclasses import dataclass
from typing import Any

from pydantic import Field

from checks.base import Check, CheckConfig, CheckResult, Evidence, MarkerOptions
from checks.context import RequestContext, Source
from checks.grounding.extraction import CopyRequest, CopyResult, copy_sentences
from checks.grounding.cache import ModelWork, request_cache
from checks.grounding.types import GroundednessBackends, JSONGenerator, NLIScores
from checks.grounding.pair_budget import pairs_within_budget
from checks.text.sentences import (
    content_words,
    is_factual_sentence,
    split_sentences,
    split_sentences_in_lines,
    strip_citation_markers,
)

logger = logging.getLogger(__name__)


class VerbatimOptions(MarkerOptions):
    """Options every verbatim-extraction check takes (configs/checks.yaml)."""

    contradiction_above: float = Field(
        default=0.5, ge=0.0, le=1.0, description="NLI contradiction above this between a copied sentence and the "
        "answer's statement counts as a conflict."
    )
    max_statements: int = Field(default=8, ge=1, le=64, description="Most answer statements examined per answer.")
    max_passages: int = Field(default=6, ge=1, le=64, description="Most passages shown per statement.")
    max_feedback_quotes: int = Field(default=3, ge=1, description="How many sentences of the material the feedback quotes.")
    max_pairs: int = Field(
        default=64, ge=1, description="Most (sentence of the material, statement) NLI pairs scored per answer, the "
        "sentences closest to each statement first; an unscored sentence is not read as a contradiction."
    )


@dataclass(frozen=True)
class Statement:
    """A sentence of the answer that the pre-check picked, without its citation markers."""

    text: str
    cited: tuple[str, ...]
    start: int | None
    end: int | None


def answer_statements(
    answer: str, source_ids: tuple[str, ...] = (), extra_patterns: tuple[str, ...] | list[str] = ()
) -> list[Statement]:
    """The answer's factual sentences, markers stripped (`extra_patterns`: the configured extra marker regexes), with
    the source IDs they cite and their offsets."""
    statements = []
    position = 0
    for sentence, alone in split_sentences_in_lines(answer):
        start = answer.find(sentence, position)
        if start >= 0:
            position = start + len(sentence)
        if not is_factual_sentence(sentence, alone_on_line=alone, extra_patterns=extra_patterns):
            continue
        text, cited = strip_citation_markers(sentence, source_ids, extra_patterns)
        statements.append(Statement(text, cited, start if start >= 0 else None,
                                    start + len(sentence) if start >= 0 else None))
    return statements


def cited_sources(statement: Statement, context: RequestContext) -> list[Source]:
    """The supplied sources the statement cites (case-insensitive IDs)."""
    wanted = {c.strip().lower() for c in statement.cited}
    return [source for source in context.sources if source.id.lower() in wanted]


def ranked_sources(statement: Statement, sources: list[Source] | tuple[Source, ...], limit: int) -> list[Source]:
    """The `limit` sources sharing most content words with the statement (cited ones first is the caller's job)."""
    words = content_words(statement.text)
    return sorted(sources, key=lambda s: len(words & content_words(s.text)), reverse=True)[:limit]


def matching_sentences(sources: list[Source] | tuple[Source, ...], pattern: re.Pattern[str]) -> list[tuple[str, str]]:
    """(source id, sentence) for every sentence of `sources` the pattern finds."""
    return [(s.id, sentence) for s in sources for sentence in split_sentences(s.text) if pattern.search(sentence)]


def shares_topic(sentence: str, statement: str, minimum: float = 1 / 3) -> bool:
    """Whether the sentence carries at least `minimum` of the statement's content words (one at least)."""
    wanted = content_words(statement)
    if not wanted:
        return False
    return len(wanted & content_words(sentence)) >= max(1, round(len(wanted) * minimum))


Picked = list[tuple[Statement, list[Source]]]
"""The statements a pre-check picked, each with the passages shown for it."""


class VerbatimCheck(Check):
    """Base of the checks whose model work is copying sentences out of the material.

    `check` is the one skeleton of all of them: `pick` (the pre-check: statements and the passages to
    show), one batched copy of the sentences that bear on each (`what` says which), `candidates` (the
    sentences of the material that count, from the model's copies or, without an LLM, from the
    passages themselves), `decide` (the failures, in code) and `advice` (what to state instead of each, for
    the feedback). `failure_count` names the metric that counts the failures."""

    what: str = ""
    failure_count: str = "failures"

    default_hard = False
    default_floor = 1.0
    needs_models = True
    # Without sources there is nothing to copy or contradict and the check does not fire; `groundedness`
    # alone reports an answer that makes claims with no sources (one `no_sources` failure, not several).
    requires_sources = False
    options_model = VerbatimOptions

    def __init__(self, config: CheckConfig | None, backends: GroundednessBackends) -> None:
        super().__init__(config)
        self.backends = backends

    @property
    def llm(self) -> JSONGenerator | None:
        """The LLM the sentences are copied with; None when the backends have none (deterministic candidates)."""
        return getattr(self.backends, "llm", None)

    async def copy(
        self, context: RequestContext, requests: list[CopyRequest], work: ModelWork, metrics: dict[str, Any]
    ) -> list[CopyResult] | None:
        """The verified copies per request (one batched call shared with the answer's other checks), or None without
        an LLM. Rejected (fabricated) quotes and unparsable replies are counted in `metrics`."""
        if self.llm is None:
            metrics["extraction"] = "deterministic"
            return None
        results = await copy_sentences(self.llm, context, requests, work)
        metrics["extraction"] = "model"
        metrics["fabricated_quotes"] = sum(len(r.rejected) for r in results)
        errors = [r.error for r in results if r.error]
        if errors:
            metrics["unparsable"] = len(errors)
            metrics["extraction_errors"] = errors[:3]
        return results

    def statements(self, answer: str, context: RequestContext) -> list[Statement]:
        """The answer's factual sentences, read with the configured extra citation markers."""
        return answer_statements(answer, tuple(context.source_ids), tuple(self.settings.marker_patterns))

    async def score_quotes(
        self, context: RequestContext, statements: list[Statement], quotes: list[tuple[str, ...] | None],
        work: ModelWork, metrics: dict[str, Any],
    ) -> list[list[tuple[str, NLIScores]]]:
        """Per statement, (sentence of the material, NLI scores) for its quotes (premise = quote, hypothesis =
        statement), through the request's cache (each pair scored once). At most `max_pairs` pairs: the quotes sharing
        most words with each statement first, every statement one before any gets two; `pairs_dropped` counts the rest."""
        flat: list[str] = []
        candidates: list[list[int]] = []
        for statement_quotes in quotes:
            first = len(flat)
            flat.extend(statement_quotes or ())
            candidates.append(list(range(first, len(flat))))
        chosen = pairs_within_budget(
            [s.text for s in statements], flat, self.settings.max_pairs, candidates
        ) if flat else []
        pairs = [(flat[k], statements[c].text) for c, k in chosen]
        scores = await request_cache(context).score_pairs(self.backends, pairs, work) if pairs else []
        scored: list[list[tuple[str, NLIScores]]] = [[] for _ in statements]
        for (statement_index, quote_index), pair_scores in zip(chosen, scores, strict=True):
            scored[statement_index].append((flat[quote_index], pair_scores))
        metrics["pairs"] = len(chosen)
        metrics["pairs_dropped"] = len(flat) - len(chosen)
        return scored

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        work = ModelWork()
        picked, metrics = self.pick(answer, context)
        if not picked:
            return self.result(1.0, fired=False, metrics=work.as_metrics())
        picked = picked[: self.settings.max_statements]
        metrics = {"statements": len(picked), **metrics}
        copies = await self.copy(
            context, [CopyRequest(self.what, s.text, tuple(p.text for p in passages)) for s, passages in picked],
            work, metrics,
        )
        candidates = [
            self.candidates(statement, passages, None if copies is None else copies[index])
            for index, (statement, passages) in enumerate(picked)
        ]
        statements = [statement for statement, _ in picked]
        failures = await self.decide(context, statements, candidates, work, metrics)
        metrics.update(work.as_metrics(), **{self.failure_count: len(failures)})
        score = 1.0 - len(failures) / len(picked)
        return self.result(score, fired=True, evidence=failures, feedback=self.feedback(failures), metrics=metrics)

    @abc.abstractmethod
    def pick(self, answer: str, context: RequestContext) -> tuple[Picked, dict[str, Any]]:
        """The pre-check: the answer's statements that need a look, each with the passages to show, and any
        metrics of its own (no model call when it picks none)."""

    @abc.abstractmethod
    def candidates(self, statement: Statement, passages: list[Source], copy: CopyResult | None) -> tuple[str, ...] | None:
        """The sentences of the material that count for `statement`: from the model's `copy`, or from the
        `passages` when there is no LLM (`copy` None). None leaves the statement passed (unparsable reply)."""

    @abc.abstractmethod
    async def decide(
        self, context: RequestContext, statements: list[Statement], candidates: list[tuple[str, ...] | None],
        work: ModelWork, metrics: dict[str, Any],
    ) -> list[Evidence]:
        """The failures, decided in code on the candidates (with `score_quotes` where NLI decides)."""

    def feedback(self, failures: list[Evidence]) -> str | None:
        """The instruction for the model: the hint, then `advice` for each of the first failures; None without."""
        if not failures:
            return None
        parts = [self.advice(failure) for failure in failures[: self.settings.max_feedback_quotes]]
        return f"{self.hint} " + "; ".join(parts) + "."

    @abc.abstractmethod
    def advice(self, failure: Evidence) -> str:
        """What to state instead of one failing statement, quoting the material."""
