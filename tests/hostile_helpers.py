"""Shared by the fuzz and security tests: the in-process gate app, the documented error shape, hostile values.

The app is the real `gate.http.create_http_app` around a real `GateService` with the scripted
engine (the only stand-in: answers must be known) and a real `TraceWriter` into a temporary
directory, so hostile strings also travel through the trace rows.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.limits import InputLimits
from gate.review.store import ReviewStore
from gate.service import GateService
from gate.traces import TraceConfig, TraceWriter
from gate_testkit.scripted import SCRIPTED_ENGINE
from tests.payer_texts import FABRICATED, GOOD, SOURCE, WITH_SSN, WRONG_FIGURE

POST_ROUTES = ("/v1/gate", "/v1/verify", "/v1/chat/completions", "/v1/overrides")
GET_ROUTES = ("/healthz", "/v1/checks")

ERROR_KEYS = {"message", "type", "param", "code"}
"""Every error body is {"error": {message, type, param, code, ...}} (README, gate.errors.error_body)."""

CLIENT_INPUT_STATUSES = {400, 413, 422}
"""Statuses that blame the request body: their `param` must name the field at fault."""

GATE_DECISION_CODES = {"gate_blocked", "gate_escalated"}
"""Chat-route 422s that carry a gate decision, not a fault in the request."""


@contextmanager
def gate_client(
    tmp_path: Path,
    *,
    answers: list[str] | None = None,
    api_keys: list[str] | None = None,
    limits: InputLimits | None = None,
    backends: Any = None,
    reviewer_keys: list[str] | None = None,
    engine_class: str = SCRIPTED_ENGINE,
    engine_kwargs: dict[str, Any] | None = None,
    policy: Policy | None = None,
) -> Iterator[tuple[httpx.AsyncClient, GateService, TraceWriter]]:
    """An httpx client on the in-process app (ASGI transport), its service and its running trace writer.

    `backends` (e.g. `gate.local_backends.build_local_backends(tiny NLI)`) enables the model checks.
    `engine_class` PACED_ENGINE (gate_testkit.streaming; `engine_kwargs={"tokens_per_s": 0}` for no pacing) makes
    the generator stream tokens, so that `stream_options.mode: sentence` streams sentence by sentence. `policy`:
    the shipped one (`Policy.load()`) unless given (a test that builds many apps loads it once)."""
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=engine_class, model="scripted-fuzz",
                                           answers=answers or [GOOD], engine_kwargs=engine_kwargs or {}))
    config = TraceConfig(uri=(tmp_path / "traces").as_uri(), spool_dir=tmp_path / "spool", replica_id="fuzz",
                         flush_interval_s=0.5, spool_sync_interval_s=0.05)
    writer = TraceWriter(config).start()
    service = GateService(policy=policy or Policy.load(), llm=engine, backends=backends, traces=writer,
                          limits=limits or InputLimits(), model_name="scripted-fuzz",
                          review=ReviewStore.open((tmp_path / "traces").as_uri()))
    app = create_http_app(service, api_keys=api_keys, reviewer_keys=reviewer_keys)
    # raise_app_exceptions=False: an unhandled error reaches the client as the 500 a real server would send
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    client = httpx.AsyncClient(transport=transport, base_url="http://gate.test")
    try:
        yield client, service, writer
    finally:
        writer.close(timeout=10)


def error_problems(response: httpx.Response, sent: Any = None, fields: set[str] | None = None) -> list[str]:
    """What is wrong with a 4xx response's body (empty when it has the documented error shape).

    For 400/413/422 the `param` must name the field at fault: "body", a field of the route's
    schema (`fields`), a key of the object sent, or the Authorization header.
    """
    problems: list[str] = []
    try:
        body = response.json()
    except ValueError:
        return [f"{response.status_code} body is not JSON: {response.text[:200]!r}"]
    path = response.request.url.path
    if path == "/v1/gate" and response.status_code == 422 and isinstance(body, dict) and body.get("status") == "blocked":
        missing = {"request_id", "check", "checks", "incident_id"} - set(body)
        return [f"blocked body lacks {sorted(missing)}"] if missing else []
    if path == "/v1/verify" and isinstance(body, dict) and body.get("verdict") in {"block", "fail"}:
        missing = {"verdict", "failed", "scores"} - set(body)  # a verdict, not an error: the gate-verify object
        return [f"verify verdict body lacks {sorted(missing)}"] if missing else []
    error = body.get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict):
        return [f"{response.status_code} body has no error object: {response.text[:300]!r}"]
    missing = ERROR_KEYS - set(error)
    if missing:
        problems.append(f"error object lacks {sorted(missing)}: {error}")
    if not isinstance(error.get("message"), str) or not error.get("message"):
        problems.append(f"error message is empty: {error}")
    if response.status_code in CLIENT_INPUT_STATUSES and error.get("code") not in GATE_DECISION_CODES:
        param = error.get("param")
        if not isinstance(param, str) or not param:
            problems.append(f"{response.status_code} does not name the field at fault: {error}")
        else:
            known = {"body", "Authorization"} | (fields or set())
            if isinstance(sent, dict):
                # what the server parsed: JSON joins surrogate pairs that were sent as two escapes
                known |= {str(k) for k in json.loads(dumps(sent))}
            if not any(param == name or param.startswith(name + ".") for name in known):
                problems.append(f"param {param!r} names no field of the request: {error}")
    return problems


def schema_fields(spec: dict[str, Any], route: str) -> set[str]:
    """Top-level property names of a route's request body in the OpenAPI spec (empty when undocumented)."""
    schema = request_schema(spec, route)
    return set(schema.get("properties", {})) if schema else set()


