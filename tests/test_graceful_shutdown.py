"""Shutting a Gate replica down (`GateService.drain`, what the Gate deployment's destructor runs after
Serve's own drain): new requests get 503 `shutting_down` with Retry-After, requests in flight finish and
their rows are written, and what is still running when the drain time is over is cancelled and traced
as `cancelled`. The Serve path (an app deleted with requests in flight) is in test_event_loop_isolation.py."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from checks.loop import Generation
from checks.policy import Policy
from gate.http import create_http_app
from gate.limits import InputLimits
from gate.service import GateService
from gate.traces import TraceConfig, TraceWriter
from tests.fault_helpers import trace_rows
from tests.payer_texts import GOOD, SOURCE


class SlowLLM:
    """A generator that answers GOOD after `delay_s`."""

    def __init__(self, delay_s: float) -> None:
        self.delay_s = delay_s

    async def generate(self, messages: Any, sampling: Any) -> Generation:
        await asyncio.sleep(self.delay_s)
        return Generation(text=GOOD, model="slow")


def _app(tmp_path, delay_s: float) -> tuple[httpx.AsyncClient, GateService, TraceWriter]:
    writer = TraceWriter(TraceConfig(uri=(tmp_path / "traces").as_uri(), spool_dir=tmp_path / "spool",
                                     replica_id="drain", flush_interval_s=0.2)).start()
    service = GateService(policy=Policy.load(), llm=SlowLLM(delay_s), traces=writer, model_name="slow",
                          limits=InputLimits(retry_after_s=3))
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="http://gate.test")
    return client, service, writer


def _body(request_id: str) -> dict[str, Any]:
    return {"query": "What does the plan cover?", "sources": [SOURCE], "profile": "deterministic",
            "request_id": request_id}


async def test_requests_in_flight_finish_new_ones_get_503_and_rows_are_written(tmp_path):
    client, service, writer = _app(tmp_path, delay_s=0.5)
    in_flight = [asyncio.ensure_future(client.post("/v1/gate", json=_body(f"r{i}"))) for i in range(3)]
    await asyncio.sleep(0.2)
    drain = asyncio.ensure_future(service.drain(timeout_s=10))
    await asyncio.sleep(0.05)
    refused = await client.post("/v1/gate", json=_body("late"))
    assert refused.status_code == 503 and refused.headers["retry-after"] == "3"
    assert refused.json()["error"]["code"] == "shutting_down"
    assert (await client.get("/readyz")).json()["status"] == "shutting_down"
    assert [r.status_code for r in await asyncio.gather(*in_flight)] == [200, 200, 200]
    assert await drain == 0
    writer.close(timeout=10)
    rows = trace_rows((tmp_path / "traces").as_uri())
    assert sorted(r["request_id"] for r in rows) == ["r0", "r1", "r2"]
    assert {r["status"] for r in rows} == {"passed"}


async def test_what_outlasts_the_drain_is_cancelled_and_traced_as_cancelled(tmp_path):
    client, service, writer = _app(tmp_path, delay_s=30)
    in_flight = asyncio.ensure_future(client.post("/v1/gate", json=_body("stuck")))
    await asyncio.sleep(0.2)
    assert await service.drain(timeout_s=0.3) == 1
    response = await in_flight  # the connection is answered, not dropped
    assert response.status_code == 503 and response.json()["error"]["code"] == "shutting_down"
    assert "retry-after" in response.headers
    writer.close(timeout=10)
    (row,) = trace_rows((tmp_path / "traces").as_uri())
    assert row["request_id"] == "stuck" and row["status"] == "cancelled"
    assert "replica shut down" in (row.get("error") or "")
