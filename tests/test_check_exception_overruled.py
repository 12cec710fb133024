"""`exception_overruled`: an exception of the material acknowledged and then set aside by "general practice"."""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.builtin.exception_overruled import ExceptionOverruledCheck, overrules
from gate.engines.nli import NLIModel
from tests.model_check_helpers import backends, copied

EXCLUSION = "Cosmetic dental work is excluded from coverage under every plan tier."
SOURCES = (
    Source(id="1", text=f"The plan covers preventive dental care twice a year. {EXCLUSION}"),
    Source(id="2", text="Physiotherapy is covered for 20 sessions per calendar year."),
)

MUST_FIRE = [
    "Although the policy excludes cosmetic dental work, it is usually covered [1].",
    "Cosmetic dental work is excluded, but in practice most insurers pay for it [1].",
    "Even though the plan does not cover whitening, members are generally reimbursed.",
    "The exclusion applies to cosmetic work; however, claims are typically approved in most cases.",
    "While the regulation restricts off-label use, it is commonly allowed by payers.",
]
MUST_NOT_FIRE = [
    "Cosmetic dental work is excluded from coverage [1].",
    "The plan usually covers preventive dental care twice a year [1].",
    "Although the deductible is high, preventive care is free.",
    "Physiotherapy is covered for 20 sessions per calendar year [2].",
    "Cosmetic dental work is excluded unless it follows an accident.",
    "However, members should check their plan documents.",
    "The plan generally pays within 30 days.",
]


@pytest.mark.parametrize("sentence", MUST_FIRE)
def test_the_pre_check_fires_on_an_exception_set_aside(sentence):
    assert overrules(sentence)


@pytest.mark.parametrize("sentence", MUST_NOT_FIRE)
def test_the_pre_check_does_not_fire_on_plain_statements(sentence):
    assert not overrules(sentence)


@pytest.fixture(scope="module")
def nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


def context() -> RequestContext:
    return RequestContext(query="Is cosmetic dental work covered?", sources=SOURCES)


def check(models) -> ExceptionOverruledCheck:
    return ExceptionOverruledCheck(CheckConfig(), models)


OVERRULING = "Although the policy excludes cosmetic dental work, it is usually covered [1]."


async def test_an_exception_the_material_states_fails_and_is_quoted(nli):
    models = backends(nli, copied(EXCLUSION))
    result = await check(models).check(OVERRULING, context())
    assert result.fired and not result.passed
    assert result.evidence[0].detail["material_says"] == [EXCLUSION] and f'"{EXCLUSION}"' in result.feedback
    assert models.batches == [1] and EXCLUSION in models.llm.calls[0][-1]["content"]


async def test_a_fabricated_exception_quote_is_rejected(nli):
    models = backends(nli, copied("Cosmetic dental work is excluded except after an accident."))
    result = await check(models).check(OVERRULING, context())
    assert result.fired and result.passed and result.metrics["fabricated_quotes"] == 1


async def test_an_unparsable_extraction_passes_and_is_recorded(nli):
    models = backends(nli, "maybe", "maybe")
    result = await check(models).check(OVERRULING, context())
    assert result.fired and result.passed and result.metrics["unparsable"] == 1


async def test_a_cited_passage_without_an_exception_does_not_fire(nli):
    models = backends(nli, copied(EXCLUSION))
    answer = "Although physiotherapy is limited, it is usually covered for more sessions [2]."
    result = await check(models).check(answer, context())
    assert not result.fired and models.batches == []


async def test_without_an_llm_the_exception_sentences_on_the_topic_decide(nli):
    result = await check(backends(nli)).check(OVERRULING, context())
    assert not result.passed and result.metrics["extraction"] == "deterministic"
    assert result.evidence[0].detail["material_says"] == [EXCLUSION]
