"""The model deployments on a real Ray Serve: NLI batching across callers, live reconfiguration, the
extractor's fallback and the judge's verbatim rule through their deployments, and the groundedness
check end to end over deployment handles."""

from __future__ import annotations

import asyncio
import json
import time

import pytest
from ray import serve

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.builtin.groundedness import GroundednessCheck
from checks.grounding.types import ClaimExtraction, JudgeRequest, NLIScores
from checks.grounding.judging import QUOTE_NOT_FOUND_REASON
from deployments.clients import EngineHandleLLM, HandleBackends, OpenAIChatHandleLLM
from deployments.models import ClaimExtractor, Generator, Judge, NLIScorer
from gate.engines.nli import NLIModel

pytestmark = pytest.mark.slow

LIGHT = {"ray_actor_options": {"num_cpus": 0}}
SOURCE = Source(id="1", text="The annual deductible is EUR 385 per calendar year. Claims must be filed within 90 days.")
ANSWER = "The deductible is EUR 385 per year [1]. Claims must be filed within 120 days [1]."
VERBATIM = "Claims must be filed within 90 days."


def scripted(*answers: str) -> dict:
    return {"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": list(answers)}


def verdict(kind: str, quote: str) -> str:
    return json.dumps({"verdict": kind, "quote": quote, "reason": "test"})


CLAIMS = json.dumps({"claims": [
    {"text": "The deductible is EUR 385 per year.", "cited_source_ids": ["1"], "type": "figure"},
    {"text": "Claims must be filed within 120 days.", "cited_source_ids": ["1"], "type": "fact"},
]})


def extractor_app(*answers: str):
    return ClaimExtractor.options(**LIGHT).bind(Generator.options(**LIGHT).bind(scripted(*answers)))


def judge_app(*answers: str):
    return Judge.options(**LIGHT).bind(Generator.options(**LIGHT).bind(scripted(*answers)))


@pytest.fixture(scope="module")
def apps(ray_serve, tiny_models):
    """Every application these tests use, deployed together (replicas start in parallel), each with its own
    scripted answers so that no test depends on another's order."""
    targets = {
        "test-nli": NLIScorer.options(user_config={"max_batch_size": 16, "batch_wait_timeout_s": 0.05}).bind(
            str(tiny_models.nli)
        ),
        "test-extractor": extractor_app("not JSON", "still not JSON"),
        "test-judge": judge_app(
            verdict("SUPPORTED", VERBATIM), verdict("SUPPORTED", "Claims must be filed within 120 days.")
        ),
        "test-lm": Generator.options(**LIGHT).bind(
            {"backend": "transformers", "model": str(tiny_models.lm), "device": "cpu"}
        ),
        "test-e2e-extractor": extractor_app(CLAIMS),
        "test-e2e-judge": judge_app(
            verdict("SUPPORTED", "The annual deductible is EUR 385 per calendar year."),
            verdict("SUPPORTED", "Claims must be filed within 120 days."),
        ),
    }
    handles = serve.run_many([serve.RunTarget(app, name=name, route_prefix=None) for name, app in targets.items()])
    yield dict(zip(targets, handles))
    for name in targets:
        serve.delete(name, _blocking=False)


@pytest.fixture(scope="module")
def nli_handle(apps):
    return apps["test-nli"]


def caller_pairs(caller: int) -> list[tuple[str, str]]:
    """Distinct pairs per caller, of different counts, so a mix-up between callers cannot go unnoticed."""
    return [
        (f"Passage {caller}.{j}: the plan covers {caller + j} physiotherapy sessions a year.",
         f"The member gets {caller * j} sessions.")
        for j in range(1 + caller % 5)
    ]


@pytest.fixture(scope="module")
def local_nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


async def concurrent_scores(handle, callers: int) -> list[list[NLIScores]]:
    return list(await asyncio.gather(*(handle.score.remote(caller_pairs(i)) for i in range(callers))))


async def test_nli_batches_concurrent_callers_and_returns_each_its_own_scores(nli_handle, local_nli):
    await nli_handle.reset_batch_stats.remote()
    results = await concurrent_scores(nli_handle, 24)
    stats = await nli_handle.batch_stats.remote()
    assert max(stats["histogram"]) > 1, stats
    assert stats["requests"] == 24 and stats["pairs"] == sum(len(caller_pairs(i)) for i in range(24))
    for caller, scores in enumerate(results):
        expected = local_nli.score(caller_pairs(caller))
        assert len(scores) == len(expected)
        for got, want in zip(scores, expected):
            assert isinstance(got, NLIScores)
            assert (got.entailment, got.contradiction, got.neutral) == pytest.approx(
                (want.entailment, want.contradiction, want.neutral), abs=1e-5
            )


async def test_reconfigure_changes_the_batch_size_live(nli_handle):
    """reconfigure is what Serve calls with a new user_config (a lightweight config update); the replica stays."""
    initial = {"max_batch_size": 16, "batch_wait_timeout_s": 0.05, "model_batch_size": 256}
    assert await nli_handle.settings.remote() == initial
    replica = (await nli_handle.info.remote())["replica"]
    await nli_handle.reconfigure.remote({"max_batch_size": 2, "model_batch_size": 8})
    try:
        assert await nli_handle.settings.remote() == {**initial, "max_batch_size": 2, "model_batch_size": 8}
        await nli_handle.reset_batch_stats.remote()
        await concurrent_scores(nli_handle, 16)
        stats = await nli_handle.batch_stats.remote()
        assert max(stats["histogram"]) == 2 and stats["requests"] == 16, stats
        assert (await nli_handle.info.remote())["replica"] == replica
    finally:
        await nli_handle.reconfigure.remote(initial)


