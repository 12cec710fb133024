"""The `json_schema` check, the bounds on a client's schema, and the text view of a JSON answer that the other
checks read (checks.text.json_text): values with their labels, escapes decoded, evidence back to JSON paths."""

from __future__ import annotations

import json
import time

import pytest

from checks.base import CheckConfig
from checks.builtin.json_schema import JsonSchemaCheck, pattern_problem, register_view, schema_problem
from checks.builtin.phi import PHICheck
from checks.context import RequestContext
from checks.registry import check_class
from checks.text.json_text import JsonText, NotJSON, located_evidence, parse_json, schema_keys

SCHEMA = {
    "type": "object",
    "properties": {
        "answer": {"type": "string"},
        "days": {"type": "integer", "minimum": 0},
        "patient": {"type": "object", "properties": {"note": {"type": "string"}, "code": {"type": "string",
                                                                                        "pattern": "^[A-Z][0-9]{2}$"}}},
    },
    "required": ["answer", "days"],
    "additionalProperties": False,
}


def schema_check(schema=SCHEMA) -> JsonSchemaCheck:
    return JsonSchemaCheck.for_response_format({"type": "json_schema", "json_schema": {"name": "coverage", "schema": schema}})


# ---------------------------------------------------------------- the view

def test_the_view_reads_every_value_with_its_key_as_a_label_and_maps_back_to_paths():
    raw = json.dumps({"patient": {"date_of_birth": "1980-03-02", "notes": ["first", "second"]}, "days": 100,
                      "covered": True, "empty": []})
    view = JsonText.of(raw, frozenset({"patient", "notes", "days", "date_of_birth", "covered", "empty"}))
    assert view.text.splitlines() == ["patient:", "date of birth: 1980-03-02", "notes:", "notes: first",
                                      "notes: second", "days: 100", "covered: true", "empty:"]
    second = view.text.index("second")
    assert view.locate(second, second + 6) == ("$.patient.notes[1]", raw.index("second"), raw.index("second") + 6)
    assert view.path_at(view.text.index("100")) == "$.days"


def test_escapes_are_read_as_their_characters_and_offsets_land_on_the_raw_escape():
    raw = '{"note": "caf\\u00e9, SSN 123\\u002d45-6789\\nnext line"}'
    view = JsonText.of(raw)
    assert "SSN 123-45-6789\nnext line" in view.text
    start = view.text.index("123-45-6789")
    path, raw_start, raw_end = view.locate(start, start + len("123-45-6789"))
    assert path == "$.note" and raw[raw_start:raw_end] == "123\\u002d45-6789"


def test_a_key_the_schema_does_not_declare_is_written_as_a_star_in_paths():
    raw = json.dumps({"patient": {"123-45-6789": "on file"}})
    view = JsonText.of(raw, schema_keys(SCHEMA))
    where = view.text.index("on file")
    assert view.path_at(where) == "$.patient.*"
    assert "123-45-6789" in view.text, "the key is read by the checks all the same"


def test_not_json_deep_json_and_nan_are_refused_without_quoting_the_answer():
    for text, reason in [("The plan covers 100 days.", "not valid JSON"), ("[" * 100 + "]" * 100, "deeper"),
                         ('{"a": NaN}', "NaN")]:
        with pytest.raises(NotJSON, match=reason) as caught:
            parse_json(text)
        assert "covers" not in str(caught.value)


async def test_phi_finds_an_identifier_inside_a_json_string_value_and_its_evidence_names_the_path():
    raw = json.dumps({"answer": "Covered for 100 days [1].", "days": 100, "patient": {"note": "SSN 123-45-6789"}})
    view = JsonText.of(raw, schema_keys(SCHEMA))
    result = await PHICheck().check(view.text, RequestContext())
    assert not result.passed and result.hard
    located = [located_evidence(item, view) for item in result.evidence]
    assert [item.detail["json_path"] for item in located] == ["$.patient.note"]
    assert raw[located[0].start:located[0].end] == "123-45-6789"
    assert PHICheck.incident_evidence(located[0])["json_path"] == "$.patient.note", "the path is kept, the SSN not"
    assert "123-45-6789" not in json.dumps(PHICheck.incident_evidence(located[0]))


# ---------------------------------------------------------------- the check

