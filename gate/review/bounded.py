"""Store calls on the request path with a time budget: a hung store answers 503, never holds the request.

A blocking store call (a LIST or GET on S3) runs in a thread of its own while the request waits at most
`budget_s` for it. A thread cannot be stopped, so a call past its budget keeps running until the S3
client's own timeouts end it (connect 5 s, read 30 s, three attempts with the default `S3Settings`): the
request is bounded, the thread is not. Those abandoned threads are counted, and at `max_threads` calls
in flight a new call is refused at once instead of queueing behind them, so a stalled store costs a
bounded number of threads and never the event loop's default executor.

`health()` feeds /readyz: 'degraded' while an abandoned call is still running or for `degraded_for_s`
after the last timeout. A GateService holds one (`store_calls`), so two services in one process (tests)
count apart.
"""

from __future__ import annotations

import asyncio
import contextvars
import itertools
import logging
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from gate.errors import GateError

logger = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_BUDGET_S = 5.0  # InputLimits.store_call_timeout_s's default


class StoreCallTimeout(TimeoutError):
    """A store call did not finish within its budget, or too many earlier ones are still hung to start it."""


class BoundedStoreCalls:
    """Runs blocking store calls in daemon threads with a time budget; counts timeouts and hung threads."""

    def __init__(self, budget_s: float = DEFAULT_BUDGET_S, max_threads: int = 32, degraded_for_s: float = 60.0) -> None:
        self.budget_s = budget_s
        self.max_threads = max_threads
        self.degraded_for_s = degraded_for_s
        self._lock = threading.Lock()
        self._running: dict[int, tuple[float, float, str]] = {}  # call number -> (started, budget, what)
        self._numbers = itertools.count()
        self.calls = 0
        self.timeouts = 0
        self.refused = 0
        self._last_timeout: float | None = None
        self._last_timeout_what: str | None = None

    async def run(self, fn: Callable[..., T], /, *args: Any, what: str = "store call", budget_s: float | None = None) -> T:
        """`fn(*args)` in a thread; its result or exception, or StoreCallTimeout after `budget_s` (default: the
        instance's). A timed-out call keeps running in its thread; its eventual result is dropped."""
        budget = self.budget_s if budget_s is None else budget_s
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        with self._lock:
            if len(self._running) >= self.max_threads:
                self.refused += 1
                self._note_timeout(what)
                raise StoreCallTimeout(f"{what}: {len(self._running)} store calls are still unanswered")
            number = next(self._numbers)
            self._running[number] = (time.monotonic(), budget, what)
            self.calls += 1
        context = contextvars.copy_context()

        def work() -> None:
            result, error = None, None
            try:
                result = context.run(fn, *args)
            except BaseException as exc:  # handed to the waiting request, if it still waits
                error = exc
            with self._lock:
                self._running.pop(number, None)
            _settle(loop, future, result, error)

        threading.Thread(target=work, name=f"store-call-{number}", daemon=True).start()
        try:
            return await asyncio.wait_for(future, timeout=budget)
        except TimeoutError:
            with self._lock:
                self.timeouts += 1
                self._note_timeout(what)
            logger.warning("%s: no answer from the store within %.3g s", what, budget)
            raise StoreCallTimeout(f"{what}: no answer from the store within {budget:g} s") from None

    def _note_timeout(self, what: str) -> None:
        self._last_timeout = time.monotonic()
        self._last_timeout_what = what

    def health(self) -> dict[str, Any]:
        """'ok' or 'degraded' (a call past its budget still running, or a timeout in the last `degraded_for_s`)."""
        now = time.monotonic()
        with self._lock:
            hung = sum(1 for started, budget, _ in self._running.values() if now - started > budget)
            since = None if self._last_timeout is None else now - self._last_timeout
            reasons = []
            if hung:
                reasons.append(f"{hung} store calls unanswered past their budget")
            if since is not None and since < self.degraded_for_s:
                reasons.append(f"a store call timed out {since:.0f}s ago ({self._last_timeout_what})")
            return {
                "state": "degraded" if reasons else "ok",
                "reasons": reasons,
                "budget_s": self.budget_s,
                "calls": self.calls,
                "running": len(self._running),
                "hung": hung,
                "timeouts": self.timeouts,
                "refused": self.refused,
                "last_timeout_age_s": since,
            }


def _settle(loop: asyncio.AbstractEventLoop, future: asyncio.Future[Any], result: Any, exc: BaseException | None) -> None:
    def settle() -> None:
        if future.done():  # the request stopped waiting (timeout, client gone)
            return
        if exc is not None:
            future.set_exception(exc)
        else:
            future.set_result(result)

    try:
        loop.call_soon_threadsafe(settle)
    except RuntimeError:  # the loop is closed: nobody waits
        pass


def store_unavailable(exc: BaseException, retry_after_s: int) -> GateError:
    """The 503 `store_unavailable` (with Retry-After) of a request whose store call timed out or failed."""
    if isinstance(exc, StoreCallTimeout):
        return GateError(503, f"the trace store did not answer in time; retry later ({exc})", code="store_unavailable",
                         retry_after=retry_after_s)
    return GateError(503, "the trace store failed; retry later", code="store_unavailable", retry_after=retry_after_s)


async def store_lookup(fn: Callable[..., T], /, *args: Any, what: str, budget_s: float, retry_after_s: int,
                       calls: BoundedStoreCalls) -> T:
    """`fn(*args)` (blocking store lookups) on `calls` (a service's `store_calls`) within `budget_s`, for a route: a
    GateError it raises passes through; a timeout or a store failure becomes 503 `store_unavailable`, so a
    caller retries instead of being told 'no such request' or being held for the stall."""
    try:
        return await calls.run(fn, *args, what=what, budget_s=budget_s)
    except GateError:
        raise
    except StoreCallTimeout as exc:
        raise store_unavailable(exc, retry_after_s) from None
    except Exception as exc:  # S3 refused, no rights, a broken object: the route cannot say
        logger.warning("%s: the store failed (%s)", what, type(exc).__name__)
        raise store_unavailable(exc, retry_after_s) from None
