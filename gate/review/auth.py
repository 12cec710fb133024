"""Reviewers' own keys: bearer tokens for scripts, a signed session cookie and CSRF tokens for the desk.

Keys come from `GATE_REVIEWER_KEYS` (or the app args) as `name:key` entries (`key` alone names
the reviewer `reviewer-<8 hex of its hash>`). They are separate from API keys: the desk and the
decision routes accept only reviewer credentials, and `gate.middleware.BearerAuth` refuses a
reviewer key on the generation routes. A session cookie is `<name>.<expiry>.<session id>.<HMAC>`
signed with that reviewer's own key, so every Gate replica with the same keys accepts it; the
session ID is what sign-out revokes in the shared trace store (gate.review.sessions), so the
cookie is refused on every replica afterwards. The CSRF token of a session is a second HMAC of
it. Keys are compared with `hmac.compare_digest` only.

State-changing desk posts must also come from the desk's own origin (`ReviewerAuth.origin_ok`):
browsers send `Origin` on every POST, so a foreign or missing one on a cookie request is refused.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

SESSION_COOKIE = "gate_review_session"
SESSION_SECONDS = 8 * 3600
_NAME = re.compile(r"^[A-Za-z0-9_\-]{1,64}$")
SESSION_ID = re.compile(r"^[0-9a-f]{32}$")


def new_session_id() -> str:
    """A fresh random session ID (128 bits, hex)."""
    return secrets.token_hex(16)


def reviewer_keys_from_env() -> list[str]:
    """`GATE_REVIEWER_KEYS`, comma-separated."""
    return [k.strip() for k in (os.environ.get("GATE_REVIEWER_KEYS") or "").split(",") if k.strip()]


@dataclass(frozen=True)
class Reviewer:
    name: str
    via: str  # "bearer" or "session"
    session_expiry: int | None = None
    session_id: str | None = None


class ReviewerAuth:
    """The configured reviewers and how their credentials are checked."""

    def __init__(self, entries: list[str] | None, allowed_origins: list[str] | None = None) -> None:
        self.keys: dict[str, str] = {}
        self.allowed_origins = frozenset(_configured_origin(o) for o in allowed_origins or [])
        for entry in entries or []:
            name, sep, key = entry.partition(":")
            if not sep or not _NAME.match(name) or not key:
                key, name = entry, "reviewer-" + hashlib.sha256(entry.encode()).hexdigest()[:8]
            self.keys[name] = key

    @property
    def enabled(self) -> bool:
        return bool(self.keys)

    def all_keys(self) -> list[str]:
        return list(self.keys.values())

    def by_key(self, token: str) -> str | None:
        """The reviewer whose key `token` is (every key compared, in constant time), else None."""
        found = None
        for name, key in self.keys.items():
            if hmac.compare_digest(token.encode("utf-8", "surrogatepass"), key.encode()):
                found = name
        return found

    def _mac(self, name: str, purpose: str, expiry: int, session_id: str) -> str:
        message = f"{purpose}|{name}|{expiry}|{session_id}".encode()
        return hmac.new(self.keys[name].encode(), message, hashlib.sha256).hexdigest()

    def session_cookie(self, name: str, now: float | None = None, session_id: str | None = None) -> str:
        """A new session's cookie for reviewer `name` (a fresh session ID unless one is given)."""
        expiry = int((time.time() if now is None else now) + SESSION_SECONDS)
        session_id = session_id or new_session_id()
        return f"{name}.{expiry}.{session_id}.{self._mac(name, 'session', expiry, session_id)}"

    def from_session(self, cookie: str, now: float | None = None) -> Reviewer | None:
        """The reviewer of a well-signed, unexpired cookie (whether its session was ended is the store's to say)."""
        parts = cookie.split(".")
        if len(parts) != 4:
            return None
        name, expiry_text, session_id, mac = parts
        if (name not in self.keys or not expiry_text.isdigit() or len(expiry_text) > 12
                or not SESSION_ID.match(session_id)):
            return None
        expiry = int(expiry_text)
        if expiry < (time.time() if now is None else now):
            return None
        if not hmac.compare_digest(mac.encode("utf-8", "surrogatepass"),
                                   self._mac(name, "session", expiry, session_id).encode()):
            return None
        return Reviewer(name, "session", expiry, session_id)

    def csrf_token(self, reviewer: Reviewer) -> str:
        if reviewer.session_expiry is None or reviewer.session_id is None:
            return ""
        return self._mac(reviewer.name, "csrf", reviewer.session_expiry, reviewer.session_id)[:40]

    def csrf_ok(self, reviewer: Reviewer, token: str | None) -> bool:
        """A form post of a cookie session must carry its CSRF token; a bearer token needs none (no cookie)."""
        if reviewer.via == "bearer":
            return True
        return bool(token) and hmac.compare_digest(token.encode("utf-8", "surrogatepass"),
                                                   self.csrf_token(reviewer).encode())

    def origin_ok(self, headers: Any, scheme: str) -> bool:
        """Whether a state-changing desk post may proceed, given where it says it comes from: its Origin (else
        its Referer's origin) must be the desk's own (`own_origin`) or a configured one. A post that sends
        neither passes only with an Authorization header: a script, whose credential no foreign page can
        make a browser attach (browsers send Origin on every POST, so a cookie request without one is refused)."""
        sent = headers.get("origin")
        if sent is None:
            sent = headers.get("referer")
            if sent is None:
                return bool(headers.get("authorization"))
        source = origin_of(sent)
        return source is not None and (source == own_origin(headers, scheme) or source in self.allowed_origins)

    def authenticate(self, authorization: str | None, cookie: str | None) -> Reviewer | None:
        """The reviewer behind a request's bearer header or session cookie, else None."""
        if authorization:
            scheme, _, token = authorization.partition(" ")
            if scheme.lower() == "bearer":
                name = self.by_key(token.strip())
                return Reviewer(name, "bearer") if name else None
            return None
        if cookie:
            return self.from_session(cookie)
        return None


_DEFAULT_PORTS = {"http": 80, "https": 443}


def origin_of(url: str | None) -> str | None:
    """`scheme://host:port` of a URL or an Origin header (port always written), else None (absent, `null`,
    not http(s), malformed)."""
    if not url:
        return None
    try:
        parts = urlsplit(url.strip())
        scheme, host, port = parts.scheme.lower(), parts.hostname, parts.port
    except ValueError:
        return None
    if scheme not in _DEFAULT_PORTS or not host:
        return None
    host = f"[{host}]" if ":" in host else host
    return f"{scheme}://{host}:{port or _DEFAULT_PORTS[scheme]}"


def _configured_origin(value: str) -> str:
    origin = origin_of(value)
    if origin is None:
        raise ValueError(f"not an origin (scheme://host[:port]): {value!r}")
    return origin


def own_origin(headers: Any, scheme: str) -> str | None:
    """The desk's own origin as this request reached it: the scheme the server saw (the ASGI scope's, which
    the server sets from X-Forwarded-Proto only for proxies it trusts) and the Host header."""
    host = headers.get("host")
    return origin_of(f"{scheme}://{host}") if host else None
