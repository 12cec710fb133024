"""The gate's HTTP app: middleware, error handlers and the routers, around one GateService.

`create_http_app(service)` is what the Ray ingress serves (through `__serve_build_asgi_app__`)
and what tests drive directly. Every error is an OpenAI-style object
`{"error": {"message", "type", "param", "code"}}` with the field at fault in `param`
(`gate.errors`).

Status codes follow one rule on /v1/gate, /v1/verify and /v1/chat/completions: 200 when every
check passed, 202 when soft checks failed (escalated: a person reviews it; the chat route, whose
clients expect an answer or an error, uses 422 `gate_escalated`), 422 when a hard check
blocked it. A request whose work is cancelled (client gone) or passes its deadline is traced
all the same.
"""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, RedirectResponse
from fastapi_offline import FastAPIOffline
from starlette.exceptions import HTTPException as StarletteHTTPException

from gate.errors import GateError, error_body, loc_to_param
from gate.middleware import BearerAuth, BodyGuard
from gate.review.auth import ReviewerAuth
from gate.review.sessions import ReviewSessions, sessions_beside
from gate.routes import CLIENT_CLOSED_REQUEST, ClientDisconnected, chat, health, models, overrides, requests, review, verify
from gate.routes import gate as gate_routes
from gate.service import GateService
from gate.tenants import TenantDirectory

logger = logging.getLogger(__name__)

OPEN_PATHS = frozenset({"/healthz"})


def create_http_app(service: GateService, api_keys: list[str] | None = None,
                    reviewer_keys: list[str] | None = None, tenants: TenantDirectory | None = None, *,
                    sessions: ReviewSessions | None = None, review_allowed_origins: list[str] | None = None) -> FastAPI:
    """The FastAPI app of the gate: /v1/gate, /v1/verify, /v1/chat/completions, /v1/overrides, /v1/checks, /healthz,
    /v1/requests/{id}, and the review desk (/review, /v1/review/...) for `reviewer_keys` (`name:key` entries).

    `tenants` says which tenant each API key belongs to; without it, built from `api_keys` (each `name:key` entry
    joins tenant `name`, each bare key is a tenant of its own). `sessions`: where desk sign-outs are shared by every
    replica (on the trace root's store); none: on the review queue's store, if any (without either, the desk takes
    bearer keys only). `review_allowed_origins`: origins besides the desk's own that may post its forms
    (`https://host[:port]`, e.g. behind a proxy)."""
    app = FastAPIOffline(
        title="the gate",
        description="A verification layer for LLM outputs: no answer leaves before every check has scored it.",
        version="0.1.0",
    )
    app.state.service = service
    app.state.review_auth = ReviewerAuth(reviewer_keys, allowed_origins=review_allowed_origins)
    app.state.session_store = sessions if sessions is not None else sessions_beside(service.review)
    if tenants is not None or api_keys:  # the service answers for the same tenants as the middleware
        service.tenants = tenants if tenants is not None else TenantDirectory.build(api_keys)
    app.state.tenants = service.tenants
    # Added last runs first: the body guard sees a request before auth does.
    app.add_middleware(BearerAuth, tenants=app.state.tenants, open_paths=OPEN_PATHS,
                       reviewers=app.state.review_auth.by_key)
    app.add_middleware(BodyGuard, max_body_bytes=service.limits.max_body_bytes,
                       body_read_timeout_s=service.limits.body_read_timeout_s,
                       max_header_bytes=service.limits.max_header_bytes)
    add_error_handlers(app)
    app.add_exception_handler(review.NeedsLogin, _to_login)
    for module in (health, gate_routes, verify, overrides, chat, models, requests, review):
        app.include_router(module.router)
    return app


async def _to_login(request: Request, _: Exception) -> RedirectResponse:
    """A browser on the desk without a session goes to the login form."""
    return RedirectResponse(f"{str(request.scope.get('root_path', '')).rstrip('/')}/review/login", status_code=303)


def add_error_handlers(app: FastAPI) -> None:
    """Every error, expected or not, in the gate's error shape (never a bare 500 page)."""

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
        param = loc_to_param(first.get("loc", ("body",)), first.get("type", ""))
        message = "; ".join(f"{loc_to_param(e.get('loc', ()), e.get('type', ''))}: {e.get('msg')}" for e in errors) or "invalid request"
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
