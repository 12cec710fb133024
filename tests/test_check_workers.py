"""The deterministic tier in worker threads (`checks.loop.CheckWorkers`): the event loop stays free while an
answer is checked, a deadline fires on time, a cancelled job stops before its next check, and the number of
workers bounds how many jobs run at once."""

from __future__ import annotations

import asyncio
import gc
import threading
import time
import weakref

import pytest

from checks.base import Check, CheckResult
from checks.context import RequestContext
from checks.loop import CheckWorkers, freeze_startup_heap, run_checks

CHECK_S = 1.0


class BusyCheck(Check):
    """A deterministic check that computes for CHECK_S seconds (pure Python, as the readers are)."""

    name = "busy"
    runs_inline = True

    def __init__(self) -> None:
        super().__init__()
        self.started: list[float] = []
        self.running = 0
        self.most_running = 0
        self._lock = threading.Lock()

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        with self._lock:
            self.started.append(time.monotonic())
            self.running += 1
            self.most_running = max(self.most_running, self.running)
        end = time.monotonic() + CHECK_S
        total = 0
        while time.monotonic() < end:
            total += sum(range(200))
        with self._lock:
            self.running -= 1
        return self.result(1.0, fired=False)


CONTEXT = RequestContext(query="q", sources=())


async def _worst_tick_delay(work: asyncio.Future) -> float:
    """How late a 10 ms timer fired, at worst, while `work` ran on this loop."""
    worst = 0.0
    while not work.done():
        started = time.monotonic()
        await asyncio.sleep(0.01)
        worst = max(worst, time.monotonic() - started - 0.01)
    await work
    return worst


async def test_the_event_loop_keeps_running_while_a_worker_checks():
    workers = CheckWorkers(1)
    try:
        work = asyncio.ensure_future(run_checks("answer", CONTEXT, [BusyCheck()], workers=workers))
        assert await _worst_tick_delay(work) < CHECK_S / 2
        inline = asyncio.ensure_future(run_checks("answer", CONTEXT, [BusyCheck()]))
        assert await _worst_tick_delay(inline) >= CHECK_S * 0.9  # without workers the loop waits for the check
    finally:
        workers.close()


async def test_a_deadline_fires_on_time_and_the_abandoned_job_runs_no_further_check():
    workers = CheckWorkers(1)
    first, second = BusyCheck(), BusyCheck()
    try:
        started = time.monotonic()
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(run_checks("answer", CONTEXT, [first, second], workers=workers), timeout=0.2)
        assert time.monotonic() - started < CHECK_S / 2
        await asyncio.sleep(CHECK_S * 1.5)  # the first check finishes in its thread; the second is never started
        assert len(first.started) == 1 and second.started == []
    finally:
        workers.close()


@pytest.mark.parametrize("workers_count", [1, 2])
async def test_workers_bound_how_many_jobs_run_at_once(workers_count):
    workers = CheckWorkers(workers_count)
    check = BusyCheck()
    try:
        results = await asyncio.gather(*(run_checks("answer", CONTEXT, [check], workers=workers) for _ in range(3)))
        assert all(r[0].passed for r in results)
        assert check.most_running == workers_count
    finally:
        workers.close()


class _Node:
    """A container that can hold itself: garbage only the cyclic collector frees."""

    def __init__(self) -> None:
        self.itself = self


def test_a_frozen_startup_heap_is_out_of_the_collectors_reach_and_later_cycles_are_still_freed() -> None:
    built_at_start = _Node()
    try:
        freeze_startup_heap()
        assert gc.isenabled() and gc.get_freeze_count() > 0
        assert not any(item is built_at_start for item in gc.get_objects())  # no collection reads it again
        later = _Node()
        freed = weakref.ref(later)
        del later
        gc.collect()
        assert freed() is None  # a request's cyclic garbage is collected as before
    finally:
        gc.unfreeze()
    assert any(item is built_at_start for item in gc.get_objects())
