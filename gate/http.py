"""The gate's HTTP API as a FastAPI app built around a GateService.

`create_http_app(service)` is what the Ray ingress serves (through `__serve_build_asgi_app__`)
and what tests drive directly. Every error is an OpenAI-style object
`{"error": {"message", "type", "param", "code"}}` with the field at fault in `param`.

Status codes follow one rule on /v1/gate, /v1/verify and /v1/chat/completions: 200 when every
check passed, 202 when soft checks failed (escalated: a person reviews it; the chat route, whose
clients expect an answer or an error, uses 422 `gate_escalated`), 422 when a hard check
blocked it. Responses for blocked and escalated requests carry check names, scores and reason
codes only, never the rejected answer's text, claims or figures: those stay in the traces.
A request whose work is cancelled (client gone) or passes its deadline is traced all the same.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import re
import time
from collections.abc import Awaitable
from typing import Any, TypeVar

from fastapi import FastAPI, Request
from fastapi_offline import FastAPIOffline
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from checks.loop import GateOutcome
from gate.api import (
    BlockedResponse,
    ChatCompletionRequest,
    EscalatedResponse,
    EscalationReason,
    ErrorResponse,
    GateRequest,
    OverrideRequest,
    PassedResponse,
    VerifyRequest,
)
from gate.service import GateError, GateService

logger = logging.getLogger(__name__)

OPEN_PATHS = frozenset({"/healthz"})
T = TypeVar("T")

# A body with more brackets than this is parsed once up front, so that nesting too deep for the
# JSON parser is a 400 here instead of a RecursionError in a route.
BRACKETS_BEFORE_DEPTH_CHECK = 256
# An escaped UTF-16 surrogate: a lone one cannot be encoded as UTF-8 downstream.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")

ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorResponse, "description": "Body is not JSON, not UTF-8 (or holds a lone surrogate), or nested too deep."},
    401: {"model": ErrorResponse, "description": "A bearer token is required (when API keys are configured)."},
    413: {"model": ErrorResponse, "description": "A field or the body is over its size limit, or the prompt exceeds the model's context."},
    503: {"model": ErrorResponse, "description": "Overloaded, trace spool full, model timeout or deadline passed; see Retry-After."},
}


def error_body(message: str, *, param: str | None = None, code: str = "invalid_request", type_: str = "invalid_request_error", **extra: Any) -> dict[str, Any]:
    error: dict[str, Any] = {"message": message, "type": type_, "param": param, "code": code}
    error.update(extra)
    return {"error": error}


def _loc_to_param(loc: tuple[Any, ...] | list[Any], error_type: str = "") -> str:
    if error_type == "json_invalid":
        return "body"
    parts = [str(p) for p in loc if p != "body"]
    return ".".join(parts) or "body"


class BodyGuard:
    """ASGI middleware: rejects oversized bodies (413) and bodies that are not UTF-8 (400) before parsing."""

    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in {"POST", "PUT", "PATCH"}:
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and value.isdigit() and int(value) > self.max_body_bytes:
                await self._reject(send, 413, f"request body is larger than {self.max_body_bytes} bytes", "too_large")
                return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body_bytes:
                await self._reject(send, 413, f"request body is larger than {self.max_body_bytes} bytes", "too_large")
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        try:
            body.decode("utf-8")
        except UnicodeDecodeError as exc:
            await self._reject(send, 400, f"request body is not valid UTF-8 (byte {exc.start})", "invalid_encoding")
            return
        problem = json_structure_problem(body)
        if problem is not None:
            await self._reject(send, 400, problem[1], problem[0])
            return
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if delivered:
                return await receive()
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)

    @staticmethod
    async def _reject(send: Send, status: int, message: str, code: str) -> None:
        payload = json.dumps(error_body(message, param="body", code=code)).encode()
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode())]})
        await send({"type": "http.response.body", "body": payload})


def json_structure_problem(body: bytes) -> tuple[str, str] | None:
    """(code, message) when a JSON body nests deeper than the parser can go or holds a lone surrogate.

    Cheap for ordinary bodies: the body is parsed here only when it has many brackets or an
    escaped surrogate; otherwise the route's own parsing is the only one."""
    deep = body.count(b"[") + body.count(b"{") > BRACKETS_BEFORE_DEPTH_CHECK
    surrogate = _SURROGATE_ESCAPE.search(body) is not None
    if not deep and not surrogate:
        return None
    try:
        parsed = json.loads(body)
    except RecursionError:
        return "too_deep", "request body is nested too deeply"
    except ValueError:
        return None  # not JSON: the route reports it with its position
    if surrogate:
        try:
            json.dumps(parsed, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            return "invalid_encoding", "request body holds a lone UTF-16 surrogate (\\ud800-\\udfff), which is not text"
        except RecursionError:
            return "too_deep", "request body is nested too deeply"
    return None


def reason_code(result: Any) -> str:
    """Why a check failed, as a code: its own reason when it names one, else check_error or below_floor."""
    reason = result.metrics.get("reason") if isinstance(result.metrics, dict) else None
    if isinstance(reason, str) and reason.replace("_", "").isalnum() and len(reason) <= 64:
        return reason
    return "check_error" if result.error else "below_floor"


def _passed(outcome: GateOutcome) -> dict[str, Any]:
    final = outcome.final
    return PassedResponse(
        request_id=outcome.request_id, status="passed", output=outcome.output or "", attempts=len(outcome.attempts),
        healed=outcome.healed, scores=final.scores,
        checks={r.name: {"score": r.score, "passed": r.passed, "fired": r.fired} for r in final.results},
        model_calls=outcome.model_calls, nli_pairs=outcome.nli_pairs,
    ).model_dump()


def _blocked(outcome: GateOutcome) -> dict[str, Any]:
    return BlockedResponse(
        request_id=outcome.request_id, status="blocked", check=outcome.blocking_checks[0],
        checks=list(outcome.blocking_checks), incident_id=outcome.incident_id or "",
        model_calls=outcome.model_calls, nli_pairs=outcome.nli_pairs,
    ).model_dump()


def _escalated(outcome: GateOutcome) -> dict[str, Any]:
    final = outcome.final
    reasons = [EscalationReason(check=r.name, score=r.score, reason=reason_code(r))
               for r in final.results if not r.passed]
    return EscalatedResponse(
        request_id=outcome.request_id, status="escalated", attempts=len(outcome.attempts),
        failed=final.failed, reasons=reasons, model_calls=outcome.model_calls, nli_pairs=outcome.nli_pairs,
    ).model_dump()


async def until_disconnect(request: Request, work: Awaitable[T]) -> T:
    """Await `work`, cancelling it when the client disconnects first (its attempts are still traced).

    Under Ray Serve the proxy cancels the replica's request itself; this covers every other ASGI
    server and the in-process app."""
    task = asyncio.ensure_future(work)
    watcher = asyncio.ensure_future(_wait_for_disconnect(request))
    try:
        await asyncio.wait({task, watcher}, return_when=asyncio.FIRST_COMPLETED)
    except asyncio.CancelledError:
        task.cancel()
        watcher.cancel()
        raise
    if not task.done():
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass
        raise ClientDisconnected()
    watcher.cancel()
    return task.result()


class ClientDisconnected(Exception):
    """The client went away before the answer; its work was cancelled (and traced as cancelled)."""


# nginx's "client closed request": nobody reads it, but the ASGI stack needs a response.
CLIENT_CLOSED_REQUEST = 499


async def _wait_for_disconnect(request: Request) -> None:
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            return


def create_http_app(service: GateService, api_keys: list[str] | None = None) -> FastAPI:
    """The FastAPI app of the gate: /v1/gate, /v1/verify, /v1/chat/completions, /v1/overrides, /v1/checks, /healthz."""
    app = FastAPIOffline(
        title="the gate",
        description="A verification layer for LLM outputs: no answer leaves before every check has scored it.",
        version="0.1.0",
    )
    keys = [k for k in (api_keys or []) if k]

    @app.middleware("http")
    async def require_token(request: Request, call_next):  # type: ignore[no-untyped-def]
        if keys and request.url.path not in OPEN_PATHS:
            header = request.headers.get("authorization", "")
            scheme, _, token = header.partition(" ")
            if scheme.lower() != "bearer" or not any(hmac.compare_digest(token.strip(), k) for k in keys):
                return JSONResponse(
                    error_body("a valid bearer token is required", param="Authorization", code="invalid_api_key",
                               type_="authentication_error"),
                    status_code=401, headers={"WWW-Authenticate": "Bearer"},
                )
        return await call_next(request)

    app.add_middleware(BodyGuard, max_body_bytes=service.limits.max_body_bytes)

    @app.exception_handler(GateError)
    async def _gate_error(_: Request, exc: GateError) -> JSONResponse:
        headers = {"Retry-After": str(exc.retry_after)} if exc.retry_after is not None else None
        return JSONResponse(error_body(exc.message, param=exc.param, code=exc.code), status_code=exc.status,
                            headers=headers)

    @app.exception_handler(ClientDisconnected)
    async def _client_disconnected(_: Request, exc: ClientDisconnected) -> JSONResponse:
        return JSONResponse(error_body("the client closed the request", code="client_closed_request"),
                            status_code=CLIENT_CLOSED_REQUEST)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {"loc": ("body",), "msg": "invalid request"}
        param = _loc_to_param(first.get("loc", ("body",)), first.get("type", ""))
        message = "; ".join(f"{_loc_to_param(e.get('loc', ()), e.get('type', ''))}: {e.get('msg')}" for e in errors) or "invalid request"
        details = [{"loc": list(e.get("loc", ())), "msg": e.get("msg"), "type": e.get("type")} for e in errors]
        return JSONResponse(error_body(message, param=param, details=details), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        # Keeps the exception's headers: a 405 carries Allow.
        return JSONResponse(error_body(str(exc.detail), code=f"http_{exc.status_code}"), status_code=exc.status_code,
                            headers=getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        logger.exception("unhandled error on %s", request.url.path)
        return JSONResponse(
            error_body(f"internal error: {type(exc).__name__}", code="internal_error", type_="server_error"), status_code=500
        )

    @app.get("/healthz")
    async def healthz() -> dict[str, str]:
        """Liveness: the ingress answers."""
        return {"status": "ok"}

    @app.get("/readyz", responses={503: {"description": "Degraded: traces are not reaching the store or the spool is filling."}})
    async def readyz() -> JSONResponse:
        """Readiness: 200 {status: ok}, or 503 {status: degraded} with the trace writer's health
        (spool rows and bytes, upload failures, oldest unuploaded row's age, last error)."""
        report = service.readiness()
        return JSONResponse(report, status_code=200 if report["status"] == "ok" else 503)

    @app.get("/v1/checks")
    async def list_checks() -> dict[str, Any]:
        view = service.policy.public_view()
        for entry in view["checks"].values():
            entry["available"] = not entry["model_based"] or service.backends is not None
        return view

    @app.post("/v1/gate", responses={
        200: {"model": PassedResponse}, 202: {"model": EscalatedResponse},
        422: {"model": BlockedResponse, "description": "Blocked by a hard check, or an invalid request (ErrorResponse)."},
        **ERROR_RESPONSES,
    })
    async def gate(body: GateRequest, request: Request) -> JSONResponse:
        """Generate an answer and return it only when every check passed (200); 202 escalated; 422 blocked."""
        outcome = await until_disconnect(request, service.gate(body))
        if outcome.status == "passed":
            return JSONResponse(_passed(outcome), status_code=200)
        if outcome.status == "blocked":
            return JSONResponse(_blocked(outcome), status_code=422)
        return JSONResponse(_escalated(outcome), status_code=202)

    @app.post("/v1/verify", responses={
        200: {"description": "Every check passed."},
        202: {"description": "Soft checks failed: escalated for review (verdict 'fail')."},
        422: {"description": "A hard check failed (verdict 'block'), or an invalid request (ErrorResponse)."},
        **ERROR_RESPONSES,
    })
    async def verify(body: VerifyRequest, request: Request) -> JSONResponse:
        """Check an answer generated elsewhere; same status codes as /v1/gate (200 pass, 202 fail, 422 block)."""
        result = await until_disconnect(request, service.verify(body))
        return JSONResponse(result, status_code=VERIFY_STATUS_CODES[result["verdict"]])

    @app.post("/v1/overrides", status_code=201, responses={
        404: {"model": ErrorResponse, "description": "The request ID is not among this gate's recent requests."},
        **ERROR_RESPONSES,
    })
    async def override(body: OverrideRequest) -> dict[str, str]:
        """Record a reviewer's verdict on a request this gate answered."""
        return {"override_id": service.override(body), "request_id": body.request_id}

    @app.post("/v1/chat/completions", responses={
        422: {"model": ErrorResponse, "description": "Invalid request, or the gate blocked (gate_blocked) or "
              "escalated (gate_escalated) the answer."},
        **ERROR_RESPONSES,
    })
    async def chat_completions(body: ChatCompletionRequest, request: Request) -> JSONResponse:
        """OpenAI-compatible: the last user message is the query, `sources` travel in the body."""
        service.check_chat_limits(body.messages)
        try:
            gate_request = body.to_gate_request()
        except ValidationError as exc:
            raise RequestValidationError(exc.errors()) from None
        try:
            outcome = await until_disconnect(request, service.gate(gate_request))
        except GateError as exc:
            exc.param = _chat_param(exc.param, body)  # name the chat body's own field
            raise
        gate_info: dict[str, Any] = {"request_id": outcome.request_id, "status": outcome.status, "attempts": len(outcome.attempts),
                                     "scores": outcome.final.scores}
        if outcome.status == "blocked":
            return JSONResponse(error_body(
                f"blocked by the {outcome.blocking_checks[0]} check; incident {outcome.incident_id}",
                code="gate_blocked", type_="gate_blocked", gate={**_blocked(outcome), "scores": outcome.final.scores},
            ), status_code=422)
        if outcome.status == "escalated":
            return JSONResponse(error_body(
                f"no answer passed every check after {len(outcome.attempts)} attempts; escalated for review",
                code="gate_escalated", type_="gate_escalated", gate={**_escalated(outcome), "scores": outcome.final.scores},
            ), status_code=422)
        prompt_tokens = sum(a.prompt_tokens or 0 for a in outcome.attempts)
        completion_tokens = sum(a.completion_tokens or 0 for a in outcome.attempts)
        gate_info["healed"] = outcome.healed
        return JSONResponse({
            "id": f"chatcmpl-{outcome.request_id}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": outcome.final.model or service.model_name or body.model or "gate",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": outcome.output},
                         "finish_reason": "stop", "logprobs": None}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens},
            "gate": gate_info,
        })

    return app


VERIFY_STATUS_CODES = {"pass": 200, "fail": 202, "block": 422}


def _chat_param(param: str | None, body: ChatCompletionRequest) -> str | None:
    """The chat body's field for a /v1/gate field the service named (the query is the last user message)."""
    if param == "query":
        index = max(i for i, m in enumerate(body.messages) if m.role == "user" and m.text().strip())
        return f"messages.{index}.content"
    if param == "generation.max_tokens":
        return "max_tokens" if body.max_tokens is not None or body.max_completion_tokens is None else "max_completion_tokens"
    return param
