"""The optional name layer of `phi`: a name bound to a health fact or an identifier blocks, a
name alone passes, and a missing model is a clear error when the check is built.

No model is downloaded: the pipeline is `spacy.blank("en")` with an `entity_ruler` that knows
a few names (tests/ner_fixtures.py); both engines (spaCy, Presidio on spaCy) load it by path, as
they would load `en_core_web_lg` by package name.
"""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext
from checks.builtin.phi import PHICheck
from checks.text.person_names import NamesLayerUnavailable

@pytest.fixture(scope="module")
def pipeline(tiny_ner_model: str | None) -> str:
    """The tiny pipeline of tests/ner_fixtures.py: a blank English pipeline whose entity ruler knows
    Maria Lopez, John Smith, Dr. Alvarez and Priya Natarajan."""
    if tiny_ner_model is None:
        pytest.skip("spaCy is not installed")
    return tiny_ner_model


def names_check(pipeline: str, engine: str) -> PHICheck:
    return PHICheck(CheckConfig(options={"names": {"enabled": True, "engine": engine, "model": pipeline}}))


BOUND = [
    ("Maria Lopez was treated for type 2 diabetes with insulin.", "Maria Lopez"),
    ("The MRI for John Smith showed a fracture of the left wrist.", "John Smith"),
    ("Priya Natarajan, admitted on the 4th, was discharged to hospice.", "Priya Natarajan"),
    ("John Smith's claim for chemotherapy was denied.", "John Smith"),
]
ALONE = [
    "Dr. Alvarez reviewed the appeal and upheld the plan's decision.",
    "Maria Lopez signed the letter on behalf of the appeals committee.",
    "Please ask John Smith in member services for a copy of the handbook.",
]


@pytest.mark.parametrize("engine", ["spacy", "presidio"])
@pytest.mark.parametrize("answer, name", BOUND)
async def test_name_bound_to_a_health_fact_blocks(pipeline: str, engine: str, answer: str, name: str) -> None:
    if engine == "presidio":
        pytest.importorskip("presidio_analyzer")
    result = await names_check(pipeline, engine).check(answer, RequestContext())
    assert not result.passed
    assert ("name", name) in [(e.detail["kind"], e.text) for e in result.evidence]
    assert name not in result.feedback and "name" in result.feedback


@pytest.mark.parametrize("engine", ["spacy", "presidio"])
@pytest.mark.parametrize("answer", ALONE)
async def test_name_alone_passes(pipeline: str, engine: str, answer: str) -> None:
    if engine == "presidio":
        pytest.importorskip("presidio_analyzer")
    result = await names_check(pipeline, engine).check(answer, RequestContext())
    assert result.passed, [(e.detail["kind"], e.text) for e in result.evidence]


async def test_name_next_to_an_identifier_blocks_both(pipeline: str) -> None:
    answer = "Maria Lopez can be reached at (555) 123-4567 about the appeal."
    result = await names_check(pipeline, "spacy").check(answer, RequestContext())
    assert sorted(e.detail["kind"] for e in result.evidence) == ["name", "phone"]


def test_name_layer_runs_off_the_event_loop(pipeline: str) -> None:
    assert PHICheck().runs_inline and not names_check(pipeline, "spacy").runs_inline


async def test_allow_listed_name_passes(pipeline: str) -> None:
    answer = "Maria Lopez was treated for type 2 diabetes with insulin."
    result = await names_check(pipeline, "spacy").check(answer, RequestContext(allowed_identifiers=("maria lopez",)))
    assert result.passed


async def test_strict_profile_runs_the_name_layer(pipeline: str) -> None:
    from checks.policy import Policy

    policy = Policy.load()
    answer = "Maria Lopez was treated for type 2 diabetes with insulin."
    (strict_phi,) = policy.checks_for("strict", only=["phi"])
    (default_phi,) = policy.checks_for("default", only=["phi"])
    assert not (await strict_phi.check(answer, RequestContext(profile="strict"))).passed
    assert (await default_phi.check(answer, RequestContext())).passed


async def test_layer_off_by_default_finds_no_names() -> None:
    result = await PHICheck().check("Maria Lopez was treated for type 2 diabetes.", RequestContext())
    assert result.passed


@pytest.mark.parametrize("engine", ["spacy", "presidio"])
def test_missing_model_is_a_clear_error_when_the_check_is_built(engine: str) -> None:
    # Presidio would download a missing model itself; the layer refuses before Presidio is asked.
    with pytest.raises(NamesLayerUnavailable, match=r"en_core_web_zz.*python -m spacy download en_core_web_zz"):
        PHICheck(CheckConfig(options={"names": {"enabled": True, "engine": engine, "model": "en_core_web_zz"}}))
