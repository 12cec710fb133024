"""The requests a replica works on: which it admits, and how it lets them go when it shuts down.

A request is admitted while the replica is not draining, has a free slot (`max_concurrent_requests`)
and the trace spool holds room for its rows (`SpoolRoom.reserve`); otherwise it is answered 503 with
Retry-After. `drain()` stops admitting, waits for the requests in flight and cancels what is left.
(`gate.traces.admission` is the spool's side of the reservation.)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Iterator
from typing import Any, Protocol

from gate.errors import GateError
from gate.limits import InputLimits

logger = logging.getLogger(__name__)


class Reservation(Protocol):
    """Spool room held for one request's rows (the trace writer's RowReservation)."""

    def release(self) -> None: ...


class SpoolRoom(Protocol):
    """Where a request's trace rows go: `reserve(rows)` holds room for them, or raises when the spool cannot take them."""

    def reserve(self, rows: int) -> Reservation: ...


class InFlight:
    """Admission and drain of one replica's requests."""

    def __init__(self, limits: InputLimits, spool: SpoolRoom | None = None) -> None:
        self.limits = limits
        self.spool = spool
        self.count = 0
        self._draining = False
        self._tasks: set[asyncio.Task[Any]] = set()

    @property
    def draining(self) -> bool:
        """Whether the replica is shutting down (new requests get 503 shutting_down)."""
        return self._draining

    @contextlib.contextmanager
    def admit(self, rows: int) -> Iterator[Reservation | None]:
        """Hold a slot and spool room for `rows` trace rows while the request runs; 503 when either is lacking.

        Yields the reservation to enqueue the rows with (None without a trace spool)."""
        with self._slot(), self.reserve(rows) as reservation:
            yield reservation

    @contextlib.contextmanager
    def reserve(self, rows: int) -> Iterator[Reservation | None]:
        """Hold spool room for `rows` trace rows (no slot: an override is not a request's work); 503 when the spool
        is full. The room is given back on exit, what the rows did not use of it."""
        reservation = self._reserve(rows)
        try:
            yield reservation
        finally:
            if reservation is not None:
                reservation.release()

    @contextlib.contextmanager
    def _slot(self) -> Iterator[None]:
        if self._draining:
            raise GateError(503, "this gate replica is shutting down; retry (another replica will answer)",
                            code="shutting_down", retry_after=self.limits.retry_after_s)
        if self.count >= self.limits.max_concurrent_requests:
            raise GateError(503, f"the gate is working on {self.count} requests, its limit; retry later",
                            code="overloaded", retry_after=self.limits.retry_after_s)
        self.count += 1
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            yield
        finally:
            self.count -= 1
            self._tasks.discard(task)  # type: ignore[arg-type]

    def _reserve(self, rows: int) -> Reservation | None:
        if self.spool is None:
            return None
        try:
            return self.spool.reserve(rows)
        except Exception as exc:  # the writer refuses: rows must never be dropped
            logger.error("refusing request: trace spool cannot take more rows (%s)", type(exc).__name__)
            raise GateError(503, f"the trace spool is full; retry later ({exc})", code="trace_spool_full",
                            retry_after=self.limits.retry_after_s) from None

    def cancel_reason(self) -> str:
        """Why a request's work was cancelled, as its trace rows record it."""
        return "cancelled: the replica shut down" if self._draining else "cancelled: the client went away"

    def raise_if_shut_down(self) -> None:
        """A request the drain cancelled (it is traced already) is answered 503, not left without a response."""
        if self._draining:
            raise GateError(503, "the gate replica shut down before this request was decided; retry",
                            code="shutting_down", retry_after=self.limits.retry_after_s)

    async def drain(self, timeout_s: float) -> int:
        """Stop admitting, let the requests in flight finish for up to `timeout_s`, then cancel the rest (their
        attempts are traced as cancelled). Returns how many were cancelled."""
        self._draining = True
        deadline = time.monotonic() + timeout_s
        while self._tasks and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        abandoned = list(self._tasks)
        for task in abandoned:
            task.cancel()
        if abandoned:
            logger.warning("shutting down: %d requests still in flight after %.0f s are cancelled", len(abandoned),
                           timeout_s)
            await asyncio.wait(abandoned, timeout=5.0)
        return len(abandoned)
