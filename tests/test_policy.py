"""The check policy file: validation, profiles, hard-check floors."""

from __future__ import annotations

import pytest
import yaml
from pydantic import ValidationError

from checks.policy import Policy, UnknownProfileError
from checks.registry import CHECK_CLASSES, DETERMINISTIC_CHECKS


# Checks a profile must ask for: they block (fabricated_claims) or grade with an LLM (criteria).
OPT_IN = {"fabricated_claims", "criteria"}


def test_shipped_policy_loads_and_names_every_check():
    policy = Policy.load()
    assert set(policy.check_names("default")) == set(CHECK_CLASSES) - OPT_IN
    assert set(policy.check_names("strict")) >= set(CHECK_CLASSES) - {"criteria"}
    assert policy.check_names("deterministic") == list(DETERMINISTIC_CHECKS)
    checks = policy.build(policy.check_names("deterministic"))
    by_name = {c.name: c for c in checks}
    assert by_name["citations"].hard and by_name["phi"].hard
    assert by_name["citations"].floor == 1.0 and by_name["citations"].on_error == "closed"
    assert not by_name["figures"].hard and by_name["figures"].on_error == "open"


def test_hard_check_floor_is_always_one(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump({"checks": {"phi": {"floor": 0.2}}, "profiles": {"default": ["phi"]}}))
    (phi,) = Policy.load(path).build(["phi"])
    assert phi.hard and phi.floor == 1.0


def test_unknown_check_in_profile_is_rejected(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump({"profiles": {"default": ["citations", "vibes"]}}))
    with pytest.raises(ValidationError, match="vibes"):
        Policy.load(path)


def test_unknown_profile_names_the_known_ones():
    with pytest.raises(UnknownProfileError, match="deterministic"):
        Policy.load().check_names("nope")


def test_disabled_check_leaves_the_profile(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump({"checks": {"figures": {"enabled": False}}, "profiles": {"default": ["figures", "phi"]}}))
    assert Policy.load(path).check_names("default") == ["phi"]


def test_model_checks_need_backends():
    policy = Policy.load()
    with pytest.raises(ValueError, match="needs model backends"):
        policy.build(["groundedness"])
    assert policy.build(["groundedness", "phi"], include_models=False)[0].name == "phi"


def test_strict_is_stricter_than_default():
    policy = Policy.load()
    default = {c.name: c for c in policy.checks_for("default", backends=object())}
    strict = {c.name: c for c in policy.checks_for("strict", backends=object())}
    assert "fabricated_claims" not in default
    assert strict["fabricated_claims"].hard and strict["fabricated_claims"].on_error == "closed"
    assert (default["groundedness"].floor, default["groundedness"].on_error) == (0.8, "open")
    assert (strict["groundedness"].floor, strict["groundedness"].on_error) == (1.0, "closed")
    # the override is the profile's alone: the shared settings are untouched
    assert policy.config_for("groundedness").floor == 0.8
    assert policy.build(["groundedness"], backends=object())[0].floor == 0.8


def test_profile_overrides_merge_options_and_are_validated(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump({
        "checks": {"figures": {"floor": 1.0, "options": {"max_feedback_figures": 12}}},
        "profiles": {
            "default": ["figures"],
            "lenient": {"checks": ["figures"], "overrides": {"figures": {"floor": 0.5, "options": {"extra": 1}}}},
        },
    }))
    policy = Policy.load(path)
    lenient = policy.config_for("figures", "lenient")
    assert lenient.floor == 0.5 and lenient.options == {"max_feedback_figures": 12, "extra": 1}
    assert policy.config_for("figures", "default").floor == 1.0
    assert policy.public_view()["profiles"]["lenient"]["overrides"] == {"figures": {"floor": 0.5, "options": {"extra": 1}}}
    path.write_text(yaml.safe_dump({"profiles": {"default": {"checks": ["phi"], "overrides": {"vibes": {}}}}}))
    with pytest.raises(ValidationError, match="vibes"):
        Policy.load(path)
    path.write_text(yaml.safe_dump({"profiles": {"default": {"checks": ["phi"], "overrides": {"phi": {"flor": 1}}}}}))
    with pytest.raises(ValidationError, match="flor"):
        Policy.load(path)
