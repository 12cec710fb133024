"""The groundedness check in-process: real tiny NLI model, claims and verdicts from scripted or tiny LLMs.

The tiny NLI model is random, so every claim scores near 1/3 entailment: the default bands put
every claim in the borderline band (the judge decides), and tests move the band thresholds
around the real scores to exercise the NLI-only paths.
"""

from __future__ import annotations

import json

import pytest

from checks.base import CheckConfig
from checks.grounding.claims import ClaimList, extract_claims, sentence_claims
from checks.context import RequestContext, Source
from checks.builtin.groundedness import (
    NO_JUDGE_REASON,
    NOT_SCORED_REASON,
    ClaimExtraction,
    GroundednessCheck,
    JudgeRequest,
    JudgeVerdict,
    approximate_tokens,
    factual_sentences,
    split_into_chunks,
    split_sentences,
    strip_citation_markers,
)
from checks.grounding.types import NLIScores
from checks.grounding.judging import QUOTE_NOT_FOUND_REASON, QUOTE_OFF_CLAIM_REASON, apply_quote_rule, judge_claims
from checks.policy import Policy
from gate.engines import EngineConfig, build_llm_engine
from gate.engines.nli import NLIModel
from gate.local_backends import LocalBackends, build_local_backends

DEDUCTIBLE = "The annual deductible is EUR 385 per calendar year."
DEADLINE = "Claims must be filed within 90 days of the date of service."
SOURCES = (
    Source(id="1", text=f"{DEDUCTIBLE} Coverage begins on 1 January 2025."),
    Source(id="2", text=f"Appeals are heard by the committee. {DEADLINE}"),
)
def fresh_context() -> RequestContext:
    """A new request's context: each test is its own request (the model-work cache lives in the context)."""
    return RequestContext(query="What are the deductible and the filing deadline?", sources=SOURCES)
ANSWER = "The deductible is EUR 385 per year [1]. Claims must be filed within 90 days [2]."
CLAIMS_JSON = json.dumps({"claims": [
    {"text": "The deductible is EUR 385 per year.", "cited_source_ids": ["1"], "type": "figure"},
    {"text": "Claims must be filed within 90 days.", "cited_source_ids": ["2"], "type": "fact"},
]})


def verdict(kind: str, quote: str = "", reason: str = "r") -> str:
    return json.dumps({"verdict": kind, "quote": quote, "reason": reason})


def config(**options) -> CheckConfig:
    return CheckConfig(floor=0.8, options=options)


class CountingBackends(LocalBackends):
    """LocalBackends that counts NLI calls, to assert that a pre-check made none."""

    nli_calls = 0

    async def score_pairs(self, pairs):
        self.nli_calls += 1
        return await super().score_pairs(pairs)


@pytest.fixture(scope="module")
def nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


def scripted_backends(nli: NLIModel, *answers: str) -> CountingBackends:
    return CountingBackends(nli, build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=list(answers))))


# ---------------------------------------------------------------- text helpers


def test_sentences_citations_and_the_factual_pre_check():
    text = (
        "## Coverage\nHello! Art. 12 sets the limit at 4.5 days [1]. Does it cover dental?\nI'm not sure.\n"
        "- It covers dental care [2, S3]."
    )
    assert split_sentences(text) == [
        "## Coverage", "Hello!", "Art. 12 sets the limit at 4.5 days [1].", "Does it cover dental?", "I'm not sure.",
        "It covers dental care [2, S3].",
    ]
    assert factual_sentences(text) == ["Art. 12 sets the limit at 4.5 days [1].", "It covers dental care [2, S3]."]
    assert factual_sentences("Thank you for your question. Let me know if you need more. It depends.") == []
    assert factual_sentences("Hello, the deductible is EUR 385.") == ["Hello, the deductible is EUR 385."]
    assert strip_citation_markers("It covers dental care [2, S3].") == ("It covers dental care.", ("2", "S3"))
    claims = sentence_claims(text)
    assert [c.text for c in claims] == ["Art. 12 sets the limit at 4.5 days.", "It covers dental care."]
    assert claims[1].cited_source_ids == ("2", "S3")


