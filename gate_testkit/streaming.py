"""A scripted engine that streams its answers at a fixed token rate: for sentence-mode tests and benchmarks.

It is the testkit's `ScriptedEngine` (answers in order, every chat recorded in `.calls`) with
`stream_generate`: the answer comes out in word-sized pieces at `engine_kwargs.tokens_per_s` (default 40, about
a 7B model's single-stream rate on one GPU; a word counts as a token); `generate` returns a whole answer after
the time streaming it would take, so buffered and streamed requests pay the same generation time. A continuation
(`continue_final`: the last message is the assistant's unfinished reply) streams what the scripted answer has
after that reply when it starts with it, else the scripted answer as the continuation. `.stream_stats` records,
per streamed call, how many pieces were sent and whether the caller closed the stream early.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from checks.loop import Generation
from gate.engines.config import EngineConfig
from gate.engines.llm import Messages, SamplingConfig
from gate_testkit.scripted import ScriptedEngine

PACED_ENGINE = "gate_testkit.streaming:PacedScriptedEngine"
"""The `engine_class` of an engine config that builds this engine."""

DEFAULT_TOKENS_PER_S = 40.0
_PIECE = re.compile(r"\s*\S+")


@dataclass
class StreamStats:
    """One streamed call: pieces sent, pieces the answer had, and whether the caller stopped it early."""

    sent: int = 0
    total: int = 0
    closed_early: bool = False


class PacedScriptedEngine(ScriptedEngine):
    """ScriptedEngine that also streams, `tokens_per_s` word pieces a second (`engine_kwargs`)."""

    def __init__(self, config: EngineConfig) -> None:
        super().__init__(config)
        self.tokens_per_s = float(config.engine_kwargs.get("tokens_per_s", DEFAULT_TOKENS_PER_S))
        self.stream_stats: list[StreamStats] = []

    async def _generate_batch(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig, schema: type[BaseModel] | None
    ) -> list[Generation]:
        generations = await super()._generate_batch(messages_list, sampling, schema)
        if self.tokens_per_s > 0:
            await asyncio.sleep(max(len(_PIECE.findall(g.text)) for g in generations) / self.tokens_per_s)
        return generations

    def _next(self, messages: Messages, sampling: SamplingConfig) -> str:
        self.calls.append([dict(message) for message in messages])
        self.samplings.append(sampling)
        answers = self.config.answers
        text = answers[min(self._next_answer, len(answers) - 1)]
        self._next_answer += 1
        return text

    async def stream_generate(
        self, messages: Messages, sampling: SamplingConfig | dict[str, Any] | None = None, *, continue_final: bool = False
    ) -> AsyncIterator[str | Generation]:
        sampling = SamplingConfig.coerce(sampling)
        started = time.perf_counter()
        text = self._next(messages, sampling)
        if continue_final and messages and messages[-1].get("role") == "assistant":
            prefix = messages[-1].get("content") or ""
            if text.startswith(prefix):
                text = text[len(prefix):]
        pieces = _PIECE.findall(text)
        stats = StreamStats(total=len(pieces))
        self.stream_stats.append(stats)
        delay = 1.0 / self.tokens_per_s if self.tokens_per_s > 0 else 0.0
        try:
            for piece in pieces:
                await asyncio.sleep(delay)
                stats.sent += 1
                yield piece
        except GeneratorExit:
            stats.closed_early = stats.sent < stats.total
            raise
        finally:
            if stats.sent < stats.total:
                stats.closed_early = True
        yield Generation(text=text, prompt_tokens=sum(len((m.get("content") or "").split()) for m in messages),
                         completion_tokens=len(pieces), latency_ms=(time.perf_counter() - started) * 1000.0,
                         model=self.model_name)
