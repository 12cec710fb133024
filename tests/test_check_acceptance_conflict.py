"""`acceptance_conflict`: "yes, it will be accepted" where the material says it will not be."""

from __future__ import annotations

import pytest

from checks.builtin.acceptance_conflict import AcceptanceConflictCheck, affirms, negates
from checks.base import CheckConfig
from checks.context import RequestContext, Source
from gate.engines.nli import NLIModel
from tests.model_check_helpers import ALWAYS_CONTRADICTS, NEVER_CONTRADICTS, backends, copied

REFUSAL = "Claims submitted more than 12 months after the date of service will not be accepted."
FAX = "Appeals sent by fax are not eligible for expedited review."
SOURCES = (
    Source(id="1", text=f"Claims are processed within 30 days. {REFUSAL}"),
    Source(id="2", text=f"Expedited review is available for urgent care. {FAX}"),
)

AFFIRMATIVE = [
    "Yes, your claim will be accepted even though it is 14 months old.",
    "The claim is eligible for reimbursement [1].",
    "Late claims are still accepted if you include a cover letter.",
    "Your fax appeal qualifies for expedited review [2].",
    "You can submit the claim by post.",
    "The treatment is covered under your plan.",
    "The member may receive the refund within 30 days.",
]
NOT_AFFIRMATIVE = [
    "The claim will not be accepted after 12 months [1].",
    "Claims are processed within 30 days [1].",
    "Fax appeals are not eligible for expedited review.",
    "Expedited review is available for urgent care.",
    "The deductible is $1,632 per benefit period.",
    "Is the claim eligible for reimbursement?",
]
NEGATING = [
    REFUSAL,
    FAX,
    "Cosmetic procedures are excluded from coverage.",
    "No claims will be paid for services received abroad.",
    "Applications received after the deadline will be rejected.",
    "Members who move out of the service area are ineligible for the HMO plan.",
    "Handwritten forms cannot be accepted.",
]
NOT_NEGATING = [
    "Claims are processed within 30 days.",
    "Expedited review is available for urgent care.",
    "The plan covers up to 100 days of skilled nursing care.",
    "Members may appeal a denial within 180 days.",
    "Claims must be filed within 90 days.",
]


@pytest.mark.parametrize("sentence", AFFIRMATIVE)
def test_affirmative_answers_are_seen(sentence):
    assert affirms(sentence)


@pytest.mark.parametrize("sentence", NOT_AFFIRMATIVE)
def test_negative_neutral_and_questions_are_not_affirmative(sentence):
    assert not affirms(sentence)


@pytest.mark.parametrize("sentence", NEGATING)
def test_refusals_in_the_material_are_seen(sentence):
    assert negates(sentence)


@pytest.mark.parametrize("sentence", NOT_NEGATING)
def test_ordinary_rules_are_not_refusals(sentence):
    assert not negates(sentence)


@pytest.fixture(scope="module")
def nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


LATE_CLAIM_ACCEPTED = "Yes, a claim submitted 14 months after the date of service will be accepted [1]."


def context(*sources: Source) -> RequestContext:
    return RequestContext(query="Will my claim be accepted?", sources=sources or SOURCES)


def check(models, **options) -> AcceptanceConflictCheck:
    return AcceptanceConflictCheck(CheckConfig(options={**NEVER_CONTRADICTS, **options}), models)


async def test_no_refusal_in_the_sources_makes_no_model_call(nli):
    models = backends(nli, copied(REFUSAL))
    calm = (Source(id="1", text="Claims are processed within 30 days. Expedited review is available."),)
    result = await check(models, **ALWAYS_CONTRADICTS).check(LATE_CLAIM_ACCEPTED, context(*calm))
    assert not result.fired and result.passed and models.batches == [] and models.scored == []


async def test_no_affirmative_answer_makes_no_model_call(nli):
    models = backends(nli, copied(REFUSAL))
    result = await check(models, **ALWAYS_CONTRADICTS).check("The claim will not be accepted [1].", context())
    assert not result.fired and models.batches == [] and models.scored == []


