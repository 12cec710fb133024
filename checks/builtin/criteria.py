"""`criteria` (soft, opt-in through a profile): an LLM evaluator over named criteria, decided in code.

The evaluator sees the question, the passages and the answer, and returns by JSON schema one
verdict per criterion: pass, reasoning, confidence. Temperature 0.1. The check's score is the
weighted share of passed criteria, compared against its floor (0.7 by default). With `runs` > 1
the same evaluation is sampled n times in one batched call and each criterion takes the
majority (agreement recorded). With `cross_model` the evaluation goes to a separate LLM
(`backends.evaluator_llm`), so the generator does not grade itself.

Fail-open by design: an evaluation that does not parse (or misses a criterion in every run)
passes that criterion, and the result records it (`metrics.unparsable`, `error`), so it is
visible in the trace. The healing prompt lists each failed criterion with its reasoning.
"""

from __future__ import annotations

import dataclasses
import logging
from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from checks.base import Check, CheckConfig, CheckResult, Evidence, short_error
from checks.context import RequestContext
from checks.grounding.types import GroundednessBackends, JSONGenerator

logger = logging.getLogger(__name__)


class Criterion(BaseModel):
    """One named criterion: what it asks and how much it weighs."""

    model_config = ConfigDict(extra="forbid")

    description: str = Field(min_length=1, description="What the evaluator checks, in one or two sentences.")
    weight: float = Field(default=1.0, gt=0.0, description="Relative weight in the score.")


DEFAULT_CRITERIA: dict[str, Criterion] = {
    "context_grounding": Criterion(
        description="Every statement of the answer is stated in, or directly follows from, the passages."
    ),
    "query_alignment": Criterion(description="The answer addresses the question that was asked, not a different one."),
    "completeness": Criterion(
        description="The answer gives everything the passages say that the question needs (conditions, limits, "
        "exceptions)."
    ),
    "confidence_calibration": Criterion(
        description="The answer is as certain as the passages are: it hedges where they hedge and does not hedge "
        "what they state plainly."
    ),
}


class CriteriaOptions(BaseModel):
    """The check's `options` in configs/checks.yaml."""

    model_config = ConfigDict(extra="forbid")

    criteria: dict[str, Criterion] = Field(
        default_factory=lambda: dict(DEFAULT_CRITERIA), description="Criteria by name, with description and weight."
    )
    temperature: float = Field(default=0.1, ge=0.0, le=2.0, description="Sampling temperature of the evaluator.")
    max_tokens: int = Field(default=768, ge=64, le=8192, description="Most tokens one evaluation may generate.")
    runs: int = Field(default=1, ge=1, le=9, description="Evaluations sampled per answer; the majority decides.")
    cross_model: bool = Field(
        default=False, description="Evaluate with the separate evaluator LLM (backends.evaluator_llm), not the generator's."
    )

    @field_validator("criteria")
    @classmethod
    def _not_empty(cls, value: dict[str, Criterion]) -> dict[str, Criterion]:
        if not value:
            raise ValueError("at least one criterion is required")
        return value


