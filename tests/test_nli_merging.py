"""ModelCallMerger: while the model is busy, what the callers wait for goes through it in one call (up to
max_requests callers' requests); each caller gets its own scores in order, a cancelled caller is left out, and
one model error fails exactly the callers of that call."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from gate.engines.nli import ModelCallMerger


class SlowModel:
    """A blocking model that takes 50 ms per call, one call at a time, and remembers each call's pairs."""

    def __init__(self) -> None:
        self.calls: list[list[tuple[str, str]]] = []
        self._lock = threading.Lock()

    def __call__(self, pairs: list[tuple[str, str]]) -> list[str]:
        with self._lock:
            self.calls.append(list(pairs))
            time.sleep(0.05)
        if ("boom", "x") in pairs:
            raise ValueError("the model failed")
        return [f"{premise}|{hypothesis}" for premise, hypothesis in pairs]


async def test_waiting_callers_share_one_call_up_to_max_requests_and_each_gets_its_own_scores():
    model = SlowModel()
    merger = ModelCallMerger(model, max_requests=5)
    requests = [[(f"p{i}", f"h{j}") for j in range(i % 3 + 1)] for i in range(12)]
    results = await asyncio.gather(*(merger.score(pairs) for pairs in requests))
    for pairs, scores in zip(requests, results):
        assert scores == [f"{premise}|{hypothesis}" for premise, hypothesis in pairs]
    assert len(model.calls) == 3 and dict(merger.requests_per_call) == {5: 2, 2: 1}
    assert [pair for call in model.calls for pair in call] == [pair for pairs in requests for pair in pairs]


async def test_a_request_counts_as_the_callers_it_holds():
    model = SlowModel()
    merger = ModelCallMerger(model, max_requests=4)
    await asyncio.gather(merger.score([("a", "b")] * 2, requests=3), merger.score([("c", "d")], requests=3))
    assert dict(merger.requests_per_call) == {3: 2}  # 3 + 3 is over 4: two calls


async def test_a_caller_cancelled_while_waiting_is_left_out_of_the_next_call():
    model = SlowModel()
    merger = ModelCallMerger(model, max_requests=8)
    first = asyncio.create_task(merger.score([("a", "b")]))
    await asyncio.sleep(0.01)  # the model is busy with the first
    gone = asyncio.create_task(merger.score([("c", "d")]))
    kept = asyncio.create_task(merger.score([("e", "f")]))
    await asyncio.sleep(0.01)
    gone.cancel()
    assert await first == ["a|b"] and await kept == ["e|f"]
    assert model.calls == [[("a", "b")], [("e", "f")]]
    with pytest.raises(asyncio.CancelledError):
        await gone


async def test_a_model_error_fails_the_callers_of_that_call_only():
    model = SlowModel()
    merger = ModelCallMerger(model, max_requests=8)
    first = asyncio.create_task(merger.score([("warm", "up")]))
    await asyncio.sleep(0.01)
    failed = await asyncio.gather(merger.score([("boom", "x")]), merger.score([("ok", "y")]), return_exceptions=True)
    assert await first == ["warm|up"]
    assert [type(result) for result in failed] == [ValueError, ValueError]
    assert await merger.score([("fine", "z")]) == ["fine|z"]