async def test_a_copied_refusal_that_contradicts_the_answer_fails_and_is_quoted(nli):
    models = backends(nli, copied(REFUSAL))
    answer = LATE_CLAIM_ACCEPTED
    result = await check(models, **ALWAYS_CONTRADICTS).check(answer, context())
    assert result.fired and not result.passed
    (evidence,) = result.evidence
    assert evidence.detail["material_says"] == [REFUSAL] and evidence.start == 0
    assert f'"{REFUSAL}"' in result.feedback
    assert models.scored == [[(REFUSAL, answer.replace(" [1]", ""))]]


async def test_a_copied_refusal_the_nli_model_does_not_find_contradicting_passes(nli):
    models = backends(nli, copied(REFUSAL))
    result = await check(models).check(LATE_CLAIM_ACCEPTED, context())
    assert result.fired and result.passed and result.metrics["conflicts"] == 0


async def test_a_fabricated_refusal_is_rejected_before_the_nli_model_sees_it(nli):
    models = backends(nli, copied("Claims older than 6 months will not be accepted."))
    result = await check(models, **ALWAYS_CONTRADICTS).check(LATE_CLAIM_ACCEPTED, context())
    assert result.passed and result.metrics["fabricated_quotes"] == 1 and models.scored == []


async def test_an_unparsable_extraction_passes_and_is_recorded(nli):
    models = backends(nli, "no", "no")
    result = await check(models, **ALWAYS_CONTRADICTS).check(LATE_CLAIM_ACCEPTED, context())
    assert result.fired and result.passed and result.metrics["unparsable"] == 1


async def test_a_refusal_about_something_else_does_not_fire(nli):
    models = backends(nli, copied(REFUSAL))
    answer = "Preventive care visits are covered at no cost [1]."
    result = await check(models, **ALWAYS_CONTRADICTS).check(answer, context())
    assert not result.fired and models.batches == []


async def test_without_an_llm_the_refusals_on_the_topic_are_the_candidates(nli):
    models = backends(nli)
    answer = "Your fax appeal qualifies for expedited review [2]."
    result = await check(models, **ALWAYS_CONTRADICTS).check(answer, context())
    assert not result.passed and result.metrics["extraction"] == "deterministic"
    assert result.evidence[0].detail["material_says"] == [FAX]


async def test_the_nli_pairs_are_capped_with_each_statements_closest_refusal_first(nli):
    # A rules document with many refusals about claims: without an LLM every refusal on the topic is a candidate.
    refusals = [REFUSAL] + [
        f"Claims submitted for {kind} services will not be accepted without an itemised bill."
        for kind in ("dental", "vision", "hearing", "chiropractic", "laboratory", "ambulance", "hospice", "pharmacy")
    ]
    sources = (Source(id="1", text=" ".join(refusals)), Source(id="2", text=f"Expedited review is available. {FAX}"))
    answer = (f"{LATE_CLAIM_ACCEPTED} Claims submitted for dental services will be accepted without an itemised "
              "bill [1].")
    unbounded = backends(nli)
    full = await check(unbounded).check(answer, context(*sources))
    total = sum(map(len, unbounded.scored))
    assert full.metrics["statements"] == 2 and total > 4 and full.metrics["pairs_dropped"] == 0

    capped = backends(nli)
    result = await check(capped, max_pairs=4, **ALWAYS_CONTRADICTS).check(answer, context(*sources))
    scored = [pair for call in capped.scored for pair in call]
    assert len(scored) == 4 and result.metrics["pairs_dropped"] == total - 4
    by_statement = {}
    for premise, hypothesis in scored:
        by_statement.setdefault(hypothesis, []).append(premise)
    assert sorted(map(len, by_statement.values())) == [2, 2]
    late, dental = (s for s in by_statement)  # in answer order
    assert REFUSAL in by_statement[late] and refusals[1] in by_statement[dental]
    assert not result.passed and len(result.evidence) == 2