async def test_extractor_falls_back_to_sentences_through_the_deployment(apps):
    extraction = await apps["test-extractor"].extract.remote(f"{ANSWER} Is that all?")
    assert isinstance(extraction, ClaimExtraction) and extraction.fallback_used
    assert "StructuredOutputError" in extraction.error and "Traceback" not in extraction.error
    assert [c.text for c in extraction.claims] == [
        "The deductible is EUR 385 per year.", "Claims must be filed within 120 days."
    ]
    calls = await serve.get_deployment_handle("Generator", app_name="test-extractor").recorded_calls.remote()
    assert len(calls) == 2 and "not a valid JSON object" in calls[1][-1]["content"]


async def test_judge_rejects_a_fabricated_quote_through_the_deployment(apps):
    verdicts = await apps["test-judge"].judge.remote(
        [JudgeRequest(VERBATIM, (SOURCE.text,)), JudgeRequest("Claims must be filed within 120 days.", (SOURCE.text,))],
        [SOURCE.text],
    )
    assert [v.verdict for v in verdicts] == ["SUPPORTED", "UNSUPPORTED"]
    assert verdicts[1].reason == QUOTE_NOT_FOUND_REASON


async def test_groundedness_end_to_end_over_handle_backends(apps, nli_handle):
    extractor, judge = apps["test-e2e-extractor"], apps["test-e2e-judge"]
    backends = await HandleBackends.from_handles(extractor, nli_handle, judge)
    assert backends.has_judge and backends.max_chunk_tokens == (await nli_handle.info.remote())["max_chunk_tokens"]
    context = RequestContext(query="q", sources=(SOURCE,))
    result = await GroundednessCheck(CheckConfig(floor=0.8), backends).check(ANSWER, context)
    assert result.fired and result.score == 0.5 and not result.passed
    assert result.metrics["judge_calls"] == 1 and result.metrics["claims"] == 2
    (evidence,) = result.evidence
    assert evidence.text == "Claims must be filed within 120 days."
    assert evidence.detail["reason"] == QUOTE_NOT_FOUND_REASON
    assert '"Claims must be filed within 120 days."' in result.feedback

    no_judge = GroundednessCheck(CheckConfig(floor=0.8), HandleBackends(extractor, nli_handle, None))
    result = await no_judge.check(ANSWER, context)
    assert result.score == 0.0 and result.metrics["judge_calls"] == 0


async def test_a_model_call_past_its_timeout_is_cancelled_on_the_replica(apps):
    chat = [{"role": "user", "content": "What is the deductible?"}]
    lm = apps["test-lm"]
    await EngineHandleLLM(lm).generate(chat, {"max_tokens": 2})  # warm
    started = time.perf_counter()
    with pytest.raises(TimeoutError, match="the generator did not answer within 0.5 s"):
        await EngineHandleLLM(lm, timeout_s=0.5).generate(chat, {"max_tokens": 4000, "temperature": 0.0})
    assert time.perf_counter() - started < 3.0
    started = time.perf_counter()
    reply = await EngineHandleLLM(lm, timeout_s=30).generate(chat, {"max_tokens": 4})
    waited = time.perf_counter() - started
    assert reply.completion_tokens >= 1
    assert waited < 3.0, f"the next call waited {waited:.1f} s: the timed-out generation kept running on the replica"
    await lm.check_health.remote()  # a live engine passes Serve's health check


async def test_the_openai_protocol_over_the_cpu_generator_keeps_the_413_rule_and_cancels_on_timeout(apps, tiny_models):
    """What the app builds (OpenAIChatHandleLLM, one chat request per prompt to `chat`) over the CPU
    Generator: token counts and the model name come back, a prompt over the context is PromptTooLongError (the
    gate's 413 context_length_exceeded), and a call past its timeout, or cancelled by its caller, stops on the
    replica so the next call is answered at once."""
    from gate.engines.llm import PromptTooLongError

    lm = apps["test-lm"]
    chat = [{"role": "user", "content": "What is the deductible?"}]
    llm = OpenAIChatHandleLLM(lm, timeout_s=30)
    assert await llm.model_name() == str(tiny_models.lm)
    reply = await llm.generate(chat, {"max_tokens": 3})
    assert reply.prompt_tokens > 5 and 1 <= reply.completion_tokens <= 3 and reply.model == str(tiny_models.lm)
    with pytest.raises(PromptTooLongError) as raised:
        await llm.generate([{"role": "user", "content": "deductible " * 5000}], {"max_tokens": 4})
    assert raised.value.prompt_tokens > raised.value.context_tokens == 4096

    started = time.perf_counter()
    with pytest.raises(TimeoutError, match="the generator did not answer within 0.5 s"):
        await OpenAIChatHandleLLM(lm, timeout_s=0.5).generate(chat, {"max_tokens": 4000})
    assert time.perf_counter() - started < 3.0
    slow = asyncio.ensure_future(llm.generate(chat, {"max_tokens": 4000}))
    await asyncio.sleep(0.3)
    slow.cancel()
    with pytest.raises(asyncio.CancelledError):
        await slow
    started = time.perf_counter()
    assert (await llm.generate(chat, {"max_tokens": 2})).completion_tokens >= 1
    waited = time.perf_counter() - started
    assert waited < 3.0, f"the next call waited {waited:.1f} s: a stopped generation kept running on the replica"