def test_chunks_are_sentence_aligned_and_fit_the_budget():
    sentences = [f"Sentence number {i} states one more fact about coverage." for i in range(40)]
    chunks = split_into_chunks(" ".join(sentences), max_tokens=40)
    assert len(chunks) > 5
    assert all(approximate_tokens(chunk) <= 40 for chunk in chunks)
    assert " ".join(chunks) == " ".join(sentences)
    long_sentence = " ".join(f"EUR {i}," for i in range(200)) + "."
    pieces = split_into_chunks(long_sentence, max_tokens=40)
    assert all(approximate_tokens(chunk) <= 40 for chunk in pieces) and " ".join(pieces) == long_sentence


LONG_RULE = (
    "Claims must be filed within 90 days of the date of service, unless the member was an inpatient "
    "on that day; in that case the period starts on the day of discharge."
)
RULE_CHUNKS = (LONG_RULE, f"{DEDUCTIBLE} Coverage begins on 1 January 2025.")


@pytest.mark.parametrize(
    "claim, quote",
    [
        ("Claims must be filed within 90 days.", LONG_RULE),  # the whole sentence
        ("Claims must be filed within 90 days.", "Claims  must be filed within 90 days of the date of service,\nunless "
         "the member was an inpatient on that day; in that case the period starts on the day of discharge."),
        ("Claims must be filed within 90 days.", "Claims must be filed within 90 days of the date of service"),
        ("An inpatient's filing period starts at discharge.", "in that case the period starts on the day of discharge"),
        ("The deductible is EUR 385 per year.", DEDUCTIBLE),
        ("The deductible is EUR 385 per year.", DEDUCTIBLE.rstrip(".")),  # final period left out
    ],
)
def test_quote_rule_keeps_a_whole_sentence_or_long_clause_of_the_claims_chunks(claim, quote):
    kept = apply_quote_rule(JudgeVerdict("SUPPORTED", quote, "ok"), JudgeRequest(claim, RULE_CHUNKS))
    assert kept.verdict == "SUPPORTED" and kept.reason == "ok"


@pytest.mark.parametrize(
    "claim, quote, reason",
    [
        ("The deductible is EUR 385 per year.", "a", QUOTE_NOT_FOUND_REASON),
        ("Claims must be filed within 90 days.", "3", QUOTE_NOT_FOUND_REASON),
        ("Claims must be filed within 90 days.", "", QUOTE_NOT_FOUND_REASON),
        ("Claims must be filed within 90 days.", "within 90 days", QUOTE_NOT_FOUND_REASON),  # a fragment
        ("Claims must be filed within 90 days.", "must be filed within 90 days of the date", QUOTE_NOT_FOUND_REASON),
        ("Claims must be filed within 120 days.", "Claims must be filed within 120 days.", QUOTE_NOT_FOUND_REASON),
        ("Claims must be filed within 90 days.", "claims must be filed within 90 days of the date of service",
         QUOTE_NOT_FOUND_REASON),  # case changed
        ("Appeals are heard by the committee.", "Appeals are heard by the committee.",
         QUOTE_NOT_FOUND_REASON),  # in a source, but not in a chunk given for this claim
        ("Claims must be filed within 90 days.", "Coverage begins on 1 January 2025.",
         QUOTE_OFF_CLAIM_REASON),  # verbatim, but about something else
    ],
)
def test_quote_rule_rejects_fragments_foreign_and_off_claim_quotes(claim, quote, reason):
    rejected = apply_quote_rule(JudgeVerdict("SUPPORTED", quote, "ok"), JudgeRequest(claim, RULE_CHUNKS))
    assert rejected == JudgeVerdict("UNSUPPORTED", quote, reason)


def test_quote_rule_leaves_other_verdicts_alone():
    request = JudgeRequest("Dental care is covered.", RULE_CHUNKS)
    assert apply_quote_rule(JudgeVerdict("PARTIAL", "made up", "x"), request).verdict == "PARTIAL"
    assert apply_quote_rule(JudgeVerdict("UNSUPPORTED", "", "x"), request).verdict == "UNSUPPORTED"


