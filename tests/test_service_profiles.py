"""Profiles at start: every profile a gate serves is built when it starts, so a bad option or a missing
NER model stops it with the reason instead of failing the first request; `profiles` narrows what a
deployment serves (a request naming another gets 422 profile_unavailable); a check that cannot be built
at request time is a 422 check_unavailable, never a 500."""

from __future__ import annotations

import httpx
import pytest
import yaml

from checks.policy import DEFAULT_POLICY_PATH, Policy
from gate.http import create_http_app
from gate.service import GateService

SOURCE = {"id": "1", "text": "Each benefit period has a deductible of 1632 dollars."}
ANSWER = "Maria Lopez (SSN 078-05-1120) has a deductible of 1632 dollars [1]."


@pytest.fixture
def no_ner_model(monkeypatch, tmp_path):
    """The phi name layer (on in `strict`) points at a spaCy pipeline that is not installed."""
    monkeypatch.setenv("GATE_NER_MODEL", str(tmp_path / "no-such-pipeline"))


def client_for(service: GateService) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="http://gate.test")


def test_a_served_profile_whose_check_cannot_be_built_stops_the_gate_at_start(no_ner_model):
    service = GateService(policy=Policy.load(), profiles=["deterministic", "strict"])
    with pytest.raises(ValueError, match=r"profile 'strict' cannot be served: NamesLayerUnavailable: .*spaCy model"):
        service.validate_startup()


def test_the_profiles_served_are_built_and_the_others_are_not(no_ner_model):
    GateService(policy=Policy.load(), profiles=["deterministic"]).validate_startup()  # no NLI, no NER: fine


def test_a_bad_option_in_a_profiles_overrides_stops_the_gate_at_start(tmp_path):
    policy = yaml.safe_load(DEFAULT_POLICY_PATH.read_text())
    policy["profiles"]["deterministic"] = {"checks": ["citations", "phi"],
                                           "overrides": {"phi": {"options": {"tolerance_typo": 3}}}}
    path = tmp_path / "checks.yaml"
    path.write_text(yaml.safe_dump(policy))
    with pytest.raises(ValueError, match=r"profile 'deterministic' cannot be served(.|\n)*tolerance_typo"):
        GateService(policy=Policy.load(path), profiles=["deterministic"]).validate_startup()


def test_profiles_outside_the_policy_are_refused_at_start():
    with pytest.raises(ValueError, match=r"'nightly' are not in the policy"):
        GateService(policy=Policy.load(), profiles=["deterministic", "nightly"]).validate_startup()


@pytest.mark.parametrize(("profile", "status", "code"), [
    ("deterministic", 422, None),  # served: the SSN blocks
    ("strict", 422, "profile_unavailable"),  # in the policy, not served here
    ("default", 422, "profile_unavailable"),
    ("nightly", 422, "unknown_profile"),  # in no policy
])
async def test_a_request_may_name_only_a_served_profile(no_ner_model, profile, status, code):
    service = GateService(policy=Policy.load(), profiles=["deterministic"])
    service.validate_startup()
    async with client_for(service) as client:
        response = await client.post("/v1/verify", json={"answer": ANSWER, "sources": [SOURCE], "profile": profile})
    body = response.json()
    assert response.status_code == status, body
    if code is None:
        assert body["status"] == "blocked" and "phi" in body["failed"]
    else:
        assert body["error"]["code"] == code and body["error"]["param"] == "profile"


async def test_a_check_that_cannot_be_built_at_request_time_is_check_unavailable_not_500(no_ner_model):
    """A gate started without validate_startup (or whose model went missing): a clear 422 naming what to install."""
    service = GateService(policy=Policy.load())
    async with client_for(service) as client:
        response = await client.post("/v1/verify", json={"answer": ANSWER, "sources": [SOURCE], "profile": "strict",
                                                         "checks": ["phi", "citations"]})
    error = response.json()["error"]
    assert response.status_code == 422 and error["code"] == "check_unavailable" and error["param"] == "checks"
    assert "spaCy model" in error["message"] and "spacy download" in error["message"]
