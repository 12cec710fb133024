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


CUSTOM_MARKER = r"\(ref: ([A-Z0-9, ]+)\)"
MARKER_READERS = ("figures", "document_scope", "jurisdiction", "groundedness", "fabricated_claims", "explicit_support",
                  "acceptance_conflict", "exception_overruled")


def test_citation_patterns_reach_every_marker_reader_without_the_yaml_anchor(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump({
        "checks": {
            "citations": {"options": {"patterns": [CUSTOM_MARKER]}},
            "jurisdiction": {"options": {"marker_patterns": []}},  # its own setting stands
        },
        "profiles": {"default": ["citations", "figures", "jurisdiction"],
                     "custom": {"checks": ["citations", "figures"],
                                "overrides": {"citations": {"options": {"patterns": [r"\{\{(\d+)\}\}"]}}}}},
    }))
    policy = Policy.load(path)
    for name in MARKER_READERS:
        expected = [] if name == "jurisdiction" else [CUSTOM_MARKER]
        assert policy.config_for(name).options.get("marker_patterns") == expected, name
    assert policy.config_for("figures", "custom").options["marker_patterns"] == [r"\{\{(\d+)\}\}"]
    (figures,) = policy.build(["figures"])
    assert figures.settings.marker_patterns == [CUSTOM_MARKER]
    assert "marker_patterns" not in policy.config_for("phi").options and "marker_patterns" not in policy.config_for(
        "citations").options


async def test_a_custom_marker_copied_without_the_anchor_is_not_read_as_a_figure(tmp_path):
    from checks.context import RequestContext, Source

    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump({"checks": {"citations": {"options": {"patterns": [CUSTOM_MARKER]}}},
                                    "profiles": {"default": ["citations", "figures"]}}))
    checks = {c.name: c for c in Policy.load(path).build(["citations", "figures"])}
    context = RequestContext(query="q", sources=(Source(id="7", text="The deductible is EUR 385 per year."),))
    answer = "The deductible is EUR 385 per year (ref: 7)."
    assert (await checks["citations"].check(answer, context)).passed
    assert (await checks["figures"].check(answer, context)).passed
    assert not (await checks["citations"].check("The deductible is EUR 385 (ref: 9).", context)).passed


@pytest.mark.parametrize("document", [
    {"checks": {"phi": {"on_error": "open"}}},                                 # hard by default
    {"checks": {"figures": {"hard": True, "on_error": "open"}}},
    {"checks": {"groundedness": {"on_error": "open"}},
     "profiles": {"default": ["groundedness"], "strict": {"checks": ["groundedness"],
                                                          "overrides": {"groundedness": {"hard": True}}}}},
    {"profiles": {"default": ["phi"], "lenient": {"checks": ["phi"], "overrides": {"phi": {"on_error": "open"}}}}},
])
def test_a_hard_check_that_would_fail_open_is_refused_at_load(tmp_path, document):
    document = {"profiles": {"default": ["phi"]}, **document}
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump(document))
    with pytest.raises(ValidationError, match="a hard check never fails open"):
        Policy.load(path)


@pytest.mark.parametrize("document", [
    {"checks": {"phi": {"on_error": "closed"}, "groundedness": {"on_error": "open"}}},
    {"checks": {"figures": {"hard": True}}},
    {"checks": {"phi": {"hard": False, "on_error": "open"}}},
    {"checks": {"groundedness": {"on_error": "open"}},
     "profiles": {"default": ["groundedness"], "strict": {"checks": ["groundedness"],
                                                          "overrides": {"groundedness": {"hard": True,
                                                                                         "on_error": "closed"}}}}},
])
def test_hard_checks_failing_closed_and_soft_checks_failing_open_load(tmp_path, document):
    document = {"profiles": {"default": ["phi"]}, **document}
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump(document))
    Policy.load(path)
