"""Property-based fuzzing of the ingress against its own OpenAPI schema (hypothesis, derandomized).

Bodies are generated from each POST route's request schema in `app.openapi()` (valid bodies with
realistic and hostile values), then mutated (a required field dropped, a value of the wrong type,
an unknown field, a deeply nested value, raw bytes that are not UTF-8 or not JSON). Every request
goes to the real FastAPI app around a real GateService (scripted engine, real trace writer):

- no 5xx, ever;
- an answer within a per-request timeout (no hangs);
- every 4xx in the documented error shape `{"error": {message, type, param, code}}`, and for
  400/413/422 a `param` naming the field at fault;
- a sentence-mode stream (`stream_options.mode: sentence`; the scripted generator streams) is an event stream
  ending with its final chunk or error event, and one that did not pass released nothing that failed.

1,000 examples per POST route (FUZZ_EXAMPLES overrides), seeded, so CI runs the same requests
every time. The GET routes and wrong methods get a smaller run of their own.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from checks.policy import Policy
from gate.api import ChatCompletionRequest
from gate.http import create_http_app
from gate.local_backends import build_local_backends
from gate.service import GateService
from gate.streaming import MODE_HEADER
from gate_testkit.streaming import PACED_ENGINE
from tests.hostile_helpers import (
    FABRICATED,
    GET_ROUTES,
    GOOD,
    HOSTILE_STRINGS,
    POST_ROUTES,
    SOURCE,
    WITH_SSN,
    WRONG_FIGURE,
    deep_nesting,
    dumps,
    error_problems,
    gate_client,
    request_schema,
    resolve,
)

pytestmark = pytest.mark.timeout(300)

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "1000"))
REQUEST_TIMEOUT_S = 10.0
FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=None,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture,
                           HealthCheck.filter_too_much, HealthCheck.large_base_example],
)

PASSAGES = [
    SOURCE["text"],
    "Prior authorization is required for CPT 70553 when billed with ICD-10 code G43.909.",
    "Under Regulation (EU) 2024/1689, Article 6 applies from 2 August 2026.",
    "The annual out-of-pocket maximum is $9,450 for an individual and $18,900 for a family in 2025.",
]
ANSWERS = [GOOD, WRONG_FIGURE, FABRICATED, WITH_SSN, '{"name": "lookup", "arguments": {"id": 1}}',
           "The maximum is $9,450 [2].", "Thanks!", "E11.9 and CPT 99213 apply [1]."]
CONTENTS = ["What does the plan cover after a hospital stay?", "Summarise passage 2."]
CHECK_NAMES = ["citations", "phi", "figures", "codes", "document_scope", "tool_call", "jurisdiction", "groundedness"]

hostile_text = st.sampled_from(HOSTILE_STRINGS)
short_text = st.text(max_size=40)
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(10**20), max_value=10**20),
                         st.floats(allow_nan=True, allow_infinity=True), short_text, hostile_text)
any_json = st.recursive(json_scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                               st.dictionaries(short_text, inner, max_size=4)),
                        max_leaves=12)

# Realistic values for fields whose name says what they hold, mixed with the schema-derived ones.
FIELD_HINTS: dict[str, st.SearchStrategy[Any]] = {
    "profile": st.sampled_from(["default", "deterministic", "strict", "nope", ""]),
    "text": st.sampled_from(PASSAGES),
    "answer": st.sampled_from(ANSWERS),
    "query": st.sampled_from(["What does the plan cover after a hospital stay?", "Is prior authorization needed?"]),
    "content": st.sampled_from(CONTENTS),
    "role": st.sampled_from(["user", "system", "assistant", "tool", "robot"]),
    "id": st.one_of(st.just("1"), st.from_regex(r"[A-Z]{0,2}[0-9]{1,4}", fullmatch=True), st.sampled_from([" ", "x" * 129])),
    "verdict": st.sampled_from(["agree", "disagree", "meh"]),
}
ITEM_HINTS: dict[str, st.SearchStrategy[Any]] = {
    "checks": st.sampled_from(CHECK_NAMES + ["vibes"]),
    "allowed_identifiers": st.sampled_from(["123-45-6789", "CLM-2291", "jane.doe@example.com"]),
    "reference_codes": st.sampled_from(["G43.909", "70553", "E11.9", "99213"]),
}


CLEAN_HINTS: dict[str, st.SearchStrategy[Any]] = {
    **FIELD_HINTS,
    "profile": st.sampled_from(["default", "deterministic", "strict"]),
    "role": st.sampled_from(["user", "user", "system", "assistant"]),
    "id": st.sampled_from(["1", "1", "2", "3", "S4"]),  # the scripted answers cite [1]
    "verdict": st.sampled_from(["agree", "disagree"]),
    "stream": st.just(False),
    "max_attempts": st.integers(min_value=1, max_value=3),
    "max_tokens": st.integers(min_value=1, max_value=512),
    "max_completion_tokens": st.integers(min_value=1, max_value=512),
}
"""Hints for the clean third of the run: bodies a careful client sends, so the deep paths run too."""


MAX_SCHEMA_DEPTH = 10
"""Deep enough for the chat body's deepest field (messages[].tool_calls[].function.arguments is 8 levels)."""


