"""The in-process backends of gate-verify, evaluate.py and replay.py: every model call bounded by its own
timeout (real: blocking NLI work runs in a worker thread, the LLM's work is cancelled), the NLI label
mapping through load_nli_model, and the models they report for the trace."""

from __future__ import annotations

import asyncio
import time

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.loop import run_checks
from checks.registry import check_class
from gate.engines import EngineConfig, build_llm_engine
from gate.engines.nli import load_nli_model
from gate.local_backends import LocalBackends, LocalTimeouts, build_local_backends
from gate_testkit.tiny_models import build_binary_verifier_model

CONTEXT = RequestContext(query="What does the plan cover?", sources=(
    Source(id="1", text="The plan covers up to 100 days of care in a skilled nursing facility per benefit period."),))
ANSWER = "The plan covers up to 100 days of skilled nursing care per benefit period [1]."


@pytest.fixture(scope="module")
def lm(tiny_models):
    return build_llm_engine(EngineConfig(backend="transformers", model=str(tiny_models.lm), device="cpu"))


async def test_a_slow_nli_call_times_out_in_time_and_the_next_one_waits_its_turn():
    """A forward pass of 1.5 s against a 0.2 s limit: the caller gets TimeoutError after about 0.2 s; the model
    thread runs on and the next call starts only after it (the model is never used by two threads)."""
    backends = LocalBackends(load_nli_model("class://gate_testkit.simulated_nli:SimulatedNLIModel?pass_ms=1500&pair_ms=0"),
                             timeouts=LocalTimeouts(nli_s=0.2))
    started = time.perf_counter()
    with pytest.raises(TimeoutError, match="the NLI model did not answer within 0.2 s"):
        await backends.score_pairs([("The plan covers 100 days.", "It covers 100 days.")])
    assert time.perf_counter() - started < 1.0
    backends.timeouts = LocalTimeouts(nli_s=10)
    (scores,) = await backends.score_pairs([("The plan covers 100 days.", "It covers 100 days.")])
    assert time.perf_counter() - started >= 1.5 * 2 - 0.1  # waited for the abandoned pass, then ran its own
    assert abs(scores.entailment + scores.neutral + scores.contradiction - 1.0) < 1e-6


async def test_a_claim_extraction_past_its_limit_fails_the_check_open_and_frees_the_llm(tiny_models, lm):
    nli = load_nli_model(str(tiny_models.nli), device="cpu")
    slow = LocalBackends(nli, lm, timeouts=LocalTimeouts(claim_extractor_s=0.001))
    groundedness = check_class("groundedness")(CheckConfig(), slow)
    (result,) = await run_checks(ANSWER, CONTEXT, [groundedness])
    assert result.passed and result.error == "TimeoutError: the claim extractor did not answer within 0.001 s"
    in_time = LocalBackends(nli, lm, extraction_sampling={"max_tokens": 16})
    extraction = await asyncio.wait_for(in_time.extract_claims(ANSWER), 60)
    assert extraction.claims  # the engine serves the next call


async def test_every_llm_call_the_checks_make_is_bounded(lm):
    from checks.grounding.extraction import CopiedSentences

    backends = LocalBackends(load_nli_model("class://gate_testkit.simulated_nli:SimulatedNLIModel?pass_ms=1&pair_ms=0"), lm,
                             timeouts=LocalTimeouts(llm_s=0.001))
    messages = [{"role": "user", "content": "Copy the sentence that says how many days are covered."}]
    with pytest.raises(TimeoutError, match="the LLM did not answer within 0.001 s"):
        await backends.llm.generate_json_many([messages], CopiedSentences, {"max_tokens": 64}, return_exceptions=True)
    with pytest.raises(TimeoutError, match="the LLM did not answer"):
        await backends.llm.generate(messages, {"max_tokens": 64})


def test_build_local_backends_maps_labels_that_say_nothing(tmp_path):
    verifier = str(build_binary_verifier_model(tmp_path / "verifier", labels={0: "LABEL_0", 1: "LABEL_1"}))
    with pytest.raises(ValueError, match="LABEL_0"):
        build_local_backends(verifier, None)
    backends = build_local_backends(verifier, None, nli_labels={"supported": ["LABEL_1"], "contradicted": ["LABEL_0"]})
    (scores,) = backends.nli.score([("The plan covers 100 days.", "It covers 100 days.")])
    assert scores.neutral == 0.0 and abs(scores.entailment + scores.contradiction - 1.0) < 1e-6
    assert backends.model_ids() == {"nli": verifier}


def test_model_ids_name_every_role(tiny_models):
    scripted = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="helper", answers=["{}"]))
    evaluator = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="evaluator", answers=["{}"]))
    backends = LocalBackends(load_nli_model(str(tiny_models.nli), device="cpu"), scripted, evaluator_llm=evaluator)
    assert backends.model_ids() == {"nli": str(tiny_models.nli), "extractor": "helper", "judge": "helper",
                                    "evaluator": "evaluator"}
