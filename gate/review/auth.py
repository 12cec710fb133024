"""Reviewers' own keys: bearer tokens for scripts, a signed session cookie and CSRF tokens for the desk.

Keys come from `GATE_REVIEWER_KEYS` (or the app args) as `name:key` entries (`key` alone names
the reviewer `reviewer-<8 hex of its hash>`). They are separate from API keys: the desk and the
decision routes accept only reviewer credentials, and `gate.middleware.BearerAuth` refuses a
reviewer key on the generation routes. A session cookie is `<name>.<expiry>.<HMAC>` signed with
that reviewer's own key, so every Gate replica with the same keys accepts it and nothing is kept
in memory; the CSRF token of a session is a second HMAC of it. Keys are compared with
`hmac.compare_digest` only.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import time
from dataclasses import dataclass

SESSION_COOKIE = "gate_review_session"
SESSION_SECONDS = 8 * 3600
_NAME = re.compile(r"^[A-Za-z0-9_\-]{1,64}$")


def reviewer_keys_from_env() -> list[str]:
    """`GATE_REVIEWER_KEYS`, comma-separated."""
    return [k.strip() for k in (os.environ.get("GATE_REVIEWER_KEYS") or "").split(",") if k.strip()]


@dataclass(frozen=True)
class Reviewer:
    name: str
    via: str  # "bearer" or "session"
    session_expiry: int | None = None


class ReviewerAuth:
    """The configured reviewers and how their credentials are checked."""

    def __init__(self, entries: list[str] | None) -> None:
        self.keys: dict[str, str] = {}
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

    def _mac(self, name: str, purpose: str, expiry: int) -> str:
        return hmac.new(self.keys[name].encode(), f"{purpose}|{name}|{expiry}".encode(), hashlib.sha256).hexdigest()

    def session_cookie(self, name: str, now: float | None = None) -> str:
        expiry = int((now or time.time()) + SESSION_SECONDS)
        return f"{name}.{expiry}.{self._mac(name, 'session', expiry)}"

    def from_session(self, cookie: str, now: float | None = None) -> Reviewer | None:
        name, _, rest = cookie.partition(".")
        expiry_text, _, mac = rest.partition(".")
        if name not in self.keys or not expiry_text.isdigit() or len(expiry_text) > 12:
            return None
        expiry = int(expiry_text)
        if expiry < (now or time.time()):
            return None
        if not hmac.compare_digest(mac.encode("utf-8", "surrogatepass"), self._mac(name, "session", expiry).encode()):
            return None
        return Reviewer(name, "session", expiry)

    def csrf_token(self, reviewer: Reviewer) -> str:
        if reviewer.session_expiry is None:
            return ""
        return self._mac(reviewer.name, "csrf", reviewer.session_expiry)[:40]

    def csrf_ok(self, reviewer: Reviewer, token: str | None) -> bool:
        """A form post of a cookie session must carry its CSRF token; a bearer token needs none (no cookie)."""
        if reviewer.via == "bearer":
            return True
        return bool(token) and hmac.compare_digest(token.encode("utf-8", "surrogatepass"),
                                                   self.csrf_token(reviewer).encode())

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
