"""Through the real deployments on a small Ray: the extraction-based checks of one answer share one batched call to
the LLM deployment, and groundedness and fabricated_claims share one claim extraction (issue 11).

Round 1 showed both in-process; here the calls cross Serve: HandleBackends over a (counting) Generator, the
ClaimExtractor, the Judge and the tiny NLIScorer pool.
"""

from __future__ import annotations

import asyncio
import json

import pytest
from ray import serve

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.loop import run_checks
from checks.policy import Policy
from checks.registry import check_class
from deployments.models import ClaimExtractor, HandleBackends, Judge, NLIScorer
from tests.counting_generator import CountingGenerator

pytestmark = pytest.mark.slow

LIGHT = {"ray_actor_options": {"num_cpus": 0}}
REFUSAL = "Claims submitted more than 12 months after the date of service will not be accepted."
EXCLUSION = "Cosmetic dental work is excluded from coverage under every plan tier."
FILING = "Claims must be filed within 90 days of the date of service."
SOURCES = (
    Source(id="1", text=f"{FILING} {REFUSAL}"),
    Source(id="2", text=f"The plan covers preventive dental care twice a year. {EXCLUSION}"),
)
ANSWER = (
    "The policy says claims must be filed within 90 days [1]. "
    "Yes, a claim submitted 14 months after the date of service will be accepted [1]. "
    "Although the policy excludes cosmetic dental work, it is usually covered [2]."
)


def copied(*sentences: str) -> str:
    return json.dumps({"sentences": list(sentences)})


# explicit_support fires on two sentences ("the policy says", "the policy excludes"), the other two checks on one
# each: four copy prompts to the helper LLM. The claim extractor's LLM (each Serve app holds its own replica of a
# bound deployment) writes the answer's claims, for groundedness and fabricated_claims.
CLAIMS = json.dumps({"claims": [
    {"text": "Claims must be filed within 90 days.", "cited_source_ids": ["1"]},
    {"text": "A claim submitted 14 months after the date of service will be accepted.", "cited_source_ids": ["1"]},
]})
COPIES = [copied(FILING), copied(EXCLUSION), copied(REFUSAL), copied(EXCLUSION)]


@pytest.fixture(scope="module")
def backends(ray_serve, tiny_models):
    claims_llm = CountingGenerator.bind({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": [CLAIMS]})
    app = {
        "generator": CountingGenerator.bind({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": COPIES}),
        "nli": NLIScorer.options(**LIGHT).bind(str(tiny_models.nli)),
        "extractor": ClaimExtractor.options(**LIGHT).bind(claims_llm),
        "judge": Judge.options(**LIGHT).bind(claims_llm),
    }
    handles = dict(zip(app, serve.run_many(
        [serve.RunTarget(a, name=f"batch-{n}", route_prefix=None) for n, a in app.items()])))
    models = asyncio.run(HandleBackends.from_handles(
        handles["extractor"], handles["nli"], handles["judge"], helper_llm=handles["generator"]))
    yield models, handles["generator"]
    for name in app:
        serve.delete(f"batch-{name}", _blocking=False)


async def test_the_checks_of_one_answer_share_one_batched_extraction_call_over_serve(backends):
    models, generator = backends
    context = RequestContext(query="Will my claim be accepted?", sources=SOURCES)
    names = ["citations", "explicit_support", "acceptance_conflict", "exception_overruled"]
    checks = Policy.load().build(names, backends=models)
    results = {r.name: r for r in await run_checks(ANSWER, context, checks)}
    assert all(results[name].fired for name in names[1:]), results
    assert await generator.served.remote() == [("many", 4)]  # three checks, four prompts, one call
    copy_calls = sum(results[n].metrics["model_calls"] for n in names[1:]) - sum(
        1 for n in names[1:] if results[n].metrics.get("nli_pairs"))
    assert copy_calls == 1
    assert not results["exception_overruled"].passed

    # groundedness and fabricated_claims on the same answer: one claim extraction through the ClaimExtractor
    grounded = check_class("groundedness")(
        CheckConfig(options={"supported_above": 0.01, "unsupported_below": 0.0}), models)  # no judge call
    fabricated = check_class("fabricated_claims")(
        CheckConfig(options={"contradiction_above": 0.99, "confirm_with_judge": False}), models)
    first, second = await run_checks(ANSWER, context, [grounded, fabricated])
    assert first.fired and second.fired and first.metrics["claims"] == 2, first.metrics.get("extraction_error")
    extractor_llm = serve.get_deployment_handle("CountingGenerator", app_name="batch-extractor")
    assert await extractor_llm.served.remote() == [("one", 1)]
    assert await generator.served.remote() == [("many", 4)]
    assert first.metrics["extraction_calls"] + second.metrics["extraction_calls"] == 1
    # each (chunk, claim) pair scored once: fabricated_claims found its cited pairs in groundedness's scores
    assert first.metrics["nli_pairs"] + second.metrics["nli_pairs"] == first.metrics["pairs"]
