"""`criteria`: weighted verdicts of an LLM evaluator, decided in code; unparsable evaluations pass, recorded."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.builtin.criteria import DEFAULT_CRITERIA, CriteriaCheck
from checks.policy import Policy
from gate.engines import EngineConfig, build_llm_engine

CONTEXT = RequestContext(
    query="How long does the plan cover skilled nursing care?",
    sources=(Source(id="1", text="The plan covers up to 100 days of skilled nursing care per benefit period."),),
)
ANSWER = "The plan covers up to 100 days of skilled nursing care per benefit period [1]."


def evaluation(**passed: bool) -> str:
    return json.dumps({"verdicts": [
        {"name": name, "passed": ok, "reasoning": f"{name} {'met' if ok else 'missed: the benefit period is left out'}",
         "confidence": 0.8}
        for name, ok in passed.items()
    ]})


ALL_PASS = {name: True for name in DEFAULT_CRITERIA}


class Models:
    """Backends with a scripted evaluator LLM (and optionally a separate one)."""

    def __init__(self, *answers: str, evaluator: list[str] | None = None) -> None:
        self.llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=list(answers))) if answers else None
        self.evaluator_llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=evaluator)) if evaluator else None


def check(models: Models, **options) -> CriteriaCheck:
    return CriteriaCheck(CheckConfig(floor=0.7, options=options), models)


async def test_all_criteria_met_passes_with_one_low_temperature_call():
    models = Models(evaluation(**ALL_PASS))
    result = await check(models).check(ANSWER, CONTEXT)
    assert result.fired and result.passed and result.score == 1.0 and result.error is None
    assert len(models.llm.calls) == 1 and result.metrics["model_calls"] == 1
    prompt = models.llm.calls[0]
    assert all(name in prompt[-1]["content"] for name in DEFAULT_CRITERIA) and ANSWER in prompt[-1]["content"]


async def test_the_weighted_score_is_held_against_the_threshold_and_feedback_lists_failures():
    verdicts = {**ALL_PASS, "completeness": False}
    result = await check(Models(evaluation(**verdicts))).check(ANSWER, CONTEXT)
    assert result.score == 0.75 and result.passed  # 3 of 4 equal weights >= 0.7
    weighted = {"criteria": {
        "context_grounding": {"description": "Grounded in the passages.", "weight": 1.0},
        "completeness": {"description": "Nothing the question needs is missing.", "weight": 3.0},
    }}
    result = await check(Models(evaluation(context_grounding=True, completeness=False)), **weighted).check(ANSWER, CONTEXT)
    assert result.score == 0.25 and not result.passed
    assert [e.text for e in result.evidence] == ["completeness"]
    assert "completeness: completeness missed: the benefit period is left out" in result.feedback


async def test_an_unparsable_evaluation_passes_and_is_recorded():
    result = await check(Models("I liked it.", "Really, I did.")).check(ANSWER, CONTEXT)
    assert result.fired and result.passed and result.score == 1.0
    assert result.metrics["unparsable"] == list(DEFAULT_CRITERIA) and "did not parse" in result.error
    assert result.metrics["parsed_runs"] == 0


async def test_a_criterion_missing_from_the_reply_passes_open_and_is_recorded():
    result = await check(Models(evaluation(context_grounding=False, query_alignment=True))).check(ANSWER, CONTEXT)
    assert result.metrics["unparsable"] == ["completeness", "confidence_calibration"]
    assert result.score == 0.75 and result.passed and "completeness" in result.error


async def test_consensus_takes_the_majority_per_criterion_in_one_batch():
    failing = {**ALL_PASS, "query_alignment": False}
    models = Models(evaluation(**failing), evaluation(**ALL_PASS), evaluation(**failing))
    batches = []
    generate_batch = models.llm._generate_batch

    async def counted(messages_list, sampling, schema):
        batches.append((len(messages_list), sampling.temperature))
        return await generate_batch(messages_list, sampling, schema)

    models.llm._generate_batch = counted
    result = await check(models, runs=3).check(ANSWER, CONTEXT)
    assert batches == [(3, 0.1)]
    assert result.metrics["criteria"]["query_alignment"] == {"passed": False, "agreement": 0.667, "confidence": 0.8}
    assert result.metrics["criteria"]["completeness"]["agreement"] == 1.0 and result.score == 0.75


async def test_cross_model_uses_the_separate_evaluator_and_errors_without_one():
    models = Models(evaluation(**ALL_PASS), evaluator=[evaluation(**{**ALL_PASS, "completeness": False})])
    result = await check(models, cross_model=True).check(ANSWER, CONTEXT)
    assert result.score == 0.75 and models.llm.calls == [] and len(models.evaluator_llm.calls) == 1
    with pytest.raises(RuntimeError, match="evaluator llm"):
        await check(Models(evaluation(**ALL_PASS)), cross_model=True).check(ANSWER, CONTEXT)


def test_options_are_validated_and_the_check_is_opt_in():
    with pytest.raises(ValidationError):
        check(Models(), criteria={})
    with pytest.raises(ValidationError):
        check(Models(), criteria={"x": {"description": "d", "weight": 0}})
    policy = Policy.load()
    assert "criteria" not in policy.check_names("default") and "criteria" in policy.check_names("evaluated")
    (built,) = policy.build(["criteria"], backends=Models())
    assert built.floor == 0.7 and built.on_error == "open" and built.settings.temperature == 0.1