# ---------------------------------------------------------------- extraction and judging


async def test_extraction_from_valid_json_drops_non_factual_claims():
    llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=[json.dumps({"claims": [
        {"text": "The deductible is EUR 385 [1]", "cited_source_ids": [], "type": "figure"},
        {"text": "Is there a deductible?", "cited_source_ids": [], "type": "fact"},
    ]})]))
    extraction = await extract_claims(llm, ANSWER)
    assert extraction.fallback_used is False and extraction.error is None
    claims = [(c.text, c.cited_source_ids, c.type) for c in extraction.claims]
    assert claims == [("The deductible is EUR 385", ("1",), "figure")]
    assert ANSWER in llm.calls[0][-1]["content"] and "claims" in llm.calls[0][0]["content"]


async def test_extraction_falls_back_to_sentences_on_invalid_output():
    llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=["Here are the claims: none", '{"claims": "x"}']))
    extraction = await extract_claims(llm, f"Hello! {ANSWER} Anything else?")
    assert extraction.fallback_used is True
    assert "StructuredOutputError" in extraction.error and ClaimList.__name__ in extraction.error
    assert [c.text for c in extraction.claims] == [
        "The deductible is EUR 385 per year.", "Claims must be filed within 90 days."
    ]
    assert len(llm.calls) == 2  # the original request and one repair attempt


async def test_judge_submits_all_claims_together_and_rejects_fabricated_quotes():
    llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=[
        verdict("SUPPORTED", DEADLINE),
        verdict("SUPPORTED", "The deductible is EUR 500 per year."),
        "garbage",
        "garbage",
    ]))
    requests = [JudgeRequest("Claims must be filed within 90 days.", (DEADLINE,)),
                JudgeRequest("The deductible is EUR 500.", (DEDUCTIBLE,)),
                JudgeRequest("Dental care is covered.", (DEDUCTIBLE,))]
    verdicts = await judge_claims(llm, requests, [s.text for s in SOURCES])
    assert [v.verdict for v in verdicts] == ["SUPPORTED", "UNSUPPORTED", "UNSUPPORTED"]
    assert verdicts[1].reason == QUOTE_NOT_FOUND_REASON
    assert "did not validate" in verdicts[2].reason
    assert "Dental care is covered." in llm.calls[2][-1]["content"] and DEDUCTIBLE in llm.calls[2][-1]["content"]


# ---------------------------------------------------------------- the check


async def test_no_factual_sentence_does_not_fire_and_calls_no_model(nli):
    backends = scripted_backends(nli, CLAIMS_JSON)
    check = GroundednessCheck(config(), backends)
    result = await check.check("Hello! Could you tell me which plan you are on?", fresh_context())
    assert (result.fired, result.score, result.passed) == (False, 1.0, True)
    assert backends.llm.calls == [] and backends.nli_calls == 0


async def test_no_sources_does_not_fire(nli):
    backends = scripted_backends(nli, CLAIMS_JSON)
    for context in (RequestContext(query="q"), RequestContext(query="q", sources=(Source(id="1", text=" "),))):
        result = await GroundednessCheck(config(), backends).check(ANSWER, context)
        assert not result.fired and result.score == 1.0 and result.metrics["skipped"] == "no sources"
    assert backends.llm.calls == [] and backends.nli_calls == 0


async def test_borderline_claims_go_to_the_judge_in_one_call_and_verbatim_quotes_pass(nli):
    backends = scripted_backends(nli, CLAIMS_JSON, verdict("SUPPORTED", DEDUCTIBLE), verdict("SUPPORTED", DEADLINE))
    result = await GroundednessCheck(config(), backends).check(ANSWER, fresh_context())
    assert result.fired and result.passed and result.score == 1.0 and result.evidence == ()
    assert result.metrics["claims"] == 2
    assert result.metrics["bands"] == {"supported": 0, "borderline": 2, "unsupported": 0}
    assert result.metrics["judge_calls"] == 1 and result.metrics["pairs"] == 2 * 2
    assert len(backends.llm.calls) == 3  # extraction + one judge prompt per borderline claim, submitted together


