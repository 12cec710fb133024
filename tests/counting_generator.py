"""A Generator deployment that also counts the engine calls it served: for tests of batching through Serve."""

from __future__ import annotations

from typing import Any

from ray import serve

from deployments.models import Generator


@serve.deployment(max_ongoing_requests=64, ray_actor_options={"num_cpus": 0})
class CountingGenerator(Generator.func_or_class):
    """The real Generator (any engine config); `served()` lists each JSON call as ("one", 1) or ("many", n prompts)."""

    def __init__(self, engine: Any) -> None:
        super().__init__(engine)
        self._served: list[tuple[str, int]] = []

    async def generate_json(self, messages, schema, sampling=None):
        self._served.append(("one", 1))
        return await super().generate_json(messages, schema, sampling)

    async def generate_json_many(self, messages_list, schema, sampling=None, return_exceptions=False):
        self._served.append(("many", len(messages_list)))
        return await super().generate_json_many(messages_list, schema, sampling, return_exceptions)

    def served(self) -> list[tuple[str, int]]:
        return list(self._served)
