"""Tiers and the per-request model-work cache: deterministic checks first, models only when they can decide.

Real tiny NLI model, a scripted LLM engine (it records every chat it got), the real gate loop.
"""

from __future__ import annotations

import json

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.builtin.groundedness import GroundednessCheck
from checks.loop import GateSettings, run_checks, run_gate
from checks.policy import Policy
from gate.engines import EngineConfig, build_llm_engine
from gate.engines.nli import NLIModel
from gate.local_backends import LocalBackends
from tests.scripted import ScriptedGenerator

SOURCES = (
    Source(id="1", text="The annual deductible is EUR 385 per calendar year. Coverage begins on 1 January 2025."),
    Source(id="2", text="Claims must be filed within 90 days of the date of service. Appeals go to the committee."),
)

class CountingBackends(LocalBackends):
    """LocalBackends that records every pair it is asked to score."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.scored: list[list[tuple[str, str]]] = []

    async def score_pairs(self, pairs):
        self.scored.append(list(pairs))
        return await super().score_pairs(pairs)


@pytest.fixture(scope="module")
def nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


def backends(nli: NLIModel, *answers: str) -> CountingBackends:
    return CountingBackends(nli, build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=list(answers) or ["{}"])))


def claims_json(*texts: str) -> str:
    return json.dumps({"claims": [{"text": t, "cited_source_ids": [], "type": "fact"} for t in texts]})


async def test_a_hard_deterministic_failure_calls_no_model(nli):
    models = backends(nli, claims_json("The deductible is EUR 385."))
    checks = Policy.load().build(["citations", "phi", "groundedness"], backends=models)
    context = RequestContext(query="q", sources=SOURCES)
    results = await run_checks("The deductible is EUR 385 per year [7].", context, checks)
    by_name = {r.name: r for r in results}
    assert [r.name for r in results] == ["citations", "phi", "groundedness"]
    assert not by_name["citations"].passed and by_name["citations"].hard
    skipped = by_name["groundedness"]
    assert skipped.passed and not skipped.fired and "citations" in skipped.metrics["skipped"]
    assert skipped.metrics["model_calls"] == 0
    assert models.llm.calls == [] and models.scored == []  # no extraction, no NLI, no judge

    # the same answer without the fabricated citation reaches the model tier
    results = await run_checks("The deductible is EUR 385 per year [1].", context, checks)
    assert {r.name: r.fired for r in results}["groundedness"] and len(models.llm.calls) >= 1 and models.scored


async def test_a_blocked_attempt_in_the_gate_loop_makes_no_model_call(nli):
    models = backends(nli, claims_json("The deductible is EUR 385."))
    checks = Policy.load().build(["citations", "figures", "groundedness"], backends=models)
    generator = ScriptedGenerator().enqueue("The deductible is EUR 385 per year [4].")
    outcome = await run_gate(RequestContext(query="q", sources=SOURCES), generator, checks, GateSettings(max_attempts=2))
    assert outcome.status == "blocked" and outcome.blocking_checks == ("citations",)
    assert models.llm.calls == [] and models.scored == []


async def test_a_retry_that_changes_one_sentence_scores_only_that_sentences_pairs(nli):
    first = "The deductible is EUR 385 per year [1]. Claims must be filed within 120 days [2]."
    second = "The deductible is EUR 385 per year [1]. Claims must be filed within 90 days [2]."
    models = backends(nli)  # the scripted LLM never returns claims JSON: extraction falls back to sentences
    models.llm = None
    check = GroundednessCheck(CheckConfig(floor=0.8, options={"supported_above": 0.99, "unsupported_below": 0.9}), models)
    context = RequestContext(query="q", sources=SOURCES)
    chunks = 2  # each source is one chunk

    one = await check.check(first, context)
    assert one.metrics["nli_pairs"] == 2 * chunks and one.metrics["nli_pairs_cached"] == 0
    assert one.metrics["model_calls"] == 1  # one NLI call (sentences stand in for claims: no LLM)

    two = await check.check(second, context)
    assert two.metrics["nli_pairs"] == chunks and two.metrics["nli_pairs_cached"] == chunks
    assert models.scored[-1] == [(s.text, "Claims must be filed within 90 days.") for s in SOURCES]
    assert two.metrics["sentences_cached"] == 1

    again = await check.check(second, context)
    assert again.metrics["nli_pairs"] == 0 and again.metrics["model_calls"] == 0
    assert len(models.scored) == 2

    fresh = await check.check(second, RequestContext(query="q", sources=SOURCES))  # another request: nothing shared
    assert fresh.metrics["nli_pairs"] == 2 * chunks


async def test_the_extraction_cache_sends_only_new_sentences_to_the_extractor(nli):
    first = "The deductible is EUR 385 per year [1]. Claims must be filed within 120 days [2]."
    second = "The deductible is EUR 385 per year [1]. Claims must be filed within 90 days [2]."
    models = backends(
        nli,
        claims_json("The deductible is EUR 385 per year.", "Claims must be filed within 120 days."),
        claims_json("Claims must be filed within 90 days."),
    )
    check = GroundednessCheck(CheckConfig(floor=0.8, options={"supported_above": 0.99, "unsupported_below": 0.9}), models)
    context = RequestContext(query="q", sources=SOURCES)
    await check.check(first, context)
    result = await check.check(second, context)
    assert len(models.llm.calls) == 2
    sent = models.llm.calls[1][-1]["content"]
    assert "within 90 days" in sent and "EUR 385" not in sent
    assert result.metrics["claims"] == 2 and result.metrics["extraction_calls"] == 1
    assert result.metrics["nli_pairs"] == 2 and result.metrics["nli_pairs_cached"] == 2


async def test_the_extraction_checks_that_fire_together_share_one_batched_call(nli):
    from tests.model_check_helpers import backends as counting_backends, copied

    refusal = "Claims submitted more than 12 months after the date of service will not be accepted."
    exclusion = "Cosmetic dental work is excluded from coverage under every plan tier."
    sources = (Source(id="1", text=f"Claims must be filed within 90 days of the date of service. {refusal}"),
               Source(id="2", text=f"The plan covers preventive dental care twice a year. {exclusion}"))
    answer = (
        "The policy says claims must be filed within 90 days [1]. "
        "Yes, a claim submitted 14 months after the date of service will be accepted [1]. "
        "Although the policy excludes cosmetic dental work, it is usually covered [2]."
    )
    # explicit_support fires on two sentences ("the policy says", "the policy excludes"), the others on one each
    models = counting_backends(nli, copied("Claims must be filed within 90 days of the date of service."),
                               copied(exclusion), copied(refusal), copied(exclusion))
    names = ["citations", "explicit_support", "acceptance_conflict", "exception_overruled"]
    checks = Policy.load().build(names, backends=models)
    results = {r.name: r for r in await run_checks(answer, RequestContext(query="q", sources=sources), checks)}
    assert all(results[name].fired for name in names[1:])
    assert models.batches == [4]  # three checks, four prompts, one call to the engine
    extraction_calls = sum(results[name].metrics["model_calls"] for name in names[1:]) - len(models.scored)
    assert extraction_calls == 1
    assert not results["exception_overruled"].passed


async def test_in_the_gate_loop_a_retry_scores_only_the_changed_sentences_pairs(nli):
    models = backends(nli)
    models.llm = None  # claims are the answer's sentences
    check = GroundednessCheck(CheckConfig(floor=0.8, options={"supported_above": 0.99, "unsupported_below": 0.9}), models)
    generator = ScriptedGenerator().enqueue(
        "The deductible is EUR 385 per year [1]. Claims must be filed within 120 days [2].",
        "The deductible is EUR 385 per year [1]. Claims must be filed within 90 days [2].",
    )
    outcome = await run_gate(RequestContext(query="q", sources=SOURCES), generator, [check], GateSettings(max_attempts=2))
    first, second = (attempt.results[0].metrics for attempt in outcome.attempts)
    assert (first["nli_pairs"], first["nli_pairs_cached"]) == (4, 0)
    assert (second["nli_pairs"], second["nli_pairs_cached"]) == (2, 2)
    assert models.scored[1] == [(s.text, "Claims must be filed within 90 days.") for s in SOURCES]
