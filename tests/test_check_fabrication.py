"""`fabricated_claims`: a claim citing a supplied passage that contradicts it blocks, once the judge confirms.

The tiny NLI model is random (every score near 1/3): tests place the thresholds around its real
scores to make a candidate or not, as tests/test_groundedness.py does for the bands.
"""

from __future__ import annotations

import json

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.builtin.fabricated_claims import FabricatedClaimsCheck
from checks.loop import GateSettings, run_gate
from checks.policy import Policy
from gate.engines import EngineConfig, build_llm_engine
from gate.engines.nli import NLIModel
from gate.local_backends import LocalBackends
from tests.scripted import ScriptedGenerator

STAY = "Following a qualifying inpatient stay of at least 3 days, the plan covers up to 100 days of skilled nursing care."
DENTAL = "Cosmetic dental work is excluded from coverage under every plan tier."
SOURCES = (Source(id="1", text=STAY), Source(id="2", text=DENTAL))
CANDIDATE = {"contradiction_above": 0.01, "entailment_below": 0.99}  # every cited claim is a candidate
NEVER = {"contradiction_above": 0.99, "entailment_below": 0.99}


def context() -> RequestContext:
    return RequestContext(query="What does the plan cover?", sources=SOURCES)


def verdict(kind: str, quote: str = "") -> str:
    return json.dumps({"verdict": kind, "quote": quote, "reason": "test"})


@pytest.fixture(scope="module")
def nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


def check(nli: NLIModel, options: dict, *llm_answers: str) -> FabricatedClaimsCheck:
    llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=list(llm_answers))) if llm_answers else None
    return FabricatedClaimsCheck(CheckConfig(options=options), LocalBackends(nli, llm))


@pytest.mark.parametrize(
    "answer",
    [
        "The plan covers up to 120 days of skilled nursing care [1].",
        "Cosmetic dental work is covered [2].",
        "- Cosmetic dental work is covered under the premium tier [1, 2].",
    ],
)
async def test_a_cited_sentence_fires(nli, answer):
    result = await check(nli, NEVER).check(answer, context())
    assert result.fired and result.passed and result.metrics["cited_claims"] >= 1


@pytest.mark.parametrize(
    "answer",
    [
        "The plan covers up to 120 days of skilled nursing care.",  # cites nothing: groundedness's business
        "Cosmetic dental work is covered [7].",  # cites no supplied source: citations blocks it
        "Which plan tier are you on?",
        "Thank you for your question!",
    ],
)
async def test_a_sentence_citing_no_supplied_source_does_not_fire(nli, answer):
    fabricated = check(nli, CANDIDATE, verdict("UNSUPPORTED"))
    result = await fabricated.check(answer, context())
    assert not result.fired and result.passed and result.metrics["model_calls"] == 0
    assert fabricated.backends.llm.calls == []


async def test_contradicted_citation_without_a_judge_blocks_with_evidence(nli):
    fabricated = check(nli, CANDIDATE)
    result = await fabricated.check("Cosmetic dental work is covered [2]. It is 100 days [1].", context())
    assert result.fired and not result.passed and result.hard and result.score == 0.0
    assert [e.detail["cited_source_id"] for e in result.evidence] == ["2", "1"]
    assert result.evidence[0].text == "Cosmetic dental work is covered." and result.evidence[0].start == 0
    assert "contradict the passage they cite" in result.feedback


async def test_the_judge_confirms_or_clears_each_candidate(nli):
    answer = "Cosmetic dental work is covered [2]. Skilled nursing care is covered for up to 100 days [1]."
    fabricated = check(nli, CANDIDATE, verdict("UNSUPPORTED"), verdict("SUPPORTED", STAY))
    fabricated.backends.llm.config.answers.insert(0, "not JSON")  # extraction falls back to sentences
    fabricated.backends.llm.config.answers.insert(0, "not JSON")
    result = await fabricated.check(answer, context())
    assert result.metrics["candidates"] == 2 and result.metrics["judge_calls"] == 1
    assert [e.text for e in result.evidence] == ["Cosmetic dental work is covered."]
    assert result.evidence[0].detail["verdict"] == "UNSUPPORTED" and not result.passed


async def test_a_judge_quote_that_is_not_in_the_cited_passage_does_not_clear(nli):
    fabricated = check(nli, CANDIDATE, "not JSON", "not JSON",
                       verdict("SUPPORTED", "Cosmetic dental work is covered under every plan tier."))
    result = await fabricated.check("Cosmetic dental work is covered [2].", context())
    assert not result.passed and result.evidence[0].detail["reason"] == "quote not found in sources"


async def test_below_the_contradiction_band_nothing_blocks(nli):
    result = await check(nli, NEVER).check("Cosmetic dental work is covered [2].", context())
    assert result.fired and result.passed and result.metrics["candidates"] == 0


async def test_strict_blocks_a_fabricated_claim_in_the_gate_loop_and_shares_the_extraction(nli):
    llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=[json.dumps({"claims": [
        {"text": "Cosmetic dental work is covered.", "cited_source_ids": ["2"], "type": "fact"}]})]))
    backends = LocalBackends(nli, None)
    backends.llm = llm  # the extractor's LLM; has_judge follows it
    policy = Policy.load()
    checks = policy.checks_for("strict", only=["citations", "groundedness", "fabricated_claims"], backends=backends)
    for built in checks:
        if built.name == "fabricated_claims":
            built.settings = built.settings.model_copy(update={**CANDIDATE, "confirm_with_judge": False})
    outcome = await run_gate(context(), ScriptedGenerator().enqueue("Cosmetic dental work is covered [2]."), checks,
                             GateSettings(max_attempts=3))
    assert outcome.status == "blocked" and outcome.blocking_checks == ("fabricated_claims",) and outcome.incident_id
    assert outcome.output is None and len(outcome.attempts) == 1
    extraction_calls = [c for c in llm.calls if "atomic factual claims" in c[0]["content"]]
    assert len(extraction_calls) == 1  # groundedness and fabricated_claims shared one extraction
    results = {r.name: r for r in outcome.attempts[0].results}
    assert results["groundedness"].metrics["extraction_calls"] + results["fabricated_claims"].metrics[
        "extraction_calls"] == 1