def strategy_for(schema: dict[str, Any], spec: dict[str, Any], name: str = "", depth: int = 0,
                 clean: bool = False) -> st.SearchStrategy[Any]:
    """Values of a JSON schema (the subset FastAPI/pydantic emit), with realistic values mixed in and,
    unless `clean`, hostile and out-of-range ones."""
    schema = resolve(schema, spec)
    if depth > MAX_SCHEMA_DEPTH:
        return json_scalars
    if "anyOf" in schema or "oneOf" in schema:
        options = schema.get("anyOf") or schema.get("oneOf")
        if clean:
            return strategy_for(options[0], spec, name, depth + 1, clean)
        return st.one_of([strategy_for(option, spec, name, depth + 1) for option in options])
    if clean and name in CLEAN_HINTS and schema.get("type") not in {"object", "array"}:
        return CLEAN_HINTS[name]
    if "const" in schema:
        return st.just(schema["const"])
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    kind = schema.get("type")
    if kind == "string":
        base: st.SearchStrategy[Any]
        if "pattern" in schema:
            base = st.from_regex(re.compile(schema["pattern"]), fullmatch=True)
        elif clean:
            base = st.text(st.characters(codec="utf-8", exclude_categories=["Cc", "Cs"]),
                           min_size=max(schema.get("minLength", 0), 1), max_size=min(schema.get("maxLength", 40), 40))
        else:
            base = st.text(min_size=schema.get("minLength", 0), max_size=min(schema.get("maxLength", 60), 60))
        if clean:
            return CLEAN_HINTS.get(name, base)
        options = [base, hostile_text]
        if name in FIELD_HINTS:
            options.insert(0, FIELD_HINTS[name])
        return st.one_of(options)
    in_range = st.integers(min_value=_bound(schema, "minimum"), max_value=_bound(schema, "maximum"))
    if kind == "integer":
        return in_range if clean else st.one_of(in_range, st.integers(min_value=-(2**70), max_value=2**70))
    if kind == "number":
        floats_in_range = st.floats(
            min_value=schema.get("minimum", schema.get("exclusiveMinimum")),
            max_value=schema.get("maximum", schema.get("exclusiveMaximum")), allow_nan=False,
            exclude_min="exclusiveMinimum" in schema, exclude_max="exclusiveMaximum" in schema)
        return floats_in_range if clean else st.one_of(floats_in_range, st.floats())
    if kind == "boolean":
        return st.booleans()
    if kind == "null":
        return st.none()
    if kind == "array":
        items = schema.get("items", {})
        item = strategy_for(items, spec, name, depth + 1, clean)
        if name in ITEM_HINTS:
            item = ITEM_HINTS[name] if clean else st.one_of(ITEM_HINTS[name], item)
        unique = {"unique_by": lambda v: v.get("id")} if clean and name == "sources" else {}
        return st.lists(item, min_size=schema.get("minItems", 0), max_size=min(schema.get("maxItems", 4), 4), **unique)
    if kind == "object" or "properties" in schema:
        return _object(schema, spec, depth, clean)
    return json_scalars if clean else any_json


def _bound(schema: dict[str, Any], key: str) -> int | None:
    value = schema.get(key)
    return None if value is None else int(value)


