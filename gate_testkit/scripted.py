"""An engine that replies with configured answers in order: for tests that need a specific sequence.

It records every chat it received in `.calls`, so a test can assert what the model was asked
(the feedback of a retry, the schema in a JSON request, a repair prompt), and each chat's sampling in
`.samplings`. An answer written by `tool_call_answer` is a tool call for a request that offers the tool. A config names it by
import path: `{"backend": "custom", "engine_class": SCRIPTED_ENGINE, "answers": [...]}`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from checks.loop import Generation
from gate.engines.config import EngineConfig
from gate.engines.llm import Messages, PromptedJSONEngine, SamplingConfig

logger = logging.getLogger(__name__)

SCRIPTED_ENGINE = "gate_testkit.scripted:ScriptedEngine"
"""The `engine_class` of an engine config that builds this engine."""


def tool_call_answer(name: str, arguments: dict[str, Any]) -> str:
    """A scripted answer that is a tool call, in the Hermes/Qwen format the engines parse
    (`<tool_call>{"name", "arguments"}</tool_call>`): a request that offers the tool `name` gets it back as a call."""
    return f"<tool_call>{json.dumps({'name': name, 'arguments': arguments})}</tool_call>"


class ScriptedEngine(PromptedJSONEngine):
    """Returns `config.answers` one per generation, the last one repeated once they run out."""

    def __init__(self, config: EngineConfig) -> None:
        if not config.answers:
            raise ValueError("a scripted engine needs at least one entry in `answers`")
        super().__init__(config if config.model else config.model_copy(update={"model": "scripted"}))
        self.calls: list[Messages] = []
        self.samplings: list[SamplingConfig] = []  # the sampling of each chat in `calls`
        self._next_answer = 0
        self._lock = asyncio.Lock()

    async def _generate_batch(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig, schema: type[BaseModel] | None
    ) -> list[Generation]:
        async with self._lock:
            generations = []
            for messages in messages_list:
                started = time.perf_counter()
                self.calls.append([dict(message) for message in messages])
                self.samplings.append(sampling)
                answers = self.config.answers
                text = answers[min(self._next_answer, len(answers) - 1)]
                self._next_answer += 1
                generations.append(
                    Generation(
                        text=text,
                        prompt_tokens=sum(len((m.get("content") or "").split()) for m in messages),
                        completion_tokens=len(text.split()),
                        latency_ms=(time.perf_counter() - started) * 1000.0,
                        model=self.model_name,
                    )
                )
            return generations
