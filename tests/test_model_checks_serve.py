"""The newer checks through the real deployments on a small Ray: a scripted Generator (its engine copies the
sentences and writes the evaluations), the tiny NLIScorer pool, the ClaimExtractor and the Judge; and the
gate's own ingress (/v1/verify, /v1/gate) built by deployments.app.build_app. And, over Serve, the
extraction-based checks of one answer share one batched call to the LLM deployment, and groundedness and
fabricated_claims share one claim extraction (issue 11; round 1 showed both in-process).
"""

from __future__ import annotations

import asyncio
import contextlib
import json

import httpx
import pytest
from ray import serve

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.loop import run_checks
from checks.policy import Policy
from checks.registry import check_class
from deployments.app import AppArgs, build_app
from deployments.clients import HandleBackends, HandleLLM
from deployments.models import ClaimExtractor, Generator, Judge, NLIScorer
from tests.counting_generator import CountingGenerator
from tests.serve_graphs import GroupEnv, serve_group

pytestmark = pytest.mark.slow

LIGHT = {"ray_actor_options": {"num_cpus": 0}}
REFUSAL = "Claims submitted more than 12 months after the date of service will not be accepted."
EXCLUSION = "Cosmetic dental work is excluded from coverage under every plan tier."
SOURCES = (
    Source(id="1", text=f"Claims must be filed within 90 days of the date of service. {REFUSAL}"),
    Source(id="2", text=f"The plan covers preventive dental care twice a year. {EXCLUSION}"),
)


def copied(*sentences: str) -> str:
    return json.dumps({"sentences": list(sentences)})


# The scripted engine answers in order; the tests below make their calls in this order.
SCRIPT = [
    copied("Claims may be filed at any time by e-mail."),  # explicit_support: a fabricated quote
    copied(REFUSAL),  # acceptance_conflict
    copied(EXCLUSION),  # exception_overruled
    "The answer reads well.", "Still prose.",  # criteria: unparsable, then unparsable after the repair prompt
]


GRAPH = ("generator", "nli", "extractor", "judge")
"""The four applications of `graph` (mc-<name>), deployed by `deployed` with the batching test's and the gate
applications below."""