async def test_a_fabricated_quote_makes_the_claim_unsupported_with_evidence_and_feedback(nli):
    backends = scripted_backends(
        nli, CLAIMS_JSON, verdict("SUPPORTED", DEDUCTIBLE), verdict("SUPPORTED", "Claims must be filed within 90 days.")
    )
    result = await GroundednessCheck(config(), backends).check(ANSWER, fresh_context())
    assert result.score == 0.5 and not result.passed
    (evidence,) = result.evidence
    assert evidence.text == "Claims must be filed within 90 days."
    assert evidence.detail["verdict"] == "UNSUPPORTED" and evidence.detail["reason"] == QUOTE_NOT_FOUND_REASON
    assert evidence.detail["quote"] == "Claims must be filed within 90 days."
    assert evidence.detail["best_chunk"] in {s.text for s in SOURCES} and evidence.detail["cited_source_ids"] == ["2"]
    assert set(evidence.detail) >= {"entailment", "contradiction", "neutral", "band", "best_source_id"}
    assert '"Claims must be filed within 90 days."' in result.feedback
    assert "Every claim must be supported by the passages" in result.feedback
    assert "Deductible" not in result.feedback and "EUR 385" not in result.feedback


async def test_partial_counts_as_unsupported(nli):
    backends = scripted_backends(nli, CLAIMS_JSON, verdict("PARTIAL", DEDUCTIBLE), verdict("SUPPORTED", DEADLINE))
    result = await GroundednessCheck(config(), backends).check(ANSWER, fresh_context())
    assert result.score == 0.5 and result.evidence[0].detail["verdict"] == "PARTIAL"


async def test_nli_bands_decide_without_the_judge(nli):
    claim_scores = nli.score([(s.text, c) for s in SOURCES for c in ("The deductible is EUR 385 per year.",)])
    assert all(0.05 < s.entailment < 0.9 and s.contradiction > 0.01 for s in claim_scores)

    async def run(**options):
        return await GroundednessCheck(config(**options), scripted_backends(nli, CLAIMS_JSON)).check(ANSWER, fresh_context())

    # thresholds placed around the random model's real scores (all near 1/3)
    supported = await run(supported_above=0.05, unsupported_below=0.01)
    assert supported.score == 1.0 and supported.metrics["judge_calls"] == 0
    assert supported.metrics["bands"] == {"supported": 2, "borderline": 0, "unsupported": 0}
    unsupported = await run(supported_above=0.99, unsupported_below=0.9)
    assert unsupported.score == 0.0 and unsupported.metrics["judge_calls"] == 0
    assert unsupported.metrics["bands"]["unsupported"] == 2
    assert {e.detail["band"] for e in unsupported.evidence} == {"unsupported"}
    contradicted = await run(contradiction_above=0.01)
    assert contradicted.score == 0.0 and contradicted.metrics["bands"]["unsupported"] == 2


async def test_without_a_judge_borderline_claims_are_unsupported(nli):
    backends = LocalBackends(nli, llm=None)
    result = await GroundednessCheck(config(), backends).check(ANSWER, fresh_context())
    assert result.score == 0.0 and result.metrics["judge_calls"] == 0 and result.metrics["fallback_used"] is True
    assert result.metrics["extraction_error"] == "no LLM configured"
    assert {e.detail["reason"] for e in result.evidence} == {NO_JUDGE_REASON}


