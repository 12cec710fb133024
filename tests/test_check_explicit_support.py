"""`explicit_support`: "the policy says / is not permitted / must be filed within" needs a sentence that says it."""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.builtin.explicit_support import ExplicitSupportCheck, fires
from gate.engines.nli import NLIModel
from tests.model_check_helpers import ALWAYS_CONTRADICTS, NEVER_CONTRADICTS, backends, copied

FILING = "Claims must be filed within 90 days of the date of service."
EMAIL = "Paper claims may also be submitted by e-mail to the claims unit."
REFERRAL = "Members of the HMO plan need a referral from their primary care physician before seeing a specialist."
SOURCES = (
    Source(id="1", text=f"{FILING} Late claims are reviewed only when the member shows good cause."),
    Source(id="2", text=f"{REFERRAL} {EMAIL}"),
)

MUST_FIRE = [
    "The policy expressly allows claims to be submitted by e-mail [2].",
    "The regulation states that appeals must be decided within 30 days.",
    "Out-of-network referrals are not permitted under the HMO plan.",
    "Claims must be filed within 90 days of the date of service [1].",
    "According to the member handbook, prior authorisation is required for MRI scans.",
    "The contract explicitly prohibits balance billing by network providers.",
    "Under the plan, members may not see a specialist without a referral.",
    "Section 4 of the policy says that cosmetic surgery is excluded.",
    "Smoking is strictly prohibited on the premises.",
    "The guidance specifically requires a second opinion before surgery.",
]
MUST_NOT_FIRE = [
    "The plan covers up to 100 days in a skilled nursing facility [1].",
    "Your deductible is $1,632 for each benefit period.",
    "Physiotherapy is covered for 20 sessions a year.",
    "The member was admitted on 3 March and discharged on 7 March.",
    "We appeal the denial of claim CLM-88213 for skilled nursing care.",
    "Prior authorisation was obtained before the procedure.",
    "The policy number is printed on the member card.",
    "The plan pays 80 percent of the allowed amount after the deductible.",
    "The regulation entered into force in 2024.",
    "Appeals are decided by an independent review panel.",
    "The handbook has a section on prescription drugs.",
    "Please send the form back when you can.",
]


@pytest.mark.parametrize("sentence", MUST_FIRE)
def test_the_pre_check_fires_on_attributions_to_the_material(sentence):
    assert fires(sentence)


@pytest.mark.parametrize("sentence", MUST_NOT_FIRE)
def test_the_pre_check_does_not_fire_on_ordinary_statements(sentence):
    assert not fires(sentence)


@pytest.fixture(scope="module")
def nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


def context() -> RequestContext:
    return RequestContext(query="How do I file a claim?", sources=SOURCES)


def check(models, **options) -> ExplicitSupportCheck:
    return ExplicitSupportCheck(CheckConfig(options={**NEVER_CONTRADICTS, **options}), models)


async def test_no_attribution_makes_no_model_call(nli):
    models = backends(nli, copied(FILING))
    result = await check(models).check(" ".join(MUST_NOT_FIRE[:4]), context())
    assert not result.fired and result.passed and models.batches == [] and models.scored == []


async def test_a_verbatim_copied_sentence_supports_the_statement(nli):
    models = backends(nli, copied("Claims must be filed within  90 days\nof the date of service."))
    result = await check(models).check("The policy says claims must be filed within 90 days [1].", context())
    assert result.fired and result.passed and result.metrics["extraction"] == "model"
    assert models.batches == [1] and result.metrics["fabricated_quotes"] == 0
    prompt = models.llm.calls[0]
    assert FILING in prompt[-1]["content"] and "The policy says claims" in prompt[-1]["content"]
    assert REFERRAL not in prompt[-1]["content"]  # only the cited passage is shown


async def test_a_fabricated_quote_is_rejected_and_the_statement_fails(nli):
    models = backends(nli, copied("Claims may be filed by e-mail at any time."))
    answer = "The policy expressly allows claims to be filed at any time [1]."
    result = await check(models).check(answer, context())
    assert result.fired and not result.passed and result.metrics["fabricated_quotes"] == 1
    (evidence,) = result.evidence
    assert evidence.text == "The policy expressly allows claims to be filed at any time."
    assert evidence.start == 0 and evidence.detail["reason"] == "no sentence of the material states it"
    assert "does not say what" in result.feedback


async def test_a_fragment_is_not_a_sentence_of_the_material(nli):
    models = backends(nli, copied("within 90 days"))
    result = await check(models).check("The policy says claims must be filed within 90 days [1].", context())
    assert not result.passed and result.metrics["fabricated_quotes"] == 1


async def test_a_contradicting_sentence_fails_and_the_feedback_quotes_it(nli):
    models = backends(nli, copied(FILING))
    result = await check(models, **ALWAYS_CONTRADICTS).check(
        "The policy says claims must be filed within 30 days [1].", context()
    )
    assert not result.passed and result.evidence[0].detail["reason"] == "the material contradicts it"
    assert f'"{FILING}"' in result.feedback and result.metrics["nli_pairs"] == 1


async def test_an_unparsable_extraction_passes_and_is_recorded(nli):
    models = backends(nli, "I think it is allowed.", "Still not JSON.")
    result = await check(models).check("The policy expressly allows claims by e-mail [2].", context())
    assert result.fired and result.passed and result.metrics["unparsable"] == 1
    assert "StructuredOutputError" in result.metrics["extraction_errors"][0]
    assert models.scored == []


async def test_without_an_llm_the_materials_rule_sentences_are_the_candidates(nli):
    models = backends(nli)
    supported = await check(models).check("Claims must be filed within 90 days of service [1].", context())
    assert supported.passed and supported.metrics["extraction"] == "deterministic"
    unsupported = await check(models).check("The regulation states that appeals must be decided within 30 days.",
                                            context())
    assert not unsupported.passed and unsupported.evidence[0].detail["material_says"] == []


async def test_every_statement_goes_out_in_one_batch_and_a_retry_reuses_it(nli):
    models = backends(nli, copied(FILING), copied(EMAIL), copied(EMAIL))
    ctx = context()
    answer = "Claims must be filed within 90 days [1]. The policy expressly allows submission by e-mail [2]."
    first = await check(models).check(answer, ctx)
    assert first.passed and models.batches == [2] and first.metrics["model_calls"] == 2  # one LLM, one NLI call
    again = await check(models).check(answer, ctx)
    assert again.passed and models.batches == [2] and again.metrics["model_calls"] == 0
