"""Helpers of the fault tests (tests/test_faults.py): a load runner that keeps every reply, replica
processes by deployment, trace rows by request, and an LLM deployment whose engine is down or slow.

`FaultyLLM` stands in for an LLM engine that has failed: it is the only stand-in, and only the
extractor and the judge get it; the ingress, the checks, the NLI pool and the trace writer are
the real ones. It reacts to a marker in the prompt, so one app serves every fault:
`EXTRACT-FAIL` / `EXTRACT-SLOW` in an answer break or stall claim extraction; `JUDGE-FAIL` /
`JUDGE-SLOW` in a claim break or stall the judge; anything else gets a reply that fails the JSON
schema, so extraction falls back to sentences (the code path of a CPU deployment).
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from ray import serve

SLOW_S = 60.0


class EngineDownError(ConnectionError):
    """What a dead engine raises: not a ValueError, so no parsing fallback absorbs it."""


@serve.deployment(max_ongoing_requests=64, ray_actor_options={"num_cpus": 0})
class FaultyLLM:
    """An LLM deployment with the Generator's methods whose engine fails or stalls on a marker."""

    @staticmethod
    def _role(schema: Any) -> str:
        return "JUDGE" if "Judge" in getattr(schema, "__name__", "") else "EXTRACT"

    async def _fault(self, prompts: Any, role: str) -> None:
        text = json.dumps(prompts)
        if f"{role}-FAIL" in text:
            raise EngineDownError(f"the {role.lower()} engine is down")
        if f"{role}-SLOW" in text:
            await asyncio.sleep(SLOW_S)

    async def generate(self, messages: list[dict[str, str]], sampling: Any = None) -> Any:
        await self._fault(messages, "EXTRACT")
        raise ValueError("reply did not match the schema")

    async def generate_many(self, messages_list: list[list[dict[str, str]]], sampling: Any = None) -> list[Any]:
        return [await self.generate(m) for m in messages_list]

    async def generate_json(self, messages: list[dict[str, str]], schema: Any, sampling: Any = None) -> Any:
        await self._fault(messages, self._role(schema))
        raise ValueError("reply did not match the schema")  # extraction falls back to sentences

    async def generate_json_many(self, messages_list: list[list[dict[str, str]]], schema: Any, sampling: Any = None,
                                 return_exceptions: bool = False) -> list[Any]:
        # A dead engine fails the whole call; per-reply exceptions stand for replies that do not validate.
        await self._fault(messages_list, self._role(schema))
        if not return_exceptions:
            raise ValueError("reply did not match the schema")
        return [ValueError("reply did not match the schema") for _ in messages_list]

    def model_name(self) -> str:
        return "faulty"

    async def check_health(self) -> None:
        return None


@dataclass
class Reply:
    """One request of a load run and what came back."""

    request_id: str
    route: str
    status: int | None
    body: Any
    started: float
    elapsed: float
    error: str | None = None


@dataclass
class LoadRun:
    replies: list[Reply] = field(default_factory=list)

    def statuses(self) -> dict[int | str, int]:
        counts: dict[int | str, int] = {}
        for reply in self.replies:
            key: int | str = reply.status if reply.status is not None else f"no reply ({reply.error})"
            counts[key] = counts.get(key, 0) + 1
        return dict(sorted(counts.items(), key=str))

    def answered(self) -> list[Reply]:
        """Requests the gate decided (passed, escalated, blocked): each must have its trace rows."""
        return [r for r in self.replies if r.status in {200, 202, 422} and isinstance(r.body, dict)
                and (r.body.get("request_id") or r.body.get("status") or r.body.get("verdict"))]

    def server_errors(self) -> list[Reply]:
        return [r for r in self.replies if r.status is None or r.status >= 500]


def run_load(
    base_url: str,
    make_request: Callable[[int], tuple[str, dict[str, Any]]],
    *,
    concurrency: int,
    duration_s: float,
    timeout_s: float = 60.0,
    during: Callable[[float], None] | None = None,
    until: Callable[[LoadRun], bool] | None = None,
) -> LoadRun:
    """`concurrency` threads send `make_request(i)` (route, body with a request_id) back to back for
    `duration_s`; `during(elapsed)` runs in the calling thread about every 0.1 s (to inject a fault). With
    `until`, the load stops sooner, once `until(run)` is true of the replies so far (checked about every 0.1 s);
    the requests in flight then still finish."""
    run = LoadRun()
    lock = threading.Lock()
    counter = iter(range(10**9))
    stop = [time.monotonic() + duration_s]

    def worker() -> None:
        with httpx.Client(base_url=base_url, timeout=timeout_s) as client:
            while time.monotonic() < stop[0]:
                with lock:
                    index = next(counter)
                route, body = make_request(index)
                started = time.monotonic()
                try:
                    response = client.post(route, json=body)
                    try:
                        parsed: Any = response.json()
                    except ValueError:
                        parsed = response.text
                    reply = Reply(body["request_id"], route, response.status_code, parsed, started, time.monotonic() - started)
                except httpx.HTTPError as exc:
                    reply = Reply(body["request_id"], route, None, None, started, time.monotonic() - started,
                                  f"{type(exc).__name__}: {exc}")
                with lock:
                    run.replies.append(reply)

    threads = [threading.Thread(target=worker, name=f"load-{i}", daemon=True) for i in range(concurrency)]
    began = time.monotonic()
    for thread in threads:
        thread.start()
    while any(thread.is_alive() for thread in threads):
        if during is not None:
            during(time.monotonic() - began)
        if until is not None:
            with lock:
                replies = LoadRun(list(run.replies))
            if until(replies):
                stop[0] = 0.0
        time.sleep(0.1)
    for thread in threads:
        thread.join(timeout_s + 5)
    return run


def replica_pids(app: str, deployment: str) -> dict[str, int]:
    """Actor ID -> pid of the live replicas of one deployment (GCS actor table; works without the dashboard)."""
    import ray

    actors = ray._private.state.actors()  # ray.util.state needs the dashboard, which the tests do not start
    wanted = f"ServeReplica:{app}:{deployment}"
    return {actor_id: info["Pid"] for actor_id, info in actors.items()
            if info.get("ActorClassName") == wanted and info.get("State") == "ALIVE" and info.get("Pid")}


def wait_for(condition: Callable[[], Any], timeout_s: float, what: str, interval_s: float = 0.5) -> Any:
    """Poll `condition` until it returns something truthy; AssertionError after `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s:.0f} s waiting for {what}")
        time.sleep(interval_s)


def trace_rows(uri: str, endpoint_url: str | None = None) -> list[dict[str, Any]]:
    """Every row of the traces table under `uri` (empty when nothing has landed yet)."""
    from gate.traces import read_table

    try:
        table = read_table(uri, "traces", endpoint_url=endpoint_url) if endpoint_url else read_table(uri, "traces")
    except (FileNotFoundError, OSError):
        return []
    return table.to_pylist()


def errors_of(row: dict[str, Any]) -> dict[str, str]:
    """The `errors` map of a trace row (pyarrow gives maps as lists of pairs)."""
    errors = row.get("errors") or {}
    return dict(errors) if not isinstance(errors, dict) else errors