async def test_long_sources_are_chunked_before_scoring(nli):
    filler = " ".join(f"Paragraph {i} describes an unrelated administrative rule of the plan." for i in range(120))
    context = RequestContext(query="q", sources=(Source(id="1", text=f"{filler} {DEDUCTIBLE}"),))
    backends = scripted_backends(nli, CLAIMS_JSON, verdict("SUPPORTED", DEDUCTIBLE), verdict("UNSUPPORTED"))
    # the judge sees every chunk (judge_chunks=10), so the chunk holding the quote is among them
    result = await GroundednessCheck(config(judge_chunks=10), backends).check(ANSWER, context)
    chunks = split_into_chunks(context.sources[0].text, nli.max_chunk_tokens)
    assert 1 < len(chunks) <= 10
    assert result.metrics["pairs"] == 2 * len(chunks) and result.score == 0.5


async def test_policy_builds_the_check_with_the_configured_bands(nli):
    policy = Policy.load()
    (check,) = policy.build(["groundedness"], backends=scripted_backends(nli, CLAIMS_JSON))
    assert isinstance(check, GroundednessCheck)
    bands = check.settings
    assert (bands.supported_above, bands.unsupported_below, bands.contradiction_above) == (0.85, 0.30, 0.5)
    assert check.floor == 0.8 and not check.hard and check.on_error == "open"
    with pytest.raises(ValueError):
        GroundednessCheck(config(supported_above=0.2, unsupported_below=0.5), scripted_backends(nli, CLAIMS_JSON))


async def test_end_to_end_with_the_tiny_models_in_process(tiny_models):
    backends = build_local_backends(str(tiny_models.nli), str(tiny_models.lm), device="cpu")
    assert backends.has_judge and backends.max_chunk_tokens == backends.nli.max_chunk_tokens
    # a random LM never writes valid JSON: keep its replies short so the test stays fast
    backends.extraction_sampling = backends.judge_sampling = {"max_tokens": 8}
    result = await GroundednessCheck(config(), backends).check(ANSWER, fresh_context())
    assert result.fired and result.score == 0.0 and not result.passed
    assert result.metrics["fallback_used"] is True and result.metrics["judge_calls"] == 1
    assert [e.text for e in result.evidence] == [
        "The deductible is EUR 385 per year.", "Claims must be filed within 90 days."
    ]
    assert all(e.detail["verdict"] == "UNSUPPORTED" for e in result.evidence)


async def test_local_backends_score_pairs_match_the_model(nli):
    backends = LocalBackends(nli)
    pairs = [(s.text, "The deductible is EUR 385.") for s in SOURCES]
    scores = await backends.score_pairs(pairs)
    assert all(isinstance(s, NLIScores) for s in scores)
    assert [s.entailment for s in scores] == pytest.approx([s.entailment for s in nli.score(pairs)], abs=1e-6)
    assert isinstance(await backends.extract_claims(ANSWER), ClaimExtraction)


# ---------------------------------------------------------------- pre-checks that must not pass what they never saw


@pytest.mark.parametrize(
    "text",
    [
        "All Members Get Free Dental Care.",
        "The plan pays for glasses. All Members Get Free Dental Care",
        "Prior Authorisation Is Required For MRI Scans [1].",
        "- Out-Of-Network Claims Are Paid At 60 Percent.",
    ],
)
def test_title_case_sentence_with_a_period_or_in_a_paragraph_is_a_claim(text):
    assert "Free Dental Care" in " ".join(factual_sentences(text)) or factual_sentences(text)
    assert any(c.text.startswith(("All Members", "Prior Authorisation", "Out-Of-Network")) for c in sentence_claims(text))


@pytest.mark.parametrize(
    "text", ["All Members Get Free Dental Care", "## Dental Benefits", "Coverage Details:", "**Appeals**", "Summary"]
)
def test_a_title_case_line_of_its_own_is_a_heading(text):
    assert factual_sentences(text) == [] and sentence_claims(text) == ()


async def test_an_empty_claim_list_for_a_factual_answer_falls_back_to_sentences():
    llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=['{"claims": []}']))
    extraction = await extract_claims(llm, ANSWER)
    assert extraction.fallback_used and "no claims" in extraction.error
    assert [c.text for c in extraction.claims] == [
        "The deductible is EUR 385 per year.", "Claims must be filed within 90 days."
    ]
    empty = await extract_claims(build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=['{"claims": []}'])),
                                 "Thanks for asking! Is there anything else?")
    assert empty.claims == () and not empty.fallback_used