class CriterionVerdict(BaseModel):
    """The evaluator's verdict on one criterion."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="The criterion's name, as listed.")
    passed: bool = Field(description="Whether the answer meets the criterion.")
    reasoning: str = Field(default="", max_length=2000, description="One or two sentences on why.")
    confidence: float = Field(default=0.5, ge=0.0, le=1.0, description="How sure the evaluator is, 0 to 1.")


class CriteriaEvaluation(BaseModel):
    """The evaluation schema: one verdict per criterion."""

    model_config = ConfigDict(extra="forbid")

    verdicts: list[CriterionVerdict] = Field(description="One verdict per listed criterion.")


EVALUATOR_SYSTEM_PROMPT = (
    "You evaluate an answer against named criteria, using only the question and the passages given. "
    "For every criterion listed, give its name, whether the answer passes it, one or two sentences of reasoning "
    "and your confidence between 0 and 1."
)


def evaluation_messages(answer: str, context: RequestContext, criteria: dict[str, Criterion]) -> list[dict[str, str]]:
    passages = "\n\n".join(f"[{s.id}] {s.text}" for s in context.sources) or "(no passages)"
    listed = "\n".join(f"- {name}: {criterion.description}" for name, criterion in criteria.items())
    return [
        {"role": "system", "content": EVALUATOR_SYSTEM_PROMPT},
        {"role": "user", "content": f"Criteria:\n{listed}\n\nQuestion: {context.query}\n\nPassages:\n{passages}\n\n"
                                    f"Answer:\n<answer>\n{answer}\n</answer>"},
    ]


class CriteriaCheck(Check):
    """A weighted score over named criteria from an LLM evaluator; fails open on an unparsable evaluation."""

    name = "criteria"
    default_hard = False
    default_floor = 0.7
    default_hint = "Revise the answer so that it meets each criterion below."
    needs_models = True

    options_model = CriteriaOptions

    def __init__(self, config: CheckConfig | None, backends: GroundednessBackends) -> None:
        super().__init__(config)
        self.backends = backends

    def evaluator(self) -> JSONGenerator:
        """The LLM that evaluates: the separate evaluator with `cross_model`, else the backends' LLM."""
        name = "evaluator_llm" if self.settings.cross_model else "llm"
        llm = getattr(self.backends, name, None)
        if llm is None:
            raise RuntimeError(f"criteria: no {name.replace('_', ' ')} is configured")
        return llm

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if not answer.strip():
            return self.result(1.0, fired=False, metrics={"model_calls": 0})
        settings = self.settings
        llm = self.evaluator()
        messages = evaluation_messages(answer, context, settings.criteria)
        sampling = {"temperature": settings.temperature, "max_tokens": settings.max_tokens}
        if settings.runs == 1:
            sampling["seed"] = 0
        replies = await llm.generate_json_many([messages] * settings.runs, CriteriaEvaluation, sampling,
                                               return_exceptions=True)
        return self.decide(replies)

    def decide(self, replies: list[Any]) -> CheckResult:
        """The code decision over the evaluator's replies (one per run)."""
        settings = self.settings
        votes: dict[str, list[CriterionVerdict]] = {name: [] for name in settings.criteria}
        errors = []
        for reply in replies:
            if isinstance(reply, BaseException):
                errors.append(short_error(reply))
                continue
            try:
                evaluation = reply if isinstance(reply, CriteriaEvaluation) else CriteriaEvaluation.model_validate(reply)
            except ValueError as exc:
                errors.append(f"{type(exc).__name__}: {exc}")
                continue
            seen = set()
            for verdict in evaluation.verdicts:
                if verdict.name in votes and verdict.name not in seen:
                    votes[verdict.name].append(verdict)
                    seen.add(verdict.name)

        per_criterion: dict[str, dict[str, Any]] = {}
        failed: list[Evidence] = []
        total = sum(c.weight for c in settings.criteria.values())
        earned = 0.0
        unparsed = []
        for name, criterion in settings.criteria.items():
            ballots = votes[name]
            if not ballots:  # no parsable verdict for it: fail open, recorded
                unparsed.append(name)
                earned += criterion.weight
                per_criterion[name] = {"passed": True, "unparsed": True}
                continue
            tally = Counter(v.passed for v in ballots)
            passed = tally[True] > tally[False]  # a tie (an even `runs`) does not pass: use an odd number of runs
            majority = [v for v in ballots if v.passed == passed]
            agreement = len(majority) / len(ballots)
            reasoning = max(majority, key=lambda v: v.confidence).reasoning
            confidence = sum(v.confidence for v in majority) / len(majority)
            per_criterion[name] = {"passed": passed, "agreement": round(agreement, 3), "confidence": round(confidence, 3)}
            if passed:
                earned += criterion.weight
            else:
                failed.append(Evidence(name, detail={"reasoning": reasoning, "agreement": round(agreement, 3),
                                                     "confidence": round(confidence, 3), "weight": criterion.weight}))
        score = earned / total
        metrics: dict[str, Any] = {
            "criteria": per_criterion, "runs": len(replies), "model_calls": 1, "parsed_runs": len(replies) - len(errors),
        }
        if unparsed:
            metrics["unparsable"] = unparsed
        feedback = None
        if failed:
            listed = "; ".join(f"{e.text}: {e.detail['reasoning'] or 'not met'}" for e in failed)
            feedback = f"{self.hint} {listed}."
        result = self.result(score, fired=True, evidence=failed, feedback=feedback, metrics=metrics)
        if unparsed:
            message = f"evaluation did not parse for {', '.join(unparsed)} (passed open)"
            if errors:
                message += f": {errors[0]}"
            result = dataclasses.replace(result, error=message)
        return result
