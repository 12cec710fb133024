"""Serve restarts a Generator whose engine died: `check_health` passes while the engine serves and
raises once it cannot (the deployment's class, called directly, no Ray)."""

from __future__ import annotations

import pytest

from deployments.models import EngineDeadError, Generator


async def test_generator_check_health_follows_its_engine(tiny_models):
    generator = Generator.func_or_class({"backend": "transformers", "model": str(tiny_models.lm), "device": "cpu"})
    await generator.check_health()
    reply = await generator.generate([{"role": "user", "content": "What is covered?"}], {"max_tokens": 3})
    assert reply.completion_tokens >= 1
    generator._engine.shutdown()  # what a dead worker thread looks like to the deployment
    with pytest.raises(EngineDeadError, match="dead"):
        await generator.check_health()
    with pytest.raises(RuntimeError, match="shut down"):
        await generator.generate([{"role": "user", "content": "What is covered?"}], {"max_tokens": 3})


async def test_a_scripted_generator_is_always_healthy():
    generator = Generator.func_or_class({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "answers": ["ok"]})
    await generator.check_health()