async def test_an_empty_extraction_does_not_score_the_answer_as_grounded(nli):
    backends = scripted_backends(nli, '{"claims": []}')
    result = await GroundednessCheck(config(unsupported_below=0.9, supported_above=0.99), backends).check(ANSWER, fresh_context())
    assert result.fired and result.metrics["claims"] == 2 and result.metrics["fallback_used"]
    assert result.score == 0.0 and not result.passed


def test_model_check_modules_import_alone_without_cycles():
    import subprocess
    import sys

    modules = ["checks.grounding.types", "checks.text.sentences", "checks.grounding.claims", "checks.grounding.judging", "checks.builtin.groundedness",
               "checks.grounding.cache", "checks.grounding.extraction", "checks.grounding.verbatim", "checks.builtin.fabricated_claims",
               "checks.builtin.explicit_support", "checks.builtin.acceptance_conflict", "checks.builtin.exception_overruled",
               "checks.builtin.specificity", "checks.builtin.criteria"]
    for module in modules:
        done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, (module, done.stderr[-2000:])


# ---------------------------------------------------------------- the NLI pair budget (issue 10)

# Six claims a payer's answer makes, each supported by exactly one of ten one-sentence passages.
BUDGET_PASSAGES = (
    "The annual deductible is EUR 385 per calendar year for every member.",
    "Claims must be filed within 90 days of the date of service.",
    "Prior authorization is required for advanced imaging such as MRI and CT scans.",
    "Skilled nursing facility care is covered for up to 100 days after a qualifying stay.",
    "Preventive dental cleanings are covered twice a year at no cost.",
    "Emergency room visits carry a copayment of 150 dollars unless the member is admitted.",
    "Appeals are heard by an independent review committee within 30 business days.",
    "Generic prescriptions at a network pharmacy cost 10 dollars for a 30 day supply.",
    "Out-of-network physiotherapy is reimbursed at 60 percent of the allowed amount.",
    "Members may change their primary care physician once per calendar month.",
)
BUDGET_ANSWER = (
    "The annual deductible is EUR 385 per calendar year. Claims must be filed within 90 days of the date of service. "
    "MRI and CT scans need prior authorization. Skilled nursing facility care is covered for up to 100 days. "
    "Emergency room visits cost a copayment of 150 dollars. Generic prescriptions at a network pharmacy cost 10 dollars."
)
BUDGET_SUPPORT = {0: 0, 1: 1, 2: 2, 3: 3, 4: 5, 5: 7}  # claim index -> the passage that supports it


class RecordingBackends(LocalBackends):
    """LocalBackends (without an LLM sentences stand in for claims) that record every pair sent to the NLI model."""

    def __init__(self, nli: NLIModel, llm=None) -> None:
        super().__init__(nli, llm=llm)
        self.scored: list[tuple[str, str]] = []

    async def score_pairs(self, pairs):
        self.scored.extend(pairs)
        return await super().score_pairs(pairs)


def budget_context() -> RequestContext:
    return RequestContext(query="q", sources=tuple(Source(id=str(i), text=t) for i, t in enumerate(BUDGET_PASSAGES, 1)))


async def budget_run(nli: NLIModel, max_pairs: int):
    backends = RecordingBackends(nli)
    # bands placed around the random tiny model's scores: every scored claim is supported, so the test shows
    # which pairs were scored, not what the random model thinks of them
    options = {"supported_above": 0.05, "unsupported_below": 0.01, "contradiction_above": 0.99, "max_pairs": max_pairs}
    result = await GroundednessCheck(config(**options), backends).check(BUDGET_ANSWER, budget_context())
    return result, backends.scored


