"""One router per route group (gate, verify, chat, overrides, health), assembled by `gate.http`.

Each router reaches the `GateService` through the `service` dependency (the app's
`state.service`), so a test can mount one router on an app of its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

from fastapi import Request

from gate.middleware import PRINCIPAL
from gate.service import GateService
from gate.tenants import Principal, Tenant

T = TypeVar("T")

# nginx's "client closed request": nobody reads it, but the ASGI stack needs a response.
CLIENT_CLOSED_REQUEST = 499


def service(request: Request) -> GateService:
    """The GateService the app was built around (a FastAPI dependency)."""
    return request.app.state.service


def principal(request: Request) -> Principal | None:
    """Who made the request, as the auth middleware read it from the credentials (None: an app mounted without
    it, e.g. one router in a test; the service then treats the caller as the gate's one tenant)."""
    return request.scope.get("state", {}).get(PRINCIPAL)


def tenant(request: Request) -> Tenant | None:
    """The tenant of an API key's request (a FastAPI dependency); None as for `principal`."""
    found = principal(request)
    return found.tenant if found is not None else None


class ClientDisconnected(Exception):
    """The client went away before the answer; its work was cancelled (and traced as cancelled)."""


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


async def _wait_for_disconnect(request: Request) -> None:
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            return