def _object(schema: dict[str, Any], spec: dict[str, Any], depth: int, clean: bool = False) -> st.SearchStrategy[dict[str, Any]]:
    properties = schema.get("properties", {})
    required = set(schema.get("required", []))

    @st.composite
    def build(draw: st.DrawFn) -> dict[str, Any]:
        value: dict[str, Any] = {}
        for key, sub in properties.items():
            if key in required or (clean and key in CLEAN_HINTS) or draw(st.booleans()):
                value[key] = draw(strategy_for(sub, spec, key, depth + 1, clean))
        return value

    return build()


# ------------------------------------------------------------------ chat bodies an OpenAI client sends
# The chat body has rules no schema states (tool_call_id only on tool messages, tool messages answering an
# earlier assistant turn's calls, tool_choice naming an offered tool, stream_options only with stream), so
# besides the schema-derived bodies the chat route gets conversations built the way clients build them:
# tool definitions, agent loops whose tool results are the material, tool_choice and stream_options.

TOOL_SCHEMAS = [
    {"type": "object", "properties": {"benefit": {"type": "string"}}, "required": ["benefit"]},
    {"type": "object", "properties": {"member": {"type": "object", "properties": {
        "id": {"type": "string", "pattern": "^[A-Z]{3}-[0-9]+$"}, "plan": {"enum": ["gold", "silver"]}}},
        "codes": {"type": "array", "items": {"type": "string"}, "maxItems": 8}}, "additionalProperties": False},
    {"type": "object", "properties": {}},
]
TOOL_NAMES = ["lookup_benefit", "get_claim", "search-policy", "f"]
TOOL_OUTPUTS = PASSAGES + ['{"days": 100, "copay": "$0"}', "", "Member SSN on file: 123-45-6789.",
                           "No record found."]
TOOL_CALL_IDS = ["call_1", "call_2", "call_abc123", "toolu_01", "chatcmpl-tool-9f2"]


def tool_definition(name: str, clean: bool) -> st.SearchStrategy[dict[str, Any]]:
    parameters = st.sampled_from(TOOL_SCHEMAS) if clean else st.one_of(
        st.sampled_from(TOOL_SCHEMAS), st.dictionaries(short_text, any_json, max_size=4))
    function = st.fixed_dictionaries({"name": st.just(name)}, optional={
        "description": st.sampled_from(["Look up a benefit of the member's plan.", ""]) if clean else
        st.one_of(short_text, hostile_text),
        "parameters": parameters, "strict": st.booleans()})
    return st.fixed_dictionaries({"type": st.just("function"), "function": function})


