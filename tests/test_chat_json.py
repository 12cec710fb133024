"""`response_format` json_schema / json_object on /v1/chat/completions, through a real Serve app with the official
OpenAI client: a schema-valid answer, a violation healed with the validation errors as the retry's feedback, phi
finding an identifier inside a JSON string value (blocked; the incident names its JSON path), a client's schema
refused naming the field, an escalated chat answer's status_url, and chat traced as route `chat`. The app (scripted
generator: it is prompted for the format and repairs once, as the CPU engine is) is deployed with the other
applications of its wave (tests/serve_graphs.py), so the answers below are consumed in the order the tests run.
The engine's own prompting and repair, and the text the checks read, are tested in-process at the end."""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path
from typing import Any

import jsonschema
import openai
import pytest

from gate.engines.config import EngineConfig
from gate.engines.llm import SamplingConfig, build_llm_engine
from gate_testkit.scripted import SCRIPTED_ENGINE
from tests.payer_texts import QUERY, SOURCE
from tests.serve_graphs import GroupEnv, serve_group
from tests.test_serve_app import deterministic_policy_file

SUMMARY = "After a hospital stay of at least 3 days, the plan covers up to 100 days in a skilled nursing facility [1]."
SCHEMA = {
    "type": "object",
    "properties": {
        "summary": {"type": "string"},
        "days": {"type": "integer"},
        "patient": {"type": "object", "properties": {"note": {"type": "string"}}},
    },
    "required": ["summary", "days"],
    "additionalProperties": False,
}
RESPONSE_FORMAT = {"type": "json_schema", "json_schema": {"name": "coverage", "schema": SCHEMA, "strict": True}}
VALID = json.dumps({"summary": SUMMARY, "days": 100})
WRONG_TYPE = json.dumps({"summary": SUMMARY, "days": "one hundred"})
PROSE = "The plan covers up to 100 days in a skilled nursing facility [1]."
WITH_SSN = json.dumps({"summary": SUMMARY, "days": 100, "patient": {"note": "Member SSN 123-45-6789 on file."}})
EXTRA = {"sources": [SOURCE], "profile": "deterministic"}
MESSAGES = [{"role": "user", "content": QUERY}]

# One entry per generation, in test order (the engine repairs an invalid reply once, in the same attempt).
ANSWERS = [
    VALID,                              # a schema-valid answer
    WRONG_TYPE, WRONG_TYPE, VALID,      # attempt 1: reply and its repair invalid; attempt 2 (with feedback) valid
    WITH_SSN,                           # phi inside a string value: blocked
    PROSE, PROSE,                       # json_object: escalated after one attempt (reply and repair not JSON)
]


@serve_group(wave="chat")
@contextlib.contextmanager
def json_app(env: GroupEnv):
    """The `chat-json` application (scripted generator, no NLI pool, traces to a directory): (OpenAI base URL,
    the server's origin, trace directory)."""
    from ray import serve

    from deployments.app import AppArgs, build_app

    trace_dir = env.tmp / "traces"
    args = AppArgs(
        policy_path=str(deterministic_policy_file(env.tmp)),
        generator={"backend": "custom", "engine_class": SCRIPTED_ENGINE, "model": "scripted", "answers": ANSWERS},
        nli=None, trace_uri=trace_dir.as_uri(), trace={"flush_interval_s": 0.3, "spool_dir": str(env.tmp / "spool")},
        api_keys=[],
        deployments={"Gate": {"ray_actor_options": {"num_cpus": 0}}, "Generator": {"ray_actor_options": {"num_cpus": 0}}},
    )
    yield ([serve.RunTarget(build_app(args), name="chat-json", route_prefix="/json")],
           (f"{env.base_url}/json/v1", env.base_url, trace_dir))


def client_for(json_app: Any) -> openai.OpenAI:
    return openai.OpenAI(base_url=json_app[0], api_key="unused", max_retries=0, timeout=60)