async def test_a_valid_answer_passes_and_a_violation_fails_softly_with_path_and_rule_as_feedback():
    check = schema_check()
    assert check_class("json_schema") is JsonSchemaCheck
    good = await check.check(json.dumps({"answer": "Covered [1].", "days": 100}), RequestContext())
    assert good.passed and good.score == 1.0 and not good.fired
    bad = await check.check(json.dumps({"answer": "Covered [1].", "days": "one hundred",
                                        "patient": {"code": "x-ray of MRN 88231"}}), RequestContext())
    assert not bad.passed and not bad.hard and bad.fired
    assert [e.detail["json_path"] for e in bad.evidence] == ["$.days", "$.patient.code"]
    assert '$.days: must satisfy type: "integer"' in bad.feedback and "$.patient.code: must satisfy pattern" in bad.feedback
    assert "one hundred" not in bad.feedback and "88231" not in bad.feedback, "the rule, never the answer's value"


async def test_a_missing_property_names_it_and_prose_is_not_json():
    check = schema_check()
    missing = await check.check(json.dumps({"answer": "Covered [1]."}), RequestContext())
    assert "$: 'days' is a required property" in missing.feedback
    prose = await check.check("The plan covers 100 days [1].", RequestContext())
    assert not prose.passed and "only one JSON value" in prose.feedback


async def test_json_object_needs_an_object_and_no_schema():
    check = JsonSchemaCheck.for_response_format({"type": "json_object"})
    assert (await check.check('{"anything": [1, 2]}', RequestContext())).passed
    array = await check.check("[1, 2]", RequestContext())
    assert not array.passed and array.feedback == "Reply with only one JSON object ({...})."


async def test_the_check_validates_the_json_behind_the_view_the_other_checks_read():
    context = RequestContext()
    check = schema_check()
    view = JsonText.of(json.dumps({"answer": "Covered [1].", "days": -3}))
    register_view(context, view)
    result = await check.check(view.text, context)
    assert not result.passed and result.evidence[0].detail == {"json_path": "$.days", "rule": "minimum"}


async def test_a_slow_pattern_is_cut_off_by_its_timeout():
    check = schema_check({"type": "string", "pattern": r"^.*a.*a.*a.*a.*a.*a.*b$"})  # polynomial, not nested
    started = time.perf_counter()
    result = await check.check(json.dumps("a" * 3000), RequestContext())
    assert time.perf_counter() - started < 2.0
    assert not result.passed and "took longer" in result.evidence[0].text


# ---------------------------------------------------------------- the client's schema, bounded

@pytest.mark.parametrize(("pattern", "reason"), [
    (r"^(a+)+$", "quantifier inside a repeated group"),
    (r"^(\w+\s?)*$", "quantifier inside a repeated group"),
    (r"(a|ab)*c", "alternation inside a repeated group"),
    (r"(a)\1", "backreferences"),
    (r"([a-z]", "not a supported regular expression"),
    ("a" * 600, "at most 512"),
])
def test_patterns_that_can_backtrack_catastrophically_are_refused(pattern, reason):
    assert reason in pattern_problem(pattern)


@pytest.mark.parametrize("pattern", [r"^[A-Z][0-9]{2}(\.[0-9]{1,4})?$", r"^(\d{3}-)+\d{4}$", r"^\w+@\w+\.com$", r"^\p{L}+$", "x"])
def test_ordinary_patterns_are_accepted(pattern):
    assert pattern_problem(pattern) is None


def test_schema_bounds_name_the_place_inside_the_schema():
    nested = {"type": "object", "properties": {"a": {"type": "array", "items": {"type": "string", "pattern": "(x+)+y"}}}}
    assert schema_problem(nested)[0] == ("properties", "a", "items", "pattern")
    assert schema_problem({"patternProperties": {"^(ab|a)+$": {}}})[0] == ("patternProperties", "^(ab|a)+$")
    assert schema_problem({"$ref": "https://example.com/s.json"})[0] == ("$ref",)
    assert "not a valid JSON schema" in schema_problem({"type": "strnig"})[1]
    assert "properties" in schema_problem({"properties": {f"p{i}": {} for i in range(600)}})[1]
    assert "bytes" in schema_problem({"description": "x" * 40_000})[1]
    deep: dict = {}
    node = deep
    for _ in range(40):
        node["items"] = {}
        node = node["items"]
    assert "deeper" in schema_problem(deep)[1]
    assert schema_problem(SCHEMA) is None


def test_a_check_built_with_a_refused_schema_fails_to_build():
    with pytest.raises(ValueError, match="backtrack"):
        JsonSchemaCheck(CheckConfig(options={"type": "json_schema", "schema": {"pattern": "(a*)*"}}))