@st.composite
def chat_body(draw: st.DrawFn, clean: bool) -> dict[str, Any]:
    """An OpenAI chat body: system turns, earlier turns, the query, optionally an agent loop (assistant tool
    calls answered by tool messages, the material with or without `sources`), tools, tool_choice, streaming."""
    text = st.sampled_from(CONTENTS) if clean else st.one_of(FIELD_HINTS["content"], hostile_text)
    query = draw(text.filter(lambda t: t.strip()) if clean else text)
    messages: list[dict[str, Any]] = []
    if draw(st.booleans()):
        messages.append({"role": draw(st.sampled_from(["system", "developer"])), "content": draw(text)})
    if draw(st.booleans()):
        messages += [{"role": "user", "content": draw(text)}, {"role": "assistant", "content": draw(text)}]
    content_parts = draw(st.booleans())
    messages.append({"role": "user", "content": [{"type": "text", "text": query}] if content_parts else query})
    names = draw(st.lists(st.sampled_from(TOOL_NAMES), unique=True, max_size=3))
    body: dict[str, Any] = {"model": "gate", "messages": messages}
    if names or draw(st.booleans()):
        body["tools"] = [draw(tool_definition(name, clean)) for name in names]
    loop = bool(names) and draw(st.booleans())
    if loop:
        ids = draw(st.lists(st.sampled_from(TOOL_CALL_IDS), min_size=1, max_size=3, unique=True))
        calls = [{"id": call_id, "type": "function", "function": {
            "name": draw(st.sampled_from(names)), "arguments": json.dumps(draw(st.sampled_from(
                [{"benefit": "skilled nursing"}, {"member": {"id": "ABC-1"}}, {}])))}} for call_id in ids]
        messages.append({"role": "assistant", "content": None, "tool_calls": calls})
        for call_id in ids:
            output = draw(st.sampled_from(TOOL_OUTPUTS) if clean else st.one_of(st.sampled_from(TOOL_OUTPUTS), hostile_text))
            messages.append({"role": "tool", "tool_call_id": call_id, "content": output})
        if draw(st.booleans()):
            messages.append({"role": "user", "content": query})
    if not loop or draw(st.booleans()):
        body["sources"] = draw(st.lists(st.sampled_from([SOURCE, *({"id": str(i), "text": t} for i, t in
                                                                   enumerate(PASSAGES[1:], 2))]),
                                        min_size=1 if clean and not loop else 0, max_size=3, unique_by=lambda s: s["id"]))
    if names and draw(st.booleans()):
        body["tool_choice"] = draw(st.one_of(st.sampled_from(["none", "auto", "required"]), st.sampled_from(names).map(
            lambda name: {"type": "function", "function": {"name": name}})))
    elif draw(st.booleans()):
        body["tool_choice"] = draw(st.sampled_from(["none", "auto"]))
    if draw(st.booleans()):
        body["stream"] = True
        if draw(st.booleans()):
            body["stream_options"] = draw(st.fixed_dictionaries({}, optional={
                "include_usage": st.booleans(), "keepalive_s": st.sampled_from([1, 2.5]),
                "mode": st.sampled_from(["sentence", "sentence", "buffered"])}))
    optional = {"profile": CLEAN_HINTS["profile"], "max_attempts": CLEAN_HINTS["max_attempts"],
                "max_tokens": CLEAN_HINTS["max_tokens"], "temperature": st.floats(0, 2),
                "top_p": st.floats(0, 1, exclude_min=True), "seed": st.integers(0, 2**63 - 1),
                "stop": st.one_of(st.just("END"), st.lists(st.sampled_from(["END", "\n\n"]), max_size=2, unique=True)),
                "user": st.sampled_from(["case-manager-3", "u"]), "parallel_tool_calls": st.booleans(),
                "allowed_identifiers": st.lists(ITEM_HINTS["allowed_identifiers"], max_size=2),
                "reference_codes": st.lists(ITEM_HINTS["reference_codes"], max_size=3)}
    for key in draw(st.lists(st.sampled_from(sorted(optional)), unique=True, max_size=4)):
        body[key] = draw(optional[key])
    body.setdefault("profile", "deterministic")  # the default profile's NLI checks make every example slow
    return body


def _chat_schema(spec: dict[str, Any]) -> dict[str, Any]:
    """/v1/chat/completions reads its body itself; when the spec does not document it, use the model's schema."""
    documented = request_schema(spec, "/v1/chat/completions")
    if documented is not None:
        return documented
    model_schema = ChatCompletionRequest.model_json_schema(ref_template="#/$defs/{model}")
    spec.setdefault("$defs", {}).update(model_schema.get("$defs", {}))
    return model_schema


@st.composite
def fuzzed_request(draw: st.DrawFn, schema: dict[str, Any], spec: dict[str, Any], chat: bool = False) -> tuple[bytes, str, Any]:
    """(raw body, content type, the object sent or None): valid, mutated or raw-hostile. On the chat route
    (`chat`) half of the bodies before mutation are conversations a client builds (`chat_body`)."""
    kind = draw(st.sampled_from(["clean", "clean", "clean", "valid", "valid", "drop", "retype", "unknown", "nest",
                                 "nested-field", "raw", "content-type"]))
    if chat and draw(st.booleans()):
        valid = draw(chat_body(clean=kind == "clean"))
    else:
        valid = draw(_object(schema, spec, 0, clean=kind == "clean"))
    properties = list(schema.get("properties", {}))
    if kind == "drop" and valid:
        valid.pop(draw(st.sampled_from(sorted(valid))))
    elif kind == "retype" and properties:
        valid[draw(st.sampled_from(properties))] = draw(any_json)
    elif kind == "unknown":
        valid[draw(st.text(min_size=1, max_size=20).filter(lambda k: k not in properties))] = draw(any_json)
    elif kind in {"nest", "nested-field"}:
        depth = draw(st.sampled_from([64, 1000, 1500, 5000, 100_000]))
        fragment = deep_nesting(depth, draw(st.sampled_from(["[", "{"])))
        if kind == "nest":
            return fragment.encode(), "application/json", None
        key = draw(st.sampled_from(properties)) if properties else "x"
        valid[key] = "@@NEST@@"
        return dumps(valid).replace(b'"@@NEST@@"', fragment.encode()), "application/json", valid
    elif kind == "raw":
        raw = draw(st.sampled_from([
            b"", b"null", b"[]", b"1e999999", b'"text"', b"{", b'{"query": "q", "sources": [', b"\xff\xfe\x00",
            b'{"query": "\xc3\x28", "sources": []}', b'{"answer": "\xed\xa0\x80"}', b"\x00" * 64,
            b'{"a": 1, "a": 2}', b"NaN", b"[" + b"1," * 10_000 + b"1]",
        ]))
        return raw, "application/json", None
    elif kind == "content-type":
        ctype = draw(st.sampled_from(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
                                      "application/xml", "", "application/json; charset=latin-1"]))
        return dumps(valid), ctype, valid
    return dumps(valid), "application/json", valid


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    """The ingress's own OpenAPI document, as /openapi.json serves it."""
    return create_http_app(GateService(policy=Policy.load())).openapi()