def generator_calls() -> list[list[dict[str, Any]]]:
    from ray import serve

    return serve.get_deployment_handle("Generator", app_name="chat-json").recorded_calls.remote().result()


def rows_of(trace_dir: Path, table: str, request_id: str, timeout_s: float = 60) -> list[dict[str, Any]]:
    """The rows of `request_id` in `table` of the trace store, once they are there."""
    from gate.traces import read_table

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            rows = [r for r in read_table(trace_dir.as_uri(), table).to_pylist() if r["request_id"] == request_id]
        except (FileNotFoundError, OSError):
            rows = []
        if rows:
            return rows
        time.sleep(0.3)
    raise AssertionError(f"no {table} row of {request_id} within {timeout_s} s")


def json_paths(value: Any) -> list[str]:
    """Every `json_path` in a stored evidence structure."""
    found, stack = [], [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found += [v for k, v in item.items() if k == "json_path"]
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


@pytest.mark.slow
def test_a_json_schema_answer_validates_and_the_generator_was_asked_for_the_schema(json_app):
    completion = client_for(json_app).chat.completions.create(
        model="gate", messages=MESSAGES, response_format=RESPONSE_FORMAT, extra_body=EXTRA)
    answer = json.loads(completion.choices[0].message.content)
    jsonschema.validate(answer, SCHEMA)
    gate = completion.model_extra["gate"]
    assert gate["status"] == "passed" and gate["scores"]["json_schema"] == 1.0 and gate["attempts"] == 1
    system = generator_calls()[-1][0]
    assert system["role"] == "system" and json.dumps(SCHEMA, separators=(",", ":")) in system["content"]


@pytest.mark.slow
def test_a_schema_violation_heals_with_the_validation_error_as_feedback(json_app):
    completion = client_for(json_app).chat.completions.create(
        model="gate", messages=MESSAGES, response_format=RESPONSE_FORMAT, extra_body=EXTRA)
    assert json.loads(completion.choices[0].message.content) == json.loads(VALID)
    gate = completion.model_extra["gate"]
    assert gate["healed"] is True and gate["attempts"] == 2
    *_, repair, retry = generator_calls()
    assert "Your reply was not a valid JSON object" in repair[-1]["content"], "the engine repaired once in attempt 1"
    assert retry[-2] == {"role": "assistant", "content": WRONG_TYPE}
    assert "did not pass review" in retry[-1]["content"]
    assert '$.days: must satisfy type: "integer"' in retry[-1]["content"], retry[-1]["content"]


@pytest.mark.slow
def test_phi_finds_an_identifier_inside_a_json_string_value_and_the_incident_names_its_path(json_app):
    _, _, trace_dir = json_app
    with pytest.raises(openai.UnprocessableEntityError) as caught:
        client_for(json_app).chat.completions.create(
            model="gate", messages=MESSAGES, response_format=RESPONSE_FORMAT, extra_body=EXTRA)
    error = caught.value.body
    assert error["code"] == "gate_blocked" and error["gate"]["check"] == "phi"
    assert "123-45-6789" not in json.dumps(error)
    request_id = error["gate"]["request_id"]
    (incident,) = rows_of(trace_dir, "incidents", request_id)
    assert json_paths(json.loads(incident["evidence"])) == ["$.patient.note"]
    assert "123-45-6789" not in incident["evidence"]
    (row,) = rows_of(trace_dir, "traces", request_id)
    assert row["route"] == "chat" and row["status"] == "blocked"
    assert "$.patient.note" in json_paths(json.loads(row["evidence"]))


@pytest.mark.slow
@pytest.mark.parametrize(("schema", "param", "reason"), [
    ({"type": "object", "properties": {"code": {"type": "string", "pattern": "^([A-Z]+)*$"}}},
     "response_format.json_schema.schema.properties.code.pattern", "backtrack"),
    ({"type": "object", "patternProperties": {"(a|ab)+": {}}},
     "response_format.json_schema.schema.patternProperties.(a|ab)+", "alternation"),
    ({"$ref": "https://example.com/schema.json"}, "response_format.json_schema.schema.$ref", "local references"),
    ({"type": "objekt"}, "response_format.json_schema.schema.type", "not a valid JSON schema"),
    ({"type": "object", "properties": {f"field{i}": {"type": "string"} for i in range(600)}},
     "response_format.json_schema.schema", "at most 512"),
])
def test_a_clients_schema_is_bounded_and_refused_naming_the_field(json_app, schema, param, reason):
    with pytest.raises(openai.UnprocessableEntityError) as caught:
        client_for(json_app).chat.completions.create(
            model="gate", messages=MESSAGES, extra_body=EXTRA,
            response_format={"type": "json_schema", "json_schema": {"name": "coverage", "schema": schema}})
    assert caught.value.body["param"] == param and reason in caught.value.body["message"], caught.value.body


@pytest.mark.slow
def test_an_escalated_chat_answer_names_its_status_url_and_is_traced_as_route_chat(json_app):
    import httpx

    _, origin, trace_dir = json_app
    with pytest.raises(openai.UnprocessableEntityError) as caught:
        client_for(json_app).chat.completions.create(
            model="gate", messages=MESSAGES, response_format={"type": "json_object"},
            extra_body={**EXTRA, "max_attempts": 1})
    gate = caught.value.body["gate"]
    assert gate["status"] == "escalated" and gate["failed"] == ["json_schema"]
    assert gate["status_url"] == f"/json/v1/requests/{gate['request_id']}"
    (row,) = rows_of(trace_dir, "traces", gate["request_id"])
    assert row["route"] == "chat" and row["status"] == "escalated"
    followed = httpx.get(origin + gate["status_url"], timeout=30)
    assert followed.status_code == 200 and followed.json()["status"] == "escalated", followed.text


# ---------------------------------------------------------------- in-process: the CPU engine's side

async def test_the_cpu_engine_is_prompted_for_the_schema_cuts_a_fence_and_repairs_once():
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=SCRIPTED_ENGINE, model="scripted",
                                           answers=["```json\n" + VALID + "\n```", "Sure! " + WRONG_TYPE, VALID]))
    sampling = SamplingConfig(response_format=RESPONSE_FORMAT)
    fenced = await engine.generate(MESSAGES, sampling)
    assert fenced.text == VALID and len(engine.calls) == 1, "a fenced reply is cut to its JSON, no repair"
    assert "It must validate against this JSON schema" in engine.calls[0][0]["content"]
    repaired = await engine.generate(MESSAGES, sampling)
    assert repaired.text == VALID and len(engine.calls) == 3
    assert engine.calls[2][:-2] == engine.calls[1] and engine.calls[2][-2] == {"role": "assistant", "content": "Sure! " + WRONG_TYPE}
    assert '$.days: must satisfy type: "integer"' in engine.calls[2][-1]["content"]
    assert repaired.completion_tokens == len(("Sure! " + WRONG_TYPE).split()) + len(VALID.split())


async def test_json_object_asks_for_an_object_and_text_asks_for_nothing():
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=SCRIPTED_ENGINE, model="scripted",
                                           answers=['{"a": 1}', "plain"]))
    assert (await engine.generate(MESSAGES, SamplingConfig(response_format={"type": "json_object"}))).text == '{"a": 1}'
    assert "one JSON object" in engine.calls[0][0]["content"]
    assert (await engine.generate(MESSAGES, SamplingConfig())).text == "plain"
    assert engine.calls[1] == MESSAGES, "a text request's messages go as they are"


async def test_a_prose_reply_with_a_citation_marker_is_not_taken_for_a_json_array():
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=SCRIPTED_ENGINE, model="scripted",
                                           answers=[PROSE, PROSE]))
    reply = await engine.generate(MESSAGES, SamplingConfig(response_format={"type": "json_object"}))
    assert reply.text == PROSE and len(engine.calls) == 2, "not JSON: repaired once, then returned as it is"
