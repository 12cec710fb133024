"""Helpers for the verbatim-extraction check tests: in-process backends with a scripted LLM and the tiny NLI."""

from __future__ import annotations

import json

from gate.engines import EngineConfig, build_llm_engine
from gate.engines.nli import NLIModel
from gate.local_backends import LocalBackends

# Thresholds placed around the random tiny NLI model's real scores (all near 1/3).
NEVER_CONTRADICTS = {"contradiction_above": 0.99}
ALWAYS_CONTRADICTS = {"contradiction_above": 0.01}


def copied(*sentences: str) -> str:
    """An extraction reply that copies `sentences`."""
    return json.dumps({"sentences": list(sentences)})


class BatchCountingBackends(LocalBackends):
    """LocalBackends whose scripted LLM counts the batches it was sent and whose NLI records its pairs."""

    def __init__(self, nli: NLIModel, answers: list[str] | None) -> None:
        llm = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=answers)) if answers else None
        super().__init__(nli, llm)
        self.batches: list[int] = []
        self.scored: list[list[tuple[str, str]]] = []
        if llm is not None:
            generate_batch = llm._generate_batch

            async def counted(messages_list, sampling, schema):
                self.batches.append(len(messages_list))
                return await generate_batch(messages_list, sampling, schema)

            llm._generate_batch = counted

    async def score_pairs(self, pairs):
        self.scored.append(list(pairs))
        return await super().score_pairs(pairs)


def backends(nli: NLIModel, *answers: str) -> BatchCountingBackends:
    """Backends with a scripted LLM replying `answers` in order (no LLM when none are given)."""
    return BatchCountingBackends(nli, list(answers) or None)