TWO_GOOD = f"{GOOD} The stay must last at least 3 days [1]."
STREAMED_ANSWERS = [TWO_GOOD, f"{GOOD} {WRONG_FIGURE}", GOOD, f"{GOOD} {WITH_SSN}", TWO_GOOD, f"{GOOD} {FABRICATED}", GOOD,
                    f"{GOOD}\n{GOOD} {WRONG_FIGURE} {GOOD}"]
"""Answers of one and more sentences, half of them passing, so that sentence-mode streams release some and stop at
a failing one."""

LEAKS = {"120 days": "figures", "123-45-6789": "phi", "AD-2291": "citations"}
"""What fails in the scripted answers, and the check it fails."""


def sentence_stream_problem(response: httpx.Response, sent: Any) -> str | None:
    """Why a sentence-mode stream breaks the contract, or None: it is a 200 event stream ending in [DONE] after the
    final chunk or an error event, and one that did not pass carries no byte of what failed in the answers
    (unless the request made it pass: the SSN allowed, a source with ID 5)."""
    if response.status_code != 200 or not response.headers.get("content-type", "").startswith("text/event-stream"):
        return f"sentence stream answered {response.status_code} {response.headers.get('content-type')}"
    payloads = [line[len("data:"):].strip() for line in response.text.splitlines() if line.startswith("data:")]
    if not payloads or payloads[-1] != "[DONE]":
        return "sentence stream does not end with [DONE]"
    events = [json.loads(p) for p in payloads[:-1]]
    content = "".join(e["choices"][0]["delta"].get("content") or "" for e in events if e.get("choices"))
    ended = [e for e in events if "error" in e or (e.get("choices") and e["choices"][0].get("finish_reason"))]
    if not ended:
        return "sentence stream has neither a final chunk nor an error event"
    if "error" not in ended[-1]:
        return None
    body = sent if isinstance(sent, dict) else {}
    allowed = set(body.get("allowed_identifiers") or []) if isinstance(body.get("allowed_identifiers"), list) else set()
    ids = {str(s.get("id")) for s in body.get("sources") or [] if isinstance(s, dict)}
    ids |= {str(m.get("tool_call_id")) for m in body.get("messages") or [] if isinstance(m, dict)}
    leaked = [text for text in LEAKS if text in content and not (text == "123-45-6789" and text in allowed)
              and not (text == "AD-2291" and "5" in ids)]
    if leaked:
        return f"sentence stream that ended with {ended[-1]['error'].get('code')} released {leaked}"
    return None