async def test_over_the_pair_budget_each_claim_is_scored_against_its_lexically_closest_passage(nli):
    claims = [c.text for c in sentence_claims(BUDGET_ANSWER)]
    assert len(claims) == 6 and len(BUDGET_PASSAGES) == 10
    result, scored = await budget_run(nli, max_pairs=6)
    assert len(scored) == 6 and result.metrics["nli_pairs"] == 6 and result.metrics["pairs_dropped"] == 60 - 6
    # the one pair each claim got is the passage that supports it, so every claim is found supported
    assert set(scored) == {(BUDGET_PASSAGES[BUDGET_SUPPORT[i]], claim) for i, claim in enumerate(claims)}
    assert result.score == 1.0 and result.passed and result.metrics["supported"] == 6


async def test_a_larger_budget_scores_at_most_max_pairs_best_chunks_first(nli):
    claims = [c.text for c in sentence_claims(BUDGET_ANSWER)]
    result, scored = await budget_run(nli, max_pairs=15)
    assert len(scored) == 15 and result.metrics["pairs"] == 15 and result.metrics["pairs_dropped"] == 45
    per_claim = {claim: [premise for premise, hypothesis in scored if hypothesis == claim] for claim in claims}
    assert sorted(map(len, per_claim.values())) == [2, 2, 2, 3, 3, 3]  # every claim a second pair before any a third
    assert all(BUDGET_PASSAGES[BUDGET_SUPPORT[i]] in per_claim[claim] for i, claim in enumerate(claims))
    everything, all_pairs = await budget_run(nli, max_pairs=4096)
    assert len(all_pairs) == 60 and everything.metrics["pairs_dropped"] == 0


async def test_a_claim_left_without_a_scored_pair_is_unsupported_never_silently_supported(nli):
    claims = [c.text for c in sentence_claims(BUDGET_ANSWER)]
    result, scored = await budget_run(nli, max_pairs=4)
    assert len(scored) == 4 and result.metrics["claims_unscored"] == 2
    assert result.score == pytest.approx(4 / 6) and not result.passed
    assert [e.text for e in result.evidence] == claims[4:]
    assert all(e.detail["reason"] == NOT_SCORED_REASON and e.detail["band"] == "unsupported" for e in result.evidence)
    assert all("entailment" not in e.detail for e in result.evidence)
    assert "2 could not be checked within this request's limit" in result.feedback


# ---------------------------------------------------------------- configured citation markers (issue 9)

CUSTOM_MARKER = r"\{\{cite:([^}]+)\}\}"


def test_configured_markers_are_read_out_of_sentences_and_claims():
    sentence = "The deductible is EUR 385 per year {{cite:1}}."
    assert strip_citation_markers(sentence) == (sentence, ())  # not a built-in form
    assert strip_citation_markers(sentence, (), [CUSTOM_MARKER]) == ("The deductible is EUR 385 per year.", ("1",))
    assert factual_sentences("{{cite:1, 2}}", [CUSTOM_MARKER]) == []
    (claim,) = sentence_claims(sentence, [CUSTOM_MARKER])
    assert (claim.text, claim.cited_source_ids) == ("The deductible is EUR 385 per year.", ("1",))


async def test_groundedness_reads_the_policys_marker_patterns_out_of_extracted_claims(nli, tmp_path):
    import yaml

    path = tmp_path / "policy.yaml"
    path.write_text(yaml.safe_dump({
        "checks": {"citations": {"options": {"patterns": [CUSTOM_MARKER]}}},
        "profiles": {"default": ["citations", "groundedness"]},
    }))
    claims = json.dumps({"claims": [{"text": "The deductible is EUR 385 per year {{cite:1}}.", "cited_source_ids": []}]})
    backends = RecordingBackends(nli, build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=[claims])))
    (check,) = Policy.load(path).build(["groundedness"], backends=backends)
    assert check.settings.marker_patterns == [CUSTOM_MARKER]  # copied from citations: no anchor in this file
    result = await check.check("The deductible is EUR 385 per year {{cite:1}}.", fresh_context())
    assert result.fired and result.metrics["claims"] == 1
    assert {hypothesis for _, hypothesis in backends.scored} == {"The deductible is EUR 385 per year."}
