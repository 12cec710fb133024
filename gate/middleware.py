"""ASGI middleware in front of every route: bearer-token auth (who the caller is) and the body guard.

The body guard rejects what no route should parse: headers over their size limit (431
`headers_too_large`), a body whose next part does not arrive in time (408 `body_read_timeout`),
bodies over the size limit (413), bodies that are not UTF-8 or hold a lone surrogate (400
`invalid_encoding`), JSON nested deeper than the parser can go (400 `too_deep`).
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from gate.errors import error_body
from gate.tenants import Principal, TenantDirectory

# A body with more brackets than this is parsed once up front, so that nesting too deep for the
# JSON parser is a 400 here instead of a RecursionError in a route.
BRACKETS_BEFORE_DEPTH_CHECK = 256
# An escaped UTF-16 surrogate: a lone one cannot be encoded as UTF-8 downstream.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


async def send_error(send: Send, status: int, message: str, code: str, *, param: str | None = "body",
                     type_: str = "invalid_request_error", headers: list[tuple[bytes, bytes]] | None = None) -> None:
    """Answer an ASGI request with the gate's error shape, before any route ran."""
    payload = json.dumps(error_body(message, param=param, code=code, type_=type_)).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode()),
                            *(headers or [])]})
    await send({"type": "http.response.body", "body": payload})


# The review desk and its JSON routes check reviewer credentials themselves (gate.routes.review).
REVIEWER_PREFIXES = ("/review", "/v1/review/")
# Routes an API key's client and a reviewer may both call.
SHARED_PREFIXES = ("/v1/requests/", "/v1/overrides")
PRINCIPAL = "principal"  # the key of the authenticated Principal in the ASGI scope's state


class BearerAuth:
    """ASGI middleware: every path but `open_paths` needs `Authorization: Bearer <key>` (401 otherwise), and the
    request's `Principal` (who made it, from the credentials only) is put in the scope's state for the routes.

    An API key's principal is its tenant (`gate.tenants.TenantDirectory`); keys are compared with
    `hmac.compare_digest` only. No API keys configured: auth is off and every request is the one tenant's.
    Reviewer keys are not API keys: they are refused (403) on every route but the review desk's and the shared
    ones (request status, overrides); the desk's own routes do the reviewer check."""

    def __init__(self, app: ASGIApp, tenants: TenantDirectory, open_paths: frozenset[str],
                 reviewers: Callable[[str], str | None] | None = None) -> None:
        self.app = app
        self.tenants = tenants
        self.open_paths = open_paths
        self.reviewer_by_key = reviewers or (lambda token: None)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "") if scope["type"] == "http" else ""
        root = scope.get("root_path", "") if scope["type"] == "http" else ""
        if root and path.startswith(root):  # under a route prefix (Ray Serve's route_prefix)
            path = path[len(root):] or "/"
        if scope["type"] != "http" or path in self.open_paths or path == "/review" or path.startswith(REVIEWER_PREFIXES):
            await self.app(scope, receive, send)
            return
        header = next((v for k, v in scope.get("headers", []) if k == b"authorization"), b"").decode("latin-1")
        scheme, _, token = header.partition(" ")
        bearer = token.strip() if scheme.lower() == "bearer" else None
        reviewer = self.reviewer_by_key(bearer) if bearer else None
        if reviewer is not None and path.startswith(SHARED_PREFIXES):
            scope.setdefault("state", {})[PRINCIPAL] = Principal("reviewer", reviewer)
            await self.app(scope, receive, send)
            return
        if reviewer is not None:
            await send_error(send, 403, "a reviewer key cannot call this route; use an API key", "reviewer_key_refused",
                             param="Authorization", type_="authentication_error")
            return
        if not self.tenants.auth_enabled:
            tenant = self.tenants.anonymous()
        else:
            tenant = self.tenants.by_key(bearer) if bearer else None
        if tenant is None:
            await send_error(send, 401, "a valid bearer token is required", "invalid_api_key", param="Authorization",
                             type_="authentication_error", headers=[(b"www-authenticate", b"Bearer")])
            return
        scope.setdefault("state", {})[PRINCIPAL] = Principal("tenant", tenant.name, tenant)
        await self.app(scope, receive, send)


class BodyGuard:
    """ASGI middleware: rejects oversized headers (431), slow bodies (408), oversized bodies (413) and bodies
    that are not UTF-8 (400) before parsing.

    The HTTP server in front (Ray Serve's proxy, uvicorn) bounds neither the headers' size nor the time a
    body takes to arrive, so the gate does: a client that announces more body than it sends is answered
    408 once `body_read_timeout_s` passes without the next part, and its connection is closed."""

    def __init__(self, app: ASGIApp, max_body_bytes: int, body_read_timeout_s: float = 30.0,
                 max_header_bytes: int = 32_768) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.body_read_timeout_s = body_read_timeout_s
        self.max_header_bytes = max_header_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        header_bytes = sum(len(name) + len(value) + 4 for name, value in scope.get("headers", []))
        if header_bytes > self.max_header_bytes:
            await send_error(send, 431, f"request headers are larger than {self.max_header_bytes} bytes",
                             "headers_too_large", param="headers")
            return
        if scope["method"] not in {"POST", "PUT", "PATCH"}:
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and value.isdigit() and int(value) > self.max_body_bytes:
                await send_error(send, 413, f"request body is larger than {self.max_body_bytes} bytes", "too_large")
                return
        chunks: list[bytes] = []
        size = 0
        while True:
            try:
                message = await asyncio.wait_for(receive(), timeout=self.body_read_timeout_s)
            except TimeoutError:
                await send_error(send, 408, f"the request body did not arrive within {self.body_read_timeout_s:g} s "
                                 "of its last part", "body_read_timeout", headers=[(b"connection", b"close")])
                return
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body_bytes:
                await send_error(send, 413, f"request body is larger than {self.max_body_bytes} bytes", "too_large")
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        try:
            body.decode("utf-8")
        except UnicodeDecodeError as exc:
            await send_error(send, 400, f"request body is not valid UTF-8 (byte {exc.start})", "invalid_encoding")
            return
        problem = json_structure_problem(body)
        if problem is not None:
            await send_error(send, 400, problem[1], problem[0])
            return
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if delivered:
                return await receive()
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)


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


class ReplicaLostGuard:
    """ASGI middleware for Ray Serve's HTTP proxy: a request whose replica died before answering gets 503
    `replica_unavailable` with Retry-After in the gate's error shape, instead of the bare 500 page uvicorn writes
    when the proxy's app ends without a response (Serve answers only 408, 429 and 503 itself).

    Installed by `proxy_middlewares` (RAY_SERVE_HTTP_PROXY_CALLBACK_IMPORT_PATH); a response already started is
    left as it is (its connection ends when the stream does)."""

    def __init__(self, app: ASGIApp, retry_after_s: int = 2) -> None:
        self.app = app
        self.retry_after_s = retry_after_s

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception:
            if started:
                raise
        if not started:
            await send_error(send, 503, "the gate replica working on this request stopped before it answered; "
                             "retry the request", "replica_unavailable", param=None, type_="server_error",
                             headers=[(b"retry-after", str(self.retry_after_s).encode())])


def proxy_middlewares() -> list:
    """What Ray Serve's HTTP proxy wraps its app in, named by RAY_SERVE_HTTP_PROXY_CALLBACK_IMPORT_PATH=
    gate.middleware:proxy_middlewares in the environment Ray is started with."""
    from starlette.middleware import Middleware

    return [Middleware(ReplicaLostGuard)]