@pytest.fixture(scope="module")
def fuzz_app(tmp_path_factory: pytest.TempPathFactory, tiny_models):
    """One event loop and one app for the module: the loop drives the ASGI app request by request.
    Groundedness runs on the tiny NLI model in-process (claims from sentences, no judge)."""
    loop = asyncio.new_event_loop()
    answers = [GOOD, WRONG_FIGURE, GOOD, FABRICATED, WITH_SSN] * 2 + [GOOD] + STREAMED_ANSWERS * 1000
    backends = build_local_backends(str(tiny_models.nli), None)
    with gate_client(tmp_path_factory.mktemp("fuzz"), answers=answers, backends=backends,
                     reviewer_keys=[f"fuzz:{FUZZ_REVIEWER_KEY}"], engine_class=PACED_ENGINE,
                     engine_kwargs={"tokens_per_s": 0}) as (client, service, writer):
        yield loop, client, writer
        loop.run_until_complete(client.aclose())
    loop.close()


def _send(loop: asyncio.AbstractEventLoop, client: httpx.AsyncClient, method: str, route: str, **kwargs: Any) -> httpx.Response:
    try:
        return loop.run_until_complete(asyncio.wait_for(client.request(method, route, **kwargs), REQUEST_TIMEOUT_S))
    except TimeoutError:
        pytest.fail(f"{method} {route} hung for {REQUEST_TIMEOUT_S} s with {kwargs.get('content', b'')[:300]!r}")


def _violation(response: httpx.Response, raw: bytes, sent: Any, fields: set[str]) -> str | None:
    """Why this response breaks the contract, or None."""
    if response.status_code >= 500:
        return f"{response.status_code} {response.text[:300]}"
    if 400 <= response.status_code < 500:
        problems = error_problems(response, sent, fields)
        if problems:
            return "; ".join(problems)[:400]
    return None


def _summary(violations: dict[str, list[bytes]]) -> str:
    """One line per distinct violation, with the first body that caused it (shortened)."""
    lines = []
    for problem, bodies in violations.items():
        body = bodies[0]
        shown = body[:160] + (f"... ({len(body)} bytes)".encode() if len(body) > 160 else b"")
        lines.append(f"{len(bodies)}x {problem}\n      first body: {shown!r}")
    return "\n".join(lines)


@pytest.mark.parametrize("route", POST_ROUTES)
def test_fuzzed_bodies_never_get_a_5xx_or_a_shapeless_4xx(route, spec, fuzz_app):
    loop, client, writer = fuzz_app
    schema = _chat_schema(spec) if route == "/v1/chat/completions" else request_schema(spec, route)
    assert schema is not None, f"{route} documents no JSON body in the OpenAPI schema"
    fields = set(schema.get("properties", {}))
    statuses: dict[int, int] = {}
    violations: dict[str, list[bytes]] = {}
    codes: dict[str, int] = {}
    modes: dict[str, int] = {}

    @FUZZ_SETTINGS
    @seed(20261201)
    @given(request=fuzzed_request(schema, spec, chat=route == "/v1/chat/completions"))
    def run(request: tuple[bytes, str, Any]) -> None:
        raw, content_type, sent = request
        headers = {"content-type": content_type} if content_type else {}
        response = _send(loop, client, "POST", route, content=raw, headers=headers)
        statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
        if 400 <= response.status_code < 500:
            try:
                code = response.json().get("error", {}).get("code") or response.json().get("status", "?")
            except (ValueError, AttributeError):
                code = "?"
            codes[f"{response.status_code} {code}"] = codes.get(f"{response.status_code} {code}", 0) + 1
        problem = _violation(response, raw, sent, fields)
        mode = response.headers.get(MODE_HEADER)
        if mode is not None:
            modes[mode] = modes.get(mode, 0) + 1
        if problem is None and mode == "sentence":
            problem = sentence_stream_problem(response, sent)
        if problem is not None:
            # group by the problem with digits blanked, so one bug is one line however many bodies hit it
            violations.setdefault(re.sub(r"\d+", "N", problem)[:200], []).append(raw)

    run()
    print(f"{route}: {sum(statuses.values())} requests, statuses {dict(sorted(statuses.items()))}")
    print(f"{route}: 4xx codes {dict(sorted(codes.items(), key=lambda item: -item[1]))}")
    print(f"{route}: streams by mode {modes}")
    if violations:
        pytest.fail(f"{route}: {sum(map(len, violations.values()))} responses break the contract:\n" + _summary(violations),
                    pytrace=False)
    assert sum(statuses.values()) >= EXAMPLES
    assert any(code < 300 for code in statuses), f"no generated body was accepted on {route}: {statuses}"
    assert any(400 <= code < 500 for code in statuses), f"no generated body was refused on {route}: {statuses}"
    assert writer.flush(timeout=20), f"trace rows of fuzzed requests did not reach the store: {writer.stats()}"
    stats = writer.stats()
    assert stats.rejected_segments == 0 and stats.spool_error is None, stats