def request_schema(spec: dict[str, Any], route: str) -> dict[str, Any] | None:
    """The resolved JSON schema of a route's JSON request body, or None when the spec has none."""
    operation = spec["paths"].get(route, {}).get("post", {})
    content = operation.get("requestBody", {}).get("content", {})
    schema = content.get("application/json", {}).get("schema")
    if schema is None:
        return None
    return resolve(schema, spec)


def resolve(schema: dict[str, Any], spec: dict[str, Any]) -> dict[str, Any]:
    """Follow a local `$ref` (one level; nested refs are followed where they are used)."""
    if "$ref" in schema:
        target: Any = spec
        for part in schema["$ref"].lstrip("#/").split("/"):
            target = target[part]
        return {**target, **{k: v for k, v in schema.items() if k != "$ref"}}
    return schema


def deep_nesting(depth: int, opener: str = "[") -> str:
    """A JSON fragment nested `depth` levels: [[[...]]] or {"a":{"a":...}}."""
    if opener == "[":
        return "[" * depth + "]" * depth
    return '{"a":' * depth + "1" + "}" * depth


def dumps(value: Any) -> bytes:
    """JSON with ASCII escapes: lone surrogates travel as raw `\\ud800` escapes, as a hostile client sends them."""
    return json.dumps(value, ensure_ascii=True).encode("ascii")


HOSTILE_STRINGS = [
    "",
    " ",
    "\x00",
    "policy\x00text",
    "\ud800",
    "lone \udfff low",
    "high \ud83d then text",
    "\ud83d\ude00 emoji",
    "\u202eRTL override",
    "\ufeffBOM",
    "\r\nX-Injected: 1",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "{{7*7}} ${jndi:ldap://127.0.0.1/x}",
    "../../../../etc/passwd",
    "%00%ff%fe",
    "9" * 400,
    "1e999999",
    "NaN",
    "SSN 123-45-6789, jane.doe@example.com, (555) 010-4477",
    "[1] [2] [999] [S3] (ref: 7)",
    "\u0000" * 50,
    "Z" * 5000,
]
"""Strings that have broken parsers, encoders, loggers and regexes somewhere."""
