"""The vLLM engine on a real GPU with the tiny LM: plain and batched generation, schema-constrained JSON.

Runs only where vllm imports and CUDA is present; skipped everywhere else (never faked).
"""

from __future__ import annotations

import importlib.util
from typing import Literal

import pytest
from pydantic import BaseModel

from checks.loop import Generation
from gate.engines import EngineConfig, SamplingConfig, StructuredOutputError, build_llm_engine


def _cuda_available() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return torch.cuda.is_available()


pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(
        importlib.util.find_spec("vllm") is None or not _cuda_available(), reason="needs vllm and a CUDA GPU"
    ),
]

CHAT = [{"role": "user", "content": "What is the deductible?"}]


class Verdict(BaseModel):
    verdict: Literal["SUPPORTED", "PARTIAL", "UNSUPPORTED"]
    quote: str


@pytest.fixture(scope="module")
def vllm_engine(tiny_models):
    from gate.engines.vllm_engine import VLLMEngine

    engine = build_llm_engine(EngineConfig(
        backend="vllm", model=str(tiny_models.lm), dtype="bfloat16", max_model_len=2048,
        gpu_memory_utilization=0.2, engine_kwargs={"enforce_eager": True},
    ))
    assert isinstance(engine, VLLMEngine)
    yield engine
    engine.shutdown()


async def test_vllm_generates_with_token_counts(vllm_engine):
    generation = await vllm_engine.generate(CHAT, SamplingConfig(max_tokens=8, temperature=0.0))
    assert isinstance(generation, Generation)
    assert generation.prompt_tokens > 5 and 1 <= generation.completion_tokens <= 8
    assert generation.model == vllm_engine.model_name


async def test_vllm_generate_many_keeps_order(vllm_engine):
    chats = [[{"role": "user", "content": f"Question {i}"}] for i in range(6)]
    generations = await vllm_engine.generate_many(chats, {"max_tokens": 4})
    assert len(generations) == 6 and all(g.completion_tokens >= 1 for g in generations)


async def test_vllm_structured_output_validates_against_the_schema(vllm_engine):
    # The random model writes whatever the grammar allows: the constraint alone must make it valid JSON.
    try:
        reply = await vllm_engine.generate_json(CHAT, Verdict, {"max_tokens": 256})
    except StructuredOutputError as error:  # only a reply cut off by max_tokens may fail
        assert "EOF" in error.error or "truncated" in error.error.lower(), error
    else:
        assert isinstance(reply, Verdict)


async def test_vllm_refuses_a_prompt_over_its_context_before_submitting_it(vllm_engine):
    from gate.engines.llm import PromptTooLongError

    long_chat = [{"role": "user", "content": "deductible " * 3000}]
    with pytest.raises(PromptTooLongError) as raised:
        await vllm_engine.generate(long_chat, {"max_tokens": 4})
    assert raised.value.context_tokens == 2048
    assert raised.value.prompt_tokens == vllm_engine.count_prompt_tokens(long_chat) > 2048
    short = await vllm_engine.generate(CHAT, {"max_tokens": 4000, "temperature": 0.0})
    assert short.prompt_tokens + short.completion_tokens <= 2048  # max_tokens cut to what the context leaves


async def test_vllm_engine_passes_its_health_check(vllm_engine):
    await vllm_engine.check_health()