def test_fuzzed_sentence_streams_end_as_their_verdict_and_release_nothing_that_failed(fuzz_app):
    """Conversations a client builds (hostile ones too: hostile strings in every message), streamed in sentence
    mode without tools (a request that offers tools streams buffered) against answers of several sentences, some
    failing: never a 5xx, a shaped 4xx, or a sentence stream that ends as its verdict and leaks nothing."""
    loop, client, _ = fuzz_app
    outcomes: dict[str, int] = {}
    violations: dict[str, list[bytes]] = {}

    @settings(FUZZ_SETTINGS, max_examples=max(EXAMPLES // 5, 50))
    @seed(20261205)
    @given(body=st.one_of(chat_body(clean=True), chat_body(clean=False)),
           options=st.fixed_dictionaries({"mode": st.just("sentence")}, optional={
               "include_usage": st.booleans(), "keepalive_s": st.just(1)}))
    def run(body: dict[str, Any], options: dict[str, Any]) -> None:
        body = {key: value for key, value in body.items() if key not in {"tools", "tool_choice", "parallel_tool_calls"}}
        body.update(stream=True, stream_options=options)
        raw = dumps(body)
        response = _send(loop, client, "POST", "/v1/chat/completions", content=raw,
                         headers={"content-type": "application/json"})
        mode = response.headers.get(MODE_HEADER)
        problem = _violation(response, raw, body, set(body))
        if problem is None and mode == "sentence":
            problem = sentence_stream_problem(response, body)
        key = f"{response.status_code} {mode}"
        if mode == "sentence":
            key += " " + ("error" if '"error":' in response.text else "passed")
        outcomes[key] = outcomes.get(key, 0) + 1
        if problem is not None:
            violations.setdefault(re.sub(r"\d+", "N", problem)[:200], []).append(raw)

    run()
    print(f"sentence-mode fuzz: {outcomes}")
    if violations:
        pytest.fail("sentence streams break the contract:\n" + _summary(violations), pytrace=False)
    streamed = sum(count for key, count in outcomes.items() if " sentence" in key)
    assert streamed >= sum(outcomes.values()) // 4, outcomes
    assert outcomes.get("200 sentence passed") and outcomes.get("200 sentence error"), outcomes


@settings(FUZZ_SETTINGS, max_examples=max(EXAMPLES // 4, 50))
@seed(20261202)
@given(
    route=st.sampled_from(list(GET_ROUTES) + list(POST_ROUTES) + ["/", "/v1", "/v1/gate/", "/v1/nope", "/docs/../v1/gate"]),
    method=st.sampled_from(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]),
    query=st.dictionaries(st.text(min_size=1, max_size=10), st.one_of(short_text, hostile_text), max_size=3),
)
def test_any_method_and_path_gets_an_answer_or_an_error_object(route, method, query, fuzz_app):
    loop, client, _ = fuzz_app
    safe_query = {k.encode("utf-8", "surrogatepass").decode("utf-8", "replace"):
                  v.encode("utf-8", "surrogatepass").decode("utf-8", "replace") for k, v in query.items()}
    response = _send(loop, client, method, route, params=safe_query)
    assert response.status_code < 500, f"{method} {route}?{safe_query}: {response.status_code} {response.text[:400]}"
    if 400 <= response.status_code < 500 and method != "HEAD":
        assert not error_problems(response, None, set()), f"{method} {route}: {response.text[:400]}"


FUZZ_REVIEWER_KEY = "rk-fuzz-2f6a-88c1"
DECISION_ROUTE = "/v1/review/requests/{request_id}/decision"
PATH_FIELDS = {"path.request_id", "request_id", "status", "since", "until", "check", "profile", "case", "reveal",
               "query.status", "query.since", "query.until", "query.check", "query.profile", "query.case", "query.reveal",
               "key", "action", "text", "note", "case_uid", "csrf_token"}
"""What a refusal of the review and status routes may name: the path's ID, a query parameter, a form field."""


def test_fuzzed_review_decisions_and_review_paths_never_get_a_5xx(spec, fuzz_app):
    import urllib.parse

    """The decision route's bodies (with a reviewer key, on requests waiting for review) and the desk's and
    status routes' paths and queries, with and without the key: an answer or an error object, never a 5xx."""
    loop, client, _ = fuzz_app
    reviewer = {"Authorization": f"Bearer {FUZZ_REVIEWER_KEY}"}
    for index in range(3):  # cases to decide: escalated (a figure in no passage) and blocked (a fabricated citation)
        for answer, status in ((WRONG_FIGURE, 202), (FABRICATED, 422)):
            sent = _send(loop, client, "POST", "/v1/verify", json={
                "answer": answer, "sources": [SOURCE], "profile": "deterministic", "request_id": f"fz-{status}-{index}"})
            assert sent.status_code == status, sent.text
    schema = request_schema(spec, DECISION_ROUTE)
    assert schema is not None
    fields = set(schema.get("properties", {}))
    violations: dict[str, list[bytes]] = {}
    statuses: dict[int, int] = {}

    @settings(FUZZ_SETTINGS, max_examples=max(EXAMPLES // 10, 50))
    @seed(20261203)
    @given(request=fuzzed_request(schema, spec), target=st.sampled_from(["fz-202-0", "fz-202-1", "fz-422-0", "fz-422-1",
                                                                        "nope", "fz-202-2"]))
    def run(request: tuple[bytes, str, Any], target: str) -> None:
        raw, content_type, sent = request
        headers = {**reviewer, **({"content-type": content_type} if content_type else {})}
        response = _send(loop, client, "POST", DECISION_ROUTE.replace("{request_id}", target), content=raw, headers=headers)
        statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
        problem = _violation(response, raw, sent, fields | {"request_id", "action", "text"})
        if problem is not None:
            violations.setdefault(re.sub(r"\d+", "N", problem)[:200], []).append(raw)

    run()
    print(f"{DECISION_ROUTE}: statuses {dict(sorted(statuses.items()))}")
    if violations:
        pytest.fail(f"{DECISION_ROUTE}: responses break the contract:\n" + _summary(violations), pytrace=False)
    assert any(code < 300 for code in statuses), statuses

    @settings(FUZZ_SETTINGS, max_examples=max(EXAMPLES // 10, 50))
    @seed(20261204)
    @given(
        route=st.sampled_from(["/v1/requests/{id}", "/v1/review/queue", "/v1/review/requests/{id}", "/review",
                               "/review/requests/{id}", "/review/login", "/review/requests/{id}/decide"]),
        request_id=st.one_of(st.sampled_from(["fz-202-0", "fz-422-2", "nope"]), short_text, hostile_text),
        method=st.sampled_from(["GET", "POST"]),
        with_key=st.booleans(),
        query=st.dictionaries(st.sampled_from(["status", "check", "profile", "since", "until", "case", "reveal", "x"]),
                              st.one_of(short_text, hostile_text), max_size=3),
    )
    def paths(route: str, request_id: str, method: str, with_key: bool, query: dict[str, str]) -> None:
        def clean(text: str) -> str:
            return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")

        url = route.replace("{id}", urllib.parse.quote(clean(request_id), safe="") or "x")
        response = _send(loop, client, method, url, params={k: clean(v) for k, v in query.items()},
                         headers=reviewer if with_key else {}, data={"action": "reject", "key": clean(request_id)}
                         if method == "POST" else None)
        assert response.status_code < 500, f"{method} {url}?{query}: {response.status_code} {response.text[:400]}"
        if 400 <= response.status_code < 500 and "json" in response.headers.get("content-type", ""):
            assert not error_problems(response, None, PATH_FIELDS), f"{method} {url}: {response.text[:400]}"

    paths()


def test_the_schema_documents_every_post_route(spec):
    """The fuzz run derives bodies from the spec; a route without a documented body is fuzzed from its model."""
    undocumented = [route for route in POST_ROUTES if request_schema(spec, route) is None]
    assert json.dumps(spec)  # the spec itself serialises
    # /v1/chat/completions parses its body by hand; issue #10 asks for it to be documented.
    assert set(undocumented) <= {"/v1/chat/completions"}, undocumented
