"""The one error shape of every route: OpenAI's `{"error": {"message", "type", "param", "code"}}`.

`param` names the field at fault, so a client can point at it; `ERROR_RESPONSES` documents the
shared error statuses in the OpenAPI schema of every route that can return them. `GateError` is
what the service raises and the HTTP layer renders in that shape.
"""

from __future__ import annotations

from typing import Any

from gate.api import ErrorResponse

ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorResponse, "description": "Body is not JSON, not UTF-8 (or holds a lone surrogate), or nested too deep."},
    401: {"model": ErrorResponse, "description": "A bearer token is required (when API keys are configured)."},
    413: {"model": ErrorResponse, "description": "A field or the body is over its size limit, or the prompt exceeds the model's context."},
    503: {"model": ErrorResponse, "description": "Overloaded, trace spool full, model timeout or deadline passed; see Retry-After."},
}


class GateError(Exception):
    """An error with an HTTP status and the field at fault; the HTTP layer renders it as JSON."""

    def __init__(
        self, status: int, message: str, *, param: str | None = None, code: str = "invalid_request",
        retry_after: int | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.param = param
        self.code = code
        self.retry_after = retry_after


def error_body(message: str, *, param: str | None = None, code: str = "invalid_request", type_: str = "invalid_request_error", **extra: Any) -> dict[str, Any]:
    """An error object; `extra` keys (e.g. `gate`, `details`) go inside `error` beside the standard four."""
    error: dict[str, Any] = {"message": message, "type": type_, "param": param, "code": code}
    error.update(extra)
    return {"error": error}


def loc_to_param(loc: tuple[Any, ...] | list[Any], error_type: str = "") -> str:
    """A pydantic error location as the dotted field name a client sent (`messages.2.content`)."""
    if error_type == "json_invalid":
        return "body"
    parts = [str(p) for p in loc if p != "body"]
    return ".".join(parts) or "body"