def graph_targets(tiny_models) -> list[serve.RunTarget]:
    generator = Generator.options(**LIGHT).bind({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": SCRIPT})
    app = {
        "generator": generator,
        "nli": NLIScorer.options(**LIGHT).bind(str(tiny_models.nli)),
        "extractor": ClaimExtractor.options(**LIGHT).bind(generator),
        "judge": Judge.options(**LIGHT).bind(generator),
    }
    return [serve.RunTarget(app[name], name=f"mc-{name}", route_prefix=None) for name in GRAPH]


@serve_group(wave="model-checks")
@contextlib.contextmanager
def model_check_apps(env: GroupEnv):
    """Every application of this module, in one serve.run_many with the other groups of its wave, so that their
    replicas start in parallel (each start is mostly a new process importing torch, and a Gate waits for its
    NLIScorer). Gives the names of the handle-only applications and the base URL of each gate application by
    route prefix. Each application keeps its own scripted answers, so no test depends on another's order."""
    tiny_models = env.tiny_models
    gates = {"mc-gate": gate_app_args(tiny_models), "mc-strict": strict_gate_args(tiny_models, env.tmp / "strict"),
             "mc-wired": wired_gate_args(env.tmp / "wired")}
    handle_targets = graph_targets(tiny_models) + batch_targets()
    targets = handle_targets + [
        serve.RunTarget(build_app(args), name=name, route_prefix=f"/{name}") for name, args in gates.items()]
    yield targets, ([t.name for t in handle_targets], {name: f"{env.base_url}/{name}" for name in gates})


@pytest.fixture(scope="module")
def deployed(model_check_apps):
    """The handles of the handle-only applications by name, and the base URL of each gate application."""
    names, urls = model_check_apps
    return {name: serve.get_app_handle(name) for name in names}, urls


@pytest.fixture(scope="module")
def graph(deployed):
    return {name: deployed[0][f"mc-{name}"] for name in GRAPH}


@pytest.fixture(scope="module")
async def backends(graph, tiny_models):
    backends = await HandleBackends.from_handles(graph["extractor"], graph["nli"], graph["judge"],
                                                 helper_llm=graph["generator"])
    assert isinstance(backends.llm, HandleLLM) and backends.evaluator_llm is None
    assert backends.model_ids() == {"nli": str(tiny_models.nli), "extractor": "scripted", "judge": "scripted"}
    return backends


async def test_the_new_checks_decide_over_the_deployments(graph, backends):
    policy = Policy.load()
    context = RequestContext(query="Will my claim be accepted?", sources=SOURCES)
    low = CheckConfig(options={"contradiction_above": 0.01})  # the random NLI's contradiction (~1/3) counts

    (explicit,) = policy.build(["explicit_support"], backends=backends)
    result = (await run_checks("The policy expressly allows claims to be filed at any time [1].", context, [explicit]))[0]
    assert result.fired and not result.passed and result.metrics["fabricated_quotes"] == 1

    conflict = check_class("acceptance_conflict")(low, backends)
    answer = "Yes, a claim submitted 14 months after the date of service will be accepted [1]."
    result = (await run_checks(answer, context, [conflict]))[0]
    assert not result.passed and result.evidence[0].detail["material_says"] == [REFUSAL]
    assert result.metrics["nli_pairs"] == 1 and f'"{REFUSAL}"' in result.feedback

    (overruled,) = policy.build(["exception_overruled"], backends=backends)
    answer = "Although the policy excludes cosmetic dental work, it is usually covered [2]."
    result = (await run_checks(answer, context, [overruled]))[0]
    assert not result.passed and result.evidence[0].detail["material_says"] == [EXCLUSION]

    (criteria,) = policy.build(["criteria"], backends=backends)
    result = (await run_checks("The claim is late [1].", context, [criteria]))[0]
    assert result.passed and result.metrics["unparsable"] and "did not parse" in result.error

    calls = await serve.get_deployment_handle("Generator", app_name="mc-generator").recorded_calls.remote()
    assert len(calls) == len(SCRIPT)


def gate_app_args(tiny_models) -> AppArgs:
    return AppArgs(
        # The verify request's copy (exception_overruled asks the generator's model), then the gate's two attempts.
        generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted",
                   "answers": [copied(EXCLUSION), "The plan had 1,200 members in 2023 [1].",
                               "The plan had about 1,200 members in 2023 [1]."]},
        nli={"model": str(tiny_models.nli)},
        trace_uri=None,
        api_keys=[],
        deployments={name: LIGHT for name in ("Gate", "Generator", "ClaimExtractor", "NLIScorer", "Judge")},
    )


@pytest.fixture(scope="module")
def gate_app(deployed):
    return deployed[1]["mc-gate"]


def test_verify_and_gate_routes_run_the_new_checks(gate_app):
    sources = [{"id": "1", "text": "The plan had about 1,200 members in 2023. Appeals are heard by a panel."},
               {"id": "2", "text": f"The plan covers preventive dental care. {EXCLUSION}"}]
    with httpx.Client(base_url=gate_app, timeout=120) as client:
        verify = client.post("/v1/verify", json={
            "answer": "Although the policy excludes cosmetic dental work, it is usually covered [2].",
            "sources": sources, "checks": ["specificity", "exception_overruled", "acceptance_conflict"],
        })
        gate = client.post("/v1/gate", json={"query": "How many members?", "sources": sources,
                                             "profile": "deterministic", "max_attempts": 2})
        listed = client.get("/v1/checks").json()
    body = verify.json()
    assert set(body["scores"]) == {"specificity", "exception_overruled", "acceptance_conflict"}, body
    assert body["failed"] == ["exception_overruled"] and verify.status_code == 202
    calls = serve.get_deployment_handle("Generator", app_name="mc-gate").recorded_calls.remote().result()
    assert EXCLUSION in calls[0][-1]["content"] and len(calls) == 3  # one copy, two attempts
    assert gate.status_code == 200 and gate.json()["healed"] is True, gate.text
    assert "specificity" in gate.json()["checks"]
    assert {"explicit_support", "criteria", "fabricated_claims"} <= set(listed["checks"])


def strict_gate_args(tiny_models, directory) -> AppArgs:
    """The real graph with a policy whose fabrication band sits below the random NLI's contradiction (~1/3), so a
    cited claim is a fabrication candidate; groundedness's band passes every claim (no judge call)."""
    import yaml

    from checks.policy import DEFAULT_POLICY_PATH

    policy = yaml.safe_load(DEFAULT_POLICY_PATH.read_text())
    policy["checks"]["fabricated_claims"]["options"].update(contradiction_above=0.01, entailment_below=0.99,
                                                             confirm_with_judge=False)
    policy["checks"]["groundedness"]["options"].update(supported_above=0.01, unsupported_below=0.0)
    directory.mkdir()
    path = directory / "checks.yaml"
    path.write_text(yaml.safe_dump(policy))
    claims = json.dumps({"claims": [{"text": "Cosmetic dental work is covered.", "cited_source_ids": ["2"]}]})
    return AppArgs(
        generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": ["Cosmetic dental work is covered [2].", claims]},
        nli={"model": str(tiny_models.nli)},
        policy_path=str(path),
        trace_uri=None,
        api_keys=[],
        deployments={name: LIGHT for name in ("Gate", "Generator", "ClaimExtractor", "NLIScorer", "Judge")},
    )


@pytest.fixture(scope="module")
def strict_gate(deployed):
    return deployed[1]["mc-strict"]


def test_strict_blocks_a_fabricated_claim_with_422_and_an_incident(strict_gate):
    sources = [{"id": "1", "text": "The plan covers preventive dental care twice a year."},
               {"id": "2", "text": EXCLUSION}]
    response = httpx.post(f"{strict_gate}/v1/gate", json={"query": "Is cosmetic dental work covered?",
                                                         "sources": sources, "profile": "strict"}, timeout=120)
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["status"] == "blocked" and body["check"] == "fabricated_claims" and body["incident_id"]
    assert "output" not in body


EVALUATION = json.dumps({"verdicts": [
    {"name": "context_grounding", "passed": False, "reasoning": "The answer says 14 months are fine.", "confidence": 0.9},
    {"name": "query_alignment", "passed": True, "reasoning": "It answers the question.", "confidence": 0.9},
    {"name": "completeness", "passed": False, "reasoning": "It leaves out the 12-month limit.", "confidence": 0.8},
    {"name": "confidence_calibration", "passed": True, "reasoning": "Plainly stated.", "confidence": 0.7},
]})


def wired_gate_args(directory) -> AppArgs:
    """The graph as build_app wires it, nothing set by hand: a binary verifier whose labels say nothing
    (LABEL_0 / LABEL_1) mapped through `nli.labels`, the generator copying sentences for the extraction-based
    checks, and a separate EvaluatorLLM that `criteria` (cross_model, profile `evaluated`) must use."""
    import yaml

    from checks.policy import DEFAULT_POLICY_PATH
    from gate_testkit.tiny_models import build_binary_verifier_model

    tmp = directory
    tmp.mkdir()
    verifier = build_binary_verifier_model(tmp / "verifier", labels={0: "LABEL_0", 1: "LABEL_1"})
    policy = yaml.safe_load(DEFAULT_POLICY_PATH.read_text())
    policy["checks"]["criteria"]["options"]["cross_model"] = True
    (tmp / "checks.yaml").write_text(yaml.safe_dump(policy))
    return AppArgs(
        generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted-generator",
                   "answers": [copied("Claims may be filed at any time by e-mail.")]},
        evaluator_llm={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted-evaluator", "answers": [EVALUATION]},
        nli={"model": str(verifier), "labels": {"supported": ["LABEL_1"], "contradicted": ["LABEL_0"]}},
        policy_path=str(tmp / "checks.yaml"),
        profiles=["default", "evaluated", "deterministic"],
        trace_uri=None,
        api_keys=[],
        deployments={name: LIGHT for name in
                     ("Gate", "Generator", "EvaluatorLLM", "ClaimExtractor", "NLIScorer", "Judge")},
    )


@pytest.fixture(scope="module")
def wired_gate(deployed):
    return deployed[1]["mc-wired"]


def test_build_app_wires_the_copying_llm_the_evaluator_and_the_label_mapping(wired_gate):
    sources = [{"id": "1", "text": SOURCES[0].text}, {"id": "2", "text": SOURCES[1].text}]
    with httpx.Client(base_url=wired_gate, timeout=120) as client:
        explicit = client.post("/v1/verify", json={
            "answer": "The policy expressly allows claims to be filed at any time [1].", "sources": sources,
            "checks": ["explicit_support"]})
        evaluated = client.post("/v1/verify", json={
            "answer": "Yes, a claim submitted 14 months after the date of service is fine [1].", "sources": sources,
            "query": "Will a late claim be accepted?", "profile": "evaluated", "checks": ["criteria"]})
        strict = client.post("/v1/verify", json={"answer": "Fine [1].", "sources": sources, "profile": "strict"})
    # explicit_support asked the generator's model to copy; the copy is not in the material: a fabricated quote.
    assert explicit.status_code == 202 and explicit.json()["failed"] == ["explicit_support"], explicit.text
    # criteria ran in `evaluated` on the EvaluatorLLM: two of four equal weights fail, 0.5 < 0.7.
    body = evaluated.json()
    assert evaluated.status_code == 202 and body["failed"] == ["criteria"] and body["scores"]["criteria"] == 0.5, body
    assert strict.status_code == 422 and strict.json()["error"]["code"] == "profile_unavailable"
    generator_calls = serve.get_deployment_handle("Generator", app_name="mc-wired").recorded_calls.remote().result()
    evaluator_calls = serve.get_deployment_handle("EvaluatorLLM", app_name="mc-wired").recorded_calls.remote().result()
    assert len(generator_calls) == 1 and "Claims must be filed within 90 days" in generator_calls[0][-1]["content"]
    assert len(evaluator_calls) == 1 and "Criteria:" in evaluator_calls[0][-1]["content"]


# ------------------------------------------------------------------------------------------ batching over Serve

FILING = "Claims must be filed within 90 days of the date of service."
ANSWER = (
    "The policy says claims must be filed within 90 days [1]. "
    "Yes, a claim submitted 14 months after the date of service will be accepted [1]. "
    "Although the policy excludes cosmetic dental work, it is usually covered [2]."
)

# explicit_support fires on two sentences ("the policy says", "the policy excludes"), the other two checks on one
# each: four copy prompts to the helper LLM. The claim extractor's LLM (each Serve app holds its own replica of a
# bound deployment) writes the answer's claims, for groundedness and fabricated_claims. The NLI pool and the judge are
# the graph's (mc-nli, mc-judge): nothing here counts their calls, and the bands below never reach the judge.
CLAIMS = json.dumps({"claims": [
    {"text": "Claims must be filed within 90 days.", "cited_source_ids": ["1"]},
    {"text": "A claim submitted 14 months after the date of service will be accepted.", "cited_source_ids": ["1"]},
]})
COPIES = [copied(FILING), copied(EXCLUSION), copied(REFUSAL), copied(EXCLUSION)]


def batch_targets() -> list[serve.RunTarget]:
    """The batching test's own applications (batch-<name>), with counting LLM deployments."""
    claims_llm = CountingGenerator.bind({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": [CLAIMS]})
    app = {
        "generator": CountingGenerator.bind({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": COPIES}),
        "extractor": ClaimExtractor.options(**LIGHT).bind(claims_llm),
    }
    return [serve.RunTarget(a, name=f"batch-{n}", route_prefix=None) for n, a in app.items()]


@pytest.fixture(scope="module")
def batch_backends(deployed):
    handles = deployed[0]
    models = asyncio.run(HandleBackends.from_handles(
        handles["batch-extractor"], handles["mc-nli"], handles["mc-judge"], helper_llm=handles["batch-generator"]))
    return models, handles["batch-generator"]


async def test_the_checks_of_one_answer_share_one_batched_extraction_call_over_serve(batch_backends):
    models, generator = batch_backends
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
